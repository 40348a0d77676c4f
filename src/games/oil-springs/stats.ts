/**
 * Play statistics for the design notes: how games end (12 VP or collapse), how long they last, how often
 * somebody holds the Champion token, how many disasters strike. Pure and deterministic (seeded); run it with
 *   npx tsx -e "import('./src/games/oil-springs/stats.ts').then(m => console.log(JSON.stringify(m.oilSpringsStats({ games: 1000 }))))"
 */
import { Rng } from '../rng';
import { oilSprings } from './index';
import type { OilSpringsOptions } from './options';

export interface OilSpringsStatsOptions {
  games: number;
  /** Bot kind for every seat. Default greedy. */
  bot?: string;
  seats?: number;
  seed?: string;
  options?: Partial<OilSpringsOptions>;
  /** Safety cap on actions per game. */
  maxActions?: number;
}

export interface OilSpringsStats {
  games: number;
  bot: string;
  victories: number;
  collapses: number;
  unfinished: number;
  /** Mean number of turns (after set-up) per finished game, and mean actions. */
  meanTurns: number;
  meanRounds: number;
  meanActions: number;
  /** Share of finished games in which somebody held the Champion token at the end. */
  championShare: number;
  /** Of the victories, how many the Champion won. */
  championWins: number;
  /** Mean disasters per game: floods and pollutions. */
  meanFloods: number;
  meanPollutions: number;
  /** Mean tokens removed per game, and metropolises built. */
  meanRemovedTokens: number;
  meanMetropolises: number;
  meanSequestered: number;
}

export function oilSpringsStats(o: OilSpringsStatsOptions): OilSpringsStats {
  const bot = o.bot ?? 'greedy';
  const seats = o.seats ?? 4;
  const seed = o.seed ?? 'stats';
  const cap = o.maxActions ?? 20000;
  const play = oilSprings.bots[bot];
  if (!play) throw new Error(`no bot ${bot}`);
  let victories = 0;
  let collapses = 0;
  let unfinished = 0;
  let turns = 0;
  let actions = 0;
  let champion = 0;
  let championWins = 0;
  let floods = 0;
  let pollutions = 0;
  let removed = 0;
  let metros = 0;
  let sequestered = 0;
  for (let g = 0; g < o.games; g++) {
    let state = oilSprings.setup(seats, oilSprings.optionsSchema.parse(o.options ?? {}), `${seed}-${g}`);
    const rng = Rng.fromSeed(`${seed}-bots-${g}`);
    let n = 0;
    while (!oilSprings.status(state).over && n < cap) {
      const seat = oilSprings.status(state).toAct[0]!;
      let r = oilSprings.apply(state, seat, play(state, seat, rng));
      if (!r.ok) {
        const legal = oilSprings.legalActions(state, seat);
        r = oilSprings.apply(state, seat, legal[rng.int(legal.length)]!);
        if (!r.ok) break;
      }
      state = r.state;
      n++;
    }
    const result = oilSprings.status(state).result;
    if (!result) {
      unfinished++;
      continue;
    }
    actions += n;
    turns += state.turn;
    if (result.ending === 'collapse') collapses++;
    else victories++;
    if (state.ext.champion >= 0) {
      champion++;
      if (result.winners.includes(state.ext.champion)) championWins++;
    }
    floods += state.ext.floods;
    pollutions += state.ext.pollutions;
    removed += state.ext.removedTokens.length;
    metros += state.nodeLevel.filter((l) => l === 3).length;
    sequestered += state.ext.sequestered.reduce((a, b) => a + b, 0);
  }
  const done = Math.max(1, victories + collapses);
  const r2 = (x: number) => Math.round(x * 100) / 100;
  return {
    games: o.games,
    bot,
    victories,
    collapses,
    unfinished,
    meanTurns: r2(turns / done),
    meanRounds: r2(turns / done / seats),
    meanActions: r2(actions / done),
    championShare: r2(champion / done),
    championWins,
    meanFloods: r2(floods / done),
    meanPollutions: r2(pollutions / done),
    meanRemovedTokens: r2(removed / done),
    meanMetropolises: r2(metros / done),
    meanSequestered: r2(sequestered / done),
  };
}
