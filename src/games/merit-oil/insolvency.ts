/**
 * Insolvency, in this order (design; the seed only warns of "the loss of a well"): a player who owes the bank
 * more than their cash may first sell shares, or oil in store, to other players at an agreed price (deals; the
 * seed's advice, and its oil between players), then sells shares to the bank at a discount, then wells to the
 * bank at a fraction of their card value, and is bankrupt only when nothing is left to sell.
 */
import type { GameEvent, Tally } from '../types';
import { listWords } from '../awards';
import { seatRef } from '../events';
import { SHARES, SHARE_COMPANIES, TANKERS, bankBidPerBlock, bankBidPerWell, type ShareCompany } from './data';
import { concession, receiveBank } from './ledger';
import { billOf } from './ledger';
import type { MeritState } from './types';
import { blocks as blockWords, debtPaid, pounds, tons } from './words';

/** What the bank pays for one block when a debtor sells (rounded to £500). */
export function bankBidForShares(state: MeritState, company: ShareCompany): number {
  return bankBidPerBlock(state.sharePrice[company]);
}
/** What the bank pays for a well when a debtor sells it. */
export function bankBidForWell(card: number): number {
  return bankBidPerWell(concession(card).value);
}

export function holdsShares(state: MeritState, seat: number): boolean {
  const p = state.players[seat]!;
  return SHARE_COMPANIES.some((c) => p.shares[c] > 0);
}

export function sellSharesToBank(
  state: MeritState,
  seat: number,
  company: ShareCompany,
  blocks: number,
  events: GameEvent[],
): void {
  const p = state.players[seat]!;
  const amount = bankBidForShares(state, company) * blocks;
  p.shares[company] -= blocks;
  state.bankShares[company] += blocks;
  const owed = p.debt;
  receiveBank(state, seat, amount, 'sharesSold');
  const sold = SHARE_COMPANIES.map((c) => (c === company ? blocks : 0));
  events.push({
    kind: 'insolvency',
    text: `${seatRef(seat)} sold ${blockWords(blocks)} of ${SHARES[company].name} to the bank for ${pounds(amount)}.`,
    tally: saleTally(seat, 'shares', amount, 0, p.debt, sold),
  });
  events.push(...debtPaid(seat, owed, p.debt, saleTally(seat, 'shares', 0, owed - p.debt, p.debt, [])));
}

/** The well goes back to the bottom of the concession pile; its stores go with it. */
export function sellWellToBank(state: MeritState, seat: number, card: number, events: GameEvent[]): void {
  const p = state.players[seat]!;
  const i = p.wells.findIndex((w) => w.card === card);
  const well = p.wells[i]!;
  p.wells.splice(i, 1);
  state.oil.lost += well.tons;
  state.concessions.unshift(card);
  const amount = bankBidForWell(card);
  const owed = p.debt;
  receiveBank(state, seat, amount, 'wellsSold');
  // The stores go with the well: said, or the table sees them vanish from the seller's line.
  const stores = well.tons > 0 ? `, with its ${tons(well.tons)} in store` : '';
  // By card: 1 for the well sold, then its tons in store (`soldTallyText`).
  const sold = Array<number>(2 * card).fill(0);
  sold[2 * (card - 1)] = 1;
  sold[2 * card - 1] = well.tons;
  events.push({
    kind: 'insolvency',
    text: `${seatRef(seat)} sold well ${card} (${concession(card).field}) to the bank for ${pounds(amount)}${stores}.`,
    tally: saleTally(seat, 'wells', amount, 0, p.debt, sold),
  });
  events.push(...debtPaid(seat, owed, p.debt, saleTally(seat, 'wells', 0, owed - p.debt, p.debt, [])));
}

/**
 * The tally (`GameEvent.tally`) of a sale to the bank and of the debt line after it, one key for both, so that a
 * debtor's sales one after another fold with their debt lines into one line on the turn message
 * (`soldTallyText`): twelve lines of a block sold, then what it paid of the debt, become "{p0} sold 6 blocks of
 * European Refineries Ltd to the bank for £96,000 and paid it against the debt: £4,000 still owed to the bank.".
 * n = [pounds raised, pounds paid against the debt, then what was sold: blocks by `SHARE_COMPANIES`, or for each
 * well card in turn 1 if sold and its tons in store]; `after`: [the debt left]. Shares and wells fold apart (they
 * are sold in that order).
 */
