import { describe, expect, it } from 'vitest';
import { newOilState, oilInvariants } from '../../../src/games/oil-springs/oilState';
import {
  cannotSequester,
  cannotUseOil,
  polluteHex,
  sequesterOil,
  spendOil,
  startOilTurn,
} from '../../../src/games/oil-springs/oilRules';
import type { OilSpringsOptions } from '../../../src/games/oil-springs/options';

const starting: OilSpringsOptions = { map: 'beginner', sequestering: 'starting' };
const wideOpen: OilSpringsOptions = { map: 'beginner', sequestering: 'wide-open' };

function withOil(held: number[]) {
  const oil = newOilState(held.length, [9, 2, 6]);
  oil.held = held.slice();
  oil.supply -= held.reduce((a, b) => a + b, 0);
  return oil;
}

describe('using oil and the Disaster Track', () => {
  it('every oil used moves the marker and returns to the supply', () => {
    const oil = withOil([3, 0, 0]);
    spendOil(oil, 0, 2);
    expect(oil.marker).toBe(2);
    expect(oil.held[0]).toBe(1);
    expect(oil.supply).toBe(14);
    expect(oilInvariants(oil)).toEqual([]);
  });

  it('no use past 5 in a turn: at 4 only one more oil, at 5 none', () => {
    const oil = withOil([4, 0, 0]);
    oil.marker = 4;
    expect(cannotUseOil(oil, 0, 2, starting)?.code).toBe('track-full');
    expect(cannotUseOil(oil, 0, 1, starting)).toBeNull();
    spendOil(oil, 0, 1);
    expect(cannotUseOil(oil, 0, 1, starting)?.code).toBe('track-full');
  });

  it('cannot use oil you do not hold', () => {
    const oil = withOil([1, 0, 0]);
    expect(cannotUseOil(oil, 0, 2, starting)?.code).toBe('no-oil');
  });
});

describe('sequestering', () => {
  it('at most one oil a turn', () => {
    const oil = withOil([3, 0, 0]);
    expect(cannotSequester(oil, 0, wideOpen)).toBeNull();
    sequesterOil(oil, 0);
    expect(cannotSequester(oil, 0, wideOpen)?.code).toBe('sequestered');
    startOilTurn(oil);
    expect(cannotSequester(oil, 0, wideOpen)).toBeNull();
    expect(oilInvariants(oil)).toEqual([]);
  });

  it('starting rules: use oil or sequester in a turn, not both', () => {
    const oil = withOil([3, 0, 0]);
    spendOil(oil, 0, 1);
    expect(cannotSequester(oil, 0, starting)?.code).toBe('used-oil');
    startOilTurn(oil);
    sequesterOil(oil, 0);
    expect(cannotUseOil(oil, 0, 1, starting)?.code).toBe('sequestered');
  });

  it('wide-open rules: both in one turn', () => {
    const oil = withOil([3, 0, 0]);
    spendOil(oil, 0, 1);
    expect(cannotSequester(oil, 0, wideOpen)).toBeNull();
    sequesterOil(oil, 0);
    expect(cannotUseOil(oil, 0, 1, wideOpen)).toBeNull();
  });

  it('sequestering does not move the Disaster Track', () => {
    const oil = withOil([1, 0, 0]);
    sequesterOil(oil, 0);
    expect(oil.marker).toBe(0);
    expect(oil.sequestered[0]).toBe(1);
  });

  it('the Champion changing hands when another player sequesters strictly more', () => {
    const oil = withOil([0, 0, 0]);
    oil.sequestered = [3, 3, 0];
    oil.supply -= 6;
    oil.champion = 0;
    oil.held[1] = 1;
    oil.supply -= 1;
    expect(sequesterOil(oil, 1)).toBe(true);
    expect(oil.champion).toBe(1);
    expect(oilInvariants(oil)).toEqual([]);
  });
});

describe('pollution', () => {
  it('a hex without a spring loses its token to the track', () => {
    const oil = withOil([0, 0, 0]);
    const out = polluteHex(oil, { hex: 4, number: 6, spring: false }, 0);
    expect(out.tokenRemoved).toBe(6);
    expect(oil.removedTokens).toEqual([6]);
    expect(oil.destroyedHexes).toEqual([4]);
    expect(oil.collapsed).toBe(false);
  });

  it('a spring polluted with 1 oil in the supply and oil in three hands', () => {
    const oil = withOil([1, 2, 0, 1]);
    // Move the supply down to 1 by putting the rest out of the game as sequestered oil.
    oil.sequestered = [0, 0, 11 - 1, 0];
    oil.supply = 1;
    expect(oilInvariants(oil)).toEqual([]);
    const out = polluteHex(oil, { hex: 9, number: 5, spring: true }, 1);
    expect(out.oilDestroyed).toBe(3);
    expect(oil.supply).toBe(0);
    // Seat 1 caused it: seat 1 loses one, seat 2 has none, seat 3 loses one.
    expect(out.fromPlayers).toEqual([0, 1, 0, 1]);
    expect(oil.held).toEqual([1, 1, 0, 0]);
    expect(oil.destroyed).toBe(3);
    expect(oilInvariants(oil)).toEqual([]);
  });

  it('the 5th token removed abandons the island', () => {
    const oil = withOil([0, 0, 0]);
    [6, 8, 4, 3].forEach((n, i) => polluteHex(oil, { hex: [0, 1, 3, 4][i]!, number: n, spring: false }, 0));
    expect(oil.collapsed).toBe(false);
    polluteHex(oil, { hex: 10, number: 11, spring: false }, 0);
    expect(oil.collapsed).toBe(true);
    expect(oilInvariants(oil)).toEqual([]);
  });
});

describe('oil invariants', () => {
  it('catch oil that appeared from nowhere', () => {
    const oil = withOil([1, 0, 0]);
    oil.held[1] = 1;
    expect(oilInvariants(oil).join()).toMatch(/oil: supply/);
  });
});
