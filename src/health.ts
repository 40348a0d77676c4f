/**
 * What operators watch (HEALTH_PORT): a running bot answers `GET /healthz` and `GET /metrics` on its own small
 * HTTP server, by default on 127.0.0.1 only (HEALTH_HOST to open it wider, e.g. to a scraper on the network).
 *
 * - `/healthz`: 200 while the bot can play (every shard's gateway connection is ready and the database takes a
 *   committed write), 503 when it cannot, with a JSON body saying which check failed. A render pool that was
 *   given up is `degraded`, still 200: pictures are drawn on the event loop's thread meanwhile.
 * - `/metrics`: Prometheus' text format (prom-client): the process's own figures (CPU, memory, event loop lag,
 *   garbage collection: prom-client's default metrics) and Derrick's (interactions by kind and outcome, how
 *   soon each was acknowledged and how long each took, each shard's gateway status and heartbeat, games open,
 *   the render pool's line and pictures).
 *
 * Under a ShardingManager (SHARDS), the manager's process serves HEALTH_PORT for the machine: it asks each shard
 * process for its health and figures over the shards' IPC channel (src/health-shards.ts) and answers for all.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Status, type Client } from 'discord.js';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { GameDesk } from './discord/desk';
import { CAUGHT_UP_WITHIN_MS } from './discord/thread';
import { logger } from './log';
import { renderPoolState, renderPoolThreads } from './render/pool';
import { heldFigures, type SlidingBudget } from './rest-budget';
import type { ProxyReach } from './discord/token-routes';

const log = logger.child({ module: 'health' });

/** One check of `/healthz`: `ok`, or what is wrong. */
export interface Check {
  ok: boolean;
  detail?: string;
}

/** What `/healthz` answers: `ok` and `degraded` with 200, `failing` with 503. */
export interface Health {
  status: 'ok' | 'degraded' | 'failing';
  checks: Record<string, Check>;
}

/** The status of a set of checks: failing when a vital one fails, degraded when only another one does. */
export function healthOf(checks: Record<string, Check>, vital: readonly string[]): Health {
  const failed = Object.entries(checks).filter(([, c]) => !c.ok);
  const status = failed.some(([name]) => vital.includes(name))
    ? 'failing'
    : failed.length > 0
      ? 'degraded'
      : 'ok';
  return { status, checks };
}

/** discord.js's gateway statuses by number (its `Status` enum), for `/healthz`'s words. */
const STATUS_NAMES = new Map<number, string>(
  Object.entries(Status)
    .filter(([, v]) => typeof v === 'number')
    .map(([k, v]) => [v as number, k]),
);

