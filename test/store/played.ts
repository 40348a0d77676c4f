/**
 * Stats fixtures: games of the "Race" fixture written straight into a store with a test clock, so each move's
 * wait, each game's length and each final result are known exactly.
 */
import type { NewSeat, Store } from '../../src/store';

export interface Clock {
  t: number;
}

export const GUILD = 'guild-1';
export const HOUR = 3_600_000;
export const MINUTE = 60_000;

export const ana: NewSeat = { userId: 'u-ana', botKind: null, name: 'Ana' };
export const ben: NewSeat = { userId: 'u-ben', botKind: null, name: 'Ben' };
export const cat: NewSeat = { userId: 'u-cat', botKind: null, name: 'Cat' };
export const bot: NewSeat = { userId: null, botKind: 'cautious', name: 'Bot 1' };

export interface PlayedSpec {
  channel: string;
  guildId?: string;
  gameId?: string;
  seats: NewSeat[];
  /** Each move: the clock advances `after` ms, then `seat` acts. */
  moves: { seat: number; after: number }[];
  /** How the game ends: won (with `positions` and `winners` in its final state), abandoned, or still in play. */
  end: 'finished' | 'abandoned' | 'active';
  positions?: number[];
  winners?: number[];
  /** ms from the last move to the abandonment. */
  abandonAfter?: number;
}

/** A Race state (test/fixtures/race.ts) with the given final positions and winners. */
export function raceState(positions: number[], winners: number[]) {
  return {
    target: 10,
    round: 3,
    positions,
    pending: positions.map(() => null),
    winners,
    rng: { s: [1, 2, 3, 4] },
  };
}

/** Write one game (lobby, start, moves, end) and return its row id. */
export function playGame(store: Store, clock: Clock, spec: PlayedSpec): number {
  const host = spec.seats.find((s) => s.userId)?.userId ?? 'u-host';
  const created = store.createGame({
    guildId: spec.guildId ?? GUILD,
    channelId: spec.channel,
    gameId: spec.gameId ?? 'test-race',
    options: { target: 10 },
    seed: `seed-${spec.channel}`,
    hostUserId: host,
    seats: spec.seats,
  });
  if (!created.ok) throw new Error(created.message);
  const id = created.game.id;
  const positions = spec.positions ?? spec.seats.map(() => 0);
  const start = store.startGame(
    id,
    spec.seats,
    raceState(
      positions.map(() => 0),
      [],
    ),
  );
  if (!start.ok) throw new Error(start.message);
  spec.moves.forEach((m, i) => {
    clock.t += m.after;
    const last = i === spec.moves.length - 1;
    const finished = last && spec.end === 'finished';
    const state = finished
      ? raceState(positions, spec.winners ?? [])
      : raceState(
          positions.map(() => 0),
          [],
        );
    const r = store.applyAction(
      id,
      i,
      {
        seat: m.seat,
        userId: spec.seats[m.seat]?.userId ?? null,
        action: { type: 'choose', choice: 'safe' },
        events: [],
      },
      state,
      finished ? 'finished' : 'active',
    );
    if (!r.ok) throw new Error(r.message);
  });
  if (spec.end === 'abandoned') {
    clock.t += spec.abandonAfter ?? 0;
    const r = store.closeGame(id, 'abandoned');
    if (!r.ok) throw new Error(r.message);
  }
  return id;
}
