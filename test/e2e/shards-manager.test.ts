/**
 * The real thing, as `SHARDS=auto npm start` runs it without a token: the playground keeps the stand-in and
 * its page in this process, registers the commands, and discord.js's ShardingManager spawns one child process
 * per shard (src/shard.ts) connected to it, all on one SQLite file. Lobbies open in a guild on each shard from two processes; shard 1's process
 * is stopped and spawned again while shard 0 keeps answering, and its lobby goes on; a shard process that
 * crashes (SIGKILL) is spawned again by the manager and takes its shard back. The manager's health endpoint
 * (HEALTH_PORT) answers for both shards, from what their processes tell it, and says so when one is down.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIMessage } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guildIdOnShard, type StandIn } from '../../src/playground';
import { startShardedPlayground, type ShardedPlayground } from '../../src/playground/app';
import { stopShard, type RunningShards } from '../../src/sharding-manager';
import { buttons, messageText, threadIdIn } from './harness';
import { healthzAt, metricsAt, sampleIn } from './health-probe';
import { bundled } from '../bundled';
import { shardWorld } from './shard-world';

const SHARDS = 2;

const GUILDS = [guildIdOnShard(0, SHARDS, 61n), guildIdOnShard(1, SHARDS, 61n)] as const;

const dir = mkdtempSync(join(tmpdir(), 'derrick-shard-manager-'));
let playground: ShardedPlayground;
let standIn: StandIn;
let running: RunningShards;
/** The lobby thread opened in each shard's guild. */
const threads: string[] = [];

const general = (shard: number) =>
  standIn.driver.channels(GUILDS[shard]).find((c) => c.name === 'general')!.id;

function lobbyIn(thread: string): APIMessage | undefined {
  return standIn.driver
    .visibleMessages('ana', thread)
    .find((m) => (m.embeds?.[0]?.title ?? '').toLowerCase().includes('lobby'));
}

/** `user` presses Join on the lobby in `thread`; resolves when the lobby lists them. */
async function joinLobby(user: string, thread: string): Promise<void> {
  const seat = `<@${standIn.driver.user(user).id}>`;
  const lobby = lobbyIn(thread)!;
  const button = buttons(lobby).find((b) => b.customId.includes('.join'))!;
  await standIn.driver.clickButton({ user, message: lobby, customId: button.customId }).waitForAck({
    timeoutMs: 20_000,
  });
  await standIn.driver.waitForMessage((m) => m.id === lobby.id && messageText(m).includes(seat), {
    channel: thread,
    timeoutMs: 20_000,
  });
}

async function openLobby(shard: number): Promise<string> {
  const reply = await standIn.driver
    .runCommand({
      user: 'ana',
      channel: general(shard),
      command: 'oil new',
      options: { game: 'oil-springs' },
    })
    .waitForReply({ timeoutMs: 20_000 });
  const thread = threadIdIn(reply);
  await standIn.driver.waitForMessage(() => lobbyIn(thread) !== undefined, {
    channel: thread,
    timeoutMs: 20_000,
  });
  return thread;
}

beforeAll(async () => {
  playground = await startShardedPlayground({
    port: 0,
    databasePath: join(dir, 'derrick.sqlite'),
    announce: false,
    reminders: { afterMs: 0 },
    world: shardWorld(GUILDS),
    recommendedShards: SHARDS,
    sessionStarts: { maxConcurrency: SHARDS },
    shards: { total: 'auto' },
    execArgv: [],
    entry: bundled('shard'),
    spawnDelayMs: 0,
    health: { port: 0 },
  });
  ({ standIn, shards: running } = playground);
}, 90_000);

