/**
 * Bots. `random`: a legal action at random, with deals rare (so games move) and, at an EXCHANGE, one purchase
 * of any size as likely as ending the turn. `greedy`: charters whenever it can pay the dearest freight the blind
 * bill might ask from its cash and its shares at the bank's price, so that a debt costs it no well
 * (`payableWithoutWells`; near the end, only a cargo likely enough to arrive in time to pay for its freight and
 * the oil it takes from store: `charterPays`), insures a cargo only when its chance of a loss beats the premium's
 * 5 % of the payout (`lossChance`: the long voyages; Lloyd's card first), drills whenever it can pay (near the
 * end, only a well likely enough to strike in time to pay for itself: `drillPays`), puts spare cash into shares,
 * bids below market and accepts deals at or better than market (buying, in a bid or an answer, only with the cash
 * to keep its reserve: `keepsReserve`), and raises a debt first by offering its oil in store at £7 a ton to a
 * player who can take it, then its shares at 90 % of their price to a player who can pay (`debtSale`), then from
 * its cheapest assets.
 * `makeGreedyBot` takes a policy, so a simulation can pit policies against each other (never drilling, never
 * insuring, always insuring, never chartering at quotation 5).
 */
import type { Bot } from '../types';
import type { Rng } from '../rng';
import {
  AREAS,
  BOARD,
  DRILLING_COST,
  DRILLING_TRACK,
  HELICOPTER,
  MAX_FREIGHT_LEVEL,
  MEMO_CARDS,
  OIL_NEWS_CARDS,
  PORTS,
  SHARES,
  SHARE_COMPANIES,
  SHIPPING_PORTS,
  STORE_VALUE_PER_1000_TONS,
  bankBidPerWell,
  charterThreshold,
  insurancePayout,
  insurancePremium,
  type Card,
  type SeaStage,
  type ShareCompany,
  type ShippingPort,
  type Tanker,
} from './data';
import { dealBar, goodsWorth, mayOffer, partiesOf } from './deals';
import { SMALLEST_HOLE, billOf, concession, hasWellIn, roomIn, storesIn } from './ledger';
import { bankBidForShares } from './insolvency';
import { legalActions } from './legal';
import { seaRoute } from './sea';
import { lastRoundOf } from './setup';
import { routeOf, voyagesOf, worstFreight } from './shipping';
import type { DealOffer, MeritAction, MeritState } from './types';

/**
 * What selling well `card` to the bank takes from `p`'s fortune: its card value and the oil in its store (which
 * goes with it), less what the bank pays. The least valuable well alone could be a full store of 22,500 t, worth
 * £157,500, sold beside an empty well of the same value.
 */
function wellSaleLoss(p: MeritState['players'][number], card: number): number {
  const tons = p.wells.find((w) => w.card === card)?.tons ?? 0;
  const value = concession(card).value;
  return value + (tons / 1000) * STORE_VALUE_PER_1000_TONS - bankBidPerWell(value);
}

/**
 * What `p` can pay without selling a well: its cash, and its share blocks at what the bank pays a debtor for them
 * (80 % of today's price). A freight beyond the cash is a debt; paid from the shares, it costs at most a fifth of
 * the shortfall, where waiting with a cargo that pays costs its tanker's turns (a bot that had bought shares down
 * to twice its reserve sat for five rounds on a charter with £62,250 in hand, £660,000 in shares and a worst freight
 * of £63,000).
 */
function payableWithoutWells(state: MeritState, p: MeritState['players'][number]): number {
  let sum = p.cash;
  for (const c of SHARE_COMPANIES) sum += p.shares[c] * bankBidForShares(state, c);
  return sum;
}

/** Deals are this rare in the random bot's choices. */
const RANDOM_DEAL_CHANCE = 0.05;

