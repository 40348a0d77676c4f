/**
 * The table service: game-agnostic, no Discord. The one place that sequences load -> check -> apply ->
 * persist for lobbies and games living in channels (or threads). The Discord layer (and the playground)
 * call it and turn its results into messages.
 *
 * Every public method returns a result: `{ ok: true, … }` or a `TableError` `{ ok: false, code, message }`
 * whose `message` is friendly text for an ephemeral reply. A refused call changes nothing, with one
 * exception: a game whose saved row cannot be read is marked damaged (`damaged`, only that game pauses until
 * an admin's `repair`). No method throws on user input; a database locked by another process gives `busy`
 * (retry with `retryWhileBusy`); other unexpected failures are logged and returned as `internal`.
 *
 * Game events are stored with each action row (column `actions.events`), so `log()` reads them back
 * without replaying.
 */
import { hostName } from './host-name';
import { errorText } from '../error-text';
import { randomBytes } from 'node:crypto';
import { getGame as registryGetGame } from '../games/registry';
import { mayActNow, type AnyGameModule, type GameEvent, type GameStatus } from '../games/types';
import { logger } from '../log';
import { isBusyError } from '../store/checks';
import type { Store } from '../store/store';
import type { GameRecord, NewAction, NewSeat, SeatRecord, StoreFailure } from '../store/types';
import type { BehindGame, TurnMessage } from '../store/turn-messages';
import { parseColumn, parseObjectColumn } from '../store/json';
import { botStep, DEFAULT_MAX_BOT_ACTIONS, runBotTurns, seatsAfter } from './bots';
import { playedByPlayer, readGameClock, syncGameClock } from './clocks-sync';
import { replayGame } from './replay';
import { upgradeState } from './rules-update';
import { BUSY_MESSAGE, INTERNAL_MESSAGE } from './busy';
import { botBaseName, seatsAtStart } from './seating';
import { barrierText, undoEvent, undoMark } from './undo';
import { planUndo, undoChanceOf } from './undo-plan';
import { RandomMemo, drewBetween, luckOf } from './undo-random';
import type {
  ActOk,
  BotStop,
  LogPage,
  RepairOk,
  Result,
  SeatInfo,
  TableError,
  TableErrorCode,
  TableGame,
  TableStep,
  UndoOk,
} from './types';
import { seatName } from '../games/events';

const log = logger.child({ module: 'table' });

/** What players of a damaged game are told. */
export const DAMAGED_MESSAGE =
  'This game’s saved state is damaged, so the game is paused. ' +
  'An admin can run `/oil repair` in this thread to rebuild it from its move log. Nothing changed.';

export interface TableOptions {
  /** Look up a game module by id (default: the registry in src/games/registry.ts). */
  games?: (id: string) => AnyGameModule | undefined;
  /** Safety cap on bot actions per call (default 2000). */
  maxBotActions?: number;
  /** Seed source for lobbies opened without one (default: 12 random bytes, base64url). */
  newSeed?: () => string;
  /** How many open (not yet started) lobbies one host may have at once, across channels (default 3). */
  maxOpenLobbiesPerHost?: number;
  /** The clock of turn clocks and vacations (default Date.now; tests move it). */
  now?: () => number;
}

/** Default of `TableOptions.maxOpenLobbiesPerHost`. */
export const MAX_OPEN_LOBBIES_PER_HOST = 3;

export interface Player {
  userId: string;
  /** Display name shown on boards and in the log. */
  name: string;
}

export interface OpenLobbyInput {
  guildId: string | null;
  channelId: string;
  /** The channel a game thread was opened from, when the game lives in a thread. */
  parentChannelId?: string | null;
  /** Registry id, e.g. "oil-springs". */
  gameId: string;
  /** Raw options (e.g. from slash command options); parsed with the game's optionsSchema. Default {}. */
  options?: unknown;
  host: Player;
  /** Fixed seed (tests, replays of a known deal); random when absent. */
  seed?: string;
  /** Initial free JSON for the Discord layer. */
  meta?: Record<string, unknown>;
}

function err(code: TableErrorCode, message: string, ruleCode?: string): TableError {
  return ruleCode === undefined ? { ok: false, code, message } : { ok: false, code, message, ruleCode };
}

function fromStore(f: StoreFailure): TableError {
  switch (f.reason) {
    case 'stale':
      return err('stale', 'The game moved on while you were acting. Look at the latest board and try again.');
    case 'channel-busy':
      return err('channel-busy', 'There is already a game or lobby in this channel.');
    case 'already-seated':
      return err('already-seated', 'You already have a seat in this game.');
    case 'not-lobby':
      return err('started', 'The game has already started.');
    case 'not-active':
    case 'not-open':
      return err('over', 'This game is over.');
    case 'not-found':
      return err('no-game', 'There is no game here.');
  }
}

/**
 * "You already host 3 open lobbies: <#1>, <#2> and <#3>. …" The channels are written as `<#id>` mentions,
 * which Discord (and the playground) show as links to the lobbies' threads.
 */
function tooManyLobbies(hosted: readonly GameRecord[]): TableError {
  const where = hosted.map((g) => `<#${g.channelId}>`);
  const list = where.length > 1 ? `${where.slice(0, -1).join(', ')} and ${where.at(-1)}` : (where[0] ?? '');
  const count = hosted.length === 1 ? 'an open lobby' : `${hosted.length} open lobbies`;
  return err(
    'too-many-lobbies',
    `You already host ${count}: ${list}. Start one of them, or close it with \`/oil end\` there, ` +
      'before opening another.',
  );
}

