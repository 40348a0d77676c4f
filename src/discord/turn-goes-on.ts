/**
 * Whether a game's turn message goes on (edited in place) or a new one is posted, and whom a new one pings:
 * pure rules over the seats it asked (`TurnMessage.toAct`), those it stands for unasked (`TurnMessage.kept`), the
 * logged steps since it was posted (`StepSeats`) and the turn it was posted in (`TurnContext`). ./turn-plan.ts
 * applies them to one sync, and ./thread.ts posts and edits by its plan.
 */
import type { TurnMessage } from '../store';
import type { GameSnapshot, StepSeats } from './desk';
import type { Presenter } from './presenters/types';

/**
 * The turn a turn message was posted in, as far as it lets the message go on after others acted: the seats
 * bots play, the player whose turn it is now (`holder`: null when the game does not tell, or is over), and
 * whether the game is still in the turn the message was first posted in (false when the game does not tell
 * its turns).
 */
export interface TurnContext {
  bots: readonly number[];
  holder: number | null;
  sameTurn: boolean;
}

/**
 * Whether the turn message asking `asked` may simply be edited now that `toAct` must act after `steps` (the
 * logged steps since it was posted): "while the same players keep acting". Nobody new is asked (`kept`: the
 * seats it stands for unasked, see `keptSeats`); the player whose turn it is, asked alone in the same turn,
 * goes on with it whoever acted meanwhile (the discards after her 7, answers to her offer: those asked were
 * pinged by this message or an earlier one of the turn, and she was pinged for the turn). Otherwise, when
 * several were asked at once (discards, a simultaneous round) nobody who already answered is asked again (a
 * new round is a new message, and its post pings them; one whose steps left those asked as they were, as by
 * taking a loan while asked to bid, has not answered); and nobody else acted, unless those asked now kept
 * the move throughout (`keptTheMove`): others answered out of turn, as to a trade offer or a deal, and the
 * move came back to them; or, in the same turn, only bots were asked meanwhile and only bots acted, so no
 * person was asked — nor pinged — between. Any other seat of `kept` asked again must have kept the move
 * throughout, whoever acted.
 */
export function continuesTurn(
  asked: readonly number[],
  steps: readonly StepSeats[],
  toAct: readonly number[],
  kept: readonly number[] = [],
  turn?: TurnContext,
): boolean {
  if (toAct.length === 0 || !toAct.every((s) => asked.includes(s) || kept.includes(s))) return false;
  if (turn && holdsTheTurn(toAct, turn)) return true;
  const actors = steps.map((s) => s.seat);
  const othersActed = !actors.every((s) => asked.includes(s));
  const holders = othersActed ? toAct : toAct.filter((s) => !asked.includes(s));
  const held =
    keptTheMove(holders, steps) ||
    (turn !== undefined && turn.sameTurn && keptTheMove(holders, steps, turn.bots));
  if (!held) return false;
  // One whose steps left those asked as they were did not answer (a loan taken while asked to bid): the
  // question is the same, not a new round.
  return asked.length === 1 || !toAct.some((s) => actors.includes(s) && !leftAskedAsWas(s, asked, steps));
}

/**
 * Whether every step `seat` made among `steps` left those asked as they were before it (`asked` before the
 * first): it acted without answering, as by taking a loan while asked to bid.
 */
function leftAskedAsWas(seat: number, asked: readonly number[], steps: readonly StepSeats[]): boolean {
  let before = [...asked].sort((a, b) => a - b);
  for (const { seat: by, after } of steps) {
    if (!after) return false;
    const now = [...after.toAct].sort((a, b) => a - b);
    if (by === seat && now.join() !== before.join()) return false;
    before = now;
  }
  return true;
}

/** Whether `seats` are the player whose turn it is, alone, still in the turn of `turn`. */
function holdsTheTurn(seats: readonly number[], turn: TurnContext): boolean {
  return turn.sameTurn && seats.length === 1 && seats[0] === turn.holder;
}

/**
 * Whether each of `seats` could still act after each of `steps` (the game waited on it or let it act
 * unasked: the maker of an offer while others answer it). A change of turn leaves the player whose turn it
 * was unable to act after some step, and so does a discard round after a 7; a step logged without who was to
 * act after it (before migration 013) counts as such a change. With `bots` (the seats bots play), a step after
 * which the game waited on bots alone, and the next step a bot's, counts as kept too (the bots acted at once,
 * nobody was asked): whether the turn changed meanwhile is the caller's to tell.
 */
function keptTheMove(
  seats: readonly number[],
  steps: readonly StepSeats[],
  bots?: readonly number[],
): boolean {
  return (
    seats.length === 0 ||
    steps.every(
      ({ after }, i) =>
        after !== undefined &&
        (seats.every((s) => after.toAct.includes(s) || after.mayAct.includes(s)) ||
          (bots !== undefined &&
            after.toAct.length > 0 &&
            after.toAct.every((s) => bots.includes(s)) &&
            i + 1 < steps.length &&
            bots.includes(steps[i + 1]!.seat))),
    )
  );
}

