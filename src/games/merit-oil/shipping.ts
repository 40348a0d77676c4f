/**
 * Tankers: chartering before the roll (threshold, a free tanker, the port's top bill, derricks back, freight,
 * the policy), sailing after the lorry by the same roll along the shortest route, selling on arrival at the
 * price in force that day, and losses at sea (insured cargoes paid for).
 */
import type { GameEvent } from '../types';
import { seatRef } from '../events';
import {
  DESTINATION_NAMES,
  INSURANCE,
  PORTS,
  SUEZ_CANAL,
  TANKERS,
  charterThreshold,
  insurancePayout,
  insurancePremium,
  type SeaStage,
  type ShippingPort,
  type Tanker,
} from './data';
import { billOf, payBank, receiveBank, storesIn, takeStores } from './ledger';
import { seaRoute } from './sea';
import type { MeritState, TankerVoyage } from './types';
import { debtPaid, owesWords, pounds, tankerOf, tons } from './words';

/** The first free tanker (TANKERS order), or null. */
export function freeTanker(state: MeritState): Tanker | null {
  for (const t of TANKERS) if (state.tankers[t] === null) return t;
  return null;
}

/**
 * The dearest freight, at today's level, of the bills still in a port's pile (what a charter may cost: the bill
 * is drawn blind). Not a bar to chartering: freight beyond the cash in hand is a debt to the bank.
 */
export function worstFreight(state: MeritState, port: ShippingPort): number {
  let worst = 0;
  for (const id of state.bills[port]) worst = Math.max(worst, billOf(id).freight[state.freightLevel - 1]!);
  return worst;
}

/** Whether `seat` can charter at `port` now (`charterBar` says why not). */
export function canCharter(state: MeritState, seat: number, port: ShippingPort): boolean {
  const p = state.players[seat]!;
  return (
    p.wells.length > 0 &&
    storesIn(p, PORTS[port].area) >= charterThreshold(port) &&
    state.bills[port].length > 0 &&
    freeTanker(state) !== null
  );
}

/** Why `seat` cannot charter at `port` now, or null when it can. */
export function charterBar(
  state: MeritState,
  seat: number,
  port: ShippingPort,
): { code: 'not-enough-oil' | 'no-tanker-free' | 'no-bills-left'; text: string } | null {
  const p = state.players[seat]!;
  const need = charterThreshold(port);
  const area = PORTS[port].area;
  if (storesIn(p, area) < need)
    return {
      code: 'not-enough-oil',
      text: `You need ${tons(need)} in store for ${PORTS[port].name} (the biggest tanker calling there).`,
    };
  if (state.bills[port].length === 0)
    return { code: 'no-bills-left', text: `No bills of lading are left for ${PORTS[port].name}.` };
  if (freeTanker(state) === null) return { code: 'no-tanker-free', text: 'All four tankers are at sea.' };
  return null;
}

/**
 * Charter a tanker (the caller checked `charterBar`). Seed: "remove the top bill of lading from the pile …
 * place one of the tankers in the black circle … mark the reduction of your supplies … you pay freight
 * according to the prevailing rates." The seed sets no cash condition ("you should charter a tanker if there is
 * one available"): freight beyond the cash in hand is owed to the bank, and the insolvency rules apply.
 */
export function charter(state: MeritState, seat: number, port: ShippingPort, events: GameEvent[]): Tanker {
  const tanker = freeTanker(state)!;
  const billId = state.bills[port].pop()!;
  const bill = billOf(billId);
  const p = state.players[seat]!;
  takeStores(p, PORTS[port].area, bill.tons);
  const freight = bill.freight[state.freightLevel - 1]!;
  payBank(state, seat, freight, 'freight');
  const at = PORTS[port].stage;
  const voyage: TankerVoyage = {
    owner: seat,
    bill: billId,
    at,
    wake: [at],
    insured: false,
    charteredAt: state.charters++,
    freightPaid: freight,
  };
  state.tankers[tanker] = voyage;
  events.push({
    kind: 'charter',
    text: `${seatRef(seat)} chartered the ${tanker} tanker at ${PORTS[port].name}: bill ${billId}, ${tons(bill.tons)} for ${DESTINATION_NAMES[bill.destination]}; freight ${pounds(freight)} at quotation ${state.freightLevel}.${owesWords(seat, state.players[seat]!.debt)}`,
  });
  return tanker;
}

/**
 * Insure the cargo (seed: "The premium is stated on the policy which you get from the bank"). `card`: the kept
 * Lloyd's card played for free insurance (its id), or null.
 */
