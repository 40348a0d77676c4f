import { describe, expect, it } from 'vitest';
import { catan } from '../../src/games/catan';
import type { CatanState } from '../../src/games/catan/types';
import { oilSprings } from '../../src/games/oil-springs';
import type { OilSpringsState } from '../../src/games/oil-springs';
import { presenterFor } from '../../src/discord/presenters';
import { genericPresenter } from '../../src/discord/presenters/generic';
import { getGame } from '../../src/games/registry';
import { ratesWords } from '../../src/discord/presenters/catan';
import { descend, menuPicksPlaces, promptAt } from '../../src/discord/chooser';
import { race } from '../fixtures/race';
import { NAMES, playUntil, snapOf } from './snap';
import { HEX_NODES, NODE_NAMES, hexIndex } from '../../src/games/catan/board';
import { emptyGame, forceRoll, give as giveCatan, place as placeCatan } from '../games/catan/helpers';
import {
  give as giveOil,
  newGame as newOilGame,
  place as placeOil,
  toMain as toMainOil,
} from '../games/oil-springs/helpers';

const catanP = presenterFor('catan');
const oilP = presenterFor('oil-springs');

function mainPhase(module: typeof catan | typeof oilSprings, seed: string) {
  return playUntil(
    module,
    seed,
    (s) => (s as CatanState).phase === 'main' && (s as CatanState).turn > 2,
  ) as CatanState;
}

