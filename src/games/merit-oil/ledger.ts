/**
 * Money and oil: every pound to or from the bank and every ton produced, moved or lost goes through here, so
 * the ledgers in the state (`paidToBank`, `paidByBank`, `oil`) always explain the cash and the stores.
 */
import {
  AREAS,
  BILLS_OF_LADING,
  CONCESSIONS,
  SHARE_COMPANIES,
  STORE_VALUE_PER_1000_TONS,
  type Area,
  type BillOfLading,
  type ConcessionCard,
  weeklyTons,
} from './data';
import type { Fortune, MeritPlayer, MeritState, MoneyFlow, Well } from './types';

/** The concession card of a well (cards are numbered 1–18). */
export function concession(card: number): ConcessionCard {
  return CONCESSIONS[card - 1]!;
}
/** A bill of lading by id (1–36). */
export function billOf(id: number): BillOfLading {
  return BILLS_OF_LADING[id - 1]!;
}
/** A well's store capacity in tons: the holes on its row of the marking board. */
export function capacityOf(well: Well): number {
  const c = concession(well.card);
  return c.holes * c.tonsPerHole;
}

/**
 * Pay the bank. A payment bigger than the cash takes all the cash and leaves the rest as debt, which the
 * player must raise (insolvency). The whole amount is counted as paid: the debt is owed to the bank.
 */
export function payBank(state: MeritState, seat: number, amount: number, flow: MoneyFlow): void {
  if (amount <= 0) return;
  const p = state.players[seat]!;
  const fromCash = Math.min(p.cash, amount);
  p.cash -= fromCash;
  p.debt += amount - fromCash;
  state.paidToBank[flow] += amount;
}

/** Receive from the bank; money received first pays off any debt. */
export function receiveBank(state: MeritState, seat: number, amount: number, flow: MoneyFlow): void {
  if (amount <= 0) return;
  const p = state.players[seat]!;
  p.cash += amount;
  state.paidByBank[flow] += amount;
  payDebtFromCash(p);
}

/** Money from one player to another (a deal). */
export function payPlayer(state: MeritState, from: number, to: number, amount: number): void {
  state.players[from]!.cash -= amount;
  const receiver = state.players[to]!;
  receiver.cash += amount;
  payDebtFromCash(receiver);
}

/** Cash on hand goes to the bank against a debt. */
export function payDebtFromCash(p: MeritPlayer): void {
  const x = Math.min(p.cash, p.debt);
  p.cash -= x;
  p.debt -= x;
}

/**
 * Mark `weeks` of production for every well of `seat`. Seed: "mark one week's production for ALL your wells";
 * "As soon as your stores are filled, stop marking your production." Returns the tons added.
 */
export function markProduction(state: MeritState, seat: number, weeks: number): number {
  let added = 0;
  for (const well of state.players[seat]!.wells) {
    const room = capacityOf(well) - well.tons;
    const add = Math.min(room, weeks * weeklyTons(concession(well.card)));
    if (add > 0) {
      well.tons += add;
      added += add;
    }
  }
  state.oil.produced += added;
  return added;
}

/** Tons a player holds in store in one area. */
export function storesIn(p: MeritPlayer, area: Area): number {
  let t = 0;
  for (const w of p.wells) if (concession(w.card).area === area) t += w.tons;
  return t;
}
/** Free room in a player's stores in one area. */
export function roomIn(p: MeritPlayer, area: Area): number {
  let t = 0;
  for (const w of p.wells) if (concession(w.card).area === area) t += capacityOf(w) - w.tons;
  return t;
}
/** Whether a player owns a well in `area`. */
export function hasWellIn(p: MeritPlayer, area: Area): boolean {
  return p.wells.some((w) => concession(w.card).area === area);
}

/** A well's holes on the marking board, in tons. */
const holeOf = (w: Well) => concession(w.card).tonsPerHole;

/**
 * Move `tons` out of (`take`) or into (`add`) a player's stores in an area in whole holes (seed: the derricks
 * stand in the holes of the marking board and move "as many steps back as will equal your cargo"): the wells
 * with the biggest holes first, then the fullest (take) or emptiest (add). Every hole size divides the bigger
 * ones (2,250, 4,500, 9,000 t), so this finds a way whenever whole holes can make up `tons`. Returns the tons
 * whole holes could not move (0 when they all moved); with `apply` false nothing changes.
 */
function moveWholeHoles(
  p: MeritPlayer,
  area: Area,
  tons: number,
  dir: 'take' | 'add',
  apply: boolean,
): number {
  let left = tons;
  const free = (w: Well) => (dir === 'take' ? w.tons : capacityOf(w) - w.tons);
  const wells = p.wells
    .filter((w) => concession(w.card).area === area)
    .sort((a, b) => holeOf(b) - holeOf(a) || free(b) - free(a));
  for (const w of wells) {
    const x = Math.min(Math.floor(free(w) / holeOf(w)), Math.floor(left / holeOf(w))) * holeOf(w);
    if (apply) w.tons += dir === 'take' ? -x : x;
    left -= x;
    if (left === 0) break;
  }
  return left;
}

