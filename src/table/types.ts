/** The public types of the table service (see table.ts). */
import type { AnyGameModule, GameEvent, GameStatus } from '../games/types';
import type { ClockKind, ClockPolicy } from '../store/clocks';
import type { Drew, GameRecord, SeatsAfter } from '../store/types';

/** Why a table call was refused. Nothing was changed when a call returns one of these. */
export type TableErrorCode =
  | 'no-game' // no game (or lobby) in this channel
  | 'unknown-game' // the game id is not offered (or no longer registered)
  | 'bad-options' // lobby options do not parse with the game's optionsSchema
  | 'channel-busy' // this channel already has a lobby or game
  | 'too-many-lobbies' // the host already has the most open (unstarted) lobbies allowed, in any channels
  | 'lobby' // the game has not started yet
  | 'started' // the lobby is closed: the game has started
  | 'over' // the game is finished or abandoned
  | 'not-seated' // the user has no seat in this game
  | 'already-seated' // the user already has a seat
  | 'full' // all seats are taken
  | 'too-few' // not enough players to start
  | 'not-host' // only the host (or an admin) may do this
  | 'not-admin' // only an admin may do this (decided by the caller: Manage Threads for a game, Manage Server for the server)
  | 'host-cannot-leave' // the host closes the lobby with abandon instead
  | 'unknown-bot' // no bot of that kind for this game
  | 'no-seat' // no such seat number
  | 'not-your-turn' // the seat may not act now (neither in status().toAct nor in its mayAct)
  | 'cannot-undo' // nothing of the player's own stands to take back: a random or hidden outcome, or another's move
  | 'stale' // the game moved on since the user's view (expectedVersion) or during the call
  | 'bad-action' // the action does not parse with the game's actionSchema
  | 'rule' // the game's rules refused the action (see ruleCode)
  | 'engine-error' // the game module threw (a bug); logged
  | 'corrupt' // stored data could not be read (and cannot be rebuilt from the log); logged
  | 'damaged' // this game's saved row could not be read: it is marked and paused until an admin repairs it
  | 'handed-over' // the user's seat is played by a bot now (`/oil return` gives it back)
  | 'not-handed-over' // the seat is played by its player already
  | 'last-player' // the seat is the last a person plays: handed to a bot, bots would play the game out alone
  | 'not-bot-seat' // only a bot's seat can be taken over
  | 'takeover-closed' // the host does not allow taking over bot seats
  | 'away' // the seat's player is away on vacation: their seat waits for them
  | 'seat-taken' // the player's seat, left or handed to a bot, was taken over by someone else
  | 'no-clock' // the game has no turn clock
  | 'vote-closed' // the clock vote was decided, or its seat acted meanwhile
  | 'not-voter' // only the other players still playing may vote (the proposer of an end vote neither)
  | 'vote-open' // a vote to end the game is open already
  | 'vacation' // the vacation asked for does not fit (too long, already away, none to end)
  | 'busy' // another process holds the database's write lock; retry later (retryWhileBusy in busy.ts)
  | 'internal'; // an unexpected failure (I/O …); logged

export interface TableError {
  ok: false;
  code: TableErrorCode;
  /** Friendly text fit for an ephemeral reply. */
  message: string;
  /** For `rule`: the game's RuleError code, when it gave one. */
  ruleCode?: string;
  /** For `damaged`: the games row id of the damaged game. */
  gameRow?: number;
}

/** What `Table.repair` did. */
export interface RepairOk {
  game: TableGame;
  /** false when the saved state already matched its action log and nothing was marked: nothing changed. */
  repaired: boolean;
  /** The number of logged actions replayed. */
  actions: number;
}

/**
 * A seat and who plays it: its player (`userId` set, `botKind` null), a bot (`userId` null), or its player's
 * seat handed to a bot until they return (both set: the bot plays, the player keeps the seat).
 */
export interface SeatInfo {
  /** Join order in the lobby; play order once started. */
  seat: number;
  /** The seat's player; null for a bot's own seat. */
  userId: string | null;
  /** The bot playing the seat (key of the game's `bots`); null while its player plays it. */
  botKind: string | null;
  name: string;
}

