import { describe, expect, it } from 'vitest';
import { MAJOR_AFTER_GROWTH_MB } from '../../src/memory/collect';
import { TRIM_AFTER_IDLE_MS } from '../../src/memory/trim';
import { RenderPool, pooled } from '../../src/render/pool';
import { catanViews } from './views';

const NAMES = ['Ana', 'Benedikt', 'Chidi'];

describe('render pool: each worker’s own memory', () => {
  it('answers once for each worker, with its own V8 heap, and an idle worker has collected its pictures’ garbage', async () => {
    const pool = new RenderPool({ threads: 2 });
    const draw = pooled('catan', () => pool);
    const views = catanViews('pool-worker-memory');
    const pngs = await Promise.all(
      Array.from({ length: 16 }, (_, i) => draw(views[i % views.length], NAMES, {})),
    );
    for (const png of pngs) expect(png.length).toBeGreaterThan(10_000);
    // Idle long enough for each worker's release (two collections and a trim) to run, on a loaded host too.
    await new Promise((ok) => setTimeout(ok, TRIM_AFTER_IDLE_MS * 20));
    const workers = await pool.workerMemory();
    await pool.close();
    expect(new Set(workers.map((w) => w.threadId)).size).toBe(2);
    for (const w of workers) {
      expect(w.heapUsedMb).toBeGreaterThan(1);
      expect(w.heapTotalMb).toBeGreaterThanOrEqual(w.heapUsedMb);
      expect(w.idleReleases).toBeGreaterThanOrEqual(1);
      // Its pictures' pixel copies and planes (several MB each) were garbage, collected once it went idle (after
      // one collection, 12–27 MB were left): what is left is its learned palettes' tables (1 MiB each) and the
      // palette kernel's memory. A worker that also went idle within the burst (a loaded host answers late:
      // 11.8 MB once on CI) released then with a major pair, and at the end with the minor ones only, as
      // designed, unless MAJOR_AFTER_GROWTH_MB more had piled up since.
      const leftMb = w.idleReleases === 1 ? 10 : 10 + MAJOR_AFTER_GROWTH_MB;
      expect(w.externalMb, `${w.idleReleases} releases`).toBeLessThan(leftMb);
    }
  }, 30_000);
});
