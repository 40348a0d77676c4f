/**
 * The turn reminders the bot posted lately in each game's thread, struck through once an undo takes back the
 * move they reminded of and one of the players they pinged no longer has to act, as the turn messages above are
 * (./messages-above.ts): "~~⏰ @Ben, the game is waiting for your move (12 h).~~ (taken back below)". The edit
 * pings nobody. Kept in the store (table `shown_reminders`, migration 019), so also after a restart; a game that
 * ends drops its own.
 */
import type { MessageManager } from 'discord.js';
import type { ShownReminder } from '../store/reminders-shown';

export type { ShownReminder };

/** Where the reminders are kept: `ShownReminderStore` (src/store/reminders-shown.ts). */
export interface ShownReminderRows {
  add(row: number, shown: ShownReminder, at: number, kept: number): void;
  of(row: number): ShownReminder[];
  drop(row: number, messageId: string): void;
}

/** The reminders kept per game: a version has at most three (REMINDER_MAX's default). */
const KEPT = 3;

/** A reminder's text struck through: the move it reminded of was taken back. */
export function struckReminder(content: string): string {
  return `~~${content}~~ (taken back below)`;
}

export class ShownReminders {
  constructor(
    private readonly rows: () => ShownReminderRows,
    private readonly now: () => number = Date.now,
  ) {}

  /** Note reminder `shown`, just posted in game `row`'s thread. */
  note(row: number, shown: ShownReminder): void {
    this.rows().add(row, shown, this.now(), KEPT);
  }

  /**
   * Strike through game `row`'s reminders that an undo made out of date, and forget them: an undo logged after
   * a reminder's version took back a move at or before it (`undoneSince(version)`: the seqs taken back by the
   * undos logged after `version`), and one of those it pinged is not among `asked` (the users to act now).
   * A failed edit (the reminder deleted) is given up. Returns how many were struck.
   */
  async strikeTakenBack(
    row: number,
    messages: MessageManager,
    undoneSince: (version: number) => ReadonlySet<number>,
    asked: readonly string[],
  ): Promise<number> {
    const rows = this.rows();
    const stale = rows
      .of(row)
      .filter(
        (r) =>
          [...undoneSince(r.version)].some((seq) => seq <= r.version) &&
          r.userIds.some((u) => !asked.includes(u)),
      );
    let struck = 0;
    for (const r of stale) {
      rows.drop(row, r.messageId);
      const edited = await messages
        .edit(r.messageId, { content: struckReminder(r.content), allowedMentions: { parse: [] } })
        .then(
          () => true,
          () => false,
        );
      if (edited) struck++;
    }
    return struck;
  }
}
