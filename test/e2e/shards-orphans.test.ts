/**
 * A sharding manager that dies (SIGKILL, a crash, the machine's supervisor killing it) leaves no shard process
 * behind. Its REST proxy and health endpoint die with it, and a manager started again spawns every shard anew:
 * a shard process left running would hold its shard's instance lock (heartbeat fresh, pid alive) and keep the
 * new one out, while its own bot-token requests failed against the dead proxy. Here the stand-in (Discord)
 * outlives the manager, as in production, so nothing but the manager's death tells the shards: they stop as on
 * SIGTERM, releasing their locks, and a manager started again at once takes both shards and plays on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REST, Routes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandBodies } from '../../src/commands';
import { guildIdOnShard, startStandIn, type StandIn } from '../../src/playground';
import { openStore } from '../../src/store';
import { openLobbyIn, shardWorld } from './shard-world';

const SHARDS = 2;
const GUILDS = [guildIdOnShard(0, SHARDS, 67n), guildIdOnShard(1, SHARDS, 67n)] as const;

const dir = mkdtempSync(join(tmpdir(), 'derrick-shard-orphans-'));
const dbPath = join(dir, 'derrick.sqlite');
let standIn: StandIn;
const managers: ChildProcess[] = [];
const shardPids: number[] = [];

/** Starts a manager process; resolves with its shard processes' pids once both are ready. */
function startManager(): Promise<number[]> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(__dirname, 'kill', 'manager-process.ts'),
      standIn.token,
      standIn.restUrl,
      dbPath,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LOG_LEVEL: 'error' } },
  );
  managers.push(child);
  return new Promise<number[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the manager did not get ready')), 60_000);
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-3000)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const ready = /ready (\d+) (\d+)/.exec(chunk.toString());
      if (!ready) return;
      clearTimeout(timer);
      const pids = [Number(ready[1]), Number(ready[2])];
      shardPids.push(...pids);
      resolve(pids);
    });
    child.once('exit', (code) => reject(new Error(`the manager exited (${code}): ${stderr}`)));
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function lockHolders(): number {
  const store = openStore(dbPath);
  try {
    return (store.db.prepare('SELECT COUNT(*) AS n FROM instance_lock').get() as { n: number }).n;
  } finally {
    store.close();
  }
}

const openLobby = (shard: number) => openLobbyIn(standIn, GUILDS[shard]!);

beforeAll(async () => {
  standIn = await startStandIn({
    world: shardWorld(GUILDS),
    recommendedShards: SHARDS,
    sessionStarts: { maxConcurrency: SHARDS },
  });
  const rest = new REST({ api: standIn.restUrl }).setToken(standIn.token);
  for (const guild of GUILDS)
    await rest.put(Routes.applicationGuildCommands(standIn.store.applicationId, guild), {
      body: commandBodies(),
    });
}, 30_000);

afterAll(async () => {
  for (const pid of [...managers.map((m) => m.pid ?? 0), ...shardPids])
    if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
  await standIn?.close();
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

describe('the shards of a manager that dies', () => {
  it('stop cleanly, and a manager started again takes their shards at once and plays on', async () => {
    const first = await startManager();
    expect(first.every(alive)).toBe(true);
    expect(lockHolders()).toBe(SHARDS);
    await openLobby(1);

    managers[0]!.kill('SIGKILL');
    // Both shard processes end by themselves, their instance locks released (a clean stop deletes its rows;
    // a crash would leave them for the next claimant to judge).
    await expect.poll(() => first.filter(alive), { timeout: 20_000, interval: 100 }).toEqual([]);
    expect(lockHolders()).toBe(0);

    const second = await startManager();
    expect(second.some((pid) => first.includes(pid))).toBe(false);
    expect(lockHolders()).toBe(SHARDS);
    const threads = await Promise.all([openLobby(0), openLobby(1)]);
    expect(new Set(threads).size).toBe(2);
  }, 120_000);
});
