/**
 * `SHARDS=auto|N npm start`: discord.js's ShardingManager runs one child process per shard (src/shard.ts),
 * each a whole bot for the guilds of its shard, on the same SQLite file (the instance lock is per shard).
 * SHARD_LIST splits the shards over machines (each machine its own database: a guild's games live with
 * its shard). A child that dies is spawned again, later and later while it keeps dying soon after its start
 * (`RespawnBackoff`); `stop` ends them all cleanly.
 *
 * One REST budget: Discord's global limit is per bot, across all its processes, so the children send their
 * bot-token requests through one REST proxy (src/rest-proxy.ts) that this process runs for them, or through
 * REST_PROXY, one shared by the shards of several machines. `stop` closes the proxy after the children.
 * With HEALTH_PORT, this process serves the machine's `/healthz` and `/metrics` (src/health-shards.ts).
 */
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ShardingManager, type Shard } from 'discord.js';
import { logger } from './log';
import { entryBeside } from './paths';
import { renderThreadsPerShard } from './render/pool-size';
import { startRestProxy, type RestProxy } from './rest-proxy';
import { startShardsHealthServer } from './health-shards';
import type { HealthServer } from './health';
import { API_URL_ENV, type ShardTotal } from './sharding';

const log = logger.child({ module: 'sharding' });

/** The children read the proxy's address as the REST_PROXY setting (src/config.ts). */
const REST_PROXY_ENV = 'REST_PROXY';

/** The shard entry each child process runs: `shard.ts` beside this file, or `shard.mjs` in the bundle (src/tools/build.ts). */
export const SHARD_ENTRY = fileURLToPath(entryBeside(import.meta.url, 'shard.ts', 'shard.mjs'));

/** How long a child gets to finish its in-flight actions on stop before it is killed. */
const STOP_GRACE_MS = 30_000;

/** How long after a child's death it is spawned again: the first wait, and the longest (see RespawnBackoff). */
export interface RespawnDelays {
  firstMs: number;
  maxMs: number;
  /** A child that lived this long before it died is spawned again after `firstMs` again. */
  steadyMs: number;
}

/**
 * discord.js spawns a dead child again at once. A child that cannot start (a bad deploy, a database it cannot
 * open) or dies soon after it connects would then be spawned again and again, and each one that connects
 * starts a gateway session: Discord grants a bot 1,000 a day (`session_start_limit`), and once they are spent it
 * refuses every shard of the bot until the day resets. So each death doubles the wait before the next spawn,
 * from 1 s up to 5 minutes (at most ~290 spawns a day per shard), and a child that ran for a minute before it
 * died starts again from 1 s.
 */
export const RESPAWN_DELAYS: RespawnDelays = { firstMs: 1_000, maxMs: 300_000, steadyMs: 60_000 };

/** The waits before one shard's spawns after its deaths (see RESPAWN_DELAYS). */
export class RespawnBackoff {
  private wait = 0;
  private spawnedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly delays: RespawnDelays = RESPAWN_DELAYS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The child was spawned now. */
  spawned(): void {
    this.spawnedAt = this.now();
  }

  /** The child died now: how long to wait before spawning it again. */
  died(): number {
    const lived = this.now() - this.spawnedAt;
    this.wait =
      this.wait === 0 || lived >= this.delays.steadyMs
        ? this.delays.firstMs
        : Math.min(this.wait * 2, this.delays.maxMs);
    return this.wait;
  }
}

/**
 * Each running manager's spawns waiting for their time. They keep the manager's process alive while every child
 * is dead (nothing else may: with REST_PROXY and no HEALTH_PORT it serves nothing). `stopShards` clears them and
 * drops the manager: its children's deaths are then wanted, not crashes to spawn again.
 */
const waitingSpawns = new WeakMap<ShardingManager, Set<NodeJS.Timeout>>();

export interface ShardsOptions {
  /** SHARDS: 'auto' (Discord's recommendation, from GET /gateway/bot) or a number. */
  total: ShardTotal;
  /** SHARD_LIST: the shards this machine runs (default all). */
  list?: number[];
  token: string;
  /** REST base without version for the children and the proxy, e.g. the stand-in's; default Discord's. */
  api?: string;
  /** Node flags of the children (default this process's: `--import tsx` under `npm start`). */
  execArgv?: string[];
  /** The file each child runs (default SHARD_ENTRY; tests give one bundled for their run, test/bundled.ts). */
  entry?: string;
  /** Wait between two shard spawns (discord.js: 5.5 s, Discord's identify window with max_concurrency 1). */
  spawnDelayMs?: number;
  /** How long to wait for one child's ready (default 30 s). */
  spawnTimeoutMs?: number;
  /** Extra environment for the children (tests). */
  env?: Record<string, string>;
  /** REST_PROXY: an external proxy (REST base) for the children; absent, this process runs one for them. */
  restProxy?: string;
  /** HEALTH_PORT and HEALTH_HOST: this process serves `/healthz` and `/metrics` for every shard here. */
  health?: { port: number; host?: string };
  /** The waits before a dead child is spawned again (default RESPAWN_DELAYS; tests shorten them). */
  respawnDelays?: RespawnDelays;
}