export const randomBot: Bot<MeritState, MeritAction> = (state, seat, rng) => {
  // Deals are listed (the dear part of the listing) only on the rare turn the bot is in the mood to deal.
  if (rng.float() < RANDOM_DEAL_CHANCE) {
    const deals = legalActions(state, seat).filter((a) => a.type === 'offerDeal');
    if (deals.length > 0) return pick(deals, rng);
  }
  const legal = legalActions(state, seat, false);
  const plain = legal.filter((a) => a.type !== 'withdrawDeal');
  // At an EXCHANGE every size of purchase is an action of its own, so a pick among them all bought again and
  // again, a line in the log each ("bought 1 block …" five times). Buying or not is an even chance; a purchase
  // is one of any size.
  const buys = plain.filter((a) => a.type === 'buyShares');
  const others = plain.filter((a) => a.type !== 'buyShares');
  if (buys.length > 0 && others.length > 0) return pick<MeritAction>(rng.float() < 0.5 ? buys : others, rng);
  return pick(plain.length > 0 ? plain : legal, rng);
};

function pick<T>(list: readonly T[], rng: Rng): T {
  return list[rng.int(list.length)]!;
}

export interface GreedyPolicy {
  /** Drill (and fly the helicopter) whenever it can pay and the well pays (`drillPays`). */
  drill: boolean;
  /**
   * Insure every cargo, none, only cargoes worth more than a quarter of the cash, or only those whose chance of a
   * loss (`lossChance`) beats the premium's share of the payout.
   */
  insure: 'always' | 'never' | 'big' | 'risky';
  /** The highest freight quotation it charters at. */
  charterUpTo: number;
  /** Cash kept back from shares and other players' goods (for freight and bad news); not from a test well. */
  reserve: number;
  /**
   * Business offers before the roll (the seed's "nose for business"): buy the oil it lacks for a charter from
   * a player with stores in the same area, and shares below their price.
   */
  deals: boolean;
  /**
   * In debt, offer oil in store to another player at its worth in a fortune (£7 a ton) before selling to the
   * bank (`debtSale`): the bank pays 80 % for shares and half for a well, whose stores go with it.
   */
  sellOil: boolean;
  /**
   * In debt, offer share blocks to another player at 90 % of today's price (after the oil, before the bank's
   * 80 %: `debtSale`).
   */
  sellShares: boolean;
}
export const GREEDY: GreedyPolicy = {
  drill: true,
  insure: 'risky',
  charterUpTo: MAX_FREIGHT_LEVEL,
  reserve: 60_000,
  deals: true,
  sellOil: true,
  sellShares: true,
};

/** What the greedy bot bids: oil in store a ton (the seed values it at £7), shares as a share of the price. */
const BID_PER_TON = 5;
const BID_SHARE_OF_PRICE = 0.7;
/** What the greedy bot asks when it sells: shares over their price, oil over the £7 a ton of the seed. */
const ASK_SHARE_OF_PRICE = 1.3;
const ASK_PER_TON = 9.5;
/** Shortfalls the greedy bot tries to buy to reach a charter threshold. */
const MOST_OIL_BOUGHT = 9_000;

/** Extra worth to the bot of oil that lets it charter now (a cargo sells well above the store price). */
const CHARTER_BONUS = 20_000;

type Offer = Omit<DealOffer, 'id'>;

/**
 * Parcels of whole smallest holes from `least` up to `most` tons, in the order given: oil moves between players
 * in whole holes of the marking board (`dealBar`), so only these can change hands.
 */
function parcels(least: number, most: number, order: 'up' | 'down'): number[] {
  const out: number[] = [];
  for (let t = Math.ceil(least / SMALLEST_HOLE) * SMALLEST_HOLE; t <= most; t += SMALLEST_HOLE) out.push(t);
  return order === 'up' ? out : out.reverse();
}

/**
 * Whether paying `price` leaves the greedy player `p` its cash `reserve` (for freight and bad news): the one check
 * on everything it buys from a player (its own bids, a debtor's offer). Its EXCHANGE purchases keep twice the
 * reserve. A test well keeps none (`drillPays`).
 */
function keepsReserve(p: MeritState['players'][number], price: number, reserve: number): boolean {
  return p.cash - price >= reserve;
}

/**
 * The bot's business offers to one player, each with what it expects to gain; a bid only with the cash to keep
 * its reserve (`keepsReserve`).
 */
