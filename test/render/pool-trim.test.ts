import { valueSymbol } from 'piscina';
import { afterAll, describe, expect, it } from 'vitest';
import { IdleTrim, TRIM_AFTER_IDLE_MS, type TrimTimers } from '../../src/memory/trim';
import { RenderPool, pooled, pooledSince } from '../../src/render/pool';
import drawTask, { workerTrim, type RenderReply, type RenderTask } from '../../src/render/worker';
import { catanView } from './views';

const NAMES = ['Ana', 'Benedikt', 'Chidi'];

/** Timers run by hand, and a trim that counts its calls. */
function countingTrim(): { trim: IdleTrim; calls: () => number; pending: () => number; fire(): void } {
  const queue = new Map<number, () => void>();
  let next = 0;
  let calls = 0;
  const timers: TrimTimers = {
    set(run, ms) {
      expect(ms).toBe(TRIM_AFTER_IDLE_MS);
      queue.set(++next, run);
      return next;
    },
    clear: (handle) => void queue.delete(handle as number),
  };
  return {
    trim: new IdleTrim(TRIM_AFTER_IDLE_MS, () => (calls++, true), timers),
    calls: () => calls,
    pending: () => queue.size,
    fire() {
      const runs = [...queue.values()];
      queue.clear();
      for (const run of runs) run();
    },
  };
}

/** A worker's reply as the pool reads it (a drawn picture comes wrapped to move its bytes). */
function unwrapped(reply: RenderReply): RenderReply {
  const moved = (reply as { [valueSymbol]?: RenderReply })[valueSymbol];
  return moved ?? reply;
}

const pool = new RenderPool({ threads: 1 });
afterAll(() => pool.close());

describe('render pool: freed memory given back once pictures stop', () => {
  it('a render worker trims once it has gone idle after a burst of pictures (one trim, not one a picture)', async () => {
    // The worker module run in this thread: its task function and its trim, as piscina runs them in a worker.
    const tasks: RenderTask[] = [20, 40, 60].map((n) => ({
      drawer: 'catan',
      view: catanView('pool-trim', n),
      names: NAMES,
      opts: {},
    }));
    const before = workerTrim.trims;
    const replies = await Promise.all(tasks.map((task) => drawTask(task)));
    for (const reply of replies) expect('png' in unwrapped(reply)).toBe(true);
    expect(workerTrim.trims).toBe(before);
    await new Promise((ok) => setTimeout(ok, TRIM_AFTER_IDLE_MS * 4));
    expect(workerTrim.trims).toBe(before + 1);
    // A drawer's refusal ends the busy spell too.
    const refused = await drawTask({ drawer: 'catan', view: { nonsense: true }, names: [], opts: {} });
    expect('failed' in unwrapped(refused)).toBe(true);
    await new Promise((ok) => setTimeout(ok, TRIM_AFTER_IDLE_MS * 4));
    expect(workerTrim.trims).toBe(before + 2);
  }, 30_000);

  it('pictures drawn by the pool are not trimmed on the event loop’s thread (the workers do it)', async () => {
    const t = countingTrim();
    const draw = pooled('catan', () => pool, t.trim);
    const pngs = await Promise.all([20, 40].map((n) => draw(catanView('pool-trim', n), NAMES, {})));
    for (const png of pngs) expect(png.length).toBeGreaterThan(10_000);
    expect(t.pending()).toBe(0);
    expect(t.calls()).toBe(0);
  }, 30_000);

  it('pictures drawn in this thread (no pool) are followed by one trim once they stop, since pictures too', async () => {
    const t = countingTrim();
    const draw = pooled('catan', () => null, t.trim);
    await Promise.all([30, 50].map((n) => draw(catanView('pool-trim', n), NAMES, {})));
    expect(t.pending()).toBe(1);
    t.fire();
    expect(t.calls()).toBe(1);
    await pooledSince('catan', () => null, t.trim)(
      catanView('pool-trim', 30),
      catanView('pool-trim', 40),
      NAMES,
    );
    t.fire();
    expect(t.calls()).toBe(2);
  }, 30_000);

  it('a drawer that fails in this thread still ends its busy spell (the trim still comes)', async () => {
    const t = countingTrim();
    await expect(pooled('catan', () => null, t.trim)({ nonsense: true }, [], {})).rejects.toThrow();
    t.fire();
    expect(t.calls()).toBe(1);
  }, 30_000);
});
