/**
 * The SQLite store: games, seats and the append-only action log, behind typed methods. Every method is
 * synchronous (better-sqlite3), so a read-check-write sequence without `await` in between is atomic within
 * the process; across processes the version check in `appendActions` decides.
 *
 * Failures the caller can expect (a stale version, a busy channel, a corrupt row) come back as results with
 * `ok: false`; only programming errors and I/O failures throw.
 */
import Database from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { loadMigrations, migrate, schemaVersion, type Migration } from './migrate';
import { explainDatabaseError, quickCheck, writeCheck } from './checks';
import { parseColumn, parseDrewColumn, parseEventsColumn, parseObjectColumn, parseSeatsColumn } from './json';
import { ClockStore } from './clocks';
import { ReminderStore } from './reminders';
import { ShownReminderStore } from './reminders-shown';
import { EndVoteStore } from './end-votes';
import { NoticesLaterStore } from './notices-later';
import { SettingsStore } from './settings';
import { StatsStore } from './stats';
import { TurnMessageStore } from './turn-messages';
import { SummaryMessageStore } from './summaries';
import { ownsGuild, type ShardScope } from '../sharding';
import type {
  ActionRecord,
  GameRecord,
  Lifecycle,
  Loaded,
  RawGameRow,
  NewAction,
  SeatsAfter,
  NewGame,
  NewSeat,
  SeatRecord,
  StoreFailure,
} from './types';

export interface OpenStoreOptions {
  /** Migrations to apply (default: the repository's migrations/ folder). */
  migrations?: readonly Migration[];
  /** Clock for timestamps (tests). */
  now?: () => number;
  /**
   * Milliseconds SQLite waits, blocking the event loop, for a lock held by another connection. Default
   * `DEFAULT_BUSY_TIMEOUT_MS` (short: a longer wait is done asynchronously by `retryWhileBusy` in src/table).
   */
  busyTimeoutMs?: number;
  /**
   * Run the start checks: quick_check before migrating and a write check after. Default true; for a
   * `readonly` open default false, and only quick_check runs.
   */
  check?: boolean;
  /**
   * Open an existing database read-only (tools): nothing is written, no migration runs, and a schema
   * older than the code is refused with a clear message.
   */
  readonly?: boolean;
  /**
   * The shards this process serves: the queries of its background loops (reminders, clocks, held pings,
   * catch-up) only see games of their guilds (SQL function `owns_guild`). Default: every game.
   */
  shards?: ShardScope;
}

interface GameRow {
  id: number;
  guild_id: string | null;
  channel_id: string;
  parent_channel_id: string | null;
  game_id: string;
  options: string;
  seed: string;
  state: string | null;
  version: number;
  rules_version: number;
  replay_from: number;
  lifecycle: Lifecycle;
  host_user_id: string;
  lobby_message_id: string | null;
  meta: string;
  damaged: string | null;
  created_at: number;
  updated_at: number;
  started_at: number | null;
}

interface SeatRow {
  seat: number;
  user_id: string | null;
  bot_kind: string | null;
  name: string;
  joined_at: number;
}

interface ActionRow {
  seq: number;
  seat: number;
  user_id: string | null;
  action: string;
  events: string;
  created_at: number;
  to_act: string | null;
  may_act: string | null;
  drew: string | null;
}

/** Short summary of a game without its JSON (for listings and tools). */
export interface GameSummary {
  id: number;
  channelId: string;
  gameId: string;
  lifecycle: Lifecycle;
  version: number;
  /** 1 when the game is marked damaged (see `markDamaged`), else 0. */
  damaged: number;
}

function fail(reason: StoreFailure['reason'], message: string): StoreFailure {
  return { ok: false, reason, message };
}

/** An action's `to_act` and `may_act` columns; null when either is not recorded. */
function seatsAfterColumns(toAct: string | null, mayAct: string | null): SeatsAfter | null {
  const asked = parseSeatsColumn(toAct);
  const unasked = parseSeatsColumn(mayAct);
  return asked && unasked ? { toAct: asked, mayAct: unasked } : null;
}

