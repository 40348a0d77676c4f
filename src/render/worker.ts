/**
 * A render pool worker (a piscina task module): loads the drawers and the bundled fonts once, then draws one
 * task at a time and sends the PNG back by moving its bytes (the event loop's side copies nothing). A drawer's
 * refusal (not a view it knows, a drawing error) is sent back as a value, so the pool can tell a bad task from a
 * broken worker. The encoding the asking side had scoped (`encodingPicturesAs`) comes with the task, since an
 * async scope does not cross threads.
 */
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

export type RenderTask = BoardTask | SinceTask;

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
    return picture ? { png: ownBytes(picture.png), caption: picture.caption } : { png: null };
  }
  if (!isDrawerName(task.drawer)) throw new Error(`no drawer named "${String(task.drawer)}"`);
  return { png: ownBytes(await DRAWERS[task.drawer](task.view, task.names, task.opts)) };
}

/**
 * Once this worker has drawn nothing for TRIM_AFTER_IDLE_MS, the process's freed native memory is given back
 * (src/memory/trim.ts: glibc's malloc_trim, every thread's arena, this worker's pixels included), here rather
 * than on the event loop's thread: ~1 ms of CPU after a burst of six pictures (bench/trim-cost.ts), more after
 * a long one. Exported for tests.
 */
export const workerTrim = new IdleTrim(TRIM_AFTER_IDLE_MS);

export default async function drawTask(task: RenderTask): Promise<RenderReply> {
  workerTrim.busy();
  try {
    const drawn = await (task.encoding ? encodingPicturesAs(task.encoding, () => draw(task)) : draw(task));
    return moving(drawn);
  } catch (err) {
    return err instanceof Error ? { failed: err.message, stack: err.stack } : { failed: String(err) };
  } finally {
    workerTrim.idle();
  }
}
