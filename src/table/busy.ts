/**
 * Waiting out a database locked by another process without freezing the bot. better-sqlite3 is synchronous,
 * so SQLite's own busy wait (busy_timeout) blocks the event loop: the store keeps it short (tens of ms) and a
 * table call that still meets the lock returns `busy`. `retryWhileBusy` retries such a call on timers with
 * growing delays, so every other interaction is served meanwhile, and gives up after a bound with the
 * `busy` result (`BUSY_MESSAGE`). Call it after acknowledging the interaction (Discord allows 3 s to
 * acknowledge, then 15 minutes to answer).
 */
import type { TableError } from './types';

/**
 * What a call held back on the bot's side says: the database busy past the bound, or another failure
 * (`internal`, logged). Both end with "Nothing changed.", so the player knows to try again
 * (docs/glossary.md, "refusal").
 */
export const BUSY_MESSAGE = 'The game database is busy — try again in a moment. Nothing changed.';
export const INTERNAL_MESSAGE = 'Something went wrong on my side — try again in a moment. Nothing changed.';

export interface RetryWhileBusyOptions {
  /** Give up once this much time (ms) has passed since the first call. Default 10 000. */
  budgetMs?: number;
  /** The first delay (ms); each next one doubles, up to `maxDelayMs`. Default 25. */
  firstDelayMs?: number;
  /** The longest delay (ms) between two tries. Default 1000. */
  maxDelayMs?: number;
  /** Clock and timer (tests). Default `Date.now` and `setTimeout`. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_BUSY_BUDGET_MS = 10_000;

function isBusy(r: { ok: boolean }): r is TableError {
  return !r.ok && (r as TableError).code === 'busy';
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Run `call` (a synchronous table call) and, while it returns `busy`, again after a growing delay (with a
 * little jitter, so processes do not retry in step). Returns the first result that is not `busy`, or the last
 * `busy` one when the next try would start after `budgetMs`.
 */
export async function retryWhileBusy<R extends { ok: boolean }>(
  call: () => R,
  options: RetryWhileBusyOptions = {},
): Promise<R> {
  const budget = options.budgetMs ?? DEFAULT_BUSY_BUDGET_MS;
  const maxDelay = options.maxDelayMs ?? 1000;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const start = now();
  let delay = options.firstDelayMs ?? 25;
  for (;;) {
    const r = call();
    if (!isBusy(r)) return r;
    const wait = Math.round(delay * (0.8 + 0.4 * Math.random()));
    if (now() - start + wait > budget) return r;
    await sleep(wait);
    delay = Math.min(delay * 2, maxDelay);
  }
}
