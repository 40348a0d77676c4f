/**
 * Turn clocks, game-agnostic and Discord-free: choosing a game's clock in the lobby, finding the seats whose
 * clocks ran out, and applying the game's policy — a bot plays that one move, the seat is handed to a bot
 * until its player returns, or the other players vote to wait longer or hand it over (the last seat a person
 * plays is never handed over: the game ends there, unscored, as when its last player leaves). Everything lives in
 * the store (migration 009) and every function takes `now`, so a restarted bot neither forgets nor repeats
 * a running out: claiming it (`claimExpiry`) is recorded before the policy applies.
 */
import { logger } from '../log';
import { isBusyError } from '../store/checks';
import type { ClockPolicy, ClockVoteRecord, VoteChoice } from '../store/clocks';
import { CLOCK_ENDED_NOTE } from '../store/stats';
import { standInBot } from './bots';
import { BUSY_MESSAGE, INTERNAL_MESSAGE } from './busy';
import { awayAt, CLOCK_CHOICES, graceMs, type ClockChoice } from './clocks-time';
import { playedByPlayer } from './clocks-sync';
import { handToBot, type SeatChange } from './seats-handover';
import { eachFound, overGames } from './each-found';
import { hostName } from './host-name';
import type { Table } from './table';
import type { Result, TableError, TableErrorCode, TableGame, TableStep } from './types';

const log = logger.child({ module: 'clocks' });

export function refuse(code: TableErrorCode, message: string): TableError {
  return { ok: false, code, message };
}

export function guarded<T extends { ok: boolean }>(what: string, fn: () => T | TableError): T | TableError {
  try {
    return fn();
  } catch (e) {
    if (isBusyError(e)) return refuse('busy', BUSY_MESSAGE);
    log.error({ err: e }, what);
    return refuse('internal', INTERNAL_MESSAGE);
  }
}

/** Set the clock of lobby `row` (host only, before the start); `off` removes it. */
export function setClock(
  table: Table,
  row: number,
  byUserId: string,
  choice: ClockChoice,
  policy: ClockPolicy,
): Result<{ game: TableGame }> {
  return guarded('setting a clock failed', () => {
    const g = table.getGameById(row);
    if (!g.ok) return g;
    if (g.game.record.lifecycle !== 'lobby')
      return refuse('started', 'The clock is chosen before the start.');
    if (g.game.record.hostUserId !== byUserId)
      return refuse('not-host', `Only the host, ${hostName(g.game)}, can choose the clock.`);
    const chosen = CLOCK_CHOICES[choice];
    table.store.clocks.setClock(row, chosen ? { ...chosen, policy } : null, table.now());
    return table.getGameById(row);
  });
}

/** A seat whose clock ran out at `now`, not yet dealt with. */
export interface DueClock {
  /** The game record's id (the Discord layer's `row`). */
  id: number;
  channelId: string;
  seat: number;
  /** The wait that ran out began then. */
  since: number;
  deadline: number;
  policy: ClockPolicy;
}

/**
 * The running clocks of `game` that ran out by `now` and were not dealt with yet: the clock timer's next tick
 * applies the policy to each (a bot's move, a hand-over, a vote). Vacations push a deadline back, so a seat
 * whose player is away now is never among them.
 */
export function ranOut(
  table: Table,
  game: TableGame,
  now: number,
): NonNullable<TableGame['clock']>['running'] {
  const out = game.clock?.running.filter((r) => r.deadline <= now) ?? [];
  if (out.length === 0) return out;
  const rows = table.store.clocks.seatClocks(game.record.id);
  return out.filter((r) => rows.find((x) => x.seat === r.seat)?.expiredSince !== r.since);
}

/**
 * The seats whose clocks ran out at `now`, oldest game first, and with `aheadMs` those that run out within it
 * (their `deadline` is after `now`). Nothing is recorded.
 */
export function dueClocks(table: Table, now: number, aheadMs = 0): DueClock[] {
  return eachFound(
    overGames(log, 'clocks that ran out'),
    () => table.store.clocks.clockedGames(),
    ({ id }) => {
      const loaded = table.getGameById(id);
      if (!loaded.ok || !loaded.game.status || loaded.game.status.over) return [];
      // A change saved just before a crash is caught up here (nothing happens when the clocks are current).
      table.syncClock(id, loaded.game.status);
      const g = table.getGameById(id);
      if (!g.ok || !g.game.clock) return [];
      const { channelId } = g.game.record;
      const { policy } = g.game.clock;
      const due = ranOut(table, g.game, now + aheadMs);
      return due.map((r) => ({ id, channelId, seat: r.seat, since: r.since, deadline: r.deadline, policy }));
    },
  );
}

