/**
 * Reliability in the lobby: each seated person's median time to move and games finished vs. abandoned (and left
 * mid-game) in this server, so hosts can choose whom to wait for. Shown, never a penalty: nothing else reads it.
 */
import type { App } from './app';
import type { Reliability, TableGame } from '../table';
import { endedWords, formatDuration, gamesEnded } from './stats';

/** The reliability of each person seated in a lobby, by user id (none for bots, or outside a server). */
export type LobbyReliability = ReadonlyMap<string, Reliability>;

/** "moves in 2 h · 3 finished, 1 abandoned", or "new here". */
export function reliabilityBrief(r: Reliability | undefined): string {
  if (!r || (r.medianMoveMs === null && gamesEnded(r) === 0)) return 'new here';
  const moves = r.medianMoveMs === null ? 'no moves yet' : `moves in ${formatDuration(r.medianMoveMs)}`;
  return `${moves} · ${endedWords(r)}`;
}

/**
 * The reliability of the people seated in `game`'s lobby, or undefined when it is not shown: outside a
 * server, once the game started (the lobby is closed), or when it could not be read.
 */
export function lobbyReliability(
  app: Pick<App, 'desk' | 'log'>,
  game: TableGame,
): LobbyReliability | undefined {
  const guildId = game.record.guildId;
  if (!guildId || game.record.lifecycle !== 'lobby') return undefined;
  const people = game.seats.flatMap((s) => (s.userId ? [s.userId] : []));
  if (people.length === 0) return new Map();
  try {
    return app.desk.reliability(guildId, people);
  } catch (error) {
    // Only a courtesy: a busy or unreadable database must not stop a seat from being taken.
    app.log.warn({ err: error, row: game.record.id }, 'could not read the lobby’s reliability');
    return undefined;
  }
}
