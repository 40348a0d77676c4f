/**
 * A clock vote whose message Discord refused is not lost: the vote stays open in the database with no message,
 * and the clock loop posts it at its next tick once Discord takes it — once, with buttons that vote. (The same
 * path posts the vote of a game that `npm run move-servers` gave a new id: test/tools/move-servers.test.ts.)
 * Nor is any other clock notice Discord refused ("a bot plays their seat"): it is posted at a later tick, once.
 */
import Database from 'better-sqlite3';
import type { APIMessage } from 'discord-api-types/v10';
import pino from 'pino';
import { expect, it, vi } from 'vitest';
import { ClockLoop } from '../../src/discord/clocks';
import { race } from '../fixtures/race';
import { answerOf, buttons, clockedRace, settle } from './harness';
import { useHarness } from './use-harness';

const HOUR = 3_600_000;
const TICK_MS = 10;
/** The bot's clock runs `offset` ahead of the real one. */
let offset = 0;
const lines: string[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });

const { h, ana, ben, caro } = useHarness({
  games: [race],
  bot: { clocks: { everyMs: TICK_MS, now: () => Date.now() + offset }, logger },
  players: ['ana', 'ben', 'caro'],
});

/** The clock loop's ticks so far (each call of its work; the bot runs in this process, restarted or not). */
const ticks = vi.spyOn(ClockLoop.prototype as unknown as { work(): Promise<number> }, 'work');

/**
 * Until `n` more ticks of the clock loop have run in full: counted, not timed, so that a slow host, whose
 * ticks come late or are skipped while one runs, still gives the loop all `n` chances to post again.
 */
async function ticksPass(n: number): Promise<void> {
  const until = ticks.mock.calls.length + n + 1;
  await expect
    .poll(() => ticks.mock.calls.length, { timeout: 30_000, interval: TICK_MS })
    .toBeGreaterThanOrEqual(until);
}

function voteMessages(thread: string): APIMessage[] {
  return ana.sees(thread).filter((m) => /^⏰ Ben’s clock ran out\./.test(m.content ?? ''));
}

/** The open votes' message ids in the game of `thread`. */
function votesStored(thread: string): (string | null)[] {
  const db = new Database(h.dbPath, { readonly: true });
  try {
    return db
      .prepare<[string], { message_id: string | null }>(
        `SELECT v.message_id FROM clock_votes v JOIN games g ON g.id = v.game_id
         WHERE g.channel_id = ? AND v.outcome IS NULL`,
      )
      .all(thread)
      .map((v) => v.message_id);
  } finally {
    db.close();
  }
}

/** A game of Ana, Ben and Caro with a 24 h clock under `policy`: Ana and Caro chose, Ben keeps it waiting. */
function clockedGame(policy: string): Promise<string> {
  return clockedRace(h, policy, ana, ben, caro);
}

/** Discord refuses every new message in `thread` (a server error) until the fault is removed. */
function refuseIn(thread: string) {
  return h.standIn.driver.addFault({
    method: 'POST',
    route: `/channels/${thread}/messages`,
    fault: { kind: 'serverError', status: 500 },
    times: Infinity,
  });
}

it('a vote Discord refused to post is posted at a later tick, once, and its buttons vote', async () => {
  const thread = await clockedGame('vote');
  // Discord refuses every new message in the thread while Ben's clock runs out.
  const refusing = refuseIn(thread);
  offset = 25 * HOUR;
  await expect.poll(() => votesStored(thread), { timeout: 10_000 }).toEqual([null]);
  // The loop asks again while Discord refuses, less and less often: in 75 ticks, asked at 1, 2, 4, … 64 of
  // them (four requests each, discord.js retrying a 500 three times), not at every tick.
  await ticksPass(75);
  expect(refusing.hits).toBeGreaterThan(4);
  expect(refusing.hits).toBeLessThan(60);
  expect(voteMessages(thread)).toEqual([]);

  refusing.remove();
  await h.standIn.driver.waitForMessage(() => voteMessages(thread).length > 0, {
    channel: thread,
    timeoutMs: 10_000,
  });
  const [posted] = voteMessages(thread);
  expect(posted!.content).toContain(`<@${ana.id}>`);
  expect(posted!.content).toContain(`<@${caro.id}>`);
  await expect.poll(() => votesStored(thread), { timeout: 5_000 }).toEqual([posted!.id]);

  const wait = buttons(posted!).find((b) => b.label.startsWith('Wait'))!;
  const click = ana.click(posted!, wait.customId);
  await settle(h, click);
  expect(answerOf(click)?.content).toBe('Your vote counts: wait longer.');
  await expect
    .poll(() => voteMessages(thread)[0]?.content, { timeout: 5_000 })
    .toContain('Wait: 1 · Hand to a bot: 0');

  // Many ticks later, still the one vote message.
  await ticksPass(15);
  expect(voteMessages(thread)).toHaveLength(1);
}, 60_000);

