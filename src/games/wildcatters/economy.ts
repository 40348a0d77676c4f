/** Shares, workers and VP: the only code that changes them, so the flows the invariants read stay right. */
import type { PlayerState, VpSource, WildcattersState } from './types';

export function shareTotal(p: Pick<PlayerState, 'shares'>): number {
  let t = 0;
  for (const n of p.shares) t += n;
  return t;
}

export function coloursHeld(p: Pick<PlayerState, 'shares'>): number {
  let c = 0;
  for (const n of p.shares) if (n > 0) c++;
  return c;
}

/** Whether `p` can pay `n` shares with at least `minColours` distinct colours among them. */
export function canPayShares(p: Pick<PlayerState, 'shares'>, n: number, minColours = 1): boolean {
  return shareTotal(p) >= n && (n === 0 || coloursHeld(p) >= Math.min(minColours, n));
}

/**
 * Whether `p` could pay `n` shares if asked: with their own, or with a loan's (a barrel in supply takes a loan at
 * any time, the asked included). Whom the piggy-back and ride-along questions are put to.
 */
export function mayRaiseShares(p: PlayerState, n: number): boolean {
  return shareTotal(p) >= n || p.supply.barrels > 0;
}

/**
 * Take `n` shares from `p` (the caller checked `canPayShares`). Design: no choice is asked; one share of each
 * of the `minColours` largest colours first, then always from the largest pile (ties: the lowest colour), so
 * a player keeps as many colours as possible. Returns the shares taken per colour.
 */
export function takeShares(p: Pick<PlayerState, 'shares'>, n: number, minColours = 1): number[] {
  const taken = p.shares.map(() => 0);
  let left = n;
  if (minColours > 1) {
    const first = [...p.shares.keys()]
      .filter((c) => p.shares[c]! > 0)
      .sort((a, b) => p.shares[b]! - p.shares[a]! || a - b);
    for (const c of first.slice(0, Math.min(minColours, n))) {
      p.shares[c]!--;
      taken[c]!++;
      left--;
    }
  }
  while (left > 0) {
    let c = -1;
    for (let k = 0; k < p.shares.length; k++)
      if (p.shares[k]! > 0 && (c < 0 || p.shares[k]! > p.shares[c]!)) c = k;
    if (c < 0) break;
    p.shares[c]!--;
    taken[c]!++;
    left--;
  }
  return taken;
}

/** Shares from `p` to the bank; returns the shares taken per colour. */
export function payShares(s: WildcattersState, seat: number, n: number, minColours = 1): number[] {
  const taken = takeShares(s.players[seat]!, n, minColours);
  let t = 0;
  for (const x of taken) t += x;
  s.flows.sharesOut += t;
  return taken;
}

/** Shares from the bank to `seat`, of one colour. */
export function gainShares(s: WildcattersState, seat: number, colour: number, n: number): void {
  s.players[seat]!.shares[colour]! += n;
  s.flows.sharesIn += n;
}

/** Shares from one player to another (fees): the payer's largest piles, as `takeShares`. */
export function transferShares(s: WildcattersState, from: number, to: number, n: number): void {
  const taken = takeShares(s.players[from]!, n);
  const dest = s.players[to]!.shares;
  taken.forEach((x, c) => (dest[c]! += x));
}

export function gainWorkers(s: WildcattersState, seat: number, n: number): void {
  s.players[seat]!.workers += n;
  s.flows.workersIn += n;
}

export function payWorkers(s: WildcattersState, seat: number, n: number): void {
  s.players[seat]!.workers -= n;
  s.flows.workersOut += n;
}

export function addVp(s: WildcattersState, seat: number, source: VpSource, n: number): void {
  if (n === 0) return;
  const p = s.players[seat]!;
  p.vp += n;
  p.vpBy[source] = (p.vpBy[source] ?? 0) + n;
}