function toSeatInfo(s: SeatRecord): SeatInfo {
  return { seat: s.seat, userId: s.userId, botKind: s.botKind, name: s.name };
}

function toNewSeat(s: SeatInfo): NewSeat {
  return { userId: s.userId, botKind: s.botKind, name: s.name };
}

function toNewAction(s: TableStep): NewAction {
  return {
    seat: s.seat,
    userId: s.userId,
    action: s.action,
    events: s.events,
    ...(s.after ? { after: s.after } : {}),
    ...(s.drew !== undefined ? { drew: s.drew } : {}),
  };
}

/** A game saved by newer rules than this bot's (an update rolled back): it waits for them, unchanged. */
function newerRules(module: AnyGameModule): TableError {
  return err(
    'unknown-game',
    `This game was saved by a newer version of the ${module.title} rules than this bot runs; ` +
      'it goes on once the bot is updated again. Nothing changed.',
  );
}

function zodSummary(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  return error.issues
    .slice(0, 3)
    .map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message))
    .join('; ');
}

export class Table {
  private readonly games: (id: string) => AnyGameModule | undefined;
  private readonly maxBotActions: number;
  private readonly newSeed: () => string;
  private readonly maxOpenLobbiesPerHost: number;
  /** Whether logged actions drew from their game's RNG, remembered for undo (undo-random.ts). */
  private readonly drewRandom = new RandomMemo();
  /** The time now, for turn clocks and vacations. */
  readonly now: () => number;

  constructor(
    readonly store: Store,
    options: TableOptions = {},
  ) {
    this.games = options.games ?? registryGetGame;
    this.maxBotActions = options.maxBotActions ?? DEFAULT_MAX_BOT_ACTIONS;
    this.newSeed = options.newSeed ?? (() => randomBytes(12).toString('base64url'));
    this.maxOpenLobbiesPerHost = options.maxOpenLobbiesPerHost ?? MAX_OPEN_LOBBIES_PER_HOST;
    this.now = options.now ?? Date.now;
  }

  // ---- reading -----------------------------------------------------------------------------------------

  /**
   * The game in a channel: the open one (lobby or active), else the most recent finished or abandoned one
   * (so `/oil log` and the final board work after the end). `no-game` when the channel never had one.
   */
  getGame(channelId: string): Result<{ game: TableGame }> {
    return this.guard(() => {
      const g = this.load(channelId);
      return g.ok ? { ok: true, game: g.game } : g;
    });
  }

  /** The seat of `userId` in the channel's game, or null when not seated (or no game). */
  seatOf(channelId: string, userId: string): number | null {
    const g = this.getGame(channelId);
    if (!g.ok) return null;
    return g.game.seats.find((s) => s.userId === userId)?.seat ?? null;
  }

  /**
   * The game's view for `seat` (null = spectator), from `module.view`: hides what that seat may not see.
   * `lobby` before the start.
   */
  view(channelId: string, seat: number | null): Result<{ view: unknown; game: TableGame }> {
    return this.guard(() => {
      const g = this.load(channelId);
      if (!g.ok) return g;
      if (g.game.status === null) return err('lobby', 'The game has not started yet.');
      if (seat !== null && !g.game.seats.some((s) => s.seat === seat))
        return err('no-seat', 'There is no such seat.');
      try {
        return { ok: true, view: g.game.module.view(g.game.record.state, seat), game: g.game };
      } catch (e) {
        return this.engineError(g.game, 'view', e);
      }
    });
  }

  /** The view for a user: their seat's if seated, else the spectator view. */
  viewFor(
    channelId: string,
    userId: string,
  ): Result<{ view: unknown; seat: number | null; game: TableGame }> {
    const seat = this.seatOf(channelId, userId);
    const v = this.view(channelId, seat);
    return v.ok ? { ...v, seat } : v;
  }

  /** The legal actions of the user's seat right now (for menus); empty when it is not their turn. */
  legalActions(
    channelId: string,
    userId: string,
  ): Result<{ actions: unknown[]; seat: number; game: TableGame }> {
    return this.guard(() => {
      const g = this.loadActive(channelId);
      if (!g.ok) return g;
      const seat = g.game.seats.find((s) => s.userId === userId)?.seat;
      if (seat === undefined) return err('not-seated', 'You are not playing in this game.');
      if (!g.game.status || !mayActNow(g.game.status, seat))
        return { ok: true, actions: [], seat, game: g.game };
      try {
        return {
          ok: true,
          actions: g.game.module.legalActions(g.game.record.state, seat),
          seat,
          game: g.game,
        };
      } catch (e) {
        return this.engineError(g.game, 'legalActions', e);
      }
    });
  }

  /**
   * A page of the game log (events stored per action). Page 1 holds the most recent `pageSize` actions,
   * oldest first within the page. Private events are included only for `forSeat`.
   */
  log(
    channelId: string,
    page = 1,
    options: { pageSize?: number; forSeat?: number | null } = {},
  ): Result<LogPage> {
    return this.guard(() => {
      const g = this.load(channelId);
      if (!g.ok) return g;
      const pageSize = Math.max(1, Math.floor(options.pageSize ?? 15));
      const total = this.store.actionCount(g.game.record.id);
      const pages = Math.max(1, Math.ceil(total / pageSize));
      const p = Math.min(Math.max(1, Math.floor(page) || 1), pages);
      const lastSeq = total - (p - 1) * pageSize;
      const firstSeq = Math.max(1, lastSeq - pageSize + 1);
      const rows = this.store.actions(g.game.record.id, firstSeq - 1, lastSeq - firstSeq + 1);
      if (!rows.ok) return this.corrupt(rows.message);
      const forSeat = options.forSeat ?? null;
      const entries = rows.value.map((a) => ({
        seq: a.seq,
        seat: a.seat,
        name: seatName(g.game.names, a.seat),
        userId: a.userId,
        events: a.events.filter((e) => !e.to || (forSeat !== null && e.to.includes(forSeat))),
        createdAt: a.createdAt,
      }));
      // Seats handed over and back (not moves of the game) come after the move they followed.
      const lo = firstSeq === 1 ? 0 : firstSeq;
      for (const n of this.store.clocks.notes(g.game.record.id)) {
        if (n.afterVersion < lo || n.afterVersion > lastSeq) continue;
        const at = entries.findIndex((e) => e.seq > n.afterVersion);
        const name = seatName(g.game.names, n.seat);
        const note = { seq: n.afterVersion, seat: n.seat, name, userId: null, events: [{ text: n.text }] };
        entries.splice(at === -1 ? entries.length : at, 0, { ...note, createdAt: n.createdAt });
      }
      return { ok: true, entries, page: p, pages, total, names: g.game.names };
    });
  }

