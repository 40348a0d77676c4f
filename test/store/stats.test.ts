import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/store';
import { tempDir } from './tmp';
import { ana, ben, bot, cat, GUILD, HOUR, MINUTE, playGame, type Clock } from './played';

describe('stats store', () => {
  let tmp: ReturnType<typeof tempDir>;
  let store: Store;
  const clock: Clock = { t: 0 };

  beforeEach(() => {
    tmp = tempDir();
    clock.t = 1_000_000;
    store = openStore(tmp.file('stats.sqlite'), { now: () => clock.t });
  });
  afterEach(() => {
    store.close();
    tmp.cleanup();
  });

  it('lists only the started games of the server asked about, with when they started and ended', () => {
    const t0 = clock.t;
    const won = playGame(store, clock, {
      channel: 'c1',
      seats: [ana, ben],
      moves: [
        { seat: 0, after: HOUR },
        { seat: 1, after: 2 * HOUR },
      ],
      end: 'finished',
      positions: [10, 4],
      winners: [0],
    });
    const t1 = clock.t;
    const dropped = playGame(store, clock, {
      channel: 'c2',
      seats: [ana, bot],
      moves: [{ seat: 0, after: MINUTE }],
      end: 'abandoned',
      abandonAfter: 5 * MINUTE,
    });
    const t2 = clock.t;
    const playing = playGame(store, clock, { channel: 'c3', seats: [ben, cat], moves: [], end: 'active' });
    // Not played: a lobby never started, and another server's game.
    store.createGame({
      guildId: GUILD,
      channelId: 'c4',
      gameId: 'test-race',
      options: {},
      seed: 's',
      hostUserId: 'u-ana',
    });
    playGame(store, clock, { channel: 'x1', guildId: 'other', seats: [ana, ben], moves: [], end: 'active' });

    const games = store.stats.playedGames(GUILD);
    expect(games.map((g) => [g.id, g.lifecycle])).toEqual([
      [won, 'finished'],
      [dropped, 'abandoned'],
      [playing, 'active'],
    ]);
    expect(games[0]).toMatchObject({
      gameId: 'test-race',
      channelId: 'c1',
      startedAt: t0,
      endedAt: t0 + 3 * HOUR,
      actions: 2,
    });
    expect(games[1]).toMatchObject({ startedAt: t1, endedAt: t2, actions: 1 });
    expect(t2 - t1).toBe(6 * MINUTE);
    expect(games[2]?.endedAt).toBeNull();
    expect(games[1]?.seats.map((s) => [s.userId, s.botKind, s.name])).toEqual([
      ['u-ana', null, 'Ana'],
      [null, 'cautious', 'Bot 1'],
    ]);
  });

  it('a game over is unsummed until summed up; summing up twice keeps the first', () => {
    const id = playGame(store, clock, {
      channel: 'c1',
      seats: [ana, ben, bot],
      moves: [{ seat: 0, after: 1 }],
      end: 'finished',
      positions: [10, 7, 3],
      winners: [0],
    });
    const dropped = playGame(store, clock, { channel: 'c2', seats: [ana, ben], moves: [], end: 'abandoned' });
    playGame(store, clock, { channel: 'c3', seats: [ana, ben], moves: [], end: 'active' });
    expect(store.stats.unsummed(GUILD).map((g) => [g.id, g.lifecycle])).toEqual([
      [id, 'finished'],
      [dropped, 'abandoned'],
    ]);
    expect(JSON.parse(store.stats.unsummed(GUILD)[0]!.state)).toMatchObject({ positions: [10, 7, 3] });
    expect(store.stats.playedGames(GUILD)[0]?.seats.map((s) => s.score)).toEqual([null, null, null]);

    store.stats.saveSummary(id, [
      { seat: 0, score: 10, won: true },
      { seat: 1, score: 7, won: false },
      { seat: 2, score: 3, won: false },
    ]);
    store.stats.saveSummary(id, [{ seat: 0, score: 99, won: false }]);
    expect(store.stats.unsummed(GUILD).map((g) => g.id)).toEqual([dropped]);
    store.stats.saveSummary(dropped, []);
    expect(store.stats.unsummed(GUILD)).toEqual([]);
    expect(store.stats.playedGames(GUILD)[0]?.seats.map((s) => [s.score, s.won])).toEqual([
      [10, true],
      [7, false],
      [3, false],
    ]);
  });

  it('a move waits from the action before it (or the start); a run of one seat counts once; bots do not count', () => {
    playGame(store, clock, {
      channel: 'c1',
      seats: [ana, ben, bot],
      moves: [
        { seat: 0, after: 10 * MINUTE }, // Ana: 10 min since the start
        { seat: 0, after: 1 * MINUTE }, // the same visit: not counted again
        { seat: 2, after: 0 }, // the bot, right after
        { seat: 1, after: 3 * HOUR }, // Ben: 3 h since the bot
        { seat: 0, after: 20 * MINUTE }, // Ana: 20 min
      ],
      end: 'active',
    });
    playGame(store, clock, {
      channel: 'x1',
      guildId: 'other',
      seats: [ana, ben],
      moves: [{ seat: 0, after: 99 * HOUR }],
      end: 'active',
    });
    const waits = (ids?: string[]) =>
      store.stats
        .moveWaits(GUILD, ids)
        .map((w) => [w.userId, w.waited])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])) || Number(a[1]) - Number(b[1]));
    expect(waits()).toEqual([
      ['u-ana', 10 * MINUTE],
      ['u-ana', 20 * MINUTE],
      ['u-ben', 3 * HOUR],
    ]);
    expect(waits(['u-ben'])).toEqual([['u-ben', 3 * HOUR]]);
    expect(waits(['u-cat'])).toEqual([]);
  });

  it('a game over keeps its move waits once summed up, and is no longer walked', () => {
    const id = playGame(store, clock, {
      channel: 'c1',
      seats: [ana, ben],
      moves: [
        { seat: 0, after: 10 * MINUTE },
        { seat: 1, after: HOUR },
      ],
      end: 'abandoned',
    });
    playGame(store, clock, {
      channel: 'c2',
      seats: [ana, ben],
      moves: [{ seat: 1, after: 2 * HOUR }],
      end: 'active',
    });
    const waits = () =>
      store.stats
        .moveWaits(GUILD)
        .map((w) => `${w.userId} ${w.waited}`)
        .sort();
    const before = waits();
    expect(before).toEqual([`u-ana ${10 * MINUTE}`, `u-ben ${HOUR}`, `u-ben ${2 * HOUR}`]);
    store.stats.saveSummary(id, []);
    const kept = store.db
      .prepare('SELECT seq, user_id, waited FROM move_waits WHERE game_id = ? ORDER BY seq')
      .all(id);
    expect(kept).toEqual([
      { seq: 1, user_id: 'u-ana', waited: 10 * MINUTE },
      { seq: 2, user_id: 'u-ben', waited: HOUR },
    ]);
    expect(waits()).toEqual(before);
    expect(store.stats.moveWaits(GUILD, ['u-ana']).map((w) => w.waited)).toEqual([10 * MINUTE]);
  });
});
