/**
 * How many worker threads draw the board pictures: RENDER_THREADS, read by the configuration (`src/config.ts`)
 * and by the render pool. Apart from the pool so reading the setting loads no renderer.
 */
import { availableParallelism } from 'node:os';

/** At most this many render threads (RENDER_THREADS above it is refused). */
export const MAX_RENDER_THREADS = 64;

/**
 * The default pool size: the `processes` bot processes of this machine (shards) share its cores, and each keeps one
 * of its share for its event loop (discord.js, the engines, SQLite), at least one render thread. On 2 cores, one
 * render thread against two, 3 fixed-pace runs by turns (50 games, 1.5 s between moves, a VM under PVM,
 * 2026-12-01): click to board p50 72–79 ms against 96–129, p99 436–1,145 against 1,050–1,427, 20.8–22.2 ms of
 * the bot's CPU an interaction against 23.2–26.9; and 225 MB of RSS with 1,000 active games against 275, as an
 * idle render thread keeps the memory its pictures freed (src/memory/allocator.ts). Before pictures stopped
 * faulting their pixel reads in (that file), a picture took twice the CPU and two threads carried more (45.5
 * against 40.0 interactions a second); docs/scaling-log.md has both.
 */
export function defaultRenderThreads(cores: number = availableParallelism(), processes = 1): number {
  return Math.max(1, Math.floor(cores / Math.max(1, processes)) - 1);
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
