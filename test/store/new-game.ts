import type { Store } from '../../src/store';

/** A game created in `s`, in channel `channelId` (any game id will do for the store's own tests): its row id. */
export function newGame(s: Store, channelId: string): number {
  const r = s.createGame({ guildId: 'g', channelId, gameId: 'x', options: {}, seed: 's', hostUserId: 'u1' });
  if (!r.ok) throw new Error('no game');
  return r.game.id;
}
