/**
 * A turn Discord refused to show is shown once Discord takes it again, without anyone asking with `/oil
 * board`: the catch-up loop (src/discord/catch-up.ts, every 100 ms here) brings up the threads that stayed
 * behind, once, and the new turn pings the players to act. `/metrics` counts the threads behind meanwhile.
 */
import type { APIMessage } from 'discord-api-types/v10';
import { expect, it } from 'vitest';
import { race } from '../fixtures/race';
import { answerOf, chooseInRace, isEphemeral, threadIdIn, versionOf } from './harness';
import { metricsAt, sampleIn } from './health-probe';
import { useHarness } from './use-harness';

const TICK_MS = 100;

const { h, ana, ben } = useHarness({
  games: [race],
  bot: { catchUp: { everyMs: TICK_MS }, health: { port: 0 } },
  players: ['ana', 'ben'],
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The bot's `derrick_threads_behind` now (its /metrics). */
const behind = async () => sampleIn(await metricsAt(h.bot.healthServer!.url), 'derrick_threads_behind');

/** The thread's public messages, oldest first. */
function publicMessages(thread: string): APIMessage[] {
  return ana.sees(thread).filter((m) => !isEphemeral(m));
}

it('a turn refused while the thread was locked is posted once the thread is unlocked, and pings', async () => {
  const thread = threadIdIn(await ana.run('general', 'oil new', { game: 'test-race' }));
  await ben.run(thread, 'oil join');
  await ana.run(thread, 'oil start');
  await ana.run(thread, 'oil move', { choice: 'safe' });
  const before = versionOf(ana.turnMessage(thread)!)!;
  const posted = publicMessages(thread).length;

  // Ben's choice ends the round: a new turn post, which the lock stops.
  h.standIn.driver.setThreadState({ user: 'ana', channel: thread, locked: true });
  const pick = await chooseInRace(ben, thread);
  expect(answerOf(pick)!.content).toMatch(
    /^Done: .*\nYour move was saved, but I could not post the turn because .*\. I will try again in a few minutes; `\/oil board` reposts it now\./,
  );

  // Ticks while Discord still refuses change nothing; the operators' figure shows the thread behind.
  await pause(5 * TICK_MS);
  expect(versionOf(ana.turnMessage(thread)!)).toBe(before);
  expect(publicMessages(thread)).toHaveLength(posted);
  expect(await behind()).toBe(1);

  h.standIn.driver.setThreadState({ user: 'ana', channel: thread, locked: false });
  await expect.poll(() => versionOf(ana.turnMessage(thread)!), { timeout: 10_000 }).toBe(before + 1);
  const shown = ana.turnMessage(thread)!;
  expect(shown.content).toContain(`<@${ana.id}>`);
  expect(shown.content).toContain(`<@${ben.id}>`);
  await pause(5 * TICK_MS);
  expect(publicMessages(thread)).toHaveLength(posted + 1); // the new turn, posted once
  expect(await behind()).toBe(0);
});
