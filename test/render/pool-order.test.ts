import { describe, expect, it } from 'vitest';
import { RenderPool } from '../../src/render/pool';

describe('render pool: pictures are drawn in the order they were asked', () => {
  it('a burst on one worker comes back in order (piscina alone sent some back to the end of its line)', async () => {
    const pool = new RenderPool({ threads: 1, worker: new URL('./pool-echo-worker.ts', import.meta.url) });
    try {
      // The worker started, so the burst waits in line rather than for the worker's start.
      await pool.draw({ drawer: 'catan', view: null, names: ['warm-up'], opts: {} });
      const order: string[] = [];
      const asked = Array.from({ length: 12 }, (_, i) =>
        pool.draw({ drawer: 'catan', view: null, names: [String(i)], opts: {} }).then((d) => {
          order.push(d.caption ?? '');
        }),
      );
      await Promise.all(asked);
      expect(order).toEqual(Array.from({ length: 12 }, (_, i) => String(i)));
    } finally {
      await pool.close();
    }
  });

  it('a chooser’s picture (a selection marked) lets the boards asked after it go first', async () => {
    const pool = new RenderPool({ threads: 1, worker: new URL('./pool-echo-worker.ts', import.meta.url) });
    try {
      await pool.draw({ drawer: 'catan', view: null, names: ['warm-up'], opts: {} });
      const order: string[] = [];
      const ask = (name: string, opts = {}) =>
        pool.draw({ drawer: 'catan', view: null, names: [name], opts }).then((d) => {
          order.push(d.caption ?? '');
        });
      const select = { kind: 'intersection', spots: ['n1', 'n2'] } as const;
      // The first board takes the worker; the chooser then waits with the boards asked after it.
      await Promise.all([ask('board 1'), ask('chooser', { select }), ask('board 2'), ask('board 3')]);
      expect(order).toEqual(['board 1', 'board 2', 'board 3', 'chooser']);
    } finally {
      await pool.close();
    }
  });
});
