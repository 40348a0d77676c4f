/**
 * Wildcatters state, actions, options and view. The state is plain JSON keyed by the ids of data.ts (fields
 * "texas.1", railways "texas.1>texas.harbour", harbours "texas.harbour", refinery sites "texas.refinery",
 * cards "dark.texas.6"). Seats are 0..seats-1 and seat s plays share colour s.
 *
 * What is public (as at a real table): everything on the board, each player's workers, shares by colour,
 * VP, loans, chips, supply and taken area cards (all lie open in front of them), the face-up display, the
 * size of the deck and of the discards, who still has to answer a question. Hidden: the order of the deck,
 * the light cards in a hand during the starting placement (only their number), and a sealed auction bid
 * until the auction closes (only whether a seat has answered: a pass is a bid of 0).
 */
import { z } from 'zod';
import type { GameResult, RuleError } from '../types';
import type { RngState } from '../rng';
import type { AreaId, ContinentId, FinalScoringStep, WhiteContinentId } from './data';

// ---- Options ----------------------------------------------------------------------------------------

export const wildcattersOptionsSchema = z.object({
  /** Seed: "Randomly select a start player". 'seat1' keeps the seating order (tests, tutorials). */
  startPlayer: z.enum(['random', 'seat1']).default('random'),
});
export type WildcattersOptions = z.infer<typeof wildcattersOptionsSchema>;

// ---- State ------------------------------------------------------------------------------------------

/** A main area or a white continent: where rigs, pump jacks and refineries stand. */
export type RegionId = AreaId | WhiteContinentId;

/** A piece on an oil field's rig spot. */
export interface FieldPiece {
  owner: number;
  kind: 'rig' | 'pumpJack';
  /** Barrels still on a pump jack (0 for a rig). */
  barrels: number;
}

/** A wildcatter disk that has been won: it stands on its area's wildcatter field. */
export interface DiskState {
  owner: number;
  barrels: number;
}

export interface TankerState {
  owner: number;
  harbour: string;
  /** Used for a transport this turn (seed: only unused tankers move in step 5). */
  used: boolean;
}

export interface RefineryState {
  owner: number;
  /** The owner seat of each barrel in it, in arrival order (at most REFINERY_CAPACITY). */
  barrels: number[];
}

export interface ConsolidationChipHeld {
  /** The stack's main continent. */
  continent: ContinentId;
  /** Index in CONSOLIDATION_CHIPS (price and VP). */
  index: number;
}

/** Where VP came from, so VP can be recomputed and shown step by step. */
export type VpSource =
  'start' | 'rigs' | 'drills' | 'deliveries' | 'overseas' | 'fullRefineries' | 'refresh' | FinalScoringStep;

export interface PlayerState {
  workers: number;
  /** Shares held per colour (index = colour = seat of that colour). */
  shares: number[];
  vp: number;
  /** VP by source; the sum is `vp`. */
  vpBy: Partial<Record<VpSource, number>>;
  /** Light cards still in hand during the starting placement (secret). */
  hand: string[];
  /** Area cards taken in turns, face up in front of the player. */
  cards: string[];
  /** Of `cards`, the refinery area cards already used to empty a refinery in a turn. */
  usedRefineryCards: string[];
  /** Whether the colour's own refinery chip is still unused. */
  ownRefineryChip: boolean;
  /** Refinery chips won from area cards, unused. */
  neutralRefineryChips: number;
  consolidationChips: ConsolidationChipHeld[];
  loans: number;
  /** Pieces in the player's supply (not on the board). */
  supply: {
    rigs: number;
    pumpJacks: number;
    trains: number;
    tankers: number;
    refineries: number;
    barrels: number;
  };
  /** Rigs built in turns (starting rigs excluded), drills made, barrels delivered / overseas, full emptyings. */
  rigsBuilt: number;
  drills: number;
  delivered: number;
  overseas: number;
  fullEmptyings: number;
  refreshes: number;
  /** Barrels delivered per continent (final scoring step 9). */
  deliveredTo: Partial<Record<ContinentId, number>>;
  /** Starting placement: whether the tanker has been put in a Southern Africa harbour. */
  tankerPlaced: boolean;
  /** Starting placement: starting pieces still to place with a card. */
  toPlace: { rig: number; train: number; refinery: number };
}

/** The steps of a turn the player moves through (seed steps 1, 3–7; step 2 resolves with step 1). */
export type TurnStep = 'card' | 'build' | 'oil' | 'tankers' | 'empty' | 'chip';

