/**
 * Turn messages (table `turn_messages`, migration 005): per game, the Discord message that shows its current
 * turn, the state version it shows and the seats it asked to act, and the messages above it while they may
 * still be struck through (migrations 016, 018). Moves only forward in version, so a slow post can never
 * put an older turn back. Times are given by the caller.
 */
import type Database from 'better-sqlite3';
import { logger } from '../log';
import { isSeats, parseColumn, parseSeatsColumn } from './json';

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
  /**
   * The turn messages above this one that the game moved on from, newest first (the one it was posted after,
   * then the one that one was posted after, a few at most), while their moves (the one each ends with, and
   * those before) may still be taken back (src/discord/messages-above.ts, migration 018). Absent: none to strike.
   */
  above?: MessageAbove[];
}

/** A finished turn message whose moves may still be taken back below, and how it was finished. */
export interface MessageAbove {
  shown: Pick<TurnMessage, 'messageId' | 'version' | 'first' | 'since' | 'toAct' | 'kept'>;
  ending: 'moved-on' | 'continued' | 'reposted';
  /**
   * The last version it tells: for a message reposted on request, the game's version when it was left (what it
   * told then, and what the repost below went on from); for one with a notice posted below it (a seat changed
   * hands), the version then, however it was finished. Absent for one the game moved on from with no notice below
   * it: its record ends with the move that did it (`version + 1`). src/discord/messages-above.ts `toldThrough` reads
   * it.
   */
  through?: number;
  /**
   * For one continued below with no notice between: the player whose turn went on there when it was finished
   * (src/discord/turn-record.ts `FinishedTurnInput.goesOn`), whom its title names when it is finished again after
   * an undo, however the game stands by then. Absent for others, and for one recorded before it was kept.
   */
  goesOn?: number;
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
  above: string | null;
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

/**
 * The `above` column of a record: a JSON array of the messages above, newest first, each its message's fields
 * and its ending in one object.
 */
function aboveText(above: readonly MessageAbove[] | undefined): string | null {
  if (!above || above.length === 0) return null;
  return JSON.stringify(
    above.map(({ shown, ending, through, goesOn }) => {
      const { messageId, version, first, since, toAct, kept = [] } = shown;
      return {
        messageId,
        version,
        first,
        since,
        toAct,
        kept,
        ending,
        ...(through === undefined ? {} : { through }),
        ...(goesOn === undefined ? {} : { goesOn }),
      };
    }),
  );
}

/** One message above, as `aboveText` wrote it; null when it is not one. */
function aboveEntry(value: unknown): MessageAbove | null {
  if (typeof value !== 'object' || value === null) return null;
  const { messageId, version, first, since, toAct, kept, ending, through, goesOn } = value as Record<
    string,
    unknown
  >;
  const int = (v: unknown): v is number => Number.isInteger(v);
  if (!(
    typeof messageId === 'string' &&
    int(version) &&
    int(first) &&
    int(since) &&
    isSeats(toAct) &&
    isSeats(kept)
  ))
    return null;
  const shown = { messageId, version, first, since, toAct, ...(kept.length > 0 ? { kept } : {}) };
  // A reposted message tells through the version it was left at; one the game moved on past, through the move
  // that did it, or the version a notice was posted below it at.
  if (int(through) && (ending === 'reposted' || ending === 'moved-on' || ending === 'continued'))
    return { shown, ending, through };
  if (ending === 'continued' && through === undefined && int(goesOn) && goesOn >= 0)
    return { shown, ending, goesOn };
  if ((ending === 'moved-on' || ending === 'continued') && through === undefined) return { shown, ending };
  return null;
}

/**
 * The messages above game `id`'s turn message (`aboveText`); none when NULL. A corrupt list, or a corrupt entry of
 * it, is logged and read as none: such a message then stays as it reads, which is all a message recorded before
 * migration 016 does.
 */
function aboveColumn(id: number, text: string | null): MessageAbove[] {
  if (text === null) return [];
  const r = parseColumn(text, `turn_messages.above of game ${id}`);
  const list = r.ok && Array.isArray(r.value) ? r.value : null;
  const above = (list ?? []).flatMap((v) => aboveEntry(v) ?? []);
  if (!list || above.length < list.length || list.length === 0)
    logger.warn({ id, text: text.slice(0, 100) }, 'corrupt message above a turn message: read as none');
  return above;
}

export class TurnMessageStore {
  private readonly stmt;

  constructor(db: Database.Database) {
    this.stmt = {
      get: db.prepare<[number], Row>(
        'SELECT message_id, version, first, since, to_act, kept, turn, posted_at, above FROM turn_messages WHERE game_id = ?',
      ),
      upsert: db.prepare(
        `INSERT INTO turn_messages (game_id, message_id, version, first, since, to_act, kept, turn, posted_at, above)
         VALUES (@id, @messageId, @version, @first, @since, @toAct, @kept, @turn, @postedAt, @above)
         ON CONFLICT (game_id) DO UPDATE SET message_id = excluded.message_id, version = excluded.version,
           first = excluded.first, since = excluded.since, to_act = excluded.to_act, kept = excluded.kept,
           turn = excluded.turn, posted_at = excluded.posted_at, above = excluded.above
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
    const above = aboveColumn(id, r.above);
    return {
      messageId: r.message_id,
      version: r.version,
      first: r.first,
      since: r.since,
      toAct: seatsColumn(id, 'to_act', r.to_act),
      ...(kept.length > 0 ? { kept } : {}),
      ...(r.turn !== null ? { turn: r.turn } : {}),
      postedAt: r.posted_at,
      ...(above.length > 0 ? { above } : {}),
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
      above: aboveText(message.above),
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
