/**
 * Issue 16 (engine speed, round 5): a road laid by the engine finds its seat's new Longest Road from the length
 * before plus the longest trail through the new road (`longestRoadWith`), not by searching the whole network
 * again. It must give what the whole search (`longestRoadOf`) gives: on loops closed by the new road (where the
 * two sides would share paths), on loops through an opponent's building (no loop for a trail), on a road that
 * joins two arms, and for every road any seat could lay at every step of seeded Catan and Oil Springs games.
 */
import { describe, expect, it } from 'vitest';
import { catan } from '../../../src/games/catan';
import { EDGE_COUNT } from '../../../src/games/catan/board';
import { longestRoadOf, longestRoadWith } from '../../../src/games/catan/longestRoad';
import { canRoad } from '../../../src/games/catan/placement';
import type { CatanState } from '../../../src/games/catan/types';
import { oilSprings } from '../../../src/games/oil-springs';
import { Rng } from '../../../src/games/rng';
import type { AnyGameModule } from '../../../src/games/types';
import { emptyGame, give, ok, place } from './helpers';

const ROAD = { lumber: 1, brick: 1 };

/** Seat 0 lays `at` through the engine; its road length afterwards. */
function lay(s: CatanState<null>, at: string): number {
  give(s, 0, ROAD);
  ok(s, 0, { type: 'road', at });
  return s.roadLength[0]!;
}

describe('a new road extends Longest Road from the length before', () => {
  it('the road that closes a ring round a hex counts each of its six paths once', () => {
    const s = emptyGame();
    // The six sides of hex E: 10-11, 11-12, 12-22, 21-22, 20-21, 10-20; the last one closes the ring.
    place(s, 0, { roads: ['10-11', '11-12', '12-22', '21-22', '20-21'] });
    expect(s.roadLength[0]).toBe(5);
    expect(lay(s, '10-20')).toBe(6);
    expect(longestRoadOf(s, 0)).toBe(6);
    // A tail off the closed ring adds to it.
    expect(lay(s, '12-13')).toBe(7);
    expect(catan.invariants!(s)).toEqual([]);
  });

  it("a ring through an opponent's settlement is no loop: a trail runs round it from the settlement", () => {
    const s = emptyGame();
    place(s, 1, { settlements: ['21'] });
    place(s, 0, { roads: ['10-11', '11-12', '12-22', '21-22', '20-21'] });
    expect(lay(s, '10-20')).toBe(6);
    expect(longestRoadOf(s, 0)).toBe(6);
    expect(catan.invariants!(s)).toEqual([]);
  });

  it('a road that joins two arms counts both arms and itself', () => {
    const s = emptyGame();
    // One arm 8-9-10 (2 paths), the other 12-13-14-15 (3 paths): 10-11 and 11-12 join them.
    place(s, 0, { roads: ['8-9', '9-10', '12-13', '13-14', '14-15'] });
    expect(s.roadLength[0]).toBe(3);
    expect(lay(s, '10-11')).toBe(3);
    expect(lay(s, '11-12')).toBe(7);
    expect(s.longestRoad).toBe(0);
    expect(catan.invariants!(s)).toEqual([]);
  });

  it("a road that ends at an opponent's building counts up to it, and nothing beyond", () => {
    const s = emptyGame();
    place(s, 1, { settlements: ['12'], roads: ['12-13', '13-14'] });
    place(s, 0, { roads: ['9-10', '10-11'] });
    expect(lay(s, '11-12')).toBe(3);
    expect(longestRoadOf(s, 0)).toBe(3);
  });

  const GAMES: [string, AnyGameModule][] = [
    ['catan', catan],
    ['oil-springs', oilSprings],
  ];
  for (const [name, mod] of GAMES)
    it(`${name}: for every road any seat could lay, at every step of seeded games, as the whole search`, () => {
      let tried = 0;
      for (let g = 0; g < 3; g++) {
        const state = mod.setup(4, mod.optionsSchema.parse({}), `round5-${name}-${g}`) as CatanState;
        const rng = Rng.fromSeed(`round5-bots-${name}-${g}`);
        const bots =
          g % 2 === 0 ? ['random', 'random', 'random', 'random'] : ['greedy', 'random', 'greedy', 'random'];
        for (let i = 0; i < 3000; i++) {
          const st = mod.status(state);
          if (st.over) break;
          if (state.phase !== 'setup')
            for (let seat = 0; seat < state.seats; seat++)
              for (let e = 0; e < EDGE_COUNT; e++) {
                if (!canRoad(state, seat, e)) continue;
                state.edgeOwner[e] = seat;
                expect(longestRoadWith(state, seat, e)).toBe(longestRoadOf(state, seat));
                state.edgeOwner[e] = -1;
                tried++;
              }
          const seat = st.toAct[0]!;
          const r = mod.apply(state, seat, mod.bots[bots[seat]!]!(state, seat, rng));
          if (!r.ok) throw new Error(r.error);
          // The engine's own roads went the new way: the stored length is still the whole search's.
          for (let s = 0; s < state.seats; s++) expect(state.roadLength[s]).toBe(longestRoadOf(state, s));
        }
      }
      expect(tried).toBeGreaterThan(10_000);
    });
});
