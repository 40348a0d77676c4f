/**
 * The legal-action listing and `toAct` as they were before issue 17 (each generator checked phase and seat
 * itself), kept only so `listing.test.ts` can compare the table-driven listing against it, state by state.
 */
import { EDGE_COUNT, HEX_COUNT, HEX_NAMES, NODE_COUNT, NODE_NAMES } from '../../../src/games/catan/board';
import { CITY, RESOURCES } from '../../../src/games/catan/data';
import { METROPOLIS_COST, METROPOLIS_POOL, OIL_CONVERSION_YIELD } from '../../../src/games/oil-springs/data';
import { METROPOLIS_COST_ARRAY, metropolisCount } from '../../../src/games/oil-springs/actions';
import { OIL, oilHeld, type OilSpringsState } from '../../../src/games/oil-springs/oilState';
import { refuseOilUse, refuseSequester } from '../../../src/games/oil-springs/oilRules';
import { KNIGHT, MONOPOLY, ROAD_BUILDING, YEAR_OF_PLENTY } from '../../../src/games/catan/data';
import { type RuleBook, bundleRecord } from '../../../src/games/catan/ruleBook';
import { canAfford, room } from '../../../src/games/catan/economy';
import { canPlayDev, yearOfPlentyCapacity } from '../../../src/games/catan/devCards';
import {
  legalSettlementSpots,
  canCity,
  canRob,
  canRoad,
  maritimeRates,
  settlementSpotFree,
  victimsAt,
} from '../../../src/games/catan/placement';
import {
  ANSWER_ACCEPTED,
  ANSWER_COUNTERED,
  ANSWER_WAITING,
  type CatanAction,
  type CatanState,
} from '../../../src/games/catan/types';

const ratesScratch: number[] = [];
const spots: number[] = [];

/** The paths `canRoad` allows, one by one (the plain rule: independent of the engine's walk). */
function legalRoadSpots(state: CatanState, seat: number, out: number[]): void {
  for (let e = 0; e < EDGE_COUNT; e++) if (canRoad(state, seat, e)) out.push(e);
}

function legalRoads(book: RuleBook, state: CatanState, seat: number, out: CatanAction[]): void {
  spots.length = 0;
  legalRoadSpots(state, seat, spots);
  for (let i = 0; i < spots.length; i++) out.push(book.acts.road[spots[i]!]!);
}

/** A few ways to discard `owed` cards: for each resource held, take from it first, then from the largest piles. */
function legalDiscards(book: RuleBook, state: CatanState, seat: number): CatanAction[] {
  const owed = state.discardOwed[seat]!;
  const hand = state.hands[seat]!;
  const seen = new Set<string>();
  const out: CatanAction[] = [];
  for (let first = 0; first < book.R; first++) {
    if (hand[first]! <= 0) continue;
    const left = hand.slice();
    const cards = new Array<number>(book.R).fill(0);
    let need = owed;
    const fromFirst = Math.min(need, left[first]!);
    cards[first] = fromFirst;
    left[first] = left[first]! - fromFirst;
    need -= fromFirst;
    while (need > 0) {
      let best = -1;
      for (let r = 0; r < book.R; r++) if (left[r]! > 0 && (best < 0 || left[r]! > left[best]!)) best = r;
      if (best < 0) break;
      cards[best] = cards[best]! + 1;
      left[best] = left[best]! - 1;
      need--;
    }
    const key = cards.join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ type: 'discard', cards: bundleRecord(book, cards) });
  }
  return out;
}

function legalRobberMoves(book: RuleBook, state: CatanState, seat: number, out: CatanAction[]): void {
  for (let h = 0; h < HEX_COUNT; h++) {
    if (!canRob(state, book.rules, h)) continue;
    const victims = victimsAt(state, seat, h);
    const row = book.acts.robber[h]!;
    if (victims.length === 0) {
      out.push(row[0]!);
      continue;
    }
    for (const v of victims) {
      out.push(row[v + 1]!);
      const vh = state.hands[v]!;
      for (let r = 0; r < book.R; r++) {
        const spec = book.rules.resources[r]!;
        if (spec.stealByName && vh[r]! > 0 && room(book, state, seat, r) > 0)
          out.push({ type: 'robber', hex: HEX_NAMES[h]!, victim: v, steal: spec.name });
      }
    }
  }
}

