/** Money and tonnage in the log's words: "£27,000", "9,000 t" (no Intl: the engine's hot path writes these). */
import { plural } from '../awards';
import { seatRef } from '../events';
import type { GameEvent, Tally } from '../types';
import { SHARE_COMPANIES, SHARES, type ShareCompany, type Tanker } from './data';

const grouped = (n: number): string => {
  const digits = String(Math.abs(Math.round(n)));
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return n < 0 ? `-${out}` : out;
};
export const pounds = (n: number): string => (n < 0 ? `-£${grouped(-n)}` : `£${grouped(n)}`);
export const tons = (n: number): string => `${grouped(n)} t`;
/** The text with its full stop, unless it ends with one already ("… of Anglo Tanker Shipping Co."). */
export const sentence = (text: string): string => (text.endsWith('.') ? text : `${text}.`);
/** "1 block", "3 blocks" (of shares); with `company`, "2 Refinery blocks". */
export const blocks = (n: number, company?: string): string =>
  company ? plural(n, `${company} block`, `${company} blocks`) : plural(n, 'block', 'blocks');
/**
 * A player's tanker in the log's words, the owner first: "{p0}'s red tanker" ("Ana's red tanker reached …"; to its
 * owner "Your red tanker …", `formatSeatsFor`).
 */
export const tankerOf = (owner: number, tanker: Tanker): string => `${seatRef(owner)}'s ${tanker} tanker`;

/**
 * After a cost the bank charged beyond the cash, what is owed: " {p0} now owes the bank £5,000." (empty without
 * a debt). A drill's cost or a charter's freight left a debt unsaid, and the bankruptcy line that may follow
 * named a sum the table had not seen.
 */
export function owesWords(seat: number, debt: number): string {
  return debt > 0 ? ` ${seatRef(seat)} now owes the bank ${pounds(debt)}.` : '';
}

/**
 * What money a debtor raised paid of their debt to the bank, as its own line after the sale's: "{p0} paid the
 * bank the £4,000 owed." or, short of it, "{p0} paid it against the debt: £4,000 still owed to the bank." (none
 * when nothing was owed; "still owed", not "still owes", so the mover's own "You paid …" reads right). A sale that paid a debt said nothing of it: the table read the debt, then the sale,
 * then the next player's turn. `tally`: the sale's own key, when the two fold into one line (insolvency.ts).
 */
export function debtPaid(seat: number, before: number, after: number, tally?: Tally): GameEvent[] {
  if (before === after) return [];
  const text =
    after === 0
      ? `${seatRef(seat)} paid the bank the ${pounds(before)} owed.`
      : `${seatRef(seat)} paid it against the debt: ${pounds(after)} still owed to the bank.`;
  return [tally ? { kind: 'insolvency', text, tally } : { kind: 'insolvency', text }];
}

/** "{p0} bought 4 blocks of European Refineries Ltd for £80,000." */
function sharesBoughtText(seat: number, company: ShareCompany, count: number, cost: number): string {
  return `${seatRef(seat)} bought ${blocks(count)} of ${SHARES[company].name} for ${pounds(cost)}.`;
}

/**
 * A purchase of shares from the bank at an EXCHANGE: its line, and its tally (blocks, pounds), so that the turn
 * message tells blocks bought one at a time as one purchase (`meritTallyText`), where it listed twelve lines.
 */
export function sharesBought(seat: number, company: ShareCompany, count: number, cost: number): GameEvent {
  return {
    kind: 'shares',
    text: sharesBoughtText(seat, company, count, cost),
    tally: { key: `shares:${seat}:${company}`, n: [count, cost] },
  };
}

/** The line for a run of one tally (`GameModule.tallyText`): shares of one company bought block after block. */
export function meritTallyText({ key, n }: Tally): string | null {
  const [what, seat, company] = key.split(':');
  const of = SHARE_COMPANIES.find((c) => c === company);
  if (what !== 'shares' || of === undefined) return null;
  return sharesBoughtText(Number(seat), of, n[0] ?? 0, n[1] ?? 0);
}
