/** The latest events of a record that has room for only some, as a turn message and My hand's digest tell them. */
import type { GameEvent } from '../games/types';

/**
 * The latest `max` of `events`, and before them every earlier one of a `kept` kind (Catan's Longest Road and
 * Largest Army changing hands: 2 VP no player should miss), oldest first; `omitted`: how many were left out.
 */
export function latestEvents(
  events: readonly GameEvent[],
  max: number,
  kept: ReadonlySet<string> = new Set(),
): { events: GameEvent[]; omitted: number } {
  const cut = Math.max(0, events.length - max);
  const early = events.slice(0, cut).filter((e) => e.kind !== undefined && kept.has(e.kind));
  return { events: [...early, ...events.slice(cut)], omitted: cut - early.length };
}

/** "…8 earlier (see /oil log)" for `omitted` events left out, or nothing. */
export function earlierLine(omitted: number): string[] {
  return omitted > 0 ? [`…${omitted} earlier (see /oil log)`] : [];
}
