/**
 * Every option is bounded (issue 12): a 5,000-character `/oil move` choice or seed, or `/oil log page:0`, is
 * refused by Discord itself before the bot sees it (the registered options carry max_length / min_value,
 * which the stand-in enforces as Discord's client and API do), and the bot checks the lengths again.
 */
import { beforeAll, expect, it } from 'vitest';
import { threadIdIn } from './harness';
import { useHarness } from './use-harness';

const { h, ana } = useHarness({ players: ['ana'] });
let thread: string;
beforeAll(async () => {
  thread = threadIdIn(await ana.run('general', 'oil new', { game: 'catan' }));
}, 60_000);

it('over-long and out-of-range options never reach the bot', () => {
  const long = 'x'.repeat(5000);
  expect(() => ana.command(thread, 'oil move', { choice: long })).toThrow();
  expect(() => ana.command(thread, 'oil trade', { give: long, get: '1 ore' })).toThrow();
  expect(() => ana.command('general', 'oil new', { game: 'catan', seed: long })).toThrow();
  expect(() => ana.command(thread, 'oil log', { page: 0 })).toThrow();
});

it('the longest allowed choice gets a clear answer and changes nothing', async () => {
  const before = h.bot.app.desk.byChannel(thread)?.record.version;
  const reply = await ana.run(thread, 'oil move', { choice: 'x'.repeat(100) });
  expect(reply.content).toMatch(/not started|Nothing you can do now matches/);
  expect(h.bot.app.desk.byChannel(thread)?.record.version).toBe(before);
});
