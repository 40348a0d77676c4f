/** Test helpers: spectators' views of games played by the bots, for the render pool's tests. */
import { getGame } from '../../src/games/registry';
import { playBots } from '../../src/tools/render';

/** The spectators' view of a 3-player Catan game from `seed`, `actions` bot actions in. */
export function catanView(seed: string, actions: number): unknown {
  const game = getGame('catan');
  if (!game) throw new Error('catan is not registered');
  return game.view(playBots(game, 3, seed, actions).state, null);
}

/** Spectators' views of one Catan game at a few moments (different pictures, one size). */
export function catanViews(seed: string): unknown[] {
  return [20, 40, 60, 80].map((n) => catanView(seed, n));
}
