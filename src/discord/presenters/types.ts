/**
 * A presenter turns one game's state into Discord words: the public buttons of the turn message (from public
 * information only), how each legal action is labelled and grouped, why an action is not possible for a
 * player (told privately), the open-ended actions entered in modals, the private hand view, the alt text and
 * the board picture. The machinery around it (turn messages, choosers, router) is game-agnostic.
 */
import type { SinceRenderer, ViewRenderer } from '../../render';
import type { GameSnapshot } from '../desk';
import type { GameEvent } from '../../games/types';
import { isOver } from '../../store';

/** Typed subcommands that list actions (besides the generic `/oil move`). */
export type TypedCommand = 'build' | 'roll' | 'play' | 'trade' | 'oil' | 'endturn' | 'move';

/**
 * One legal action in words. Its words (`groupLabel`, `label`, `detail`, `stepDetails`, `steps`) are select
 * options, autocomplete entries and button labels, which Discord shows as typed, never as markdown: they name
 * players as typed (`plainNamesOf`), and whoever puts them in a message's text escapes them (`safeName`).
 */
export interface ActionChoice {
  /** Index into `legalActions(state, seat)`: what custom ids and select values carry. */
  index: number;
  /** The legal action itself (so a click acts on the list it was shown, without building it again). */
  action: unknown;
  /** Actions of one group share one button, e.g. 'settlement'. Short: [a-z0-9-], ≤ 20 chars. */
  group: string;
  /** The button's label, e.g. "Build settlement". */
  groupLabel: string;
  /** This choice in the picture's own words, e.g. "Spot B7" or "Steal from Ben". */
  label: string;
  /** Optional second line in a select menu. */
  detail?: string;
  /**
   * Optional second line of each of `steps` in the chooser's select (the first choice's, for a step several
   * choices share), e.g. ["Rob Ben (3 cards) or Caro (1 card)", "Ben holds 3 cards"].
   */
  stepDetails?: (string | undefined)[];
  /**
   * A choice made in several steps (e.g. ["Hex J (fields 8)", "Steal from Ben", "Take 1 oil"]): the chooser
   * asks one step at a time. Without it the choice is one step, `label`.
   */
  steps?: string[];
  /**
   * When a pick leaves this the only choice and its later steps were not shown, the chooser shows them as one
   * option to confirm (nobody commits to a price or goods they did not see). True: its later steps only follow
   * from the earlier ones and the earlier options' details already said so (the robber's hex "Rob Ben", then
   * the one way to steal), so the pick acts at once.
   */
  laterStepsFollow?: boolean;
  /**
   * Applied only once picked by name, even as its group's only choice: its button opens the private chooser
   * with it as the one option to confirm, and a typed command without a choice asks which. For a move that
   * stands (a development card played from the hand: Undo cannot take it back) which the public button, shown
   * to everyone, cannot name.
   */
  confirm?: boolean;
  /**
   * What holds for every choice of the group, said once under the chooser's header rather than under each
   * option: "A discarded card only names its area: its bonus is not paid in the starting placement."
   */
  groupNote?: string;
  /** Which typed command lists it; default 'move' only. */
  command?: TypedCommand;
  style?: 'primary' | 'secondary' | 'success' | 'danger';
  /**
   * Spot name on the board, for the picture's selection mode: the place the choice leads to, which the
   * chooser's picture marks at each of its menus (unless `stepSpots` names each step's own).
   */
  spot?: string;
  /**
   * The spot each of `steps` picks, when its steps pick different places (a transport: the source's field, then
   * the refinery's site, then the tanker's harbour, then no place for the barrels): the chooser's picture marks
   * at each menu the spots its options pick there. Without it, every menu marks `spot`.
   */
  stepSpots?: (string | undefined)[];
}

/**
 * A button of the public turn message. Decided from public information only (the spectator view, public
 * counts), never from a hand: it says what the players to act might do, not what they can afford.
 */
