/**
 * What the bot needs from the table service. `TableDesk` (desk-table.ts) adapts src/table and src/store to
 * it. Everything here is game-agnostic and Discord-free. (Issue 17: its records re-type the table's; the
 * bot is to use the table's types directly — see docs/glossary.md.)
 */
import type { AnyGameModule, GameEvent, GameStatus } from '../games/types';
import type { BehindGame, TurnMessage } from '../store';
import type { DueReminder, ReminderPolicy } from '../table';

export type GamePhase = 'lobby' | 'active' | 'over';

export interface SeatInfo {
  seat: number;
  /** Discord user id; null for a bot seat. */
  userId: string | null;
  name: string;
  /** Bot strategy name for bot seats. */
  bot: string | null;
}

export interface GameRecord {
  /** Row id in the store: what custom ids carry. */
  row: number;
  gameId: string;
  guildId: string;
  channelId: string;
  hostUserId: string;
  phase: GamePhase;
  version: number;
  /** In seat order once started; in joining order in the lobby. */
  seats: SeatInfo[];
  options: unknown;
}

/** A started game with its state, for presenters and menus. */
export interface GameSnapshot {
  record: GameRecord;
  module: AnyGameModule;
  state: unknown;
  status: GameStatus;
}

export interface DeskOk<T> {
  ok: true;
  value: T;
}
export interface DeskError {
  ok: false;
  /** Stable: 'stale', 'not-your-turn', 'not-seated', 'no-game', 'illegal', 'lobby-full', … */
  code: string;
  /** Short explanation fit to show the player. */
  message: string;
}
export type DeskResult<T> = DeskOk<T> | DeskError;

export interface ActOutcome {
  record: GameRecord;
  /** The game after the action (and any bot turns that followed). */
  snap: GameSnapshot;
  /** Events of the action and of any bot turns that followed, in order. */
  events: GameEvent[];
}

/** A loaded game and the seat that may act in it now. */
export interface CheckedTurn {
  snap: GameSnapshot;
  seat: number;
  /** The click was made on an older message and counts on the current state (others acted since). */
  rebased: boolean;
}

export interface User {
  id: string;
  name: string;
}

export interface GameDesk {
  byChannel(channelId: string): GameRecord | null;
  /** Why the game in `channelId` cannot be loaded now (damaged, database busy), or null. */
  problemIn(channelId: string): string | null;
  byRow(row: number): GameRecord | null;
  /** Where game `row` lives, read without loading it (for checking where a click came from). */
  homeOf(row: number): { guildId: string; channelId: string } | null;
  /** Games still in the lobby or in play (for the restart check). */
  openGames(): GameRecord[];
  openLobby(input: {
    gameId: string;
    guildId: string;
    channelId: string;
    /** The channel the game's thread was opened in. */
    parentChannelId?: string;
    host: User;
    options: unknown;
    seed?: string;
  }): DeskResult<GameRecord>;
  /** Why `userId` may not open another lobby now (too many open lobbies), or null: check before a thread. */
  lobbyLimitError(userId: string): DeskError | null;
  join(row: number, user: User): DeskResult<GameRecord>;
  leave(row: number, user: User): DeskResult<GameRecord>;
  addBot(row: number, by: User): DeskResult<GameRecord>;
  start(row: number, by: User): DeskResult<ActOutcome>;
  snapshot(row: number): GameSnapshot | null;
  /**
   * Load the game once and check that `userId` may act now on a message drawn at `seenVersion` (null: a
   * typed command): the table's checks, rebase rule included.
   */
  turnFor(row: number, userId: string, seenVersion: number | null): DeskResult<CheckedTurn>;
  /** Apply `action` for a checked turn; the snapshot's state is used up (the outcome carries the new record). */
  actOn(turn: CheckedTurn, user: User, action: unknown): DeskResult<ActOutcome>;
  /** Public log lines (events without `to`) from oldest, as stored. */
  log(row: number): GameEvent[];
  /** The latest events only `seat` may read (e.g. what was stolen from them), newest last. */
  privateEvents(row: number, seat: number, limit: number): GameEvent[];
  end(row: number, by: User, isAdmin: boolean): DeskResult<GameRecord>;
  /** Rebuild the game in `channelId` from its action log (an admin's `/oil repair`). */
  repair(channelId: string, by: User): DeskResult<{ record: GameRecord; repaired: boolean; actions: number }>;
  /** The game's turn message and the version it shows (persisted: links, edits and catch-up use it). */
  turnMessage(row: number): TurnMessage | null;
  /** Record the message now showing `message.version`; false when a later one is recorded already. */
  recordTurnMessage(row: number, message: TurnMessage): boolean;
  /** Games whose thread is behind their state (active, or finished since `finishedSince`). */
  behind(finishedSince: number): BehindGame[];
  /** Every event (public and private) of the actions after `version`, oldest first. */
  eventsSince(row: number, version: number): GameEvent[];
  /** Rows of the open games living in `channelId` or in threads of it, or anywhere in `guildId`. */
  openGamesIn(where: { channelId?: string; guildId?: string }): number[];
  /** End a game because its thread, channel or server went away (kept for its log). */
  abandonGone(row: number): boolean;
  setLobbyMessage(row: number, messageId: string): void;
  /** Seats that acted after `version` (for clicks made while others acted at the same time). */
  actorsSince(row: number, version: number): number[];
  lobbyMessage(row: number): string | null;
  /** Games whose human players to act are due a turn reminder at `now` (src/table/reminders.ts). */
  dueReminders(now: number, policy: ReminderPolicy): DueReminder[];
  /** Record a reminder before posting it: its number at this version, or null when no longer due. */
  claimReminder(row: number, version: number, now: number, policy: ReminderPolicy): number | null;
  close(): void;
}
