/** Where a game lives in Discord: its channel (the game thread), when the bot can still post there, and links into it. */
import { type Message, type MessageCreateOptions, type SendableChannels } from 'discord.js';
import type { App } from './app';
import { DiscordCode, isDiscordCode } from './discord-codes';

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
    .catch((error: unknown) => (isDiscordCode(error, DiscordCode.unknownChannel) ? ('gone' as const) : null));
  if (channel === 'gone') return 'gone';
  return channel && channel.isSendable() ? channel : null;
}

/**
 * Send `message` in `channel`. Discord archives quiet threads (and the bot archives a game's when it is over):
 * the bot opened the thread, so it reopens it once, with `reason` in the audit log, and sends again.
 */
export async function sendReopening(
  channel: SendableChannels,
  message: MessageCreateOptions,
  reason: string,
): Promise<Message> {
  try {
    return await channel.send(message);
  } catch (error) {
    if (!isDiscordCode(error, DiscordCode.threadArchived) || !channel.isThread()) throw error;
    await channel.setArchived(false, reason);
    return channel.send(message);
  }
}

export function messageLink(guildId: string | null, channelId: string, messageId: string): string {
  return `https://discord.com/channels/${guildId || '@me'}/${channelId}/${messageId}`;
}

/**
 * Whether the turn message of game `row` (in thread `channelId`) is gone: none recorded, or Discord says it no
 * longer exists (a moderator deleted it). False when the bot cannot tell (the thread out of reach, another error).
 */
export async function turnMessageGone(
  app: Pick<App, 'client' | 'desk'>,
  row: number,
  channelId: string,
): Promise<boolean> {
  const shown = app.desk.turnMessage(row);
  if (!shown) return true;
  const channel = await gameChannel(app, channelId);
  if (!channel || channel === 'gone' || !channel.isTextBased()) return false;
  return channel.messages.fetch({ message: shown.messageId, force: true }).then(
    () => false,
    (error: unknown) => isDiscordCode(error, DiscordCode.unknownMessage),
  );
}
