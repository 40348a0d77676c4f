import { describe, expect, it } from 'vitest';
import {
  IdleRelease,
  MAJOR_AFTER_GROWTH_MB,
  PictureScavenge,
  collectGarbage,
  type ReleaseParts,
} from '../../src/memory/collect';

/** An object only a WeakRef points to (made in a function of its own, so no local keeps it). */
function unreferenced(): WeakRef<object> {
  return new WeakRef({ pixels: new Uint8Array(1024 * 1024) });
}

describe('collectGarbage: a collection of this thread’s heap without --expose-gc', () => {
  it('a major collection collects an object nothing refers to any more', async () => {
    const ref = unreferenced();
    // A WeakRef's target lives at least until the job that made it ends.
    await new Promise((ok) => setImmediate(ok));
    expect(collectGarbage('major')).toBe(true);
    expect(ref.deref()).toBeUndefined();
  });

  it('a minor collection runs too', () => {
    expect(collectGarbage('minor')).toBe(true);
  });
});

/** Release parts that record what is done; the external memory follows `external` (MB), read in order. */
function recorded(external: number[]): { parts: ReleaseParts; calls: string[] } {
  const calls: string[] = [];
  let reads = 0;
  return {
    calls,
    parts: {
      collect: (kind) => (calls.push(kind), true),
      trim: () => (calls.push('trim'), true),
      externalMb: () => external[Math.min(reads++, external.length - 1)] ?? 0,
      turn: async () => void calls.push('turn'),
    },
  };
}

describe('IdleRelease: an idle render worker collects its pictures’ garbage, then trims', () => {
  it('the first time: minor pair, major pair (each pair a turn apart, for the finalizers), then the trim', async () => {
    const r = recorded([10]);
    expect(await new IdleRelease(r.parts, {}).run()).toBe(true);
    expect(r.calls).toEqual(['minor', 'turn', 'minor', 'turn', 'major', 'turn', 'major', 'turn', 'trim']);
  });

  it(`later a major pair only when the external memory is over ${MAJOR_AFTER_GROWTH_MB} MB above what the last one left`, async () => {
    // Reads: after the first major pair 10; then 12 (minor pair enough); then 10 + 8.5 (major pair), then 11.
    const r = recorded([10, 12, 10 + MAJOR_AFTER_GROWTH_MB + 0.5, 11]);
    const release = new IdleRelease(r.parts, {});
    await release.run();
    r.calls.length = 0;
    await release.run();
    expect(r.calls).toEqual(['minor', 'turn', 'minor', 'turn', 'trim']);
    r.calls.length = 0;
    await release.run();
    expect(r.calls).toEqual(['minor', 'turn', 'minor', 'turn', 'major', 'turn', 'major', 'turn', 'trim']);
    expect(release.majors).toBe(2);
  });

  it('RENDER_IDLE_GC=off trims without collecting', async () => {
    const r = recorded([10]);
    await new IdleRelease(r.parts, { RENDER_IDLE_GC: 'off' }).run();
    expect(r.calls).toEqual(['trim']);
  });
});

describe('PictureScavenge: a minor collection after each picture', () => {
  /** A scavenge whose `later` callbacks wait in `queue` until the test runs them. */
  function queued(env: NodeJS.ProcessEnv = {}) {
    const kinds: string[] = [];
    const queue: (() => void)[] = [];
    const scavenge = new PictureScavenge(
      (kind) => (kinds.push(kind), true),
      (run) => queue.push(run),
      env,
    );
    const runQueue = () => {
      for (const run of queue.splice(0)) run();
    };
    return { kinds, queue, scavenge, runQueue };
  }

  it('collects the young generation once, after the turn in which the picture ended', () => {
    const { kinds, queue, scavenge, runQueue } = queued();
    scavenge.after();
    expect(kinds).toEqual([]);
    expect(queue).toHaveLength(1);
    runQueue();
    expect(kinds).toEqual(['minor']);
    expect(scavenge.done).toBe(1);
  });

  it('pictures that end before the collection runs share it; the next picture asks again', () => {
    const { kinds, queue, scavenge, runQueue } = queued();
    scavenge.after();
    scavenge.after();
    scavenge.after();
    expect(queue).toHaveLength(1);
    runQueue();
    scavenge.after();
    runQueue();
    expect(kinds).toEqual(['minor', 'minor']);
    expect(scavenge.done).toBe(2);
  });

  it('a picture that starts while the last one’s collection waits has it run first, not in its middle', () => {
    const { kinds, queue, scavenge, runQueue } = queued();
    scavenge.after();
    // The next task starts in the same turn: the collection runs before it draws anything.
    scavenge.before();
    expect(kinds).toEqual(['minor']);
    expect(scavenge.done).toBe(1);
    // The turn's end then finds nothing left to do.
    expect(queue).toHaveLength(1);
    runQueue();
    expect(kinds).toEqual(['minor']);
    // The next picture's end asks again.
    scavenge.after();
    runQueue();
    expect(kinds).toEqual(['minor', 'minor']);
  });

  it('a picture that starts with no collection waiting starts at once', () => {
    const { kinds, scavenge, runQueue } = queued();
    scavenge.before();
    scavenge.after();
    runQueue();
    scavenge.before();
    expect(kinds).toEqual(['minor']);
    expect(scavenge.done).toBe(1);
  });

  it('RENDER_PICTURE_GC=off leaves the collections to V8', () => {
    const { kinds, queue, scavenge } = queued({ RENDER_PICTURE_GC: 'off' });
    scavenge.after();
    expect(queue).toHaveLength(0);
    expect(kinds).toEqual([]);
    expect(scavenge.done).toBe(0);
  });

  it('a collection that could not run is not counted', () => {
    const queue: (() => void)[] = [];
    const scavenge = new PictureScavenge(
      () => false,
      (run) => queue.push(run),
      {},
    );
    scavenge.after();
    for (const run of queue.splice(0)) run();
    expect(scavenge.done).toBe(0);
  });
});