  // ---- lobby -------------------------------------------------------------------------------------------

  /** Open a lobby in a channel with the host seated. Options are parsed with the game's optionsSchema. */
  openLobby(input: OpenLobbyInput): Result<{ game: TableGame }> {
    return this.guard(() => {
      const module = this.games(input.gameId);
      if (!module) return err('unknown-game', `There is no game called "${input.gameId}".`);
      const options = module.optionsSchema.safeParse(input.options ?? {});
      if (!options.success)
        return err('bad-options', `Those options do not work: ${zodSummary(options.error)}.`);
      const limit = this.lobbyLimitError(input.host.userId);
      if (limit) return limit;
      const created = this.store.createGame({
        guildId: input.guildId,
        channelId: input.channelId,
        parentChannelId: input.parentChannelId ?? null,
        gameId: module.id,
        options: options.data,
        seed: input.seed ?? this.newSeed(),
        hostUserId: input.host.userId,
        seats: [{ userId: input.host.userId, botKind: null, name: input.host.name }],
        meta: input.meta,
      });
      if (!created.ok) return fromStore(created);
      log.info({ gameId: module.id, id: created.game.id, channelId: input.channelId }, 'lobby opened');
      return this.reload(created.game.id);
    });
  }

  /**
   * The refusal `openLobby` would give `userId` for having as many open lobbies as a host may
   * (`too-many-lobbies`), or null when they may open another. Lets a caller check before making a thread.
   */
  lobbyLimitError(userId: string): TableError | null {
    const hosted = this.openLobbiesOf(userId);
    return hosted.length >= this.maxOpenLobbiesPerHost ? tooManyLobbies(hosted) : null;
  }

  /** The open (not yet started) lobbies a user hosts, oldest first. */
  openLobbiesOf(userId: string): GameRecord[] {
    return this.store
      .listGames()
      .filter((g) => g.lifecycle === 'lobby')
      .flatMap((g) => {
        const r = this.store.getGame(g.id);
        return r.ok && r.value?.hostUserId === userId ? [r.value] : [];
      });
  }

  /** Take a seat in the channel's lobby. */
  join(input: { channelId: string } & Player): Result<{ game: TableGame; seat: number }> {
    return this.guard(() => {
      const g = this.loadLobby(input.channelId);
      if (!g.ok) return g;
      if (g.game.seats.some((s) => s.userId === input.userId)) {
        return err('already-seated', 'You already have a seat in this game.');
      }
      if (g.game.seats.length >= g.game.module.players.max) {
        return err('full', `The table is full (${g.game.module.players.max} players at most).`);
      }
      const seats = [
        ...g.game.seats.map(toNewSeat),
        { userId: input.userId, botKind: null, name: input.name },
      ];
      const r = this.store.setLobbySeats(g.game.record.id, seats);
      if (!r.ok) return fromStore(r);
      const after = this.reload(g.game.record.id);
      return after.ok ? { ...after, seat: seats.length - 1 } : after;
    });
  }

  /** Give up a seat in the lobby. The host cannot leave (they abandon the lobby instead). */
  leave(input: { channelId: string; userId: string }): Result<{ game: TableGame }> {
    return this.guard(() => {
      const g = this.loadLobby(input.channelId);
      if (!g.ok) return g;
      const seat = g.game.seats.find((s) => s.userId === input.userId);
      if (!seat) return err('not-seated', 'You do not have a seat in this lobby.');
      if (g.game.record.hostUserId === input.userId) {
        return err('host-cannot-leave', 'You are the host: close the lobby instead of leaving it.');
      }
      return this.rewriteSeats(g.game, (seats) => seats.filter((s) => s.seat !== seat.seat));
    });
  }

  /** Seat a bot (host only). `kind` defaults to the game's first bot; the name is "<Kind> bot [n]". */
  addBot(input: {
    channelId: string;
    byUserId: string;
    kind?: string;
    name?: string;
  }): Result<{ game: TableGame; seat: number }> {
    return this.guard(() => {
      const g = this.loadLobby(input.channelId);
      if (!g.ok) return g;
      if (g.game.record.hostUserId !== input.byUserId)
        return err('not-host', `Only the host, ${hostName(g.game)}, can add bots.`);
      const kinds = Object.keys(g.game.module.bots);
      const kind = input.kind ?? kinds[0];
      if (kind === undefined || !kinds.includes(kind)) {
        return err(
          'unknown-bot',
          kinds.length
            ? `There is no "${input.kind}" bot. Bots: ${kinds.join(', ')}.`
            : 'This game has no bots.',
        );
      }
      if (g.game.seats.length >= g.game.module.players.max) {
        return err('full', `The table is full (${g.game.module.players.max} players at most).`);
      }
      const base = input.name?.trim() || botBaseName(kind);
      const taken = new Set(g.game.seats.map((s) => s.name));
      let name = base;
      for (let n = 2; taken.has(name); n++) name = `${base} ${n}`;
      const r = this.rewriteSeats(g.game, (seats) => [
        ...seats,
        { seat: seats.length, userId: null, botKind: kind, name },
      ]);
      return r.ok ? { ...r, seat: g.game.seats.length } : r;
    });
  }

