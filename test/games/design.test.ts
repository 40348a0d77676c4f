/** Presenters read designed numbers from the module (issue 17: facts stated once). */
import { describe, expect, it } from 'vitest';
import { catan } from '../../src/games/catan';
import { COSTS, VP_TO_WIN } from '../../src/games/catan/data';
import { oilSprings } from '../../src/games/oil-springs';
import { METROPOLIS_COST, VICTORY_POINTS_GOAL } from '../../src/games/oil-springs/data';
import { emptyGame, place as placeCatan } from './catan/helpers';
import { give, newGame, place, toMain } from './oil-springs/helpers';
import { meritOil } from '../../src/games/merit-oil';
import {
  DRILLING_COST,
  GAME_LENGTHS,
  HELICOPTER,
  STARTING_CASH,
  STORE_VALUE_PER_1000_TONS,
} from '../../src/games/merit-oil/data';

describe('each module states its designed numbers once, for presenters', () => {
  it('base Catan: 10 VP to win and the building costs by resource name', () => {
    expect(catan.design.vpToWin).toBe(VP_TO_WIN);
    expect(catan.design.resources).toEqual(['lumber', 'brick', 'wool', 'grain', 'ore']);
    expect(catan.design.costs).toEqual({
      road: { lumber: 1, brick: 1 },
      settlement: { lumber: 1, brick: 1, wool: 1, grain: 1 },
      city: { grain: 2, ore: 3 },
      dev: { wool: 1, grain: 1, ore: 1 },
    });
    expect(catan.design.costs.city).toEqual({ grain: COSTS.city[3], ore: COSTS.city[4] });
  });

  it('Oil Springs: 12 VP to win, oil as a sixth resource, and the metropolis cost', () => {
    expect(oilSprings.design.vpToWin).toBe(VICTORY_POINTS_GOAL);
    expect(oilSprings.design.resources).toEqual(['lumber', 'brick', 'wool', 'grain', 'ore', 'oil']);
    expect(oilSprings.design.costs.metropolis).toEqual(METROPOLIS_COST);
    expect(oilSprings.design.costs.city).toEqual(catan.design.costs.city);
  });

  it('a refusal for want of cards quotes the cost from the rules, not a second copy', () => {
    const s = emptyGame();
    placeCatan(s, 0, { settlements: ['9'] });
    const city = catan.apply(s, 0, { type: 'city', at: '9' });
    expect(city).toMatchObject({ ok: false, code: 'cannot-afford', error: 'A city costs 2 grain, 3 ore.' });
    const o = toMain(newGame(), 0);
    place(o, '9', 0, 2);
    give(o, 0, { oil: 2 });
    expect(oilSprings.apply(o, 0, { type: 'metropolis', at: '9' })).toMatchObject({
      ok: false,
      code: 'cannot-afford',
      error: 'A metropolis costs 1 brick, 1 grain, 1 ore, 2 oil.',
    });
  });

  it("Merit's Oil: starting cash, drilling and helicopter costs, store value and the lengths, from data.ts", () => {
    expect(meritOil.design).toMatchObject({
      startingCash: STARTING_CASH,
      drillingCost: DRILLING_COST,
      helicopterCost: HELICOPTER.cost,
      storeValuePer1000Tons: STORE_VALUE_PER_1000_TONS,
      lengths: GAME_LENGTHS,
    });
    const poor = meritOil.setup(4, { length: 'standard' }, 'design');
    poor.players[0]!.cash = 10_000;
    poor.choice = 'helicopter';
    poor.rolled = true;
    expect(meritOil.apply(poor, 0, { type: 'helicopter' })).toMatchObject({
      ok: false,
      code: 'cannot-afford',
      error: 'The helicopter costs £15,000.',
    });
  });
});
