/**
 * What stats read of a server's games (table `game_results`, migration 007, plus games, seats and the action
 * log): the started games with their seats and final results, finished games not yet summed up, and how long
 * each human move kept the game waiting. Only one server's games at a time: stats never mix servers.
 */
import type Database from 'better-sqlite3';
import type { GameStatusName } from './types';

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
  status: Exclude<GameStatusName, 'lobby'>;
  /** When it started (ms since the epoch; its lobby's opening for games started before migration 004). */
  startedAt: number;
  /** When it ended: its last action for a finished game, the closing for an abandoned one; null while active. */
  endedAt: number | null;
  /** Actions played (the game's version). */
  actions: number;
  seats: PlayedSeat[];
}

/** A finished game whose result is not summed up yet: its final state as saved (JSON text). */
export interface UnsummedGame {
  id: number;
  gameId: string;
  state: string;
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
  status: Exclude<GameStatusName, 'lobby'>;
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

export class StatsStore {
  private readonly stmt;

  constructor(private readonly db: Database.Database) {
    // A started game has a state; a lobby closed before its start has none and is no played game.
    const started = `g.guild_id = ? AND g.state IS NOT NULL AND g.status <> 'lobby'`;
    this.stmt = {
      games: db.prepare<[string], GameRow>(
        `SELECT g.id, g.game_id, g.channel_id, g.status, COALESCE(g.started_at, g.created_at) AS started_at,
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
      unsummed: db.prepare<[string], { id: number; game_id: string; state: string }>(
        `SELECT g.id, g.game_id, g.state FROM games g
         WHERE g.guild_id = ? AND g.status = 'finished' AND g.state IS NOT NULL AND g.damaged IS NULL
           AND NOT EXISTS (SELECT 1 FROM game_results r WHERE r.game_id = g.id)
         ORDER BY g.id`,
      ),
      insertResult: db.prepare<[number, number, number, number]>(
        'INSERT OR IGNORE INTO game_results (game_id, seat, score, won) VALUES (?, ?, ?, ?)',
      ),
      // Each human move that starts a run of actions by its seat: the wait since the action before it (by
      // another seat, or a bot that moved right after) or since the start. Later actions of the same run
      // (build, build, end turn) are the same visit and do not count again. `@only` (JSON array of user ids, or
      // null for everyone) narrows it to games those users sat in and to their moves.
      waits: db.prepare<[{ guild: string; only: string | null }], { user_id: string; waited: number }>(
        `WITH steps AS (
           SELECT a.user_id, a.seat, LAG(a.seat) OVER w AS prev_seat,
             a.created_at - COALESCE(LAG(a.created_at) OVER w, g.started_at, g.created_at) AS waited
           FROM actions a JOIN games g ON g.id = a.game_id
           WHERE g.guild_id = @guild
             AND (@only IS NULL OR g.id IN (SELECT s.game_id FROM seats s
                                         WHERE s.user_id IN (SELECT value FROM json_each(@only))))
           WINDOW w AS (PARTITION BY a.game_id ORDER BY a.seq)
         )
         SELECT user_id, waited FROM steps
         WHERE user_id IS NOT NULL AND (prev_seat IS NULL OR prev_seat <> seat)
           AND (@only IS NULL OR user_id IN (SELECT value FROM json_each(@only)))`,
      ),
    };
  }

  /** The server's started games (not lobbies), oldest first, with their seats and any summed-up results. */
  playedGames(guildId: string): PlayedGame[] {
    const seats = new Map<number, PlayedSeat[]>();
    for (const r of this.stmt.seats.all(guildId)) {
      const list = seats.get(r.game_id) ?? [];
      list.push({
        seat: r.seat,
        userId: r.user_id,
        botKind: r.bot_kind,
        name: r.name,
        score: r.score,
        won: r.won === null ? null : r.won === 1,
      });
      seats.set(r.game_id, list);
    }
    return this.stmt.games.all(guildId).map((g) => ({
      id: g.id,
      gameId: g.game_id,
      channelId: g.channel_id,
      status: g.status,
      startedAt: g.started_at,
      endedAt:
        g.status === 'finished'
          ? (g.last_action_at ?? g.started_at)
          : g.status === 'abandoned'
            ? g.updated_at
            : null,
      actions: g.version,
      seats: seats.get(g.id) ?? [],
    }));
  }

  /** The server's finished games without results yet (not damaged ones), oldest first. */
  unsummed(guildId: string): UnsummedGame[] {
    return this.stmt.unsummed.all(guildId).map((r) => ({ id: r.id, gameId: r.game_id, state: r.state }));
  }

  /** Write a finished game's results (one per seat) in one transaction; rows already written are kept. */
  saveResults(id: number, results: readonly SeatResult[]): void {
    this.db.transaction(() => {
      for (const r of results) this.stmt.insertResult.run(id, r.seat, r.score, r.won ? 1 : 0);
    })();
  }

  /** The waits of human moves in the server's games; only those of `userIds` when given. */
  moveWaits(guildId: string, userIds?: readonly string[]): MoveWait[] {
    const only = userIds ? JSON.stringify(userIds) : null;
    return this.stmt.waits
      .all({ guild: guildId, only })
      .map((r) => ({ userId: r.user_id, waited: r.waited }));
  }
}
