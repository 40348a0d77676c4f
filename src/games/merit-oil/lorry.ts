/**
 * The tanker-lorry: a roll moves it clockwise round the loop (PRODUCTION marked on reaching or passing;
 * landing on HOLIDAY starts a trip, passing it does not), down the Test Drilling track, or one stop on a trip
 * (the air route, England, Kwinana); then the square it lands on applies.
 */
import type { GameEvent } from '../types';
import { seatRef } from '../events';
import {
  AREA_NAMES,
  BOARD,
  BOARD_SIZE,
  CONFERENCE,
  DRILLING_COST,
  DRILLING_TRACK,
  HELICOPTER,
  HOLIDAY,
  KWINANA_EXCURSION,
  SHARE_COMPANIES,
  SQUARE_NAMES,
  type SquareKind,
} from './data';
import { drawCard } from './cards';
import { concession, markProduction, payBank } from './ledger';
import type { MeritState } from './types';
import { pounds, tons } from './words';

const START_SQUARE = 0;

/** Seed: "As soon as you reach or pass one of these squares, mark one week's production for ALL your wells." */
function reachSquare(state: MeritState, seat: number, square: number, events: GameEvent[]): void {
  if (BOARD[square]!.kind !== 'production') return;
  const added = markProduction(state, seat, 1);
  events.push({
    kind: 'production',
    text:
      added > 0
        ? `${seatRef(seat)} reaches PRODUCTION (square ${square}): ${tons(added)} marked.`
        : `${seatRef(seat)} reaches PRODUCTION (square ${square}): stores full, nothing marked.`,
  });
}

/**
 * Walk `steps` squares clockwise from the lorry's loop square, marking PRODUCTION on the way (the seed says
 * "reach or pass" only of PRODUCTION; every other square acts when the lorry lands on it — "reach" alone, as
 * for HELICOPTER, means landing). Returns the square reached.
 */
function walk(state: MeritState, seat: number, steps: number, events: GameEvent[]): number {
  const lorry = state.players[seat]!.lorry;
  let at = lorry.where === 'loop' ? lorry.square : START_SQUARE;
  for (let i = 0; i < steps; i++) {
    at = (at + 1) % BOARD_SIZE;
    reachSquare(state, seat, at, events);
  }
  state.players[seat]!.lorry = { where: 'loop', square: at };
  return at;
}

/**
 * Whether the lorry stops for a drilling decision: the cash for the cheapest way to drill (a kept Geologist's
 * report drills at the helicopter price). Cash is public and kept cards are not, so the stop never depends on
 * the card: a player without it who cannot pay the full price is asked too, and can only decline.
 */
export function canStartDrilling(state: MeritState, seat: number, price: number): boolean {
  return state.players[seat]!.cash >= Math.min(price, HELICOPTER.cost);
}

/** The square the lorry lands on applies (the walk has already marked a PRODUCTION square). */
function land(state: MeritState, seat: number, square: number, events: GameEvent[]): void {
  const p = state.players[seat]!;
  const kind = BOARD[square]!.kind;
  switch (kind) {
    case 'memo':
    case 'oilNews':
      drawCard(state, kind, seat, events, (s, k, ev) => advanceTo(state, s, k, ev));
      return;
    case 'testDrilling':
      // Seed: "If you wish, and if you can afford to do so, you may drill a test well."
      if (canStartDrilling(state, seat, DRILLING_COST)) state.choice = 'drill';
      return;
    case 'helicopter':
      if (canStartDrilling(state, seat, HELICOPTER.cost)) state.choice = 'helicopter';
      else
        events.push({
          kind: 'helicopter',
          text: `${seatRef(seat)} cannot afford the helicopter (${pounds(HELICOPTER.cost)}) and stays.`,
        });
      return;
    case 'exchange': {
      const affordable = SHARE_COMPANIES.some(
        (c) => state.bankShares[c] > 0 && p.cash >= state.sharePrice[c],
      );
      if (affordable) state.choice = 'exchange';
      return;
    }
    case 'holiday':
      // Seed: "If you reach this square, you have to stop and leave for Europe by air."
      p.trip = 'holiday';
      events.push({ kind: 'trip', text: `${seatRef(seat)} stops at HOLIDAY and leaves for Europe by air.` });
      return;
    case 'conference':
      p.trip = 'conference';
      events.push({ kind: 'trip', text: `${seatRef(seat)} is called to a conference at Head Office.` });
      return;
    case 'kwinana':
      p.trip = 'kwinana';
      events.push({ kind: 'trip', text: `${seatRef(seat)} sets off for Kwinana next turn.` });
      return;
    case 'start':
    case 'production':
    case 'endOfHoliday':
      return;
  }
}

/** MEMO "advance to …": walk forward to the next square of that kind (squares passed count), and land. */
export function advanceTo(state: MeritState, seat: number, kind: SquareKind, events: GameEvent[]): void {
  const lorry = state.players[seat]!.lorry;
  if (lorry.where !== 'loop') return;
  let steps = 1;
  while (steps < BOARD_SIZE && BOARD[(lorry.square + steps) % BOARD_SIZE]!.kind !== kind) steps++;
  const at = walk(state, seat, steps, events);
  land(state, seat, at, events);
}