/**
 * The seats a new turn message stands for besides those it asks (`TurnMessage.kept`): those the message it
 * supersedes stood for (`shown`: asked or kept) that are not asked now and kept the move through `steps` since
 * it was posted, or are the player whose turn it still is (`turn`). The maker of a trade offer another player
 * must answer is one, and so is the roller of a 7 while others discard: pinged for the turn already, she is
 * not pinged again when the move comes back to her, and the message that asked the others is edited.
 */
export function keptSeats(
  shown: Pick<TurnMessage, 'toAct' | 'kept'>,
  steps: readonly StepSeats[],
  toAct: readonly number[],
  turn?: TurnContext,
): number[] {
  return [...shown.toAct, ...(shown.kept ?? [])]
    .filter(
      (s) =>
        !toAct.includes(s) && (keptTheMove([s], steps) || (turn !== undefined && holdsTheTurn([s], turn))),
    )
    .sort((a, b) => a - b);
}

/**
 * The seats of `toAct` a new turn message pings: all but those for whom the message it supersedes (`shown`)
 * would have gone on (`continuesTurn`), pinged for the turn already: the roller of a 7 who owes a discard
 * herself is asked with the others, and only they are pinged.
 */
export function seatsToPing(
  shown: Pick<TurnMessage, 'toAct' | 'kept'> | null,
  steps: readonly StepSeats[],
  toAct: readonly number[],
  turn?: TurnContext,
): number[] {
  if (!shown) return [...toAct];
  return toAct.filter((s) => !continuesTurn(shown.toAct, steps, [s], shown.kept, turn));
}

/**
 * The people (`people`: seats players play) the turn message asking `asked` asks no more (`toAct`), though none
 * of `steps` since it was posted is theirs: the question put to them was taken back or withdrawn. Pinged by the
 * message, they learn on it that it needs nothing of them (./turn.ts `TurnPayloadInput.released`).
 */
export function releasedSeats(
  asked: readonly number[],
  steps: readonly StepSeats[],
  toAct: readonly number[],
  people: readonly number[],
): number[] {
  return asked.filter((s) => people.includes(s) && !toAct.includes(s) && !steps.some((t) => t.seat === s));
}

/**
 * The people the turn message `shown` told, as it was last drawn (at its `version`), that it needs nothing of
 * them (`releasedSeats`): `then` are the steps logged after its `first` through its `version` as they stood
 * then, before any undo logged since. Asked again now (the withdrawal of an offer taken back), they are asked
 * anew: an edit would ask them without a word, so a new message is posted, and it pings them.
 */
export function releasedWhenShown(
  shown: Pick<TurnMessage, 'toAct'>,
  then: readonly StepSeats[],
  people: readonly number[],
): number[] {
  const last = then.at(-1);
  if (!last?.after) return [];
  return releasedSeats(shown.toAct, then, last.after.toAct, people);
}

/**
 * How long a player may have waited on others, since she last acted, before she is likely gone: past it, the
 * move coming back to her is posted anew, which pings her.
 */
export const AWAY_AFTER_MS = 10 * 60_000;

/**
 * The seats of `toAct` the move comes back to after they waited on others `AWAY_AFTER_MS` or more since they last
 * acted (`lastActedAt`; the message's latest post or edit, `postedAt`, for one who never has): those the message
 * `shown` stood for unasked (`kept`: the roller of a 7 while others discard, the maker of an offer while others
 * answer it). Edited in place, her turn would go on without a word to her: an edit pings nobody, and her
 * reminder comes only hours later. Answers that trickle in each edit the message, so her own last act, not the
 * message's, tells how long she has waited.
 */
export function backAfterAWhile(
  shown: Pick<TurnMessage, 'toAct' | 'kept' | 'postedAt'>,
  toAct: readonly number[],
  now: number,
  lastActedAt: (seat: number) => number | null,
): number[] {
  return toAct.filter(
    (s) =>
      (shown.kept ?? []).includes(s) &&
      !shown.toAct.includes(s) &&
      now - (lastActedAt(s) ?? shown.postedAt) >= AWAY_AFTER_MS,
  );
}

/**
 * Whether game `snap` is still in the turn its turn message `shown` was first posted in (`TurnMessage.turn`):
 * the game tells its turns and it is past its set-up (turn 0, in which each placement passes the move on).
 */
function sameTurn(snap: GameSnapshot, shown: Pick<TurnMessage, 'turn'>): boolean {
  const now = snap.module.turn?.(snap.state);
  return now !== undefined && now > 0 && shown.turn === now;
}

/** The turn of game `snap` as seen by its turn message `shown`, the player whose turn it is told by `presenter`. */
export function turnContext(
  snap: GameSnapshot,
  shown: Pick<TurnMessage, 'turn'>,
  presenter: Pick<Presenter, 'turnOf'>,
): TurnContext {
  return {
    bots: snap.seats.filter((s) => s.botKind !== null).map((s) => s.seat),
    holder: presenter.turnOf?.(snap) ?? null,
    sameTurn: sameTurn(snap, shown),
  };
}