function isUniqueViolation(err: unknown): boolean {
  return err instanceof Error && (err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * How long (ms) a statement waits for another connection's lock before SQLITE_BUSY. better-sqlite3 is
 * synchronous, so this wait blocks the event loop: keep it short and retry asynchronously instead.
 */
export const DEFAULT_BUSY_TIMEOUT_MS = 40;
/** The busy wait (ms) while opening, checking and migrating, before anything is served. */
const START_BUSY_TIMEOUT_MS = 2000;

/**
 * Open (creating folders and the file if needed), configure, check and migrate a database. The start checks
 * (`quick_check` before migrating, a committed write after) throw a `DatabaseCheckError` whose message names
 * the file and what to do.
 */
export function openDatabase(path: string, options: OpenStoreOptions = {}): Database.Database {
  if (options.readonly) return openReadonly(path, options);
  const check = options.check ?? true;
  let db: Database.Database;
  try {
    if (path !== ':memory:' && !path.startsWith('file:')) mkdirSync(dirname(path), { recursive: true });
    db = new Database(path);
  } catch (err) {
    throw explainDatabaseError(path, err);
  }
  try {
    // Nothing is served yet while opening: wait longer for another program's lock than at run time.
    db.pragma(`busy_timeout = ${Math.max(START_BUSY_TIMEOUT_MS, options.busyTimeoutMs ?? 0)}`);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    if (check) quickCheck(db, path);
    migrate(db, options.migrations ?? loadMigrations());
    if (check) writeCheck(db, path, Date.now()); // the real clock: a test clock is left untouched
    db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS}`);
  } catch (err) {
    db.close();
    throw explainDatabaseError(path, err);
  }
  return db;
}

function openReadonly(path: string, options: OpenStoreOptions): Database.Database {
  if (!existsSync(path)) throw new Error(`No database at ${path}`);
  let db: Database.Database;
  let version: number;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true });
  } catch (err) {
    throw explainDatabaseError(path, err);
  }
  try {
    db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
    if (options.check) quickCheck(db, path);
    version = schemaVersion(db);
  } catch (err) {
    db.close();
    throw explainDatabaseError(path, err);
  }
  const latest = (options.migrations ?? loadMigrations()).length;
  if (version !== latest) {
    db.close();
    throw new Error(
      `The database ${path} is at schema version ${version}, this code expects ${latest}; ` +
        (version < latest ? 'start the bot once to migrate it' : 'update Derrick'),
    );
  }
  return db;
}

export function openStore(path: string, options: OpenStoreOptions = {}): Store {
  return new Store(openDatabase(path, options), options.now, options.shards);
}

export class Store {
  private readonly stmt;
  /** Turn reminders sent per game and version (migration 004). */
  readonly reminders: ReminderStore;
  /** Each game's current turn message and the version it shows (migration 005). */
  readonly turnMessages: TurnMessageStore;
  /** What stats read of a server's games, and the results of finished games (migration 008). */
  readonly stats: StatsStore;
  /** Each finished game's end-of-game summary message (in its `meta`). */
  readonly summaries: SummaryMessageStore;
  /** Turn clocks, seat control and vacations (migration 009). */
  readonly clocks: ClockStore;
  /** Personal settings and pings held by quiet hours (migration 010). */
  readonly settings: SettingsStore;
  /** Notices Discord refused, kept to be posted later (migration 019). */
  readonly noticesLater: NoticesLaterStore;
  /** The turn reminders posted lately, for an undo to strike through (migration 019). */
  readonly shownReminders: ShownReminderStore;
  /** The players' votes to end a game (migration 021). */
  readonly endVotes: EndVoteStore;

  constructor(
    readonly db: Database.Database,
    private readonly now: () => number = Date.now,
    shards?: ShardScope,
  ) {
    // `owns_guild(guild_id)`: 1 when the game's guild is on one of this process's shards (every game when
    // it serves them all); registered before the statements that use it are prepared.
    db.function('owns_guild', { deterministic: true }, (guildId: unknown) =>
      ownsGuild(shards, typeof guildId === 'string' ? guildId : null) ? 1 : 0,
    );
    this.reminders = new ReminderStore(db);
    this.turnMessages = new TurnMessageStore(db);
    this.stats = new StatsStore(db);
    this.summaries = new SummaryMessageStore(db);
    this.clocks = new ClockStore(db);
    this.settings = new SettingsStore(db);
    this.noticesLater = new NoticesLaterStore(db);
    this.shownReminders = new ShownReminderStore(db);
    this.endVotes = new EndVoteStore(db);
    const cols = `id, guild_id, channel_id, parent_channel_id, game_id, options, seed, state, version, rules_version,
      replay_from, lifecycle, host_user_id, lobby_message_id, meta, damaged, created_at, updated_at, started_at`;
    this.stmt = {
      insertGame: db.prepare(
        `INSERT INTO games (guild_id, channel_id, parent_channel_id, game_id, options, seed, lifecycle, host_user_id,
           meta, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, 'lobby', ?, ?, ?, ?)`,
      ),
      gameById: db.prepare<[number], GameRow>(`SELECT ${cols} FROM games WHERE id = ?`),
      openIn: db.prepare<[string, string, string], { id: number }>(
        `SELECT id FROM games WHERE lifecycle IN ('lobby', 'active')
           AND (channel_id = ? OR parent_channel_id = ? OR guild_id = ?) ORDER BY id`,
      ),
      gamesInGuild: db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM games WHERE guild_id = ?'),
      openGameCounts: db.prepare<[], { lifecycle: string; n: number }>(
        `SELECT lifecycle, COUNT(*) AS n FROM games
           WHERE lifecycle IN ('lobby', 'active') AND owns_guild(guild_id) GROUP BY lifecycle`,
      ),
      homeOf: db.prepare<[number], { guild_id: string | null; channel_id: string; version: number }>(
        'SELECT guild_id, channel_id, version FROM games WHERE id = ?',
      ),
      openGameIn: db.prepare<[string], GameRow>(
        `SELECT ${cols} FROM games WHERE channel_id = ? AND lifecycle IN ('lobby', 'active')`,
      ),
      latestGameIn: db.prepare<[string], GameRow>(
        `SELECT ${cols} FROM games WHERE channel_id = ?
         ORDER BY lifecycle IN ('lobby', 'active') DESC, id DESC LIMIT 1`,
      ),
      summaries: db.prepare<[], GameSummary>(
        `SELECT id, channel_id AS channelId, game_id AS gameId, lifecycle, version, damaged IS NOT NULL AS damaged
         FROM games ORDER BY id`,
      ),
      rawLatestIn: db.prepare<[string], RawGameRow>(
        `SELECT id, channel_id AS channelId, game_id AS gameId, options, seed, state, version,
           rules_version AS rulesVersion, replay_from AS replayFrom, replay_base AS replayBase, lifecycle, meta, damaged,
           started_at AS startedAt
         FROM games WHERE channel_id = ? ORDER BY lifecycle IN ('lobby', 'active') DESC, id DESC LIMIT 1`,
      ),
      markDamaged: db.prepare<[string, number]>(
        'UPDATE games SET damaged = ? WHERE id = ? AND damaged IS NULL',
      ),
      rebuild: db.prepare(
        `UPDATE games SET state = ?, version = ?, rules_version = ?, replay_base = ?, lifecycle = ?,
           meta = COALESCE(?, meta), damaged = NULL, updated_at = ?
         WHERE id = ?`,
      ),
      upgradeRules: db.prepare(
        `UPDATE games SET state = ?, replay_base = ?, rules_version = ?, replay_from = version, updated_at = ?
         WHERE id = ? AND version = ? AND rules_version = ? AND damaged IS NULL`,
      ),
      replayBase: db.prepare<[number], { replay_from: number; replay_base: string | null }>(
        'SELECT replay_from, replay_base FROM games WHERE id = ?',
      ),
      seats: db.prepare<[number], SeatRow>(
        'SELECT seat, user_id, bot_kind, name, joined_at FROM seats WHERE game_id = ? ORDER BY seat',
      ),
      deleteSeats: db.prepare<[number]>('DELETE FROM seats WHERE game_id = ?'),
      insertSeat: db.prepare(
        'INSERT INTO seats (game_id, seat, user_id, bot_kind, name, joined_at) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      lifecycleOf: db.prepare<[number], { lifecycle: Lifecycle; version: number }>(
        'SELECT lifecycle, version FROM games WHERE id = ?',
      ),
      start: db.prepare(
        `UPDATE games SET state = ?, version = 0, rules_version = ?, replay_from = 0, replay_base = NULL,
           lifecycle = ?, updated_at = ?, started_at = ?
         WHERE id = ? AND lifecycle = 'lobby'`,
      ),
      advance: db.prepare(
        `UPDATE games SET state = ?, version = ?, lifecycle = ?, updated_at = ?
         WHERE id = ? AND version = ? AND lifecycle = 'active'`,
      ),
      insertAction: db.prepare(
        `INSERT INTO actions (game_id, seq, seat, user_id, action, events, created_at, to_act, may_act, drew)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      close: db.prepare(
        `UPDATE games SET lifecycle = ?, updated_at = ? WHERE id = ? AND lifecycle IN ('lobby', 'active')`,
      ),
      touch: db.prepare('UPDATE games SET updated_at = ? WHERE id = ?'),
      // Not a change of the game: a lobby message posted anew (a moderator deleted the old one) must not start
      // the lobby's idle time (LOBBY_DAYS) again.
      setLobbyMessage: db.prepare('UPDATE games SET lobby_message_id = ? WHERE id = ?'),
      setMeta: db.prepare('UPDATE games SET meta = ?, updated_at = ? WHERE id = ?'),
      actions: db.prepare<[number, number, number], ActionRow>(
        `SELECT seq, seat, user_id, action, events, created_at, to_act, may_act, drew FROM actions
         WHERE game_id = ? AND seq > ? ORDER BY seq LIMIT ?`,
      ),
      actionCount: db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM actions WHERE game_id = ?'),
      lastActedAt: db.prepare<[number, number], { at: number | null }>(
        'SELECT MAX(created_at) AS at FROM actions WHERE game_id = ? AND seat = ?',
      ),
    };
  }

  // ---- games -------------------------------------------------------------------------------------------

  /** Open a lobby. Fails with `channel-busy` when the channel already has a lobby or active game. */
  createGame(input: NewGame): { ok: true; game: GameRecord; seats: SeatRecord[] } | StoreFailure {
    const t = this.now();
    try {
      const id = this.db.transaction(() => {
        const info = this.stmt.insertGame.run(
          input.guildId,
          input.channelId,
          input.parentChannelId ?? null,
          input.gameId,
          JSON.stringify(input.options ?? {}),
          input.seed,
          input.hostUserId,
          JSON.stringify(input.meta ?? {}),
          t,
          t,
        );
        const created = Number(info.lastInsertRowid);
        this.writeSeats(created, input.seats ?? [], t);
        return created;
      })();
      const game = this.getGame(id);
      if (!game.ok || !game.value) throw new Error(`game ${id} vanished right after insert`);
      return { ok: true, game: game.value, seats: this.seats(id) };
    } catch (err) {
      if (isUniqueViolation(err)) {
        return fail('channel-busy', 'There is already a game (or lobby) in this channel.');
      }
      throw err;
    }
  }

  getGame(id: number): Loaded<GameRecord | undefined> {
    return this.toRecord(this.stmt.gameById.get(id));
  }

  /**
   * Where a game lives (its server and channel) and its state's version now, without reading its state;
   * undefined when there is none.
   */
  homeOf(id: number): { guildId: string | null; channelId: string; version: number } | undefined {
    const r = this.stmt.homeOf.get(id);
    return r ? { guildId: r.guild_id, channelId: r.channel_id, version: r.version } : undefined;
  }

  /**
   * Open games (lobby or active) living in `channelId` or in a thread of it, or anywhere in `guildId`, read
   * without their state (for deletions: a damaged game goes too).
   */
  openGamesIn(where: { channelId?: string; guildId?: string }): number[] {
    const none = '\u0000'; // matches no id
    return this.stmt.openIn
      .all(where.channelId ?? none, where.channelId ?? none, where.guildId ?? none)
      .map((r) => r.id);
  }

  /** How many games were ever opened in `guildId` (lobbies, games played and ended alike). */
  gamesOpenedIn(guildId: string): number {
    return this.stmt.gamesInGuild.get(guildId)?.n ?? 0;
  }

  /** The lobby or active game in a channel, if any. */
  openGameIn(channelId: string): Loaded<GameRecord | undefined> {
    return this.toRecord(this.stmt.openGameIn.get(channelId));
  }

  /** The open game in a channel, else the most recent finished or abandoned one. */
  latestGameIn(channelId: string): Loaded<GameRecord | undefined> {
    return this.toRecord(this.stmt.latestGameIn.get(channelId));
  }

  /** All games, oldest first, without their JSON. */
  listGames(): GameSummary[] {
    return this.stmt.summaries.all();
  }

  /** Close an open game (lobby or active) as finished or abandoned. */
  closeGame(id: number, lifecycle: 'finished' | 'abandoned'): { ok: true } | StoreFailure {
    const info = this.stmt.close.run(lifecycle, this.now(), id);
    if (info.changes === 1) return { ok: true };
    return this.stmt.lifecycleOf.get(id)
      ? fail('not-open', 'That game is already over.')
      : fail('not-found', `No game with id ${id}.`);
  }

  /**
   * Remember the lobby message of a game (`null` clears it); the game's `updated_at` stays: posting its message is
   * no change of the lobby. Turn messages live in `turnMessages`.
   */
  setLobbyMessage(id: number, messageId: string | null): boolean {
    return this.stmt.setLobbyMessage.run(messageId, id).changes > 0;
  }

  /**
   * Mark a game damaged (its saved row could not be read): only that game pauses until `rebuildGame`. The
   * first reason is kept. Returns whether the mark was new.
   */
  markDamaged(id: number, why: string): boolean {
    return this.stmt.markDamaged.run(`${new Date(this.now()).toISOString()} ${why}`, id).changes > 0;
  }

  /** The channel's latest game row (as `latestGameIn` picks it) without parsing its JSON, for repairs. */
  rawLatestGameIn(channelId: string): RawGameRow | undefined {
    return this.stmt.rawLatestIn.get(channelId);
  }

  /**
   * Save a game state rebuilt from its replay base and the actions logged after it (`version` = the number of
   * logged actions), under rules version `rulesVersion` (the base, `replayBase`, in that version's shape too;
   * null: the setup), and clear the damaged mark, in one transaction. `meta` replaces an unreadable meta object
   * when given.
   */
  rebuildGame(
    id: number,
    rebuilt: {
      state: unknown;
      version: number;
      rulesVersion: number;
      replayBase: unknown;
      lifecycle: Lifecycle;
      meta?: Record<string, unknown>;
    },
  ): boolean {
    const meta = rebuilt.meta === undefined ? null : JSON.stringify(rebuilt.meta);
    const state = rebuilt.state === null ? null : JSON.stringify(rebuilt.state);
    const base = rebuilt.replayBase === null ? null : JSON.stringify(rebuilt.replayBase);
    const { version, rulesVersion, lifecycle } = rebuilt;
    return (
      this.stmt.rebuild.run(state, version, rulesVersion, base, lifecycle, meta, this.now(), id).changes === 1
    );
  }

  /**
   * Save game `id`'s state, saved under rules version `from` and upgraded to rules version `to`, as its state and
   * its replay base (at its version: the actions logged so far), in one statement, only while its version is still
   * `version`, its rules version `from` and it is not marked damaged. False when another call got there first.
   */
  upgradeRules(id: number, upgraded: { version: number; from: number; to: number; state: unknown }): boolean {
    const { version, from, to } = upgraded;
    const state = JSON.stringify(upgraded.state);
    return this.stmt.upgradeRules.run(state, state, to, this.now(), id, version, from).changes === 1;
  }

  /**
   * Game `id`'s replay base: the number of actions logged before it (`from`) and the state then (null: the
   * game's setup), read only for a replay.
   */
  replayBase(id: number): Loaded<{ from: number; state: unknown }> {
    const row = this.stmt.replayBase.get(id);
    if (!row) return { ok: true, value: { from: 0, state: null } };
    const state = parseColumn(row.replay_base, `game ${id} (replay base)`);
    if (!state.ok) return { ...state, gameRow: id };
    return { ok: true, value: { from: row.replay_from, state: state.value } };
  }

  /** Replace the free `meta` JSON object of a game. */
  setMeta(id: number, meta: Record<string, unknown>): boolean {
    return this.stmt.setMeta.run(JSON.stringify(meta), this.now(), id).changes > 0;
  }

  // ---- seats -------------------------------------------------------------------------------------------

  seats(id: number): SeatRecord[] {
    return this.stmt.seats.all(id).map((r) => ({
      seat: r.seat,
      userId: r.user_id,
      botKind: r.bot_kind,
      name: r.name,
      joinedAt: r.joined_at,
    }));
  }

  /** Replace the seats of a game still in its lobby (seat = index in `seats`). */
  setLobbySeats(id: number, seats: readonly NewSeat[]): { ok: true; seats: SeatRecord[] } | StoreFailure {
    const t = this.now();
    try {
      const r = this.db.transaction((): StoreFailure | undefined => {
        const s = this.stmt.lifecycleOf.get(id);
        if (!s) return fail('not-found', `No game with id ${id}.`);
        if (s.lifecycle !== 'lobby') return fail('not-lobby', 'The game has already started.');
        this.stmt.deleteSeats.run(id);
        this.writeSeats(id, seats, t);
        this.stmt.touch.run(t, id);
        return undefined;
      })();
      return r ?? { ok: true, seats: this.seats(id) };
    } catch (err) {
      if (isUniqueViolation(err)) return fail('already-seated', 'That player already has a seat.');
      throw err;
    }
  }

  /**
   * Start a lobby: write the seats in play order and the initial state (version 0, under the game's rules version
   * `rulesVersion`) in one transaction. `lifecycle` is normally 'active' (or 'finished' for a game over at once).
   */
  startGame(
    id: number,
    seats: readonly NewSeat[],
    state: unknown,
    lifecycle: 'active' | 'finished' = 'active',
    rulesVersion = 1,
  ): { ok: true } | StoreFailure {
    const t = this.now();
    return this.db.transaction((): { ok: true } | StoreFailure => {
      const s = this.stmt.lifecycleOf.get(id);
      if (!s) return fail('not-found', `No game with id ${id}.`);
      if (s.lifecycle !== 'lobby') return fail('not-lobby', 'The game has already started.');
      this.stmt.deleteSeats.run(id);
      this.writeSeats(id, seats, t);
      this.stmt.start.run(JSON.stringify(state), rulesVersion, lifecycle, t, t, id);
      return { ok: true };
    })();
  }

  // ---- actions -----------------------------------------------------------------------------------------

  /**
   * Append one action and save the state it produced, in one transaction, only if the stored version still
   * equals `expectedVersion` (optimistic concurrency). The loser of a race gets `{ ok: false, reason: 'stale' }`.
   */
  applyAction(
    id: number,
    expectedVersion: number,
    action: NewAction,
    state: unknown,
    lifecycle: 'active' | 'finished' = 'active',
  ): { ok: true; version: number } | StoreFailure {
    return this.appendActions(id, expectedVersion, [action], state, lifecycle);
  }

  /**
   * Append several actions (seq expectedVersion+1 …) and save the state after the last one, in one
   * transaction, under the same version check as `applyAction`.
   */
  appendActions(
    id: number,
    expectedVersion: number,
    actions: readonly NewAction[],
    state: unknown,
    lifecycle: 'active' | 'finished' = 'active',
  ): { ok: true; version: number } | StoreFailure {
    if (actions.length === 0) throw new RangeError('appendActions needs at least one action (a caller bug)');
    const t = this.now();
    const newVersion = expectedVersion + actions.length;
    const stateJson = JSON.stringify(state);
    return this.db.transaction((): { ok: true; version: number } | StoreFailure => {
      const info = this.stmt.advance.run(stateJson, newVersion, lifecycle, t, id, expectedVersion);
      if (info.changes !== 1) {
        const s = this.stmt.lifecycleOf.get(id);
        if (!s) return fail('not-found', `No game with id ${id}.`);
        if (s.lifecycle !== 'active') return fail('not-active', `The game is ${s.lifecycle}.`);
        return fail('stale', `The game moved on (version ${s.version}, expected ${expectedVersion}).`);
      }
      let seq = expectedVersion;
      for (const a of actions) {
        seq++;
        this.stmt.insertAction.run(
          id,
          seq,
          a.seat,
          a.userId,
          JSON.stringify(a.action),
          JSON.stringify(a.events),
          t,
          a.after ? JSON.stringify([...a.after.toAct].sort((x, y) => x - y)) : null,
          a.after ? JSON.stringify([...a.after.mayAct].sort((x, y) => x - y)) : null,
          a.drew !== undefined ? JSON.stringify(a.drew) : null,
        );
      }
      return { ok: true, version: newVersion };
    })();
  }

  /** When `seat` last acted in game `id` (ms since the epoch), or null when it never has. */
  lastActedAt(id: number, seat: number): number | null {
    return this.stmt.lastActedAt.get(id, seat)?.at ?? null;
  }

  /** Actions with seq > `afterSeq`, oldest first, at most `limit`. */
  actions(id: number, afterSeq = 0, limit = Number.MAX_SAFE_INTEGER): Loaded<ActionRecord[]> {
    const rows = this.stmt.actions.all(id, afterSeq, limit);
    const out: ActionRecord[] = [];
    for (const r of rows) {
      const where = `game ${id} action ${r.seq}`;
      const action = parseColumn(r.action, `${where} (action)`);
      if (!action.ok) return action;
      const events = parseEventsColumn(r.events, `${where} (events)`);
      if (!events.ok) return events;
      const after = seatsAfterColumns(r.to_act, r.may_act);
      const drew = parseDrewColumn(r.drew);
      out.push({
        seq: r.seq,
        seat: r.seat,
        userId: r.user_id,
        action: action.value,
        events: events.value,
        createdAt: r.created_at,
        ...(after ? { after } : {}),
        ...(drew !== null ? { drew } : {}),
      });
    }
    return { ok: true, value: out };
  }

  actionCount(id: number): number {
    return this.stmt.actionCount.get(id)?.n ?? 0;
  }

  /** Games in their lobby and in play on this process's shards (the operators' metrics). */
  openGameCounts(): { lobby: number; active: number } {
    const counts = { lobby: 0, active: 0 };
    for (const row of this.stmt.openGameCounts.all()) {
      if (row.lifecycle === 'lobby' || row.lifecycle === 'active') counts[row.lifecycle] = row.n;
    }
    return counts;
  }

  /** A committed write now (the operators' health check): throws a DatabaseCheckError when the file refuses it. */
  checkWrite(): void {
    writeCheck(this.db, this.db.name, Date.now());
  }

  // ---- maintenance -------------------------------------------------------------------------------------

  /** Online backup to `file` (consistent even while the bot writes). */
  async backup(file: string): Promise<void> {
    mkdirSync(dirname(file), { recursive: true });
    await this.db.backup(file);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  // ---- internals ---------------------------------------------------------------------------------------

  private writeSeats(id: number, seats: readonly NewSeat[], t: number): void {
    seats.forEach((s, i) => this.stmt.insertSeat.run(id, i, s.userId, s.botKind, s.name, s.joinedAt ?? t));
  }

  private toRecord(row: GameRow | undefined): Loaded<GameRecord | undefined> {
    if (!row) return { ok: true, value: undefined };
    const where = `game ${row.id}`;
    const options = parseColumn(row.options, `${where} (options)`);
    if (!options.ok) return { ...options, gameRow: row.id };
    const state = parseColumn(row.state, `${where} (state)`);
    if (!state.ok) return { ...state, gameRow: row.id };
    const meta = parseObjectColumn(row.meta, `${where} (meta)`);
    if (!meta.ok) return { ...meta, gameRow: row.id };
    return {
      ok: true,
      value: {
        id: row.id,
        guildId: row.guild_id,
        channelId: row.channel_id,
        parentChannelId: row.parent_channel_id,
        gameId: row.game_id,
        options: options.value,
        seed: row.seed,
        state: state.value,
        version: row.version,
        rulesVersion: row.rules_version,
        replayFrom: row.replay_from,
        lifecycle: row.lifecycle,
        hostUserId: row.host_user_id,
        lobbyMessageId: row.lobby_message_id,
        meta: meta.value,
        damaged: row.damaged,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        startedAt: row.started_at,
      },
    };
  }
}