/** A question other players answer all at once (status().toAct is the set still to answer). */
export type Pending =
  | {
      kind: 'piggyback';
      region: RegionId;
      /** Seats still to answer. */
      waiting: number[];
    }
  | {
      kind: 'auction';
      area: AreaId;
      driller: number;
      /** Sealed bid per seat: null = not answered yet, 0 = pass. */
      bids: (number | null)[];
    }
  | {
      kind: 'rideAlong';
      /** The active player's transport the others may join. */
      field: string;
      site: string;
      railway: string;
      /** The tanker's index in `tankers`, or -1 for a rail-only route. */
      tanker: number;
      seaFrom: string | null;
      waiting: number[];
      /** Barrels each seat asked to add, and from where (resolved clockwise from the active player when all answered). */
      asks: ({ source: Source; barrels: number } | null)[];
    }
  | {
      kind: 'repay';
      /** Round 5: seats with loans still to decide how many to repay at the early price. */
      waiting: number[];
    }
  | {
      kind: 'finalEmpty';
      /**
       * Final scoring step 1 (rules version 4): the holder of `card`, a refinery area card, may empty a partial
       * refinery or none. One card at a time, in the final round's order (`waiting` is that one seat).
       */
      waiting: number[];
      card: string;
      /** The refinery cards still to ask after this one, in order. */
      queue: FinalEmptyCard[];
    };

/** A refinery area card final scoring step 1 asks about, and its holder. */
export interface FinalEmptyCard {
  seat: number;
  card: string;
}

/** A refinery area card's answer at final scoring: the refinery it emptied, or null for none. */
export interface FinalEmptyChoice extends FinalEmptyCard {
  site: string | null;
}

export type Phase = 'placement' | 'turns' | 'over';

export interface LastAction {
  seat: number;
  kind: string;
  /** A field, railway, harbour or refinery site id where applicable. */
  at?: string;
}

export interface FinalScoringLine {
  step: FinalScoringStep;
  /** VP gained (or lost) per seat at this step. */
  vp: number[];
  /** One event text per step, `{pN}` tokens. */
  text: string;
}

export interface WildcattersState {
  seats: number;
  options: WildcattersOptions;
  phase: Phase;
  /** 1-based round; the last is ROUNDS_BY_PLAYERS[seats]. */
  round: number;
  rounds: number;
  /**
   * Set on a game saved under rules version 1 (the upgrade): its drills ask every other player with a rig in
   * the region to piggy-back, as they did; from version 2 those who could only pass are not asked.
   */
  piggybackAsksAll?: true;
  /**
   * Set on a game saved under rules version 2 or before (the upgrade): its transports ask to ride along only the
   * players whose shares pay a barrel's fees, as they did; from version 3 one with a barrel to take a loan with
   * is asked too.
   */
  rideSharesOnly?: true;
  /**
   * Set on a game saved under rules version 3 or before (the upgrade): final scoring step 1 empties for each
   * refinery card the partial refinery holding most of its holder's barrels, as it did; from version 4 each
   * holder chooses (`Pending` 'finalEmpty').
   */
  finalEmptyAuto?: true;
  /** Final scoring step 1's answers so far, in the order asked (rules version 4; absent before the question). */
  finalEmptied?: FinalEmptyChoice[];
  /** Turn order for this round (seats); the start player first. */
  order: number[];
  /** Index in `order` of the active player. */
  turnIndex: number;
  /** The active seat (the placer during the starting placement). */
  current: number;
  /** The start player (holder of sequence chip '1'). */
  startSeat: number;
  step: TurnStep;
  /** The area card chosen this turn (null before step 1). */
  chosenCard: string | null;
  /** Refineries built this round, per seat (seed: one per round). */
  refineriesBuiltThisRound: boolean[];
  /** Tanker moves made this turn (the first is free). */
  tankerMovesThisTurn: number;
  /** The question others are answering now (piggy-back, auction, ride-along, round-5 repayment), if any. */
  pending: Pending | null;

  players: PlayerState[];
  /** Pieces on each oil field's rig spots, by field id. */
  fields: Record<string, FieldPiece[]>;
  /** Regions where the one drilling has happened. */
  drilled: Partial<Record<RegionId, boolean>>;
  /** Wildcatter disks won, by area. */
  disks: Partial<Record<AreaId, DiskState>>;
  /** Train owner per railway id (absent = no train). */
  trains: Record<string, number>;
  tankers: TankerState[];
  /** Refineries by site id (absent = no refinery). */
  refineries: Record<string, RefineryState>;
  /** Consolidation chips bought from each continent's stack (the next one is at this index). */
  chipsTaken: Partial<Record<ContinentId, number>>;
  neutralRefineryChips: number;

  /**
   * The face-up display, DISPLAY_SIZE slots; null = a card taken this turn, until the refill. The refill
   * closes the gaps, so it is shorter only when the deck and the discards are both used up.
   */
  display: (string | null)[];
  /** The area deck, top card LAST (hidden order). */
  deck: string[];
  discards: string[];

