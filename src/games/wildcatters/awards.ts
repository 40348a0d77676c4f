/**
 * Wildcatters' end-of-game awards, from the public tallies kept on each player: the most barrels delivered
 * to refineries, the most drills, and the most refineries filled to the brim.
 */
import { mostAward } from '../awards';
import type { Award } from '../types';
import type { WildcattersState } from './types';

export function wildcattersAwards(state: WildcattersState): Award[] {
  const tally = (f: (p: WildcattersState['players'][number]) => number) => state.players.map(f);
  return [
    ...mostAward(
      'Oil baron',
      tally((p) => p.delivered),
      'barrel delivered',
      'barrels delivered',
    ),
    ...mostAward(
      'Wildcatter',
      tally((p) => p.drills),
      'drill',
      'drills',
    ),
    ...mostAward(
      'Refiner',
      tally((p) => p.fullEmptyings),
      'full refinery',
      'full refineries',
    ),
  ];
}
