/**
 * Turn reminders, game-agnostic and Discord-free: which active games have kept their human players to act
 * waiting long enough to be reminded, and claiming a reminder (recorded in the store, so a restarted bot
 * neither forgets nor repeats one). The clock is the caller's: every function takes `now`.
 *
 * A game is due when it is active, some seat in `status().toAct` is a human (bots act at once), it reached its
 * current version at least `afterMs` ago, it got fewer than `maxPerVersion` reminders at this version, and
 * the latest of them is at least `afterMs` old. A new action makes a new version, so the count starts again.
 * A seat whose turn clock ran out is not reminded: the clock timer is about to deal with it.
 */
import { logger } from '../log';
import { isBusyError } from '../store/checks';
import { BUSY_MESSAGE } from './busy';
import { ranOut } from './clocks';
import { eachFound, overGames } from './each-found';
import type { Table } from './table';
import type { GameStatus } from '../games/types';
import type { Result, SeatInfo, TableGame } from './types';

const log = logger.child({ module: 'reminders' });

/** At most this many reminders while a game waits at one state version. */
export const DEFAULT_MAX_REMINDERS_PER_VERSION = 3;

export interface ReminderPolicy {
  /** How long the players to act must have waited, and the least time between two reminders. */
  afterMs: number;
  /** Default 3. */
  maxPerVersion?: number;
}

export interface DueReminder {
  /** The game record's id (the Discord layer's `row`). */
  id: number;
  /** The registry id of the game, e.g. "oil-springs". */
  gameId: string;
  guildId: string | null;
  channelId: string;
  version: number;
  /** The human seats that must act, in seat order (never empty). */
  toRemind: SeatInfo[];
  /** When the game reached this version (ms since the epoch). */
  waitingSince: number;
  /** `now - waitingSince`. */
  waitedMs: number;
  /**
   * By seat of `toRemind`: how long the game has waited on that player, since it first asked them in the wait
   * that goes on (moves by others meanwhile, a trade answered while Ben's answer is awaited, do not restart it).
   * A seat not listed has waited `waitedMs`.
   */
  waitedBySeat?: Record<number, number>;
  /** Reminders already sent at this version (0 for the first one). */
  alreadySent: number;
  /** The turn message showing this version, for a link; null when none is known to show it. */
  turnMessageId: string | null;
}

function rules(now: number, policy: ReminderPolicy) {
  return {
    lastReminderAtMost: now - policy.afterMs,
    maxPerVersion: policy.maxPerVersion ?? DEFAULT_MAX_REMINDERS_PER_VERSION,
  };
}

/**
 * The games due for a reminder at `now`, oldest game first. Nothing is recorded: call `claimReminder` for
 * each before posting. A policy with `afterMs <= 0` means reminders are off (none are due).
 */
export function dueReminders(table: Table, now: number, policy: ReminderPolicy): DueReminder[] {
  if (!(policy.afterMs > 0)) return [];
  const candidates = () =>
    table.store.reminders.candidates({ waitingSinceAtMost: now - policy.afterMs, ...rules(now, policy) });
  return eachFound(overGames(log, 'due reminders'), candidates, (c): DueReminder[] => {
    const g = table.getGame(c.channelId);
    // Unreadable or unregistered games were logged by the table; they are skipped, not retried loudly.
    if (!g.ok || g.game.record.id !== c.id || g.game.record.version !== c.version) return [];
    const status = g.game.status;
    if (!status || status.over) return [];
    // A seat whose turn clock ran out is left to the clock timer, about to move for it (or hand it over, or
    // open a vote): a reminder now would ping the player just before the game moves on without them.
    const clockDue = ranOut(table, g.game, now).map((r) => r.seat);
    const toRemind = g.game.seats.filter(
      (s) => s.userId !== null && status.toAct.includes(s.seat) && !clockDue.includes(s.seat),
    );
    if (toRemind.length === 0) return [];
    const waitedBySeat: Record<number, number> = {};
    const asked = askedSince(table, g.game, toRemind, c.waitingSince);
    for (const s of toRemind) waitedBySeat[s.seat] = now - asked[s.seat]!;
    return [
      {
        id: c.id,
        gameId: g.game.record.gameId,
        guildId: g.game.record.guildId,
        channelId: c.channelId,
        version: c.version,
        toRemind,
        waitingSince: c.waitingSince,
        waitedMs: now - c.waitingSince,
        waitedBySeat,
        alreadySent: c.count,
        turnMessageId: currentTurnMessage(table, c.id, c.version),
      },
    ];
  });
}

/** At most this many of the latest actions are read back to find when a seat was first asked. */
const MAX_ACTIONS_READ_BACK = 200;

/**
 * When game `id` first asked each of `seats` in the wait that goes on (it reached its version at `reachedAt`),
 * by seat: read back from the latest action while each left the seat asked (`after`, logged with it) and was
 * another seat's; the wait began at the oldest such action's time, or at the seat's own last action. An action
 * logged without `after` (before migration 013), or a log that could not be read, ends the search: the wait
 * counts from there, never from earlier than is known. Asked since the first action, the seat was waited on
 * from the start if the set-up's status asked it. The log is read once for all the seats, and the set-up's
 * status made once.
 */