  /** Shares and workers that entered or left play, by kind (sources and sinks for the invariants). */
  flows: { sharesIn: number; sharesOut: number; workersIn: number; workersOut: number };
  /** Final scoring, step by step (empty before the end). */
  finalScoring: FinalScoringLine[];
  last: LastAction | null;
  result: GameResult | null;
  rng: RngState;
}

// ---- Actions ----------------------------------------------------------------------------------------

/** Where transported barrels come from: the player's pump jacks on a field, or a wildcatter disk. */
export type Source = { kind: 'field'; field: string } | { kind: 'disk'; area: AreaId };

export type WildcattersAction =
  // Starting placement (seed): discard a light card and place a starting piece in its area; the tanker.
  | { type: 'place'; card: string; piece: 'rig' | 'train' | 'refinery'; at: string }
  | { type: 'placeTanker'; harbour: string }
  // Step 1: one of the face-up area cards (by slot index 0–7), or clear and refresh the display for 4 VP first.
  | { type: 'chooseCard'; slot: number }
  | { type: 'refreshDisplay' }
  // Step 3: building.
  | { type: 'buildRig'; field: string }
  | { type: 'buildTrain'; railway: string }
  | { type: 'buildTanker'; harbour: string }
  | { type: 'buildRefinery'; site: string }
  // Step 4: oil actions.
  | { type: 'drill'; field: string }
  /** Answer to a drill: convert one of your rigs on `field` in the drilled region for 3 shares. */
  | { type: 'piggyback'; field: string }
  /** Sealed bid in shares for the wildcatter disk (0 = pass). */
  | { type: 'bid'; shares: number }
  | { type: 'develop'; field: string }
  /**
   * `tanker` (index in state.tankers) picks the tanker when the route crosses the sea; default: yours, then the
   * first. The legal actions name it when tankers of several owners, or in several harbours, could carry.
   */
  | { type: 'transport'; source: Source; site: string; barrels: number; tanker?: number }
  /** Answer to a transport: add your barrels from `source` on the same field to the same route, for free (no workers). */
  | { type: 'rideAlong'; source: Source; barrels: number }
  // Step 5: move an unused tanker.
  | { type: 'moveTanker'; tanker: number; harbour: string }
  // Step 6: empty a partial refinery with a refinery area card or a refinery chip.
  | { type: 'emptyRefinery'; site: string; with: 'card' | 'ownChip' | 'chip'; card?: string }
  // Step 7: end the turn; then the consolidation chip of the active continent may be bought.
  | { type: 'endTurn' }
  | { type: 'buyChip' }
  // Round 5: repay loans at the early price.
  | { type: 'repayLoans'; loans: number }
  /** Final scoring step 1, the asked refinery card: empty the partial refinery at `site` (pass: none). */
  | { type: 'finalEmpty'; site: string }
  // At any time you are to act: a loan.
  | { type: 'takeLoan' }
  /** Any asked player (piggy-back, auction, ride-along, repayment, chip, final emptying): decline. The reminders' lapse sends this. */
  | { type: 'pass' };

export type WildcattersActionType = WildcattersAction['type'];
export type ActionOf<T extends WildcattersActionType> = Extract<WildcattersAction, { type: T }>;

export type WildcattersRefusalCode =
  | 'bad-action'
  | 'unknown-action'
  | 'bad-seat'
  | 'game-over'
  | 'not-your-turn'
  | 'wrong-step'
  | 'not-asked'
  | 'bad-card'
  | 'bad-spot'
  | 'illegal-spot'
  | 'no-pieces'
  | 'cannot-afford'
  | 'one-refinery-per-round'
  | 'not-drillable'
  | 'no-barrels'
  | 'no-route'
  | 'refinery-full'
  | 'no-chip'
  | 'no-loans'
  | 'no-barrel-for-loan';

export type Refusal = RuleError<WildcattersRefusalCode>;

const id = z.string().min(1).max(48);
const source = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('field'), field: id }),
  z.object({ kind: z.literal('disk'), area: id }),
]);
const count = z.number().int().min(0).max(999);

