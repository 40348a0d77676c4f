/**
 * Each offered game's face in Discord: its presenter, which also holds its board drawer (`picture`). Adding a
 * game takes two lines, one per layer: its engine in `src/games/registry.ts` (the table, sim and replay use
 * it), its presenter here. Loading this module fails when an offered game has no presenter of its own.
 */
import { catan } from '../../games/catan';
import { offeredGames } from '../../games/registry';
import { drawCatanSince, drawCatanView } from '../../render';
import { catanPresenter } from './catan';
import { genericPresenter } from './generic';
import { meritOilPresenter } from './merit-oil';
import { oilSpringsPresenter } from './oil-springs';
import type { Presenter } from './types';
import { wildcattersPresenter } from './wildcatters';

const presenters = new Map<string, Presenter>(
  [
    catanPresenter({
      gameId: 'catan',
      design: catan.design,
      picture: drawCatanView,
      sincePicture: drawCatanSince,
      // A playtest: /oil help in a Catan thread named `/oil oil`, which only Oil Springs has.
      typedHelp:
        '`/oil roll`, `/oil build`, `/oil play` (development cards, the robber), `/oil trade`, `/oil endturn`, ' +
        'or `/oil move` for anything; spots autocomplete.',
      typedCommands: ['roll', 'build', 'play', 'trade', 'endturn'],
    }),
    oilSpringsPresenter,
    meritOilPresenter,
    wildcattersPresenter,
  ].map((p) => [p.gameId, p]),
);

const faceless = offeredGames().filter((g) => !presenters.has(g.id));
if (faceless.length > 0)
  throw new Error(
    `offered games without a presenter: ${faceless.map((g) => g.id).join(', ')} (add them in src/discord/presenters/index.ts)`,
  );

/** The presenter of a game; games without one (test fixtures) are shown by the generic presenter. */
export function presenterFor(gameId: string): Presenter {
  return presenters.get(gameId) ?? genericPresenter;
}
