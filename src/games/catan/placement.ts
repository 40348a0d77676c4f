/** Where pieces may go: distance rule, connectivity, the robber's hexes and victims, harbor rates. */
import {
  EDGE_A,
  EDGE_B,
  EDGE_COUNT,
  HEX_COUNT,
  HEX_NODES,
  NODE_COUNT,
  NODE_EDGES,
  NODE_HARBOR_SLOT,
  NODE_NEIGHBORS,
} from './board';

/** Intersections that touch a harbor. */
const HARBOR_NODES: readonly number[] = NODE_HARBOR_SLOT.flatMap((slot, n) => (slot >= 0 ? [n] : []));
import { BANK_RATE, GENERIC_HARBOR, GENERIC_RATE, SETTLEMENT, SPECIAL_RATE } from './data';
import type { CatanRules } from './rules';
import type { CatanState } from './types';

type Rules = CatanRules<unknown, unknown>;

/** The distance rule: the intersection and its neighbours are empty, and the spot is buildable. */
export function settlementSpotFree(state: CatanState, rules: Rules, node: number): boolean {
  const owner = state.nodeOwner;
  if (owner[node] !== -1) return false;
  const ns = NODE_NEIGHBORS[node]!;
  for (let i = 0; i < ns.length; i++) if (owner[ns[i]!] !== -1) return false;
  return rules.nodeBuildable(state, node);
}

/** Whether `seat` has a road touching `node`. */
export function touchesOwnRoad(state: CatanState, seat: number, node: number): boolean {
  const es = NODE_EDGES[node]!;
  for (let i = 0; i < es.length; i++) if (state.edgeOwner[es[i]!] === seat) return true;
  return false;
}

/** A settlement after set-up: distance rule and connected to one of the seat's roads. */
export function canSettle(state: CatanState, rules: Rules, seat: number, node: number): boolean {
  return touchesOwnRoad(state, seat, node) && settlementSpotFree(state, rules, node);
}

export function canCity(state: CatanState, seat: number, node: number): boolean {
  return state.nodeOwner[node] === seat && state.nodeLevel[node] === SETTLEMENT;
}

/** A road end connects when the seat builds there, or it is empty and another of their roads touches it. */
function connectsAt(state: CatanState, seat: number, node: number): boolean {
  const o = state.nodeOwner[node]!;
  if (o === seat) return true;
  if (o !== -1) return false;
  return touchesOwnRoad(state, seat, node);
}

/** A road on an empty path touching the seat's network (never through an opponent's building). During
 *  set-up it must touch the settlement just placed. */
export function canRoad(state: CatanState, seat: number, edge: number): boolean {
  if (state.edgeOwner[edge] !== -1) return false;
  const a = EDGE_A[edge]!;
  const b = EDGE_B[edge]!;
  if (state.phase === 'setup') return a === state.setupNode || b === state.setupNode;
  return connectsAt(state, seat, a) || connectsAt(state, seat, b);
}

/** The robber may go to any allowed hex other than the one it is on. */
export function canRob(state: CatanState, rules: Rules, hex: number): boolean {
  return hex >= 0 && hex < HEX_COUNT && hex !== state.robber && rules.robberAllowed(state, hex);
}

/**
 * Opponents with a building on `hex`, as a bit mask (bit s set for seat s): no allocation, for the hot
 * paths (the listing, the robber rule). Seats are 0..7.
 */
export function victimMask(state: CatanState, seat: number, hex: number): number {
  const ns = HEX_NODES[hex]!;
  const owner = state.nodeOwner;
  let mask = 0;
  for (let i = 0; i < 6; i++) {
    const o = owner[ns[i]!]!;
    if (o !== -1 && o !== seat) mask |= 1 << o;
  }
  return mask;
}

/** Opponents with a building on `hex` (ascending seat order). */
export function victimsAt(state: CatanState, seat: number, hex: number): number[] {
  const out: number[] = [];
  const mask = victimMask(state, seat, hex);
  for (let s = 0; mask >> s !== 0; s++) if ((mask >> s) & 1) out.push(s);
  return out;
}

/**
 * The road frontier's marks: an intersection is on the frontier of the last `markRoadFrontier` when it holds
 * that call's mark (a fresh number each call, so nothing is cleared between calls; the table is cleared
 * only when the numbers wrap round).
 */
const frontierMarks = new Uint32Array(NODE_COUNT);
let frontierMark = 0;

/**
 * Marks the intersections from which `seat` may extend a road: its own buildings, and empty intersections
 * its roads reach. Returns the marks and this call's mark (read them before the next call).
 */
export function markRoadFrontier(state: CatanState, seat: number): number {
  if (frontierMark === 0xffffffff) {
    frontierMarks.fill(0);
    frontierMark = 0;
  }
  const m = ++frontierMark;
  const f = frontierMarks;
  const owner = state.nodeOwner;
  for (let n = 0; n < NODE_COUNT; n++) if (owner[n] === seat) f[n] = m;
  const eo = state.edgeOwner;
  for (let e = 0; e < EDGE_COUNT; e++) {
    if (eo[e] !== seat) continue;
    const a = EDGE_A[e]!;
    const b = EDGE_B[e]!;
    if (owner[a] === -1) f[a] = m;
    if (owner[b] === -1) f[b] = m;
  }
  return m;
}

/** The marks of the last `markRoadFrontier`. */
export const roadFrontierMarks: Readonly<Uint32Array> = frontierMarks;

/** Push every path where `seat` may build a road now (not during set-up). */
export function legalRoadSpots(state: CatanState, seat: number, out: number[]): void {
  const m = markRoadFrontier(state, seat);
  const f = frontierMarks;
  const eo = state.edgeOwner;
  for (let e = 0; e < EDGE_COUNT; e++)
    if (eo[e] === -1 && (f[EDGE_A[e]!] === m || f[EDGE_B[e]!] === m)) out.push(e);
}

/** Push every intersection where `seat` may build a settlement now (not during set-up). */
export function legalSettlementSpots(state: CatanState, rules: Rules, seat: number, out: number[]): void {
  const owner = state.nodeOwner;
  const eo = state.edgeOwner;
  for (let e = 0; e < EDGE_COUNT; e++) {
    if (eo[e] !== seat) continue;
    const a = EDGE_A[e]!;
    const b = EDGE_B[e]!;
    if (owner[a] === -1 && !out.includes(a) && settlementSpotFree(state, rules, a)) out.push(a);
    if (owner[b] === -1 && !out.includes(b) && settlementSpotFree(state, rules, b)) out.push(b);
  }
}

/** Best maritime rate per resource for `seat` (4, 3 with a generic harbor, 2 with that resource's). */
export function maritimeRates(
  state: CatanState,
  seat: number,
  resourceCount: number,
  out?: number[],
): number[] {
  const rates = out ?? new Array<number>(resourceCount);
  if (rates.length !== resourceCount) rates.length = resourceCount;
  for (let r = 0; r < resourceCount; r++) rates[r] = BANK_RATE;
  let generic = false;
  const owner = state.nodeOwner;
  for (let i = 0; i < HARBOR_NODES.length; i++) {
    const n = HARBOR_NODES[i]!;
    if (owner[n] !== seat) continue;
    const kind = state.harbors[NODE_HARBOR_SLOT[n]!]!;
    if (kind === GENERIC_HARBOR) generic = true;
    else if (kind < resourceCount) rates[kind] = SPECIAL_RATE;
  }
  if (generic) for (let r = 0; r < resourceCount; r++) if (rates[r]! > GENERIC_RATE) rates[r] = GENERIC_RATE;
  return rates;
}
