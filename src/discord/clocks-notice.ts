/**
 * Turn clocks on Discord, the shared pieces: posting one notice in a game's thread ("⏰ Ben's clock ran out: …")
 * (those Discord refused are posted again at later ticks: ./notices-later.ts), and taking a vote's buttons off.
 */
import { DiscordAPIError, type MessageCreateOptions } from 'discord.js';
import type { App } from './app';
import { describePermissionError } from './permissions';
import { DiscordCode } from './discord-codes';
import { gameChannel } from './game-channel';

/** "<t:1767600000:R>": a time Discord shows in each reader's own zone ('R': "in 5 hours"; 'f': a date). */
export function discordTime(ms: number, style: 'R' | 'f' = 'R'): string {
  return `<t:${Math.floor(ms / 1000)}:${style}>`;
}

/**
 * Post `message` in the game thread `channelId` (reopening an archived thread once); its id, or null when
 * Discord refused or the thread cannot be reached (logged). `key`, unique to what it tells, is its nonce, which
 * Discord enforces: a post asked again after one that reached Discord unheard gets that one back.
 */
export async function postNotice(
  app: App,
  channelId: string,
  body: MessageCreateOptions,
  where: Record<string, unknown>,
  key?: string,
): Promise<string | null> {
  const message = key === undefined ? body : { ...body, nonce: key.slice(0, 25), enforceNonce: true };
  try {
    const channel = await gameChannel(app, channelId);
    if (!channel || channel === 'gone') {
      app.log.warn(where, 'clock notice not posted: the game thread cannot be reached');
      return null;
    }
    const sent = await channel.send(message).catch(async (error: unknown) => {
      if (
        !(error instanceof DiscordAPIError && error.code === DiscordCode.threadArchived) ||
        !channel.isThread()
      )
        throw error;
      await channel.setArchived(false, 'A turn clock notice');
      return channel.send(message);
    });
    return sent.id;
  } catch (err) {
    app.log.warn({ ...where, err, why: describePermissionError(err) }, 'clock notice not posted');
    return null;
  }
}

/** Take the buttons off a message of the bot's in `channelId` (a vote that is over); failures are ignored. */
export async function stripButtons(app: App, channelId: string, messageId: string): Promise<void> {
  const channel = await gameChannel(app, channelId).catch(() => null);
  if (!channel || channel === 'gone' || !channel.isTextBased()) return;
  await channel.messages.edit(messageId, { components: [] }).catch((err: unknown) => {
    app.log.debug({ err, messageId }, 'could not take the buttons off a clock vote');
  });
}
