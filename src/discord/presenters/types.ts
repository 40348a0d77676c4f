/**
 * A presenter turns one game's state into Discord words: how each legal action is labelled and grouped into
 * buttons, which actions are shown disabled and why, the open-ended actions entered in modals, the private
 * hand view, the alt text and the board picture. The machinery around it (turn messages, choosers, router)
 * is game-agnostic.
 */
import type { GameSnapshot } from '../desk';

/** Typed subcommands that list actions (besides the generic `/oil move`). */
export type TypedCommand = 'build' | 'roll' | 'play' | 'trade' | 'oil' | 'endturn' | 'move';

export interface ActionChoice {
  /** Index into `legalActions(state, seat)`: what custom ids and select values carry. */
  index: number;
  /** Actions of one group share one button, e.g. 'settlement'. Short: [a-z0-9-], ≤ 20 chars. */
  group: string;
  /** The button's label, e.g. "Build settlement". */
  groupLabel: string;
  /** This choice in the picture's own words, e.g. "Spot B7" or "Steal from Ben". */
  label: string;
  /** Optional second line in a select menu. */
  detail?: string;
  /**
   * A choice made in several steps (e.g. ["Hex J (fields 8)", "Steal from Ben", "Take 1 oil"]): the chooser
   * asks one step at a time. Without it the choice is one step, `label`.
   */
  steps?: string[];
  /** Which typed command lists it; default 'move' only. */
  command?: TypedCommand;
  style?: 'primary' | 'secondary' | 'success' | 'danger';
  /** Spot name on the board, for the picture's selection mode. */
  spot?: string;
}

/** An action the player cannot take now, shown disabled with the reason. */
export interface Unavailable {
  group: string;
  label: string;
  /** e.g. "needs 1 brick more". */
  reason: string;
}

export interface FormField {
  id: string;
  label: string;
  placeholder?: string;
  paragraph?: boolean;
  required?: boolean;
}

/** An open-ended action entered in a modal (trade offers, discards), validated when made. */
export interface FormSpec {
  /** Short key ([a-z0-9-]). */
  key: string;
  /** Button label, e.g. "Offer a trade". */
  buttonLabel: string;
  title: string;
  fields: FormField[];
  /** Parse the fields into an action; a clear message when they make no sense. */
  parse(values: Record<string, string>): { ok: true; action: unknown } | { ok: false; error: string };
}

export interface HandView {
  title: string;
  /** Lines of the private embed: holdings, costs and affordability, secret cards. */
  description: string;
}

export interface Presenter {
  gameId: string;
  /** Every legal action of `seat`, labelled and grouped. */
  choices(snap: GameSnapshot, seat: number): ActionChoice[];
  /** What `seat` would like to do but cannot, and why (only for the seat to act). */
  unavailable(snap: GameSnapshot, seat: number): Unavailable[];
  /** Open-ended actions `seat` may enter now. */
  forms(snap: GameSnapshot, seat: number): FormSpec[];
  /** Where the game stands in a few words for the turn title, e.g. "turn 12 · Ben builds & trades". */
  headline?(snap: GameSnapshot): string;
  /** The seat whose turn it is, when the game has turns: others asked to act (trade answers) make a "move". */
  turnOf?(snap: GameSnapshot): number | null;
  /** One or two lines of public scores/state for the turn embed. */
  scoreLines(snap: GameSnapshot): string[];
  /** Alt text of the board picture: the position in words, no secrets; ≤ 1024 characters. */
  altText(snap: GameSnapshot): string;
  /** The private view of `seat`. */
  hand(snap: GameSnapshot, seat: number): HandView;
  /** The public board picture (PNG); `select` marks the spots of a chooser (group = the action group). */
  render(snap: GameSnapshot, select?: { group: string; spots: string[]; prompt?: string }): Promise<Buffer>;
}
