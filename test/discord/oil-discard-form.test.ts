/**
 * Oil Springs: oil counts toward the 7 limit and may be discarded, and the turn says "Ana must discard 4 of 9 (5
 * cards, 4 oil)". The typed discard form named only cards ("Which 4 cards?"), leaving a player with oil to
 * guess whether it could be among them.
 */
import { expect, it } from 'vitest';
import { presenterFor } from '../../src/discord/presenters';
import { oilSprings } from '../../src/games/oil-springs';
import { give, newGame, toMain } from '../games/oil-springs/helpers';
import { snapOf } from './snap';

const presenter = presenterFor('oil-springs');

function discardForm(oil: number) {
  const state = toMain(newGame(), 0);
  give(state, 1, { brick: 5, oil });
  state.discardOwed[1] = 4;
  const form = presenter.forms(snapOf(oilSprings, state), 1).find((f) => f.key === 'discard');
  if (!form) throw new Error('no discard form');
  return form;
}

it('the discard form names oil beside cards when the player holds some', () => {
  const form = discardForm(4);
  expect(form.title).toBe('Discard 4 (cards or oil)');
  expect(form.fields[0]!.label).toBe('Which 4 (cards or oil)?');
  expect(form.parse({ cards: '2 brick, 2 oil' })).toEqual({
    ok: true,
    action: { type: 'discard', cards: { brick: 2, oil: 2 } },
  });
  expect(form.parse({ cards: '1 brick, 2 oil' })).toEqual({
    ok: false,
    error: 'You must discard exactly 4 (cards or oil), not 3.',
  });
});

it('without oil it asks for cards, as in base Catan', () => {
  const form = discardForm(0);
  expect(form.title).toBe('Discard 4 cards');
  expect(form.fields[0]!.label).toBe('Which 4 cards?');
});

it('the discard form takes "lumber x2" and "2x lumber" as "2 lumber" is taken', () => {
  // A playtest: "brick x2, oil x2" was answered '"x2" is not a resource'.
  const form = discardForm(4);
  const action = { ok: true, action: { type: 'discard', cards: { brick: 2, oil: 2 } } };
  expect(form.parse({ cards: 'brick x2, oil x2' })).toEqual(action);
  expect(form.parse({ cards: '2x brick, 2× oil' })).toEqual(action);
});
