/**
 * Catan: a chooser lists its spots in number order. The engine lists the spots a road network reaches in the
 * order of its paths: a player's Build settlement menu read "Spot 1, Spot 2, Spot 9, Spot 3".
 */
import { expect, it } from 'vitest';
import { presenterFor } from '../../src/discord/presenters';
import { catan } from '../../src/games/catan';
import { emptyGame, give, place } from '../games/catan/helpers';
import { snapOf } from './snap';

it('the settlement, road and city menus list their spots in number order, each click still its own', () => {
  const s = emptyGame();
  place(s, 0, { settlements: ['12', '41'], roads: ['11-12', '3-11', '2-3', '1-2', '1-9', '31-41', '30-31'] });
  give(s, 0, { lumber: 2, brick: 2, wool: 1, grain: 3, ore: 3 });
  const legal = catan.legalActions(s, 0) as Array<{ type: string; at?: string }>;
  const choices = presenterFor('catan').choices(snapOf(catan, s), 0);
  for (const group of ['settlement', 'road', 'city']) {
    const spots = choices.filter((c) => c.group === group).map((c) => c.spot!);
    expect(spots.length, group).toBeGreaterThan(1);
    const key = (x: string) => x.split('-').map(Number);
    const sorted = [...spots].sort((a, b) => key(a)[0]! - key(b)[0]! || (key(a)[1] ?? 0) - (key(b)[1] ?? 0));
    expect(spots, group).toEqual(sorted);
  }
  // The engine's own order differs (the menu read 1, 2, 9, 3), and every choice still names its action.
  expect(legal.filter((a) => a.type === 'settlement').map((a) => a.at)).not.toEqual(
    choices.filter((c) => c.group === 'settlement').map((c) => c.spot),
  );
  for (const c of choices) expect(c.action).toBe(legal[c.index]);
});
