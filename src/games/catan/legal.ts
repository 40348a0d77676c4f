/**
 * Legal actions (menus, bots, fuzzing) and legal spots for a pending choice. The listing walks the moment's
 * accepted types (phases.ts) in order and, for a seat the type's actor names, asks that type's `legal…`
 * generator for its candidates; the generators never check phase or seat. Open-ended choices are
 * represented, not enumerated in full: discards by a few sensible splits, domestic offers by 1-for-1 offers,
 * counter-offers not at all (they are validated when made).
 */
import { EDGE_NAMES, HEX_COUNT, HEX_NAMES, NODE_NAMES } from './board';
import { BANK_RATE, KNIGHT, MONOPOLY, ROAD_BUILDING, SPECIAL_RATE, YEAR_OF_PLENTY } from './data';
import { type RuleBook, bundleRecord, hiddenCards } from './ruleBook';
import { canAfford, room } from './economy';
import { canConfirm, offerWorthMaking } from './trade';
import { canPlayDev, yearOfPlentyCapacity } from './devCards';
import { KeptList } from './kept';
import {
  NODE_SPOTS,
  PATH_SPOTS,
  anyRoadSpot,
  canRob,
  legalCitySpots,
  legalRoadSpots,
  legalSettlementSpots,
  legalSetupRoadSpots,
  legalSetupSettlementSpots,
  maritimeRates,
  victimMask,
} from './placement';
import { type Actor, BASE_MOMENTS, type Moment, type MomentRules, mayAct, momentRules } from './phases';
import {
  type ActionOf,
  type CatanAction,
  type CatanActionType,
  type CatanState,
  type Sink,
  type SpotKind,
} from './types';

const ratesScratch: number[] = [];
// Spot lists are fresh arrays: emptying a kept one (`length = 0`) costs more than a new one.

/** A listing kept from call to call (the bots' hot path: kept.ts). */
export class Listing extends KeptList<CatanAction> {}

/**
 * Roads where `seat` may build now: the free paths at the seat's buildings and at the empty ends of its roads
 * (placement.ts' walk, which the spot listing shares), in path order.
 */
function legalRoads(book: RuleBook, state: CatanState, seat: number, out: Sink<CatanAction>): void {
  legalRoadSpots(state, seat, book.acts.road, out);
}

/** Spot indices for a pending choice (intersections, paths or hexes), for the seat. */
export function legalSpotIndices(book: RuleBook, state: CatanState, seat: number, kind: SpotKind): number[] {
  const out: number[] = [];
  if (kind === 'settlement') {
    if (state.phase === 'setup') legalSetupSettlementSpots(state, book.rules, NODE_SPOTS, out);
    else {
      legalSettlementSpots(state, book.rules, seat, out);
      out.sort((a, b) => a - b);
    }
  } else if (kind === 'city') {
    legalCitySpots(state, seat, NODE_SPOTS, out);
  } else if (kind === 'road') {
    if (state.phase === 'setup') legalSetupRoadSpots(state, seat, PATH_SPOTS, out);
    else legalRoadSpots(state, seat, PATH_SPOTS, out);
  } else {
    for (let h = 0; h < HEX_COUNT; h++) if (canRob(state, book.rules, h)) out.push(h);
  }
  return out;
}

/** Spot names for a pending choice: intersections "12", paths "12-22", hexes "J". */
export function legalSpotNames(book: RuleBook, state: CatanState, seat: number, kind: SpotKind): string[] {
  const names = kind === 'road' ? EDGE_NAMES : kind === 'robber' ? HEX_NAMES : NODE_NAMES;
  return legalSpotIndices(book, state, seat, kind).map((i) => names[i]!);
}

/** A few ways to discard `owed` cards: for each resource held, take from it first, then from the largest piles. */
export function legalDiscards(book: RuleBook, state: CatanState, seat: number): CatanAction[] {
  const n = discardSplits(book, state, seat);
  const out: CatanAction[] = [];
  for (let i = 0; i < n; i++) out.push(discardSplit(book, state, seat, i));
  return out;
}

