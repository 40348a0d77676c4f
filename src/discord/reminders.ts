/**
 * Turn reminders on Discord: a timer asks the desk which games have kept their players waiting (see
 * src/table/reminders.ts) and posts one short message per due game in its thread, mentioning only the users
 * who must act:
 *
 *   ⏰ @Ben, the game is waiting for your move (12 h). [Jump to the turn](https://discord.com/channels/…)
 *
 * The wait counts from when the game first asked that player, not from the last move by anyone.
 *
 * Each reminder is recorded before it is posted, so a failed post (a missing permission, a deleted thread)
 * is logged and counts as sent: it is never retried in a loop, and a restarted bot does not repeat it. A turn
 * the bot could not post, posted at last by its reminder, pings its players: the reminder leaves them out. A
 * reminder of a move an undo took back is struck through (./reminders-shown.ts).
 */
import type { App } from './app';
import type { DueReminder, ReminderPolicy } from '../table';
import { abandonGoneThread } from './deletions';
import { listWords, safeName } from './names';
import { postOrKeep } from './notices-later';
import { describePermissionError } from './permissions';
import { gameChannel, messageLink, sendReopening } from './game-channel';
import { releaseHeldPings } from './settings-pings';
import { remindable } from './settings-reminders';
import { MINUTE, TickLoop } from './tick-loop';

const HOUR = 60 * MINUTE;

export interface ReminderOptions extends ReminderPolicy {
  /** How often to look for due reminders (default every minute). */
  everyMs?: number;
  /** The clock (tests); default Date.now. */
  now?: () => number;
}

/** "45 min", "12 h", "3 days": how long the game has waited, rounded down. */
export function waitedText(ms: number): string {
  if (ms < HOUR) return `${Math.max(1, Math.floor(ms / MINUTE))} min`;
  if (ms < 48 * HOUR) return `${Math.floor(ms / HOUR)} h`;
  return `${Math.floor(ms / (24 * HOUR))} days`;
}

/**
 * The reminder's message: its text and the only users it may ping. Each player's wait counts from when the game
 * first asked them (`waitedBySeat`); players who waited differently long each have theirs:
 * "⏰ @Ben (22 h) and @Caro (12 h), the game is waiting for your moves."
 */
export function reminderMessage(due: DueReminder): {
  content: string;
  allowedMentions: { users: string[]; parse: [] };
} {
  const asked = due.toRemind.flatMap((s) =>
    s.userId ? [{ userId: s.userId, waited: waitedText(due.waitedBySeat?.[s.seat] ?? due.waitedMs) }] : [],
  );
  const users = asked.map((a) => a.userId);
  const same = asked.every((a) => a.waited === asked[0]?.waited);
  const who = listWords(asked.map((a) => (same ? `<@${a.userId}>` : `<@${a.userId}> (${a.waited})`)));
  const move = users.length === 1 ? 'your move' : 'your moves';
  const waited = same && asked[0] ? ` (${asked[0].waited})` : '';
  const link = due.turnMessageId
    ? ` [Jump to the turn](${messageLink(due.guildId ?? '@me', due.channelId, due.turnMessageId)})`
    : '';
  return {
    content: `⏰ ${who}, the game is waiting for ${move}${waited}.${link}`,
    allowedMentions: { users, parse: [] },
  };
}

/**
 * Post one claimed reminder, noted to be struck through if an undo outdates it (./reminders-shown.ts); false
 * (logged) when Discord refused or the thread is gone.
 */
async function post(app: App, due: DueReminder, number: number): Promise<boolean> {
  const where = { row: due.id, channelId: due.channelId, version: due.version, reminder: number };
  try {
    const channel = await gameChannel(app, due.channelId);
    if (channel === 'gone') {
      // Deleted while the bot was away: the game ends as abandoned, and no reminder knocks again.
      abandonGoneThread(app, due.id, where);
      return false;
    }
    if (!channel) {
      app.log.warn(where, 'turn reminder not posted: the game thread cannot be reached');
      return false;
    }
    const message = reminderMessage(due);
    const sent = await sendReopening(channel, message, 'A turn reminder');
    const { content, allowedMentions } = message;
    app.threads.reminders.note(due.id, {
      messageId: sent.id,
      version: due.version,
      content,
      userIds: allowedMentions.users,
    });
    app.log.info(where, 'turn reminder posted');
    return true;
  } catch (err) {
    app.log.warn({ ...where, err, why: describePermissionError(err) }, 'turn reminder not posted');
    return false;
  }
}

/**
 * Said in the thread when questions out of turn lapsed: the answers shown were the game's, given for `names`
 * (those who let one lapse in the same tick, in one line).
 */
export function lapsedText(names: readonly string[]): string {
  return `⌛ ${listWords(names.map(safeName))} did not answer in time: the game answered for them, as the turn message shows.`;
}

/** The reminder timer: a tick posts the due reminders, lapses spent questions and releases held pings. */
export class ReminderTimer extends TickLoop {
  constructor(
    app: App,
    private readonly options: ReminderOptions,
    run?: (work: () => Promise<number>) => Promise<number>,
  ) {
    super(app, options.everyMs ?? MINUTE, 'turn reminder', run);
  }

