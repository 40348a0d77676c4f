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
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { WARMUP_GAMES, playRandomGames, type EngineUnderTest } from './engine.bench';

/** One run in this process: the engine of `root`, warmed up as engine.catan's, then timed by its loop. */
async function runOne(root: string, games: number): Promise<void> {
  const engine = {
    ...((await import(resolve(root, 'src/games/catan/index.ts'))) as Pick<EngineUnderTest, 'catan'>),
    ...((await import(resolve(root, 'src/games/rng.ts'))) as Pick<EngineUnderTest, 'Rng'>),
  };
  playRandomGames(WARMUP_GAMES, 'warmup', engine);
  const run = playRandomGames(games, 'bench', engine);
  const rounded = Object.fromEntries(Object.entries(run).map(([k, v]) => [k, Math.round(v)]));
  process.stdout.write(`${JSON.stringify({ root, ...rounded })}\n`);
}

const [first, second, third, fourth] = process.argv.slice(2);
if (first === '--one' && second) {
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
    'usage: npx tsx bench/engine-versus.ts <then-checkout> <now-checkout> [rounds] [games]\n',
  );
  process.exit(2);
}
