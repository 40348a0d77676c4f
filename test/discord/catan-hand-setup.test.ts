/** My hand in base Catan's set-up: the Costs lines say nothing of the board that set-up's own rules decide. */
import { expect, it } from 'vitest';
import { presenterFor } from '../../src/discord/presenters';
import { catan } from '../../src/games/catan';
import type { CatanState } from '../../src/games/catan/types';
import { snapOf } from './snap';

const presenter = presenterFor('catan');

it('a player who placed a settlement and a road in set-up is not told no road spot is in reach', () => {
  // A playtest: Caro placed her first settlement on 25 and a road on 24-25; while the others placed, her hand
  // read "✗ Road — … (no free spot you can reach; …)", though 23-24, 25-26 and 25-36 were free beside her.
  let state = catan.setup(4, catan.optionsSchema.parse({}), 'hand-setup') as CatanState<null>;
  const first = state.current;
  for (const action of [
    { type: 'settlement', at: '25' },
    { type: 'road', at: '24-25' },
  ] as const) {
    const r = catan.apply(state, first, action);
    if (!r.ok) throw new Error(r.error);
    state = r.state as CatanState<null>;
  }
  expect(state.phase).toBe('setup');
  expect(state.current).not.toBe(first);
  const hand = presenter.hand(snapOf(catan, state), first).description;
  expect(hand).toMatch(/✗ Road — 1 lumber, 1 brick \(needs 1 lumber, 1 brick more\)/);
  expect(hand).not.toContain('no free spot you can reach');
  // The next player, about to place their road, is not told it either (set-up places it for free).
  const next = catan.apply(state, state.current, { type: 'settlement', at: '41' });
  if (!next.ok) throw new Error(next.error);
  expect(presenter.hand(snapOf(catan, next.state), state.current).description).not.toContain(
    'no free spot you can reach',
  );
});
