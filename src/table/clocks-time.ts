/**
 * Turn-clock arithmetic, pure: the clock choices a lobby offers, how much time a seat has used, and when its
 * clock runs out. A player's vacations pause their clock: time inside a vacation never counts.
 */
import type { ClockKind, ClockPolicy, ClockRecord, SeatClockRecord, Vacation } from '../store/clocks';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** The clocks a lobby offers (the `clock` option of `/oil new`). */
export const CLOCK_CHOICES = {
  off: null,
  '24h': { kind: 'move', limitMs: 24 * HOUR_MS },
  '72h': { kind: 'move', limitMs: 72 * HOUR_MS },
  budget: { kind: 'budget', limitMs: 7 * DAY_MS },
} as const satisfies Record<string, { kind: ClockKind; limitMs: number } | null>;
export type ClockChoice = keyof typeof CLOCK_CHOICES;

/**
 * How near its deadline a clock reads "runs out any moment" rather than counting down. Discord counts a deadline
 * down by itself, and on past it ("runs out 1 minute ago") until the clock loop, which looks once a minute, runs
 * it out and redraws the turn message: the loop redraws it once within this of the deadline instead, which two
 * of its ticks leave room for (one may come late).
 */
export const CLOCK_SOON_MS = 2 * 60_000;

/**
 * `at` rounded up to the minute, for a time shown as a date ("away until …", "closes …"), which Discord shows to
 * the minute: the clock loop acts on it within the minute after, so the minute shown is never one gone by while
 * the bot has still to act.
 */
export function minuteUp(at: number): number {
  return Math.ceil(at / 60_000) * 60_000;
}

/** The policy when none is chosen. */
export const DEFAULT_CLOCK_POLICY: ClockPolicy = 'bot-move';

/** How much more time the other players grant when they vote to wait longer, per clock kind. */
export function graceMs(clock: Pick<ClockRecord, 'kind' | 'limitMs'>): number {
  return clock.kind === 'move' ? clock.limitMs : DAY_MS;
}

/** Vacation days a year when a server's admins chose none. */
export const DEFAULT_VACATION_DAYS_PER_YEAR = 14;

/** Time inside vacations between `from` and `to`. */
export function awayMs(vacations: readonly Vacation[], from: number, to: number): number {
  let ms = 0;
  for (const v of vacations) {
    const start = Math.max(v.fromAt, from);
    const end = Math.min(v.untilAt, to);
    if (end > start) ms += end - start;
  }
  return ms;
}

/**
 * The time a seat may still spend on its current wait (before vacations), by clock kind. A spent budget leaves
 * each later move the time a vote to wait longer grants (a day): else every move of the player's would run out
 * the moment it is asked, for the rest of the game, a bot playing it (or a vote opening) within the minute.
 */
export function allowedMs(clock: Pick<ClockRecord, 'kind' | 'limitMs'>, seat: SeatClockRecord): number {
  if (clock.kind === 'move') return clock.limitMs + seat.extraMs;
  const left = clock.limitMs + seat.extraMs - seat.usedMs;
  return left > 0 ? left : graceMs(clock);
}

/**
 * When the seat's clock runs out: its wait's start plus the time it is allowed, pushed back by every
 * vacation (past or planned) met on the way. Null when the seat is not waiting.
 */
export function deadlineOf(
  clock: Pick<ClockRecord, 'kind' | 'limitMs'>,
  seat: SeatClockRecord,
  vacations: readonly Vacation[],
): number | null {
  if (seat.waitingSince === null) return null;
  const since = seat.waitingSince;
  let deadline = since + Math.max(0, allowedMs(clock, seat));
  for (const v of [...vacations].sort((a, b) => a.fromAt - b.fromAt)) {
    if (v.untilAt <= since) continue;
    if (v.fromAt >= deadline) break;
    deadline += v.untilAt - Math.max(v.fromAt, since);
  }
  return deadline;
}

/** The vacation covering `at`, if any. */
export function awayAt(vacations: readonly Vacation[], at: number): Vacation | null {
  return vacations.find((v) => v.fromAt <= at && at < v.untilAt) ?? null;
}

/** What the sync needs to know of one seat. */
export interface SeatNow {
  seat: number;
  /** Its player plays it now (not a bot, not handed to one). */
  played: boolean;
  /** It is in the engine's `toAct` now. */
  asked: boolean;
  /** When it last acted after the previous sync, if it did. */
  actedAt: number | null;
  vacations: readonly Vacation[];
}

/**
 * Bring seat clocks from their last sync to now. `reachedAt`: when the game reached its current version (a
 * new wait starts then); `endedAt`: when a wait that ended without the seat acting (its seat handed to a
 * bot, the moment passed) ended. A seat that acted ends its wait at its action; a budget clock adds the time
 * used (vacations left out); a move clock's extra time lasts only one wait.
 */
export function syncSeats(
  clock: Pick<ClockRecord, 'kind'>,
  before: readonly SeatClockRecord[],
  seats: readonly SeatNow[],
  reachedAt: number,
  endedAt: number,
): SeatClockRecord[] {
  return seats.map((s) => {
    const row: SeatClockRecord = { ...(before.find((b) => b.seat === s.seat) ?? blank(s.seat)) };
    const waiting = s.played && s.asked;
    if (row.waitingSince !== null) {
      const ended = s.actedAt ?? (waiting ? null : endedAt);
      if (ended !== null) {
        const spent = ended - row.waitingSince - awayMs(s.vacations, row.waitingSince, ended);
        row.usedMs += Math.max(0, spent);
        row.waitingSince = null;
        if (clock.kind === 'move') row.extraMs = 0;
      }
    }
    if (waiting && row.waitingSince === null) row.waitingSince = Math.max(reachedAt, s.actedAt ?? reachedAt);
    return row;
  });
}

function blank(seat: number): SeatClockRecord {
  return { seat, waitingSince: null, usedMs: 0, extraMs: 0, expiredSince: null };
}
