/** Oil-spring hexes are oil springs everywhere in Discord words (issue 11): menus, alt text, autocomplete. */
import { expect, it } from 'vitest';
import { hexWords } from '../../src/discord/presenters/catan-words';
import { presenterFor } from '../../src/discord/presenters';
import type { CatanView } from '../../src/games/catan/types';
import { oilSprings } from '../../src/games/oil-springs';
import type { OilSpringsViewExt } from '../../src/games/oil-springs/view';
import { newGame, place, toMain } from '../games/oil-springs/helpers';
import { snapOf } from './snap';

it('a hex with a spring is named "<letter> oil spring <number>", never by the terrain it covers', () => {
  const state = toMain(newGame(), 0);
  const view = oilSprings.view(state, null) as CatanView;
  const springs = (view.ext as OilSpringsViewExt).springs;
  expect(springs.length).toBeGreaterThan(0);
  for (const name of springs) {
    const hex = view.hexes.find((h) => h.name === name)!;
    expect(hexWords(hex)).toMatch(new RegExp(`^${name} oil spring( \\d+)?$`));
  }
  // The robber on a spring: the alt text says so too.
  const spring = view.hexes.find((h) => h.name === springs[0])!;
  state.robber = spring.index;
  const alt = presenterFor('oil-springs').altText(snapOf(oilSprings, state));
  expect(alt).toContain(`Robber on ${springs[0]} oil spring`);
  expect(alt).not.toContain(`Robber on ${springs[0]} ${spring.terrain}`);
});

it('the alt text counts metropolises as words do: "1 metropolis", "2 metropolises"', () => {
  // A playtest's game-over picture read "Greedy bot 9 VP with 1 settlement, 1 city, 2 metropolis, 8 roads".
  const state = toMain(newGame(), 0);
  place(state, '20', 0, 3);
  place(state, '24', 0, 3);
  place(state, '43', 1, 3);
  const alt = presenterFor('oil-springs').altText(snapOf(oilSprings, state));
  expect(alt).toMatch(/Ana 6 VP with 0 settlements, 0 cities, 2 metropolises, /);
  expect(alt).toMatch(/Ben 3 VP with 0 settlements, 0 cities, 1 metropolis, /);
});
