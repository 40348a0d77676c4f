/** The games the bot offers. Each game's folder exports its module; add it here to offer it. */
import type { AnyGameModule } from './types';
// Import each offered game's module here (one line per game), e.g.
// import { oilSprings } from './oil-springs';
import { catan } from './catan';
import { oilSprings } from './oil-springs';
import { meritOil } from './merit-oil';

/** The games offered, in menu order: add each imported module here. Game modules must not import this file. */
const offered: AnyGameModule[] = [catan, oilSprings, meritOil];

const games: AnyGameModule[] = [...offered];

/** Register a game module (games are added in this file; tests may register fixtures). */
export function registerGame(game: AnyGameModule): void {
  if (games.some((g) => g.id === game.id)) return;
  games.push(game);
}

export function listGames(): readonly AnyGameModule[] {
  return games;
}

export function getGame(id: string): AnyGameModule | undefined {
  return games.find((g) => g.id === id);
}