/** What running out did. */
export type RunOut =
  /** `at`: the game's version when the clock ran out, before the bot moved (the log's note comes after it). */
  | { policy: 'bot-move'; game: TableGame; steps: TableStep[]; at: number }
  /** With `ended`, nobody else played a seat: the game ended there, unscored, instead of a bot playing it out. */
  | ({ policy: 'hand-over' } & SeatChange)
  /**
   * The vote is open, since `openedAt`: `voters` (user ids) decide; with none left, the seat was handed over
   * instead.
   */
  | { policy: 'vote'; game: TableGame; voters: string[]; openedAt: number };

/**
 * Apply the policy to a due clock, once: the running out is claimed in the store first, so a second tick
 * (or a restarted bot) gets `stale` and does nothing.
 */
export function runOutClock(table: Table, due: DueClock): Result<RunOut> {
  return guarded('running out a clock failed', () => {
    const g = table.getGameById(due.id);
    if (!g.ok) return g;
    const seat = g.game.seats.find((s) => s.seat === due.seat);
    if (!seat || !playedByPlayer(seat) || !g.game.status?.toAct.includes(due.seat))
      return refuse('stale', 'That seat is no longer waited on.');
    if (!table.store.clocks.claimExpiry(due.id, due.seat, due.since))
      return refuse('stale', 'That clock was dealt with already.');
    log.info({ id: due.id, seat: due.seat, policy: due.policy }, 'turn clock ran out');
    const voters = votersOf(g.game, due.seat);
    if (due.policy === 'bot-move') {
      const kind = standInBot(g.game.module);
      if (!kind) return refuse('unknown-bot', `${g.game.module.title} has no bots to play a move.`);
      const r = playWhileAsked(table, g.game, due.seat, kind);
      if (!r.ok) return r;
      table.store.clocks.addNote(due.id, {
        afterVersion: g.game.record.version,
        seat: due.seat,
        text: `{p${due.seat}}’s clock ran out: a bot played their move.`,
        createdAt: table.now(),
      });
      return { ok: true, policy: 'bot-move', game: r.game, steps: r.steps, at: g.game.record.version };
    }
    if (due.policy === 'hand-over' || voters.length === 0) {
      const r = handToBot(
        table,
        g.game,
        seat,
        `{p${due.seat}}’s clock ran out: a bot plays their seat until they return.`,
        `{p${due.seat}}${CLOCK_ENDED_NOTE}`,
      );
      return r.ok ? { ...r, policy: 'hand-over' } : r;
    }
    const openedAt = table.now();
    table.store.clocks.openVote(due.id, due.seat, due.since, openedAt);
    return { ok: true, policy: 'vote', game: g.game, voters, openedAt };
  });
}

/** At most this many actions a bot plays for a seat whose clock ran out, in one go. */
const MAX_STAND_IN_ACTIONS = 50;

/**
 * A bot of `kind` plays for `seat` all the game waits on it for in this turn: the rest of its turn (a roll,
 * builds, the end of the turn) or its answer. One action at a time would cost the others a whole clock per
 * action (an absent player's Catan turn took three or four days under a 24 h clock). It stops once the game
 * waits on another seat or a new turn began (`module.turn`; a game without it gets one action): the seat's
 * next wait gets a clock of its own.
 */
function playWhileAsked(
  table: Table,
  game: TableGame,
  seat: number,
  kind: string,
): Result<{ game: TableGame; steps: TableStep[] }> {
  const turnOf = game.module.turn?.bind(game.module);
  const turn = turnOf?.(game.record.state);
  let current = game;
  const steps: TableStep[] = [];
  for (let n = 0; n < MAX_STAND_IN_ACTIONS; n++) {
    const r = table.actForSeat(current, seat, kind);
    if (!r.ok) return n === 0 ? r : { ok: true, game: current, steps };
    current = r.game;
    steps.push(...r.steps);
    // Done once the game stopped waiting on the seat, even if the other seats' bots brought its next turn.
    const status = current.status;
    const passed = r.steps.some((s) => s.after && !s.after.toAct.includes(seat));
    const sameTurn = turnOf !== undefined && turnOf(current.record.state) === turn;
    if (passed || !sameTurn || !status || status.over || !status.toAct.includes(seat)) break;
  }
  return { ok: true, game: current, steps };
}

