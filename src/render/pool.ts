/**
 * The render pool: board pictures drawn and encoded in worker threads (piscina), so a drawing never holds up
 * the event loop (other interactions' acknowledgements, other games' turns). Its size is RENDER_THREADS
 * (default: a thread per core but the event loop's, at least 1, the cores split between a machine's shard
 * processes; 0 = draw on the event loop's own thread). The shared pool starts with the first picture and is
 * closed by the bot's and the playground's stop.
 *
 * `pooled(name)` is a game's ViewRenderer through the pool (`pooledSince(name)` its SinceRenderer). A drawer's own failure comes back as its error (as
 * in-thread drawing would throw it); a pool that cannot draw (a worker that does not start or dies) makes it
 * draw in this thread instead, so a broken worker never costs a turn its picture, and a pool that keeps
 * failing is given up for in-thread drawing; the shared one is started again POOL_RETRY_AFTER_MS later.
 *
 * Pictures wait for a worker in the pool's own line, in the order asked (task-line.ts: piscina's queue sends a
 * task with a timeout back to its end whenever a worker frees up), except that a chooser's picture lets the boards
 * asked after it go first for CHOOSER_YIELD_MS. A picture that waits POOL_TASK_TIMEOUT_MS
 * for a worker is drawn in this thread instead: that says the pool is busy, not broken, so it does not count
 * towards giving the pool up. A picture that runs that long in its worker is aborted (piscina ends the stuck
 * worker), drawn here, and counts.
 *
 * Pictures go out as palette PNGs (a third of the bytes, see kit/encode.ts), busy pool or not: a worker maps
 * each picture to a palette it learned, for no more CPU than a full-RGB encode (bench/render.bench.ts,
 * `encodeCpuP50Ms` against `rgbEncodeCpuP50Ms`). `renderPoolCounts()` says how many and their bytes
 * (bench/load.bench.ts reports the mean).
 */
import { Piscina } from 'piscina';
import { logger } from '../log';
import { mmapThreshold } from '../memory/allocator';
import { IdleTrim, TRIM_AFTER_IDLE_MS } from '../memory/trim';
import { entryBeside } from '../paths';
import { DRAWERS, SINCE_DRAWERS, type DrawerName, type SinceDrawerName, type ViewRenderer } from './drawers';
import { scopedEncoding } from './kit/encode';
import type { SinceRenderer } from './since';
import { TaskLine, TaskTimeout } from './task-line';
import type { DrawFailure, MemoryTask, RenderReply, RenderTask, WorkerMemory } from './worker';
import { defaultRenderThreads, parseRenderThreads } from './pool-size';

export {
  MAX_RENDER_THREADS,
  defaultRenderThreads,
  parseRenderThreads,
  renderThreadsPerShard,
} from './pool-size';

const log = logger.child({ module: 'render.pool' });

/**
 * The worker module: piscina imports it in each thread. `worker.ts` beside this file, or in a bundle of the bot
 * (compiled JavaScript, run without tsx: bench/bundle.ts) `render-worker.mjs` beside the bundle.
 */
export const RENDER_WORKER = entryBeside(import.meta.url, 'worker.ts', 'render-worker.mjs');

/** Pool failures in a row (not drawer failures) after which the pool is given up for in-thread drawing. */
export const POOL_FAILURES_TO_GIVE_UP = 3;

/**
 * The trim that follows pictures drawn in this thread (no pool, or it could not draw): once none has been
 * drawing for TRIM_AFTER_IDLE_MS, the freed native memory is given back (src/memory/trim.ts). A render worker
 * trims on its own once idle (worker.ts), off the event loop: malloc_trim walks every thread's arenas (~1 ms
 * after a few pictures, tens of milliseconds after hundreds; the first call loads koffi, ~20 ms).
 */
const pictureTrim = new IdleTrim(TRIM_AFTER_IDLE_MS);

/**
 * A picture that waits this long for a worker is drawn in this thread instead; one that runs this long in its
 * worker is aborted (its worker ended) and drawn here too.
 */
