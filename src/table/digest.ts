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
  /**
   * Those of `events` that tell a move made for the seat (by a bot or the game), not by its player: the lines of
   * those actions that open with the seat, or are addressed to it ("{p1} rolled 8", not the "{p0} gets 1 oil"
   * the roll paid).
   */
  madeFor: ReadonlySet<GameEvent>;
}

/** Whether `seat` may read `event`: a public event, or a private one addressed to it. */
export function readableBy(event: GameEvent, seat: number): boolean {
  return !event.to || event.to.length === 0 || event.to.includes(seat);
}

/** Whether `event` names `seat` (its `{pN}` token): a roll that paid them, a steal from them, a build by them. */
export function concerns(event: GameEvent, seat: number): boolean {
  return event.text.includes(`{p${seat}}`) || (event.to?.includes(seat) ?? false);
}

/**
 * Where in `history` the latest action `seat`'s player made themselves is (-1: none yet). A move made for the
 * seat by a bot or by the game (its turn clock ran out, a question of its lapsed, the seat was handed to a bot)
 * has no user: the player did not see it, so it is news to them like the others' moves.
 */
export function lastOwnAction(history: readonly ActionRecord[], seat: number): number {
  let last = -1;
  history.forEach((a, i) => {
    if (a.seat === seat && a.userId !== null) last = i;
  });
  return last;
}

/** What `seat` has not seen itself do: the readable events of the actions after its player's latest one. */
export function digestFor(history: readonly ActionRecord[], seat: number): Digest {
  const last = lastOwnAction(history, seat);
  const after = history.slice(last + 1);
  const readable = (a: ActionRecord) => a.events.filter((e) => readableBy(e, seat));
  return {
    sinceSeq: last >= 0 ? history[last]!.seq : 0,
    events: after.flatMap(readable),
    madeFor: new Set(
      after
        .filter((a) => a.seat === seat)
        .flatMap(readable)
        .filter((e) => e.text.startsWith(`{p${seat}}`) || (e.to?.includes(seat) ?? false)),
    ),
  };
}

/**
 * Where the news starts for `seat`'s private lines (My hand's "Only you know (latest)"): the log position before
 * its previous turn began. Its secrets of this turn and of the round before stay (a steal from it since its last
 * turn, its own steal last turn); older ones, no longer news, go. The game comes to a seat when, after an action,
 * it is to act or may act (`after`: a maker waiting on answers to an offer may act all along), having been
 * neither just before; a turn is a coming in which the seat acts twice or more (a roll, then the rest), or the
 * one it is in now. Answering an offer or discarding (one action) is not a turn. 0 (everything) before its
 * second turn, or for a log older than `after`.
 */
export function newsSince(history: readonly ActionRecord[], seat: number): number {
  const turns: number[] = [];
  let start: number | null = null;
  let acted = 0;
  for (const a of history) {
    if (!a.after) return 0;
    if (start !== null && a.seat === seat) acted++;
    const on = a.after.toAct.includes(seat) || a.after.mayAct.includes(seat);
    if (on && start === null) {
      start = a.seq;
      acted = 0;
    } else if (!on && start !== null) {
      if (acted >= 2) turns.push(start);
      start = null;
    }
  }
  if (start !== null) turns.push(start);
  return turns.length < 2 ? 0 : turns.at(-2)! - 1;
}
