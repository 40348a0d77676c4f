import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/games/rng';
import {
  disasterKind,
  floodCoast,
  islandAbandoned,
  pollutionTarget,
  type CoastalBuilding,
} from '../../../src/games/oil-springs/disaster';
import { advanceMarker, canUseOil, disasterOwed, oilUsableNow } from '../../../src/games/oil-springs/track';
import { championAfter, sequesterVictoryPoints } from '../../../src/games/oil-springs/champion';

describe('disaster roll', () => {
  it('a 7 floods the coast; any other number pollutes', () => {
    expect(disasterKind(7)).toBe('flood');
    expect(disasterKind(6)).toBe('pollution');
    expect(disasterKind(2)).toBe('pollution');
  });

  it('pollution choosing among two hexes with the same number picks one of them at random', () => {
    const hexes = [
      { hex: 3, number: 6, spring: false },
      { hex: 8, number: 6, spring: false },
      { hex: 10, number: 5, spring: true },
    ];
    const seen = new Set<number>();
    const rng = Rng.fromSeed('pollution-ties');
    for (let i = 0; i < 40; i++) seen.add(pollutionTarget(hexes, 6, rng)!.hex);
    expect([...seen].sort((a, b) => a - b)).toEqual([3, 8]);
  });

  it('pollution of a number on one hex hits that hex', () => {
    const hexes = [
      { hex: 3, number: 6, spring: false },
      { hex: 10, number: 5, spring: true },
    ];
    expect(pollutionTarget(hexes, 5, Rng.fromSeed('x'))?.hex).toBe(10);
  });

  it('pollution of a number no hex carries any more does nothing', () => {
    const hexes = [{ hex: 3, number: null, spring: false }];
    expect(pollutionTarget(hexes, 6, Rng.fromSeed('x'))).toBeNull();
  });

  it('the island is abandoned when the 5th token is removed, not before', () => {
    expect(islandAbandoned(4)).toBe(false);
    expect(islandAbandoned(5)).toBe(true);
  });
});

describe('coastal flooding', () => {
  const b = (
    spot: number,
    owner: number,
    kind: 'settlement' | 'city',
    coastal: boolean,
    metropolis = false,
  ) => ({ spot, owner, kind, coastal, metropolis }) satisfies CoastalBuilding;

  it('removes coastal settlements and reduces coastal cities; inland buildings are spared', () => {
    const out = floodCoast(
      [b(1, 0, 'settlement', true), b(2, 1, 'city', true), b(3, 0, 'settlement', false)],
      [1, 1],
    );
    expect(out.removed).toEqual([{ spot: 1, owner: 0 }]);
    expect(out.reduced).toEqual([{ spot: 2, owner: 1 }]);
    expect(out.removedCities).toEqual([]);
  });

  it('flooding of a coastal city next to a metropolis: the city shrinks, the metropolis stands', () => {
    const out = floodCoast([b(10, 0, 'city', true), b(12, 1, 'city', true, true)], [2, 2]);
    expect(out.reduced).toEqual([{ spot: 10, owner: 0 }]);
    expect(out.removed).toEqual([]);
  });

  it('a city whose owner has no settlement piece uses one freed by the same flood', () => {
    const out = floodCoast([b(1, 0, 'city', true), b(5, 0, 'settlement', true)], [0]);
    expect(out.removed).toEqual([{ spot: 5, owner: 0 }]);
    expect(out.reduced).toEqual([{ spot: 1, owner: 0 }]);
  });

  it('a city whose owner has no settlement piece at all is washed away (decision)', () => {
    const out = floodCoast([b(1, 0, 'city', true)], [0]);
    expect(out.removedCities).toEqual([{ spot: 1, owner: 0 }]);
  });
});

describe('disaster track', () => {
  it('allows up to 5 oil used from 0, only 1 from 4, none at 5', () => {
    expect(oilUsableNow(0)).toBe(5);
    expect(oilUsableNow(4)).toBe(1);
    expect(canUseOil(4, 2)).toBe(false);
    expect(canUseOil(4, 1)).toBe(true);
    expect(canUseOil(5, 1)).toBe(false);
  });

  it('owes a disaster once the marker reaches 5', () => {
    expect(disasterOwed(advanceMarker(3, 2))).toBe(true);
    expect(disasterOwed(advanceMarker(3, 1))).toBe(false);
  });
});

describe('Champion of the Environment', () => {
  it('the first player to sequester 3 takes the token', () => {
    expect(championAfter([2, 0, 0], null, 0)).toBeNull();
    expect(championAfter([3, 0, 0], null, 0)).toBe(0);
  });

  it('the Champion changing hands: only strictly more takes the token', () => {
    expect(championAfter([3, 3, 0], 0, 1)).toBe(0);
    expect(championAfter([3, 4, 0], 0, 1)).toBe(1);
  });

  it('sequestered oil scores 1 VP per 3 plus 1 for the Champion', () => {
    expect(sequesterVictoryPoints(2, false)).toBe(0);
    expect(sequesterVictoryPoints(3, true)).toBe(2);
    expect(sequesterVictoryPoints(7, false)).toBe(2);
  });
});