/** Put the lorry straight on a loop square (a trip's end): it reaches that square and lands there. */
function arriveAt(state: MeritState, seat: number, square: number, events: GameEvent[]): void {
  state.players[seat]!.lorry = { where: 'loop', square };
  reachSquare(state, seat, square, events);
  land(state, seat, square, events);
}

/** Start a test well: pay, and put the lorry on the starting square at the top of the track. */
export function startDrilling(
  state: MeritState,
  seat: number,
  price: number,
  flow: 'drilling' | 'helicopter',
  useCard: boolean,
  events: GameEvent[],
): void {
  const p = state.players[seat]!;
  payBank(state, seat, price, flow);
  p.lorry = { where: 'drilling', section: -1 };
  events.push({
    kind: 'drill',
    text: useCard
      ? `${seatRef(seat)} plays the Geologist's report and starts a test well for ${pounds(price)}.`
      : `${seatRef(seat)} starts a test well for ${pounds(price)}.`,
  });
}

/** Move down the drilling track: the section landed on applies. */
function drillDown(state: MeritState, seat: number, roll: number, section: number, events: GameEvent[]) {
  const p = state.players[seat]!;
  const at = Math.min(section + roll, DRILLING_TRACK.length - 1);
  const s = DRILLING_TRACK[at]!;
  p.lorry = { where: 'drilling', section: at };
  switch (s.kind) {
    case 'rock':
      events.push({ kind: 'drilling', text: `${seatRef(seat)} drills on: ${s.text}.` });
      return;
    case 'cost':
      events.push({ kind: 'drilling', text: `${seatRef(seat)} drills on. ${s.text}.` });
      payBank(state, seat, s.amount, 'drillingCosts');
      return;
    case 'dry':
      events.push({ kind: 'dry', text: `${seatRef(seat)} finds no oil. ${s.text}; back to START.` });
      p.lorry = { where: 'loop', square: START_SQUARE };
      return;
    case 'strike': {
      // Seed: "you receive a concession card (the one at the top of the pile) and move your lorry back to
      // Start … Place a derrick on the zero column".
      const card = state.concessions.pop();
      p.lorry = { where: 'loop', square: START_SQUARE };
      if (card === undefined) {
        events.push({
          kind: 'strike',
          text: `${seatRef(seat)} strikes oil, but no concession is left to grant; back to START.`,
        });
        return;
      }
      p.wells.push({ card, tons: 0 });
      const c = concession(card);
      events.push({
        kind: 'strike',
        text: `${seatRef(seat)} strikes oil! ${s.text} Concession ${card}: ${c.field} (${AREA_NAMES[c.area]}), worth ${pounds(c.value)}; back to START.`,
      });
      return;
    }
  }
}

/**
 * A roll moves the lorry: a trip's next stop, down the drilling track, or round the loop. Returns the square
 * landed on in words ("EXCHANGE (square 16)") when the landing tells nothing of itself (a choice to make, or
 * nothing to do), for the roll's own line; null when the events say where the lorry went.
 */
export function moveLorry(state: MeritState, seat: number, roll: number, events: GameEvent[]): string | null {
  const p = state.players[seat]!;
  const lorry = p.lorry;
  if (p.trip !== null) {
    const trip = p.trip;
    p.trip = null;
    if (trip === 'holiday') {
      p.lorry = { where: 'air', stop: 0 };
      events.push({ kind: 'trip', text: `${seatRef(seat)} flies to ${HOLIDAY.stops[0]}.` });
    } else if (trip === 'conference') {
      p.lorry = { where: 'england' };
      events.push({ kind: 'trip', text: `${seatRef(seat)} flies to ${CONFERENCE.stop}.` });
    } else {
      p.lorry = { where: 'kwinana' };
      events.push({ kind: 'trip', text: `${seatRef(seat)} goes to ${KWINANA_EXCURSION.stop}.` });
    }
    return null;
  }
  switch (lorry.where) {
    case 'air': {
      // Seed: "you can move your tanker-lorry only one stop at a time along the air route".
      const next = lorry.stop + 1;
      if (next < HOLIDAY.stops.length) {
        p.lorry = { where: 'air', stop: next };
        events.push({ kind: 'trip', text: `${seatRef(seat)} flies on to ${HOLIDAY.stops[next]}.` });
      } else {
        events.push({ kind: 'trip', text: `${seatRef(seat)} lands at END OF HOLIDAY.` });
        arriveAt(state, seat, HOLIDAY.endSquare, events);
      }
      return null;
    }
    case 'england':
      events.push({ kind: 'trip', text: `${seatRef(seat)} flies back from England to the upper edge.` });
      arriveAt(state, seat, CONFERENCE.returnSquare, events);
      return null;
    case 'kwinana':
      events.push({ kind: 'trip', text: `${seatRef(seat)} returns from Kwinana.` });
      arriveAt(state, seat, KWINANA_EXCURSION.returnSquare, events);
      return null;
    case 'drilling':
      drillDown(state, seat, roll, lorry.section, events);
      return null;
    case 'loop': {
      const at = walk(state, seat, roll, events);
      const told = events.length;
      land(state, seat, at, events);
      // A card, a trip or PRODUCTION's own line says where the lorry is; EXCHANGE, TEST DRILLING, START… do not.
      const kind = BOARD[at]!.kind;
      return events.length === told && kind !== 'production' ? `${SQUARE_NAMES[kind]} (square ${at})` : null;
    }
  }
}
