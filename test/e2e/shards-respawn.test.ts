/**
 * A shard process that keeps dying is spawned again later and later (src/sharding-manager.ts, RespawnBackoff),
 * not at once as discord.js would: each spawn that connects starts a gateway session, and Discord grants a bot
 * 1,000 a day. Here the manager's one child is killed and then cannot start (its database path runs through a
 * file); each wait before the next spawn doubles up to the longest, and once it can start again it comes back
 * and serves its guild. A shard whose instance lock another process took over ends (src/shard.ts), so that it is
 * spawned again and takes its shard back once the other one is gone, rather than staying up serving nothing.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REST, Routes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandBodies } from '../../src/commands';
import { guildIdOnShard, startStandIn, type StandIn } from '../../src/playground';
import { RespawnBackoff, startShards, type RunningShards } from '../../src/sharding-manager';
import { openStore } from '../../src/store';
import { pidAlive } from '../../src/store/instance-lock';
import { bundled } from '../bundled';
import { openLobbyIn, shardWorld } from './shard-world';

const GUILD = guildIdOnShard(0, 1, 68n);
const DELAYS = { firstMs: 400, maxMs: 1_600, steadyMs: 60_000 };

const dir = mkdtempSync(join(tmpdir(), 'derrick-shard-respawn-'));
let standIn: StandIn;
let running: RunningShards | undefined;

beforeAll(async () => {
  standIn = await startStandIn({ world: shardWorld([GUILD]) });
  const rest = new REST({ api: standIn.restUrl }).setToken(standIn.token);
  await rest.put(Routes.applicationGuildCommands(standIn.store.applicationId, GUILD), {
    body: commandBodies(),
  });
}, 30_000);

afterAll(async () => {
  await running?.stop();
  await standIn?.close();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('RespawnBackoff', () => {
  it('doubles the wait after each early death up to the longest, and starts again after a steady run', () => {
    let now = 0;
    const backoff = new RespawnBackoff(DELAYS, () => now);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      backoff.spawned();
      now += 1_000;
      waits.push(backoff.died());
      now += waits.at(-1)!;
    }
    expect(waits).toEqual([400, 800, 1_600, 1_600, 1_600]);
    backoff.spawned();
    now += DELAYS.steadyMs;
    expect(backoff.died()).toBe(400);
  });
});

describe('a shard process that cannot start', () => {
  it('is spawned again later and later, and serves its guild once it can start', async () => {
    const databasePath = join(dir, 'derrick.sqlite');
    running = await startShards({
      total: 1,
      token: standIn.token,
      api: standIn.restUrl,
      execArgv: [],
      entry: bundled('shard'),
      spawnDelayMs: 0,
      env: { DATABASE_PATH: databasePath, REMINDER_HOURS: '0', LOG_LEVEL: 'error' },
      respawnDelays: DELAYS,
    });
    const shard = running.manager.shards.get(0)!;
    const spawns: number[] = [];
    const deaths: number[] = [];
    shard.on('spawn', () => spawns.push(Date.now()));
    shard.on('death', () => deaths.push(Date.now()));
    // From now on its database path runs through a file: every start fails at once.
    writeFileSync(join(dir, 'a-file'), '');
    const env = shard.env as Record<string, string>;
    env.DATABASE_PATH = join(dir, 'a-file', 'derrick.sqlite');
    shard.process!.kill('SIGKILL');
    await expect.poll(() => deaths.length, { timeout: 80_000, interval: 50 }).toBeGreaterThanOrEqual(5);
    // Each spawn came after its death's wait: 400, 800, 1,600 ms, then 1,600 again (timers may fire a little late).
    const waits = spawns.slice(0, 4).map((at, i) => at - deaths[i]!);
    expect(waits.length).toBe(4);
    [400, 800, 1_600, 1_600].forEach((least, i) => expect(waits[i]!).toBeGreaterThanOrEqual(least - 5));
    expect(waits[1]!).toBeLessThan(1_600);

    env.DATABASE_PATH = databasePath;
    await expect.poll(() => shard.ready, { timeout: 30_000, interval: 100 }).toBe(true);
    await openLobbyIn(standIn, GUILD);
  }, 150_000);

  it('whose lock another process took over ends, and is spawned again to take its shard back once it is free', async () => {
    const shard = running!.manager.shards.get(0)!;
    const before = shard.process!.pid!;
    // Another process's claim: the row is no longer this one's (its heartbeat finds it so within 5 s), and it
    // names a pid that this host does not run, so the next claimant may take the shard.
    const store = openStore(join(dir, 'derrick.sqlite'));
    try {
      store.db
        .prepare("UPDATE instance_lock SET token = 'someone else', pid = 999999999 WHERE shard = 0")
        .run();
    } finally {
      store.close();
    }
    await expect.poll(() => pidAlive(before), { timeout: 20_000, interval: 100 }).toBe(false);
    await expect
      .poll(() => shard.ready && shard.process?.pid !== before, { timeout: 30_000, interval: 100 })
      .toBe(true);
    await openLobbyIn(standIn, GUILD);
  }, 90_000);
});
