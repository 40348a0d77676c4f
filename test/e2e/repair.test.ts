/**
 * A damaged game through the stand-in and discord.js: one thread's saved state is broken; that game says it
 * is damaged (not "no game") and points to `/oil repair`, the other thread's game plays on, a non-admin may
 * not repair, and an admin's `/oil repair` rebuilds it from its move log so it plays on; run on a game that is
 * not damaged but whose turn message was deleted, it posts a fresh board.
 */
import Database from 'better-sqlite3';
import type { APIMessage } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { race } from '../fixtures/race';
import { answerOf, buttonId, buttons, selects, settle, threadIdIn, versionOf, type Player } from './harness';
import { useHarness } from './use-harness';
import { NO_GAME_HERE } from '../../src/discord/here';

// Ana is an admin in the stand-in's world.
const { h, ana, ben } = useHarness({ games: [race], players: ['ana', 'ben'] });

function latestTurn(thread: string): APIMessage {
  const msgs = ana.sees(thread).filter((m) => !m.flags || (m.flags & 64) === 0);
  const turn = [...msgs].reverse().find((m) => buttons(m).some((b) => b.customId.includes('.act.choose')));
  if (!turn) throw new Error('no turn message yet');
  return turn;
}

/** Ana opens a race in a new thread with Ben, starts it, and returns the thread id. */
async function newRace(): Promise<string> {
  const thread = threadIdIn(await ana.run('general', 'oil new', { game: 'test-race' }));
  const lobby = await h.standIn.driver.waitForMessage((m) => (m.embeds?.[0]?.title ?? '').includes('lobby'), {
    channel: thread,
  });
  await settle(h, ben.click(lobby, buttonId(lobby, '.join')));
  await settle(h, ana.click(lobby, buttonId(lobby, '.start')));
  return thread;
}

/** `who` chooses "safe" through the Choose button and the private select. */
async function chooseSafe(who: Player, thread: string): Promise<void> {
  const turn = latestTurn(thread);
  const click = who.click(turn, buttonId(turn, '.act.choose'));
  await settle(h, click);
  const chooser = answerOf(click)!;
  const sel = selects(chooser)[0]!;
  const option = sel.options.find((o) => o.label.includes('safe'))!;
  await settle(h, who.select(chooser, sel.customId, [option.value]));
}

describe('a damaged game', () => {
  let broken: string;
  let healthy: string;

  it('two games are played a little', async () => {
    broken = await newRace();
    healthy = await newRace();
    await chooseSafe(ana, broken);
    await chooseSafe(ben, broken);
    expect(versionOf(latestTurn(broken))).toBe(2);
  });

  it('says it is damaged and points to /oil repair; the other game plays on', async () => {
    const db = new Database(h.dbPath);
    db.pragma('busy_timeout = 5000');
    const n = db
      .prepare(`UPDATE games SET state = '{"target":10,"pos' WHERE channel_id = ?`)
      .run(broken).changes;
    db.close();
    expect(n).toBe(1);

    const reply = await ana.run(broken, 'oil board');
    expect(reply.content).toMatch(/damaged.*An admin can run `\/oil repair`/s);
    expect(reply.content).not.toMatch(/no game/i);
    // A click on the damaged game's turn message says the same.
    const turn = latestTurn(broken);
    const click = ben.click(turn, buttonId(turn, '.act.choose'));
    await settle(h, click);
    expect(answerOf(click)?.content).toMatch(/damaged.*An admin can run `\/oil repair`/s);

    const v = versionOf(latestTurn(healthy))!;
    await chooseSafe(ana, healthy);
    expect(versionOf(latestTurn(healthy))).toBe(v + 1);
    expect((await ana.run(healthy, 'oil board')).content).toBe('Posted a fresh board.');
  });

  it('asked in a channel, not a game thread, points to the game threads as the other commands do', async () => {
    expect((await ana.run('general', 'oil repair')).content).toBe(NO_GAME_HERE);
  });

  it('only an admin may repair it', async () => {
    const reply = await ben.run(broken, 'oil repair');
    expect(reply.content).toMatch(/Only someone with the Manage Threads permission/);
    expect((await ben.run(broken, 'oil board')).content).toMatch(/damaged/);
  });

  it('an admin repairs it from its move log and it plays on', async () => {
    const reply = await ana.run(broken, 'oil repair');
    expect(reply.content).toBe('Rebuilt the game from its 2 moves and posted a fresh board. Play goes on.');
    expect(versionOf(latestTurn(broken))).toBe(2);
    await chooseSafe(ana, broken);
    expect(versionOf(latestTurn(broken))).toBe(3);
    const again = await ana.run(broken, 'oil repair');
    expect(again.content).toMatch(/not damaged.*\. Nothing changed\.$/);
  });
});

describe('a game that is not damaged', () => {
  it('whose turn message a moderator deleted: /oil repair posts a fresh board, once', async () => {
    const thread = await newRace();
    await chooseSafe(ana, thread);
    const gone = latestTurn(thread);
    h.standIn.store.deleteMessage(h.standIn.store.message(thread, gone.id));
    const reply = await ana.run(thread, 'oil repair');
    expect(reply.content).toBe(
      'This game is not damaged, but its turn message was gone: I posted a fresh board. Play goes on.',
    );
    const fresh = latestTurn(thread);
    expect(fresh.id).not.toBe(gone.id);
    expect(versionOf(fresh)).toBe(versionOf(gone));
    // Its board in place, a second repair changes nothing and posts nothing.
    expect((await ana.run(thread, 'oil repair')).content).toMatch(/not damaged.*\. Nothing changed\.$/);
    expect(latestTurn(thread).id).toBe(fresh.id);
    await chooseSafe(ben, thread);
    expect(versionOf(latestTurn(thread))).toBe(versionOf(gone)! + 1);
  });
});