function candidates(state: MeritState, seat: number, to: number, reserve: number): [Offer, number][] {
  const me = state.players[seat]!;
  const them = state.players[to]!;
  const out: [Offer, number][] = [];
  const round500 = (x: number) => Math.round(x / 500) * 500;
  /** Adds the offer if it gains, it keeps the reserve, and the engine would take it; says whether it did. */
  const add = (side: 'buy' | 'sell', goods: Offer['goods'], price: number, gain: number): boolean => {
    const offer: Offer = { from: seat, to, side, goods, price };
    if (gain <= 0 || (side === 'buy' && !keepsReserve(me, price, reserve)) || dealBar(state, offer))
      return false;
    out.push([offer, gain]);
    return true;
  };
  for (const port of SHIPPING_PORTS) {
    const area = PORTS[port].area;
    const short = charterThreshold(port) - storesIn(me, area);
    if (short <= 0 || short > MOST_OIL_BOUGHT || !hasWellIn(me, area) || storesIn(them, area) < short)
      continue;
    // The smallest parcel of whole holes that makes up the shortfall.
    for (const tons of parcels(short, MOST_OIL_BOUGHT, 'up')) {
      const price = round500(tons * BID_PER_TON);
      const gain = (tons / 1000) * STORE_VALUE_PER_1000_TONS - price + CHARTER_BONUS;
      if (add('buy', { kind: 'stores', area, tons }, price, gain)) break;
    }
  }
  for (const company of SHARE_COMPANIES) {
    const bid = round500(state.sharePrice[company] * BID_SHARE_OF_PRICE);
    // As many blocks as the cash above the reserve pays for.
    const buy = Math.min(them.shares[company], Math.floor((me.cash - reserve) / bid));
    if (buy >= 1)
      add(
        'buy',
        { kind: 'shares', company, blocks: buy },
        bid * buy,
        (state.sharePrice[company] - bid) * buy,
      );
    const ask = round500(state.sharePrice[company] * ASK_SHARE_OF_PRICE);
    const sell = Math.min(me.shares[company], Math.floor(them.cash / ask));
    if (sell >= 1)
      add(
        'sell',
        { kind: 'shares', company, blocks: sell },
        ask * sell,
        (ask - state.sharePrice[company]) * sell,
      );
  }
  for (const area of AREAS) {
    const storeValue = STORE_VALUE_PER_1000_TONS / 1000;
    // The biggest parcel of whole holes each way.
    const buy = Math.min(roomIn(me, area), storesIn(them, area), MOST_OIL_BOUGHT);
    for (const tons of parcels(1, buy, 'down')) {
      const goods = { kind: 'stores', area, tons } as const;
      if (add('buy', goods, round500(tons * BID_PER_TON), tons * (storeValue - BID_PER_TON))) break;
    }
    const sell = Math.min(roomIn(them, area), storesIn(me, area), MOST_OIL_BOUGHT);
    for (const tons of parcels(1, sell, 'down')) {
      const goods = { kind: 'stores', area, tons } as const;
      if (add('sell', goods, round500(tons * ASK_PER_TON), tons * (ASK_PER_TON - storeValue))) break;
    }
  }
  return out;
}

/**
 * Whether `to` declined an offer of this bot lately: a bot then leaves them alone for a while (any other offer
 * would ask them again, on each of its turns, as the same one did).
 */
function turnedDown(state: MeritState, from: number, to: number): boolean {
  return (state.declined ?? []).some((d) => d.from === from && d.to === to);
}

/**
 * The bot's most profitable business offer now, or null: at most one a turn, to the player it gains most from
 * (a thread with humans is not flooded, and each offer waits for its answer: `seatsToAct`). Equal gains are
 * common (a sale's gain does not depend on who buys once each can afford it): the player is then drawn by lot,
 * not the lowest seat, which would make seat 1 everyone's customer.
 */
function businessOffer(state: MeritState, seat: number, reserve: number, rng: Rng): MeritAction | null {
  if (!mayOffer(state, seat) || state.offersThisTurn[seat]! >= 1) return null;
  let best: Offer[] = [];
  let bestGain = 0;
  for (let to = 0; to < state.seats; to++) {
    if (to === seat || state.players[to]!.bankrupt || turnedDown(state, seat, to)) continue;
    for (const [offer, gain] of candidates(state, seat, to, reserve)) {
      if (gain > bestGain) {
        best = [offer];
        bestGain = gain;
      } else if (gain === bestGain && best.length > 0) best.push(offer);
    }
  }
  return best.length > 0 ? { type: 'offerDeal', ...pick(best, rng) } : null;
}

