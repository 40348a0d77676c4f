/** The desk over the table service and the SQLite store (src/table, src/store). */
import { errorText } from '../error-text';
import { actionWords, effectiveActions, standingEntries, undoneSeq } from '../table/undo';
import { awayAt } from '../table/clocks-time';
import { expireLobbies } from '../table/lobby-expiry';
import {
  castClockVote,
  closeUndecidedVotes,
  dueClocks,
  openVoteMessages,
  runOutClock,
  setClock,
  unpostedVotes,
} from '../table/clocks';
import {
  allowTakeover,
  handOver,
  leaveGame,
  leftSeat,
  returnSeat,
  takeOver,
  type LeftSeat,
} from '../table/seats-handover';
import {
  castEndBallot,
  openEndVote,
  endVoteAt,
  settleEndVoteOf,
  reviewEndVoteOf,
  proposeEnd,
  setEndVoteMessage,
  settleEndVotes,
  withdrawEndVote,
} from '../table/end-votes';
import {
  endVacation,
  setVacationAllowance,
  takeVacation,
  vacationStanding,
  vacationsOver,
  settleAwayQuestions,
} from '../table/clocks-vacation';
import type { ReplayBase } from '../table/rules-update';
import type { GameEvent, GameStatus } from '../games/types';
import { stillSecret } from '../games/events';
import {
  DatabaseCheckError,
  openStore,
  type ActionRecord,
  type BehindGame,
  type RematchClaim,
  type Store,
  type TurnMessage,
} from '../store';
import {
  claimReminder,
  dueReminders,
  lapseSpentQuestions,
  hostName,
  guildStats,
  INTERNAL_MESSAGE,
  reliabilityOf,
  Table,
  type LogEntry,
  type ReminderPolicy,
  type SeatInfo,
  type TableError,
  type TableGame,
} from '../table';
import type {
  ActOutcome,
  CheckedTurn,
  ClockDesk,
  DeskResult,
  GameDesk,
  GameHome,
  GameSnapshot,
  LobbyInput,
  LoggedEvents,
  StepSeats,
  EndVoteDesk,
  SeatDesk,
  User,
  VacationDesk,
} from './desk';
import { logger } from '../log';

const log = logger.child({ module: 'desk' });

const LOBBY_STATUS: GameStatus = { toAct: [], over: false, scores: [] };

export class TableDesk implements GameDesk {
  constructor(
    readonly table: Table,
    private readonly store: Store,
    private readonly ownsStore: boolean,
  ) {}

  get settings() {
    return this.store.settings;
  }

  get noticesLater() {
    return this.store.noticesLater;
  }

  get shownReminders() {
    return this.store.shownReminders;
  }

  readonly clocks: ClockDesk = {
    setClock: (...a) => setClock(this.table, ...a),
    dueClocks: (...a) => dueClocks(this.table, ...a),
    runOutClock: (...a) => runOutClock(this.table, ...a),
    castClockVote: (...a) => castClockVote(this.table, ...a),
    closeUndecidedVotes: (...a) => closeUndecidedVotes(this.table, ...a),
    unpostedVotes: () => unpostedVotes(this.table),
    openVoteMessages: (...a) => openVoteMessages(this.table, ...a),
    setVoteMessage: (...a) => this.store.clocks.setVoteMessage(...a),
    expireLobbies: (...a) => expireLobbies(this.table, ...a),
  };

  readonly seats: SeatDesk = {
    leaveGame: (...a) => leaveGame(this.table, ...a),
    handOver: (...a) => handOver(this.table, ...a),
    returnSeat: (...a) => returnSeat(this.table, ...a),
    allowTakeover: (...a) => allowTakeover(this.table, ...a),
    takeOver: (...a) => takeOver(this.table, ...a),
  };

