/**
 * Merit's "Oil" end-of-game awards, from public facts only: who struck the most oil (wells from the drilling
 * track), and who delivered the most cargoes (tankers arriving at their destination).
 */
import { mostAward } from '../awards';
import type { Award, PlayedAction } from '../types';

/** How many events of `kind` each seat's own actions brought (a strike on their drill, their tankers arriving). */
export function eventsBySeat(
  seats: number,
  played: readonly PlayedAction<unknown>[],
  kind: string,
): number[] {
  const counts = new Array<number>(seats).fill(0);
  for (const p of played)
    if (p.seat >= 0 && p.seat < seats)
      counts[p.seat]! += p.events.filter((e) => e.kind === kind && !e.to).length;
  return counts;
}

export function meritAwards(seats: number, played: readonly PlayedAction<unknown>[]): Award[] {
  return [
    ...mostAward('Wildcatter', eventsBySeat(seats, played, 'strike'), 'strike', 'strikes'),
    ...mostAward(
      'Shipping magnate',
      eventsBySeat(seats, played, 'arrive'),
      'cargo delivered',
      'cargoes delivered',
    ),
  ];
}
