/**
 * Two Catan engines on the same host, by turns: `npx tsx bench/engine-versus.ts <then> <now> [rounds]` imports
 * `src/games/catan` and `src/games/rng` from two checkouts (directories holding this project) and plays
 * engine.catan's loop in each (bench/engine.bench.ts: 1,000 warm-up games, then 1,000 measured random
 * 4-player games), each run in a fresh process, the two alternating for `rounds` rounds (default 3). It prints
 * one line of JSON a run: games and actions per wall second and per CPU second, and actions a game.
 *
 * Why: engine.catan's figures move with the host by more than the engine's changes do (the same engine gave
 * 1,124 and 1,907 games/s on two days, docs/scaling.md), so a figure from another day cannot say how far the
 * engine itself moved. Running the engine as it was when issue 16 was filed beside today's, in the same hour,
 * can: check the old one out beside this one first, e.g.
 *
 *   git worktree add --detach ../engine-then 66d6af3 && ln -s "$PWD/node_modules" ../engine-then/node_modules
 *   npx tsx bench/engine-versus.ts ../engine-then .
 *
 * (66d6af3 is the commit that fingerprinted the engine before the speed work.) Both engines must still take
 * `setup(4, options, seed)`, `status`, `apply` and `bots.random(state, seat, rng)`, as every engine since has.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const WARMUP_GAMES = 1000;
const GAMES = 1000;
const SAFETY_CAP = 20_000;

/** What one checkout's Catan module looks like to this loop (the shape every engine since issue 16 has). */
interface Engine {
  optionsSchema: { parse(v: unknown): unknown };
  setup(players: number, options: unknown, seed: string): unknown;
  status(state: unknown): { over: boolean; toAct: readonly number[] };
  apply(state: unknown, seat: number, action: unknown): { ok: boolean; error?: string };
  bots: { random?: (state: unknown, seat: number, rng: unknown) => unknown };
}

/** One run in this process: the engine of `root`, warmed up, then timed. */
async function runOne(root: string): Promise<void> {
  const { catan } = (await import(resolve(root, 'src/games/catan/index.ts'))) as { catan: Engine };
  const { Rng } = (await import(resolve(root, 'src/games/rng.ts'))) as {
    Rng: { fromSeed(seed: string): unknown };
  };
  const bot = catan.bots.random;
  if (!bot) throw new Error(`${root}: catan has no random bot`);
  const options = catan.optionsSchema.parse({});
  const play = (games: number, prefix: string) => {
    let actions = 0;
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    for (let g = 0; g < games; g++) {
      const state = catan.setup(4, options, `${prefix}-${g}`);
      const rng = Rng.fromSeed(`bench-bots-${g}`);
      let done = false;
      for (let i = 0; i < SAFETY_CAP; i++) {
        const st = catan.status(state);
        if (st.over) {
          done = true;
          break;
        }
        const seat = st.toAct[0]!;
        const r = catan.apply(state, seat, bot(state, seat, rng));
        if (!r.ok) throw new Error(`random bot made an illegal move: ${r.error}`);
        actions++;
      }
      if (!done) throw new Error(`game ${g} hit the safety cap`);
    }
    const secs = (performance.now() - start) / 1000;
    const cpu = process.cpuUsage(cpuStart);
    const cpuSecs = (cpu.user + cpu.system) / 1e6;
    return {
      gamesPerSec: Math.round(games / secs),
      gamesPerCpuSec: Math.round(games / cpuSecs),
      actionsPerSec: Math.round(actions / secs),
      actionsPerCpuSec: Math.round(actions / cpuSecs),
      actionsPerGame: Math.round(actions / games),
    };
  };
  play(WARMUP_GAMES, 'warmup');
  process.stdout.write(`${JSON.stringify({ root, ...play(GAMES, 'bench') })}\n`);
}

const [first, second, third] = process.argv.slice(2);
if (first === '--one' && second) {
  await runOne(second);
} else if (first && second) {
  const rounds = Number(third ?? 3);
  for (let r = 0; r < rounds; r++)
    for (const root of [first, second])
      process.stdout.write(
        execFileSync(process.execPath, [...process.execArgv, process.argv[1]!, '--one', resolve(root)], {
          encoding: 'utf8',
        }),
      );
} else {
  process.stderr.write('usage: npx tsx bench/engine-versus.ts <then-checkout> <now-checkout> [rounds]\n');
  process.exit(2);
}
