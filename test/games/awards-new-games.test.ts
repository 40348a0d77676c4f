/**
 * The end-of-game awards of Merit's "Oil" and Wildcatters, checked against whole seeded bot games: each award
 * goes to the players with the most of what it names, counted independently of the award code.
 */
import { describe, expect, it } from 'vitest';
import { meritOil } from '../../src/games/merit-oil';
import { wildcatters } from '../../src/games/wildcatters';
import { Rng } from '../../src/games/rng';
import type { MeritAction, MeritState } from '../../src/games/merit-oil/types';
import type { WildcattersAction, WildcattersState } from '../../src/games/wildcatters/types';
import type { AnyGameModule, PlayedAction } from '../../src/games/types';

function playToEnd(module: AnyGameModule, seed: string): { state: unknown; played: PlayedAction<unknown>[] } {
  let state: unknown = module.setup(4, module.optionsSchema.parse({}), seed);
  const rng = Rng.fromSeed(seed);
  const played: PlayedAction<unknown>[] = [];
  for (let i = 0; i < 20_000 && !module.status(state).over; i++) {
    const seat = module.status(state).toAct[0]!;
    const action: unknown = module.bots.greedy!(state, seat, rng);
    const r = module.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error);
    played.push({ seat, action, events: r.events });
    state = r.state;
  }
  expect(module.status(state).over).toBe(true);
  return { state, played };
}

const leaders = (counts: number[]) => {
  const best = Math.max(...counts);
  return best > 0 ? counts.flatMap((n, seat) => (n === best ? [seat] : [])) : [];
};

describe("Merit's Oil awards", () => {
  it('Wildcatter goes to the most strikes on the drilling track, Shipping magnate to the most cargoes sold', () => {
    const { state, played } = playToEnd(meritOil, 'awards-merit-1');
    const awards = meritOil.awards!(state as MeritState, played as PlayedAction<MeritAction>[]);
    const wildcatter = awards.find((a) => a.title === 'Wildcatter');
    const strikes = [0, 1, 2, 3].map(
      (seat) =>
        played
          .filter((p) => p.seat === seat)
          .flatMap((p) => p.events)
          .filter((e) => e.kind === 'strike').length,
    );
    expect(
      strikes.some((n) => n > 0),
      'someone struck oil',
    ).toBe(true);
    expect(wildcatter?.seats).toEqual(leaders(strikes));
    const magnate = awards.find((a) => a.title === 'Shipping magnate');
    const arrivals = [0, 1, 2, 3].map(
      (seat) =>
        played
          .filter((p) => p.seat === seat)
          .flatMap((p) => p.events)
          .filter((e) => e.kind === 'arrive').length,
    );
    expect(magnate?.seats ?? []).toEqual(leaders(arrivals));
  });
});

describe('Wildcatters awards', () => {
  it('Oil baron, Wildcatter and Refiner go to the most barrels delivered, drills and full refineries', () => {
    const { state, played } = playToEnd(wildcatters, 'awards-wild-1');
    const s = state as { players: { delivered: number; drills: number; fullEmptyings: number }[] };
    const awards = wildcatters.awards!(
      state as WildcattersState,
      played as PlayedAction<WildcattersAction>[],
    );
    const seatsOf = (title: string) => awards.find((a) => a.title === title)?.seats ?? [];
    expect(seatsOf('Oil baron')).toEqual(leaders(s.players.map((p) => p.delivered)));
    expect(seatsOf('Wildcatter')).toEqual(leaders(s.players.map((p) => p.drills)));
    expect(seatsOf('Refiner')).toEqual(leaders(s.players.map((p) => p.fullEmptyings)));
    expect(awards.length, 'a whole game gives some awards').toBeGreaterThan(0);
    // Drills are counted by the engine itself: the tally matches the drill events.
    const drills = [0, 1, 2, 3].map(
      (seat) =>
        played
          .filter((p) => p.seat === seat)
          .flatMap((p) => p.events)
          .filter((e) => e.kind === 'drill').length,
    );
    expect(s.players.map((p) => p.drills)).toEqual(drills);
  });
});
