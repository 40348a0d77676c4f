/**
 * Final scoring step 1's question on Discord (rules version 4): after the last turn, each refinery area card's
 * holder, one card at a time, is asked which partial refinery to empty, or none. The turn message's buttons
 * answer it, the chooser lists the refineries for the player asked, and anyone else who clicks is told why not;
 * a click from before the question moved on is refused as stale; the last card's Empty none, which ends the game,
 * waits for its Confirm. Presenter words, and a click through the router, the desk and the table on a stored game.
 */
import { describe, expect, it } from 'vitest';
import { encodeControl } from '../../src/discord/custom-id';
import '../../src/discord/router';
import { SHORT_LABEL } from '../../src/discord/turn';
import { clipAtClause } from '../../src/discord/names';
import { formatSeats } from '../../src/games/events';
import { actionWords } from '../../src/table/undo';
// After the router, which loads the presenters' registry first (as the bot does): alone, this module's import
// cycle reached the registry before the presenter was defined.
import { wildcattersPresenter as P, wildView } from '../../src/discord/presenters/wildcatters';
import { wildcatters } from '../../src/games/wildcatters';
import type { WildcattersState } from '../../src/games/wildcatters/types';
import { sceneFromWildcattersView } from '../../src/render/wildcatters/fromWildcattersView';
import { act, chooseArea, clearedBoard, putRefinery } from '../games/wildcatters/helpers';
import { snapOf } from './snap';
import { versionIn } from './table-app';
import { click, endsOnlyOnConfirm, storedWildcatters } from './wild-table';

/**
 * After the last turn of the final round (order Caro, Ana, Dev, Ben): Ana (seat 0) holds the Alaska refinery
 * card, Dev (seat 3) the Texas one; Caro's Texas refinery holds 2 barrels of Ana's and 1 of Dev's. Ana is asked.
 */
function asked(): WildcattersState {
  const { s } = clearedBoard(4);
  s.round = s.rounds;
  s.order = [2, 0, 3, 1];
  s.turnIndex = 3;
  s.current = 1;
  for (const [seat, id] of [
    [0, 'dark.alaska.6'],
    [3, 'dark.texas.6'],
  ] as const) {
    s.deck = s.deck.filter((c) => c !== id);
    s.discards = s.discards.filter((c) => c !== id);
    s.display = s.display.map((c) => (c === id ? null : c));
    s.players[seat]!.cards.push(id);
  }
  putRefinery(s, 2, 'texas.refinery', [0, 0, 3]);
  putRefinery(s, 1, 'alaska.refinery', [3]);
  chooseArea(s, 'persia');
  act(s, 1, { type: 'endTurn' });
  if (s.step === 'chip' && s.pending === null) act(s, 1, { type: 'pass' });
  expect(s.pending).toMatchObject({ kind: 'finalEmpty', waiting: [0] });
  return s;
}

