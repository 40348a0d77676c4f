/**
 * Seats handed to bots and back, mid-game: a player leaves (a bot takes the seat for good), the host hands
 * an absent player's seat to a bot (the player keeps it), a player returns to their seat, someone not seated
 * takes over a bot's seat when the host allows it. Each change is noted in the game log, and bot seats then
 * act at once (the game goes on). Game-agnostic: the bot is the game's greedy one when it has one.
 *
 * A game is played by people: the last player to leave ends it (abandoned: bots do not play it out, and it is
 * not scored), and so does the last player's turn clock running out; the host cannot hand the last seat a
 * person plays to a bot.
 */
import type { AnyGameModule } from '../games/types';
import { logger } from '../log';
import { isBusyError } from '../store/checks';
import { standInBot } from './bots';
import { BUSY_MESSAGE, INTERNAL_MESSAGE } from './busy';
import { playedByPlayer } from './clocks-sync';
import { awayAt, minuteUp } from './clocks-time';
import type { Table } from './table';
import type { Result, SeatInfo, TableError, TableErrorCode, TableGame, TableStep } from './types';

const log = logger.child({ module: 'seats-handover' });

/** A seat change done: the game after it (and after any bot moves it let happen). */
export interface SeatChange {
  game: TableGame;
  seat: SeatInfo;
  /** The game's version when the seat changed, before any bot moved: the log's note comes after it. */
  at: number;
  /** Bot moves made right after (the seat's own, when it was to act, and other bots'). */
  steps: TableStep[];
  /**
   * The last player left (or their turn clock ran out), so the game ended there, as abandoned (no bot moved):
   * bots would play it out in a moment, and its result would say nothing of its players.
   */
  ended: boolean;
}

/** The seat a player left (`/oil leave`, or taken over while absent), and who plays it now if a person took it over. */
export interface LeftSeat {
  seat: number;
  /** The person who took the seat over since (a bot plays it when null). */
  takenBy: SeatInfo | null;
}

/** The seat `userId` last left in `game`, and who took it over, or null if they never left one. */
export function leftSeat(
  table: Table,
  game: { record: { id: number }; seats: readonly SeatInfo[] },
  userId: string,
): LeftSeat | null {
  const seat = table.store.clocks.seatLeft(game.record.id, userId);
  if (seat === null) return null;
  const now = game.seats.find((s) => s.seat === seat);
  return { seat, takenBy: now?.userId ? now : null };
}

/** Whether nobody but `seat`'s player plays a seat of `game` (bots play all the others). */
export function lastPlayerSeat(game: TableGame, seat: number): boolean {
  return game.seats.every((s) => s.seat === seat || !playedByPlayer(s));
}

function refuse(code: TableErrorCode, message: string): TableError {
  return { ok: false, code, message };
}

/** A seat is taken in the lobby by joining: said to those who would take over or return to one there. */
const LOBBY_SEATS =
  'The game has not started yet: in its lobby, press **Join** (or `/oil join`) to take a free seat.';

/** The active game `row`, or why not (`lobby`: what to say while it is a lobby). */
function activeGame(
  table: Table,
  row: number,
  lobby = 'The game has not started yet.',
): Result<{ game: TableGame }> {
  const g = table.getGameById(row);
  if (!g.ok) return g;
  if (g.game.record.lifecycle === 'lobby') return refuse('lobby', lobby);
  if (g.game.record.lifecycle !== 'active' || !g.game.status || g.game.status.over)
    return refuse('over', 'This game is over.');
  return g;
}

function botFor(module: AnyGameModule): Result<{ kind: string }> {
  const kind = standInBot(module);
  return kind ? { ok: true, kind } : refuse('unknown-bot', `${module.title} has no bots to play a seat.`);
}

/**
 * Write a seat change and its log note in one transaction, resync the seat clocks, then let bots act (the
 * seat's new bot when it is to act). With `ends`, the game is closed as abandoned in the same transaction
 * instead, and no bot acts. Never throws.
 */