  /**
   * Remove a seat (a bot or another player) from the lobby: the host, or an admin (`isAdmin`, decided by the
   * caller); the host's own seat stays.
   */
  removeSeat(input: {
    channelId: string;
    byUserId: string;
    isAdmin?: boolean;
    seat: number;
  }): Result<{ game: TableGame; removed: SeatInfo }> {
    return this.guard(() => {
      const g = this.loadLobby(input.channelId);
      if (!g.ok) return g;
      if (g.game.record.hostUserId !== input.byUserId && !input.isAdmin)
        return err('not-host', `Only the host, ${hostName(g.game)}, can remove seats.`);
      const removed = g.game.seats.find((s) => s.seat === input.seat);
      if (!removed) return err('no-seat', 'There is no such seat.');
      if (removed.userId === g.game.record.hostUserId) {
        return err('host-cannot-leave', 'The host keeps their seat; close the lobby instead.');
      }
      const r = this.rewriteSeats(g.game, (seats) => seats.filter((s) => s.seat !== input.seat));
      return r.ok ? { ...r, removed } : r;
    });
  }

  /**
   * Start the game: the host, or an admin (`isAdmin`, decided by the caller) when the host is not around.
   * Checks the player count, shuffles the seat order from the seed, runs the game's setup, saves version 0,
   * then lets bots act if they are first.
   */
  start(input: { channelId: string; byUserId: string; isAdmin?: boolean }): Result<Omit<ActOk, 'ok'>> {
    return this.guard(() => {
      const g = this.loadLobby(input.channelId);
      if (!g.ok) return g;
      const { module, record } = g.game;
      if (record.hostUserId !== input.byUserId && !input.isAdmin) {
        return err(
          'not-host',
          `Only the host can start the game: ${hostName(g.game)} presses **Start** once everyone is in ` +
            '(a moderator with Manage Threads can start it too).',
        );
      }
      if (g.game.seats.length < module.players.min) {
        return err(
          'too-few',
          `${module.title} needs at least ${module.players.min} players (${g.game.seats.length} seated).`,
        );
      }
      if (g.game.seats.length > module.players.max) {
        return err('full', `${module.title} takes at most ${module.players.max} players.`);
      }
      // The bots are numbered in the play order ("Greedy bot" before "Greedy bot 2"), as the lobby showed them.
      const order = seatsAtStart(record.seed, g.game.seats);
      const seats = order.map((s, i) => ({ ...s, seat: i }));
      let state: unknown;
      try {
        state = module.setup(seats.length, record.options, record.seed);
      } catch (e) {
        return this.engineError(g.game, 'setup', e);
      }
      const bots = runBotTurns({
        module,
        state,
        seats,
        seed: record.seed,
        version: 0,
        maxActions: this.maxBotActions,
      });
      const initial = structuredClone(state);
      // The start and the bots' first actions commit together.
      const saved = this.store.db.transaction((): StoreFailure | undefined => {
        const overAtOnce = bots.steps.length === 0 && bots.status.over;
        const first = this.store.startGame(
          record.id,
          seats.map(toNewSeat),
          initial,
          overAtOnce ? 'finished' : 'active',
          module.rulesVersion,
        );
        if (!first.ok) return first;
        if (bots.steps.length === 0) return undefined;
        const over = bots.status.over ? 'finished' : 'active';
        const r = this.store.appendActions(record.id, 0, bots.steps.map(toNewAction), bots.state, over);
        if (!r.ok) throw new Error(`appending the first bot actions failed: ${r.message}`);
        return undefined;
      })();
      if (saved) return fromStore(saved);
      log.info({ gameId: module.id, id: record.id, seats: seats.length }, 'game started');
      const r = this.persist(record.id, 0, [], bots.state, bots.status, []);
      if (!r.ok) return r;
      const botEvents = bots.steps.flatMap((st) => st.events);
      return { ...r, steps: bots.steps, botEvents, botStop: bots.stop };
    });
  }

  // ---- play --------------------------------------------------------------------------------------------

  /**
   * May `userId` act now in `game`, on a message drawn at `seenVersion` (null: a typed command, not from a
   * message)? The one place for these checks, in this order: the game has started, the user is seated, the
   * version is current (or the click may be rebased), the game is not over, their seat may act now (`mayActNow`).
   *
   * Rebase: a click on an older message still counts when only OTHER seats acted since (several players act
   * at once: discards, trade answers) and its author may still act; it then applies to the current state.
   * Any action of the clicker's own since then (a double click, an earlier turn) makes it stale.
   */
  checkTurn(
    game: TableGame,
    userId: string,
    seenVersion: number | null,
  ): Result<{ seat: number; rebased: boolean }> {
    const { record, status } = game;
    if (record.lifecycle === 'lobby') return err('lobby', 'The game has not started yet.');
    if (status === null) return err('over', 'This game is over.'); // a lobby closed before the start
    const mine = game.seats.find((s) => s.userId === userId);
    if (mine === undefined) return err('not-seated', 'You are not playing in this game.');
    const seat = mine.seat;
    if (!playedByPlayer(mine) && !status.over)
      return err('handed-over', 'A bot plays your seat now: `/oil return` gives it back to you.');
    let rebased = false;
    if (seenVersion !== null && seenVersion !== record.version) {
      if (!this.mayRebase(game, seat, seenVersion)) {
        return err(
          'stale',
          'The game has moved on since that message. Look at the latest board and try again.',
        );
      }
      rebased = true;
    }
    if (status.over || record.lifecycle !== 'active') return err('over', 'This game is over.');
    if (!mayActNow(status, seat)) return err('not-your-turn', 'It is not your turn.');
    return { ok: true, seat, rebased };
  }

