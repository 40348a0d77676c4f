/**
 * The strong bot's evaluation: how good a state is for a seat, in rough victory points. A seat's value is
 * its VP plus what its position is worth: production by pips (less as the game nears its end), resource
 * diversity, useful harbors, cards in hand (and the risk of a 7), unplayed development cards, progress
 * toward Largest Army and Longest Road, and open settlement spots its roads reach. The evaluation of a
 * state for a seat is its value less part of the leader's and of the others'.
 */
import { NODE_HARBOR_SLOT, NODE_HEXES } from './board';
import { GENERIC_HARBOR, KNIGHT, PIPS, VICTORY_POINT } from './data';
import { legalSettlementSpots } from './placement';
import type { Rules } from './ruleBook';
import {
  HAND_SAFE,
  HARBOR_MIN_PIPS,
  RESOURCE_WEIGHT,
  ROBBED_FACTOR,
  SPOTS_COUNTED,
  W_CARD,
  W_CARD_OVER,
  W_DEV,
  W_DIVERSITY,
  W_GENERIC_HARBOR,
  W_KNIGHT,
  W_LEADER,
  W_OTHERS,
  W_PIP,
  W_PROGRESS,
  W_ROAD,
  W_SPECIAL_HARBOR,
  W_SPOT,
  W_SPOT_PIPS,
  WIN_VALUE,
} from './strongData';
import type { CatanState } from './types';

/** Pips a seat collects per resource (a city counts double; the robber's hex mostly not). */
export function productionPips(rules: Rules, state: CatanState, seat: number): number[] {
  const out = new Array<number>(rules.resources.length).fill(0);
  for (let n = 0; n < state.nodeOwner.length; n++) {
    if (state.nodeOwner[n] !== seat) continue;
    const per = rules.buildingProduction[state.nodeLevel[n]!] ?? 1;
    for (const h of NODE_HEXES[n]!) {
      const r = rules.hexResource(state, h);
      const pips = PIPS[state.numbers[h]!] ?? 0;
      if (r < 0 || pips === 0) continue;
      out[r] = out[r]! + pips * per * (state.robber === h ? ROBBED_FACTOR : 1);
    }
  }
  return out;
}

/** Pips of an empty intersection (for open spots). */
export function spotPips(rules: Rules, state: CatanState, node: number): number {
  let v = 0;
  for (const h of NODE_HEXES[node]!) if (rules.hexResource(state, h) >= 0) v += PIPS[state.numbers[h]!] ?? 0;
  return v;
}

function harborValue(state: CatanState, seat: number, pips: readonly number[]): number {
  let v = 0;
  const seen = new Set<number>();
  for (let n = 0; n < state.nodeOwner.length; n++) {
    if (state.nodeOwner[n] !== seat) continue;
    const slot = NODE_HARBOR_SLOT[n]!;
    if (slot < 0 || seen.has(slot)) continue;
    seen.add(slot);
    const kind = state.harbors[slot]!;
    if (kind === GENERIC_HARBOR) v += W_GENERIC_HARBOR;
    else if ((pips[kind] ?? 0) >= HARBOR_MIN_PIPS) v += W_SPECIAL_HARBOR;
  }
  return v;
}

function progress(hand: readonly number[], cost: readonly number[]): number {
  let have = 0;
  cost.forEach((c, r) => (have += Math.min(c, hand[r] ?? 0)));
  return have;
}

const spotScratch: number[] = [];

/** What `seat`'s position is worth, in rough VP. */
export function seatValue(rules: Rules, state: CatanState, seat: number): number {
  const vp = rules.totalVp(state, seat);
  const pips = productionPips(rules, state, seat);
  // Production matters less the closer the seat is to winning.
  const late = Math.max(0.2, (rules.vpToWin - vp) / rules.vpToWin);
  let v = vp;
  let kinds = 0;
  pips.forEach((p, r) => {
    v += p * W_PIP * late * (RESOURCE_WEIGHT[r] ?? 1);
    if (p > 0) kinds++;
  });
  v += kinds * W_DIVERSITY * late + harborValue(state, seat, pips);
  const hand = state.hands[seat]!;
  let cards = 0;
  rules.resources.forEach((spec, r) => {
    if (spec.card) cards += hand[r]!;
  });
  v += Math.min(cards, HAND_SAFE) * W_CARD + Math.max(0, cards - HAND_SAFE) * W_CARD_OVER;
  if (state.citiesLeft[seat]! > 0) v += progress(hand, rules.costs.city) * W_PROGRESS * 0.5;
  if (state.settlementsLeft[seat]! > 0) v += progress(hand, rules.costs.settlement) * W_PROGRESS * 0.5;
  const dev = state.devHand[seat]!;
  const unplayed = dev.reduce((a, b) => a + b, 0) - dev[VICTORY_POINT]!;
  v += unplayed * W_DEV + state.devPlayed[seat]![KNIGHT]! * W_KNIGHT + state.roadLength[seat]! * W_ROAD;
  if (state.settlementsLeft[seat]! > 0) {
    spotScratch.length = 0;
    legalSettlementSpots(state, rules, seat, spotScratch);
    let best = 0;
    for (const n of spotScratch) best = Math.max(best, spotPips(rules, state, n));
    v += Math.min(SPOTS_COUNTED, spotScratch.length) * W_SPOT * late + best * W_SPOT_PIPS * late;
  }
  return v;
}

/** How good `state` is for `seat`: a finished game is decisive; otherwise its value against the others'. */
export function evaluate<S extends CatanState>(
  rules: Rules,
  state: S,
  seat: number,
  extra?: (state: S, seat: number) => number,
): number {
  if (state.result) return state.result.winners.includes(seat) ? WIN_VALUE : -WIN_VALUE;
  const value = (p: number) => seatValue(rules, state, p) + (extra ? extra(state, p) : 0);
  const mine = value(seat);
  let leader = -Infinity;
  let sum = 0;
  for (let o = 0; o < state.seats; o++) {
    if (o === seat) continue;
    const v = value(o);
    leader = Math.max(leader, v);
    sum += v;
  }
  const others = state.seats > 1 ? sum / (state.seats - 1) : 0;
  return mine - W_LEADER * (state.seats > 1 ? leader : 0) - W_OTHERS * others;
}
