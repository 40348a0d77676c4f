/**
 * Game statistics for the rules page: with greedy bots on every seat, decisions per player per game (every
 * action a seat sends, answers included), final VP and where it came from. Usage:
 *   npx tsx test/games/wildcatters/stats.ts [games=200] [players=4] [bot=greedy]
 */
import { Rng } from '../../../src/games/rng';
import { wildcatters as W } from '../../../src/games/wildcatters';

const games = Number(process.argv[2] ?? 200);
const players = Number(process.argv[3] ?? 4);
const bot = W.bots[process.argv[4] ?? 'greedy']!;
const decisions: number[] = [];
const finalVp: number[] = [];
const winnerVp: number[] = [];
const bySource: Record<string, number> = {};
const counts: Record<string, number> = {};
/** Wins by place in the first round's turn order (shared wins count for each). */
const winsByPlace = Array.from({ length: players }, () => 0);
for (let g = 0; g < games; g++) {
  const s = W.setup(players, { startPlayer: 'random' }, `stats-${g}`);
  const rng = Rng.fromSeed(`stats-bots-${g}`);
  const perSeat = Array.from({ length: players }, () => 0);
  while (!W.status(s).over) {
    const seat = W.status(s).toAct[0]!;
    const a = bot(s, seat, rng);
    const r = W.apply(s, seat, a);
    if (!r.ok) throw new Error(r.error);
    perSeat[seat]!++;
    counts[a.type] = (counts[a.type] ?? 0) + 1;
  }
  decisions.push(...perSeat);
  for (const p of s.players) {
    finalVp.push(p.vp);
    for (const [k, v] of Object.entries(p.vpBy)) bySource[k] = (bySource[k] ?? 0) + (v ?? 0);
  }
  winnerVp.push(Math.max(...s.players.map((p) => p.vp)));
  for (const w of s.result?.winners ?? []) winsByPlace[(w - s.startSeat + players) % players]!++;
}
const median = (xs: number[]) => {
  const t = [...xs].sort((a, b) => a - b);
  return t[Math.floor(t.length / 2)]!;
};
const per = (n: number) => Math.round((n / (games * players)) * 10) / 10;
console.log(
  JSON.stringify(
    {
      games,
      players,
      medianDecisionsPerPlayer: median(decisions),
      medianFinalVp: median(finalVp),
      medianWinnerVp: median(winnerVp),
      winsByPlace,
      meanVpBySourcePerPlayer: Object.fromEntries(Object.entries(bySource).map(([k, v]) => [k, per(v)])),
      actionsPerPlayerPerGame: Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, per(v)])),
    },
    null,
    1,
  ),
);
