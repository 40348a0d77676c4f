/**
 * When a game's home goes away — its thread or channel deleted, or the bot removed from the server — the
 * games there end as abandoned (kept, with their log), so no reminder or catch-up keeps knocking on a door
 * that is gone.
 */
import { Events } from 'discord.js';
import type { BotContext } from './context';

function abandonAll(ctx: BotContext, where: { channelId?: string; guildId?: string }, why: string): number {
  let n = 0;
  for (const row of ctx.desk.openGamesIn(where)) {
    if (ctx.desk.abandonGone(row)) n++;
  }
  if (n > 0) ctx.log.info({ ...where, games: n }, `games abandoned: ${why}`);
  return n;
}

export function watchDeletions(ctx: BotContext): void {
  ctx.client.on(Events.ThreadDelete, (thread) => {
    abandonAll(ctx, { channelId: thread.id }, 'their thread was deleted');
  });
  ctx.client.on(Events.ChannelDelete, (channel) => {
    abandonAll(ctx, { channelId: channel.id }, 'their channel was deleted');
  });
  // discord.js emits GuildDelete only when the bot left or was removed (an outage is GuildUnavailable).
  ctx.client.on(Events.GuildDelete, (guild) => {
    abandonAll(ctx, { guildId: guild.id }, 'the bot was removed from their server');
  });
}
