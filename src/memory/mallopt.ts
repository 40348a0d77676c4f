/**
 * glibc's malloc told to map every large allocation on its own (`mallopt(M_MMAP_THRESHOLD, 128 KiB)`), so its
 * memory goes back to the system the moment it is freed, except the block a pixel read makes (`fromArena`).
 *
 * glibc maps an allocation of at least its mmap threshold on its own and unmaps it at free, but the threshold is
 * dynamic: it starts at 128 KiB and rises to the size of each mapped block freed (up to 32 MiB). A render
 * worker's first board frees a 2–4 MB pixel copy, so from then on every pixel copy, canvas and palette table
 * comes from the thread's arena, which keeps the pages once they are freed (a malloc_trim gives back only whole
 * free pages, not those among live blocks). Setting the threshold fixes it (and turns the dynamic rise off):
 * with 1,000 active games and two render threads glibc's arenas held 15–24 MB instead of 63–74 MB and RSS was
 * 204–212 MB instead of 251–266 (173–177 instead of 210 with one thread: `npm run bench -- --only
 * load.activeGames`, docs/scaling-log.md).
 *
 * What a fixed threshold cost, and how `fromArena` takes it back: reading a picture's pixels (`canvas.data()`)
 * has glibc allocate a block the size of the pixels and free it before the read returns (`strace`: an mmap and a
 * munmap of 5,042,176 bytes for each 1400×900 board), so with the threshold fixed the kernel faulted in and
 * zeroed fresh pages for it every picture: ~1,150 page faults a picture, 2–4 ms of a 12–15 ms picture on this
 * Firecracker VM, where a fault is dear. The read now runs with the threshold raised above the block's size
 * (`fromArena`), so the block comes from the thread's arena, and the trim threshold (M_TRIM_THRESHOLD, 8 MiB
 * here instead of glibc's 128 KiB) keeps it there once freed, at the arena's top, for the next picture. The
 * four late boards drawn in one thread, 120 each, in 4 runs by turns with the threshold fixed by glibc's own
 * variable, the old setting (`npx tsx bench/memory-picture-cpu.ts`, and with `MALLOC_MMAP_THRESHOLD_=131072`):
 * 70–660 page faults a picture against 1,090–1,540, medians of 9.0–11.8 ms against 11.2–16.6 (catan 9.0–9.3
 * against 11.2–11.8, wildcatters 10.9–11.4 against 13.9–16.6; bench/render.bench.ts reports `*.faultsP50`).
 * Everything else large is still mapped on its own unless it fits that free top (glibc serves a block from an
 * arena before it maps one): so the encoder keeps its index plane rather than taking a new 1–1.6 MB one from that
 * top each picture (src/render/kit/encode.ts). What the arenas keep is given back when drawing stops: this
 * thread's free top (`releaseArenaTop`), then every arena's free blocks (malloc_trim), by the idle release
 * (collect.ts).
 *
 * Called by src/memory/allocator.ts, which every bot entry and the render workers import first: the setting is
 * the process's, for every thread (the render workers', libuv's, libvips'). A threshold the operator set in
 * glibc's own variable (`MALLOC_MMAP_THRESHOLD_`) is kept; `MALLOC_MMAP_THRESHOLD=dynamic` leaves glibc's dynamic
 * threshold (to measure). Without glibc or koffi it does nothing, and `fromArena` only calls its function.
 */
import { errorText } from '../error-text';
import { glibcVersion, requireKoffi, type Ffi } from './trim';

/** mallopt's parameter number for the mmap threshold (glibc's malloc.h). */
export const M_MMAP_THRESHOLD = -3;

/** mallopt's parameter number for the trim threshold: free memory at a heap's top kept up to this (malloc.h). */
export const M_TRIM_THRESHOLD = -1;

/** Allocations of at least this many bytes are mapped on their own: glibc's starting threshold, kept fixed. */
export const MMAP_THRESHOLD_BYTES = 128 * 1024;

/**
 * Free memory at the top of an arena kept for reuse rather than given back at once: more than the largest pixel
 * block (Merit's 1600×1000 board, 6.4 MB), so the read's block, freed at the top, stays there. 16 MiB measured no
 * faster and its arenas held ~8 MB more (`npm run bench -- --only load.activeGames`: arenas 51 against 43 MB).
 */
export const TRIM_THRESHOLD_BYTES = 8 * 1024 * 1024;

/** glibc refuses an mmap threshold above half its largest heap (HEAP_MAX_SIZE / 2 on 64-bit). */
export const MMAP_THRESHOLD_MAX = 32 * 1024 * 1024;

