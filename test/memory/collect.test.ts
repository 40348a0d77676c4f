import { describe, expect, it } from 'vitest';
import { collectGarbage } from '../../src/memory/collect';
import { releaseIdleWorker } from '../../src/render/worker';

/** An object only a WeakRef points to (made in a function of its own, so no local keeps it). */
function unreferenced(): WeakRef<object> {
  return new WeakRef({ pixels: new Uint8Array(1024 * 1024) });
}

describe('collectGarbage: a full collection of this thread’s heap without --expose-gc', () => {
  it('collects an object nothing refers to any more', async () => {
    const ref = unreferenced();
    // A WeakRef's target lives at least until the job that made it ends.
    await new Promise((ok) => setImmediate(ok));
    expect(collectGarbage()).toBe(true);
    expect(ref.deref()).toBeUndefined();
  });
});

describe('releaseIdleWorker: an idle render worker collects its garbage, then trims', () => {
  it('collects twice, a turn of the event loop apart (the pixels’ finalizers run between), then trims', async () => {
    const calls: string[] = [];
    let turned = false;
    setImmediate(() => (turned = true));
    const given = await releaseIdleWorker(
      () => (calls.push(turned ? 'collect after a turn' : 'collect'), true),
      () => (calls.push('trim'), true),
      {},
    );
    expect(calls).toEqual(['collect', 'collect after a turn', 'trim']);
    expect(given).toBe(true);
  });

  it('RENDER_IDLE_GC=off trims without collecting', async () => {
    const calls: string[] = [];
    const given = await releaseIdleWorker(
      () => (calls.push('collect'), true),
      () => (calls.push('trim'), false),
      { RENDER_IDLE_GC: 'off' },
    );
    expect(calls).toEqual(['trim']);
    expect(given).toBe(false);
  });
});
