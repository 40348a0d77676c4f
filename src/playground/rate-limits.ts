/**
 * Discord's rate limits, as its API documents them: per-route buckets counted separately per major parameter
 * (a channel, a guild, a webhook or interaction token), a global limit per bot (50 requests a second; interaction
 * and webhook-token routes are not part of it), the `X-RateLimit-*` headers on every answer of a limited route,
 * and 429 with `{ message, retry_after, global }` and `Retry-After` when a limit is hit. Real time, not the
 * stand-in's clock: discord.js waits these out for real.
 */
import { createHash } from 'node:crypto';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  /** Window length in ms (the bucket resets this long after its first request). */
  windowMs: number;
}

export interface RouteRateLimit extends RateLimitRule {
  method: string;
  /** The OpenAPI route template, e.g. /channels/{channel_id}/messages. */
  route: string;
}

export interface RateLimitOptions {
  /** Every route's bucket unless overridden (default 50 per second: loose, so tests stay fast). */
  perRoute?: RateLimitRule | false;
  /** Stricter (or looser) buckets for some routes, e.g. Discord's 5 per 5 s for posting in a channel. */
  routes?: RouteRateLimit[];
  /** The bot's global limit (default Discord's 50 per second); false switches it off. */
  global?: RateLimitRule | false;
}

export const DEFAULT_RATE_LIMITS: Required<RateLimitOptions> = {
  perRoute: { limit: 50, windowMs: 1000 },
  routes: [],
  global: { limit: 50, windowMs: 1000 },
};

/**
 * Buckets as Discord is commonly observed to set them (its docs say not to hard-code them): 5 messages per 5
 * seconds per channel, the same for edits and deletes, and the global 50 per second. For tests that want the
 * real pace: `startStandIn({ rateLimits: DISCORD_LIKE_RATE_LIMITS })`.
 */
export const DISCORD_LIKE_RATE_LIMITS: Required<RateLimitOptions> = {
  perRoute: { limit: 50, windowMs: 1000 },
  routes: [
    { method: 'POST', route: '/channels/{channel_id}/messages', limit: 5, windowMs: 5000 },
    { method: 'PATCH', route: '/channels/{channel_id}/messages/{message_id}', limit: 5, windowMs: 5000 },
    { method: 'DELETE', route: '/channels/{channel_id}/messages/{message_id}', limit: 5, windowMs: 5000 },
  ],
  global: { limit: 50, windowMs: 1000 },
};

/** The parameters that split a bucket: each channel, guild, webhook or interaction has its own counter. */
const MAJOR_PARAMETERS = [
  'channel_id',
  'guild_id',
  'webhook_id',
  'webhook_token',
  'interaction_id',
  'interaction_token',
];

interface Window {
  count: number;
  resetAt: number;
}

export type RateLimitDecision =
  | { ok: true; headers: Record<string, string> }
  | {
      ok: false;
      status: 429;
      body: { message: string; retry_after: number; global: boolean };
      headers: Record<string, string>;
    };

const seconds = (ms: number) => Math.max(0, ms) / 1000;

/** What the limiter saw and refused since it started (or since `resetStats`): the tests read it. */
export interface RateLimitStats {
  /** Bot-token requests that arrived (those refused too); interaction and webhook-token ones are not. */
  botRequests: number;
  /** The most bot-token requests that arrived within any one second (a sliding 1000 ms). */
  peakBotPerSecond: number;
  /** 429s answered for a spent route bucket. */
  routeLimited: number;
  /** 429s answered for the global limit (`global: true`). */
  globalLimited: number;
}

const SECOND_MS = 1000;
/** How far back arrival times are kept: a request counted late was received at most this long before. */
const KEEP_MS = 2 * SECOND_MS;

export class RateLimiter {
  private options: Required<RateLimitOptions>;
  private readonly windows = new Map<string, Window>();
  private globalWindow: Window = { count: 0, resetAt: 0 };
  private stats: RateLimitStats = { botRequests: 0, peakBotPerSecond: 0, routeLimited: 0, globalLimited: 0 };
  /** Arrival times of the bot-token requests of the last two seconds, oldest first. */
  private recent: number[] = [];

  constructor(
    options: RateLimitOptions = {},
    private readonly now: () => number = Date.now,
  ) {
    this.options = { ...DEFAULT_RATE_LIMITS, ...options };
  }

