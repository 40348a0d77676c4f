import { describe, expect, it } from 'vitest';
import { mmapThreshold } from '../../src/memory/allocator';
import Piscina from 'piscina';
import koffi from 'koffi';
import {
  M_MMAP_THRESHOLD,
  M_TRIM_THRESHOLD,
  MMAP_THRESHOLD_BYTES,
  TRIM_THRESHOLD_BYTES,
  fixMmapThreshold,
  fromArena,
} from '../../src/memory/mallopt';
import { glibcVersion, type Ffi } from '../../src/memory/trim';
import { workerExecArgv } from '../../src/render/pool';

/** A koffi stand-in whose libc has a mallopt that records its calls and answers `answer`. */
function fakeFfi(answer: number): { ffi: () => Ffi; calls: number[][]; signatures: string[] } {
  const calls: number[][] = [];
  const signatures: string[] = [];
  const ffi = (): Ffi => ({
    load: () => ({
      func(signature: string) {
        signatures.push(signature);
        return (...args: number[]) => (calls.push(args), answer);
      },
    }),
  });
  return { ffi, calls, signatures };
}

const glibc = () => '2.36';

describe('glibc’s mmap threshold fixed at 128 KiB (large allocations mapped on their own, unmapped at free)', () => {
  it('calls mallopt(M_MMAP_THRESHOLD, 128 KiB), then mallopt(M_TRIM_THRESHOLD, 8 MiB)', () => {
    const f = fakeFfi(1);
    expect(fixMmapThreshold({}, MMAP_THRESHOLD_BYTES, f.ffi, glibc)).toEqual({
      set: 128 * 1024,
      trim: 8 * 1024 * 1024,
    });
    expect(f.signatures).toEqual(['int mallopt(int param, int value)']);
    expect(f.calls).toEqual([
      [M_MMAP_THRESHOLD, 128 * 1024],
      [M_TRIM_THRESHOLD, TRIM_THRESHOLD_BYTES],
    ]);
    expect([M_MMAP_THRESHOLD, M_TRIM_THRESHOLD]).toEqual([-3, -1]);
  });

  it('fromArena raises the threshold above the block for the call, and restores it even when the call throws', () => {
    const f = fakeFfi(1);
    fixMmapThreshold({}, MMAP_THRESHOLD_BYTES, f.ffi, glibc);
    f.calls.length = 0;
    expect(fromArena(5_040_000, () => (f.calls.push([0]), 'pixels'))).toBe('pixels');
    expect(f.calls).toEqual([[M_MMAP_THRESHOLD, 5_040_000 + 64 * 1024], [0], [M_MMAP_THRESHOLD, 128 * 1024]]);
    f.calls.length = 0;
    expect(() =>
      fromArena(1000, () => {
        throw new Error('drawing failed');
      }),
    ).toThrow('drawing failed');
    expect(f.calls).toEqual([
      [M_MMAP_THRESHOLD, 1000 + 64 * 1024],
      [M_MMAP_THRESHOLD, 128 * 1024],
    ]);
    // A block glibc would map whatever the threshold (over 32 MiB) is just made.
    f.calls.length = 0;
    expect(fromArena(40 * 1024 * 1024, () => 'big')).toBe('big');
    expect(f.calls).toEqual([]);
  });

  it('keeps a threshold the operator set in glibc’s own variable, and MALLOC_MMAP_THRESHOLD=dynamic leaves glibc’s', () => {
    const f = fakeFfi(1);
    expect(fixMmapThreshold({ MALLOC_MMAP_THRESHOLD_: '65536' }, MMAP_THRESHOLD_BYTES, f.ffi, glibc)).toEqual(
      {
        kept: 'MALLOC_MMAP_THRESHOLD_=65536',
      },
    );
    expect(
      fixMmapThreshold({ MALLOC_MMAP_THRESHOLD: 'dynamic' }, MMAP_THRESHOLD_BYTES, f.ffi, glibc),
    ).toEqual({
      kept: 'MALLOC_MMAP_THRESHOLD=dynamic',
    });
    expect(f.calls).toEqual([]);
  });

  it('does nothing without glibc, when koffi does not load, or when mallopt refuses (never throws)', () => {
    const f = fakeFfi(1);
    expect(fixMmapThreshold({}, MMAP_THRESHOLD_BYTES, f.ffi, () => null)).toHaveProperty('unavailable');
    expect(f.calls).toEqual([]);
    const broken = (): Ffi => {
      throw new Error('koffi: no prebuilt binary');
    };
    expect(fixMmapThreshold({}, MMAP_THRESHOLD_BYTES, broken, glibc)).toEqual({
      unavailable: 'koffi: no prebuilt binary',
    });
    expect(fixMmapThreshold({}, MMAP_THRESHOLD_BYTES, fakeFfi(0).ffi, glibc)).toEqual({
      unavailable: 'mallopt refused M_MMAP_THRESHOLD',
    });
  });

  it('is set in this process by the allocator module (real glibc through koffi, where there is glibc)', () => {
    if (glibcVersion() === null) expect(mmapThreshold).toHaveProperty('unavailable');
    else expect(mmapThreshold).toEqual({ set: MMAP_THRESHOLD_BYTES, trim: TRIM_THRESHOLD_BYTES });
  });
});

