/**
 * The renderer's own input model for a Wildcatters board. The engine does not draw: an adapter
 * (fromWildcattersView.ts) turns the engine's spectator view into a `WildcattersScene`, and
 * `renderWildcatters` turns the scene into a PNG. The scene is plain JSON and names every place by the ids of
 * the design data (`src/games/wildcatters/data.ts`): oil fields ("texas.1"), harbours ("texas.harbour"),
 * refinery sites ("texas.refinery"), railways ("texas.1>texas.harbour"), areas ("texas"). Where those places
 * stand in the picture is the renderer's business (layout.ts), so adapters never deal with pixels.
 */
import type { AreaCardShade, AreaId, ShareColour } from '../../games/wildcatters/data';

export type { AreaCardShade, AreaId, ShareColour } from '../../games/wildcatters/data';

/** A piece standing on a rig spot of an oil field. */
export interface SceneSpotPiece {
  owner: number;
  kind: 'rig' | 'pumpJack';
  /** Pump jacks: barrels still waiting on it (drawn as a small count). */
  barrels?: number;
}

export interface SceneField {
  /** The field id from data.ts, e.g. "texas.1". */
  id: string;
  /** Pieces on its spots, spot by spot from the first (at most its spot count). */
  pieces: SceneSpotPiece[];
}

/** The wildcatter disk of an area: on its spot (owner null) until auctioned, then a player's. */
export interface SceneDisk {
  area: AreaId;
  owner: number | null;
  /** Barrels waiting on the disk. */
  barrels?: number;
}

export interface SceneTrain {
  /** Railway id from data.ts, e.g. "texas.1>texas.harbour". */
  railway: string;
  owner: number;
}

export interface SceneTanker {
  harbour: string;
  owner: number;
  /** Used in this turn's transport (drawn a little faded: it may not move in step 5). */
  used?: boolean;
}

export interface SceneRefinery {
  /** Refinery site id from data.ts. */
  site: string;
  owner: number;
  /** Barrels in it, by their owners, in the order they arrived (capacity 5). */
  barrels: number[];
}

/** An area card: its area, shade, bonus and whether it is a refinery area card. */
export interface SceneCard {
  id: string;
  area: AreaId;
  shade: AreaCardShade;
  bonus:
    | { kind: 'workers'; amount: number }
    | { kind: 'shares'; amount: number; colour: ShareColour }
    | { kind: 'refineryChip' };
  refinery: boolean;
}

export interface ScenePlayer {
  seat: number;
  name: string;
  vp: number;
  workers: number;
  /** Shares held by colour (index = share colour = the seat of that colour). */
  shares: number[];
  loans: number;
  /** Consolidation chips owned: their VP values. */
  consolidationChips: number[];
  refineryChips: number;
  /** Area cards taken so far (count). */
  cards: number;
  /** Wildcatter disks won (count). */
  disks: number;
  /** Pieces still in the player's supply. */
  supply?: { rigs: number; trains: number; tankers: number; refineries: number };
  /** Barrels delivered in all. */
  delivered?: number;
  /** "bot", "left"… a small tag after the name. */
  tag?: string;
  /** Something this player is asked now although it is not their turn, e.g. "Piggy-back?" (a red badge). */
  pending?: string;
}

/** A player's line of the final standings, best first. */
export interface SceneStanding {
  seat: number;
  /** 1 for the winners (the tie-break decides among those level on VP); others level on VP share a place. */
  place: number;
  /** Final VP, as final scoring counts them. */
  vp: number;
}

/** What the selection marks: spot ids of one kind, labelled as in the chooser. */
export type SelectionKind = 'field' | 'railway' | 'harbour' | 'refinery' | 'card';

export interface SceneSelection {
  kind: SelectionKind;
  prompt: string;
  /** Ids of the marked places (card ids for 'card'). */
  spots: string[];
}

export interface WildcattersScene {
  title: string;
  /** The round being played (1-based) and how many there are. */
  round: number;
  rounds: number;
  /** The starting placement, before round 1: the header says "Set-up" in place of the round, as the alt text does. */
  setUp?: boolean;
  /**
   * Whose turn (null: set-up or over) and a short phase label; `short` is fewer words for the header when the
   * name and `phase` do not fit together ("auction" for "Middle East disk auction").
   */
  turn: { seat: number | null; phase: string; short?: string };
  /** The active area: the area of the card chosen this turn (its rigs and refineries may be built). */
  activeArea: AreaId | null;
  fields: SceneField[];
  disks: SceneDisk[];
  trains: SceneTrain[];
  tankers: SceneTanker[];
  refineries: SceneRefinery[];
  /**
   * The face-up area cards by display slot (8); null = an empty slot until the refill. None once the game is over
   * (the standings stand there).
   */
  display: (SceneCard | null)[];
  /** Cards left in the area deck; null before it is formed (the starting placement): no count is drawn. */
  deck: number | null;
  /** The next consolidation chip of each main continent (null: the stack is empty); none once the game is over. */
  chips: Partial<Record<string, { price: number; minColours: number; vp: number; left: number } | null>>;
  players: ScenePlayer[];
  /** Short caption of what just happened (seat tokens already replaced with names). */
  caption?: string;
  selection?: SceneSelection;
  /**
   * The game is over: the text replaces the caption; winners get a gold frame. The final standings take the
   * area cards' place (the display is empty then, and the next consolidation chips are not shown: nothing is
   * left to take or buy).
   */
  result?: { text: string; winners: number[]; standings: SceneStanding[] };
  /** What changed since a player's latest action, ringed (the since picture); its text replaces the caption. */
  marks?: WildcattersMarks;
  /**
   * The place of the last move, which the caption names (public): a field, a railway, a harbour or a refinery
   * site, ringed on the map. Not drawn on the since picture (its rings mean "changed") nor under a selection.
   */
  last?: { kind: Exclude<SelectionKind, 'card'>; id: string };
}

/** The since picture's rings: what changed between two moments of the game, by place. */
export interface WildcattersMarks {
  /** What the rings mean, e.g. "Ringed: changed since your last turn". */
  text: string;
  /** Oil fields with a rig built, a pump jack raised or a piece gone (field ids). */
  fields: string[];
  /** Railways with a new train (railway ids). */
  trains: string[];
  /** Tankers built or moved: their harbour and place in its queue (as drawn, counting from 0). */
  tankers: Array<{ harbour: string; index: number }>;
  /** Refinery sites with a new refinery or barrels delivered or emptied. */
  refineries: string[];
  /** Areas whose wildcatter disk was won. */
  disks: AreaId[];
  /** Share holdings that changed: whose, and of which colour. */
  shares: Array<{ seat: number; colour: number }>;
}
