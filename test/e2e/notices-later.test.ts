/**
 * The line saying a game ended (`/oil end`) when Discord refused it at first: posted at a later tick, it reopens
 * the archived thread, which is then archived again, as at the game's end. Kept while Discord refuses for a while
 * (a server error), it is dropped at once, and logged, when the thread turns out deleted; a game still played
 * whose kept notice finds its thread deleted ends there as abandoned, as on a reminder or a clock vote.
 */
import pino from 'pino';
import { expect, it } from 'vitest';
import { race } from '../fixtures/race';
import { buttons, chooseInRace, joinAndStart, openLobby, settle } from './harness';
import { useHarness } from './use-harness';

const TICK_MS = 40;
const lines: string[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });

const { h, ana, ben } = useHarness({
  games: [race],
  bot: { clocks: { everyMs: TICK_MS }, logger },
  players: ['ana', 'ben'],
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const archived = (thread: string) => h.standIn.driver.channel(thread).thread?.archived ?? false;
const endings = (thread: string) =>
  ana.sees(thread).filter((m) => (m.content ?? '').startsWith('Ana ended this game.'));

/**
 * A game of Ana and Ben whose thread refuses every new message (a server error) after `first` (a choice made, say).
 * Returns the thread, its row, the notices kept for it and the fault.
 */
async function refusingGame(first?: (thread: string) => Promise<unknown>) {
  const { thread, lobby } = await openLobby(h, ana, { game: 'test-race' });
  await joinAndStart(h, thread, lobby, ana, [ben]);
  const row = h.bot.app.desk.byChannel(thread)!.record.id;
  await first?.(thread);
  const refusing = h.standIn.driver.addFault({
    method: 'POST',
    route: `/channels/${thread}/messages`,
    fault: { kind: 'serverError', status: 500 },
    times: Infinity,
  });
  const kept = () => h.bot.app.desk.noticesLater.all().filter((n) => n.row === row);
  return { thread, row, kept, refusing };
}

/** `player`'s `command` in `thread`, answered Yes. */
async function confirmed(player: typeof ana, thread: string, command: string): Promise<void> {
  const asked = await player.run(thread, command);
  await settle(h, player.click(asked, buttons(asked).find((b) => b.label.startsWith('Yes'))!.customId));
}

/**
 * A game of Ana and Ben that Ana ends with `/oil end` while Discord refuses every new message in its thread (a
 * server error): the ending line is kept and the thread archived. Returns the thread, its kept notices and the
 * fault.
 */
async function endedRefused() {
  const { thread, kept, refusing } = await refusingGame();
  await confirmed(ana, thread, 'oil end');
  await expect.poll(() => archived(thread), { timeout: 5_000 }).toBe(true);
  expect(endings(thread)).toEqual([]);
  expect(kept()).toHaveLength(1);
  return { thread, kept, refusing };
}

it('a refused ending line posted at a later tick leaves the thread archived again, as the game’s end did', async () => {
  const { thread, kept, refusing } = await endedRefused();
  refusing.remove();
  await h.standIn.driver.waitForMessage(() => endings(thread).length > 0, {
    channel: thread,
    timeoutMs: 10_000,
  });
  await expect.poll(() => kept(), { timeout: 5_000 }).toEqual([]);
  await expect.poll(() => archived(thread), { timeout: 5_000 }).toBe(true);
  // Many ticks later, still the one line, and the thread stays archived.
  await pause(100 * TICK_MS);
  expect(endings(thread)).toHaveLength(1);
  expect(archived(thread)).toBe(true);
}, 60_000);

it('a kept ending line waits while Discord refuses, and is dropped at once, logged, when its thread is deleted', async () => {
  const { thread, kept, refusing } = await endedRefused();
  // A server error may pass: the line is asked for again, and kept.
  await expect.poll(() => refusing.hits, { timeout: 10_000 }).toBeGreaterThan(8);
  expect(kept()).toHaveLength(1);

  h.standIn.driver.deleteChannel({ user: 'ana', channel: thread });
  // Not a day later: at its next try, which finds the thread gone.
  await expect.poll(() => kept(), { timeout: 10_000 }).toEqual([]);
  expect(lines.some((l) => l.includes('game thread gone: its kept notices dropped'))).toBe(true);
  refusing.remove();
}, 60_000);

it('a kept notice whose thread was deleted while the bot was away ends its game as abandoned, as a reminder or a clock vote does', async () => {
  // Ben chose this round: the bot that takes his seat has nothing to do, and the turn message stays as it is.
  const { thread, row, kept, refusing } = await refusingGame((t) => chooseInRace(ben, t));
  await confirmed(ben, thread, 'oil leave');
  expect(kept()).toHaveLength(1);
  const lifecycle = () => h.bot.app.desk.snapshot(row)?.record.lifecycle;
  expect(lifecycle()).toBe('active');
  // The thread is deleted while the bot is down: it never hears of it, and finds it gone when it posts the notice.
  await h.restart(() => {
    refusing.remove();
    h.standIn.driver.deleteChannel({ user: 'ana', channel: thread });
  });
  await expect.poll(lifecycle, { timeout: 10_000 }).toBe('abandoned');
  expect(kept()).toEqual([]);
  expect(lines.some((l) => l.includes(`"row":${row},`) && l.includes('game ended as abandoned'))).toBe(true);
}, 60_000);
