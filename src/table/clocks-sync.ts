/**
 * Keeping seat clocks in step with their game, from the store alone: after every saved change the table
 * brings them up to the game's version (`syncGameClock`), reading when each seat acted from the action log,
 * and each load reads when the waiting seats' clocks run out (`readGameClock`). The clock loop calls the same
 * sync, so a change saved just before a crash is caught up at the next tick.
 */
import type { GameStatus } from '../games/types';
import type { Store } from '../store/store';
import type { GameRecord } from '../store/types';
import { awayAt, CLOCK_SOON_MS, deadlineOf, syncSeats, type SeatNow } from './clocks-time';
import type { GameClock, SeatInfo } from './types';

/** A seat its player plays now: not a bot's, not handed to one. */
export function playedByPlayer(s: Pick<SeatInfo, 'userId' | 'botKind'>): boolean {
  return s.userId !== null && s.botKind === null;
}

function vacationsOf(store: Store, guildId: string | null, userId: string | null) {
  return guildId && userId ? store.clocks.vacations(guildId, userId) : [];
}

/**
 * Bring game `id`'s seat clocks up to its current version (nothing to do when they are, unless `force`: a
 * seat changed hands). `now` ends the waits of seats that stopped waiting without acting.
 */
export function syncGameClock(
  store: Store,
  id: number,
  status: GameStatus | null,
  now: number,
  force = false,
): void {
  const clock = store.clocks.clock(id);
  if (!clock) return;
  const record = store.clocks.gameHead(id);
  if (!record) return;
  if (!force && clock.syncedVersion === record.version) return;
  const reachedAt = store.clocks.reachedAt(id) ?? now;
  const acted = new Map<number, number>();
  if (clock.syncedVersion >= 0) {
    const since = store.actions(id, clock.syncedVersion);
    if (!since.ok) return;
    for (const a of since.value) acted.set(a.seat, a.createdAt);
  }
  const over = !status || status.over || record.lifecycle !== 'active';
  const seats: SeatNow[] = store.seats(id).map((s) => ({
    seat: s.seat,
    played: playedByPlayer(s),
    asked: !over && status.toAct.includes(s.seat),
    actedAt: acted.get(s.seat) ?? null,
    vacations: vacationsOf(store, record.guildId, s.userId),
  }));
  const rows = syncSeats(clock, store.clocks.seatClocks(id), seats, reachedAt, Math.max(reachedAt, now));
  store.clocks.saveSeatClocks(id, record.version, rows);
}

/** The game's clock as players see it at `now`; null when it has none. */
export function readGameClock(
  store: Store,
  record: GameRecord,
  seats: readonly SeatInfo[],
  now: number,
): GameClock | null {
  const clock = store.clocks.clock(record.id);
  if (!clock) return null;
  const rows = store.clocks.seatClocks(record.id);
  const running: GameClock['running'] = [];
  const away: GameClock['away'] = [];
  for (const s of seats) {
    const vacations = vacationsOf(store, record.guildId, s.userId);
    const off = awayAt(vacations, now);
    if (off && s.userId !== null) away.push({ seat: s.seat, untilAt: off.untilAt });
    const row = rows.find((r) => r.seat === s.seat);
    const deadline = row && playedByPlayer(s) ? deadlineOf(clock, row, vacations) : null;
    if (row && row.waitingSince !== null && deadline !== null) {
      running.push({
        seat: s.seat,
        since: row.waitingSince,
        deadline,
        away: off !== null,
        ranOut: deadline <= now,
        soon: off === null && deadline > now && deadline - now <= CLOCK_SOON_MS,
      });
    }
  }
  return { kind: clock.kind, limitMs: clock.limitMs, policy: clock.policy, running, away };
}
