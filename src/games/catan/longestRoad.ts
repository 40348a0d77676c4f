/**
 * Longest Road: the longest trail (no path counted twice, branches don't add) through a player's roads,
 * broken at intersections holding an opponent's building; and who holds the card.
 */
import type { GameEvent } from '../types';
import { EDGE_A, EDGE_B, EDGE_COUNT, NODE_COUNT, NODE_EDGES, NODE_NEIGHBORS } from './board';
import { LONGEST_ROAD_MIN, VP_LONGEST_ROAD } from './data';
import type { CatanState, Sink } from './types';

const visited = new Uint8Array(EDGE_COUNT);
/**
 * Intersections and paths marked with the number of the walk in progress, so nothing is cleared between walks
 * (a fresh mark each time; the tables are cleared only when the numbers wrap round).
 */
class Marks {
  readonly nodes = new Uint32Array(NODE_COUNT);
  readonly paths = new Uint32Array(EDGE_COUNT);
  mark = 0;

  next(): number {
    if (this.mark === 0xffffffff) {
      this.nodes.fill(0);
      this.paths.fill(0);
      this.mark = 0;
    }
    return ++this.mark;
  }
}
/**
 * The search's marks: intersections tried as a start, and paths some search has walked (the searches from the
 * start candidates, then the fallbacks).
 */
const searchMarks = new Marks();
const seenMark = searchMarks.nodes;
const reachedMark = searchMarks.paths;
let mark = 0;
/** The searcher's paths, listed once per search (the board has 72; a seat holds at most its 15 roads). */
const seatPaths = new Int32Array(EDGE_COUNT);
/** The board's paths and neighbours per intersection, three slots each (-1 where a coast has two). */
const NODE_PATHS = new Int8Array(NODE_COUNT * 3).fill(-1);
const NODE_NEXT = new Int8Array(NODE_COUNT * 3).fill(-1);
for (let n = 0; n < NODE_COUNT; n++)
  NODE_EDGES[n]!.forEach((e, i) => {
    NODE_PATHS[n * 3 + i] = e;
    NODE_NEXT[n * 3 + i] = NODE_NEIGHBORS[n]![i]!;
  });

// The search in progress (the engine is synchronous): whose roads, on which board.
let roadOwner: readonly number[] = [];
let buildingOwner: readonly number[] = [];
let searcher = -1;

/** The longest trail from `node` over unwalked paths of `searcher` (through no opponent's building). */
function trail(node: number, start: boolean): number {
  if (!start) {
    const owner = buildingOwner[node]!;
    if (owner !== -1 && owner !== searcher) return 0;
  }
  let best = 0;
  const slot = node * 3;
  for (let i = slot; i < slot + 3; i++) {
    const e = NODE_PATHS[i]!;
    if (e < 0) break;
    if (visited[e] === 1 || roadOwner[e] !== searcher) continue;
    visited[e] = 1;
    reachedMark[e] = mark;
    const len = 1 + trail(NODE_NEXT[i]!, false);
    visited[e] = 0;
    if (len > best) best = len;
  }
  return best;
}

/** Whether a trail may start at `node` and be the longest: see `longestRoadOf`. */
function startCandidate(node: number): boolean {
  const owner = buildingOwner[node]!;
  if (owner !== -1 && owner !== searcher) return true;
  let degree = 0;
  const slot = node * 3;
  for (let i = slot; i < slot + 3; i++) {
    const e = NODE_PATHS[i]!;
    if (e >= 0 && roadOwner[e] === searcher) degree++;
  }
  return (degree & 1) === 1;
}

/** The search about to run: whose roads, on which board. */
function searchFor(state: CatanState, seat: number): void {
  roadOwner = state.edgeOwner;
  buildingOwner = state.nodeOwner;
  searcher = seat;
}

/**
 * The length of `seat`'s longest road: the longest trail over its paths that passes through no opponent's
 * building (it may start or end at one).
 *
 * A longest trail cannot be made longer, so where it starts every path of the seat is used (else one more
 * path could go in front), unless an opponent's building stands there. If it does not end where it starts,
 * it leaves its start once more than it comes back, so the start has an odd number of the seat's paths. So
 * a longest trail starts at an opponent's building or at an odd intersection — or it is a closed loop
 * through a whole network where every intersection is even and free, and then any intersection of it is a
 * start as good as any. The search therefore starts at those candidates, then once in each network none of
 * those searches reached.
 */
export function longestRoadOf(state: CatanState, seat: number): number {
  searchFor(state, seat);
  const m = (mark = searchMarks.next());
  const owners = state.edgeOwner;
  let paths = 0;
  for (let e = 0; e < EDGE_COUNT; e++) if (owners[e] === seat) seatPaths[paths++] = e;
  let best = 0;
  // No trail is longer than all the seat's paths: once one is that long, the search is over.
  for (let i = 0; i < paths && best < paths; i++) {
    const e = seatPaths[i]!;
    const a = EDGE_A[e]!;
    const b = EDGE_B[e]!;
    if (seenMark[a] !== m) {
      seenMark[a] = m;
      if (startCandidate(a)) {
        const len = trail(a, true);
        if (len > best) best = len;
      }
    }
    if (seenMark[b] !== m) {
      seenMark[b] = m;
      if (startCandidate(b)) {
        const len = trail(b, true);
        if (len > best) best = len;
      }
    }
  }
  for (let i = 0; i < paths && best < paths; i++) {
    const e = seatPaths[i]!;
    if (reachedMark[e] !== m) {
      const len = trail(EDGE_A[e]!, true);
      if (len > best) best = len;
    }
  }
  roadOwner = buildingOwner = [];
  return best;
}

