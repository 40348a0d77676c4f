/**
 * Per-user limits on commands and clicks: a token bucket per user (a burst of `capacity`, one more every
 * `refillMs`). A user past it is told to slow down, privately, and nothing changes. In memory: a restart
 * forgetting the buckets is harmless. Autocomplete is not limited (it changes nothing).
 */
/** Actions a user may take in a burst, by default (the README quotes it). */
export const DEFAULT_BURST = 8;
/** One more action every this many ms, by default: 40 a minute sustained (the README quotes it). */
export const DEFAULT_REFILL_MS = 1500;

export interface RateLimitOptions {
  /** Actions a user may take in a burst (default `DEFAULT_BURST`). */
  capacity?: number;
  /** One more action every this many ms (default `DEFAULT_REFILL_MS`). */
  refillMs?: number;
  now?: () => number;
}

export class UserRateLimit {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly capacity: number;
  private readonly refillMs: number;
  private readonly now: () => number;

  constructor(options: RateLimitOptions = {}) {
    this.capacity = options.capacity ?? DEFAULT_BURST;
    this.refillMs = options.refillMs ?? DEFAULT_REFILL_MS;
    this.now = options.now ?? Date.now;
  }

  /** Take one action for `userId`: 0 when allowed, else how many ms until the next one is. */
  take(userId: string): number {
    const now = this.now();
    const b = this.buckets.get(userId) ?? { tokens: this.capacity, at: now };
    const refilled = Math.min(this.capacity, b.tokens + (now - b.at) / this.refillMs);
    if (refilled < 1) {
      this.buckets.set(userId, { tokens: refilled, at: now });
      return Math.ceil((1 - refilled) * this.refillMs);
    }
    this.buckets.set(userId, { tokens: refilled - 1, at: now });
    if (this.buckets.size > 10_000) this.forgetFull(now);
    return 0;
  }

  /** Drop buckets that have refilled completely (they hold nothing a fresh one would not). */
  private forgetFull(now: number): void {
    for (const [id, b] of this.buckets) {
      if (b.tokens + (now - b.at) / this.refillMs >= this.capacity) this.buckets.delete(id);
    }
  }
}

export function slowDownText(waitMs: number): string {
  return `You're going a little fast — try again in ${Math.max(1, Math.ceil(waitMs / 1000))} s. Nothing changed.`;
}
