/**
 * A vote of a game's players to end it, for a game whose host is gone and whose players want to stop: a player
 * who is not the host proposes it (`/oil end`), the others answer Agree or Refuse. The rule, and why it cannot
 * be abused:
 * - It needs the agreement of every other player still playing their own seat who is present: every one the game
 *   is not waiting on (they wait for others, so their silence says nothing), one the game has waited on for less
 *   than `ABSENT_MS`, and one away on a vacation (a vacation is a promise to come back, so it never lets the
 *   others end a game behind one's back). A player whose seat a bot plays, or whom the game has waited on for
 *   `ABSENT_MS` (counted from when it first asked them in this wait, not from their last move: in a slow game a
 *   player may not be asked for days), is not waited for; nor is one required who left their seat (or whose seat
 *   a bot took) since it was proposed: they can answer no more (`requiredOf`).
 * - Every other player still playing their own seat, present or not, may refuse, and one refusal ends the vote.
 * - With nobody present to ask (all the others absent), it passes only after `END_VOTE_MS` without a refusal, so
 *   that an absent player pinged by it has that long to come back and refuse.
 * - It lapses after `END_VOTE_MS` otherwise, and is void once a person makes a move in the game (playing on
 *   answers it): then it can be proposed again.
 * A game ended by a vote ends as the host's `/oil end` ends it: abandoned, unscored. Everything lives in the store
 * (migration 021) and every function takes `now`, so a restarted bot forgets no vote and closes each once.
 */
import { logger } from '../log';
import type { EndBallot, EndVoteOutcome, EndVoteRecord } from '../store/end-votes';
import { playedByPlayer } from './clocks-sync';
import { awayAt } from './clocks-time';
import { guarded, refuse, votersOf } from './clocks';
import { eachFound } from './each-found';
import { askedSince } from './reminders';
import type { Table } from './table';
import type { Result, TableGame } from './types';

const log = logger.child({ module: 'end-votes' });

const HOUR = 60 * 60 * 1000;
/** How long a proposal stays open. */
export const END_VOTE_MS = 48 * HOUR;
/** A proposal still without a message this long after it opened was never posted: a new one replaces it. */
export const UNPOSTED_MS = 60 * 1000;
/** A player with no move in the game for this long is absent: the vote does not wait for them. */
export const ABSENT_MS = 48 * HOUR;

/**
 * The other players of `game` who still play their own seat: they are asked, and may refuse. The clock vote's
 * voters, beside the proposer's seat (all of them once the proposer has none).
 */
export function endVotersOf(game: TableGame, proposer: string): string[] {
  return votersOf(game, game.seats.find((s) => s.userId === proposer)?.seat ?? -1);
}

/**
 * Which of `voters` are present in `game` at `now`: not asked to act (they wait for others), asked for less than
 * ABSENT_MS in the wait that goes on, or away on a vacation.
 */
function presentOf(table: Table, game: TableGame, voters: readonly string[], now: number): string[] {
  const { record } = game;
  const toAct = game.status?.toAct ?? [];
  const asked = game.seats.filter((s) => s.userId && voters.includes(s.userId) && toAct.includes(s.seat));
  const since = askedSince(table, game, asked, table.store.clocks.reachedAt(record.id) ?? now);
  return voters.filter((userId) => {
    const seat = asked.find((s) => s.userId === userId);
    if (!seat || now - since[seat.seat]! < ABSENT_MS) return true;
    return !!record.guildId && !!awayAt(table.store.clocks.vacations(record.guildId, userId), now);
  });
}

/** An open vote and the game it is about. */
export interface EndVoteNow {
  vote: EndVoteRecord;
  game: TableGame;
  /** The other players still playing their own seat (asked; any may refuse). */
  voters: string[];
}

/**
 * The players whose agreement `vote` still needs: those required when it was proposed who are still `voters`. One
 * who left their seat, or whose seat a bot took meanwhile (their clock's vote, the host), can no longer answer,
 * so the others' agreement is not held up waiting for them.
 */
export function requiredOf(vote: Pick<EndVoteRecord, 'required'>, voters: readonly string[]): string[] {
  return vote.required.filter((u) => voters.includes(u));
}

/**
 * Whether a vote's agreement is complete: every required player still playing agreed, or with none, every voter. A
 * vote with none required and not every voter agreeing passes only at its end (`closingOf`).
 */
