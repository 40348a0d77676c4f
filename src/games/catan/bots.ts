/**
 * Bots. `random`: uniform over legal actions, trading rarely. `greedy`: picks placements by pips and
 * resource mix, builds toward VP (city > settlement > development card > road), uses harbors, plays cards
 * sensibly. Both read only what their seat may know plus the public board (they never peek at hands).
 */
import type { Rng } from '../rng';
import { EDGE_A, EDGE_B, HEX_COUNT, HEX_NODES, NODE_HARBOR_SLOT, NODE_HEXES, NODE_NEIGHBORS } from './board';
import { GENERIC_HARBOR, GRAIN, KNIGHT, MONOPOLY, ORE, PIPS, ROAD_BUILDING, YEAR_OF_PLENTY } from './data';
import { type RuleBook, bundleRecord } from './ruleBook';
import { canAfford, handTotal, room } from './economy';
import { canPlayDev } from './devCards';
import {
  Listing,
  collectLegal,
  collectMainBuilds,
  collectMainWithoutBuilds,
  discardSplit,
  discardsListed,
  legalSpotIndices,
  onlyRollListed,
  worthOffers,
} from './legal';
import { canRob, maritimeRates, settlementSpotFree, touchesOwnRoad, victimsAt } from './placement';
import { canConfirm } from './trade';
import { ANSWER_ACCEPTED, ANSWER_COUNTERED, type CatanAction, type CatanState } from './types';

type BotFn = (state: CatanState, seat: number, rng: Rng) => CatanAction;

/** Chance the random bot trades when it could. */
const RANDOM_TRADE_CHANCE = 0.05;
const RANDOM_ACCEPT_CHANCE = 0.5;

/** Whether `seat` has the pieces and cards for a settlement or a city (else the listing has neither). */
function mayBuild(book: RuleBook, state: CatanState, seat: number): boolean {
  const costs = book.rules.costs;
  return (
    (state.settlementsLeft[seat]! > 0 && canAfford(state, seat, costs.settlement)) ||
    (state.citiesLeft[seat]! > 0 && canAfford(state, seat, costs.city))
  );
}

export function makeRandomBot(book: RuleBook): BotFn {
  // One kept listing per bot, written by index (legal.ts `Listing`): the bot reads it before it lists again.
  const listing = new Listing();
  const offers = new Listing();
  return (state, seat, rng) => {
    // A roll that is the only action listed: the same draw as from a listing of one.
    if (onlyRollListed(book, state, seat)) {
      rng.int(1);
      return book.acts.roll;
    }
    // A discard: the same draw as from the listing, building only the way to discard drawn.
    const splits = discardsListed(book, state, seat);
    if (splits >= 0)
      return splits === 0 ? book.acts.endTurn : discardSplit(book, state, seat, rng.int(splits));
    listing.start();
    // Victory points first: a random player always takes a settlement or city when one is legal (so random
    // games end), picking uniformly among them. In base Catan's main moment those are listed first, alone,
    // and the rest only when there are none (the same draws and the same pick as from the whole listing,
    // where they form one run).
    if (collectMainBuilds(book, state, seat, listing)) {
      if (listing.n > 0) return listing.items[rng.int(listing.n)]!;
      collectMainWithoutBuilds(book, state, seat, listing);
      return otherMainAction(state, seat, rng, listing.items, listing.n);
    }
    collectLegal(book, state, seat, listing, false);
    const legal = listing.items;
    const n = listing.n;
    if (n === 0) return book.acts.endTurn;
    if (state.phase === 'main' && state.trade) {
      if (seat === state.current) {
        for (let i = 0; i < n; i++) if (legal[i]!.type === 'confirm') return legal[i]!;
        return book.acts.withdraw;
      }
      let canAccept = false;
      for (let i = 0; i < n; i++) if (legal[i]!.type === 'accept') canAccept = true;
      return canAccept && rng.float() < RANDOM_ACCEPT_CHANCE ? book.acts.accept : book.acts.decline;
    }
    if (state.phase !== 'main' || seat !== state.current) return legal[rng.int(n)]!;
    // Victory points first, as above, in a rule book whose main moment is listed step by step.
    // (Only the settlement and city generators list those types, and only for a seat that can pay: when it
    // cannot, there is nothing to count.)
    let builds = 0;
    if (mayBuild(book, state, seat))
      for (let i = 0; i < n; i++) {
        const type = legal[i]!.type;
        if (type === 'settlement' || type === 'city') builds++;
      }
    if (builds > 0) {
      let k = rng.int(builds);
      for (let i = 0; i < n; i++) {
        const type = legal[i]!.type;
        if (type !== 'settlement' && type !== 'city') continue;
        if (k === 0) return legal[i]!;
        k--;
      }
    }
    return otherMainAction(state, seat, rng, legal, n);
  };

  /**
   * The active player's main-moment action when it has no build to take: domestic offers only rarely (once a
   * turn at most), and only ones someone may take and the table has not just refused; else uniformly among
   * the `n` listed.
   */
  function otherMainAction(
    state: CatanState,
    seat: number,
    rng: Rng,
    legal: readonly CatanAction[],
    n: number,
  ): CatanAction {
    if (state.offersThisTurn === 0 && rng.float() < RANDOM_TRADE_CHANCE) {
      offers.start();
      worthOffers(book, state, seat, offers);
      if (offers.n > 0) return offers.items[rng.int(offers.n)]!;
    }
    return legal[rng.int(n)]!;
  }
}

