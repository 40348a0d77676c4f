/**
 * The health endpoint of a machine's shards (SHARDS with HEALTH_PORT): the ShardingManager's process serves
 * `/healthz` and `/metrics` for all of them. It asks each shard process over the IPC channel discord.js keeps
 * with it (a message of ours beside discord.js's own, which its Shard passes on as a 'message' event) and
 * answers from the replies:
 *
 * - `/healthz`: one check per shard, `ok` when its process answered and can play (src/health.ts's checks), so
 *   the machine is `failing` (503) as soon as one shard cannot play, and `degraded` when one only draws on its
 *   event loop's thread;
 * - `/metrics`: every shard's figures and the manager's own process figures, merged by prom-client's
 *   `AggregatorRegistry.aggregate` (counters and memory summed over the processes; each shard's gateway figures
 *   keep their `shard` label), and `derrick_shard_up{shard}`: 1 when that shard's process answered in time.
 */
import type { Shard, ShardingManager } from 'discord.js';
import {
  AggregatorRegistry,
  Gauge,
  Registry,
  collectDefaultMetrics,
  type MetricObjectWithValues,
  type MetricValue,
} from 'prom-client';
import { healthOf, startHealthServer, type Check, type Health, type HealthServer } from './health';
import { logger } from './log';

const log = logger.child({ module: 'health' });

/** The key of the manager's question, and of a shard's answer (each carrying the question's number). */
const ASK = 'derrickHealthAsk';
const ANSWER = 'derrickHealthAnswer';

/** How long the manager waits for a shard's answer before it counts that shard as down. */
export const SHARD_ANSWER_MS = 2_000;

type Metrics = MetricObjectWithValues<MetricValue<string>>[];

/** A shard process's answer: whether it can play, and its figures (prom-client's JSON form). */
export interface ShardAnswer {
  health: Health;
  metrics: Metrics;
}

interface AnswerMessage extends ShardAnswer {
  [ANSWER]: number;
}

/** In a shard process: answer the manager's questions with `answer()` (returns a function that stops it). */
export function answerHealthAsks(answer: () => Promise<ShardAnswer>): () => void {
  const onMessage = (message: unknown) => {
    if (typeof message !== 'object' || message === null || !(ASK in message)) return;
    const id = (message as Record<string, unknown>)[ASK];
    if (typeof id !== 'number') return;
    void answer()
      .then((a) => process.send?.({ [ANSWER]: id, ...a } satisfies AnswerMessage))
      .catch((err: unknown) => log.warn({ err }, 'could not answer the manager’s health question'));
  };
  process.on('message', onMessage);
  return () => process.off('message', onMessage);
}

let asked = 0;

/** Ask one shard's process; null when it has none or does not answer within `timeoutMs`. */
export function askShard(shard: Shard, timeoutMs = SHARD_ANSWER_MS): Promise<ShardAnswer | null> {
  if (!shard.process || shard.process.exitCode !== null) return Promise.resolve(null);
  const id = ++asked;
  return new Promise((resolve) => {
    const done = (answer: ShardAnswer | null) => {
      clearTimeout(timer);
      shard.off('message', onMessage);
      resolve(answer);
    };
    const onMessage = (message: unknown) => {
      if (typeof message !== 'object' || message === null) return;
      const m = message as Partial<AnswerMessage>;
      if (m[ANSWER] === id && m.health && Array.isArray(m.metrics))
        done({ health: m.health, metrics: m.metrics });
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    shard.on('message', onMessage);
    shard.send({ [ASK]: id }).catch(() => done(null));
  });
}

/** The machine's health from its shards' answers (null: no answer): failing when one shard is, or none runs. */
export function shardsHealth(answers: ReadonlyMap<number, ShardAnswer | null>): Health {
  // Before the first shard is spawned (the endpoint is up first) the machine serves nobody yet.
  if (answers.size === 0) return healthOf({ shards: { ok: false, detail: 'none started yet' } }, ['shards']);
  const checks: Record<string, Check> = {};
  const failing: string[] = [];
  for (const [id, answer] of [...answers].sort(([a], [b]) => a - b)) {
    const name = `shard ${id}`;
    if (!answer || answer.health.status === 'failing') failing.push(name);
    if (!answer) checks[name] = { ok: false, detail: 'its process did not answer' };
    else if (answer.health.status === 'ok') checks[name] = { ok: true };
    else
      checks[name] = {
        ok: false,
        detail: Object.entries(answer.health.checks)
          .filter(([, c]) => !c.ok)
          .map(([check, c]) => `${check}: ${c.detail ?? 'failing'}`)
          .join('; '),
      };
  }
  return healthOf(checks, failing);
}

/**
 * Serve the machine's `/healthz` and `/metrics` for `manager`'s shards on `port` (src/health.ts); `more`: other
 * figures of this process to add (the REST proxy's it runs for the shards).
 */
export async function startShardsHealthServer(
  manager: ShardingManager,
  options: { port: number; host?: string },
  more: readonly Registry[] = [],
): Promise<HealthServer> {
  const own = new Registry();
  collectDefaultMetrics({ register: own });
  const up = new Gauge({
    name: 'derrick_shard_up',
    help: "1 when the shard's process answered the manager's last question in time.",
    labelNames: ['shard'],
    registers: [own],
  });
  const askAll = async (): Promise<Map<number, ShardAnswer | null>> => {
    const shards = [...manager.shards.values()];
    const answers = await Promise.all(shards.map((shard) => askShard(shard)));
    return new Map(shards.map((shard, i) => [shard.id, answers[i] ?? null]));
  };
  return startHealthServer({
    ...options,
    health: async () => shardsHealth(await askAll()),
    metrics: async () => {
      const answers = await askAll();
      up.reset();
      for (const [id, answer] of answers) up.set({ shard: String(id) }, answer ? 1 : 0);
      const all = [
        await own.getMetricsAsJSON(),
        ...(await Promise.all(more.map((r) => r.getMetricsAsJSON()))),
        ...[...answers.values()].flatMap((a) => (a ? [a.metrics] : [])),
      ];
      const merged = AggregatorRegistry.aggregate(all as Parameters<typeof AggregatorRegistry.aggregate>[0]);
      return { text: await merged.metrics(), contentType: merged.contentType };
    },
  });
}