afterAll(async () => {
  await playground?.close();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

const healthz = () => healthzAt(running.healthServer!.url);

/** The manager's metrics' sample `name{labels}` now, or null. */
const sample = async (name: string, labels: string) =>
  sampleIn(await metricsAt(running.healthServer!.url), name, labels);

describe('ShardingManager with a child process per shard', () => {
  it('SHARDS=auto takes the stand-in’s recommendation: two children, one per shard, each its own guild', async () => {
    expect((await fetch(playground.url)).status).toBe(200);
    expect(running.totalShards).toBe(2);
    const pids = [...running.manager.shards.values()].map((s) => s.process?.pid);
    expect(new Set(pids).size).toBe(2);
    expect(pids).not.toContain(process.pid);
    expect(GUILDS.every((g) => standIn.gateway.hasSessionFor(g))).toBe(true);
  });

  it('lobbies open in a guild on each shard at the same time', async () => {
    threads.push(...(await Promise.all([openLobby(0), openLobby(1)])));
    expect(threads.every((t) => lobbyIn(t))).toBe(true);
  });

  it('the manager’s health endpoint answers for both shards: each one ready, their figures summed', async () => {
    await expect.poll(async () => (await healthz()).status, { timeout: 15_000 }).toBe(200);
    expect(await healthz()).toEqual({
      status: 200,
      body: { status: 'ok', checks: { 'shard 0': { ok: true }, 'shard 1': { ok: true } } },
    });
    expect(await sample('derrick_shard_up', 'shard="0"')).toBe(1);
    expect(await sample('derrick_shard_up', 'shard="1"')).toBe(1);
    // Each shard's process its own gateway figure, under its own shard label.
    expect(await sample('derrick_gateway_status', 'shard="0"')).toBe(0);
    expect(await sample('derrick_gateway_status', 'shard="1"')).toBe(0);
    // One /oil new in each shard's guild, one lobby in each: summed over the two processes.
    expect(await sample('derrick_interactions_total', 'kind="command",outcome="handled"')).toBe(2);
    expect(await sample('derrick_games_open', 'lifecycle="lobby"')).toBe(2);
    // Both reach the manager's REST proxy: the lowest of the two, not their sum; nothing went around it.
    expect(await sample('derrick_rest_proxy_reachable', '')).toBe(1);
    expect(await sample('derrick_rest_proxy_bypassed_total', '')).toBe(0);
    // The processes' own figures too, the manager's and the two shards' memory summed.
    const text = await metricsAt(running.healthServer!.url);
    const rss = Number(/^process_resident_memory_bytes (\d+)/m.exec(text)?.[1]);
    expect(rss).toBeGreaterThan(3 * 30_000_000);
    // And the REST proxy the manager runs for the shards: their bot-token requests passed on.
    expect(text).toMatch(/^derrick_proxy_requests_total\{token="bot",status="200"\} [1-9]\d*$/m);
  });

  it('shard 1’s process stops and is spawned again while shard 0 keeps answering; its lobby goes on', async () => {
    const shard1 = running.manager.shards.get(1)!;
    await stopShard(shard1);
    expect(standIn.gateway.hasSessionFor(GUILDS[1])).toBe(false);
    const { status, body } = await healthz();
    expect(status).toBe(503);
    expect(body.checks).toEqual({
      'shard 0': { ok: true },
      'shard 1': { ok: false, detail: 'its process did not answer' },
    });
    expect(await sample('derrick_shard_up', 'shard="1"')).toBe(0);
    await joinLobby('ben', threads[0]!);
    await shard1.spawn(30_000);
    expect(standIn.gateway.hasSessionFor(GUILDS[1])).toBe(true);
    // Ready for the manager once connected; healthy once its bot has started (its threads caught up).
    await expect.poll(async () => (await healthz()).status, { timeout: 15_000 }).toBe(200);
    await joinLobby('ben', threads[1]!);
  });

  it('a shard process that crashes is spawned again by the manager and serves its guild', async () => {
    const shard0 = running.manager.shards.get(0)!;
    const pid = shard0.process!.pid;
    const back = new Promise<void>((resolve) => shard0.once('ready', () => resolve()));
    shard0.process!.kill('SIGKILL');
    await back;
    expect(shard0.process!.pid).not.toBe(pid);
    await joinLobby('caro', threads[0]!);
  });
});
