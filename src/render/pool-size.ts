/**
 * How many worker threads draw the board pictures: RENDER_THREADS, read by the configuration (`src/config.ts`)
 * and by the render pool. Apart from the pool so reading the setting loads no renderer.
 */
import { availableParallelism } from 'node:os';

/** At most this many render threads (RENDER_THREADS above it is refused). */
export const MAX_RENDER_THREADS = 64;

/** The default pool size: a thread per core, leaving one core to the event loop, at least one. */
export function defaultRenderThreads(cores: number = availableParallelism()): number {
  return Math.max(1, cores - 1);
}

/** RENDER_THREADS read: empty → the default; a whole number 0…MAX_RENDER_THREADS; else why not. */
export function parseRenderThreads(
  text: string | undefined,
  cores?: number,
): { ok: true; threads: number } | { ok: false; message: string } {
  const t = (text ?? '').trim();
  if (t === '') return { ok: true, threads: defaultRenderThreads(cores) };
  const n = Number(t);
  if (!Number.isInteger(n) || n < 0 || n > MAX_RENDER_THREADS)
    return {
      ok: false,
      message: `RENDER_THREADS must be a whole number from 0 (draw on the main thread) to ${MAX_RENDER_THREADS}, got "${t}"`,
    };
  return { ok: true, threads: n };
}