/**
 * The splits `legalDiscards` lists, each as one number: its counts as digits in base owed + 1 (no count exceeds
 * owed), first resource first. Kept from call to call: `discardSplits` writes them, `discardSplit` reads one.
 */
const splitKeys: number[] = [];
const splitLeft: number[] = [];
const splitCards: number[] = [];

/**
 * How many ways to discard `legalDiscards` lists for `seat`, noted in `splitKeys` in listing order (the random
 * bot draws one and builds only that one's action: `discardSplit`).
 */
export function discardSplits(book: RuleBook, state: CatanState, seat: number): number {
  const owed = state.discardOwed[seat]!;
  const hand = state.hands[seat]!;
  const R = book.R;
  const left = splitLeft;
  const cards = splitCards;
  let n = 0;
  for (let first = 0; first < R; first++) {
    if (hand[first]! <= 0) continue;
    for (let r = 0; r < R; r++) {
      left[r] = hand[r]!;
      cards[r] = 0;
    }
    let need = owed;
    const fromFirst = Math.min(need, left[first]!);
    cards[first] = fromFirst;
    left[first] = left[first]! - fromFirst;
    need -= fromFirst;
    while (need > 0) {
      let best = -1;
      for (let r = 0; r < R; r++) if (left[r]! > 0 && (best < 0 || left[r]! > left[best]!)) best = r;
      if (best < 0) break;
      cards[best] = cards[best]! + 1;
      left[best] = left[best]! - 1;
      need--;
    }
    let key = 0;
    for (let r = 0; r < R; r++) key = key * (owed + 1) + cards[r]!;
    let seen = false;
    for (let i = 0; i < n; i++) if (splitKeys[i] === key) seen = true;
    if (seen) continue;
    splitKeys[n++] = key;
  }
  return n;
}

/** The discard action of split `i` of the last `discardSplits` for this seat (its key's digits, last resource last). */
export function discardSplit(book: RuleBook, state: CatanState, seat: number, i: number): CatanAction {
  const base = state.discardOwed[seat]! + 1;
  const cards = splitCards;
  let key = splitKeys[i]!;
  for (let r = book.R - 1; r >= 0; r--) {
    const digit = key % base;
    cards[r] = digit;
    key = (key - digit) / base;
  }
  return { type: 'discard', cards: bundleRecord(book, cards) };
}

function legalRobberMoves(book: RuleBook, state: CatanState, seat: number, out: Sink<CatanAction>): void {
  const stealByName = book.stealByName;
  for (let h = 0; h < HEX_COUNT; h++) {
    if (!canRob(state, book.rules, h)) continue;
    const victims = victimMask(state, seat, h);
    const row = book.acts.robber[h]!;
    if (victims === 0) {
      out.push(row[0]!);
      continue;
    }
    for (let v = 0; victims >> v !== 0; v++) {
      if (((victims >> v) & 1) === 0) continue;
      out.push(row[v + 1]!);
      if (stealByName.length === 0) continue;
      const vh = state.hands[v]!;
      for (let i = 0; i < stealByName.length; i++) {
        const r = stealByName[i]!;
        if (vh[r]! > 0 && room(book, state, seat, r) > 0)
          out.push({ type: 'robber', hex: HEX_NAMES[h]!, victim: v, steal: book.names[r]! });
      }
    }
  }
}

/** Domestic 1-for-1 offers the active player could make. */
export function legalOffers(book: RuleBook, state: CatanState, seat: number, out: Sink<CatanAction>): void {
  const hand = state.hands[seat]!;
  for (let g = 0; g < book.R; g++) {
    if (hand[g]! <= 0) continue;
    for (let t = 0; t < book.R; t++) {
      if (t === g || room(book, state, seat, t) <= 0) continue;
      out.push(book.acts.offer[g]![t]!);
    }
  }
}