/** Whether `tons` can leave (`take`) or enter (`add`) a player's stores in an area by whole holes. */
function wholeHoles(p: MeritPlayer, area: Area, tons: number, dir: 'take' | 'add'): boolean {
  return moveWholeHoles(p, area, tons, dir, false) === 0;
}

/**
 * The smallest hole of any well. Every hole size divides the bigger ones, so the parcels of oil whole holes can
 * move are its multiples.
 */
export const SMALLEST_HOLE = Math.min(...CONCESSIONS.map((c) => c.tonsPerHole));

/** Whether whole holes can move `tons` out of `seller`'s wells in an area and into `buyer`'s. */
export function wholeParcel(seller: MeritPlayer, buyer: MeritPlayer, area: Area, tons: number): boolean {
  return wholeHoles(seller, area, tons, 'take') && wholeHoles(buyer, area, tons, 'add');
}

/**
 * The parcels nearest `tons` (the biggest below it and the smallest above it, where there is one) that whole
 * holes can move from `seller` to `buyer` in an area: what to suggest when `tons` cannot.
 */
export function nearestParcels(seller: MeritPlayer, buyer: MeritPlayer, area: Area, tons: number): number[] {
  const most = Math.min(storesIn(seller, area), roomIn(buyer, area));
  const fits = (t: number) => wholeParcel(seller, buyer, area, t);
  let below = Math.floor(tons / SMALLEST_HOLE) * SMALLEST_HOLE;
  if (below === tons) below -= SMALLEST_HOLE;
  while (below > 0 && !fits(below)) below -= SMALLEST_HOLE;
  let above = Math.floor(tons / SMALLEST_HOLE) * SMALLEST_HOLE + SMALLEST_HOLE;
  while (above <= most && !fits(above)) above += SMALLEST_HOLE;
  return [...(below > 0 ? [below] : []), ...(above <= most ? [above] : [])];
}

/**
 * Take `tons` from a player's stores in an area: derricks move back whole holes (seed: "moving one (or more)
 * derricks as many steps back as will equal your cargo"), the wells with the biggest holes first (a Burgan
 * well before a Magwa well: every cargo is a whole number of Burgan holes, so what is left is always a whole
 * number of the smaller holes), then the fullest. Deals in stores are whole holes too (`wholeParcel`); a
 * remainder whole holes cannot make up (a store set off the holes by hand) comes from the fullest well. The
 * caller checked there is enough.
 */
export function takeStores(p: MeritPlayer, area: Area, tons: number): void {
  let left = moveWholeHoles(p, area, tons, 'take', true);
  if (left === 0) return;
  const wells = p.wells.filter((w) => concession(w.card).area === area).sort((a, b) => b.tons - a.tons);
  for (const w of wells) {
    const x = Math.min(w.tons, left);
    w.tons -= x;
    left -= x;
    if (left === 0) return;
  }
}
/**
 * Put `tons` into a player's stores in an area by whole holes, the wells with the biggest holes first, then
 * the emptiest (the caller checked `wholeParcel`); a remainder goes where there is room.
 */
export function addStores(p: MeritPlayer, area: Area, tons: number): void {
  let left = moveWholeHoles(p, area, tons, 'add', true);
  if (left === 0) return;
  for (const w of p.wells.filter((x) => concession(x.card).area === area)) {
    const x = Math.min(capacityOf(w) - w.tons, left);
    w.tons += x;
    left -= x;
    if (left === 0) return;
  }
}

/** Tons in store over all of a player's wells. */
export function totalStores(p: MeritPlayer): number {
  let t = 0;
  for (const w of p.wells) t += w.tons;
  return t;
}

/**
 * A fortune as the seed counts it: "Oil-well values are stated on the concession cards; the value of stores is
 * assessed at £7,000 for every 1,000 tons of oil", plus shares at today's price and cash (less any debt).
 */
export function fortuneOf(state: MeritState, seat: number): Fortune {
  const p = state.players[seat]!;
  if (p.bankrupt) return { wells: 0, stores: 0, shares: 0, cash: 0, total: 0 };
  let wells = 0;
  for (const w of p.wells) wells += concession(w.card).value;
  const stores = Math.round((totalStores(p) / 1000) * STORE_VALUE_PER_1000_TONS);
  let shares = 0;
  for (const c of SHARE_COMPANIES) shares += p.shares[c] * state.sharePrice[c];
  const cash = p.cash - p.debt;
  return { wells, stores, shares, cash, total: wells + stores + shares + cash };
}

/** A fortune's total alone (the engine's status asks for it after every action). */
export function fortuneTotal(state: MeritState, seat: number): number {
  const p = state.players[seat]!;
  if (p.bankrupt) return 0;
  let total = p.cash - p.debt;
  let tons = 0;
  for (const w of p.wells) {
    total += concession(w.card).value;
    tons += w.tons;
  }
  total += Math.round((tons / 1000) * STORE_VALUE_PER_1000_TONS);
  for (const c of SHARE_COMPANIES) total += p.shares[c] * state.sharePrice[c];
  return total;
}

/** Every area, for loops that need the list. */
export const ALL_AREAS: readonly Area[] = AREAS;
