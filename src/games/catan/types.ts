/**
 * Catan state, actions, options and view.
 *
 * The state is plain JSON made of small integer arrays indexed by board index (see board.ts) so the hot
 * path allocates little; actions and views speak the human spot names ("J", "12", "12-22").
 */
import { z } from 'zod';
import type { GameResult, RuleError } from '../types';
import type { RngState } from '../rng';

// ---- Options ----------------------------------------------------------------------------------------

export const catanOptionsSchema = z.object({
  /** "beginner": the fixed beginner map; "variable": shuffled terrain. */
  map: z.enum(['beginner', 'variable']).default('beginner'),
  /** Variable map only: number tokens by the official spiral, or random with no adjacent 6/8. */
  numbers: z.enum(['spiral', 'random']).default('spiral'),
  /** Variable map only: shuffle the harbor kinds among the nine harbor slots. */
  shuffleHarbors: z.boolean().default(true),
});
export type CatanOptions = z.infer<typeof catanOptionsSchema>;

// ---- State ------------------------------------------------------------------------------------------

/**
 * setup: snake placement (settlement then road); roll: the active player must roll (may play a Knight
 * first); discard: after a 7, players over the limit discard (the turn waits for all); robber: the active
 * player moves the robber and picks a victim; main: after the roll (trade, build, buy, play); roadBuilding:
 * placing free roads; over: the game has ended.
 */
export type Phase = 'setup' | 'roll' | 'discard' | 'robber' | 'main' | 'roadBuilding' | 'over';

/** A domestic trade offer by the active player. Amounts are per resource index. */
export interface TradeOffer {
  /** What the active player gives. */
  give: number[];
  /** What the active player gets. */
  get: number[];
  /** Per seat: 0 waiting, 1 accepted, 2 declined, 3 countered (the active player's own entry is 2). */
  answers: number[];
  /** Per seat, a counter-offer from that player's side (what they give / get), or null. */
  counters: ({ give: number[]; get: number[] } | null)[];
}
/**
 * An offer everyone declined (the log told everyone), remembered a few rounds so that a bot does not put the
 * same offer again meanwhile (data.ts REFUSED_OFFER_MEMORY_ROUNDS).
 */
export interface RefusedOffer {
  /** Who offered it. */
  from: number;
  give: number[];
  get: number[];
  /** The turn it was refused in (`CatanState.turn`). */
  turn: number;
}
export const ANSWER_WAITING = 0;
export const ANSWER_ACCEPTED = 1;
export const ANSWER_DECLINED = 2;
export const ANSWER_COUNTERED = 3;

/** What the last action changed, so a renderer can highlight it. */
export interface LastAction {
  seat: number;
  /** e.g. "roll", "road", "settlement", "city", "robber", "buyDev", "knight", "maritime", "trade", "endTurn". */
  kind: string;
  /** Intersection index (settlement, city). */
  node?: number;
  /** Path index (road). */
  edge?: number;
  /** Hex index (robber). */
  hex?: number;
}

export interface CatanState<X = unknown> {
  /** Number of seats (3 or 4). Seats are 0..seats-1; clockwise = increasing seat number. */
  seats: number;
  options: CatanOptions;

  // Board, per hex / intersection / path / harbor slot index (board.ts).
  /** Terrain index per hex (data.ts TERRAINS). */
  terrain: number[];
  /** Number token per hex, 0 = none. */
  numbers: number[];
  /** Harbor kind per slot: -1 generic 3:1, r = 2:1 for resource r. */
  harbors: number[];
  /** The robber's hex, -1 = off the board. */
  robber: number;
  /** Owner seat per intersection, -1 = empty. */
  nodeOwner: number[];
  /** Building level per intersection: 0 empty, 1 settlement, 2 city (extensions may add more). */
  nodeLevel: number[];
  /** Owner seat per path, -1 = empty. */
  edgeOwner: number[];

  // Cards.
  /** Resource cards per seat, per resource index. */
  hands: number[][];
  /** Resource cards in the bank, per resource index. */
  bank: number[];
  /** The face-down development deck; the top card is the LAST element. */
  devDeck: number[];
  /** Development cards held per seat and kind (includes those bought this turn). */
  devHand: number[][];
  /** Of devHand, those bought this turn (not playable yet). */
  devNew: number[][];
  /** Development cards played per seat and kind (face up). */
  devPlayed: number[][];