/** What `fixMmapThreshold` did (`set`: the mmap threshold, and the trim threshold when glibc took it). */
export type MmapThresholdOutcome =
  { set: number; trim: number | null } | { kept: string } | { unavailable: string };

/** glibc's mallopt: 1 when it took the setting. */
type Mallopt = (param: number, value: number) => number;

/**
 * What this thread fixed the threshold with: the C library it loaded (releaseArenaTop takes malloc and free from
 * it), its mallopt, the mmap threshold (fromArena raises and restores it) and the trim threshold glibc took (null:
 * glibc's own, 128 KiB; releaseArenaTop lowers and restores it).
 */
let fixed: {
  libc: ReturnType<Ffi['load']>;
  mallopt: Mallopt;
  bytes: number;
  trim: number | null;
  /** malloc and free, loaded from `libc` on releaseArenaTop's first call (null: they did not load). */
  mallocFree?: MallocFree | null;
} | null = null;

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
    const libc = ffi().load('libc.so.6');
    const mallopt: Mallopt = libc.func('int mallopt(int param, int value)');
    if (mallopt(M_MMAP_THRESHOLD, bytes) !== 1) return { unavailable: 'mallopt refused M_MMAP_THRESHOLD' };
    const trim = mallopt(M_TRIM_THRESHOLD, TRIM_THRESHOLD_BYTES) === 1 ? TRIM_THRESHOLD_BYTES : null;
    fixed = { libc, mallopt, bytes, trim };
    return { set: bytes, trim };
  } catch (err) {
    return { unavailable: errorText(err) };
  }
}

/**
 * `make()`, with the large block it allocates (`bytes`: a pixel read's block) taken from the calling thread's
 * arena rather than mapped on its own, so its pages are reused picture after picture instead of faulted in fresh
 * (see above). Only where this thread's module fixed the threshold; else, and for blocks glibc would map anyway,
 * just `make()`. The threshold is the process's: another thread's large allocation in this window comes from
 * its arena too, and a window closed by another thread maps this one's copy on its own, both harmless.
 */
export function fromArena<T>(bytes: number, make: () => T): T {
  const raised = bytes + 64 * 1024;
  if (!fixed || raised > MMAP_THRESHOLD_MAX) return make();
  const { mallopt, bytes: threshold } = fixed;
  mallopt(M_MMAP_THRESHOLD, raised);
  try {
    return make();
  } finally {
    mallopt(M_MMAP_THRESHOLD, threshold);
  }
}

/** glibc's malloc and free, for `releaseArenaTop`. */
interface MallocFree {
  malloc(size: number): unknown;
  free(block: unknown): void;
}

function loadMallocFree(libc: ReturnType<Ffi['load']>): MallocFree | null {
  try {
    const malloc = libc.func('void *malloc(size_t size)') as unknown as (size: number) => unknown;
    const free = libc.func('void free(void *ptr)') as unknown as (block: unknown) => void;
    return { malloc, free };
  } catch {
    return null;
  }
}

/**
 * A block freed in this size or more makes glibc trim the arena's top (FASTBIN_CONSOLIDATION_THRESHOLD, 64 KiB),
 * and under the fixed mmap threshold it comes from the arena.
 */
const TOP_TRIM_BLOCK = 96 * 1024;

/**
 * Give back the free top of the calling thread's arena, which the raised trim threshold keeps for the next pixel
 * read and malloc_trim does not touch in a thread's arena (it gives back the free blocks among the live ones,
 * and the main heap's top only): the trim threshold lowered to glibc's 128 KiB while a block of TOP_TRIM_BLOCK is
 * allocated and freed in this thread, which makes glibc trim this arena's top then, and raised again. For a render
 * worker gone idle, before malloc_trim (collect.ts). False where the threshold is not this module's, or glibc
 * kept its own trim threshold (then it trims the top as it frees).
 */
export function releaseArenaTop(): boolean {
  if (!fixed || fixed.trim === null) return false;
  fixed.mallocFree ??= loadMallocFree(fixed.libc);
  const { mallopt, trim, mallocFree } = fixed;
  if (!mallocFree) return false;
  mallopt(M_TRIM_THRESHOLD, MMAP_THRESHOLD_BYTES);
  try {
    const block = mallocFree.malloc(TOP_TRIM_BLOCK);
    if (block !== null) mallocFree.free(block);
    return true;
  } finally {
    mallopt(M_TRIM_THRESHOLD, trim);
  }
}
