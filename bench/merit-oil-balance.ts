/**
 * Merit's "Oil" balance figures for docs/rules/merit-oil.md (not a benchmark: no timings that matter here).
 * `npx tsx bench/merit-oil-balance.ts [--games N] [--only length,check,versus,policies]` prints, as JSON lines:
 * for each `length` (greedy bots without deal offers) rounds, decisions per player, the spread of fortunes, how
 * closely a fortune follows the wells held, and wins by seat; the 1000-game check through simCore (random and
 * greedy bots in turn, with wins by seat and by bot); greedy against random; and the policies against each other.
 */
import { parseArgs } from 'node:util';
import { GREEDY, makeGreedyBot, meritOil } from '../src/games/merit-oil';
import type { MeritAction, MeritState } from '../src/games/merit-oil';
import { GAME_LENGTHS, type GameLength } from '../src/games/merit-oil/data';
import type { Bot } from '../src/games/types';
import { botRng } from '../src/table/bots';
import { runSim } from '../src/tools/simCore';
import { median, percentileValue } from './harness';

const { values } = parseArgs({ options: { games: { type: 'string' }, only: { type: 'string' } } });
const GAMES = Number(values.games ?? 400);
/** The groups of figures to measure (`--only length,check,versus,policies`; all by default). */
const ONLY = new Set((values.only ?? 'length,check,versus,policies').split(','));

const POLICIES: Record<string, Bot<MeritState, MeritAction>> = {
  random: meritOil.bots.random!,
  greedy: meritOil.bots.greedy!,
  /** Greedy without business offers: how a player who only answers deals plays. */
  plain: makeGreedyBot({ ...GREEDY, deals: false }),
  alwaysInsure: makeGreedyBot({ ...GREEDY, deals: false, insure: 'always' }),
  neverInsure: makeGreedyBot({ ...GREEDY, deals: false, insure: 'never' }),
  neverDrill: makeGreedyBot({ ...GREEDY, deals: false, drill: false }),
};

interface Played {
  rounds: number;
  /** Actions each seat took (each is one thing a human would click or answer). */
  decisions: number[];
  fortunes: number[];
  /** Wells each seat holds at the end (its starting wells, those struck, less any sold). */
  wells: number[];
  winners: number[];
  kinds: string[];
  ending: string;
}

function play(kinds: string[], length: GameLength, seed: string): Played {
  const state = meritOil.setup(kinds.length, { length }, seed);
  const decisions = kinds.map(() => 0);
  for (let i = 0; i < 20_000; i++) {
    const st = meritOil.status(state);
    if (st.over) {
      return {
        // A finished game stays at its last turn (rules version 4): its round is the last one played.
        rounds: state.round,
        decisions,
        fortunes: st.scores,
        wells: state.players.map((p) => p.wells.length),
        winners: st.result!.winners,
        kinds,
        ending: st.result!.ending,
      };
    }
    const seat = Math.min(...st.toAct);
    const r = meritOil.apply(state, seat, POLICIES[kinds[seat]!]!(state, seat, botRng(seed, i)));
    if (!r.ok) throw new Error(`${kinds[seat]} refused: ${r.error}`);
    decisions[seat]!++;
  }
  throw new Error(`game ${seed} did not end`);
}

/** Pearson's correlation of two equally long lists. */
function correlation(xs: number[], ys: number[]): number {
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i]! - my);
    sxx += (x - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}
const out = (o: object) => process.stdout.write(`${JSON.stringify(o)}\n`);

/** Win shares by policy over games with the policies rotated through the seats. */
function tournament(kinds: string[], games: number, length: GameLength, seed: string) {
  const wins: Record<string, number> = {};
  const seats: Record<string, number> = {};
  for (let g = 0; g < games; g++) {
    const rotated = kinds.map((_, s) => kinds[(s + g) % kinds.length]!);
    const p = play(rotated, length, `${seed}-${g}`);
    for (const k of rotated) seats[k] = (seats[k] ?? 0) + 1;
    for (const w of p.winners) wins[rotated[w]!] = (wins[rotated[w]!] ?? 0) + 1 / p.winners.length;
  }
  return Object.fromEntries(
    Object.keys(seats).map((k) => [k, Math.round(((wins[k] ?? 0) / games) * 1000) / 1000]),
  );
}

// 1. Rounds and decisions per player, by length (4 players, greedy bots that answer but do not offer deals).
for (const length of ONLY.has('length') ? (Object.keys(GAME_LENGTHS) as GameLength[]) : []) {
  const rounds: number[] = [];
  const decisions: number[] = [];
  const spread: number[] = [];
  const fortunes: number[] = [];
  const endings: Record<string, number> = {};
  const winsBySeat = [0, 0, 0, 0];
  const wells: number[] = [];
  for (let g = 0; g < GAMES; g++) {
    const p = play(['plain', 'plain', 'plain', 'plain'], length, `len-${length}-${g}`);
    rounds.push(p.rounds);
    decisions.push(...p.decisions);
    fortunes.push(...p.fortunes);
    wells.push(...p.wells);
    endings[p.ending] = (endings[p.ending] ?? 0) + 1;
    for (const w of p.winners) winsBySeat[w]! += 1 / p.winners.length;
    const sorted = [...p.fortunes].sort((a, b) => b - a);
    spread.push(sorted[0]! / Math.max(1, sorted[sorted.length - 1]!));
  }
  out({
    figure: 'length',
    length,
    games: GAMES,
    medianRounds: median(rounds),
    maxRounds: Math.max(...rounds),
    medianDecisionsPerPlayer: median(decisions),
    fortuneP10: percentileValue(fortunes, 10),
    fortuneP50: percentileValue(fortunes, 50),
    fortuneP90: percentileValue(fortunes, 90),
    medianBestOverWorst: Math.round(median(spread) * 100) / 100,
    endings,
    winsBySeat,
    fortuneWellsCorrelation: Math.round(correlation(fortunes, wells) * 100) / 100,
  });
}

// 2. The 1000-game check, as `npm run sim -- --game merit-oil --games 1000 --seed S --check --json` runs it.
if (ONLY.has('check')) {
  const check = runSim({ game: meritOil, games: 1000, seed: 'merit-check', check: true, players: 4 });
  out({
    figure: 'check',
    games: check.report.games,
    completed: check.report.completed,
    invariantViolations: check.report.invariantViolations,
    replayMismatches: check.report.replayMismatches,
    botRejections: check.report.results.botRejections,
    endings: check.report.results.endings,
    winsBySeat: check.report.results.winsBySeat,
    winsByBot: check.report.results.winsByBot,
    problems: check.problems.slice(0, 5),
  });
}

/** The tables of policies (win shares, policies rotated through the seats), by group: figure, policies, seed. */
const TABLES: Record<string, [string, string[], string][]> = {
  // 3. Greedy against three random bots (with and without its business offers).
  versus: [
    ['greedyVsRandom', ['greedy', 'random', 'random', 'random'], 'gr'],
    ['plainVsRandom', ['plain', 'random', 'random', 'random'], 'pr'],
  ],
  // 4. No single policy dominates: the policies at one table, and always against never insuring.
  policies: [
    ['policies', ['alwaysInsure', 'neverInsure', 'neverDrill', 'plain'], 'pol'],
    ['insurance', ['alwaysInsure', 'neverInsure', 'alwaysInsure', 'neverInsure'], 'ins'],
  ],
};
for (const [group, tables] of Object.entries(TABLES))
  for (const [figure, kinds, seed] of ONLY.has(group) ? tables : [])
    out({ figure, games: GAMES, ...tournament(kinds, GAMES, 'standard', seed) });