  // Pieces in each player's supply.
  settlementsLeft: number[];
  citiesLeft: number[];
  roadsLeft: number[];

  // Specials and score.
  /** Length of each seat's longest road. */
  roadLength: number[];
  /** Holder of the Longest Road card, -1 = nobody / set aside. */
  longestRoad: number;
  /** Holder of the Largest Army card, -1 = nobody. */
  largestArmy: number;
  /** Public victory points per seat (buildings + specials; hidden VP cards are not included). */
  vp: number[];

  // Turn.
  phase: Phase;
  /** The active seat (the setup placer during setup). */
  current: number;
  /** The first player. */
  startSeat: number;
  /** Set-up placement index 0..2*seats-1, and the settlement just placed in it (-1 before). */
  setupStep: number;
  setupNode: number;
  /** Turn number, 1 for the first turn after set-up (0 during set-up). */
  turn: number;
  /** The last dice roll [die1, die2], or null before the first roll of the game. */
  lastRoll: number[] | null;
  /** Whether the active player has already rolled this turn. */
  rolled: boolean;
  /** Whether a development card was played this turn. */
  devPlayedThisTurn: boolean;
  /** Cards each seat still has to discard after a 7 (0 = nothing owed). */
  discardOwed: number[];
  /** Free roads left from Road Building. */
  freeRoads: number;
  /** The open domestic trade offer, if any. */
  trade: TradeOffer | null;
  /** Domestic offers made this turn (bots use it to keep trading rare). */
  offersThisTurn: number;
  /**
   * Offers everyone declined in the last REFUSED_OFFER_MEMORY_ROUNDS rounds, oldest first; undefined while there
   * are none (JSON leaves it out; absent in games saved before it). Replaced, never changed in place (search
   * copies share it).
   */
  refusedOffers?: RefusedOffer[];
  last: LastAction | null;
  result: GameResult | null;
  rng: RngState;
  /** Extension state (Oil Springs); null for the base game. */
  ext: X;
}

/**
 * Where a listing of legal actions goes: an array, or a kept buffer written by index (legal.ts `Listing`,
 * the bots' hot path). Generators only push.
 */
export interface Sink<T> {
  push(item: T): unknown;
}

// ---- Actions ----------------------------------------------------------------------------------------

/** A resource bundle as typed by people: { brick: 1, ore: 2 }. */
export type Bundle = Partial<Record<string, number>>;

export type CatanAction =
  | { type: 'roll' }
  /** Set-up and normal building: intersection name "12", path name "12-22". */
  | { type: 'settlement'; at: string }
  | { type: 'city'; at: string }
  | { type: 'road'; at: string }
  | { type: 'buyDev' }
  | { type: 'knight' }
  | { type: 'roadBuilding' }
  /** Two resources (the same twice allowed); one only when the bank cannot supply two. */
  | { type: 'yearOfPlenty'; take: string[] }
  | { type: 'monopoly'; resource: string }
  /** Move the robber to hex "J"; `victim` is required when someone else has a building there. `steal`
   *  chooses the kind of theft where an extension offers several (e.g. "oil"); default a random card. */
  | { type: 'robber'; hex: string; victim?: number; steal?: string }
  | { type: 'discard'; cards: Bundle }
  /** One maritime trade at the best rate you have for `give` (4:1, 3:1 or 2:1). */
  | { type: 'maritime'; give: string; get: string }
  /** Domestic trade, from the active player's side. */
  | { type: 'offer'; give: Bundle; get: Bundle }
  | { type: 'accept' }
  | { type: 'decline' }
  /** A counter-offer from the answering player's side: what they would give and get. */
  | { type: 'counter'; give: Bundle; get: Bundle }
  /** The active player closes the offer with one acceptor (or counter-offerer). */
  | { type: 'confirm'; with: number }
  | { type: 'withdraw' }
  | { type: 'endTurn' };

export type CatanActionType = CatanAction['type'];
/** The action of one type, e.g. `ActionOf<'road'>` = `{ type: 'road'; at: string }`. */
export type ActionOf<T extends CatanActionType> = Extract<CatanAction, { type: T }>;

