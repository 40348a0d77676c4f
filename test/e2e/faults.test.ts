/**
 * Discord faults under play (issue 12), through the stand-in's switches: a deleted turn message, a dropped
 * gateway mid-game, and answers so slow they pass Discord's 3 seconds. The bot recovers, tells the player
 * what happened where it can, and never applies a move twice or loses one. (429 and 500 answers are covered
 * in machinery.test.ts.) And a fault of our own: a corrupt turn message row, which loses nothing either.
 */
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { APIMessage } from 'discord-api-types/v10';
import { logger } from '../../src/log';
import { race } from '../fixtures/race';
import { buttons, settle, threadIdIn, versionOf, whoActs } from './harness';
import { useHarness } from './use-harness';

const { h, ana, ben } = useHarness({ games: [race], players: ['ana', 'ben'] });
let thread: string;

function turnMessage(): APIMessage | undefined {
  return ana.turnMessage(thread);
}

function gameVersion(): number {
  return h.bot.app.desk.byChannel(thread)!.record.version;
}

/** Whoever the game waits for makes a typed move; resolves with their private answer. */
async function move(): Promise<string> {
  const reply = await whoActs(h, thread, [ana, ben]).run(thread, 'oil move', { choice: 'safe' });
  return reply.content ?? '';
}

/**
 * Whoever the game waits for makes a move after `fault` (given the turn message before it), which counts once
 * and leaves a new turn message showing it; returns the message before, the new one and the version it shows.
 */
async function moveAfter(
  fault: (turn: APIMessage) => Promise<void> | void,
): Promise<{ turn: APIMessage; now: APIMessage; version: number }> {
  const turn = turnMessage()!;
  await fault(turn);
  const version = gameVersion() + 1;
  expect(await move()).toMatch(/^Done/);
  expect(gameVersion()).toBe(version);
  const now = turnMessage()!;
  expect(now.id).not.toBe(turn.id);
  expect(versionOf(now)).toBe(version);
  return { turn, now, version };
}

beforeAll(async () => {
  thread = threadIdIn(await ana.run('general', 'oil new', { game: 'test-race' }));
  await ben.run(thread, 'oil join');
  await ana.run(thread, 'oil start');
}, 60_000);

describe('Discord faults under play', () => {
  it('a deleted turn message: the next move posts a new one and is not reported as failed', async () => {
    await moveAfter(async (turn) => {
      const channel = await h.bot.client.channels.fetch(thread);
      if (!channel?.isTextBased()) throw new Error('no thread');
      await channel.messages.delete(turn.id); // a moderator removed it
    });
  });

  it('a corrupt turn message row: the move counts once, the turn is posted anew, the row is mended, the log says so', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const row = h.bot.app.desk.byChannel(thread)!.record.id;
    const { turn, now, version } = await moveAfter(() => {
      const db = new Database(h.dbPath);
      db.pragma('busy_timeout = 5000');
      db.prepare("UPDATE turn_messages SET to_act = '[0, \"x' WHERE game_id = ?").run(row);
      db.close();
    });
    // Read as a message that asked nobody: a new one asks those to act, and the old one lost its buttons.
    expect(buttons(ana.sees(thread).find((m) => m.id === turn.id)!)).toEqual([]);
    const toAct = h.bot.app.desk.byChannel(thread)!.status!.toAct;
    expect(h.bot.app.desk.turnMessage(row)).toMatchObject({ messageId: now.id, version, toAct });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ id: row, column: 'to_act' }),
      'corrupt turn message seats: read as none, so the turn is posted anew',
    );
    warn.mockRestore();
  });

  it('a dropped gateway mid-game: the bot resumes, moves go on, the thread shows the current turn', async () => {
    const before = gameVersion();
    expect(h.standIn.gateway.dropConnections()).toBeGreaterThan(0);
    // While the bot reconnects a click may not reach it: Discord then says the interaction failed, and
    // nothing changes. Once it is back, moves work and count once.
    await h.standIn.driver.waitForBot();
    await new Promise((r) => setTimeout(r, 200));
    expect(await move()).toMatch(/^Done/);
    expect(await move()).toMatch(/^Done/);
    expect(gameVersion()).toBe(before + 2);
    expect(versionOf(turnMessage()!)).toBe(before + 2);
  });

  it('answers slower than 3 seconds: the late click changes nothing, the next one counts once', async () => {
    const before = gameVersion();
    const slow = h.standIn.driver.addFault({
      method: 'POST',
      route: /^\/interactions\/\d+\/[^/]+\/callback$/,
      fault: { kind: 'delay', delayMs: 3_300 },
    });
    const turn = turnMessage()!;
    const who = whoActs(h, thread, [ana, ben]);
    const click = who.click(turn, buttons(turn).find((b) => b.customId.includes('.act.'))!.customId);
    await click.waitForAck({ timeoutMs: 4_000 }).catch(() => undefined);
    await h.bot.idle();
    slow.remove();
    expect(gameVersion()).toBe(before);
    expect(await move()).toMatch(/^Done/);
    expect(gameVersion()).toBe(before + 1);
  });

  it('a saved move whose private answer Discord fails: the player is told what it did, never to try again', async () => {
    const before = gameVersion();
    // discord.js tries a request that gets a 500 four times in all: each try of the answer fails.
    const failing = h.standIn.driver.addFault({
      method: 'PATCH',
      route: /^\/webhooks\/\d+\/[^/]+\/messages\/(@|%40)original$/,
      fault: { kind: 'serverError', status: 500 },
      times: 4,
    });
    const typed = whoActs(h, thread, [ana, ben]).command(thread, 'oil move', { choice: 'safe' });
    await settle(h, typed);
    await expect.poll(() => typed.original()?.content, { timeout: 10_000 }).toMatch(/^Done/);
    expect(failing.hits).toBe(4);
    expect(typed.original()?.content).not.toMatch(/went wrong|Try again/);
    expect(gameVersion()).toBe(before + 1);
  });
});