export interface PublicAction {
  /** 'act': a group of `choices` (a lone choice applies at once, several open a chooser); 'form': a modal. */
  kind: 'act' | 'form';
  /** The group key of `choices`, or the key of a `forms` entry. */
  key: string;
  /** The button's label, e.g. "Build city". */
  label: string;
  style?: ActionChoice['style'];
  /** Shown greyed out with this reason, which must be public too ("no roads left"). */
  disabledReason?: string;
  /**
   * Told in the turn message beside the buttons, public too, where the label is kept short enough for a phone
   * (`SHORT_LABEL`): a greyed button's longer reason ("Charter a tanker — no full cargo": "no port has a full
   * cargo yet …"), or what an open button's label leaves out, in a sentence naming the button ("Charter at
   * Tripoli: about 30% chance to arrive in time …").
   */
  note?: string;
}

/** An action the player cannot take now, and why: told privately when they press its button. */
export interface Unavailable {
  group: string;
  label: string;
  /** e.g. "needs 1 brick more". */
  reason: string;
  /** The action in a sentence, e.g. "build a city" ("You can't build a city right now: …"). */
  doing?: string;
  /** The typed command that would list the action (`/oil play`), which then says why it has nothing to do. */
  command?: TypedCommand;
}

export interface FormField {
  id: string;
  label: string;
  placeholder?: string;
  /** The text the field opens with (the player may change it); it must parse back with the form's `parse`. */
  value?: string;
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
  /**
   * Whether the form, refused, opens next time with what the player typed (`FormDrafts`): a long form where one
   * wrong field should not cost the rest (Merit's deal, Catan's typed offer). The draft replaces the fields' own
   * `value`s.
   */
  keepsTyped?: boolean;
  /**
   * With `keepsTyped`: what the typed words belong to (e.g. the turn, or the offer a counter answers). A draft
   * typed in another scope is not reused: the form opens as new. Absent: one scope for the whole game.
   */
  draftScope?: string;
  /** Parse the fields into an action; a clear message when they make no sense. */
  parse(values: Record<string, string>): { ok: true; action: unknown } | { ok: false; error: string };
}

export interface HandView {
  title: string;
  /**
   * Lines of the private embed: first what the game waits for from the player (a discard, an answer, a bid), which
   * their holdings alone would not say, then holdings, costs and affordability, secret cards.
   */
  description: string;
}

