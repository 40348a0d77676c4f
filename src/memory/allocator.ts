/**
 * Allocator settings the process needs before any native module allocates: imported first by each entry of the
 * bot (src/index.ts, src/shard.ts, and the load benchmark's bot), so they hold before @napi-rs/canvas loads.
 *
 * @napi-rs/canvas brings its own allocator, mimalloc. Every picture's pixel read takes a block of a canvas's size
 * from it and frees it before the read returns; mimalloc purges freed pages once `purge_delay` has passed, on its
 * next call in the same thread. At 0 (purged as freed, the setting until 2026-12-01) the next picture faulted the
 * same ~4.5 MiB in again: ~500 page faults a picture, 6.5 ms of a picture's ~7 ms of drawing and reading on a VM
 * under the PVM hypervisor (`machine.pageFaultUs` 12 µs), 0.5 ms at 1000. MIMALLOC_PURGE_DELAY=1000 keeps them a
 * second while a thread draws. The price: a render thread that goes idle keeps what it freed (~30 MB in mimalloc's
 * arena, `load.activeGames`; mimalloc exports nothing to make it purge, and only the thread's exit gives it back),
 * which is why the render pool leaves a core to the event loop (pool-size.ts). docs/scaling-log.md, *Memory*, has the
 * figures. mimalloc reads its options from the environment when the library loads; a value already in the
 * environment is kept (MIMALLOC_PURGE_DELAY=0: less memory, slower pictures).
 *
 * glibc's malloc maps large allocations on their own at a fixed threshold, so they go back to the system as they
 * are freed (mallopt.ts).
 */
import { fixMmapThreshold, type MmapThresholdOutcome } from './mallopt';

/** The mimalloc options set unless the environment has them. */
export const MIMALLOC_OPTIONS: Readonly<Record<string, string>> = { MIMALLOC_PURGE_DELAY: '1000' };

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
