/**
 * Turn reminders end to end: the real bot's reminder timer (ticking every 40 ms, REMINDER_HOURS = 1 h, with a
 * clock the test moves forward) posts one reminder in the game thread mentioning only the player to act,
 * does not repeat it before the interval (nor after a restart), survives a refused post without retrying it
 * in a loop, and stops after 3 reminders for one turn.
 */
import Database from 'better-sqlite3';
import pino from 'pino';
import type { APIMessage } from 'discord-api-types/v10';
import { RESTEvents } from 'discord.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { race } from '../fixtures/race';
import {
  answerOf,
  buttons,
  chooseInRace,
  selects,
  settle,
  threadIdIn,
  joinAndStart,
  versionOf,
} from './harness';
import { useHarness } from './use-harness';

const HOUR = 3_600_000;
const TICK_MS = 40;
/** The bot's clock runs `offset` ahead of the real one. */
let offset = 0;

let thread: string;
/** The bot's warnings and errors, as JSON lines. */
const warnings: string[] = [];
const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
const { h, ana, ben } = useHarness({
  games: [race],
  bot: { reminders: { afterMs: HOUR, everyMs: TICK_MS, now: () => Date.now() + offset }, logger },
  players: ['ana', 'ben'],
});
/** The bodies of the messages the bot posted in the thread through REST, as sent. */
const sent: { content?: string; allowed_mentions?: { users?: string[]; parse?: string[] } }[] = [];