  /** Replace the limits (counters start afresh). */
  configure(options: RateLimitOptions): void {
    this.options = { ...DEFAULT_RATE_LIMITS, ...options };
    this.windows.clear();
    this.globalWindow = { count: 0, resetAt: 0 };
  }

  /** A copy of the counters. */
  get counts(): RateLimitStats {
    return { ...this.stats };
  }

  /** Start the counters afresh (the limits and their windows stay). */
  resetStats(): void {
    this.stats = { botRequests: 0, peakBotPerSecond: 0, routeLimited: 0, globalLimited: 0 };
    this.recent = [];
  }

  /**
   * Count a bot-token request received at `at`. Requests are counted once their body is read, so one received
   * earlier can come after a later one: the times are kept in order, and every second ending at or after `at`
   * (within a second of it) is counted again.
   */
  private countArrival(at: number): void {
    this.stats.botRequests += 1;
    const times = this.recent;
    let i = times.length;
    while (i > 0 && times[i - 1]! > at) i -= 1;
    times.splice(i, 0, at);
    while (times[0]! <= times.at(-1)! - KEEP_MS) times.shift();
    i = times.indexOf(at);
    let first = 0;
    for (let k = i; k < times.length && times[k]! < at + SECOND_MS; k += 1) {
      while (times[first]! <= times[k]! - SECOND_MS) first += 1;
      this.stats.peakBotPerSecond = Math.max(this.stats.peakBotPerSecond, k - first + 1);
    }
  }

  /**
   * Count one request. `botRoute`: authorized by the bot token (these count towards the global limit;
   * interaction callbacks and webhook-token routes do not). `receivedAt`: when it reached the server (the
   * arrival counters' time; default now).
   */
  take(
    method: string,
    route: string,
    params: Record<string, string>,
    botRoute: boolean,
    receivedAt?: number,
  ): RateLimitDecision {
    const now = this.now();
    const { global } = this.options;
    if (botRoute) this.countArrival(receivedAt ?? now);
    if (botRoute && global) {
      if (now >= this.globalWindow.resetAt) this.globalWindow = { count: 0, resetAt: now + global.windowMs };
      if (this.globalWindow.count >= global.limit) {
        const retry = seconds(this.globalWindow.resetAt - now);
        this.stats.globalLimited += 1;
        return {
          ok: false,
          status: 429,
          body: { message: 'You are being rate limited.', retry_after: retry, global: true },
          headers: {
            'retry-after': String(Math.ceil(retry)),
            'x-ratelimit-global': 'true',
            'x-ratelimit-scope': 'global',
          },
        };
      }
    }
    const rule = this.ruleFor(method, route);
    if (!rule) {
      if (botRoute && global) this.globalWindow.count += 1;
      return { ok: true, headers: {} };
    }
    const bucket = createHash('sha1').update(`${method} ${route}`).digest('hex').slice(0, 16);
    const major = MAJOR_PARAMETERS.map((p) => params[p] ?? '').join(':');
    const key = `${bucket}/${major}`;
    let window = this.windows.get(key);
    if (!window || now >= window.resetAt) {
      window = { count: 0, resetAt: now + rule.windowMs };
      this.windows.set(key, window);
    }
    const resetAfter = seconds(window.resetAt - now);
    const headers = (remaining: number): Record<string, string> => ({
      'x-ratelimit-limit': String(rule.limit),
      'x-ratelimit-remaining': String(remaining),
      'x-ratelimit-reset': (window.resetAt / 1000).toFixed(3),
      'x-ratelimit-reset-after': resetAfter.toFixed(3),
      'x-ratelimit-bucket': bucket,
    });
    if (window.count >= rule.limit) {
      this.stats.routeLimited += 1;
      return {
        ok: false,
        status: 429,
        body: { message: 'You are being rate limited.', retry_after: resetAfter, global: false },
        headers: { ...headers(0), 'retry-after': String(Math.ceil(resetAfter)), 'x-ratelimit-scope': 'user' },
      };
    }
    window.count += 1;
    if (botRoute && global) this.globalWindow.count += 1;
    return { ok: true, headers: headers(rule.limit - window.count) };
  }

  private ruleFor(method: string, route: string): RateLimitRule | null {
    const special = this.options.routes.find((r) => r.method.toUpperCase() === method && r.route === route);
    if (special) return special;
    return this.options.perRoute || null;
  }
}
