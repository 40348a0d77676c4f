import { describe, expect, it } from 'vitest';
import { HEX_NAMES } from '../../../src/games/catan/board';
import { TERRAINS, TERRAIN_COUNTS } from '../../../src/games/catan/data';
import { beginnerSpringMap, variableSpringMap } from '../../../src/games/oil-springs/map';
import { Rng } from '../../../src/games/rng';

const name = (h: number) => HEX_NAMES[h];
const terrainName = (t: number) => TERRAINS[t];

describe('beginner map with springs', () => {
  const map = beginnerSpringMap();

  it('puts springs on the desert, the forest 9 and the north-east 10', () => {
    expect(map.springs.map(name)).toEqual(['J', 'C', 'G']);
    expect(terrainName(map.terrain[2]!)).toBe('forest');
    expect(map.numbers[2]).toBe(9);
    expect(map.numbers[6]).toBe(10);
  });

  it('the desert spring carries its own number 5', () => {
    expect(terrainName(map.terrain[9]!)).toBe('desert');
    expect(map.numbers[9]).toBe(5);
  });

  it('the north-east 10 is a pasture: swapped with the Pasture 4 beside it, terrain counts unchanged', () => {
    expect(terrainName(map.terrain[6]!)).toBe('pasture');
    expect(terrainName(map.terrain[5]!)).toBe('hills');
    expect(map.numbers[5]).toBe(4);
    const counts = TERRAINS.map((_, t) => map.terrain.filter((x) => x === t).length);
    expect(counts).toEqual([...TERRAIN_COUNTS]);
  });
});

describe('variable map springs', () => {
  it('the desert and two producing hexes, never on 6/8, never two on one number', () => {
    const base = beginnerSpringMap();
    const terrain = base.terrain;
    const numbers = base.numbers.map((n, h) => (h === 9 ? 0 : n));
    const rng = Rng.fromSeed('variable-springs');
    for (let i = 0; i < 20; i++) {
      const m = variableSpringMap(terrain, numbers, rng);
      expect(m.springs).toHaveLength(3);
      expect(m.springs[0]).toBe(9);
      const nums = m.springs.map((h) => m.numbers[h]!);
      expect(new Set(nums).size).toBe(3);
      for (const n of nums) expect([0, 6, 8]).not.toContain(n);
    }
  });
});