/** Per seat, for `worthOffers`: the kinds it may give and the kinds it may take in a 1-for-1 (kept, as bits). */
const mayGive: number[] = [];
const mayTake: number[] = [];

/**
 * The domestic offers `legalOffers` lists for `seat` that `offerWorthMaking` approves (someone may be able to
 * take it, and the table has not just refused it), in the same order: the random bot draws among them. What
 * `publicShortfall` asks of each other seat for a 1-for-1 offer is found once per seat, as bits: the kinds it
 * may give (a public kind it holds; a secret one when it holds any card, as only the count is public) and may
 * take (a secret kind, or a public one it has room for); instead of parsing the two bundles and asking each
 * seat again for every offer.
 */
export function worthOffers(book: RuleBook, state: CatanState, seat: number, out: Sink<CatanAction>): void {
  const R = book.R;
  const open = book.open;
  const limits = book.limits;
  for (let s = 0; s < state.seats; s++) {
    const hand = state.hands[s]!;
    const hidden = hiddenCards(book, hand);
    let gives = 0;
    let takes = 0;
    if (s !== seat)
      for (let r = 0; r < R; r++) {
        if (open[r] ? hand[r]! >= 1 : hidden >= 1) gives |= 1 << r;
        if (!open[r] || limits[r]! <= 0 || limits[r]! - hand[r]! >= 1) takes |= 1 << r;
      }
    mayGive[s] = gives;
    mayTake[s] = takes;
  }
  const hand = state.hands[seat]!;
  const refused = state.refusedOffers !== undefined;
  for (let g = 0; g < R; g++) {
    if (hand[g]! <= 0) continue;
    // The kinds someone who may take g may give.
    let asked = 0;
    for (let s = 0; s < state.seats; s++) if ((mayTake[s]! >> g) & 1) asked |= mayGive[s]!;
    const row = book.acts.offer[g]!;
    for (let t = 0; t < R; t++) {
      if (t === g || room(book, state, seat, t) <= 0 || ((asked >> t) & 1) === 0) continue;
      const offer = row[t]! as ActionOf<'offer'>;
      if (refused && !offerWorthMaking(book, state, seat, offer)) continue;
      out.push(offer);
    }
  }
}

/** Roads `seat` may buy and build (main moment). */
function legalBuiltRoads(book: RuleBook, state: CatanState, seat: number, out: Sink<CatanAction>): void {
  if (state.roadsLeft[seat]! > 0 && canAfford(state, seat, book.rules.costs.road))
    legalRoads(book, state, seat, out);
}

function legalSettlements(book: RuleBook, state: CatanState, seat: number, out: Sink<CatanAction>): void {
  if (state.settlementsLeft[seat]! > 0 && canAfford(state, seat, book.rules.costs.settlement)) {
    const spots: number[] = [];
    legalSettlementSpots(state, book.rules, seat, spots);
    for (let i = 0; i < spots.length; i++) out.push(book.acts.settlement[spots[i]!]!);
  }
}

/** Cities `seat` may buy and build: on its settlements, in intersection order (placement.ts' walk). */
function legalCities(book: RuleBook, state: CatanState, seat: number, out: Sink<CatanAction>): void {
  if (state.citiesLeft[seat]! > 0 && canAfford(state, seat, book.rules.costs.city))
    legalCitySpots(state, seat, book.acts.city, out);
}

function legalBuyDev(book: RuleBook, state: CatanState, seat: number, out: Sink<CatanAction>): void {
  if (state.devDeck.length > 0 && canAfford(state, seat, book.rules.costs.dev)) out.push(book.acts.buyDev);
}

/** Set-up: the settlement, on any free spot. */
function legalSetupSettlements(
  book: RuleBook,
  state: CatanState,
  _seat: number,
  out: Sink<CatanAction>,
): void {
  if (state.setupNode === -1) legalSetupSettlementSpots(state, book.rules, book.acts.settlement, out);
}

