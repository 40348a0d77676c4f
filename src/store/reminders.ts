/**
 * The reminder log (table `reminders`, migration 004): per game and state version, how many turn reminders
 * went out and when the latest did. Times are given by the caller (ms since the epoch); nothing here reads
 * the clock.
 */
import type Database from 'better-sqlite3';

/** An active game that has waited since `waitingSince` at `version` and may be due for a reminder. */
export interface ReminderCandidate {
  /** The games row id. */
  id: number;
  channelId: string;
  version: number;
  /** When the game reached this version: the time of its last action, or of the start. */
  waitingSince: number;
  /** Reminders already sent at this version. */
  count: number;
  /** When the latest of them went out, or null. */
  lastAt: number | null;
}

export interface ReminderQuery {
  /** Only games waiting since this time or earlier. */
  waitingSinceAtMost: number;
  /** Only games whose latest reminder at this version is at this time or earlier (or that have none). */
  lastReminderAtMost: number;
  /** Only games with fewer reminders than this at this version. */
  maxPerVersion: number;
}

interface CandidateRow {
  id: number;
  channel_id: string;
  version: number;
  waiting_since: number;
  count: number | null;
  last_at: number | null;
}

export class ReminderStore {
  private readonly stmt;

  constructor(private readonly db: Database.Database) {
    // The time a game reached its version: its last action's time; at version 0, the start (started_at,
    // or updated_at for games started before migration 004).
    const waitingSince = `COALESCE(
      (SELECT a.created_at FROM actions a WHERE a.game_id = g.id AND a.seq = g.version),
      g.started_at, g.updated_at)`;
    this.stmt = {
      candidates: db.prepare<[number, number, number], CandidateRow>(
        `SELECT g.id, g.channel_id, g.version, ${waitingSince} AS waiting_since, r.count, r.last_at
         FROM games g LEFT JOIN reminders r ON r.game_id = g.id AND r.version = g.version
         WHERE g.lifecycle = 'active' AND g.damaged IS NULL AND owns_guild(g.guild_id)
           AND ${waitingSince} <= ?
           AND (r.last_at IS NULL OR r.last_at <= ?)
           AND COALESCE(r.count, 0) < ?
         ORDER BY g.id`,
      ),
      spent: db.prepare<[number, number], { id: number; channel_id: string; version: number }>(
        `SELECT g.id, g.channel_id, g.version FROM games g
         JOIN reminders r ON r.game_id = g.id AND r.version = g.version
         WHERE g.lifecycle = 'active' AND g.damaged IS NULL AND owns_guild(g.guild_id)
           AND r.count >= ? AND r.last_at <= ?
         ORDER BY g.id`,
      ),
      gameAt: db.prepare<[number], { version: number; lifecycle: string }>(
        'SELECT version, lifecycle FROM games WHERE id = ?',
      ),
      row: db.prepare<[number, number], { count: number; last_at: number }>(
        'SELECT count, last_at FROM reminders WHERE game_id = ? AND version = ?',
      ),
      upsert: db.prepare<[number, number, number]>(
        `INSERT INTO reminders (game_id, version, count, last_at) VALUES (?, ?, 1, ?)
         ON CONFLICT (game_id, version) DO UPDATE SET count = count + 1, last_at = excluded.last_at`,
      ),
      dropOlder: db.prepare<[number, number]>('DELETE FROM reminders WHERE game_id = ? AND version < ?'),
    };
  }

  /** Active games matching `q` (of this process's shards), by id. */
  candidates(q: ReminderQuery): ReminderCandidate[] {
    return this.stmt.candidates.all(q.waitingSinceAtMost, q.lastReminderAtMost, q.maxPerVersion).map((r) => ({
      id: r.id,
      channelId: r.channel_id,
      version: r.version,
      waitingSince: r.waiting_since,
      count: r.count ?? 0,
      lastAt: r.last_at,
    }));
  }

  /**
   * Active games (of this process's shards) whose reminders at their current version are spent (`maxPerVersion` sent, the last at
   * `lastReminderAtMost` or earlier): the questions still open there lapse.
   */
  spent(
    q: Pick<ReminderQuery, 'lastReminderAtMost' | 'maxPerVersion'>,
  ): { id: number; channelId: string; version: number }[] {
    return this.stmt.spent
      .all(q.maxPerVersion, q.lastReminderAtMost)
      .map((r) => ({ id: r.id, channelId: r.channel_id, version: r.version }));
  }

  /** The reminders recorded for a game at a version. */
  at(id: number, version: number): { count: number; lastAt: number | null } {
    const r = this.stmt.row.get(id, version);
    return r ? { count: r.count, lastAt: r.last_at } : { count: 0, lastAt: null };
  }

  /**
   * Record one reminder for `id` at `version`, sent at `at`, atomically and only when it is still due:
   * the game is active at exactly that version, has fewer than `maxPerVersion` reminders there, and the
   * latest is at `lastReminderAtMost` or earlier. Returns the reminder's number (1, 2, …) or null when it was
   * not due any more (a move came in, another tick took it). Rows of older versions are dropped.
   */
  claim(
    id: number,
    version: number,
    at: number,
    rules: Pick<ReminderQuery, 'lastReminderAtMost' | 'maxPerVersion'>,
  ): number | null {
    // IMMEDIATE: a second process claiming the same reminder waits for this one, then sees it taken.
    return this.db
      .transaction((): number | null => {
        const game = this.stmt.gameAt.get(id);
        if (!game || game.lifecycle !== 'active' || game.version !== version) return null;
        const { count, lastAt } = this.at(id, version);
        if (count >= rules.maxPerVersion) return null;
        if (lastAt !== null && lastAt > rules.lastReminderAtMost) return null;
        this.stmt.upsert.run(id, version, at);
        this.stmt.dropOlder.run(id, version);
        return count + 1;
      })
      .immediate();
  }
}