type Mallinfo2 = Record<'arena' | 'hblkhd' | 'uordblks' | 'keepcost', number | bigint>;

let mallinfo2: (() => Mallinfo2) | undefined;

/**
 * glibc's own counts (mallinfo2, through koffi): the arenas' size, the bytes mapped for large blocks, the bytes in
 * use in the arenas, and the main arena's free top (what a trim could give back).
 */
function mallinfo(): { arena: number; hblkhd: number; uordblks: number; keepcost: number } {
  mallinfo2 ??= loadMallinfo2();
  const info = mallinfo2();
  return {
    arena: Number(info.arena),
    hblkhd: Number(info.hblkhd),
    uordblks: Number(info.uordblks),
    keepcost: Number(info.keepcost),
  };
}

function loadMallinfo2(): () => Mallinfo2 {
  const Mallinfo2 = koffi.struct('mallinfo2_t', {
    arena: 'size_t',
    ordblks: 'size_t',
    smblks: 'size_t',
    hblks: 'size_t',
    hblkhd: 'size_t',
    usmblks: 'size_t',
    fsmblks: 'size_t',
    uordblks: 'size_t',
    fordblks: 'size_t',
    keepcost: 'size_t',
  });
  return koffi.load('libc.so.6').func('mallinfo2', Mallinfo2, []) as () => Mallinfo2;
}

describe.skipIf(glibcVersion() === null)('fromArena with the real glibc', () => {
  it('has a large block made in it come from the arena, where it is mapped on its own outside it', () => {
    // The threshold fixed with the real glibc, as the allocator module does in the bot and its workers (the
    // tests above armed fromArena with a fake).
    expect(fixMmapThreshold()).toEqual(mmapThreshold);
    expect(mmapThreshold).toHaveProperty('set');
    const libc = koffi.load('libc.so.6');
    const malloc = libc.func('void *malloc(size_t size)') as (size: number) => unknown;
    const free = libc.func('void free(void *ptr)') as (ptr: unknown) => void;
    const bytes = 1400 * 900 * 4; // a Wildcatters board's pixels
    /** glibc's figures across a block of `bytes` made by `make` (and freed after). */
    const across = (make: () => unknown) => {
      const before = mallinfo();
      const block = make();
      const after = mallinfo();
      free(block);
      return {
        mapped: after.hblkhd - before.hblkhd,
        inArenas: after.uordblks - before.uordblks,
        arenasGrew: after.arena - before.arena,
      };
    };
    const plain = across(() => malloc(bytes));
    expect(plain.mapped).toBeGreaterThanOrEqual(bytes);
    expect(plain.inArenas).toBeLessThan(bytes);
    const first = across(() => fromArena(bytes, () => malloc(bytes)));
    expect(first.mapped).toBe(0);
    expect(first.inArenas).toBeGreaterThanOrEqual(bytes);
    // Freed, it stays at the arena's top (under the trim threshold): the next picture's block reuses its pages.
    const next = across(() => fromArena(bytes, () => malloc(bytes)));
    expect(next.mapped).toBe(0);
    expect(next.inArenas).toBeGreaterThanOrEqual(bytes);
    expect(next.arenasGrew).toBe(0);
  });

  it('gives a thread’s kept top back when releaseArenaTop is called there, as a render worker does', async () => {
    // In a worker thread, as the render workers call it: its arena is a heap of its own, mapped, which glibc
    // shrinks in place. (The main thread's arena grows by brk, and a trim there also needs nothing mapped
    // above it: twice in the clean-clone CI, and never here, that one gave nothing back.)
    const module = new URL('./arena-top-worker.ts', import.meta.url);
    const pool = new Piscina({
      filename: module.href,
      execArgv: workerExecArgv(process.execArgv, module),
      maxThreads: 1,
    });
    const report = (await pool.run(null)) as ArenaTopReport;
    await pool.destroy();
    expect(report.outcome).toEqual(mmapThreshold);
    for (const round of report.rounds) {
      expect(round.released).toBe(true);
      // Freed, the block stayed in the arena (under the 8 MiB trim threshold); the release gave it back.
      expect(round.kept - round.after).toBeGreaterThanOrEqual(report.bytes - 256 * 1024);
    }
  });
});

interface ArenaTopReport {
  outcome: unknown;
  bytes: number;
  rounds: { kept: number; released: boolean; after: number }[];
}
