/**
 * The turn message's clock lines never state a deadline gone by while the bot has still to act on it: a clock
 * about to run out reads "any moment" rather than a countdown Discord would carry on past it, and the end of a
 * vacation shows the minute by which the clock loop tells it (rounded up), not one already gone.
 */
import { describe, expect, it } from 'vitest';
import { turnClockLines } from '../../src/discord/clocks-lines';
import type { GameClock, SeatInfo } from '../../src/table';

const T = Date.UTC(2026, 11, 5, 14, 4, 30);
const seats = [
  { seat: 0, name: 'Ana' },
  { seat: 1, name: 'Ben' },
] as SeatInfo[];

function clock(running: Partial<GameClock['running'][number]>[], away: GameClock['away'] = []): GameClock {
  const base = { seat: 1, since: T - 1000, deadline: T, away: false, ranOut: false, soon: false };
  return {
    kind: 'move',
    limitMs: 86_400_000,
    policy: 'bot-move',
    running: running.map((r) => ({ ...base, ...r })),
    away,
  };
}

describe('turnClockLines', () => {
  it('counts down to a deadline far off, and says "any moment" for one about to pass', () => {
    expect(turnClockLines({ seats, clock: clock([{}]) })).toEqual([`Ben: runs out <t:${T / 1000}:R>`]);
    expect(turnClockLines({ seats, clock: clock([{ soon: true }]) })).toEqual([
      'Ben: runs out any moment now',
    ]);
    expect(turnClockLines({ seats, clock: clock([{ ranOut: true }]) })).toEqual([
      'Ben: out of time; a bot plays that move',
    ]);
  });

  it('shows the end of a vacation rounded up to the minute', () => {
    const lines = turnClockLines({ seats, clock: clock([], [{ seat: 1, untilAt: T }]) });
    expect(lines).toEqual([`🏖 Ben is away until <t:${(T + 30_000) / 1000}:f>`]);
  });
});
