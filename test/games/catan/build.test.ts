import { describe, expect, it } from 'vitest';
import { catan } from '../../../src/games/catan';
import { emptyGame, give, handOf, ok, place, refused } from './helpers';

const SETTLEMENT = { lumber: 1, brick: 1, wool: 1, grain: 1 };
const CITY = { grain: 2, ore: 3 };
const ROAD = { lumber: 1, brick: 1 };

describe('building', () => {
  it('a road costs brick and lumber and must touch your road, settlement or city', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['9'] });
    expect(refused(s, 0, { type: 'road', at: '9-10' })).toBe('cannot-afford');
    give(s, 0, { lumber: 2, brick: 2 });
    expect(refused(s, 0, { type: 'road', at: '12-13' })).toBe('illegal-spot');
    ok(s, 0, { type: 'road', at: '9-10' });
    ok(s, 0, { type: 'road', at: '10-11' });
    expect(handOf(s, 0)).toEqual({});
    expect(s.roadsLeft[0]).toBe(13);
    expect(catan.view(s, null).last).toMatchObject({ kind: 'road', at: '10-11' });
  });

  it('a road may not continue through an opponent settlement', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['8'], roads: ['8-9', '9-10'] });
    place(s, 1, { settlements: ['10'] });
    give(s, 0, ROAD);
    expect(refused(s, 0, { type: 'road', at: '10-11' })).toBe('illegal-spot');
    expect(refused(s, 0, { type: 'road', at: '10-20' })).toBe('illegal-spot');
    expect(catan.legalSpots(s, 0, 'road')).toEqual(['1-9', '8-18']);
  });

  it('a road on an occupied path is refused', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['9'] });
    place(s, 1, { roads: ['9-10'] });
    give(s, 0, ROAD);
    expect(refused(s, 0, { type: 'road', at: '9-10' })).toBe('illegal-spot');
  });

  it('a settlement needs the distance rule and one of your roads', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['9'], roads: ['9-10', '10-11', '11-12'] });
    give(s, 0, SETTLEMENT);
    expect(refused(s, 0, { type: 'settlement', at: '10' })).toBe('illegal-spot'); // next to 9
    expect(refused(s, 0, { type: 'settlement', at: '30' })).toBe('illegal-spot'); // no road
    expect(catan.legalSpots(s, 0, 'settlement')).toEqual(['11', '12']);
    place(s, 1, { settlements: ['13'] });
    expect(refused(s, 0, { type: 'settlement', at: '12' })).toBe('illegal-spot'); // next to an opponent
    ok(s, 0, { type: 'settlement', at: '11' });
    expect(s.vp[0]).toBe(2);
    expect(s.settlementsLeft[0]).toBe(3);
  });

  it('a city upgrades your own settlement for 3 ore and 2 grain and returns the settlement piece', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['9'] });
    place(s, 1, { settlements: ['12'] });
    give(s, 0, CITY);
    expect(refused(s, 0, { type: 'city', at: '12' })).toBe('illegal-spot');
    expect(refused(s, 0, { type: 'city', at: '20' })).toBe('illegal-spot');
    ok(s, 0, { type: 'city', at: '9' });
    expect(s.nodeLevel[8]).toBe(2);
    expect(s.vp[0]).toBe(2);
    expect(s.settlementsLeft[0]).toBe(5);
    expect(s.citiesLeft[0]).toBe(3);
    expect(handOf(s, 0)).toEqual({});
    expect(catan.invariants!(s)).toEqual([]);
  });

  it('piece limits: 15 roads, 5 settlements, 4 cities', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['9'], roads: ['9-10'] });
    s.roadsLeft[0] = 0;
    give(s, 0, ROAD);
    expect(refused(s, 0, { type: 'road', at: '10-11' })).toBe('no-pieces');
    s.roadsLeft[0] = 14;
    place(s, 0, { roads: ['10-11'] });
    s.settlementsLeft[0] = 0;
    give(s, 0, SETTLEMENT);
    expect(refused(s, 0, { type: 'settlement', at: '11' })).toBe('no-pieces');
    s.citiesLeft[0] = 0;
    give(s, 0, CITY);
    expect(refused(s, 0, { type: 'city', at: '9' })).toBe('no-pieces');
  });

  it('you cannot build on another player’s turn', () => {
    const s = emptyGame();
    place(s, 1, { settlements: ['9'] });
    give(s, 1, ROAD);
    expect(refused(s, 1, { type: 'road', at: '9-10' })).toBe('not-your-turn');
  });
});