/** Why the engine refuses an action (`RuleError.code`). Scenarios may add their own codes. */
export type CatanRefusalCode =
  // The action itself, or who sends it.
  | 'bad-action' // not an action object with a string `type`
  | 'unknown-action' // a type this game does not have
  | 'bad-seat' // the seat is not in the game
  | 'game-over'
  | 'not-your-turn'
  // The moment (phases.ts).
  | 'wrong-phase' // the turn waits for something else (set-up, discards, robber, free roads)
  | 'wrong-step' // set-up: settlement and road in the wrong order
  | 'roll-first'
  | 'already-rolled'
  | 'offer-open' // the active player's trade offer must be closed first
  | 'no-offer' // answering or closing an offer nobody made
  | 'no-offer-to-you' // only the active player trades with others
  // Where and what.
  | 'bad-spot' // names no intersection, path or hex
  | 'illegal-spot' // a real spot where the rules forbid it
  | 'no-pieces'
  | 'cannot-afford'
  | 'no-road-spot'
  // Development cards.
  | 'deck-empty'
  | 'no-card'
  | 'card-too-new' // bought this turn
  | 'one-card-per-turn'
  | 'bad-take' // Year of Plenty: the resources to take
  | 'bank-empty'
  | 'bank-short'
  | 'over-limit' // a holding limit (Oil Springs' 4 oil)
  // Robber and discards.
  | 'bad-victim'
  | 'bad-steal'
  | 'nothing-owed'
  | 'bad-cards' // a bundle that is not { resource: count }
  | 'not-held'
  | 'wrong-count'
  // Trade.
  | 'bad-resource'
  | 'like-for-like'
  | 'not-tradable'
  | 'gift'
  | 'own-offer'
  | 'already-answered'
  | 'bad-partner'
  | 'not-accepted'
  | 'cannot-take'; // a counter-offer everyone can see the offerer cannot take (Oil Springs' public oil)

/** A refusal by the Catan engine. */
export type Refusal = RuleError<CatanRefusalCode>;

const spot = z.string().min(1).max(8);
const resourceName = z.string().min(1).max(16);
const bundle = z.record(z.string().max(16), z.number().int().min(0).max(99));

/** The zod schema for base actions. Resource names are checked by the engine against its resource list. */
export const catanActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('roll') }),
  z.object({ type: z.literal('settlement'), at: spot }),
  z.object({ type: z.literal('city'), at: spot }),
  z.object({ type: z.literal('road'), at: spot }),
  z.object({ type: z.literal('buyDev') }),
  z.object({ type: z.literal('knight') }),
  z.object({ type: z.literal('roadBuilding') }),
  z.object({ type: z.literal('yearOfPlenty'), take: z.array(resourceName).min(1).max(2) }),
  z.object({ type: z.literal('monopoly'), resource: resourceName }),
  z.object({
    type: z.literal('robber'),
    hex: spot,
    victim: z.number().int().min(0).max(7).optional(),
    steal: resourceName.optional(),
  }),
  z.object({ type: z.literal('discard'), cards: bundle }),
  z.object({ type: z.literal('maritime'), give: resourceName, get: resourceName }),
  z.object({ type: z.literal('offer'), give: bundle, get: bundle }),
  z.object({ type: z.literal('accept') }),
  z.object({ type: z.literal('decline') }),
  z.object({ type: z.literal('counter'), give: bundle, get: bundle }),
  z.object({ type: z.literal('confirm'), with: z.number().int().min(0).max(7) }),
  z.object({ type: z.literal('withdraw') }),
  z.object({ type: z.literal('endTurn') }),
]);

// ---- View -------------------------------------------------------------------------------------------

export interface HexView {
  /** Board index and letter A–S (geometry: board.ts HEXES[index]). */
  index: number;
  name: string;
  /** "forest" | "hills" | "pasture" | "fields" | "mountains" | "desert" (extensions may add kinds). */
  terrain: string;
  /**
   * The hex as players name it, the same in every event text: "L mountains 8", "J desert", and in Oil
   * Springs "C oil spring 9" (a spring is named, never the terrain it covers).
   */
  label: string;
  /** Number token, null for none. */
  number: number | null;
  /** Pips on the token (0–5), for drawing and for bots. */
  pips: number;
  robber: boolean;
}

