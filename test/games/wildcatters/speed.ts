/**
 * Engine speed in CPU time (the wall-clock bench `npm run bench -- --only engine.wildcatters` also counts the
 * time other processes take the cores): full 4-player games with random bots on every seat, per CPU second.
 *   npx tsx test/games/wildcatters/speed.ts [games=600]
 */
import { Rng } from '../../../src/games/rng';
import { wildcatters as game } from '../../../src/games/wildcatters';

const options = game.optionsSchema.parse({});
const games = Number(process.argv[2] ?? 600);
for (const [n, tag] of [
  [50, 'warmup'],
  [games, 'speed'],
] as const) {
  const c0 = process.cpuUsage();
  for (let g = 0; g < n; g++) {
    const state = game.setup(4, options, `${tag}-${g}`);
    const rng = Rng.fromSeed(`${tag}-bots-${g}`);
    while (!game.status(state).over) {
      const seat = game.status(state).toAct[0]!;
      const r = game.apply(state, seat, game.bots.random!(state, seat, rng));
      if (!r.ok) throw new Error(r.error);
    }
  }
  const c = process.cpuUsage(c0);
  if (tag === 'speed')
    console.log(JSON.stringify({ gamesPerCpuSecond: Math.round(n / ((c.user + c.system) / 1e6)) }));
}
