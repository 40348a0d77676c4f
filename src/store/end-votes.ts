/**
 * Votes of a game's players to end it (table `end_votes`, migration 021): one open per game, its ballots with it,
 * so that a restart forgets none. Times come from the caller (ms since the epoch); nothing here reads the clock.
 */
import type Database from 'better-sqlite3';

export type EndBallot = 'agree' | 'refuse';

/** How a vote closed: the game ended, a player refused, nobody agreed in time, a player moved, or the game ended otherwise. */
export type EndVoteOutcome = 'passed' | 'refused' | 'lapsed' | 'moved' | 'over';

export interface EndVoteRecord {
  row: number;
  openedAt: number;
  /** Who proposed it. */
  userId: string;
  /** The game's version when it was proposed: a player's move after it voids it. */
  version: number;
  /** The players whose agreement it needs, fixed when proposed. */
  required: string[];
  /** The answers so far, by user id. */
  ballots: Record<string, EndBallot>;
  messageId: string | null;
  outcome: EndVoteOutcome | null;
}

interface EndVoteRow {
  game_id: number;
  opened_at: number;
  user_id: string;
  version: number;
  required: string;
  ballots: string;
  message_id: string | null;
  outcome: EndVoteOutcome | null;
}

const COLUMNS =
  'v.game_id, v.opened_at, v.user_id, v.version, v.required, v.ballots, v.message_id, v.outcome';

function recordOf(r: EndVoteRow): EndVoteRecord {
  return {
    row: r.game_id,
    openedAt: r.opened_at,
    userId: r.user_id,
    version: r.version,
    required: JSON.parse(r.required) as string[],
    ballots: JSON.parse(r.ballots) as Record<string, EndBallot>,
    messageId: r.message_id,
    outcome: r.outcome,
  };
}

export class EndVoteStore {
  private readonly stmt;

  constructor(db: Database.Database) {
    this.stmt = {
      open: db.prepare<[number, number, string, number, string]>(
        `INSERT OR IGNORE INTO end_votes (game_id, opened_at, user_id, version, required) VALUES (?, ?, ?, ?, ?)`,
      ),
      get: db.prepare<[number, number], EndVoteRow>(
        `SELECT ${COLUMNS} FROM end_votes v WHERE v.game_id = ? AND v.opened_at = ?`,
      ),
      openOf: db.prepare<[number], EndVoteRow>(
        `SELECT ${COLUMNS} FROM end_votes v WHERE v.game_id = ? AND v.outcome IS NULL`,
      ),
      allOpen: db.prepare<[], EndVoteRow>(
        `SELECT ${COLUMNS} FROM end_votes v JOIN games g ON g.id = v.game_id
         WHERE v.outcome IS NULL AND owns_guild(g.guild_id) ORDER BY v.game_id`,
      ),
      ballot: db.prepare<[string, string, number, number]>(
        `UPDATE end_votes SET ballots = json_set(ballots, '$."' || ? || '"', ?)
         WHERE game_id = ? AND opened_at = ? AND outcome IS NULL`,
      ),
      message: db.prepare<[string, number, number]>(
        'UPDATE end_votes SET message_id = ? WHERE game_id = ? AND opened_at = ?',
      ),
      close: db.prepare<[EndVoteOutcome, number, number]>(
        'UPDATE end_votes SET outcome = ? WHERE game_id = ? AND opened_at = ? AND outcome IS NULL',
      ),
      movedSince: db.prepare<[number, number], { n: number }>(
        'SELECT COUNT(*) AS n FROM actions WHERE game_id = ? AND seq > ? AND user_id IS NOT NULL',
      ),
    };
  }

  /** Open a vote; false when one is open already in that game (or this one exists). */
  open(vote: Pick<EndVoteRecord, 'row' | 'openedAt' | 'userId' | 'version' | 'required'>): boolean {
    try {
      const info = this.stmt.open.run(
        vote.row,
        vote.openedAt,
        vote.userId,
        vote.version,
        JSON.stringify(vote.required),
      );
      return info.changes === 1;
    } catch (e) {
      // The one-open-per-game index: another proposal is open.
      if (e instanceof Error && /UNIQUE/.test(e.message)) return false;
      throw e;
    }
  }

  get(row: number, openedAt: number): EndVoteRecord | null {
    const r = this.stmt.get.get(row, openedAt);
    return r ? recordOf(r) : null;
  }

  /** The open vote of game `row`, if any. */
  openOf(row: number): EndVoteRecord | null {
    const r = this.stmt.openOf.get(row);
    return r ? recordOf(r) : null;
  }

  /** The open votes of this process's shards' games. */
  allOpen(): EndVoteRecord[] {
    return this.stmt.allOpen.all().map(recordOf);
  }

  /** Record `userId`'s answer (a new click replaces it); false when the vote is closed. */
  castBallot(row: number, openedAt: number, userId: string, ballot: EndBallot): boolean {
    return this.stmt.ballot.run(userId, ballot, row, openedAt).changes === 1;
  }

  setMessage(row: number, openedAt: number, messageId: string): void {
    this.stmt.message.run(messageId, row, openedAt);
  }

  /** Close the vote with `outcome`, once: false when it was closed already. */
  close(row: number, openedAt: number, outcome: EndVoteOutcome): boolean {
    return this.stmt.close.run(outcome, row, openedAt).changes === 1;
  }

  /** Whether a person (not a bot) made a move in game `row` after its version `version`. */
  movedSince(row: number, version: number): boolean {
    return (this.stmt.movedSince.get(row, version)?.n ?? 0) > 0;
  }
}
