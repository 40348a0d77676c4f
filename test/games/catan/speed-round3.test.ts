/**
 * Issue 16 (engine speed, round 3): the shortcuts of this round give exactly what the plain rules give, at
 * every step of seeded games — the fused main and roll listings against the step-by-step listing, the
 * maritime listing against the rates and room asked every time, the marked road frontier against `canRoad`
 * on every path, and a roll's production (which clears only the rows of the resources rolled) against the
 * buildings counted from scratch.
 */
import { describe, expect, it } from 'vitest';
import { SEEDED_GAMES, everyState } from './seededStates';
import { EDGE_COUNT, HEX_COUNT, HEX_NODES } from '../../../src/games/catan/board';
import { BANK_RATE } from '../../../src/games/catan/data';
import { room } from '../../../src/games/catan/economy';
import { collectLegal, collectLegalStepwise, legalSpotIndices } from '../../../src/games/catan/legal';
import { canRoad, maritimeRates } from '../../../src/games/catan/placement';
import type { RuleBook } from '../../../src/games/catan/ruleBook';
import { produce } from '../../../src/games/catan/turn';
import type { CatanAction, CatanState } from '../../../src/games/catan/types';
import { Rng } from '../../../src/games/rng';
import type { GameEvent } from '../../../src/games/types';

const GAMES = SEEDED_GAMES;

describe('the fused main and roll listings', () => {
  for (const game of GAMES)
    it(`${game.name}: list what the steps list, for every seat, with and without offers`, () => {
      const states = everyState(game, 'round3', 4, (state) => {
        for (let s = 0; s < state.seats; s++)
          for (const offers of [false, true]) {
            const fused: CatanAction[] = [];
            const stepwise: CatanAction[] = [];
            collectLegal(game.book, state, s, fused, offers);
            collectLegalStepwise(game.book, state, s, stepwise, offers);
            expect(fused).toEqual(stepwise);
          }
      });
      expect(states).toBeGreaterThan(500);
    });
});

/** The maritime trades as listed before this round: every rate looked up, room asked for every kind. */
function maritimeAsBefore(book: RuleBook, state: CatanState, seat: number): CatanAction[] {
  const out: CatanAction[] = [];
  const hand = state.hands[seat]!;
  const rates = maritimeRates(state, seat, book.R);
  for (let g = 0; g < book.R; g++) {
    if (hand[g]! < rates[g]! || !book.maritimeGive[g]) continue;
    for (let t = 0; t < book.R; t++) {
      if (t === g || state.bank[t]! <= 0 || !book.maritimeGet[t]) continue;
      if (room(book, state, seat, t) <= 0) continue;
      out.push(book.acts.maritime[g]![t]!);
    }
  }
  return out;
}

describe('the maritime listing', () => {
  for (const game of GAMES)
    it(`${game.name}: lists what every rate and every room check lists, also with hands of 2 to 4 of a kind`, () => {
      const rng = Rng.fromSeed(`round3-hands-${game.name}`);
      let listed = 0;
      everyState(game, 'round3', 3, (state) => {
        if (state.phase !== 'main' || state.trade) return;
        const seat = state.current;
        const saved = state.hands[seat]!.slice();
        // The game's own hand, then random hands around the rates (harbors matter for 2 and 3 of a kind).
        for (let k = 0; k < 4; k++) {
          if (k > 0) for (let r = 0; r < game.book.R; r++) state.hands[seat]![r] = rng.int(BANK_RATE + 2);
          const all: CatanAction[] = [];
          collectLegal(game.book, state, seat, all, false);
          const maritime = all.filter((a) => a.type === 'maritime');
          expect(maritime).toEqual(maritimeAsBefore(game.book, state, seat));
          listed += maritime.length;
        }
        state.hands[seat] = saved;
      });
      expect(listed).toBeGreaterThan(100);
    });
});

describe('the marked road frontier', () => {
  it('lists exactly the paths canRoad allows, for every seat in turn (each call a fresh mark)', () => {
    const book = GAMES[0]!.book;
    let spots = 0;
    everyState(GAMES[0]!, 'round3', 3, (state) => {
      if (state.phase === 'setup') return;
      for (let s = 0; s < state.seats; s++) {
        const want: number[] = [];
        for (let e = 0; e < EDGE_COUNT; e++) if (canRoad(state, s, e)) want.push(e);
        expect(legalSpotIndices(book, state, s, 'road')).toEqual(want);
        spots += want.length;
      }
    });
    expect(spots).toBeGreaterThan(1000);
  });
});

describe("a roll's production", () => {
  it('pays every building on the hexes rolled, counted from scratch, roll after roll on the same state', () => {
    const book = GAMES[0]!.book;
    const prod = book.rules.buildingProduction;
    let paid = 0;
    everyState(GAMES[0]!, 'round3', 2, (state) => {
      if (state.phase !== 'main') return;
      for (const roll of [2, 3, 4, 5, 6, 8, 9, 10, 11, 12]) {
        // What each seat is owed of each resource, from the board alone.
        const owed = state.hands.map(() => new Array<number>(book.R).fill(0));
        for (let h = 0; h < HEX_COUNT; h++) {
          if (state.numbers[h] !== roll || h === state.robber) continue;
          const r = book.rules.hexResource(state, h);
          if (r < 0) continue;
          for (const n of HEX_NODES[h]!) {
            const o = state.nodeOwner[n]!;
            if (o >= 0) owed[o]![r]! += prod[state.nodeLevel[n]!]!;
          }
        }
        const totals = new Array<number>(book.R).fill(0);
        for (const row of owed) row.forEach((v, r) => (totals[r]! += v));
        const hands = state.hands.map((h) => h.slice());
        const bank = state.bank.slice();
        const events: GameEvent[] = [];
        produce(book, state, roll, events);
        for (let s = 0; s < state.seats; s++)
          for (let r = 0; r < book.R; r++) {
            // With enough in the bank everyone gets what they are owed (the shortage rule is the hook's).
            if (totals[r]! > bank[r]!) continue;
            expect(state.hands[s]![r]! - hands[s]![r]!).toBe(owed[s]![r]!);
            paid += owed[s]![r]!;
          }
        expect(events.length).toBeGreaterThan(0);
        state.hands = hands;
        state.bank = bank;
      }
    });
    expect(paid).toBeGreaterThan(1000);
  });
});
