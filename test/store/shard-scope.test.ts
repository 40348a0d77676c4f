/**
 * The shard filter (`owns_guild`): a store opened for some shards sees only the games of their guilds in the
 * queries of the background loops (catch-up, summaries, reminders, lapsed questions, clocks, clock votes,
 * held pings); DM games (no guild) are shard 0's; a store opened without shards sees every game.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ownsGuild, shardOfGuild } from '../../src/sharding';
import { shardOfGuild as standInShardOfGuild } from '../../src/playground';
import { acquireInstanceLock, InstanceLockError, openStore, type Store } from '../../src/store';
import { tempDir } from './tmp';

/** Guild ids on shard 0 and shard 1 of 2 (the shard is (id >> 22) % count). */
const ON_SHARD_0 = String(2n << 22n);
const ON_SHARD_1 = String(3n << 22n);

const tmp = tempDir();
const stores: Store[] = [];
afterEach(() => {
  for (const s of stores.splice(0)) s.close();
  tmp.cleanup();
});

function open(path: string, shards?: number[]): Store {
  const store = openStore(path, shards ? { shards: { shards, count: 2 } } : {});
  stores.push(store);
  return store;
}

/** An active game in `guildId` (null: a DM), started at time 0, with a clock, a held ping and a vote. */
function activeGame(s: Store, guildId: string | null, channelId: string): number {
  const r = s.createGame({ guildId, channelId, gameId: 'x', options: {}, seed: 's', hostUserId: 'u1' });
  if (!r.ok) throw new Error('no game');
  const id = r.game.id;
  s.db.prepare("UPDATE games SET lifecycle = 'active', started_at = 0, updated_at = 0 WHERE id = ?").run(id);
  s.db
    .prepare("INSERT INTO clocks (game_id, kind, limit_ms, policy) VALUES (?, 'move', 1000, 'vote')")
    .run(id);
  s.db.prepare('INSERT INTO clock_votes (game_id, seat, since, opened_at) VALUES (?, 0, 0, 0)').run(id);
  s.db.prepare('INSERT INTO reminders (game_id, version, count, last_at) VALUES (?, 0, 3, 0)').run(id);
  s.settings.hold({ id, userId: 'u1', version: 0, dueAt: 0 });
  return id;
}

/** What each loop query of `s` sees, as game ids. */
function seen(s: Store): Record<string, number[]> {
  return {
    behind: s.turnMessages.behind(0).map((b) => b.id),
    reminders: s.reminders
      .candidates({ waitingSinceAtMost: 10, lastReminderAtMost: 10, maxPerVersion: 9 })
      .map((c) => c.id),
    lapsed: s.reminders.spent({ lastReminderAtMost: 10, maxPerVersion: 3 }).map((c) => c.id),
    clocks: s.clocks.clockedGames().map((c) => c.id),
    votes: s.clocks.openVotes().map((v) => v.id),
    pings: s.settings.due(10).map((p) => p.id),
  };
}

describe('shard of a guild', () => {
  it('is Discord’s (guild_id >> 22) % count, the same formula as the stand-in’s', () => {
    expect(shardOfGuild(ON_SHARD_0, 2)).toBe(0);
    expect(shardOfGuild(ON_SHARD_1, 2)).toBe(1);
    for (const id of ['81384788765712384', '1100000000000000000', ON_SHARD_1])
      for (const count of [1, 2, 3, 16]) expect(shardOfGuild(id, count)).toBe(standInShardOfGuild(id, count));
  });

  it('a DM game (no guild) belongs to shard 0; no scope owns every game', () => {
    expect(ownsGuild({ shards: [0], count: 2 }, null)).toBe(true);
    expect(ownsGuild({ shards: [1], count: 2 }, null)).toBe(false);
    expect(ownsGuild(undefined, ON_SHARD_1)).toBe(true);
  });
});

describe('a store opened for some shards', () => {
  it('sees only its guilds’ games in every background-loop query', () => {
    const path = tmp.file('shards.sqlite');
    const all = open(path);
    const a = activeGame(all, ON_SHARD_0, 'c1');
    const b = activeGame(all, ON_SHARD_1, 'c2');
    const dm = activeGame(all, null, 'c3');
    const everything = { behind: [a, b, dm], reminders: [a, b, dm], lapsed: [a, b, dm] };
    expect(seen(all)).toEqual({ ...everything, clocks: [a, b, dm], votes: [a, b, dm], pings: [a, b, dm] });
    const zero = [a, dm];
    expect(seen(open(path, [0]))).toEqual({
      behind: zero,
      reminders: zero,
      lapsed: zero,
      clocks: zero,
      votes: zero,
      pings: zero,
    });
    expect(seen(open(path, [1]))).toEqual({
      behind: [b],
      reminders: [b],
      lapsed: [b],
      clocks: [b],
      votes: [b],
      pings: [b],
    });
    expect(seen(open(path, [0, 1]))).toEqual(seen(all));
  });

  it('finished games missing their summary are found by their own shard only', () => {
    const path = tmp.file('summaries.sqlite');
    const all = open(path);
    const a = activeGame(all, ON_SHARD_0, 'c1');
    const b = activeGame(all, ON_SHARD_1, 'c2');
    for (const id of [a, b]) expect(all.closeGame(id, 'finished').ok).toBe(true);
    expect(all.summaries.missing(0)).toEqual([a, b]);
    expect(open(path, [0]).summaries.missing(0)).toEqual([a]);
    expect(open(path, [1]).summaries.missing(0)).toEqual([b]);
  });
});

describe('processes on one database', () => {
  it('serve different shards of the same count side by side', () => {
    const path = tmp.file('lock.sqlite');
    const releases = [
      acquireInstanceLock(path, { shards: [0], shardCount: 2 }),
      acquireInstanceLock(path, { shards: [1], shardCount: 2 }),
    ];
    expect(() => acquireInstanceLock(path, { shards: [1], shardCount: 2 })).toThrow(
      `is already using ${path} for shard 1: stop it first.`,
    );
    for (const release of releases) release();
  });

  it('must use the same shard count: a single process beside shard processes is refused, and the reverse', () => {
    const path = tmp.file('count.sqlite');
    const shard1 = acquireInstanceLock(path, { shards: [1], shardCount: 2 });
    expect(() => acquireInstanceLock(path)).toThrow(
      `is using ${path} with 2 shards, and this one would run with no shards (one process for every server): ` +
        'every process on one database must use the same SHARDS count. Stop it first.',
    );
    expect(() => acquireInstanceLock(path, { shards: [0], shardCount: 3 })).toThrow(InstanceLockError);
    shard1();
    const single = acquireInstanceLock(path);
    expect(() => acquireInstanceLock(path, { shards: [1], shardCount: 2 })).toThrow(
      'with no shards (one process for every server), and this one would run with 2 shards',
    );
    single();
    acquireInstanceLock(path, { shards: [1], shardCount: 2 })();
  });
});
