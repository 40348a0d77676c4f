/**
 * A sharding manager that dies (SIGKILL, a crash, the machine's supervisor killing it) leaves no shard process
 * behind. Its REST proxy and health endpoint die with it, and a manager started again spawns every shard anew:
 * a shard process left running would hold its shard's instance lock (heartbeat fresh, pid alive) and keep the
 * new one out, while its own bot-token requests failed against the dead proxy. Here the stand-in (Discord)
 * outlives the manager, as in production, so nothing but the manager's death tells the shards: they stop as on
 * SIGTERM, releasing their locks, and a manager started again at once takes both shards and plays on. And the
 * other way round: a manager whose every shard died stays up to spawn them again, even when nothing else (its
 * own REST proxy, a health endpoint) keeps its process running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REST, Routes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandBodies } from '../../src/commands';
import { guildIdOnShard, startStandIn, type StandIn } from '../../src/playground';
import { startRestProxy } from '../../src/rest-proxy';
import { openStore } from '../../src/store';
import { pidAlive } from '../../src/store/instance-lock';
import { bundled } from '../bundled';
import { openLobbyIn, shardWorld } from './shard-world';

const SHARDS = 2;
const GUILDS = [guildIdOnShard(0, SHARDS, 67n), guildIdOnShard(1, SHARDS, 67n)] as const;

const dir = mkdtempSync(join(tmpdir(), 'derrick-shard-orphans-'));
const dbPath = join(dir, 'derrick.sqlite');
let standIn: StandIn;
const managers: ChildProcess[] = [];
const shardPids: number[] = [];
/** The shards spawned again by a manager and ready, in the order they said so. */
const readyAgain: number[] = [];

/** Starts a manager process (through `restProxy`, else its own); resolves with its shards' pids once both are ready. */
function startManager(restProxy?: string): Promise<number[]> {
  const args = [bundled('manager-process'), standIn.token, standIn.restUrl, dbPath];
  const child = spawn(process.execPath, [...args, ...(restProxy ? [restProxy] : [])], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LOG_LEVEL: 'error' },
  });
  managers.push(child);
  return new Promise<number[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the manager did not get ready')), 60_000);
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-3000)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      for (const again of text.matchAll(/^shard (\d+) ready (\d+)$/gm)) readyAgain.push(Number(again[1]));
      const ready = /^ready (\d+) (\d+)$/m.exec(text);
      if (!ready) return;
      clearTimeout(timer);
      const pids = [Number(ready[1]), Number(ready[2])];
      shardPids.push(...pids);
      resolve(pids);
    });
    child.once('exit', (code) => reject(new Error(`the manager exited (${code}): ${stderr}`)));
  });
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

/** Ana asks for help in `guild`'s #general; resolves with the answer. */
function helpIn(guild: string) {
  const general = standIn.driver.channels(guild).find((c) => c.name === 'general')!.id;
  return standIn.driver
    .runCommand({ user: 'ana', channel: general, command: 'oil help' })
    .waitForReply({ timeoutMs: 20_000 });
}

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
    if (pid && pidAlive(pid)) process.kill(pid, 'SIGKILL');
  await standIn?.close();
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

describe('the shards of a manager that dies', () => {
  it('stop cleanly, and a manager started again takes their shards at once and plays on', async () => {
    const first = await startManager();
    expect(first.every(pidAlive)).toBe(true);
    expect(lockHolders()).toBe(SHARDS);
    await openLobby(1);

    managers[0]!.kill('SIGKILL');
    // Both shard processes end by themselves, their instance locks released (a clean stop deletes its rows;
    // a crash would leave them for the next claimant to judge).
    await expect.poll(() => first.filter(pidAlive), { timeout: 20_000, interval: 100 }).toEqual([]);
    expect(lockHolders()).toBe(0);

    const second = await startManager();
    expect(second.some((pid) => first.includes(pid))).toBe(false);
    expect(lockHolders()).toBe(SHARDS);
    const threads = await Promise.all([openLobby(0), openLobby(1)]);
    expect(new Set(threads).size).toBe(2);
  }, 120_000);
});

describe('a manager whose every shard died', () => {
  it('stays up while it waits to spawn them again, with nothing else to keep it running', async () => {
    // The last manager's shards stop with it, so this one can take them.
    const last = managers.at(-1)!;
    const lastShards = shardPids.slice(-SHARDS);
    last.kill('SIGKILL');
    await expect.poll(() => lastShards.filter(pidAlive), { timeout: 20_000, interval: 100 }).toEqual([]);
    // An external proxy: the manager runs none of its own (and no health endpoint), so once both of its
    // shards are dead, only its waiting spawns keep its event loop going.
    const proxy = await startRestProxy({ api: standIn.restUrl });
    try {
      const pids = await startManager(proxy.url);
      const managerProcess = managers.at(-1)!;
      for (const pid of pids) process.kill(pid, 'SIGKILL');
      await expect.poll(() => pids.filter(pidAlive), { timeout: 10_000, interval: 50 }).toEqual([]);
      // Spawned again a second later, both connect and serve their guilds; the manager never left.
      await expect.poll(() => [...readyAgain].sort(), { timeout: 60_000, interval: 100 }).toEqual([0, 1]);
      // (Ana's lobbies are open already: a help answered in each guild says its shard serves it.)
      const replies = await Promise.all(GUILDS.map((guild) => helpIn(guild)));
      expect(replies.every((reply) => reply.id)).toBe(true);
      expect(managerProcess.exitCode).toBeNull();
      expect(managerProcess.signalCode).toBeNull();
    } finally {
      const manager = managers.at(-1)!;
      if (manager.exitCode === null && manager.signalCode === null) {
        const exited = new Promise((resolve) => manager.once('exit', resolve));
        manager.kill('SIGTERM');
        await exited;
      }
      await proxy.close();
    }
  }, 120_000);
});