  readonly vacations: VacationDesk = {
    takeVacation: (...a) => takeVacation(this.table, ...a),
    endVacation: (...a) => endVacation(this.table, ...a),
    setVacationAllowance: (...a) => setVacationAllowance(this.table, ...a),
    vacationStanding: (...a) => vacationStanding(this.table, ...a),
    vacationsOver: (...a) => vacationsOver(this.table, ...a),
    settleAwayQuestions: (...a) => settleAwayQuestions(this.table, ...a),
  };

  readonly endVotes: EndVoteDesk = {
    proposeEnd: (...a) => proposeEnd(this.table, ...a),
    castEndBallot: (...a) => castEndBallot(this.table, ...a),
    settleEndVotes: (...a) => settleEndVotes(this.table, ...a),
    settleEndVoteOf: (...a) => settleEndVoteOf(this.table, ...a),
    reviewEndVoteOf: (...a) => reviewEndVoteOf(this.table, ...a),
    openEndVote: (...a) => openEndVote(this.table, ...a),
    endVoteAt: (...a) => endVoteAt(this.table, ...a),
    setEndVoteMessage: (...a) => setEndVoteMessage(this.table, ...a),
    withdrawEndVote: (...a) => withdrawEndVote(this.table, ...a),
  };

  now(): number {
    return this.table.now();
  }

  awayUntil(guildId: string, userId: string, now: number): number | null {
    return awayAt(this.store.clocks.vacations(guildId, userId), now)?.untilAt ?? null;
  }

  /** The channel of game `row`, read without its state (a damaged state must not hide where it lives). */
  private channelOf(row: number): string | null {
    return this.store.homeOf(row)?.channelId ?? null;
  }

  /** Game `row`, or why not: the table's own reason when it exists but cannot be loaded (damaged, busy). */
  private load(row: number): DeskResult<TableGame> {
    const gone: TableError = { ok: false, code: 'no-game', message: 'That game no longer exists.' };
    const channelId = this.channelOf(row);
    if (!channelId) return gone;
    const g = this.table.getGame(channelId);
    if (!g.ok) return g.code === 'no-game' ? gone : g;
    // The channel's latest game must be this row (an older game in the same channel is not served).
    return g.game.record.id === row ? { ok: true, value: g.game } : gone;
  }

  private game(row: number): TableGame | null {
    const g = this.load(row);
    return g.ok ? g.value : null;
  }

  problemIn(channelId: string): string | null {
    const g = this.table.getGame(channelId);
    return !g.ok && g.code !== 'no-game' ? g.message : null;
  }

  byChannel(channelId: string): TableGame | null {
    const g = this.table.getGame(channelId);
    return g.ok ? g.game : null;
  }

  byRow(row: number): TableGame | null {
    return this.game(row);
  }

  leftSeat(game: { record: { id: number }; seats: readonly SeatInfo[] }, userId: string): LeftSeat | null {
    return leftSeat(this.table, game, userId);
  }

  homeOf(row: number): GameHome | null {
    const home = this.store.homeOf(row);
    return home ? { guildId: home.guildId ?? '', channelId: home.channelId, version: home.version } : null;
  }

  openGames(): TableGame[] {
    return this.store
      .listGames()
      .filter((s) => s.lifecycle === 'lobby' || s.lifecycle === 'active')
      .map((s) => this.byRow(s.id))
      .filter((g): g is TableGame => g !== null);
  }

  openLobby(input: LobbyInput): DeskResult<TableGame> {
    const r = this.table.openLobby({ ...input, host: { userId: input.host.id, name: input.host.name } });
    return r.ok ? { ok: true, value: r.game } : r;
  }

  lobbyLimitError(userId: string): TableError | null {
    return this.table.lobbyLimitError(userId);
  }

  nextGameNumber(guildId: string): number {
    return this.store.gamesOpenedIn(guildId) + 1;
  }

  private withChannel<T>(row: number, fn: (channelId: string) => DeskResult<T>): DeskResult<T> {
    const channelId = this.channelOf(row);
    if (!channelId) return { ok: false, code: 'no-game', message: 'That game no longer exists.' };
    return fn(channelId);
  }

