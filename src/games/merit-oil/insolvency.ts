/**
 * Insolvency, in this order (design; the seed only warns of "the loss of a well"): a player who owes the bank
 * more than their cash may first sell shares, or oil in store, to other players at an agreed price (deals; the
 * seed's advice, and its oil between players), then sells shares to the bank at a discount, then wells to the
 * bank at a fraction of their card value, and is bankrupt only when nothing is left to sell.
 */
import type { GameEvent } from '../types';
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
  events.push({
    kind: 'insolvency',
    text: `${seatRef(seat)} sold ${blockWords(blocks)} of ${SHARES[company].name} to the bank for ${pounds(amount)}.`,
  });
  events.push(...debtPaid(seat, owed, p.debt));
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
  events.push({
    kind: 'insolvency',
    text: `${seatRef(seat)} sold well ${card} (${concession(card).field}) to the bank for ${pounds(amount)}${stores}.`,
  });
  events.push(...debtPaid(seat, owed, p.debt));
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
