/**
 * The step a move links to: when the player who just moved (by a button, a chooser, a form or a typed command)
 * must act again in the same turn and all they can do now is pick one of several choices of one group (after a
 * Knight or a discard, where the robber goes; in the setup rounds, after the settlement, its road), that group's
 * chooser opens by itself as the move's private answer (`openLinkedOr` in ./components/act.ts), sparing a click
 * on the turn message's one open button. Decided from the presenter's public actions, forms and choices alone,
 * for every game: where the player may do anything else too (another group, a form, ending the turn), nothing
 * opens, and the turn message's buttons say what they may do.
 */
import type { MoveLeft } from './play';
import { gameEnded, type ActionChoice, type Presenter } from './presenters/types';

/**
 * The choices of the one group `seat` must pick from now that their move `left` the game so, or null when
 * that is not all they may do, or when their turn did not simply go on: a new turn message (others' turns
 * came between, as the bots' placements before a second settlement) asks them anew, and its buttons do.
 */
export function linkedChoices(presenter: Presenter, left: MoveLeft, seat: number): ActionChoice[] | null {
  const { snap } = left;
  // The game waits on them (not merely lets them act: an answer nobody waits for opens nothing).
  if (!left.sameTurn || gameEnded(snap) || !snap.status.toAct.includes(seat)) return null;
  // First what the turn message offers everyone (cheap, public): a linked step is its one open button. Only
  // then the player's own choices (every legal action, labelled), which the next click would list anyway.
  const open = presenter.publicActions(snap).filter((a) => !a.disabledReason);
  if (open.length !== 1 || open[0]!.kind !== 'act') return null;
  if (presenter.forms(snap, seat).length > 0) return null;
  const choices = presenter.choices(snap, seat);
  // A single choice is one button's move, taken on the player's own click: only a chooser opens by itself.
  if (choices.length < 2 || choices.some((c) => c.group !== choices[0]!.group)) return null;
  return choices;
}
