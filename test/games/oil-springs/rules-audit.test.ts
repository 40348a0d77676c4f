/**
 * Rules audit of Catan: Oil Springs: black-box checks of the sentences in shared/rules/oil-springs.md (and the
 * base rules they build on) that no other test pinned. Each test quotes the sentence it checks.
 */
import { describe, expect, it } from 'vitest';
import { SPIRAL_TOKENS } from '../../../src/games/catan/data';
import { oilSprings } from '../../../src/games/oil-springs';
import type { OilSpringsViewExt } from '../../../src/games/oil-springs/view';
import { act, give, newGame, node, place, refused, roads, toMain, toRoll } from './helpers';

describe('rules audit: the board', () => {
  it('"The desert\'s spring tile carries its own printed number ... it takes none of the 18 base number tokens": the 18 stay where they were, and three hexes carry a 5', () => {
    const v = oilSprings.view(newGame(), null);
    const numbers = v.hexes.map((h) => h.number).filter((n): n is number => n !== null);
    expect(numbers.sort((a, b) => a - b)).toEqual([...SPIRAL_TOKENS, 5].sort((a, b) => a - b));
    expect(v.hexes.filter((h) => h.number === 5).map((h) => h.name)).toEqual(['J', 'P', 'Q']);
  });
});

describe('rules audit: metropolises', () => {
  it('"The pool is 4 metropolises; one player may build several": two in one turn, then none on a metropolis', () => {
    const s = toMain(newGame(), 0);
    place(s, '9', 0, 2);
    place(s, '40', 0, 2);
    give(s, 0, { brick: 2, grain: 2, ore: 2, oil: 4 });
    act(s, 0, { type: 'metropolis', at: '9' });
    act(s, 0, { type: 'metropolis', at: '40' });
    expect(s.vp[0]).toBe(6);
    expect(s.ext.marker).toBe(4);
    const v = oilSprings.view(s, null);
    expect(v.buildings.filter((b) => b.kind === 'metropolis').map((b) => b.at)).toEqual(['9', '40']);
    expect((v.ext as OilSpringsViewExt).metropolisesLeft).toBe(2);
    give(s, 0, { brick: 1, grain: 1, ore: 1, oil: 2 });
    s.ext.marker = 0;
    expect(refused(s, 0, { type: 'metropolis', at: '9' })).toBe('illegal-spot');
  });

  it('"Using oil (own turn only)": no metropolis before the roll, on another player\'s turn, or with an offer open', () => {
    const s = toRoll(newGame(), 0);
    place(s, '9', 0, 2);
    place(s, '40', 1, 2);
    give(s, 0, { brick: 1, grain: 1, ore: 1, oil: 2, wool: 1 });
    give(s, 1, { brick: 1, grain: 1, ore: 1, oil: 2 });
    expect(refused(s, 0, { type: 'metropolis', at: '9' })).toBe('roll-first');
    toMain(s, 0);
    expect(refused(s, 1, { type: 'metropolis', at: '40' })).toBe('not-your-turn');
    act(s, 0, { type: 'offer', give: { wool: 1 }, get: { ore: 1 } });
    expect(refused(s, 0, { type: 'metropolis', at: '9' })).toBe('offer-open');
    act(s, 0, { type: 'withdraw' });
    act(s, 0, { type: 'metropolis', at: '9' });
  });

  it('"broken at any intersection where an opponent has a settlement or city": an opponent\'s metropolis breaks a road, and a road may not continue through it', () => {
    const s = toMain(newGame(), 0);
    place(s, '11', 1, 3);
    roads(s, 0, ['9', '10', '11', '12', '13', '14']);
    expect(s.roadLength[0]).toBe(3);
    give(s, 0, { brick: 2, lumber: 2 });
    act(s, 0, { type: 'road', at: '14-15' });
    expect(s.roadLength[0]).toBe(4);
    expect(s.longestRoad).toBe(-1);
    // 10-11 ends at the metropolis: nothing may be built on from 11 by way of that road alone.
    const t = toMain(newGame(), 0);
    place(t, '11', 1, 3);
    roads(t, 0, ['10', '11']);
    give(t, 0, { brick: 1, lumber: 1 });
    expect(refused(t, 0, { type: 'road', at: '11-12' })).toBe('illegal-spot');
    expect(refused(t, 0, { type: 'road', at: '3-11' })).toBe('illegal-spot');
    expect(t.nodeOwner[node('11')]).toBe(1);
  });
});
