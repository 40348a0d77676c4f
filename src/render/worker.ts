/**
 * A render pool worker (a piscina task module): loads the drawers and the bundled fonts once, then draws one
 * task at a time and sends the PNG back by moving its bytes (the event loop's side copies nothing). A drawer's
 * refusal (not a view it knows, a drawing error) is sent back as a value, so the pool can tell a bad task from a
 * broken worker. The encoding the asking side had scoped (`encodingPicturesAs`) comes with the task, since an
 * async scope does not cross threads. Once idle it gives its memory back (IdleRelease: its pictures' garbage
 * collected, then malloc_trim), and it answers a MemoryTask with its own heap's figures (the memory benchmarks).
 */
// First, as in the bot's entries: this thread's allocator module fixes the threshold its pixel copies need
// (src/memory/mallopt.ts's fromArena), the same setting the process's entry made.
import '../memory/allocator';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import {
  DRAWERS,
  SINCE_DRAWERS,
  isDrawerName,
  isSinceDrawerName,
  type DrawerName,
  type SinceDrawerName,
  type ViewRenderOptions,
} from './drawers';
import { threadId } from 'node:worker_threads';
import { PerformanceObserver, constants as perfConstants } from 'node:perf_hooks';
import { IdleRelease, PictureScavenge, collectPair } from '../memory/collect';
import { IdleTrim, TRIM_AFTER_IDLE_MS } from '../memory/trim';
import { encodingPicturesAs, type EncodeOptions } from './kit/encode';
import { ensureFonts } from './kit/fonts';
import type { SinceRenderOptions } from './since';

/** A board picture (or the score chart) to draw: plain, structured-clonable data. */
export interface BoardTask {
  drawer: DrawerName;
  view: unknown;
  names: readonly string[];
  opts: ViewRenderOptions;
  encoding?: EncodeOptions;
}

/** A since picture to draw: the board `now` with what changed since `before` marked. */
export interface SinceTask {
  since: SinceDrawerName;
  before: unknown;
  now: unknown;
  names: readonly string[];
  opts?: SinceRenderOptions;
  encoding?: EncodeOptions;
}

/** A question for the worker about its own memory (nothing drawn): answered with a WorkerMemory. */
export interface MemoryTask {
  memory: true;
  /** How long the worker stays busy before answering, so the pool's other workers take the other questions. */
  holdMs: number;
  /** Collect the worker's garbage first (src/memory/collect.ts), so the figures are what it keeps. */
  collect?: boolean;
}

export type RenderTask = BoardTask | SinceTask;

/** A render worker's own memory: its V8 heap and the native memory its JavaScript objects hold. */
export interface WorkerMemory {
  threadId: number;
  /** The worker's V8 heap: reserved, used, and the native memory its objects hold (pixel copies, PNG bytes). */
  heapTotalMb: number;
  heapUsedMb: number;
  externalMb: number;
  /** Idle releases (collections and trim) the worker has done, and how many of them needed a major collection. */
  idleReleases: number;
  majorCollections: number;
  /** Major collections of the worker's heap since it started, V8's own and the idle releases' alike. */
  majorGcs: number;
  /** Minor collections done after pictures (PictureScavenge). */
  pictureScavenges: number;
}

/** Why a drawer failed, as the worker saw it. */
export interface DrawFailure {
  failed: string;
  stack?: string;
}

/** A picture drawn (its PNG bytes, moved), or none (a since picture with nothing to mark). */
export interface Drawn {
  png: ArrayBuffer | null;
  /** The since picture's caption. */
  caption?: string;
  /** The since picture's alt text, where it says more than its caption. */
  alt?: string;
  /**
   * How long the worker took from the task to the PNG (drawing, pixel read, encode), ms: what the picture costs
   * apart from the hand-offs to the worker and back (RenderPool.counts, bench/render.bench.ts).
   */
  drawMs?: number;
}

export type RenderReply = Drawn | DrawFailure;

ensureFonts();

