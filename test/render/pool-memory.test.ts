import { describe, expect, it } from 'vitest';
import { RenderPool, pooled } from '../../src/render/pool';
import { catanViews } from './views';

const NAMES = ['Ana', 'Benedikt', 'Chidi'];
const MB = 1024 * 1024;

describe('render pool: memory', () => {
  it('a worker kept busy by back-to-back pictures frees each picture’s pixels (RSS does not grow a few MB a picture)', async () => {
    const pool = new RenderPool({ threads: 1 });
    const draw = pooled('catan', () => pool);
    const views = catanViews('pool-memory');
    // Many asked at once, so the worker goes from one task to the next without a pause.
    const burst = async (n: number): Promise<void> => {
      const pngs = await Promise.all(
        Array.from({ length: n }, (_, i) => draw(views[i % views.length], NAMES, {})),
      );
      for (const png of pngs) expect(png.length).toBeGreaterThan(10_000);
    };
    await burst(24); // the worker started, its fonts, layers and palettes in place
    const before = process.memoryUsage().rss;
    for (let round = 0; round < 6; round++) await burst(30);
    const grown = (process.memoryUsage().rss - before) / MB;
    await pool.close();
    // 180 pictures: each kept its ~4 MB of pixels while the worker never turned its event loop (~600 MB).
    expect(grown).toBeLessThan(150);
  }, 60_000);
});