export const POOL_TASK_TIMEOUT_MS = 20_000;

/**
 * How long a chooser's picture (a board with a selection marked, for one player's private chooser) lets board
 * pictures asked after it go first (task-line.ts). A move's board is what its thread and the mover wait on; a
 * linked step's chooser is asked right after its move's board, and with both in strict order a busy spell's
 * boards queued behind the choosers of the moves before them (the paced load run's click-to-board p99 about
 * doubled when linked choosers came in). Bounded, so a chooser waits at most this much longer than in order.
 */
export const CHOOSER_YIELD_MS = 250;

/**
 * How long after the shared pool was given up (or could not start) the next picture starts a new one: a pool
 * given up for good would leave every later picture of the process on the event loop's thread, over a passing
 * fault (a worker killed for its memory, a spell of timeouts).
 */
export const POOL_RETRY_AFTER_MS = 60_000;

/** The Node options a worker needs to load our modules (the loaders), with or without `=value`. */
const LOADER_FLAGS = [
  '--import',
  '--require',
  '-r',
  '--loader',
  '--experimental-loader',
  '--conditions',
  '-C',
];

/**
 * Node options of the workers: this process's loaders (tsx), plus tsx's when it has none and the worker module
 * is TypeScript (vitest compiles TypeScript itself, so its workers could not load `worker.ts` without it; a
 * compiled `worker.js` needs no loader). Only loaders: Node refuses to start a worker with process-wide flags
 * (`--expose-gc`, `--cpu-prof`, `--input-type`…), which would cost the pool.
 */
export function workerExecArgv(
  execArgv: readonly string[] = process.execArgv,
  worker: URL = RENDER_WORKER,
): string[] {
  const own: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const arg = execArgv[i] as string;
    const name = arg.split('=')[0] as string;
    if (!LOADER_FLAGS.includes(name)) continue;
    own.push(arg);
    const value = execArgv[i + 1];
    if (!arg.includes('=') && value !== undefined) {
      own.push(value);
      i++;
    }
  }
  const hasTsx = own.some((arg) => /(^|[\\/=])tsx($|[\\/])/.test(arg));
  return hasTsx || !/\.[cm]?ts$/.test(worker.pathname) ? own : [...own, '--import', 'tsx'];
}

/** A drawer failed on its task (in a worker): the task is bad, not the pool. */
export class DrawerError extends Error {
  constructor(drawer: string, failure: DrawFailure) {
    super(`${drawer} drawer: ${failure.failed}`);
    this.name = 'DrawerError';
    if (failure.stack) this.stack = `${this.name}: ${this.message}\n(in a render worker) ${failure.stack}`;
  }
}

function isDataCloneError(err: unknown): boolean {
  return err instanceof Error && err.name === 'DataCloneError';
}

export interface RenderPoolOptions {
  /** Worker threads (at least 1). */
  threads: number;
  /** The worker module (tests point it elsewhere). */
  worker?: URL;
  /** How long a task may wait for a worker, and how long it may run (default POOL_TASK_TIMEOUT_MS each). */
  timeoutMs?: number;
  /** The Node options this process runs with (default process.execArgv): the workers take its loaders. */
  execArgv?: readonly string[];
}

/** A pool of render workers. */
export class RenderPool {
  readonly threads: number;
  private readonly timeoutMs: number;
  private readonly piscina: Piscina<RenderTask | MemoryTask, RenderReply | WorkerMemory>;
  /** Tasks wait here, in the order asked, not in piscina's queue (task-line.ts says why). */
  private readonly line: TaskLine<RenderTask | MemoryTask, RenderReply | WorkerMemory>;
  private failures = 0;
  private givenUp = false;
  /**
   * Pictures drawn in the pool's own encoding (palette PNGs, not a timelapse's frames), their bytes, and the
   * time their workers spent on them (Drawn.drawMs): a picture's wait for a worker and its hand-offs are the
   * rest of the time its caller waited.
   */
  readonly counts = { palette: 0, bytes: 0, drawMs: 0 };