  private mayRebase(game: TableGame, seat: number, seenVersion: number): boolean {
    const status = game.status;
    if (seenVersion >= game.record.version || !status || status.over || !mayActNow(status, seat))
      return false;
    // Only a click on the current turn message (several act at once there): one drawn before that message
    // was posted belongs to an earlier turn, whoever acted since.
    const shown = this.store.turnMessages.get(game.record.id);
    if (shown && seenVersion < shown.first) return false;
    const since = this.store.actions(game.record.id, seenVersion);
    return since.ok && !since.value.some((a) => a.seat === seat);
  }

  /**
   * A player acts: `checkTurn` (with `expectedVersion`, the version the user saw; omit it for typed commands
   * that did not come from a message, and pass `rebase` to let a click on an older message count as
   * `checkTurn` says), then `actOn`.
   */
  act(input: {
    channelId: string;
    userId: string;
    action: unknown;
    expectedVersion?: number;
    rebase?: boolean;
  }): Result<Omit<ActOk, 'ok'>> {
    return this.guard(() => {
      const g = this.load(input.channelId);
      if (!g.ok) return g;
      const checked = this.checkTurn(g.game, input.userId, input.expectedVersion ?? null);
      if (!checked.ok) return checked;
      if (checked.rebased && !input.rebase) {
        return err(
          'stale',
          'The game has moved on since that message. Look at the latest board and try again.',
        );
      }
      return this.actOn(g.game, checked.seat, input.userId, input.action);
    });
  }

  /**
   * Apply `action` for `seat` to a game loaded and checked by the caller (`checkTurn`): the action parses with
   * the game's actionSchema and the rules accept it; then bot seats act until a human must act or the game is
   * over, and everything is appended to the log and saved in one transaction — refused as `stale` when the
   * game moved on since it was loaded. `game`'s state may be used up: reload it after.
   */
  actOn(
    game: TableGame,
    seat: number,
    userId: string | null,
    action: unknown,
    botKind: string | null = null,
  ): Result<Omit<ActOk, 'ok'>> {
    return this.guard(() => {
      const { module, record } = game;
      const parsed = module.actionSchema.safeParse(action);
      if (!parsed.success)
        return err('bad-action', `That action is not understood: ${zodSummary(parsed.error)}.`);
      let applied;
      const luck = luckOf(module, record.state);
      try {
        applied = module.apply(record.state, seat, parsed.data);
      } catch (e) {
        return this.engineError(game, 'apply', e);
      }
      if (!applied.ok) return err('rule', applied.error, applied.code);
      const mine: TableStep = {
        seq: record.version + 1,
        seat,
        userId,
        botKind,
        action: parsed.data,
        events: applied.events,
        // Logged with it: the reload after the save reads it, and so does every load after a restart.
        drew: drewBetween(module, luck, applied.state),
      };
      return this.saveStep(game, mine, applied.state);
    });
  }

  /**
   * The player to act takes back their last action (undo.ts): their own, of this turn, back to the last
   * random or hidden outcome and never past one, nor past another player's move. Appends an undo entry (the
   * version goes up; the log keeps both), saves the replay of the log without that action, then lets bots
   * act. `expectedVersion`: the version the user saw (a click); an undo never counts on a newer state.
   */
  undo(input: { channelId: string; userId: string; expectedVersion?: number }): Result<UndoOk> {
    return this.guard(() => {
      const g = this.load(input.channelId);
      if (!g.ok) return g;
      const checked = this.checkTurn(g.game, input.userId, input.expectedVersion ?? null);
      if (!checked.ok) {
        return checked.code === 'not-your-turn'
          ? err('cannot-undo', 'You can take back your moves only while it is your turn to act.')
          : checked;
      }
      if (checked.rebased) {
        return err(
          'stale',
          'The game has moved on since that message. Look at the latest board and try again.',
        );
      }
      const { record } = g.game;
      const plan = planUndo(this.store, this.drewRandom, g.game, {
        seat: checked.seat,
        userId: input.userId,
      });
      if (!plan.ok && 'barrier' in plan)
        return err('cannot-undo', barrierText(plan.barrier, g.game.names, checked.seat));
      if (!plan.ok) {
        log.error({ id: record.id, why: plan.failure }, 'undo: the log cannot be replayed');
        return err('corrupt', 'This game’s move log cannot be replayed, so nothing can be taken back.');
      }
      const target: TableStep = { ...plan.target, botKind: null };
      const entry: TableStep = {
        seq: record.version + 1,
        seat: checked.seat,
        userId: input.userId,
        botKind: null,
        action: undoMark(target.seq),
        events: [undoEvent(checked.seat, target)],
      };
      const r = this.saveStep(g.game, entry, plan.state);
      if (r.ok) log.info({ id: record.id, seat: checked.seat, undone: target.seq }, 'action taken back');
      return r.ok ? { ...r, undone: target } : r;
    });
  }

