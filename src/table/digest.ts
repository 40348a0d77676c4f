/**
 * "Since your last turn", for every game: from the game as played (undo entries left out), the events after a
 * seat's latest action that this seat may read — public ones, and private ones addressed to it. Pure.
 */
import type { GameEvent } from '../games/types';
import type { ActionRecord } from '../store';

export interface Digest {
  /** The log position of the seat's latest action (0: it has not acted yet, so since the start). */
  sinceSeq: number;
  /** What happened since, oldest first. */
  events: GameEvent[];
}

/** Whether `seat` may read `event`: a public event, or a private one addressed to it. */
export function readableBy(event: GameEvent, seat: number): boolean {
  return !event.to || event.to.length === 0 || event.to.includes(seat);
}

/** Whether `event` names `seat` (its `{pN}` token): a roll that paid them, a steal from them, a build by them. */
export function concerns(event: GameEvent, seat: number): boolean {
  return event.text.includes(`{p${seat}}`) || (event.to?.includes(seat) ?? false);
}

/** What `seat` has not seen itself do: the readable events of the actions after its latest one. */
export function digestFor(history: readonly ActionRecord[], seat: number): Digest {
  let last = -1;
  history.forEach((a, i) => {
    if (a.seat === seat) last = i;
  });
  const after = history.slice(last + 1);
  return {
    sinceSeq: last >= 0 ? history[last]!.seq : 0,
    events: after.flatMap((a) => a.events.filter((e) => readableBy(e, seat))),
  };
}
