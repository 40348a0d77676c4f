/**
 * Wildcatters simulation figures before the game is registered (the lead registers it; then
 * `npm run sim -- --game wildcatters` does the same). Usage:
 *   npx tsx test/games/wildcatters/sim.ts [games=1000] [seed=wc] [bots=random,greedy] [players=4] [--check]
 * Prints the simCore report as JSON, plus the problems found.
 */
import { wildcatters } from '../../../src/games/wildcatters';
import { runSim } from '../../../src/tools/simCore';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const check = process.argv.includes('--check');
const games = Number(args[0] ?? 1000);
const seed = args[1] ?? 'wc';
const bots = (args[2] ?? 'random,greedy').split(',');
const players = Number(args[3] ?? 4);
const { report, problems } = runSim({ game: wildcatters, games, seed, bots, players, check });
console.log(JSON.stringify(report, null, 1));
if (problems.length > 0) console.log(problems.join('\n'));