  /**
   * Bot `kind` plays ONE move for `seat` (whose player keeps it: a turn clock ran out), then bot seats act
   * as after any move; saved like `actOn`, refused as `stale` when the game moved on since it was loaded.
   */
  actForSeat(game: TableGame, seat: number, kind: string): Result<Omit<ActOk, 'ok'>> {
    return this.guard(() => {
      const { module, record } = game;
      const step = botStep(module, record.state, seat, kind, record.seed, record.version);
      if (!step.ok) return err('rule', 'The bot found no move it may make for that seat.');
      return this.actOn(game, seat, null, step.step.action, kind);
    });
  }

  /** The game with store row `id`, whatever its channel holds now. */
  getGameById(id: number): Result<{ game: TableGame }> {
    return this.guard(() => this.reload(id));
  }

  /**
   * Let bot seats act now (e.g. after a restart when a bot loop was cut short by its cap). Returns the
   * steps taken (none when a human must act).
   */
  runBots(channelId: string): Result<Omit<ActOk, 'ok'>> {
    return this.guard(() => {
      const g = this.loadActive(channelId);
      if (!g.ok) return g;
      const { module, record } = g.game;
      const bots = runBotTurns({
        module,
        state: record.state,
        seats: g.game.seats,
        seed: record.seed,
        version: record.version,
        maxActions: this.maxBotActions,
      });
      if (bots.steps.length === 0) {
        return {
          ok: true,
          game: g.game,
          version: record.version,
          status: bots.status,
          events: [],
          steps: [],
          botEvents: [],
          botStop: bots.stop,
        };
      }
      const r = this.persist(record.id, record.version, bots.steps, bots.state, bots.status, []);
      return r.ok ? { ...r, botStop: bots.stop } : r;
    });
  }

  /** Abandon the channel's lobby or game: the host, or an admin (`isAdmin`, decided by the caller). */
  abandon(input: { channelId: string; byUserId: string; isAdmin?: boolean }): Result<{ game: TableGame }> {
    return this.guard(() => {
      const g = this.load(input.channelId);
      if (!g.ok) return g;
      if (g.game.record.lifecycle === 'finished' || g.game.record.lifecycle === 'abandoned') {
        return err('over', 'This game is already over.');
      }
      if (g.game.record.hostUserId !== input.byUserId && !input.isAdmin) {
        return err('not-host', 'Only the host or a server admin can end this game.');
      }
      const r = this.store.closeGame(g.game.record.id, 'abandoned');
      if (!r.ok) return fromStore(r);
      log.info({ id: g.game.record.id, by: input.byUserId }, 'game abandoned');
      return this.reload(g.game.record.id);
    });
  }

  /**
   * Rebuild the channel's game from its replay base (its setup, or the state at the last update of its rules) and
   * the actions logged after it (an admin's `/oil repair`): the saved state, version and lifecycle are replaced by
   * the replay's, an unreadable meta object is reset, and the damaged mark is cleared, in one transaction. A sound
   * game saved under older rules is upgraded first, as any load does; a damaged one is rebuilt under the rules
   * of now, its base upgraded by the game's hook. A game whose saved state already equals its replay is left
   * alone (`repaired: false`). Refused (`corrupt`) when the log itself, the base or the options cannot be read or
   * replayed: then only a backup helps.
   */
  repair(input: { channelId: string; byUserId: string; isAdmin: boolean }): Result<RepairOk> {
    return this.guard(() => {
      if (!input.isAdmin)
        return err('not-admin', 'Only someone with the Manage Threads permission can repair a game.');
      let row = this.store.rawLatestGameIn(input.channelId);
      if (!row) return err('no-game', 'There is no game in this channel.');
      const module = this.games(row.gameId);
      if (!module)
        return err('unknown-game', `The game "${row.gameId}" is not available on this bot any more.`);
      if (row.state !== null && row.rulesVersion > module.rulesVersion) return newerRules(module);
      if (row.damaged === null && row.state !== null && row.rulesVersion < module.rulesVersion) {
        // Upgraded (or marked damaged) the way any load does it, then rebuilt from what that saved.
        this.reload(row.id);
        row = this.store.rawLatestGameIn(input.channelId) ?? row;
      }
      const { id } = row;
      const cannot = (why: string) => {
        log.error({ id, why }, 'repair impossible');
        return err(
          'corrupt',
          `This game cannot be rebuilt: ${why}. Restore a backup instead (\`npm run restore\`, see the README).`,
        );
      };
      const options = parseColumn(row.options, `game ${id} (options)`);
      if (!options.ok) return cannot('its options are unreadable too');
      const meta = parseObjectColumn(row.meta, `game ${id} (meta)`);
      const saved = parseColumn(row.replayBase, `game ${id} (replay base)`);
      if (!saved.ok || (saved.value === null && row.replayFrom > 0))
        return cannot('its state at the last update of its rules is unreadable');
      let base: unknown = saved.value;
      try {
        if (base !== null) base = upgradeState(module, base, row.rulesVersion);
      } catch (e) {
        return cannot(`its state at the last update of its rules cannot be upgraded (${errorText(e)})`);
      }
      const actions = this.store.actions(id, row.replayFrom);
      if (!actions.ok) return cannot('its move log is unreadable');
      const logged = row.replayFrom + actions.value.length;
      let state: unknown = null;
      let lifecycle = row.lifecycle;
      // A lobby closed before its start has no state and nothing to replay: its setup would make it a game played.
      const neverStarted = row.state === null && row.damaged === null && row.startedAt === null;
      if (row.lifecycle !== 'lobby' && !neverStarted) {
        if (logged < row.version) return cannot('moves are missing from its log');
        const replay = replayGame(module, {
          seatCount: this.store.seats(id).length,
          options: options.value,
          seed: row.seed,
          base: { from: row.replayFrom, state: base },
          actions: actions.value,
        });
        if (!replay.ok) return cannot(`move ${replay.atSeq} of its log fails (${replay.message})`);
        state = replay.state;
        let over: boolean;
        try {
          over = module.status(state).over;
        } catch (e) {
          return cannot(`the rules cannot read the rebuilt state (${errorText(e)})`);
        }
        if (row.lifecycle === 'active' && over) lifecycle = 'finished';
      }
      const same =
        row.damaged === null &&
        meta.ok &&
        row.version === logged &&
        (row.state === null
          ? state === null
          : row.rulesVersion === module.rulesVersion && row.state === JSON.stringify(state));
      if (!same) {
        const rebuilt = {
          state,
          version: logged,
          rulesVersion: module.rulesVersion,
          replayBase: base,
          lifecycle,
          ...(meta.ok ? {} : { meta: {} }),
        };
        if (!this.store.rebuildGame(id, rebuilt)) return err('no-game', 'There is no game here.');
        log.info({ id, by: input.byUserId, actions: logged }, 'game repaired');
      }
      const g = this.reload(id);
      if (!g.ok) return g;
      return { ok: true, game: g.game, repaired: !same, actions: logged };
    });
  }