/** Set-up: the road, touching the settlement just placed. */
function legalSetupRoads(book: RuleBook, state: CatanState, seat: number, out: Sink<CatanAction>): void {
  if (state.setupNode !== -1) legalSetupRoadSpots(state, seat, book.acts.road, out);
}

/** Development cards: any one per turn, before or after the roll. */
function legalKnights(book: RuleBook, state: CatanState, seat: number, out: Sink<CatanAction>): void {
  if (!state.devPlayedThisTurn && canPlayDev(state, seat, KNIGHT)) out.push(book.acts.knight);
}

function legalRoadBuildings(book: RuleBook, state: CatanState, seat: number, out: Sink<CatanAction>): void {
  if (state.devPlayedThisTurn || !canPlayDev(state, seat, ROAD_BUILDING) || state.roadsLeft[seat]! <= 0)
    return;
  if (anyRoadSpot(state, seat)) out.push(book.acts.roadBuilding);
}

function legalYearsOfPlenty(book: RuleBook, state: CatanState, seat: number, out: Sink<CatanAction>): void {
  if (state.devPlayedThisTurn || !canPlayDev(state, seat, YEAR_OF_PLENTY)) return;
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
      out.push(book.acts.yearOfPlenty[a]![b]!);
    }
  }
}

function legalMonopolies(book: RuleBook, state: CatanState, seat: number, out: Sink<CatanAction>): void {
  if (!state.devPlayedThisTurn && canPlayDev(state, seat, MONOPOLY))
    for (let r = 0; r < book.R; r++) out.push(book.acts.monopoly[r]!);
}

function legalMaritime(book: RuleBook, state: CatanState, seat: number, out: Sink<CatanAction>): void {
  const hand = state.hands[seat]!;
  const R = book.R;
  // Rates run from the special harbor's (2) to the bank's (4): with fewer than 2 of every kind there is
  // nothing to list, and the seat's harbors matter only for a kind held 2 or 3 times.
  let some = false;
  let harbors = false;
  for (let r = 0; r < R; r++) {
    const h = hand[r]!;
    if (h >= SPECIAL_RATE) {
      some = true;
      if (h < BANK_RATE) harbors = true;
    }
  }
  if (!some) return;
  const rates = harbors ? maritimeRates(state, seat, R, ratesScratch) : null;
  const give = book.maritimeGive;
  const get = book.maritimeGet;
  const bank = state.bank;
  const limited = book.limited;
  for (let g = 0; g < R; g++) {
    const h = hand[g]!;
    if (h < SPECIAL_RATE || !give[g]) continue;
    if (h < BANK_RATE && h < rates![g]!) continue;
    const row = book.acts.maritime[g]!;
    for (let t = 0; t < R; t++) {
      if (t === g || bank[t]! <= 0 || !get[t]) continue;
      if (limited && room(book, state, seat, t) <= 0) continue;
      out.push(row[t]!);
    }
  }
}

/** Accepting the open offer: when the seat holds what is asked and has room for what is given. */
function legalAccepts(book: RuleBook, state: CatanState, seat: number, out: Sink<CatanAction>): void {
  const trade = state.trade!;
  const hand = state.hands[seat]!;
  for (let r = 0; r < book.R; r++) if (hand[r]! < trade.get[r]!) return;
  for (let r = 0; r < book.R; r++)
    if (trade.give[r]! > 0 && room(book, state, seat, r) < trade.give[r]!) return;
  out.push(book.acts.accept);
}

/**
 * Trades the maker may confirm: with each seat that accepted or countered the open offer, when both sides
 * hold their cards (a counter-offer may ask for cards the maker lacks: `canConfirm`).
 */
function legalConfirms(book: RuleBook, state: CatanState, seat: number, out: Sink<CatanAction>): void {
  if (!state.trade) return;
  for (let s = 0; s < state.seats; s++) if (canConfirm(book, state, seat, s)) out.push(book.acts.confirm[s]!);
}

