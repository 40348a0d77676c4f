/**
 * The catch-up loop: a game whose thread stayed behind (a move saved but its turn not posted, because Discord
 * failed or refused; a finished game without its summary) is brought up to date without anyone asking with
 * `/oil board`. The bot catches up at start and on reconnect; this loop covers what fails while it runs, such
 * as a Discord outage of a few minutes during a move, after which the players to act would never be pinged.
 *
 * A game is synced only when it was behind at the same version at the loop's previous tick too, so a move
 * being posted right now (behind for a moment) is left to its own click. A thread Discord still refuses stays
 * behind and is tried again at the next tick (its reason logged); a deleted one ends the game as abandoned
 * (ThreadSync's own rule).
 */
import type { App } from './app';
import { MINUTE, TickLoop } from './tick-loop';

export interface CatchUpOptions {
  /** How often to look for threads that stayed behind (default every 5 minutes). */
  everyMs?: number;
}

export class CatchUpLoop extends TickLoop {
  /** What was behind at the last tick: row → version (null: a finished game without its summary). */
  private seen = new Map<number, number | null>();

  constructor(app: App, options: CatchUpOptions, run?: (work: () => Promise<number>) => Promise<number>) {
    super(app, options.everyMs ?? 5 * MINUTE, 'thread catch-up', run);
  }

  protected async work(): Promise<number> {
    const before = this.seen;
    const now = new Map<number, number | null>();
    const synced = await this.app.threads.catchUp(undefined, (row, version) => {
      now.set(row, version);
      return before.has(row) && before.get(row) === version;
    });
    this.seen = now;
    if (synced > 0) this.app.log.info({ synced }, 'threads that stayed behind brought up to date');
    return synced;
  }
}
