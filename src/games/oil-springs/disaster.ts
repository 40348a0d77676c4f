/**
 * The disaster phase's pure parts: which hex pollution hits, what a flood does to the coast, and the end
 * of the island. The engine glue (oil-springs rules) applies the results to the state.
 */
import type { Rng } from '../rng';
import { COLLAPSE_TOKENS, FLOOD_ROLL } from './data';

/** A hex as pollution sees it: its number token (null once removed) and whether a spring covers it. */
export interface PollutableHex {
  hex: number;
  number: number | null;
  spring: boolean;
}

/** What a disaster roll means. */
export type DisasterKind = 'flood' | 'pollution';

export function disasterKind(roll: number): DisasterKind {
  return roll === FLOOD_ROLL ? 'flood' : 'pollution';
}

/**
 * The hex pollution hits on `roll`: the one hex still carrying that number, one chosen at random among
 * several, or null when no hex carries it any more (then nothing happens).
 */
export function pollutionTarget(
  hexes: readonly PollutableHex[],
  roll: number,
  rng: Rng,
): PollutableHex | null {
  const candidates = hexes.filter((h) => h.number === roll);
  if (candidates.length === 0) return null;
  if (candidates.length === 1) return candidates[0]!;
  return rng.pick(candidates);
}

/** A building as a flood sees it. */
export interface CoastalBuilding {
  spot: number;
  owner: number;
  kind: 'settlement' | 'city';
  metropolis: boolean;
  coastal: boolean;
}

export interface FloodOutcome {
  /** Settlements washed away (returned to their owners). */
  removed: { spot: number; owner: number }[];
  /** Cities downsized to settlements. */
  reduced: { spot: number; owner: number }[];
  /**
   * Cities washed away entirely because their owner had no settlement piece left to put in their place
   * (decision; the settlements removed by the same flood are returned first).
   */
  removedCities: { spot: number; owner: number }[];
}

/**
 * Coastal flooding: every coastal settlement is removed; every coastal city becomes a settlement; roads and
 * metropolises are untouched. `settlementsInSupply[seat]` is each owner's spare settlement pieces before
 * the flood.
 */
export function floodCoast(
  buildings: readonly CoastalBuilding[],
  settlementsInSupply: readonly number[],
): FloodOutcome {
  const spare = settlementsInSupply.slice();
  const out: FloodOutcome = { removed: [], reduced: [], removedCities: [] };
  for (const b of buildings) {
    if (!b.coastal || b.metropolis || b.kind !== 'settlement') continue;
    out.removed.push({ spot: b.spot, owner: b.owner });
    spare[b.owner] = (spare[b.owner] ?? 0) + 1;
  }
  for (const b of buildings) {
    if (!b.coastal || b.metropolis || b.kind !== 'city') continue;
    if ((spare[b.owner] ?? 0) > 0) {
      spare[b.owner]!--;
      out.reduced.push({ spot: b.spot, owner: b.owner });
    } else {
      out.removedCities.push({ spot: b.spot, owner: b.owner });
    }
  }
  return out;
}

/** The island is abandoned when the last circle of the Disaster Track is filled. */
export function islandAbandoned(removedTokens: number): boolean {
  return removedTokens >= COLLAPSE_TOKENS;
}
