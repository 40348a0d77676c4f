/** Presenters read designed numbers from the module (issue 17: facts stated once). */
import { describe, expect, it } from 'vitest';
import { catan } from '../../src/games/catan';
import { COSTS, VP_TO_WIN } from '../../src/games/catan/data';
import { oilSprings } from '../../src/games/oil-springs';
import { METROPOLIS_COST, VICTORY_POINTS_GOAL } from '../../src/games/oil-springs/data';

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
});
