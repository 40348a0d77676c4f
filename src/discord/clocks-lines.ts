/**
 * A game's turn clock in words, for the lobby and the turn message. Pure: table game in, lines out. Times
 * are Discord timestamps, which every reader sees in their own zone and which count down by themselves
 * ("runs out in 5 hours") without the message being edited. No line may state a deadline gone by while the
 * bot has still to act on it: a countdown gives way to "any moment" near its end, and a date is rounded up to
 * the minute (`minuteUp`).
 */
import type { ClockPolicy } from '../store/clocks';
import type { GameClock, TableGame } from '../table';
import { graceMs, minuteUp } from '../table/clocks-time';
import { discordTime } from './clocks-notice';
import { safeName } from './names';

const POLICY_WORDS: Record<ClockPolicy, string> = {
  'bot-move': 'a bot plays that move',
  'hand-over': 'a bot plays the seat until its player returns',
  vote: 'the other players vote: wait longer, or hand the seat to a bot',
};

/** "24 h", "72 h", "7 days": a clock's length (hours up to three days). */
export function durationWords(ms: number): string {
  const hours = Math.round(ms / 3_600_000);
  return hours <= 72 ? `${hours} h` : `${Math.round(hours / 24)} days`;
}

/** "24 h per move" or "7 days per player in all". */
export function clockWords(clock: Pick<GameClock, 'kind' | 'limitMs'>): string {
  return clock.kind === 'move'
    ? `${durationWords(clock.limitMs)} per move`
    : `${durationWords(clock.limitMs)} per player in all`;
}

/**
 * The lobby's line, ending in a line break: "⏳ Clock: 24 h per move; when it runs out, …" ('' without one). A
 * budget says what each move has once it is spent ("7 days per player in all, then 24 h a move").
 */
export function lobbyClockLine(game: Pick<TableGame, 'clock'>): string {
  const c = game.clock;
  if (!c) return '';
  const then = c.kind === 'budget' ? `, then ${durationWords(graceMs(c))} a move` : '';
  return `⏳ Clock: ${clockWords(c)}${then}; when it runs out, ${POLICY_WORDS[c.policy]}.\n`;
}

/**
 * The open lobby's line, ending in a line break: "⌛ Closes <date and time> if nobody joins, leaves or changes it
 * by then." ('' once started, or when lobbies never close: `closesAfterMs` 0). A lobby unchanged for
 * `closesAfterMs` (LOBBY_DAYS) closes at the clock loop's next tick: the time is rounded up to the minute, and
 * shown as a date, never counting down, so that it cannot read as past while the lobby is still open.
 */
export function lobbyClosingLine(game: Pick<TableGame, 'record'>, closesAfterMs: number): string {
  if (game.record.lifecycle !== 'lobby' || !(closesAfterMs > 0)) return '';
  const at = minuteUp(game.record.updatedAt + closesAfterMs);
  return `⌛ Closes ${discordTime(at, 'f')} if nobody joins, leaves or changes it by then.\n`;
}

/**
 * The turn message's lines: each running clock's time left, and who is away until when. A clock that ran out
 * says what happens now instead of its deadline, which Discord would show as "runs out 2 hours ago" for as long
 * as a vote on it is open; one about to (`soon`: the clock loop redraws the message then) says "any moment",
 * where Discord's countdown would go on past its deadline until the loop's tick. The end of a vacation is
 * rounded up to the minute (the loop's tick that tells it comes within it), and the loop redraws the message
 * once it is over.
 */
export function turnClockLines(game: Pick<TableGame, 'clock' | 'seats'>): string[] {
  const c = game.clock;
  if (!c) return [];
  const name = (seat: number) =>
    safeName(game.seats.find((s) => s.seat === seat)?.name ?? `Seat ${seat + 1}`);
  const lines = c.running.map((r) =>
    r.ranOut
      ? `${name(r.seat)}: out of time; ${POLICY_WORDS[c.policy]}`
      : r.soon
        ? `${name(r.seat)}: runs out any moment now`
        : `${name(r.seat)}: runs out ${discordTime(r.deadline)}${r.away ? ' (paused while away)' : ''}`,
  );
  for (const a of c.away) lines.push(`🏖 ${name(a.seat)} is away until ${awayUntilTime(a.untilAt)}`);
  return lines;
}

/** When a vacation ends, as a date rounded up to the minute (`minuteUp`): "away until <date>". */
export function awayUntilTime(untilAt: number): string {
  return discordTime(minuteUp(untilAt), 'f');
}
