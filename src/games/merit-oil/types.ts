/**
 * Merit's "Oil": the state, the actions, the options and the view.
 *
 * Money is whole pounds, oil is long tons. Piles are arrays whose top card is the LAST element (as in Catan);
 * a card returned "to the bottom of the pile" goes to index 0. Everything a table sees is in the view; the
 * order of every pile and a player's kept MEMO cards are not.
 */
import { z } from 'zod';
import type { GameResult, RuleError } from '../types';
import type { RngState } from '../rng';
import {
  AREAS,
  GAME_LENGTHS,
  SHARE_COMPANIES,
  SHIPPING_PORTS,
  type Area,
  type Card,
  type Destination,
  type GameLength,
  type KeptUse,
  type SeaStage,
  type ShareCompany,
  type ShippingPort,
  type SquareKind,
  type Tanker,
} from './data';

// ---- Options ----------------------------------------------------------------------------------------

const LENGTH_NAMES = Object.keys(GAME_LENGTHS) as [GameLength, ...GameLength[]];

export const meritOptionsSchema = z.object({
  /**
   * The agreed limit (seed: "at a time previously agreed upon by the players"): `short` 20 rounds,
   * `standard` 30 (the default, for asynchronous play), `full` until every bill of lading is used.
   */
  length: z.enum(LENGTH_NAMES).default('standard'),
});
export type MeritOptions = z.infer<typeof meritOptionsSchema>;

// ---- State ------------------------------------------------------------------------------------------

/**
 * Where a tanker-lorry is. `loop`: on the board's edge squares (0 = START). `drilling`: on the Test Drilling
 * track, `section` -1 being its starting square at the top and 0..n-1 the sections below. `air`: on holiday,
 * at stop `stop` of the air route (HOLIDAY.stops). `england`: at the Head Office conference. `kwinana`: on the
 * Kwinana excursion.
 */
export type LorryAt =
  | { where: 'loop'; square: number }
  | { where: 'drilling'; section: number }
  | { where: 'air'; stop: number }
  | { where: 'england' }
  | { where: 'kwinana' };

/**
 * A trip the lorry's next roll starts instead of a walk: `holiday` (landed on HOLIDAY: fly to the first air
 * stop), `conference` (fly to England), `kwinana` (one step to Kwinana).
 */
export type Trip = 'holiday' | 'conference' | 'kwinana';

/** One of a player's wells: its concession card and the oil in its store (the derrick's hole × tons a hole). */
export interface Well {
  /** Concession card number, 1–18. */
  card: number;
  /** Tons in store, 0..holes × tonsPerHole. */
  tons: number;
}

export interface MeritPlayer {
  cash: number;
  /**
   * What this player still owes the bank after a payment bigger than their cash (0 = solvent). While it is
   * above 0 the player must raise money (the `insolvency` moment).
   */
  debt: number;
  /** Wells in the order they were acquired. */
  wells: Well[];
  /** Share blocks held, by company. */
  shares: Record<ShareCompany, number>;
  /** MEMO cards kept until used (card ids, in the order drawn). Hidden: others see only the count. */
  kept: string[];
  lorry: LorryAt;
  /** A trip the next roll starts (see `Trip`), or null. */
  trip: Trip | null;
  /** Out of the game: nothing left to pay a debt with. */
  bankrupt: boolean;
}

/** A tanker at sea (a free tanker is null in `MeritState.tankers`). */
export interface TankerVoyage {
  owner: number;
  /** The bill of lading it carries (1–36): destination, tonnage, sale prices. */
  bill: number;
  /** The stage it stands on now. */
  at: SeaStage;
  /** Stages it has stood on since leaving port, the port first (for a delay: it falls back along these). */
  wake: SeaStage[];
  /** Whether the cargo is insured (the policy is with the tanker). */
  insured: boolean;
  /** Charter order, increasing over the game: the lowest of a player's tankers is their "longest at sea". */
  charteredAt: number;
  /** Freight paid at charter (for the log and the picture). */
  freightPaid: number;
}

/**
 * The goods of a deal between players (seed: "sell shares to another player" or "oil stores … in the same
 * area", "at a price you agree upon").
 */
export type DealGoods =
  { kind: 'shares'; company: ShareCompany; blocks: number } | { kind: 'stores'; area: Area; tons: number };

/**
 * An open offer. It lapses when the turn it was made in ends (an offer made in a debt stays open after the debt is
 * settled).
 */
