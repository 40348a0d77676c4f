/**
 * The game contract. Every game the bot offers is a `GameModule`: plain data and pure functions, with no
 * I/O (no discord.js, no canvas, no sqlite, no clock). The table service, the bots, the simulator, the
 * replay tool and the fuzzers all drive games only through this interface.
 *
 * Determinism: the same seed and the same action log give the same state, bit for bit. Every random
 * outcome (dice, draws, steals) comes from the RNG whose state lives inside the game state (see rng.ts).
 */
import type { ZodType } from 'zod';
import type { Rng } from './rng';

/** Something that happened, for the game log and the turn message. */
export interface GameEvent {
  /**
   * Short human text. Engines do not know player names, so a seat is written as the token `{pN}` (see
   * `seatRef` in events.ts), e.g. "{p0} rolled 8: {p1} +2 ore"; presenters replace the tokens with names.
   */
  text: string;
  /** A machine-readable kind, e.g. "roll", "build", "steal". */
  kind?: string;
  /**
   * When set, only these seats may read this event (e.g. which card was stolen). Public listings skip it;
   * the affected players get it in their private view.
   */
  to?: number[];
  /**
   * For a private event (`to`) whose secret a later public event tells everyone: that event's kind, or the key
   * it `reveals`. E.g. a sealed bid, "until" the auction's result (a kind) lists every bid; a drawn card, until
   * the public event that plays that very card (a key: one of two Knights in a hand is played, the other is
   * still secret). The private view (My hand's "Only you know") drops it once such an event follows it: it is
   * no longer only theirs. Several keys: dropped after any of them (a kept card, once played or once its holder
   * is out of the game).
   *
   * On a public event: a step that a later public event of that kind sums up, so the public record (the turn
   * message, /oil log, My hand's digest) drops it once that event follows (`stillNews`): each "Ben has answered
   * the auction (sealed)" once the result lists every bid.
   */
  until?: string | readonly string[];
  /**
   * On a public event: the secret it tells everyone, as the key a private event's `until` names (e.g.
   * "{p0}:knight#2", the second Knight {p0} played and drew). Only a key made of what the event says anyway.
   */
  reveals?: string;
  /**
   * On a private event: the public event just before it, told in full, what that one hides filled in ("{p1} stole
   * 1 grain from {p0}." after "{p1} stole a card from {p0}."), so those it is addressed to read this one in its
   * place (My hand's digest). Not where the public line tells something the private one does not (a development
   * card "bought" publicly, "drew a Knight" privately: both are news).
   */
  fillsIn?: boolean;
  /**
   * On a private event: the player's hand lists this secret anyway, with more (a kept card and how to play it),
   * so My hand's "Only you know" leaves it out and the player reads it once. The move's reply and the digest
   * still tell it.
   */
  inHand?: boolean;
  /**
   * Set on the lines that tell how the game ended (final scoring, the result), not what the last player did:
   * the game-over message tells them, once; the turn message it supersedes leaves them out of its record.
   * (A result line is recognised without it too: its text is the result's summary, or its kind is "win".)
   */
  final?: boolean;
  /**
   * On a public event: the move it tells, as amounts that add up when the same player makes the same move again
   * right after it (a block of shares bought at a time, the same bank trade again, one more loan). The turn message
   * tells such a run as one line (`foldTallies`), in the game's words (`GameModule.tallyText`); /oil log keeps
   * every line.
   */
  tally?: Tally;
}

/**
 * A move's amounts (`GameEvent.tally`). `key`: the move and who made it, in the game's own terms, the same in every
 * line that folds with it ("shares:0:refinery": seat 0 bought Refinery shares); `n`: its amounts, added up over a
 * run ([blocks, pounds]); `after`: how things stand after it (oil sequestered in all), the run's last told.
 */
export interface Tally {
  key: string;
  n: readonly number[];
  after?: readonly number[];
}

/** A successful application of an action. */
export interface Applied<S> {
  ok: true;
  state: S;
  events: GameEvent[];
}

/**
 * A rejected action: a short explanation fit to show the player (the rule; never "Nothing changed.", which only
 * the bot layer says, see docs/glossary.md "refusal"); the state is unchanged. `C` is the game's union of
 * refusal codes (e.g. `CatanRefusalCode`), so a rule cannot invent a code its game does not list.
 */
