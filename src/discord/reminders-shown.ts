/**
 * The turn reminders the bot posted lately in each game's thread, struck through once an undo takes back the
 * move they reminded of and one of the players they pinged no longer has to act, as the turn messages above are
 * (./messages-above.ts): "~~⏰ @Ben, the game is waiting for your move (12 h).~~ (taken back below)". The edit
 * pings nobody. Kept in memory: after a restart, the reminders posted before it stay as they read.
 */
import type { MessageManager } from 'discord.js';

/** A reminder as posted: its message, the game version it reminded of, its text and whom it pinged. */
export interface ShownReminder {
  messageId: string;
  version: number;
  content: string;
  userIds: readonly string[];
}

/** The reminders kept per game: a version has at most three (REMINDER_MAX's default). */
const KEPT = 3;

/** A reminder's text struck through: the move it reminded of was taken back. */
export function struckReminder(content: string): string {
  return `~~${content}~~ (taken back below)`;
}

export class ShownReminders {
  private readonly byRow = new Map<number, ShownReminder[]>();

  /** Note reminder `shown`, just posted in game `row`'s thread. */
  note(row: number, shown: ShownReminder): void {
    this.byRow.set(row, [...(this.byRow.get(row) ?? []), shown].slice(-KEPT));
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
    const shown = this.byRow.get(row) ?? [];
    const stale = shown.filter(
      (r) =>
        [...undoneSince(r.version)].some((seq) => seq <= r.version) &&
        r.userIds.some((u) => !asked.includes(u)),
    );
    if (stale.length === 0) return 0;
    this.byRow.set(
      row,
      shown.filter((r) => !stale.includes(r)),
    );
    let struck = 0;
    for (const r of stale) {
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
