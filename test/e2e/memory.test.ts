/**
 * The bot's memory stays bounded while it plays (client-options.ts): through the stand-in, a game posts far
 * more messages in its thread than the client keeps, the client holds at most its limit per channel, and the
 * game plays on (turn messages are edited by id, never read back from the cache).
 */
import { expect, it } from 'vitest';
import { CACHE_LIMITS } from '../../src/discord/client-options';
import { GameDriver } from './full-game';
import { useHarness } from './use-harness';

const { h } = useHarness();

/** Public messages the game's thread gets: discord.js alone would keep them all (its default is 200). */
const MESSAGES = 20;

function cachedMessages(channelId: string): number {
  const channel = h.bot.client.channels.cache.get(channelId);
  return channel && 'messages' in channel ? channel.messages.cache.size : 0;
}

it('a thread with many more messages than the limit: the client keeps at most the limit, and the game goes on', async () => {
  const game = new GameDriver(h, 'oil-springs', 'memory-1');
  await game.open();
  let steps = 0;
  while (game.publicMessages().length <= MESSAGES && steps < 400) {
    if (!(await game.step())) break;
    steps++;
  }
  expect(game.publicMessages().length, 'the thread has many messages').toBeGreaterThan(MESSAGES);
  expect(cachedMessages(game.thread)).toBeLessThanOrEqual(CACHE_LIMITS.messagesPerChannel);
  // Still playing: one more move goes through and its board is posted.
  expect(await game.step()).toBe(true);
  expect(cachedMessages(game.thread)).toBeLessThanOrEqual(CACHE_LIMITS.messagesPerChannel);
  let total = 0;
  for (const c of h.bot.client.channels.cache.values()) if ('messages' in c) total += c.messages.cache.size;
  expect(total).toBeLessThanOrEqual(h.bot.client.channels.cache.size * CACHE_LIMITS.messagesPerChannel);
}, 120_000);