export interface DealOffer {
  /** Unique over the game. */
  id: number;
  from: number;
  to: number;
  /** `sell`: `from` hands the goods to `to` for the price; `buy`: `from` pays `to` the price for them. */
  side: 'sell' | 'buy';
  goods: DealGoods;
  price: number;
}

/**
 * An offer its receiver declined (or let lapse), kept a few rounds: the log has told everyone, and the bots
 * read it so as not to make the same offer to the same player again at once.
 */
export interface DeclinedOffer extends Omit<DealOffer, 'id'> {
  /** The round it was declined in. */
  round: number;
}

/**
 * The moment of the turn. `beforeRoll`: charter, deal, then roll. `insure`: a tanker was just chartered; its
 * owner insures the cargo or not. `afterRoll`: the roll left a real choice (drill on a test-drilling square,
 * HELICOPTER, an EXCHANGE purchase) or the player's deal offers are still open; `endTurn` finishes.
 * `insolvency`: one or more players owe the bank more than their cash. `over`: the game has ended.
 */
export type MeritMoment = 'beforeRoll' | 'insure' | 'afterRoll' | 'insolvency' | 'over';

/** The real choice the roll left the active player (null when only deals or ending the turn remain). */
export type AfterRollChoice = 'drill' | 'helicopter' | 'exchange';

/** Where money comes from and goes to: every pound paid to or by the bank is counted under one of these. */
export const MONEY_FLOWS = [
  'freight',
  'premium',
  'sale',
  'insurancePayout',
  'cardPayment',
  'cardReceipt',
  'dividend',
  'drilling',
  'drillingCosts',
  'helicopter',
  'sharesBought',
  'sharesSold',
  'wellsSold',
  'bankruptcy',
] as const;
export type MoneyFlow = (typeof MONEY_FLOWS)[number];

/** Where oil goes once produced (tonnage conserved: produced = stored + at sea + sold + lost). */
export interface TonnageLedger {
  produced: number;
  sold: number;
  /** Burnt, sunk, lost with a sabotaged pipeline, or gone with a well sold to the bank or a bankruptcy. */
  lost: number;
}

/** A card drawn this turn, for the log and the picture (public: cards are read out at the table). */
export interface DrawnCard {
  deck: 'memo' | 'oilNews';
  id: string;
  seat: number;
  /** Read out in its `asBefore` words: its Suez effect found the canal as it says already. */
  asBefore?: true;
}

export interface MeritState {
  seats: number;
  options: MeritOptions;
  /** Rounds the game lasts (null: until every bill is used, capped at FULL_GAME_ROUND_CAP). */
  roundLimit: number | null;
  players: MeritPlayer[];

  // The turn.
  /** The active seat; once the game is over, the seat whose turn ended it. */
  current: number;
  /** Round number, 1 for the first round. A round ends when the last seat ends its turn. Once the game is over,
   * the round of its last turn. */
  round: number;
  /**
   * Turns ended so far (rules version 4): a bankrupt seat's turns, skipped, are not among them, where counting
   * rounds times seats made them turns played.
   */
  turnsPlayed: number;
  /** Whether the active player has rolled this turn. */
  rolled: boolean;
  /** The last roll, kept on the table into the next turn until the next roll (null before the first). */
  lastRoll: number | null;
  /**
   * The seat that threw `lastRoll`. Absent in games saved before it was kept: the view then works it out
   * (`lastRollerOf`).
   */
  lastRoller?: number;
  /** The tanker just chartered whose insurance is being decided, or null. */
  insuring: Tanker | null;
  /** The choice the roll left the active player, or null. */
  choice: AfterRollChoice | null;
  /** Cards drawn by the latest roll, in order (kept until the next roll, so the turn message can show them). */
  drawn: DrawnCard[];

  // The bank and the world.
  /** FREIGHT QUOTATION level, 1..MAX_FREIGHT_LEVEL. */
  freightLevel: number;
  suezOpen: boolean;
  /** Price of a block, by company. */
  sharePrice: Record<ShareCompany, number>;
  /** Blocks the bank still holds, by company. */
  bankShares: Record<ShareCompany, number>;
  /** The four tankers: a voyage, or null when free (with the score-board marker). */
  tankers: Record<Tanker, TankerVoyage | null>;
  /** Charters so far (the next `charteredAt`). */
  charters: number;