/**
 * What the greedy debtor asks another player for its share blocks, as a share of today's price: halfway between
 * the bank's 80 % and the price. The seed's buyer does "a good piece of business", and the debtor "will naturally
 * have to take a loss on his shares", a smaller one than the bank's.
 */
const DEBT_ASK_SHARE_OF_PRICE = 0.9;

/**
 * Whether `to` lately turned down a sale of `kind` by `from` at its worth or less (a business offer above it does
 * not count: the debtor's is cheaper, and it owes the bank).
 */
function turnedDownSale(state: MeritState, from: number, to: number, kind: 'stores' | 'shares'): boolean {
  return (state.declined ?? []).some(
    (d) =>
      d.from === from &&
      d.to === to &&
      d.side === 'sell' &&
      d.goods.kind === kind &&
      d.price <= goodsWorth(state, d.goods),
  );
}

/**
 * The debtor's offers of oil in store to `to` at its worth in a fortune (£7 a ton: the fortune loses nothing), one
 * an area: the smallest parcel of whole holes that pays the whole debt, else the biggest the buyer has room and
 * cash for.
 */
function oilSales(state: MeritState, seat: number, to: number): Offer[] {
  const me = state.players[seat]!;
  const them = state.players[to]!;
  const perTon = STORE_VALUE_PER_1000_TONS / 1000;
  const need = me.debt / perTon;
  const out: Offer[] = [];
  for (const area of AREAS) {
    const most = Math.min(storesIn(me, area), roomIn(them, area), Math.floor(them.cash / perTon));
    if (most < SMALLEST_HOLE || !hasWellIn(them, area)) continue;
    const sizes = [...parcels(need, most, 'up'), ...parcels(1, Math.min(most, need), 'down')];
    for (const tons of sizes) {
      const goods = { kind: 'stores', area, tons } as const;
      const offer: Offer = { from: seat, to, side: 'sell', goods, price: tons * perTon };
      if (dealBar(state, offer)) continue;
      out.push(offer);
      break;
    }
  }
  return out;
}

/**
 * The debtor's offers of share blocks to `to` at `DEBT_ASK_SHARE_OF_PRICE` of today's price, one a company: the
 * fewest blocks that pay the whole debt, else as many as the buyer can pay for.
 */
function shareSales(state: MeritState, seat: number, to: number): Offer[] {
  const me = state.players[seat]!;
  const them = state.players[to]!;
  const out: Offer[] = [];
  for (const company of SHARE_COMPANIES) {
    const ask = Math.round((state.sharePrice[company] * DEBT_ASK_SHARE_OF_PRICE) / 500) * 500;
    const blocks = Math.min(me.shares[company], Math.ceil(me.debt / ask), Math.floor(them.cash / ask));
    if (blocks < 1) continue;
    const offer: Offer = {
      from: seat,
      to,
      side: 'sell',
      goods: { kind: 'shares', company, blocks },
      price: ask * blocks,
    };
    if (!dealBar(state, offer)) out.push(offer);
  }
  return out;
}

/**
 * A debtor's offer to another player before it sells to the bank, or null: first its oil in store at £7 a ton
 * (`oilSales`; the bank does not buy oil, and a well sold to it takes its stores for nothing), then its share
 * blocks at 90 % of today's price (`shareSales`; the bank pays 80 %). Of each kind, the offer that pays most of
 * the debt, then the one that sells least beyond it (ties by lot); never to a player in debt, nor to one who lately
 * turned down such a sale at its worth or less. All it reads is on the table: wells, stores, shares, cash and
 * debts, and the offers declined.
 */
