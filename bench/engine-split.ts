/**
 * Where one step of `engine.catan` goes: `npx tsx bench/engine-split.ts [games]` (default 1,000) plays the
 * bench's random 4-player games (the same seeds as bench/engine.bench.ts) once to record each game's seats and
 * actions, then times, in CPU time of this process, per action applied:
 *
 * - `full`: the bench's loop (setup, then status → random bot → apply);
 * - `setup`: the setups alone;
 * - `apply`: setup, then the recorded actions applied one after another (no status, no bot);
 * - `status`: the same with `status` before each action, minus `apply`;
 * - `bot`: `full` minus the loop with status and apply (what choosing costs: the listing and the draw);
 * - `gc`: time in garbage collection during the `full` runs (PerformanceObserver 'gc' entries), and how many
 *   scavenges a thousand actions cause.
 *
 * Each figure is the median of `ROUNDS` rounds, the loops interleaved so a busy machine slows them alike.
 * Replaying the recorded actions applies exactly the bench's moves, so `apply` + `status` + `bot` + `setup`
 * add up to `full` (within noise). Figures in ns of CPU per action.
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { catan } from '../src/games/catan';
import type { CatanAction } from '../src/games/catan/types';
import { Rng } from '../src/games/rng';

const ROUNDS = 5;
const SAFETY_CAP = 20_000;
const games = Number(process.argv[2] ?? 1000);
const options = catan.optionsSchema.parse({});
const bot = catan.bots.random;
if (!bot) throw new Error('catan has no random bot');

interface Log {
  seats: number[];
  actions: CatanAction[];
}

/** The bench's loop; with `record`, the seats and actions of every game. */
function play(record: Log[] | null): number {
  let actions = 0;
  for (let g = 0; g < games; g++) {
    const state = catan.setup(4, options, `bench-${g}`);
    const rng = Rng.fromSeed(`bench-bots-${g}`);
    const log: Log = { seats: [], actions: [] };
    let i = 0;
    for (; i < SAFETY_CAP; i++) {
      const st = catan.status(state);
      if (st.over) break;
      const seat = st.toAct[0] as number;
      const action = bot!(state, seat, rng);
      if (record) {
        log.seats.push(seat);
        log.actions.push(action);
      }
      if (!catan.apply(state, seat, action).ok) throw new Error('random bot made an illegal move');
      actions++;
    }
    if (i === SAFETY_CAP) throw new Error(`game ${g} hit the safety cap`);
    record?.push(log);
  }
  return actions;
}

const logs: Log[] = [];
const total = play(logs);

/** Setup, and (unless `setupOnly`) the recorded actions, with `status` before each when `withStatus`. */
function replay(setupOnly: boolean, withStatus: boolean): void {
  for (let g = 0; g < games; g++) {
    const state = catan.setup(4, options, `bench-${g}`);
    if (setupOnly) continue;
    const log = logs[g]!;
    for (let i = 0; i < log.seats.length; i++) {
      if (withStatus) catan.status(state);
      catan.apply(state, log.seats[i]!, log.actions[i]!);
    }
  }
}

/** CPU ns per action of `run`. */
function cpuPerAction(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const d = process.cpuUsage(start);
  return ((d.user + d.system) * 1000) / total;
}

/** The `full` runs' spans (performance.now); GC entries arrive later, so they are matched by start time. */
const fullSpans: [number, number][] = [];
let gcMs = 0;
let scavenges = 0;
const observer = new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    if (!fullSpans.some(([a, b]) => e.startTime >= a && e.startTime < b)) continue;
    gcMs += e.duration;
    if ((e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind === 1) scavenges++; // NODE_PERFORMANCE_GC_MINOR
  }
});
observer.observe({ entryTypes: ['gc'] });

const figures: Record<'full' | 'setup' | 'apply' | 'statusApply', number[]> = {
  full: [],
  setup: [],
  apply: [],
  statusApply: [],
};
let fullMs = 0;
for (let round = 0; round < ROUNDS; round++) {
  const t = performance.now();
  figures.full.push(cpuPerAction(() => play(null)));
  const end = performance.now();
  fullSpans.push([t, end]);
  fullMs += end - t;
  // Let this run's GC entries arrive (the loop never yields).
  await new Promise((resolve) => setTimeout(resolve, 20));
  figures.setup.push(cpuPerAction(() => replay(true, false)));
  figures.apply.push(cpuPerAction(() => replay(false, false)));
  figures.statusApply.push(cpuPerAction(() => replay(false, true)));
}
// Let the observer's last entries arrive before reporting.
await new Promise((resolve) => setTimeout(resolve, 50));
observer.disconnect();

const median = (xs: number[]): number => xs.slice().sort((a, b) => a - b)[xs.length >> 1]!;
const full = median(figures.full);
const setup = median(figures.setup);
const apply = median(figures.apply) - setup;
const status = median(figures.statusApply) - median(figures.apply);
const chooser = full - median(figures.statusApply);
const round0 = (x: number) => Math.round(x);
console.log(
  JSON.stringify({
    games,
    actions: total,
    actionsPerGame: round0(total / games),
    nsPerAction: {
      full: round0(full),
      setup: round0(setup),
      apply: round0(apply),
      status: round0(status),
      bot: round0(chooser),
    },
    gc: {
      shareOfFull: Number((gcMs / fullMs).toFixed(3)),
      scavengesPer1000Actions: Number(((scavenges * 1000) / (total * ROUNDS)).toFixed(2)),
    },
  }),
);
