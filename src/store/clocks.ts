/**
 * Turn clocks, seat control and vacations (migration 009): each game's clock and its seats' clocks, the
 * votes on a clock that ran out, notes on seats handed over and back, and players' vacations per server.
 * Times are given by the caller (ms since the epoch); nothing here reads the clock.
 */
import type Database from 'better-sqlite3';

export const CLOCK_KINDS = ['move', 'budget'] as const;
/** 'move': a time limit per move; 'budget': a chess-style total per player for the whole game. */
export type ClockKind = (typeof CLOCK_KINDS)[number];

export const CLOCK_POLICIES = ['bot-move', 'hand-over', 'vote'] as const;
/**
 * What happens when a seat's clock runs out: 'bot-move' a bot plays that one move; 'hand-over' the seat is
 * handed to a bot until its player returns; 'vote' the other players vote to wait longer or hand it over.
 */
export type ClockPolicy = (typeof CLOCK_POLICIES)[number];

export interface ClockRecord {
  kind: ClockKind;
  limitMs: number;
  policy: ClockPolicy;
  /** The game version the seat clocks were last brought up to (-1: never). */
  syncedVersion: number;
}

export interface SeatClockRecord {
  seat: number;
  /** When the seat was last asked to act and has not acted yet; null when it is not asked now. */
  waitingSince: number | null;
  /** Time spent on earlier moves (what a budget clock counts). */
  usedMs: number;
  /** Time granted by the other players' vote for the current wait. */
  extraMs: number;
  /** The `waitingSince` whose running out was already dealt with. */
  expiredSince: number | null;
}

export type VoteChoice = 'wait' | 'bot';

export interface ClockVoteRecord {
  seat: number;
  since: number;
  openedAt: number;
  messageId: string | null;
  outcome: VoteChoice | null;
}

export interface SeatNote {
  afterVersion: number;
  seat: number;
  /** With `{pN}` seat tokens. */
  text: string;
  createdAt: number;
}

export interface Vacation {
  fromAt: number;
  untilAt: number;
}

interface SeatClockRow {
  seat: number;
  waiting_since: number | null;
  used_ms: number;
  extra_ms: number;
  expired_since: number | null;
}

interface VoteRow {
  seat: number;
  since: number;
  opened_at: number;
  message_id: string | null;
  outcome: VoteChoice | null;
}

export class ClockStore {
  private readonly stmt;

