/** Set-up placements and building: settlements, cities, roads (paid or free). */
import { LastActionsAt } from './lastAction';
import { ruleError } from '../types';
import { EDGE_NAMES, NODE_EDGES, NODE_HEXES, NODE_NAMES, edgeIndex, nodeIndex } from './board';
import type { GameEvent } from '../types';
import { CITY, SETTLEMENT } from './data';
import { type RuleBook, type Events, bundleText } from './ruleBook';
import { canAfford, fromBank, pay } from './economy';
import { extendLongestRoad, updateLongestRoad } from './longestRoad';
import { canCity, canRoad, canSettle, settlementSpotFree } from './placement';
import { setupSeat } from './setup';
import type { ActionOf, CatanState, Refusal } from './types';
import { edgeWords, harborWords, nodeWords } from './words';

/** The intersection an action names, -1 for none (the field is checked: callers may pass raw input). */
function nodeOf(action: { at: unknown }): number {
  return typeof action.at === 'string' ? nodeIndex(action.at) : -1;
}
function edgeOf(action: { at: unknown }): number {
  return typeof action.at === 'string' ? edgeIndex(action.at) : -1;
}
const BAD_NODE = (): Refusal => ruleError('bad-spot', 'Name an intersection by its number, 1–54.');
const BAD_EDGE = (): Refusal => ruleError('bad-spot', 'Name a path by its two intersections, e.g. "12-22".');

/**
 * "{p0} placed a road on 12-22 (E hills 6 · F pasture 4)." (set-up), "built a road", "built a free road": a
 * spot is named with the hexes around it, which the picture labels (its intersection numbers are few).
 */
function roadEvent(book: RuleBook, state: CatanState, seat: number, how: string, edge: number): GameEvent {
  return { text: `{p${seat}} ${how} road on ${edgeWords(state, edge, book.rules.hexKind)}.`, kind: 'build' };
}
/**
 * "{p0} built a settlement on 12 (…)." / "a city", "placed a settlement" in set-up. A settlement by a harbor
 * says so ("…, by the 2:1 ore harbor."), as the menu that offered the spot did; a city there already had it.
 */
function buildingEvent(
  book: RuleBook,
  state: CatanState,
  seat: number,
  how: string,
  node: number,
  harbor: string | null = null,
): GameEvent {
  const by = harbor ? `, by the ${harbor}` : '';
  return { text: `{p${seat}} ${how} on ${nodeWords(state, node, book.rules.hexKind)}${by}.`, kind: 'build' };
}

const ROAD_BUILT = new LastActionsAt('road', 'edge');
const SETTLEMENT_BUILT = new LastActionsAt('settlement', 'node');
const CITY_BUILT = new LastActionsAt('city', 'node');

/** Opponents whose roads pass through `node` may have been split by a new building there. */
function seatsThrough(state: CatanState, node: number, builder: number): number[] | null {
  const es = NODE_EDGES[node]!;
  let out: number[] | null = null;
  for (let i = 0; i < es.length; i++) {
    const o = state.edgeOwner[es[i]!]!;
    if (o < 0 || o === builder) continue;
    let count = 0;
    for (let j = 0; j < es.length; j++) if (state.edgeOwner[es[j]!] === o) count++;
    if (count >= 2) {
      out ??= [];
      if (!out.includes(o)) out.push(o);
    }
  }
  return out;
}

/** Lays a road, says so with `event`, then checks the longest road. */
function placeRoad(state: CatanState, seat: number, edge: number, event: GameEvent, events: Events): void {
  state.edgeOwner[edge] = seat;
  state.roadsLeft[seat] = state.roadsLeft[seat]! - 1;
  state.last = ROAD_BUILT.at(seat, edge);
  events.push(event);
  extendLongestRoad(state, events, seat, edge);
}

/**
 * Place a settlement and say so (`how`: "placed a settlement" in set-up, else "built a settlement"), then what
 * it does to Longest Road (a split road), in that order.
 */
function placeSettlement(
  book: RuleBook,
  state: CatanState,
  seat: number,
  node: number,
  events: Events,
  how: string,
): void {
  state.nodeOwner[node] = seat;
  state.nodeLevel[node] = SETTLEMENT;
  state.settlementsLeft[seat] = state.settlementsLeft[seat]! - 1;
  state.vp[seat] = state.vp[seat]! + book.rules.buildingVp[SETTLEMENT]!;
  state.last = SETTLEMENT_BUILT.at(seat, node);
  events.push(buildingEvent(book, state, seat, how, node, harborWords(state, node, book.names)));
  const split = seatsThrough(state, node, seat);
  if (split) updateLongestRoad(state, events, split);
}

