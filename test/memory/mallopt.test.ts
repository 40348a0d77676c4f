import { describe, expect, it } from 'vitest';
import { mmapThreshold } from '../../src/memory/allocator';
import { M_MMAP_THRESHOLD, MMAP_THRESHOLD_BYTES, fixMmapThreshold } from '../../src/memory/mallopt';
import { glibcVersion, type Ffi } from '../../src/memory/trim';

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
  it('calls mallopt(M_MMAP_THRESHOLD, 128 KiB)', () => {
    const f = fakeFfi(1);
    expect(fixMmapThreshold({}, MMAP_THRESHOLD_BYTES, f.ffi, glibc)).toEqual({ set: 128 * 1024 });
    expect(f.signatures).toEqual(['int mallopt(int param, int value)']);
    expect(f.calls).toEqual([[M_MMAP_THRESHOLD, 128 * 1024]]);
    expect(M_MMAP_THRESHOLD).toBe(-3);
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
    else expect(mmapThreshold).toEqual({ set: MMAP_THRESHOLD_BYTES });
  });
});