/** The PNG's bytes in an ArrayBuffer of their own (copied here, in the worker, only when shared with others). */
function ownBytes(png: Buffer): ArrayBuffer {
  const whole = png.byteOffset === 0 && png.byteLength === png.buffer.byteLength;
  if (whole && png.buffer instanceof ArrayBuffer) return png.buffer;
  const bytes = new ArrayBuffer(png.byteLength);
  new Uint8Array(bytes).set(png);
  return bytes;
}

/** `drawn` sent with its PNG's bytes moved to the asking thread rather than copied. */
function moving(drawn: Drawn): RenderReply {
  const transferable = {
    [transferableSymbol]: drawn.png ? [drawn.png] : [],
    [valueSymbol]: drawn,
  };
  return move(transferable) as unknown as RenderReply;
}

async function draw(task: RenderTask): Promise<Drawn> {
  if ('since' in task) {
    if (!isSinceDrawerName(task.since)) throw new Error(`no since drawer named "${String(task.since)}"`);
    const picture = await SINCE_DRAWERS[task.since](task.before, task.now, task.names, task.opts);
    return picture
      ? {
          png: ownBytes(picture.png),
          caption: picture.caption,
          ...(picture.alt !== undefined ? { alt: picture.alt } : {}),
        }
      : { png: null };
  }
  if (!isDrawerName(task.drawer)) throw new Error(`no drawer named "${String(task.drawer)}"`);
  return { png: ownBytes(await DRAWERS[task.drawer](task.view, task.names, task.opts)) };
}

/** What this worker gives back once idle: its pictures' garbage, then freed native memory (src/memory/collect.ts). */
export const idleRelease = new IdleRelease();

/** A minor collection after each picture, so its garbage dies young (src/memory/collect.ts). */
const pictureScavenge = new PictureScavenge();

/** Major collections of this worker's heap so far (WorkerMemory.majorGcs). */
let majorGcs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    if ((entry as { detail?: { kind?: number } }).detail?.kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR)
      majorGcs++;
}).observe({ entryTypes: ['gc'] });

/**
 * Once this worker has drawn nothing for TRIM_AFTER_IDLE_MS, it gives its memory back (IdleRelease), here rather
 * than on the event loop's thread: ~1 ms of CPU after a burst of six pictures for the trim
 * (bench/trim-cost.ts), more after a long one, under a millisecond for the minor collections. Exported for tests.
 */
export const workerTrim = new IdleTrim(TRIM_AFTER_IDLE_MS, () => {
  void idleRelease.run();
  return true;
});

function workerMemory(): WorkerMemory {
  // This isolate's figures (process.memoryUsage's rss is the process's; its heap and external are the thread's).
  const usage = process.memoryUsage();
  const MB = 1024 * 1024;
  return {
    threadId,
    heapTotalMb: usage.heapTotal / MB,
    heapUsedMb: usage.heapUsed / MB,
    externalMb: usage.external / MB,
    idleReleases: workerTrim.trims,
    majorCollections: idleRelease.majors,
    majorGcs,
    pictureScavenges: pictureScavenge.done,
  };
}

export default function drawTask(task: RenderTask): Promise<RenderReply>;
export default function drawTask(task: MemoryTask): Promise<WorkerMemory>;
export default async function drawTask(task: RenderTask | MemoryTask): Promise<RenderReply | WorkerMemory> {
  if ('memory' in task) {
    await new Promise((resolve) => setTimeout(resolve, task.holdMs));
    if (task.collect) await collectPair('major');
    return workerMemory();
  }
  workerTrim.busy();
  pictureScavenge.before();
  try {
    const start = performance.now();
    const drawn = await (task.encoding ? encodingPicturesAs(task.encoding, () => draw(task)) : draw(task));
    drawn.drawMs = performance.now() - start;
    return moving(drawn);
  } catch (err) {
    return err instanceof Error ? { failed: err.message, stack: err.stack } : { failed: String(err) };
  } finally {
    workerTrim.idle();
    // Once the reply has gone (the collection runs after this turn of the event loop).
    pictureScavenge.after();
  }
}
