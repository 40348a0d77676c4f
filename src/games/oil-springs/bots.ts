/**
 * Bots that understand oil. `random`: the base random bot, which draws uniformly from the legal actions —
 * these include converting oil, metropolises, sequestering and stealing oil. `greedy`: the base greedy bot
 * plus an oil layer: build metropolises, convert oil when it completes a build (two of a kind, or one each of
 * two kinds when the build lacks one of each) or would be wasted at the holding limit, sequester when a VP or
 * the Champion token is in reach or the oil has no safe use, steal oil when it can use it, and never trigger a
 * disaster that hurts itself more than its rivals (nor one that could abandon the island).
 */
import { HEX_NODES, NODE_COAST } from '../catan/board';
import { CITY, COSTS, PIPS, SETTLEMENT } from '../catan/data';
import type { CatanModule } from '../catan/module';
import type { CatanAction } from '../catan/types';
import type { Rng } from '../rng';
import type { Bot } from '../types';
import { metropolisCount, type OilSpringsAction, type OilSpringsExtraAction } from './actions';
import {
  CHAMPION_THRESHOLD,
  COLLAPSE_TOKENS,
  FLOOD_ROLL,
  METROPOLIS_LEVEL,
  METROPOLIS_POOL,
  OIL_CONVERSION_YIELD,
  OIL_HOLDING_LIMIT,
  SEQUESTERED_PER_VP,
  VICTORY_POINTS_GOAL,
} from './data';
import { OIL, oilHeld, type OilSpringsState, type OilState } from './oilState';
import { refuseSequester, refuseOilUse } from './oilRules';
import { DISASTER_TRACK_LENGTH } from './data';

type Mod = CatanModule<OilState, OilSpringsExtraAction>;
type OilBot = Bot<OilSpringsState, OilSpringsAction>;

/** Probability of rolling `n` with two dice. */
function rollChance(n: number): number {
  return (PIPS[n] ?? (n === FLOOD_ROLL ? 6 : 0)) / 36;
}

/**
 * Expected harm of a disaster to `seat`, in rough VP: the flood's coastal losses, and pollution's lost
 * production on the seat's hexes.
 */
export function disasterHarm(state: OilSpringsState, seat: number): number {
  let flood = 0;
  state.nodeOwner.forEach((o, n) => {
    if (o !== seat || !NODE_COAST[n]) return;
    const l = state.nodeLevel[n]!;
    if (l === SETTLEMENT || l === CITY) flood += 1;
  });
  let pollution = 0;
  const carriers = new Map<number, number>();
  state.numbers.forEach((num) => {
    if (num > 0) carriers.set(num, (carriers.get(num) ?? 0) + 1);
  });
  state.numbers.forEach((num, h) => {
    if (!(num > 0) || state.ext.springs.includes(h)) return;
    let mine = 0;
    for (const n of HEX_NODES[h]!) if (state.nodeOwner[n] === seat) mine += state.nodeLevel[n]!;
    if (mine > 0) pollution += (rollChance(num) / carriers.get(num)!) * mine * (PIPS[num]! / 5) * 0.5;
  });
  return rollChance(FLOOD_ROLL) * flood + pollution;
}

/** Whether using `amount` oil now is safe for `seat`: no disaster, or one that hurts the rivals at least as much. */
export function safeToUseOil(state: OilSpringsState, seat: number, amount: number): boolean {
  if (state.ext.marker + amount < DISASTER_TRACK_LENGTH) return true;
  // One more removed token could abandon the island: never risk it.
  if (state.ext.removedTokens.length >= COLLAPSE_TOKENS - 1) return false;
  const mine = disasterHarm(state, seat);
  let others = 0;
  for (let s = 0; s < state.seats; s++) if (s !== seat) others += disasterHarm(state, s);
  others /= Math.max(1, state.seats - 1);
  // Near the goal, do not gamble the win on a flood.
  if (state.vp[seat]! >= VICTORY_POINTS_GOAL - 2 && mine > 0.05) return false;
  return mine <= others + 0.05;
}

function missing(state: OilSpringsState, seat: number, cost: readonly number[]): number[] {
  const h = state.hands[seat]!;
  return cost.map((c, r) => Math.max(0, c - h[r]!));
}

/** The listed conversion into two of `name` (the greedy bot converts into two of a kind), or undefined. */
function twoOf(legal: readonly OilSpringsAction[], name: string | undefined): OilSpringsAction | undefined {
  return legal.find((a) => a.type === 'convertOil' && a.resource === name && a.second === undefined);
}

/**
 * The listed conversion toward the cards `need` lacks (by resource index): two of a kind short by 2 or more,
 * else one each of the first two kinds short by 1, else two of the one kind short; undefined when the bank
 * cannot pay it.
 */
function conversionToward(
  mod: Mod,
  need: readonly number[],
  legal: readonly OilSpringsAction[],
): OilSpringsAction | undefined {
  const name = (r: number) => mod.rules.resources[r]?.name;
  const many = need.findIndex((n) => n >= OIL_CONVERSION_YIELD);
  if (many >= 0) return twoOf(legal, name(many));
  const short = need.flatMap((n, r) => (n > 0 ? [r] : []));
  if (short.length >= 2)
    return legal.find(
      (a) => a.type === 'convertOil' && a.resource === name(short[0]!) && a.second === name(short[1]!),
    );
  return twoOf(legal, name(short[0]!));
}

/**
 * A conversion that completes a build this turn (city, settlement or development card), or null. One oil pays
 * 2 missing cards, of one kind or of two.
 */