  // Piles (top = last element).
  memo: string[];
  oilNews: string[];
  /** Concession cards face down on "Concessions" (card numbers). */
  concessions: number[];
  /** Bills of lading by port of exit (bill ids). */
  bills: Record<ShippingPort, number[]>;
  /** Bills used (delivered or lost): removed from the game. */
  billsUsed: number[];

  // Deals.
  offers: DealOffer[];
  /** The next offer id. */
  nextOffer: number;
  /** Offers each seat has made this turn (capped by MAX_OFFERS_PER_TURN; reset when the turn ends). */
  offersThisTurn: number[];
  /**
   * Offers declined in this round and the last DECLINED_MEMORY_ROUNDS − 1 (absent in games saved before they
   * were kept).
   */
  declined?: DeclinedOffer[];

  // Ledgers for the invariants.
  /** Paid to the bank, by flow. */
  paidToBank: Record<MoneyFlow, number>;
  /** Paid by the bank, by flow. */
  paidByBank: Record<MoneyFlow, number>;
  oil: TonnageLedger;

  result: GameResult | null;
  rng: RngState;
}

// ---- Actions ----------------------------------------------------------------------------------------

const company = z.enum(SHARE_COMPANIES);
const seatIndex = z.number().int().min(0).max(5);
const pounds = z.number().int().min(0).max(100_000_000);

export const dealGoodsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('shares'), company, blocks: z.number().int().min(1).max(100) }),
  z.object({ kind: z.literal('stores'), area: z.enum(AREAS), tons: z.number().int().min(1).max(1_000_000) }),
]);

/**
 * Every action. Before the roll: `charter` (port), then `insure` / `declineInsurance`; `roll`. After the roll:
 * `drill` (on a test-drilling square; `useCard` plays a kept Geologist's report), `helicopter` (fly to the
 * drilling square for £15,000), `buyShares` (at an EXCHANGE corner), `endTurn` (also waives drilling or the
 * helicopter). Deals at any moment of one's own turn, or while insolvent (and to an insolvent player):
 * `offerDeal`, answered by `acceptDeal` / `declineDeal` out of turn, `withdrawDeal` by its maker.
 * Insolvency: `sellShares` (to the bank at a discount), then `sellWell` (to the bank).
 */
export const meritActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('charter'), port: z.enum(SHIPPING_PORTS) }),
  z.object({ type: z.literal('insure'), useCard: z.boolean().optional() }),
  z.object({ type: z.literal('declineInsurance') }),
  z.object({ type: z.literal('roll') }),
  z.object({ type: z.literal('drill'), useCard: z.boolean().optional() }),
  z.object({ type: z.literal('helicopter') }),
  z.object({ type: z.literal('buyShares'), company, blocks: z.number().int().min(1).max(100) }),
  z.object({ type: z.literal('endTurn') }),
  z.object({
    type: z.literal('offerDeal'),
    to: seatIndex,
    side: z.enum(['sell', 'buy']),
    goods: dealGoodsSchema,
    price: pounds,
  }),
  z.object({ type: z.literal('acceptDeal'), offer: z.number().int().min(0) }),
  z.object({ type: z.literal('declineDeal'), offer: z.number().int().min(0) }),
  z.object({ type: z.literal('withdrawDeal'), offer: z.number().int().min(0) }),
  z.object({ type: z.literal('sellShares'), company, blocks: z.number().int().min(1).max(100) }),
  z.object({ type: z.literal('sellWell'), card: z.number().int().min(1).max(18) }),
]);
export type MeritAction = z.infer<typeof meritActionSchema>;
export type MeritActionType = MeritAction['type'];
/** Every action type, in the schema's order (for fuzzers and menus). */
export const MERIT_ACTION_TYPES = meritActionSchema.options.map(
  (o) => o.shape.type.value,
) as readonly MeritActionType[];

/** Refusal codes (a rule cannot invent one not listed here). */
export type MeritRefusalCode =
  /** The action is not well formed. */
  | 'bad-action'
  /** Another player's turn, or not a seat that may act now. */
  | 'not-your-turn'
  /** The action does not fit this moment of the turn. */
  | 'wrong-moment'
  | 'already-rolled'
  | 'cannot-afford'
  /** Not enough oil in store at that port's wells to fill its biggest tanker. */
  | 'not-enough-oil'
  | 'no-tanker-free'
  | 'no-bills-left'
  /** Not on a square (or with a card) that allows it. */
  | 'not-here'
  | 'no-card'
  | 'no-shares'
  | 'no-such-offer'
  | 'bad-deal'
  /** Insolvency goes in order: shares before wells. */
  | 'sell-shares-first'
  | 'no-debt'
  | 'no-such-well'
  | 'game-over';
