import { describe, expect, it } from 'vitest';
import { presenterFor } from '../../src/discord/presenters';
import { genericPresenter } from '../../src/discord/presenters/generic';
import { listGames } from '../../src/games/registry';
import {
  drawCatanView,
  drawMeritOilView,
  drawOilSpringsView,
  drawSafely,
  drawWildcattersView,
} from '../../src/render';

describe("each game's board drawer", () => {
  it("every offered game's presenter carries its board drawer; unknown games fall back to the plain picture", () => {
    for (const game of listGames()) expect(presenterFor(game.id).picture, game.id).toBeTypeOf('function');
    expect(presenterFor('catan').picture).toBe(drawCatanView);
    expect(presenterFor('oil-springs').picture).toBe(drawOilSpringsView);
    expect(presenterFor('wildcatters').picture).toBe(drawWildcattersView);
    expect(presenterFor('merit-oil').picture).toBe(drawMeritOilView);
    expect(presenterFor('no-such-game')).toBe(genericPresenter);
    expect(genericPresenter.picture).toBeNull();
  });

  it('a broken view is logged and gives no picture (the caller falls back), never a failed turn', async () => {
    expect(await drawSafely(drawCatanView, 'catan', { nonsense: true }, [])).toBeNull();
    expect(
      await drawSafely(drawOilSpringsView, 'oil-springs', { hexes: [], players: [], ext: null }, []),
    ).toBeNull();
  });
});
