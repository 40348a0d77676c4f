/**
 * The set-up picture's alt text says what is left to place: a settlement and a road, or, the settlement
 * placed, the road next to it (it said "to place a settlement and a road" until the turn passed).
 */
import { describe, expect, it } from 'vitest';
import { presenterFor } from '../../src/discord/presenters';
import type { CatanAction } from '../../src/games/catan/types';
import { getGame } from '../../src/games/registry';
import { snapOf } from './snap';

describe.each(['catan', 'oil-springs'])('the set-up alt text in %s', (id) => {
  it('asks for a settlement and a road, then for the road next to the settlement just placed', () => {
    const game = getGame(id)!;
    const presenter = presenterFor(id);
    const state = game.setup(4, game.optionsSchema.parse({}), 'setup-alt');
    const seat = game.status(state).toAct[0]!;
    const alt = () => presenter.altText(snapOf(game, state));
    expect(alt()).toContain('to place a settlement and a road (set-up)');
    const settle = (game.legalActions(state, seat) as CatanAction[]).find(
      (a): a is Extract<CatanAction, { type: 'settlement' }> => a.type === 'settlement',
    )!;
    const r = game.apply(state, seat, settle);
    expect(r.ok).toBe(true);
    expect(alt()).toContain(`to place a road next to the settlement on ${settle.at} (set-up)`);
    expect(alt()).not.toContain('to place a settlement and a road');
    const road = (game.legalActions(state, seat) as CatanAction[]).find((a) => a.type === 'road')!;
    expect(game.apply(state, seat, road).ok).toBe(true);
    expect(alt()).toContain('to place a settlement and a road (set-up)');
  });
});