  constructor(private readonly db: Database.Database) {
    this.stmt = {
      clock: db.prepare<
        [number],
        { kind: ClockKind; limit_ms: number; policy: ClockPolicy; synced_version: number }
      >('SELECT kind, limit_ms, policy, synced_version FROM clocks WHERE game_id = ?'),
      setClock: db.prepare<[number, string, number, string]>(
        `INSERT INTO clocks (game_id, kind, limit_ms, policy) VALUES (?, ?, ?, ?)
         ON CONFLICT (game_id) DO UPDATE SET kind = excluded.kind, limit_ms = excluded.limit_ms,
           policy = excluded.policy`,
      ),
      dropClock: db.prepare<[number]>('DELETE FROM clocks WHERE game_id = ?'),
      touchLobby: db.prepare<[number, number]>(
        `UPDATE games SET updated_at = ? WHERE id = ? AND lifecycle = 'lobby'`,
      ),
      synced: db.prepare<[number, number]>('UPDATE clocks SET synced_version = ? WHERE game_id = ?'),
      seatClocks: db.prepare<[number], SeatClockRow>(
        `SELECT seat, waiting_since, used_ms, extra_ms, expired_since FROM seat_clocks WHERE game_id = ?
         ORDER BY seat`,
      ),
      upsertSeat: db.prepare<[number, number, number | null, number, number, number | null]>(
        `INSERT INTO seat_clocks (game_id, seat, waiting_since, used_ms, extra_ms, expired_since)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (game_id, seat) DO UPDATE SET waiting_since = excluded.waiting_since,
           used_ms = excluded.used_ms, extra_ms = excluded.extra_ms, expired_since = excluded.expired_since`,
      ),
      expire: db.prepare<[number, number, number, number]>(
        `UPDATE seat_clocks SET expired_since = ? WHERE game_id = ? AND seat = ? AND waiting_since = ?
           AND expired_since IS NOT waiting_since`,
      ),
      unexpire: db.prepare<[number, number, number, number]>(
        `UPDATE seat_clocks SET expired_since = NULL, extra_ms = extra_ms + ?
         WHERE game_id = ? AND seat = ? AND waiting_since = ?`,
      ),
      clockedGames: db.prepare<[], { id: number; version: number }>(
        `SELECT g.id, g.version FROM games g JOIN clocks c ON c.game_id = g.id
         WHERE g.lifecycle = 'active' AND g.damaged IS NULL AND owns_guild(g.guild_id) ORDER BY g.id`,
      ),
      head: db.prepare<[number], { version: number; guild_id: string | null; lifecycle: string }>(
        'SELECT version, guild_id, lifecycle FROM games WHERE id = ?',
      ),
      reachedAt: db.prepare<[number], { at: number }>(
        `SELECT COALESCE((SELECT a.created_at FROM actions a WHERE a.game_id = g.id AND a.seq = g.version),
           g.started_at, g.updated_at) AS at FROM games g WHERE g.id = ?`,
      ),
      vote: db.prepare<[number, number, number], VoteRow>(
        'SELECT seat, since, opened_at, message_id, outcome FROM clock_votes WHERE game_id = ? AND seat = ? AND since = ?',
      ),
      openVote: db.prepare<[number, number, number, number]>(
        'INSERT OR IGNORE INTO clock_votes (game_id, seat, since, opened_at) VALUES (?, ?, ?, ?)',
      ),
      dropDecided: db.prepare<[number, number, number]>(
        'DELETE FROM clock_votes WHERE game_id = ? AND seat = ? AND since = ? AND outcome IS NOT NULL',
      ),
      openVotes: db.prepare<
        [],
        { game_id: number; seat: number; since: number; opened_at: number; message_id: string | null }
      >(
        `SELECT v.game_id, v.seat, v.since, v.opened_at, v.message_id FROM clock_votes v
         JOIN games g ON g.id = v.game_id
         WHERE v.outcome IS NULL AND owns_guild(g.guild_id) ORDER BY v.game_id, v.seat`,
      ),
      voteMessage: db.prepare<[string, number, number, number]>(
        'UPDATE clock_votes SET message_id = ? WHERE game_id = ? AND seat = ? AND since = ?',
      ),
      decide: db.prepare<[string, number, number, number]>(
        'UPDATE clock_votes SET outcome = ? WHERE game_id = ? AND seat = ? AND since = ? AND outcome IS NULL',
      ),
      ballot: db.prepare<[number, number, number, string, string]>(
        `INSERT INTO clock_ballots (game_id, seat, since, user_id, choice) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (game_id, seat, since, user_id) DO UPDATE SET choice = excluded.choice`,
      ),
      ballots: db.prepare<[number, number, number], { user_id: string; choice: VoteChoice }>(
        'SELECT user_id, choice FROM clock_ballots WHERE game_id = ? AND seat = ? AND since = ? ORDER BY user_id',
      ),
      setBot: db.prepare<[string | null, number, number]>(
        'UPDATE seats SET bot_kind = ? WHERE game_id = ? AND seat = ?',
      ),
      setPlayer: db.prepare<[string | null, string | null, string, number, number]>(
        'UPDATE seats SET user_id = ?, bot_kind = ?, name = ? WHERE game_id = ? AND seat = ?',
      ),
      // The seat's player is kept as one who left it (migration 017), then the seat is the bot's alone.
      addLeaver: db.prepare<[number, number, number]>(
        `INSERT OR IGNORE INTO seat_leavers (game_id, seat, user_id, name, left_at)
         SELECT game_id, seat, user_id, name, ? FROM seats WHERE game_id = ? AND seat = ? AND user_id IS NOT NULL`,
      ),
      leftSeat: db.prepare<[number, string], { seat: number }>(
        'SELECT seat FROM seat_leavers WHERE game_id = ? AND user_id = ? ORDER BY left_at DESC LIMIT 1',
      ),
      leave: db.prepare<[string, number, number]>(
        'UPDATE seats SET user_id = NULL, bot_kind = ? WHERE game_id = ? AND seat = ?',
      ),
      takeover: db.prepare<[number], { takeover_allowed: number }>(
        'SELECT takeover_allowed FROM games WHERE id = ?',
      ),
      setTakeover: db.prepare<[number, number]>('UPDATE games SET takeover_allowed = ? WHERE id = ?'),
      addNote: db.prepare<[number, number, number, string, number]>(
        'INSERT INTO seat_notes (game_id, after_version, seat, text, created_at) VALUES (?, ?, ?, ?, ?)',
      ),
      notes: db.prepare<[number], { after_version: number; seat: number; text: string; created_at: number }>(
        'SELECT after_version, seat, text, created_at FROM seat_notes WHERE game_id = ? ORDER BY after_version, rowid',
      ),
      vacations: db.prepare<[string, string], { from_at: number; until_at: number }>(
        'SELECT from_at, until_at FROM vacations WHERE guild_id = ? AND user_id = ? ORDER BY from_at',
      ),
      addVacation: db.prepare<[string, string, number, number]>(
        'INSERT INTO vacations (guild_id, user_id, from_at, until_at) VALUES (?, ?, ?, ?)',
      ),
      endVacation: db.prepare<[number, string, string, number]>(
        `UPDATE vacations SET until_at = MAX(from_at, ?), back_told = 1
         WHERE guild_id = ? AND user_id = ? AND from_at = ?`,
      ),
      vacationsOver: db.prepare<
        [number],
        { guild_id: string; user_id: string; from_at: number; until_at: number }
      >(
        `SELECT guild_id, user_id, from_at, until_at FROM vacations
         WHERE back_told = 0 AND until_at <= ? AND owns_guild(guild_id) ORDER BY until_at`,
      ),
      idleLobbies: db.prepare<[number], { id: number; channel_id: string; updated_at: number }>(
        `SELECT id, channel_id, updated_at FROM games
         WHERE lifecycle = 'lobby' AND damaged IS NULL AND updated_at <= ? AND owns_guild(guild_id) ORDER BY id`,
      ),
      expireLobby: db.prepare<[number, number, number]>(
        `UPDATE games SET lifecycle = 'abandoned', updated_at = ?
         WHERE id = ? AND lifecycle = 'lobby' AND updated_at <= ?`,
      ),
      awayNow: db.prepare<[number, number], { guild_id: string; user_id: string }>(
        `SELECT DISTINCT guild_id, user_id FROM vacations
         WHERE from_at <= ? AND ? < until_at AND owns_guild(guild_id) ORDER BY guild_id, user_id`,
      ),
      tellBack: db.prepare<[string, string, number]>(
        'UPDATE vacations SET back_told = 1 WHERE guild_id = ? AND user_id = ? AND from_at = ? AND back_told = 0',
      ),
      allowance: db.prepare<[string], { days_per_year: number }>(
        'SELECT days_per_year FROM vacation_allowances WHERE guild_id = ?',
      ),
      setAllowance: db.prepare<[string, number]>(
        `INSERT INTO vacation_allowances (guild_id, days_per_year) VALUES (?, ?)
         ON CONFLICT (guild_id) DO UPDATE SET days_per_year = excluded.days_per_year`,
      ),
    };
  }

