/**
 * Merit's "Oil" in words for Discord: money, tonnage, ports, goods of a deal, and the view of a snapshot.
 * Shared by the presenter's parts (actions, public buttons, forms, hand).
 */
import {
  AREA_NAMES,
  BILLS_OF_LADING,
  DIE_SIDES,
  PORTS,
  SHARES,
  DESTINATION_NAMES,
  insurancePremium,
  type Area,
  type ShareCompany,
  type ShippingPort,
} from '../../games/merit-oil/data';
import type { DealGoods, DealOffer, MeritView } from '../../games/merit-oil/types';
import { seaStages } from '../../games/merit-oil/sea';
import { blocks } from '../../games/merit-oil/words';
import type { GameSnapshot } from '../desk';

/** The view of `seat` (null: the spectators'), typed. */
export function meritView(snap: GameSnapshot, seat: number | null): MeritView {
  return snap.module.view(snap.state, seat) as MeritView;
}

const grouped = (n: number): string => String(Math.abs(Math.round(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "£27,000" (a debt as "-£5,000"). */
export function money(n: number): string {
  return `${n < 0 ? '-' : ''}£${grouped(n)}`;
}

/** "9,000 t". */
export function tonsWords(n: number): string {
  return `${grouped(n)} t`;
}

export function portName(port: ShippingPort): string {
  return PORTS[port].name;
}

/**
 * What a charter at `port` is worth in the agreed last two rounds, in a few words for its button or option; null
 * before them (or with no round limit). Oil still at sea when the game ends counts for nothing, and the tanker
 * sails only on its owner's rolls, at most DIE_SIDES stages each: in the last round this turn's is its last, in
 * the round before this turn's and the next. So a cargo counts only if it arrives within those rolls, and from a
 * port whose every bill sails further than they can (on today's canal) it never can (the Gulf's 8 to 13 stages
 * may take more than two rolls). Public: the round, the limit, the canal and the ports' bills are on the table.
 */
export function lateCharterWords(
  view: Pick<MeritView, 'round' | 'roundLimit' | 'suezOpen'>,
  port: ShippingPort,
): string | null {
  if (view.roundLimit === null) return null;
  const rolls = view.roundLimit - view.round + 1;
  if (rolls > LATE_CHARTER_ROLLS) return null;
  const nearest = Math.min(
    ...BILLS_OF_LADING.filter((b) => b.port === port).map((b) =>
      seaStages(PORTS[port].stage, b.destination, view.suezOpen),
    ),
  );
  if (nearest > DIE_SIDES * rolls) return TOO_FAR_TO_ARRIVE;
  return rolls > 1 ? 'counts only if it arrives this turn or next' : 'counts only if it arrives this turn';
}
/** The rolls a cargo has left within which its charter's words warn: the last round's and the one before. */
const LATE_CHARTER_ROLLS = 2;
export const TOO_FAR_TO_ARRIVE = 'too far to arrive before the end';

/** "Kuwait", "Iraq" (whose oil leaves from Tripoli in Lebanon): the producing country, as the seed names it. */
export function areaName(area: Area): string {
  return AREA_NAMES[area];
}

/** "European Refineries Ltd". */
export function companyName(company: ShareCompany): string {
  return SHARES[company].name;
}

/** "Refinery" / "Shipping": short, for buttons and menus. */
export function companyShort(company: ShareCompany): string {
  return company === 'refinery' ? 'Refinery' : 'Shipping';
}

/** "Isle of Grain" — the refinery's place without the operator. */
export function destinationShort(d: keyof typeof DESTINATION_NAMES): string {
  return DESTINATION_NAMES[d].replace(/\s*\(.*\)$/, '');
}

/** "2 Refinery blocks", "9,000 t of Kuwait oil". */
export function goodsWords(g: DealGoods): string {
  return g.kind === 'shares'
    ? blocks(g.blocks, companyShort(g.company))
    : `${tonsWords(g.tons)} of ${areaName(g.area)} oil`;
}

/** An offer as its receiver reads it: "Ana sells you 1 Refinery block for £20,000". */
export function offerWords(o: DealOffer, names: readonly string[], viewer: number | null): string {
  if (o.from === viewer) {
    const to = names[o.to] ?? `Seat ${o.to + 1}`;
    return o.side === 'sell'
      ? `You offer ${to} ${goodsWords(o.goods)} for ${money(o.price)}`
      : `You offer ${to} ${money(o.price)} for ${goodsWords(o.goods)}`;
  }
  const from = names[o.from] ?? `Seat ${o.from + 1}`;
  const to = o.to === viewer ? 'you' : (names[o.to] ?? `Seat ${o.to + 1}`);
  return o.side === 'sell'
    ? `${from} sells ${to} ${goodsWords(o.goods)} for ${money(o.price)}`
    : `${from} buys ${goodsWords(o.goods)} from ${to} for ${money(o.price)}`;
}

/**
 * "Insure the red tanker: 27,000 t, Mina al Ahmadi → Rotterdam": the cargo just chartered, whose insurance is
 * asked (public: the tanker at sea and its bill are on the table). `premium`: with what insuring it costs, "Insure
 * the red tanker for £9,450: …" (public too, from the tons), for the button that pays it at once.
 */
export function insureWords(
  view: Pick<MeritView, 'insuring' | 'tankers'>,
  options: { premium?: boolean } = {},
): string {
  const v = view.tankers.find((t) => t.tanker === view.insuring)?.voyage;
  if (!view.insuring || !v) return 'Insure the cargo';
  const cost = options.premium ? ` for ${money(insurancePremium(v.tons))}` : '';
  return `Insure the ${view.insuring} tanker${cost}: ${tonsWords(v.tons)}, ${portName(v.port)} → ${destinationShort(v.destination)}`;
}
