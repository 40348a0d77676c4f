/**
 * engine.merit-oil.gamesPerSec: full 4-player Merit's "Oil" games (default length) per second on one core,
 * random bots on every seat, no invariant checks. engine.merit-oil.gamesPerCpuSec: the same per second of this
 * process's CPU time (steadier than the wall clock on a machine shared with other work).
 * engine.merit-oil.greedyGamesPerSec: the first figure with greedy bots.
 */
import { meritOil } from '../src/games/merit-oil';
import { Rng } from '../src/games/rng';
import type { Benchmark } from './harness';
import { nowMs } from './harness';

const SAFETY_CAP = 20_000;

/** Games per second of wall time, or of CPU time with `cpu`. */
function playGames(games: number, bot: string, seedPrefix: string, cpu = false): number {
  const cpu0 = process.cpuUsage();
  const options = meritOil.optionsSchema.parse({});
  const play = meritOil.bots[bot];
  if (!play) throw new Error(`merit-oil has no ${bot} bot`);
  const start = nowMs();
  for (let g = 0; g < games; g++) {
    const state = meritOil.setup(4, options, `${seedPrefix}-${g}`);
    const rng = Rng.fromSeed(`bench-bots-${g}`);
    let done = false;
    for (let i = 0; i < SAFETY_CAP; i++) {
      const st = meritOil.status(state);
      if (st.over) {
        done = true;
        break;
      }
      const seat = st.toAct[0] as number;
      const r = meritOil.apply(state, seat, play(state, seat, rng));
      if (!r.ok) throw new Error(`${bot} bot made an illegal move: ${r.error}`);
    }
    if (!done) throw new Error(`game ${g} hit the safety cap of ${SAFETY_CAP} actions`);
  }
  if (cpu) {
    const used = process.cpuUsage(cpu0);
    return games / ((used.user + used.system) / 1e6);
  }
  return games / ((nowMs() - start) / 1000);
}

export const benchmarks: Benchmark[] = [
  {
    name: 'engine.merit-oil.gamesPerSec',
    unit: 'games/s',
    run() {
      playGames(50, 'random', 'warmup');
      return playGames(500, 'random', 'bench');
    },
  },
  {
    name: 'engine.merit-oil.gamesPerCpuSec',
    unit: 'games/s',
    run() {
      playGames(50, 'random', 'warmup');
      return playGames(500, 'random', 'bench', true);
    },
  },
  {
    name: 'engine.merit-oil.greedyGamesPerSec',
    unit: 'games/s',
    run() {
      playGames(20, 'greedy', 'warmup');
      return playGames(200, 'greedy', 'bench');
    },
  },
];
