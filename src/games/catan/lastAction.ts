/**
 * `state.last` values, each built once and frozen: the engine sets the same `{ seat, kind }` object (or
 * `{ seat, kind, node | edge | hex }`) for the same move instead of a new one per action. The state holds
 * them read-only; clones (`structuredClone`, JSON, the strong bot's copy) get ordinary objects.
 */
import { EDGE_COUNT, HEX_COUNT, NODE_COUNT } from './board';
import type { LastAction } from './types';

/** Seats whose values are kept (the action schema's seat limit); later seats get a fresh object. */
const SEATS = 8;

const plain = new Map<string, LastAction[]>();

/** `{ seat, kind }`. */
export function lastAction(seat: number, kind: string): LastAction {
  if (seat < 0 || seat >= SEATS) return { seat, kind };
  let bySeat = plain.get(kind);
  if (!bySeat) {
    bySeat = [];
    plain.set(kind, bySeat);
  }
  let last = bySeat[seat];
  if (last === undefined) {
    last = Object.freeze({ seat, kind });
    bySeat[seat] = last;
  }
  return last;
}

type Where = 'node' | 'edge' | 'hex';
const SPOTS: Record<Where, number> = { node: NODE_COUNT, edge: EDGE_COUNT, hex: HEX_COUNT };
const placed = new Map<string, LastAction[]>();

/** `{ seat, kind, [where]: at }`, e.g. `{ seat, kind: 'road', edge }`. */
export function lastActionAt(seat: number, kind: string, where: Where, at: number): LastAction {
  const spots = SPOTS[where];
  if (seat < 0 || seat >= SEATS || at < 0 || at >= spots) return { seat, kind, [where]: at };
  let byKey = placed.get(kind);
  if (!byKey) {
    byKey = [];
    placed.set(kind, byKey);
  }
  const key = seat * spots + at;
  let last = byKey[key];
  if (last === undefined) {
    last = Object.freeze({ seat, kind, [where]: at });
    byKey[key] = last;
  }
  return last;
}
