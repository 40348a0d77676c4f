/** Where a game lives in Discord: its channel (the game thread), when the bot can still post there, and links into it. */
import { DiscordAPIError, type SendableChannels } from 'discord.js';
import type { App } from './app';
import { DiscordCode } from './discord-codes';

/**
 * The game's channel, when the bot can still post there; `'gone'` when Discord says it no longer exists
 * (deleted while the bot was away, so no delete event came).
 */
export async function gameChannel(
  app: Pick<App, 'client'>,
  channelId: string,
): Promise<SendableChannels | 'gone' | null> {
  const channel = await app.client.channels
    .fetch(channelId)
    .catch((error: unknown) =>
      error instanceof DiscordAPIError && error.code === DiscordCode.unknownChannel
        ? ('gone' as const)
        : null,
    );
  if (channel === 'gone') return 'gone';
  return channel && channel.isSendable() ? channel : null;
}

export function messageLink(guildId: string | null, channelId: string, messageId: string): string {
  return `https://discord.com/channels/${guildId || '@me'}/${channelId}/${messageId}`;
}
