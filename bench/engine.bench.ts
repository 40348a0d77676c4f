/**
 * engine.catan.gamesPerSec: full 4-player Catan games per second on one core (one thread, wall clock), random
 * bots on every seat, no invariant checks — setup, then status → bot → apply until the game is over. A game
 * that hits the safety cap throws (random games must end).
 *
 * On a shared machine wall time also measures the other processes, so engine.catan.gamesPerCpuSec gives the
 * same run per second of this process's CPU time (user + system, all threads: GC threads count against us),
 * and actionsPerGame the context.
 */
import { catan } from '../src/games/catan';
import { Rng } from '../src/games/rng';
import type { Benchmark } from './harness';
import { nowMs } from './harness';

const SAFETY_CAP = 20_000;

/** Play `games` games; return [games per CPU second, mean actions per game, games per wall second]. */
function playRandomGames(games: number, seedPrefix: string): [number, number, number] {
  const options = catan.optionsSchema.parse({});
  const bot = catan.bots.random;
  if (!bot) throw new Error('catan has no random bot');
  let actions = 0;
  const start = nowMs();
  const cpuStart = process.cpuUsage();
  for (let g = 0; g < games; g++) {
    const state = catan.setup(4, options, `${seedPrefix}-${g}`);
    const rng = Rng.fromSeed(`bench-bots-${g}`);
    let done = false;
    for (let i = 0; i < SAFETY_CAP; i++) {
      const st = catan.status(state);
      if (st.over) {
        done = true;
        break;
      }
      const seat = st.toAct[0] as number;
      const r = catan.apply(state, seat, bot(state, seat, rng));
      if (!r.ok) throw new Error(`random bot made an illegal move: ${r.error}`);
      actions++;
    }
    if (!done) throw new Error(`game ${g} hit the safety cap of ${SAFETY_CAP} actions`);
  }
  const secs = (nowMs() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSecs = (cpu.user + cpu.system) / 1e6;
  return [games / cpuSecs, actions / games, games / secs];
}

let lastMeanActions = 0;
let lastCpu = 0;

export const benchmarks: Benchmark[] = [
  {
    name: 'engine.catan.gamesPerSec',
    unit: 'games/s',
    run() {
      playRandomGames(100, 'warmup'); // let the JIT settle
      const [cpu, mean, wall] = playRandomGames(1000, 'bench');
      lastMeanActions = mean;
      lastCpu = cpu;
      return wall;
    },
  },
  {
    name: 'engine.catan.gamesPerCpuSec',
    unit: 'games/s',
    run() {
      if (lastCpu === 0) lastCpu = playRandomGames(300, 'bench')[0];
      return lastCpu;
    },
  },
  {
    name: 'engine.catan.actionsPerGame',
    unit: 'actions',
    run() {
      if (lastMeanActions === 0) lastMeanActions = playRandomGames(200, 'bench')[1];
      return lastMeanActions;
    },
  },
];
