/**
 * The bot alone in a process of its own, for the load benchmarks (bench/load.bench.ts): started by
 * `forkBot` with the stand-in's address, it logs in with unmodified discord.js and answers the parent's
 * questions over IPC — its memory (after a full GC when asked), its CPU time and its client caches' sizes —
 * so the figures are the bot's own, without the stand-in and the drivers that run in the parent.
 */
// First, as in the bot's own entries: the allocator options hold before @napi-rs/canvas loads.
import '../src/memory/allocator';
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';
import { startBot, type RunningBot } from '../src/discord/bot';
import { setLogLevel } from '../src/log';
import { collectGarbage } from '../src/memory/collect';
import { BOT_NODE_FLAGS } from '../src/memory/node-flags';
import { trimsDone } from '../src/memory/trim';
import { renderPoolCounts, renderPoolMemory, renderPoolThreads } from '../src/render/pool';
import type { WorkerMemory } from '../src/render/worker';
import { anonByKind, rssSplit, type AnonKinds } from './memory-figures';
import { traceBot, type BotTrace } from './load-trace';

export interface BotStartRequest {
  token: string;
  api: string;
  databasePath: string;
  guildIds: string[];
}

/** What the bot process reports about itself. */
export interface BotReport {
  rssMb: number;
  heapMb: number;
  /** The main thread's V8 heap as reserved (used or not), and its young generation's share of it. */
  heapTotalMb: number;
  newSpaceMb: number;
  externalMb: number;
  /** RSS split (Linux, /proc/self/status): anonymous memory (heaps, native allocations) and mapped files. */
  rssAnonMb: number | null;
  rssFileMb: number | null;
  /** The anonymous memory by kind (bench/memory-figures.ts): glibc's main heap, its thread arenas, the rest. */
  anonKinds: AnonKinds | null;
  /**
   * With `gc`: RSS and the anonymous memory by kind read as the report began, before its collections. They take
   * 20–40 ms, long enough for an idle render worker's release (50 ms after its last picture: a collection, then
   * malloc_trim, src/memory/collect.ts) to run meanwhile, so the two readings show which side of it the report's
   * own figures fell on (docs/scaling.md, *Memory*).
   */
  beforeCollections: { rssMb: number; anonKinds: AnonKinds | null } | null;
  /** CPU time (user + system) since the process started, ms. */
  cpuMs: number;
  /** Minor page faults since the process started, every thread's (each a fresh page mapped and zeroed). */
  pageFaults: number;
  cache: { channels: number; users: number; messages: number; members: number };
  /** With LOAD_REST_COUNT set: the REST requests made so far, by method and route. */
  requests: Record<string, number>;
  /** Bot-token requests held back for Discord's global limit so far, and their waits in all (RunningBot.restBudget). */
  restHeld: { sends: number; ms: number };
  /** The render pool's pictures so far: palette PNGs, their bytes and their workers' time (null: no pool). */
  pictures: { palette: number; bytes: number; drawMs: number } | null;
  /** Render workers running, and each one's own memory (its V8 heap, the native memory its objects hold). */
  renderThreads: number;
  workers: WorkerMemory[];
  /** malloc_trim calls made by the main thread so far (src/memory/trim.ts). */
  trims: number;
  /** With LOAD_TRACE set: when each interaction reached the bot, each REST answer came and each picture was drawn (bench/load-trace.ts). */
  trace: BotTrace | null;
}

const requests: Record<string, number> = {};
let trace: BotTrace | null = null;

type Request = { kind: 'report'; gc: boolean } | { kind: 'stop' };
type Reply = { kind: 'ready' } | { kind: 'report'; report: BotReport } | { kind: 'failed'; message: string };

const MB = 1024 * 1024;

async function report(bot: RunningBot, gc: boolean): Promise<BotReport> {
  const beforeCollections = gc ? { rssMb: process.memoryUsage.rss() / MB, anonKinds: anonByKind() } : null;
  if (gc) {
    collectGarbage();
    collectGarbage();
    // LOAD_HEAP_SNAPSHOT=<dir>: a heap snapshot at every report after a GC, to see what the heap holds.
    const dir = process.env.LOAD_HEAP_SNAPSHOT;
    if (dir) writeHeapSnapshot(join(dir, `bot-${Date.now()}.heapsnapshot`));
    // LOAD_SMAPS=<dir>: the process's memory mappings at every report after a GC, to see what RssAnon holds.
    const smaps = process.env.LOAD_SMAPS;
    if (smaps) writeFileSync(join(smaps, `bot-${Date.now()}.smaps`), readFileSync('/proc/self/smaps'));
  }
  const m = process.memoryUsage();
  const { rssAnonMb, rssFileMb } = rssSplit();
  const anonKinds = anonByKind();
  const cpu = process.cpuUsage();
  const client = bot.client;
  let messages = 0;
  for (const c of client.channels.cache.values()) {
    if ('messages' in c && c.messages) messages += c.messages.cache.size;
  }
  // The workers are asked once this thread has measured, so their answers (held a moment each:
  // RenderPool.workerMemory) change nothing of the process's figures; they collect nothing first.
  const workers = await renderPoolMemory();
  let members = 0;
  for (const g of client.guilds.cache.values()) members += g.members.cache.size;
  return {
    rssMb: m.rss / MB,
    heapMb: m.heapUsed / MB,
    heapTotalMb: m.heapTotal / MB,
    newSpaceMb:
      getHeapSpaceStatistics()
        .filter((sp) => sp.space_name === 'new_space' || sp.space_name === 'new_large_object_space')
        .reduce((sum, sp) => sum + sp.space_size, 0) / MB,
    externalMb: (m.external + m.arrayBuffers) / MB,
    rssAnonMb,
    rssFileMb,
    anonKinds,
    beforeCollections,
    cpuMs: (cpu.user + cpu.system) / 1000,
    pageFaults: process.resourceUsage().minorPageFault,
    cache: { channels: client.channels.cache.size, users: client.users.cache.size, messages, members },
    requests: { ...requests },
    restHeld: { ...bot.restBudget.held },
    pictures: renderPoolCounts(),
    renderThreads: renderPoolThreads(),
    workers,
    trims: trimsDone(),
    // Sent as it is: the report is serialized when it is sent.
    trace,
  };
}

