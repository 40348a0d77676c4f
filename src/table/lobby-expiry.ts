/**
 * Lobbies nobody starts close themselves: one nobody changed (joined, left, added or removed a bot, changed its
 * clock with its buttons) and that nobody started for the expiry time is closed as abandoned, as its host's
 * `/oil end` would, so that stale lobbies do not pile up in `/oil games` and count against their hosts' open
 * lobbies. (The game row's `updated_at` tells; the lobby message says when, `lobbyClosingLine`.) The clock and
 * the expiry time are the caller's (LOBBY_DAYS, default 14: src/config.ts).
 */
import { logger } from '../log';
import { eachFound, overGames } from './each-found';
import type { Table } from './table';

const log = logger.child({ module: 'lobby-expiry' });

/** A lobby closed because nobody started it. */
export interface ExpiredLobby {
  /** The game record's id (the Discord layer's `row`). */
  id: number;
  channelId: string;
}

/**
 * Close every lobby unchanged for `afterMs` by `now`, each once (claimed in the store: a start, a join or a
 * close at the same moment wins). `afterMs <= 0`: lobbies never expire.
 */
export function expireLobbies(table: Table, now: number, afterMs: number): ExpiredLobby[] {
  if (!(afterMs > 0)) return [];
  const before = now - afterMs;
  return eachFound(
    overGames(log, 'lobbies nobody started'),
    () => table.store.clocks.idleLobbies(before),
    (lobby) => {
      if (!table.store.clocks.expireLobby(lobby.id, before, now)) return [];
      log.info({ id: lobby.id, idleSince: lobby.updatedAt }, 'lobby closed: nobody started it');
      return [{ id: lobby.id, channelId: lobby.channelId }];
    },
  );
}
