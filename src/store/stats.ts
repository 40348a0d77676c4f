/**
 * What stats read of a server's games (tables `game_results`, `move_waits` and `summed_games`, migration 008,
 * plus games, seats, those who left a seat (`seat_leavers`, 017) and the action log): the started games with their seats and final results, the games
 * over but not yet summed up, and how long each human move kept its game waiting. A game over is summed up
 * once (its results and move waits written); games in play are measured from their log on each request. Only
 * one server's games at a time: stats never mix servers.
 */
import type Database from 'better-sqlite3';
import type { Lifecycle } from './types';

/** A seat of a started game, with its final result once the game finished and was summed up. */
export interface PlayedSeat {
  seat: number;
  /** null for a bot. */
  userId: string | null;
  botKind: string | null;
  name: string;
  /** The seat's public score at the end; null until the game finished and was summed up. */
  score: number | null;
  /** Whether the seat is among the winners; null until the game finished and was summed up. */
  won: boolean | null;
}

/** A started game of a server (active, finished or abandoned after its start). */
export interface PlayedGame {
  /** The games row id. */
  id: number;
  gameId: string;
  channelId: string;
  /** The channel it was opened from (its thread's parent); null for games from before it was kept. */
  parentChannelId: string | null;
  lifecycle: Exclude<Lifecycle, 'lobby'>;
  /** When it started (ms since the epoch; its lobby's opening for games started before migration 004). */
  startedAt: number;
  /** When it ended: its last action for a finished game, the closing for an abandoned one; null while active. */
  endedAt: number | null;
  /** Actions played (the game's version). */
  actions: number;
  seats: PlayedSeat[];
  /** People who left a seat of it for good mid-game (`/oil leave`; migration 017), in the order they left. */
  leavers: { userId: string; name: string }[];
}

/** A game over (finished or abandoned) not summed up yet, with its final state as saved (JSON text). */
export interface UnsummedGame {
  id: number;
  gameId: string;
  lifecycle: 'finished' | 'abandoned';
  state: string;
  /** The version of the game's rules `state` was saved under (`GameRecord.rulesVersion`). */
  rulesVersion: number;
}

/** One seat's result, as written to `game_results`. */
export interface SeatResult {
  seat: number;
  score: number;
  won: boolean;
}

/** How long a human move kept its game waiting: from the previous action (or the start) to the move. */
export interface MoveWait {
  userId: string;
  /** ms */
  waited: number;
}

interface GameRow {
  id: number;
  game_id: string;
  channel_id: string;
  parent_channel_id: string | null;
  lifecycle: Exclude<Lifecycle, 'lobby'>;
  started_at: number;
  last_action_at: number | null;
  updated_at: number;
  version: number;
}

interface SeatRow {
  game_id: number;
  seat: number;
  user_id: string | null;
  bot_kind: string | null;
  name: string;
  score: number | null;
  won: number | null;
}

/**
 * Each move that starts a run of actions by its seat, with the wait since the action before it (by another seat,
 * or a bot that moved right after) or since the start, in the games `scope` selects (a SQL condition on `g`),
 * and whose wait it was. Later actions of the same run (build, build, end turn) are the same visit and do not
 * count again. A person's move is theirs. A bot's move is nobody's, except one that answered a wait its seat's
 * player let run: a seat note between the wait's start and the move tells that the seat changed hands meanwhile
 * (handed to a bot when a clock ran out or by the host, or a bot played one move for it), and the player still
 * held the seat (did not leave it during the wait). That wait is theirs (the first to leave the seat after the
 * move, else the seat's player): they kept the game waiting as long.
 */
function waitsOf(scope: string): string {
  return `SELECT game_id, seq, user_id, waited FROM (
      SELECT r.game_id, r.seq, r.waited, COALESCE(r.user_id, CASE WHEN EXISTS (
          SELECT 1 FROM seat_notes n WHERE n.game_id = r.game_id AND n.seat = r.seat
            AND n.after_version >= r.prev_seq AND n.after_version < r.seq)
            AND NOT EXISTS (SELECT 1 FROM seat_leavers l WHERE l.game_id = r.game_id AND l.seat = r.seat
              AND l.left_at BETWEEN r.asked_at AND r.created_at)
        THEN COALESCE(
          (SELECT l.user_id FROM seat_leavers l WHERE l.game_id = r.game_id AND l.seat = r.seat
             AND l.left_at > r.created_at ORDER BY l.left_at LIMIT 1),
          (SELECT s.user_id FROM seats s WHERE s.game_id = r.game_id AND s.seat = r.seat))
        END) AS user_id
      FROM (
        SELECT a.game_id, a.seq, a.user_id, a.seat, LAG(a.seat) OVER w AS prev_seat,
          COALESCE(LAG(a.seq) OVER w, 0) AS prev_seq, a.created_at,
          COALESCE(LAG(a.created_at) OVER w, g.started_at, g.created_at) AS asked_at,
          a.created_at - COALESCE(LAG(a.created_at) OVER w, g.started_at, g.created_at) AS waited
        FROM actions a JOIN games g ON g.id = a.game_id
        WHERE ${scope}
        WINDOW w AS (PARTITION BY a.game_id ORDER BY a.seq)) r
      WHERE r.prev_seat IS NULL OR r.prev_seat <> r.seat)
    WHERE user_id IS NOT NULL`;
}