/** Who votes on a seat whose clock ran out: the other players who still play their seats. */
export function votersOf(game: TableGame, seat: number): string[] {
  return game.seats.flatMap((s) => (s.seat !== seat && playedByPlayer(s) && s.userId ? [s.userId] : []));
}

/**
 * Whether `seat` of `game` is still waited on since `since`: its player plays it, has not moved since, and the
 * game goes on (neither won nor ended with `/oil end`). A vote on its clock is open only while this holds.
 */
function stillWaitedOn(table: Table, game: TableGame, seat: number, since: number): boolean {
  const target = game.seats.find((s) => s.seat === seat);
  const waiting = table.store.clocks.seatClocks(game.record.id).find((s) => s.seat === seat)?.waitingSince;
  const goesOn = game.record.lifecycle === 'active' && !game.status?.over;
  return !!target && playedByPlayer(target) && waiting === since && goesOn;
}

/** The ballots cast so far by `voters` on the vote on `seat`'s wait since `since`. */
function ballotsOf(
  table: Table,
  row: number,
  seat: number,
  since: number,
  voters: readonly string[],
): { wait: number; bot: number } {
  const ballots = table.store.clocks.ballots(row, seat, since).filter((b) => voters.includes(b.userId));
  const wait = ballots.filter((b) => b.choice === 'wait').length;
  return { wait, bot: ballots.length - wait };
}

/** Ballots needed to decide: more than half of the voters. */
export function majorityOf(voters: number): number {
  return Math.floor(voters / 2) + 1;
}

export interface VoteTally {
  wait: number;
  bot: number;
  voters: number;
  /** The outcome once a majority chose it; null while open. */
  decided: VoteChoice | null;
  game: TableGame;
  /** When the seat was handed over by the vote. */
  change?: SeatChange;
}

/**
 * `userId` votes on the running out of `seat`'s wait since `since`: wait longer (the seat's clock gets the
 * grace time again) or hand the seat to a bot. A majority of the voters decides; a voter may change their
 * ballot while the vote is open.
 */
export function castClockVote(
  table: Table,
  row: number,
  seat: number,
  since: number,
  userId: string,
  choice: VoteChoice,
): Result<VoteTally> {
  return guarded('a clock vote failed', () => {
    const g = table.getGameById(row);
    if (!g.ok) return g;
    const clock = table.store.clocks.clock(row);
    const vote = table.store.clocks.vote(row, seat, since);
    if (!clock || !vote) return refuse('no-clock', 'There is no such clock vote.');
    if (g.game.record.lifecycle !== 'active') return refuse('over', 'This game is over.');
    const target = g.game.seats.find((s) => s.seat === seat);
    if (vote.outcome !== null || !target || !stillWaitedOn(table, g.game, seat, since))
      return refuse('vote-closed', 'This vote is over: it was decided, or the player has moved since.');
    const voters = votersOf(g.game, seat);
    if (!voters.includes(userId))
      return refuse('not-voter', `Only the other players still playing vote on ${target.name}’s clock.`);
    table.store.clocks.castBallot(row, seat, since, userId, choice);
    const { wait, bot } = ballotsOf(table, row, seat, since, voters);
    const need = majorityOf(voters.length);
    const decided: VoteChoice | null = wait >= need ? 'wait' : bot >= need ? 'bot' : null;
    const tally: VoteTally = { wait, bot, voters: voters.length, decided, game: g.game };
    if (decided === null) return { ok: true, ...tally };
    if (!table.store.clocks.decideVote(row, seat, since, decided))
      return refuse('vote-closed', 'This vote was decided a moment ago.');
    if (decided === 'wait') {
      table.store.clocks.grantTime(row, seat, since, graceMs(clock));
      table.store.clocks.addNote(row, {
        afterVersion: g.game.record.version,
        seat,
        text: `The players voted to give {p${seat}} more time.`,
        createdAt: table.now(),
      });
      const after = table.getGameById(row);
      return after.ok ? { ok: true, ...tally, game: after.game } : after;
    }
    const change = handToBot(
      table,
      g.game,
      target,
      `The players voted to hand {p${seat}}’s seat to a bot until they return.`,
    );
    return change.ok ? { ok: true, ...tally, game: change.game, change } : change;
  });
}

/**
 * `visit` each open vote of this process's shards, collecting what it finds (`what` names them in the log). A
 * failure to list the votes finds none; one vote refused (a broken game row, a busy database) is logged and
 * skipped, so it never stops the others (`eachFound`).
 */
