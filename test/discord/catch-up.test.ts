/**
 * The catch-up loop syncs only the threads that stayed behind: behind at the same version at two ticks in a row
 * (a move being posted right now is left to its click), and a finished game without its summary likewise.
 */
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/discord/app';
import { CatchUpLoop } from '../../src/discord/catch-up';
import { retryAt } from '../../src/discord/tick-loop';

/** An app whose threads are behind as `behind` says now (row → version; null: no summary yet). */
function fakeApp(behind: Map<number, number | null>) {
  const synced: number[] = [];
  const app = {
    log: pino({ level: 'silent' }),
    threads: {
      catchUp: async (
        _within: number | undefined,
        only: (row: number, version: number | null) => boolean,
      ) => {
        let n = 0;
        for (const [row, version] of behind)
          if (only(row, version)) {
            synced.push(row);
            n++;
          }
        return n;
      },
    },
  } as unknown as App;
  return { app, synced };
}

describe('the catch-up loop', () => {
  it('syncs a game behind at the same version at two ticks in a row, not one behind for a moment', async () => {
    const behind = new Map<number, number | null>([
      [1, 5],
      [2, 7],
    ]);
    const { app, synced } = fakeApp(behind);
    const loop = new CatchUpLoop(app, { everyMs: 1_000 });
    expect(await loop.tick()).toBe(0); // first sight: maybe a click is posting it now
    expect(synced).toEqual([]);
    behind.set(2, 8); // game 2 moved on meanwhile: still being posted, not stuck
    behind.set(3, null); // game 3 finished, its summary not posted yet
    expect(await loop.tick()).toBe(1);
    expect(synced).toEqual([1]);
    expect(await loop.tick()).toBe(3); // all three stayed as they were
    expect(synced).toEqual([1, 1, 2, 3]);
    behind.clear();
    expect(await loop.tick()).toBe(0);
    behind.set(1, 5); // behind again, after a tick where it was not: first sight again
    expect(await loop.tick()).toBe(0);
  });

  it('asks for a thread Discord keeps refusing less and less often', async () => {
    const { app, synced } = fakeApp(new Map([[1, 5]]));
    const loop = new CatchUpLoop(app, { everyMs: 1_000 });
    const askedAt: number[] = [];
    for (let tick = 1; tick <= 20; tick++) {
      const before = synced.length;
      await loop.tick();
      if (synced.length > before) askedAt.push(tick);
    }
    // Stuck from tick 2 on: asked 1, 2, 4, 8 and 16 ticks into it.
    expect(askedAt).toEqual([2, 3, 5, 9, 17]);
  });
});

describe('retryAt', () => {
  it('tries at 1, 2, 4, 8 … ticks, then every 64', () => {
    const at = Array.from({ length: 200 }, (_, i) => i + 1).filter((n) => retryAt(n));
    expect(at).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 192]);
  });
});
