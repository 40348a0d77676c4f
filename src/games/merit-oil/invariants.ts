/**
 * For `sim --check`: money conserved apart from the bank's listed flows, tonnage conserved (produced = stored +
 * at sea + sold + lost), and each bill of lading, tanker and concession card in exactly one place.
 */
import {
  BILLS_OF_LADING,
  CONCESSIONS,
  SHARES,
  SHARE_COMPANIES,
  SHIPPING_PORTS,
  STARTING_CASH,
  TANKERS,
} from './data';
import { billOf, capacityOf } from './ledger';
import { MONEY_FLOWS, type MeritState } from './types';

export function checkInvariants(state: MeritState): string[] {
  const out: string[] = [];
  // Money: what players hold (less what they owe) = what they started with + paid by the bank − paid to it.
  let held = 0;
  for (const p of state.players) {
    held += p.cash - p.debt;
    if (p.cash < 0) out.push(`negative cash ${p.cash}`);
    if (p.debt < 0) out.push(`negative debt ${p.debt}`);
    if (p.debt > 0 && p.cash > 0) out.push(`a debtor holds cash ${p.cash}`);
  }
  let flows = 0;
  for (const f of MONEY_FLOWS) flows += state.paidByBank[f] - state.paidToBank[f];
  const expected = state.seats * STARTING_CASH + flows;
  if (held !== expected) out.push(`money: players hold ${held}, the ledgers say ${expected}`);

  // Oil: produced = stored + at sea + sold + lost.
  let stored = 0;
  for (const p of state.players)
    for (const w of p.wells) {
      if (w.tons < 0 || w.tons > capacityOf(w))
        out.push(`well ${w.card} holds ${w.tons} t, outside its store`);
      stored += w.tons;
    }
  let atSea = 0;
  for (const t of TANKERS) {
    const v = state.tankers[t];
    if (v) atSea += billOf(v.bill).tons;
  }
  const { produced, sold, lost } = state.oil;
  if (produced !== stored + atSea + sold + lost)
    out.push(
      `tonnage: produced ${produced} ≠ stored ${stored} + at sea ${atSea} + sold ${sold} + lost ${lost}`,
    );

  // Bills: each in exactly one place (a pile, a tanker, or used).
  const billPlaces = new Map<number, number>();
  const seeBill = (id: number) => billPlaces.set(id, (billPlaces.get(id) ?? 0) + 1);
  for (const port of SHIPPING_PORTS)
    for (const id of state.bills[port]) {
      seeBill(id);
      if (billOf(id).port !== port) out.push(`bill ${id} in the ${port} pile`);
    }
  for (const t of TANKERS) {
    const v = state.tankers[t];
    if (v) seeBill(v.bill);
  }
  for (const id of state.billsUsed) seeBill(id);
  for (const b of BILLS_OF_LADING)
    if (billPlaces.get(b.id) !== 1) out.push(`bill ${b.id} is in ${billPlaces.get(b.id) ?? 0} places`);
  if (billPlaces.size !== BILLS_OF_LADING.length) out.push(`unknown bills in play`);

  // Tankers: each free or on one voyage of a player in the game.
  for (const t of TANKERS) {
    const v = state.tankers[t];
    if (v && (v.owner < 0 || v.owner >= state.seats || state.players[v.owner]!.bankrupt))
      out.push(`tanker ${t} belongs to no player in the game`);
  }
  if (Object.keys(state.tankers).length !== TANKERS.length) out.push('the tankers are not four');

  // Concession cards: each in the pile or with one player.
  const cardPlaces = new Map<number, number>();
  const seeCard = (n: number) => cardPlaces.set(n, (cardPlaces.get(n) ?? 0) + 1);
  for (const n of state.concessions) seeCard(n);
  for (const p of state.players) for (const w of p.wells) seeCard(w.card);
  for (const c of CONCESSIONS)
    if (cardPlaces.get(c.number) !== 1)
      out.push(`concession ${c.number} is in ${cardPlaces.get(c.number) ?? 0} places`);
  if (cardPlaces.size !== CONCESSIONS.length) out.push('unknown concession cards in play');

  // Shares: every block with the bank or a player.
  for (const c of SHARE_COMPANIES) {
    let blocks = state.bankShares[c];
    for (const p of state.players) blocks += p.shares[c];
    if (blocks !== SHARES[c].blocks) out.push(`${c}: ${blocks} blocks, not ${SHARES[c].blocks}`);
  }
  return out;
}
