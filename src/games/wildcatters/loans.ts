/** Loans (seed): at any time 10 shares for a barrel on the bank; repaid at 18 shares in round 5 or 25 at the end. */
import { plural } from '../awards';
import { seatRef } from '../events';
import { ruleError, type GameEvent, type Tally } from '../types';
import { LOAN_EARLY_REPAY_SHARES, LOAN_SHARES } from './data';
import { canPayShares, gainShares, payShares } from './economy';
import type { Refusal, WildcattersState } from './types';

type Done = { ok: true; events: GameEvent[] } | Refusal;

export function takeLoan(s: WildcattersState, seat: number): Done {
  const p = s.players[seat]!;
  if (p.supply.barrels < 1)
    return ruleError('no-barrel-for-loan', 'A loan needs a barrel from your supply to put on the bank.');
  p.supply.barrels--;
  p.loans++;
  gainShares(s, seat, seat, LOAN_SHARES);
  const tally = { key: `loan:${seat}`, n: [1, LOAN_SHARES], after: [p.loans] };
  return { ok: true, events: [{ kind: 'loan', text: loansText(tally)!, tally }] };
}

/**
 * Loans taken, the line of one (and of a run of them, one after another: `GameModule.tallyText`): "{p0} took 3
 * loans: +30 shares, 3 barrels of theirs on the bank (loans: 3)." from the tally's loans and shares, and the loans
 * held after it. The barrel is the loan's other price (seed: "by placing a barrel ... on the bank"): the supply
 * is public.
 */
export function loansText({ key, n, after }: Tally): string | null {
  const m = /^loan:(\d+)$/.exec(key);
  if (!m) return null;
  const [loans = 0, shares = 0] = n;
  const taken = loans === 1 ? 'a loan' : `${loans} loans`;
  const barrels = loans === 1 ? 'a barrel' : `${loans} barrels`;
  return `${seatRef(Number(m[1]))} took ${taken}: +${shares} shares, ${barrels} of theirs on the bank (loans: ${after?.[0] ?? loans}).`;
}

/** Pay off `n` loans for `price` shares each (the barrels come back). */
export function repay(s: WildcattersState, seat: number, n: number, price: number): void {
  const p = s.players[seat]!;
  payShares(s, seat, n * price);
  p.loans -= n;
  p.supply.barrels += n;
}

/** Round 5 (seed): a player with loans may repay any of them at 18 shares each. */
export function repayLoans(s: WildcattersState, seat: number, loans: number): Done {
  const pending = s.pending;
  if (pending?.kind !== 'repay' || !pending.waiting.includes(seat))
    return ruleError('not-asked', 'Loans are repaid early only at the beginning of round 5.');
  const p = s.players[seat]!;
  if (!Number.isInteger(loans) || loans < 1 || loans > p.loans)
    return ruleError('no-loans', `You have ${plural(p.loans, 'loan', 'loans')}.`);
  if (!canPayShares(p, loans * LOAN_EARLY_REPAY_SHARES))
    return ruleError('cannot-afford', `Each loan costs ${LOAN_EARLY_REPAY_SHARES} shares now.`);
  repay(s, seat, loans, LOAN_EARLY_REPAY_SHARES);
  pending.waiting = pending.waiting.filter((o) => o !== seat);
  if (pending.waiting.length === 0) s.pending = null;
  return {
    ok: true,
    events: [
      {
        kind: 'repay',
        text: `${seatRef(seat)} repaid ${loans} loan${loans === 1 ? '' : 's'} for ${loans * LOAN_EARLY_REPAY_SHARES} shares: ${loans === 1 ? 'its barrel came' : 'their barrels came'} back from the bank.`,
      },
    ],
  };
}

export function passRepay(s: WildcattersState, seat: number): GameEvent[] {
  const pending = s.pending;
  if (pending?.kind !== 'repay') return [];
  pending.waiting = pending.waiting.filter((o) => o !== seat);
  if (pending.waiting.length === 0) s.pending = null;
  return [{ kind: 'pass', text: `${seatRef(seat)} kept their loans.` }];
}