export interface Presenter {
  gameId: string;
  /**
   * The action buttons of the public turn message, in order, for whoever must act: built from public
   * information alone, so two states that differ only in hidden cards give the same buttons. Every group of
   * `choices` and every form of a player to act has its button here; the rest are found out on the click.
   */
  publicActions(snap: GameSnapshot): PublicAction[];
  /** Every legal action of `seat`, labelled and grouped. */
  choices(snap: GameSnapshot, seat: number): ActionChoice[];
  /** Why `seat` cannot take the actions of a public button right now (told only to them, on the click). */
  unavailable(snap: GameSnapshot, seat: number): Unavailable[];
  /**
   * Why `seat`, who may not act now, was not asked what a public button (`key`: its group or form key) asks of
   * others, as a sentence told only to them — Catan: "You were not asked to answer Ana's offer (1 ore for
   * 1 oil): you hold 0 oil, so you could not take it.", or "You already declined Ana's offer, and each player
   * answers an offer once." to one who answered already; "You have nothing to discard. Waiting for Ben to
   * discard; then Ana moves the robber." to one who owes no discard after a 7. Null or absent: the plain "not
   * your turn" answer.
   */
  notAsked?(snap: GameSnapshot, seat: number, key: string): string | null;
  /**
   * The typed commands this game lists, for `/oil help` in its thread, in place of the line naming every
   * game's (Merit's "Oil" has nothing to `/oil build`, `/oil play` or `/oil oil`). Absent: that line.
   */
  typedHelp?: string;
  /**
   * The typed commands some move of this game is typed with (its choices' `command`), `/oil move` aside, which
   * lists every move: `/oil help` in its thread names these (`typedHelp`), and another typed here answers whose
   * command it is and what to type instead (`/oil oil` in base Catan). Absent: every command.
   */
  typedCommands?: readonly Exclude<TypedCommand, 'move'>[];
  /**
   * What `/oil trade give: get:` answers in this game when it has no give-and-get offer to make now: Merit's "Oil"
   * has none at all (a deal names a player, the goods and a price, in its own form), Wildcatters no trades.
   * Absent: Catan's words (only on your turn, after rolling).
   */
  typedOfferHelp?: string;
  /**
   * The groups a typed command lists first, in this order (`/oil move`'s autocomplete: what a player most likely
   * wants, a roll, the robber, a build, before 20 one-for-one offers); groups not named follow, as `choices` lists
   * them. Absent: as `choices` lists them.
   */
  typedOrder?: readonly string[];
  /**
   * What `seat`, to act, must settle before anything else, in words after "You cannot end your turn right now:"
   * — Catan: "your offer (1 lumber for 1 wool) is open: confirm it or withdraw it first". Null or absent:
   * nothing holds them (a typed command with nothing of its kind to do says only that).
   */
  settleFirst?(snap: GameSnapshot, seat: number): string | null;
  /** Open-ended actions `seat` may enter now. */
  forms(snap: GameSnapshot, seat: number): FormSpec[];
  /** Where the game stands in a few words for the turn title, e.g. "turn 12 · Ben builds & trades". */
  headline?(snap: GameSnapshot): string;
  /**
   * Public: what the turn title leaves to the body, the first line above what happened: Merit's "5 rounds left:
   * oil still at sea at the end counts for nothing", which made its title too long for a phone. Null: nothing.
   */
  headlineNote?(snap: GameSnapshot): string | null;
  /**
   * Kinds of public event a turn message keeps when it shows only the latest of a long record ("…8 earlier"):
   * what changes the standings for good, as who takes Longest Road, which no later line repeats.
   */
  keptEvents?: ReadonlySet<string>;
  /**
   * Public: the player whose turn it is has the points to win and only needs to end the turn ("Ben has 12 VP
   * — ending the turn wins …"), from public points only; null otherwise.
   */
  winNotice?(snap: GameSnapshot): string | null;
  /** Private to `seat`: the same, when their hidden points (victory point cards) make the difference. */
  privateWinNotice?(snap: GameSnapshot, seat: number): string | null;
  /**
   * Public: what `seats`, whom the game lets act without waiting on them (`status().mayAct`), may do, for the turn
   * message's "To act": Catan's "Ana may confirm the trade with Ben, or withdraw the offer (1 lumber for 1
   * ore)". Absent or null: "… may act too"; empty: nothing they could do is worth telling (Merit's solvent players
   * when the debtors have nothing to sell).
   */
  mayActWords?(snap: GameSnapshot, seats: readonly number[]): string | null;
  /** The seat whose turn it is, when the game has turns: others asked to act (trade answers) make a "move". */
  turnOf?(snap: GameSnapshot): number | null;
  /**
   * Public: the seats in the order they play, from the player whose turn it is through a round (./play-order.ts),
   * for the turn message's "Order of play" while the game goes on. Absent: the message shows no order.
   */
  playOrder?(snap: GameSnapshot): number[];
  /**
   * Public: whether `playOrder` names every turn the game has left (the last round of a game of rounds, whose last
   * turn ends it), so that a player not in it has played their last turn. Absent: never.
   */
  orderEndsGame?(snap: GameSnapshot): boolean;
  /**
   * What each of the game's bots does, in a few words for the lobby's bot select (≤ 100 characters), e.g.
   * greedy: "Builds toward points, one move at a time". A kind without words here has the lobby's default.
   */
  botWords?: Readonly<Record<string, string>>;
  /**
   * The game's options as the host chose them (`/oil new`), in a line for the lobby: "Length: short (20
   * rounds)". Those who join see what game they sit down to; null or absent: the lobby says nothing of them.
   */
  lobbyOptions?(options: unknown): string | null;
  /** The lines of public scores (a line a player, then any state all share) for the turn embed. */
  scoreLines(snap: GameSnapshot): string[];
  /**
   * A public score in the game's own words, for the end-of-game summary: "£2,015,575" for a fortune in pounds;
   * `short` for the score chart's legend ("£2.02m"). Without it a score is "12 points" (short: "12").
   */
  scoreWords?(score: number, short?: boolean): string;
  /**
   * The rounds played, for the end-of-game summary's length in a game played in rounds, as its turn messages
   * count them ("30 rounds (173 moves)"); absent: the length is told in turns (a module's `turn`) or moves.
   */
  roundsPlayed?(snap: GameSnapshot): number;
  /**
   * A short public word on each seat's place in the end-of-game summary, beside its name, by seat ("bankrupt":
   * "2\\. **Ben** (bankrupt) — £0"), where the score alone would hide how the player finished; null, a seat
   * missing or the method absent: none. One call for all the seats (the game's view is built once).
   */
  standingNotes?(snap: GameSnapshot): readonly (string | null)[];
  /** Alt text of the board picture: the position in words, no secrets; ≤ 1024 characters. */
  altText(snap: GameSnapshot): string;
  /** The private view of `seat`. */
  hand(snap: GameSnapshot, seat: number): HandView;
  /**
   * Whether a private event is one the hand lists anyway, logged before events said so (`GameEvent.inHand`):
   * My hand's "Only you know" leaves it out, as it does a marked one, so old games read it once too.
   */
  listedInHand?(event: GameEvent): boolean;
  /**
   * The game's board drawer (public view → PNG) from `src/render/<game>/`; null when the game has none (the
   * turn message then shows a plain picture of the scores). Tools and benchmarks draw through it too.
   */
  picture: ViewRenderer | null;
  /**
   * The game's since picture (from `src/render/<game>/since.ts`): the board now with what changed since the
   * public view just after a seat's latest action marked, and its caption; null when nothing it can mark
   * changed. Shown only in that seat's My hand. Absent: the game's digest is text only.
   */
  sincePicture?: SinceRenderer;
  /** The public board picture (PNG); `select` marks the spots of a chooser (group = the action group). */
  render(snap: GameSnapshot, select?: { group: string; spots: string[]; prompt?: string }): Promise<Buffer>;
}

