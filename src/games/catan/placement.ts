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
import type { CatanState, Sink } from './types';

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
 * The spot walks: each rule's spots listed by one walk of the board, which both the legal-action listing
 * (legal.ts: `spots` is the rule book's kept action per spot) and the spot listing for a pending choice
 * (`legalSpotIndices`, the bots and presenters: `spots` is `NODE_SPOTS` or `PATH_SPOTS`) push from, so the two
 * cannot list different spots. Each pushes `spots[i]` for every spot `i` the rule allows, in spot order; the
 * apply side checks the one spot named with the rule's own test (`canRoad`, `settlementSpotFree`, `canCity`).
 */

/** The spots themselves, for `legalSpotIndices`: intersection n is `NODE_SPOTS[n]`, path e `PATH_SPOTS[e]`. */
export const NODE_SPOTS: readonly number[] = spotNumbers(NODE_COUNT);
export const PATH_SPOTS: readonly number[] = spotNumbers(EDGE_COUNT);

function spotNumbers(count: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(i);
  return out;
}

/** 1 when `x` is 0, else 0, without a branch. */
function isZero(x: number): number {
  return ((x | -x) >>> 31) ^ 1;
}

/** Paths as a set of bits, 32 a word: path e is bit `e & 31` of word `e >> 5`. */
const PATH_WORDS = (EDGE_COUNT + 31) >> 5;
/** The free paths next to the seat's road network, as `gatherRoadSpots` finds them (kept from call to call). */
const roadPaths = new Int32Array(PATH_WORDS);
/** Each intersection's paths, three a row (a second path again for an intersection with two): the board's. */
const NODE_PATHS = new Int32Array(NODE_COUNT * 3);
for (let n = 0; n < NODE_COUNT; n++) {
  const es = NODE_EDGES[n]!;
  for (let j = 0; j < 3; j++) NODE_PATHS[n * 3 + j] = es[Math.min(j, es.length - 1)]!;
}

/** Adds the free paths at intersection `n` to `roadPaths`, when `keep` is -1 (not when it is 0). */
function addFreePaths(eo: readonly number[], n: number, keep: number): void {
  for (let j = n * 3; j < n * 3 + 3; j++) {
    const e = NODE_PATHS[j]!;
    roadPaths[e >> 5]! |= (isZero(eo[e]! + 1) << (e & 31)) & keep;
  }
}

/**
 * The paths where `seat` may build a road now (not during set-up; `canRoad` for one path), into `roadPaths` as
 * bits: the free paths at the seat's buildings and at the empty ends of its roads. The seat's roads are found as
 * a set of bits without a branch per path, and the free paths are gathered as bits too (so in path order, each
 * once): whether a path or an intersection is the seat's is a coin toss to the processor, and its wrong guesses
 * cost more than the walk's reads (README, round 9a).
 */
function gatherRoadSpots(state: CatanState, seat: number): void {
  const owner = state.nodeOwner;
  const eo = state.edgeOwner;
  for (let w = 0; w < PATH_WORDS; w++) roadPaths[w] = 0;
  for (let n = 0; n < NODE_COUNT; n++) if (owner[n] === seat) addFreePaths(eo, n, -1);
  for (let w = 0; w < PATH_WORDS; w++) {
    const first = w << 5;
    const end = Math.min(EDGE_COUNT, first + 32);
    let own = 0;
    for (let e = first; e < end; e++) own |= isZero(eo[e]! ^ seat) << (e & 31);
    // Each of the seat's roads: the free paths at either end that nobody has built on (-isZero: -1 or 0).
    while (own !== 0) {
      const low = own & -own;
      own ^= low;
      const e = first + 31 - Math.clz32(low);
      addFreePaths(eo, EDGE_A[e]!, -isZero(owner[EDGE_A[e]!]! + 1));
      addFreePaths(eo, EDGE_B[e]!, -isZero(owner[EDGE_B[e]!]! + 1));
    }
  }
}

/** Push `spots[e]` for every path where `seat` may build a road now (not during set-up), in path order. */
export function legalRoadSpots<T>(state: CatanState, seat: number, spots: readonly T[], out: Sink<T>): void {
  gatherRoadSpots(state, seat);
  for (let w = 0; w < PATH_WORDS; w++) {
    let paths = roadPaths[w]!;
    while (paths !== 0) {
      const low = paths & -paths;
      paths ^= low;
      out.push(spots[(w << 5) + 31 - Math.clz32(low)]!);
    }
  }
}

/** Whether `seat` has a road piece and somewhere to build it (not during set-up): for Road Building. */
export function anyRoadSpot(state: CatanState, seat: number): boolean {
  if (state.roadsLeft[seat]! <= 0) return false;
  gatherRoadSpots(state, seat);
  let any = 0;
  for (let w = 0; w < PATH_WORDS; w++) any |= roadPaths[w]!;
  return any !== 0;
}

/** Set-up: push `spots[e]` for every path touching the settlement just placed (`canRoad`), in path order. */
export function legalSetupRoadSpots<T>(
  state: CatanState,
  seat: number,
  spots: readonly T[],
  out: Sink<T>,
): void {
  for (let e = 0; e < EDGE_COUNT; e++) if (canRoad(state, seat, e)) out.push(spots[e]!);
}

/** Set-up: push `spots[n]` for every intersection free by the distance rule, in intersection order. */
export function legalSetupSettlementSpots<T>(
  state: CatanState,
  rules: Rules,
  spots: readonly T[],
  out: Sink<T>,
): void {
  for (let n = 0; n < NODE_COUNT; n++) if (settlementSpotFree(state, rules, n)) out.push(spots[n]!);
}

/**
 * Push `spots[n]` for every intersection where `seat` may build a city (its settlements: `canCity`), in
 * intersection order. They are found as a set of bits without a branch per intersection: whose each one is, is
 * a coin toss to the processor (README, round 10).
 */
export function legalCitySpots<T>(state: CatanState, seat: number, spots: readonly T[], out: Sink<T>): void {
  const owner = state.nodeOwner;
  const level = state.nodeLevel;
  for (let first = 0; first < NODE_COUNT; first += 32) {
    const end = Math.min(NODE_COUNT, first + 32);
    let mine = 0;
    for (let n = first; n < end; n++)
      mine |= (isZero(owner[n]! ^ seat) & isZero(level[n]! - SETTLEMENT)) << (n & 31);
    while (mine !== 0) {
      const low = mine & -mine;
      mine ^= low;
      out.push(spots[first + 31 - Math.clz32(low)]!);
    }
  }
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
