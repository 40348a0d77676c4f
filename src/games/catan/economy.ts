/** Cards moving between hands and the bank, costs, room under holding limits. */
import type { RuleBook } from './ruleBook';
import type { CatanState } from './types';

export function handTotal(state: CatanState, seat: number): number {
  const h = state.hands[seat]!;
  let t = 0;
  for (let r = 0; r < h.length; r++) t += h[r]!;
  return t;
}

export function canAfford(state: CatanState, seat: number, cost: readonly number[]): boolean {
  const h = state.hands[seat]!;
  for (let r = 0; r < cost.length; r++) if (h[r]! < cost[r]!) return false;
  return true;
}

/** Pay a cost into the bank (caller checked affordability). */
export function pay(state: CatanState, seat: number, cost: readonly number[]): void {
  const h = state.hands[seat]!;
  for (let r = 0; r < cost.length; r++) {
    const c = cost[r]!;
    if (c === 0) continue;
    h[r] = h[r]! - c;
    state.bank[r] = state.bank[r]! + c;
  }
}

/** How many more of resource `r` the seat may hold (a large number when unlimited). */
export function room(book: RuleBook, state: CatanState, seat: number, r: number): number {
  const limit = book.limits[r]!;
  if (limit <= 0) return 1 << 30;
  return Math.max(0, limit - state.hands[seat]![r]!);
}

/** Move `n` of resource `r` from one seat to another. */
export function transfer(state: CatanState, from: number, to: number, r: number, n: number): void {
  state.hands[from]![r] = state.hands[from]![r]! - n;
  state.hands[to]![r] = state.hands[to]![r]! + n;
}

export function fromBank(state: CatanState, seat: number, r: number, n: number): void {
  state.bank[r] = state.bank[r]! - n;
  state.hands[seat]![r] = state.hands[seat]![r]! + n;
}

export function toBank(state: CatanState, seat: number, r: number, n: number): void {
  state.bank[r] = state.bank[r]! + n;
  state.hands[seat]![r] = state.hands[seat]![r]! - n;
}
