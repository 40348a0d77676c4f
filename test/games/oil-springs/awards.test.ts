/** Oil Springs' end-of-game awards: the Champion of the Environment and the most oil burnt, on top of Catan's. */
import { describe, expect, it } from 'vitest';
import { oilSprings, type OilSpringsAction } from '../../../src/games/oil-springs';
import { oilBurnt } from '../../../src/games/oil-springs/awards';
import { METROPOLIS_COST } from '../../../src/games/oil-springs/data';
import { Rng } from '../../../src/games/rng';
import type { PlayedAction } from '../../../src/games/types';
import { newGame, toMain } from './helpers';

const played = (list: [number, OilSpringsAction][]): PlayedAction<OilSpringsAction>[] =>
  list.map(([seat, action]) => ({ seat, action, events: [] }));

describe('Oil Springs awards', () => {
  it('the Champion of the Environment award goes to the token holder, with the oil they sequestered', () => {
    const s = toMain(newGame(), 0);
    s.ext.champion = 3;
    s.ext.sequestered = [1, 0, 2, 4];
    expect(oilSprings.awards!(s, [])).toContainEqual({
      title: 'Champion of the Environment',
      seats: [3],
      detail: '4 oil sequestered',
    });
  });

  it('oil burnt counts 1 per conversion and the metropolis oil, never sequestered oil', () => {
    const p = played([
      [0, { type: 'convertOil', resource: 'ore' }],
      [0, { type: 'convertOil', resource: 'wool' }],
      [1, { type: 'metropolis', at: '12' }],
      [2, { type: 'sequester' }],
      [2, { type: 'sequester' }],
      [2, { type: 'sequester' }],
    ]);
    expect(oilBurnt(4, p)).toEqual([2, METROPOLIS_COST.oil, 0, 0]);
    const awards = oilSprings.awards!(toMain(newGame(), 0), p);
    expect(awards).toContainEqual({ title: 'Most oil burnt', seats: [0, 1], detail: '2 oil' });
    expect(awards.some((a) => a.title === 'Champion of the Environment')).toBe(false);
  });

  it('oil burnt over a whole game equals the oil the Disaster Track counted as used', () => {
    let state = oilSprings.setup(4, oilSprings.optionsSchema.parse({}), 'awards-oil');
    const rng = Rng.fromSeed('awards-oil-bots');
    const p: PlayedAction<OilSpringsAction>[] = [];
    const used = [0, 0, 0, 0];
    while (!oilSprings.status(state).over && p.length < 5000) {
      const seat = oilSprings.status(state).toAct[0]!;
      const before = state.ext.usedThisTurn;
      const action = oilSprings.bots.greedy!(state, seat, rng);
      const r = oilSprings.apply(state, seat, action);
      if (!r.ok) throw new Error(r.error);
      state = r.state;
      if (state.ext.usedThisTurn > before) used[seat]! += state.ext.usedThisTurn - before;
      p.push({ seat, action, events: r.events });
    }
    expect(used.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(oilBurnt(4, p)).toEqual(used);
  });

  it('keeps base Catan’s awards', () => {
    const s = toMain(newGame(), 0);
    s.longestRoad = 1;
    s.roadLength = [0, 6, 0, 0];
    expect(oilSprings.awards!(s, [])).toContainEqual({
      title: 'Longest Road',
      seats: [1],
      detail: '6 roads',
    });
  });
});
