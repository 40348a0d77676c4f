/**
 * End-of-game summary messages, kept in the game's free `meta` object under `summary`
 * (`{ messageId, postedAt }`): recorded once per game, so the summary is posted once, also across a restart.
 * Written with json_set, so the rest of `meta` is left as it is. Times are given by the caller. The summary's
 * Rematch button keeps its rematch there too, under `rematch` (`{ by, channelId }`): claimed by the first click,
 * so two clicks at once open one lobby.
 */
import type Database from 'better-sqlite3';

/**
 * A claim of a finished game's rematch: the first one; or one made already, and then the rematch's thread (null
 * while it is being opened).
 */
export type RematchClaim = { ok: true } | { ok: false; channelId: string | null };

export class SummaryMessageStore {
  private readonly stmt;

  constructor(db: Database.Database) {
    this.stmt = {
      get: db.prepare<[number], { message_id: string | null }>(
        `SELECT json_extract(meta, '$.summary.messageId') AS message_id FROM games
         WHERE id = ? AND json_valid(meta)`,
      ),
      record: db.prepare<[string, number, number]>(
        `UPDATE games SET meta = json_set(meta, '$.summary', json_object('messageId', ?, 'postedAt', ?))
         WHERE id = ? AND json_valid(meta) AND json_type(meta, '$.summary') IS NULL`,
      ),
      claimRematch: db.prepare<[string, number]>(
        `UPDATE games SET meta = json_set(meta, '$.rematch', json_object('by', ?, 'channelId', NULL))
         WHERE id = ? AND json_valid(meta) AND json_type(meta, '$.rematch') IS NULL`,
      ),
      rematchOpened: db.prepare<[string, number]>(
        `UPDATE games SET meta = json_set(meta, '$.rematch.channelId', ?) WHERE id = ? AND json_valid(meta)`,
      ),
      releaseRematch: db.prepare<[number]>(
        `UPDATE games SET meta = json_remove(meta, '$.rematch') WHERE id = ? AND json_valid(meta)`,
      ),
      rematch: db.prepare<[number], { channel_id: string | null }>(
        `SELECT json_extract(meta, '$.rematch.channelId') AS channel_id FROM games WHERE id = ? AND json_valid(meta)`,
      ),
      missing: db.prepare<[number], { id: number }>(
        `SELECT id FROM games
         WHERE lifecycle = 'finished' AND updated_at >= ? AND json_valid(meta) AND json_type(meta, '$.summary') IS NULL
           AND owns_guild(guild_id)
         ORDER BY id`,
      ),
    };
  }

  /** The summary message of game `id`, or null when none was recorded. */
  get(id: number): string | null {
    return this.stmt.get.get(id)?.message_id ?? null;
  }

  /** Record game `id`'s summary message; false when one is recorded already (the first one stays). */
  record(id: number, messageId: string, postedAt: number): boolean {
    return this.stmt.record.run(messageId, postedAt, id).changes === 1;
  }

  /**
   * Claim game `id`'s rematch for `userId`: true for the first claim; false when one was claimed already, and
   * then the rematch's thread (null while it is being opened).
   */
  claimRematch(id: number, userId: string): RematchClaim {
    if (this.stmt.claimRematch.run(userId, id).changes === 1) return { ok: true };
    return { ok: false, channelId: this.stmt.rematch.get(id)?.channel_id ?? null };
  }

  /** The thread of game `id`'s rematch; null when none was claimed, or while it is being opened. */
  rematchOf(id: number): string | null {
    return this.stmt.rematch.get(id)?.channel_id ?? null;
  }

  /** The claimed rematch of game `id` opened in thread `channelId`. */
  rematchOpened(id: number, channelId: string): void {
    this.stmt.rematchOpened.run(channelId, id);
  }

  /** The claimed rematch of game `id` could not be opened: the next click may try again. */
  releaseRematch(id: number): void {
    this.stmt.releaseRematch.run(id);
  }

  /** Finished games (since `finishedSince`, of this process's shards) without a recorded summary, oldest first. */
  missing(finishedSince: number): number[] {
    return this.stmt.missing.all(finishedSince).map((r) => r.id);
  }
}
