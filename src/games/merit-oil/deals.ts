/**
 * Deals between players (seed: "You can carry on a number of transactions which are not mentioned in the
 * rules"): shares sold to another player, or oil stores sold to a player with a well "in the same area", at an
 * agreed price. The offer is a value in the state; the other player accepts or declines out of turn; it lapses
 * when the turn it was made in ends.
 */
import type { GameEvent } from '../types';
import { seatRef } from '../events';
import { MAX_OFFERS_PER_TURN, MAX_OPEN_OFFERS, PORTS, PORT_OF_AREA, SHARES } from './data';
import {
  addStores,
  hasWellIn,
  nearestParcels,
  payPlayer,
  roomIn,
  storesIn,
  takeStores,
  wholeParcel,
} from './ledger';
import type { DealGoods, DealOffer, MeritState } from './types';
import { pounds, sentence, tons } from './words';

/** The offer's seller and buyer of the goods. */
export function partiesOf(o: Pick<DealOffer, 'from' | 'to' | 'side'>): { seller: number; buyer: number } {
  return o.side === 'sell' ? { seller: o.from, buyer: o.to } : { seller: o.to, buyer: o.from };
}

/** The goods in words: "2 blocks of European Refineries Ltd", "9,000 t of oil at Mina al Ahmadi". */
export function goodsText(g: DealGoods): string {
  return g.kind === 'shares'
    ? `${g.blocks} block${g.blocks > 1 ? 's' : ''} of ${SHARES[g.company].name}`
    : `${tons(g.tons)} of ${PORTS[PORT_OF_AREA[g.area]].country} oil in store`;
}

/** Whether `seat` may make another offer now (open offers and offers this turn are capped). */
export function mayOffer(state: MeritState, seat: number): boolean {
  if (state.offersThisTurn[seat]! >= MAX_OFFERS_PER_TURN) return false;
  let open = 0;
  for (const o of state.offers) if (o.from === seat) open++;
  return open < MAX_OPEN_OFFERS;
}

/** Why this deal cannot go through now (made or accepted), or null. */
export function dealBar(
  state: MeritState,
  o: Omit<DealOffer, 'id'>,
): { code: 'bad-deal' | 'cannot-afford' | 'no-shares'; text: string } | null {
  if (o.from === o.to) return { code: 'bad-deal', text: 'A deal needs another player.' };
  if (o.to < 0 || o.to >= state.seats || state.players[o.to]!.bankrupt)
    return { code: 'bad-deal', text: 'There is no such player in the game.' };
  const { seller, buyer } = partiesOf(o);
  const s = state.players[seller]!;
  const b = state.players[buyer]!;
  const g = o.goods;
  if (g.kind === 'shares') {
    if (s.shares[g.company] < g.blocks)
      return {
        code: 'no-shares',
        text: sentence(
          `${seatRef(seller)} holds only ${s.shares[g.company]} block(s) of ${SHARES[g.company].name}`,
        ),
      };
  } else {
    // Seed: "there is nothing to prevent him selling it to you, providing it is in the same area".
    if (!hasWellIn(s, g.area) || !hasWellIn(b, g.area))
      return { code: 'bad-deal', text: 'Oil stores change hands only between wells in the same area.' };
    if (storesIn(s, g.area) < g.tons)
      return { code: 'bad-deal', text: `${seatRef(seller)} has only ${tons(storesIn(s, g.area))} there.` };
    if (roomIn(b, g.area) < g.tons)
      return {
        code: 'bad-deal',
        text: `${seatRef(buyer)} has room for only ${tons(roomIn(b, g.area))} there.`,
      };
    // The derricks stand in holes: the oil leaves the seller's wells and enters the buyer's in whole holes.
    if (!wholeParcel(s, b, g.area, g.tons)) {
      const near = nearestParcels(s, b, g.area, g.tons).map(tons);
      return {
        code: 'bad-deal',
        text:
          `Oil changes hands in whole holes of the marking board, and ${tons(g.tons)} does not move whole ` +
          `holes of both players' wells there` +
          (near.length > 0 ? `: try ${near.join(' or ')}.` : '.'),
      };
    }
  }
  if (b.cash < o.price)
    return { code: 'cannot-afford', text: `${seatRef(buyer)} cannot pay ${pounds(o.price)}.` };
  return null;
}

/** Open an offer (the caller checked `dealBar` and who may offer now). */
export function openOffer(state: MeritState, o: Omit<DealOffer, 'id'>, events: GameEvent[]): DealOffer {
  const offer: DealOffer = { ...o, id: state.nextOffer++ };
  state.offers.push(offer);
  state.offersThisTurn[o.from]!++;
  events.push({
    kind: 'offer',
    text:
      o.side === 'sell'
        ? `${seatRef(o.from)} offers ${seatRef(o.to)} ${goodsText(o.goods)} for ${pounds(o.price)}.`
        : sentence(`${seatRef(o.from)} offers ${seatRef(o.to)} ${pounds(o.price)} for ${goodsText(o.goods)}`),
  });
  return offer;
}

/** Close an offer without a deal. */
export function closeOffer(state: MeritState, id: number): void {
  state.offers = state.offers.filter((o) => o.id !== id);
}

/** Carry out an accepted deal (the caller checked `dealBar`). */
export function carryOut(state: MeritState, o: DealOffer, events: GameEvent[]): void {
  const { seller, buyer } = partiesOf(o);
  const g = o.goods;
  if (g.kind === 'shares') {
    state.players[seller]!.shares[g.company] -= g.blocks;
    state.players[buyer]!.shares[g.company] += g.blocks;
  } else {
    takeStores(state.players[seller]!, g.area, g.tons);
    addStores(state.players[buyer]!, g.area, g.tons);
  }
  payPlayer(state, buyer, seller, o.price);
  closeOffer(state, o.id);
  events.push({
    kind: 'deal',
    text: `${seatRef(buyer)} buys ${goodsText(g)} from ${seatRef(seller)} for ${pounds(o.price)}.`,
  });
}
