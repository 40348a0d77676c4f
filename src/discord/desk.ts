/**
 * What the bot needs from the table service, addressed by the game's store row (`row` = `GameRecord.id`, what
 * custom ids carry). `TableDesk` (desk-table.ts) adapts src/table and src/store to it. It speaks the table's
 * and the store's types (`TableGame`, `SeatInfo`, `GameRecord`); docs/glossary.md has the words.
 */
import type { SettingsStore } from '../store/settings';
import type { NoticesLaterStore } from '../store/notices-later';
import type { ShownReminderStore } from '../store/reminders-shown';
import type * as clockCalls from '../table/clocks';
import type * as seatCalls from '../table/seats-handover';
import type * as vacationCalls from '../table/clocks-vacation';
import type * as endVoteCalls from '../table/end-votes';
import type { ExpiredLobby } from '../table/lobby-expiry';
import type { ReplayBase } from '../table/rules-update';
import type { GameEvent, GameStatus } from '../games/types';
import type { ActionRecord, BehindGame, RematchClaim, TurnMessage } from '../store';
import type {
  DueReminder,
  LapsedAnswer,
  LogEntry,
  GuildStats,
  OpenLobbyInput,
  Reliability,
  RepairOk,
  ReminderPolicy,
  SeatInfo,
  Table,
  TableError,
  TableGame,
} from '../table';

/**
 * A game loaded for presenters and menus: the table's game with its state and its status (an empty one
 * while in the lobby). `record` is the store row; `record.id` is what custom ids call `row`.
 */
export interface GameSnapshot extends TableGame {
  /** The game state (the record's `state`); null only while in the lobby. */
  state: unknown;
  status: GameStatus;
}

/**
 * A logged step as the thread reads it: the seat that took it, and who was to act after it (when known). Not the
 * undo's `LoggedStep` (src/table/undo.ts), the whole logged action.
 */
export type StepSeats = Pick<ActionRecord, 'seat' | 'after'>;

/** A logged action's events and the seq it was logged as (the version it made). */
export type LoggedEvents = Pick<ActionRecord, 'seq' | 'events'>;

/** A desk call's value, or the table's refusal (`TableErrorCode`; nothing was changed). */
export type DeskResult<T> = { ok: true; value: T } | TableError;

