/**
 * engine.catan.gamesPerSec: full 4-player Catan games per second on one core (one thread, wall clock), random
 * bots on every seat, no invariant checks — setup, then status → bot → apply until the game is over. A game
 * that hits the safety cap throws (random games must end).
 *
 * On a shared machine wall time also measures the other processes, so engine.catan.gamesPerCpuSec gives the
 * same run per second of this process's CPU time (user + system, all threads: GC threads count against us),
 * and actionsPerGame the context. engine.catan.actionsPerSec and actionsPerCpuSec count the actions applied
 * in that same run (every status → bot → apply step), per wall second and per CPU second.
 *
 * The measured run comes after WARMUP_GAMES games: after only 100 (the setting until 2026-12-01), V8 was still
 * compiling the hot functions on its background threads through the first measured games (the run used ~30 %
 * more CPU time than wall time, and gave 1,817 games/s where the next 1,000 gave 1,865–2,040), so the figure was
 * partly the JIT's warm-up, not the engine's pace.
 *
 * Where a step's time goes (apply, status, the bot, GC): bench/engine-split.ts replays these same games.
 */
import { catan } from '../src/games/catan';
import { Rng } from '../src/games/rng';

const thisCatan = catan;
const ThisRng = Rng;
import type { Benchmark } from './harness';
import { nowMs } from './harness';

const SAFETY_CAP = 20_000;

/** Games played before the measured run, so the JIT has settled (see above). */
export const WARMUP_GAMES = 1000;

/** What one run of `games` games measured. */
export interface Run {
  gamesPerCpuSec: number;
  gamesPerSec: number;
  actionsPerGame: number;
  actionsPerSec: number;
  actionsPerCpuSec: number;
}

/** What the loop needs of a Catan module and its Rng (bench/engine-versus.ts passes another checkout's). */
export interface EngineUnderTest {
  catan: Pick<typeof catan, 'optionsSchema' | 'setup' | 'status' | 'apply' | 'bots'>;
  Rng: Pick<typeof Rng, 'fromSeed'>;
}

/** Play `games` games with random bots on every seat and time them (this checkout's engine unless told). */
export function playRandomGames(
  games: number,
  seedPrefix: string,
  { catan, Rng }: EngineUnderTest = { catan: thisCatan, Rng: ThisRng },
): Run {
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
  return {
    gamesPerCpuSec: games / cpuSecs,
    gamesPerSec: games / secs,
    actionsPerGame: actions / games,
    actionsPerSec: actions / secs,
    actionsPerCpuSec: actions / cpuSecs,
  };
}

/** The measured run (the first benchmark plays it; the others report from it, or play a shorter one alone). */
let last: Run | null = null;
function measured(): Run {
  last ??= playRandomGames(300, 'bench');
  return last;
}

export const benchmarks: Benchmark[] = [
  {
    name: 'engine.catan.gamesPerSec',
    unit: 'games/s',
    run() {
      playRandomGames(WARMUP_GAMES, 'warmup');
      last = playRandomGames(1000, 'bench');
      return last.gamesPerSec;
    },
  },
  {
    name: 'engine.catan.gamesPerCpuSec',
    unit: 'games/s',
    run: () => measured().gamesPerCpuSec,
  },
  {
    name: 'engine.catan.actionsPerSec',
    unit: 'actions/s',
    run: () => measured().actionsPerSec,
  },
  {
    name: 'engine.catan.actionsPerCpuSec',
    unit: 'actions/s',
    run: () => measured().actionsPerCpuSec,
  },
  {
    name: 'engine.catan.actionsPerGame',
    unit: 'actions',
    run: () => measured().actionsPerGame,
  },
];
