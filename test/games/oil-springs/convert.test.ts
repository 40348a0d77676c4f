/**
 * Converting oil: 1 oil → 2 non-oil resources of the player's choice (the seed: "I can trade 1 oil for 2
 * resources of my choice, as long as they're not oil"), two of one kind or one each of two, from the bank.
 */
import { describe, expect, it } from 'vitest';
import { oilSprings } from '../../../src/games/oil-springs';
import { OIL } from '../../../src/games/oil-springs/oilState';
import { act, give, newGame, oil, refused, text, toMain } from './helpers';

const BRICK = 1;
const WOOL = 2;
const GRAIN = 3;

function converts(s: ReturnType<typeof newGame>): unknown[] {
  return oilSprings.legalActions(s, 0).filter((a) => a.type === 'convertOil');
}

describe('converting 1 oil into one each of two resources', () => {
  it('pays 1 brick and 1 grain from the bank; the oil returns to the supply and moves the track once', () => {
    const s = toMain(newGame(), 0);
    give(s, 0, { oil: 2 });
    const events = act(s, 0, { type: 'convertOil', resource: 'brick', second: 'grain' });
    expect(s.hands[0]![BRICK]).toBe(1);
    expect(s.hands[0]![GRAIN]).toBe(1);
    expect(s.bank[BRICK]).toBe(18);
    expect(s.bank[GRAIN]).toBe(18);
    expect(oil(s, 0)).toBe(1);
    expect(s.bank[OIL]).toBe(14);
    expect(s.ext.marker).toBe(1);
    expect(text(events)).toBe('{p0} used 1 oil for 1 brick and 1 grain (Disaster Track 0 → 1 of 5).');
  });

  it('without `second`, or with `second` the same as `resource`, it is two of that resource', () => {
    for (const action of [
      { type: 'convertOil', resource: 'brick' },
      { type: 'convertOil', resource: 'brick', second: 'brick' },
    ] as const) {
      const s = toMain(newGame(), 0);
      give(s, 0, { oil: 1 });
      expect(text(act(s, 0, action))).toBe('{p0} used 1 oil for 2 brick (Disaster Track 0 → 1 of 5).');
      expect(s.hands[0]![BRICK]).toBe(2);
      expect(s.bank[BRICK]).toBe(17);
    }
  });

  it('the bank must hold the cards asked for: one wool left pays a pair with wool, not two wool', () => {
    const s = toMain(newGame(), 0);
    give(s, 0, { oil: 2 });
    give(s, 1, { wool: 18 });
    expect(refused(s, 0, { type: 'convertOil', resource: 'wool' })).toBe('bank-short');
    act(s, 0, { type: 'convertOil', resource: 'grain', second: 'wool' });
    expect(s.hands[0]![WOOL]).toBe(1);
    expect(s.bank[WOOL]).toBe(0);
    expect(refused(s, 0, { type: 'convertOil', resource: 'wool', second: 'grain' })).toBe('bank-short');
    expect(refused(s, 0, { type: 'convertOil', resource: 'grain', second: 'wool' })).toBe('bank-short');
  });

  it('never oil, never an unknown resource, never a name that is not a string', () => {
    const s = toMain(newGame(), 0);
    give(s, 0, { oil: 2 });
    expect(refused(s, 0, { type: 'convertOil', resource: 'brick', second: 'oil' })).toBe('bad-resource');
    expect(refused(s, 0, { type: 'convertOil', resource: 'oil', second: 'brick' })).toBe('bad-resource');
    expect(refused(s, 0, { type: 'convertOil', resource: 'brick', second: 'gold' })).toBe('bad-resource');
    expect(refused(s, 0, { type: 'convertOil', resource: 'brick', second: 5 as never })).toBe('bad-resource');
    const r = oilSprings.apply(s, 0, { type: 'convertOil', resource: 'brick', second: 'oil' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/never oil/);
  });

  it('it is a use of oil: refused with the track full, and under the starting rules not with a sequester', () => {
    const s = toMain(newGame(), 0);
    give(s, 0, { oil: 3 });
    act(s, 0, { type: 'convertOil', resource: 'ore', second: 'lumber' });
    expect(refused(s, 0, { type: 'sequester' })).toBe('used-oil');
    const t = toMain(newGame(), 0);
    give(t, 0, { oil: 3 });
    act(t, 0, { type: 'sequester' });
    expect(refused(t, 0, { type: 'convertOil', resource: 'ore', second: 'lumber' })).toBe('sequestered');
    const u = toMain(newGame(), 0);
    u.ext.marker = 5;
    give(u, 0, { oil: 1 });
    expect(refused(u, 0, { type: 'convertOil', resource: 'ore', second: 'lumber' })).toBe('track-full');
  });
});

describe('the listing of conversions', () => {
  it('lists every conversion once: two of a kind in the old form, each pair of kinds once, in resource order', () => {
    const s = toMain(newGame(), 0);
    give(s, 0, { oil: 1 });
    const names = ['lumber', 'brick', 'wool', 'grain', 'ore'];
    const expected: object[] = [];
    names.forEach((a, i) => {
      expected.push({ type: 'convertOil', resource: a });
      for (const b of names.slice(i + 1)) expected.push({ type: 'convertOil', resource: a, second: b });
    });
    expect(converts(s)).toEqual(expected);
    expect(expected).toHaveLength(15);
  });

  it('lists only what the bank can pay: one wool left drops two wool, none left drops every wool', () => {
    const s = toMain(newGame(), 0);
    give(s, 0, { oil: 1 });
    give(s, 1, { wool: 18 });
    const list = converts(s);
    expect(list).toHaveLength(14);
    expect(list).not.toContainEqual({ type: 'convertOil', resource: 'wool' });
    expect(list).toContainEqual({ type: 'convertOil', resource: 'brick', second: 'wool' });
    expect(list).toContainEqual({ type: 'convertOil', resource: 'wool', second: 'ore' });
    give(s, 2, { wool: 1 });
    expect(converts(s)).toHaveLength(10);
    expect(JSON.stringify(converts(s))).not.toContain('wool');
  });
});
