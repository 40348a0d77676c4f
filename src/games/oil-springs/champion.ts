/** Champion of the Environment and the VP sequestered oil is worth. */
import { CHAMPION_THRESHOLD, CHAMPION_VP, SEQUESTERED_PER_VP } from './data';

/**
 * Who holds the Champion token after `seat` sequestered. The first player to reach the threshold takes it;
 * afterwards a player takes it only with strictly more sequestered oil than the current holder.
 */
export function championAfter(
  sequestered: readonly number[],
  holder: number | null,
  seat: number,
): number | null {
  const mine = sequestered[seat] ?? 0;
  if (holder === null) return mine >= CHAMPION_THRESHOLD ? seat : null;
  if (holder === seat) return holder;
  return mine > (sequestered[holder] ?? 0) ? seat : holder;
}

/** VP from sequestering: 1 per full set of 3, plus the Champion token. */
export function sequesterVictoryPoints(sequestered: number, isChampion: boolean): number {
  return Math.floor(sequestered / SEQUESTERED_PER_VP) + (isChampion ? CHAMPION_VP : 0);
}
