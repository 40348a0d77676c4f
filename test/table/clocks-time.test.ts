/** Turn-clock arithmetic: deadlines pushed back by vacations, time used, a move clock's extra time. */
import { describe, expect, it } from 'vitest';
import type { SeatClockRecord } from '../../src/store/clocks';
import { awayMs, deadlineOf, HOUR_MS, syncSeats } from '../../src/table/clocks-time';

const move = { kind: 'move' as const, limitMs: 24 * HOUR_MS };
const budget = { kind: 'budget' as const, limitMs: 48 * HOUR_MS };
const waiting = (since: number, more: Partial<SeatClockRecord> = {}): SeatClockRecord => ({
  seat: 0,
  waitingSince: since,
  usedMs: 0,
  extraMs: 0,
  expiredSince: null,
  ...more,
});

describe('deadlines', () => {
  it('a vacation met before the deadline pushes it back by the time away (only the part after the wait began)', () => {
    const vacations = [
      { fromAt: -5 * HOUR_MS, untilAt: 2 * HOUR_MS }, // began before the wait: 2 h count
      { fromAt: 10 * HOUR_MS, untilAt: 13 * HOUR_MS }, // 3 h
      { fromAt: 100 * HOUR_MS, untilAt: 200 * HOUR_MS }, // after the deadline: no effect
    ];
    expect(deadlineOf(move, waiting(0), vacations)).toBe((24 + 2 + 3) * HOUR_MS);
  });

  it('a vacation that begins after the first push still counts when the deadline reaches it', () => {
    const vacations = [
      { fromAt: 20 * HOUR_MS, untilAt: 30 * HOUR_MS },
      { fromAt: 31 * HOUR_MS, untilAt: 32 * HOUR_MS },
    ];
    expect(deadlineOf(move, waiting(0), vacations)).toBe((24 + 10 + 1) * HOUR_MS);
  });

  it('a budget clock allows what is left of the budget, plus time granted; once spent, a day a move', () => {
    expect(deadlineOf(budget, waiting(0, { usedMs: 40 * HOUR_MS, extraMs: 2 * HOUR_MS }), [])).toBe(
      10 * HOUR_MS,
    );
    expect(deadlineOf(budget, waiting(0, { usedMs: 60 * HOUR_MS }), [])).toBe(24 * HOUR_MS);
    expect(deadlineOf(budget, waiting(5, { usedMs: 48 * HOUR_MS }), [])).toBe(5 + 24 * HOUR_MS);
    expect(deadlineOf(move, waiting(0, { waitingSince: null }), [])).toBeNull();
  });
});

describe('syncing a seat', () => {
  const seat = { seat: 0, played: true, vacations: [] };

  it('a seat that acted ends its wait at its action and, still asked, starts a new one', () => {
    const [row] = syncSeats(
      budget,
      [waiting(0)],
      [{ ...seat, asked: true, actedAt: 5 * HOUR_MS }],
      6 * HOUR_MS,
      7,
    );
    expect(row).toMatchObject({ waitingSince: 6 * HOUR_MS, usedMs: 5 * HOUR_MS });
  });

  it('time away is not used, and a move clock’s extra time lasts one wait', () => {
    const vacations = [{ fromAt: HOUR_MS, untilAt: 3 * HOUR_MS }];
    const [row] = syncSeats(
      move,
      [waiting(0, { extraMs: HOUR_MS })],
      [{ ...seat, vacations, asked: false, actedAt: 5 * HOUR_MS }],
      5 * HOUR_MS,
      5 * HOUR_MS,
    );
    expect(row).toMatchObject({ waitingSince: null, usedMs: 3 * HOUR_MS, extraMs: 0 });
    expect(awayMs(vacations, 0, 5 * HOUR_MS)).toBe(2 * HOUR_MS);
  });

  it('a seat handed to a bot stops waiting when it changes hands', () => {
    const [row] = syncSeats(
      move,
      [waiting(0)],
      [{ ...seat, played: false, asked: true, actedAt: null }],
      0,
      4,
    );
    expect(row).toMatchObject({ waitingSince: null, usedMs: 4 });
  });
});
