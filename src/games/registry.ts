/**
 * The games the bot offers. Each game's folder exports its module; add it to `offered` to offer it, and its
 * presenter (with its board drawer) in `src/discord/presenters/index.ts`, which refuses to load without it.
 */
import type { AnyGameModule } from './types';
import { catan } from './catan';
import { oilSprings } from './oil-springs';
import { meritOil } from './merit-oil';
import { wildcatters } from './wildcatters';

/** The games offered, in menu order: add each imported module here. Game modules must not import this file. */
const offered: AnyGameModule[] = [catan, oilSprings, meritOil, wildcatters];

const games: AnyGameModule[] = [...offered];

/** Register a game module (games are added in this file; tests may register fixtures). */
export function registerGame(game: AnyGameModule): void {
  if (games.some((g) => g.id === game.id)) return;
  games.push(game);
}

/** The games this file offers (without fixtures registered by tests). */
export function offeredGames(): readonly AnyGameModule[] {
  return offered;
}

export function listGames(): readonly AnyGameModule[] {
  return games;
}

export function getGame(id: string): AnyGameModule | undefined {
  return games.find((g) => g.id === id);
}