  // ---- clocks ------------------------------------------------------------------------------------------

  clock(id: number): ClockRecord | null {
    const r = this.stmt.clock.get(id);
    return r
      ? { kind: r.kind, limitMs: r.limit_ms, policy: r.policy, syncedVersion: r.synced_version }
      : null;
  }

  /**
   * Set (or with null, remove) game `id`'s clock; in a lobby, a change at `at` that keeps it open as long as a
   * change of its seats does (LOBBY_DAYS counts from its last change).
   */
  setClock(id: number, clock: Pick<ClockRecord, 'kind' | 'limitMs' | 'policy'> | null, at: number): void {
    this.db.transaction(() => {
      if (clock === null) this.stmt.dropClock.run(id);
      else this.stmt.setClock.run(id, clock.kind, clock.limitMs, clock.policy);
      this.stmt.touchLobby.run(at, id);
    })();
  }

  seatClocks(id: number): SeatClockRecord[] {
    return this.stmt.seatClocks.all(id).map((r) => ({
      seat: r.seat,
      waitingSince: r.waiting_since,
      usedMs: r.used_ms,
      extraMs: r.extra_ms,
      expiredSince: r.expired_since,
    }));
  }

  /** Save the seat clocks as brought up to `version`, in one transaction. */
  saveSeatClocks(id: number, version: number, seats: readonly SeatClockRecord[]): void {
    this.db.transaction(() => {
      for (const s of seats) {
        this.stmt.upsertSeat.run(id, s.seat, s.waitingSince, s.usedMs, s.extraMs, s.expiredSince);
      }
      this.stmt.synced.run(version, id);
    })();
  }