it('a vote whose thread was deleted while the bot was away is not asked again: the game ends as abandoned', async () => {
  const thread = await clockedGame('vote');
  const row = h.bot.app.desk.byChannel(thread)!.record.id;
  const refusing = refuseIn(thread);
  offset += 25 * HOUR;
  await expect.poll(() => votesStored(thread), { timeout: 10_000 }).toEqual([null]);
  // The thread is deleted while the bot is down: it never hears of it, and finds it gone when it posts the vote.
  await h.restart(() => {
    refusing.remove();
    h.standIn.driver.deleteChannel({ user: 'ana', channel: thread });
  });
  const gone = () =>
    lines.filter((l) => l.includes(`"row":${row},`) && l.includes('the game thread no longer exists'));
  await expect.poll(() => gone().length, { timeout: 10_000 }).toBeGreaterThan(0);
  // 75 ticks: a vote still asked for would be, at ticks 1, 2, 4, … 64.
  await ticksPass(75);
  expect(gone()).toHaveLength(1);
  expect(h.bot.app.desk.snapshot(row)?.record.lifecycle).toBe('abandoned');
  expect(lines.some((l) => l.includes(`"row":${row},`) && l.includes('game ended as abandoned'))).toBe(true);
}, 60_000);

/**
 * A game of `clockedGame('hand-over')` whose thread refuses every new message while Ben's clock runs out and his
 * seat goes to a bot: the notice saying so was refused. Returns the thread, its notices and the fault.
 */
async function handOverRefused() {
  const thread = await clockedGame('hand-over');
  const notices = () =>
    ana.sees(thread).filter((m) => (m.content ?? '').startsWith('⏰ Ben’s clock ran out: a bot plays'));
  const refusing = refuseIn(thread);
  offset += 25 * HOUR;
  const row = h.bot.app.desk.byChannel(thread)!.record.id;
  const benSeat = () => h.bot.app.desk.snapshot(row)!.seats.find((s) => s.userId === ben.id)!;
  await expect.poll(() => benSeat().botKind, { timeout: 10_000 }).not.toBeNull();
  await expect.poll(() => refusing.hits, { timeout: 5_000 }).toBeGreaterThan(0);
  expect(notices()).toEqual([]);
  return { thread, notices, refusing };
}

it('a hand-over notice Discord refused to post is posted at a later tick, once', async () => {
  const { thread, notices, refusing } = await handOverRefused();
  await ticksPass(20);
  expect(notices()).toEqual([]);

  refusing.remove();
  await h.standIn.driver.waitForMessage(() => notices().length > 0, { channel: thread, timeoutMs: 10_000 });
  // Many ticks later, still the one notice.
  await ticksPass(100);
  expect(notices()).toHaveLength(1);
}, 60_000);

it('a hand-over notice Discord refused is posted after a restart of the bot, once', async () => {
  const { thread, notices, refusing } = await handOverRefused();
  // The bot restarts before Discord takes the notice: the restarted bot posts it.
  await h.restart(() => refusing.remove());
  await h.standIn.driver.waitForMessage(() => notices().length > 0, { channel: thread, timeoutMs: 10_000 });
  await ticksPass(100);
  expect(notices()).toHaveLength(1);
}, 60_000);

it('a vote that reached Discord but whose answer was lost is shown once, its post asked again with the same nonce', async () => {
  const thread = await clockedGame('vote');
  // Discord creates the vote's message, but its answer never reaches the bot (discord.js asks again).
  const lost = h.standIn.driver.addFault({
    method: 'POST',
    route: `/channels/${thread}/messages`,
    fault: { kind: 'lostAnswer' },
  });
  offset += 25 * HOUR;
  await h.standIn.driver.waitForMessage(() => voteMessages(thread).length > 0, {
    channel: thread,
    timeoutMs: 10_000,
  });
  expect(lost.hits).toBe(1);
  await expect.poll(() => votesStored(thread), { timeout: 5_000 }).toEqual([voteMessages(thread)[0]!.id]);
  await ticksPass(20);
  expect(voteMessages(thread)).toHaveLength(1);
}, 60_000);

it('the line saying a vote was decided, refused by Discord, is posted at a later tick, once', async () => {
  const thread = await clockedGame('vote');
  offset += 25 * HOUR;
  await h.standIn.driver.waitForMessage(() => voteMessages(thread).length > 0, {
    channel: thread,
    timeoutMs: 10_000,
  });
  const [vote] = voteMessages(thread);
  const decided = () =>
    ana.sees(thread).filter((m) => (m.content ?? '').startsWith('⏳ The players gave Ben more time'));
  // Both voters choose to wait while Discord refuses every new message in the thread.
  const refusing = refuseIn(thread);
  for (const voter of [ana, caro]) {
    const wait = buttons(vote!).find((b) => b.label.startsWith('Wait'))!;
    await settle(h, voter.click(vote!, wait.customId));
  }
  await ticksPass(20);
  expect(decided()).toEqual([]);

  refusing.remove();
  await h.standIn.driver.waitForMessage(() => decided().length > 0, { channel: thread, timeoutMs: 10_000 });
  await ticksPass(100);
  expect(decided()).toHaveLength(1);
}, 60_000);