export interface RuleError<C extends string = string> {
  ok: false;
  error: string;
  /** A stable code for tests and for choosing a friendlier message, e.g. "not-your-turn", "cannot-afford". */
  code?: C;
}

/** The one way to refuse an action: the code first, then the text for the player. A refusal is a value, never a throw. */
export function ruleError<C extends string>(code: C, error: string): RuleError<C> {
  return { ok: false, error, code };
}

export interface GameResult {
  /** Seats that won (empty when nobody won, e.g. an Oil Springs collapse). */
  winners: number[];
  /** Which ending happened, machine readable: "victory", "collapse", "abandoned", ... */
  ending: string;
  /** Human summary, e.g. "Ana wins with 10 VP". */
  summary: string;
}

export interface GameStatus {
  /** Seats that must act now. Several seats at once for discards, trade answers, auctions. */
  toAct: number[];
  /**
   * Seats that may also act now although the game does not wait on them: they are not asked (no ping, no
   * reminder, no clock) and bots do not play them, but the table lets their moves through to the rules. E.g. in
   * Merit's "Oil" the maker of an offer while its answer is awaited, or a solvent player who may offer to buy an
   * insolvent player's shares. Absent: only `toAct`.
   */
  mayAct?: number[];
  /**
   * Of `mayAct`, the seats that a bot playing them plays now (a person still is not asked). E.g. in Catan the
   * maker of an offer someone accepted: its bot confirms without waiting for the others' answers. Absent: none.
   */
  botsMayAct?: number[];
  over: boolean;
  result?: GameResult;
  /** Public score per seat (e.g. visible victory points). */
  scores: number[];
}

/** Whether `seat` may act now: the game waits on it (`toAct`), or lets it act unasked (`mayAct`). */
export function mayActNow(status: GameStatus, seat: number): boolean {
  return status.toAct.includes(seat) || (status.mayAct?.includes(seat) ?? false);
}

/**
 * The seats a bot may play now, lowest first: those the game waits on (`toAct`) and those it lets a bot play
 * unasked (`botsMayAct`). The table and the simulator take the lowest bot seat of these.
 */
export function seatsForBots(status: GameStatus): number[] {
  const seats = status.botsMayAct ? [...new Set([...status.toAct, ...status.botsMayAct])] : [...status.toAct];
  return seats.sort((a, b) => a - b);
}

/** One action of a finished game's log as the replay met it: who acted, what, and what it gave. */
export interface PlayedAction<A> {
  seat: number;
  action: A;
  events: readonly GameEvent[];
}

/** An end-of-game award (public facts only: the summary message is public). */
export interface Award {
  /** The award's name, e.g. "Longest Road", "Most oil burnt". */
  title: string;
  /** Who holds it (several on a tie); never empty. */
  seats: number[];
  /** What earned it, e.g. "8 roads", "11 trades". */
  detail: string;
}

/**
 * A pile (or deck) whose order is secret, for undo: `cards` in order, the top card LAST (as every game keeps
 * its piles), and `name` saying what a draw from it shows, e.g. "the bill of lading drawn". A hand the others
 * cannot see (cards kept to be played later) is one too: a card leaving it is shown ("the kept card played").
 */
export interface HiddenPile {
  name: string;
  cards: readonly (string | number)[];
}

/** A bot picks one action for `seat`. It may use `rng` (its own, not the game's) for randomness. */
export type Bot<S, A> = (state: S, seat: number, rng: Rng) => A;

/**
 * A game. S = state (plain JSON), A = action (plain JSON), O = options, V = view.
 *
 * `apply` validates and never throws on bad input. On success it may reuse (mutate) the `state` object it
 * was given and return it as the new state, so callers that need the old state must pass a copy; on a
 * `RuleError` it leaves `state` untouched.
 */
/** The longest a game's `goal` line may be: one line in the lobby, two at most on a phone. */
export const GOAL_MAX_CHARS = 140;