/** How often, and how far apart, a health check asks a locked database again before saying so. */
export const LOCKED_RETRIES = 3;
export const LOCKED_RETRY_MS = 100;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The checks a bot process answers for: its shards' gateway, its database, its render pool. A database locked
 * by another connection (a sibling shard's write, a backup) is asked again LOCKED_RETRIES times, LOCKED_RETRY_MS
 * apart, off the event loop: each write waits at most the store's short busy wait (40 ms) in it.
 */
export async function botHealth(client: Client, desk: Pick<GameDesk, 'databaseProblem'>): Promise<Health> {
  const shards = [...client.ws.shards.values()];
  const notReady = shards.filter((s) => s.status !== Status.Ready);
  const gateway: Check =
    shards.length === 0
      ? { ok: false, detail: 'no gateway connection' }
      : notReady.length === 0
        ? { ok: true }
        : {
            ok: false,
            detail: notReady.map((s) => `shard ${s.id} ${STATUS_NAMES.get(s.status) ?? s.status}`).join(', '),
          };
  let problem = desk.databaseProblem();
  for (let i = 0; problem?.locked && i < LOCKED_RETRIES; i++) {
    await sleep(LOCKED_RETRY_MS);
    problem = desk.databaseProblem();
  }
  const database: Check = !problem
    ? { ok: true }
    : {
        ok: false,
        detail: problem.locked
          ? `locked by another connection through ${LOCKED_RETRIES + 1} tries ${LOCKED_RETRY_MS} ms apart`
          : problem.message,
      };
  const renderPool: Check = renderPoolState().broken
    ? {
        ok: false,
        detail: 'given up: pictures are drawn on the event loop’s thread until it is started again',
      }
    : { ok: true };
  return healthOf({ gateway, database, renderPool }, ['gateway', 'database']);
}

/** What an interaction came as, for the metrics' `kind` label. */
export type InteractionKind = 'command' | 'autocomplete' | 'button' | 'select' | 'modal' | 'other';

/**
 * The figures of one bot process, in a registry of its own: Derrick's, and with `processFigures` prom-client's
 * defaults (CPU, memory, event loop lag, GC). Those watch the process all the time (an event loop delay
 * monitor, a GC observer), so they run only where something will read them: with a health endpoint, or in a
 * shard process whose manager has one. Derrick's own cost a counter and a histogram per interaction; the rest is
 * read when asked.
 */
export class BotMetrics {
  readonly registry = new Registry();
  private readonly interactions: Counter<'kind' | 'outcome'>;
  private readonly seconds: Histogram<'kind'>;
  private readonly ackSeconds: Histogram<'kind'>;
  /** Interactions being handled: when each reached the bot, and its kind (until `end`). */
  private readonly handling = new Map<string, { at: number; kind: InteractionKind; acked: boolean }>();

  constructor(
    client: Client,
    desk: Pick<GameDesk, 'openGameCounts' | 'behind'>,
    processFigures: boolean,
    /**
     * The holds of this process's own bot-token budget (with a REST proxy, of what it sent around the proxy while
     * it could not reach it).
     */
    restBudget: SlidingBudget,
    /** What this process's requests found of its REST proxy, when it has one. */
    proxyReach?: ProxyReach,
  ) {
    const registers = [this.registry];
    if (processFigures) collectDefaultMetrics({ register: this.registry });
    heldFigures(restBudget.held, registers);
    if (proxyReach) proxyFigures(proxyReach, registers);
    this.interactions = new Counter({
      name: 'derrick_interactions_total',
      help: 'Interactions answered, by kind and outcome (failed: a handler threw).',
      labelNames: ['kind', 'outcome'],
      registers,
    });
    this.seconds = new Histogram({
      name: 'derrick_interaction_seconds',
      help: 'From an interaction reaching the bot to its handler being done (its picture and turn message included).',
      labelNames: ['kind'],
      buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.ackSeconds = new Histogram({
      name: 'derrick_interaction_ack_seconds',
      help: "From an interaction reaching the bot to Discord's answer to its first callback (Discord fails an interaction not acknowledged within 3 s).",
      labelNames: ['kind'],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3],
      registers,
    });
    // The first callback of an interaction (a reply, a defer, a modal, autocomplete's choices) is its
    // acknowledgement: discord.js's REST says when Discord answered it.
    client.rest.on('response', (request) => {
      const id = /^\/interactions\/(\d+)\/[^/]+\/callback/.exec(request.path)?.[1];
      const entry = id === undefined ? undefined : this.handling.get(id);
      if (!entry || entry.acked) return;
      entry.acked = true;
      this.ackSeconds.observe({ kind: entry.kind }, (performance.now() - entry.at) / 1000);
    });
    new Gauge({
      name: 'derrick_gateway_status',
      help: "Each shard's gateway status (discord.js Status: 0 ready; anything else is not).",
      labelNames: ['shard'],
      registers,
      collect() {
        this.reset();
        for (const shard of client.ws.shards.values()) this.set({ shard: String(shard.id) }, shard.status);
      },
    });
    new Gauge({
      name: 'derrick_gateway_ping_seconds',
      help: "Each shard's last heartbeat round trip (absent before the first).",
      labelNames: ['shard'],
      registers,
      collect() {
        this.reset();
        for (const shard of client.ws.shards.values())
          if (shard.ping >= 0) this.set({ shard: String(shard.id) }, shard.ping / 1000);
      },
    });
    new Gauge({
      name: 'derrick_games_open',
      help: "Games of this process's shards in their lobby and in play.",
      labelNames: ['lifecycle'],
      registers,
      collect() {
        const counts = desk.openGameCounts();
        this.set({ lifecycle: 'lobby' }, counts.lobby);
        this.set({ lifecycle: 'active' }, counts.active);
      },
    });
    new Gauge({
      name: 'derrick_threads_behind',
      help: 'Games whose thread does not show their last move now: a move being posted, or a post Discord refused (the catch-up loop retries it). Staying above 0 for 15 minutes means Discord keeps refusing.',
      registers,
      collect() {
        this.set(desk.behind(Date.now() - CAUGHT_UP_WITHIN_MS).length);
      },
    });
    new Gauge({
      name: 'derrick_render_pool_threads',
      help: 'Render worker threads running (0: no pool, or it was given up).',
      registers,
      collect() {
        this.set(renderPoolThreads());
      },
    });
    new Gauge({
      name: 'derrick_render_pool_waiting',
      help: 'Pictures waiting for a render worker now.',
      registers,
      collect() {
        this.set(renderPoolState().waiting);
      },
    });
    new Counter({
      name: 'derrick_pictures_total',
      help: 'Board pictures drawn by the render pool (pool) and on the event loop’s thread (here: no pool, or it could not draw).',
      labelNames: ['where'],
      registers,
      collect() {
        const state = renderPoolState();
        this.reset();
        this.inc({ where: 'pool' }, state.pictures);
        this.inc({ where: 'here' }, state.drawnHere);
      },
    });
  }

  /** Interaction `id` of `kind` reached the bot now (its acknowledgement and its end are timed from now). */
  begin(id: string, kind: InteractionKind): void {
    this.handling.set(id, { at: performance.now(), kind, acked: false });
  }

  /** Its handler is done: count it and how long it took. */
  end(id: string, outcome: 'handled' | 'failed'): void {
    const entry = this.handling.get(id);
    if (!entry) return;
    this.handling.delete(id);
    this.interactions.inc({ kind: entry.kind, outcome });
    this.seconds.observe({ kind: entry.kind }, (performance.now() - entry.at) / 1000);
  }
}

export interface HealthServerOptions {
  port: number;
  /** Default 127.0.0.1: the figures are for the machine's operators, not the world. */
  host?: string;
  health: () => Health | Promise<Health>;
  /** The Prometheus text and its content type. */
  metrics: () => Promise<{ text: string; contentType: string }>;
}

export interface HealthServer {
  /** `http://host:port` as bound (port 0 picks one: tests). */
  url: string;
  close(): Promise<void>;
}

/** Serve `/healthz` and `/metrics`; anything else is a 404, any method but GET and HEAD a 405. */
export async function startHealthServer(options: HealthServerOptions): Promise<HealthServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/healthz' && path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: try /healthz or /metrics\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('Method not allowed\n');
      return;
    }
    const answer = async () => {
      if (path === '/healthz') {
        const health = await options.health();
        const body = `${JSON.stringify(health)}\n`;
        res
          .writeHead(health.status === 'failing' ? 503 : 200, { 'content-type': 'application/json' })
          .end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      const { text, contentType } = await options.metrics();
      res.writeHead(200, { 'content-type': contentType }).end(req.method === 'HEAD' ? undefined : text);
    };
    answer().catch((err: unknown) => {
      log.warn({ err, path }, 'health endpoint failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('The figures could not be gathered\n');
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  log.info({ url }, 'health endpoint listening');
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The operators' figures of a REST proxy as one shard process finds it (src/discord/token-routes.ts). */
function proxyFigures(reach: ProxyReach, registers: Registry[]): void {
  new Gauge({
    name: 'derrick_rest_proxy_reachable',
    help: "1 while this process's requests reach its REST proxy; 0 while they go straight to Discord around it.",
    registers,
    // A machine's manager merges its shards' figures (src/health-shards.ts): 0 when any of them goes around.
    aggregator: 'min',
    collect() {
      this.set(reach.reachable ? 1 : 0);
    },
  });
  new Counter({
    name: 'derrick_rest_proxy_bypassed_total',
    help: 'Bot-token requests sent straight to Discord because the REST proxy could not be reached.',
    registers,
    collect() {
      this.reset();
      this.inc(reach.bypassed);
    },
  });
}