  /**
   * Claim the running out of `seat`'s wait that began at `since`: true once (the caller applies the policy),
   * false when it was claimed already or the seat is no longer waiting since then.
   */
  claimExpiry(id: number, seat: number, since: number): boolean {
    return this.stmt.expire.run(since, id, seat, since).changes === 1;
  }

  /** Give the seat's current wait `ms` more and let its clock run out again later. */
  grantTime(id: number, seat: number, since: number, ms: number): boolean {
    return this.stmt.unexpire.run(ms, id, seat, since).changes === 1;
  }

  /** Active, healthy games with a clock (of this process's shards), by id, with their versions. */
  clockedGames(): { id: number; version: number }[] {
    return this.stmt.clockedGames.all();
  }

  /** A game's version, server and lifecycle, read without its JSON columns. */
  gameHead(id: number): { version: number; guildId: string | null; lifecycle: string } | null {
    const r = this.stmt.head.get(id);
    return r ? { version: r.version, guildId: r.guild_id, lifecycle: r.lifecycle } : null;
  }

  /** When the game reached its current version: its last action's time, or the start. */
  reachedAt(id: number): number | null {
    return this.stmt.reachedAt.get(id)?.at ?? null;
  }

  // ---- votes -------------------------------------------------------------------------------------------

  vote(id: number, seat: number, since: number): ClockVoteRecord | null {
    const r = this.stmt.vote.get(id, seat, since);
    return r
      ? { seat: r.seat, since: r.since, openedAt: r.opened_at, messageId: r.message_id, outcome: r.outcome }
      : null;
  }

  /** Open the vote on `seat`'s wait since `since` (once while open; a decided one is replaced). */
  openVote(id: number, seat: number, since: number, at: number): void {
    this.db.transaction(() => {
      // A wait granted more time may run out again: its decided vote (and ballots) make way for a new one.
      this.stmt.dropDecided.run(id, seat, since);
      this.stmt.openVote.run(id, seat, since, at);
    })();
  }

  /** Votes still open, in every game of this process's shards. */
  openVotes(): ({ id: number } & ClockVoteRecord)[] {
    return this.stmt.openVotes.all().map((v) => ({
      id: v.game_id,
      seat: v.seat,
      since: v.since,
      openedAt: v.opened_at,
      messageId: v.message_id,
      outcome: null,
    }));
  }

  setVoteMessage(id: number, seat: number, since: number, messageId: string): void {
    this.stmt.voteMessage.run(messageId, id, seat, since);
  }

  /** Record the outcome once; false when it was decided already. */
  decideVote(id: number, seat: number, since: number, outcome: VoteChoice): boolean {
    return this.stmt.decide.run(outcome, id, seat, since).changes === 1;
  }

  castBallot(id: number, seat: number, since: number, userId: string, choice: VoteChoice): void {
    this.stmt.ballot.run(id, seat, since, userId, choice);
  }

  ballots(id: number, seat: number, since: number): { userId: string; choice: VoteChoice }[] {
    return this.stmt.ballots.all(id, seat, since).map((b) => ({ userId: b.user_id, choice: b.choice }));
  }

  // ---- seat control ------------------------------------------------------------------------------------

  /** Hand a seat to bot `kind`, keeping its player (null: give it back to its player). */
  setSeatBot(id: number, seat: number, kind: string | null): void {
    this.stmt.setBot.run(kind, id, seat);
  }

  /** Give a seat a new controller: a player (`userId`, no bot) or a bot alone (`userId` null). */
  setSeatController(
    id: number,
    seat: number,
    to: { userId: string | null; botKind: string | null; name: string },
  ): void {
    this.stmt.setPlayer.run(to.userId, to.botKind, to.name, id, seat);
  }