// ---- Greedy -----------------------------------------------------------------------------------------

/** How much the greedy bot values each base resource early on. */
const RESOURCE_WEIGHT = [1.1, 1.1, 0.8, 1.0, 1.0];

function hexValue(book: RuleBook, state: CatanState, h: number): number {
  const r = book.rules.hexResource(state, h);
  if (r < 0) return 0;
  return (PIPS[state.numbers[h]!] ?? 0) * (RESOURCE_WEIGHT[r] ?? 1);
}

/** Value of settling on `node` for `seat`: production, resource mix and harbors. */
function nodeValue(book: RuleBook, state: CatanState, seat: number, node: number): number {
  let v = 0;
  const have = new Set<number>();
  for (const h of NODE_HEXES[node]!) {
    v += hexValue(book, state, h);
    const r = book.rules.hexResource(state, h);
    if (r >= 0) have.add(r);
  }
  // Resource mix: reward resources the seat does not produce yet.
  const produced = producedBy(book, state, seat);
  for (const r of have) if (!produced[r]) v += 1.5;
  v += have.size * 0.5;
  const slot = NODE_HARBOR_SLOT[node]!;
  if (slot >= 0) {
    const kind = state.harbors[slot]!;
    v += kind === GENERIC_HARBOR ? 1 : have.has(kind) || produced[kind] ? 2 : 0.5;
  }
  return v;
}

function producedBy(book: RuleBook, state: CatanState, seat: number): boolean[] {
  const out = new Array<boolean>(book.R).fill(false);
  for (let n = 0; n < state.nodeOwner.length; n++) {
    if (state.nodeOwner[n] !== seat) continue;
    for (const h of NODE_HEXES[n]!) {
      const r = book.rules.hexResource(state, h);
      if (r >= 0 && state.numbers[h]! > 0) out[r] = true;
    }
  }
  return out;
}

function best<T>(items: readonly T[], score: (t: T) => number): T | undefined {
  let bestItem: T | undefined;
  let bestScore = -Infinity;
  for (const it of items) {
    const s = score(it);
    if (s > bestScore) {
      bestScore = s;
      bestItem = it;
    }
  }
  return bestItem;
}

/** The best settlement spot reachable by a road from `node` (0 when none). */
function roadProspect(book: RuleBook, state: CatanState, seat: number, edge: number): number {
  const a = EDGE_A[edge]!;
  const b = EDGE_B[edge]!;
  const far = state.nodeOwner[a] === seat || touchesOwnRoad(state, seat, a) ? b : a;
  let v = 0;
  if (settlementSpotFree(state, book.rules, far)) v = Math.max(v, nodeValue(book, state, seat, far));
  for (const n of NODE_NEIGHBORS[far]!) {
    if (n === a || n === b) continue;
    if (settlementSpotFree(state, book.rules, n)) v = Math.max(v, 0.6 * nodeValue(book, state, seat, n));
  }
  return v;
}

/** Cards still missing for `cost`. */
function missing(state: CatanState, seat: number, cost: readonly number[]): number[] {
  const h = state.hands[seat]!;
  return cost.map((c, r) => Math.max(0, c - h[r]!));
}

