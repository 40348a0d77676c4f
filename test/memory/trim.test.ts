import { describe, expect, it } from 'vitest';
import {
  IdleTrim,
  glibcVersion,
  loadMallocTrim,
  releaseFreedMemory,
  type TrimTimers,
} from '../../src/memory/trim';

/** Timers run by hand: `fire()` runs the pending one, as its delay passing would. */
function handTimers(): TrimTimers & { pending: number; delays: number[]; fire(): void } {
  const queue = new Map<number, () => void>();
  let next = 0;
  const delays: number[] = [];
  return {
    delays,
    get pending() {
      return queue.size;
    },
    set(run, ms) {
      delays.push(ms);
      queue.set(++next, run);
      return next;
    },
    clear(handle) {
      queue.delete(handle as number);
    },
    fire() {
      const runs = [...queue.values()];
      queue.clear();
      for (const run of runs) run();
    },
  };
}

describe('malloc_trim through koffi', () => {
  it('is unavailable without glibc, and koffi is then not even loaded', () => {
    let koffiLoaded = false;
    const found = loadMallocTrim(
      () => {
        koffiLoaded = true;
        throw new Error('should not load');
      },
      () => null,
    );
    expect(found).toEqual({ unavailable: expect.stringContaining('no glibc') });
    expect(koffiLoaded).toBe(false);
  });

  it('is unavailable, without throwing, when koffi or libc cannot be loaded', () => {
    const noKoffi = loadMallocTrim(
      () => {
        throw new Error("Cannot find module 'koffi'");
      },
      () => '2.36',
    );
    expect(noKoffi).toEqual({ unavailable: "Cannot find module 'koffi'" });
    const noLibc = loadMallocTrim(
      () => ({
        load: () => {
          throw new Error('libc.so.6: cannot open shared object file');
        },
      }),
      () => '2.36',
    );
    expect(noLibc).toEqual({ unavailable: 'libc.so.6: cannot open shared object file' });
  });

  it('calls malloc_trim(0) and reads its answer (1: memory given back)', () => {
    const pads: number[] = [];
    let answer = 1;
    const found = loadMallocTrim(
      () => ({
        load: (path) => {
          expect(path).toBe('libc.so.6');
          return {
            func: (signature) => {
              expect(signature).toMatch(/malloc_trim/);
              return (pad) => {
                pads.push(pad);
                return answer;
              };
            },
          };
        },
      }),
      () => '2.36',
    );
    if (!('trim' in found)) throw new Error(found.unavailable);
    expect(found.trim()).toBe(true);
    answer = 0;
    expect(found.trim()).toBe(false);
    expect(pads).toEqual([0, 0]);
  });

  it.runIf(glibcVersion() !== null)('loads the real malloc_trim on this glibc system', () => {
    const found = loadMallocTrim();
    expect('trim' in found).toBe(true);
    // Freed memory in the heap: something to give back, or nothing; either way an answer, not a crash.
    const held = Array.from({ length: 200 }, () => Buffer.alloc(64 * 1024, 1));
    held.length = 0;
    expect(typeof releaseFreedMemory()).toBe('boolean');
  });

  it.runIf(glibcVersion() === null)('is a no-op where there is no glibc', () => {
    expect(releaseFreedMemory()).toBe(false);
  });
});

describe('IdleTrim: trim once work has stopped', () => {
  it('trims after the idle delay once the last piece of work ends', () => {
    const timers = handTimers();
    let trims = 0;
    const idle = new IdleTrim(50, () => (trims++, true), timers);
    idle.busy();
    expect(timers.pending).toBe(0);
    idle.idle();
    expect(timers.pending).toBe(1);
    expect(timers.delays).toEqual([50]);
    expect(trims).toBe(0);
    timers.fire();
    expect(trims).toBe(1);
    expect(idle.trims).toBe(1);
  });

  it('does not trim while other work still runs (overlapping pictures)', () => {
    const timers = handTimers();
    let trims = 0;
    const idle = new IdleTrim(50, () => (trims++, true), timers);
    idle.busy();
    idle.busy();
    idle.idle();
    expect(timers.pending).toBe(0);
    idle.idle();
    expect(timers.pending).toBe(1);
    timers.fire();
    expect(trims).toBe(1);
  });

  it('work that starts within the delay cancels the trim (back-to-back pictures)', () => {
    const timers = handTimers();
    let trims = 0;
    const idle = new IdleTrim(50, () => (trims++, true), timers);
    idle.busy();
    idle.idle();
    idle.busy();
    expect(timers.pending).toBe(0);
    idle.idle();
    timers.fire();
    expect(trims).toBe(1);
  });

  it('cancel drops a pending trim', () => {
    const timers = handTimers();
    let trims = 0;
    const idle = new IdleTrim(50, () => (trims++, true), timers);
    idle.busy();
    idle.idle();
    idle.cancel();
    timers.fire();
    expect(trims).toBe(0);
  });
});
