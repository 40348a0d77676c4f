/**
 * Turn reminders beside personal settings, end to end (the reminder timer ticking every 40 ms, REMINDER_HOURS =
 * 1 h, on a clock the test moves forward that also stamps the moves): a player whose quiet hours outlast
 * REMINDER_HOURS is pinged once when they end, not by the held ping and a reminder together.
 */
import type { APIMessage } from 'discord-api-types/v10';
import { beforeAll, describe, expect, it } from 'vitest';
import { race } from '../fixtures/race';
import { chooseInRace, openLobby, joinAndStart } from './harness';
import { useHarness } from './use-harness';

const HOUR = 3_600_000;
const TICK_MS = 40;
/** The bot's clock runs `offset` ahead of the real one. */
let offset = 0;
const botNow = () => Date.now() + offset;

const { h, ana, ben } = useHarness({
  games: [race],
  bot: {
    reminders: { afterMs: HOUR, everyMs: TICK_MS, now: botNow },
    clocks: { everyMs: TICK_MS, now: botNow },
  },
  players: ['ana', 'ben'],
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function starting(thread: string, mark: string): APIMessage[] {
  return ana.sees(thread).filter((m) => (m.content ?? '').startsWith(mark));
}

async function waitFor(thread: string, mark: string, n: number): Promise<void> {
  await h.standIn.driver.waitForMessage(() => starting(thread, mark).length >= n, {
    channel: thread,
    timeoutMs: 5000,
  });
}

describe('quiet hours longer than REMINDER_HOURS', () => {
  let thread: string;
  /** When Ben's quiet hours end: the top of the hour, 1–2 h after the turn that asks him. */
  let quietEnd: number;

  beforeAll(async () => {
    const from = new Date(botNow()).getUTCHours();
    await ben.run('general', 'oil settings', { quiet: `${from}-${(from + 2) % 24}`, timezone: 'utc' });
    const end = new Date(botNow());
    end.setUTCHours(from + 2, 0, 0, 0);
    quietEnd = end.getTime();
    const opened = await openLobby(h, ana, { game: 'test-race' });
    thread = opened.thread;
    await joinAndStart(h, thread, opened.lobby, ana, [ben]);
    await chooseInRace(ana, thread);
  }, 60_000);

  it('their end pings the player once: the held ping stands for the reminder due meanwhile', async () => {
    // The reminder fell due an hour after the turn, inside Ben's quiet hours: it waited for their end, as his
    // held ping did. A playtest saw "⏰ @Ben, the game is waiting for your move (1 h)" and "🔔 @Ben, it is your
    // turn" in the same minute.
    offset = quietEnd + 60_000 - Date.now();
    await waitFor(thread, '🔔', 1);
    await pause(10 * TICK_MS);
    expect(starting(thread, '⏰')).toEqual([]);
    // The next reminder comes a whole wait after the ping.
    offset += HOUR - 2 * 60_000;
    await pause(10 * TICK_MS);
    expect(starting(thread, '⏰')).toEqual([]);
    offset += 2 * 60_000;
    await waitFor(thread, '⏰', 1);
    expect(starting(thread, '⏰')[0]!.mentions.map((u) => u.id)).toEqual([ben.id]);
    expect(starting(thread, '🔔')).toHaveLength(1);
  });
});
