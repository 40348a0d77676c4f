/**
 * engine.oil-springs.gamesPerSec: full 4-player Oil Springs games per second on one core, random bots on
 * every seat, no invariant checks. engine.oil-springs.greedyGamesPerSec: the same with greedy bots (the bots
 * cost most of the time there).
 */
import { oilSprings } from '../src/games/oil-springs';
import { Rng } from '../src/games/rng';
import type { Benchmark } from './harness';
import { nowMs } from './harness';

const SAFETY_CAP = 20_000;

function playGames(games: number, bot: string, seedPrefix: string): number {
  const options = oilSprings.optionsSchema.parse({});
  const play = oilSprings.bots[bot];
  if (!play) throw new Error(`oil-springs has no ${bot} bot`);
  const start = nowMs();
  for (let g = 0; g < games; g++) {
    const state = oilSprings.setup(4, options, `${seedPrefix}-${g}`);
    const rng = Rng.fromSeed(`bench-bots-${g}`);
    let done = false;
    for (let i = 0; i < SAFETY_CAP; i++) {
      const st = oilSprings.status(state);
      if (st.over) {
        done = true;
        break;
      }
      const seat = st.toAct[0] as number;
      const r = oilSprings.apply(state, seat, play(state, seat, rng));
      if (!r.ok) throw new Error(`${bot} bot made an illegal move: ${r.error}`);
    }
    if (!done) throw new Error(`game ${g} hit the safety cap of ${SAFETY_CAP} actions`);
  }
  return games / ((nowMs() - start) / 1000);
}

export const benchmarks: Benchmark[] = [
  {
    name: 'engine.oil-springs.gamesPerSec',
    unit: 'games/s',
    run() {
      playGames(50, 'random', 'warmup');
      return playGames(300, 'random', 'bench');
    },
  },
  {
    name: 'engine.oil-springs.greedyGamesPerSec',
    unit: 'games/s',
    run() {
      playGames(20, 'greedy', 'warmup');
      return playGames(200, 'greedy', 'bench');
    },
  },
];
