/**
 * load.*: how long the event loop waits while board pictures are drawn flat out (issue 16: a render must never
 * delay another interaction's acknowledgement). CONCURRENCY renders of late-game boards of the four games are
 * kept in flight for RUN_MS, each started as soon as another finishes, through the presenters' drawers — the
 * path a turn takes — while `perf_hooks.monitorEventLoopDelay` samples the event loop every RESOLUTION_MS.
 *
 * - `load.eventLoopDelay.p99Ms`: p99 of the event loop's delay with the render pool (RENDER_THREADS, default
 *   one thread per core but one); `inThreadP99Ms`: the same with drawing on the main thread (RENDER_THREADS=0),
 *   for contrast; `idleP99Ms`: the same with nothing running, the machine's own noise. A delay is how much later
 *   than due the sampling timer fired (the histogram's value less RESOLUTION_MS, as fastify's under-pressure).
 * - `load.render.perSec` / `inThreadPerSec`: pictures finished per second, pool / main thread.
 * - `load.render.cpuMsPerRender` / `inThreadCpuMsPerRender`: the process's CPU time (every thread) per picture.
 * - `load.render.majorGcsPer100` / `majorGcsPer100NoPictureGc`: the major collections of a one-thread pool's
 *   worker drawing 100 late boards back to back, with its minor collection after each picture
 *   (src/memory/collect.ts, PictureScavenge) and without (RENDER_PICTURE_GC=off). How often V8 collects the old
 *   generation on its own follows its heuristics (how fast it has seen this host collect and allocate), so this
 *   is a figure of the host, not a test's bound: test/render/pool-picture-gc.test.ts checks only that the
 *   collections run, and that RENDER_PICTURE_GC=off stops them.
 *
 * Boards: seed "bench-render" played by the bots to 3 actions before its end, as in render.bench.ts.
 */
// First, as in the bot's own entries: its allocator options hold before @napi-rs/canvas loads, so pictures
// are measured as the bot draws them (mimalloc keeping a picture's pages: src/memory/allocator.ts). The process runs
// with the bot's Node flags too (bench/index.ts, AS_THE_BOT: src/memory/node-flags.ts).
import '../src/memory/allocator';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { presenterFor } from '../src/discord/presenters';
import type { DrawerName } from '../src/render/drawers';
import { closeRenderPool, pooled, RenderPool, sharedRenderPool } from '../src/render/pool';
import type { ViewRenderer } from '../src/render';
import type { Benchmark } from './harness';
import { lateView } from './late-boards';
import { nowMs } from './harness';

const GAMES: readonly DrawerName[] = ['catan', 'oil-springs', 'merit-oil', 'wildcatters'];
const NAMES = ['Ana', 'Benedikt', 'Chidi', 'Dolores'];
/** Renders kept in flight at once. */
const CONCURRENCY = 8;
/** How long renders run flat out, and how long the idle baseline is sampled. */
const RUN_MS = 5_000;
const IDLE_MS = 2_000;
/** The event-loop sampling interval (perf_hooks allows ≥ 1 ms). */
const RESOLUTION_MS = 2;

interface LoadRun {
  p99Ms: number;
  perSec: number;
  cpuMsPerRender: number;
}

let boards: { draw: ViewRenderer; view: unknown }[] | undefined;

/** Each game's late board with its presenter's drawer (the pooled one). */
function lateBoards(): { draw: ViewRenderer; view: unknown }[] {
  boards ??= GAMES.map((id) => {
    const draw = presenterFor(id).picture;
    if (!draw) throw new Error(`${id} has no board drawer`);
    return { draw, view: lateView(id) };
  });
  return boards;
}

/** The event loop's p99 delay in ms while `work` runs (the histogram's value less the sampling interval). */
async function delayP99While(work: () => Promise<void>): Promise<number> {
  const h = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  h.enable();
  await work();
  h.disable();
  return Math.max(0, h.percentile(99) / 1e6 - RESOLUTION_MS);
}