export function debtSale(
  state: MeritState,
  seat: number,
  rng: Rng,
  policy: Pick<GreedyPolicy, 'sellOil' | 'sellShares'> = GREEDY,
): MeritAction | null {
  const me = state.players[seat]!;
  if (me.debt <= 0 || !mayOffer(state, seat)) return null;
  const kinds = [
    ['stores', oilSales, policy.sellOil],
    ['shares', shareSales, policy.sellShares],
  ] as const;
  for (const [kind, sales, wanted] of kinds) {
    if (!wanted) continue;
    let best: Offer[] = [];
    let bestPaid = 0;
    let bestPrice = Infinity;
    for (let to = 0; to < state.seats; to++) {
      const them = state.players[to]!;
      if (to === seat || them.bankrupt || them.debt > 0 || turnedDownSale(state, seat, to, kind)) continue;
      for (const offer of sales(state, seat, to)) {
        const paid = Math.min(offer.price, me.debt);
        if (paid > bestPaid || (paid === bestPaid && offer.price < bestPrice)) {
          best = [offer];
          bestPaid = paid;
          bestPrice = offer.price;
        } else if (paid === bestPaid && offer.price === bestPrice) best.push(offer);
      }
    }
    if (best.length > 0) return { type: 'offerDeal', ...pick(best, rng) };
  }
  return null;
}

export function makeGreedyBot(policy: GreedyPolicy = GREEDY): Bot<MeritState, MeritAction> {
  return (state, seat, rng) => {
    const legal = legalActions(state, seat, false);
    const has = (type: MeritAction['type']) => legal.find((a) => a.type === type);
    const p = state.players[seat]!;
    // Answer offers first: take a bargain (bought, only with the cash to keep the reserve), refuse the rest.
    for (const o of state.offers) {
      if (o.to !== seat) continue;
      const { buyer } = partiesOf(o);
      const good =
        buyer === seat
          ? o.price <= goodsWorth(state, o.goods) && keepsReserve(p, o.price, policy.reserve)
          : o.price >= goodsWorth(state, o.goods);
      const accept = legal.find((a) => a.type === 'acceptDeal' && a.offer === o.id);
      if (good && accept) return accept;
      return { type: 'declineDeal', offer: o.id };
    }
    if (p.debt > 0) {
      const offer = debtSale(state, seat, rng, policy);
      if (offer) return offer;
      // Cheapest shares first, then the well whose sale costs the fortune least.
      const sells = legal.filter((a) => a.type === 'sellShares' && a.blocks === 1);
      if (sells.length > 0) {
        return sells.sort(
          (a, b) =>
            state.sharePrice[(a as { company: 'refinery' }).company] -
            state.sharePrice[(b as { company: 'refinery' }).company],
        )[0]!;
      }
      const wells = legal.filter(
        (a): a is Extract<MeritAction, { type: 'sellWell' }> => a.type === 'sellWell',
      );
      if (wells.length > 0)
        return wells.sort((a, b) => wellSaleLoss(p, a.card) - wellSaleLoss(p, b.card))[0]!;
    }
    if (seat !== state.current) return legal[0] ?? { type: 'endTurn' };
    // A charter whose freight might outrun what it can pay without a well would be a debt that costs one (the
    // bill is drawn blind): it waits. Near the end, one whose cargo may not arrive in time must pay for that chance.
    // Of two ports that pass, the first in SHIPPING_PORTS (Mina al Ahmadi first): the port whose bills gain most on
    // average after freight, premium and the oil's £7 a ton, the area with least room left, or the most gain a
    // stage at sea did no better (2026-12-06, 3,000 duel games each: 3, 8 and 8 wins fewer).
    const charter = legal.find(
      (a) =>
        a.type === 'charter' &&
        state.freightLevel <= policy.charterUpTo &&
        payableWithoutWells(state, p) >= worstFreight(state, a.port) &&
        charterPays(state, seat, a.port, (tons, chance) => wantsInsurance(policy, p, tons, chance)),
    );
    if (charter) return charter;
    if (policy.deals && !state.rolled && state.insuring === null) {
      const offer = businessOffer(state, seat, policy.reserve, rng);
      if (offer) return offer;
    }
    if (state.insuring !== null) {
      const tanker = state.tankers[state.insuring]!;
      const cargoTons = tanker ? tankerTons(state, seat) : 0;
      // Only a likely loss: insuring every cargo paid 5 % for a loss that came 3 % of the time on average (1 % on
      // a Mediterranean run). Played out both ways from a cargo where the two choose differently, the rest of
      // the game insuring so or every cargo, its player ended £12,000 ± 1,400 richer (+0.9 ± 0.3 win points).
      const wants = wantsInsurance(policy, p, cargoTons, () => lossChance(state, state.insuring!));
      const card = legal.find((a) => a.type === 'insure' && a.useCard);
      const paid = legal.find((a) => a.type === 'insure' && !a.useCard);
      if (wants && (card ?? paid)) return (card ?? paid)!;
      return { type: 'declineInsurance' };
    }
    const roll = has('roll');
    if (roll) return roll;
    if (policy.drill) {
      // Whatever cash it leaves: a test well is worth more than its price (`drillPays`), and a debt it leaves
      // costs less (oil sold at its worth, or shares at 80-90 %). Played out both ways from the moments where
      // the £60,000 reserve held it back, drilling gained its player £129,000 ± 8,000 by the end (£50,000 wells)
      // and £133,000 ± 14,000 (the helicopter).
      const cheap = legal.find((a) => a.type === 'drill' && a.useCard);
      if (cheap && drillPays(state, HELICOPTER.cost)) return cheap;
      const drill = has('drill');
      if (drill && drillPays(state, DRILLING_COST)) return drill;
      const heli = has('helicopter');
      if (heli && drillPays(state, HELICOPTER.cost)) return heli;
    }
    if (state.choice === 'exchange') {
      const buys = legal.filter(
        (a): a is Extract<MeritAction, { type: 'buyShares' }> => a.type === 'buyShares' && a.blocks === 1,
      );
      const affordable = buys.filter((a) => keepsReserve(p, state.sharePrice[a.company], policy.reserve * 2));
      if (affordable.length > 0) {
        // The company whose blocks the OIL NEWS deck pays best a pound (`shareReturn`); ties at random. As many
        // blocks as keep twice the reserve, in one purchase (one line in the log, not one a block).
        const ret = (c: ShareCompany) => shareReturn(state, c);
        affordable.sort((a, b) => ret(b.company) - ret(a.company));
        const cheapest = affordable.filter((a) => ret(a.company) === ret(affordable[0]!.company));
        const { company } = cheapest[rng.int(cheapest.length)]!;
        const price = state.sharePrice[company];
        const blocks = Math.min(state.bankShares[company], Math.floor((p.cash - policy.reserve * 2) / price));
        return { type: 'buyShares', company, blocks };
      }
    }
    return has('endTurn') ?? legal[0] ?? { type: 'endTurn' };
  };
}

