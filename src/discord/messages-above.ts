/**
 * The turn message each game's current one was posted after, finished then ("continued below", or "done") and
 * ending with the move that did it (an offer to Ben, say): if that move is taken back, ./thread.ts strikes its
 * lines through, once. It is kept with the current message's record (`TurnMessage.above`): a restart of the bot
 * between the move and its undo forgets nothing.
 */
import type { MessageAbove, TurnMessage } from '../store';
import { movedOn, type TurnMessageEnding } from './turn-record';

/**
 * The message above a turn message recorded after `shown`, the game's turn message until then: `shown` itself
 * when a new message replaced it as the game moved on (`ending`: how `shown` was finished), else the one above
 * `shown` still (the same message edited, or the same turn posted anew). None once the game is over (`over`):
 * it takes nothing back any more.
 */
export function aboveAfter(
  shown: TurnMessage | null,
  ending: TurnMessageEnding | null,
  over: boolean,
): MessageAbove | undefined {
  if (!shown || over) return undefined;
  return ending && movedOn(ending) ? { shown, ending } : shown.above;
}

/**
 * The message above turn message `current` to strike now: when the move it ends with, the one that made version
 * `shown.version + 1`, was taken back (`takenBack`, by the seq it was logged as).
 */
export function toStrike(current: TurnMessage, takenBack: (seq: number) => boolean): MessageAbove | null {
  const above = current.above;
  return above && takenBack(above.shown.version + 1) ? above : null;
}