  join(row: number, user: User): DeskResult<TableGame> {
    return this.withChannel(row, (channelId) => {
      const r = this.table.join({ channelId, userId: user.id, name: user.name });
      return r.ok ? { ok: true, value: r.game } : r;
    });
  }

  leave(row: number, user: Pick<User, 'id'>): DeskResult<TableGame> {
    return this.withChannel(row, (channelId) => {
      const r = this.table.leave({ channelId, userId: user.id });
      return r.ok ? { ok: true, value: r.game } : r;
    });
  }

  addBot(row: number, by: Pick<User, 'id'>, chosen?: string): DeskResult<TableGame> {
    return this.withChannel(row, (channelId) => {
      // A chosen kind, else the greedy bot where the game has one (quick to move; "strong" is on request).
      const g = this.table.getGame(channelId);
      const kind = chosen ?? (g.ok && 'greedy' in g.game.module.bots ? 'greedy' : undefined);
      const r = this.table.addBot({ channelId, byUserId: by.id, ...(kind ? { kind } : {}) });
      return r.ok ? { ok: true, value: r.game } : r;
    });
  }

  removeBot(row: number, by: Pick<User, 'id'>): DeskResult<TableGame> {
    return this.withChannel(row, (channelId) => {
      const g = this.table.getGame(channelId);
      if (!g.ok) return g;
      const bot = g.game.seats.filter((s) => s.userId === null).at(-1);
      if (!bot) return { ok: false, code: 'no-seat', message: 'There is no bot at this table.' };
      const r = this.table.removeSeat({ channelId, byUserId: by.id, seat: bot.seat });
      if (!r.ok)
        return r.code === 'not-host'
          ? { ...r, message: `Only the host, ${hostName(g.game)}, can remove bots.` }
          : r;
      return { ok: true, value: r.game };
    });
  }

  removePlayer(row: number, by: { id: string; isAdmin: boolean }, userId: string): DeskResult<TableGame> {
    return this.withChannel(row, (channelId) => {
      const g = this.table.getGame(channelId);
      if (!g.ok) return g;
      const seat = g.game.seats.find((s) => s.userId === userId);
      if (!seat) return { ok: false, code: 'no-seat', message: 'They have no seat in this lobby.' };
      const r = this.table.removeSeat({ channelId, byUserId: by.id, isAdmin: by.isAdmin, seat: seat.seat });
      return r.ok ? { ok: true, value: r.game } : r;
    });
  }

  start(row: number, by: Pick<User, 'id'>, isAdmin: boolean) {
    return this.withChannel(row, (channelId) => {
      const r = this.table.start({ channelId, byUserId: by.id, isAdmin });
      if (!r.ok) return r;
      return {
        ok: true as const,
        value: {
          snap: this.snapshotOf(r.game),
          events: r.steps.flatMap((s) => s.events),
        },
      };
    });
  }

  /** The table's game behind each snapshot handed out, so a checked turn acts on the very load it checked. */
  private readonly loaded = new WeakMap<GameSnapshot, TableGame>();

  private snapshotOf(g: TableGame): GameSnapshot {
    const snap = { ...g, state: g.record.state, status: g.status ?? LOBBY_STATUS };
    this.loaded.set(snap, g);
    return snap;
  }

  snapshot(row: number): GameSnapshot | null {
    const g = this.game(row);
    return g ? this.snapshotOf(g) : null;
  }

  turnFor(row: number, userId: string, seenVersion: number | null): DeskResult<CheckedTurn> {
    const g = this.load(row);
    if (!g.ok) return g;
    const checked = this.table.checkTurn(g.value, userId, seenVersion);
    if (!checked.ok) return checked;
    return {
      ok: true,
      value: { snap: this.snapshotOf(g.value), seat: checked.seat, rebased: checked.rebased },
    };
  }

