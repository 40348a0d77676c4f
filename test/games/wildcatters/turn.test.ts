/** A turn's steps 1–3 and 5–7 (oil actions are in oil.test.ts), one test per rule of the seed. */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/games/rng';
import { formatSeats } from '../../../src/games/events';
import { colourName } from '../../../src/games/colours';
import { card } from '../../../src/games/wildcatters/map';
import { regionName } from '../../../src/games/wildcatters/words';
import { actionWords } from '../../../src/table/undo';
import { bonusWords, sharesByColour } from '../../../src/discord/presenters/wildcatters-words';
import {
  act,
  afterPlacement,
  chooseArea,
  clearedBoard,
  putRefinery,
  putTanker,
  refused,
  setShares,
  shares,
  W,
} from './helpers';

/**
 * The refinery of the seat after me in Persia full: 3 of my barrels and 2 of theirs, with `area` chosen (Persia's
 * own offers the Middle East chip at the end of the turn; Alaska's does not).
 */
function fullPersiaRefinery(area: 'alaska' | 'persia') {
  const { s, me: seat } = clearedBoard();
  const other = (seat + 1) % 4;
  putRefinery(s, other, 'persia.refinery', [seat, seat, seat, other, other]);
  chooseArea(s, area);
  return { s, seat, other };
}