/**
 * Whether the game has ended: won (the engine's status) or ended before anyone won (its lifecycle), nobody's
 * move either way. The turn message then offers no moves, and My hand shows what the player held and where
 * they finished, without costs or what to do next.
 */
export function gameEnded(snap: Pick<GameSnapshot, 'status' | 'record'>): boolean {
  return snap.status.over || isOver(snap.record);
}

/**
 * The length of a label a phone shows on one line of its button, about 40 characters: a greyed button's label
 * ("Build city — no cities left") stays within it (see `greyedBy`), and so does the Undo button's.
 */
export const SHORT_LABEL = 40;

/**
 * A greyed button's public reason: `text` in full ("needs 4 cards of a kind, holds 3"), and `short`, what the
 * label says when "label — text" would not fit a phone's line ("too few cards").
 */
export interface Reason {
  text: string;
  short: string;
}

/** A public reason, with the short words its button says when the whole would not fit (`greyedBy`). */
export const reason = (text: string, short = text): Reason => ({ text, short });

/**
 * `action` greyed for `why`: its label says the whole reason when "label — reason" fits `SHORT_LABEL`, else the
 * short one, and the whole one is its note (told beside the buttons in the turn message).
 */
export function greyedBy(action: PublicAction, why: Reason): PublicAction {
  const whole = `${action.label} — ${why.text}`.length <= SHORT_LABEL || why.short === why.text;
  return { ...action, disabledReason: whole ? why.text : why.short, ...(whole ? {} : { note: why.text }) };
}
