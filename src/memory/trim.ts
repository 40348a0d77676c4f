/**
 * Freed native memory given back to the system. glibc's malloc keeps what a thread frees in that thread's arena
 * for reuse, and gives back on its own only the top of the main heap (M_TRIM_THRESHOLD): the render workers'
 * arenas (@napi-rs/canvas's pixels, sharp, PNG bytes) and the main heap's holes stay in the process's RSS long
 * after the pictures are gone. `malloc_trim(0)` (glibc ≥ 2.8) returns the free pages of every arena. Node has no
 * binding for it, so it is called through the koffi FFI package (prebuilt binaries, nothing compiled at install).
 *
 * Where there is no glibc (macOS, musl, Windows) or koffi does not load, trimming is a no-op, said once in the
 * log by each thread that would trim (the render workers): the bot runs the same, with the memory the
 * allocator keeps.
 */
import { errorText } from '../error-text';
import { createRequire } from 'node:module';
import { logger } from '../log';

const log = logger.child({ module: 'memory' });

/** Gives freed memory back to the system; true when some was. */
export type MallocTrim = () => boolean;

/** The part of koffi used here (and by mallopt.ts). */
export interface Ffi {
  load(path: string): { func(signature: string): (...args: number[]) => number };
}

/** glibc's version on this system (`process.report`), or null where the C library is not glibc. */
export function glibcVersion(): string | null {
  if (process.platform !== 'linux') return null;
  const header = (process.report.getReport() as { header?: { glibcVersionRuntime?: unknown } }).header;
  return typeof header?.glibcVersionRuntime === 'string' ? header.glibcVersionRuntime : null;
}

/** koffi, loaded on first use (it maps its native module). */
export function requireKoffi(): Ffi {
  return createRequire(import.meta.url)('koffi') as Ffi;
}

/**
 * glibc's `malloc_trim(0)` as a function, or why it is not available: no glibc, koffi not loading, no such
 * symbol. Never throws. `ffi` and `glibc` are seams for tests.
 */
export function loadMallocTrim(
  ffi: () => Ffi = requireKoffi,
  glibc: () => string | null = glibcVersion,
): { trim: MallocTrim } | { unavailable: string } {
  try {
    const version = glibc();
    if (version === null) return { unavailable: `no glibc on this system (${process.platform})` };
    const trim = ffi().load('libc.so.6').func('int malloc_trim(size_t pad)');
    return { trim: () => trim(0) === 1 };
  } catch (err) {
    return { unavailable: errorText(err) };
  }
}

let loaded: MallocTrim | null | undefined;
let calls = 0;

/** Trims done by this thread so far (the memory benchmarks report it). */
export function trimsDone(): number {
  return calls;
}

/**
 * Give this process's freed native memory back to the system (every thread's arena, whichever thread calls).
 * The first call loads malloc_trim; where it cannot, it logs why once and every call does nothing. Never throws.
 * MALLOC_TRIM=off turns it off (to measure what it saves).
 */
export function releaseFreedMemory(): boolean {
  if (loaded === undefined) {
    const found = process.env.MALLOC_TRIM === 'off' ? { unavailable: 'MALLOC_TRIM=off' } : loadMallocTrim();
    if ('trim' in found) loaded = found.trim;
    else {
      loaded = null;
      log.info(
        { reason: found.unavailable },
        'malloc_trim unavailable: freed memory stays with the allocator',
      );
    }
  }
  if (!loaded) return false;
  try {
    calls++;
    return loaded();
  } catch (err) {
    loaded = null;
    log.warn({ err }, 'malloc_trim failed: not called again');
    return false;
  }
}

/**
 * How long drawing must have stopped before the freed memory is given back: long enough that back-to-back
 * pictures do not give pages back only to fault them in again.
 */
export const TRIM_AFTER_IDLE_MS = 50;

/** The timer functions an IdleTrim uses (tests pass fakes). */
export interface TrimTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: TrimTimers = {
  set: (run, ms) => setTimeout(run, ms).unref(),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Trims once work has stopped for `idleMs`: `busy()` when a piece of work starts, `idle()` when it ends; the
 * trim runs when no work started again within `idleMs` of the last end (so back-to-back pictures are not slowed
 * by giving pages back and faulting them in again). Its timer does not keep the process alive.
 */
export class IdleTrim {
  private running = 0;
  private timer: unknown = null;
  /** Trims done. */
  trims = 0;

  constructor(
    private readonly idleMs: number,
    private readonly trim: () => boolean = releaseFreedMemory,
    private readonly timers: TrimTimers = realTimers,
  ) {}

  busy(): void {
    this.running++;
    this.cancel();
  }

  idle(): void {
    this.running = Math.max(0, this.running - 1);
    if (this.running > 0) return;
    this.cancel();
    this.timer = this.timers.set(() => {
      this.timer = null;
      this.trims++;
      this.trim();
    }, this.idleMs);
  }

  /** Drop a pending trim (a pool that closes). */
  cancel(): void {
    if (this.timer === null) return;
    this.timers.clear(this.timer);
    this.timer = null;
  }
}
