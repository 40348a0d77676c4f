/**
 * Undo, as the log sees it. The action log is append-only, so taking an action back appends a table-level
 * entry `{ "$undo": <seq> }` (the seat and user of the player who took it back, and a public event saying
 * what was taken back); the engine never sees it. The game's state is the replay of the log without the
 * undo entries and the actions they take back: its effective actions. An undo entry always takes back the
 * last effective action at its time, and is itself never taken back.
 *
 * Which action may be taken back is decided here from the log alone (public: private event texts are never
 * shown), plus one answer per action the table reads from states: whether it drew from the game's RNG or
 * from one of its hidden piles (undo-random.ts).
 */
import { formatSeats, opensInPastTense, seatName } from '../games/events';
import type { AnyGameModule, GameEvent } from '../games/types';
import type { Drew } from '../store/types';

/** The key of an undo entry's action JSON. Engine actions never use it (`$` is not a game's word). */
export const UNDO_KEY = '$undo';

/** The action JSON of an undo entry: the seq of the action it takes back. */
export interface UndoMark {
  $undo: number;
}

export function undoMark(seq: number): UndoMark {
  return { [UNDO_KEY]: seq } as UndoMark;
}

/** The seq an undo entry takes back, or null when `action` is an engine action. */
export function undoneSeq(action: unknown): number | null {
  if (typeof action !== 'object' || action === null || !Object.hasOwn(action, UNDO_KEY)) return null;
  const seq = (action as Record<string, unknown>)[UNDO_KEY];
  return typeof seq === 'number' && Number.isInteger(seq) ? seq : -1;
}

/** A logged entry as undo reads it (`ActionRecord` and `TableStep` both fit). */
export interface LoggedStep {
  seq: number;
  seat: number;
  userId: string | null;
  action: unknown;
  events: readonly GameEvent[];
  /** What it drew, when logged with it (not for bots' steps, nor before migration 020). */
  drew?: Drew;
}

export type EffectiveLog<T> = { ok: true; steps: T[] } | { ok: false; atSeq: number; message: string };

/**
 * The effective actions of a log after its first `from` entries (entry i has seq from + i + 1; the whole log
 * by default), oldest first, each checked: an undo entry must take back the last effective action at its time,
 * one of these.
 */
export function effectiveActions<T extends { action: unknown }>(
  log: readonly T[],
  from = 0,
): EffectiveLog<T & { seq: number }> {
  const steps: (T & { seq: number })[] = [];
  for (let i = 0; i < log.length; i++) {
    const entry = log[i]!;
    const target = undoneSeq(entry.action);
    if (target === null) {
      steps.push({ ...entry, seq: from + i + 1 });
      continue;
    }
    if (steps.at(-1)?.seq !== target) {
      return {
        ok: false,
        atSeq: from + i + 1,
        message: `it takes back action ${target}, not the last one standing`,
      };
    }
    steps.pop();
  }
  return { ok: true, steps };
}

/**
 * The entries of a slice of the log (oldest first) as they stand: an undo entry and the action it took back
 * both go when that action is in the slice (the pair changed nothing); an undo of an action before the slice
 * stays, as news to those who saw that action, and so does the undo of one through `told` (a seq) in the
 * slice, which goes in its place: a message posted to ask others about it told it already (an offer that
 * pinged the player who must answer it, taken back before the answer).
 */
export function standingEntries<T extends { seq: number; action: unknown }>(
  slice: readonly T[],
  told = 0,
): T[] {
  const out: T[] = [];
  for (const entry of slice) {
    const target = undoneSeq(entry.action);
    const at = target === null ? -1 : out.map((e) => e.seq).lastIndexOf(target);
    if (at < 0) out.push(entry);
    else if (target! <= told) out.splice(at, 1, entry);
    else out.splice(at, 1);
  }
  return out;
}

/**
 * The last effective action among the newest entries of a log, read from the end: an entry stands unless
 * a later undo entry takes it back. `undefined` when `tail` (the newest entries, oldest first) does not
 * reach back far enough to tell; null when the log has no action standing.
 */
export function lastStanding<T extends LoggedStep>(
  tail: readonly T[],
  reachesStart: boolean,
): T | null | undefined {
  const takenBack = new Set<number>();
  for (let i = tail.length - 1; i >= 0; i--) {
    const entry = tail[i]!;
    const target = undoneSeq(entry.action);
    if (target !== null) takenBack.add(target);
    else if (!takenBack.has(entry.seq)) return entry;
  }
  return reachesStart ? null : undefined;
}

/** Why an action cannot be taken back: it must stand. */
export type UndoBarrier =
  | { kind: 'nothing' } // no action stands in the log
  | { kind: 'other-seat'; step: LoggedStep } // another player's action, or a bot's (a reaction)
  | { kind: 'hidden'; step: LoggedStep; name: string | null } // private events (a draw, a steal), or a hidden pile drawn from
  | { kind: 'random'; step: LoggedStep } // it drew from the game's RNG (dice…)
  | { kind: 'game'; step: LoggedStep; name: string } // the game's own `undoBarrier` says so
  | { kind: 'rules-update'; step: LoggedStep }; // played before the game's rules were updated (rules-update.ts)

/**
 * Whether the player `by` (a seat and the user holding it) may take back `step` (the last action standing),
 * from the log: made by them (that seat and that user: not a bot's, nor a former holder's of the seat), no
 * private events, and not final by the game's own hook. `drew` answers the one question the log cannot:
 * whether the action drew from the RNG or from a hidden pile (asked last, as it may cost a replay).
 */