function watchRest(): void {
  h.bot.client.rest.on(RESTEvents.Response, (request) => {
    if (request.method.toUpperCase() === 'POST' && request.path.endsWith(`/channels/${thread}/messages`)) {
      sent.push(request.data.body as (typeof sent)[number]);
    }
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function reminders(): APIMessage[] {
  return ana.sees(thread).filter((m) => (m.content ?? '').startsWith('⏰'));
}

/** Run `meanwhile` while no role may send messages in threads (the bot's neither), then give it back. */
async function withoutSendInThreads(meanwhile: () => Promise<unknown>): Promise<void> {
  const guild = h.standIn.store.guild(h.guildId);
  const SEND_IN_THREADS = 1n << 38n;
  const saved = guild.roles.map((r) => r.permissions);
  for (const role of guild.roles) role.permissions = String(BigInt(role.permissions) & ~SEND_IN_THREADS);
  try {
    await meanwhile();
  } finally {
    guild.roles.forEach((r, i) => (r.permissions = saved[i]!));
  }
}

function latestTurn(): APIMessage {
  const turn = [...ana.sees(thread)]
    .reverse()
    .find((m) => buttons(m).some((b) => b.customId.includes('.hand')));
  if (!turn) throw new Error('no turn message');
  return turn;
}

/** Reminder rows in the database for the thread's game: [version, count]. */
function recorded(): [number, number][] {
  const db = new Database(h.dbPath, { readonly: true });
  try {
    return db
      .prepare<[string], { version: number; count: number }>(
        `SELECT r.version, r.count FROM reminders r JOIN games g ON g.id = r.game_id WHERE g.channel_id = ?`,
      )
      .all(thread)
      .map((r) => [r.version, r.count]);
  } finally {
    db.close();
  }
}

async function waitForReminders(n: number): Promise<void> {
  await h.standIn.driver.waitForMessage(() => reminders().length >= n, { channel: thread, timeoutMs: 5000 });
}

beforeAll(async () => {
  thread = threadIdIn(await ana.run('general', 'oil new', { game: 'test-race' }));
  watchRest();
  const lobby = await h.standIn.driver.waitForMessage((m) => (m.embeds?.[0]?.title ?? '').includes('lobby'), {
    channel: thread,
  });
  await joinAndStart(h, thread, lobby, ana, [ben]);
  // Both choose at once in the race; Ana chooses now, so only Ben keeps the game waiting.
  const turn = latestTurn();
  const choose = ana.click(turn, buttons(turn).find((b) => b.customId.includes('.act.choose'))!.customId);
  await settle(h, choose);
  const select = selects(answerOf(choose)!)[0]!;
  await settle(h, ana.select(answerOf(choose)!, select.customId, [select.options[0]!.value]));
}, 60_000);

describe('turn reminders', () => {
  it('nothing is posted while the wait is shorter than REMINDER_HOURS', async () => {
    offset = HOUR - 60_000;
    await pause(10 * TICK_MS);
    expect(reminders()).toHaveLength(0);
  });

  it('after REMINDER_HOURS one reminder mentions only the player to act, with a link to the turn', async () => {
    offset = 2 * HOUR;
    await waitForReminders(1);
    const [reminder] = reminders();
    const turn = latestTurn();
    expect(reminder!.content).toBe(
      `⏰ <@${ben.id}>, the game is waiting for your move (2 h). ` +
        `[Jump to the turn](https://discord.com/channels/${h.guildId}/${thread}/${turn.id})`,
    );
    expect(reminder!.mentions.map((u) => u.id)).toEqual([ben.id]);
    expect(reminder!.mention_everyone).toBe(false);
    // discord.js reports the request once the stand-in's answer is back, a moment after the message exists.
    await expect
      .poll(() => sent.find((b) => (b.content ?? '').startsWith('⏰'))?.allowed_mentions, { timeout: 5000 })
      .toEqual({ users: [ben.id], parse: [] });
    expect(reminder!.content).not.toContain(ana.id);
  });

  it('is not posted again before the interval, nor after a restart', async () => {
    await pause(10 * TICK_MS);
    expect(reminders()).toHaveLength(1);
    await h.restart();
    watchRest();
    await pause(10 * TICK_MS);
    expect(reminders()).toHaveLength(1);
    expect(recorded()).toEqual([[1, 1]]);
  });

  it('a refused post (missing permission) is logged, counted and not retried in a loop', async () => {
    await withoutSendInThreads(async () => {
      offset = 3 * HOUR;
      await expect.poll(() => recorded(), { timeout: 5000, interval: TICK_MS }).toEqual([[1, 2]]);
      await pause(5 * TICK_MS);
    });
    await pause(10 * TICK_MS);
    expect(reminders()).toHaveLength(1);
    expect(recorded()).toEqual([[1, 2]]);
    const notPosted = warnings.filter((l) => l.includes('turn reminder not posted'));
    expect(notPosted).toHaveLength(1);
    expect(notPosted[0]).toContain('Missing Permissions');
  });

  it('the third reminder is the last one for this turn', async () => {
    offset = 4 * HOUR;
    await waitForReminders(2);
    expect(reminders()[1]!.content).toMatch(/\(4 h\)/);
    offset = 10 * HOUR;
    await pause(10 * TICK_MS);
    expect(reminders()).toHaveLength(2);
    expect(recorded()).toEqual([[1, 3]]);
  });
});

describe('a turn the bot could not post', () => {
  it('is posted by its reminder, which pings both players once: the post pings them and stands for the reminder', async () => {
    // Ben chooses while the bot may not send in threads: the move is saved, the new round is not posted.
    await withoutSendInThreads(() => chooseInRace(ben, thread));
    const game = h.bot.app.desk.byChannel(thread)!;
    expect(versionOf(latestTurn())).toBeLessThan(game.record.version);
    // The permission is back; an hour and more later the reminder due posts the new round, which asks both.
    offset = 12 * HOUR;
    await expect
      .poll(() => versionOf(latestTurn()), { timeout: 5000, interval: TICK_MS })
      .toBe(game.record.version);
    const turn = latestTurn();
    expect(turn.mentions.map((u) => u.id).sort()).toEqual([ana.id, ben.id].sort());
    // No reminder pings them again: the reminder is counted, not posted.
    const claimed = () => recorded().find(([version]) => version === game.record.version)?.[1] ?? 0;
    await expect.poll(claimed, { timeout: 5000, interval: TICK_MS }).toBeGreaterThan(0);
    await pause(10 * TICK_MS);
    expect(reminders()).toHaveLength(2);
    expect(
      ana
        .sees(thread)
        .filter((m) => m.mentions.some((u) => u.id === ben.id))
        .at(-1)!.id,
    ).toBe(turn.id);
  });
});
