/**
 * Deals between players (seed: "You can carry on a number of transactions which are not mentioned in the
 * rules"): shares sold to another player, or oil stores sold to a player with a well "in the same area", at an
 * agreed price. The offer is a value in the state; the other player accepts or declines out of turn; it lapses
 * when the turn it was made in ends.
 */
import type { GameEvent } from '../types';
import { seatRef } from '../events';
import { AREA_NAMES, MAX_OFFERS_PER_TURN, MAX_OPEN_OFFERS, SHARES, STORE_VALUE_PER_1000_TONS } from './data';
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
import { blocks, debtPaid, pounds, sentence, tons } from './words';

/** The offer's seller and buyer of the goods. */
export function partiesOf(o: Pick<DealOffer, 'from' | 'to' | 'side'>): { seller: number; buyer: number } {
  return o.side === 'sell' ? { seller: o.from, buyer: o.to } : { seller: o.to, buyer: o.from };
}

/** The goods in words: "2 blocks of European Refineries Ltd", "9,000 t of Kuwait oil in store". */
export function goodsText(g: DealGoods): string {
  return g.kind === 'shares'
    ? `${blocks(g.blocks)} of ${SHARES[g.company].name}`
    : `${tons(g.tons)} of ${AREA_NAMES[g.area]} oil in store`;
}

/** What goods count for in a fortune today: shares at today's price, oil in store at the seed's £7 a ton. */
export function goodsWorth(state: MeritState, g: DealGoods): number {
  return g.kind === 'shares'
    ? state.sharePrice[g.company] * g.blocks
    : (g.tons / 1000) * STORE_VALUE_PER_1000_TONS;
}

/**
 * `goodsWorth` in words, the yardstick beside an offer's `price`: "worth £100,000 at today's price", "worth £31,500
 * at £7 a ton" (a spectator playtest read "£31,500 in a fortune, at £7 a ton" as a sum won); an offer at that
 * very figure says so rather than repeat it ("today's price", "its worth at £7 a ton").
 */
function worthText(state: MeritState, g: DealGoods, price: number): string {
  const worth = goodsWorth(state, g);
  const yardstick = g.kind === 'shares' ? "today's price" : '£7 a ton';
  if (worth === price) return g.kind === 'shares' ? yardstick : `its worth at ${yardstick}`;
  return `worth ${pounds(worth)} at ${yardstick}`;
}

/**
 * An offer's terms in the order its maker put them: "1 block of European Refineries Ltd for £20,000" (they sell),
 * "£22,500 for 4,500 t of Iran oil in store" (they buy).
 */
export function termsText(o: Pick<DealOffer, 'side' | 'goods' | 'price'>): string {
  return o.side === 'sell'
    ? `${goodsText(o.goods)} for ${pounds(o.price)}`
    : `${pounds(o.price)} for ${goodsText(o.goods)}`;
}

/**
 * The refusal of a deal during a debt that is not a debtor selling (shares or oil in store) to a solvent player:
 * the game waits on the debtors, and other business waits with it.
 */
export const DEBT_DEALS = 'While a debt is open, only a debtor’s shares or oil in store change hands.';

/** Whether `seat` may make another offer now (open offers and offers this turn are capped). */
export function mayOffer(state: MeritState, seat: number): boolean {
  if (state.offersThisTurn[seat]! >= MAX_OFFERS_PER_TURN) return false;
  let open = 0;
  for (const o of state.offers) if (o.from === seat) open++;
  return open < MAX_OPEN_OFFERS;
}

/**
 * A deal refusal's subject, spoken to its reader: "You have", "{p1} has". Not `formatSeatsFor` at display time:
 * that turns "{p0}" into "You" but leaves the verb, which agrees only in the past tense its texts are written in
 * ("You has no well in Iran."); a refusal says what holds now, so the verb is chosen here with the subject.
 */
function who(seat: number, reader: number | undefined) {
  const you = seat === reader;
  return {
    name: you ? 'You' : seatRef(seat),
    has: you ? 'You have' : `${seatRef(seat)} has`,
    owes: you ? 'You owe' : `${seatRef(seat)} owes`,
    hold: you ? 'You hold' : `${seatRef(seat)} holds`,
    your: you ? 'Your' : `${seatRef(seat)}'s`,
  };
}

/**
 * Why this deal cannot go through now (made or accepted), or null: in words for `reader`, the player who makes
 * or accepts it ("You have only 4,500 t in store in Iran.").
 */
