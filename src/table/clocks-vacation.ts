/**
 * Vacations: a player away for some days pauses their turn clocks in every game of the server, without
 * anyone's vote. Each server's admins choose how many days a year a player may take (calendar years, UTC);
 * a vacation ended early counts only the days it lasted.
 */
import { logger } from '../log';
import { isBusyError } from '../store/checks';
import type { Vacation } from '../store/clocks';
import { BUSY_MESSAGE } from './busy';
import { awayAt, awayMs, DAY_MS, DEFAULT_VACATION_DAYS_PER_YEAR, minuteUp } from './clocks-time';
import type { Table } from './table';
import { standInBot } from './bots';
import { playedByPlayer } from './clocks-sync';
import { answerOneByOne } from './reminders';
import { eachFound, type Sweep } from './each-found';
import type { Result, SeatInfo, TableError, TableErrorCode, TableGame } from './types';

const log = logger.child({ module: 'vacations' });

function refuse(code: TableErrorCode, message: string): TableError {
  return { ok: false, code, message };
}

function guarded<T extends { ok: boolean }>(fn: () => T | TableError): T | TableError {
  try {
    return fn();
  } catch (e) {
    if (isBusyError(e)) return refuse('busy', BUSY_MESSAGE);
    throw e;
  }
}

/** The calendar year (UTC) around `at`. */
function yearOf(at: number): { from: number; to: number } {
  const y = new Date(at).getUTCFullYear();
  return { from: Date.UTC(y, 0, 1), to: Date.UTC(y + 1, 0, 1) };
}

/** The server's vacation days a year. */
export function allowanceOf(table: Table, guildId: string): number {
  return table.store.clocks.allowance(guildId) ?? DEFAULT_VACATION_DAYS_PER_YEAR;
}

/** Vacation days used (or planned) in the calendar year of `at`, in days (fractions kept). */
export function daysTaken(vacations: readonly Vacation[], at: number): number {
  const { from, to } = yearOf(at);
  return awayMs(vacations, from, to) / DAY_MS;
}

export interface VacationOk {
  vacation: Vacation;
  /** Days left this year after it. */
  daysLeft: number;
  /** The active games of the server where the player has a seat (their clocks pause there). */
  games: number[];
}

/** Active games of `guildId` where `userId` has a seat. */
export function gamesOf(table: Table, guildId: string, userId: string): number[] {
  return table.store
    .openGamesIn({ guildId })
    .filter((id) => table.store.seats(id).some((s) => s.userId === userId))
    .filter((id) => {
      const g = table.store.getGame(id);
      return g.ok && g.value?.lifecycle === 'active';
    });
}

/** Go away for `days` from `now`, within the server's allowance; one vacation at a time. */
export function takeVacation(
  table: Table,
  guildId: string,
  userId: string,
  days: number,
  now: number,
): Result<VacationOk> {
  return guarded(() => {
    if (!Number.isInteger(days) || days < 1) return refuse('vacation', 'A vacation lasts one day or more.');
    const vacations = table.store.clocks.vacations(guildId, userId);
    const current = awayAt(vacations, now);
    if (current)
      return refuse(
        'vacation',
        `You are away already, until <t:${Math.floor(minuteUp(current.untilAt) / 1000)}:f>.`,
      );
    const allowance = allowanceOf(table, guildId);
    const vacation = { fromAt: now, untilAt: now + days * DAY_MS };
    const left = allowance - daysTaken(vacations, now);
    if (daysTaken([vacation], now) > left + 1e-9) {
      const n = Math.max(0, Math.floor(left + 1e-9));
      // Say what may be asked instead: fewer days, or none left until the new year.
      const instead = n > 0 ? ` Ask for \`away:${n}\` or fewer.` : ' The days come back on 1 January (UTC).';
      return refuse(
        'vacation',
        `This server allows ${allowance} vacation days a year; you have ${n} left this year.${instead}`,
      );
    }
    table.store.clocks.addVacation(guildId, userId, vacation);
    return {
      ok: true,
      vacation,
      daysLeft: allowance - daysTaken([...vacations, vacation], now),
      games: gamesOf(table, guildId, userId),
    };
  });
}

/** Where `userId` stands in `guildId` at `now`: the server's days a year, those left this year, away until when. */
export function vacationStanding(
  table: Table,
  guildId: string,
  userId: string,
  now: number,
): { allowance: number; daysLeft: number; awayUntil: number | null } {
  const vacations = table.store.clocks.vacations(guildId, userId);
  const allowance = allowanceOf(table, guildId);
  return {
    allowance,
    daysLeft: allowance - daysTaken(vacations, now),
    awayUntil: awayAt(vacations, now)?.untilAt ?? null,
  };
}