/** The walk of `closesNoLoop`: intersections and paths marked with its own number. */
const loopMarks = new Marks();
const loopNodeMark = loopMarks.nodes;
const loopPathMark = loopMarks.paths;
let loopMark = 0;

/**
 * Whether the searcher's paths reachable from `node` (entered by a path already marked) close no loop that a
 * trail could go round: the walk stops at an opponent's building (a trail ends there), so a ring through one
 * is no loop. Reaching a free intersection a second time is one.
 */
function closesNoLoop(node: number): boolean {
  const owner = buildingOwner[node]!;
  if (owner !== -1 && owner !== searcher) return true;
  if (loopNodeMark[node] === loopMark) return false;
  loopNodeMark[node] = loopMark;
  const slot = node * 3;
  for (let i = slot; i < slot + 3; i++) {
    const e = NODE_PATHS[i]!;
    if (e < 0) break;
    if (roadOwner[e] !== searcher || loopPathMark[e] === loopMark) continue;
    loopPathMark[e] = loopMark;
    if (!closesNoLoop(NODE_NEXT[i]!)) return false;
  }
  return true;
}

/**
 * `seat`'s longest road once its new road on `edge` is laid (`edgeOwner[edge]` already `seat`), from its
 * length before: `state.roadLength[seat]`, which the engine keeps exact (invariants.ts checks it).
 *
 * A new road changes no building, so every trail without it was there before and is at most the old length;
 * a longer one runs through the new road. When the seat's paths around the new road close no loop (the walk
 * of `closesNoLoop`), the trails on its two sides share no path, so the longest through it is the longest
 * trail leaving each end, away from it, plus one. With a loop, the whole search (`longestRoadOf`) answers.
 */
export function longestRoadWith(state: CatanState, seat: number, edge: number): number {
  searchFor(state, seat);
  loopMark = loopMarks.next();
  loopPathMark[edge] = loopMark;
  const a = EDGE_A[edge]!;
  const b = EDGE_B[edge]!;
  if (!closesNoLoop(a) || !closesNoLoop(b)) return longestRoadOf(state, seat);
  visited[edge] = 1;
  const through = trail(a, false) + 1 + trail(b, false);
  visited[edge] = 0;
  roadOwner = buildingOwner = [];
  const before = state.roadLength[seat]!;
  return through > before ? through : before;
}

/** `seat` laid its road on `edge`: its new length (`longestRoadWith`), then the card as `updateLongestRoad` moves it. */
export function extendLongestRoad(
  state: CatanState,
  events: Sink<GameEvent>,
  seat: number,
  edge: number,
): void {
  state.roadLength[seat] = longestRoadWith(state, seat, edge);
  awardLongestRoad(state, events);
}

/**
 * Recompute the road lengths of `seats` (one seat, several, or all when omitted) and move the Longest Road card
 * (`awardLongestRoad`).
 */
export function updateLongestRoad(
  state: CatanState,
  events: Sink<GameEvent>,
  seats?: readonly number[] | number,
): void {
  if (typeof seats === 'number') state.roadLength[seats] = longestRoadOf(state, seats);
  else if (seats) for (const s of seats) state.roadLength[s] = longestRoadOf(state, s);
  else for (let s = 0; s < state.seats; s++) state.roadLength[s] = longestRoadOf(state, s);
  awardLongestRoad(state, events);
}

/**
 * Move the Longest Road card by the seats' road lengths:
 * - the holder keeps it while their road is 5+ and still ties for the longest;
 * - otherwise it goes to the single player with the longest road of 5+, or is set aside when nobody has 5+
 *   or several tie for the longest;
 * - with no holder, the first single player with the longest road of 5+ takes it.
 */
function awardLongestRoad(state: CatanState, events: Sink<GameEvent>): void {
  const lengths = state.roadLength;
  let max = 0;
  let atMax = 0;
  let leader = -1;
  for (let s = 0; s < state.seats; s++) {
    const l = lengths[s]!;
    if (l > max) {
      max = l;
      atMax = 1;
      leader = s;
    } else if (l === max) atMax++;
  }
  const holder = state.longestRoad;
  if (holder >= 0 && lengths[holder]! === max && max >= LONGEST_ROAD_MIN) return;
  const next = max >= LONGEST_ROAD_MIN && atMax === 1 ? leader : -1;
  if (next === holder) return;
  if (holder >= 0) state.vp[holder] = state.vp[holder]! - VP_LONGEST_ROAD;
  state.longestRoad = next;
  // The card changing hands moves 2 VP from one player to another: the line names both, as the scores do not
  // say who lost them.
  if (next >= 0) {
    state.vp[next] = state.vp[next]! + VP_LONGEST_ROAD;
    const from = holder >= 0 ? ` from {p${holder}}` : '';
    events.push({ text: `{p${next}} took Longest Road${from} (${max} roads).`, kind: 'longestRoad' });
  } else {
    events.push({ text: `{p${holder}} lost Longest Road: the card was set aside.`, kind: 'longestRoad' });
  }
}
