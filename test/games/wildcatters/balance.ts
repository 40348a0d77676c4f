/**
 * Balance figures: does a single-minded strategy beat the greedy bot? Each variant is the greedy bot with
 * one habit forced, playing 4-player games against greedy bots (kinds rotate through the seats). Usage:
 *   npx tsx test/games/wildcatters/balance.ts [games=200] [seed=bal]
 */
import { wildcatters } from '../../../src/games/wildcatters';
import type { Bot } from '../../../src/games/types';
import type { WildcattersAction, WildcattersState } from '../../../src/games/wildcatters/types';
import { runSim } from '../../../src/tools/simCore';

type WBot = Bot<WildcattersState, WildcattersAction>;
const greedy = wildcatters.bots.greedy!;
const legal = wildcatters.legalActions;

/** The greedy bot, except that it takes a loan whenever it may. */
const loansForever: WBot = (s, seat, rng) =>
  legal(s, seat).find((a) => a.type === 'takeLoan') ?? greedy(s, seat, rng);

/** The greedy bot, never building a refinery. */
const noRefineries: WBot = (s, seat, rng) => {
  const a = greedy(s, seat, rng);
  if (a.type !== 'buildRefinery') return a;
  return legal(s, seat).find((x) => x.type === 'endTurn') ?? a;
};

/** The greedy bot, never transporting (only building and drilling). */
const noTransport: WBot = (s, seat, rng) => {
  const a = greedy(s, seat, rng);
  if (a.type !== 'transport') return a;
  return legal(s, seat).find((x) => x.type === 'endTurn') ?? a;
};

/** The greedy bot, only taking the card with the most workers and otherwise ending the turn at once. */
const hoarder: WBot = (s, seat, rng) => {
  const a = greedy(s, seat, rng);
  if (s.phase !== 'turns' || s.pending !== null || s.step === 'card' || s.step === 'chip') return a;
  return legal(s, seat).find((x) => x.type === 'endTurn') ?? a;
};

const variants: Record<string, WBot> = { loansForever, noRefineries, noTransport, hoarder };
const games = Number(process.argv[2] ?? 200);
const seed = process.argv[3] ?? 'bal';
for (const [name, bot] of Object.entries(variants)) {
  const game = { ...wildcatters, bots: { greedy, [name]: bot } };
  const { report } = runSim({ game, games, seed, players: 4, bots: ['greedy', name, 'greedy', name] });
  const w = report.results.winsByBot;
  console.log(
    JSON.stringify({
      variant: name,
      games,
      completed: report.completed,
      winsVariant: w[name] ?? 0,
      winsGreedy: w.greedy ?? 0,
    }),
  );
}
