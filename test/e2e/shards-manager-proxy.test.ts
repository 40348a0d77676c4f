/**
 * One REST budget on the real ShardingManager path (`SHARDS=2 npm start` without a token): the manager's
 * process runs the REST proxy and the stand-in; each shard's child process sends its bot-token requests through
 * the proxy. Every bot-token request the stand-in receives while the two children open a lobby each came
 * through the proxy; the interactions' own answers did not; stopping the manager closes the proxy.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guildIdOnShard, type StandIn } from '../../src/playground';
import { startShardedPlayground, type ShardedPlayground } from '../../src/playground/app';
import type { RestProxy } from '../../src/rest-proxy';
import { bundled } from '../bundled';
import { openLobbyIn, shardWorld } from './shard-world';

const SHARDS = 2;
const GUILDS = [guildIdOnShard(0, SHARDS, 63n), guildIdOnShard(1, SHARDS, 63n)] as const;

const dir = mkdtempSync(join(tmpdir(), 'derrick-shard-proxy-'));
let playground: ShardedPlayground;
let standIn: StandIn;
let proxy: RestProxy;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Wait until the proxy has passed nothing on for `quietMs` (the children's start-up requests are done). */
async function quiet(quietMs = 600): Promise<void> {
  for (let last = -1; last !== proxy.counts.botToken; await pause(quietMs)) last = proxy.counts.botToken;
}

const openLobby = (shard: number) => openLobbyIn(standIn, GUILDS[shard]!);

beforeAll(async () => {
  playground = await startShardedPlayground({
    port: 0,
    databasePath: join(dir, 'derrick.sqlite'),
    announce: false,
    reminders: { afterMs: 0 },
    world: shardWorld(GUILDS),
    shards: { total: SHARDS },
    sessionStarts: { maxConcurrency: SHARDS },
    execArgv: [],
    entry: bundled('shard'),
    spawnDelayMs: 0,
  });
  standIn = playground.standIn;
  if (!playground.shards.proxy) throw new Error('the manager started no REST proxy');
  proxy = playground.shards.proxy;
}, 90_000);

afterAll(async () => {
  await playground?.close();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('the ShardingManager’s children share one REST proxy', () => {
  it('each child is given the proxy, and their logins already went through it', () => {
    expect(proxy.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api$/);
    const children = [...playground.shards.manager.shards.values()];
    expect(children.map((s) => (s.env as Record<string, string>).REST_PROXY)).toEqual([proxy.url, proxy.url]);
    // Each child's login asks GET /gateway/bot and more: at least that, from two children.
    expect(proxy.counts.botToken).toBeGreaterThanOrEqual(2);
  });

  it('every bot-token request the stand-in gets while both shards open a lobby came through the proxy', async () => {
    await quiet();
    standIn.rateLimits.resetStats();
    const before = proxy.counts.botToken;
    const threads = await Promise.all([openLobby(0), openLobby(1)]);
    expect(new Set(threads).size).toBe(2);
    // discord.js reports a request done a moment after the stand-in answered it: wait for both sides to settle.
    await quiet();
    const viaProxy = proxy.counts.botToken - before;
    // Opening a lobby creates a thread and posts in it, per shard: several requests each.
    expect(viaProxy).toBeGreaterThanOrEqual(4);
    expect(standIn.rateLimits.counts.botRequests).toBe(viaProxy);
    // The commands' answers (interaction callbacks) went straight to the stand-in, not through the proxy.
    expect(proxy.counts.interactionToken).toBe(0);
    expect(standIn.rateLimits.counts.globalLimited).toBe(0);
  }, 60_000);

  it('stopping the manager closes the proxy', async () => {
    await playground.close();
    await expect(fetch(`${proxy.url}/v10/gateway`)).rejects.toThrow();
  }, 60_000);
});
