/**
 * Oil Springs: the menus of Convert oil and Build metropolis say where the oil moves the Disaster Track, and
 * when it fills it. A player at 4/5 converted one oil and learnt of the disaster only when the turn ended.
 * Every conversion moves it alike: Convert oil says it once above its options (its note), each metropolis under
 * its own option.
 */
import { expect, it } from 'vitest';
import { presenterFor } from '../../src/discord/presenters';
import { oilSprings } from '../../src/games/oil-springs';
import { give, newGame, place, toMain } from '../games/oil-springs/helpers';
import { snapOf } from './snap';

const presenter = presenterFor('oil-springs');

function details(marker: number, tokensLost = 0): Record<string, string | undefined> {
  const state = toMain(newGame(), 0);
  state.ext.removedTokens = [4, 9, 10, 11].slice(0, tokensLost);
  place(state, 12, 0, 2);
  give(state, 0, { brick: 1, grain: 1, ore: 1, oil: 2 });
  state.ext.marker = marker;
  const out: Record<string, string | undefined> = {};
  for (const c of presenter.choices(snapOf(oilSprings, state), 0))
    if (c.group === 'convert' || c.group === 'metropolis')
      out[`${c.group} ${c.label}`] = c.group === 'convert' ? c.groupNote : c.detail;
  return out;
}

it('Convert oil and Build metropolis say where the Disaster Track goes', () => {
  expect(details(0)).toMatchObject({
    'convert 1 oil → 2 lumber': 'Converting 1 oil moves the Disaster Track to 1/5',
    // Which city is which, as Build city names its settlements ("City 12" alone sent a player to the picture).
    'metropolis City 12': 'Disaster Track to 2/5 — B pasture 2 · E hills 6 · F hills 4',
  });
  expect(details(3)).toMatchObject({
    'convert 1 oil → 2 ore': 'Converting 1 oil moves the Disaster Track to 4/5',
    'metropolis City 12':
      'Disaster Track to 5/5: a disaster when your turn ends — B pasture 2 · E hills 6 · F hills 4',
  });
  // Every conversion, two of a kind or one each of two, says so (the metropolis needs 2 oil: not listed).
  const full = details(4);
  expect(Object.keys(full)).toHaveLength(15);
  expect(Object.keys(full)).toContain('convert 1 oil → 1 brick + 1 grain');
  for (const note of Object.values(full))
    expect(note).toBe('Converting 1 oil moves the Disaster Track to 5/5: a disaster when your turn ends');
});

it('with four tokens lost, filling the track warns that the island may be abandoned', () => {
  // A playtest's player burnt the fifth oil with four tokens lost, warned only of "a disaster", and the
  // pollution it rolled abandoned the island.
  const full = 'Disaster Track to 5/5: a disaster when your turn ends';
  const last = `${full} — one more lost token abandons the island`;
  const converting = (track: string) => `Converting 1 oil moves the ${track}`;
  expect(details(4, 4)['convert 1 oil → 2 ore']).toBe(converting(last));
  expect(details(3, 4)['metropolis City 12']).toBe(last);
  expect(details(3, 4)['convert 1 oil → 2 ore']).toBe(converting('Disaster Track to 4/5'));
  expect(details(4, 3)['convert 1 oil → 2 ore']).toBe(converting(full));
});
