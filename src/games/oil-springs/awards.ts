/**
 * Oil Springs' end-of-game awards on top of base Catan's: the Champion of the Environment (who holds the token
 * at the end) and the player who burnt the most oil (oil used to convert or to build metropolises).
 */
import { mostAward } from '../awards';
import { actionFields, catanAwards } from '../catan/awards';
import type { Award, PlayedAction } from '../types';
import { METROPOLIS_COST } from './data';
import type { OilSpringsState } from './oilState';

/** Oil one conversion uses (the rule: 1 oil → OIL_CONVERSION_YIELD non-oil resources). */
const OIL_PER_CONVERSION = 1;

/** Oil each seat burnt over the game: converted, or spent on metropolises. Sequestered oil is not burnt. */
export function oilBurnt(seats: number, played: readonly PlayedAction<unknown>[]): number[] {
  const burnt = new Array<number>(seats).fill(0);
  for (const p of played) {
    if (p.seat < 0 || p.seat >= seats) continue;
    const type = actionFields(p.action).type;
    if (type === 'convertOil') burnt[p.seat]! += OIL_PER_CONVERSION;
    else if (type === 'metropolis') burnt[p.seat]! += METROPOLIS_COST.oil;
  }
  return burnt;
}

export function oilSpringsAwards(state: OilSpringsState, played: readonly PlayedAction<unknown>[]): Award[] {
  const awards = catanAwards(state, played);
  const champion = state.ext.champion;
  if (champion >= 0) {
    const kept = state.ext.sequestered[champion] ?? 0;
    awards.push({
      title: 'Champion of the Environment',
      seats: [champion],
      detail: `${kept} oil sequestered`,
    });
  }
  awards.push(...mostAward('Most oil burnt', oilBurnt(state.seats, played), 'oil', 'oil'));
  return awards;
}