export interface BuildingView {
  /** Intersection index and name "1".."54" (geometry: board.ts NODES[node]). */
  node: number;
  at: string;
  owner: number;
  /** "settlement" | "city" (extensions: "metropolis"). */
  kind: string;
}

export interface RoadView {
  /** Path index and name "12-22" (geometry: board.ts EDGES[edge]). */
  edge: number;
  at: string;
  owner: number;
}

export interface HarborView {
  /** Slot index (geometry: board.ts HARBOR_SLOTS[slot]). */
  slot: number;
  /** "generic" or the resource name. */
  kind: string;
  /** 3 for generic, 2 for special. */
  rate: number;
  /** The two intersection names that use it. */
  at: [string, string];
}

export interface PlayerView {
  seat: number;
  /** Visible victory points (buildings + Longest Road + Largest Army; hidden VP cards excluded). */
  vp: number;
  /** Resource cards in hand (count only; resources marked public are in `publicHoldings` instead). */
  cards: number;
  /** Holdings of public resources by name (e.g. Oil Springs' oil); empty in the base game. */
  publicHoldings: Record<string, number>;
  /** Unplayed development cards (count only). */
  devCards: number;
  /** Of devCards, those bought this turn (count only): they cannot be played before the next turn. */
  devCardsNew: number;
  /** Played cards, face up. */
  knights: number;
  played: Record<string, number>;
  roadLength: number;
  longestRoad: boolean;
  largestArmy: boolean;
  piecesLeft: { settlements: number; cities: number; roads: number };
  /** Cards still to discard after a 7 (0 = none). */
  mustDiscard: number;
}

/** The viewing seat's secrets. */
export interface OwnView {
  seat: number;
  /** Resource name → count. */
  hand: Record<string, number>;
  /** Development card name → count held (including those bought this turn). */
  devCards: Record<string, number>;
  /** Of devCards, bought this turn (not playable yet). */
  newDevCards: Record<string, number>;
  /** Victory points including hidden VP cards. */
  totalVp: number;
  /**
   * Best maritime rate (4, 3 or 2) per resource name the bank takes: none for one it never takes (Oil Springs' oil,
   * which read "oil: 4" as if 4 oil bought a card, where the bank refuses oil).
   */
  rates: Record<string, number>;
}

export interface TradeView {
  from: number;
  give: Record<string, number>;
  get: Record<string, number>;
  /** Per other seat: "waiting" | "accepted" | "declined" | "countered". */
  answers: {
    seat: number;
    answer: string;
    counter?: { give: Record<string, number>; get: Record<string, number> };
    /**
     * Why this player was not asked (everyone can see they cannot take the offer; their answer is
     * "declined"): the reason the offer's event gave, e.g. "holds 0 oil", "holds 1 card", "has no room for
     * oil". Absent for a player who was asked.
     */
    notAsked?: string;
  }[];
}

export interface LastActionView {
  seat: number;
  kind: string;
  /** Spot names where applicable: intersection "12", path "12-22". */
  at?: string;
  /** Hex name for the robber. */
  hex?: string;
}

export interface CatanView {
  /** The viewer (null = spectator). */
  viewer: number | null;
  seats: number;
  hexes: HexView[];
  /** The robber's hex name, null when off the board. */
  robber: string | null;
  buildings: BuildingView[];
  roads: RoadView[];
  harbors: HarborView[];
  players: PlayerView[];
  longestRoad: number | null;
  largestArmy: number | null;
  /** Present when the viewer is a seated player. */
  you: OwnView | null;
  bank: Record<string, number>;
  devDeckLeft: number;
  turn: number;
  current: number;
  /** The first player, and the set-up placement index (public: the order of play follows from them). */
  startSeat: number;
  setupStep: number;
  phase: Phase;
  toAct: number[];
  lastRoll: [number, number] | null;
  /** Free roads still to place (Road Building). */
  freeRoads: number;
  /** Whether a development card was played this turn (one per turn). */
  devPlayedThisTurn: boolean;
  trade: TradeView | null;
  last: LastActionView | null;
  result: GameResult | null;
  /** Extension view (Oil Springs), null in the base game. */
  ext: unknown;
}

/** Kinds of spots a pending choice can ask for (see legal.ts `legalSpots`). */
export type SpotKind = 'settlement' | 'city' | 'road' | 'robber';
