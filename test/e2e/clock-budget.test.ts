/**
 * A budget clock (7 days per player in all) end to end, on a clock the test moves forward: once a player's
 * budget ran out and a bot played their move, each later move of theirs has a day, so the bot does not play
 * every one of them the minute it is asked; the lobby and the notice say so.
 */
import type { APIMessage } from 'discord-api-types/v10';
import { beforeAll, describe, expect, it } from 'vitest';
import { race } from '../fixtures/race';
import { chooseInRace, joinAndStart, openLobby } from './harness';
import { useHarness } from './use-harness';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TICK_MS = 40;
/** The bot's clock runs `offset` ahead of the real one. */
let offset = 0;

const { h, ana, ben } = useHarness({
  games: [race],
  bot: { reminders: { afterMs: 0 }, clocks: { everyMs: TICK_MS, now: () => Date.now() + offset } },
  players: ['ana', 'ben'],
});
let thread: string;
let lobby: APIMessage;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function notices(): APIMessage[] {
  return ana.sees(thread).filter((m) => (m.content ?? '').startsWith('⏰'));
}

beforeAll(async () => {
  ({ thread, lobby } = await openLobby(h, ana, {
    game: 'test-race',
    clock: 'budget',
    'clock-policy': 'bot-move',
  }));
  await joinAndStart(h, thread, lobby, ana, [ben]);
  await chooseInRace(ana, thread);
}, 60_000);

describe('a budget clock', () => {
  it('the lobby says what a move has once the budget is spent', () => {
    expect(lobby.embeds?.[0]?.description).toContain(
      '⏳ Clock: 7 days per player in all, then 24 h a move; when it runs out, a bot plays that move.',
    );
  });

  it('once spent, a bot plays that move and each later move has a day, not none', async () => {
    offset = 7 * DAY + HOUR;
    await h.standIn.driver.waitForMessage(() => notices().length >= 1, { channel: thread, timeoutMs: 5000 });
    expect(notices()[0]!.content).toBe(
      '⏰ Ben’s clock ran out: a bot played their move. Their 7 days are spent: each move has 24 h now.',
    );
    // The next round asks Ben again: his move is his for a day. Before, the bot played it at the next tick.
    await chooseInRace(ana, thread);
    await pause(10 * TICK_MS);
    expect(notices()).toHaveLength(1);
    offset += DAY - HOUR;
    await pause(10 * TICK_MS);
    expect(notices()).toHaveLength(1);
    offset += 2 * HOUR;
    await h.standIn.driver.waitForMessage(() => notices().length >= 2, { channel: thread, timeoutMs: 5000 });
  });
});
