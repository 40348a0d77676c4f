/**
 * The stand-in's rate-limit counters, which the REST proxy tests read: bot-token requests that arrived, the
 * most of them in any one second, and the 429s it answered (global and per route). Interaction and
 * webhook-token requests are outside the global limit and outside the count. The global 429 is Discord's:
 * `{ message, retry_after, global: true }` with Retry-After, X-RateLimit-Global and X-RateLimit-Scope: global.
 */
import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../src/playground/rate-limits';

const CHANNEL = '/channels/{channel_id}';
const CALLBACK = '/interactions/{interaction_id}/{interaction_token}/callback';

describe('rate-limit counters', () => {
  it('the 51st bot-token request in a second is a global 429 as Discord documents it, and is counted', () => {
    let now = 10_000;
    const limiter = new RateLimiter({}, () => now);
    for (let i = 0; i < 50; i += 1) {
      expect(limiter.take('GET', CHANNEL, { channel_id: String(i) }, true).ok).toBe(true);
      now += 10;
    }
    const refused = limiter.take('GET', CHANNEL, { channel_id: '99' }, true);
    if (refused.ok) throw new Error('the 51st request in the second was let through');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'You are being rate limited.', retry_after: 0.5, global: true });
    expect(refused.headers).toMatchObject({
      'retry-after': '1',
      'x-ratelimit-global': 'true',
      'x-ratelimit-scope': 'global',
    });
    expect(limiter.counts).toEqual({
      botRequests: 51,
      peakBotPerSecond: 51,
      routeLimited: 0,
      globalLimited: 1,
    });
  });

  it('interaction-token requests are neither limited nor counted by the global limit', () => {
    const limiter = new RateLimiter({ global: { limit: 2, windowMs: 1000 } }, () => 0);
    for (let i = 0; i < 5; i += 1) {
      const params = { interaction_id: String(i), interaction_token: `t${i}` };
      expect(limiter.take('POST', CALLBACK, params, false).ok).toBe(true);
    }
    expect(limiter.counts).toEqual({
      botRequests: 0,
      peakBotPerSecond: 0,
      routeLimited: 0,
      globalLimited: 0,
    });
  });

  it('the peak is over any 1000 ms, not the limiter’s own windows; route 429s are counted apart', () => {
    let now = 0;
    const limiter = new RateLimiter(
      { global: { limit: 6, windowMs: 1000 }, perRoute: { limit: 1, windowMs: 1000 } },
      () => now,
    );
    // One at 0 opens the global window; four at 990 fill it; five at 1000 open and fill the next.
    limiter.take('GET', CHANNEL, { channel_id: 'a' }, true);
    now = 990;
    for (const c of ['b', 'c', 'd', 'e']) limiter.take('GET', CHANNEL, { channel_id: c }, true);
    now = 1000;
    for (const c of ['f', 'g', 'h', 'i', 'j']) limiter.take('GET', CHANNEL, { channel_id: c }, true);
    // A second request on channel j's bucket within its window: a route 429 (the global one has room).
    now = 1001;
    const again = limiter.take('GET', CHANNEL, { channel_id: 'j' }, true);
    expect(again.ok).toBe(false);
    const counts = limiter.counts;
    expect(counts.globalLimited).toBe(0);
    expect(counts.routeLimited).toBe(1);
    expect(counts.botRequests).toBe(11);
    // (1, 1001]: four at 990, five at 1000, one at 1001 = 10, though no global window let more than 5 through.
    expect(counts.peakBotPerSecond).toBe(10);
    limiter.resetStats();
    expect(limiter.counts).toEqual({
      botRequests: 0,
      peakBotPerSecond: 0,
      routeLimited: 0,
      globalLimited: 0,
    });
  });

  it('a request counted late (its body read after others) is counted at the second it was received', () => {
    let now = 0;
    const limiter = new RateLimiter({ global: false }, () => now);
    now = 2000;
    limiter.take('GET', CHANNEL, { channel_id: 'a' }, true);
    limiter.take('GET', CHANNEL, { channel_id: 'b' }, true, 500);
    expect(limiter.counts.peakBotPerSecond).toBe(1);
    limiter.take('GET', CHANNEL, { channel_id: 'c' }, true, 1200);
    limiter.take('GET', CHANNEL, { channel_id: 'd' }, true, 1400);
    // (1000, 2000] holds 1200, 1400 and 2000.
    expect(limiter.counts.peakBotPerSecond).toBe(3);
  });
});