export function agreedByAll(
  vote: Pick<EndVoteRecord, 'required' | 'ballots'>,
  voters: readonly string[],
): boolean {
  const required = requiredOf(vote, voters);
  const needed = required.length > 0 ? required : voters;
  return needed.length > 0 && needed.every((u) => vote.ballots[u] === 'agree');
}

/**
 * How an open vote stands at `now`, before any new ballot: null while it goes on, else the outcome it closes
 * with. `moved`: a person made a move in the game since it was proposed.
 */
export function closingOf(
  vote: Pick<EndVoteRecord, 'required' | 'ballots' | 'openedAt'>,
  voters: readonly string[],
  state: { over: boolean; moved: boolean; now: number },
): EndVoteOutcome | null {
  if (state.over) return 'over';
  if (state.moved) return 'moved';
  if (voters.some((u) => vote.ballots[u] === 'refuse')) return 'refused';
  if (agreedByAll(vote, voters)) return 'passed';
  if (vote.openedAt + END_VOTE_MS > state.now) return null;
  return requiredOf(vote, voters).length === 0 ? 'passed' : 'lapsed';
}

/** The game of open vote `vote` and whether it stands at `now`. */
function standing(
  table: Table,
  vote: EndVoteRecord,
  now: number,
): Result<EndVoteNow & { closing: EndVoteOutcome | null }> {
  const g = table.getGameById(vote.row);
  if (!g.ok) return g;
  const voters = endVotersOf(g.game, vote.userId);
  const over = g.game.record.lifecycle !== 'active' || !!g.game.status?.over;
  const moved = table.store.endVotes.movedSince(vote.row, vote.version);
  return { ok: true, vote, game: g.game, voters, closing: closingOf(vote, voters, { over, moved, now }) };
}

/** A vote closed: its outcome, and the game (ended, when it passed). */
export interface ClosedEndVote extends EndVoteNow {
  outcome: EndVoteOutcome;
}

/** Close `vote` with `outcome`, once; a vote passed ends its game as abandoned. Null when closed already. */
function closeVote(
  table: Table,
  now: EndVoteNow,
  outcome: EndVoteOutcome,
): Result<{ closed: ClosedEndVote | null }> {
  const { vote } = now;
  if (!table.store.endVotes.close(vote.row, vote.openedAt, outcome)) return { ok: true, closed: null };
  log.info({ id: vote.row, outcome }, 'end vote closed');
  if (outcome !== 'passed') return { ok: true, closed: { ...now, outcome } };
  const r = table.store.closeGame(vote.row, 'abandoned');
  if (!r.ok) return refuse('over', 'This game is over already.');
  log.info({ id: vote.row, by: 'vote' }, 'game abandoned');
  const after = table.getGameById(vote.row);
  return after.ok ? { ok: true, closed: { ...now, game: after.game, outcome } } : after;
}

/** A proposal opened, and `replaced`: the vote it closed first (no longer standing, or never posted), if any. */
export interface EndVoteProposed extends EndVoteNow {
  replaced: ClosedEndVote | null;
}

/**
 * `userId` proposes to end game `row` at `now`: a player still playing their own seat, with another player
 * still playing theirs. Refused when a vote is open already (one that no longer stands is closed first, and
 * returned as `replaced`, so that its message can say how it ended).
 */