function change(
  table: Table,
  game: TableGame,
  seat: number,
  write: () => void,
  note: string,
  ends = false,
): Result<SeatChange> {
  const { record } = game;
  try {
    table.store.db.transaction(() => {
      write();
      table.store.clocks.addNote(record.id, {
        afterVersion: record.version,
        seat,
        text: note,
        createdAt: table.now(),
      });
      if (ends && !table.store.closeGame(record.id, 'abandoned').ok)
        throw new Error('the game was closed meanwhile');
    })();
  } catch (e) {
    if (isBusyError(e)) return refuse('busy', BUSY_MESSAGE);
    log.error({ err: e, id: record.id, seat }, 'changing a seat failed');
    return refuse('internal', INTERNAL_MESSAGE);
  }
  if (ends) {
    const after = table.getGameById(record.id);
    if (!after.ok) return after;
    const now = after.game.seats.find((s) => s.seat === seat);
    if (!now) return refuse('no-seat', 'There is no such seat.');
    log.info({ id: record.id, seat }, 'no player left at the table: game ended as abandoned');
    return { ok: true, game: after.game, seat: now, at: record.version, steps: [], ended: true };
  }
  table.syncClock(record.id, game.status, true);
  const bots = table.runBots(record.channelId);
  const after = bots.ok ? { ok: true as const, game: bots.game } : table.getGameById(record.id);
  if (!after.ok) return after;
  const now = after.game.seats.find((s) => s.seat === seat);
  if (!now) return refuse('no-seat', 'There is no such seat.');
  const steps = bots.ok ? bots.steps : [];
  return { ok: true, game: after.game, seat: now, at: record.version, steps, ended: false };
}

/**
 * `/oil leave` mid-game: a bot takes the player's seat for good (the name stays, for the log), and the store keeps
 * that they left it (their stats count the game as one they left). The last player to leave ends the game
 * (`SeatChange.ended`).
 */
export function leaveGame(table: Table, row: number, userId: string): Result<SeatChange> {
  const g = activeGame(table, row);
  if (!g.ok) return g;
  const mine = g.game.seats.find((s) => s.userId === userId);
  if (!mine) return refuse('not-seated', 'You are not playing in this game.');
  const bot = botFor(g.game.module);
  if (!bot.ok) return bot;
  const last = lastPlayerSeat(g.game, mine.seat);
  return change(
    table,
    g.game,
    mine.seat,
    () => table.store.clocks.leaveSeat(row, mine.seat, bot.kind, table.now()),
    last
      ? `{p${mine.seat}} left the game as its last player, so it ended, unscored.`
      : `{p${mine.seat}} left the game: a bot plays their seat from now on.`,
    last,
  );
}

/** The host (or an admin) hands an absent player's seat to a bot; the player keeps it and may return. */
export function handOver(
  table: Table,
  row: number,
  by: { userId: string; isAdmin: boolean },
  seat: number,
): Result<SeatChange> {
  const g = activeGame(table, row);
  if (!g.ok) return g;
  const target = g.game.seats.find((s) => s.seat === seat);
  if (!target) return refuse('no-seat', 'There is no such seat.');
  const host = g.game.record.hostUserId === by.userId;
  if (!host && !by.isAdmin)
    return refuse(
      'not-host',
      `Only the host or a server admin (Manage Threads) can hand ${target.name}’s seat to a bot.`,
    );
  if (!playedByPlayer(target)) return refuse('handed-over', `A bot already plays ${target.name}’s seat.`);
  // Bots would play the game out at once, and score it, with nobody at the table.
  if (lastPlayerSeat(g.game, seat))
    return refuse(
      'last-player',
      `${target.name} is the last player at the table: with their seat handed to a bot, bots would play the game out alone. \`/oil end\` ends it.`,
    );
  // The log says who decided: an admin who is not the host must not read as the host.
  return handToBot(
    table,
    g.game,
    target,
    `{p${seat}}’s seat was handed to a bot by ${host ? 'the host' : 'a server admin'} until they return.`,
  );
}

/**
 * Hand `target`'s seat to the game's stand-in bot, keeping its player (also when a turn clock runs out), with
 * `note` in the log. The last seat a person plays is never handed over: as when its player leaves, the game
 * ends there as abandoned (`SeatChange.ended`, with `lastNote` in the log), and the seat stays its player's.
 */
export function handToBot(
  table: Table,
  game: TableGame,
  target: SeatInfo,
  note: string,
  lastNote = `Nobody but {p${target.seat}} played a seat, so the game ended, unscored.`,
): Result<SeatChange> {
  const bot = botFor(game.module);
  if (!bot.ok) return bot;
  const last = lastPlayerSeat(game, target.seat);
  return change(
    table,
    game,
    target.seat,
    () => {
      if (!last) table.store.clocks.setSeatBot(game.record.id, target.seat, bot.kind);
    },
    last ? lastNote : note,
    last,
  );
}

/**
 * `/oil return`: the player takes their seat back from the bot. Bots finish their moves before a call
 * returns, so the player acts at the next point where the seat is to act.
 */
