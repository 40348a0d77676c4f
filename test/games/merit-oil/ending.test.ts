/** The end of the game and the fortunes: one test per seed sentence (quoted above each). */
import { describe, expect, it } from 'vitest';
import { meritOil } from '../../../src/games/merit-oil';
import { BILLS_OF_LADING, GAME_LENGTHS } from '../../../src/games/merit-oil/data';
import { endTurn } from '../../../src/games/merit-oil/turn';
import { meritRound } from '../../../src/render/merit-oil/turnWords';
import { act, at, charterWith, giveWell, lastBillLeft, newGame, onTop, roll } from './helpers';

describe('the end of the game', () => {
  // "The game ends when all the bills of lading are used up or at a time previously agreed upon by the
  // players, say after one hour."
  it('the game ends when the last bill of lading is used', () => {
    const s = newGame(4, 'last-bill');
    giveWell(s, 0, 13, 18_000);
    lastBillLeft(s, 'tripoli', 16);
    at(s, 0, 0);
    act(s, 0, { type: 'charter', port: 'tripoli' });
    act(s, 0, { type: 'declineInsurance' });
    roll(s, 3); // Genoa is 3 stages from Tripoli: the last bill is used on arrival
    const st = meritOil.status(s);
    expect(st.over).toBe(true);
    expect(st.result!.ending).toBe('bills');
    expect(meritOil.turn!(s)).toBe(1); // ended in the first turn: seat 0's, round 1
  });

  it('or after the agreed number of rounds (the `length` option; the default suits asynchronous play)', () => {
    expect(meritOil.optionsSchema.parse({})).toEqual({ length: 'standard' });
    expect(GAME_LENGTHS.standard.rounds).toBeLessThanOrEqual(40);
    const s = newGame(2, 'limit', 'short');
    s.round = GAME_LENGTHS.short.rounds;
    s.turnsPlayed = 2 * (GAME_LENGTHS.short.rounds - 1);
    at(s, 0, 0);
    roll(s, 2);
    expect(meritOil.status(s).over).toBe(false);
    at(s, 1, 0);
    roll(s, 2);
    const st = meritOil.status(s);
    expect(st.over).toBe(true);
    expect(st.result!.ending).toBe('limit');
    expect(meritOil.apply(s, 0, { type: 'roll' })).toMatchObject({ ok: false, code: 'game-over' });
    // The end-of-game summary counts the turns played: two players' 20 rounds are 40, not 41.
    expect(meritOil.turn!(s)).toBe(2 * GAME_LENGTHS.short.rounds);
  });

  it('a bankrupt seat skipped counts no turn, nor a round more at the end', () => {
    // The summary counted rounds times seats ("20 rounds, 60 turns" for three players, one bankrupt from the
    // start: 40 turns played); and a game ending on the last seat's turn, play passing over a bankrupt first
    // seat, showed the round after ("round 5 · game over" for a game whose last turn was in round 4).
    const limit = newGame(3, 'skip-last', 'short');
    limit.players[2]!.bankrupt = true;
    for (let t = 0; t < 2 * GAME_LENGTHS.short.rounds; t++) endTurn(limit, []);
    expect(limit.result?.ending).toBe('limit');
    expect(meritOil.turn!(limit)).toBe(2 * GAME_LENGTHS.short.rounds);
    expect(meritRound(meritOil.view(limit, null))).toBe(GAME_LENGTHS.short.rounds);

    const bills = newGame(3, 'skip-first', 'full');
    bills.players[0]!.bankrupt = true;
    bills.current = 1;
    for (let t = 0; t < 7; t++) endTurn(bills, []); // rounds 1–3, and seat 1's turn of round 4
    expect(meritOil.turn!(bills)).toBe(8); // seat 2's turn of round 4, the 8th played
    bills.billsUsed = BILLS_OF_LADING.map((b) => b.id);
    endTurn(bills, []);
    expect(bills.result?.ending).toBe('bills');
    expect(meritOil.turn!(bills)).toBe(8);
    expect(meritRound(meritOil.view(bills, null))).toBe(4);
  });

  it('the view names who threw the last roll: kept into the next turn, and at the end the last turn’s player', () => {
    // The picture credited the roll to "the player before the active one", but a finished game stays at its last
    // turn: the one before had not thrown it.
    const s = newGame(3, 'last-roller', 'short');
    s.round = GAME_LENGTHS.short.rounds;
    s.players[1]!.bankrupt = true;
    expect(meritOil.view(s, null)).toMatchObject({ lastRoll: null, lastRoller: null });
    at(s, 0, 0);
    roll(s, 2);
    expect(meritOil.view(s, null)).toMatchObject({ current: 2, rolled: false, lastRoll: 2, lastRoller: 0 });
    at(s, 2, 0);
    roll(s, 3);
    expect(meritOil.status(s).over).toBe(true);
    expect(meritOil.view(s, null)).toMatchObject({ current: 2, lastRoll: 3, lastRoller: 2 });
    // A game saved before the state kept the roller: worked out from the seat and the end.
    delete s.lastRoller;
    expect(meritOil.view(s, null).lastRoller).toBe(2);
    s.result = null;
    s.current = 0;
    expect(meritOil.view(s, null).lastRoller).toBe(2); // the seat before, past bankrupt seat 1
    s.rolled = true;
    expect(meritOil.view(s, null).lastRoller).toBe(0);
  });

  it('says which cargoes were still at sea at the end, counting for nothing', () => {
    // A playtest's game ended with three tankers at sea and not a word of what became of their oil.
    const s = newGame(2, 'limit-at-sea', 'short');
    s.round = GAME_LENGTHS.short.rounds;
    giveWell(s, 0, 13, 18_000);
    at(s, 0, 0);
    charterWith(s, 0, 'tripoli', 17); // Fawley, 8 stages: still at sea after a 2
    roll(s, 2);
    at(s, 1, 0);
    const events = roll(s, 2);
    expect(meritOil.status(s).over).toBe(true);
    const line = events.find((e) => e.kind === 'atSeaAtEnd');
    expect(line).toEqual({
      kind: 'atSeaAtEnd',
      text: "Still at sea at the end, so counting for nothing: {p0}'s red tanker, 18,000 t for Fawley.",
      final: true,
    });
    expect(events.at(-1)!.kind).toBe('gameOver');
  });

  // "Towards the end of the game, when only a few bills of lading are left, oil stores will accumulate in the
  // different areas. In fact, they may even be filled to overflowing if ships are not available in one area or
  // another."
  it('with no ship for an area, its stores pile up to the brim and no further', () => {
    const s = newGame(4, 'overflow');
    s.billsUsed.push(...s.bills.tripoli);
    s.bills.tripoli = [];
    giveWell(s, 0, 13, 0);
    for (let i = 0; i < 12; i++) {
      at(s, 0, 1);
      roll(s, 1);
    }
    const w = meritOil.view(s, 0).players[0]!.wells.find((x) => x.card === 13)!;
    expect(w.tons).toBe(w.capacityTons);
    expect(meritOil.legalActions(s, 0)).not.toContainEqual({ type: 'charter', port: 'tripoli' });
  });

  // "The player who has amassed the biggest fortune in oil wells, stores, shares and cash is declared the
  // winner. Oil-well values are stated on the concession cards; the value of stores is assessed at £7,000 for
  // every 1,000 tons of oil."
  it('the biggest fortune wins: wells at card value + stores at £7,000 per 1,000 t + shares + cash', () => {
    const s = newGame(2, 'fortune', 'short');
    s.players[0]!.wells = [];
    s.players[1]!.wells = [];
    s.concessions.push(...[13, 14, 15, 16, 17, 18].filter((c) => !s.concessions.includes(c)));
    giveWell(s, 0, 13, 9_000);
    giveWell(s, 1, 1, 0);
    s.players[0]!.shares.refinery = 2;
    s.bankShares.refinery -= 2;
    const f = meritOil.view(s, null).players[0]!.fortune;
    expect(f).toEqual({ wells: 90_000, stores: 63_000, shares: 40_000, cash: 300_000, total: 493_000 });
    expect(meritOil.view(s, null).players[1]!.fortune.total).toBe(180_000 + 300_000);
    s.round = GAME_LENGTHS.short.rounds;
    at(s, 1, 8);
    onTop(s.oilNews, 'news-11'); // a shipping dividend: nobody holds shipping shares
    const events = roll(s, 1);
    const st = meritOil.status(s);
    expect(st.result!.winners).toEqual([0]);
    expect(st.scores[0]).toBe(493_000);
    // The game's last event says who won and with what; each fortune, item by item, is the final message's
    // scores (the presenter's), not a second list of events.
    expect(events.at(-1)).toEqual({ kind: 'gameOver', text: st.result!.summary });
    expect(st.result!.summary).toContain('{p0} wins with a fortune of £493,000.');
    expect(events.some((e) => e.kind === 'fortune')).toBe(false);
  });
});