export function dealBar(
  state: MeritState,
  o: Omit<DealOffer, 'id'>,
  reader?: number,
): { code: 'bad-deal' | 'cannot-afford' | 'no-shares'; text: string } | null {
  if (o.from === o.to) return { code: 'bad-deal', text: 'A deal needs another player.' };
  if (o.to < 0 || o.to >= state.seats || state.players[o.to]!.bankrupt)
    return { code: 'bad-deal', text: 'There is no such player in the game.' };
  const { seller, buyer } = partiesOf(o);
  const s = state.players[seller]!;
  const b = state.players[buyer]!;
  const sells = who(seller, reader);
  const buys = who(buyer, reader);
  // Seed: "If you are in a solvent position, you may offer to buy shares from him": a player who owes the bank
  // buys nothing (their cash is gone to it), not even a gift made before the debt opened.
  if (b.debt > 0) return { code: 'bad-deal', text: `${buys.owes} the bank: only a solvent player may buy.` };
  const g = o.goods;
  if (g.kind === 'shares') {
    const held = s.shares[g.company];
    if (held < g.blocks)
      return {
        code: 'no-shares',
        text: sentence(
          `${sells.hold} ${held === 0 ? 'no' : `only ${blocks(held)} of`} ${SHARES[g.company].name}${held === 0 ? ' shares' : ''}`,
        ),
      };
  } else {
    // Seed: "there is nothing to prevent him selling it to you, providing it is in the same area".
    const area = AREA_NAMES[g.area];
    if (!hasWellIn(s, g.area)) return { code: 'bad-deal', text: `${sells.has} no well in ${area}.` };
    if (!hasWellIn(b, g.area))
      return { code: 'bad-deal', text: `${buys.has} no well in ${area} to take the oil.` };
    const stored = storesIn(s, g.area);
    if (stored < g.tons)
      return {
        code: 'bad-deal',
        text:
          stored === 0
            ? `${sells.has} no oil in store in ${area}.`
            : `${sells.has} only ${tons(stored)} in store in ${area}.`,
      };
    const room = roomIn(b, g.area);
    if (room < g.tons)
      return {
        code: 'bad-deal',
        text:
          room === 0
            ? `${buys.your} wells in ${area} are full.`
            : `${buys.has} room for only ${tons(room)} in ${area}.`,
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
  if (b.cash < o.price) return { code: 'cannot-afford', text: `${buys.name} cannot pay ${pounds(o.price)}.` };
  return null;
}

/** Open an offer (the caller checked `dealBar` and who may offer now). */
export function openOffer(state: MeritState, o: Omit<DealOffer, 'id'>, events: GameEvent[]): DealOffer {
  const offer: DealOffer = { ...o, id: state.nextOffer++ };
  state.offers.push(offer);
  state.offersThisTurn[o.from]!++;
  events.push({
    kind: 'offer',
    // With what the goods count for today beside the price: the player asked to answer need not work it out.
    text: sentence(
      `${seatRef(o.from)} offered ${seatRef(o.to)} ${termsText(o)} (${worthText(state, o.goods, o.price)})`,
    ),
  });
  return offer;
}

/**
 * The event of an offer closed without a deal, naming its terms: with several offers open (to one player or
 * more), "Ben declined Ana's offer." did not say which.
 */
export function closedText(o: DealOffer, how: 'declined' | 'withdrawn'): string {
  return sentence(
    how === 'declined'
      ? `${seatRef(o.to)} declined ${seatRef(o.from)}'s offer: ${termsText(o)}`
      : `${seatRef(o.from)} withdrew an offer to ${seatRef(o.to)}: ${termsText(o)}`,
  );
}

/**
 * The offers `which` picks lapse with the turn they were made in, each told to the table (the player asked was
 * shown its buttons, which now do nothing): "{p0}'s offer to {p1} lapsed with the turn: 1 block of … for £20,000."
 */
export function lapseOffers(state: MeritState, which: (o: DealOffer) => boolean, events: GameEvent[]): void {
  for (const o of state.offers.filter(which))
    events.push({
      kind: 'deal',
      text: sentence(`${seatRef(o.from)}'s offer to ${seatRef(o.to)} lapsed with the turn: ${termsText(o)}`),
    });
  state.offers = state.offers.filter((o) => !which(o));
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
  const owed = state.players[seller]!.debt;
  payPlayer(state, buyer, seller, o.price);
  closeOffer(state, o.id);
  events.push({
    kind: 'deal',
    text: `${seatRef(buyer)} bought ${goodsText(g)} from ${seatRef(seller)} for ${pounds(o.price)}.`,
  });
  events.push(...debtPaid(seller, owed, state.players[seller]!.debt));
}
