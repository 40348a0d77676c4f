/**
 * Two Catan engines on the same host, by turns: `npx tsx bench/engine-versus.ts <then> <now> [rounds] [games]`
 * imports `src/games/catan` and `src/games/rng` from two checkouts (directories holding this project) and plays
 * engine.catan's loop in each (bench/engine.bench.ts: 1,000 warm-up games, then `games` measured random
 * 4-player games, default 1,000), each run in a fresh process, the two alternating for `rounds` rounds (default
 * 3). It prints one line of JSON a run: games and actions per wall second and per CPU second, and actions a game.
 *
 * On a busy host a run of 1,000 games (about half a second) catches a burst of other work or not, and the same
 * engine's runs spread ±8 % (2026-12-05, load average 6–10 on 2 cores); 3,000 games narrow that to a few %, so a
 * change of a few % shows in every pair.
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
 *
 * `npx tsx bench/engine-versus.ts --batches <a> <b> [batches] [games]` runs both in one process instead: each
 * warmed up as above, then `batches` batches (default 20) of `games` games (default 200) by turns, `a` first in
 * even batches and `b` first in odd ones, and prints one line of JSON: each engine's median games per CPU second,
 * the median of b's ratio to a per batch, and how many batches b won. Minutes of other work on the host then
 * fall on both alike. The engine loaded second gains a few % by itself (the same code loaded twice, 2026-12-06:
 * +3.0 %, 17 of 20 batches), so run each comparison both ways round.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { WARMUP_GAMES, playRandomGames, type EngineUnderTest } from './engine.bench';

/** The Catan engine and Rng of the checkout at `root`. */
async function loadEngine(root: string): Promise<EngineUnderTest> {
  return {
    ...((await import(resolve(root, 'src/games/catan/index.ts'))) as Pick<EngineUnderTest, 'catan'>),
    ...((await import(resolve(root, 'src/games/rng.ts'))) as Pick<EngineUnderTest, 'Rng'>),
  };
}

/** One run in this process: the engine of `root`, warmed up as engine.catan's, then timed by its loop. */
async function runOne(root: string, games: number): Promise<void> {
  const engine = await loadEngine(root);
  playRandomGames(WARMUP_GAMES, 'warmup', engine);
  const run = playRandomGames(games, 'bench', engine);
  const rounded = Object.fromEntries(Object.entries(run).map(([k, v]) => [k, Math.round(v)]));
  process.stdout.write(`${JSON.stringify({ root, ...rounded })}\n`);
}

/** Both engines in this process, batch by batch (see above). */
async function byBatches(a: string, b: string, batches: number, games: number): Promise<void> {
  const engines = [await loadEngine(a), await loadEngine(b)] as const;
  for (const engine of engines) playRandomGames(WARMUP_GAMES, 'warmup', engine);
  const rates: [number[], number[]] = [[], []];
  const ratios: number[] = [];
  for (let i = 0; i < batches; i++) {
    const order = i % 2 === 0 ? [0, 1] : [1, 0];
    const rate = [0, 0];
    for (const e of order) rate[e] = playRandomGames(games, `bench-${i}`, engines[e]!).gamesPerCpuSec;
    rates[0].push(rate[0]!);
    rates[1].push(rate[1]!);
    ratios.push(rate[1]! / rate[0]!);
  }
  const median = (xs: number[]): number => xs.slice().sort((x, y) => x - y)[xs.length >> 1]!;
  const line = {
    a: resolve(a),
    b: resolve(b),
    gamesPerCpuSec: [Math.round(median(rates[0])), Math.round(median(rates[1]))],
    ratio: Number(median(ratios).toFixed(3)),
    bWon: `${ratios.filter((r) => r > 1).length} of ${batches}`,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

const [first, second, third, fourth, fifth] = process.argv.slice(2);
if (first === '--batches' && second && third) {
  await byBatches(second, third, Number(fourth ?? 20), Number(fifth ?? 200));
} else if (first === '--one' && second) {
  await runOne(second, Number(third ?? 1000));
} else if (first && second) {
  const rounds = Number(third ?? 3);
  const games = String(Number(fourth ?? 1000));
  for (let r = 0; r < rounds; r++)
    for (const root of [first, second])
      process.stdout.write(
        execFileSync(
          process.execPath,
          [...process.execArgv, process.argv[1]!, '--one', resolve(root), games],
          { encoding: 'utf8' },
        ),
      );
} else {
  process.stderr.write(
    'usage: npx tsx bench/engine-versus.ts [--batches] <then-checkout> <now-checkout> [rounds|batches] [games]\n',
  );
  process.exit(2);
}
