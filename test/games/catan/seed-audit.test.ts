/**
 * Audit of the base Catan engine against shared/rules/catan-base.md: black-box checks for the base facts the
 * other tests did not pin down exactly. Each test quotes the sentence it checks.
 */
import { describe, expect, it } from 'vitest';
import { catan } from '../../../src/games/catan';

const fresh = (seats = 4, seed = 'audit') => catan.setup(seats, catan.optionsSchema.parse({}), seed);

describe('base audit: components', () => {
  it('"Bank: 19 cards of each of the 5 resources (95 total)"', () => {
    const s = fresh();
    expect(s.bank).toEqual([19, 19, 19, 19, 19]);
    expect(s.bank.reduce((a, b) => a + b, 0)).toBe(95);
    expect(s.hands.every((h) => h.every((n) => n === 0))).toBe(true);
  });

  it('"Development deck, 25 cards: 14 Knight, 5 Victory Point, 2 Road Building, 2 Year of Plenty, 2 Monopoly"', () => {
    const s = fresh();
    expect(s.devDeck).toHaveLength(25);
    const counts = [0, 1, 2, 3, 4].map((k) => s.devDeck.filter((d) => d === k).length);
    expect(counts).toEqual([14, 5, 2, 2, 2]);
    expect(catan.view(s, null).devDeckLeft).toBe(25);
  });

  it('"Pieces per player: 5 settlements, 4 cities, 15 roads"', () => {
    const s = fresh(3);
    expect(s.settlementsLeft).toEqual([5, 5, 5]);
    expect(s.citiesLeft).toEqual([4, 4, 4]);
    expect(s.roadsLeft).toEqual([15, 15, 15]);
  });

  it('"Special cards: Longest Road (2 VP), Largest Army (2 VP)": nobody holds either at the start', () => {
    const s = fresh();
    expect(s.longestRoad).toBe(-1);
    expect(s.largestArmy).toBe(-1);
    expect(s.vp).toEqual([0, 0, 0, 0]);
  });
});

describe('base audit: the beginner map', () => {
  it('the beginner map row by row, north to south, west to east, as catan-base.md lists it', () => {
    const v = catan.view(fresh(), null);
    const rows = v.hexes.map((h) => (h.terrain === 'desert' ? 'desert' : `${h.terrain} ${h.number}`));
    expect(rows).toEqual([
      'mountains 10',
      'pasture 2',
      'forest 9',
      'fields 12',
      'hills 6',
      'pasture 4',
      'hills 10',
      'fields 9',
      'forest 11',
      'desert',
      'forest 3',
      'mountains 8',
      'forest 8',
      'mountains 3',
      'fields 4',
      'pasture 5',
      'hills 5',
      'fields 6',
      'pasture 11',
    ]);
  });
});

describe('base audit: set-up', () => {
  it('"Start player chosen at random": different seeds start with different seats, and set-up starts with that seat', () => {
    const starts = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const s = fresh(4, `start-${i}`);
      expect(s.phase).toBe('setup');
      expect(catan.status(s).toAct).toEqual([s.current]);
      starts.add(s.current);
    }
    expect([...starts].sort()).toEqual([0, 1, 2, 3]);
  });
});