/**
 * What a block of `company` is expected to gain a pound on each OIL NEWS card drawn, from the deck's cards (public:
 * the rules page lists them): its dividends, and its price moves within the price's bounds. The two companies pay
 * the same dividends, but Refinery shares only rise and Shipping shares only fall: the bot bought the cheaper
 * company, so Shipping, whose price the deck pushes down, and ended its games holding about 9 Shipping blocks to
 * 3 Refinery. A Shipping block at its £5,000 floor falls no more, and pays the best of all.
 */
export function shareReturn(state: MeritState, company: ShareCompany): number {
  const price = state.sharePrice[company];
  const { minPrice, maxPrice } = SHARES[company];
  let gain = 0;
  for (const card of OIL_NEWS_CARDS)
    for (const e of card.effects) {
      if (e.kind === 'dividend' && e.company === company) gain += e.perBlock;
      if (e.kind === 'sharePrice' && e.company === company)
        gain += Math.max(minPrice, Math.min(maxPrice, price + e.by)) - price;
    }
  return gain / OIL_NEWS_CARDS.length / price;
}

/**
 * The chance that `moves` rolls of the die add up to `stages` or more (a tanker sails the owner's die each turn).
 */
export function arrivalChance(stages: number, moves: number): number {
  if (stages <= moves) return 1;
  if (stages > moves * 6) return 0;
  // ways[t]: the chance of totalling t with the dice rolled so far.
  let ways = [1];
  for (let m = 0; m < moves; m++) {
    const next = new Array<number>(ways.length + 6).fill(0);
    for (let t = 0; t < ways.length; t++) for (let d = 1; d <= 6; d++) next[t + d]! += ways[t]! / 6;
    ways = next;
  }
  let p = 0;
  for (let t = stages; t < ways.length; t++) p += ways[t]!;
  return p;
}