/** Lists the candidates of one type for a seat the moment accepts it from. */
type Lister = (book: RuleBook, state: CatanState, seat: number, out: Sink<CatanAction>) => void;

/**
 * The candidates of each base type: one `legal…` per type, as the engine has one `apply…`. Where a type means
 * different things in different moments (a set-up road, a free road, a bought road), it picks by phase, as
 * the engine's dispatcher does.
 */
const LISTERS: Readonly<Record<CatanActionType, Lister>> = {
  roll: (book, _state, _seat, out) => out.push(book.acts.roll),
  settlement: (book, state, seat, out) =>
    state.phase === 'setup'
      ? legalSetupSettlements(book, state, seat, out)
      : legalSettlements(book, state, seat, out),
  road: (book, state, seat, out) =>
    state.phase === 'setup'
      ? legalSetupRoads(book, state, seat, out)
      : state.phase === 'roadBuilding'
        ? legalRoads(book, state, seat, out)
        : legalBuiltRoads(book, state, seat, out),
  city: legalCities,
  buyDev: legalBuyDev,
  knight: legalKnights,
  roadBuilding: legalRoadBuildings,
  yearOfPlenty: legalYearsOfPlenty,
  monopoly: legalMonopolies,
  robber: legalRobberMoves,
  discard: (book, state, seat, out) => {
    for (const d of legalDiscards(book, state, seat)) out.push(d);
  },
  maritime: legalMaritime,
  offer: legalOffers,
  accept: legalAccepts,
  decline: (book, _state, _seat, out) => out.push(book.acts.decline),
  // Counter-offers are open-ended: validated when made, never listed.
  counter: () => {},
  confirm: legalConfirms,
  withdraw: (book, state, _seat, out) => {
    if (state.trade) out.push(book.acts.withdraw);
  },
  endTurn: (book, _state, _seat, out) => out.push(book.acts.endTurn),
};

/**
 * Base Catan's main moment for the active player with no offer open, its generators called one after
 * another: the same candidates in the same order as the steps `road, settlement, city, buyDev, knight,
 * roadBuilding, yearOfPlenty, monopoly, maritime, endTurn, offer, accept, decline, counter, confirm, withdraw`
 * give (the answers are no one's with no offer open, and confirm and withdraw list nothing without one), but
 * direct calls the compiler can inline instead of a call through each step. Used only when a rule book's main
 * moment has exactly those steps (`FUSED_MAIN`).
 */
function listMainActive(
  book: RuleBook,
  state: CatanState,
  seat: number,
  out: Sink<CatanAction>,
  offers: boolean,
  builds = true,
): void {
  legalBuiltRoads(book, state, seat, out);
  if (builds) {
    legalSettlements(book, state, seat, out);
    legalCities(book, state, seat, out);
  }
  legalBuyDev(book, state, seat, out);
  if (anyPlayableDev(state, seat)) {
    legalKnights(book, state, seat, out);
    legalRoadBuildings(book, state, seat, out);
    legalYearsOfPlenty(book, state, seat, out);
    legalMonopolies(book, state, seat, out);
  }
  legalMaritime(book, state, seat, out);
  out.push(book.acts.endTurn);
  if (offers) legalOffers(book, state, seat, out);
}

/**
 * For the random bot, which takes a settlement or city whenever one is legal (bots.ts): in base Catan's main
 * moment for the active player with no offer open, its settlements and cities alone, in listing order (in the
 * whole listing they form one run: only those two generators list those types), so that a step with a build to
 * take does not list the roads, trades and cards it will not draw from. False, listing nothing, in any other
 * moment or rule book: list with `collectLegal` then.
 */
export function collectMainBuilds(
  book: RuleBook,
  state: CatanState,
  seat: number,
  out: Sink<CatanAction>,
): boolean {
  if (state.phase !== 'main' || state.trade || seat !== state.current || !compiled(book).fusedMain)
    return false;
  legalSettlements(book, state, seat, out);
  legalCities(book, state, seat, out);
  return true;
}