  /** Remember the lobby message of the channel's (latest) game; `null` clears it. */
  setLobbyMessage(input: { channelId: string; messageId: string | null }): Result<{ game: TableGame }> {
    return this.guard(() => {
      const g = this.load(input.channelId);
      if (!g.ok) return g;
      this.store.setLobbyMessage(g.game.record.id, input.messageId);
      return this.reload(g.game.record.id);
    });
  }

  /** The game's current turn message and the version it shows; null when none was posted yet. */
  turnMessage(id: number): TurnMessage | null {
    try {
      return this.store.turnMessages.get(id);
    } catch (e) {
      log.error({ err: e, id }, 'reading the turn message failed');
      return null;
    }
  }

  /**
   * Record the message now showing `message.version` of game `id`. False when a message showing a later
   * version is already recorded (the turn message only moves forward) or the write failed (logged).
   */
  recordTurnMessage(id: number, message: TurnMessage): boolean {
    try {
      return this.store.turnMessages.record(id, message);
    } catch (e) {
      log.error({ err: e, id }, 'recording the turn message failed');
      return false;
    }
  }

  /** Games whose thread is behind their state (active ones, and ones finished since `finishedSince`). */
  behind(finishedSince: number): BehindGame[] {
    try {
      return this.store.turnMessages.behind(finishedSince);
    } catch (e) {
      log.error({ err: e }, 'looking for games behind failed');
      return [];
    }
  }

  /** Replace the free `meta` JSON of the channel's (latest) game. */
  setMeta(input: { channelId: string; meta: Record<string, unknown> }): Result<{ game: TableGame }> {
    return this.guard(() => {
      const g = this.load(input.channelId);
      if (!g.ok) return g;
      this.store.setMeta(g.game.record.id, input.meta);
      return this.reload(g.game.record.id);
    });
  }

  // ---- internals ---------------------------------------------------------------------------------------

  /**
   * Save a player's `step` (a move, or an undo entry) of `game`, which leaves the game in `state`: bot seats act
   * after it until a human must act or the game is over, and all is saved in one transaction (`persist`), its
   * events the player's own.
   */
  private saveStep(game: TableGame, step: TableStep, state: unknown): Result<Omit<ActOk, 'ok'>> {
    const { record } = game;
    const bots = runBotTurns({
      module: game.module,
      state,
      seats: game.seats,
      seed: record.seed,
      version: step.seq,
      maxActions: this.maxBotActions,
    });
    step.after = seatsAfter(bots.opening);
    const r = this.persist(
      record.id,
      record.version,
      [step, ...bots.steps],
      bots.state,
      bots.status,
      step.events,
    );
    return r.ok ? { ...r, botStop: bots.stop } : r;
  }

  /** Append steps and save the final state in one transaction; the result carries the reloaded game. */
  private persist(
    id: number,
    expectedVersion: number,
    steps: readonly TableStep[],
    state: unknown,
    status: GameStatus,
    ownEvents: GameEvent[],
  ): Result<Omit<ActOk, 'ok' | 'botStop'>> {
    if (steps.length > 0) {
      const actions = steps.map(toNewAction);
      const r = this.store.appendActions(
        id,
        expectedVersion,
        actions,
        state,
        status.over ? 'finished' : 'active',
      );
      if (!r.ok) return fromStore(r);
      if (status.over) log.info({ id, result: status.result }, 'game finished');
    }
    this.syncClock(id, status);
    const after = this.reload(id);
    if (!after.ok) return after;
    const botSteps = steps.filter((s) => s.userId === null);
    return {
      ok: true,
      game: after.game,
      version: after.game.record.version,
      status,
      events: ownEvents,
      steps: [...steps],
      botEvents: botSteps.flatMap((s) => s.events),
    };
  }

  /** Bring the game's seat clocks up to its version (`force`: a seat changed hands); never throws. */
  syncClock(id: number, status: GameStatus | null, force = false): void {
    try {
      syncGameClock(this.store, id, status, this.now(), force);
    } catch (e) {
      if (isBusyError(e)) throw e;
      log.error({ err: e, id }, 'syncing the turn clock failed');
    }
  }

  private rewriteSeats(
    game: TableGame,
    change: (seats: SeatInfo[]) => SeatInfo[],
  ): Result<{ game: TableGame }> {
    const r = this.store.setLobbySeats(game.record.id, change(game.seats).map(toNewSeat));
    if (!r.ok) return fromStore(r);
    return this.reload(game.record.id);
  }

