/**
 * The renderer's own input model for Merit's "Oil": plain JSON an adapter builds from the engine's spectator
 * view (fromMeritView.ts), so the drawing code does not depend on the engine. Places are named with the
 * design's own ids (square indexes, sea stages, concession card numbers) from src/games/merit-oil/data.ts.
 */
import type { SeaStage, ShareCompany, ShippingPort, Tanker } from '../../games/merit-oil/data';

/** Where a tanker-lorry stands. */
export type LorryPlace =
  /** On the loop, square index 0..31 clockwise from START. */
  | { kind: 'square'; square: number }
  /** On the Test Drilling track: 0 = the starting square above section 1, n = section n. */
  | { kind: 'drilling'; section: number }
  /** On holiday: 0 = just left on the HOLIDAY square, 1..4 = the air route's stops. */
  | { kind: 'holiday'; stop: number }
  /** In England for the head-office conference. */
  | { kind: 'england' }
  /** On the Kwinana excursion. */
  | { kind: 'kwinana' };

export interface SceneLorry {
  seat: number;
  at: LorryPlace;
}

/** A tanker chartered and at sea (or at its port of exit). */
export interface SceneTanker {
  tanker: Tanker;
  owner: number;
  /** Where it is now. */
  stage: SeaStage;
  /** The refinery its bill of lading names. */
  destination: SeaStage;
  /** The stages still to go, in order (ends with the destination). */
  route: readonly SeaStage[];
  tons: number;
  insured: boolean;
}

/** One well on the marking board. */
export interface SceneWell {
  /** Concession card number 1–18. */
  card: number;
  owner: number;
  /** Holes filled (the derrick stands after the last), 0..capacity. */
  holes: number;
  /** Holes on its row: the store capacity. */
  capacity: number;
  /** Oil in store, tons. */
  tons: number;
}

export interface ScenePlayer {
  seat: number;
  name: string;
  cash: number;
  shares: Readonly<Record<ShareCompany, number>>;
  /** Oil in store over all wells, tons. */
  storeTons: number;
  /** Fortune so far: wells + stores + shares + cash (the end-of-game count, now). */
  fortune: number;
  /** MEMO cards kept until used (a count: the cards are private). */
  keptMemos: number;
  /** "bot", "left", "bankrupt"… drawn as a small tag. */
  tag?: string;
}

export interface SceneShare {
  company: ShareCompany;
  name: string;
  price: number;
  /** Blocks the bank still holds. */
  bankBlocks: number;
}

export interface MeritScene {
  title: string;
  /** Round number (1-based) and the agreed limit (null: until the bills run out). */
  round: number;
  roundLimit: number | null;
  /**
   * Whose turn (null when over) and what they are doing, e.g. "charter or roll"; `shorter`, the same in fewer
   * words, longest first, for a header with no room for `doing` (turnWords.ts).
   */
  turn: { seat: number | null; doing: string; shorter?: readonly string[] };
  lastRoll: { seat: number; value: number } | null;
  /** The caption above the board: the last thing that happened, seat tokens already named. */
  caption?: string;
  freightLevel: number;
  suezOpen: boolean;
  shares: SceneShare[];
  lorries: SceneLorry[];
  tankers: SceneTanker[];
  wells: SceneWell[];
  players: ScenePlayer[];
  /** Bills of lading left in each port's pile. */
  billsLeft: Readonly<Partial<Record<ShippingPort, number>>>;
  /** Concession cards left face down. */
  concessionsLeft: number;
  /** The game is over: the text replaces the caption; winners get a gold card. */
  result?: { text: string; winners: number[] };
  /** What changed since a player's latest action, ringed (the since picture); its text replaces the caption. */
  marks?: MeritMarks;
}

/** The since picture's rings: what changed between two moments of the game. */
export interface MeritMarks {
  /** What the rings mean, e.g. "Ringed: changed since your last turn". */
  text: string;
  /** Seats whose lorry moved. */
  lorries: number[];
  /** Tankers chartered or moved at sea. */
  tankers: Tanker[];
  /** Tankers back on the score-board: their voyage ended (arrived, or lost at sea). */
  freed: Tanker[];
  /** Concession card numbers of wells drilled or bought (a new owner). */
  wells: number[];
  /** The freight quotation moved. */
  freight: boolean;
  /** Share prices that moved. */
  shares: ShareCompany[];
}
