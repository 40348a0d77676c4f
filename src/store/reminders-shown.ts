/**
 * The turn reminders posted lately in each game's thread (table `shown_reminders`, migration 019), for an undo
 * to strike through after a restart too. Times come from the caller; nothing here reads the clock.
 */
import type Database from 'better-sqlite3';

/** A reminder as posted: its message, the game version it reminded of, its text and whom it pinged. */
export interface ShownReminder {
  messageId: string;
  version: number;
  content: string;
  userIds: readonly string[];
}

interface ShownRow {
  message_id: string;
  version: number;
  content: string;
  user_ids: string;
}

export class ShownReminderStore {
  private readonly stmt;

  constructor(db: Database.Database) {
    this.stmt = {
      add: db.prepare<[number, string, number, string, string, number]>(
        `INSERT OR REPLACE INTO shown_reminders (game_id, message_id, version, content, user_ids, posted_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ),
      trim: db.prepare<[number, number, number]>(
        `DELETE FROM shown_reminders WHERE game_id = ? AND message_id NOT IN (
           SELECT message_id FROM shown_reminders WHERE game_id = ? ORDER BY posted_at DESC, message_id DESC LIMIT ?)`,
      ),
      of: db.prepare<[number], ShownRow>(
        `SELECT message_id, version, content, user_ids FROM shown_reminders WHERE game_id = ?
         ORDER BY posted_at, message_id`,
      ),
      drop: db.prepare<[number, string]>('DELETE FROM shown_reminders WHERE game_id = ? AND message_id = ?'),
    };
  }

  /** Note reminder `shown`, posted at `at` in game `row`'s thread; only the newest `kept` of the game stay. */
  add(row: number, shown: ShownReminder, at: number, kept: number): void {
    const { messageId, version, content, userIds } = shown;
    this.stmt.add.run(row, messageId, version, content, JSON.stringify(userIds), at);
    this.stmt.trim.run(row, row, kept);
  }

  /** Game `row`'s reminders, oldest first. */
  of(row: number): ShownReminder[] {
    return this.stmt.of.all(row).map((r) => {
      // A JSON array (the column's check), of the user ids `add` wrote.
      const users: unknown = JSON.parse(r.user_ids);
      const userIds = Array.isArray(users) ? users.filter((u): u is string => typeof u === 'string') : [];
      return { messageId: r.message_id, version: r.version, content: r.content, userIds };
    });
  }

  /** Forget reminder `messageId` of game `row` (struck through, or given up). */
  drop(row: number, messageId: string): void {
    this.stmt.drop.run(row, messageId);
  }
}