/**
 * The seat note of a game its last player's turn clock ended (with nobody else playing a seat, the game ends
 * abandoned, unscored, and no bot moves), after the seat's token: "{p1}’s clock ran out with nobody else …".
 */
export const CLOCK_ENDED_NOTE =
  '’s clock ran out with nobody else playing a seat, so the game ended, unscored.';

/**
 * The wait that ended a game, in the games `scope` selects: its last player let their turn clock run out, so it
 * ended there as abandoned with no move after (`CLOCK_ENDED_NOTE`). They kept the game waiting from the action
 * before (another seat's, or the start) until then, as long as a player a bot moved for when their clock ran
 * out (`waitsOf`): that wait is theirs too, one move more (numbered after the game's last action), and counts in
 * their time to move. The game itself counts as abandoned, as every game ended early does, for its players.
 */
function clockEndedWaitsOf(scope: string): string {
  return `SELECT g.id AS game_id, g.version + 1 AS seq, s.user_id,
      n.created_at - COALESCE((SELECT MAX(a.created_at) FROM actions a WHERE a.game_id = g.id),
        g.started_at, g.created_at) AS waited
    FROM seat_notes n JOIN games g ON g.id = n.game_id
      JOIN seats s ON s.game_id = n.game_id AND s.seat = n.seat
    WHERE ${scope} AND s.user_id IS NOT NULL AND n.text = '{p' || n.seat || '}${CLOCK_ENDED_NOTE}'
      AND NOT EXISTS (SELECT 1 FROM actions a WHERE a.game_id = g.id AND a.seq = g.version AND a.seat = n.seat)`;
}

/** The waits of human moves in the games `scope` selects (a SQL condition on `g`): each move's, and an ending's. */
function allWaitsOf(scope: string): string {
  return `${waitsOf(scope)} UNION ALL ${clockEndedWaitsOf(scope)}`;
}

/** `rows` grouped by their game, each made into `T` by `make`, in the rows' order. */
function byGame<R extends { game_id: number }, T>(rows: readonly R[], make: (row: R) => T): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const list = out.get(r.game_id);
    if (list) list.push(make(r));
    else out.set(r.game_id, [make(r)]);
  }
  return out;
}

export class StatsStore {
  private readonly stmt;