describe('wildcatters turn steps', () => {
  it('step 1: choose one of the 8 face-up area cards and place it in your player area', () => {
    // Seed: "1) Choose an Area Card: Select one of the 8 face-up area cards and place it in your player area."
    const s = afterPlacement();
    const seat = s.current;
    const id = s.display[3]!;
    act(s, seat, { type: 'chooseCard', slot: 3 });
    expect(s.players[seat]!.cards).toEqual([id]);
    expect(s.chosenCard).toBe(id);
    refused(s, seat, { type: 'chooseCard', slot: 4 }, 'wrong-step');
  });

  it('step 1: you can clear and refresh the area cards for 4 VP', () => {
    // Seed: "You can clear and refresh the area cards for 4 VP."
    const s = afterPlacement();
    const seat = s.current;
    const before = [...s.display];
    act(s, seat, { type: 'refreshDisplay' });
    expect(s.players[seat]!.vp).toBe(6);
    expect(s.display.filter((c) => c !== null)).toHaveLength(8);
    for (const c of before) expect(s.discards).toContain(c);
    s.players[seat]!.vp = 3;
    s.players[seat]!.vpBy = { start: 3 };
    refused(s, seat, { type: 'refreshDisplay' }, 'cannot-afford');
  });

  it('step 2: gain the bonus on the card: workers, shares of a colour, or a refinery chip', () => {
    // Seed: "2) Get Bonus: Gain the bonus depicted on the chosen card (workers, shares of a specific color, or a
    // refinery chip for emptying a refinery)."
    let s = afterPlacement();
    let seat = s.current;
    const w = s.players[seat]!.workers;
    const id = chooseArea(s, 'texas', 'workers');
    const c = card(id);
    if (c.bonus.kind !== 'workers') throw new Error('not a worker card');
    expect(s.players[seat]!.workers).toBe(w + c.bonus.amount);

    s = afterPlacement();
    seat = s.current;
    const sharesId = chooseArea(s, 'persia', 'shares');
    const sc = card(sharesId);
    if (sc.bonus.kind !== 'shares') throw new Error('not a share card');
    expect(s.players[seat]!.shares[sc.bonus.colour]).toBeGreaterThanOrEqual(sc.bonus.amount);

    s = afterPlacement();
    seat = s.current;
    chooseArea(s, 'alaska', 'refineryChip');
    expect(s.players[seat]!.neutralRefineryChips).toBe(1);
  });

  it('step 2: shares of a colour nobody plays (a game of 3) are told as neutral shares of that colour, as the hand and menus say them', () => {
    const s = afterPlacement(3);
    const seat = s.current;
    const pool = s.deck;
    const id = pool.find((x) => {
      const b = card(x).bonus;
      return b.kind === 'shares' && b.colour === 3;
    })!;
    pool.splice(pool.indexOf(id), 1, s.display[0]!);
    s.display[0] = id;
    const before = s.players[seat]!.shares[3]!;
    const text = act(s, seat, { type: 'chooseCard', slot: 0 })
      .map((e) => e.text)
      .join(' ');
    expect(s.players[seat]!.shares[3]).toBe(before + (card(id).bonus as { amount: number }).amount);
    const bonus = card(id).bonus as { amount: number };
    expect(text).toContain(`: +${bonus.amount} neutral shares (pink).`);
    // One name across layers: the menus' card words and the hand's shares say the same.
    const owners = ['Ana', 'Ben', 'Chidi'];
    expect(text).toContain(bonusWords(card(id).bonus, owners));
    expect(sharesByColour([0, 0, 0, bonus.amount], owners, 0)).toBe(`${bonus.amount} neutral shares (pink)`);
    expect(text).not.toContain('{p3}');
  });

  it('step 2: shares of one’s own colour are told as such ("of their own shares"), another’s by its player, as the hand words them', () => {
    // A playtest: "Ana took the Texas card: +6 shares of Ana's colour." read as if about someone else. The
    // hand's words: "+8 of Ben's shares (pink)".
    /** The text of taking, from slot 0, a card that pays shares of `colour(seat)`. */
    const taken = (colour: (seat: number) => number): { seat: number; id: string; text: string } => {
      const s = afterPlacement();
      const seat = s.current;
      const id = s.deck.find((x) => {
        const b = card(x).bonus;
        return b.kind === 'shares' && b.colour === colour(seat);
      })!;
      s.deck.splice(s.deck.indexOf(id), 1, s.display[0]!);
      s.display[0] = id;
      return { seat, id, text: act(s, seat, { type: 'chooseCard', slot: 0 })[0]!.text };
    };
    const own = taken((seat) => seat);
    expect(own.text).toMatch(
      /^\{p\d\} took the \w+ card( \(refinery card\))?: \+\d+ of their own shares \([a-z]+\)\.$/,
    );
    const other = taken((seat) => (seat + 1) % 4);
    expect(other.text).toMatch(
      new RegExp(`: \\+\\d+ of \\{p${(other.seat + 1) % 4}\\}'s shares \\([a-z]+\\)\\.$`),
    );
    // Another's colour in the hand's (and menus') words.
    const owners = ['Ana', 'Ben', 'Chidi', 'Dana'];
    expect(formatSeats(other.text, owners)).toContain(`: ${bonusWords(card(other.id).bonus, owners)}.`);
  });

  it('step 3: rigs cost 4 workers for the 1st-3rd and 6 for the 4th', () => {
    // Seed: "Use workers to build rigs (4 workers for 1st-3rd, 6 for 4th)".
    const { s, me: seat } = clearedBoard();
    chooseArea(s, 'texas');
    s.players[seat]!.workers = 100;
    const paid: number[] = [];
    for (const f of ['texas.1', 'texas.1', 'texas.1', 'texas.2', 'texas.2']) {
      const w = s.players[seat]!.workers;
      act(s, seat, { type: 'buildRig', field: f });
      paid.push(w - s.players[seat]!.workers);
    }
    expect(paid).toEqual([4, 4, 4, 6, 6]);
  });

  it('step 3: trains cost 2 workers, tankers 2 workers, refineries 12 workers', () => {
    // Seed: "trains (2 workers), tankers (2 workers), or refineries (12 workers)".
    const { s, me: seat } = clearedBoard();
    chooseArea(s, 'arabia');
    const p = s.players[seat]!;
    p.workers = 20;
    act(s, seat, { type: 'buildTrain', railway: 'arabia.1>arabia.harbour' });
    expect(p.workers).toBe(18);
    act(s, seat, { type: 'buildTanker', harbour: 'europe.harbour' });
    expect(p.workers).toBe(16);
    act(s, seat, { type: 'buildRefinery', site: 'arabia.refinery' });
    expect(p.workers).toBe(4);
    refused(s, seat, { type: 'buildTrain', railway: 'arabia.1>arabia.harbour' }, 'illegal-spot');
  });

  it('step 3: every build line says what it cost, a train and a tanker as a rig and a refinery do', () => {
    // Played: "Caro put a train on Texas lower field → Texas refinery." beside "Caro built a rig on Texas lower
    // field for 4 workers (+1 VP).": the train's 2 workers went unsaid, and the tanker's.
    const { s, me: seat } = clearedBoard();
    chooseArea(s, 'arabia');
    s.players[seat]!.workers = 20;
    const said = (a: Parameters<typeof act>[2]) =>
      act(s, seat, a).map((e) => formatSeats(e.text, ['Ana', 'Ben', 'Caro', 'Dev']));
    const me = ['Ana', 'Ben', 'Caro', 'Dev'][seat];
    expect(said({ type: 'buildTrain', railway: 'arabia.1>arabia.harbour' })).toEqual([
      `${me} put a train on Arabia upper field → Ras Tanura for 2 workers.`,
    ]);
    expect(said({ type: 'buildTanker', harbour: 'europe.harbour' })).toEqual([
      `${me} launched a tanker at Rotterdam (Europe) for 2 workers.`,
    ]);
  });

  it('step 3: rigs and refineries can only be built in the chosen area or a white continent', () => {
    // Seed: "Rigs and refineries can only be built in the chosen area or a white continent."
    const { s, me: seat } = clearedBoard();
    chooseArea(s, 'siberia');
    s.players[seat]!.workers = 60;
    refused(s, seat, { type: 'buildRig', field: 'texas.1' }, 'illegal-spot');
    refused(s, seat, { type: 'buildRefinery', site: 'texas.refinery' }, 'illegal-spot');
    act(s, seat, { type: 'buildRig', field: 'siberia.2' });
    act(s, seat, { type: 'buildRig', field: 'australia.1' });
    act(s, seat, { type: 'buildRefinery', site: 'europe.inland' });
  });

  it('step 3: only one refinery can be built per round', () => {
    // Seed: "Only one refinery can be built per round".
    const { s, me: seat } = clearedBoard();
    chooseArea(s, 'venezuela');
    s.players[seat]!.workers = 60;
    act(s, seat, { type: 'buildRefinery', site: 'venezuela.refinery' });
    refused(s, seat, { type: 'buildRefinery', site: 'europe.port' }, 'one-refinery-per-round');
  });

  it('step 5: move unused tankers to any harbour, the first move free, then 1 worker', () => {
    // Seed: "5) Move Unused Tankers: Move any unused tankers to any harbor (first move is free, subsequent
    // moves cost 1 worker)."
    const s = afterPlacement();
    const seat = s.current;
    chooseArea(s, 'texas');
    const t = s.tankers.findIndex((x) => x.owner === seat);
    const w = s.players[seat]!.workers;
    act(s, seat, { type: 'moveTanker', tanker: t, harbour: 'alaska.harbour' });
    expect(s.players[seat]!.workers).toBe(w);
    act(s, seat, { type: 'moveTanker', tanker: t, harbour: 'siberia.harbour' });
    expect(s.players[seat]!.workers).toBe(w - 1);
    expect(s.tankers[t]!.harbour).toBe('siberia.harbour');
    const other = s.tankers.findIndex((x) => x.owner !== seat);
    refused(s, seat, { type: 'moveTanker', tanker: other, harbour: 'texas.harbour' }, 'bad-spot');
    // Step 5 comes after building: going back is refused.
    refused(s, seat, { type: 'buildTrain', railway: 'texas.1>texas.refinery' }, 'wrong-step');
  });

  it('step 6: use an area card or a refinery chip to empty a partial refinery', () => {
    // Seed: "6) Empty Partial Refineries: Use an area card or refinery chip to empty a partial refinery."
    const { s, me: seat } = clearedBoard();
    const other = (seat + 1) % 4;
    putRefinery(s, other, 'texas.refinery', [seat, seat, other]);
    chooseArea(s, 'alaska');
    const before = shares(s, seat);
    const [me, them] = [`{p${seat}}`, `{p${other}}`];
    // The line says who emptied which refinery with what (a chip used gives up the 1 VP it scores unused), then
    // what it paid.
    expect(act(s, seat, { type: 'emptyRefinery', site: 'texas.refinery', with: 'ownChip' })[0]?.text).toBe(
      `${me} emptied the Texas refinery (${them}) with their own refinery chip (giving up its 1 VP at the end): 3 barrels, ${me} +6 shares, ${them} +3 shares.`,
    );
    expect(s.refineries['texas.refinery']!.barrels).toEqual([]);
    // Each barrel pays its owner REFINERY_SHARES_PER_BARREL shares of the refinery owner's colour.
    expect(shares(s, seat)).toBe(before + 2 * W.design.REFINERY_SHARES_PER_BARREL);
    expect(s.players[seat]!.ownRefineryChip).toBe(false);
    refused(s, seat, { type: 'emptyRefinery', site: 'texas.refinery', with: 'ownChip' }, 'no-barrels');
    // In the words of final scoring step 1's refusal: the refinery by name.
    const again = W.apply(s, seat, { type: 'emptyRefinery', site: 'texas.refinery', with: 'ownChip' });
    expect(!again.ok && again.error).toBe('The Texas refinery is empty.');
    // A refinery area card also empties one.
    s.refineries['texas.refinery']!.barrels.push(other);
    s.players[other]!.supply.barrels--;
    const refineryCard = W.design.DARK_CARDS.find((c) => c.refinery)!.id;
    refused(
      s,
      seat,
      { type: 'emptyRefinery', site: 'texas.refinery', with: 'card', card: refineryCard },
      'bad-card',
    );
    s.players[seat]!.cards.push(refineryCard);
    s.deck = s.deck.filter((c) => c !== refineryCard);
    s.discards = s.discards.filter((c) => c !== refineryCard);
    const name = regionName(card(refineryCard).area);
    expect(
      act(s, seat, { type: 'emptyRefinery', site: 'texas.refinery', with: 'card', card: refineryCard })[0]
        ?.text,
    ).toBe(
      `${me} emptied the Texas refinery (${them}) with their ${name} refinery card (its one use before final scoring): 1 barrel, ${them} +3 shares.`,
    );
    expect(s.refineries['texas.refinery']!.barrels).toEqual([]);
    // A neutral chip: "a neutral refinery chip" (a playtest: "a refinery chip" beside "their own" was unclear).
    s.refineries['texas.refinery']!.barrels.push(other);
    s.players[other]!.supply.barrels--;
    s.players[seat]!.neutralRefineryChips = 1;
    s.neutralRefineryChips--;
    expect(act(s, seat, { type: 'emptyRefinery', site: 'texas.refinery', with: 'chip' })[0]?.text).toMatch(
      new RegExp(
        `^\\{p${seat}\\} emptied the Texas refinery \\(\\{p${other}\\}\\) with a neutral refinery chip \\(giving up its 1 VP at the end\\)`,
      ),
    );
  });

  it('step 6: one’s own refinery is "their Venezuela refinery", without the owner named again after the emptier', () => {
    // A spectator playtest read "Ben emptied the Venezuela refinery (Ben) with their Arabia refinery card".
    const { s, me: seat } = clearedBoard();
    const other = (seat + 1) % 4;
    putRefinery(s, seat, 'venezuela.refinery', [seat, other]);
    chooseArea(s, 'alaska');
    const [me, them] = [`{p${seat}}`, `{p${other}}`];
    expect(
      act(s, seat, { type: 'emptyRefinery', site: 'venezuela.refinery', with: 'ownChip' })[0]?.text,
    ).toBe(
      `${me} emptied their Venezuela refinery with their own refinery chip (giving up its 1 VP at the end): 2 barrels, ${me} +3 shares, ${them} +3 shares.`,
    );
  });

  it('step 6: only a partial refinery can be emptied; a full one waits for the end of the turn', () => {
    // Seed: "6) Empty Partial Refineries: Use an area card or refinery chip to empty a partial refinery." and
    // "7) End Turn: Any refinery with 5 barrels is emptied, and the owners gain shares."
    const { s, seat, other } = fullPersiaRefinery('alaska');
    refused(s, seat, { type: 'emptyRefinery', site: 'persia.refinery', with: 'ownChip' }, 'refinery-full');
    const full = W.apply(s, seat, { type: 'emptyRefinery', site: 'persia.refinery', with: 'ownChip' });
    expect(!full.ok && full.error).toBe(
      'The Persia refinery is full, not partial: a full refinery empties by itself at the end of the turn.',
    );
    expect(W.legalActions(s, seat).some((a) => a.type === 'emptyRefinery')).toBe(false);
    const vp = s.players[other]!.vp;
    act(s, seat, { type: 'endTurn' });
    expect(s.refineries['persia.refinery']!.barrels).toEqual([]);
    expect(s.players[other]!.vp).toBe(vp + W.design.REFINERY_FULL_OWNER_VP);
    expect(s.players[seat]!.ownRefineryChip).toBe(true);
  });

  it('step 7: any refinery with 5 barrels is emptied and the owners gain shares', () => {
    // Seed: "7) End Turn: Any refinery with 5 barrels is emptied, and the owners gain shares."
    const { s, seat, other } = fullPersiaRefinery('alaska');
    const mine = shares(s, seat);
    const theirs = shares(s, other);
    const vp = s.players[other]!.vp;
    act(s, seat, { type: 'endTurn' });
    expect(s.refineries['persia.refinery']!.barrels).toEqual([]);
    expect(shares(s, seat)).toBe(mine + 3 * W.design.REFINERY_SHARES_PER_BARREL);
    expect(shares(s, other)).toBe(theirs + 2 * W.design.REFINERY_SHARES_PER_BARREL);
    expect(s.players[other]!.vp).toBe(vp + W.design.REFINERY_FULL_OWNER_VP);
  });

  it('step 7 with a full refinery and the chip on offer: the end of the actions first, then the emptying, then the chip', () => {
    // A playtest: the Undo button after "End turn" read "Undo: The Arabia refinery (Ana) emptied 5 barrels: Ana
    // +3 shares", the first line of the move, as if it took back the emptying alone.
    const { s, seat, other } = fullPersiaRefinery('persia');
    const events = act(s, seat, { type: 'endTurn' });
    expect(s.step).toBe('chip');
    expect(events.map((e) => e.text)).toEqual([
      `{p${seat}} ended the turn's actions.`,
      `The Persia refinery ({p${other}}) emptied 5 barrels: {p${seat}} +9 shares, {p${other}} +6 shares; {p${other}} +2 VP.`,
      `{p${seat}} may buy the Middle East consolidation chip for 12 shares (2+ colours, 3 VP).`,
    ]);
    expect(actionWords({ seq: 1, seat, userId: null, action: { type: 'endTurn' }, events })).toBe(
      "ended the turn's actions",
    );
  });

  it('step 7 with no chip to decide: the log says first, as the other games do, that the player ended the turn', () => {
    // A playtest: a turn that ended without the chip question never said "Ana ended the turn" (a turn with it
    // said "ended the turn's actions"); the next player's turn began in the log as if the last one went on.
    const { s, seat, other } = fullPersiaRefinery('persia');
    setShares(s, seat, {}); // the chip needs 2 colours: 9 shares of one cannot buy it
    const events = act(s, seat, { type: 'endTurn' });
    expect(s.current).not.toBe(seat);
    expect(events.map((e) => e.text)).toEqual([
      `{p${seat}} ended the turn.`,
      `The Persia refinery ({p${other}}) emptied 5 barrels: {p${seat}} +9 shares, {p${other}} +6 shares; {p${other}} +2 VP.`,
    ]);
    expect(actionWords({ seq: 1, seat, userId: null, action: { type: 'endTurn' }, events })).toBe(
      'ended the turn',
    );
    // Nothing emptied: the one line.
    const next = s.current;
    chooseArea(s, 'alaska');
    setShares(s, next, {});
    expect(act(s, next, { type: 'endTurn' }).map((e) => e.text)).toEqual([`{p${next}} ended the turn.`]);
  });

  it('every turn of whole games says once that its player ended it, before the round or the scoring it opens', () => {
    for (const [seats, seed] of [
      [2, 'ends-2'],
      [3, 'ends-3'],
      [4, 'ends-4'],
    ] as const) {
      const s = W.setup(seats, { startPlayer: 'random' }, seed);
      const rng = Rng.fromSeed(seed);
      let texts: string[] = [];
      let turns = 0;
      for (let i = 0; i < 5000 && !W.status(s).over; i++) {
        const seat = W.status(s).toAct[0]!;
        const before = `${s.phase}:${s.round}:${s.turnIndex}`;
        const active = s.current;
        const r = W.apply(s, seat, W.bots.random!(s, seat, rng));
        if (!r.ok) throw new Error(r.error);
        texts.push(...r.events.map((e) => e.text));
        if (before.startsWith('turns:') && `${s.phase}:${s.round}:${s.turnIndex}` !== before) {
          const ended = texts.filter((t) => t.includes(' ended the turn'));
          expect(ended, texts.join('\n')).toHaveLength(1);
          expect(ended[0]).toMatch(new RegExp(`^\\{p${active}\\} ended the turn`));
          // Before the next round's start or final scoring, which the same move may bring.
          const at = (re: RegExp) => texts.findIndex((t) => re.test(t));
          for (const re of [/^Round \d/, /^Final scoring 1/])
            if (at(re) >= 0) expect(at(re)).toBeGreaterThan(texts.indexOf(ended[0]!));
          texts = [];
          turns++;
        }
      }
      expect(W.status(s).over).toBe(true);
      expect(turns).toBe(seats * (seats === 4 ? 7 : 8));
    }
  });

  it('step 7: you can buy the consolidation chip for the active area by paying the depicted shares', () => {
    // Seed: "You can buy the consolidation chip for the active area by paying the depicted shares."
    const s = afterPlacement();
    const seat = s.current;
    chooseArea(s, 'persia');
    // The log says the move made (the end of the turn's actions), then the question it opens.
    expect(act(s, seat, { type: 'endTurn' }).map((e) => e.text)).toEqual([
      `{p${seat}} ended the turn's actions. They may buy the Middle East consolidation chip for 12 shares (2+ colours, 3 VP).`,
    ]);
    expect(s.step).toBe('chip');
    const before = shares(s, seat);
    act(s, seat, { type: 'buyChip' });
    const chip = W.design.CONSOLIDATION_CHIPS[0]!;
    expect(shares(s, seat)).toBe(before - chip.price);
    expect(s.players[seat]!.consolidationChips).toEqual([{ continent: 'middleEast', index: 0 }]);
    expect(s.chipsTaken.middleEast).toBe(1);
    expect(s.current).not.toBe(seat);
  });

  it('step 7: the chip bought says which colours paid for it, as the shares by colour are public', () => {
    // A playtest: "Ana bought the South America consolidation chip for 15 shares." left spectators unable to
    // follow the share counts. Colours are named by whose they are, in the card bonuses' words ("+6 of Ben's
    // shares (pink)"): after a colon, not in parentheses, so a colour's name is never in parentheses within
    // parentheses. A review found the list's own words ("8 of their own colour, 4 of Ben's colour") beside the
    // bonuses' "+6 of Ben's shares (pink)": two ways of saying one thing.
    const bought = (seats: number, pile: (seat: number) => Record<number, number>) => {
      const s = afterPlacement(seats);
      const seat = s.current;
      chooseArea(s, 'persia');
      setShares(s, seat, pile(seat));
      act(s, seat, { type: 'endTurn' });
      const text = act(s, seat, { type: 'buyChip' })[0]?.text;
      return { text, seat };
    };
    const four = bought(4, (seat) => ({ [seat]: 9, [(seat + 1) % 4]: 5 }));
    // Two colours needed: one share of each of the two largest piles first, then always from the larger pile.
    const other = `{p${(four.seat + 1) % 4}}`;
    expect(four.text).toBe(
      `{p${four.seat}} bought the Middle East consolidation chip for 12 shares: 8 of their own shares (${colourName(four.seat)}), 4 of ${other}'s shares (${colourName((four.seat + 1) % 4)}).`,
    );
    // In a game of 2, colours 2 and 3 are nobody's.
    const two = bought(2, (seat) => ({ [seat]: 6, 2: 3, 3: 3 }));
    expect(two.text).toBe(
      `{p${two.seat}} bought the Middle East consolidation chip for 12 shares: 6 of their own shares (${colourName(two.seat)}), 3 neutral shares (white), 3 neutral shares (pink).`,
    );
  });

  it('step 7: finally, refresh the area cards by sliding them up and filling in missing spots', () => {
    // Seed: "Finally, refresh the area cards by sliding them up and filling in missing spots."
    const s = afterPlacement();
    const seat = s.current;
    const before = [...s.display];
    const top = s.deck[s.deck.length - 1];
    act(s, seat, { type: 'chooseCard', slot: 2 });
    act(s, seat, { type: 'endTurn' });
    if (s.step === 'chip') act(s, seat, { type: 'pass' });
    expect(s.display).toEqual([...before.slice(0, 2), ...before.slice(3), top]);
  });

  it('moving an unused tanker: a tanker that carried oil this turn cannot move', () => {
    // Seed: "Move any unused tankers".
    const { s, me: seat } = clearedBoard();
    const t = putTanker(s, seat, 'europe.harbour');
    s.tankers[t]!.used = true;
    chooseArea(s, 'texas');
    refused(s, seat, { type: 'moveTanker', tanker: t, harbour: 'texas.harbour' }, 'illegal-spot');
  });

  it('moving tankers: two of one’s own unused in one harbour are listed as one, either may still move', () => {
    // Seed: "Move any unused tankers to any harbor". Design: the listing names the first of the two alike.
    const { s, me: seat } = clearedBoard();
    const a = putTanker(s, seat, 'europe.harbour');
    const b = putTanker(s, seat, 'europe.harbour');
    const c = putTanker(s, seat, 'texas.harbour');
    chooseArea(s, 'texas');
    const moved = (x: number) =>
      W.legalActions(s, seat).filter((m) => m.type === 'moveTanker' && m.tanker === x).length;
    expect([moved(a), moved(b), moved(c)]).toEqual([11, 0, 11]);
    act(s, seat, { type: 'moveTanker', tanker: b, harbour: 'alaska.harbour' });
    expect([moved(a), moved(b), moved(c)]).toEqual([11, 11, 11]);
  });
});