export interface RunningShards {
  manager: ShardingManager;
  /** The shard count in use (resolved when 'auto'). */
  totalShards: number;
  /** The REST proxy this process runs for the children (none when they use an external REST_PROXY). */
  proxy?: RestProxy;
  /** The machine's health endpoint, when `health` was given. */
  healthServer: HealthServer | null;
  /** Stop every child (SIGTERM: it finishes its in-flight actions), without respawning them. */
  stop(): Promise<void>;
}

/** Discord's (or the stand-in's) recommended shard count, from GET /gateway/bot. */
export async function recommendedShards(api: string, token: string): Promise<number> {
  const response = await fetch(`${api}/v10/gateway/bot`, { headers: { authorization: `Bot ${token}` } });
  if (!response.ok) throw new Error(`GET /gateway/bot failed: ${response.status} ${response.statusText}`);
  const body = (await response.json()) as { shards?: unknown };
  if (typeof body.shards !== 'number' || !Number.isInteger(body.shards) || body.shards < 1)
    throw new Error('GET /gateway/bot gave no shard count');
  return body.shards;
}

/** Spawn the shards (one after the other, `spawnDelayMs` apart) and resolve when every one is ready. */
export async function startShards(options: ShardsOptions): Promise<RunningShards> {
  const proxy = options.restProxy ? undefined : await startRestProxy(options.api ? { api: options.api } : {});
  const restProxy = options.restProxy ?? proxy!.url;
  // 'auto' is resolved here, through the proxy like every other bot-token request (discord.js would ask
  // discord.com itself, outside the shared budget and whatever the REST base).
  let total: number;
  try {
    total = options.total === 'auto' ? await recommendedShards(restProxy, options.token) : options.total;
  } catch (error) {
    await proxy?.close();
    throw error;
  }
  const manager = new ShardingManager(options.entry ?? SHARD_ENTRY, {
    totalShards: total,
    ...(options.list ? { shardList: options.list } : {}),
    mode: 'process',
    token: options.token,
    execArgv: options.execArgv ?? process.execArgv,
    // Dead children are spawned again here, after a wait (RespawnBackoff), not at once by discord.js.
    respawn: false,
  });
  waitingSpawns.set(manager, new Set());
  const spawnTimeoutMs = options.spawnTimeoutMs ?? 30_000;
  let healthServer: HealthServer | null = null;
  manager.on('shardCreate', (shard: Shard) => {
    const env = shard.env as Record<string, string>;
    if (options.api) env[API_URL_ENV] = options.api;
    env[REST_PROXY_ENV] = restProxy;
    // Each shard's render pool gets its share of this machine's cores, unless RENDER_THREADS says otherwise.
    const here = manager.shardList === 'auto' ? 1 : manager.shardList.length;
    env.RENDER_THREADS = renderThreadsPerShard(env.RENDER_THREADS, here);
    // The shards watch their processes' figures for the manager's HEALTH_PORT (src/shard.ts).
    if (healthServer) env.HEALTH_PORT = new URL(healthServer.url).port;
    Object.assign(env, options.env ?? {});
    shard.on('ready', () => log.info({ shard: shard.id }, 'shard ready'));
    const backoff = new RespawnBackoff(options.respawnDelays);
    shard.on('spawn', () => backoff.spawned());
    shard.on('death', () => {
      const waiting = waitingSpawns.get(manager);
      if (!waiting) return;
      const inMs = backoff.died();
      log.warn({ shard: shard.id, inMs }, 'shard process exited: spawning it again');
      const timer = setTimeout(() => {
        waiting.delete(timer);
        if (shard.process) return;
        shard
          .spawn(spawnTimeoutMs)
          .catch((error: unknown) =>
            log.warn({ shard: shard.id, err: error }, 'shard process spawned again did not get ready'),
          );
      }, inMs);
      waiting.add(timer);
    });
  });
  const stop = async () => {
    await stopShards(manager);
    await healthServer?.close();
    await proxy?.close();
  };
  try {
    // Up before the shards, so a readiness probe sees them starting (503) rather than nothing.
    if (options.health)
      healthServer = await startShardsHealthServer(manager, options.health, proxy ? [proxy.registry] : []);
    await manager.spawn({
      amount: total,
      delay: options.spawnDelayMs ?? 5_500,
      timeout: spawnTimeoutMs,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  log.info({ shards: [...manager.shards.keys()], total: manager.totalShards }, 'shards ready');
  return {
    manager,
    totalShards: Number(manager.totalShards),
    ...(proxy ? { proxy } : {}),
    healthServer,
    stop,
  };
}

/** SIGTERM every child and wait for it to exit (SIGKILL after the grace period); none is respawned. */
export async function stopShards(manager: ShardingManager, graceMs = STOP_GRACE_MS): Promise<void> {
  for (const timer of waitingSpawns.get(manager) ?? []) clearTimeout(timer);
  waitingSpawns.delete(manager);
  await Promise.all([...manager.shards.values()].map((shard) => stopShard(shard, graceMs)));
}

/** Stop one shard's child cleanly (it finishes its in-flight actions) and wait for it to exit. */
export async function stopShard(shard: Shard, graceMs = STOP_GRACE_MS): Promise<void> {
  const child = shard.process;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  // Leave the manager's exit handler out: this exit is wanted, not a crash to respawn.
  child.removeAllListeners('exit');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  (shard as unknown as { process: ChildProcess | null }).process = null;
  shard.ready = false;
}