  private loadLobby(channelId: string): Result<{ game: TableGame }> {
    const g = this.load(channelId);
    if (!g.ok) return g;
    if (g.game.record.lifecycle === 'active') return err('started', 'The game has already started.');
    if (g.game.record.lifecycle !== 'lobby') return err('no-game', 'There is no open lobby in this channel.');
    return g;
  }

  /** The channel's started game that is still being played. */
  private loadActive(channelId: string): Result<{ game: TableGame }> {
    const g = this.load(channelId);
    if (!g.ok) return g;
    if (g.game.record.lifecycle === 'lobby') return err('lobby', 'The game has not started yet.');
    if (g.game.record.lifecycle !== 'active') return err('over', 'This game is over.');
    return g;
  }

  private load(channelId: string): Result<{ game: TableGame }> {
    const r = this.store.latestGameIn(channelId);
    if (!r.ok) return r.gameRow === undefined ? this.corrupt(r.message) : this.damaged(r.gameRow, r.message);
    if (!r.value) return err('no-game', 'There is no game in this channel. Open one first.');
    return this.assemble(r.value);
  }

  private reload(id: number): Result<{ game: TableGame }> {
    const r = this.store.getGame(id);
    if (!r.ok) return r.gameRow === undefined ? this.corrupt(r.message) : this.damaged(r.gameRow, r.message);
    if (!r.value) return err('no-game', 'There is no game here.');
    return this.assemble(r.value);
  }

  private assemble(record: GameRecord): Result<{ game: TableGame }> {
    if (record.damaged !== null) return this.damaged(record.id, record.damaged);
    const module = this.games(record.gameId);
    if (!module)
      return err('unknown-game', `The game "${record.gameId}" is not available on this bot any more.`);
    const seats = this.store.seats(record.id).map(toSeatInfo);
    const game: TableGame = { record, module, seats, names: seats.map((s) => s.name), status: null };
    // A lobby (also one abandoned before the start) has no state and so no status.
    const started = record.lifecycle === 'active' || record.lifecycle === 'finished' || record.state !== null;
    if (started) {
      if (record.state === null)
        return this.damaged(record.id, `game ${record.id} has started but has no state`);
      if (record.rulesVersion !== module.rulesVersion) {
        const upgraded = this.upgradeRules(game);
        if (upgraded) return upgraded;
      }
      try {
        game.status = module.status(record.state);
      } catch (e) {
        return this.engineError(game, 'status', e);
      }
      game.undo = undoChanceOf(this.store, this.drewRandom, game);
    }
    game.clock = readGameClock(this.store, record, seats, this.now());
    return { ok: true, game };
  }

  /**
   * Bring `game`, saved under an older version of its rules, to its module's (rules-update.ts): its state upgraded
   * and saved with the new version as its replay base, in one statement; `game.record` then holds what was saved.
   * A refusal when that cannot be: a state the new rules cannot upgrade or read marks the game damaged; one saved
   * under newer rules than this bot's (an update rolled back) waits for them, unchanged.
   */
  private upgradeRules(game: TableGame): TableError | null {
    const { record, module } = game;
    const from = record.rulesVersion;
    const to = module.rulesVersion;
    if (from > to) {
      log.warn({ id: record.id, from, to }, 'game saved under newer rules');
      return newerRules(module);
    }
    let state: unknown;
    try {
      state = upgradeState(module, record.state, from);
      module.status(state);
    } catch (e) {
      const why = `game ${record.id}: its state cannot be upgraded from rules ${from} to ${to} (${errorText(e)})`;
      return this.damaged(record.id, why);
    }
    if (!this.store.upgradeRules(record.id, { version: record.version, from, to, state })) {
      return fromStore({ ok: false, reason: 'stale', message: `game ${record.id} changed while upgraded` });
    }
    log.info(
      { id: record.id, gameId: module.id, from, to, at: record.version },
      'game upgraded to new rules',
    );
    Object.assign(record, { state, rulesVersion: to, replayFrom: record.version });
    return null;
  }

  /** Mark one game damaged (once; logged) and say so: only that game pauses until `repair`. */
  private damaged(gameRow: number, why: string): TableError {
    try {
      if (this.store.markDamaged(gameRow, why)) log.error({ id: gameRow, why }, 'game marked damaged');
    } catch (e) {
      log.error({ err: e, id: gameRow, why }, 'could not mark a damaged game');
    }
    return { ok: false, code: 'damaged', message: DAMAGED_MESSAGE, gameRow };
  }

  private corrupt(message: string): TableError {
    log.error({ message }, 'corrupt game data');
    return err('corrupt', 'This game’s saved data is damaged; an admin has to look at it.');
  }

  private engineError(game: TableGame, where: string, e: unknown): TableError {
    log.error({ gameId: game.module.id, id: game.record.id, where, err: e }, 'game module threw');
    return err('engine-error', 'Something went wrong in the game rules. Nothing changed.');
  }

  /**
   * Never throw out of the service: a database locked by another process becomes `busy` (the transaction was
   * rolled back); other unexpected failures are logged and become `internal`.
   */
  private guard<T extends { ok: boolean }>(fn: () => T | TableError): T | TableError {
    try {
      return fn();
    } catch (e) {
      if (isBusyError(e)) {
        log.warn({ err: e }, 'database busy');
        return err('busy', BUSY_MESSAGE);
      }
      log.error({ err: e }, 'table call failed');
      return err('internal', INTERNAL_MESSAGE);
    }
  }
}

export type { BotStop };