/** A maritime trade toward `cost` without spending what `cost` needs; null when none helps. */
function tradeToward(
  book: RuleBook,
  state: CatanState,
  seat: number,
  cost: readonly number[],
): CatanAction | null {
  const need = missing(state, seat, cost);
  const want = need.findIndex((n, r) => n > 0 && state.bank[r]! > 0 && book.rules.resources[r]?.maritimeGet);
  if (want < 0) return null;
  const rates = maritimeRates(state, seat, book.R);
  const h = state.hands[seat]!;
  let give = -1;
  let spare = 0;
  for (let r = 0; r < book.R; r++) {
    if (r === want || !book.rules.resources[r]?.maritimeGive) continue;
    const surplus = h[r]! - (cost[r] ?? 0) - rates[r]!;
    if (surplus >= 0 && surplus + 1 > spare) {
      spare = surplus + 1;
      give = r;
    }
  }
  if (give < 0 || room(book, state, seat, want) <= 0) return null;
  return book.acts.maritime[give]![want]!;
}

/**
 * A steal's worth in the robber's hex score (a hex's block counts each opponent building's pips, its level and the
 * owner's VP): a card taken is one more for the bot and one less for the victim, about what blocking a 6 or 8
 * settlement for the robber's usual stay denies. Only a victim holding a card has one to give.
 */
const STEAL_WORTH = 4;

/**
 * How near the best hex where an opponent holds a card must score to the best hex, whose opponents hold none
 * (robbing there takes nothing), for the robber to go there instead: within half the best score's size of it (at
 * least half of a positive score). In 1,200 games against the bot without it (alternate seats) it won 50.7 %, and
 * it robbed an empty hand 3 times where that bot did 104 (at three quarters: 50.3 %, 29 times).
 */
const NEAR_ENOUGH = 0.5;

/**
 * Whether `score` is near enough to `best` (NEAR_ENOUGH). Measured from the best, so that it still holds when
 * every hex blocks more of the bot's own production than of the others' (the best score negative): half a
 * negative score is above it, a bar no other hex could reach.
 */
function nearEnough(score: number, best: number): boolean {
  return score >= best - NEAR_ENOUGH * Math.abs(best);
}

/** What the robber on `hex` blocks: each opponent building's pips by its level and owner's VP, less twice the bot's. */
function robberBlock(state: CatanState, seat: number, hex: number): number {
  let score = 0;
  for (const n of HEX_NODES[hex]!) {
    const o = state.nodeOwner[n]!;
    if (o < 0) continue;
    const weight = state.nodeLevel[n]! * (PIPS[state.numbers[hex]!] ?? 0);
    score += o === seat ? -2 * weight : weight * (1 + state.vp[o]! / 5);
  }
  return score;
}

/**
 * Where the robber goes and whom it robs: the hex that blocks the most opponent production (weighted by their
 * VP), not the bot's own, plus a steal's worth where an opponent there holds a card (hand sizes are public); the
 * victim with a card to steal, most cards and VP first. When no opponent on the best hex holds a card (or none
 * is there: only the bot's own buildings, when every hex costs it more than it blocks), the best hex where one
 * does is taken instead if it scores near enough (NEAR_ENOUGH); a player with no card is robbed only when no hex
 * with a card to steal is worth going to.
 */
function robberChoice(book: RuleBook, state: CatanState, seat: number): CatanAction {
  let bestHex = -1;
  let bestScore = -Infinity;
  let stealHex = -1;
  let stealScore = -Infinity;
  for (let h = 0; h < HEX_COUNT; h++) {
    if (!canRob(state, book.rules, h)) continue;
    const steals = victimsAt(state, seat, h).some((v) => handTotal(state, v) > 0);
    const score = robberBlock(state, seat, h) + (steals ? STEAL_WORTH : 0);
    if (score > bestScore) {
      bestScore = score;
      bestHex = h;
    }
    if (steals && score > stealScore) {
      stealScore = score;
      stealHex = h;
    }
  }
  // The best hex has a card to steal (it is stealHex), or robbing there takes nothing: no one there holds one.
  if (stealHex >= 0 && nearEnough(stealScore, bestScore)) bestHex = stealHex;
  const victims = victimsAt(state, seat, bestHex);
  const row = book.acts.robber[bestHex]!;
  if (victims.length === 0) return row[0]!;
  const holding = victims.filter((v) => handTotal(state, v) > 0);
  const victim = best(holding.length > 0 ? holding : victims, (v) => handTotal(state, v) + 2 * state.vp[v]!)!;
  return row[victim + 1]!;
}

function discardChoice(book: RuleBook, state: CatanState, seat: number): CatanAction {
  const left = state.hands[seat]!.slice();
  const cards = new Array<number>(book.R).fill(0);
  let owed = state.discardOwed[seat]!;
  const keep = [0, 0, 0, 2, 3]; // hold on to city cards first
  while (owed > 0) {
    let pick = -1;
    let most = -Infinity;
    for (let r = 0; r < book.R; r++) {
      if (left[r]! <= 0) continue;
      const score = left[r]! - (keep[r] ?? 0) * 0.5;
      if (score > most) {
        most = score;
        pick = r;
      }
    }
    cards[pick] = cards[pick]! + 1;
    left[pick] = left[pick]! - 1;
    owed--;
  }
  return { type: 'discard', cards: bundleRecord(book, cards) };
}

