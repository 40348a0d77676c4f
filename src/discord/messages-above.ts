/**
 * The turn messages above each game's current one that the game moved on from, each finished then ("continued
 * below", or "done") and ending with the move that did it (an offer to Ben, say), or left when the turn was
 * reposted on request ("reposted below", telling what it told then): each of their moves taken back
 * below, ./thread.ts strikes through in every message that tells it, and only in those. An undo may reach back
 * more than one message (Ana's offer asked the others in a message of its own, she withdrew it there and offered
 * again in a third: taking back all three reaches the message her turn began in), and past any reposts, each of
 * which tells the moves it was left with, save one left telling the very moves of the one above it, which tells
 * none (`toldAbove`). They are kept with the current message's record (`TurnMessage.above`,
 * newest first) while a move they tell may still be taken back: a restart of the bot between the move and its
 * undo forgets nothing.
 *
 * They are not cut to a number, as any of them may tell a move an undo can still reach: Ana steps, her turn is
 * posted anew on request (`/oil board`), she steps in the repost, it is posted anew again, and so on; each message
 * left tells her first step, and the last of her undos takes it back in every one of them, the message she made it
 * in too (a list cut to ten had lost that one after ten such reposts, her step left standing there). What bounds
 * them is the game: they are the messages left during one run of moves that may be taken back (`aboveAfter` cuts
 * them to none once nothing can be), a repost with no move between adding none. Each is an entry of about 130
 * bytes in the row, and an undo edits only those that tell the move it takes back (`toStrike`).
 */
import type { MessageAbove, TurnMessage } from '../store';
import { movedOn, type TurnMessageEnding } from './turn-record';

/**
 * The messages above a turn message recorded at game version `version` after `shown`, the game's turn message
 * until then: `shown` itself first when a new message replaced it (`ending`: how `shown` was finished), as the
 * game moved on or as the turn was reposted on request (it tells the moves through `version`, as the repost does,
 * and the turn goes on below), then those above `shown`; else those above `shown` still (the same message edited,
 * or posted in place of one deleted: no `ending`). None when nothing can be taken back at `version` (`undoable`
 * false: the game's `UndoChance` is null, as at a new turn, after a roll, or once the game is over): no undo can
 * ever reach a move made before then, since the moves after it would have to be taken back first, and the game
 * would then stand as it does now, where nothing can be. A move whose player left its seat may still be taken
 * back (they may take it over again before anyone moves): its chance is kept, not `held`, and so are these.
 * `through`: `shown` tells the moves through that version only (a notice was posted below it there), however it
 * was finished. `goesOn`: for one continued below, whose turn went on there (`MessageAbove.goesOn`).
 */
export function aboveAfter(
  shown: TurnMessage | null,
  ending: TurnMessageEnding | null,
  undoable: boolean,
  version: number,
  through?: number,
  goesOn?: number | null,
): MessageAbove[] | undefined {
  if (!shown || !undoable) return undefined;
  if (!ending || ending === 'ended') return shown.above;
  const left: MessageAbove =
    through !== undefined
      ? { shown, ending, through }
      : movedOn(ending)
        ? { shown, ending, ...(ending === 'continued' && goesOn != null ? { goesOn } : {}) }
        : { shown, ending, through: version };
  // One that tells the moves the message above it tells is left telling none (`toldAbove`): nothing to strike.
  if (toldAbove(shown, left, version)) return shown.above;
  return [left, ...(shown.above ?? [])];
}

/**
 * Whether finished message `left` (`shown`, as recorded) tells the very moves the message above it tells: a turn
 * posted anew on request again and again (`/oil board` each minute, a repair, a clock given more time) with no move
 * between, each repost telling what the message it left told. ./thread.ts then finishes it with its title alone (no
 * line, no picture: the message above tells them, and is struck through for an undo), and it is not kept among the
 * messages above: they grow only with messages that tell other moves.
 * `now`: the game's version.
 */
export function toldAbove(shown: TurnMessage, left: FinishedMessage, now: number): boolean {
  const above = shown.above?.[0];
  return (
    above !== undefined &&
    above.shown.since === shown.since &&
    toldThrough(above, now) === toldThrough(left, now)
  );
}

/** A turn message finished: one above (`MessageAbove`), or the game's last, ended with the game (`ended`). */
export type FinishedMessage = Omit<MessageAbove, 'ending'> & { ending: TurnMessageEnding };

/**
 * The last version finished message `left` tells, for ./thread.ts's record of it and for the undos that strike it
 * alike: its `through` when it has one (the version it was left at when reposted, or when a notice was posted below
 * it), else the move that finished it (`version + 1`) for one the game moved on past ("done", "continued below"),
 * else every move through `now` (reposted now, or ended with the game).
 */
export function toldThrough({ shown, ending, through }: FinishedMessage, now: number): number {
  return through ?? (movedOn(ending) ? shown.version + 1 : now);
}

/**
 * The messages above turn message `shown` to strike through anew, newest first: those that tell a move the undos
 * logged since `shown` was recorded took back (`undoneSince(shown.version)`: the seqs of those moves), each one after
 * its `since` through `toldThrough` (`now`: the game's version).
 */
export function toStrike(
  shown: TurnMessage | null,
  undoneSince: (version: number) => ReadonlySet<number>,
  now: number,
): MessageAbove[] {
  if (!shown?.above?.length) return [];
  const undone = [...undoneSince(shown.version)];
  return shown.above.filter((a) => undone.some((seq) => seq > a.shown.since && seq <= toldThrough(a, now)));
}
