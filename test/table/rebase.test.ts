/**
 * The rebase rule, checked once in the table: a click on an older message still counts when only OTHER seats
 * acted since (several act at once) and its author must still act; any action of their own since makes it
 * stale, as does a version from the future.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ana, ben, cat, newTable, type Fixture } from './helpers';

const safe = { type: 'choose', choice: 'safe' };

describe('clicks on an older message while several act at once', () => {
  let f: Fixture;
  beforeEach(() => {
    f = newTable();
    f.table.openLobby({
      guildId: 'g',
      channelId: 'c1',
      gameId: 'test-race',
      host: ana,
      seed: 'rb',
      options: {},
    });
    f.table.join({ channelId: 'c1', ...ben });
    f.table.join({ channelId: 'c1', ...cat });
    f.table.start({ channelId: 'c1', byUserId: 'u-ana' });
  });
  afterEach(() => f.close());

  function game() {
    const g = f.table.getGame('c1');
    if (!g.ok) throw new Error(g.message);
    return g.game;
  }

  it('count when only others acted since and the clicker must still act', () => {
    expect(f.table.act({ channelId: 'c1', userId: 'u-ana', action: safe, expectedVersion: 0 }).ok).toBe(true);
    expect(f.table.checkTurn(game(), 'u-ben', 0)).toMatchObject({ ok: true, rebased: true });
    // The channel API rebases only when asked to.
    expect(f.table.act({ channelId: 'c1', userId: 'u-ben', action: safe, expectedVersion: 0 })).toMatchObject(
      {
        ok: false,
        code: 'stale',
      },
    );
    expect(
      f.table.act({ channelId: 'c1', userId: 'u-ben', action: safe, expectedVersion: 0, rebase: true }),
    ).toMatchObject({ ok: true, version: 2 });
  });

  it('are stale when the clicker acted since (a double click)', () => {
    f.table.act({ channelId: 'c1', userId: 'u-ana', action: safe, expectedVersion: 0 });
    expect(f.table.checkTurn(game(), 'u-ana', 0)).toMatchObject({ ok: false, code: 'stale' });
  });

  it('never for a version from the future', () => {
    expect(f.table.checkTurn(game(), 'u-ben', 5)).toMatchObject({ ok: false, code: 'stale' });
    expect(f.table.checkTurn(game(), 'u-ben', 0)).toMatchObject({ ok: true, rebased: false });
  });

  it('checks seat and turn once, in order', () => {
    expect(f.table.checkTurn(game(), 'u-nobody', 0)).toMatchObject({ ok: false, code: 'not-seated' });
    f.table.act({ channelId: 'c1', userId: 'u-ana', action: safe, expectedVersion: 0 });
    expect(f.table.checkTurn(game(), 'u-ana', 1)).toMatchObject({ ok: false, code: 'not-your-turn' });
  });
});

describe('the rebase belongs to the current turn message', () => {
  let f: Fixture;
  beforeEach(() => {
    f = newTable();
    f.table.openLobby({
      guildId: 'g',
      channelId: 'c1',
      gameId: 'test-race',
      host: ana,
      seed: 'rb2',
      options: {},
    });
    f.table.join({ channelId: 'c1', ...ben });
    f.table.join({ channelId: 'c1', ...cat });
    f.table.start({ channelId: 'c1', byUserId: 'u-ana' });
  });
  afterEach(() => f.close());

  it('a click drawn before the current turn message was posted is an earlier turn, stale', () => {
    f.table.act({ channelId: 'c1', userId: 'u-ana', action: safe, expectedVersion: 0 });
    const g = f.table.getGame('c1');
    if (!g.ok) throw new Error(g.message);
    const id = g.game.record.id;
    // The thread's turn message was posted at version 1: Ben's click from version 0 predates it.
    f.table.recordTurnMessage(id, {
      messageId: 'm',
      version: 1,
      first: 1,
      since: 0,
      toAct: [1, 2],
      postedAt: 1,
    });
    expect(f.table.checkTurn(g.game, 'u-ben', 0)).toMatchObject({ ok: false, code: 'stale' });
    // Posted at 0 and edited since: Ben's click from 0 was on it, and counts.
    f.table.recordTurnMessage(id, {
      messageId: 'm',
      version: 1,
      first: 0,
      since: 0,
      toAct: [0, 1, 2],
      postedAt: 2,
    });
    expect(f.table.checkTurn(g.game, 'u-ben', 0)).toMatchObject({ ok: true, rebased: true });
  });
});
