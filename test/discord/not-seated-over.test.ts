/**
 * Someone without a seat who presses a button of a game that is over (a spectator's My hand on the last message, a
 * player who left before the end): the game is over, and that is what they are told (playtest 2026-12-07: "You're
 * not playing in this game. You can follow it here; `/oil games` lists the open lobbies to join." after the end,
 * to players who had left it, where there was nothing left to follow). While it runs they are told they have no
 * seat, or, if they left it (`/oil leave`), that they left (and who took their seat over, if anyone). Through the router, the desk and the table, on a stored Catan game.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/discord/app';
import { encodeControl } from '../../src/discord/custom-id';
import { LEFT_GAME, NOT_SEATED, NOT_SEATED_LOBBY, OVER_TEXT } from '../../src/discord/refusals';
import { allowTakeover, leaveGame, takeOver } from '../../src/table/seats-handover';
import { routeInteraction } from '../../src/discord/router';
import { catanHoldingCards, fakeInteraction, tableApp, versionIn } from './table-app';
import { ana, eve, newTable, type Fixture } from '../table/helpers';

const CHANNEL = 'c-not-seated-over';

let t: { f: Fixture; app: App; row: number; player: string };

beforeAll(() => {
  const f = newTable();
  t = { f, app: tableApp(f, 'not-seated-over'), ...catanHoldingCards(f, CHANNEL, 'not-seated-over', [0]) };
});
afterAll(() => t.f.close());

/** What an outsider's (`user`'s) press of the current turn message's `verb` button is told. */
async function outsiderPresses(verb: 'hand' | 'act', user = eve.userId): Promise<string[]> {
  const version = versionIn(t.f, CHANNEL);
  const customId =
    verb === 'hand'
      ? encodeControl({ row: t.row, version, verb })
      : encodeControl({ row: t.row, version, verb, group: 'end-turn' });
  const sent = fakeInteraction({
    kind: 'button',
    customId,
    user,
    guildId: 'g1',
    channelId: CHANNEL,
  });
  await routeInteraction(t.app, sent.fake);
  return sent.calls.map((c) => (c.body as { content?: string } | undefined)?.content ?? '').filter((s) => s);
}

describe('a button pressed by someone without a seat', () => {
  it('in a lobby, My hand: there is a seat to take, not a game to follow', async () => {
    const lobby = 'c-not-seated-lobby';
    const opened = t.f.table.openLobby({
      guildId: 'g1',
      channelId: lobby,
      gameId: 'catan',
      host: ana,
      seed: 'l',
    });
    if (!opened.ok) throw new Error(opened.message);
    const row = opened.game.record.id;
    const customId = encodeControl({ row, version: versionIn(t.f, lobby), verb: 'hand' });
    const sent = fakeInteraction({
      kind: 'button',
      customId,
      user: eve.userId,
      guildId: 'g1',
      channelId: lobby,
    });
    await routeInteraction(t.app, sent.fake);
    const texts = sent.calls.map((c) => (c.body as { content?: string } | undefined)?.content ?? '');
    expect(texts.filter((s) => s)).toEqual([NOT_SEATED_LOBBY]);
  });

  it('while the game runs: they have no seat in it', async () => {
    expect(await outsiderPresses('hand')).toEqual([NOT_SEATED]);
    expect(await outsiderPresses('act')).toEqual([NOT_SEATED]);
  });

  it('while the game runs, to a player who left it: that they left, then who took their seat over', async () => {
    const seats = t.f.table.getGameById(t.row);
    if (!seats.ok) throw new Error(seats.message);
    // One who is not to act now, so that leaving lets no bot move.
    const leaver = seats.game.seats.find((s) => s.userId !== null && s.userId !== t.player)!;
    const left = leaveGame(t.f.table, t.row, leaver.userId!);
    if (!left.ok) throw new Error(left.message);
    expect(await outsiderPresses('hand', leaver.userId!)).toEqual([LEFT_GAME]);
    expect(await outsiderPresses('act', leaver.userId!)).toEqual([LEFT_GAME]);
    expect(allowTakeover(t.f.table, t.row, { userId: ana.userId, isAdmin: false }, true).ok).toBe(true);
    const taken = takeOver(t.f.table, t.row, { userId: 'u-fay', name: 'Fay' }, leaver.seat);
    if (!taken.ok) throw new Error(taken.message);
    expect(await outsiderPresses('hand', leaver.userId!)).toEqual([
      'Fay took over your seat while a bot played it, so you no longer play in this game. You can still follow it here.',
    ]);
    // Someone who never played it is told as before.
    expect(await outsiderPresses('act')).toEqual([NOT_SEATED]);
  });

  it('once the game is over: it is over, nothing left to follow', async () => {
    const off = t.f.table.abandon({ channelId: CHANNEL, byUserId: ana.userId });
    if (!off.ok) throw new Error(off.message);
    expect(await outsiderPresses('hand')).toEqual([OVER_TEXT]);
    expect(await outsiderPresses('act')).toEqual([OVER_TEXT]);
  });
});