export function askedSince(
  table: Table,
  game: TableGame,
  seats: readonly SeatInfo[],
  reachedAt: number,
): Record<number, number> {
  const { record } = game;
  const { id, version } = record;
  const since: Record<number, number> = {};
  for (const s of seats) since[s.seat] = reachedAt;
  const read = table.store.actions(id, Math.max(0, version - MAX_ACTIONS_READ_BACK));
  if (!read.ok) return since;
  let startAsked: readonly number[] | null | undefined;
  for (const { seat } of seats) {
    let fromStart = true;
    for (let i = read.value.length - 1; i >= 0; i--) {
      const a = read.value[i]!;
      if (!a.after?.toAct.includes(seat)) {
        fromStart = false;
        break;
      }
      since[seat] = a.createdAt;
      if (a.seat === seat) {
        fromStart = false;
        break;
      }
    }
    // Asked since the first action: whether at the start too, the start's status says (set-up is deterministic).
    if (!fromStart || version > MAX_ACTIONS_READ_BACK || record.startedAt === null) continue;
    startAsked ??= startToAct(game);
    if (startAsked?.includes(seat)) since[seat] = Math.min(since[seat]!, record.startedAt);
  }
  return since;
}

/** Whom game's set-up asked first (set-up is deterministic); null when it could not be made again. */
function startToAct(game: TableGame): readonly number[] | null {
  const { record, module } = game;
  try {
    return module.status(module.setup(game.seats.length, record.options, record.seed)).toAct;
  } catch (e) {
    log.warn({ err: e, id: record.id }, 'could not tell who the game asked at its start');
    return null;
  }
}

/**
 * Record that a reminder for `due` goes out at `now`. Returns its number at this version (1, 2, …), or a
 * `stale` error when it is no longer due (someone acted, another tick claimed it): then post nothing.
 * Claim before posting, so a failed post counts too and is never retried in a loop.
 */
export function claimReminder(
  table: Table,
  due: Pick<DueReminder, 'id' | 'version'>,
  now: number,
  policy: ReminderPolicy,
): Result<{ number: number }> {
  try {
    const n = table.store.reminders.claim(due.id, due.version, now, rules(now, policy));
    if (n === null) return { ok: false, code: 'stale', message: 'That reminder is no longer due.' };
    return { ok: true, number: n };
  } catch (e) {
    if (isBusyError(e)) return { ok: false, code: 'busy', message: BUSY_MESSAGE }; // the next tick retries
    log.error({ err: e, id: due.id }, 'recording a reminder failed');
    return { ok: false, code: 'internal', message: 'The reminder could not be recorded.' };
  }
}

/** The id of the game's turn message when it shows `version`; null when it shows an older one or none. */
function currentTurnMessage(table: Table, id: number, version: number): string | null {
  const t = table.turnMessage(id);
  return t && t.version === version ? t.messageId : null;
}

/** A question that lapsed: who let it lapse, in the game with store row `id`. */
export interface LapsedAnswer {
  id: number;
  seat: SeatInfo;
}

/**
 * Once a game's reminders at its version are spent and one more wait has passed, every human seat asked a
 * question out of turn at that version that the game can answer for it (`module.lapse`: a pass, a declined
 * offer) gives that answer, saved like a move (user null), and so do the questions asked of it next. Its own
 * turn's move is never played for a player: turn clocks do that.
 */
export function lapseSpentQuestions(table: Table, now: number, policy: ReminderPolicy): LapsedAnswer[] {
  if (!(policy.afterMs > 0)) return [];
  const spent = () => table.store.reminders.spent(rules(now, policy));
  return eachFound(overGames(log, 'lapsed questions'), spent, (c) => {
    // Only the seats that outlived the reminders: one whose answer lapsed passes the questions that follow too,
    // but another player asked only now, by the answer given for them, has had no time to answer.
    let waitedOn: number[] | null = null;
    const seats = answerOneByOne(table, c.id, 'a lapsed answer was refused', (game, status, n) => {
      const { module, record, seats } = game;
      if (record.version !== c.version + n || !module.lapse) return null;
      const lapse = module.lapse;
      const waited = (waitedOn ??= status.toAct);
      const asked = seats
        .filter((s) => s.userId !== null && status.toAct.includes(s.seat) && waited.includes(s.seat))
        .map((s) => ({ seat: s, action: lapse(record.state, s.seat) }))
        .find((x) => x.action !== null);
      return asked ?? null;
    });
    return seats.map((seat) => ({ id: c.id, seat }));
  });
}

/** An answer given for a seat's player: the game's own answer to a question left to lapse, or its bot's move. */
export type AnswerFor = { seat: SeatInfo } & ({ action: unknown } | { bot: string });

/** At most this many questions answered for players in one game at one go. */
const MAX_ANSWERS_AT_ONCE = 16;

/**
 * Answer game `id`'s questions for its players one after another, each as `next` finds it in the game as it is
 * then (`n`: answered before it; null: none left), saved like a move (user null): questions that lapsed
 * (`lapseSpentQuestions`) and those asked of players away (src/table/clocks-vacation.ts). A refused answer is
 * logged as `refused` and ends it. The seats answered for, in order.
 */
export function answerOneByOne(
  table: Table,
  id: number,
  refused: string,
  next: (game: TableGame, status: GameStatus, n: number) => AnswerFor | null,
): SeatInfo[] {
  const answered: SeatInfo[] = [];
  for (let n = 0; n < MAX_ANSWERS_AT_ONCE; n++) {
    const g = table.getGameById(id);
    if (!g.ok || !g.game.status || g.game.status.over) break;
    const answer = next(g.game, g.game.status, n);
    if (!answer) break;
    const seat = answer.seat.seat;
    const r =
      'bot' in answer
        ? table.actForSeat(g.game, seat, answer.bot)
        : table.actOn(g.game, seat, null, answer.action, 'lapse');
    if (!r.ok) {
      log.warn({ id, seat, code: r.code }, refused);
      break;
    }
    answered.push(answer.seat);
  }
  return answered;
}