  /**
   * The seat's player leaves it for good at `at`: they are recorded as having left it (stats keep the game
   * theirs, as one they left), and bot `botKind` plays the seat alone (the name stays, for the log).
   */
  leaveSeat(id: number, seat: number, botKind: string, at: number): void {
    this.db.transaction(() => {
      this.stmt.addLeaver.run(at, id, seat);
      this.stmt.leave.run(botKind, id, seat);
    })();
  }

  /** The seat `userId` last left in game `id` (`leaveSeat`), or null. */
  seatLeft(id: number, userId: string): number | null {
    return this.stmt.leftSeat.get(id, userId)?.seat ?? null;
  }

  takeoverAllowed(id: number): boolean {
    return this.stmt.takeover.get(id)?.takeover_allowed === 1;
  }

  setTakeoverAllowed(id: number, allowed: boolean): void {
    this.stmt.setTakeover.run(allowed ? 1 : 0, id);
  }

  addNote(id: number, note: SeatNote): void {
    this.stmt.addNote.run(id, note.afterVersion, note.seat, note.text, note.createdAt);
  }

  notes(id: number): SeatNote[] {
    return this.stmt.notes.all(id).map((n) => ({
      afterVersion: n.after_version,
      seat: n.seat,
      text: n.text,
      createdAt: n.created_at,
    }));
  }

  // ---- lobbies nobody starts ------------------------------------------------------------------------------

  /** Lobbies (of this process's shards) unchanged since `before` or earlier (nobody joined, left or started). */
  idleLobbies(before: number): { id: number; channelId: string; updatedAt: number }[] {
    return this.stmt.idleLobbies
      .all(before)
      .map((g) => ({ id: g.id, channelId: g.channel_id, updatedAt: g.updated_at }));
  }

  /**
   * Close lobby `id` at `at` as abandoned, when it is still a lobby unchanged since `before`: false when someone
   * joined, started or closed it meanwhile (so a start at the same moment always wins).
   */
  expireLobby(id: number, before: number, at: number): boolean {
    return this.stmt.expireLobby.run(at, id, before).changes === 1;
  }

  // ---- vacations ---------------------------------------------------------------------------------------

  vacations(guildId: string, userId: string): Vacation[] {
    return this.stmt.vacations.all(guildId, userId).map((v) => ({ fromAt: v.from_at, untilAt: v.until_at }));
  }

  addVacation(guildId: string, userId: string, v: Vacation): void {
    this.stmt.addVacation.run(guildId, userId, v.fromAt, v.untilAt);
  }

  /** End the vacation that began at `fromAt` at `at` (never before it began); the player says so themself. */
  endVacation(guildId: string, userId: string, fromAt: number, at: number): void {
    this.stmt.endVacation.run(at, guildId, userId, fromAt);
  }

  /** Vacations (of this process's shards) that ended on their own by `at` and were not told yet, oldest first. */
  vacationsOver(at: number): ({ guildId: string; userId: string } & Vacation)[] {
    return this.stmt.vacationsOver.all(at).map((v) => ({
      guildId: v.guild_id,
      userId: v.user_id,
      fromAt: v.from_at,
      untilAt: v.until_at,
    }));
  }

  /** The players (of this process's shards' servers) away on vacation at `at`. */
  awayNow(at: number): { guildId: string; userId: string }[] {
    return this.stmt.awayNow.all(at, at).map((v) => ({ guildId: v.guild_id, userId: v.user_id }));
  }

  /** Claim telling that the vacation that began at `fromAt` is over: false when it was told already. */
  tellBack(guildId: string, userId: string, fromAt: number): boolean {
    return this.stmt.tellBack.run(guildId, userId, fromAt).changes === 1;
  }

  /** The server's vacation days a year, or null when its admins chose none (the default applies). */
  allowance(guildId: string): number | null {
    return this.stmt.allowance.get(guildId)?.days_per_year ?? null;
  }

  setAllowance(guildId: string, daysPerYear: number): void {
    this.stmt.setAllowance.run(guildId, daysPerYear);
  }
}
