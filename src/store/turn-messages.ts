/**
 * Turn messages (table `turn_messages`, migration 005): per game, the Discord message that shows its current
 * turn, the state version it shows and the seats it asked to act. Moves only forward in version, so a slow
 * post can never put an older turn back. Times are given by the caller.
 */
import type Database from 'better-sqlite3';
import { logger } from '../log';
import { parseSeatsColumn } from './json';

export interface TurnMessage {
  messageId: string;
  /** The state version the message shows. */
  version: number;
  /** The version it was posted at: who acted since then decides whether it may be edited. */
  first: number;
  /** Its summary lists the events of the actions after this version. */
  since: number;
  /** The seats it asked to act (and pinged), ascending. */
  toAct: number[];
  /**
   * The seats it stands for besides those: asked by an earlier message of the same turn and still holding the
   * move when it was posted (the maker of an offer another player must answer), not pinged again. Absent: none.
   */
  kept?: number[];
  /**
   * The game's turn when it was first posted (`GameModule.turn`, migration 014). Absent: the game does not tell
   * its turns, or the message was posted before.
   */
  turn?: number;
  postedAt: number;
}

/** A game whose thread is behind: past what its turn message shows (or it has none), or a lobby never posted. */
export interface BehindGame {
  /** The games row id. */
  id: number;
  channelId: string;
  version: number;
  /** The version its turn message shows; null when it has none. */
  shown: number | null;
}

interface Row {
  message_id: string;
  version: number;
  first: number;
  since: number;
  to_act: string;
  kept: string;
  turn: number | null;
  posted_at: number;
}

/**
 * A seats column of game `id`'s turn message. A corrupt one is logged and read as no seats: the thread then
 * takes that message for one that asked nobody, takes its buttons away and posts the turn anew (pinging those
 * to act), and that post's record mends the row. The game itself (its state and move log) is not touched.
 */
function seatsColumn(id: number, column: 'to_act' | 'kept', text: string): number[] {
  const seats = parseSeatsColumn(text);
  if (seats === null)
    logger.warn(
      { id, column, text: text.slice(0, 100) },
      'corrupt turn message seats: read as none, so the turn is posted anew',
    );
  return seats ?? [];
}

export class TurnMessageStore {
  private readonly stmt;

  constructor(db: Database.Database) {
    this.stmt = {
      get: db.prepare<[number], Row>(
        'SELECT message_id, version, first, since, to_act, kept, turn, posted_at FROM turn_messages WHERE game_id = ?',
      ),
      upsert: db.prepare(
        `INSERT INTO turn_messages (game_id, message_id, version, first, since, to_act, kept, turn, posted_at)
         VALUES (@id, @messageId, @version, @first, @since, @toAct, @kept, @turn, @postedAt)
         ON CONFLICT (game_id) DO UPDATE SET message_id = excluded.message_id, version = excluded.version,
           first = excluded.first, since = excluded.since, to_act = excluded.to_act, kept = excluded.kept,
           turn = excluded.turn, posted_at = excluded.posted_at
         WHERE excluded.version >= turn_messages.version`,
      ),
      behind: db.prepare<[number], { id: number; channel_id: string; version: number; shown: number | null }>(
        `SELECT g.id, g.channel_id, g.version, t.version AS shown
         FROM games g LEFT JOIN turn_messages t ON t.game_id = g.id
         WHERE owns_guild(g.guild_id)
           AND ((g.lifecycle = 'lobby' AND g.lobby_message_id IS NULL)
             OR ((g.lifecycle = 'active' OR (g.lifecycle = 'finished' AND g.updated_at >= ?))
                 AND (t.version IS NULL OR t.version < g.version)))
         ORDER BY g.id`,
      ),
    };
  }

  get(id: number): TurnMessage | null {
    const r = this.stmt.get.get(id);
    if (!r) return null;
    const kept = seatsColumn(id, 'kept', r.kept);
    return {
      messageId: r.message_id,
      version: r.version,
      first: r.first,
      since: r.since,
      toAct: seatsColumn(id, 'to_act', r.to_act),
      ...(kept.length > 0 ? { kept } : {}),
      ...(r.turn !== null ? { turn: r.turn } : {}),
      postedAt: r.posted_at,
    };
  }

  /**
   * Record the message now showing `version`. Refused (returns false) when a message showing a later version
   * is already recorded: the stored turn message only moves forward.
   */
  record(id: number, message: TurnMessage): boolean {
    const info = this.stmt.upsert.run({
      id,
      messageId: message.messageId,
      version: message.version,
      first: message.first,
      since: message.since,
      toAct: JSON.stringify([...message.toAct].sort((a, b) => a - b)),
      kept: JSON.stringify([...(message.kept ?? [])].sort((a, b) => a - b)),
      turn: message.turn ?? null,
      postedAt: message.postedAt,
    });
    return info.changes > 0;
  }

  /**
   * Games of this process's shards whose thread is behind, oldest first: active ones (and ones finished since `finishedSince`) whose
   * turn message shows an older version or is missing, and lobbies whose lobby message was never posted.
   */
  behind(finishedSince: number): BehindGame[] {
    return this.stmt.behind
      .all(finishedSince)
      .map((r) => ({ id: r.id, channelId: r.channel_id, version: r.version, shown: r.shown }));
  }
}