/** Renders flat out for RUN_MS with `drawerOf` (CONCURRENCY in flight), measuring the event loop. */
async function loadRun(drawerOf: (i: number) => ViewRenderer): Promise<LoadRun> {
  const list = lateBoards();
  const board = (i: number) => list[i % list.length] as { draw: ViewRenderer; view: unknown };
  // Warm-up: workers started, fonts and static layers ready in each of them.
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => drawerOf(i)(board(i).view, NAMES, {})));
  let done = 0;
  let next = 0;
  const cpu0 = process.cpuUsage();
  const t0 = nowMs();
  const lane = async () => {
    while (nowMs() - t0 < RUN_MS) {
      const i = next++;
      const png = await drawerOf(i)(board(i).view, NAMES, {});
      if (png.length === 0) throw new Error('an empty picture');
      done++;
    }
  };
  const p99Ms = await delayP99While(async () => {
    await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  });
  const seconds = (nowMs() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  return { p99Ms, perSec: done / seconds, cpuMsPerRender: (cpu.user + cpu.system) / 1000 / done };
}

let pooledRun: Promise<LoadRun> | undefined;
let inThreadRun: Promise<LoadRun> | undefined;

/** Through the presenters' drawers and the shared pool (closed afterwards). */
function poolRun(): Promise<LoadRun> {
  pooledRun ??= (async () => {
    if (!sharedRenderPool()) throw new Error('RENDER_THREADS is 0: no pool to measure');
    try {
      return await loadRun((i) => (lateBoards()[i % GAMES.length] as { draw: ViewRenderer }).draw);
    } finally {
      await closeRenderPool();
    }
  })();
  return pooledRun;
}

/** The same drawers with no pool: drawn on the main thread, as RENDER_THREADS=0 does. */
function mainThreadRun(): Promise<LoadRun> {
  const inThread = GAMES.map((id) => pooled(id, () => null));
  inThreadRun ??= loadRun((i) => inThread[i % GAMES.length] as ViewRenderer);
  return inThreadRun;
}

/** Back-to-back pictures for the collection counts, after WARM_PICTURES that start the worker. */
const GC_PICTURES = 100;
const WARM_PICTURES = 8;

/**
 * The major collections of a one-thread pool's worker while it draws GC_PICTURES late boards back to back, with
 * or without its minor collection after each picture. A worker's environment is the process's when it starts.
 */
async function majorGcsDrawing(pictureGc: 'on' | 'off'): Promise<number> {
  const saved = { picture: process.env.RENDER_PICTURE_GC, idle: process.env.RENDER_IDLE_GC };
  process.env.RENDER_PICTURE_GC = pictureGc;
  // No idle releases (their collections would count): the worker idles while it answers about its memory.
  process.env.RENDER_IDLE_GC = 'off';
  const pool = new RenderPool({ threads: 1 });
  try {
    const draw = (i: number) => {
      const drawer = GAMES[i % GAMES.length] as DrawerName;
      return pool.draw({ drawer, view: lateView(drawer), names: NAMES, opts: {} });
    };
    for (let i = 0; i < WARM_PICTURES; i++) await draw(i);
    const [before] = await pool.workerMemory();
    for (let i = 0; i < GC_PICTURES; i++) await draw(i);
    const [after] = await pool.workerMemory();
    if (!before || !after) throw new Error('the worker did not answer about its memory');
    return after.majorGcs - before.majorGcs;
  } finally {
    await pool.close();
    for (const [name, value] of [
      ['RENDER_PICTURE_GC', saved.picture],
      ['RENDER_IDLE_GC', saved.idle],
    ] as const)
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  }
}

export const benchmarks: Benchmark[] = [
  { name: 'load.eventLoopDelay.p99Ms', unit: 'ms', run: async () => (await poolRun()).p99Ms },
  { name: 'load.render.perSec', unit: 'renders/s', run: async () => (await poolRun()).perSec },
  { name: 'load.render.cpuMsPerRender', unit: 'ms', run: async () => (await poolRun()).cpuMsPerRender },
  {
    name: 'load.eventLoopDelay.inThreadP99Ms',
    unit: 'ms',
    run: async () => (await mainThreadRun()).p99Ms,
  },
  { name: 'load.render.inThreadPerSec', unit: 'renders/s', run: async () => (await mainThreadRun()).perSec },
  {
    name: 'load.render.inThreadCpuMsPerRender',
    unit: 'ms',
    run: async () => (await mainThreadRun()).cpuMsPerRender,
  },
  { name: 'load.render.majorGcsPer100', unit: 'collections', run: () => majorGcsDrawing('on') },
  { name: 'load.render.majorGcsPer100NoPictureGc', unit: 'collections', run: () => majorGcsDrawing('off') },
  {
    name: 'load.eventLoopDelay.idleP99Ms',
    unit: 'ms',
    run: () => delayP99While(() => sleep(IDLE_MS).then(() => undefined)),
  },
];
