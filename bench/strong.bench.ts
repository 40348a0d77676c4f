/**
 * The strong bot against the greedy bot, in Catan and Oil Springs (4 seats: one strong, three greedy).
 *
 * bots.<game>.strongVsGreedyWinRate: the strong bot's share of wins, in %, over `GAMES` games (seeds
 * `strong-bench-<i>`, the strong seat rotating 0..3 so no seat order favours it; a game nobody wins counts as
 * a loss). Three greedy bots and an equal one would win 25 %. The 95 % Wilson interval is printed as its own
 * figures (…WinRateLow95 / …WinRateHigh95): with 200 games it is about ±7 points.
 * bots.<game>.strongMoveP50Ms / P99Ms / MaxMs: wall time of every strong-bot decision in those games (the
 * trivial ones — a roll, a single legal move — included; the searched ones make the tail);
 * strongChoiceP50Ms / P99Ms: the same over the decisions with more than one legal move.
 */
import { catan } from '../src/games/catan';
import { oilSprings } from '../src/games/oil-springs';
import { Rng } from '../src/games/rng';
import type { AnyGameModule } from '../src/games/types';
import type { Benchmark } from './harness';
import { nowMs, percentile } from './harness';

const GAMES = 200;
const SAFETY_CAP = 20_000;
/** z for a two-sided 95 % interval. */
const Z95 = 1.96;

interface Run {
  wins: number;
  games: number;
  /** Every strong decision, and those with a real choice (more than one legal move). */
  moveMs: number[];
  choiceMs: number[];
}

function play(mod: AnyGameModule, games: number, seedPrefix: string): Run {
  const options = mod.optionsSchema.parse({});
  const strong = mod.bots.strong;
  const greedy = mod.bots.greedy;
  if (!strong || !greedy) throw new Error(`${mod.id} lacks a strong or greedy bot`);
  const run: Run = { wins: 0, games, moveMs: [], choiceMs: [] };
  for (let g = 0; g < games; g++) {
    const state: unknown = mod.setup(4, options, `${seedPrefix}-${g}`);
    const me = g % 4;
    const rng = Rng.fromSeed(`${seedPrefix}-bots-${g}`);
    let done = false;
    for (let i = 0; i < SAFETY_CAP; i++) {
      const st = mod.status(state);
      if (st.over) {
        if (st.result?.winners.includes(me)) run.wins++;
        done = true;
        break;
      }
      const seat = st.toAct[0] as number;
      let action: unknown;
      if (seat === me) {
        const choice = mod.legalActions(state, seat).length > 1;
        const t0 = nowMs();
        action = strong(state, seat, rng);
        const ms = nowMs() - t0;
        run.moveMs.push(ms);
        if (choice) run.choiceMs.push(ms);
      } else action = greedy(state, seat, rng);
      const r = mod.apply(state, seat, action);
      if (!r.ok) throw new Error(`${mod.id}: seat ${seat} made an illegal move: ${r.error}`);
    }
    if (!done) throw new Error(`${mod.id} game ${g} hit the safety cap of ${SAFETY_CAP} actions`);
  }
  return run;
}

/** The Wilson score interval of `wins` of `n`, in %. */
export function wilson(wins: number, n: number, z = Z95): [number, number] {
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [100 * (centre - half), 100 * (centre + half)];
}

const runs = new Map<string, Run>();
function runFor(mod: AnyGameModule): Run {
  let r = runs.get(mod.id);
  if (!r) {
    play(mod, 4, 'strong-warmup'); // let the JIT settle before timing
    r = play(mod, GAMES, 'strong-bench');
    const [lo, hi] = wilson(r.wins, r.games);
    process.stderr.write(
      `bench: ${mod.id} strong won ${r.wins}/${r.games} (95% CI ${lo.toFixed(1)}–${hi.toFixed(1)} %), ` +
        `${r.moveMs.length} strong moves\n`,
    );
    runs.set(mod.id, r);
  }
  return r;
}

function figures(mod: AnyGameModule): Benchmark[] {
  const p = `bots.${mod.id}`;
  return [
    { name: `${p}.strongVsGreedyWinRate`, unit: '%', run: () => (100 * runFor(mod).wins) / GAMES },
    { name: `${p}.strongVsGreedyWinRateLow95`, unit: '%', run: () => wilson(runFor(mod).wins, GAMES)[0] },
    { name: `${p}.strongVsGreedyWinRateHigh95`, unit: '%', run: () => wilson(runFor(mod).wins, GAMES)[1] },
    { name: `${p}.strongMoveP50Ms`, unit: 'ms', run: () => percentile(runFor(mod).moveMs, 50) },
    { name: `${p}.strongMoveP99Ms`, unit: 'ms', run: () => percentile(runFor(mod).moveMs, 99) },
    { name: `${p}.strongMoveMaxMs`, unit: 'ms', run: () => percentile(runFor(mod).moveMs, 100) },
    { name: `${p}.strongChoiceP50Ms`, unit: 'ms', run: () => percentile(runFor(mod).choiceMs, 50) },
    { name: `${p}.strongChoiceP99Ms`, unit: 'ms', run: () => percentile(runFor(mod).choiceMs, 99) },
  ];
}

export const benchmarks: Benchmark[] = [...figures(catan), ...figures(oilSprings)];