function saleTally(
  seat: number,
  what: 'shares' | 'wells',
  raised: number,
  paid: number,
  debt: number,
  sold: readonly number[],
): Tally {
  return { key: `sold:${seat}:${what}`, n: [raised, paid, ...sold], after: [debt] };
}

/**
 * The line for a run of sales to the bank with their debt lines (`GameModule.tallyText`, `saleTally`): what was
 * sold, for how much in all, and the debt after the last: paid off, or what is still owed.
 */
export function soldTallyText({ key, n, after }: Tally): string | null {
  const m = /^sold:(\d+):(shares|wells)$/.exec(key);
  if (!m) return null;
  const sold = n.slice(2);
  const goods =
    m[2] === 'shares'
      ? listWords(
          SHARE_COMPANIES.flatMap((c, i) =>
            (sold[i] ?? 0) > 0 ? [`${blockWords(sold[i]!)} of ${SHARES[c].name}`] : [],
          ),
        )
      : wellWords(sold);
  if (goods === '') return null;
  const raised = n[0] ?? 0;
  const paid = n[1] ?? 0;
  const left = after?.[0] ?? 0;
  // Past tenses after the seller, no "owes": the seller reads "You sold …" (mover-words.ts).
  const against = paid === raised ? 'it' : `${pounds(paid)} of it`;
  const debt =
    left > 0
      ? ` and paid ${against} against the debt: ${pounds(left)} still owed to the bank`
      : paid > 0
        ? ` and paid the bank the ${pounds(paid)} owed`
        : '';
  return `${seatRef(Number(m[1]))} sold ${goods} to the bank for ${pounds(raised)}${debt}.`;
}

/** "well 12 (Bai Hassan, with 2,000 t in store)", "wells 3 (Burgan) and 12 (Bai Hassan)", by `saleTally`'s cards. */
function wellWords(sold: readonly number[]): string {
  const wells: string[] = [];
  for (let card = 1; 2 * card - 2 < sold.length; card++) {
    if (!sold[2 * card - 2]) continue;
    const stored = sold[2 * card - 1] ?? 0;
    const stores = stored > 0 ? `, with ${tons(stored)} in store` : '';
    wells.push(`${card} (${concession(card).field}${stores})`);
  }
  if (wells.length === 0) return '';
  return `${wells.length === 1 ? 'well' : 'wells'} ${listWords(wells)}`;
}

/**
 * The key (`GameEvent.until` / `reveals`) of `seat` going bankrupt: their kept cards' private lines end there
 * (the cards went back under the pile; no secret of theirs matters any more).
 */
export function bankruptKey(seat: number): string {
  return `${seatRef(seat)}:bankrupt`;
}

/**
 * Bankruptcy: the bank writes off the debt; the player's cargoes at sea are lost with their bills, kept MEMO
 * cards go back to the pile (face down: the line says how many, not which), open deals close, and the player is
 * out of the game.
 */
export function goBankrupt(state: MeritState, seat: number, events: GameEvent[]): void {
  const p = state.players[seat]!;
  state.paidByBank.bankruptcy += p.debt;
  const kept = p.kept.length;
  const cards =
    kept === 0
      ? ''
      : ` ${kept === 1 ? 'Their kept MEMO card went' : `Their ${kept} kept MEMO cards went`} back under the pile.`;
  events.push({
    kind: 'bankrupt',
    text: `${seatRef(seat)} could not pay the bank ${pounds(p.debt)} and went bankrupt: out of the game.${cards}`,
    reveals: bankruptKey(seat),
  });
  p.debt = 0;
  for (const t of TANKERS) {
    const v = state.tankers[t];
    if (v?.owner !== seat) continue;
    state.oil.lost += billOf(v.bill).tons;
    state.billsUsed.push(v.bill);
    state.tankers[t] = null;
  }
  for (const id of p.kept) state.memo.unshift(id);
  p.kept = [];
  state.offers = state.offers.filter((o) => o.from !== seat && o.to !== seat);
  p.bankrupt = true;
}
