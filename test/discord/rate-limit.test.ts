/** Per-user rate limiting of commands and clicks (issue 12): a burst, then one action every refill. */
import { describe, expect, it } from 'vitest';
import { UserRateLimit } from '../../src/discord/rate-limit';
import { useHarness } from '../e2e/use-harness';

describe('the token bucket', () => {
  it('allows a burst, then one action per refill, per user', () => {
    let now = 0;
    const limit = new UserRateLimit({ capacity: 3, refillMs: 1000, now: () => now });
    expect([limit.take('a'), limit.take('a'), limit.take('a')]).toEqual([0, 0, 0]);
    expect(limit.take('a')).toBe(1000);
    expect(limit.take('b')).toBe(0); // another user is not slowed by a
    now = 400;
    expect(limit.take('a')).toBe(600);
    now = 1000;
    expect(limit.take('a')).toBe(0);
    expect(limit.take('a')).toBeGreaterThan(0);
  });
});

describe('through Discord', () => {
  const { ana, ben } = useHarness({
    bot: { rateLimit: { capacity: 4, refillMs: 60_000 } },
    players: ['ana', 'ben'],
  });

  it('a user clicking too fast is told to slow down, privately; others are not', async () => {
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push(await ana.run('general', 'oil help'));
    expect(replies.slice(0, 4).every((r) => !/going a little fast/.test(r.content ?? ''))).toBe(true);
    expect(replies[4]!.content).toMatch(
      /You're going a little fast — try again in \d+ s\. Nothing changed\./,
    );
    expect(replies[4]!.flags! & 64).toBe(64);
    const other = await ben.run('general', 'oil help');
    expect(other.content ?? '').not.toMatch(/going a little fast/);
  });
});