  constructor(options: RenderPoolOptions) {
    this.threads = Math.max(1, Math.floor(options.threads));
    this.timeoutMs = options.timeoutMs ?? POOL_TASK_TIMEOUT_MS;
    const worker = options.worker ?? RENDER_WORKER;
    this.piscina = new Piscina<RenderTask | MemoryTask, RenderReply | WorkerMemory>({
      filename: worker.href,
      minThreads: this.threads,
      maxThreads: this.threads,
      execArgv: workerExecArgv(options.execArgv, worker),
      // A worker waits for its next task on its event loop, not blocked in Atomics.wait (piscina's default): the
      // pixels @napi-rs/canvas hands out are freed by finalizers that run on the worker's event loop, and a
      // worker kept busy by back-to-back tasks never turned it — it kept every picture's pixels, ~3 MB each
      // (bench/memory-steps.ts --threads 2: 1.3 GB of RSS after 300 pictures, 0.44 GB without the wait).
      atomics: 'disabled',
    });
    this.line = new TaskLine(this.threads, (task, signal) => this.piscina.run(task, { signal }));
    // A worker that fails outside a task (e.g. while starting) is reported here; its task fails on its own.
    this.piscina.on('error', (err: unknown) => {
      log.warn({ err }, 'a render worker failed');
      this.giveUpWithoutWorkers(err);
    });
  }

  /** True once the pool failed POOL_FAILURES_TO_GIVE_UP times in a row: callers draw in their own thread. */
  get broken(): boolean {
    return this.givenUp;
  }

  /** Workers running now. */
  get runningThreads(): number {
    return this.piscina.threads.length;
  }

  /** Pictures drawn by the pool so far. */
  get completed(): number {
    return this.piscina.completed;
  }

  /** Tasks waiting for a worker now. */
  get waiting(): number {
    return this.line.queued;
  }

  /**
   * Draw `task` in a worker: its PNG (null: a since picture with nothing to mark) and caption. Throws DrawerError
   * when the drawer failed, another error when the pool did.
   */
  async draw(
    task: RenderTask,
  ): Promise<{ png: Buffer | null; caption?: string; alt?: string; drawMs?: number }> {
    let reply: RenderReply;
    try {
      const yieldMs = 'drawer' in task && task.opts.select ? CHOOSER_YIELD_MS : 0;
      reply = (await this.line.submit(task, this.timeoutMs, yieldMs)) as RenderReply;
    } catch (err) {
      // A view that cannot be posted to a worker is the task's fault, not the pool's; a picture whose time ran
      // out before a worker was free says the pool is busy (its workers are drawing), not that it is broken.
      if (!isDataCloneError(err) && !(err instanceof TaskTimeout)) this.noteFailure(err);
      throw err;
    }
    this.failures = 0;
    if ('png' in reply && reply.png && task.encoding === undefined) {
      this.counts.palette++;
      this.counts.bytes += reply.png.byteLength;
      this.counts.drawMs += reply.drawMs ?? 0;
    }
    if ('failed' in reply)
      throw new DrawerError('since' in task ? `${task.since} since` : task.drawer, reply);
    return {
      png: reply.png ? Buffer.from(reply.png) : null,
      ...(reply.caption ? { caption: reply.caption } : {}),
      ...(reply.alt !== undefined ? { alt: reply.alt } : {}),
      ...(reply.drawMs !== undefined ? { drawMs: reply.drawMs } : {}),
    };
  }

  /**
   * Each worker's own memory (its V8 heap, the native memory its objects hold), for the memory benchmarks: one
   * question a worker, each held `holdMs` so the next goes to another worker (a worker seen twice counts once);
   * `collect`: after a full collection in each.
   */
  async workerMemory(collect = false, holdMs = 50): Promise<WorkerMemory[]> {
    const replies = await Promise.all(
      Array.from({ length: this.threads }, () =>
        this.line.submit({ memory: true, holdMs, collect }, this.timeoutMs),
      ),
    );
    const byThread = new Map<number, WorkerMemory>();
    for (const r of replies) if ('threadId' in r) byThread.set(r.threadId, r);
    return [...byThread.values()];
  }