describe('Catan presenter', () => {
  it('names set-up choices by the picture’s spot numbers, with the hexes around them', () => {
    const snap = snapOf(catan, catan.setup(4, catan.optionsSchema.parse({}), 'p1'));
    const seat = snap.status.toAct[0]!;
    const choices = catanP.choices(snap, seat);
    expect(choices.length).toBeGreaterThan(20);
    expect(choices.every((c) => c.group === 'settlement' && /^Spot \d+$/.test(c.label) && c.spot)).toBe(true);
    expect(choices[0]!.detail).toMatch(/[A-S] \w+/);
    expect(choices[0]!.groupLabel).toBe('Place settlement');
  });

  it('a set-up spot says what it touches and its total pips (the dots a token shows), harbor last', () => {
    // Seed p1's board: spot 10 touches A mountains 10 (3 pips), D fields 12 (1), E hills 6 (5).
    const detail = (module: typeof catan | typeof oilSprings, id: string, spots: string[]) => {
      const snap = snapOf(module, module.setup(4, module.optionsSchema.parse({}), 'p1'));
      const choices = presenterFor(id).choices(snap, snap.status.toAct[0]!);
      // Still one option per spot, in the picture's number order (paging reads 1–25, 26–50, 51–54).
      const numbers = choices.map((c) => Number(c.spot));
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      expect(choices.every((c) => c.detail!.length <= 100 && c.label.length <= 100)).toBe(true);
      return spots.map((at) => choices.find((c) => c.spot === at)!.detail);
    };
    const snap = snapOf(catan, catan.setup(4, catan.optionsSchema.parse({}), 'p1'));
    const choices = catanP.choices(snap, snap.status.toAct[0]!);
    const menu = descend(choices, []);
    if (menu.kind !== 'options') throw new Error(menu.kind);
    // Said once under the chooser's header, for whoever has not met pips yet.
    expect(promptAt(choices, menu, [])).toBe(
      '**Place settlement** — 54 choices. Pick one:\n' +
        'Pips are the dots under a number: how often it is rolled (5 for a 6 or an 8, 1 for a 2 or a 12).',
    );
    expect(detail(catan, 'catan', ['10', '5', '21', '2'])).toEqual([
      'A mountains 10 · D fields 12 · E hills 6 — 9 pips',
      'B pasture 2 · C forest 9 — 5 pips, 2:1 grain harbor',
      'E hills 6 · I forest 11 · J desert — 7 pips',
      'A mountains 10 — 3 pips, 3:1 harbor',
    ]);
    // Oil Springs: a spring's number counts like any other (it produces oil).
    expect(detail(oilSprings, 'oil-springs', ['14', '4'])).toEqual([
      'C oil spring 9 · F hills 4 · G oil spring 10 — 10 pips',
      'B pasture 2 — 1 pip, 2:1 grain harbor',
    ]);
  });

  it("a suggested discard says, in the player's own chooser, what it leaves in their hand", () => {
    const state = emptyGame();
    state.phase = 'roll';
    state.rolled = false;
    // Seat 1 holds 9 cards: 3 lumber, 1 brick, 4 wool, 1 ore; a 7 makes it discard 4.
    state.hands[1] = [3, 1, 4, 0, 1];
    forceRoll(state, 7);
    const r = catan.apply(state, 0, { type: 'roll' });
    if (!r.ok) throw new Error(r.error);
    const snap = snapOf(catan, state);
    const discards = catanP.choices(snap, 1).filter((c) => c.group === 'discard');
    expect(discards.length).toBeGreaterThan(1);
    const hand: Record<string, number> = { lumber: 3, brick: 1, wool: 4, ore: 1 };
    for (const choice of discards) {
      const cards = (choice.action as { cards: Record<string, number> }).cards;
      const left = Object.entries(hand)
        .map(([r, n]) => [r, n - (cards[r] ?? 0)] as const)
        .filter(([, n]) => n > 0)
        .map(([r, n]) => `${n} ${r}`)
        .join(', ');
      expect(choice.detail).toBe(`You keep ${left}`);
    }
    // The public message offers the same Discard button whatever the hand holds.
    const before = JSON.stringify(catanP.publicActions(snap));
    state.hands[1] = [0, 0, 9, 0, 0];
    expect(JSON.stringify(catanP.publicActions(snapOf(catan, state)))).toBe(before);
  });

  it('tells one who owes no discard after a 7 whom it waits for and who moves the robber, not "you can act after them"', () => {
    const state = emptyGame();
    state.phase = 'roll';
    state.rolled = false;
    // Seats 1 and 2 hold 9 cards each and owe 4; seat 3 holds 2; seat 0 rolls the 7.
    state.hands[1] = [3, 1, 4, 0, 1];
    state.hands[2] = [2, 2, 2, 2, 1];
    state.hands[3] = [1, 1, 0, 0, 0];
    forceRoll(state, 7);
    const rolled = catan.apply(state, 0, { type: 'roll' });
    if (!rolled.ok) throw new Error(rolled.error);
    const first = catan.apply(rolled.state, 2, { type: 'discard', cards: { lumber: 2, brick: 2 } });
    if (!first.ok) throw new Error(first.error);
    const snap = snapOf(catan, first.state);
    expect(snap.status.toAct).toEqual([1]);
    const told = `You have nothing to discard. Waiting for ${NAMES[1]} to discard; then ${NAMES[0]} moves the robber.`;
    // One who discarded already, and one who never owed, pressing Discard or its form (both key 'discard').
    expect(catanP.notAsked!(snap, 2, 'discard')).toBe(told);
    expect(catanP.notAsked!(snap, 3, 'discard')).toBe(told);
    expect(catanP.notAsked!(snap, 0, 'discard')).toBe(
      `You have nothing to discard. Waiting for ${NAMES[1]} to discard; then you move the robber.`,
    );
    // One who still owes is not refused by this (they may discard), nor is any other button explained so.
    expect(catanP.notAsked!(snap, 1, 'discard')).toBeNull();
    expect(catanP.notAsked!(snap, 3, 'robber')).toBeNull();
  });

  it('tells the player privately what a build they cannot afford lacks ("needs 1 brick more")', () => {
    const state = mainPhase(catan, 'p2');
    const seat = state.current;
    state.hands[seat] = [1, 0, 1, 1, 0]; // lumber, brick, wool, grain, ore: a road or settlement but for 1 brick
    const snap = snapOf(catan, state);
    const reasons = catanP.unavailable(snap, seat);
    expect(reasons.find((u) => u.group === 'road')?.reason).toBe('needs 1 brick more');
    expect(reasons.find((u) => u.group === 'city')?.reason).toBe('needs 1 grain, 3 ore more');
    // No free spot: the board decides before the cards do.
    expect(reasons.find((u) => u.group === 'settlement')?.reason).toBe('no free spot you can reach');
    expect(catanP.choices(snap, seat).some((c) => c.group === 'road')).toBe(false);
    // The public message still offers the road: what one can afford is nobody else's business. The
    // settlement is greyed for a reason everyone can see on the board.
    const open = catanP.publicActions(snap);
    expect(open.find((a) => a.key === 'road')).toEqual({ kind: 'act', key: 'road', label: 'Build road' });
    expect(open.find((a) => a.key === 'settlement')?.disabledReason).toBe('no free spot in reach');
  });

  it('with no settlement to upgrade, a city says so, publicly and privately, whatever the cards', () => {
    const state = mainPhase(catan, 'p12');
    const seat = state.current;
    state.nodeLevel = state.nodeLevel.map((level, n) => (state.nodeOwner[n] === seat ? 2 : level));
    state.hands[seat] = [0, 0, 0, 0, 0];
    const snap = snapOf(catan, state);
    expect(catanP.publicActions(snap).find((a) => a.key === 'city')?.disabledReason).toBe(
      'no settlement to upgrade',
    );
    expect(catanP.unavailable(snap, seat).find((u) => u.group === 'city')?.reason).toBe(
      'no settlement to upgrade',
    );
  });

  it('the public buttons of the main phase are the same whatever the hand holds, for the same count', () => {
    const state = mainPhase(catan, 'p8');
    const seat = state.current;
    state.hands[seat] = [0, 0, 0, 5, 0];
    const poor = catanP.publicActions(snapOf(catan, structuredClone(state)));
    state.hands[seat] = [1, 1, 1, 1, 1];
    const rich = catanP.publicActions(snapOf(catan, state));
    expect(poor).toEqual(rich);
    expect(poor.filter((a) => a.disabledReason).map((a) => [a.label, a.disabledReason])).toEqual([
      ['Build settlement', 'no free spot in reach'],
    ]);
    expect(poor.filter((a) => !a.disabledReason).map((a) => a.label)).toEqual([
      'Build road',
      'Build city',
      'Buy development card',
      'Trade with the bank',
      'Offer a trade',
      'Write your own offer…',
      'End turn',
    ]);
    const none = catanP.unavailable(
      snapOf(catan, { ...state, hands: state.hands.map(() => [0, 0, 0, 0, 0]) }),
      seat,
    );
    expect(none.find((u) => u.group === 'maritime')?.reason).toMatch(/^you don't hold enough/);
    expect(none.find((u) => u.group === 'offer')?.reason).toBe('you have no cards to offer');
  });

  it('greys publicly what costs more cards than the hand holds (its count is public)', () => {
    const state = mainPhase(catan, 'p8');
    const seat = state.current;
    const greyedOf = (hand: number[]) => {
      state.hands[seat] = hand;
      return catanP
        .publicActions(snapOf(catan, structuredClone(state)))
        .filter((a) => a.disabledReason)
        .map((a) => [a.label, a.disabledReason, ...(a.note ? [a.note] : [])]);
    };
    // 3 cards: a city's 5 is beyond them (the settlement has no spot: the board comes first).
    expect(greyedOf([0, 0, 0, 0, 3])).toEqual([
      ['Build settlement', 'no free spot in reach'],
      ['Build city', 'needs 5 cards, holds 3'],
      // Too long for a phone's line: the label says less, the turn message the whole (its note).
      ['Trade with the bank', 'too few cards', 'needs 4 cards of a kind, holds 3'],
    ]);
    // Which 3 cards makes no difference.
    expect(greyedOf([1, 1, 1, 0, 0])).toEqual(greyedOf([0, 0, 0, 0, 3]));
    // No harbor: the bank wants 4 of a kind.
    expect(greyedOf([1, 0, 0, 0, 0])).toEqual([
      ['Build road', 'needs 2 cards, holds 1'],
      ['Build settlement', 'no free spot in reach'],
      ['Build city', 'needs 5 cards, holds 1'],
      ['Buy development card', 'too few cards', 'needs 3 cards, holds 1'],
      ['Trade with the bank', 'too few cards', 'needs 4 cards of a kind, holds 1'],
    ]);
    const empty = greyedOf([0, 0, 0, 0, 0]);
    expect(empty.slice(-2)).toEqual([
      ['Offer a trade', 'holds no cards'],
      ['Write your own offer…', 'holds no cards'],
    ]);
    state.hands[seat] = [0, 0, 0, 0, 0];
    expect(catanP.forms(snapOf(catan, state), seat).map((f) => f.key)).not.toContain('trade');
  });

  it('the typed discard, offer and counter-offer reopen as typed when refused: for this turn, or the offer answered', () => {
    // Discard: seat 1 owes 4 after a 7.
    const seven = emptyGame();
    seven.phase = 'roll';
    seven.rolled = false;
    seven.hands[1] = [3, 1, 4, 0, 1];
    forceRoll(seven, 7);
    const rolled = catan.apply(seven, 0, { type: 'roll' });
    if (!rolled.ok) throw new Error(rolled.error);
    const discard = catanP.forms(snapOf(catan, seven), 1).find((f) => f.key === 'discard')!;
    expect(discard.keepsTyped).toBe(true);
    // Another turn's 7 is another discard: last one's words are not reused.
    const later = catanP.forms(snapOf(catan, { ...seven, turn: seven.turn + 2 }), 1);
    expect(later.find((f) => f.key === 'discard')!.draftScope).not.toBe(discard.draftScope);

    // The offer, and a counter-offer, scoped to the offer it answers.
    const state = mainPhase(catan, 'p9');
    const seat = state.current;
    state.hands[seat] = [2, 2, 2, 2, 2];
    const other = (seat + 1) % 4;
    state.hands[other] = [2, 2, 2, 2, 2];
    const trade = catanP.forms(snapOf(catan, state), seat).find((f) => f.key === 'trade')!;
    expect(trade.keepsTyped).toBe(true);
    const counterFor = (give: Record<string, number>) => {
      const r = catan.apply(structuredClone(state) as CatanState<null>, seat, {
        type: 'offer',
        give,
        get: { ore: 1 },
      });
      if (!r.ok) throw new Error(r.error);
      return catanP.forms(snapOf(catan, r.state), other).find((f) => f.key === 'counter')!;
    };
    const counter = counterFor({ brick: 1 });
    expect(counter.keepsTyped).toBe(true);
    expect(counterFor({ brick: 1 }).draftScope).toBe(counter.draftScope);
    expect(counterFor({ wool: 1 }).draftScope).not.toBe(counter.draftScope);
  });

  it('plays every card through one "Play a card" button: which card first, then its details', () => {
    const state = mainPhase(catan, 'p9');
    const seat = state.current;
    state.devPlayedThisTurn = false;
    state.devHand[seat] = [1, 1, 0, 0, 1]; // knight, victory point, monopoly
    state.devNew[seat] = [0, 0, 0, 0, 0];
    const snap = snapOf(catan, state);
    expect(catanP.publicActions(snap).find((a) => a.key === 'play')).toEqual({
      kind: 'act',
      key: 'play',
      label: 'Play a card',
    });
    const play = catanP.choices(snap, seat).filter((c) => c.group === 'play');
    expect(play.map((c) => c.label)).toEqual([
      'Knight',
      'Monopoly: all lumber',
      'Monopoly: all brick',
      'Monopoly: all wool',
      'Monopoly: all grain',
      'Monopoly: all ore',
    ]);
    const top = descend(play, []);
    expect(top.kind === 'options' && top.options.map((o) => o.label)).toEqual(['Knight', 'Monopoly']);
    // A lone Knight is the group's one choice, and asks to be confirmed (a card played stands): the button
    // opens the chooser with it (test/discord/confirm-card.test.ts).
    state.devHand[seat] = [1, 0, 0, 0, 0];
    const lone = catanP.choices(snapOf(catan, state), seat).filter((c) => c.group === 'play');
    expect(lone.map((c) => [c.label, c.confirm])).toEqual([['Knight', true]]);
  });

  it('greys "Play a card" only for public reasons, and says privately why a card cannot be played', () => {
    const state = mainPhase(catan, 'p10');
    const seat = state.current;
    state.devHand[seat] = [1, 0, 0, 0, 0];
    state.devNew[seat] = [1, 0, 0, 0, 0];
    state.devPlayedThisTurn = false;
    const snap = snapOf(catan, state);
    expect(catanP.publicActions(snap).find((a) => a.key === 'play')).toMatchObject({
      disabledReason: 'bought this turn',
      note: 'bought this turn: playable next turn',
    });
    state.devHand[seat] = [0, 1, 0, 0, 0]; // a Victory Point card bought earlier: held, never played
    state.devNew[seat] = [0, 0, 0, 0, 0];
    const vp = snapOf(catan, state);
    expect(catanP.publicActions(vp).find((a) => a.key === 'play')?.disabledReason).toBeUndefined();
    expect(catanP.unavailable(vp, seat).find((u) => u.group === 'play')).toEqual({
      group: 'play',
      label: 'Play a card',
      doing: 'play a card',
      // One clause after "You can't play a card right now: " (it read "…: Victory Point cards are not played: they
      // count at the end.", two colons in a row, to whoever pressed Play a card holding only those).
      reason: 'you hold only Victory Point cards, which are never played (they count at the end)',
      command: 'play',
    });
    state.devPlayedThisTurn = true;
    expect(catanP.publicActions(snapOf(catan, state)).find((a) => a.key === 'play')).toMatchObject({
      disabledReason: 'played one this turn',
      note: 'already played a card this turn',
    });
  });

  it('the hand view lists costs and what the player can afford, privately', () => {
    const state = mainPhase(catan, 'p3');
    const seat = state.current;
    state.hands[seat] = [1, 1, 0, 0, 0];
    const hand = catanP.hand(snapOf(catan, state), seat).description;
    expect(hand).toContain('**Cards**: 1 lumber, 1 brick');
    expect(hand).toMatch(/✓ Road — 1 lumber, 1 brick — you can afford it/);
    // Right after set-up no road reaches a free spot: said first, then the cards still lacked.
    expect(hand).toMatch(/✗ Settlement — .*\(no free spot you can reach; needs 1 wool, 1 grain more\)/);
  });

  it('alt text describes the position in words without anyone’s cards', () => {
    const state = mainPhase(catan, 'p4');
    state.hands[0] = [3, 0, 2, 0, 1];
    const alt = catanP.altText(snapOf(catan, state));
    expect(alt).toMatch(/Catan board, turn \d+\./);
    expect(alt).toMatch(/Ana \d+ VP with \d+ settlements?/);
    expect(alt).toMatch(/Robber (on|off)/);
    expect(alt).not.toMatch(/lumber|wool|ore\b/);
    expect(alt.length).toBeLessThanOrEqual(1024);
  });

  it('describes each road choice by the hexes on either side, as intersections are ("Road 12-22 — …")', () => {
    const state = mainPhase(catan, 'p4');
    const seat = state.current;
    state.hands[seat] = [5, 5, 0, 0, 0];
    const roads = catanP.choices(snapOf(catan, state), seat).filter((c) => c.group === 'road');
    expect(roads.length).toBeGreaterThan(0);
    for (const r of roads) expect(r.detail).toMatch(/^[A-S] [a-z ]+( \d+)? · ([A-S] [a-z ]+( \d+)?|sea)$/);
  });

  it('Road Building: the button and its menu say the roads are free, and the button how many are left', () => {
    const state = mainPhase(catan, 'p4');
    const seat = state.current;
    state.phase = 'roadBuilding';
    state.freeRoads = 2;
    const label = () => catanP.publicActions(snapOf(catan, state)).find((a) => a.key === 'road')?.label;
    expect(label()).toBe('Place free road (2 left)');
    const roads = catanP.choices(snapOf(catan, state), seat).filter((c) => c.group === 'road');
    expect(roads.length).toBeGreaterThan(0);
    for (const r of roads) expect(r.groupLabel).toBe('Place free road');
    state.freeRoads = 1;
    expect(label()).toBe('Place free road (1 left)');
    // A road paid for is built, not placed.
    state.phase = 'main';
    state.freeRoads = 0;
    state.hands[seat] = [5, 5, 0, 0, 0];
    const paid = catanP.choices(snapOf(catan, state), seat).filter((c) => c.group === 'road');
    for (const r of paid) expect(r.groupLabel).toBe('Build road');
  });

  it('says in words who is to do what, never the engine’s phase name ("Ben to roll", not "(roll)")', () => {
    const state = mainPhase(catan, 'p4');
    const who = NAMES[state.current];
    expect(catanP.altText(snapOf(catan, state))).toContain(`${who} to play.`);
    state.phase = 'roll';
    state.rolled = false;
    const alt = catanP.altText(snapOf(catan, state));
    expect(alt).toContain(`${who} to roll.`);
    expect(alt).not.toMatch(/\((roll|main|setup|discard|robber|roadBuilding)\)/);
    state.phase = 'robber';
    expect(catanP.altText(snapOf(catan, state))).toContain(`${who} to move the robber.`);
    state.phase = 'roadBuilding';
    expect(catanP.altText(snapOf(catan, state))).toContain(`${who} to place free roads.`);
  });

  it('counts one card in the singular in the scores and the alt text ("1 card", "2 cards")', () => {
    const state = mainPhase(catan, 'p6');
    state.hands[0] = [1, 0, 0, 0, 0];
    state.hands[1] = [1, 1, 0, 0, 0];
    const snap = snapOf(catan, state);
    const lines = catanP.scoreLines(snap);
    expect(lines[0]).toMatch(/ VP · 1 card$|VP · 1 card ·/);
    expect(lines[1]).toMatch(/ VP · 2 cards/);
    expect(catanP.altText(snap)).toMatch(/Ana \d+ VP with .* and 1 card;/);
  });

  it('offers a modal for a custom trade and parses it into an offer', () => {
    const state = mainPhase(catan, 'p5');
    const seat = state.current;
    const form = catanP.forms(snapOf(catan, state), seat).find((f) => f.key === 'trade');
    expect(form).toBeDefined();
    expect(form!.parse({ give: '2 brick', get: '1 ore' })).toEqual({
      ok: true,
      action: { type: 'offer', give: { brick: 2 }, get: { ore: 1 } },
    });
    expect(form!.parse({ give: '2 gold', get: '1 ore' }).ok).toBe(false);
  });

  it('names the typed trade form apart from the menu of ready-made offers ("Write your own offer…")', () => {
    const state = mainPhase(catan, 'p5');
    const seat = state.current;
    state.hands[seat] = [1, 1, 1, 1, 1];
    const snap = snapOf(catan, state);
    expect(catanP.choices(snap, seat).some((c) => c.groupLabel === 'Offer a trade')).toBe(true);
    const form = catanP.forms(snap, seat).find((f) => f.key === 'trade');
    expect(form?.buttonLabel).toBe('Write your own offer…');
    expect(form?.title).toBe('Offer a trade');
  });
});

/**
 * A main-phase Catan game in which the player to move, holding 1 lumber, offers it for 1 brick; the next player
 * holds that brick. With `emptyHanded`, the player after them holds no card at all, as everyone sees: not asked.
 */
function lumberForBrick(emptyHanded = false): {
  state: Parameters<typeof catan.apply>[0];
  from: number;
  next: number;
} {
  const state = mainPhase(catan, 'p7') as Parameters<typeof catan.apply>[0];
  const from = state.current;
  const next = (from + 1) % 4;
  state.hands[from] = [1, 0, 0, 0, 0];
  state.hands[next] = [0, 1, 0, 0, 0];
  if (emptyHanded) state.hands[(from + 2) % 4] = [0, 0, 0, 0, 0];
  const offered = catan.apply(state, from, { type: 'offer', give: { lumber: 1 }, get: { brick: 1 } });
  if (!offered.ok) throw new Error(offered.error);
  return { state: offered.state, from, next };
}

describe('answering a trade offer', () => {
  it('says why a player asked to answer cannot accept ("Accept the trade — needs 1 brick more")', () => {
    const state = mainPhase(catan, 'p7') as Parameters<typeof catan.apply>[0];
    const from = state.current;
    const poor = (from + 1) % 4;
    const rich = (from + 2) % 4;
    state.hands[from] = [1, 0, 0, 0, 0];
    state.hands[poor] = [0, 0, 2, 0, 0];
    state.hands[rich] = [0, 1, 0, 0, 0];
    const legal = catan.legalActions(state, from);
    const offer = legal.find(
      (a) =>
        a.type === 'offer' &&
        JSON.stringify(a) === JSON.stringify({ type: 'offer', give: { lumber: 1 }, get: { brick: 1 } }),
    );
    expect(offer).toBeDefined();
    const applied = catan.apply(state, from, offer!);
    if (!applied.ok) throw new Error(applied.error);
    const snap = snapOf(catan, applied.state);
    expect(snap.status.toAct).toEqual(expect.arrayContaining([poor, rich]));
    expect(catanP.choices(snap, poor).some((c) => c.group === 'accept')).toBe(false);
    const makers = (reason: string) => [
      { group: 'confirm', label: 'Confirm the trade', reason, doing: 'confirm the trade' },
      { group: 'withdraw', label: 'Withdraw the offer', reason, doing: 'withdraw the offer' },
    ];
    expect(catanP.unavailable(snap, poor)).toEqual([
      { group: 'accept', label: 'Accept the trade', reason: 'needs 1 brick more', doing: 'accept the trade' },
      ...makers(`it is ${NAMES[from]}'s offer`),
    ]);
    expect(catanP.choices(snap, rich).some((c) => c.group === 'accept')).toBe(true);
    expect(catanP.unavailable(snap, rich)).toEqual(makers(`it is ${NAMES[from]}'s offer`));
  });

  it('opens the hand of each player asked with the offer to answer, until they answer it, and the maker’s once it is taken up', () => {
    const { state: offered, from, next } = lumberForBrick(true);
    const unasked = (from + 2) % 4;
    const open = snapOf(catan, offered);
    const first = (seat: number, snap = open) => catanP.hand(snap, seat).description.split('\n')[0];
    expect(first(next)).toBe(
      `⚠️ **${NAMES[from]} offers you 1 lumber for 1 brick**: accept, decline or counter it on the turn message.`,
    );
    // The maker waits for the answers, and one who holds no card was not asked: their hands open with cards.
    expect(open.status.toAct).not.toContain(unasked);
    for (const seat of [from, unasked]) expect(first(seat)).toMatch(/^\*\*Cards\*\*/);
    const declined = catan.apply(structuredClone(offered), next, { type: 'decline' });
    if (!declined.ok) throw new Error(declined.error);
    expect(first(next, snapOf(catan, declined.state))).toMatch(/^\*\*Cards\*\*/);
    // Taken up: the maker is asked to confirm it (or withdraw it), which nothing of their cards said.
    const accepted = catan.apply(offered, next, { type: 'accept' });
    if (!accepted.ok) throw new Error(accepted.error);
    expect(first(from, snapOf(catan, accepted.state))).toBe(
      `⚠️ **Your offer (1 lumber for 1 brick) was taken up**: ${NAMES[next]} accepted. Confirm the trade with them, or withdraw it, on the turn message.`,
    );
  });

  it('lets the maker confirm with one who accepted, or withdraw, while the others still answer', () => {
    const { state: offered, from, next: yes } = lumberForBrick();
    const open = snapOf(catan, offered);
    expect(catanP.publicActions(open).map((b) => b.key)).toEqual([
      'accept',
      'decline',
      'counter',
      'withdraw',
    ]);
    expect(open.status).toMatchObject({ mayAct: [from] });
    expect(catanP.choices(open, from).map((c) => c.group)).toEqual(['withdraw']);
    const own = 'it is your own offer';
    // Counter-offer is a form button: the maker clicking it is told why too, not a bare "not possible".
    expect(catanP.unavailable(open, from).map((u) => [u.group, u.reason])).toEqual([
      ['accept', own],
      ['decline', own],
      ['counter', own],
    ]);

    const accepted = catan.apply(offered, yes, { type: 'accept' });
    if (!accepted.ok) throw new Error(accepted.error);
    const agreed = snapOf(catan, accepted.state);
    expect(agreed.status.toAct).not.toContain(from); // two others still to answer
    expect(catanP.publicActions(agreed).map((b) => b.key)).toEqual([
      'accept',
      'decline',
      'counter',
      'confirm',
      'withdraw',
    ]);
    const confirm = catanP.choices(agreed, from).find((c) => c.group === 'confirm');
    expect(confirm?.action).toEqual({ type: 'confirm', with: yes });
  });

  it("shows no maker's buttons under a bot's offer: only the answers of the players asked", () => {
    // A playtest read "Withdraw the offer" under Strong bot's offer; pressing it said "it is Strong bot's offer".
    const { state: offered, from, next: yes } = lumberForBrick();
    const botMade = (s: ReturnType<typeof snapOf>) => ({
      ...s,
      seats: s.seats.map((x) => (x.seat === from ? { ...x, userId: null, botKind: 'strong' } : x)),
    });
    expect(catanP.publicActions(botMade(snapOf(catan, offered))).map((b) => b.key)).toEqual([
      'accept',
      'decline',
      'counter',
    ]);
    const accepted = catan.apply(offered, yes, { type: 'accept' });
    if (!accepted.ok) throw new Error(accepted.error);
    expect(catanP.publicActions(botMade(snapOf(catan, accepted.state))).map((b) => b.key)).toEqual([
      'accept',
      'decline',
      'counter',
    ]);
  });

  it('names each deal the maker may confirm: who, and what the maker gives and gets by it', () => {
    // Reported: the menu read only "With Ana | With Ben" when one accepted and another countered.
    const { state, from, next: yes } = lumberForBrick();
    const other = (from + 2) % 4;
    state.hands[from] = [1, 0, 1, 0, 0];
    state.hands[other] = [0, 0, 0, 1, 0];
    expect(catan.apply(state, yes, { type: 'accept' }).ok).toBe(true);
    expect(catan.apply(state, other, { type: 'counter', give: { grain: 1 }, get: { wool: 1 } }).ok).toBe(
      true,
    );
    const snap = snapOf(catan, state);
    const labels = catanP
      .choices(snap, from)
      .filter((c) => c.group === 'confirm')
      .map((c) => c.label);
    expect(labels.sort()).toEqual(
      [
        `${NAMES[yes]}: you give 1 lumber, get 1 brick`,
        `${NAMES[other]} (counter-offer): you give 1 wool, get 1 grain`,
      ].sort(),
    );
  });

  it('tells the maker privately why a counter-offer asking for cards they lack cannot be confirmed', () => {
    const { state, from, next: them } = lumberForBrick();
    const countered = catan.apply(state, them, { type: 'counter', give: { brick: 1 }, get: { ore: 1 } });
    if (!countered.ok) throw new Error(countered.error);
    const snap = snapOf(catan, countered.state);
    expect(catanP.publicActions(snap).map((b) => b.key)).toContain('confirm');
    // The counter asks for ore the maker does not hold: the engine refuses it, so no choice is offered…
    expect(catanP.choices(snap, from).map((c) => c.group)).toEqual(['withdraw']);
    // …and the Confirm button says why, to the maker alone (their own hand).
    expect(catanP.unavailable(snap, from).find((u) => u.group === 'confirm')).toEqual({
      group: 'confirm',
      label: 'Confirm the trade',
      reason: `${NAMES[them]}'s counter-offer asks for 1 ore you do not hold`,
      doing: 'confirm the trade',
    });
    // Holding 1 of the 3 lumber it asks: what it asks, and how many more (it read "asks for 2 lumber you do not
    // hold" of a counter asking for 3 from a hand of 1).
    const more = lumberForBrick();
    const asksMore = catan.apply(more.state, more.next, {
      type: 'counter',
      give: { brick: 1 },
      get: { lumber: 3 },
    });
    if (!asksMore.ok) throw new Error(asksMore.error);
    expect(
      catanP.unavailable(snapOf(catan, asksMore.state), more.from).find((u) => u.group === 'confirm')?.reason,
    ).toBe(`${NAMES[more.next]}'s counter-offer asks for 3 lumber: you need 2 lumber more`);
  });
});

describe('robber chooser', () => {
  const hexOption = (options: { label: string; description?: string }[], hex: string) =>
    options.find((o) => o.label.startsWith(`Hex ${hex} `))?.description;

  it('says on each hex whom one could rob there, and what each victim holds, from public counts', () => {
    const s = emptyGame();
    s.phase = 'robber';
    s.robber = hexIndex('S');
    const J = HEX_NODES[hexIndex('J')]!;
    placeCatan(s, 1, { settlements: [NODE_NAMES[J[0]!]!] });
    placeCatan(s, 2, { settlements: [NODE_NAMES[J[3]!]!] });
    placeCatan(s, 3, { settlements: [NODE_NAMES[HEX_NODES[hexIndex('A')]![0]!]!] });
    giveCatan(s, 1, { brick: 2, ore: 1 }); // Caro and Dev hold no cards
    const snap = snapOf(catan, s);
    const choices = catanP.choices(snap, 0).filter((c) => c.group === 'robber');
    const top = descend(choices, []);
    if (top.kind !== 'options') throw new Error('a choice of hexes');
    // The hexes are the places the picture marks (its alt text names them as places).
    expect(menuPicksPlaces(choices)).toBe(true);
    expect(hexOption(top.options, 'J')).toBe('Rob Ben (3 cards); Caro holds no cards');
    expect(hexOption(top.options, 'A')).toBe('Nobody to rob (Dev holds no cards)');
    expect(hexOption(top.options, 'B')).toBe('Nobody to rob');
    const j = top.options.findIndex((o) => o.label.startsWith('Hex J '));
    const victims = descend(choices, [j]);
    expect(victims.kind === 'options' && victims.options.map((o) => [o.label, o.description])).toEqual([
      ['Steal from Ben', 'Ben holds 3 cards'],
      ['Steal from Caro', 'Caro holds no cards'],
    ]);
    // Two who hold cards: either may be robbed. Public only: the same counts in other cards read the same.
    giveCatan(s, 2, { wool: 1 });
    const both = descend(
      catanP.choices(snapOf(catan, s), 0).filter((c) => c.group === 'robber'),
      [],
    );
    const words = both.kind === 'options' ? hexOption(both.options, 'J') : undefined;
    expect(words).toBe('Rob Ben (3 cards) or Caro (1 card)');
    s.hands[1] = [3, 0, 0, 0, 0];
    s.hands[2] = [0, 0, 0, 1, 0];
    const swapped = descend(
      catanP.choices(snapOf(catan, s), 0).filter((c) => c.group === 'robber'),
      [],
    );
    expect(swapped.kind === 'options' && hexOption(swapped.options, 'J')).toBe(words);
  });

  it("says when a hex would also block the mover's own settlements or cities (the chooser is private)", () => {
    const s = emptyGame();
    s.phase = 'robber';
    s.robber = hexIndex('S');
    const F = HEX_NODES[hexIndex('F')]!;
    const J = HEX_NODES[hexIndex('J')]!;
    placeCatan(s, 1, { settlements: [NODE_NAMES[F[0]!]!] });
    placeCatan(s, 0, { settlements: [NODE_NAMES[F[2]!]!], cities: [NODE_NAMES[F[4]!]!] });
    placeCatan(s, 0, { settlements: [NODE_NAMES[J[3]!]!] }); // J is the desert: it produces nothing to block
    giveCatan(s, 1, { brick: 2 });
    const choices = catanP.choices(snapOf(catan, s), 0).filter((c) => c.group === 'robber');
    const top = descend(choices, []);
    if (top.kind !== 'options') throw new Error('a choice of hexes');
    // F: Ben's 13, Ana's settlement 24 and city 22. E, G and K touch one of them; N and O Ana's 33 by J.
    expect(hexOption(top.options, 'F')).toBe('Rob Ben (2 cards) · also blocks your city 22, settlement 24');
    expect(hexOption(top.options, 'E')).toBe('Nobody to rob · also blocks your city 22');
    expect(hexOption(top.options, 'G')).toBe('Nobody to rob · also blocks your settlement 24');
    expect(hexOption(top.options, 'N')).toBe('Nobody to rob · also blocks your settlement 33');
    expect(hexOption(top.options, 'J')).toBe('Nobody to rob'); // the desert blocks nothing
    expect(hexOption(top.options, 'B')).toBe('Rob Ben (2 cards)');
    // Two of a kind on one hex: "settlements 22 and 24".
    s.nodeLevel[F[4]!] = 1;
    const two = descend(
      catanP.choices(snapOf(catan, s), 0).filter((c) => c.group === 'robber'),
      [],
    );
    expect(two.kind === 'options' && hexOption(two.options, 'F')).toBe(
      'Rob Ben (2 cards) · also blocks your settlements 22 and 24',
    );
    // Too long for Discord's 100 characters: the robbing words are cut at a clause, the warning kept.
    placeCatan(s, 2, { settlements: [NODE_NAMES[F[1]!]!] });
    placeCatan(s, 3, { settlements: [NODE_NAMES[F[3]!]!] });
    giveCatan(s, 2, { ore: 12 });
    giveCatan(s, 3, { wool: 11 });
    const long = snapOf(catan, s);
    long.seats = long.seats.map((seat) => ({ ...seat, name: `${seat.name} the Long-Named Settler` }));
    const cut = descend(
      catanP.choices(long, 0).filter((c) => c.group === 'robber'),
      [],
    );
    const words = cut.kind === 'options' ? hexOption(cut.options, 'F') : undefined;
    expect(words!.length).toBeLessThanOrEqual(100);
    expect(words).toMatch(
      /^Rob Ben the Long-Named Settler \(2 cards\).* · also blocks your settlements 22 and 24$/,
    );
  });

  /**
   * The robber chooser's words for hex J in Oil Springs, where Ben (no card, 1 oil) and Caro (nothing) have a
   * settlement, with the mover (Ana) holding `moverOil`.
   */
  function oilHexJ(moverOil: number): string | undefined {
    const s = toMainOil(newOilGame(), 0);
    s.phase = 'robber';
    const J = HEX_NODES[hexIndex('J')]!;
    placeOil(s, J[0]!, 1, 1);
    placeOil(s, J[3]!, 2, 1);
    giveOil(s, 1, { oil: 1 });
    if (moverOil > 0) giveOil(s, 0, { oil: moverOil });
    const choices = oilP.choices(snapOf(oilSprings, s), 0).filter((c) => c.group === 'robber');
    const top = descend(choices, []);
    return top.kind === 'options' ? hexOption(top.options, 'J') : undefined;
  }

  it('in Oil Springs, one holding only oil can be robbed of it (by name)', () => {
    expect(oilHexJ(0)).toBe('Rob Ben (1 oil); Caro holds no cards');
  });

  it('in Oil Springs, "Take a random card" from one holding only oil says it takes nothing', () => {
    // Beside "Take 1 oil" it read as a real choice, and robbed nothing ("Ben had no cards to steal.").
    const s = toMainOil(newOilGame(), 0);
    s.phase = 'robber';
    placeOil(s, HEX_NODES[hexIndex('J')]![0]!, 1, 1);
    giveOil(s, 1, { oil: 1 });
    const choices = oilP.choices(snapOf(oilSprings, s), 0).filter((c) => c.group === 'robber');
    const path: number[] = [];
    let at = descend(choices, path);
    for (const step of ['Hex J ', 'Steal from Ben']) {
      if (at.kind !== 'options') break;
      const option = at.options.find((o) => o.label.startsWith(step));
      if (!option) continue; // a level with one possibility is skipped
      path.push(Number(option.value.slice(1)));
      at = descend(choices, path);
    }
    expect(at.kind).toBe('options');
    const words = at.kind === 'options' ? at.options.map((o) => [o.label, o.description]) : [];
    expect(words).toEqual([
      ['Take a random card', 'Ben holds no cards: this takes nothing'],
      ['Take 1 oil', undefined],
    ]);
  });

  it('in Oil Springs, with the mover at the oil limit, one holding only oil is not said to hold nothing', () => {
    // It read "Nobody to rob (Ben and Caro hold no cards)" while the scores showed Ben's oil.
    expect(oilHexJ(4)).toBe(
      'Nobody to rob (Caro holds no cards; Ben holds only 1 oil, and you have no room for more)',
    );
  });
});

describe('Counter-offer form', () => {
  it('opens with the offer answered, from the answering side, and reads it back as that counter', () => {
    const state = mainPhase(oilSprings, 'o1') as unknown as OilSpringsState;
    const from = state.current;
    const them = (from + 1) % 4;
    state.hands[from] = [2, 0, 0, 0, 0, 1]; // 2 lumber and 1 oil
    state.hands[them] = [0, 1, 0, 0, 1, 0]; // brick and ore
    const offered = oilSprings.apply(state, from, {
      type: 'offer',
      give: { lumber: 2, oil: 1 },
      get: { brick: 1, ore: 1 },
    });
    if (!offered.ok) throw new Error(offered.error);
    const snap = snapOf(oilSprings, offered.state);
    const counter = oilP.forms(snap, them).find((f) => f.key === 'counter')!;
    expect(counter.fields.map((f) => [f.label, f.value])).toEqual([
      ['You give', '1 brick, 1 ore'],
      ['You get', '2 lumber, 1 oil'],
    ]);
    const values = Object.fromEntries(counter.fields.map((f) => [f.id, f.value!]));
    expect(counter.parse(values)).toEqual({
      ok: true,
      action: { type: 'counter', give: { brick: 1, ore: 1 }, get: { lumber: 2, oil: 1 } },
    });
  });
});

describe('Oil Springs presenter', () => {
  it('explains the Disaster Track: "marker at 4: only 1 oil left this turn"', () => {
    const state = mainPhase(oilSprings, 'o1') as unknown as OilSpringsState;
    const seat = state.current;
    state.hands[seat] = [0, 1, 0, 1, 1, 2]; // brick, grain, ore and 2 oil: a metropolis' cost
    state.bank[5] = Math.max(0, (state.bank[5] ?? 0) - 2);
    state.ext.marker = 4;
    const city = state.nodeOwner.findIndex((o, n) => o === seat && state.nodeLevel[n] === 1);
    state.nodeLevel[city] = 2;
    const snap = snapOf(oilSprings, state);
    const reasons = oilP.unavailable(snap, seat);
    expect(reasons.find((u) => u.group === 'metropolis')?.reason).toBe(
      'marker at 4: only 1 oil left this turn',
    );
    expect(oilP.choices(snap, seat).some((c) => c.group === 'convert')).toBe(true);
    const hand = oilP.hand(snap, seat).description;
    expect(hand).toContain('**Disaster Track**: 4/5 — 1 oil usable this turn');
  });

  it("on another's turn, My hand does not lend the mover's sequester or oil allowance to its reader", () => {
    // A playtest: Ana's hand, opened to discard on Ben's turn, read "3 oil usable this turn"; had Ben
    // sequestered, it said "0 oil usable" and her metropolis "you sequestered this turn".
    const state = mainPhase(oilSprings, 'o1') as unknown as OilSpringsState;
    const mover = state.current;
    const other = (mover + 1) % 4;
    state.hands[other] = [0, 1, 0, 1, 1, 2]; // a metropolis' cost
    state.bank[5] = Math.max(0, (state.bank[5] ?? 0) - 2);
    const city = state.nodeOwner.findIndex((o, n) => o === other && state.nodeLevel[n] === 1);
    state.nodeLevel[city] = 2;
    state.ext.marker = 2;
    state.ext.sequesteredThisTurn = true; // the mover sequestered (starting rules)
    const snap = snapOf(oilSprings, state);
    const hand = oilP.hand(snap, other).description ?? '';
    expect(hand).toContain('**Disaster Track**: 2/5 — oil is used on your own turn only');
    expect(hand).not.toContain('usable this turn');
    expect(hand).not.toContain('you sequestered');
    expect(hand).toContain(
      '✓ Metropolis (upgrades a city) — 2 oil, 1 brick, 1 grain, 1 ore — you can afford it',
    );
    // The mover's own hand still counts this turn's allowance.
    expect(oilP.hand(snap, mover).description).toContain(
      '**Disaster Track**: 2/5 — 0 oil usable this turn: you sequestered this turn (use or sequester, not both)',
    );
  });

  it('in set-up, My hand does not offer the oil of a turn nobody has yet', () => {
    // A playtest: Ana, placing her first settlement, read "Disaster Track: 0/5 — 5 oil usable this turn".
    const state = oilSprings.setup(4, oilSprings.optionsSchema.parse({}), 'o1');
    const seat = state.current;
    const hand = oilP.hand(snapOf(oilSprings, state), seat).description ?? '';
    expect(hand).toContain('**Disaster Track**: 0/5 — oil is used on your own turns, after set-up');
    expect(hand).not.toContain('usable this turn');
  });

  /** A main-phase position with the Disaster Track at `marker`: its state and the player to act. */
  function trackAt(marker: number) {
    const state = mainPhase(oilSprings, 'o1') as unknown as OilSpringsState;
    state.ext.marker = marker;
    return { state, mover: state.current };
  }

  it('My hand says why its mover may use no more oil when the track is full (a playtest read only "0 oil usable")', () => {
    const { state, mover } = trackAt(5);
    expect(oilP.hand(snapOf(oilSprings, state), mover).description).toContain(
      '**Disaster Track**: 5/5 — 0 oil usable this turn: the track is full, a disaster strikes when your turn ends',
    );
  });

  it('My hand says the oil its mover holds when the track allows more than that (a playtest read "5 oil usable")', () => {
    const { state, mover } = trackAt(0);
    const give = 1 - (state.hands[mover]![5] ?? 0);
    state.hands[mover]![5] = 1;
    state.bank[5] = (state.bank[5] ?? 0) - give;
    const snap = snapOf(oilSprings, state);
    const usable = (snap.module.view(snap.state, mover) as { ext?: { oilUsableThisTurn?: number } }).ext
      ?.oilUsableThisTurn;
    expect(usable).toBeGreaterThan(1);
    expect(oilP.hand(snap, mover).description).toContain(
      `**Disaster Track**: 0/5 — ${usable} oil usable this turn (you hold 1)`,
    );
  });

  it('does not ask one at the 4-oil limit (public) to answer an offer of oil', () => {
    const state = mainPhase(oilSprings, 'o1') as unknown as OilSpringsState;
    const from = state.current;
    const full = (from + 1) % 4;
    state.hands[from] = [0, 0, 0, 0, 0, 1];
    state.hands[full] = [0, 0, 0, 0, 1, 4]; // the ore asked for, and 4 oil: no room for more
    const offered = oilSprings.apply(state, from, { type: 'offer', give: { oil: 1 }, get: { ore: 1 } });
    if (!offered.ok) throw new Error(offered.error);
    const snap = snapOf(oilSprings, offered.state);
    // Their 4 oil are public: they are not asked (it used to ask them, then refuse their Accept).
    expect(snap.status.toAct).not.toContain(full);
    expect(oilSprings.apply(structuredClone(offered.state), full, { type: 'accept' })).toMatchObject({
      ok: false,
      code: 'already-answered',
    });
    // Pressing an answer anyway, they are told why they were not asked, in the offer's public reason.
    const told = `You were not asked to answer ${NAMES[from]}'s offer (1 oil for 1 ore): you have no room for oil, so you could not take it.`;
    for (const key of ['accept', 'decline', 'counter']) expect(oilP.notAsked!(snap, full, key)).toBe(told);
    // The maker's own buttons: whose they are, not whose turn it is ("It's Ana's turn" misled: Ana waits too).
    expect(oilP.notAsked!(snap, full, 'withdraw')).toBe(
      `Only ${NAMES[from]}, who made the offer, can withdraw it.`,
    );
    expect(oilP.notAsked!(snap, full, 'confirm')).toBe(
      `Only ${NAMES[from]}, who made the offer, can confirm the trade.`,
    );
    expect(oilP.notAsked!(snap, from, 'confirm')).toBeNull();
    expect(oilP.notAsked!(snap, from, 'withdraw')).toBeNull();
  });

  it('tells a player with too little public oil that they were not asked, and nobody else', () => {
    const state = mainPhase(oilSprings, 'o1') as unknown as OilSpringsState;
    const from = state.current;
    const dry = (from + 1) % 4;
    const asked = (from + 2) % 4;
    state.hands[from] = [0, 0, 0, 0, 1, 0];
    state.hands[dry] = [1, 1, 1, 0, 0, 0];
    state.hands[asked] = [0, 0, 0, 0, 0, 1];
    const offered = oilSprings.apply(state, from, { type: 'offer', give: { ore: 1 }, get: { oil: 1 } });
    if (!offered.ok) throw new Error(offered.error);
    const snap = snapOf(oilSprings, offered.state);
    expect(oilP.notAsked!(snap, dry, 'accept')).toBe(
      `You were not asked to answer ${NAMES[from]}'s offer (1 ore for 1 oil): you hold 0 oil, so you could not take it.`,
    );
    expect(oilP.notAsked!(snap, asked, 'accept')).toBeNull();
    expect(oilP.notAsked!(snap, from, 'accept')).toBeNull();
  });

  it('tells a player who answered already that their answer stands, while others are still asked', () => {
    const state = mainPhase(oilSprings, 'o1') as unknown as OilSpringsState;
    const from = state.current;
    const [first, second] = [(from + 1) % 4, (from + 2) % 4];
    state.hands[from] = [0, 0, 0, 0, 1, 0];
    state.hands[first] = [0, 0, 0, 0, 0, 1];
    state.hands[second] = [0, 0, 0, 0, 0, 1];
    const offered = oilSprings.apply(state, from, { type: 'offer', give: { ore: 1 }, get: { oil: 1 } });
    if (!offered.ok) throw new Error(offered.error);
    const declined = oilSprings.apply(offered.state, first, { type: 'decline' });
    if (!declined.ok) throw new Error(declined.error);
    const snap = snapOf(oilSprings, declined.state);
    expect(snap.status.toAct).toContain(second);
    expect(oilP.notAsked!(snap, first, 'accept')).toBe(
      `You already declined ${NAMES[from]}'s offer, and each player answers an offer once.`,
    );
    expect(oilP.notAsked!(snap, second, 'accept')).toBeNull();
  });

  it('a build short of one card that converting 1 oil pays for says so on the click, with the track it moves', () => {
    const state = mainPhase(oilSprings, 'o2') as unknown as OilSpringsState;
    const seat = state.current;
    state.ext.marker = 1;
    state.ext.usedThisTurn = 0;
    state.ext.sequesteredThisTurn = false;
    state.hands[seat] = [1, 0, 0, 0, 0, 1]; // 1 lumber and 1 oil: a road but for 1 brick
    const reasons = (h: number[]) => {
      state.hands[seat] = h;
      return oilP.unavailable(snapOf(oilSprings, state), seat);
    };
    expect(reasons([1, 0, 0, 0, 0, 1]).find((u) => u.group === 'road')?.reason).toBe(
      'needs 1 brick more (Convert oil makes 2 brick of 1 oil — Disaster Track to 2/5)',
    );
    // Short of two kinds (a city: 2 grain, 3 ore from nothing), or of more than 2: no hint.
    expect(reasons([1, 0, 0, 0, 0, 1]).find((u) => u.group === 'city')?.reason).toBe(
      'needs 2 grain, 3 ore more',
    );
    expect(reasons([0, 0, 0, 2, 0, 1]).find((u) => u.group === 'city')?.reason).toBe('needs 3 ore more');
    // Without oil, or with oil it may not use this turn (sequestered, starting rules): the plain reason.
    expect(reasons([1, 0, 0, 0, 0, 0]).find((u) => u.group === 'road')?.reason).toBe('needs 1 brick more');
    state.ext.sequesteredThisTurn = true;
    expect(reasons([1, 0, 0, 0, 0, 1]).find((u) => u.group === 'road')?.reason).toBe('needs 1 brick more');
  });

  /** A main-phase game whose player to act has a city to upgrade, the track at `marker` after `used` oil this turn. */
  const cityOwner = (marker: number, used: number) => {
    const state = mainPhase(oilSprings, 'o4') as unknown as OilSpringsState;
    const seat = state.current;
    const city = state.nodeOwner.findIndex((o, n) => o === seat && state.nodeLevel[n] === 1);
    state.nodeLevel[city] = 2;
    state.ext.marker = marker;
    state.ext.usedThisTurn = used;
    state.ext.sequesteredThisTurn = false;
    return { state, seat };
  };
  /** Build metropolis as everyone and its player read it: the greyed button and its note, the click, My hand. */
  const metropolisWords = (s: OilSpringsState, seat: number) => {
    const snap = snapOf(oilSprings, s);
    const button = oilP.publicActions(snap).find((a) => a.key === 'metropolis');
    return [
      button?.disabledReason,
      button?.note,
      oilP.unavailable(snap, seat).find((u) => u.group === 'metropolis')?.reason,
      oilP
        .hand(snap, seat)
        .description?.split('\n')
        .find((l) => l.includes('Metropolis')),
    ];
  };

  it('says when the oil a metropolis needs is no longer in play, not "needs 2 oil more"', () => {
    const { state, seat } = cityOwner(0, 0);
    // A playtest's table had sequestered all 15 oil: none in the supply, none in any hand, ever again.
    for (const hand of state.hands) hand[5] = 0;
    state.bank[5] = 0;
    state.ext.sequestered = [10, 3, 2, 0];
    const metropolis = (s: OilSpringsState) => metropolisWords(s, seat);
    expect(metropolis(state)).toEqual([
      'no oil left in play',
      'no oil left in play (all sequestered or lost)',
      'no oil left in play (all sequestered or lost)',
      '✗ Metropolis (upgrades a city) — 2 oil, 1 brick, 1 grain, 1 ore (no oil left in play)',
    ]);
    // One oil left, in another player's hand: still never the 2 a metropolis needs.
    state.hands[(seat + 1) % 4]![5] = 1;
    // "Build metropolis — only 1 oil left in play" is 42 characters, past a phone's line: short on the button.
    expect(metropolis(state).slice(0, 2)).toEqual(['1 oil left in play', 'only 1 oil left in play']);
    // Oil in the supply may still be produced: the plain shortfall.
    state.bank[5] = 2;
    expect(metropolis(state).slice(0, 1)).toEqual(['needs 2 oil more']);
  });

  it('a metropolis short of oil with the track full says the track bars it, not "needs 2 oil more"', () => {
    // A playtest's Caro used her last oil to fill the track (5/5) and still held brick, grain and ore: the button
    // read "needs 2 oil more", yet oil traded for could not be used before the disaster.
    const { state, seat } = cityOwner(5, 2);
    state.hands[seat] = [0, 1, 0, 1, 1, 0];
    expect(metropolisWords(state, seat)).toEqual([
      'no more oil this turn',
      'marker at 5: no more oil this turn',
      'marker at 5: no more oil this turn',
      '✗ Metropolis (upgrades a city) — 2 oil, 1 brick, 1 grain, 1 ore (marker at 5: no more oil this turn)',
    ]);
    // Short of cards too: still the track first, on the click.
    state.hands[seat] = [0, 0, 0, 1, 1, 1];
    expect(metropolisWords(state, seat)[2]).toBe('marker at 5: no more oil this turn');
    // On a turn to come the track says nothing of it: the plain shortfall.
    state.ext.marker = 0;
    state.ext.usedThisTurn = 0;
    state.hands[seat] = [0, 1, 0, 1, 1, 0];
    expect(metropolisWords(state, seat)[0]).toBe('needs 2 oil more');
  });

  it('greys the oil buttons only for public reasons (oil held and the Disaster Track are public)', () => {
    const state = mainPhase(oilSprings, 'o4') as unknown as OilSpringsState;
    const seat = state.current;
    state.hands[seat]![5] = 1;
    state.ext.marker = 4;
    state.ext.usedThisTurn = 1;
    state.ext.sequesteredThisTurn = false;
    state.ext.sequestering = 'starting';
    const city = state.nodeOwner.findIndex((o, n) => o === seat && state.nodeLevel[n] === 1);
    state.nodeLevel[city] = 2;
    const open = oilP.publicActions(snapOf(oilSprings, state));
    const oil = open.filter((a) => ['convert', 'metropolis', 'sequester'].includes(a.key));
    expect(oil.map((a) => [a.label, a.disabledReason, a.note])).toEqual([
      ['Convert oil', undefined, undefined],
      // Marker at 4: a metropolis' 2 oil may not be used this turn, however much is held or traded for.
      ['Build metropolis', '1 oil left this turn', 'marker at 4: only 1 oil left this turn'],
      // Said on the public message to everyone: no "you" (a playtest's spectator read "you used oil this turn").
      ['Sequester 1 oil', 'oil used this turn', 'oil used this turn (use or sequester, not both)'],
    ]);
    // Told to the player who clicks, it is theirs.
    expect(
      oilP.unavailable(snapOf(oilSprings, state), seat).find((u) => u.group === 'sequester')?.reason,
    ).toBe('you used oil this turn (use or sequester, not both)');
    state.ext.usedThisTurn = 0;
    state.ext.sequesteredThisTurn = true;
    const sequestered = oilP.publicActions(snapOf(oilSprings, state));
    expect(sequestered.find((a) => a.key === 'sequester')?.note).toBe('already sequestered this turn');
    expect(sequestered.find((a) => a.key === 'convert')?.note).toBe(
      'sequestered this turn (use or sequester, not both)',
    );
    expect(oilP.unavailable(snapOf(oilSprings, state), seat).find((u) => u.group === 'convert')?.reason).toBe(
      'you sequestered this turn (use or sequester, not both)',
    );
    state.ext.sequesteredThisTurn = false;
    state.ext.marker = 4;
    state.ext.usedThisTurn = 1;
    // A hand too small for the rest of a metropolis' cost is public…
    state.hands[seat] = [2, 0, 0, 0, 0, 2];
    state.ext.marker = 0;
    state.ext.usedThisTurn = 0;
    expect(oilP.publicActions(snapOf(oilSprings, state)).find((a) => a.key === 'metropolis')).toMatchObject({
      disabledReason: 'too few cards',
      note: 'needs 3 cards, holds 2',
    });
    // …which cards it holds is the player's secret: told on the click.
    state.hands[seat] = [3, 0, 0, 0, 0, 2];
    const snap = snapOf(oilSprings, state);
    expect(oilP.publicActions(snap).find((a) => a.key === 'metropolis')?.disabledReason).toBeUndefined();
    expect(oilP.unavailable(snap, seat).find((u) => u.group === 'metropolis')).toEqual({
      group: 'metropolis',
      label: 'Build metropolis',
      doing: 'build a metropolis',
      reason: 'needs 1 brick, 1 grain, 1 ore more',
    });
  });

  it('lists the Metropolis and oil conversion under Costs in the hand view, after the base builds', () => {
    const state = mainPhase(oilSprings, 'o3') as unknown as OilSpringsState;
    const lines = oilP.hand(snapOf(oilSprings, state), state.current).description.split('\n');
    const costs = lines.indexOf('**Costs**');
    const city = lines.findIndex((l) => / City — /.test(l));
    const metropolis = lines.findIndex((l) => / Metropolis (\(upgrades a city\) )?— /.test(l));
    const convert = lines.findIndex((l) => l.startsWith('Convert: 1 oil'));
    expect(costs).toBeGreaterThan(0);
    expect(metropolis).toBeGreaterThan(city);
    expect(city).toBeGreaterThan(costs);
    expect(convert).toBeGreaterThan(metropolis);
    // The seed's "2 resources of my choice, as long as they're not oil": not "2 of one resource".
    expect(lines[convert]).toBe(
      'Convert: 1 oil → 2 resources of your choice, not oil (moves the Disaster Track)',
    );
    expect(lines.findIndex((l) => l.startsWith('**Oil**'))).toBeLessThan(costs);
  });

  it('labels oil actions in the scenario’s words and shows oil in the scores', () => {
    const state = mainPhase(oilSprings, 'o2') as unknown as OilSpringsState;
    const seat = state.current;
    state.hands[seat]![5] = 1;
    const snap = snapOf(oilSprings, state);
    const groups = new Set(oilP.choices(snap, seat).map((c) => c.groupLabel));
    expect(groups.has('Convert oil')).toBe(true);
    // The sequester's group is named as its button: what this oil earns ("Sequester 1 oil (1 of 3 for 1 VP)").
    expect([...groups].some((g) => g.startsWith('Sequester 1 oil ('))).toBe(true);
    const line = oilP.scoreLines(snap)[seat]!;
    expect(line).toMatch(/^\*\*(Ana|Ben|Caro|Dev)\*\* \d+\/12 VP · \d+ cards · \d+ oil/);
    expect(line).not.toContain('0 sequestered');
    expect(oilP.altText(snap)).toMatch(/Disaster Track \d of 5\. Oil supply \d+\. Oil springs on/);
  });
});

describe('bank rates in words', () => {
  it('says 4:1, a 3:1 harbor, and 2:1 harbors plainly', () => {
    expect(ratesWords({ brick: 4, ore: 4 })).toBe('4:1 for anything');
    expect(ratesWords({ brick: 3, ore: 3 })).toBe('3:1 for anything (harbor)');
    expect(ratesWords({ brick: 2, ore: 4 })).toBe('4:1 for anything; 2:1 brick');
    expect(ratesWords({ brick: 2, ore: 3 })).toBe('3:1 for anything (harbor); 2:1 brick');
  });
});

describe('generic presenter', () => {
  it('groups any game’s legal actions by type and labels them from their fields', () => {
    const snap = snapOf(race, race.setup(4, { target: 10 }, 'g'));
    const choices = genericPresenter.choices(snap, 0);
    expect(choices.map((c) => [c.group, c.label])).toEqual([
      ['choose', 'choice safe'],
      ['choose', 'choice risky'],
    ]);
    expect(presenterFor('unknown-game')).toBe(genericPresenter);
    const hand = genericPresenter.hand(snap, 0).description;
    expect(hand).toContain('**Positions**: [0,0,0,0]');
    expect(hand).toContain('**Target**: 10');
  });

  it('escapes names where they enter a message (score line, My hand title), not in the alt text', () => {
    const snap = snapOf(race, race.setup(4, { target: 10 }, 'g'));
    snap.seats[0]!.name = 'Ana_B';
    snap.seats[1]!.name = '*Ben*';
    const [scores] = genericPresenter.scoreLines(snap);
    expect(scores).toMatch(/^Ana\\_B 0 · \\\*Ben\\\* 0 · /);
    expect(genericPresenter.hand(snap, 1).title).toBe('Your view — \\*Ben\\*');
    expect(genericPresenter.altText(snap)).toContain('Scores: Ana_B 0 points, *Ben* 0 points');
  });
});

describe('robber in steps', () => {
  it('moving the robber asks hex, then victim, then (Oil Springs) what to steal', () => {
    const state = playUntil(oilSprings, 'rob1', (s) => (s as CatanState).phase === 'robber') as CatanState;
    expect(state.phase).toBe('robber');
    const snap = snapOf(oilSprings, state);
    const robber = oilP.choices(snap, state.current).filter((c) => c.group === 'robber');
    expect(robber.length).toBeGreaterThan(3);
    expect(robber.every((c) => /^Hex [A-S] /.test(c.steps![0]!))).toBe(true);
    const top = descend(robber, []);
    expect(top.kind).toBe('options');
    if (top.kind === 'options') {
      expect(top.options.every((o) => o.value.startsWith('s') || /^\d+$/.test(o.value))).toBe(true);
      expect(new Set(top.options.map((o) => o.label)).size).toBe(top.options.length);
    }
    const withVictim = robber.find((c) => c.steps![1]!.startsWith('Steal from'));
    if (withVictim) expect(withVictim.spot).toMatch(/^[A-S]$/);
  });
});

describe('the Scores lines of a seat a bot plays for its player', () => {
  // A playtest: after Dev left mid-game, the Scores still read "Dev" alone while a bot made his moves.
  it.each(['catan', 'oil-springs', 'merit-oil', 'wildcatters'])(
    '%s: say "Dev (bot)", the others as they are',
    (id) => {
      const module = getGame(id)!;
      const snap = snapOf(module, module.setup(4, module.optionsSchema.parse({}), 'bot-scores'));
      const before = presenterFor(id).scoreLines(snap).join('\n');
      expect(before).not.toContain('(bot)');
      snap.seats[3] = { ...snap.seats[3]!, botKind: 'greedy' };
      const after = presenterFor(id).scoreLines(snap).join('\n');
      expect(after).toContain('Dev (bot)');
      expect(after.replace('Dev (bot)', 'Dev')).toBe(before);
    },
  );

  // A playtest: after Ana and Ben left with `/oil leave` (their seats a bot's for good, under their names), the
  // Scores read "Ana" and "Ben" to the end, the game-over message's too, as if they had played it out.
  it.each(['catan', 'oil-springs', 'merit-oil', 'wildcatters'])(
    '%s: also a seat its player left for good, not a bot’s own seat',
    (id) => {
      const module = getGame(id)!;
      const snap = snapOf(module, module.setup(4, module.optionsSchema.parse({}), 'bot-scores'));
      snap.seats[3] = { ...snap.seats[3]!, userId: null, botKind: 'greedy' };
      snap.seats[1] = { ...snap.seats[1]!, userId: null, botKind: 'greedy', name: 'Greedy bot' };
      snap.names[1] = 'Greedy bot';
      const lines = presenterFor(id).scoreLines(snap).join('\n');
      expect(lines).toContain('Dev (bot)');
      expect(lines).toContain('Greedy bot');
      expect(lines).not.toContain('Greedy bot (bot)');
    },
  );
});
