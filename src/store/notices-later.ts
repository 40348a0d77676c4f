/**
 * Notices Discord refused, kept to be posted at a later tick (table `notices_later`, migration 019), so that a
 * restart forgets none. Times come from the caller (ms since the epoch); nothing here reads the clock.
 */
import type Database from 'better-sqlite3';

/** A notice kept for a later tick: the line it says in game `row`'s thread, and its nonce `key`. */
export interface KeptNotice {
  row: number;
  key: string;
  channelId: string;
  content: string;
  /** When Discord first refused it. */
  refusedAt: number;
}

/** The notices kept per game at most: past them, the oldest are given up (a thread refusing everything). */
export const NOTICES_KEPT_PER_GAME = 20;

interface KeptRow {
  game_id: number;
  key: string;
  channel_id: string;
  content: string;
  refused_at: number;
}

export class NoticesLaterStore {
  private readonly stmt;

  constructor(db: Database.Database) {
    this.stmt = {
      keep: db.prepare<[number, string, string, string, number]>(
        `INSERT INTO notices_later (game_id, key, channel_id, content, refused_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (game_id, key) DO NOTHING`,
      ),
      trim: db.prepare<[number, number, number]>(
        `DELETE FROM notices_later WHERE game_id = ? AND key NOT IN (
           SELECT key FROM notices_later WHERE game_id = ? ORDER BY refused_at DESC, key DESC LIMIT ?)`,
      ),
      all: db.prepare<[], KeptRow>(
        `SELECT n.game_id, n.key, n.channel_id, n.content, n.refused_at
         FROM notices_later n JOIN games g ON g.id = n.game_id
         WHERE owns_guild(g.guild_id) ORDER BY n.refused_at, n.game_id, n.key`,
      ),
      drop: db.prepare<[number, string]>('DELETE FROM notices_later WHERE game_id = ? AND key = ?'),
      dropGame: db.prepare<[number]>('DELETE FROM notices_later WHERE game_id = ?'),
    };
  }

  /** Keep `notice` (once per game and key: one kept already keeps its first refusal). */
  keep(notice: KeptNotice): void {
    this.stmt.keep.run(notice.row, notice.key, notice.channelId, notice.content, notice.refusedAt);
    this.stmt.trim.run(notice.row, notice.row, NOTICES_KEPT_PER_GAME);
  }

  /** The notices kept for the games of this process's shards, the oldest refused first. */
  all(): KeptNotice[] {
    return this.stmt.all.all().map((r) => ({
      row: r.game_id,
      key: r.key,
      channelId: r.channel_id,
      content: r.content,
      refusedAt: r.refused_at,
    }));
  }

  /** Forget a notice: posted at last, or given up. */
  drop(row: number, key: string): void {
    this.stmt.drop.run(row, key);
  }

  /** Forget every notice kept for game `row` (its thread is gone); how many there were. */
  dropGame(row: number): number {
    return this.stmt.dropGame.run(row).changes;
  }
}