function convertTowardBuild(
  mod: Mod,
  state: OilSpringsState,
  seat: number,
  legal: readonly OilSpringsAction[],
): OilSpringsAction | null {
  const goals: (readonly number[])[] = [];
  if (state.citiesLeft[seat]! > 0 && mod.legalSpotIndices(state, seat, 'city').length) goals.push(COSTS.city);
  if (state.settlementsLeft[seat]! > 0 && mod.legalSpotIndices(state, seat, 'settlement').length)
    goals.push(COSTS.settlement);
  if (state.devDeck.length > 0) goals.push(COSTS.dev);
  const oil = oilHeld(state, seat);
  for (const cost of goals) {
    const need = missing(state, seat, cost);
    const total = need.reduce((sum, n) => sum + n, 0);
    if (total === 0) continue;
    const converts = Math.ceil(total / OIL_CONVERSION_YIELD);
    if (converts > oil || refuseOilUse(state, seat, converts)) continue;
    if (!safeToUseOil(state, seat, converts)) continue;
    const act = conversionToward(mod, need, legal);
    if (act) return act;
  }
  return null;
}

function bestMetropolis(state: OilSpringsState, legal: readonly OilSpringsAction[]): OilSpringsAction | null {
  let best: OilSpringsAction | null = null;
  let bestPips = -1;
  for (const a of legal) {
    if (a.type !== 'metropolis') continue;
    const node = Number(a.at) - 1;
    let pips = 0;
    state.numbers.forEach((num, h) => {
      if (HEX_NODES[h]!.includes(node)) pips += PIPS[num] ?? 0;
    });
    if (pips > bestPips) {
      bestPips = pips;
      best = a;
    }
  }
  return best;
}

function wantsToSequester(state: OilSpringsState, seat: number, rng: Rng): boolean {
  const oil = state.ext;
  const mine = oil.sequestered[seat]!;
  // The next one completes a set of 3 (1 VP), or takes (or keeps pace for) the Champion token.
  if ((mine + 1) % SEQUESTERED_PER_VP === 0) return true;
  if (oil.champion >= 0 && oil.champion !== seat && mine + 1 > oil.sequestered[oil.champion]!) return true;
  if (oil.champion < 0 && mine + 1 >= CHAMPION_THRESHOLD) return true;
  // Oil with no safe use: sequester rather than sit on it.
  if (!safeToUseOil(state, seat, 1) || oilHeld(state, seat) >= OIL_HOLDING_LIMIT) return true;
  return rng.float() < 0.15;
}

/** The greedy bot's oil decision in its main phase, or null to let the base greedy bot decide. */
function oilChoice(
  mod: Mod,
  state: OilSpringsState,
  seat: number,
  rng: Rng,
  base: CatanAction,
): OilSpringsAction | null {
  if (oilHeld(state, seat) <= 0) return null;
  const legal = mod.legalActions(state, seat);
  const metro = bestMetropolis(state, legal);
  if (metro && safeToUseOil(state, seat, 2)) return metro;
  // Let the base bot build what it can already afford.
  if (base.type !== 'endTurn' && base.type !== 'maritime' && base.type !== 'buyDev') return null;
  // Save 2 oil for a metropolis when one is close.
  const metroSoon =
    metropolisCount(state) < METROPOLIS_POOL &&
    state.nodeLevel.some((l, n) => l === CITY && state.nodeOwner[n] === seat) &&
    oilHeld(state, seat) <= 2;
  if (!metroSoon) {
    const conv = convertTowardBuild(mod, state, seat, legal);
    if (conv) return conv;
  }
  if (base.type !== 'endTurn') return null;
  // At the holding limit production is wasted: turn one oil into cards, if safe.
  if (
    oilHeld(state, seat) >= OIL_HOLDING_LIMIT &&
    !refuseOilUse(state, seat, 1) &&
    safeToUseOil(state, seat, 1)
  ) {
    const need = missing(state, seat, COSTS.city);
    const r = need.findIndex((n) => n > 0);
    const name = mod.rules.resources[r >= 0 ? r : 4]?.name;
    const act = twoOf(legal, name);
    if (act) return act;
  }
  if (!refuseSequester(state, seat) && wantsToSequester(state, seat, rng)) return { type: 'sequester' };
  return null;
}

/**
 * Steal oil instead of a random card when the victim has some and the thief has room to spare; with room for just
 * one more, only from a victim holding no cards (a random card would take nothing: "Ben had no cards to steal.").
 */
function robberWithOil(state: OilSpringsState, seat: number, a: CatanAction): CatanAction {
  if (a.type !== 'robber' || a.victim === undefined) return a;
  const victimOil = oilHeld(state, a.victim);
  const room = OIL_HOLDING_LIMIT - oilHeld(state, seat);
  const noCards = state.hands[a.victim]!.every((n, r) => r === OIL || n === 0);
  if (victimOil > 0 && (room > 1 || (room === 1 && noCards))) return { ...a, steal: 'oil' };
  return a;
}

export function makeOilRandomBot(_mod: Mod, baseRandom: OilBot): OilBot {
  // Uniform over the legal actions, which include every oil action.
  return (state, seat, rng) => baseRandom(state, seat, rng);
}

export function makeOilGreedyBot(mod: Mod, baseGreedy: OilBot): OilBot {
  return (state, seat, rng) => {
    const base = baseGreedy(state, seat, rng) as CatanAction;
    if (state.phase === 'robber' && seat === state.current) return robberWithOil(state, seat, base);
    if (state.phase !== 'main' || seat !== state.current || state.trade) return base;
    return oilChoice(mod, state, seat, rng, base) ?? base;
  };
}

/** Metropolis level re-exported for tests that build boards by hand. */
export { METROPOLIS_LEVEL };