export interface ActOutcome {
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

/** The table's calls `K` of `calls` (free functions whose first argument is the table), with the table bound. */
type OnTable<Calls, K extends keyof Calls> = {
  readonly [F in K]: Calls[F] extends (table: Table, ...args: infer A) => infer R ? (...args: A) => R : never;
};

/** Turn clocks (src/table/clocks.ts): the host's choice, clocks that ran out, the players' votes. */
export type ClockDesk = OnTable<
  typeof clockCalls,
  | 'setClock'
  | 'dueClocks'
  | 'runOutClock'
  | 'castClockVote'
  | 'closeUndecidedVotes'
  | 'unpostedVotes'
  | 'openVoteMessages'
> & {
  /** Remember the message carrying the vote on `seat`'s clock that ran out at `since` (to strip it later). */
  setVoteMessage(row: number, seat: number, since: number, messageId: string): void;
  /** Close the lobbies nobody changed for `afterMs` by `now` (src/table/lobby-expiry.ts), each once. */
  expireLobbies(now: number, afterMs: number): ExpiredLobby[];
};

/** Seats changing hands (src/table/seats-handover.ts): leaving, handing to a bot, coming back, taking over. */
export type SeatDesk = OnTable<
  typeof seatCalls,
  'leaveGame' | 'handOver' | 'returnSeat' | 'allowTakeover' | 'takeOver'
>;

/** Vacations (src/table/clocks-vacation.ts): taking one, coming back, the server's days a year. */
export type VacationDesk = OnTable<
  typeof vacationCalls,
  | 'takeVacation'
  | 'endVacation'
  | 'setVacationAllowance'
  | 'vacationStanding'
  | 'vacationsOver'
  | 'settleAwayQuestions'
>;

/** The players' votes to end a game (src/table/end-votes.ts): proposing, answering, closing those over. */
export type EndVoteDesk = OnTable<
  typeof endVoteCalls,
  | 'proposeEnd'
  | 'castEndBallot'
  | 'settleEndVotes'
  | 'settleEndVoteOf'
  | 'reviewEndVoteOf'
  | 'openEndVote'
  | 'endVoteAt'
  | 'setEndVoteMessage'
  | 'withdrawEndVote'
>;

/** A Discord user as the desk takes them: their id and the name their seat gets. */
export interface User {
  id: string;
  name: string;
}

/** Where a game lives: its server (empty outside one) and its channel, the game thread. */
export interface GameHome {
  guildId: string;
  channelId: string;
  /** Its state's version now: every control the bot drew for it carries this one or an earlier one. */
  version: number;
}

/** The table's `OpenLobbyInput` as the bot opens a lobby: in a server, its host a Discord `User`, no `meta`. */
export type LobbyInput = Omit<OpenLobbyInput, 'guildId' | 'host' | 'meta'> & { guildId: string; host: User };

export interface GameDesk {
  byChannel(channelId: string): TableGame | null;
  /** Why the game in `channelId` cannot be loaded now (damaged, database busy), or null. */
  problemIn(channelId: string): string | null;
  byRow(row: number): TableGame | null;
  /** The seat `userId` last left in `game` (`/oil leave`, or taken over while absent), and who took it over, or null. */
  leftSeat(
    game: { record: { id: number }; seats: readonly SeatInfo[] },
    userId: string,
  ): seatCalls.LeftSeat | null;
  /** Where game `row` lives, read without loading it (for checking where a click came from). */
  homeOf(row: number): GameHome | null;
  /** Games still in the lobby or in play (for the restart check). */
  openGames(): TableGame[];
  openLobby(input: LobbyInput): DeskResult<TableGame>;
  /** Why `userId` may not open another lobby now (too many open lobbies), or null: check before a thread. */
  lobbyLimitError(userId: string): TableError | null;
  /** The number the next game opened in `guildId` gets in its thread's name (1 for the server's first). */
  nextGameNumber(guildId: string): number;
  join(row: number, user: User): DeskResult<TableGame>;
  leave(row: number, user: User): DeskResult<TableGame>;
  /** Seat a bot of `kind` (default: the game's strongest everyday bot, "greedy" where there is one). */
  addBot(row: number, by: User, kind?: string): DeskResult<TableGame>;
  /** Take the last bot seated off the lobby's table (host only), to make room for a person or another bot. */
  removeBot(row: number, by: User): DeskResult<TableGame>;
  /** Take `userId`'s seat off the lobby's table: the host, or an admin (`by.isAdmin`), for one who will not come. */
  removePlayer(row: number, by: { id: string; isAdmin: boolean }, userId: string): DeskResult<TableGame>;
  /** Start the lobby's game: the host, or an admin (`isAdmin`) when the host is not around. */
  start(row: number, by: User, isAdmin: boolean): DeskResult<ActOutcome>;
  snapshot(row: number): GameSnapshot | null;
  /** Personal settings (`/oil settings`) and the pings held back by quiet hours. */
  readonly settings: SettingsStore;
  /** Notices Discord refused, kept to be posted at later ticks (./notices-later.ts). */
  readonly noticesLater: NoticesLaterStore;
  /** The turn reminders posted lately, for an undo to strike through (./reminders-shown.ts). */
  readonly shownReminders: ShownReminderStore;
  readonly clocks: ClockDesk;
  readonly seats: SeatDesk;
  readonly vacations: VacationDesk;
  readonly endVotes: EndVoteDesk;
  /** The table's time (turn clocks and vacations; tests move it). */
  now(): number;
  /** When `userId`'s vacation in this server ends, if they are away at `now` (their clocks pause, no reminders). */
  awayUntil(guildId: string, userId: string, now: number): number | null;
  /**
   * Load the game once and check that `userId` may act now on a message drawn at `seenVersion` (null: a
   * typed command): the table's checks, rebase rule included.
   */
  turnFor(row: number, userId: string, seenVersion: number | null): DeskResult<CheckedTurn>;
  /** Apply `action` for a checked turn; the snapshot's state is used up (the outcome carries the new one). */
  actOn(turn: CheckedTurn, user: User, action: unknown): DeskResult<ActOutcome>;
  /**
   * `user` takes back their last action (the table's `undo`, with its guardrails), on a message drawn at
   * `seenVersion` (null: a typed command). `undone`: the action taken back in words, its actor left out ("built a
   * road on 10-11 (A mountains 10 · E hills 6)", as on the Undo button), or null when it has no public event;
   * `seat`: the seat whose action it was (the user's), to whom its words are said.
   */
  undo(
    row: number,
    user: User,
    seenVersion: number | null,
  ): DeskResult<ActOutcome & { undone: string | null; seat: number }>;
  /** The game's log from oldest, one entry per move (who, when), with its public events only. */
  log(row: number): LogEntry[];
  /**
   * The latest events only `seat` may read (e.g. what was stolen from them) that are still theirs alone and that
   * the hand does not list anyway (`inHand`, or `listed`: the game's presenter's `listedInHand`, for events logged
   * before `inHand`), newest last: My hand's "Only you know". With `sinceSeq`, only those of the actions after
   * that log position (the news: `newsSince`).
   */
  privateEvents(
    row: number,
    seat: number,
    limit: number,
    listed?: (event: GameEvent) => boolean,
    sinceSeq?: number,
  ): GameEvent[];
  /** End game `row` before it is won (the host or an admin; `/oil end` in the user's words). */
  abandon(row: number, by: User, isAdmin: boolean): DeskResult<TableGame>;
  /** Rebuild the game in `channelId` from its action log (an admin's `/oil repair`). */
  repair(channelId: string, by: User): DeskResult<RepairOk>;
  /** The game's turn message and the version it shows (persisted: links, edits and catch-up use it). */
  turnMessage(row: number): TurnMessage | null;
  /** Record the message now showing `message.version`; false when a later one is recorded already. */
  recordTurnMessage(row: number, message: TurnMessage): boolean;
  /** Games whose thread is behind their state (active, or finished since `finishedSince`). */
  behind(finishedSince: number): BehindGame[];
  /** Every logged action of game `row` (who, what, when), oldest first; empty when the log cannot be read. */
  history(row: number): ActionRecord[];
  /**
   * Where a replay of game `row` starts (its setup, or its state at the last update of its rules:
   * src/table/rules-update.ts); null when it cannot be read.
   */
  replayBase(row: number): ReplayBase | null;
  /** The end-of-game summary message of game `row`, or null when none was posted (persisted: posted once). */
  summaryMessage(row: number): string | null;
  /** Record game `row`'s summary message; false when one is recorded already. */
  recordSummaryMessage(row: number, messageId: string): boolean;
  /** The summary's Rematch, claimed once (`SummaryMessageStore.claimRematch`), then opened or released. */
  claimRematch(row: number, userId: string): RematchClaim;
  rematchOpened(row: number, channelId: string): void;
  releaseRematch(row: number): void;
  /** The thread of game `row`'s rematch, or null when none is open (yet). */
  rematchOf(row: number): string | null;
  /** Finished games (since `finishedSince`) whose summary was never posted (a crash came between). */
  unsummarized(finishedSince: number): number[];
  /**
   * Every event (public and private) of the actions after `version` (through version `through`, when given)
   * that stand, oldest first: a move taken back since then goes with its undo (the log keeps both), unless it
   * is one through version `told`, which a turn message posted to ask others told already: its undo is news.
   */
  eventsSince(row: number, version: number, through?: number, told?: number): GameEvent[];
  /** The same actions as `eventsSince`, each with its events and the seq it was logged as. */
  entriesSince(row: number, version: number, through?: number, told?: number): LoggedEvents[];
  /** Rows of the open games living in `channelId` or in threads of it, or anywhere in `guildId`. */
  openGamesIn(where: { channelId?: string; guildId?: string }): number[];
  /** End a game because its thread, channel or server went away (kept for its log). */
  abandonGone(row: number): boolean;
  setLobbyMessage(row: number, messageId: string): void;
  /** When `seat` last acted in game `row` (ms since the epoch), or null when it never has. */
  lastActedAt(row: number, seat: number): number | null;
  /**
   * The logged steps after `version` that stand, oldest first: who took each, and who was to act after it. An
   * undo is no step, nor is the move it took back: nobody answered by them (the undo of a move before `version`
   * goes back to before the question it asked). With `through`: the steps through that version only.
   */
  stepsSince(row: number, version: number, through?: number): StepSeats[];
  /**
   * The events of `seat`'s first logged action after `version` (a move or an undo, standing or not), or null
   * when it has none: what a press made twice did the first time.
   */
  firstActionSince(row: number, version: number, seat: number): GameEvent[] | null;
  /** The seqs (the versions they made) of the moves taken back by the undos logged after `version`. */
  takenBackSince(row: number, version: number): Set<number>;
  lobbyMessage(row: number): string | null;
  /** Games whose human players to act are due a turn reminder at `now` (src/table/reminders.ts). */
  dueReminders(now: number, policy: ReminderPolicy): DueReminder[];
  /** Record a reminder before posting it: its number at this version, or null when no longer due. */
  claimReminder(row: number, version: number, now: number, policy: ReminderPolicy): number | null;
  /** Answer for whoever let a question asked out of turn lapse, once the reminders are spent (a pass). */
  lapseSpentQuestions(now: number, policy: ReminderPolicy): LapsedAnswer[];
  /** The stats of the games played in `guildId` (src/table/stats.ts), derived from the store on each call. */
  stats(guildId: string): GuildStats;
  /** The reliability of `userIds` in `guildId`'s games (shown in the lobby, never a penalty). */
  reliability(guildId: string, userIds: readonly string[]): Map<string, Reliability>;
  /** Games in their lobby and in play on this process's shards (src/health.ts's metrics). */
  openGameCounts(): { lobby: number; active: number };
  /**
   * Why the database refuses a committed write now (`locked`: another connection holds its lock past the short
   * busy wait, which may pass), or null when it takes one (src/health.ts's check).
   */
  databaseProblem(): { locked: boolean; message: string } | null;
  close(): void;
}
