/** Cards moving between hands and the bank, costs, room under holding limits. */
import type { RuleBook } from './ruleBook';
import type { CatanState } from './types';

export function handTotal(state: CatanState, seat: number): number {
  const h = state.hands[seat]!;
  let t = 0;
  for (let r = 0; r < h.length; r++) t += h[r]!;
  return t;
}

/**
 * Whether `seat` holds `cost`, without a branch per resource: a card short anywhere makes that resource's
 * difference, and so the OR of them all, negative. (Whether a hand holds each card is a coin toss to the
 * processor, and the listings ask four times a step: round 9a in ./README.md.)
 */
export function canAfford(state: CatanState, seat: number, cost: readonly number[]): boolean {
  const hand = state.hands[seat]!;
  let short = 0;
  for (let r = 0; r < cost.length; r++) short |= hand[r]! - cost[r]!;
  return short >= 0;
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
  return roomUnder(book.limits[r]!, state.hands[seat]![r]!);
}

/** How many more a hand holding `held` may take under the holding limit `limit` (0 = none: a large number). */
function roomUnder(limit: number, held: number): number {
  return limit <= 0 ? 1 << 30 : Math.max(0, limit - held);
}

/** What everyone can see a hand lacks (`publicShortfall`), by resource index. */
export type PublicShortfall =
  /** It holds fewer of the public resource `r` than asked. */
  | { lacks: 'resource'; r: number }
  /** It has no room under its holding limit for the public resource `r` given. */
  | { lacks: 'room'; r: number }
  /** It holds fewer cards in all than the `asked` cards of the secret resources. */
  | { lacks: 'cards'; asked: number };

/**
 * What everyone can see a hand cannot pay or take. Which cards it holds is secret, but how many is public,
 * and so are its holdings of a public resource (Oil Springs' oil): it visibly cannot pay `asked` when it holds
 * fewer of a public resource than asked, or fewer cards in all than the other resources asked; nor take
 * `given` when a public resource given would pass its holding limit (`limits`). Resources are read in order
 * (holding, then room), the card count last. Null when it may be able to: only its owner can tell. The one
 * computation behind the engine's `publicReasonCannotTake` (who is not asked to answer an offer) and the
 * presenter's `publicCannotPay` (a public button greyed), each wording it its own way.
 *
 * `open[r]`: whether resource r's holdings are public; `held[r]`: how many of it the hand holds (read for the
 * public ones only); `hidden`: how many cards of the other resources it holds.
 */
export function publicShortfall(
  open: readonly boolean[],
  held: readonly number[],
  hidden: number,
  asked: readonly number[],
): Exclude<PublicShortfall, { lacks: 'room' }> | null;
export function publicShortfall(
  open: readonly boolean[],
  held: readonly number[],
  hidden: number,
  asked: readonly number[],
  given: readonly number[],
  limits: readonly number[],
): PublicShortfall | null;
export function publicShortfall(
  open: readonly boolean[],
  held: readonly number[],
  hidden: number,
  asked: readonly number[],
  given?: readonly number[],
  limits?: readonly number[],
): PublicShortfall | null {
  let hiddenAsked = 0;
  for (let r = 0; r < asked.length; r++) {
    if (!open[r]) {
      hiddenAsked += asked[r]!;
      continue;
    }
    if (held[r]! < asked[r]!) return { lacks: 'resource', r };
    const g = given?.[r] ?? 0;
    if (g > 0 && roomUnder(limits?.[r] ?? 0, held[r]!) < g) return { lacks: 'room', r };
  }
  return hidden < hiddenAsked ? { lacks: 'cards', asked: hiddenAsked } : null;
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