  constructor(private readonly db: Database.Database) {
    // A started game has a state; a lobby closed before its start has none and is no played game.
    const started = `g.guild_id = ? AND g.state IS NOT NULL AND g.lifecycle <> 'lobby'`;
    // `@only`: a JSON array of user ids to narrow to, or null for everyone.
    const onlyUsers = `(@only IS NULL OR user_id IN (SELECT value FROM json_each(@only)))`;
    this.stmt = {
      games: db.prepare<[string], GameRow>(
        `SELECT g.id, g.game_id, g.channel_id, g.parent_channel_id, g.lifecycle, COALESCE(g.started_at, g.created_at) AS started_at,
           (SELECT MAX(a.created_at) FROM actions a WHERE a.game_id = g.id) AS last_action_at,
           g.updated_at, g.version
         FROM games g WHERE ${started} ORDER BY g.id`,
      ),
      seats: db.prepare<[string], SeatRow>(
        `SELECT s.game_id, s.seat, s.user_id, s.bot_kind, s.name, r.score, r.won
         FROM seats s JOIN games g ON g.id = s.game_id
           LEFT JOIN game_results r ON r.game_id = s.game_id AND r.seat = s.seat
         WHERE ${started} ORDER BY s.game_id, s.seat`,
      ),
      leavers: db.prepare<[string], { game_id: number; user_id: string; name: string }>(
        `SELECT l.game_id, l.user_id, l.name FROM seat_leavers l JOIN games g ON g.id = l.game_id
         WHERE ${started} ORDER BY l.game_id, l.left_at`,
      ),
      unsummed: db.prepare<
        [string],
        {
          id: number;
          game_id: string;
          lifecycle: 'finished' | 'abandoned';
          state: string;
          rules_version: number;
        }
      >(
        `SELECT g.id, g.game_id, g.lifecycle, g.state, g.rules_version FROM games g
         WHERE ${started} AND g.lifecycle IN ('finished', 'abandoned') AND g.damaged IS NULL
           AND NOT EXISTS (SELECT 1 FROM summed_games m WHERE m.game_id = g.id)
         ORDER BY g.id`,
      ),
      insertResult: db.prepare<[number, number, number, number]>(
        'INSERT OR IGNORE INTO game_results (game_id, seat, score, won) VALUES (?, ?, ?, ?)',
      ),
      insertWaits: db.prepare<[{ id: number }]>(
        `INSERT OR IGNORE INTO move_waits (game_id, seq, user_id, waited) ${allWaitsOf('g.id = @id')}`,
      ),
      markSummed: db.prepare<[number]>('INSERT OR IGNORE INTO summed_games (game_id) VALUES (?)'),
      summedWaits: db.prepare<[{ guild: string; only: string | null }], { user_id: string; waited: number }>(
        `SELECT w.user_id, w.waited FROM move_waits w JOIN games g ON g.id = w.game_id
         WHERE g.guild_id = @guild AND ${onlyUsers}`,
      ),
      // Games not summed up (in play, or over but not yet summed), narrowed to those `@only` sat in (or left).
      liveWaits: db.prepare<[{ guild: string; only: string | null }], { user_id: string; waited: number }>(
        `SELECT user_id, waited FROM (${allWaitsOf(
          `g.guild_id = @guild AND NOT EXISTS (SELECT 1 FROM summed_games m WHERE m.game_id = g.id)
             AND (@only IS NULL
                  OR g.id IN (SELECT s.game_id FROM seats s WHERE s.user_id IN (SELECT value FROM json_each(@only)))
                  OR g.id IN (SELECT l.game_id FROM seat_leavers l
                              WHERE l.user_id IN (SELECT value FROM json_each(@only))))`,
        )}) WHERE ${onlyUsers}`,
      ),
    };
  }

  /** The server's started games (not lobbies), oldest first, with their seats and any summed-up results. */
  playedGames(guildId: string): PlayedGame[] {
    const seats = byGame(this.stmt.seats.all(guildId), (r) => ({
      seat: r.seat,
      userId: r.user_id,
      botKind: r.bot_kind,
      name: r.name,
      score: r.score,
      won: r.won === null ? null : r.won === 1,
    }));
    const leavers = byGame(this.stmt.leavers.all(guildId), (r) => ({ userId: r.user_id, name: r.name }));
    return this.stmt.games.all(guildId).map((g) => ({
      id: g.id,
      gameId: g.game_id,
      channelId: g.channel_id,
      parentChannelId: g.parent_channel_id,
      lifecycle: g.lifecycle,
      startedAt: g.started_at,
      endedAt:
        g.lifecycle === 'finished'
          ? (g.last_action_at ?? g.started_at)
          : g.lifecycle === 'abandoned'
            ? g.updated_at
            : null,
      actions: g.version,
      seats: seats.get(g.id) ?? [],
      leavers: leavers.get(g.id) ?? [],
    }));
  }

  /** The server's started games that are over and not summed up yet (not damaged ones), oldest first. */
  unsummed(guildId: string): UnsummedGame[] {
    return this.stmt.unsummed.all(guildId).map((r) => ({
      id: r.id,
      gameId: r.game_id,
      lifecycle: r.lifecycle,
      state: r.state,
      rulesVersion: r.rules_version,
    }));
  }

  /**
   * Sum up a game that is over, in one transaction: its results (one per seat; none for an abandoned game or
   * one whose result cannot be read), its move waits from its action log, and the mark that it is summed up.
   * Rows already written are kept.
   */
  saveSummary(id: number, results: readonly SeatResult[]): void {
    this.db.transaction(() => {
      for (const r of results) this.stmt.insertResult.run(id, r.seat, r.score, r.won ? 1 : 0);
      this.stmt.insertWaits.run({ id });
      this.stmt.markSummed.run(id);
    })();
  }

  /** The waits of human moves in the server's games; only those of `userIds` when given. */
  moveWaits(guildId: string, userIds?: readonly string[]): MoveWait[] {
    const q = { guild: guildId, only: userIds ? JSON.stringify(userIds) : null };
    return [...this.stmt.summedWaits.all(q), ...this.stmt.liveWaits.all(q)].map((r) => ({
      userId: r.user_id,
      waited: r.waited,
    }));
  }
}
