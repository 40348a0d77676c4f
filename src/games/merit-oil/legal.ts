/**
 * A seat's legal actions, listed by walking the moment's table (phases.ts). Deals are open-ended (any price):
 * the listing offers a few fair ones — shares at today's price, stores at the seed's £7 a ton — and the
 * engine validates any other when it is made.
 */
import {
  AREAS,
  HELICOPTER,
  DRILLING_COST,
  SHARE_COMPANIES,
  SHIPPING_PORTS,
  STORE_VALUE_PER_1000_TONS,
  insurancePremium,
  type Area,
} from './data';
import { keptCardFor } from './cards';
import { dealBar, mayOffer } from './deals';
import { bankBidForShares, holdsShares } from './insolvency';
import { billOf, wholeParcel } from './ledger';
import { type Actor, MOMENTS, mayAct, momentOf } from './phases';
import { canCharter } from './shipping';
import type { DealGoods, MeritAction, MeritState } from './types';

/** Each moment's accepted types in listing order, as an array (the listing's hot path). */
const MOMENT_STEPS = Object.fromEntries(
  Object.entries(MOMENTS).map(([m, rules]) => [
    m,
    Object.entries(rules.accepts).flatMap(([type, actor]) =>
      actor ? [{ type: type as MeritAction['type'], actor }] : [],
    ),
  ]),
) as Record<keyof typeof MOMENTS, { type: MeritAction['type']; actor: Actor }[]>;

/**
 * The parcels of oil a listed deal may move, smallest first: 4,500 t (a coastal tanker's cargo), or 9,000 t
 * where the oil moves in whole holes and a Burgan well's holes are 9,000 t.
 */
const LISTED_STORES_PARCELS = [4_500, 9_000] as const;

/** The smallest listed parcel whole holes can move from `seller` to `buyer` in `area` (the first, if none). */
function listedParcel(state: MeritState, seller: number, buyer: number, area: Area): number {
  const [from, to] = [state.players[seller]!, state.players[buyer]!];
  return LISTED_STORES_PARCELS.find((t) => wholeParcel(from, to, area, t)) ?? LISTED_STORES_PARCELS[0];
}

/** A seat's legal actions; `offers: false` leaves out new deal offers (bots that are not dealing now). */
export function legalActions(state: MeritState, seat: number, offers = true): MeritAction[] {
  const moment = momentOf(state);
  if (moment === 'over' || seat < 0 || seat >= state.seats) return [];
  const out: MeritAction[] = [];
  const p = state.players[seat]!;
  for (const { type, actor } of MOMENT_STEPS[moment]) {
    if (!mayAct(actor, state, seat)) continue;
    switch (type) {
      case 'roll':
        out.push({ type: 'roll' });
        break;
      case 'charter':
        for (const port of SHIPPING_PORTS)
          if (canCharter(state, seat, port)) out.push({ type: 'charter', port });
        break;
      case 'insure': {
        const tons = billOf(state.tankers[state.insuring!]!.bill).tons;
        if (p.cash >= insurancePremium(tons)) out.push({ type: 'insure' });
        if (keptCardFor(state, seat, 'freeInsurance')) out.push({ type: 'insure', useCard: true });
        break;
      }
      case 'declineInsurance':
        out.push({ type: 'declineInsurance' });
        break;
      case 'drill':
        if (state.choice !== 'drill') break;
        if (p.cash >= DRILLING_COST) out.push({ type: 'drill' });
        if (keptCardFor(state, seat, 'cheapDrilling') && p.cash >= HELICOPTER.cost)
          out.push({ type: 'drill', useCard: true });
        break;
      case 'helicopter':
        if (state.choice === 'helicopter' && p.cash >= HELICOPTER.cost) out.push({ type: 'helicopter' });
        break;
      case 'buyShares':
        if (state.choice !== 'exchange') break;
        for (const company of SHARE_COMPANIES) {
          const most = Math.min(state.bankShares[company], Math.floor(p.cash / state.sharePrice[company]));
          for (let blocks = 1; blocks <= most; blocks++) out.push({ type: 'buyShares', company, blocks });
        }
        break;
      case 'endTurn':
        out.push({ type: 'endTurn' });
        break;
      case 'offerDeal':
        if (offers) listOffers(state, seat, out);
        break;
      case 'acceptDeal':
        for (const o of state.offers)
          if (o.to === seat) {
            if (!dealBar(state, o)) out.push({ type: 'acceptDeal', offer: o.id });
            out.push({ type: 'declineDeal', offer: o.id });
          }
        break;
      case 'declineDeal':
        break; // listed with acceptDeal
      case 'withdrawDeal':
        for (const o of state.offers) if (o.from === seat) out.push({ type: 'withdrawDeal', offer: o.id });
        break;
      case 'sellShares':
        for (const company of SHARE_COMPANIES)
          for (let blocks = 1; blocks <= p.shares[company]; blocks++)
            out.push({ type: 'sellShares', company, blocks });
        break;
      case 'sellWell':
        if (!holdsShares(state, seat)) for (const w of p.wells) out.push({ type: 'sellWell', card: w.card });
        break;
    }
  }
  return out;
}

