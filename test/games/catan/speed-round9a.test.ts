/**
 * Issue 16 (engine speed, round 9a): the random bot, in base Catan's discard moment, counts the ways to discard
 * the listing would give and builds only the one it draws. The ways counted are the listing's, one by one and
 * in its order, only in the discard moment (Oil Springs keeps base Catan's), and the bot takes the same discard
 * with the same draws as when it drew from the whole listing, at every step of seeded Catan and Oil Springs games.
 * The road listing gathers the free paths as bits: the same roads, in the same order, as `canRoad` allows path
 * by path, on the games' boards and on boards edited from outside (a building without a road, a road through an
 * opponent's building). What the seat can pay for is found without a branch per resource
 * (`canAfford`): as holding each resource of the cost says. The robber's moves are pinned too, as `canRob` and `victimMask` give
 * them (a branch-free victim mask was tried there and dropped: the README's round 9a).
 */
import { describe, expect, it } from 'vitest';
import { SEEDED_GAMES, editedBoards, everyState } from './seededStates';
import { makeRandomBot } from '../../../src/games/catan/bots';
import { collectLegalStepwise, discardSplit, discardsListed } from '../../../src/games/catan/legal';
import { EDGE_A, EDGE_B, EDGE_COUNT, EDGE_NAMES, HEX_COUNT } from '../../../src/games/catan/board';
import { canRob, canRoad, victimMask } from '../../../src/games/catan/placement';
import { catan } from '../../../src/games/catan';
import type { CatanAction, CatanState } from '../../../src/games/catan/types';
import { Rng, type RngState } from '../../../src/games/rng';

describe("base Catan's discards, counted before they are built", () => {
  for (const game of SEEDED_GAMES)
    it(`${game.name}: the ways counted, each built alone, are the listing (only in the discard moment)`, () => {
      let counted = 0;
      let ways = 0;
      everyState(game, 'round9a', 6, (state) => {
        for (let s = 0; s < state.seats; s++) {
          const whole: CatanAction[] = [];
          collectLegalStepwise(game.book, state, s, whole, false);
          const n = discardsListed(game.book, state, s);
          // Oil Springs keeps base Catan's discard moment, so it counts too.
          if (state.phase !== 'discard') {
            expect(n).toBe(-1);
            continue;
          }
          counted++;
          expect(n).toBe(whole.length);
          const built: CatanAction[] = [];
          for (let i = 0; i < n; i++) built.push(discardSplit(game.book, state, s, i));
          expect(built).toEqual(whole);
          ways += n;
        }
      });
      expect(counted).toBeGreaterThan(100);
      // Some hands give more than one way, so the draw among them matters.
      expect(ways).toBeGreaterThan(counted);
    });
});

/** The random bot's discard as it was before this round: drawn from the whole listing (none: end the turn). */
function discardAsBefore(game: (typeof SEEDED_GAMES)[number], state: CatanState, seat: number, rng: Rng) {
  const legal: CatanAction[] = [];
  collectLegalStepwise(game.book, state, seat, legal, false);
  return legal.length === 0 ? game.book.acts.endTurn : legal[rng.int(legal.length)]!;
}

describe("the random bot's discard", () => {
  for (const game of SEEDED_GAMES)
    it(`${game.name}: is the pick from the whole listing, with the same draws`, () => {
      const bot = makeRandomBot(game.book);
      const draws = Rng.fromSeed('round9a-draws');
      let picks = 0;
      const seen = new Set<string>();
      everyState(game, 'round9a', 6, (state) => {
        if (state.phase !== 'discard') return;
        // Every seat, owing or not, and several draws from the same point.
        for (let s = 0; s < state.seats; s++)
          for (let k = 0; k < 4; k++) {
            const seed: RngState = [draws.int(2 ** 32), draws.int(2 ** 32), draws.int(2 ** 32), 1];
            const now = new Rng([...seed]);
            const before = new Rng([...seed]);
            const pick = bot(state, s, now);
            expect(pick).toEqual(discardAsBefore(game, state, s, before));
            expect(now.state).toEqual(before.state);
            picks++;
            seen.add(JSON.stringify(pick));
          }
      });
      expect(picks).toBeGreaterThan(400);
      expect(seen.size).toBeGreaterThan(20);
    });
});

describe("the robber's moves", () => {
  for (const game of SEEDED_GAMES)
    it(`${game.name}: are each allowed hex with each opponent built on it, as canRob and victimMask say`, () => {
      let moves = 0;
      let steals = 0;
      everyState(game, 'round9a', 6, (state) => {
        if (state.phase !== 'robber') return;
        const seat = state.current;
        const listed: CatanAction[] = [];
        collectLegalStepwise(game.book, state, seat, listed, false);
        const wanted: CatanAction[] = [];
        for (let h = 0; h < HEX_COUNT; h++) {
          if (!canRob(state, game.book.rules, h)) continue;
          const victims = victimMask(state, seat, h);
          if (victims === 0) wanted.push(game.book.acts.robber[h]![0]!);
          for (let v = 0; v < state.seats; v++)
            if ((victims >> v) & 1) {
              wanted.push(game.book.acts.robber[h]![v + 1]!);
              steals++;
            }
        }
        // Oil Springs lists steals by name after each victim: compare the moves without them.
        expect(listed.filter((a) => a.type === 'robber' && a.steal === undefined)).toEqual(wanted);
        moves++;
      });
      expect(moves).toBeGreaterThan(50);
      expect(steals).toBeGreaterThan(moves);
    });
});

