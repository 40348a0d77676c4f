import { describe, expect, it } from 'vitest';
import { Rng, nextU32, seedRng } from '../../src/games/rng';

describe('seeded RNG', () => {
  it('is deterministic: the same seed gives the same stream', () => {
    const a = Rng.fromSeed('derrick');
    const b = Rng.fromSeed('derrick');
    const da = Array.from({ length: 100 }, () => a.int(1000));
    const db = Array.from({ length: 100 }, () => b.int(1000));
    expect(da).toEqual(db);
  });

  it('gives unrelated streams for similar seeds', () => {
    const a = Rng.fromSeed('game-1');
    const b = Rng.fromSeed('game-2');
    const same = Array.from({ length: 64 }, () => a.int(1 << 30) === b.int(1 << 30)).filter(Boolean).length;
    expect(same).toBe(0);
  });

  it('keeps its whole state as four unsigned 32-bit integers that survive JSON', () => {
    const r = Rng.fromSeed('json');
    r.die();
    expect(r.state).toHaveLength(4);
    expect(r.state.every((x) => Number.isInteger(x) && x >= 0 && x < 2 ** 32)).toBe(true);
    const copy = new Rng(JSON.parse(JSON.stringify(r.state)) as [number, number, number, number]);
    expect(Array.from({ length: 20 }, () => copy.float())).toEqual(
      Array.from({ length: 20 }, () => r.float()),
    );
  });

  it('advances the stored state in place, so saving the state saves the RNG', () => {
    const state = seedRng('in-place');
    const before = [...state];
    new Rng(state).int(6);
    expect(state).not.toEqual(before);
    const again = seedRng('in-place');
    nextU32(again);
    expect(again).toEqual(state);
  });

  it('die() is fair within chi-square bounds over 60,000 rolls', () => {
    const r = Rng.fromSeed('dice');
    const counts = [0, 0, 0, 0, 0, 0];
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[r.die() - 1]!++;
    const expected = n / 6;
    const chi2 = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(20.5); // p ≈ 0.001 for 5 degrees of freedom
  });

  it('float() is in [0, 1) with a mean near 1/2', () => {
    const r = Rng.fromSeed('floats');
    let sum = 0;
    for (let i = 0; i < 20_000; i++) {
      const x = r.float();
      expect(x >= 0 && x < 1).toBe(true);
      sum += x;
    }
    expect(Math.abs(sum / 20_000 - 0.5)).toBeLessThan(0.01);
  });

  it('range, pick, shuffle and weighted stay in bounds', () => {
    const r = Rng.fromSeed('helpers');
    for (let i = 0; i < 500; i++) {
      const v = r.range(-3, 3);
      expect(v >= -3 && v <= 3).toBe(true);
    }
    expect(['a', 'b']).toContain(r.pick(['a', 'b']));
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    expect([...r.shuffle([...items])].sort()).toEqual(items);
    const hits = [0, 0, 0];
    for (let i = 0; i < 3000; i++) hits[r.weighted([1, 0, 2])]!++;
    expect(hits[1]).toBe(0);
    expect(hits[2]! / hits[0]!).toBeGreaterThan(1.6);
    expect(hits[2]! / hits[0]!).toBeLessThan(2.4);
  });

  it('shuffle gives every position to every item about equally', () => {
    const r = Rng.fromSeed('shuffle');
    const firsts = [0, 0, 0, 0];
    for (let i = 0; i < 8000; i++) firsts[r.shuffle([0, 1, 2, 3])[0]!]!++;
    for (const c of firsts) expect(Math.abs(c - 2000)).toBeLessThan(200);
  });

  it('rejects bad arguments (caller bugs, not player input)', () => {
    const r = Rng.fromSeed('bad');
    expect(() => r.int(0)).toThrow(RangeError);
    expect(() => r.int(1.5)).toThrow(RangeError);
    expect(() => r.pick([])).toThrow(RangeError);
    expect(() => r.weighted([0, 0])).toThrow(RangeError);
  });
});