/**
 * Whether `seat` may offer a deal now and one of the listed fair offers fits (public: the holdings, cash and
 * room it reads are on the table). The "Offer a deal" menu lists exactly these.
 */
export function fairOfferFits(state: MeritState, seat: number): boolean {
  const moment = momentOf(state);
  if (moment === 'over') return false;
  const step = MOMENT_STEPS[moment].find((s) => s.type === 'offerDeal');
  if (!step || !mayAct(step.actor, state, seat)) return false;
  const out: MeritAction[] = [];
  listOffers(state, seat, out);
  return out.length > 0;
}

/** A few fair offers `seat` could make now (the engine accepts any valid one). */
function listOffers(state: MeritState, seat: number, out: MeritAction[]): void {
  if (!mayOffer(state, seat)) return;
  const insolvency = momentOf(state) === 'insolvency';
  const me = state.players[seat]!;
  const push = (to: number, side: 'sell' | 'buy', goods: DealGoods, price: number) => {
    const offer = { from: seat, to, side, goods, price };
    if (!dealBar(state, offer)) out.push({ type: 'offerDeal', ...offer });
  };
  for (let to = 0; to < state.seats; to++) {
    if (to === seat || state.players[to]!.bankrupt) continue;
    const them = state.players[to]!;
    for (const company of SHARE_COMPANIES) {
      if (insolvency) {
        // The debtor sells at the bank's bid or better; a solvent player bids a little over the bank.
        if (me.debt > 0 && me.shares[company] > 0)
          push(to, 'sell', { kind: 'shares', company, blocks: 1 }, state.sharePrice[company]);
        if (me.debt === 0 && them.debt > 0 && them.shares[company] > 0)
          push(to, 'buy', { kind: 'shares', company, blocks: 1 }, bankBidForShares(state, company) + 1_000);
        continue;
      }
      if (me.shares[company] > 0)
        push(to, 'sell', { kind: 'shares', company, blocks: 1 }, state.sharePrice[company]);
      if (them.shares[company] > 0)
        push(to, 'buy', { kind: 'shares', company, blocks: 1 }, state.sharePrice[company]);
    }
    // During a debt only a debtor's oil is sold, as their shares are: by the debtor, or to a solvent bidder.
    const sells = !insolvency || me.debt > 0;
    const buys = !insolvency || (me.debt === 0 && them.debt > 0);
    const price = (tons: number) => (tons / 1000) * STORE_VALUE_PER_1000_TONS;
    for (const area of AREAS) {
      const sell = listedParcel(state, seat, to, area);
      const buy = listedParcel(state, to, seat, area);
      if (sells) push(to, 'sell', { kind: 'stores', area, tons: sell }, price(sell));
      if (buys) push(to, 'buy', { kind: 'stores', area, tons: buy }, price(buy));
    }
  }
}
