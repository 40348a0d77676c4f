/**
 * glibc's malloc told to map every large allocation on its own (`mallopt(M_MMAP_THRESHOLD, 128 KiB)`), so its
 * memory goes back to the system the moment it is freed.
 *
 * glibc maps an allocation of at least its mmap threshold on its own and unmaps it at free, but the threshold is
 * dynamic: it starts at 128 KiB and rises to the size of each mapped block freed (up to 32 MiB). A render
 * worker's first board frees a 2–4 MB pixel copy, so from then on every pixel copy, canvas and palette table
 * comes from the thread's arena, which keeps the pages once they are freed (a malloc_trim gives back only whole
 * free pages, not those among live blocks). Setting the threshold fixes it (and turns the dynamic rise off):
 * with 1,000 active games and two render threads glibc's arenas held 15–24 MB instead of 63–74 MB and RSS was
 * 204–212 MB instead of 251–266 (173–177 instead of 210 with one thread: `npm run bench -- --only
 * load.activeGames`, docs/scaling.md). Its cost: fresh pages faulted in for each picture's pixel copies,
 * ~0.6–2.5 ms more CPU a picture drawn in one thread, mostly system time (bench/memory-picture-cpu.ts).
 *
 * Called by src/memory/allocator.ts, which every bot entry imports first: the setting is the process's, for
 * every thread (the render workers', libuv's, libvips'). A threshold the operator set in glibc's own variable
 * (`MALLOC_MMAP_THRESHOLD_`) is kept; `MALLOC_MMAP_THRESHOLD=dynamic` leaves glibc's dynamic threshold (to
 * measure). Without glibc or koffi it does nothing.
 */
import { glibcVersion, requireKoffi, type Ffi } from './trim';

/** mallopt's parameter number for the mmap threshold (glibc's malloc.h). */
export const M_MMAP_THRESHOLD = -3;

/** Allocations of at least this many bytes are mapped on their own: glibc's starting threshold, kept fixed. */
export const MMAP_THRESHOLD_BYTES = 128 * 1024;

/** What `fixMmapThreshold` did. */
export type MmapThresholdOutcome = { set: number } | { kept: string } | { unavailable: string };

/**
 * Fix glibc's mmap threshold at `bytes` unless the environment says otherwise. Never throws. `ffi` and `glibc`
 * are seams for tests.
 */
export function fixMmapThreshold(
  env: NodeJS.ProcessEnv = process.env,
  bytes: number = MMAP_THRESHOLD_BYTES,
  ffi: () => Ffi = requireKoffi,
  glibc: () => string | null = glibcVersion,
): MmapThresholdOutcome {
  if (env.MALLOC_MMAP_THRESHOLD_ !== undefined)
    return { kept: `MALLOC_MMAP_THRESHOLD_=${env.MALLOC_MMAP_THRESHOLD_}` };
  if (env.MALLOC_MMAP_THRESHOLD === 'dynamic') return { kept: 'MALLOC_MMAP_THRESHOLD=dynamic' };
  try {
    if (glibc() === null) return { unavailable: `no glibc on this system (${process.platform})` };
    const mallopt = ffi().load('libc.so.6').func('int mallopt(int param, int value)');
    return mallopt(M_MMAP_THRESHOLD, bytes) === 1
      ? { set: bytes }
      : { unavailable: 'mallopt refused M_MMAP_THRESHOLD' };
  } catch (err) {
    return { unavailable: err instanceof Error ? err.message : String(err) };
  }
}
