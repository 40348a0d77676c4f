/**
 * Merit's "Oil" in words for Discord: ports, goods of a deal, late chances, and the view of a snapshot (money and
 * tonnage are the engine log's own `pounds` and `tons`, so a sum reads alike in the log and the messages).
 * Shared by the presenter's parts (actions, public buttons, forms, hand).
 */
import {
  AREA_NAMES,
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
import { arrivalChance, strikeChance } from '../../games/merit-oil/bots';
import { blocks, pounds, tons } from '../../games/merit-oil/words';
import type { GameSnapshot } from '../desk';
import { seatName } from '../../games/events';

/** The view of `seat` (null: the spectators'), typed. */
export function meritView(snap: GameSnapshot, seat: number | null): MeritView {
  return snap.module.view(snap.state, seat) as MeritView;
}

export function portName(port: ShippingPort): string {
  return PORTS[port].name;
}

/**
 * What a charter at `port` is worth as the agreed end nears, in a few words for its button or option; null while
 * its cargo is as good as sure to arrive in time (`SURE_TO_ARRIVE`), or with no round limit. Oil still at sea
 * when the game ends counts for nothing (`charterArrivalChance`): the words give the chance that a cargo from
 * the port arrives before the end, or say it never can. They came only in the last two rounds, when a Gulf cargo
 * had one chance in six at most: one chartered three rounds from the end, a coin toss, went unwarned, too late to
 * ship the oil sooner or keep it in store instead. Public: the round, the limit, the canal and the bills left in
 * the ports' piles (every bill but those drawn, which were shown) are on the table.
 */
export function lateCharterWords(
  view: Pick<MeritView, 'round' | 'roundLimit' | 'suezOpen' | 'piles'>,
  port: ShippingPort,
): string | null {
  const chance = lateCharterChance(view, port);
  if (chance === null) return null;
  return chance === 0 ? TOO_FAR_TO_ARRIVE : chanceWords(chance, 'to arrive in time');
}

/** `charterArrivalChance` when it needs saying: null while the cargo is as good as sure to arrive in time. */
function lateCharterChance(
  view: Pick<MeritView, 'round' | 'roundLimit' | 'suezOpen' | 'piles'>,
  port: ShippingPort,
): number | null {
  const chance = charterArrivalChance(view, port);
  return chance === null || chance >= SURE_TO_ARRIVE ? null : chance;
}

/**
 * The chance that a cargo chartered at `port` now arrives before the agreed end (null with no round limit, or no
 * bill left there): the tanker sails only on its owner's rolls, this turn's included, a die of stages each, so it
 * arrives when the rolls left add up to its route at today's canal; averaged over the bills left in the port's
 * pile (the top one is drawn blind: the seed's "remove the top bill of lading from the pile"; those drawn before
 * are out of it, so a pile whose far bills are gone is nearer than all the port's bills were). From the Gulf (8
 * to 13 stages) three rolls bring about half of a full pile's cargoes in, five nine in ten, six nearly all.
 */
export function charterArrivalChance(
  view: Pick<MeritView, 'round' | 'roundLimit' | 'suezOpen' | 'piles'>,
  port: ShippingPort,
): number | null {
  if (view.roundLimit === null) return null;
  const rolls = view.roundLimit - view.round + 1;
  const left = view.piles.destinationsLeft[port];
  if (left.length === 0) return null;
  const sum = left.reduce(
    (a, destination) => a + arrivalChance(seaStages(PORTS[port].stage, destination, view.suezOpen), rolls),
    0,
  );
  return sum / left.length;
}

/**
 * `lateCharterWords` in the few words a button has room for (a phone's line): "30% in time", "<5% in time",
 * "too late"; null when it says nothing.
 */
export function lateCharterShort(
  view: Pick<MeritView, 'round' | 'roundLimit' | 'suezOpen' | 'piles'>,
  port: ShippingPort,
): string | null {
  const chance = lateCharterChance(view, port);
  if (chance === null) return null;
  return chance === 0 ? 'too late' : chanceShort(chance);
}

/**
 * The chance that a test well started now strikes oil before the agreed end, when that needs saying: its lorry
 * moves down the track only on its driller's later turns, one a round (`strikeChance`). Null while the end leaves
 * it (nearly) the track's whole chance, 19 in 20 of it, or with no round limit.
 */
function lateDrillChance(view: Pick<MeritView, 'round' | 'roundLimit'>): number | null {
  if (view.roundLimit === null) return null;
  const chance = strikeChance(view.roundLimit - view.round);
  return chance >= SURE_TO_ARRIVE * strikeChance(Infinity) ? null : chance;
}

/**
 * What a test well started now is worth as the agreed end nears (`lateDrillChance`), in words for the turn
 * message and the chooser's options; null when it needs no words. A well still being drilled at the end strikes
 * nothing and its cost is lost: the buttons read "Drill a test well (£50,000)" in the last round as in the first,
 * and a player (and the greedy bot) paid £50,000 for nothing. Public: the round and the limit are on the table.
 */
function lateDrillWords(view: Pick<MeritView, 'round' | 'roundLimit'>): string | null {
  const chance = lateDrillChance(view);
  if (chance === null) return null;
  return chance === 0 ? TOO_LATE_TO_STRIKE : chanceWords(chance, 'to strike oil before the end');
}

/** `lateDrillWords` in the few words a button has room for: "30% in time", "too late"; null when it says nothing. */
function lateDrillShort(view: Pick<MeritView, 'round' | 'roundLimit'>): string | null {
  const chance = lateDrillChance(view);
  if (chance === null) return null;
  return chance === 0 ? 'too late' : chanceShort(chance);
}

/**
 * What the drill and helicopter buttons and options say of a test well started now, when it needs saying: with no
 * concession card left in the pile a strike grants nothing (rules page, "Test drilling"), however many turns are
 * left; else the end too near (`lateDrillWords`). In full games the pile ran out in 28 of 60 greedy games, and
 * a player with £50,000 was then asked to drill about four times a game under a button that read as in the first
 * round. Public: the pile's size is on the table. A well sold to the bank puts its card back under the pile.
 */
export function drillWords(view: Pick<MeritView, 'round' | 'roundLimit' | 'piles'>): string | null {
  return view.piles.concessions === 0 ? NO_CONCESSION_LEFT : lateDrillWords(view);
}

/** `drillWords` in the few words a button has room for: "pile empty", "30% in time", "too late"; or null. */
export function drillShort(view: Pick<MeritView, 'round' | 'roundLimit' | 'piles'>): string | null {
  return view.piles.concessions === 0 ? 'pile empty' : lateDrillShort(view);
}

export const NO_CONCESSION_LEFT = 'no concession card is left, so a strike grants nothing';

/** A chance above none, to the nearest 5 %, for an option: "about 30% chance <what>", "under 5% chance <what>". */
function chanceWords(chance: number, what: string): string {
  const percent = Math.round(chance * 20) * 5;
  return percent === 0 ? `under 5% chance ${what}` : `about ${percent}% chance ${what}`;
}

/** `chanceWords` for a button: "30% in time", "<5% in time". */
function chanceShort(chance: number): string {
  const percent = Math.round(chance * 20) * 5;
  return percent === 0 ? '<5% in time' : `${percent}% in time`;
}

export const TOO_LATE_TO_STRIKE = 'too late to strike oil before the end';

/** A cargo this likely to arrive before the end needs no warning (19 in 20). */
export const SURE_TO_ARRIVE = 0.95;
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

/** "Isle of Grain": the refinery's place, as the log names it. */
export function destinationShort(d: keyof typeof DESTINATION_NAMES): string {
  return DESTINATION_NAMES[d];
}

/** "2 Refinery blocks", "9,000 t of Kuwait oil". */
export function goodsWords(g: DealGoods): string {
  return g.kind === 'shares'
    ? blocks(g.blocks, companyShort(g.company))
    : `${tons(g.tons)} of ${areaName(g.area)} oil`;
}

/** An offer as its receiver reads it: "Ana sells you 1 Refinery block for £20,000". */
export function offerWords(o: DealOffer, names: readonly string[], viewer: number | null): string {
  if (o.from === viewer) {
    const to = seatName(names, o.to);
    return o.side === 'sell'
      ? `You offer ${to} ${goodsWords(o.goods)} for ${pounds(o.price)}`
      : `You offer ${to} ${pounds(o.price)} for ${goodsWords(o.goods)}`;
  }
  const from = seatName(names, o.from);
  const to = o.to === viewer ? 'you' : seatName(names, o.to);
  return o.side === 'sell'
    ? `${from} sells ${to} ${goodsWords(o.goods)} for ${pounds(o.price)}`
    : `${from} buys ${goodsWords(o.goods)} from ${to} for ${pounds(o.price)}`;
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
  const cost = options.premium ? ` for ${pounds(insurancePremium(v.tons))}` : '';
  return `Insure the ${view.insuring} tanker${cost}: ${tons(v.tons)}, ${portName(v.port)} → ${destinationShort(v.destination)}`;
}