/** Ids are checked by the engine against data.ts; the schema checks the shape. */
export const wildcattersActionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('place'),
    card: id,
    piece: z.enum(['rig', 'train', 'refinery']),
    at: id,
  }),
  z.object({ type: z.literal('placeTanker'), harbour: id }),
  z.object({ type: z.literal('chooseCard'), slot: z.number().int().min(0).max(15) }),
  z.object({ type: z.literal('refreshDisplay') }),
  z.object({ type: z.literal('buildRig'), field: id }),
  z.object({ type: z.literal('buildTrain'), railway: id }),
  z.object({ type: z.literal('buildTanker'), harbour: id }),
  z.object({ type: z.literal('buildRefinery'), site: id }),
  z.object({ type: z.literal('drill'), field: id }),
  z.object({ type: z.literal('piggyback'), field: id }),
  z.object({ type: z.literal('bid'), shares: count }),
  z.object({ type: z.literal('develop'), field: id }),
  z.object({
    type: z.literal('transport'),
    source,
    site: id,
    barrels: z.number().int().min(1).max(5),
    tanker: z.number().int().min(0).max(63).optional(),
  }),
  z.object({ type: z.literal('rideAlong'), source, barrels: z.number().int().min(1).max(5) }),
  z.object({ type: z.literal('moveTanker'), tanker: z.number().int().min(0).max(63), harbour: id }),
  z.object({
    type: z.literal('emptyRefinery'),
    site: id,
    with: z.enum(['card', 'ownChip', 'chip']),
    card: id.optional(),
  }),
  z.object({ type: z.literal('endTurn') }),
  z.object({ type: z.literal('buyChip') }),
  z.object({ type: z.literal('repayLoans'), loans: z.number().int().min(1).max(36) }),
  z.object({ type: z.literal('finalEmpty'), site: id }),
  z.object({ type: z.literal('takeLoan') }),
  z.object({ type: z.literal('pass') }),
]) as z.ZodType<WildcattersAction>;

// ---- View -------------------------------------------------------------------------------------------

export interface PlayerView {
  seat: number;
  workers: number;
  shares: number[];
  vp: number;
  vpBy: Partial<Record<VpSource, number>>;
  /** Light cards in hand during the starting placement (count only). */
  handSize: number;
  cards: string[];
  usedRefineryCards: string[];
  ownRefineryChip: boolean;
  neutralRefineryChips: number;
  consolidationChips: ConsolidationChipHeld[];
  loans: number;
  supply: PlayerState['supply'];
  delivered: number;
  deliveredTo: Partial<Record<ContinentId, number>>;
  tankerPlaced: boolean;
}

/** The open question, as everyone sees it (a sealed bid shows only whether it was made). */
export type PendingView =
  | { kind: 'piggyback'; region: RegionId; waiting: number[] }
  | { kind: 'auction'; area: AreaId; driller: number; answered: boolean[]; waiting: number[] }
  | {
      kind: 'rideAlong';
      field: string;
      site: string;
      railway: string;
      tanker: number;
      waiting: number[];
      asks: ({ source: Source; barrels: number } | null)[];
    }
  | { kind: 'repay'; waiting: number[] }
  | { kind: 'finalEmpty'; waiting: number[]; card: string; queue: FinalEmptyCard[] };

/**
 * Whether the player to act has any legal action of each build and oil group now (public: read off the board,
 * the chosen card, workers, shares and supply).
 */
export interface ActionsOpen {
  rig: boolean;
  train: boolean;
  tanker: boolean;
  refinery: boolean;
  drill: boolean;
  develop: boolean;
  transport: boolean;
}

/** The viewing seat's secrets. */
export interface OwnView {
  seat: number;
  /** Light cards in hand during the starting placement. */
  hand: string[];
  /** Your sealed bid in the open auction (null = none yet). */
  bid: number | null;
}

export interface WildcattersView {
  viewer: number | null;
  seats: number;
  phase: Phase;
  round: number;
  rounds: number;
  order: number[];
  current: number;
  startSeat: number;
  step: TurnStep;
  chosenCard: string | null;
  toAct: number[];
  players: PlayerView[];
  fields: Record<string, FieldPiece[]>;
  drilled: Partial<Record<RegionId, boolean>>;
  disks: Partial<Record<AreaId, DiskState>>;
  trains: Record<string, number>;
  tankers: TankerState[];
  refineries: Record<string, RefineryState>;
  chipsTaken: Partial<Record<ContinentId, number>>;
  neutralRefineryChips: number;
  display: (string | null)[];
  /**
   * Cards left in the area deck; null during the starting placement, before it is formed: the seed shuffles the
   * remaining light cards with the dark ones into the area deck only once the placement is done.
   */
  deckSize: number | null;
  discardCount: number;
  pending: PendingView | null;
  refineriesBuiltThisRound: boolean[];
  tankerMovesThisTurn: number;
  /** In the build and oil steps: whether the player to act could drill, develop or transport now. */
  actionsOpen: ActionsOpen | null;
  finalScoring: FinalScoringLine[];
  last: LastAction | null;
  result: GameResult | null;
  you: OwnView | null;
}