function eachOpenVote<T>(
  table: Table,
  what: string,
  visit: (vote: { id: number } & ClockVoteRecord) => Result<{ found: T | null }>,
): T[] {
  const sweep = {
    log,
    what: `${what} clock votes`,
    where: (v: { id: number; seat: number }) => ({ id: v.id, seat: v.seat }),
  };
  return eachFound(
    sweep,
    () => table.store.clocks.openVotes(),
    (v) => {
      const r = guarded(`a clock vote (${what}) failed`, () => visit(v));
      if (!r.ok) log.warn({ id: v.id, seat: v.seat, why: r.message }, `clock vote (${what}) skipped`);
      return r.ok && r.found !== null ? [r.found] : [];
    },
  );
}

/**
 * A vote nobody decided in time, closed: the seat went to a bot so the game does not stall (or, with nobody
 * else playing a seat any more, the game ended: `change.ended`).
 */
export interface ClosedVote {
  id: number;
  seat: number;
  /** The vote's message, to take its buttons off. */
  messageId: string | null;
  change: SeatChange;
}

/**
 * Votes left undecided for as long as "wait longer" would have granted are closed at `now`: the seat is
 * handed to a bot until its player returns (a game never stalls on a vote). Each is claimed once.
 */
export function closeUndecidedVotes(table: Table, now: number): ClosedVote[] {
  return eachOpenVote(table, 'undecided', (v): Result<{ found: ClosedVote | null }> => {
    const clock = table.store.clocks.clock(v.id);
    if (!clock || v.openedAt + graceMs(clock) > now) return { ok: true, found: null };
    const g = table.getGameById(v.id);
    if (!g.ok) return g;
    const seat = g.game.seats.find((s) => s.seat === v.seat);
    const stillWaited = stillWaitedOn(table, g.game, v.seat, v.since);
    // A player away on vacation is not handed over: the vote waits for their return.
    const { guildId } = g.game.record;
    if (stillWaited && guildId && seat?.userId) {
      if (awayAt(table.store.clocks.vacations(guildId, seat.userId), now)) return { ok: true, found: null };
    }
    // A vote whose player moved meanwhile is moot: it is closed as 'wait' (they got the time they took).
    if (!table.store.clocks.decideVote(v.id, v.seat, v.since, stillWaited ? 'bot' : 'wait'))
      return { ok: true, found: null };
    if (!stillWaited || !seat) return { ok: true, found: null };
    const change = handToBot(
      table,
      g.game,
      seat,
      `Nobody decided the vote on {p${v.seat}}’s clock in time: a bot plays their seat until they return.`,
      `{p${v.seat}}${CLOCK_ENDED_NOTE}`,
    );
    if (!change.ok) return change;
    return { ok: true, found: { id: v.id, seat: v.seat, messageId: v.messageId, change } };
  });
}

/** The messages of `row`'s votes still open, to take their buttons off once the game ended. */
export function openVoteMessages(table: Table, row: number): string[] {
  return table.store.clocks.openVotes().flatMap((v) => (v.id === row && v.messageId ? [v.messageId] : []));
}

/** An open vote that has no message in its thread to vote with. */
export interface UnpostedVote {
  id: number;
  channelId: string;
  seat: number;
  since: number;
  /** When the vote opened (a wait granted more time that runs out again opens another, at the same `since`). */
  openedAt: number;
  game: TableGame;
  /** Who votes, and the ballots they cast so far. */
  voters: string[];
  wait: number;
  bot: number;
}

/**
 * Open votes with no message to vote with, still waited on: the post failed (Discord refused it, or the bot
 * stopped between opening the vote and posting it), or `npm run move-servers` gave the game a new id and forgot
 * the message whose buttons named the old one. The clock loop posts them (again). A vote no longer waited on is
 * left to closeUndecidedVotes.
 */
export function unpostedVotes(table: Table): UnpostedVote[] {
  return eachOpenVote(table, 'unposted', (v): Result<{ found: UnpostedVote | null }> => {
    if (v.messageId !== null) return { ok: true, found: null };
    const g = table.getGameById(v.id);
    if (!g.ok) return g;
    if (!stillWaitedOn(table, g.game, v.seat, v.since)) return { ok: true, found: null };
    const voters = votersOf(g.game, v.seat);
    const { channelId } = g.game.record;
    const tally = ballotsOf(table, v.id, v.seat, v.since, voters);
    return {
      ok: true,
      found: {
        id: v.id,
        channelId,
        seat: v.seat,
        since: v.since,
        openedAt: v.openedAt,
        game: g.game,
        voters,
        ...tally,
      },
    };
  });
}