async function child(): Promise<void> {
  if (process.env.LOG_LEVEL === undefined) setLogLevel('silent');
  const send = (r: Reply) => process.send?.(r);
  const start = JSON.parse(process.env.DERRICK_LOAD_BOT ?? '{}') as BotStartRequest;
  let bot: RunningBot;
  try {
    bot = await startBot({
      token: start.token,
      api: start.api,
      databasePath: start.databasePath,
      registerCommandsIn: start.guildIds,
      // Driver users click far faster than people; the per-user limit has its own test.
      rateLimit: { capacity: 1_000_000 },
    });
  } catch (err) {
    send({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
    process.exit(1);
  }
  if (process.env.LOAD_REST_COUNT) {
    bot.client.rest.on('response', (r) => {
      const key = `${r.method.toUpperCase()} ${r.route}`;
      requests[key] = (requests[key] ?? 0) + 1;
    });
    // discord.js's own holds: its global limit (all requests) or a route's bucket.
    bot.client.rest.on('rateLimited', (r) => {
      const key = `held by discord.js: ${r.global ? 'global' : r.route}`;
      requests[key] = (requests[key] ?? 0) + 1;
    });
  }
  if (process.env.LOAD_TRACE) trace = traceBot(bot.client);
  // A benchmark that ends without stopping its bot (a crash, Ctrl-C) takes it along: else it lingers, its
  // gateway retrying a stand-in that is gone (one stayed for two hours, 229 MB, after a failed run).
  process.on('disconnect', () => process.exit(0));
  process.on('message', (req: Request) => {
    if (req.kind === 'report')
      void report(bot, req.gc).then(
        (r) => send({ kind: 'report', report: r }),
        (err: unknown) => send({ kind: 'failed', message: String(err) }),
      );
    else void bot.stop().finally(() => process.exit(0));
  });
  send({ kind: 'ready' });
}

/** The bot in a child process, and how to ask it. */
export interface BotProcess {
  pid: number;
  report(gc?: boolean): Promise<BotReport>;
  stop(): Promise<void>;
}

function nextReply(proc: ChildProcess, kind: Reply['kind']): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const onMessage = (r: Reply) => {
      if (r.kind !== kind && r.kind !== 'failed') return;
      proc.off('message', onMessage);
      proc.off('exit', onExit);
      if (r.kind === 'failed') reject(new Error(`bot process: ${r.message}`));
      else resolve(r);
    };
    const onExit = (code: number | null) => reject(new Error(`bot process exited (${code})`));
    proc.on('message', onMessage);
    proc.once('exit', onExit);
  });
}

/**
 * Whether the bot runs as compiled JavaScript, as `npm start` runs it (the default), or through tsx like this
 * process (LOAD_BOT_TSX=1; LOAD_BOT_COMPILED=0 too).
 */
export function botCompiled(env: NodeJS.ProcessEnv = process.env): boolean {
  return !env.LOAD_BOT_TSX && env.LOAD_BOT_COMPILED !== '0';
}

/**
 * Start the bot in a child process and wait until it is ready: bundled by esbuild with `npm start`'s build
 * options and run by plain node (bench/bundle.ts), or with LOAD_BOT_TSX=1 through the same loader as this one.
 */
export async function forkBot(start: BotStartRequest): Promise<BotProcess> {
  // Imported here, so the bot process (this module too) does not load esbuild.
  const bundle = botCompiled()
    ? await (await import('./bundle')).bundleWithWorker(fileURLToPath(import.meta.url), 'load-bot')
    : null;
  const proc = fork(bundle?.main ?? fileURLToPath(import.meta.url), ['--load-bot'], {
    // LOAD_CPU_PROF=<dir>: a CPU profile of the bot process (written when it stops).
    execArgv: [
      // The compiled bot runs with npm start's flags; through tsx, with this process's loader and the same flags.
      ...(bundle ? [] : process.execArgv),
      ...BOT_NODE_FLAGS,
      '--expose-gc',
      ...(process.env.LOAD_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_CPU_PROF}`] : []),
      // LOAD_BOT_NODE_FLAGS="--max-semi-space-size=4 …": V8 or Node flags for the bot process only.
      ...(process.env.LOAD_BOT_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? []),
    ],
    env: {
      ...process.env,
      DERRICK_LOAD_BOT: JSON.stringify(start),
      // LOAD_BOT_PRELOAD=<library>: LD_PRELOAD for the bot process only (another allocator, e.g. jemalloc).
      ...(process.env.LOAD_BOT_PRELOAD ? { LD_PRELOAD: process.env.LOAD_BOT_PRELOAD } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  proc.once('exit', () => bundle?.remove());
  await nextReply(proc, 'ready');
  return {
    pid: proc.pid ?? -1,
    async report(gc = false) {
      const r = nextReply(proc, 'report');
      proc.send({ kind: 'report', gc } satisfies Request);
      return ((await r) as Extract<Reply, { kind: 'report' }>).report;
    },
    async stop() {
      if (proc.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
      proc.send({ kind: 'stop' } satisfies Request);
      const timer = setTimeout(() => proc.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

if (process.argv.includes('--load-bot')) await child();
