/**
 * How many worker threads draw the board pictures: RENDER_THREADS, read by the configuration (`src/config.ts`)
 * and by the render pool. Apart from the pool so reading the setting loads no renderer.
 */
import { availableParallelism } from 'node:os';

/** At most this many render threads (RENDER_THREADS above it is refused). */
export const MAX_RENDER_THREADS = 64;

/**
 * The default pool size: a thread per core, at least one, the cores split between the `processes` bot
 * processes of this machine (shards). The event loop needs no core of its own: on 2 cores, two render threads
 * kept its p99 delay at 5.8 ms with pictures drawn flat out, and carried 45.5 interactions a second at a p99
 * click-to-board of 336 ms where one thread gave 40.0 and 1,247 ms (`npm run bench -- --only load.`, see
 * docs/scaling.md).
 */
export function defaultRenderThreads(cores: number = availableParallelism(), processes = 1): number {
  return Math.max(1, Math.floor(cores / Math.max(1, processes)));
}

/**
 * RENDER_THREADS for each of the `processes` shard processes a ShardingManager runs on this machine: the
 * machine's own setting when there is one, else its cores split between them.
 */
export function renderThreadsPerShard(
  setting: string | undefined,
  processes: number,
  cores: number = availableParallelism(),
): string {
  return setting !== undefined && setting.trim() !== ''
    ? setting
    : String(defaultRenderThreads(cores, processes));
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
