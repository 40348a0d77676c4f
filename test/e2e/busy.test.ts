/**
 * A database locked by another process, through the stand-in and discord.js: while a second process holds
 * the write lock for 8 s, the bot keeps answering every interaction within Discord's 3 seconds; a move made
 * meanwhile is acknowledged at once, retried on timers (retryWhileBusy) and lands once the lock is gone. (Past
 * the bound it would say BUSY_MESSAGE, "… busy — try again in a moment. Nothing changed.":
 * test/table/busy.test.ts.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { APIMessage } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { bundled } from '../bundled';
import { race } from '../fixtures/race';
import {
  answerOf,
  buttonId,
  messageText,
  buttons,
  type Player,
  selects,
  settle,
  threadIdIn,
  versionOf,
} from './harness';
import { useHarness } from './use-harness';

const { h, ana, ben } = useHarness({ games: [race], players: ['ana', 'ben'] });
let thread: string;

function latestTurn(): APIMessage {
  const msgs = ana.sees(thread).filter((m) => !m.flags || (m.flags & 64) === 0);
  const turn = [...msgs].reverse().find((m) => buttons(m).some((b) => b.customId.includes('.act.choose')));
  if (!turn) throw new Error('no turn message yet');
  return turn;
}

function holdLock(holdMs: number): Promise<{ child: ChildProcess; released: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundled('lock-child'), h.dbPath, String(holdMs)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    let onReleased: () => void = () => undefined;
    const released = new Promise<void>((r) => (onReleased = r));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out === 'locked\n') resolve({ child, released });
      if (out.includes('released')) onReleased();
    });
    child.on('exit', (code) =>
      out.includes('locked') ? undefined : reject(new Error(`lock child exited ${code}`)),
    );
  });
}

/** Run an interaction and return how long (ms) the bot took to acknowledge it and to finish answering. */
async function timed(
  run: () => ReturnType<Player['click']>,
): Promise<{ ms: number; handle: ReturnType<Player['click']> }> {
  const t0 = Date.now();
  const handle = run();
  await handle.waitForAck({ timeoutMs: 20_000 });
  await h.bot.idle();
  return { ms: Date.now() - t0, handle };
}

describe('a database locked by another process', () => {
  it('a game is started', async () => {
    thread = threadIdIn(await ana.run('general', 'oil new', { game: 'test-race' }));
    const lobby = await h.standIn.driver.waitForMessage(
      (m) => (m.embeds?.[0]?.title ?? '').includes('lobby'),
      {
        channel: thread,
      },
    );
    await settle(h, ben.click(lobby, buttonId(lobby, '.join')));
    await settle(h, ana.click(lobby, buttonId(lobby, '.start')));
    expect(versionOf(latestTurn())).toBe(0);
  });

  it('every interaction is answered within 3 s; a move waits for the lock asynchronously and then lands', async () => {
    const { released } = await holdLock(8000);
    const lockedAt = Date.now();

    const turn = latestTurn();
    const open = await timed(() => ana.click(turn, buttonId(turn, '.act.choose')));
    const chooser = answerOf(open.handle)!;
    const sel = selects(chooser)[0]!;
    // The move is acknowledged at once and keeps trying to save in the background …
    const pick = ana.select(chooser, sel.customId, [sel.options[0]!.value]);
    const t0 = Date.now();
    await pick.waitForAck({ timeoutMs: 3000 });
    const ackMs = Date.now() - t0;
    // … while other interactions are served as usual.
    const help = ben.command(thread, 'oil help');
    const t1 = Date.now();
    await help.waitForReply({ timeoutMs: 3000 });
    const helpMs = Date.now() - t1;
    expect(messageText(help.original()!)).toMatch(/Start/);
    expect(answerOf(pick)?.content).not.toMatch(/chose safe/); // no answer yet: still waiting for the lock
    expect(versionOf(latestTurn())).toBe(0);
    console.log(
      JSON.stringify({ name: 'busy.e2e.worstAnswerMs', value: Math.max(open.ms, ackMs, helpMs), unit: 'ms' }),
    );
    expect(Math.max(open.ms, ackMs, helpMs)).toBeLessThan(3000);

    await released;
    await h.bot.idle();
    expect(Date.now() - lockedAt).toBeGreaterThanOrEqual(7900);
    // The chooser itself now says what happened (the race tells each player their choice privately).
    expect(pick.followUps().map((m) => m.content)).toEqual([]);
    expect(answerOf(pick)?.content).toMatch(/^Done: .*\n.*chose safe/);
    expect(versionOf(latestTurn())).toBe(1);
  }, 30_000);
});