export interface GameModule<S, A, O, V = unknown> {
  id: string;
  title: string;
  /**
   * What the game is and how one wins, in one short line (at most `GOAL_MAX_CHARS`), for a newcomer: the lobby shows
   * it, and the rules page (docs/rules/<id>.md) says it word for word first. Built from the designed numbers, so the
   * line says what the engine plays. Every offered game has one (a test); fixtures may leave it out.
   */
  goal?: string;
  players: { min: number; max: number };
  /**
   * The version of these rules: 1 at first, one more with each change of the rules code that a saved game would
   * notice (a state of another shape, a rule that plays a logged action otherwise). A saved game keeps the
   * version it was saved under; one saved under an older version is upgraded when it is next loaded (`upgrade`),
   * and its log is replayed (undo, `/oil repair`) only from that update on (src/table/rules-update.ts).
   */
  rulesVersion: number;
  /**
   * Optional, with `rulesVersion`: a state saved under rules version `from` (older) in the shape of these rules;
   * it may change and return `state`. Without the hook an older state is kept as it is. Throw when it cannot be
   * upgraded: the game is then marked damaged, and `/oil repair` rebuilds it from its log if the log replays.
   */
  upgrade?(state: unknown, from: number): S;
  optionsSchema: ZodType<O>;
  actionSchema: ZodType<A>;
  setup(seats: number, options: O, seed: string): S;
  legalActions(state: S, seat: number): A[];
  apply(state: S, seat: number, action: A): Applied<S> | RuleError;
  /** What `seat` may see (null = spectator). Never contains another seat's secrets. */
  view(state: S, seat: number | null): V;
  status(state: S): GameStatus;
  bots: Record<string, Bot<S, A>>;
  /** For `sim --check`: a list of broken invariants (empty when all hold). */
  invariants?(state: S): string[];
  /**
   * Optional, for the end-of-game summary: the turn `state` is in (0 during set-up, 1 for the first turn
   * after it). Without it the summary counts moves instead of turns.
   */
  turn?(state: S): number;
  /**
   * Optional, for the end-of-game summary: the game's awards ("Longest Road", "Biggest trader"), from the
   * final state and every action played, in order. Public facts only. Without it the summary has no awards.
   */
  awards?(state: S, played: readonly PlayedAction<A>[]): Award[];
  /**
   * Optional, for undo (src/table/undo.ts). The acting player may take back their own actions of this turn,
   * but never one that must stand. The table already counts these as final, for every game: an action that
   * drew from the RNG kept at `state.rng` (dice, draws, steals; a state without `rng` counts every action as
   * random) or from a pile of `hiddenPiles`, one with private events (`GameEvent.to`), and another seat's or a
   * bot's action. Return a short phrase naming what must stand ("the dice roll", "the new display") to make
   * `action` final as well, or to name a final action in the refusal ("You can't undo past the dice roll"; a
   * seat in it is written as its token, as in event texts: "{p1}'s bankruptcy"); null otherwise. The phrase
   * names it to every player, the one who made it or another (in place of "another player's move"). It cannot
   * make a final action undoable. A card shown from a pile shuffled earlier needs no hook here: name the pile
   * in `hiddenPiles`, which the table reads from the states themselves.
   */
  undoBarrier?(action: A, events: readonly GameEvent[], seat: number): string | null;
  /**
   * For undo, in every game with a pile shuffled earlier (set-up, a reshuffle): its piles whose order is
   * secret. An action that takes from one — anything but cards slid under it — showed what lay there, which
   * the RNG cannot tell (the shuffle was long before), so it is final: else Undo would let a player look at
   * the top card and choose again. Without the hook only the RNG, private events and `undoBarrier` count.
   * List here too the hands whose cards are secret: a card played from one was seen, so its play stands.
   */
  hiddenPiles?(state: S): HiddenPile[];
  /**
   * Optional, for questions asked out of turn (an auction bid, a piggy-back, a trade answer): the answer
   * `seat` gives when it lets the question lapse — once the reminders are spent, the table plays it so the
   * slowest player never blocks the others. Null when what `seat` must do is its own move to make.
   */
  lapse?(state: S, seat: number): A | null;
  /**
   * Optional, with `GameEvent.tally`: the one line that tells a run of public events of the same tally key, for
   * the run's tally (its amounts added up, the last one's `after`): "{p0} bought 4 blocks of European Refineries for
   * £16,000.". Null (or no hook) leaves the run's lines apart.
   */
  tallyText?(tally: Tally): string | null;
}

/** A game module with its type parameters erased, for registries and generic machinery. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameModule = GameModule<any, any, any, any>;
