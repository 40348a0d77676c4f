/**
 * Turn clocks on Discord, the shared pieces: posting one notice in a game's thread ("⏰ Ben's clock ran out: …")
 * (those Discord refused are posted again at later ticks: ./notices-later.ts), and editing a vote's message: its
 * tally, its outcome, or its buttons taken off.
 */
import { type MessageCreateOptions, type MessageEditOptions } from 'discord.js';
import type { Click } from './components/types';
import type { App } from './app';
import { describePermissionError } from './permissions';
import { DiscordCode, isDiscordCode } from './discord-codes';
import { gameChannel, sendReopening } from './game-channel';
import { NONCE_LENGTH } from './nonce';

/** "<t:1767600000:R>": a time Discord shows in each reader's own zone ('R': "in 5 hours"; 'f': a date). */
export function discordTime(ms: number, style: 'R' | 'f' = 'R'): string {
  return `<t:${Math.floor(ms / 1000)}:${style}>`;
}

/**
 * Post `message` in the game thread `channelId` (reopening an archived thread once); its id, `'gone'` when
 * Discord says the thread no longer exists (Unknown Channel), or null when Discord refused it or could not be
 * reached (a missing permission, a server error, a rate limit, the network), which may pass (logged). `key`,
 * unique to what it tells, is its nonce, which Discord enforces: a post asked again after one that reached
 * Discord unheard gets that one back.
 */
export async function postNotice(
  app: App,
  channelId: string,
  body: MessageCreateOptions,
  where: Record<string, unknown>,
  key?: string,
): Promise<string | 'gone' | null> {
  const message =
    key === undefined ? body : { ...body, nonce: key.slice(0, NONCE_LENGTH), enforceNonce: true };
  try {
    const channel = await gameChannel(app, channelId);
    if (channel === 'gone') return threadGone(app, where);
    if (!channel) {
      app.log.warn(where, 'clock notice not posted: the game thread cannot be reached');
      return null;
    }
    return (await sendReopening(channel, message, 'A turn clock notice')).id;
  } catch (err) {
    // Deleted since discord.js last saw it.
    if (isDiscordCode(err, DiscordCode.unknownChannel)) return threadGone(app, where);
    app.log.warn({ ...where, err, why: describePermissionError(err) }, 'clock notice not posted');
    return null;
  }
}

function threadGone(app: App, where: Record<string, unknown>): 'gone' {
  app.log.info(where, 'clock notice not posted: the game thread no longer exists');
  return 'gone';
}

/** Take the buttons off a message of the bot's in `channelId` (a vote that is over); failures are ignored. */
export function stripButtons(app: App, channelId: string, messageId: string): Promise<void> {
  return editNotice(app, channelId, messageId, { components: [] });
}

/** Edit a message of the bot's in `channelId` (a vote's tally, or its outcome); failures are ignored. */
export async function editNotice(
  app: Pick<App, 'client' | 'log'>,
  channelId: string,
  messageId: string,
  edit: MessageEditOptions,
): Promise<void> {
  const channel = await gameChannel(app, channelId).catch(() => null);
  if (!channel || channel === 'gone' || !channel.isTextBased()) return;
  await channel.messages.edit(messageId, edit).catch((err: unknown) => {
    app.log.debug({ err, messageId }, 'could not edit a vote message');
  });
}

/**
 * Edit the vote message clicked on (acknowledged with `ackUpdate`) to `shown`: its tally, or its outcome without
 * buttons. Nobody is pinged again; a failure is logged (`what` names the vote), the ballot counts all the same.
 */
export async function showTally(
  app: App,
  interaction: Click,
  shown: MessageCreateOptions,
  row: number,
  what: string,
): Promise<void> {
  await interaction
    .editReply({
      content: shown.content ?? null,
      components: shown.components ?? [],
      allowedMentions: { parse: [] },
    })
    .catch((error: unknown) => app.log.warn({ err: error, row }, `could not update the ${what}`));
}
