/**
 * Rebuild a game from its seed and action log. Used by the replay tool, `sim --check` and the crash test:
 * the same seed and the same log must give the same state, bit for bit (compared as JSON). Undo entries and
 * the actions they take back are left out (undo.ts): the engine sees only the actions that stand. A game
 * upgraded to newer rules is replayed from its replay base, the state at that update, not from its setup
 * (rules-update.ts).
 */
import { errorText } from '../error-text';
import type { AnyGameModule, GameEvent } from '../games/types';
import { effectiveActions } from './undo';
import type { Drew } from '../store/types';
import { drewBetween, luckOf } from './undo-random';

export interface ReplayInput {
  seatCount: number;
  /** The options as stored (already parsed by the game's optionsSchema). */
  options: unknown;
  seed: string;
  /**
   * Where to start instead of the setup: the state after the first `from` actions (the game's replay base, see
   * rules-update.ts). It is not changed. Absent, or `state` null: the setup, from the start.
   */
  base?: { from: number; state: unknown };
  /**
   * The log after the base (the whole log from seq 1 without one): entry i has seq from + i + 1, undo entries
   * included.
   */
  actions: readonly { seat: number; action: unknown }[];
  /** Stop before the action with this seq (it and later entries are not replayed). */
  before?: number;
  /** When given, receives for each replayed action what it drew: the RNG, a hidden pile, nothing (undo-random.ts). */
  drew?: (seq: number, drew: Drew) => void;
}

export type ReplayResult =
  { ok: true; state: unknown; events: GameEvent[][] } | { ok: false; atSeq: number; message: string };

/**
 * Run setup (or start from the base) and every action standing in the log after it in order through `game`
 * (`events`: one list per action replayed); stops at the first action that fails.
 */
export function replayGame(game: AnyGameModule, input: ReplayInput): ReplayResult {
  const from = input.base?.from ?? 0;
  let state: unknown;
  if (input.base && input.base.state !== null) state = cloneState(input.base.state);
  else {
    try {
      state = game.setup(input.seatCount, input.options, input.seed);
    } catch (err) {
      return { ok: false, atSeq: 0, message: `setup threw: ${errorText(err)}` };
    }
  }
  const end = Math.max(0, (input.before ?? Infinity) - 1 - from);
  const standing = effectiveActions(input.actions.slice(0, end), from);
  if (!standing.ok) return { ok: false, atSeq: standing.atSeq, message: `undo entry: ${standing.message}` };
  const events: GameEvent[][] = [];
  for (const { seq, seat, action } of standing.steps) {
    const parsed = game.actionSchema.safeParse(action);
    if (!parsed.success) return { ok: false, atSeq: seq, message: 'the logged action no longer parses' };
    try {
      const luck = input.drew ? luckOf(game, state) : null;
      const r = game.apply(state, seat, parsed.data);
      if (!r.ok) return { ok: false, atSeq: seq, message: `the rules reject it: ${r.error}` };
      state = r.state;
      events.push(r.events);
      if (luck) input.drew?.(seq, drewBetween(game, luck, state));
    } catch (err) {
      return { ok: false, atSeq: seq, message: `apply threw: ${errorText(err)}` };
    }
  }
  return { ok: true, state, events };
}

/** A deep copy of a JSON state (games may mutate the state they are given). */
export function cloneState<S>(state: S): S {
  return structuredClone(state);
}

/**
 * The first differing path between two JSON values, or null when equal. An object's key held undefined is the
 * same as no key, as JSON has it (saved, it is left out; read back, it is undefined): Catan's state holds
 * `refusedOffers` so from set-up, and a state compared with its JSON round trip must not differ by it.
 */
export function firstDifference(a: unknown, b: unknown, path = '$'): string | null {
  if (Object.is(a, b)) return null;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') {
    return `${path}: ${short(a)} != ${short(b)}`;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return `${path}: array vs object`;
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  const array = Array.isArray(a);
  for (const k of new Set([...ka, ...kb])) {
    const va = (a as Record<string, unknown>)[k];
    const vb = (b as Record<string, unknown>)[k];
    if (!array && va === undefined && vb === undefined) continue;
    if (Object.hasOwn(a as object, k) !== Object.hasOwn(b as object, k)) {
      return `${path}.${k}: present on one side only`;
    }
    const d = firstDifference(va, vb, array ? `${path}[${k}]` : `${path}.${k}`);
    if (d) return d;
  }
  if (JSON.stringify(a) !== JSON.stringify(b)) return `${path}: key order differs`;
  return null;
}

function short(v: unknown): string {
  const s = typeof v === 'number' && !Number.isFinite(v) ? String(v) : (JSON.stringify(v) ?? String(v));
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}
