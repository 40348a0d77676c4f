/**
 * What the Confirm of a consolidation chip says before it is bought: which of the buyer's shares pay, and, for
 * a borrower before round 5, whether the shares left still repay a loan early then.
 */
import { plural } from '../../games/awards';
import {
  CONSOLIDATION_CHIPS,
  CONSOLIDATION_SHARES_PER_ROUND,
  LOAN_EARLY_REPAY_ROUND,
  LOAN_EARLY_REPAY_SHARES,
  LOAN_FINAL_REPAY_SHARES,
} from '../../games/wildcatters/data';
import { shareTotal, takeShares } from '../../games/wildcatters/economy';
import type { WildcattersView } from '../../games/wildcatters/types';
import { shareOwners, sharesByColour } from './wildcatters-words';

/**
 * Which of the viewer's shares buy chip `index` (the rules ask no choice: one share of each of the chip's
 * count of largest colours, then the largest piles): "Paid with 6 of your own shares (blue), 6 of Ben's shares
 * (orange): one share of each of your 2 largest colours, then your largest piles".
 */
export function chipPaymentWords(
  index: number,
  view: WildcattersView,
  names: readonly string[],
): string | undefined {
  const chip = CONSOLIDATION_CHIPS[index];
  const p = view.viewer === null ? undefined : view.players[view.viewer];
  if (!chip || !p || view.viewer === null) return undefined;
  const paid = takeShares({ shares: [...p.shares] }, chip.price, chip.minColours);
  const colours = sharesByColour(paid, shareOwners(view, names), view.viewer);
  return `Paid with ${colours}: one share of each of your ${chip.minColours} largest colours, then your largest piles`;
}

/**
 * A borrower buying chip `index` before round 5 whose shares left, with the shares their chips (this one too)
 * surely pay at the round starts up to round 5's, are too few to repay a loan early then: "You have 1 loan: …
 * this chip leaves you 6 shares, 8 with your chips' pay by then …". A playtest's borrower bought a chip in
 * round 4 and found at round 5's start that their loan now cost 25 at the end. Undefined when there is nothing
 * to warn of. Shares and loans are public; the Confirm is the buyer's own chooser.
 */
export function chipLoanWarning(index: number, view: WildcattersView): string | undefined {
  const chip = CONSOLIDATION_CHIPS[index];
  const p = view.viewer === null ? undefined : view.players[view.viewer];
  if (!chip || !p || p.loans === 0 || view.round >= LOAN_EARLY_REPAY_ROUND) return undefined;
  const left = shareTotal(p) - chip.price;
  const pay =
    (LOAN_EARLY_REPAY_ROUND - view.round) *
    (p.consolidationChips.length + 1) *
    CONSOLIDATION_SHARES_PER_ROUND;
  if (left + pay >= LOAN_EARLY_REPAY_SHARES) return undefined;
  return (
    `Careful: you have ${plural(p.loans, 'loan', 'loans')}, repaid early only at the start of round ` +
    `${LOAN_EARLY_REPAY_ROUND}, at ${LOAN_EARLY_REPAY_SHARES} shares a loan. This chip leaves you ` +
    `${plural(left, 'share', 'shares')}, ${left + pay} with your chips' pay by then: too few to repay one ` +
    `unless you gain more first (a loan not repaid then costs ${LOAN_FINAL_REPAY_SHARES} shares at the end).`
  );
}
