import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerGame } from '../../src/games/registry';
import { openStore, type Store } from '../../src/store';
import { FASTEST_MOVER_MIN_MOVES, guildStats, reliabilityOf, sumUpOver } from '../../src/table';
import { median } from '../../src/table/stats';
import { rateGames } from '../../src/table/ratings';
import { race, type RaceAction, type RaceOptions, type RaceState } from '../fixtures/race';
import { ruleError, type AnyGameModule, type GameModule } from '../../src/games/types';
import { tempDir } from '../store/tmp';
import { ana, ben, bot, cat, GUILD, HOUR, MINUTE, playGame, type Clock } from '../store/played';

registerGame(race);

describe('server stats', () => {
  let tmp: ReturnType<typeof tempDir>;
  let store: Store;
  const clock: Clock = { t: 0 };

  beforeEach(() => {
    tmp = tempDir();
    clock.t = 5_000_000;
    store = openStore(tmp.file('stats.sqlite'), { now: () => clock.t });
  });
  afterEach(() => {
    store.close();
    tmp.cleanup();
  });

  /** Two finished games, one abandoned, one in play, and another server's game. */
  function season() {
    const g1 = playGame(store, clock, {
      channel: 'c1',
      seats: [ana, ben, bot],
      moves: [
        { seat: 0, after: 10 * MINUTE },
        { seat: 1, after: HOUR },
        { seat: 2, after: 0 },
        { seat: 0, after: 20 * MINUTE },
      ],
      end: 'finished',
      positions: [10, 6, 8],
      winners: [0],
    });
    const g2 = playGame(store, clock, {
      channel: 'c2',
      seats: [ana, ben, cat],
      moves: [
        { seat: 1, after: 2 * HOUR },
        { seat: 2, after: 5 * MINUTE },
        { seat: 0, after: 30 * MINUTE },
      ],
      end: 'finished',
      positions: [5, 10, 7],
      winners: [1],
    });
    playGame(store, clock, {
      channel: 'c3',
      seats: [ana, cat],
      moves: [{ seat: 1, after: MINUTE }],
      end: 'abandoned',
      abandonAfter: HOUR,
    });
    playGame(store, clock, {
      channel: 'c4',
      seats: [ben, bot],
      moves: [{ seat: 0, after: 4 * HOUR }],
      end: 'active',
    });
    playGame(store, clock, {
      channel: 'x1',
      guildId: 'other-server',
      seats: [ana, ben],
      moves: [{ seat: 0, after: 1 }],
      end: 'finished',
      positions: [10, 0],
      winners: [0],
    });
    return { g1, g2 };
  }

  it('counts games finished, abandoned and in play here only, and names the longest', () => {
    const { g2 } = season();
    const s = guildStats(store.stats, GUILD);
    expect([s.finished, s.abandoned, s.active]).toEqual([2, 1, 1]);
    expect(s.games).toHaveLength(1);
    expect(s.games[0]).toMatchObject({ gameId: 'test-race', finished: 2, abandoned: 1, active: 1 });
    expect(s.games[0]?.longest).toEqual({
      row: g2,
      gameId: 'test-race',
      channelId: 'c2',
      parentChannelId: null,
      ms: 2 * HOUR + 35 * MINUTE,
      actions: 3,
    });
  });

  it('per player: games, wins, win rate and average score per game; bots are not players', () => {
    season();
    const s = guildStats(store.stats, GUILD);
    expect(s.players.map((p) => p.name)).toEqual(['Ana', 'Ben', 'Cat']);
    const byName = (name: string) => s.players.find((p) => p.name === name)!;
    expect(byName('Ana').games[0]).toMatchObject({
      gameId: 'test-race',
      played: 2,
      wins: 1,
      winRate: 0.5,
      averageScore: 7.5,
    });
    expect(byName('Ben').games[0]).toMatchObject({ played: 2, wins: 1, winRate: 0.5, averageScore: 8 });
    expect(byName('Cat').games[0]).toMatchObject({ played: 1, wins: 0, winRate: 0, averageScore: 7 });
    expect(byName('Ana').games[0]?.longest?.ms).toBe(2 * HOUR + 35 * MINUTE);
  });

  it('reliability: median time to move and games finished vs. abandoned', () => {
    season();
    const s = guildStats(store.stats, GUILD);
    const rel = (name: string) => {
      const p = s.players.find((x) => x.name === name)!;
      return [p.medianMoveMs, p.moves, p.finished, p.abandoned];
    };
    expect(rel('Ana')).toEqual([20 * MINUTE, 3, 2, 1]);
    expect(rel('Ben')).toEqual([2 * HOUR, 3, 2, 0]);
    expect(rel('Cat')).toEqual([3 * MINUTE, 2, 1, 1]);
    // The lobby asks for a few people only, and gets the same figures.
    const some = reliabilityOf(store.stats, GUILD, ['u-cat', 'u-new']);
    expect([...some.keys()].sort()).toEqual(['u-cat', 'u-new']);
    expect(some.get('u-cat')).toEqual({
      medianMoveMs: 3 * MINUTE,
      moves: 2,
      finished: 1,
      abandoned: 1,
      left: 0,
    });
    expect(some.get('u-new')).toEqual({
      medianMoveMs: null,
      moves: 0,
      finished: 0,
      abandoned: 0,
      left: 0,
    });
  });

  it('the leaderboard rates the finished games in the order they ended, people only', () => {
    season();
    const board = guildStats(store.stats, GUILD).games[0]!.leaderboard;
    const expected = rateGames([
      [
        { userId: 'u-ana', won: true, score: 10 },
        { userId: 'u-ben', won: false, score: 6 },
      ],
      [
        { userId: 'u-ana', won: false, score: 5 },
        { userId: 'u-ben', won: true, score: 10 },
        { userId: 'u-cat', won: false, score: 7 },
      ],
    ]);
    expect(board.map((e) => e.userId)).toEqual(
      [...expected].sort((a, b) => b[1].ordinal - a[1].ordinal).map(([id]) => id),
    );
    for (const e of board) expect(e.rating).toEqual(expected.get(e.userId));
    expect(board.find((e) => e.userId === 'u-ben')).toMatchObject({ played: 2, wins: 1 });
  });

  it("games over are summed up once, a finished one's results from its final state", () => {
    season();
    expect(sumUpOver(store.stats, GUILD)).toBe(3);
    expect(sumUpOver(store.stats, GUILD)).toBe(0);
    expect(store.stats.playedGames(GUILD)[0]?.seats.map((x) => [x.score, x.won])).toEqual([
      [10, true],
      [6, false],
      [8, false],
    ]);
  });

  it('a finished game saved under older rules gets its results from its state upgraded; one under newer rules waits', () => {
    season();
    // Race at rules 2 keeps `places` where rules 1 kept `positions`.
    type Race2 = Omit<RaceState, 'positions'> & { places: number[] };
    const race2: GameModule<Race2, RaceAction, RaceOptions> = {
      id: race.id,
      title: race.title,
      players: race.players,
      optionsSchema: race.optionsSchema,
      actionSchema: race.actionSchema,
      rulesVersion: 2,
      upgrade: (state) => {
        const { positions, ...rest } = state as RaceState;
        return { ...rest, places: positions };
      },
      setup: () => {
        throw new Error('not played here');
      },
      legalActions: () => [],
      apply: () => ruleError('no', 'Not played here.'),
      view: (state) => state,
      status: ({ places, ...rest }) => race.status({ ...rest, positions: places }),
      bots: {},
    };
    const games = (id: string) => (id === race.id ? (race2 as AnyGameModule) : undefined);
    store.db.prepare("UPDATE games SET rules_version = 3 WHERE channel_id = 'c2'").run();
    expect(sumUpOver(store.stats, GUILD, games)).toBe(2);
    expect(store.stats.playedGames(GUILD)[0]?.seats.map((x) => [x.score, x.won])).toEqual([
      [10, true],
      [6, false],
      [8, false],
    ]);
    expect(store.stats.unsummed(GUILD).map((g) => g.rulesVersion)).toEqual([3]);
  });

  it('a game no longer offered still counts as finished, without results', () => {
    playGame(store, clock, {
      channel: 'c1',
      gameId: 'retired-game',
      seats: [ana, ben],
      moves: [{ seat: 0, after: 1 }],
      end: 'finished',
      positions: [1, 0],
      winners: [0],
    });
    const s = guildStats(store.stats, GUILD);
    expect(s.games.map((g) => [g.gameId, g.finished])).toEqual([['retired-game', 1]]);
    expect(s.players.find((p) => p.name === 'Ana')).toMatchObject({ games: [], finished: 1 });
    expect(store.db.prepare('SELECT COUNT(*) AS n FROM game_results').get()).toEqual({ n: 0 });
  });

  it(`the fastest mover has the lowest median among players with ${FASTEST_MOVER_MIN_MOVES}+ moves`, () => {
    const moves = Array.from({ length: FASTEST_MOVER_MIN_MOVES }, () => [
      { seat: 0, after: 30 * MINUTE },
      { seat: 1, after: 2 * MINUTE },
    ]).flat();
    // Cat moves fastest of all, but only once: too few moves to be named.
    moves.push({ seat: 2, after: 1000 });
    playGame(store, clock, { channel: 'c1', seats: [ana, ben, cat], moves, end: 'active' });
    expect(guildStats(store.stats, GUILD).fastest).toEqual({
      userId: 'u-ben',
      name: 'Ben',
      medianMoveMs: 2 * MINUTE,
      moves: FASTEST_MOVER_MIN_MOVES,
    });
  });

  it('median of an even count is the mean of the middle two', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5])).toBe(5);
    expect(median([])).toBeNull();
  });
});
