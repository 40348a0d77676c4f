/**
 * Legal actions (menus, bots, fuzzing) and legal spots for a pending choice. Open-ended choices are
 * represented, not enumerated in full: discards by a few sensible splits, domestic offers by 1-for-1 offers,
 * counter-offers not at all (they are validated when made).
 */
import { EDGE_COUNT, EDGE_NAMES, HEX_COUNT, HEX_NAMES, NODE_COUNT, NODE_NAMES } from './board';
import { KNIGHT, MONOPOLY, ROAD_BUILDING, YEAR_OF_PLENTY } from './data';
import { type Ctx, bundleRecord } from './context';
import { canAfford, room } from './economy';
import { canPlayDev, yearOfPlentyCapacity } from './devCards';
import {
  legalRoadSpots,
  legalSettlementSpots,
  canCity,
  canRob,
  canRoad,
  maritimeRates,
  settlementSpotFree,
  victimsAt,
} from './placement';
import {
  ANSWER_ACCEPTED,
  ANSWER_COUNTERED,
  ANSWER_WAITING,
  type CatanAction,
  type CatanState,
  type SpotKind,
} from './types';

const ratesScratch: number[] = [];
const spots: number[] = [];

function legalRoads(ctx: Ctx, state: CatanState, seat: number, out: CatanAction[]): void {
  spots.length = 0;
  legalRoadSpots(state, seat, spots);
  for (let i = 0; i < spots.length; i++) out.push(ctx.acts.road[spots[i]!]!);
}

/** Spot indices for a pending choice (intersections, paths or hexes), for the seat. */
export function legalSpotIndices(ctx: Ctx, state: CatanState, seat: number, kind: SpotKind): number[] {
  const out: number[] = [];
  if (kind === 'settlement') {
    const setup = state.phase === 'setup';
    if (setup) {
      for (let n = 0; n < NODE_COUNT; n++) if (settlementSpotFree(state, ctx.rules, n)) out.push(n);
    } else {
      legalSettlementSpots(state, ctx.rules, seat, out);
      out.sort((a, b) => a - b);
    }
  } else if (kind === 'city') {
    for (let n = 0; n < NODE_COUNT; n++) if (canCity(state, seat, n)) out.push(n);
  } else if (kind === 'road') {
    if (state.phase === 'setup') {
      for (let e = 0; e < EDGE_COUNT; e++) if (canRoad(state, seat, e)) out.push(e);
    } else legalRoadSpots(state, seat, out);
  } else {
    for (let h = 0; h < HEX_COUNT; h++) if (canRob(state, ctx.rules, h)) out.push(h);
  }
  return out;
}

/** Spot names for a pending choice: intersections "12", paths "12-22", hexes "J". */
export function legalSpotNames(ctx: Ctx, state: CatanState, seat: number, kind: SpotKind): string[] {
  const names = kind === 'road' ? EDGE_NAMES : kind === 'robber' ? HEX_NAMES : NODE_NAMES;
  return legalSpotIndices(ctx, state, seat, kind).map((i) => names[i]!);
}

/** A few ways to discard `owed` cards: for each resource held, take from it first, then from the largest piles. */
export function legalDiscards(ctx: Ctx, state: CatanState, seat: number): CatanAction[] {
  const owed = state.discardOwed[seat]!;
  const hand = state.hands[seat]!;
  const seen = new Set<string>();
  const out: CatanAction[] = [];
  for (let first = 0; first < ctx.R; first++) {
    if (hand[first]! <= 0) continue;
    const left = hand.slice();
    const cards = new Array<number>(ctx.R).fill(0);
    let need = owed;
    const fromFirst = Math.min(need, left[first]!);
    cards[first] = fromFirst;
    left[first] = left[first]! - fromFirst;
    need -= fromFirst;
    while (need > 0) {
      let best = -1;
      for (let r = 0; r < ctx.R; r++) if (left[r]! > 0 && (best < 0 || left[r]! > left[best]!)) best = r;
      if (best < 0) break;
      cards[best] = cards[best]! + 1;
      left[best] = left[best]! - 1;
      need--;
    }
    const key = cards.join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ type: 'discard', cards: bundleRecord(ctx, cards) });
  }
  return out;
}

function legalRobberMoves(ctx: Ctx, state: CatanState, seat: number, out: CatanAction[]): void {
  for (let h = 0; h < HEX_COUNT; h++) {
    if (!canRob(state, ctx.rules, h)) continue;
    const victims = victimsAt(state, seat, h);
    const row = ctx.acts.robber[h]!;
    if (victims.length === 0) {
      out.push(row[0]!);
      continue;
    }
    for (const v of victims) {
      out.push(row[v + 1]!);
      const vh = state.hands[v]!;
      for (let r = 0; r < ctx.R; r++) {
        const spec = ctx.rules.resources[r]!;
        if (spec.stealByName && vh[r]! > 0 && room(ctx, state, seat, r) > 0)
          out.push({ type: 'robber', hex: HEX_NAMES[h]!, victim: v, steal: spec.name });
      }
    }
  }
}

/** Domestic 1-for-1 offers the active player could make. */
export function legalOffers(ctx: Ctx, state: CatanState, seat: number, out: CatanAction[]): void {
  const hand = state.hands[seat]!;
  for (let g = 0; g < ctx.R; g++) {
    if (hand[g]! <= 0) continue;
    for (let t = 0; t < ctx.R; t++) {
      if (t === g || room(ctx, state, seat, t) <= 0) continue;
      out.push(ctx.acts.offer[g]![t]!);
    }
  }
}

