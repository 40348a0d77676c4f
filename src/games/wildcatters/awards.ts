/**
 * Wildcatters' end-of-game awards, from the public tallies kept on each player: the most barrels delivered
 * to refineries, the most drills, and the most refineries filled to the brim.
 */
import { leadersOf } from '../catan/awards';
import type { Award } from '../types';
import type { WildcattersState } from './types';

function award(title: string, counts: readonly number[], one: string, many: string): Award[] {
  const seats = leadersOf(counts);
  if (seats.length === 0) return [];
  const n = counts[seats[0]!]!;
  return [{ title, seats, detail: `${n} ${n === 1 ? one : many}` }];
}

export function wildcattersAwards(state: WildcattersState): Award[] {
  const tally = (f: (p: WildcattersState['players'][number]) => number) => state.players.map(f);
  return [
    ...award(
      'Oil baron',
      tally((p) => p.delivered),
      'barrel delivered',
      'barrels delivered',
    ),
    ...award(
      'Wildcatter',
      tally((p) => p.drills),
      'drill',
      'drills',
    ),
    ...award(
      'Refiner',
      tally((p) => p.fullEmptyings),
      'full refinery',
      'full refineries',
    ),
  ];
}
