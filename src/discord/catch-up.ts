/**
 * The catch-up loop: a game whose thread stayed behind (a move saved but its turn not posted, because Discord
 * failed or refused; a finished game without its summary) is brought up to date without anyone asking with
 * `/oil board`. The bot catches up at start and on reconnect; this loop covers what fails while it runs, such
 * as a Discord outage of a few minutes during a move, after which the players to act would never be pinged.
 *
 * A game is synced only when it was behind at the same version at the loop's previous tick too, so a move
 * being posted right now (behind for a moment) is left to its own click. A thread Discord still refuses stays
 * behind and is tried again less and less often (`retryAt`: after 5, 10, 20, 40 … minutes, then every 5 h 20
 * min), its reason logged each time; a deleted one ends the game as abandoned (ThreadKeeper's own rule).
 */
import type { App } from './app';
import { MINUTE, TickLoop, retryAt } from './tick-loop';

export interface CatchUpOptions {
  /** How often to look for threads that stayed behind (default every 5 minutes). */
  everyMs?: number;
}

export class CatchUpLoop extends TickLoop {
  /**
   * What was behind at the last tick: row → the version it was behind at (null: a finished game without its
   * summary) and for how many ticks in a row.
   */
  private seen = new Map<number, { version: number | null; ticks: number }>();

  constructor(app: App, options: CatchUpOptions, run?: (work: () => Promise<number>) => Promise<number>) {
    super(app, options.everyMs ?? 5 * MINUTE, 'thread catch-up', run);
  }

  protected async work(): Promise<number> {
    const before = this.seen;
    const now = new Map<number, { version: number | null; ticks: number }>();
    const synced = await this.app.threads.catchUp(undefined, (row, version) => {
      const last = before.get(row);
      const ticks = last && last.version === version ? last.ticks + 1 : 1;
      now.set(row, { version, ticks });
      // Stuck since the last tick (not a move being posted now), and due to be asked again.
      return ticks >= 2 && retryAt(ticks - 1);
    });
    this.seen = now;
    if (synced > 0) this.app.log.info({ synced }, 'threads that stayed behind brought up to date');
    return synced;
  }
}
