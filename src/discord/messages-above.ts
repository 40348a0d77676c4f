/**
 * The turn messages above each game's current one that the game moved on from, each finished then ("continued
 * below", or "done") and ending with the move that did it (an offer to Ben, say), or left when the turn was
 * reposted on request ("reposted below", telling what it told then): each of their moves taken back
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
 * The messages above a turn message recorded at game version `version` after `shown`, the game's turn message
 * until then: `shown` itself first when a new message replaced it (`ending`: how `shown` was finished), as the
 * game moved on or as the turn was reposted on request (it tells the moves through `version`, as the repost does,
 * and the turn goes on below), then those above `shown`; else those above `shown` still (the same message edited,
 * or posted in place of one deleted: no `ending`). None once the game is over (`over`): it takes nothing back any
 * more.
 */
export function aboveAfter(
  shown: TurnMessage | null,
  ending: TurnMessageEnding | null,
  over: boolean,
  version: number,
): MessageAbove[] | undefined {
  if (!shown || over) return undefined;
  if (!ending || ending === 'ended') return shown.above;
  const left: MessageAbove = movedOn(ending) ? { shown, ending } : { shown, ending, through: version };
  return [left, ...(shown.above ?? [])].slice(0, MESSAGES_ABOVE_KEPT);
}

/**
 * The last version message `above` tells: the one it was left at when reposted, else the move that finished it
 * (version `version + 1`), as ./thread.ts draws its record.
 */
function toldThrough(above: MessageAbove): number {
  return above.through ?? above.shown.version + 1;
}

/** Whether message `above` tells a move logged as one of `seqs`: one after its `since` through `toldThrough`. */
function tellsAny(above: MessageAbove, seqs: ReadonlySet<number>): boolean {
  const { since } = above.shown;
  const through = toldThrough(above);
  return [...seqs].some((seq) => seq > since && seq <= through);
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