/**
 * The rest of that listing, after `collectMainBuilds` listed nothing: the whole fused main listing without
 * domestic offers (the random bot draws them separately), and without asking the two build generators again
 * (they would list nothing).
 */
export function collectMainWithoutBuilds(
  book: RuleBook,
  state: CatanState,
  seat: number,
  out: Sink<CatanAction>,
): void {
  listMainActive(book, state, seat, out, false, false);
}

/**
 * Whether the active player's listing in the roll moment is the roll alone: base Catan's roll moment and no
 * development card to play (the random bot then takes the roll without listing it).
 */
export function onlyRollListed(book: RuleBook, state: CatanState, seat: number): boolean {
  return (
    state.phase === 'roll' &&
    seat === state.current &&
    compiled(book).fusedRoll &&
    !anyPlayableDev(state, seat)
  );
}

/**
 * How many ways to discard `seat` has listed in base Catan's discard moment (`discardSplits`: none when it owes
 * nothing), or -1 in any other moment or rule book (list with `collectLegal` then). The random bot draws one and
 * builds only that action (`discardSplit`), not the few the listing would build.
 */
export function discardsListed(book: RuleBook, state: CatanState, seat: number): number {
  if (state.phase !== 'discard' || !compiled(book).fusedDiscard) return -1;
  return state.discardOwed[seat]! > 0 ? discardSplits(book, state, seat) : 0;
}

/** Base Catan's roll moment for the active player: `roll, knight, roadBuilding, yearOfPlenty, monopoly`. */
function listRollActive(book: RuleBook, state: CatanState, seat: number, out: Sink<CatanAction>): void {
  out.push(book.acts.roll);
  if (anyPlayableDev(state, seat)) {
    legalKnights(book, state, seat, out);
    legalRoadBuildings(book, state, seat, out);
    legalYearsOfPlenty(book, state, seat, out);
    legalMonopolies(book, state, seat, out);
  }
}

/**
 * Whether `seat` may play any development card now (else none of the four play generators lists one): some kind
 * held more times than bought this turn, asked without a branch per kind (a difference below zero makes the OR
 * of them negative).
 */
function anyPlayableDev(state: CatanState, seat: number): boolean {
  if (state.devPlayedThisTurn) return false;
  const hand = state.devHand[seat]!;
  const fresh = state.devNew[seat]!;
  let more = 0;
  for (let c = 0; c < hand.length; c++) more |= fresh[c]! - hand[c]!;
  return more < 0;
}

/** The base steps the fused listers stand for, in order. */
const FUSED_MAIN: readonly string[] = [
  'road',
  'settlement',
  'city',
  'buyDev',
  'knight',
  'roadBuilding',
  'yearOfPlenty',
  'monopoly',
  'maritime',
  'endTurn',
  'offer',
  'accept',
  'decline',
  'counter',
  'confirm',
  'withdraw',
];
const FUSED_ROLL: readonly string[] = ['roll', 'knight', 'roadBuilding', 'yearOfPlenty', 'monopoly'];
const FUSED_DISCARD: readonly string[] = ['discard'];

/** Whether a moment's steps are exactly `types`, all base types, each from the actor base Catan names. */
function stepsAre(steps: MomentRules['steps'], types: readonly string[], base: Moment): boolean {
  const accepts = BASE_MOMENTS[base].accepts as Readonly<Record<string, Actor | undefined>>;
  return (
    steps.length === types.length &&
    steps.every((step, i) => step.base && step.type === types[i] && step.actor === accepts[step.type])
  );
}

/** One step of a moment's listing, compiled: whether only the active player sends it, and its lister. */
interface ListStep {
  active: boolean;
  actor: Actor;
  offer: boolean;
  list: Lister;
}

