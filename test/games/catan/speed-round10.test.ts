/**
 * Issue 16 (engine speed, round 10): `legalSettlementSpots` finds the seat's roads as a set of bits, without a
 * branch per path, and notes the intersections it asked as bits instead of searching the list. It must give the
 * spots the plain walk gives (every path of the seat's, in path order, its first end then its second, each free
 * intersection once, after any already in the list), on the games' boards at every step for every seat, and on
 * boards written from outside as scenario code does (roads with no building, roads through an opponent's).
 * The cities listed are found as bits too: the seat's settlements (`canCity`), in intersection order, also on
 * boards whose owners and levels were written from outside (Oil Springs' metropolises are level 3). Whether a
 * seat may play a development card is asked without a branch per kind: a roll is said to be listed alone exactly
 * when no kind is held more times than bought this turn (or a card was played), also on hands written from outside.
 */
import { describe, expect, it } from 'vitest';
import { SEEDED_GAMES, editedBoards, everyState } from './seededStates';
import { EDGE_A, EDGE_B, EDGE_COUNT, NODE_COUNT, NODE_NAMES } from '../../../src/games/catan/board';
import { collectLegalStepwise, onlyRollListed } from '../../../src/games/catan/legal';
import { canCity, legalSettlementSpots, settlementSpotFree } from '../../../src/games/catan/placement';
import type { CatanAction, CatanState } from '../../../src/games/catan/types';
import { Rng } from '../../../src/games/rng';

type Game = (typeof SEEDED_GAMES)[number];

/** The plain rule, as the walk was before this round: each of the seat's paths, its two ends, each spot once. */
function plainSpots(game: Game, state: CatanState, seat: number, out: number[]): number[] {
  for (let e = 0; e < EDGE_COUNT; e++) {
    if (state.edgeOwner[e] !== seat) continue;
    for (const n of [EDGE_A[e]!, EDGE_B[e]!])
      if (state.nodeOwner[n] === -1 && !out.includes(n) && settlementSpotFree(state, game.book.rules, n))
        out.push(n);
  }
  return out;
}

function spots(game: Game, state: CatanState, seat: number, out: number[]): number[] {
  legalSettlementSpots(state, game.book.rules, seat, out);
  return out;
}

/** The cities the main moment lists for `seat`, on a copy where the seat has the pieces and cards for one. */
function citiesListed(game: Game, state: CatanState, seat: number): string[] {
  const copy = structuredClone(state);
  copy.phase = 'main';
  copy.trade = null;
  copy.current = seat;
  copy.citiesLeft[seat] = 4;
  const cost = game.book.rules.costs.city;
  for (let r = 0; r < cost.length; r++) copy.hands[seat]![r] = cost[r]!;
  const listed: CatanAction[] = [];
  collectLegalStepwise(game.book, copy, seat, listed, false);
  return listed.flatMap((a) => (a.type === 'city' ? [a.at] : []));
}

/** `canCity`'s intersections for `seat`, in order, by name. */
function cityNodes(state: CatanState, seat: number): string[] {
  const out: string[] = [];
  for (let n = 0; n < NODE_COUNT; n++) if (canCity(state, seat, n)) out.push(NODE_NAMES[n]!);
  return out;
}

describe('the settlement spots', () => {
  for (const game of SEEDED_GAMES)
    it(`${game.name}: are the plain walk's, in its order, and the cities canCity's, for every seat at every step`, () => {
      let asked = 0;
      let found = 0;
      let unordered = 0;
      let cities = 0;
      everyState(game, 'round10', 6, (state) => {
        if (state.phase === 'setup') return;
        for (let s = 0; s < state.seats; s++) {
          const got = spots(game, state, s, []);
          expect(got).toEqual(plainSpots(game, state, s, []));
          asked++;
          found += got.length;
          if (got.some((n, i) => i > 0 && n < got[i - 1]!)) unordered++;
          const listed = citiesListed(game, state, s);
          expect(listed).toEqual(cityNodes(state, s));
          cities += listed.length;
        }
      });
      expect(asked).toBeGreaterThan(1000);
      expect(found).toBeGreaterThan(asked / 2);
      // The order is the roads', not the intersections': a sorted list would not do.
      expect(unordered).toBeGreaterThan(10);
      expect(cities).toBeGreaterThan(asked);
    });

  it('follow a board written from outside, and skip the spots already in the list', () => {
    const game = SEEDED_GAMES[0]!;
    let found = 0;
    // Owners written straight into the board, as scenario code does: sparse buildings, many roads.
    editedBoards('round10', 300, 'main', 8, 3, (state) => {
      for (let s = 0; s < 4; s++) {
        const plain = plainSpots(game, state, s, []);
        expect(spots(game, state, s, [])).toEqual(plain);
        found += plain.length;
        // A list that already holds some spots (its first, and one that is no spot) gets only the others.
        const start = plain.length > 0 ? [plain[0]!, 53] : [53];
        expect(spots(game, state, s, [...start])).toEqual(plainSpots(game, state, s, [...start]));
      }
    });
    expect(found).toBeGreaterThan(300);
  });
});

describe('on owners, levels and development hands written from outside', () => {
  it("the cities listed are canCity's, and a roll is said to be alone as the plain rule says", () => {
    const game = SEEDED_GAMES[0]!;
    const rng = Rng.fromSeed('round10-levels');
    let cities = 0;
    let alone = 0;
    let asked = 0;
    editedBoards('round10-cities', 300, 'roll', 2, 4, (state) => {
      for (let n = 0; n < NODE_COUNT; n++)
        state.nodeLevel[n] = state.nodeOwner[n] === -1 ? 0 : 1 + rng.int(3);
      state.devPlayedThisTurn = rng.int(5) === 0;
      // Counts of each kind held and bought this turn, either way round (a test may write either).
      for (const hands of [state.devHand, state.devNew])
        for (const hand of hands)
          for (let c = 0; c < hand.length; c++) hand[c] = rng.int(3) === 0 ? rng.int(3) : 0;
      for (let s = 0; s < 4; s++) {
        const want = cityNodes(state, s);
        expect(citiesListed(game, state, s)).toEqual(want);
        cities += want.length;
        state.current = s;
        let plain = false;
        for (let c = 0; c < state.devHand[s]!.length; c++)
          if (state.devHand[s]![c]! - state.devNew[s]![c]! > 0) plain = true;
        const said = onlyRollListed(game.book, state, s);
        expect(said).toBe(state.devPlayedThisTurn || !plain);
        asked++;
        if (said) alone++;
      }
    });
    expect(cities).toBeGreaterThan(300);
    expect(alone).toBeGreaterThan(100);
    expect(asked - alone).toBeGreaterThan(100);
  });
});
