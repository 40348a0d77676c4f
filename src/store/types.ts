/** Typed rows of the store. JSON columns are parsed; timestamps are ms since the epoch. */
import type { GameEvent } from '../games/types';

/** Where a game record is in its life (the engine's own `GameStatus` is a different thing: who acts, scores). */
export const LIFECYCLES = ['lobby', 'active', 'finished', 'abandoned'] as const;
export type Lifecycle = (typeof LIFECYCLES)[number];
/** Lifecycles that occupy a channel: at most one such game per channel. */
export const OPEN_LIFECYCLES: readonly Lifecycle[] = ['lobby', 'active'];

/** Whether a game's lifecycle is over: finished (won) or abandoned. */
export function isOver(record: { lifecycle: Lifecycle }): boolean {
  return !OPEN_LIFECYCLES.includes(record.lifecycle);
}

export interface GameRecord {
  id: number;
  guildId: string | null;
  channelId: string;
  /** The channel a game thread was opened from (null when the game lives in the channel itself). */
  parentChannelId: string | null;
  /** Registry id, e.g. "oil-springs". */
  gameId: string;
  /** Parsed options (already validated by the game's optionsSchema when the lobby opened). */
  options: unknown;
  seed: string;
  /** The game state; null while in the lobby. */
  state: unknown;
  /** Number of actions applied (= seq of the last action). */
  version: number;
  /** The version of the game's rules (`GameModule.rulesVersion`) `state` was saved under. */
  rulesVersion: number;
  /**
   * Where a replay of the log under the game's rules starts (its replay base): the number of actions logged when
   * the game was last upgraded to newer rules, 0 when never. The actions up to it cannot be taken back.
   */
  replayFrom: number;
  lifecycle: Lifecycle;
  hostUserId: string;
  lobbyMessageId: string | null;
  /** Free JSON object for the Discord layer. */
  meta: Record<string, unknown>;
  /** Why the game was marked damaged (its saved row could not be read), or null when healthy. */
  damaged: string | null;
  createdAt: number;
  updatedAt: number;
  /** When the game started (its lobby's Start), ms since the epoch; null while it is a lobby. */
  startedAt: number | null;
}

export interface SeatRecord {
  /** Join order in the lobby; play order once started. */
  seat: number;
  /** null for a bot. */
  userId: string | null;
  /** The bot's key in the game's `bots`; null for a human. */
  botKind: string | null;
  name: string;
  joinedAt: number;
}

/** A seat to write: `seat` is its index in the list given. */
export type NewSeat = Omit<SeatRecord, 'seat' | 'joinedAt'> & { joinedAt?: number };

/**
 * Who the game waited on (`toAct`) and who it let act unasked (`mayAct`) just after an action: the engine's
 * status then (`GameStatus`), kept with the action (migration 013).
 */
export interface SeatsAfter {
  toAct: readonly number[];
  mayAct: readonly number[];
}

export interface ActionRecord {
  seq: number;
  seat: number;
  userId: string | null;
  action: unknown;
  events: GameEvent[];
  createdAt: number;
  /** Absent for an action logged before migration 013 (not known). */
  after?: SeatsAfter;
  /** What it drew; absent for one logged before migration 020, or by a bot (not known). */
  drew?: Drew;
}

/**
 * What an action drew (src/table/undo-random.ts): `true` from the game's RNG, the name of a hidden pile it drew
 * from (`HiddenPile.name`, "the bill of lading drawn"), or `false`: nothing.
 */
export type Drew = boolean | string;

export interface NewAction {
  seat: number;
  userId: string | null;
  action: unknown;
  events: readonly GameEvent[];
  /** Absent: not known (stored as NULL). */
  after?: SeatsAfter;
  /** What it drew (undo reads it); absent: not known (stored as NULL). */
  drew?: Drew;
}

export interface NewGame {
  guildId: string | null;
  channelId: string;
  parentChannelId?: string | null;
  gameId: string;
  options: unknown;
  seed: string;
  hostUserId: string;
  seats?: readonly NewSeat[];
  meta?: Record<string, unknown>;
}

/** A row whose JSON could not be read. Nothing was changed. */
export interface CorruptRow {
  ok: false;
  reason: 'corrupt';
  message: string;
  /** The games row id when the unreadable row is a game's own (its state, options or meta). */
  gameRow?: number;
}

/** What a repair needs of a game row, read without parsing its JSON (which may be what is damaged). */
export interface RawGameRow {
  id: number;
  channelId: string;
  gameId: string;
  /** The options JSON text. */
  options: string;
  seed: string;
  /** The state JSON text; null in the lobby. */
  state: string | null;
  version: number;
  rulesVersion: number;
  replayFrom: number;
  /** The replay base's state JSON text (under `rulesVersion`), or null: the game's setup. */
  replayBase: string | null;
  lifecycle: Lifecycle;
  meta: string;
  damaged: string | null;
  /** When the host started it; null for a lobby (also one closed before its start) and a game started before 004. */
  startedAt: number | null;
}

export type Loaded<T> = { ok: true; value: T } | CorruptRow;

export type StoreFailureReason =
  'stale' | 'not-found' | 'not-active' | 'not-lobby' | 'not-open' | 'channel-busy' | 'already-seated';

export interface StoreFailure {
  ok: false;
  reason: StoreFailureReason;
  message: string;
}
