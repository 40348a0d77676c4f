/**
 * The renderer's own input model for a Catan board (base game and the Oil Springs scenario). Engines do not
 * draw: an adapter turns an engine's view into a `CatanScene` (see fromCatanView.ts), and `renderCatan`
 * turns the scene into a PNG. The scene is plain JSON (it could cross a worker boundary).
 *
 * Geometry is given in board units: a hex has circumradius 1, x grows east and y grows south (pointy-top
 * hexes, as `axialCenter` / `hexCorner` in ../kit/hex.ts compute them). The renderer fits whatever it gets
 * into the picture, so adapters never deal with pixels.
 */
import type { BuildingKind } from '../kit/pieces';
import type { Point } from '../kit/hex';

export type { BuildingKind } from '../kit/pieces';
export type BoardPoint = Point;

export type Resource = 'lumber' | 'brick' | 'wool' | 'grain' | 'ore';
export type Terrain = 'forest' | 'pasture' | 'fields' | 'hills' | 'mountains' | 'desert';

export interface SceneHex {
  /** The engine's spot name for this hex (e.g. "A"); drawn small on the hex, big in robber selection. */
  name: string;
  center: BoardPoint;
  terrain: Terrain;
  /** The number token on it now; null for the desert or a token removed by pollution. */
  number: number | null;
  /** Oil Springs: an oil spring tile covers this hex (it produces oil, not its terrain's resource). */
  oilSpring?: boolean;
  /** Oil Springs: pollution removed this hex's number token; it never produces again. */
  polluted?: boolean;
}

export interface SceneHarbor {
  /** The two coast intersections that use this harbor. */
  a: BoardPoint;
  b: BoardPoint;
  /** null = generic harbor. */
  resource: Resource | null;
  /** 2 for 2:1, 3 for 3:1. */
  ratio: number;
}

export interface SceneRoad {
  name?: string;
  a: BoardPoint;
  b: BoardPoint;
  owner: number;
}

export interface SceneBuilding {
  name?: string;
  at: BoardPoint;
  owner: number;
  kind: BuildingKind;
}

export interface ScenePlayer {
  seat: number;
  name: string;
  /** Visible victory points (what everyone can see). */
  vp: number;
  /** Resource cards in hand (count only). */
  cards: number;
  /** Development cards in hand, not played (count only). */
  devCards: number;
  knights: number;
  /** Length of the player's longest road. */
  roadLength: number;
  /** Oil Springs: oil tokens held (public). */
  oil?: number;
  /** Oil Springs: oil sequestered so far. */
  sequestered?: number;
  /** The player left or is played by a bot (shown as a small tag). */
  tag?: string;
  /** Something this player must do now although it is not their turn, e.g. "Discard 4" (a red badge). */
  pending?: string;
}

export interface SceneRoll {
  dice: [number, number];
  seat: number;
}

/** What changed with the last action; drawn with a bright halo. Hexes are given by name. */
export interface SceneHighlight {
  /** Short caption, e.g. "Ana built a city". Seat tokens should already be replaced with names. */
  text?: string;
  roads?: Array<{ a: BoardPoint; b: BoardPoint }>;
  points?: BoardPoint[];
  hexes?: string[];
  /**
   * Spots among `points` that the news emptied, with whose building stood there (an Oil Springs flood): a ring
   * in the owner's colour, their marker in it, inside the spot's halo. Where the board cannot tell which of
   * several players it was (each one's road reaches the spot), `owners` holds them all, in seat order: the ring
   * split between their colours, each one's marker in their part. Where a building stands there again (another
   * player's, built since: a since picture), the ring goes round it, the marker below it on the ring.
   */
  lost?: Array<{ at: BoardPoint; owners: number[] }>;
  /**
   * Spots among `points` where the news reduced a city to a settlement (an Oil Springs flood), with its owner: a
   * ring in their colour round the settlement left there, inside the spot's halo.
   */
  reduced?: Array<{ at: BoardPoint; owner: number }>;
}

export type SelectionKind = 'settlement' | 'city' | 'metropolis' | 'road' | 'robber';

export interface SelectionSpot {
  /** The engine's spot name, the same label as in the select menu. */
  name: string;
  /** Where the label goes: the intersection, the path's midpoint, or the hex's centre. */
  at: BoardPoint;
  /** For a path: its two ends (the path is drawn as a dashed ghost road). */
  a?: BoardPoint;
  b?: BoardPoint;
}

export interface SceneSelection {
  kind: SelectionKind;
  /** Shown above the board, e.g. "Ana: choose where to build a settlement". */
  prompt: string;
  spots: SelectionSpot[];
  /**
   * Shown close up round its spots when they lie in a part of the board (board.ts's `chooserView`): a player's
   * chooser. Without it, the whole board (tests that measure a label against the whole board's pieces).
   */
  closeUp?: boolean;
}

export interface OilSpringsExtras {
  /** Disaster Track marker, 0..trackLength. */
  disasterTrack: number;
  /** Steps on the track (5). */
  trackLength: number;
  /** Number tokens pollution removed so far, in order; the island is abandoned at `tokensToAbandon`. */
  removedTokens: number[];
  tokensToAbandon: number;
  /** Oil tokens left in the general supply, and how many it started with. */
  supply: number;
  supplyStart: number;
  /** Seat holding the Champion of the Environment token, or null. */
  champion: number | null;
}

export interface CatanScene {
  /** Shown in the panel header, e.g. "Catan: Oil Springs". */
  title: string;
  hexes: SceneHex[];
  harbors: SceneHarbor[];
  roads: SceneRoad[];
  buildings: SceneBuilding[];
  /** Name of the hex the robber stands on; null when it is off the board (Oil Springs start). */
  robber: string | null;
  players: ScenePlayer[];
  /**
   * Whose turn (null when the game is over), a short phase label ("Setup", "Roll", "Trade & build", "Move the
   * robber"…), its one-word form for a header with little room (`short`: "Build"; none when the label is one word),
   * and the turn counter shown as "Turn N" (omit or 0 during set-up).
   */
  turn: { seat: number | null; phase: string; short?: string; number?: number };
  lastRoll: SceneRoll | null;
  longestRoad: number | null;
  largestArmy: number | null;
  /** VP needed to win (10 base, 12 Oil Springs), shown beside the scores. */
  vpToWin: number;
  highlight?: SceneHighlight;
  selection?: SceneSelection;
  oilSprings?: OilSpringsExtras;
  /**
   * Small labels in the sea beside the coast naming the first and last intersection of each row (e.g. "1"
   * and "7"), so intersection numbers can be found without the full selection overlay.
   */
  rowHints?: Array<{ name: string; at: BoardPoint; side: 'left' | 'right' }>;
  /** The bank: resource cards left per resource, and development cards left in the deck (drawn when room). */
  bank?: { resources: Partial<Record<Resource, number>>; devCards: number };
  /**
   * The game is over: the text replaces the caption above the board, winners get a gold card. `ending`
   * "collapse" (Oil Springs: the island abandoned, nobody wins) is drawn in red, distinctly.
   */
  result?: { text: string; winners: number[]; ending?: string };
}
