/**
 * Base Catan's end-of-game awards, from public facts only: who holds Longest Road and Largest Army at the
 * end, and the biggest trader (trades made: each trade with the bank, and each confirmed trade between two
 * players for both of them).
 */
import type { Award, PlayedAction } from '../types';
import { KNIGHT } from './data';
import type { CatanState } from './types';

/** The seats with the highest count, when it is above zero (ties share). */
export function leadersOf(counts: readonly number[]): number[] {
  const best = Math.max(0, ...counts);
  if (best <= 0) return [];
  return counts.flatMap((n, seat) => (n === best ? [seat] : []));
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The fields the awards read of an action whose type a scenario may extend (`type`, and `with` of a confirm). */
export function actionFields(action: unknown): { type: string | null; with: number | null } {
  const a = typeof action === 'object' && action !== null ? (action as Record<string, unknown>) : {};
  return {
    type: typeof a.type === 'string' ? a.type : null,
    with: typeof a.with === 'number' ? a.with : null,
  };
}

/** Trades each seat made over the game (bank trades, and confirmed trades between players for both sides). */
export function tradesMade(seats: number, played: readonly PlayedAction<unknown>[]): number[] {
  const trades = new Array<number>(seats).fill(0);
  const count = (seat: number) => {
    if (seat >= 0 && seat < seats) trades[seat]! += 1;
  };
  for (const p of played) {
    const a = actionFields(p.action);
    if (a.type === 'maritime') count(p.seat);
    else if (a.type === 'confirm' && a.with !== null) {
      count(p.seat);
      count(a.with);
    }
  }
  return trades;
}

export function catanAwards(state: CatanState, played: readonly PlayedAction<unknown>[]): Award[] {
  const awards: Award[] = [];
  if (state.longestRoad >= 0) {
    const length = state.roadLength[state.longestRoad] ?? 0;
    awards.push({
      title: 'Longest road',
      seats: [state.longestRoad],
      detail: plural(length, 'road', 'roads'),
    });
  }
  if (state.largestArmy >= 0) {
    const knights = state.devPlayed[state.largestArmy]?.[KNIGHT] ?? 0;
    awards.push({
      title: 'Largest army',
      seats: [state.largestArmy],
      detail: plural(knights, 'knight', 'knights'),
    });
  }
  const trades = tradesMade(state.seats, played);
  const traders = leadersOf(trades);
  if (traders.length > 0) {
    const n = trades[traders[0]!]!;
    awards.push({ title: 'Biggest trader', seats: traders, detail: plural(n, 'trade', 'trades') });
  }
  return awards;
}
