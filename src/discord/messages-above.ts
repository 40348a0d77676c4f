/**
 * The turn message each game's current one was posted after, finished then ("continued below", or "done") and
 * ending with the move that did it (an offer to Ben, say): each of its moves taken back below, that one or one
 * before it, ./thread.ts strikes through in it. It is kept with the current message's record
 * (`TurnMessage.above`): a restart of the bot between the move and its undo forgets nothing.
 */
import type { MessageAbove, TurnMessage } from '../store';
import { movedOn, type TurnMessageEnding } from './turn-record';

/**
 * The message above a turn message recorded after `shown`, the game's turn message until then: `shown` itself
 * when a new message replaced it as the game moved on (`ending`: how `shown` was finished), else the one above
 * `shown` still (the same message edited, the same turn posted anew, or posted in place of one deleted: no
 * `ending`). None once the game is over (`over`): it takes nothing back any more.
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
 * The message above turn message `shown` to strike through anew: when the undos logged since `shown` was recorded
 * (`undoneSince(shown.version)`: the seqs of the moves they took back) took back a move it tells, one after its
 * `since` through the one that finished it (version `version + 1`).
 */
export function toStrike(
  shown: TurnMessage | null,
  undoneSince: (version: number) => ReadonlySet<number>,
): MessageAbove | null {
  const above = shown?.above;
  if (!above) return null;
  const { since, version } = above.shown;
  return [...undoneSince(shown.version)].some((seq) => seq > since && seq <= version + 1) ? above : null;
}