/** Domestic 1-for-1 offers the active player could make. */
function legalOffers(book: RuleBook, state: CatanState, seat: number, out: CatanAction[]): void {
  const hand = state.hands[seat]!;
  for (let g = 0; g < book.R; g++) {
    if (hand[g]! <= 0) continue;
    for (let t = 0; t < book.R; t++) {
      if (t === g || room(book, state, seat, t) <= 0) continue;
      out.push(book.acts.offer[g]![t]!);
    }
  }
}

function legalMainActions(book: RuleBook, state: CatanState, seat: number, out: CatanAction[]): void {
  const acts = book.acts;
  const costs = book.rules.costs;
  const hand = state.hands[seat]!;
  if (state.roadsLeft[seat]! > 0 && canAfford(state, seat, costs.road)) legalRoads(book, state, seat, out);
  if (state.settlementsLeft[seat]! > 0 && canAfford(state, seat, costs.settlement)) {
    spots.length = 0;
    legalSettlementSpots(state, book.rules, seat, spots);
    for (let i = 0; i < spots.length; i++) out.push(acts.settlement[spots[i]!]!);
  }
  if (state.citiesLeft[seat]! > 0 && canAfford(state, seat, costs.city))
    for (let n = 0; n < NODE_COUNT; n++) if (canCity(state, seat, n)) out.push(acts.city[n]!);
  if (state.devDeck.length > 0 && canAfford(state, seat, costs.dev)) out.push(acts.buyDev);
  legalDevPlays(book, state, seat, out);
  // Maritime trades.
  const rates = maritimeRates(state, seat, book.R, ratesScratch);
  for (let g = 0; g < book.R; g++) {
    if (hand[g]! < rates[g]! || !book.rules.resources[g]!.maritimeGive) continue;
    for (let t = 0; t < book.R; t++) {
      if (t === g || state.bank[t]! <= 0 || !book.rules.resources[t]!.maritimeGet) continue;
      if (room(book, state, seat, t) <= 0) continue;
      out.push(acts.maritime[g]![t]!);
    }
  }
  out.push(acts.endTurn);
}

/** Development cards `seat` may play now: any one per turn, before or after the roll. */
function legalDevPlays(book: RuleBook, state: CatanState, seat: number, out: CatanAction[]): void {
  if (state.devPlayedThisTurn) return;
  const acts = book.acts;
  if (canPlayDev(state, seat, KNIGHT)) out.push(acts.knight);
  if (canPlayDev(state, seat, ROAD_BUILDING) && state.roadsLeft[seat]! > 0) {
    spots.length = 0;
    legalRoadSpots(state, seat, spots);
    if (spots.length > 0) out.push(acts.roadBuilding);
  }
  if (canPlayDev(state, seat, YEAR_OF_PLENTY)) {
    const cap = yearOfPlentyCapacity(book, state, seat);
    for (let a = 0; a < book.R; a++) {
      if (state.bank[a]! <= 0 || room(book, state, seat, a) <= 0) continue;
      if (cap === 1) {
        out.push({ type: 'yearOfPlenty', take: [book.names[a]!] });
        continue;
      }
      for (let b = a; b < book.R; b++) {
        const need = a === b ? 2 : 1;
        if (state.bank[b]! < need || room(book, state, seat, b) < need) continue;
        out.push(acts.yearOfPlenty[a]![b]!);
      }
    }
  }
  if (canPlayDev(state, seat, MONOPOLY)) for (let r = 0; r < book.R; r++) out.push(acts.monopoly[r]!);
}

/** A scenario's own listing, called in every phase (it checked phase and seat itself). */
export type LegacyExtra = (state: CatanState, seat: number, out: CatanAction[]) => void;

/**
 * Push the legal actions of `seat` into `out` (the bots pass a reused array). With `offers` false, domestic
 * offers are left out (the random bot draws them separately, rarely).
 */
