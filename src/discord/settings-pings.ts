/**
 * Turn pings under personal settings. A new turn message pings the players to act, except those inside their
 * quiet hours: their ping is held (in the store) and posted in the thread when the quiet hours end, if they
 * still have to act then. Whoever asked for it gets a short direct message with a link when their ping goes
 * out. The clock is the caller's.
 */
import type { App } from './app';
import type { SettingsStore, UserSettings } from '../store/settings';
import { quietUntil } from './settings-hours';
import { gameChannel, messageLink } from './game-channel';

export interface PingPlan {
  /** Users the post may ping now. */
  ping: string[];
  /** Users in their quiet hours, and when those end. */
  held: { userId: string; dueAt: number }[];
}

/**
 * Split `userIds` into those pinged now and those whose quiet hours hold the ping back at `now`; everyone is
 * pinged when the settings cannot be read (logged).
 */
export function planPings(
  app: Pick<App, 'log'> & { desk: { settings: SettingsStore } },
  userIds: readonly string[],
  now: number,
): PingPlan {
  const plan: PingPlan = { ping: [], held: [] };
  try {
    for (const userId of userIds) {
      const until = quietUntil(app.desk.settings.get(userId), now);
      if (until === null) plan.ping.push(userId);
      else plan.held.push({ userId, dueAt: until });
    }
    return plan;
  } catch (err) {
    app.log.error({ err }, 'could not read quiet hours: pinging everyone');
    return { ping: [...userIds], held: [] };
  }
}

/**
 * `userId` changed their quiet hours or time zone (to `settings`) at `now`: the pings held for them go out when
 * the new quiet hours end, or at the next tick when `now` is outside them, not when the old ones would have.
 */
export function retimeHeldPings(
  app: { desk: { settings: SettingsStore } },
  userId: string,
  settings: UserSettings,
  now: number,
): void {
  const dueAt = quietUntil(settings, now) ?? now;
  for (const ping of app.desk.settings.heldFor(userId)) app.desk.settings.hold({ ...ping, dueAt });
}

/** The direct message telling a player it is their turn. */
export function turnDm(title: string, link: string): string {
  return `🎲 It is your turn in **${title}**. [Jump to the turn](${link})`;
}

/** A held ping, posted in the thread once the player's quiet hours are over. */
export function heldPingText(userId: string, link: string | null): string {
  return `🔔 <@${userId}>, it is your turn.${link ? ` [Jump to the turn](${link})` : ''}`;
}

/** The direct message that greets a player who turns turn DMs on, and so shows that Discord lets them through. */
export const DMS_ON_TEXT =
  '🎲 Turn DMs are on: I will write here, with a link, when it is your turn in a game. `/oil settings dm:off` stops them.';

/** What `/oil settings dm:on` adds when that greeting could not be sent. */
export const DMS_REFUSED_TEXT =
  '⚠️ I could not send you a direct message, so turn DMs cannot reach you: allow direct messages from this server’s members (the server’s Privacy Settings), then set `dm:on` again to check.';

/** Greet `userId` in a direct message when they turn turn DMs on: whether Discord took it. */
export async function greetDms(app: Pick<App, 'client' | 'log'>, userId: string): Promise<boolean> {
  return app.client.users.send(userId, { content: DMS_ON_TEXT, allowedMentions: { parse: [] } }).then(
    () => true,
    (err: unknown) => {
      app.log.warn({ err, userId }, 'turn DMs turned on, but the greeting DM was not sent (DMs closed?)');
      return false;
    },
  );
}

async function sendDm(
  app: Pick<App, 'client' | 'log'>,
  userId: string,
  content: string,
  row: number,
): Promise<void> {
  await app.client.users.send(userId, { content, allowedMentions: { parse: [] } }).then(
    () => app.log.info({ row, userId }, 'turn DM sent'),
    (err: unknown) => app.log.warn({ err, row, userId }, 'turn DM not sent (DMs closed?)'),
  );
}

/**
 * After a new turn message `messageId` of game `row` at `version` went out: hold the pings of the players in
 * their quiet hours, forget older holds of those just pinged, and DM the pinged players who asked for it.
 */
export async function afterTurnPosted(
  app: Pick<App, 'client' | 'desk' | 'log'>,
  turn: { row: number; version: number; title: string; guildId: string | null; channelId: string },
  messageId: string,
  plan: PingPlan,
): Promise<void> {
  const settings = app.desk.settings;
  try {
    for (const h of plan.held)
      settings.hold({ id: turn.row, userId: h.userId, version: turn.version, dueAt: h.dueAt });
    for (const userId of plan.ping) settings.drop(turn.row, userId);
  } catch (err) {
    app.log.error({ err, row: turn.row }, 'could not record held pings');
  }
  const link = messageLink(turn.guildId, turn.channelId, messageId);
  for (const userId of plan.ping) {
    let wantsDm = false;
    try {
      wantsDm = settings.get(userId).dm;
    } catch (err) {
      // The turn is posted: a settings read failing (a busy database) only costs this DM.
      app.log.error({ err, row: turn.row, userId }, 'could not read the DM setting');
    }
    if (wantsDm) await sendDm(app, userId, turnDm(turn.title, link), turn.row);
  }
}

/**
 * Post every held ping due at `now` whose player still has to act in that game (the others are dropped).
 * Each is taken off the list before it is posted, so a failed post is not retried in a loop. Returns how
 * many were posted.
 */
export async function releaseHeldPings(app: App, now: number): Promise<number> {
  let posted = 0;
  for (const ping of app.desk.settings.due(now)) {
    if (!app.desk.settings.release(ping)) continue;
    const snap = app.desk.snapshot(ping.id);
    if (!snap || snap.record.lifecycle !== 'active' || snap.status.over) continue;
    const stillToAct = snap.seats.some((s) => s.userId === ping.userId && snap.status.toAct.includes(s.seat));
    if (!stillToAct) continue;
    const shown = app.desk.turnMessage(ping.id);
    const link = shown ? messageLink(snap.record.guildId, snap.record.channelId, shown.messageId) : null;
    const where = { row: ping.id, userId: ping.userId };
    try {
      const channel = await gameChannel(app, snap.record.channelId);
      if (!channel || channel === 'gone') {
        app.log.warn(where, 'held ping not posted: the game thread cannot be reached');
        continue;
      }
      await channel.send({
        content: heldPingText(ping.userId, link),
        allowedMentions: { users: [ping.userId], parse: [] },
      });
      posted++;
      app.log.info(where, 'held ping posted after quiet hours');
    } catch (err) {
      app.log.warn({ ...where, err }, 'held ping not posted');
      continue;
    }
    if (link && app.desk.settings.get(ping.userId).dm)
      await sendDm(app, ping.userId, turnDm(snap.module.title, link), ping.id);
  }
  return posted;
}