function setupChoice(book: RuleBook, state: CatanState, seat: number): CatanAction {
  if (state.setupNode === -1) {
    const spots = legalSpotIndices(book, state, seat, 'settlement');
    const node = best(spots, (n) => nodeValue(book, state, seat, n))!;
    return book.acts.settlement[node]!;
  }
  const edges = legalSpotIndices(book, state, seat, 'road');
  const edge = best(edges, (e) => {
    const far = EDGE_A[e] === state.setupNode ? EDGE_B[e]! : EDGE_A[e]!;
    let v = 0;
    for (const n of NODE_NEIGHBORS[far]!)
      if (n !== state.setupNode && settlementSpotFree(state, book.rules, n))
        v = Math.max(v, nodeValue(book, state, seat, n));
    return v;
  })!;
  return book.acts.road[edge]!;
}

function robberOnMe(state: CatanState, seat: number): boolean {
  if (state.robber < 0) return false;
  for (const n of HEX_NODES[state.robber]!) if (state.nodeOwner[n] === seat) return true;
  return false;
}

function mainChoice(book: RuleBook, state: CatanState, seat: number): CatanAction {
  const costs = book.rules.costs;
  const acts = book.acts;
  // Cities first.
  if (state.citiesLeft[seat]! > 0 && canAfford(state, seat, costs.city)) {
    const spots = legalSpotIndices(book, state, seat, 'city');
    if (spots.length) return acts.city[best(spots, (n) => nodeValue(book, state, seat, n))!]!;
  }
  const settleSpots =
    state.settlementsLeft[seat]! > 0 ? legalSpotIndices(book, state, seat, 'settlement') : [];
  if (settleSpots.length && canAfford(state, seat, costs.settlement))
    return acts.settlement[best(settleSpots, (n) => nodeValue(book, state, seat, n))!]!;
  // Development cards in hand.
  if (!state.devPlayedThisTurn) {
    if (canPlayDev(state, seat, KNIGHT) && (robberOnMe(state, seat) || state.devPlayed[seat]![KNIGHT]! >= 1))
      return acts.knight;
    if (
      canPlayDev(state, seat, ROAD_BUILDING) &&
      settleSpots.length === 0 &&
      state.roadsLeft[seat]! > 0 &&
      legalSpotIndices(book, state, seat, 'road').length > 0
    )
      return acts.roadBuilding;
    if (canPlayDev(state, seat, YEAR_OF_PLENTY)) {
      const target = state.settlementsLeft[seat]! > 0 && settleSpots.length ? costs.settlement : costs.city;
      const need = missing(state, seat, target);
      const take: string[] = [];
      for (let r = 0; r < book.R && take.length < 2; r++)
        for (let k = 0; k < need[r]! && take.length < 2; k++)
          if (state.bank[r]! > k) take.push(book.names[r]!);
      if (take.length === 2) return { type: 'yearOfPlenty', take };
    }
    if (canPlayDev(state, seat, MONOPOLY)) {
      // Name what the seat needs most for a city, else ore.
      const need = missing(state, seat, costs.city);
      const r = need[ORE]! >= need[GRAIN]! ? ORE : GRAIN;
      return acts.monopoly[r]!;
    }
  }
  // Roads toward a new spot (only when no spot is open), or toward Longest Road.
  if (
    state.roadsLeft[seat]! > 0 &&
    canAfford(state, seat, costs.road) &&
    settleSpots.length === 0 &&
    state.settlementsLeft[seat]! > 0
  ) {
    const roads = legalSpotIndices(book, state, seat, 'road');
    const edge = best(roads, (e) => roadProspect(book, state, seat, e));
    if (edge !== undefined && roadProspect(book, state, seat, edge) > 0) return acts.road[edge]!;
  }
  if (
    state.devDeck.length > 0 &&
    canAfford(state, seat, costs.dev) &&
    !(state.citiesLeft[seat]! > 0 && nearly(state, seat, costs.city))
  )
    return acts.buyDev;
  // Maritime trades toward the next goal.
  const goals: (readonly number[])[] = [];
  if (state.citiesLeft[seat]! > 0 && legalSpotIndices(book, state, seat, 'city').length)
    goals.push(costs.city);
  if (settleSpots.length) goals.push(costs.settlement);
  if (settleSpots.length === 0 && state.roadsLeft[seat]! > 0) goals.push(costs.road);
  if (state.devDeck.length > 0) goals.push(costs.dev);
  for (const g of goals) {
    const t = tradeToward(book, state, seat, g);
    if (t) return t;
  }
  // Spend a big hand on roads rather than lose it to a 7.
  if (handTotal(state, seat) > 7 && state.roadsLeft[seat]! > 0 && canAfford(state, seat, costs.road)) {
    const roads = legalSpotIndices(book, state, seat, 'road');
    if (roads.length) return acts.road[best(roads, (e) => roadProspect(book, state, seat, e))!]!;
  }
  return acts.endTurn;
}