/** Come back early: the current vacation ends `now`. */
export function endVacation(table: Table, guildId: string, userId: string, now: number): Result<VacationOk> {
  return guarded(() => {
    const vacations = table.store.clocks.vacations(guildId, userId);
    const current = awayAt(vacations, now);
    if (!current) return refuse('vacation', 'You are not away.');
    table.store.clocks.endVacation(guildId, userId, current.fromAt, now);
    const after = table.store.clocks.vacations(guildId, userId);
    return {
      ok: true,
      vacation: { fromAt: current.fromAt, untilAt: now },
      daysLeft: allowanceOf(table, guildId) - daysTaken(after, now),
      games: gamesOf(table, guildId, userId),
    };
  });
}

/** A vacation that ended on its own: the player is back in `games` (their active games of the server). */
export interface VacationOver {
  guildId: string;
  userId: string;
  games: number[];
}

/** A sweep over players (vacations): each named by its server in the log. */
function overPlayers(what: string): Sweep<{ guildId: string }> {
  return { log, what, where: (v) => ({ guildId: v.guildId }) };
}

/**
 * The vacations that ended on their own by `now`, each claimed once (recorded before the threads are told, so a
 * failed post is not retried and a restarted bot does not tell it twice). One ended early was told by the
 * player's own `/oil settings away:0`.
 */
export function vacationsOver(table: Table, now: number): VacationOver[] {
  return eachFound(
    overPlayers('vacations that ended'),
    () => table.store.clocks.vacationsOver(now),
    (v) =>
      table.store.clocks.tellBack(v.guildId, v.userId, v.fromAt)
        ? [{ guildId: v.guildId, userId: v.userId, games: gamesOf(table, v.guildId, v.userId) }]
        : [],
  );
}

/** A question asked of a player away on vacation that the game settled for them, in game `id`. */
export interface AwayAnswer {
  id: number;
  seat: SeatInfo;
}

/**
 * Questions asked out of turn of players away on vacation at `now` are settled at once, so that nobody waits on
 * a player known to be away: what the game answers when a question lapses (`module.lapse`: a declined offer, a
 * pass), and for a question it cannot answer so (a Catan discard on another player's 7), the move of the bot a
 * turn clock would use. The player's own turn is never played for them (`holderOf`: whose turn it is, null
 * when the game does not say; then only `lapse` answers): their vacation pauses it.
 */
export function settleAwayQuestions(
  table: Table,
  now: number,
  holderOf: (game: TableGame) => number | null,
): AwayAnswer[] {
  return eachFound(
    overPlayers('questions for players away'),
    () => table.store.clocks.awayNow(now),
    ({ guildId, userId }) =>
      gamesOf(table, guildId, userId).flatMap((id) => settleInGame(table, id, userId, holderOf)),
  );
}

/** Settle the questions game `id` asks of `userId` (away) out of turn, one after another. */
function settleInGame(
  table: Table,
  id: number,
  userId: string,
  holderOf: (game: TableGame) => number | null,
): AwayAnswer[] {
  const seats = answerOneByOne(table, id, 'a question for an away player was not settled', (game, status) => {
    const seat = game.seats.find((s) => s.userId === userId && playedByPlayer(s));
    if (!seat || !status.toAct.includes(seat.seat)) return null;
    const action = game.module.lapse?.(game.record.state, seat.seat) ?? null;
    if (action !== null) return { seat, action };
    const holder = holderOf(game);
    const bot = standInBot(game.module);
    if (holder === null || holder === seat.seat || !bot) return null;
    return { seat, bot };
  });
  return seats.map((seat) => ({ id, seat }));
}

/**
 * The server's admins choose the vacation days a year: a setting of the whole server, so `isAdmin` (decided by
 * the caller) is a power over the whole server, Manage Server.
 */
export function setVacationAllowance(
  table: Table,
  guildId: string,
  isAdmin: boolean,
  days: number,
): Result<{ days: number }> {
  return guarded(() => {
    if (!isAdmin)
      return refuse(
        'not-admin',
        'Only someone who can manage the server (Manage Server) can change the vacation days a year.',
      );
    if (!Number.isInteger(days) || days < 0 || days > 366)
      return refuse('vacation', 'Vacation days a year run from 0 to 366.');
    table.store.clocks.setAllowance(guildId, days);
    return { ok: true, days };
  });
}
