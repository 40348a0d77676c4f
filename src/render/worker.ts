/**
 * A render pool worker (a piscina task module): loads the board drawers and the bundled fonts once, then draws
 * one task at a time and sends the PNG back by moving its bytes (the event loop's side copies nothing). A
 * drawer's refusal (not a view it knows, a drawing error) is sent back as a value, so the pool can tell a bad
 * task from a broken worker.
 */
import { move } from 'piscina';
import { DRAWERS, isDrawerName, type DrawerName, type ViewRenderOptions } from './drawers';
import { ensureFonts } from './kit/fonts';

/** One board picture to draw: plain, structured-clonable data. */
export interface RenderTask {
  drawer: DrawerName;
  view: unknown;
  names: readonly string[];
  opts: ViewRenderOptions;
}

/** Why a drawer failed, as the worker saw it. */
export interface DrawFailure {
  failed: string;
  stack?: string;
}

/** The PNG's bytes (moved), or why the drawer failed. */
export type RenderReply = ArrayBuffer | DrawFailure;

ensureFonts();

/** The PNG's bytes in an ArrayBuffer of their own (copied here, in the worker, only when shared with others). */
function ownBytes(png: Buffer): ArrayBuffer {
  const whole = png.byteOffset === 0 && png.byteLength === png.buffer.byteLength;
  if (whole && png.buffer instanceof ArrayBuffer) return png.buffer;
  const bytes = new ArrayBuffer(png.byteLength);
  new Uint8Array(bytes).set(png);
  return bytes;
}

export default async function drawTask(task: RenderTask): Promise<RenderReply> {
  if (!isDrawerName(task.drawer)) return { failed: `no board drawer named "${String(task.drawer)}"` };
  try {
    const png = await DRAWERS[task.drawer](task.view, task.names, task.opts);
    return move(ownBytes(png)) as unknown as ArrayBuffer;
  } catch (err) {
    return err instanceof Error ? { failed: err.message, stack: err.stack } : { failed: String(err) };
  }
}