/**
 * The chance that a test well started now strikes oil within `rolls` more rolls of its driller's die (the lorry
 * moves down the track only on its owner's later turns, and the section it lands on applies: `DRILLING_TRACK`).
 * With time to spare it is the track's own 59.7 %; with three rolls left about 48 %, two 31 %, one 17 %, none 0:
 * a well still being drilled when the game ends strikes nothing, and its cost is lost.
 */
export function strikeChance(rolls: number, from = -1): number {
  if (rolls <= 0) return 0;
  let chance = 0;
  for (let roll = 1; roll <= 6; roll++) {
    const at = Math.min(from + roll, DRILLING_TRACK.length - 1);
    const kind = DRILLING_TRACK[at]!.kind;
    if (kind === 'strike') chance += 1 / 6;
    else if (kind !== 'dry') chance += strikeChance(rolls - 1, at) / 6;
  }
  return chance;
}

/**
 * Whether a test well started now for `price` is worth it to the greedy player: its chance to strike before the
 * end (`strikeChance`, over the turns left) times the concession it would draw (the pile's cards on average)
 * must beat the price. With turns to spare that is the track's 59.7 % of a card, more than £50,000 whatever is
 * left in the pile; near the end it is not (in a playtest the bot paid £50,000 in the last round, for a well that
 * could never strike), nor with no card left to grant.
 */
export function drillPays(state: MeritState, price: number): boolean {
  const cards = state.concessions;
  if (cards.length === 0) return false;
  const worth = cards.reduce((sum, c) => sum + concession(c).value, 0) / cards.length;
  return strikeChance(lastRoundOf(state) - state.round) * worth > price;
}

/**
 * Whether a charter at `port` now is worth its price to the greedy player (the end of the game in view). Oil still
 * at sea when the game ends counts for nothing, and oil left in store counts £7 a ton: so when the end may come
 * before the cargo arrives (the tanker sails only on its owner's rolls, this turn's included), the sale's
 * chance of arriving must beat the freight, the premium it would pay (`insures`, told the cargo's tons and its
 * chance of a loss: `voyageLoss`) and the oil's worth in store. Averaged over the bills left in the port's pile
 * (drawn blind: any may be on top), at today's quotation and canal. Before that, a charter always pays: the oil is
 * shipped sooner or later.
 */
export function charterPays(
  state: MeritState,
  seat: number,
  port: ShippingPort,
  insures: (tons: number, chance: () => number) => boolean,
): boolean {
  const moves = lastRoundOf(state) - state.round + 1;
  const level = state.freightLevel - 1;
  const from = PORTS[port].stage;
  const longest = voyagesOf(state, seat).length === 0;
  let gain = 0;
  let certain = true;
  for (const id of state.bills[port]) {
    const bill = billOf(id);
    const route = seaRoute(from, bill.destination, state.suezOpen) ?? [];
    const chance = arrivalChance(route.length, moves);
    if (chance < 1) certain = false;
    const insured = insures(bill.tons, () => voyageLoss(state, seat, [from, ...route], longest));
    gain +=
      chance * bill.sale[level]! -
      bill.freight[level]! -
      (insured ? insurancePremium(bill.tons) : 0) -
      (bill.tons / 1000) * STORE_VALUE_PER_1000_TONS;
  }
  return certain || gain > 0;
}

/** The share of `cards` that carry an effect passing `test`. */
function shareOf(cards: readonly Card[], test: (e: Card['effects'][number]) => boolean): number {
  return cards.filter((c) => c.effects.some(test)).length / cards.length;
}
/**
 * The share of a lorry's throws that end on a square of the loop (the others move it down the drilling track or
 * along a trip, and draw no card): 200 four-player games of greedy bots drew a MEMO card on 16.0 % of throws and
 * an OIL NEWS card on 11.7 %, where the board's squares are 25 % and 18.75 % of the loop.
 */
