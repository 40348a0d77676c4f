/**
 * Allocator settings the process needs before any native module allocates: imported first by each entry of the
 * bot (src/index.ts, src/shard.ts, and the load benchmark's bot), so they hold before @napi-rs/canvas loads.
 *
 * @napi-rs/canvas brings its own allocator, mimalloc, which keeps freed pages for `purge_delay` (10 ms) and
 * purges them only on its next call in the same thread: a render worker that goes idle after a burst of
 * pictures kept them (20–80 MB of RSS in mimalloc's arena after 300 pictures, bench/memory-steps.ts).
 * MIMALLOC_PURGE_DELAY=0 gives them back as they are freed. mimalloc reads its options from the environment when
 * the library loads; a value already in the environment is kept.
 *
 * glibc's malloc maps large allocations on their own at a fixed threshold, so they go back to the system as they
 * are freed (mallopt.ts).
 */
import { fixMmapThreshold, type MmapThresholdOutcome } from './mallopt';

/** The mimalloc options set unless the environment has them. */
export const MIMALLOC_OPTIONS: Readonly<Record<string, string>> = { MIMALLOC_PURGE_DELAY: '0' };

/** Put `options` in `env` where it has no value of its own. */
export function setAllocatorOptions(
  env: NodeJS.ProcessEnv = process.env,
  options: Readonly<Record<string, string>> = MIMALLOC_OPTIONS,
): void {
  for (const [name, value] of Object.entries(options)) if (env[name] === undefined) env[name] = value;
}

setAllocatorOptions();

/** What fixing glibc's mmap threshold did in this process (the bot logs it at start). */
export const mmapThreshold: MmapThresholdOutcome = fixMmapThreshold();
