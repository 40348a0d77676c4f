/**
 * `state.last` values, each built once and frozen: the engine sets the same `{ seat, kind }` object (or
 * `{ seat, kind, node | edge | hex }`) for the same move instead of a new one per action. The state holds
 * them read-only; clones (`structuredClone`, JSON, the strong bot's copy) get ordinary objects.
 */
import { EDGE_COUNT, HEX_COUNT, NODE_COUNT } from './board';
import type { LastAction } from './types';

/** Seats whose values are kept (the action schema's seat limit); later seats get a fresh object. */
const SEATS = 8;

/** `{ seat, kind }` of one kind. */
export class LastActions {
  private readonly bySeat: (LastAction | undefined)[] = [];

  constructor(private readonly kind: string) {}

  of(seat: number): LastAction {
    if (seat < 0 || seat >= SEATS) return { seat, kind: this.kind };
    let last = this.bySeat[seat];
    if (last === undefined) {
      last = Object.freeze({ seat, kind: this.kind });
      this.bySeat[seat] = last;
    }
    return last;
  }
}

type Where = 'node' | 'edge' | 'hex';
const SPOTS: Record<Where, number> = { node: NODE_COUNT, edge: EDGE_COUNT, hex: HEX_COUNT };

/** `{ seat, kind, [where]: spot }` of one kind, e.g. `{ seat, kind: 'road', edge }`. */
export class LastActionsAt {
  private readonly byKey: (LastAction | undefined)[] = [];
  private readonly spots: number;

  constructor(
    private readonly kind: string,
    private readonly where: Where,
  ) {
    this.spots = SPOTS[where];
  }

  at(seat: number, spot: number): LastAction {
    if (seat < 0 || seat >= SEATS || spot < 0 || spot >= this.spots)
      return { seat, kind: this.kind, [this.where]: spot };
    const key = seat * this.spots + spot;
    let last = this.byKey[key];
    if (last === undefined) {
      last = Object.freeze({ seat, kind: this.kind, [this.where]: spot });
      this.byKey[key] = last;
    }
    return last;
  }
}

const byKind = new Map<string, LastActions>();

/** `{ seat, kind }` of any kind (the frequent ones keep their own `LastActions`). */
export function lastAction(seat: number, kind: string): LastAction {
  let cache = byKind.get(kind);
  if (!cache) {
    cache = new LastActions(kind);
    byKind.set(kind, cache);
  }
  return cache.of(seat);
}
