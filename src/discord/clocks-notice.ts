/**
 * Turn clocks on Discord, the shared pieces: posting one notice in a game's thread ("⏰ Ben's clock ran out: …"),
 * and posting again at later ticks those Discord refused (`NoticesLater`).
 */
import { DiscordAPIError, type MessageCreateOptions } from 'discord.js';
import type { App } from './app';
import { describePermissionError } from './permissions';
import { DiscordCode } from './discord-codes';
import { gameChannel } from './game-channel';
import { retryAt } from './tick-loop';

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

/** A notice Discord refused, kept to be posted at a later tick. */
interface Kept {
  channelId: string;
  message: MessageCreateOptions;
  where: Record<string, unknown>;
  key: string;
  /** The ticks since Discord refused it. */
  ticks: number;
}

/** A notice still refused after this many ticks (a day of one-minute ticks) is given up (logged). */
const GIVE_UP_TICKS = 24 * 60;

/**
 * Notices Discord refused (a missing permission, a server error, a rate limit) are posted again at later ticks,
 * less and less often (`retryAt`), until Discord takes them: the players learn their seat was handed over all
 * the same. Each is posted with its key as nonce (`postNotice`), so never twice. Kept in memory: a restart
 * forgets them.
 */
export class NoticesLater {
  private kept: Kept[] = [];

  constructor(private readonly app: App) {}

  /** Post `message` in `channelId` now, or keep it for a later tick when Discord refuses. */
  async post(
    channelId: string,
    message: MessageCreateOptions,
    where: Record<string, unknown>,
    key: string,
  ): Promise<void> {
    if (!(await postNotice(this.app, channelId, message, where, key)))
      this.kept.push({ channelId, message, where, key, ticks: 0 });
  }

  /** Post again those kept whose tick it is; returns how many Discord took. */
  async retry(stopped: () => boolean): Promise<number> {
    const due = this.kept;
    this.kept = [];
    let posted = 0;
    for (const notice of due) {
      const ticks = notice.ticks + 1;
      if (stopped() || !retryAt(ticks)) {
        this.kept.push({ ...notice, ticks });
        continue;
      }
      const { channelId, message, where, key } = notice;
      if (await postNotice(this.app, channelId, message, where, key)) {
        posted++;
        this.app.log.info(where, 'clock notice posted again');
      } else if (ticks >= GIVE_UP_TICKS) this.app.log.warn(where, 'clock notice given up');
      else this.kept.push({ ...notice, ticks });
    }
    return posted;
  }
}