function legalMainActions(ctx: Ctx, state: CatanState, seat: number, out: CatanAction[]): void {
  const acts = ctx.acts;
  const costs = ctx.rules.costs;
  const hand = state.hands[seat]!;
  if (state.roadsLeft[seat]! > 0 && canAfford(state, seat, costs.road)) legalRoads(ctx, state, seat, out);
  if (state.settlementsLeft[seat]! > 0 && canAfford(state, seat, costs.settlement)) {
    spots.length = 0;
    legalSettlementSpots(state, ctx.rules, seat, spots);
    for (let i = 0; i < spots.length; i++) out.push(acts.settlement[spots[i]!]!);
  }
  if (state.citiesLeft[seat]! > 0 && canAfford(state, seat, costs.city))
    for (let n = 0; n < NODE_COUNT; n++) if (canCity(state, seat, n)) out.push(acts.city[n]!);
  if (state.devDeck.length > 0 && canAfford(state, seat, costs.dev)) out.push(acts.buyDev);
  legalDevPlays(ctx, state, seat, out);
  // Maritime trades.
  const rates = maritimeRates(state, seat, ctx.R, ratesScratch);
  for (let g = 0; g < ctx.R; g++) {
    if (hand[g]! < rates[g]! || !ctx.rules.resources[g]!.maritimeGive) continue;
    for (let t = 0; t < ctx.R; t++) {
      if (t === g || state.bank[t]! <= 0 || !ctx.rules.resources[t]!.maritimeGet) continue;
      if (room(ctx, state, seat, t) <= 0) continue;
      out.push(acts.maritime[g]![t]!);
    }
  }
  out.push(acts.end);
}

/** Development cards `seat` may play now: any one per turn, before or after the roll. */
function legalDevPlays(ctx: Ctx, state: CatanState, seat: number, out: CatanAction[]): void {
  if (state.devPlayedThisTurn) return;
  const acts = ctx.acts;
  if (canPlayDev(state, seat, KNIGHT)) out.push(acts.knight);
  if (canPlayDev(state, seat, ROAD_BUILDING) && state.roadsLeft[seat]! > 0) {
    spots.length = 0;
    legalRoadSpots(state, seat, spots);
    if (spots.length > 0) out.push(acts.roadBuilding);
  }
  if (canPlayDev(state, seat, YEAR_OF_PLENTY)) {
    const cap = yearOfPlentyCapacity(ctx, state, seat);
    for (let a = 0; a < ctx.R; a++) {
      if (state.bank[a]! <= 0 || room(ctx, state, seat, a) <= 0) continue;
      if (cap === 1) {
        out.push({ type: 'yearOfPlenty', take: [ctx.names[a]!] });
        continue;
      }
      for (let b = a; b < ctx.R; b++) {
        const need = a === b ? 2 : 1;
        if (state.bank[b]! < need || room(ctx, state, seat, b) < need) continue;
        out.push(acts.yearOfPlenty[a]![b]!);
      }
    }
  }
  if (canPlayDev(state, seat, MONOPOLY)) for (let r = 0; r < ctx.R; r++) out.push(acts.monopoly[r]!);
}

export function legalActions(ctx: Ctx, state: CatanState, seat: number): CatanAction[] {
  const out: CatanAction[] = [];
  collectLegal(ctx, state, seat, out, true);
  return out;
}

/**
 * Push the legal actions of `seat` into `out` (the bots pass a reused array). With `offers` false, domestic
 * offers are left out (the random bot draws them separately, rarely).
 */
export function collectLegal(
  ctx: Ctx,
  state: CatanState,
  seat: number,
  out: CatanAction[],
  offers: boolean,
): void {
  const acts = ctx.acts;
  switch (state.phase) {
    case 'over':
      return;
    case 'setup':
      if (seat !== state.current) break;
      if (state.setupNode === -1) {
        for (let n = 0; n < NODE_COUNT; n++)
          if (settlementSpotFree(state, ctx.rules, n)) out.push(acts.settlement[n]!);
      } else {
        for (let e = 0; e < EDGE_COUNT; e++) if (canRoad(state, seat, e)) out.push(acts.road[e]!);
      }
      break;
    case 'discard':
      if (state.discardOwed[seat]! > 0) for (const d of legalDiscards(ctx, state, seat)) out.push(d);
      break;
    case 'roll':
      if (seat !== state.current) break;
      out.push(acts.roll);
      legalDevPlays(ctx, state, seat, out);
      break;
    case 'robber':
      if (seat === state.current) legalRobberMoves(ctx, state, seat, out);
      break;
    case 'roadBuilding':
      if (seat === state.current) legalRoads(ctx, state, seat, out);
      break;
    case 'main': {
      const trade = state.trade;
      if (trade) {
        if (seat === state.current) {
          for (let s = 0; s < state.seats; s++) {
            const a = trade.answers[s];
            if (a === ANSWER_ACCEPTED || a === ANSWER_COUNTERED) out.push(acts.confirm[s]!);
          }
          out.push(acts.withdraw);
        } else if (trade.answers[seat] === ANSWER_WAITING) {
          const hand = state.hands[seat]!;
          let ok = true;
          for (let r = 0; r < ctx.R; r++) if (hand[r]! < trade.get[r]!) ok = false;
          for (let r = 0; r < ctx.R; r++)
            if (trade.give[r]! > 0 && room(ctx, state, seat, r) < trade.give[r]!) ok = false;
          if (ok) out.push(acts.accept);
          out.push(acts.decline);
        }
        break;
      }
      if (seat === state.current) {
        legalMainActions(ctx, state, seat, out);
        if (offers) legalOffers(ctx, state, seat, out);
      }
      break;
    }
  }
  ctx.rules.extraLegal(state, seat, out);
}
