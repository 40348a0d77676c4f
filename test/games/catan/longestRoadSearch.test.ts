/**
 * Issue 16 (engine speed): Longest Road searches only from the intersections where a longest trail can
 * start (an opponent's building, an odd intersection, or any intersection of an all-even network). On many
 * random road networks, with opponents' buildings among them, it finds the same length as the search from
 * every intersection the engine ran before.
 */
import { describe, expect, it } from 'vitest';
import {
  EDGE_A,
  EDGE_B,
  EDGE_COUNT,
  HEXES,
  NODE_COUNT,
  NODE_EDGES,
  NODE_NEIGHBORS,
} from '../../../src/games/catan/board';
import { longestRoadOf } from '../../../src/games/catan/longestRoad';
import type { CatanState } from '../../../src/games/catan/types';
import { Rng } from '../../../src/games/rng';
import { emptyGame } from './helpers';

/** The search as it was: a depth-first search from every intersection the seat's roads touch. */
function everyStart(state: CatanState, seat: number): number {
  const visited = new Uint8Array(EDGE_COUNT);
  const trail = (node: number, start: boolean): number => {
    const owner = state.nodeOwner[node]!;
    if (!start && owner !== -1 && owner !== seat) return 0;
    let best = 0;
    NODE_EDGES[node]!.forEach((e, i) => {
      if (visited[e] === 1 || state.edgeOwner[e] !== seat) return;
      visited[e] = 1;
      best = Math.max(best, 1 + trail(NODE_NEIGHBORS[node]![i]!, false));
      visited[e] = 0;
    });
    return best;
  };
  let best = 0;
  for (let n = 0; n < NODE_COUNT; n++) best = Math.max(best, trail(n, true));
  return best;
}

/** Grow `count` connected-ish roads for seat 0 from a random path, and scatter opponents' buildings. */
function randomNetwork(rng: Rng, count: number, buildings: number): CatanState {
  const s = emptyGame();
  let placed = 0;
  // Half the networks start from the rings round one to three hexes (loops, and often all-even networks).
  if (rng.float() < 0.5)
    for (let k = 1 + rng.int(3); k > 0; k--)
      for (const e of HEXES[rng.int(HEXES.length)]!.edges)
        if (s.edgeOwner[e] === -1) {
          s.edgeOwner[e] = 0;
          placed++;
        }
  s.edgeOwner[rng.int(EDGE_COUNT)] = 0;
  placed++;
  for (let tries = 0; placed < count && tries < 1000; tries++) {
    const e = rng.int(EDGE_COUNT);
    if (s.edgeOwner[e] !== -1) continue;
    // Mostly grow the network (a path touching a road), sometimes start a separate one.
    const touches = [EDGE_A[e]!, EDGE_B[e]!].some((n) => NODE_EDGES[n]!.some((f) => s.edgeOwner[f] === 0));
    if (!touches && rng.float() < 0.9) continue;
    s.edgeOwner[e] = 0;
    placed++;
  }
  for (let i = 0; i < buildings; i++) s.nodeOwner[rng.int(NODE_COUNT)] = 1 + rng.int(3);
  return s;
}

describe('Longest Road searches only where a longest trail can start', () => {
  it('finds the same length as the search from every intersection on 3,000 random networks', () => {
    const rng = Rng.fromSeed('longest-road-search');
    let allEven = 0;
    for (let i = 0; i < 3000; i++) {
      const s = randomNetwork(rng, rng.int(20), rng.int(5));
      expect(longestRoadOf(s, 0), `network ${i}`).toBe(everyStart(s, 0));
      const even = NODE_EDGES.every((es) => es.filter((e) => s.edgeOwner[e] === 0).length % 2 === 0);
      if (even) allEven++;
    }
    // The networks include the hard case: every intersection even (only loops), found from any start.
    expect(allEven).toBeGreaterThan(50);
  });

  it('a ring of six paths with nothing else is found from any intersection (an all-even network)', () => {
    const s = emptyGame();
    const ring = HEXES[0]!.edges; // hex A's six sides
    for (const e of ring) s.edgeOwner[e] = 0;
    expect(longestRoadOf(s, 0)).toBe(6);
    // Two separate rings: still 6.
    for (const e of HEXES[18]!.edges) s.edgeOwner[e] = 0;
    expect(longestRoadOf(s, 0)).toBe(6);
    // An opponent's settlement on the ring: the ring is walked from it, all the way round.
    s.nodeOwner[EDGE_A[ring[0]!]!] = 1;
    expect(longestRoadOf(s, 0)).toBe(6);
  });
});
