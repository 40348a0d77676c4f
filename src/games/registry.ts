/** The games the bot offers. Each game's folder exports its module; add it here to offer it. */
import type { AnyGameModule } from './types';

const games: AnyGameModule[] = [];

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
