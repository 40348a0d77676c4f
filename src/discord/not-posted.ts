/**
 * Why a turn could not be posted, in the words the player reads: completing "I could not post the turn
 * because …" from what Discord refused (`whyNotPosted`), and the whole sentence after a saved move
 * (`savedButNotPosted`).
 */
import {
  DiscordAPIError,
  HTTPError,
  RateLimitError,
  type PermissionsBitField,
  type SendableChannels,
  type User,
} from 'discord.js';
import { DiscordCode, isDiscordCode } from './discord-codes';
import { describePermissionError, missingPermissionsNamed, THREAD_POST_PERMISSIONS } from './permissions';

/**
 * Why Discord refused, completing "I could not post the turn because …". `have`: the bot's permissions in the
 * game thread, looked up when Discord said one was missing (Missing Permissions names none), so that the
 * answer names those a post there needs and the bot lacks; without them it says what Discord said.
 */
export function whyNotPosted(
  error: unknown,
  have?: Readonly<PermissionsBitField> | null,
): { why: string; gone: boolean } {
  const named = missingPermissionsNamed(error, {
    have,
    needed: THREAD_POST_PERMISSIONS,
    where: 'in the game thread',
  });
  if (named) return { why: named, gone: false };
  if (error instanceof DiscordAPIError) {
    switch (error.code) {
      case DiscordCode.unknownChannel:
        return { why: 'the game thread was deleted', gone: true };
      case DiscordCode.threadLocked:
        return { why: 'the game thread is locked (a moderator can unlock it)', gone: false };
      case DiscordCode.threadArchived:
        return { why: 'the game thread is archived and I could not reopen it', gone: false };
      case DiscordCode.tooManyThreads:
        return { why: 'this server has reached Discord’s limit of active threads', gone: false };
    }
    const permission = describePermissionError(error);
    if (permission) return { why: permission.replace(/\.$/, ''), gone: false };
    if (error.status >= 500)
      return { why: 'Discord is having trouble right now (a server error)', gone: false };
    return { why: `Discord refused it (${error.message})`, gone: false };
  }
  if (error instanceof HTTPError)
    return { why: 'Discord is having trouble right now (a server error)', gone: false };
  if (error instanceof RateLimitError) return { why: 'Discord asked me to slow down', gone: false };
  return { why: 'of an unexpected error on my side', gone: false };
}

/**
 * The bot's (`me`) permissions in `channel` when Discord refused for a missing one (`error`), for `whyNotPosted`:
 * its roles and the channel's (a thread's parent's) overwrites, as the gateway keeps them. Implicit denials are
 * not applied: without Send Messages it reads as having Attach Files, and Send Messages is the one named, which
 * is the one to grant.
 */
export function permissionsIn(
  channel: SendableChannels,
  me: User | null,
  error: unknown,
): Readonly<PermissionsBitField> | null {
  if (!isDiscordCode(error, DiscordCode.missingPermissions) || !me) return null;
  return 'permissionsFor' in channel ? channel.permissionsFor(me) : null;
}

/**
 * "Your move was saved, but I could not post the turn because …" (`what`: "Your move", "The start"), and,
 * unless the thread is gone, that the bot tries again (./catch-up.ts) and `/oil board` reposts it at once.
 */
export function savedButNotPosted(failure: { why: string; gone: boolean }, what = 'Your move'): string {
  const said = `${what} was saved, but I could not post the turn because ${failure.why}.`;
  return failure.gone ? said : `${said} I will try again in a few minutes; \`/oil board\` reposts it now.`;
}