describe('the final scoring refinery card question, in the presenter', () => {
  const snap = snapOf(wildcatters, asked());

  it('shows its buttons and says whom it asks, about which card', () => {
    expect(P.publicActions(snap).map((a) => [a.key, a.label])).toEqual([
      ['final-empty', 'Empty a refinery (final scoring)'],
      ['pass', 'Empty none'],
      // A loan taken now is repaid at once: the button says the end is now.
      ['loan', 'Take a loan (+10 shares, −25 at final scoring now)'],
    ]);
    expect(P.headline!(snap)).toBe('round 7/7 · empty a refinery with the Alaska refinery card? (Ana)');
    expect(P.altText!(snap)).toContain('Empty a refinery with the Alaska refinery card? Waiting for Ana.');
    // "To act: Ana, then Dev": the holders in the order their cards are asked.
    expect(P.playOrder!(snap)).toEqual([0, 3]);
    expect(P.hand(snap, 0).description.split('\n')[0]).toBe(
      '⚠️ **You are asked: empty a refinery with the Alaska refinery card?** Answer with Empty a refinery ' +
        '(final scoring) or Empty none on the turn message.',
    );
    expect(P.hand(snap, 3).description).not.toContain('You are asked');
  });

  it('a loan asked about now says it costs 25 shares at once, and is confirmed', () => {
    // Rules: a loan may be taken at any time; one still held at the end costs 25 shares, and the end is now.
    const loan = P.choices(snap, 0).find((c) => c.group === 'loan');
    expect(loan?.label).toBe(
      'Take a loan: +10 shares now, repaid at once at final scoring: −25 shares (a loss of 15)',
    );
    expect(loan?.confirm).toBe(true);
  });

  it('lists the partial refineries, with whom each pays, to the player asked only', () => {
    const mine = P.choices(snap, 0).filter((c) => c.group === 'final-empty');
    expect(mine.map((c) => [c.label, c.detail])).toEqual([
      ['Alaska refinery', "Ben's refinery, 1 barrel: Dev +3 shares"],
      ['Texas refinery', "Caro's refinery, 3 barrels: you +6 shares, Dev +3 shares"],
    ]);
    expect(mine.every((c) => c.confirm)).toBe(true);
    expect(mine[0]!.groupNote).toBe(
      'Final scoring 1: your Alaska refinery card may empty one partial refinery, or none (Empty none). Each ' +
        "barrel goes back to its owner with 3 shares of the refinery owner's colour.",
    );
    expect(P.choices(snap, 0).find((c) => c.group === 'pass')?.label).toBe('Empty none');
    for (const seat of [1, 2, 3]) expect(P.choices(snap, seat)).toEqual([]);
  });

  it('asks a Confirm for an Empty none that ends the game, not for one that leaves cards to ask', () => {
    // Ana's card is asked with Dev's after it: her Empty none can be undone, one click.
    expect(P.choices(snap, 0).find((c) => c.group === 'pass')?.confirm).toBeFalsy();
    // Dev's card is the last: his Empty none runs final scoring and ends the game, which no Undo takes back.
    const s = asked();
    act(s, 0, { type: 'pass' });
    expect(s.pending).toMatchObject({ kind: 'finalEmpty', waiting: [3], queue: [] });
    const last = P.choices(snapOf(wildcatters, s), 3).find((c) => c.group === 'pass');
    expect(last).toMatchObject({ label: 'Empty none', confirm: true });
    expect(last?.detail).toBe('The last refinery card: final scoring follows at once and the game ends.');
  });

  it('tells another player who clicks why they are not asked now', () => {
    const waits = "The game waits for Ana's Alaska refinery card.";
    expect(P.notAsked!(snap, 3, 'final-empty')).toBe(
      `Final scoring asks the refinery cards one at a time, in the final round's order: yours comes later. ${waits}`,
    );
    expect(P.notAsked!(snap, 2, 'pass')).toBe(
      `Only holders of refinery area cards are asked at final scoring, one card at a time. ${waits}`,
    );
    expect(P.notAsked!(snap, 0, 'final-empty')).toBeNull();
  });

  it('names the card kept on the Undo button of an Empty none', () => {
    // 'Undo: emptied no refinery with their…' (the button's 40 characters) left out which card was kept.
    const s = asked();
    const r = wildcatters.apply(s, 0, { type: 'pass' });
    if (!r.ok) throw new Error(r.error);
    const words = actionWords({ seq: 1, seat: 0, userId: 'u0', action: { type: 'pass' }, events: r.events });
    const label = clipAtClause(`Undo: ${formatSeats(words!, ['Ana', 'Ben', 'Caro', 'Dev'])}`, SHORT_LABEL);
    expect(label).toBe('Undo: kept their Alaska refinery card');
  });

  it('marks the player asked on the picture, and names them in its header', () => {
    const scene = sceneFromWildcattersView(wildView(snap, null), ['Ana', 'Ben', 'Caro', 'Dev']);
    expect(scene.players.map((p) => p.pending)).toEqual([
      'Empty a refinery?',
      undefined,
      undefined,
      undefined,
    ]);
    expect(scene.turn).toEqual({ seat: 0, phase: 'final scoring', short: 'scoring' });
  });
});

describe('a click on the refinery card question, through the router', () => {
  const t = storedWildcatters('c-wild-final-empty', asked);
  const CHANNEL = t.channel;

  /** A press by `seat` of the turn message's `group` button, as drawn at `version`: what it was told. */
  const press = async (seat: number, group: string, version = versionIn(t.f, CHANNEL)) =>
    (await click(t, seat, encodeControl({ row: t.row, version, verb: 'act', group })))
      .map((b) => b.content ?? '')
      .filter((s) => s);

  it('refuses another player’s click, saying whose card is asked, and changes nothing', async () => {
    const before = versionIn(t.f, CHANNEL);
    const texts = await press(3, 'final-empty');
    expect(texts).toEqual([
      "Final scoring asks the refinery cards one at a time, in the final round's order: yours comes later. " +
        `The game waits for ${t.name[0]}'s Alaska refinery card.`,
    ]);
    expect(versionIn(t.f, CHANNEL)).toBe(before);
  });

  it('refuses the asked player’s button once the question has moved on, as stale', async () => {
    const shown = versionIn(t.f, CHANNEL);
    const kept = t.f.table.act({ channelId: CHANNEL, userId: t.user[0]!, action: { type: 'pass' } });
    if (!kept.ok) throw new Error(kept.message);
    const state = kept.game.record.state as WildcattersState;
    expect(state.pending).toMatchObject({ kind: 'finalEmpty', waiting: [3], card: 'dark.texas.6' });
    const texts = await press(0, 'final-empty', shown);
    expect(texts).toEqual([
      `The game moved on since that button was shown, so it changed nothing. The current turn: <#${CHANNEL}>`,
    ]);
    expect(versionIn(t.f, CHANNEL)).toBe(shown + 1);
    // Ana's cards have all been asked: a fresh click says so.
    expect(await press(0, 'final-empty')).toEqual([
      `Your refinery cards have had their turn at final scoring, each once. The game waits for ${t.name[3]}'s Texas refinery card.`,
    ]);
  });

  it('ends the game on the last card’s Empty none only once confirmed, and once on a double Confirm', async () => {
    // Dev's Texas card is the last asked (the test above): his Empty none ends the game, which Undo cannot take
    // back, so the button opens a chooser to confirm rather than ending it on a misclick.
    await endsOnlyOnConfirm(
      t,
      3,
      'pass',
      '**Pass** › Empty none\nThe last refinery card: final scoring follows at once and the game ends.\n' +
        'Press **Confirm** to do it.',
      'Already done: You kept your Texas refinery card, emptying no refinery.',
    );
  });
});
