/**
 * The turn messages above each game's current one that the game moved on from, each finished then ("continued
 * below", or "done") and ending with the move that did it (an offer to Ben, say): each of their moves taken back
 * below, ./thread.ts strikes through in every message that tells it, and only in those. An undo may reach back
 * more than one message (Ana's offer asked the others in a message of its own, she withdrew it there and offered
 * again in a third: taking back all three reaches the message her turn began in). They are kept with the current
 * message's record (`TurnMessage.above`, newest first): a restart of the bot between the move and its undo
 * forgets nothing.
 */
import type { MessageAbove, TurnMessage } from '../store';
import { movedOn, type TurnMessageEnding } from './turn-record';

/**
 * How many messages above are kept, newest first: an undo reaching further back leaves the older ones as they
 * read. It bounds the edits one sync may make for the undos it shows (Discord's rate limits).
 */
export const MESSAGES_ABOVE_KEPT = 5;

/**
 * The messages above a turn message recorded after `shown`, the game's turn message until then: `shown` itself
 * first when a new message replaced it as the game moved on (`ending`: how `shown` was finished), then those
 * above `shown`; else those above `shown` still (the same message edited, the same turn posted anew, or posted in
 * place of one deleted: no `ending`). None once the game is over (`over`): it takes nothing back any more.
 */
export function aboveAfter(
  shown: TurnMessage | null,
  ending: TurnMessageEnding | null,
  over: boolean,
): MessageAbove[] | undefined {
  if (!shown || over) return undefined;
  if (!ending || !movedOn(ending)) return shown.above;
  return [{ shown, ending }, ...(shown.above ?? [])].slice(0, MESSAGES_ABOVE_KEPT);
}

/** Whether message `above` tells a move logged as one of `seqs`: one after its `since` through the one that finished it. */
function tellsAny(above: MessageAbove, seqs: ReadonlySet<number>): boolean {
  const { since, version } = above.shown;
  return [...seqs].some((seq) => seq > since && seq <= version + 1);
}

/**
 * The messages above turn message `shown` to strike through anew, newest first: those that tell a move the undos
 * logged since `shown` was recorded took back (`undoneSince(shown.version)`: the seqs of those moves).
 */
export function toStrike(
  shown: TurnMessage | null,
  undoneSince: (version: number) => ReadonlySet<number>,
): MessageAbove[] {
  const above = shown?.above ?? [];
  if (above.length === 0) return [];
  const undone = undoneSince(shown!.version);
  return undone.size === 0 ? [] : above.filter((a) => tellsAny(a, undone));
}