  actOn(turn: CheckedTurn, user: Pick<User, 'id'>, action: unknown): DeskResult<ActOutcome> {
    const g = this.loaded.get(turn.snap);
    if (!g) {
      // A checked turn acts once, on the load it checked: a second use (or one made elsewhere) is a bug here.
      log.error({ row: turn.snap.record.id }, 'actOn: that turn was not loaded here, or has acted already');
      return { ok: false, code: 'internal', message: INTERNAL_MESSAGE };
    }
    this.loaded.delete(turn.snap);
    const r = this.table.actOn(g, turn.seat, user.id, action);
    if (!r.ok) return r;
    return {
      ok: true,
      value: {
        snap: this.snapshotOf(r.game),
        events: r.steps.flatMap((s) => s.events),
      },
    };
  }

  undo(row: number, user: Pick<User, 'id'>, seenVersion: number | null) {
    return this.withChannel(row, (channelId) => {
      const r = this.table.undo({
        channelId,
        userId: user.id,
        ...(seenVersion === null ? {} : { expectedVersion: seenVersion }),
      });
      if (!r.ok) return r;
      // The action in the words of the Undo button and the log's "took back" line, its actor left out.
      const undone = actionWords(r.undone);
      const events = r.steps.flatMap((s) => s.events);
      const value = { snap: this.snapshotOf(r.game), events, undone, seat: r.undone.seat };
      return { ok: true as const, value };
    });
  }

  log(row: number): LogEntry[] {
    const channelId = this.channelOf(row);
    if (!channelId) return [];
    const r = this.table.log(channelId, 1, { pageSize: 100_000 });
    return r.ok ? r.entries : [];
  }

  privateEvents(
    row: number,
    seat: number,
    limit: number,
    listed?: (event: GameEvent) => boolean,
    sinceSeq = 0,
  ): GameEvent[] {
    const channelId = this.channelOf(row);
    if (!channelId) return [];
    const r = this.table.log(channelId, 1, { pageSize: 200, forSeat: seat });
    if (!r.ok) return [];
    // Read over the whole page, for the public events that told a secret since; kept, of the recent actions only.
    const recent = new Set(r.entries.filter((e) => e.seq > sinceSeq).flatMap((e) => e.events));
    // What the hand lists anyway (a kept card) it does not repeat, marked so or (an older log) recognised.
    return stillSecret(
      r.entries.flatMap((e) => e.events),
      seat,
    )
      .filter((e) => recent.has(e) && !e.inHand && !listed?.(e))
      .slice(-limit);
  }

  abandon(row: number, by: Pick<User, 'id'>, isAdmin: boolean): DeskResult<TableGame> {
    return this.withChannel(row, (channelId) => {
      const r = this.table.abandon({ channelId, byUserId: by.id, isAdmin });
      return r.ok ? { ok: true, value: r.game } : r;
    });
  }

  turnMessage(row: number): TurnMessage | null {
    return this.table.turnMessage(row);
  }

  recordTurnMessage(row: number, message: TurnMessage): boolean {
    return this.table.recordTurnMessage(row, message);
  }

  behind(finishedSince: number): BehindGame[] {
    return this.table.behind(finishedSince);
  }

  history(row: number): ActionRecord[] {
    const r = this.store.actions(row);
    if (!r.ok) return [];
    // The game as played: undo entries and the actions they took back left out (a broken log stays whole,
    // so the summary's replay stops at the entry it cannot read and says so).
    const standing = effectiveActions(r.value);
    return standing.ok ? standing.steps : r.value;
  }

  replayBase(row: number): ReplayBase | null {
    const r = this.store.replayBase(row);
    return r.ok ? r.value : null;
  }

  summaryMessage(row: number): string | null {
    return this.store.summaries.get(row);
  }

  recordSummaryMessage(row: number, messageId: string): boolean {
    return this.store.summaries.record(row, messageId, Date.now());
  }

  claimRematch(row: number, userId: string): RematchClaim {
    return this.store.summaries.claimRematch(row, userId);
  }

