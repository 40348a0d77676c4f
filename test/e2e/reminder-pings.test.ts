/**
 * Turn reminders beside personal settings, end to end (the reminder timer ticking every 40 ms, REMINDER_HOURS =
 * 1 h, on a clock the test moves forward that also stamps the moves): a player whose quiet hours outlast
 * REMINDER_HOURS is pinged once when they end, not by the held ping and a reminder together; and a player with
 * reminders off still lets a question asked out of turn lapse in time, unreminded.
 */
import type { APIMessage } from 'discord-api-types/v10';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameModule } from '../../src/games/types';
import { race, type RaceAction, type RaceOptions, type RaceState, type RaceView } from '../fixtures/race';
import { chooseInRace, openLobby, joinAndStart, type Player } from './harness';
import { useHarness } from './use-harness';

const HOUR = 3_600_000;
const TICK_MS = 40;
/** The bot's clock runs `offset` ahead of the real one. */
let offset = 0;
const botNow = () => Date.now() + offset;

/** The race, where a choice left unmade lapses to "safe" (a question the game may answer for a player). */
const lapsingRace: GameModule<RaceState, RaceAction, RaceOptions, RaceView> = {
  ...race,
  id: 'test-race-lapse',
  title: 'Race with lapses (test fixture)',
  lapse: (state, seat) => (state.pending[seat] === null ? { type: 'choose', choice: 'safe' } : null),
};

const { h, ana, ben, caro } = useHarness({
  games: [race, lapsingRace],
  bot: {
    reminders: { afterMs: HOUR, everyMs: TICK_MS, now: botNow },
    clocks: { everyMs: TICK_MS, now: botNow },
  },
  players: ['ana', 'ben', 'caro'],
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

/** Ana opens a race of `game` with `other`, starts it and chooses: the game waits on `other` alone. Its thread. */
async function raceWaitingOn(game: string, other: Player): Promise<string> {
  const opened = await openLobby(h, ana, { game });
  await joinAndStart(h, opened.thread, opened.lobby, ana, [other]);
  await chooseInRace(ana, opened.thread);
  return opened.thread;
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
    thread = await raceWaitingOn('test-race', ben);
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

describe('reminders off', () => {
  let thread: string;

  beforeAll(async () => {
    offset = 0;
    await caro.run('general', 'oil settings', { reminders: 'off' });
    thread = await raceWaitingOn('test-race-lapse', caro);
  }, 60_000);

  it('a question asked out of turn lapses all the same, after as many waits, and nobody is pinged', async () => {
    // Three reminders' waits and one more, each counted unposted: Caro wants none.
    for (const hours of [1, 2, 3]) {
      offset = hours * HOUR + hours * 60_000;
      await pause(10 * TICK_MS);
      expect(starting(thread, '⌛')).toEqual([]);
    }
    offset = 4 * HOUR + 4 * 60_000;
    await waitFor(thread, '⌛', 1);
    expect(starting(thread, '⌛')[0]!.content).toBe(
      '⌛ Caro did not answer in time: the game answered for them, as the turn message shows.',
    );
    expect(starting(thread, '⏰')).toEqual([]);
  });
});
