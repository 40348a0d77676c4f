/** Merit's "Oil" test helpers: a game, a rigged die, cards put on top of a pile, wells and stores set by hand. */
import { expect } from 'vitest';
import { meritOil } from '../../../src/games/merit-oil';
import type { MeritAction, MeritState } from '../../../src/games/merit-oil';
import { CONCESSIONS, SHIPPING_PORTS, type GameLength } from '../../../src/games/merit-oil/data';
import { Rng, nextU32 } from '../../../src/games/rng';
import type { GameEvent } from '../../../src/games/types';

export function newGame(seats = 4, seed = 'merit-test', length: GameLength = 'standard'): MeritState {
  return meritOil.setup(seats, { length }, seed);
}

/** A game whose players own only the wells a test gives them: the starting wells go back to the pile. */
export function bareGame(seats = 4, seed = 'merit-test', length: GameLength = 'standard'): MeritState {
  const s = newGame(seats, seed, length);
  for (const p of s.players) {
    s.concessions.push(...p.wells.map((w) => w.card));
    p.wells = [];
  }
  return s;
}

/** Advance the game's RNG until its next die is `n` (the RNG stays the game's own: only its position moves). */
export function rigDie(state: MeritState, n: number): void {
  for (let k = 0; k < 10_000; k++) {
    if (new Rng([...state.rng] as MeritState['rng']).die() === n) return;
    nextU32(state.rng);
  }
  throw new Error(`no die ${n} found`);
}

/** Apply an action that must succeed; returns its events. */
export function act(state: MeritState, seat: number, action: MeritAction): GameEvent[] {
  const r = meritOil.apply(state, seat, action);
  if (!r.ok) throw new Error(`refused: ${r.error} (${JSON.stringify(action)})`);
  return r.events;
}

/** `from` offers `to` blocks of European Refineries Ltd (selling them, or buying with `side: 'buy'`); its events. */
export function offerRefinery(
  state: MeritState,
  from: number,
  to: number,
  price: number,
  side: 'sell' | 'buy' = 'sell',
  blocks = 1,
): GameEvent[] {
  return act(state, from, {
    type: 'offerDeal',
    to,
    side,
    goods: { kind: 'shares', company: 'refinery', blocks },
    price,
  });
}

/** Apply an action that must be refused with `code`; checks the state did not change. */
export function refused(state: MeritState, seat: number, action: unknown, code: string): string {
  const before = JSON.stringify(state);
  const r = meritOil.apply(state, seat, action as MeritAction);
  expect(r.ok).toBe(false);
  if (r.ok) return '';
  expect(r.code).toBe(code);
  expect(JSON.stringify(state)).toBe(before);
  return r.error;
}

/** Roll a rigged die for the active player. */
export function roll(state: MeritState, n: number): GameEvent[] {
  rigDie(state, n);
  return act(state, state.current, { type: 'roll' });
}

/** Put a MEMO or OIL NEWS card on top of its pile. */
export function onTop(pile: string[], id: string): void {
  const i = pile.indexOf(id);
  if (i < 0) throw new Error(`${id} not in the pile`);
  pile.splice(i, 1);
  pile.push(id);
}

/** Give `seat` the well `card` (taken from the pile or from whoever holds it) with `tons` in store. */
export function giveWell(state: MeritState, seat: number, card: number, tons = 0): void {
  state.concessions = state.concessions.filter((c) => c !== card);
  for (const p of state.players) p.wells = p.wells.filter((w) => w.card !== card);
  state.players[seat]!.wells.push({ card, tons });
  state.oil.produced += tons;
}

/** Set a well's stores directly (produced oil, as the ledger counts it). */
export function setStores(state: MeritState, seat: number, card: number, tons: number): void {
  const w = state.players[seat]!.wells.find((x) => x.card === card)!;
  state.oil.produced += tons - w.tons;
  w.tons = tons;
}

/** Put `seat`'s lorry on loop square `square` and make it the active player before the roll. */
export function at(state: MeritState, seat: number, square: number): void {
  state.current = seat;
  state.rolled = false;
  state.choice = null;
  state.players[seat]!.lorry = { where: 'loop', square };
  state.players[seat]!.trip = null;
}

/** `seat` holds `blocks` more blocks of European Refineries Ltd, taken from the bank. */
export function withShares(state: MeritState, seat: number, blocks: number): void {
  state.players[seat]!.shares.refinery += blocks;
  state.bankShares.refinery -= blocks;
}

/** The concession card of a number. */
export const card = (n: number) => CONCESSIONS[n - 1]!;

/** Texts of events, for matching. */
export const texts = (events: GameEvent[]) => events.map((e) => e.text);

/** Skip to `seat`'s next turn (the other players' turns are not what the test is about). */
export function turnOf(state: MeritState, seat: number): void {
  state.current = seat;
  state.rolled = false;
  state.choice = null;
  state.insuring = null;
  state.offers = [];
}

/** Put bill `id` on top of its port's pile. */
export function billOnTop(state: MeritState, port: keyof MeritState['bills'], id: number): void {
  const pile = state.bills[port];
  const i = pile.indexOf(id);
  if (i < 0) throw new Error(`bill ${id} not in the ${port} pile`);
  pile.splice(i, 1);
  pile.push(id);
}

/**
 * `seat` charters a tanker at `port` with bill `id` put on top of the port's pile, then insures the cargo or
 * declines (the default).
 */
export function charterWith(
  state: MeritState,
  seat: number,
  port: keyof MeritState['bills'],
  id: number,
  insurance: 'insure' | 'declineInsurance' = 'declineInsurance',
): void {
  billOnTop(state, port, id);
  act(state, seat, { type: 'charter', port });
  act(state, seat, { type: insurance });
}

/** Bill `id` of `port` is the last bill of lading left: every other bill of every port is used. */
export function lastBillLeft(state: MeritState, port: keyof MeritState['bills'], id: number): void {
  billOnTop(state, port, id);
  for (const p of SHIPPING_PORTS) {
    const keep = p === port ? [id] : [];
    state.billsUsed.push(...state.bills[p].filter((b) => !keep.includes(b)));
    state.bills[p] = keep;
  }
}