export function proposeEnd(table: Table, row: number, userId: string, now: number): Result<EndVoteProposed> {
  return guarded('proposing to end a game failed', () => {
    const g = table.getGameById(row);
    if (!g.ok) return g;
    const { game } = g;
    if (game.record.lifecycle !== 'active' || game.status?.over) return refuse('over', 'This game is over.');
    const mine = game.seats.find((s) => s.userId === userId);
    if (!mine) return refuse('not-seated', 'Only this game’s players can propose to end it.');
    if (!playedByPlayer(mine))
      return refuse('handed-over', 'A bot plays your seat now: `/oil return` gives it back to you first.');
    const open = table.store.endVotes.openOf(row);
    let replaced: ClosedEndVote | null = null;
    if (open) {
      const s = standing(table, open, now);
      if (!s.ok) return s;
      // One never posted (the bot stopped in between) cannot be answered: it gives way to a new one.
      const unposted = open.messageId === null && open.openedAt + UNPOSTED_MS <= now;
      const closing = s.closing ?? (unposted ? 'lapsed' : null);
      if (closing === 'over') return refuse('over', 'This game is over.');
      // One that passed is left to the clock loop's next tick, which ends the game in the thread.
      if (closing === null || closing === 'passed')
        return refuse(
          'vote-open',
          'A vote to end this game is open already: its message in the thread has the buttons.',
        );
      const closed = closeVote(table, s, closing);
      if (!closed.ok) return closed;
      replaced = closed.closed;
    }
    const voters = endVotersOf(game, userId);
    if (voters.length === 0)
      return refuse('last-player', 'Nobody else plays a seat: `/oil leave` ends the game.');
    const required = presentOf(table, game, voters, now);
    const vote = { row, openedAt: now, userId, version: game.record.version, required };
    if (!table.store.endVotes.open(vote))
      return refuse(
        'vote-open',
        'A vote to end this game is open already: its message in the thread has the buttons.',
      );
    log.info({ id: row, by: userId, required: required.length, voters: voters.length }, 'end vote opened');
    const saved = table.store.endVotes.get(row, now);
    return saved
      ? { ok: true, vote: saved, game, voters, replaced }
      : refuse('internal', 'The vote could not be read back.');
  });
}

/**
 * A ballot answered: the vote as it stands after it, and `closed` when it closed. `counted` false: the click found
 * the vote no longer standing (`closed` says how it ended) and its ballot did not count.
 */
export interface EndBallotOk extends EndVoteNow {
  closed: ClosedEndVote | null;
  counted: boolean;
}

/**
 * `userId` answers the vote of game `row` opened at `openedAt`: one of the other players still playing their own
 * seat. A refusal closes it; the last agreement needed passes it, and the game ends. A second click with the
 * same answer changes nothing; a player may change their answer while the vote is open.
 */
export function castEndBallot(
  table: Table,
  row: number,
  openedAt: number,
  userId: string,
  ballot: EndBallot,
  now: number,
): Result<EndBallotOk> {
  return guarded('an end vote ballot failed', () => {
    const vote = table.store.endVotes.get(row, openedAt);
    if (!vote) return refuse('vote-closed', 'There is no such vote to end this game.');
    if (vote.outcome !== null) return refuse('vote-closed', closedText(endOf(vote, vote.outcome, now)));
    const s = standing(table, vote, now);
    if (!s.ok) return s;
    if (s.closing !== null) {
      // It no longer stands (its time up, a move, the game over): closed now, the ballot not counted.
      const base: EndVoteNow = { vote, game: s.game, voters: s.voters };
      const closed = closeVote(table, base, s.closing);
      if (!closed.ok) return closed;
      if (!closed.closed) return refuse('vote-closed', 'This vote was decided a moment ago.');
      return { ok: true, ...base, game: closed.closed.game, closed: closed.closed, counted: false };
    }
    if (userId === vote.userId)
      return refuse(
        'not-voter',
        'You proposed it, so your agreement counts already: the other players answer.',
      );
    if (!s.voters.includes(userId))
      return refuse(
        'not-voter',
        'Only this game’s other players still playing their seats answer this vote.',
      );
    if (!table.store.endVotes.castBallot(row, openedAt, userId, ballot))
      return refuse('vote-closed', 'This vote was decided a moment ago.');
    const after = table.store.endVotes.get(row, openedAt)!;
    const counted: EndVoteNow = { vote: after, game: s.game, voters: s.voters };
    const outcome = closingOf(after, s.voters, { over: false, moved: false, now });
    if (outcome === null) return { ok: true, ...counted, closed: null, counted: true };
    const closed = closeVote(table, counted, outcome);
    if (!closed.ok) return closed;
    return {
      ok: true,
      ...counted,
      game: closed.closed?.game ?? s.game,
      closed: closed.closed,
      counted: true,
    };
  });
}

/**
 * How a vote ended, as players are told it: 'withdrawn' is one closed as lapsed before its time was up, which only
 * a proposal never posted is (its post failed, or took so long that a newer proposal replaced it).
 */
export type EndVoteEnd = EndVoteOutcome | 'withdrawn';