export function insure(state: MeritState, tanker: Tanker, card: string | null, events: GameEvent[]): void {
  const free = card !== null;
  const v = state.tankers[tanker]!;
  const bill = billOf(v.bill);
  const premium = insurancePremium(bill.tons);
  if (!free) payBank(state, v.owner, premium, 'premium');
  v.insured = true;
  events.push({
    kind: 'insure',
    text: free
      ? `${seatRef(v.owner)} insured the ${tanker} tanker's cargo free with Lloyd's special terms (pays ${pounds(insurancePayout(bill.tons))} if lost).`
      : `${seatRef(v.owner)} insured the ${tanker} tanker's cargo: premium ${pounds(premium)} (£${INSURANCE.premiumPer1000Tons} per 1,000 t).`,
    ...(card !== null && { reveals: card }),
  });
}

/** Stages still to go for a voyage. A tanker in the canal when it closes finishes its transit. */
export function routeOf(state: MeritState, v: TankerVoyage): readonly SeaStage[] {
  const to = billOf(v.bill).destination;
  const open = state.suezOpen || v.at === SUEZ_CANAL;
  return seaRoute(v.at, to, open) ?? [];
}

/** End a voyage: the bill leaves the game, the policy goes back, the tanker is free. */
function endVoyage(state: MeritState, tanker: Tanker): void {
  const v = state.tankers[tanker]!;
  state.billsUsed.push(v.bill);
  state.tankers[tanker] = null;
}

/**
 * Move every tanker of `seat` at sea `stages` along its shortest route; one that reaches its destination sells
 * "at the prevailing rate … in force on the day of your arrival".
 */
export function sail(state: MeritState, seat: number, stages: number, events: GameEvent[]): void {
  for (const t of voyagesOf(state, seat)) {
    const v = state.tankers[t]!;
    const route = routeOf(state, v);
    const steps = Math.min(stages, route.length);
    for (let i = 0; i < steps; i++) v.wake.push(route[i]!);
    v.at = v.wake[v.wake.length - 1]!;
    if (steps === route.length) {
      const bill = billOf(v.bill);
      const price = bill.sale[state.freightLevel - 1]!;
      const owed = state.players[seat]!.debt;
      receiveBank(state, seat, price, 'sale');
      state.oil.sold += bill.tons;
      endVoyage(state, t);
      events.push({
        kind: 'arrive',
        text: `${tankerOf(seat, t)} reached ${DESTINATION_NAMES[bill.destination]}: ${tons(bill.tons)} sold for ${pounds(price)} at quotation ${state.freightLevel}.`,
      });
      // A debt the lorry's card or the drill left on this throw is paid first, and said, as a sale raising it is.
      events.push(...debtPaid(seat, owed, state.players[seat]!.debt));
    }
  }
}

/** A player's tankers at sea, longest at sea first. */
export function voyagesOf(state: MeritState, seat: number): Tanker[] {
  return TANKERS.filter((t) => state.tankers[t]?.owner === seat).sort(
    (a, b) => state.tankers[a]!.charteredAt - state.tankers[b]!.charteredAt,
  );
}

/** A tanker sinks with its cargo; an insured cargo is paid for; the bill leaves the game. */
export function loseTanker(state: MeritState, tanker: Tanker, why: string, events: GameEvent[]): void {
  const v = state.tankers[tanker]!;
  const bill = billOf(v.bill);
  state.oil.lost += bill.tons;
  endVoyage(state, tanker);
  if (v.insured) {
    const payout = insurancePayout(bill.tons);
    receiveBank(state, v.owner, payout, 'insurancePayout');
    events.push({
      kind: 'tankerLost',
      text: `${why}: ${tankerOf(v.owner, tanker)} was lost with ${tons(bill.tons)}. The insurance paid ${pounds(payout)}.`,
    });
  } else {
    events.push({
      kind: 'tankerLost',
      text: `${why}: ${tankerOf(v.owner, tanker)} was lost with ${tons(bill.tons)}, uninsured.`,
    });
  }
}

/** A tanker falls back `stages` along the way it came (never behind its port). */
export function delayTanker(state: MeritState, tanker: Tanker, stages: number): number {
  const v = state.tankers[tanker]!;
  let back = 0;
  while (back < stages && v.wake.length > 1) {
    v.wake.pop();
    back++;
  }
  v.at = v.wake[v.wake.length - 1]!;
  return back;
}
