/**
 * The scenario's own part of the game state: everything about oil, the Disaster Track, metropolises and the
 * Champion. It sits beside the base Catan state (composition); it never duplicates what the base state holds.
 */
import {
  DISASTER_TRACK_LENGTH,
  COLLAPSE_TOKENS,
  METROPOLIS_POOL,
  OIL_HOLDING_LIMIT,
  OIL_TOKENS,
} from './data';

export interface LastDisaster {
  /** Seat whose turn caused it. */
  seat: number;
  dice: [number, number];
  kind: 'flood' | 'pollution';
  /** Pollution: the hex hit (null when no hex carried the number any more). */
  hex: number | null;
  /** Pollution of a spring: oil destroyed. */
  oilDestroyed: number;
}

export interface OilState {
  /** Oil tokens in the general supply. */
  supply: number;
  /** Oil each seat holds (public). */
  held: number[];
  /** Oil each seat has sequestered (out of the game for good). */
  sequestered: number[];
  /** Oil pollution destroyed (out of the game for good). */
  destroyed: number;
  /** Disaster Track marker, 0..5. */
  marker: number;
  /** Hexes covered by an oil spring. */
  springs: number[];
  /** Number tokens pollution removed, in order (the Disaster Track's circles). */
  removedTokens: number[];
  /** Hexes whose number token pollution removed (they never produce again; no robber there). */
  destroyedHexes: number[];
  /** Intersections whose city carries a metropolis token. */
  metropolises: number[];
  /** Seat holding the Champion of the Environment token. */
  champion: number | null;
  /** Oil used (converted or built with) in the current turn. */
  usedThisTurn: number;
  /** Whether the active player sequestered this turn. */
  sequesteredThisTurn: boolean;
  /** Set when the 5th token was removed: the island is abandoned. */
  collapsed: boolean;
  lastDisaster: LastDisaster | null;
}

export function newOilState(seats: number, springs: number[]): OilState {
  return {
    supply: OIL_TOKENS,
    held: new Array<number>(seats).fill(0),
    sequestered: new Array<number>(seats).fill(0),
    destroyed: 0,
    marker: 0,
    springs,
    removedTokens: [],
    destroyedHexes: [],
    metropolises: [],
    champion: null,
    usedThisTurn: 0,
    sequesteredThisTurn: false,
    collapsed: false,
    lastDisaster: null,
  };
}

/** Metropolis tokens left in the shared pool. */
export function metropolisesLeft(oil: OilState): number {
  return METROPOLIS_POOL - oil.metropolises.length;
}

/** Oil the seat may still take before hitting the holding limit. */
export function oilRoom(oil: OilState, seat: number): number {
  return Math.max(0, OIL_HOLDING_LIMIT - (oil.held[seat] ?? 0));
}

/** The oil-only invariants (the board-dependent ones live with the engine glue). */
export function oilInvariants(oil: OilState): string[] {
  const out: string[] = [];
  const held = oil.held.reduce((a, b) => a + b, 0);
  const seq = oil.sequestered.reduce((a, b) => a + b, 0);
  const total = oil.supply + held + seq + oil.destroyed;
  if (total !== OIL_TOKENS)
    out.push(
      `oil: supply ${oil.supply} + held ${held} + sequestered ${seq} + destroyed ${oil.destroyed} = ${total}, not ${OIL_TOKENS}`,
    );
  if (oil.supply < 0) out.push(`oil: negative supply ${oil.supply}`);
  oil.held.forEach((h, s) => {
    if (h < 0 || h > OIL_HOLDING_LIMIT)
      out.push(`oil: seat ${s} holds ${h} oil (limit ${OIL_HOLDING_LIMIT})`);
  });
  if (oil.marker < 0 || oil.marker > DISASTER_TRACK_LENGTH)
    out.push(`disaster track marker at ${oil.marker}`);
  if (oil.removedTokens.length > COLLAPSE_TOKENS)
    out.push(`${oil.removedTokens.length} removed tokens (max ${COLLAPSE_TOKENS})`);
  if (oil.removedTokens.length !== oil.destroyedHexes.length)
    out.push(`removed tokens ${oil.removedTokens.length} but destroyed hexes ${oil.destroyedHexes.length}`);
  if (oil.removedTokens.length >= COLLAPSE_TOKENS && !oil.collapsed)
    out.push('5 tokens removed but not collapsed');
  if (oil.metropolises.length > METROPOLIS_POOL)
    out.push(`${oil.metropolises.length} metropolises (pool ${METROPOLIS_POOL})`);
  if (new Set(oil.metropolises).size !== oil.metropolises.length) out.push('two metropolises on one spot');
  for (const h of oil.destroyedHexes) if (oil.springs.includes(h)) out.push(`spring hex ${h} lost its token`);
  return out;
}