  rematchOpened(row: number, channelId: string): void {
    this.store.summaries.rematchOpened(row, channelId);
  }

  releaseRematch(row: number): void {
    this.store.summaries.releaseRematch(row);
  }

  rematchOf(row: number): string | null {
    return this.store.summaries.rematchOf(row);
  }

  unsummarized(finishedSince: number): number[] {
    return this.store.summaries.missing(finishedSince);
  }

  eventsSince(row: number, version: number, through?: number, told?: number): GameEvent[] {
    return this.entriesSince(row, version, through, told).flatMap((a) => a.events);
  }

  entriesSince(row: number, version: number, through?: number, told?: number): LoggedEvents[] {
    const r = this.store.actions(
      row,
      version,
      through === undefined ? undefined : Math.max(0, through - version),
    );
    return r.ok ? standingEntries(r.value, told).map(({ seq, events }) => ({ seq, events })) : [];
  }

  openGamesIn(where: { channelId?: string; guildId?: string }): number[] {
    return this.store.openGamesIn(where);
  }

  abandonGone(row: number): boolean {
    const r = this.store.closeGame(row, 'abandoned');
    return r.ok;
  }

  repair(channelId: string, by: Pick<User, 'id'>) {
    const r = this.table.repair({ channelId, byUserId: by.id, isAdmin: true });
    if (!r.ok) return r;
    return { ok: true as const, value: { game: r.game, repaired: r.repaired, actions: r.actions } };
  }

  setLobbyMessage(row: number, messageId: string): void {
    this.store.setLobbyMessage(row, messageId);
  }

  lobbyMessage(row: number): string | null {
    const r = this.store.getGame(row);
    return r.ok && r.value ? r.value.lobbyMessageId : null;
  }

  lastActedAt(row: number, seat: number): number | null {
    return this.store.lastActedAt(row, seat);
  }

  stepsSince(row: number, version: number, through?: number): StepSeats[] {
    const r = this.store.actions(
      row,
      version,
      through === undefined ? undefined : Math.max(0, through - version),
    );
    if (!r.ok) return [];
    return standingEntries(r.value)
      .filter((a) => undoneSeq(a.action) === null)
      .map(({ seat, after }) => (after ? { seat, after } : { seat }));
  }

  firstActionSince(row: number, version: number, seat: number): GameEvent[] | null {
    const r = this.store.actions(row, version);
    return (r.ok && r.value.find((a) => a.seat === seat)?.events) || null;
  }

  takenBackSince(row: number, version: number): Set<number> {
    const r = this.store.actions(row, version);
    const undone = r.ok ? r.value.map((a) => undoneSeq(a.action)) : [];
    return new Set(undone.filter((seq) => seq !== null));
  }

  dueReminders(now: number, policy: ReminderPolicy) {
    return dueReminders(this.table, now, policy);
  }

  lapseSpentQuestions(now: number, policy: ReminderPolicy) {
    return lapseSpentQuestions(this.table, now, policy);
  }

  claimReminder(row: number, version: number, now: number, policy: ReminderPolicy): number | null {
    const r = claimReminder(this.table, { id: row, version }, now, policy);
    return r.ok ? r.number : null;
  }

  stats(guildId: string) {
    return guildStats(this.store.stats, guildId);
  }

  reliability(guildId: string, userIds: readonly string[]) {
    return reliabilityOf(this.store.stats, guildId, userIds);
  }

  openGameCounts() {
    return this.store.openGameCounts();
  }

  databaseProblem(): { locked: boolean; message: string } | null {
    try {
      this.store.checkWrite();
      return null;
    } catch (err) {
      return {
        locked: err instanceof DatabaseCheckError && err.kind === 'locked',
        message: errorText(err),
      };
    }
  }

  close(): void {
    if (this.ownsStore) this.store.close();
  }
}

export function openTableDesk(path: string): TableDesk {
  const store = openStore(path);
  return new TableDesk(new Table(store), store, true);
}