export function applySetupSettlement(
  book: RuleBook,
  state: CatanState,
  seat: number,
  action: ActionOf<'settlement'>,
  events: Events,
): Refusal | null {
  if (state.setupNode !== -1)
    return ruleError('wrong-step', 'Place the road next to your new settlement first.');
  const node = nodeOf(action);
  if (node < 0) return BAD_NODE();
  if (!settlementSpotFree(state, book.rules, node))
    return ruleError(
      'illegal-spot',
      `You cannot settle on ${NODE_NAMES[node]}: it or a neighbouring intersection is taken.`,
    );
  placeSettlement(book, state, seat, node, events, 'placed a settlement');
  state.setupNode = node;
  if (state.setupStep >= state.seats) {
    const got = new Array<number>(book.R).fill(0);
    for (const h of NODE_HEXES[node]!) {
      const r = book.rules.hexResource(state, h);
      if (r < 0 || state.bank[r]! <= 0) continue;
      fromBank(state, seat, r, 1);
      got[r] = got[r]! + 1;
    }
    let parts = '';
    for (let r = 0; r < book.R; r++)
      if (got[r]! > 0) parts += `${parts ? ', ' : ''}${got[r]} ${book.names[r]}`;
    if (parts) events.push({ text: `{p${seat}} took ${parts}.`, kind: 'income' });
  }
  return null;
}

export function applySetupRoad(
  book: RuleBook,
  state: CatanState,
  seat: number,
  action: ActionOf<'road'>,
  events: Events,
): Refusal | null {
  if (state.setupNode === -1) return ruleError('wrong-step', 'Place a settlement first.');
  const edge = edgeOf(action);
  if (edge < 0) return BAD_EDGE();
  if (!canRoad(state, seat, edge))
    return ruleError(
      'illegal-spot',
      `The road must touch the settlement you just placed on ${NODE_NAMES[state.setupNode]}.`,
    );
  placeRoad(state, seat, edge, roadEvent(book, state, seat, 'placed a', edge), events);
  state.setupNode = -1;
  state.setupStep++;
  if (state.setupStep >= 2 * state.seats) {
    state.phase = 'roll';
    state.current = state.startSeat;
    state.turn = 1;
    events.push({ text: `Set-up is done. {p${state.startSeat}} starts.`, kind: 'turn' });
  } else {
    state.current = setupSeat(state.startSeat, state.seats, state.setupStep);
  }
  return null;
}

export function applyBuildSettlement(
  book: RuleBook,
  state: CatanState,
  seat: number,
  action: ActionOf<'settlement'>,
  events: Events,
): Refusal | null {
  const node = nodeOf(action);
  if (node < 0) return BAD_NODE();
  if (state.settlementsLeft[seat]! <= 0) return ruleError('no-pieces', 'You have no settlements left.');
  if (!canAfford(state, seat, book.rules.costs.settlement))
    return ruleError('cannot-afford', `A settlement costs ${bundleText(book, book.rules.costs.settlement)}.`);
  if (!canSettle(state, book.rules, seat, node))
    return ruleError(
      'illegal-spot',
      `You cannot settle on ${NODE_NAMES[node]}: it must be empty, two paths from any building, and on your road.`,
    );
  pay(state, seat, book.rules.costs.settlement);
  placeSettlement(book, state, seat, node, events, 'built a settlement');
  return null;
}

export function applyBuildCity(
  book: RuleBook,
  state: CatanState,
  seat: number,
  action: ActionOf<'city'>,
  events: Events,
): Refusal | null {
  const node = nodeOf(action);
  if (node < 0) return BAD_NODE();
  if (state.citiesLeft[seat]! <= 0) return ruleError('no-pieces', 'You have no cities left.');
  if (!canAfford(state, seat, book.rules.costs.city))
    return ruleError('cannot-afford', `A city costs ${bundleText(book, book.rules.costs.city)}.`);
  if (!canCity(state, seat, node))
    return ruleError('illegal-spot', `You have no settlement on ${NODE_NAMES[node]} to upgrade.`);
  pay(state, seat, book.rules.costs.city);
  state.nodeLevel[node] = CITY;
  state.citiesLeft[seat] = state.citiesLeft[seat]! - 1;
  state.settlementsLeft[seat] = state.settlementsLeft[seat]! + 1;
  const vp = book.rules.buildingVp;
  state.vp[seat] = state.vp[seat]! + vp[CITY]! - vp[SETTLEMENT]!;
  state.last = CITY_BUILT.at(seat, node);
  events.push(buildingEvent(book, state, seat, 'built a city', node));
  return null;
}

/** A road, paid for, or free during Road Building. */
export function applyBuildRoad(
  book: RuleBook,
  state: CatanState,
  seat: number,
  action: ActionOf<'road'>,
  events: Events,
  free = false,
): Refusal | null {
  const edge = edgeOf(action);
  if (edge < 0) return BAD_EDGE();
  if (state.roadsLeft[seat]! <= 0) return ruleError('no-pieces', 'You have no roads left.');
  if (!free && !canAfford(state, seat, book.rules.costs.road))
    return ruleError('cannot-afford', `A road costs ${bundleText(book, book.rules.costs.road)}.`);
  if (!canRoad(state, seat, edge))
    return ruleError(
      'illegal-spot',
      `You cannot build on ${EDGE_NAMES[edge]}: it must be empty and join your roads or buildings.`,
    );
  if (!free) pay(state, seat, book.rules.costs.road);
  placeRoad(state, seat, edge, roadEvent(book, state, seat, free ? 'built a free' : 'built a', edge), events);
  return null;
}
