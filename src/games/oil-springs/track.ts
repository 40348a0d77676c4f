/** The Disaster Track: how far the marker stands and how much oil may still be used this turn. */
import { DISASTER_TRACK_LENGTH } from './data';

/**
 * Oil that may still be used this turn: the marker may not pass the end of the track, and once it has
 * reached the end no more oil is used until the disaster phase resets it.
 */
export function oilUsableNow(marker: number): number {
  return Math.max(0, DISASTER_TRACK_LENGTH - marker);
}

/** Whether using `amount` oil now is allowed by the track. */
export function canUseOil(marker: number, amount: number): boolean {
  return amount >= 1 && amount <= oilUsableNow(marker);
}

/** The marker after using `amount` oil (callers check `canUseOil` first). */
export function advanceMarker(marker: number, amount: number): number {
  return Math.min(DISASTER_TRACK_LENGTH, marker + amount);
}

/** Whether a disaster is owed at the end of this turn. */
export function disasterOwed(marker: number): boolean {
  return marker >= DISASTER_TRACK_LENGTH;
}
