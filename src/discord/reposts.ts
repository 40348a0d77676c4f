import { randomBytes } from 'node:crypto';

/**
 * When each game was last reposted on request (`/oil board`, a clock given more time, a repair): `/oil board`
 * reposts a game whose thread is up to date at most once every `REPOST_EVERY_MS`. In memory: a restart
 * forgetting it is harmless.
 */

/** How often `/oil board` may repost a game that is up to date. */
export const REPOST_EVERY_MS = 60_000;

/** Past this many games remembered, those reposted longer ago go (the map stays small on a busy bot). */
export const MAX_REPOSTS_REMEMBERED = 1000;

/**
 * The nonce of one repost on request, made once for it: "r" and 16 random characters (within Discord's
 * NONCE_LENGTH). discord.js asks again with the same body when the answer is lost (a timeout, a server error), and
 * Discord gives the message it created back instead of a second one; another repost, with its own nonce, is a new
 * message.
 */
export function repostNonce(): string {
  return `r${randomBytes(12).toString('base64url')}`;
}

export class RecentReposts {
  private readonly at = new Map<number, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Game `row` was reposted now: returns the time noted, for `forget`. */
  note(row: number): number {
    const now = this.now();
    this.at.set(row, now);
    if (this.at.size > MAX_REPOSTS_REMEMBERED) {
      for (const [r, at] of this.at) if (now - at >= REPOST_EVERY_MS) this.at.delete(r);
    }
    return now;
  }

  /** The repost of game `row` noted at `at` posted nothing (Discord refused it): the next one may go at once. */
  forget(row: number, at: number): void {
    if (this.at.get(row) === at) this.at.delete(row);
  }

  /** Whether game `row` was reposted within the last `REPOST_EVERY_MS`. */
  recently(row: number): boolean {
    const at = this.at.get(row);
    return at !== undefined && this.now() - at < REPOST_EVERY_MS;
  }

  /** How many games are remembered (tests). */
  get size(): number {
    return this.at.size;
  }
}