export type MeritRefusal = RuleError<MeritRefusalCode>;

// ---- View -------------------------------------------------------------------------------------------

/** A well as the table sees it on the marking board. */
export interface WellView {
  card: number;
  field: string;
  area: Area;
  port: ShippingPort;
  tons: number;
  /** The derrick's column: whole holes of oil in store. */
  holes: number;
  /** Holes on the row (store capacity in holes), and in tons. */
  capacityHoles: number;
  capacityTons: number;
  /** Tons one PRODUCTION marking adds. */
  weeklyTons: number;
  value: number;
}

/** A fortune as the seed counts it: wells + stores at £7 a ton + shares at price + cash. */
export interface Fortune {
  wells: number;
  stores: number;
  shares: number;
  cash: number;
  total: number;
}

export interface MeritPlayerView {
  seat: number;
  cash: number;
  debt: number;
  wells: WellView[];
  /** Tons in store by area (0 where the player has no well). */
  stores: Record<Area, number>;
  shares: Record<ShareCompany, number>;
  /** How many MEMO cards this player keeps (the cards themselves are theirs alone). */
  keptCount: number;
  lorry: LorryAt;
  trip: Trip | null;
  /** The kind of loop square the lorry stands on (null when off the loop). */
  square: SquareKind | null;
  bankrupt: boolean;
  fortune: Fortune;
  /** Ports where this player could charter now (enough oil, a tanker free, a bill left). */
  canCharterAt: ShippingPort[];
  /**
   * Whether this player may offer a deal now and a fair one fits (shares at today's price, 4,500 t of stores
   * at £7 a ton, to someone with the goods, the room or the cash): what the "Offer a deal" menu lists.
   */
  canOfferDeal: boolean;
}

export interface TankerView {
  tanker: Tanker;
  /** null: free, with the score-board marker. */
  voyage: {
    owner: number;
    bill: number;
    port: ShippingPort;
    destination: Destination;
    tons: number;
    at: SeaStage;
    /** Stages still to go on the shortest route as things stand (Suez open or closed). */
    route: SeaStage[];
    insured: boolean;
    freightPaid: number;
    /** What the cargo would sell for at today's quotation. */
    saleToday: number;
  } | null;
}

/** What `view(state, seat)` gives: public information, plus the seat's own kept MEMO cards. */
export interface MeritView {
  seats: number;
  /** The seat this view is for (null: a spectator). */
  you: number | null;
  length: GameLength;
  roundLimit: number | null;
  round: number;
  current: number;
  moment: MeritMoment;
  toAct: number[];
  /** Who may act unasked (`status().mayAct`): the maker of an offer awaiting its answer, solvent players in a debt. */
  mayAct: number[];
  rolled: boolean;
  lastRoll: number | null;
  /** Who threw `lastRoll` (null with it). */
  lastRoller: number | null;
  choice: AfterRollChoice | null;
  insuring: Tanker | null;
  players: MeritPlayerView[];
  tankers: TankerView[];
  freightLevel: number;
  suezOpen: boolean;
  shares: Record<ShareCompany, { price: number; bankBlocks: number }>;
  /** Pile sizes (never their order). */
  piles: {
    memo: number;
    oilNews: number;
    concessions: number;
    bills: Record<ShippingPort, number>;
    /**
     * The dearest freight at today's quotation among each pile's bills (0 when it is empty): what a charter
     * there may cost. Public: the bills left are every bill but those drawn, which were shown.
     */
    freightUpTo: Record<ShippingPort, number>;
    /**
     * Where each pile's bills go, one entry a bill, in the order of the destinations (never the pile's): where a
     * charter there may send its cargo. Public, as `freightUpTo`.
     */
    destinationsLeft: Record<ShippingPort, Destination[]>;
    billsUsed: number;
  };
  /** Cards drawn by the latest roll, with their text (read out at the table; a kept MEMO card only to its holder). */
  drawn: (DrawnCard & { title: string; text: string })[];
  offers: DealOffer[];
  /** The viewer's own kept MEMO cards (empty for a spectator). */
  keptCards: (Card & { use: KeptUse })[];
  result: GameResult | null;
}