  private noteFailure(err: unknown): void {
    this.failures++;
    if (this.failures >= POOL_FAILURES_TO_GIVE_UP) this.giveUp(err);
    else this.giveUpWithoutWorkers(err);
  }

  /** Piscina starts no new worker once one failed while starting: queued tasks would wait forever. */
  private giveUpWithoutWorkers(err: unknown): void {
    if (this.piscina.threads.length === 0) this.giveUp(err);
  }

  private giveUp(err: unknown): void {
    if (this.givenUp) return;
    this.givenUp = true;
    log.error({ err, failures: this.failures }, 'render pool given up: drawing on the main thread');
    // Tasks still waiting are refused, so their callers draw in their own thread.
    this.line.refuseWaiting(new Error('the render pool was given up'));
    void this.piscina.destroy().catch(() => undefined);
  }

  /** Finish the tasks asked so far, then end the workers. */
  async close(): Promise<void> {
    if (this.givenUp) return;
    await this.line.settled();
    await this.piscina.close();
  }
}

/**
 * Keeps a process's pool: started by `start` on first use (null: no pool, RENDER_THREADS=0), and started again
 * `retryAfterMs` after it was found given up, or could not start; meanwhile `get` says null and pictures are
 * drawn in this thread.
 */
export class PoolKeeper {
  private pool: RenderPool | null = null;
  /** When `get` first found the pool given up. */
  private brokenAt: number | null = null;
  /** When `start` last threw, so it is not tried again for every picture. */
  private failedAt: number | null = null;

  constructor(
    private readonly retryAfterMs: number = POOL_RETRY_AFTER_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The pool running now (or given up), without starting one. */
  get current(): RenderPool | null {
    return this.pool;
  }

  /** The pool to draw with: the running one, or a new one from `start`; null while there is none to use. */
  get(start: () => RenderPool | null): RenderPool | null {
    if (this.pool?.broken) {
      this.brokenAt ??= this.now();
      if (this.now() - this.brokenAt < this.retryAfterMs) return null;
      log.warn({ threads: this.pool.threads }, 'starting the render pool again after it was given up');
      this.pool = null;
      this.brokenAt = null;
    }
    if (this.pool) return this.pool;
    if (this.failedAt !== null && this.now() - this.failedAt < this.retryAfterMs) return null;
    try {
      this.pool = start();
      this.failedAt = null;
    } catch (err) {
      log.error({ err }, 'the render pool could not start: drawing on the main thread');
      this.failedAt = this.now();
    }
    return this.pool;
  }

  /** Close the pool (the next `get` starts a new one at once). */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    this.brokenAt = null;
    this.failedAt = null;
    await pool?.close();
  }
}

const shared = new PoolKeeper();

/**
 * The shared pool, started on first use with RENDER_THREADS threads from the environment (read again while
 * none runs), and again POOL_RETRY_AFTER_MS after it was given up; null when RENDER_THREADS is 0, or while a
 * given-up pool waits to be started again.
 */
export function sharedRenderPool(env: NodeJS.ProcessEnv = process.env): RenderPool | null {
  return shared.get(() => {
    const parsed = parseRenderThreads(env.RENDER_THREADS);
    if (!parsed.ok) log.warn(parsed.message);
    const threads = parsed.ok ? parsed.threads : defaultRenderThreads();
    if (threads === 0) return null;
    const pool = new RenderPool({ threads });
    // How glibc maps the pictures' large allocations (src/memory/mallopt.ts), said where pictures start.
    log.info({ threads, mmapThreshold }, 'render pool started');
    return pool;
  });
}

