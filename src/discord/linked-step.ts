/**
 * The step a move links to: when the player who just moved must act again and all they can do now is pick
 * one of several choices of one group (after a Knight, where the robber goes; in the setup rounds, after the
 * settlement, its road), that group's chooser opens by itself (./components/act.ts), sparing a click on the
 * turn message's one open button. Decided from the presenter's choices and forms alone, for every game: where
 * the player may do anything else too (another group, a form, ending the turn), nothing opens, and the turn
 * message's buttons say what they may do.
 */
import type { GameSnapshot } from './desk';
import { gameEnded, type ActionChoice, type Presenter } from './presenters/types';

/** The choices of the one group `seat` must pick from now in `snap`, or null when that is not all they may do. */
export function linkedChoices(presenter: Presenter, snap: GameSnapshot, seat: number): ActionChoice[] | null {
  // The game waits on them (not merely lets them act: an answer nobody waits for opens nothing).
  if (gameEnded(snap) || !snap.status.toAct.includes(seat)) return null;
  if (presenter.forms(snap, seat).length > 0) return null;
  const choices = presenter.choices(snap, seat);
  // A single choice is one button's move, taken on the player's own click: only a chooser opens by itself.
  if (choices.length < 2 || choices.some((c) => c.group !== choices[0]!.group)) return null;
  return choices;
}