function nearly(state: CatanState, seat: number, cost: readonly number[]): boolean {
  return missing(state, seat, cost).reduce((a, b) => a + b, 0) <= 1;
}

export function makeGreedyBot(book: RuleBook): BotFn {
  const random = makeRandomBot(book);
  return (state, seat, rng) => {
    switch (state.phase) {
      case 'setup':
        return seat === state.current ? setupChoice(book, state, seat) : random(state, seat, rng);
      case 'roll':
        if (canPlayDev(state, seat, KNIGHT) && !state.devPlayedThisTurn && robberOnMe(state, seat))
          return book.acts.knight;
        return book.acts.roll;
      case 'discard':
        return discardChoice(book, state, seat);
      case 'robber':
        return robberChoice(book, state, seat);
      case 'roadBuilding': {
        const roads = legalSpotIndices(book, state, seat, 'road');
        return book.acts.road[best(roads, (e) => roadProspect(book, state, seat, e) + rng.float() * 0.01)!]!;
      }
      case 'main': {
        const trade = state.trade;
        if (trade) {
          if (seat === state.current) {
            const s = confirmWith(book, state, seat);
            return s === null ? book.acts.withdraw : book.acts.confirm[s]!;
          }
          return acceptsOffer(book, state, seat) ? book.acts.accept : book.acts.decline;
        }
        if (seat !== state.current) return book.acts.endTurn;
        return mainChoice(book, state, seat);
      }
      default:
        return random(state, seat, rng);
    }
  };
}

/**
 * Whom the maker `seat` of the open offer confirms with: the first who accepted it, else the first whose
 * counter-offer is no worse for it than its own offer (it gives nothing it did not offer, no more of each, and
 * gets at least as many cards as it asked for); null: none (it withdraws). A counter is never taken blind: a
 * person countering "1 brick for your 4 ore" to a bot's 1-for-1 offer was confirmed.
 */
function confirmWith(book: RuleBook, state: CatanState, seat: number): number | null {
  const t = state.trade;
  if (!t) return null;
  for (let s = 0; s < state.seats; s++)
    if (t.answers[s] === ANSWER_ACCEPTED && canConfirm(book, state, seat, s)) return s;
  for (let s = 0; s < state.seats; s++) {
    const c = t.answers[s] === ANSWER_COUNTERED ? t.counters[s] : null;
    if (!c || !canConfirm(book, state, seat, s)) continue;
    let gets = 0;
    let asked = 0;
    let noMore = true;
    for (let r = 0; r < book.R; r++) {
      // The counter from its maker's side: they give `c.give` (the bot gets it) and get `c.get` (the bot gives).
      if (c.get[r]! > t.give[r]!) noMore = false;
      gets += c.give[r]!;
      asked += t.get[r]!;
    }
    if (noMore && gets >= asked) return s;
  }
  return null;
}

/** Accept a domestic offer that gives a needed resource for a surplus one, and never help a leader near 10. */
function acceptsOffer(book: RuleBook, state: CatanState, seat: number): boolean {
  const t = state.trade;
  if (!t) return false;
  if (state.vp[state.current]! >= 7) return false;
  const h = state.hands[seat]!;
  let gives = 0;
  let gets = 0;
  for (let r = 0; r < book.R; r++) {
    gives += t.get[r]!;
    gets += t.give[r]!;
    if (t.get[r]! > 0 && h[r]! - t.get[r]! < 1) return false;
  }
  if (gets < gives) return false;
  const need = missing(state, seat, book.rules.costs.city);
  const need2 = missing(state, seat, book.rules.costs.settlement);
  for (let r = 0; r < book.R; r++) if (t.give[r]! > 0 && (need[r]! > 0 || need2[r]! > 0)) return true;
  return false;
}