/** How closed vote `vote` ended, as told at `now` (`EndVoteEnd`). */
export function endOf(
  vote: Pick<EndVoteRecord, 'openedAt'>,
  outcome: EndVoteOutcome,
  now: number,
): EndVoteEnd {
  return outcome === 'lapsed' && now < vote.openedAt + END_VOTE_MS ? 'withdrawn' : outcome;
}

/** Why a closed vote takes no more answers. */
export function closedText(outcome: EndVoteEnd): string {
  switch (outcome) {
    case 'withdrawn':
      return 'This proposal was withdrawn before anyone could answer it (it took too long to post): the newest proposal’s message has the buttons, or `/oil end` proposes it again.';
    case 'passed':
      return 'This vote passed: the game has ended.';
    case 'refused':
      return 'This vote is over: a player refused, so the game goes on.';
    case 'lapsed':
      return 'This vote is over: not everyone agreed in time, so the game goes on.';
    case 'moved':
      return 'This vote is over: a player moved since, so the game goes on. `/oil end` proposes it again.';
    case 'over':
      return 'This game is over.';
  }
}

/**
 * The open votes that no longer stand at `now` (their time is up, a player moved, the game ended otherwise),
 * closed once each: a vote passed at its end ends its game. A vote that fails to close is logged and skipped.
 */
export function settleEndVotes(table: Table, now: number): ClosedEndVote[] {
  return eachFound(
    { log, what: 'end votes', where: (v: EndVoteRecord) => ({ id: v.row }) },
    () => table.store.endVotes.allOpen(),
    (vote) => {
      const closed = settle(table, vote, now);
      return closed && 'outcome' in closed ? [closed] : [];
    },
  );
}

/**
 * Open vote `vote` at `now`: closed if it no longer stands, else as it stands (its voters now); null when another
 * closed it first, or it failed to close (logged).
 */
function settle(table: Table, vote: EndVoteRecord, now: number): EndVoteNow | ClosedEndVote | null {
  const r = guarded(
    'settling an end vote failed',
    (): Result<{ found: EndVoteNow | ClosedEndVote | null }> => {
      const s = standing(table, vote, now);
      if (!s.ok) return s;
      const open: EndVoteNow = { vote, game: s.game, voters: s.voters };
      if (s.closing === null) return { ok: true, found: open };
      const closed = closeVote(table, open, s.closing);
      return closed.ok ? { ok: true, found: closed.closed } : closed;
    },
  );
  if (!r.ok) log.warn({ id: vote.row, why: r.message }, 'end vote skipped');
  return r.ok ? r.found : null;
}

/**
 * The open vote of game `row` closed at `now` if it no longer stands (the game ended, its time is up, a player
 * moved): as the clock loop's tick would, but at once, while its thread still takes edits. Null when none closed.
 */
export function settleEndVoteOf(table: Table, row: number, now: number): ClosedEndVote | null {
  const settled = reviewEndVoteOf(table, row, now);
  return settled && 'outcome' in settled ? settled : null;
}

/**
 * The open vote of game `row` after a seat changed hands (whom it waits for and who may answer changed, without a
 * ballot): closed at `now` if that decided it, as `settleEndVoteOf`, else as it stands now (`outcome` tells them
 * apart). Null when none is open.
 */
export function reviewEndVoteOf(table: Table, row: number, now: number): EndVoteNow | ClosedEndVote | null {
  const vote = table.store.endVotes.openOf(row);
  return vote ? settle(table, vote, now) : null;
}

/** Vote `openedAt` of game `row`, open or closed (a proposal's post that returned late reads how it stands). */
export function endVoteAt(table: Table, row: number, openedAt: number): EndVoteRecord | null {
  return table.store.endVotes.get(row, openedAt);
}

/** The open vote of game `row`, if any (its message, to take its buttons off once the game ended). */
export function openEndVote(table: Table, row: number): EndVoteRecord | null {
  return table.store.endVotes.openOf(row);
}

/** Withdraw the vote of game `row` opened at `openedAt` that could not be posted (closed as lapsed), once. */
export function withdrawEndVote(table: Table, row: number, openedAt: number): boolean {
  return table.store.endVotes.close(row, openedAt, 'lapsed');
}

/** Remember the message of the vote of game `row` opened at `openedAt`. */
export function setEndVoteMessage(table: Table, row: number, openedAt: number, messageId: string): void {
  table.store.endVotes.setMessage(row, openedAt, messageId);
}
