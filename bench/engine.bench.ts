/**
 * engine.catan.gamesPerSec: full 4-player Catan games per second on one core, random bots on every seat, no
 * invariant checks — setup, then status → bot → apply until the game is over. A game that hits the safety
 * cap throws (random games must end).
 *
 * "On one core" is measured as games per second of this process's CPU time (user + system, all threads, so
 * GC threads count against us): on a shared machine wall time mostly measures the other processes.
 * engine.catan.gamesPerWallSec gives the wall-clock figure of the same run, and actionsPerGame the context.
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
let lastWall = 0;

export const benchmarks: Benchmark[] = [
  {
    name: 'engine.catan.gamesPerSec',
    unit: 'games/s',
    run() {
      playRandomGames(100, 'warmup'); // let the JIT settle
      const [gps, mean, wall] = playRandomGames(1000, 'bench');
      lastMeanActions = mean;
      lastWall = wall;
      return gps;
    },
  },
  {
    name: 'engine.catan.gamesPerWallSec',
    unit: 'games/s',
    run() {
      if (lastWall === 0) lastWall = playRandomGames(300, 'bench')[2];
      return lastWall;
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