/** The roads listed for `seat` in a Road Building moment (no cost), as their paths. */
function roadsListed(game: (typeof SEEDED_GAMES)[number], state: CatanState, seat: number): number[] {
  const listed: CatanAction[] = [];
  collectLegalStepwise(game.book, state, seat, listed, false);
  return listed.flatMap((a) => (a.type === 'road' ? [EDGE_NAMES.indexOf(a.at)] : []));
}

/** The paths `canRoad` allows (the plain rule, path by path). */
function roadSpots(state: CatanState, seat: number): number[] {
  const spots: number[] = [];
  for (let e = 0; e < EDGE_COUNT; e++) if (canRoad(state, seat, e)) spots.push(e);
  return spots;
}

describe('the roads listed', () => {
  for (const game of SEEDED_GAMES)
    it(`${game.name}: are the paths canRoad allows, in order, for every seat, at every step`, () => {
      let listings = 0;
      let roads = 0;
      everyState(game, 'round9a', 6, (state) => {
        if (state.phase !== 'main' || state.trade) return;
        // As in a Road Building moment, so the roads are listed whatever the seat holds.
        const copy = structuredClone(state);
        copy.phase = 'roadBuilding';
        for (let s = 0; s < state.seats; s++) {
          copy.current = s;
          const listed = roadsListed(game, copy, s);
          expect(listed).toEqual(roadSpots(copy, s));
          listings++;
          roads += listed.length;
        }
      });
      expect(listings).toBeGreaterThan(1000);
      expect(roads).toBeGreaterThan(listings);
    });

  it('follow a board edited from outside: a building with no road, roads through an opponent and open ends', () => {
    const game = SEEDED_GAMES[0]!;
    // Owners written straight into the board, as scenario code does: any mix of buildings and roads.
    editedBoards('round9a', 300, 'roadBuilding', 3, 3, (state) => {
      for (let s = 0; s < 4; s++) {
        state.current = s;
        expect(roadsListed(game, state, s)).toEqual(roadSpots(state, s));
      }
    });
    // A lone building, nothing else on the board: the free paths around it.
    const state = catan.setup(4, catan.optionsSchema.parse({}), 'round9a-lone');
    state.phase = 'roadBuilding';
    state.nodeOwner.fill(-1);
    state.edgeOwner.fill(-1);
    state.nodeOwner[EDGE_A[0]!] = 2;
    state.current = 2;
    const around = roadSpots(state, 2);
    expect(around.length).toBeGreaterThan(1);
    expect(around).toContain(0);
    expect(roadsListed(game, state, 2)).toEqual(around);
    // A road whose far end is an opponent's building: no path beyond it.
    state.edgeOwner[0] = 2;
    state.nodeOwner[EDGE_B[0]!] = 1;
    expect(roadsListed(game, state, 2)).toEqual(roadSpots(state, 2));
  });
});

/** The plain rule `canAfford` answers without a branch per resource: the hand holds each resource of the cost. */
function holds(state: CatanState, seat: number, cost: readonly number[]): boolean {
  return cost.every((c, r) => state.hands[seat]![r]! >= c);
}

describe('what the listing finds the seat can pay for', () => {
  for (const game of SEEDED_GAMES)
    it(`${game.name}: is what the hand holds, for each thing to buy`, () => {
      const { book } = game;
      const costs = book.rules.costs;
      let asked = 0;
      let paid = 0;
      everyState(game, 'round9a', 6, (state) => {
        if (state.phase !== 'main' || state.trade) return;
        const seat = state.current;
        // Pieces and cards enough of each, so only the hand decides whether each is listed.
        const copy = structuredClone(state);
        copy.roadsLeft[seat] = 5;
        copy.settlementsLeft[seat] = 5;
        copy.citiesLeft[seat] = 5;
        const listed: CatanAction[] = [];
        collectLegalStepwise(book, copy, seat, listed, false);
        const types = new Set(listed.map((a) => a.type));
        const roadSpotsThere = roadSpots(copy, seat).length > 0;
        const wanted: [string, boolean][] = [
          ['road', roadSpotsThere && holds(copy, seat, costs.road)],
          ['buyDev', copy.devDeck.length > 0 && holds(copy, seat, costs.dev)],
        ];
        for (const [type, want] of wanted)
          expect([type, types.has(type as CatanAction['type'])]).toEqual([type, want]);
        // A settlement or city listed only when the hand pays for it (the spots decide the rest).
        if (types.has('settlement')) expect(holds(copy, seat, costs.settlement)).toBe(true);
        if (types.has('city')) expect(holds(copy, seat, costs.city)).toBe(true);
        if (!holds(copy, seat, costs.city)) expect(types.has('city')).toBe(false);
        asked++;
        if (types.has('road') || types.has('buyDev')) paid++;
      });
      expect(asked).toBeGreaterThan(500);
      expect(paid).toBeGreaterThan(50);
      expect(asked - paid).toBeGreaterThan(50);
    });
});
