/**
 * Oil Springs: Monopoly's "All oil" says how much oil the card would bring. Oil is public and nobody may hold
 * more than 4, so a player at the limit would play the card for nothing, and one at 3 takes a single oil
 * however much the others hold (playtest 2026-12-04: the menu said only "All oil").
 */
import { expect, it } from 'vitest';
import { presenterFor } from '../../src/discord/presenters';
import { oilSprings } from '../../src/games/oil-springs';
import { MONOPOLY } from '../../src/games/catan/data';
import { give, newGame, toMain } from '../games/oil-springs/helpers';
import { snapOf } from './snap';

const presenter = presenterFor('oil-springs');

/** The second line under "All <resource>" in the Monopoly menu of seat 0, holding `oil`; seats 1 and 2 hold 2 each. */
function monopolyDetails(oil: number): Record<string, string | undefined> {
  const state = toMain(newGame(), 0);
  state.devHand[0]![MONOPOLY] = 1;
  give(state, 0, { oil });
  give(state, 1, { oil: 2 });
  give(state, 2, { oil: 2 });
  const out: Record<string, string | undefined> = {};
  for (const c of presenter.choices(snapOf(oilSprings, state), 0))
    if (c.steps?.[0] === 'Monopoly') out[c.steps[1]!] = c.stepDetails?.[1];
  return out;
}

it('"All oil" says how much oil Monopoly would take, within the 4-oil limit', () => {
  expect(monopolyDetails(0)['All oil']).toBe('You take 4: the others hold 4, you have room for 4');
  expect(monopolyDetails(3)['All oil']).toBe('You take 1: the others hold 4, you have room for 1');
  expect(monopolyDetails(4)['All oil']).toBe('You take 0: the others hold 4, you have room for 0');
  // The cards are secret: nothing said of how many the others hold.
  expect(monopolyDetails(0)['All ore']).toBeUndefined();
});
