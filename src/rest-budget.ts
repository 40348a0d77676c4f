/** A sliding-window budget of sends, and the one Discord's global limit asks for. */
import { Counter, type Registry } from 'prom-client';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * At most `limit` sends in any `windowMs`, in the order asked: a send waits until the one `limit` sends before
 * it is `windowMs` old. The REST proxy's budget for every shard (src/rest-proxy.ts), or a lone bot's for its own
 * bot-token requests (src/discord/token-routes.ts, `pacedBotTokenRoutes`): see `discordGlobalBudget`.
 */
export class SlidingBudget {
  /** When the last `limit` sends went, oldest first. */
  private readonly sent: number[] = [];
  private queue: Promise<unknown> = Promise.resolve();
  /** Sends held back (they waited for their place, or behind a send that did), and their waits in all (ms). */
  readonly held = { sends: 0, ms: 0 };
  /** When the last wait for a place ended. */
  private lastWake = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Resolves true when one more send fits, counted as sent. A send given up on (`signal` aborted) before its
   * turn resolves false and takes no place: the sends behind it keep the budget.
   */
  take(signal?: AbortSignal): Promise<boolean> {
    const asked = this.now();
    const turn = this.queue.then(async () => {
      if (signal?.aborted) return false;
      if (this.sent.length >= this.limit) {
        const wait = this.sent[0]! + this.windowMs - this.now();
        if (wait > 0) {
          await sleep(wait);
          this.lastWake = this.now();
        }
        if (signal?.aborted) return false;
        this.sent.shift();
      }
      const now = this.now();
      this.sent.push(now);
      // Held: a wait ended after it was asked (its own, or that of a send before it: the queue keeps the order).
      if (this.lastWake > asked) {
        this.held.sends += 1;
        this.held.ms += now - asked;
      }
      return true;
    });
    this.queue = turn;
    return turn;
  }
}

/** Discord's global limit: bot-token requests a second, per bot (all its processes together). */
export const DISCORD_GLOBAL_PER_SEC = 50;

/**
 * Added to the second of the sliding budget, for the way to Discord: sends a second apart can arrive less
 * than a second apart (the first ones wait for new connections, later ones reuse them). At 50 ms the stand-in,
 * in one busy process with the proxy and the bots, saw 52 and 53 in one second in 2 of 5 runs of
 * test/e2e/rest-proxy.test.ts; at 100 ms, at most 50 in every run. It costs throughput: 50 per 1.1 s.
 */
export const BUDGET_GUARD_MS = 100;

/**
 * The budget that keeps bot-token requests within Discord's global limit: `perSec` (default 50) in any second
 * and BUDGET_GUARD_MS. discord.js's own global limit is a fixed window (50 from the first request, the next 50 a
 * second later, however late in its second the first 50 went), so two of its windows can put up to 100 requests
 * in one second; Discord documents 50 a second without saying how it counts, and this is right whichever way.
 */
export function discordGlobalBudget(perSec: number = DISCORD_GLOBAL_PER_SEC): SlidingBudget {
  return new SlidingBudget(perSec, 1000 + BUDGET_GUARD_MS);
}

/**
 * The operators' figures of a budget's holds (src/health.ts, src/rest-proxy.ts): the bot-token requests held
 * back and their waits, read from `held` when scraped.
 */
export function heldFigures(held: SlidingBudget['held'], registers: Registry[]): void {
  new Counter({
    name: 'derrick_bot_token_held_total',
    help: "Bot-token requests held back for the global budget (Discord's 50 a second for the whole bot).",
    registers,
    collect() {
      this.reset();
      this.inc(held.sends);
    },
  });
  new Counter({
    name: 'derrick_bot_token_held_seconds_total',
    help: 'The waits of the bot-token requests held back, in all.',
    registers,
    collect() {
      this.reset();
      this.inc(held.ms / 1000);
    },
  });
}