export function barrierOf(
  module: AnyGameModule,
  step: LoggedStep | null,
  by: { seat: number; userId: string },
  drew: (step: LoggedStep) => Drew,
): UndoBarrier | null {
  if (!step) return { kind: 'nothing' };
  const name = gameBarrier(module, step);
  // What the game names final stands for everyone, so it is named to anyone who asks (Merit's deal, to the
  // player who made the offer as to the one who accepted it): it says more than "another player's move".
  if (step.seat !== by.seat || step.userId !== by.userId)
    return name !== null ? { kind: 'game', step, name } : { kind: 'other-seat', step };
  if (step.events.some((e) => e.to !== undefined && e.to.length > 0)) return { kind: 'hidden', step, name };
  if (name !== null) return { kind: 'game', step, name };
  return drewBarrier(step, drew(step));
}

/** The barrier of what `step` drew: a random outcome (the RNG), a hidden one (a pile, by its name), or none. */
export function drewBarrier(step: LoggedStep, drew: Drew): UndoBarrier | null {
  if (drew === true) return { kind: 'random', step };
  if (typeof drew === 'string') return { kind: 'hidden', step, name: drew };
  return null;
}

/** The game's own name for why `step` is final (`GameModule.undoBarrier`); a hook that throws keeps it final. */
function gameBarrier(module: AnyGameModule, step: LoggedStep): string | null {
  try {
    return module.undoBarrier?.(step.action, step.events, step.seat) ?? null;
  } catch {
    return 'that move';
  }
}

/** The first public event text of a step (seat tokens kept), or null. */
export function publicText(step: LoggedStep): string | null {
  return step.events.find((e) => !e.to || e.to.length === 0)?.text ?? null;
}

/**
 * The public event text that tells the move itself: the first its actor opens ("{p0} ended the turn."), not an
 * automatic consequence the engine told before it (Oil Springs' "Disaster! The Disaster Track reached 5 …", set
 * off by ending the turn); else the first public one.
 */
function moveText(step: LoggedStep): string | null {
  const own = `{p${step.seat}} `;
  const deed = step.events.find((e) => (!e.to || e.to.length === 0) && e.text.startsWith(own));
  return deed?.text ?? publicText(step);
}

/** `text`'s first sentence, its full stop dropped. */
function firstSentence(text: string): string {
  // A full stop ends the sentence unless it ends a company's "Co." (Merit's "Anglo Tanker Shipping Co. shares").
  return text.replace(/(?<!\bCo)([.!?])\s.*$/s, '$1').replace(/[.!]+$/, '');
}

/**
 * "built a road on B7" from "{p1} built a road on B7." for seat 1: the action in words, its actor left out, its
 * first sentence only (what follows says what it opens: "They may buy the chip…"). What the same move did
 * besides, told in its later public events as the actor's own deeds in the past tense, is added with "and"
 * when the first is the actor's too: "moved the robber to H forest 5 and stole 1 oil from Ben" (an Undo takes
 * both back).
 */
export function actionWords(step: LoggedStep): string | null {
  const text = publicText(step);
  if (!text) return null;
  const own = `{p${step.seat}} `;
  if (!text.startsWith(own)) return firstSentence(text);
  const deeds = [firstSentence(text.slice(own.length))];
  const first = step.events.find((e) => e.text === text);
  for (const e of step.events) {
    if (e === first || (e.to && e.to.length > 0) || !e.text.startsWith(own)) continue;
    const rest = e.text.slice(own.length);
    if (opensInPastTense(rest)) deeds.push(firstSentence(rest));
  }
  return deeds.join(' and ');
}

/** The public event of an undo entry: "{p1} took back: built a road on B7." */
export function undoEvent(seat: number, undone: LoggedStep): GameEvent {
  const words = actionWords(undone);
  return { text: words ? `{p${seat}} took back: ${words}.` : `{p${seat}} took back a move.`, kind: 'undo' };
}

/**
 * Why `barrier` stops an undo, in words for the player at `seat` who asked (names replace seat tokens). Past
 * another player's move, the player has no move of their own standing since: so it says, as they may have
 * pressed the Undo of another player to act on a question they share (Ana's loan during an auction both bid in).
 */
export function barrierText(barrier: UndoBarrier, names: readonly string[], seat: number): string {
  // Past another's move, the move itself is named; past a barrier, the line that shows it (the dice, the draw).
  const quoted = (step: LoggedStep, told = publicText) => {
    const text = told(step);
    return text ? ` (${formatSeats(text, names).replace(/[.!]+$/, '')})` : '';
  };
  switch (barrier.kind) {
    case 'nothing':
      return 'There is nothing to take back.';
    case 'other-seat': {
      // The same seat's move by someone else: a bot's for this player (a turn clock ran out), or a former holder's.
      const move =
        barrier.step.seat === seat
          ? 'the move made for your seat'
          : `${seatName(names, barrier.step.seat)}'s move`;
      return `Undo takes back only your own moves: you have made none since ${move}${quoted(barrier.step, moveText)}.`;
    }
    case 'hidden':
      return `You can't undo past ${barrier.name === null ? 'a hidden outcome' : formatSeats(barrier.name, names)}${quoted(barrier.step)}: what was revealed stands.`;
    case 'random':
      return `You can't undo past a random outcome${quoted(barrier.step)}: luck stands.`;
    case 'game':
      return `You can't undo past ${formatSeats(barrier.name, names)}${quoted(barrier.step)}.`;
    case 'rules-update':
      return "You can't undo past the update of this game's rules: the moves made before it stand.";
  }
}