function compileSteps(steps: MomentRules['steps']): readonly ListStep[] {
  return steps.map((step) => {
    const type = step.type;
    const list: Lister = step.base
      ? LISTERS[type as CatanActionType]
      : (book, state, seat, sink) => book.rules.extraLegal(state, seat, type, sink);
    return { active: step.actor === 'active', actor: step.actor, offer: type === 'offer', list };
  });
}

/** Each rule book's moments, their steps compiled once; the book asked last without a map lookup. */
interface CompiledMoments extends Record<Moment, readonly ListStep[]> {
  /** Whether the main and roll moments are base Catan's (`listMainActive`, `listRollActive` list them). */
  fusedMain: boolean;
  fusedRoll: boolean;
  /** Whether the discard moment is base Catan's (its one step lists `legalDiscards`). */
  fusedDiscard: boolean;
}
const compiledMoments = new WeakMap<RuleBook, Readonly<CompiledMoments>>();
let lastBook: RuleBook | null = null;
let lastMoments: Readonly<CompiledMoments> | null = null;

/** Each rule book's compiled moments (the book asked last without a map lookup). */
function compiled(book: RuleBook): Readonly<CompiledMoments> {
  if (book === lastBook && lastMoments) return lastMoments;
  let moments = compiledMoments.get(book);
  if (!moments) {
    const m = book.moments;
    moments = {
      setup: compileSteps(m.setup.steps),
      roll: compileSteps(m.roll.steps),
      discard: compileSteps(m.discard.steps),
      robber: compileSteps(m.robber.steps),
      roadBuilding: compileSteps(m.roadBuilding.steps),
      main: compileSteps(m.main.steps),
      trade: compileSteps(m.trade.steps),
      fusedMain: stepsAre(m.main.steps, FUSED_MAIN, 'main'),
      fusedRoll: stepsAre(m.roll.steps, FUSED_ROLL, 'roll'),
      fusedDiscard: stepsAre(m.discard.steps, FUSED_DISCARD, 'discard'),
    };
    compiledMoments.set(book, moments);
  }
  lastBook = book;
  lastMoments = moments;
  return moments;
}

export function legalActions(book: RuleBook, state: CatanState, seat: number): CatanAction[] {
  const out: CatanAction[] = [];
  collectLegal(book, state, seat, out, true);
  return out;
}

/**
 * Push the legal actions of `seat` into `out` (the bots pass a reused array): for each type the moment
 * accepts from this seat, in order, its generator's candidates. With `offers` false, domestic offers are
 * left out (the random bot draws them separately, rarely).
 */
export function collectLegal(
  book: RuleBook,
  state: CatanState,
  seat: number,
  out: Sink<CatanAction>,
  offers: boolean,
): void {
  if (state.phase === 'over') return;
  const moments = compiled(book);
  const active = seat === state.current;
  if (active) {
    // Base Catan's two most frequent moments, their generators called directly (the same listing).
    if (state.phase === 'main' && !state.trade && moments.fusedMain)
      return listMainActive(book, state, seat, out, offers);
    if (state.phase === 'roll' && moments.fusedRoll) return listRollActive(book, state, seat, out);
  }
  collectLegalStepwise(book, state, seat, out, offers);
}

/**
 * `collectLegal` walking the moment's steps one by one, each through its lister: every moment but the two
 * fused ones goes this way, and the fused ones must list exactly what it lists (speed-round3.test.ts).
 */
export function collectLegalStepwise(
  book: RuleBook,
  state: CatanState,
  seat: number,
  out: Sink<CatanAction>,
  offers: boolean,
): void {
  if (state.phase === 'over') return;
  const steps = momentRules<readonly ListStep[]>(compiled(book), state);
  const active = seat === state.current;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    // `mayAct`, with the common case first (a hot path).
    if (step.active ? !active : !mayAct(step.actor, state, seat)) continue;
    if (!offers && step.offer) continue;
    step.list(book, state, seat, out);
  }
}