export function returnSeat(table: Table, row: number, userId: string): Result<SeatChange> {
  const g = activeGame(table, row, LOBBY_SEATS);
  if (!g.ok) return g;
  const mine = g.game.seats.find((s) => s.userId === userId);
  if (!mine) {
    // Their seat, left or taken over while a bot played it, may have a new player: say who, not how to take it.
    const takenBy = leftSeat(table, g.game, userId)?.takenBy;
    if (takenBy)
      return refuse(
        'seat-taken',
        `${takenBy.name} took over your seat while a bot played it, so you have no seat in this game to return to. You can still follow it here, and \`/oil games\` lists lobbies with a free seat.`,
      );
    return refuse('not-seated', 'You have no seat in this game to return to.');
  }
  if (playedByPlayer(mine)) return refuse('not-handed-over', 'You play your seat already.');
  return change(
    table,
    g.game,
    mine.seat,
    () => table.store.clocks.setSeatBot(row, mine.seat, null),
    `{p${mine.seat}} is back and plays their seat again.`,
  );
}

/** The host allows (or stops allowing) people who are not seated to take over bot seats. */
export function allowTakeover(
  table: Table,
  row: number,
  by: { userId: string; isAdmin: boolean },
  allowed: boolean,
): Result<{ game: TableGame }> {
  const g = table.getGameById(row);
  if (!g.ok) return g;
  if (g.game.record.hostUserId !== by.userId && !by.isAdmin)
    return refuse(
      'not-host',
      'Only the host or a server admin (Manage Threads) can allow taking over bot seats.',
    );
  try {
    table.store.clocks.setTakeoverAllowed(row, allowed);
  } catch (e) {
    if (isBusyError(e)) return refuse('busy', BUSY_MESSAGE);
    throw e;
  }
  return table.getGameById(row);
}

/**
 * `/oil takeover`: someone not seated takes over a seat a bot plays, when the host allows it: a bot's own seat,
 * one its player left, or one handed to a bot while its player is absent (by the host or an admin, or by a turn
 * clock). The seat keeps its state; only who plays it changes. An absent player whose seat is taken over loses
 * it for good, as if they had left it (their stats count the game as one they left); a player away on vacation
 * keeps theirs, and a seat its player still plays is never taken: the host hands it to a bot first.
 */
export function takeOver(
  table: Table,
  row: number,
  user: { userId: string; name: string },
  seat: number,
): Result<SeatChange> {
  const g = activeGame(table, row, LOBBY_SEATS);
  if (!g.ok) return g;
  if (g.game.seats.some((s) => s.userId === user.userId))
    return refuse(
      'already-seated',
      'You already have a seat in this game (`/oil return` if a bot plays it).',
    );
  const target = g.game.seats.find((s) => s.seat === seat);
  if (!target) return refuse('no-seat', 'There is no such seat.');
  if (playedByPlayer(target))
    return refuse(
      'not-bot-seat',
      `${target.name} still plays their seat, so it cannot be taken over. If they are absent, the host or a ` +
        `server admin can hand it to a bot first with \`/oil leave seat:${seat + 1}\`; then it can be taken over.`,
    );
  if (!table.store.clocks.takeoverAllowed(row))
    return refuse(
      'takeover-closed',
      'The host does not allow taking over bot seats in this game. Ask the host or a server admin ' +
        '(Manage Threads) to allow it with `/oil takeover allow:true`.',
    );
  const absent = target.userId;
  const minding = target.botKind;
  const { guildId } = g.game.record;
  if (absent !== null && guildId !== null) {
    const away = awayAt(table.store.clocks.vacations(guildId, absent), table.now());
    if (away)
      return refuse(
        'away',
        `${target.name} is away on vacation until <t:${Math.floor(minuteUp(away.untilAt) / 1000)}:f>, and ` +
          'their seat waits for them: it can be taken over only once they are back and still absent.',
      );
  }
  return change(
    table,
    g.game,
    seat,
    () => {
      // The absent player leaves the seat as `/oil leave` would (the store keeps that they left it).
      if (absent !== null && minding !== null) table.store.clocks.leaveSeat(row, seat, minding, table.now());
      table.store.clocks.setSeatController(row, seat, {
        userId: user.userId,
        botKind: null,
        name: user.name,
      });
    },
    absent !== null
      ? `${user.name} took over ${target.name}’s seat, which a bot played while they were away.`
      : `${user.name} took over ${target.name}’s seat.`,
  );
}
