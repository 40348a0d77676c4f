/** The name a lobby's host sits under, for refusals that send a player to them ("Only the host, Ana, can …"). */
import type { TableGame } from './types';

export function hostName(game: TableGame): string {
  return game.seats.find((s) => s.userId === game.record.hostUserId)?.name ?? 'the host';
}
