/** Oil-spring hexes are oil springs everywhere in Discord words (issue 11): menus, alt text, autocomplete. */
import { expect, it } from 'vitest';
import { hexWords } from '../../src/discord/presenters/catan-words';
import { presenterFor } from '../../src/discord/presenters';
import type { CatanView } from '../../src/games/catan/types';
import { oilSprings } from '../../src/games/oil-springs';
import type { OilSpringsViewExt } from '../../src/games/oil-springs/view';
import { newGame, toMain } from '../games/oil-springs/helpers';
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
