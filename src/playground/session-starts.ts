/**
 * Discord's session start limit, as the stand-in enforces it on IDENTIFY and reports it in GET /gateway/bot:
 *
 * - `max_concurrency`: IDENTIFYs are bucketed by `shard_id % max_concurrency` (the rate limit key); each bucket
 *   takes one IDENTIFY per 5 seconds. A faster one is answered with op 9 Invalid Session (d: false), and the
 *   client identifies again later.
 * - `total` / `remaining` / `reset_after`: session starts per day (1000 for most bots). Every session started
 *   spends one; when none remain, Discord ends every session of the bot (and resets its token): the stand-in
 *   closes with 4004 Authentication failed until the day is over.
 * - Sharding required: a shard that would hold more than `guildsPerShard` guilds (Discord: 2,500) is closed
 *   with 4011.
 *
 * The clock is injectable (`now`) so tests step over the 5 s window instead of waiting it out; by default it
 * is real time, which is what discord.js's identify throttle waits on.
 */

export interface SessionStartOptions {
  /** IDENTIFYs allowed per bucket per window (Discord: 1 for most bots, 16+ for large ones). Default 1. */
  maxConcurrency?: number;
  /** The identify window (Discord: 5000 ms). */
  identifyWindowMs?: number;
  /** Session starts per day (Discord: 1000). */
  total?: number;
  /** How long the day of session starts lasts (Discord: 24 h). */
  resetAfterMs?: number;
  /** Guilds one shard may hold before Discord requires sharding (Discord: 2500). */
  guildsPerShard?: number;
  /** The clock (tests); default Date.now. */
  now?: () => number;
}

/** Discord's values. */
export const SESSION_START_DEFAULTS = {
  maxConcurrency: 1,
  identifyWindowMs: 5_000,
  total: 1000,
  resetAfterMs: 86_400_000,
  guildsPerShard: 2500,
} as const;

/** What GET /gateway/bot says (discord-api-types' APIGatewaySessionStartLimit). */
export interface SessionStartLimitInfo {
  total: number;
  remaining: number;
  reset_after: number;
  max_concurrency: number;
}

/** The answer to one IDENTIFY: a session starts, or why not. */
export type IdentifyVerdict = 'start' | 'too-fast' | 'exhausted';

export class SessionStarts {
  readonly maxConcurrency: number;
  readonly identifyWindowMs: number;
  readonly total: number;
  readonly resetAfterMs: number;
  readonly guildsPerShard: number;
  private readonly now: () => number;
  /** When each bucket last let an IDENTIFY through. */
  private readonly lastIdentify = new Map<number, number>();
  private used = 0;
  /** Start of the current day of session starts (the first start after the previous day ended). */
  private dayStart: number | null = null;

  constructor(options: SessionStartOptions = {}) {
    this.maxConcurrency = positive(options.maxConcurrency, SESSION_START_DEFAULTS.maxConcurrency);
    this.identifyWindowMs = options.identifyWindowMs ?? SESSION_START_DEFAULTS.identifyWindowMs;
    this.total = positive(options.total, SESSION_START_DEFAULTS.total);
    this.resetAfterMs = options.resetAfterMs ?? SESSION_START_DEFAULTS.resetAfterMs;
    this.guildsPerShard = positive(options.guildsPerShard, SESSION_START_DEFAULTS.guildsPerShard);
    this.now = options.now ?? Date.now;
  }

  /** The rate limit key of a shard: its identify bucket. */
  bucketOf(shardId: number): number {
    return shardId % this.maxConcurrency;
  }

  /** The limit as GET /gateway/bot reports it now. */
  info(): SessionStartLimitInfo {
    this.rollOver();
    return {
      total: this.total,
      remaining: this.total - this.used,
      reset_after:
        this.dayStart === null ? this.resetAfterMs : this.dayStart + this.resetAfterMs - this.now(),
      max_concurrency: this.maxConcurrency,
    };
  }

  /** Whether a shard holding `guilds` guilds must be split (close 4011). */
  shardingRequired(guilds: number): boolean {
    return guilds > this.guildsPerShard;
  }

  /** Decide an IDENTIFY of `shardId`; a 'start' spends one session start and takes the bucket's window. */
  identify(shardId: number): IdentifyVerdict {
    this.rollOver();
    if (this.used >= this.total) return 'exhausted';
    const now = this.now();
    const bucket = this.bucketOf(shardId);
    const last = this.lastIdentify.get(bucket);
    if (last !== undefined && now - last < this.identifyWindowMs) return 'too-fast';
    this.lastIdentify.set(bucket, now);
    this.used += 1;
    this.dayStart ??= now;
    return 'start';
  }

  private rollOver(): void {
    if (this.dayStart !== null && this.now() - this.dayStart >= this.resetAfterMs) {
      this.dayStart = null;
      this.used = 0;
    }
  }
}

function positive(value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1)
    throw new RangeError(`expected a whole number ≥ 1, got ${value}`);
  return value;
}
