/** Test helpers: spectators' views of games played by the bots, for the render pool's and boards' tests. */
import { getGame } from '../../src/games/registry';
import { Rng } from '../../src/games/rng';
import { wildcatters } from '../../src/games/wildcatters';
import { meritOil } from '../../src/games/merit-oil';
import { sceneFromMeritView } from '../../src/render/merit-oil/fromMeritView';
import type { MeritScene } from '../../src/render/merit-oil/scene';
import {
  asWildcattersView,
  sceneFromWildcattersView,
} from '../../src/render/wildcatters/fromWildcattersView';
import type { WildcattersScene } from '../../src/render/wildcatters/scene';
import { playBots } from '../../src/tools/play-bots';
import type { CatanView } from '../../src/games/catan/types';
import { sceneFromCatanView } from '../../src/render/catan/fromCatanView';
import { sceneFromOilSpringsView } from '../../src/render/catan/fromOilSpringsView';
import type { CatanScene } from '../../src/render/catan/scene';

/**
 * The spectators' view of a late moment of a 4-player bot game of `gameId` from `seed`: 3 actions before its end
 * (a full late-game board; "bench-render" is the one the render benchmarks draw, bench/late-boards.ts).
 */
export function lateView(gameId: string, seed = 'bench-render'): unknown {
  const game = getGame(gameId);
  if (!game) throw new Error(`game ${gameId} is not registered`);
  const full = playBots(game, 4, seed, 5000);
  const late = playBots(game, 4, seed, Math.max(0, full.actions - 3));
  return game.view(late.state, null);
}

/** The spectators' view of a 3-player Catan game from `seed`, `actions` bot actions in. */
export function catanView(seed: string, actions: number): unknown {
  const game = getGame('catan');
  if (!game) throw new Error('catan is not registered');
  return game.view(playBots(game, 3, seed, actions).state, null);
}

/** Spectators' views of one Catan game at a few moments (different pictures, one size). */
export function catanViews(seed: string): unknown[] {
  return [20, 40, 60, 80].map((n) => catanView(seed, n));
}

/**
 * The spectators' scenes of Catan and Oil Springs games of 3 and 4 bots from `seed`-3 and `seed`-4, after each
 * of `actions`, the players named `names`.
 */
export function catanScenes(
  seed: string,
  actions: readonly number[],
  names: readonly string[],
): CatanScene[] {
  const out: CatanScene[] = [];
  for (const [id, from] of [
    ['catan', sceneFromCatanView],
    ['oil-springs', sceneFromOilSpringsView],
  ] as const) {
    const game = getGame(id)!;
    for (const seats of [3, 4])
      for (const n of actions) {
        const view = game.view(playBots(game, seats, `${seed}-${seats}`, n).state, null) as CatanView;
        out.push(from(view, [...names]));
      }
  }
  return out;
}

/** The spectators' scene of a 4-seat greedy-bot game of Wildcatters from `seed`, `back` actions before its end. */
export function wildcattersLateScene(seed: string, back = 3): WildcattersScene {
  const game = getGame('wildcatters');
  if (!game) throw new Error('wildcatters is not registered');
  const full = playBots(game, 4, seed, 5000);
  const late = playBots(game, 4, seed, Math.max(0, full.actions - back));
  const names = ['Ana', 'Benedikt', 'Chidi', 'Dolores'];
  return sceneFromWildcattersView(asWildcattersView(game.view(late.state, null)), names, {});
}

/** Each moment of a Wildcatters game of `seats` greedy bots from `seed`, as the spectators see it. */
export function* wildcattersMoments(seats: number, seed: string): Generator<WildcattersScene> {
  const names = ['Ana', 'Benedikt', 'Chidi', 'Dolores'];
  const rng = Rng.fromSeed(`${seed}:bots`);
  let s = wildcatters.setup(seats, wildcatters.optionsSchema.parse({}), seed);
  for (let i = 0; i < 3000 && !wildcatters.status(s).over; i++) {
    const seat = wildcatters.status(s).toAct[0]!;
    const r = wildcatters.apply(s, seat, wildcatters.bots.greedy!(s, seat, rng));
    if (!r.ok) throw new Error(`${seed}: ${r.error}`);
    s = r.state;
    yield sceneFromWildcattersView(wildcatters.view(s, null), names);
  }
}

/**
 * Each moment of a Merit's "Oil" game of `seats` players from `seed`, as the spectators see it: the seats play
 * the `bots` in turn (a random player charters and leaves cargoes at sea the greedy one would not).
 */
export function* meritMoments(
  seats: number,
  seed: string,
  bots: readonly string[] = ['random', 'greedy'],
): Generator<MeritScene> {
  const names = ['Ana', 'Benedikt', 'Chidi', 'Dolores', 'Emeka', 'Fumiko'];
  const rng = Rng.fromSeed(`${seed}:bots`);
  let s = meritOil.setup(seats, meritOil.optionsSchema.parse({}), seed);
  for (let i = 0; i < 5000 && !meritOil.status(s).over; i++) {
    const seat = meritOil.status(s).toAct[0]!;
    const bot = meritOil.bots[bots[seat % bots.length]!]!;
    const r = meritOil.apply(s, seat, bot(s, seat, rng));
    if (!r.ok) throw new Error(`${seed}: ${r.error}`);
    s = r.state;
    yield sceneFromMeritView(meritOil.view(s, null), names);
  }
}
