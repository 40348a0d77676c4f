/**
 * Base Catan's end-of-game awards, from public facts only: who holds Longest Road and Largest Army at the
 * end, and the biggest trader (trades made: each trade with the bank, and each confirmed trade between two
 * players for both of them).
 */
import { mostAward, plural } from '../awards';
import type { Award, PlayedAction } from '../types';
import { KNIGHT } from './data';
import type { CatanState } from './types';

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
      title: 'Longest Road',
      seats: [state.longestRoad],
      detail: plural(length, 'road', 'roads'),
    });
  }
  if (state.largestArmy >= 0) {
    const knights = state.devPlayed[state.largestArmy]?.[KNIGHT] ?? 0;
    awards.push({
      title: 'Largest Army',
      seats: [state.largestArmy],
      detail: plural(knights, 'knight', 'knights'),
    });
  }
  awards.push(...mostAward('Biggest trader', tradesMade(state.seats, played), 'trade', 'trades'));
  return awards;
}