/** A game as the Discord layer sees it. */
export interface TableGame {
  /** The store row (id, channel, lifecycle, version, message ids, meta, …); `state` is null in the lobby. */
  record: GameRecord;
  module: AnyGameModule;
  seats: SeatInfo[];
  /** Display names by seat, for `formatSeats` on event texts. */
  names: string[];
  /** The engine status (who acts, scores); null while in the lobby (and for a lobby abandoned before the start). */
  status: GameStatus | null;
  /** Who may take back which action (undo.ts), from public information; null when nobody may, now or later. */
  undo?: UndoChance | null;
  /** The game's turn clock as of loading (see clocks-sync.ts); null or absent when it has none. */
  clock?: GameClock | null;
}

/**
 * An action its player may take back: theirs, the last one standing, and no outcome stands after it. Taken back
 * now when `held`; else once they play its seat again with no move between (they took it over after leaving it,
 * or `/oil return`ed), so what it tells may still be struck through.
 */
export interface UndoChance {
  /** The seat that made it and must act now. */
  seat: number;
  /** Its seq in the log. */
  seq: number;
  /** What it did, from its first public event, its actor left out ("built a road on B7"); null without one. */
  words: string | null;
  /** Whether the player who made it plays its seat now (not a bot, nor someone who took it over). */
  held: boolean;
}

/** A game's turn clock as players see it. */
export interface GameClock {
  kind: ClockKind;
  limitMs: number;
  policy: ClockPolicy;
  /**
   * The seats whose clocks run now (asked to act, played by their players), with when they run out; `ranOut`
   * when that was by the time the clock was read (the policy is about to apply, or a vote on it is open);
   * `soon` when it was not yet, but within CLOCK_SOON_MS (and its player is not away).
   */
  running: { seat: number; since: number; deadline: number; away: boolean; ranOut: boolean; soon: boolean }[];
  /** Players away on vacation now (their clocks paused), with when they are back. */
  away: { seat: number; untilAt: number }[];
}

/** One applied action, as appended to the log. */
export interface TableStep {
  seq: number;
  seat: number;
  /** null when a bot acted. */
  userId: string | null;
  /** The bot kind when a bot acted. */
  botKind: string | null;
  action: unknown;
  /** Events with `{pN}` seat tokens; events with `to` are private to those seats. */
  events: GameEvent[];
  /** Who was to act just after it (logged with it); absent when not known. */
  after?: SeatsAfter;
  /** What it drew (logged with it: undo reads it); absent when not known. */
  drew?: Drew;
}

/** What `Table.undo` did: the action taken back (and any bot actions after), appended as the undo entry. */
export interface UndoOk extends Omit<ActOk, 'ok'> {
  /** The logged action taken back. */
  undone: TableStep;
}

/** Why the bot loop stopped. */
export type BotStop =
  | 'human' // a human must act now
  | 'over' // the game ended
  | 'cap' // the safety cap on bot actions per call was reached
  | 'bot-failed'; // a bot gave an action the rules refused and no legal fallback existed (logged)

export interface ActOk {
  ok: true;
  game: TableGame;
  /** The new version (pass it back as `expectedVersion` next time). */
  version: number;
  /** The status after the human action and every bot action. */
  status: GameStatus;
  /** The events of the caller's own action. */
  events: GameEvent[];
  /** Every action this call appended, the caller's first (if any), then the bots' in order. */
  steps: TableStep[];
  /** The bots' events in order (flattened from `steps`). */
  botEvents: GameEvent[];
  /** Why the bots stopped (only meaningful when bots acted or could have). */
  botStop: BotStop;
}

export type Result<T> = ({ ok: true } & T) | TableError;

export interface LogEntry {
  seq: number;
  seat: number;
  name: string;
  /** null for a bot. */
  userId: string | null;
  /** Events visible to the reader (public ones, plus private ones addressed to `forSeat`). */
  events: GameEvent[];
  createdAt: number;
}

export interface LogPage {
  /** Oldest first within the page. */
  entries: LogEntry[];
  /** 1 = the most recent actions. */
  page: number;
  pages: number;
  total: number;
  names: string[];
}
