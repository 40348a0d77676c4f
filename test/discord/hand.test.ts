/** My hand in Oil Springs: the Metropolis line says it upgrades a city and what is missing (issue 11). */
import { expect, it } from 'vitest';
import { presenterFor } from '../../src/discord/presenters';
import { oilSprings } from '../../src/games/oil-springs';
import { give, newGame, place, toMain } from '../games/oil-springs/helpers';
import { snapOf } from './snap';

const presenter = presenterFor('oil-springs');

it('a Metropolis needs one of your cities, then its cost', () => {
  const state = toMain(newGame(), 0);
  give(state, 0, { brick: 1, grain: 1, ore: 1, oil: 2 });
  const noCity = presenter.hand(snapOf(oilSprings, state), 0).description;
  expect(noCity).toMatch(/✗ Metropolis \(upgrades a city\) — .*\(needs one of your cities to upgrade\)/);
  place(state, 12, 0, 2);
  const withCity = presenter.hand(snapOf(oilSprings, state), 0).description;
  expect(withCity).toMatch(
    /Metropolis \(upgrades a city\) — 2 oil, 1 brick, 1 grain, 1 ore — you can afford it/,
  );
});

it('oil is not among the cards: it has its own line, as the public card counts leave it out', () => {
  // "Cards: 2 oil" beside "Oil: 2 of at most 4", while everyone else saw 0 cards.
  const state = toMain(newGame(), 0);
  give(state, 0, { grain: 1, oil: 2 });
  const hand = presenter.hand(snapOf(oilSprings, state), 0).description;
  expect(hand).toMatch(/\*\*Cards\*\*: 1 grain\n/);
  expect(hand).toMatch(/\*\*Oil\*\*: 2 of at most 4/);
  give(state, 0, { grain: -1 });
  expect(presenter.hand(snapOf(oilSprings, state), 0).description).toMatch(/\*\*Cards\*\*: nothing\n/);
});
