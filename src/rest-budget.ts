/** A sliding-window budget of sends, and the one Discord's global limit asks for. */
import { Counter, type Registry } from 'prom-client';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A place taken in a budget: say when its send was answered (or failed), which is when the place is counted. */
export interface BudgetPlace {
  answered(): void;
}

/**
 * At most `limit` sends in any `windowMs`, in the order asked, each counted from when it was answered: a send
 * waits until fewer than `limit` were answered within the last `windowMs` or are still unanswered. Counted so,
 * the limit holds where the sends arrive, however long each took on the way: a send reaches the server after it
 * left and before it is answered, so the one `limit` sends later, which leaves a window after that answer,
 * arrives a window after it too. (Counted from when they left, sends a window apart could arrive closer: the
 * first ones wait for new connections, later ones reuse them, and a busy process reads what arrives late. A
 * guard of 100 ms on the window, as before, still let the stand-in see 53 in one second on a loaded 2-core CI
 * host, test/e2e/rest-proxy.test.ts.)
 *
 * The REST proxy's budget for every shard (src/rest-proxy.ts), or a lone bot's for its own bot-token requests
 * (src/discord/token-routes.ts, `pacedBotTokenRoutes`): see `discordGlobalBudget`.
 */
export class SlidingBudget {
  /** When each send of the last window was answered; Infinity while it is not (it counts in every window). */
  private places: { at: number }[] = [];
  /** Wakes the sends that wait while every place is unanswered. */
  private onAnswer: (() => void)[] = [];
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
   * Resolves with a place once one more send fits; call its `answered()` when the send is answered or fails. A
   * send given up on (`signal` aborted) before its turn resolves null and takes no place: the sends behind it
   * keep the budget.
   */
  take(signal?: AbortSignal): Promise<BudgetPlace | null> {
    const asked = this.now();
    const turn = this.queue.then(async () => {
      for (;;) {
        if (signal?.aborted) return null;
        const now = this.now();
        this.places = this.places.filter((p) => p.at > now - this.windowMs);
        if (this.places.length < this.limit) break;
        const oldest = Math.min(...this.places.map((p) => p.at));
        await (oldest === Number.POSITIVE_INFINITY
          ? new Promise<void>((resolve) => this.onAnswer.push(resolve))
          : sleep(oldest + this.windowMs - now));
        this.lastWake = this.now();
      }
      const place = { at: Number.POSITIVE_INFINITY };
      this.places.push(place);
      // Held: a wait ended after it was asked (its own, or that of a send before it: the queue keeps the order).
      const now = this.now();
      if (this.lastWake > asked) {
        this.held.sends += 1;
        this.held.ms += now - asked;
      }
      return {
        answered: () => {
          if (place.at !== Number.POSITIVE_INFINITY) return;
          place.at = this.now();
          for (const wake of this.onAnswer.splice(0)) wake();
        },
      };
    });
    this.queue = turn;
    return turn;
  }
}

/** Discord's global limit: bot-token requests a second, per bot (all its processes together). */
export const DISCORD_GLOBAL_PER_SEC = 50;

/**
 * The budget that keeps bot-token requests within Discord's global limit: `perSec` (default 50) in any second,
 * counted from their answers. discord.js's own global limit is a fixed window (50 from the first request, the
 * next 50 a second later, however late in its second the first 50 went), so two of its windows can put up to 100
 * requests in one second; Discord documents 50 a second without saying how it counts, and this is right
 * whichever way.
 */
export function discordGlobalBudget(perSec: number = DISCORD_GLOBAL_PER_SEC): SlidingBudget {
  return new SlidingBudget(perSec, 1000);
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
