/**
 * When a game's home goes away — its thread or channel deleted, or the bot removed from the server — the
 * games there end as abandoned (kept, with their log), so no reminder or catch-up keeps knocking on a door
 * that is gone.
 */
import { Events } from 'discord.js';
import type { App } from './app';

function abandonAll(app: App, where: { channelId?: string; guildId?: string }, why: string): number {
  let n = 0;
  for (const row of app.desk.openGamesIn(where)) {
    if (app.desk.abandonGone(row)) n++;
  }
  if (n > 0) app.log.info({ ...where, games: n }, `games abandoned: ${why}`);
  return n;
}

/**
 * Game `row`'s thread turned out deleted when the bot next used it (it was away when the thread went): the game
 * ends as abandoned (logged), as on hearing of it, so nothing keeps asking for the gone thread.
 */
export function abandonGoneThread(
  app: Pick<App, 'desk' | 'log'>,
  row: number,
  where: Record<string, unknown>,
): void {
  if (app.desk.abandonGone(row)) app.log.info(where, 'game thread deleted: game ended as abandoned');
}

export function watchDeletions(app: App): void {
  app.client.on(Events.ThreadDelete, (thread) => {
    abandonAll(app, { channelId: thread.id }, 'their thread was deleted');
  });
  app.client.on(Events.ChannelDelete, (channel) => {
    abandonAll(app, { channelId: channel.id }, 'their channel was deleted');
  });
  // discord.js emits GuildDelete only when the bot left or was removed (an outage is GuildUnavailable).
  app.client.on(Events.GuildDelete, (guild) => {
    abandonAll(app, { guildId: guild.id }, 'the bot was removed from their server');
  });
}