const ON_LOOP = 0.63;
/** The chance that a throw of a lorry ends on a square of `kind`. */
const onBoard = (kind: string) => (ON_LOOP * BOARD.filter((s) => s.kind === kind).length) / BOARD.length;
/** The chance that a lorry's throw draws "Fire aboard" (a MEMO square, then that card): about 1 %. */
const FIRE_CHANCE = onBoard('memo') * shareOf(MEMO_CARDS, (e) => e.kind === 'tankerLost');
/** The chance that a lorry's throw draws an OIL NEWS card sinking every tanker on `stage` ("Gale in Biscay"). */
function galeChance(stage: SeaStage): number {
  return (
    onBoard('oilNews') *
    shareOf(OIL_NEWS_CARDS, (e) => e.kind === 'tankersLostAt' && e.stages.includes(stage))
  );
}

/**
 * The chance that `tanker`'s cargo is lost at sea before it arrives or the game ends (`voyageLoss`).
 */
export function lossChance(state: MeritState, tanker: Tanker): number {
  const v = state.tankers[tanker]!;
  const longest = voyagesOf(state, v.owner)[0] === tanker;
  return voyageLoss(state, v.owner, [v.at, ...routeOf(state, v)], longest);
}

/**
 * The chance that `owner`'s cargo on `stages` (where it is, then its route) is lost before it arrives or the game
 * ends, as a player at the table can reckon it from the board and the decks (public: the rules page lists the
 * cards), the deck's order unknown. Each of its owner's turns, the lorry moves first and may draw "Fire aboard"
 * (it sinks the owner's tanker longest at sea: counted in full when that is this one, `longest`, half when an
 * older one is at sea, which mostly arrives first); then the tanker sails the die along its route, and on a stage
 * a gale card sinks it each time a lorry's throw draws that card before the owner's next turn (every other
 * player's, then the owner's own). The longer the voyage, the more turns at sea: a Mediterranean run from Tripoli
 * about 1.5 %, the Gulf to the Channel through Suez 5.5 %, round the Cape 8 %. In 300 four-player games of greedy
 * bots, the cargoes it put at 1.3, 3.1, 4.8 and 6.5 % on average were lost 1.0, 2.6, 4.9 and 5.6 % of the time.
 */
function voyageLoss(state: MeritState, owner: number, stages: readonly SeaStage[], longest: boolean): number {
  const fire = FIRE_CHANCE * (longest ? 1 : 0.5);
  const others = state.players.filter((p, s) => s !== owner && !p.bankrupt).length;
  let lost = 0;
  // at[k]: the chance the cargo is afloat on stages[k] before its owner's next roll.
  let at = [1];
  for (let m = lastRoundOf(state) - state.round + 1; m > 0; m--) {
    const next = new Array<number>(stages.length).fill(0);
    at.forEach((p, k) => {
      const afloat = p * (1 - fire - galeChance(stages[k]!));
      lost += p - afloat;
      for (let d = 1; d <= 6 && k + d < stages.length - 1; d++) {
        const safe = (1 - galeChance(stages[k + d]!)) ** others;
        next[k + d]! += (afloat / 6) * safe;
        lost += (afloat / 6) * (1 - safe);
      }
    });
    at = next;
  }
  return lost;
}

/**
 * Whether the greedy player insures a cargo of `tons` whose chance of a loss is `chance`: every cargo
 * (`always`), none, one worth more than a quarter of its cash (`big`), or one whose loss is likelier than the
 * premium's share of the payout, 5 % (`risky`: the policy then pays more than it costs, on average).
 */
function wantsInsurance(
  policy: GreedyPolicy,
  p: MeritState['players'][number],
  tons: number,
  chance: () => number,
) {
  switch (policy.insure) {
    case 'always':
      return true;
    case 'never':
      return false;
    case 'big':
      return (tons / 1000) * STORE_VALUE_PER_1000_TONS > p.cash / 4;
    case 'risky':
      return chance() > insurancePremium(tons) / insurancePayout(tons);
  }
}

/** Tons on the tanker being insured. */
function tankerTons(state: MeritState, seat: number): number {
  const t = state.insuring;
  const v = t ? state.tankers[t] : null;
  if (!v || v.owner !== seat) return 0;
  return billTons(v.bill);
}
const billTons = (id: number) => billOf(id).tons;

export const greedyBot = makeGreedyBot();
