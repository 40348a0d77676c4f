/** Cards moving between hands and the bank, costs, room under holding limits. */
import type { Ctx } from './context';
import type { CatanState } from './types';

export function handTotal(state: CatanState, seat: number): number {
  const h = state.hands[seat] as number[];
  let t = 0;
  for (let r = 0; r < h.length; r++) t += h[r] as number;
  return t;
}

export function canAfford(state: CatanState, seat: number, cost: readonly number[]): boolean {
  const h = state.hands[seat] as number[];
  for (let r = 0; r < cost.length; r++) if ((h[r] as number) < (cost[r] as number)) return false;
  return true;
}

/** Pay a cost into the bank (caller checked affordability). */
export function pay(state: CatanState, seat: number, cost: readonly number[]): void {
  const h = state.hands[seat] as number[];
  for (let r = 0; r < cost.length; r++) {
    const c = cost[r] as number;
    if (c === 0) continue;
    h[r] = (h[r] as number) - c;
    state.bank[r] = (state.bank[r] as number) + c;
  }
}

/** How many more of resource `r` the seat may hold (a large number when unlimited). */
export function room(ctx: Ctx, state: CatanState, seat: number, r: number): number {
  const limit = (ctx.rules.resources[r] as { limit: number }).limit;
  if (limit <= 0) return 1 << 30;
  return Math.max(0, limit - ((state.hands[seat] as number[])[r] as number));
}

/** Move `n` of resource `r` from one seat to another. */
export function transfer(state: CatanState, from: number, to: number, r: number, n: number): void {
  (state.hands[from] as number[])[r] = ((state.hands[from] as number[])[r] as number) - n;
  (state.hands[to] as number[])[r] = ((state.hands[to] as number[])[r] as number) + n;
}

export function fromBank(state: CatanState, seat: number, r: number, n: number): void {
  state.bank[r] = (state.bank[r] as number) - n;
  (state.hands[seat] as number[])[r] = ((state.hands[seat] as number[])[r] as number) + n;
}

export function toBank(state: CatanState, seat: number, r: number, n: number): void {
  state.bank[r] = (state.bank[r] as number) + n;
  (state.hands[seat] as number[])[r] = ((state.hands[seat] as number[])[r] as number) - n;
}