export function collectLegal(
  book: RuleBook,
  state: CatanState,
  seat: number,
  out: CatanAction[],
  offers: boolean,
  extra: LegacyExtra,
): void {
  const acts = book.acts;
  switch (state.phase) {
    case 'over':
      return;
    case 'setup':
      if (seat !== state.current) break;
      if (state.setupNode === -1) {
        for (let n = 0; n < NODE_COUNT; n++)
          if (settlementSpotFree(state, book.rules, n)) out.push(acts.settlement[n]!);
      } else {
        for (let e = 0; e < EDGE_COUNT; e++) if (canRoad(state, seat, e)) out.push(acts.road[e]!);
      }
      break;
    case 'discard':
      if (state.discardOwed[seat]! > 0) for (const d of legalDiscards(book, state, seat)) out.push(d);
      break;
    case 'roll':
      if (seat !== state.current) break;
      out.push(acts.roll);
      legalDevPlays(book, state, seat, out);
      break;
    case 'robber':
      if (seat === state.current) legalRobberMoves(book, state, seat, out);
      break;
    case 'roadBuilding':
      if (seat === state.current) legalRoads(book, state, seat, out);
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
          for (let r = 0; r < book.R; r++) if (hand[r]! < trade.get[r]!) ok = false;
          for (let r = 0; r < book.R; r++)
            if (trade.give[r]! > 0 && room(book, state, seat, r) < trade.give[r]!) ok = false;
          if (ok) out.push(acts.accept);
          out.push(acts.decline);
        }
        break;
      }
      if (seat === state.current) {
        legalMainActions(book, state, seat, out);
        if (offers) legalOffers(book, state, seat, out);
      }
      break;
    }
  }
  extra(state, seat, out);
}

/** Seats that must act now (the old `engine.ts` `toAct`). */
export function toAct(book: RuleBook, state: CatanState): number[] {
  if (state.phase === 'over') return [];
  const extra = book.rules.extraToAct(state);
  if (extra) return extra;
  if (state.phase === 'discard') {
    const out: number[] = [];
    for (let s = 0; s < state.seats; s++) if (state.discardOwed[s]! > 0) out.push(s);
    return out;
  }
  if (state.phase === 'main' && state.trade) {
    const out: number[] = [];
    for (let s = 0; s < state.seats; s++) if (state.trade.answers[s] === ANSWER_WAITING) out.push(s);
    if (out.length) return out;
  }
  return [state.current];
}

function canAffordMetropolis(state: OilSpringsState, seat: number): boolean {
  const h = state.hands[seat]!;
  return METROPOLIS_COST_ARRAY.every((c, r) => h[r]! >= c);
}

/** The old Oil Springs listing (`legalOilActions`), called in every phase. */
export function legalOilActions(state: CatanState, seat: number, out: CatanAction[]): void {
  const s = state as OilSpringsState;
  const o = out as unknown as { type: string }[];
  if (s.phase !== 'main' || seat !== s.current || s.trade) return;
  if (oilHeld(s, seat) <= 0) return;
  // Two of a kind, then each pair with a later resource once (the seed's "2 resources of my choice").
  if (!refuseOilUse(s, seat, 1))
    for (let r = 0; r < OIL; r++) {
      if (s.bank[r]! < 1) continue;
      if (s.bank[r]! >= OIL_CONVERSION_YIELD)
        o.push({ type: 'convertOil', resource: RESOURCES[r]! } as never);
      for (let t = r + 1; t < OIL; t++)
        if (s.bank[t]! >= 1)
          o.push({ type: 'convertOil', resource: RESOURCES[r]!, second: RESOURCES[t]! } as never);
    }
  if (
    metropolisCount(s) < METROPOLIS_POOL &&
    canAffordMetropolis(s, seat) &&
    !refuseOilUse(s, seat, METROPOLIS_COST.oil)
  )
    for (let n = 0; n < NODE_COUNT; n++)
      if (s.nodeOwner[n] === seat && s.nodeLevel[n] === CITY)
        o.push({ type: 'metropolis', at: NODE_NAMES[n]! } as never);
  if (!refuseSequester(s, seat)) o.push({ type: 'sequester' } as never);
}