  /** Whether reminders are on (a positive `afterMs`). */
  get enabled(): boolean {
    return this.options.afterMs > 0;
  }

  protected override ready(): boolean {
    return this.enabled;
  }

  private async lapseQuestions(now: number): Promise<void> {
    const lapsed = this.app.desk.lapseSpentQuestions(now, this.options);
    const rows = new Set(lapsed.map((l) => l.id));
    for (const row of rows) await this.app.threads.sync(row);
    // The turn message tells the answer as the player's own ("Ben declined Ana's offer"): the thread says once
    // that the game gave it, so the asker does not read a choice the player never made. One line a game, naming
    // every player the game answered for (in seat order), however many of their questions lapsed.
    for (const row of rows) {
      const home = this.app.desk.homeOf(row);
      const seats = lapsed.flatMap((l) => (l.id === row ? [l.seat] : []));
      const names = seats
        .filter((s, i) => seats.findIndex((o) => o.seat === s.seat) === i)
        .sort((a, b) => a.seat - b.seat)
        .map((s) => s.name);
      if (home)
        await postOrKeep(
          this.app,
          row,
          home.channelId,
          lapsedText(names),
          { row },
          `x${row}.${now.toString(36)}`,
        );
    }
  }

  /**
   * Whether none of `due`'s players wants reminders at all (and none is away): their count then runs on
   * unposted, so that a question they were asked out of turn lapses in time like anyone's, instead of holding
   * the game until they answer.
   */
  private noneWanted(due: DueReminder, now: number): boolean {
    const { desk } = this.app;
    try {
      return due.toRemind.every(
        (s) =>
          s.userId !== null &&
          !desk.settings.get(s.userId).reminders &&
          (due.guildId === null || desk.awayUntil(due.guildId, s.userId, now) === null),
      );
    } catch (err) {
      this.app.log.error({ err, row: due.id }, 'could not read reminder settings: the count waits');
      return false;
    }
  }

  /** The players (`row:userId`) whose pings held by quiet hours go out at the end of the tick at `now`. */
  private heldPingsDue(now: number): Set<string> {
    try {
      return new Set(this.app.desk.settings.due(now).map((p) => `${p.id}:${p.userId}`));
    } catch (err) {
      this.app.log.error({ err }, 'could not read the held pings: reminding everyone');
      return new Set();
    }
  }

  /**
   * The turn `due` reminds of, when the thread does not show it (the bot could not post it then: a permission
   * missing, a locked thread), posted before the reminder, so that the reminder links to it and the thread no
   * longer shows an older turn's buttons; `due` as it was when it still cannot be posted. `pinged`: the users
   * its post pinged, for whom it stands for the reminder.
   */
  private async postTurn(due: DueReminder): Promise<{ shown: DueReminder; pinged: readonly string[] }> {
    const synced = await this.app.threads.sync(due.id);
    const turn = this.app.desk.turnMessage(due.id);
    return {
      shown: turn && turn.version === due.version ? { ...due, turnMessageId: turn.messageId } : due,
      pinged: (synced.ok && synced.pinged) || [],
    };
  }

  /** Post every due reminder once; returns how many were posted. */
  protected async work(): Promise<number> {
    const now = (this.options.now ?? Date.now)();
    // The pings quiet hours held back that go out at the end of this tick ("🔔 @Ben, it is your turn").
    const heldNow = this.heldPingsDue(now);
    let posted = 0;
    for (const found of this.app.desk.dueReminders(now, this.options)) {
      if (this.stopped) break;
      // Personal settings: reminders off, or quiet hours now (then it waits for a later tick).
      const due = remindable(this.app, found, now);
      if (!due) {
        if (this.noneWanted(found, now))
          this.app.desk.claimReminder(found.id, found.version, now, this.options);
        continue;
      }
      const number = this.app.desk.claimReminder(due.id, due.version, now, this.options);
      if (number === null) continue;
      // A player whose held ping goes out below, or whom the turn's late post pings, is pinged once, by it: it
      // stands for this reminder, claimed all the same so that the next one comes a whole wait later.
      const notHeld = due.toRemind.filter((s) => !heldNow.has(`${due.id}:${s.userId}`));
      if (notHeld.length === 0) continue;
      const { shown, pinged } = due.turnMessageId ? { shown: due, pinged: [] } : await this.postTurn(due);
      const toRemind = notHeld.filter((s) => s.userId === null || !pinged.includes(s.userId));
      if (toRemind.length === 0) continue;
      if (await post(this.app, { ...shown, toRemind }, number)) posted++;
    }
    // Questions asked out of turn that outlived every reminder lapse: the game answers (a pass) and the
    // thread shows the move, so the slowest player never blocks the others.
    await this.lapseQuestions(now).catch((err: unknown) =>
      this.app.log.error({ err }, 'answering lapsed questions failed'),
    );
    // The pings held back by quiet hours ride on the same timer (settings-pings.ts).
    await releaseHeldPings(this.app, now).catch((err: unknown) =>
      this.app.log.error({ err }, 'posting held pings failed'),
    );
    return posted;
  }
}