/** The shared pool's picture counts (palette PNGs, their bytes, their workers' time), or null when there is none. */
export function renderPoolCounts(): RenderPool['counts'] | null {
  const pool = shared.current;
  return pool ? { ...pool.counts } : null;
}

/** The shared pool's workers' own memory (empty: no pool). */
export async function renderPoolMemory(collect = false): Promise<WorkerMemory[]> {
  const pool = shared.current;
  return pool && !pool.broken ? pool.workerMemory(collect) : [];
}

/** Pictures this process drew through a pool and in its own thread (no pool, or the pool could not draw). */
const drawn = { pool: 0, here: 0 };

/**
 * The shared pool as the operators' metrics see it (src/health.ts): the pictures waiting for its workers,
 * whether it was given up, and the pictures drawn through pools and in this thread since the process started
 * (its running threads: renderPoolThreads).
 */
export function renderPoolState(): {
  waiting: number;
  broken: boolean;
  pictures: number;
  drawnHere: number;
} {
  const pool = shared.current;
  return {
    waiting: pool?.waiting ?? 0,
    broken: pool?.broken ?? false,
    pictures: drawn.pool,
    drawnHere: drawn.here,
  };
}

/** The shared pool's workers running now (0: no pool). */
export function renderPoolThreads(): number {
  return shared.current?.runningThreads ?? 0;
}

/** Close the shared pool (the bot's and the playground's stop); the next picture starts a new one. */
export async function closeRenderPool(): Promise<void> {
  pictureTrim.cancel();
  await shared.close();
}

/**
 * Draw `task` in `pool` and read the reply with `read`; in this thread (`inThread`) when there is no pool, it
 * was given up, or it could not draw. A drawer's own failure is thrown, as in-thread drawing would throw it.
 */
async function throughPool<T>(
  pool: RenderPool | null,
  task: RenderTask,
  read: (drawn: { png: Buffer | null; caption?: string; alt?: string }) => T,
  inThread: () => Promise<T>,
  trim: IdleTrim,
): Promise<T> {
  const drawHere = async (): Promise<T> => {
    drawn.here++;
    trim.busy();
    try {
      return await inThread();
    } finally {
      trim.idle();
    }
  };
  if (!pool || pool.broken) return drawHere();
  const encoding = scopedEncoding();
  try {
    const picture = await pool.draw(encoding ? { ...task, encoding } : task);
    drawn.pool++;
    return read(picture);
  } catch (err) {
    if (err instanceof DrawerError) throw err;
    const drawer = 'since' in task ? `${task.since} since` : task.drawer;
    log.warn({ err, drawer }, 'the render pool could not draw: drawing on the main thread');
    return drawHere();
  }
}

/**
 * The drawer `name` through a pool (the shared one by default): the picture is drawn in a worker, or in this
 * thread when there is no pool or it cannot draw. `trim` gives freed memory back once pictures drawn in this
 * thread stop (tests pass their own).
 */
export function pooled(
  name: DrawerName,
  pool: () => RenderPool | null = () => sharedRenderPool(),
  trim: IdleTrim = pictureTrim,
): ViewRenderer {
  return (view, names, opts) =>
    throughPool(
      pool(),
      { drawer: name, view, names, opts },
      ({ png }) => {
        if (!png) throw new DrawerError(name, { failed: 'no picture' });
        return png;
      },
      () => DRAWERS[name](view, names, opts),
      trim,
    );
}

/** The since picture drawer `name` through a pool, as `pooled`. */
export function pooledSince(
  name: SinceDrawerName,
  pool: () => RenderPool | null = () => sharedRenderPool(),
  trim: IdleTrim = pictureTrim,
): SinceRenderer {
  return (before, now, names, opts = {}) =>
    throughPool(
      pool(),
      { since: name, before, now, names, opts },
      ({ png, caption, alt }) =>
        png ? { png, caption: caption ?? '', ...(alt !== undefined ? { alt } : {}) } : null,
      () => SINCE_DRAWERS[name](before, now, names, opts),
      trim,
    );
}
