/**
 * engine.wildcatters.gamesPerSec: full 4-player Wildcatters games per second on one core, random bots on every
 * seat, no invariant checks. engine.wildcatters.greedyGamesPerSec: the same with greedy bots.
 */
import { Rng } from '../src/games/rng';
import { wildcatters } from '../src/games/wildcatters';
import type { Benchmark } from './harness';
import { nowMs } from './harness';

const SAFETY_CAP = 20_000;

function playGames(games: number, bot: string, seedPrefix: string): number {
  const options = wildcatters.optionsSchema.parse({});
  const play = wildcatters.bots[bot];
  if (!play) throw new Error(`wildcatters has no ${bot} bot`);
  const start = nowMs();
  for (let g = 0; g < games; g++) {
    const state = wildcatters.setup(4, options, `${seedPrefix}-${g}`);
    const rng = Rng.fromSeed(`bench-bots-${g}`);
    let done = false;
    for (let i = 0; i < SAFETY_CAP; i++) {
      const st = wildcatters.status(state);
      if (st.over) {
        done = true;
        break;
      }
      const seat = st.toAct[0] as number;
      const r = wildcatters.apply(state, seat, play(state, seat, rng));
      if (!r.ok) throw new Error(`${bot} bot made an illegal move: ${r.error}`);
    }
    if (!done) throw new Error(`game ${g} hit the safety cap of ${SAFETY_CAP} actions`);
  }
  return games / ((nowMs() - start) / 1000);
}

export const benchmarks: Benchmark[] = [
  {
    name: 'engine.wildcatters.gamesPerSec',
    unit: 'games/s',
    run() {
      playGames(50, 'random', 'warmup');
      return playGames(300, 'random', 'bench');
    },
  },
  {
    name: 'engine.wildcatters.greedyGamesPerSec',
    unit: 'games/s',
    run() {
      playGames(20, 'greedy', 'warmup');
      return playGames(200, 'greedy', 'bench');
    },
  },
];
