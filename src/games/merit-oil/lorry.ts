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
import { owesWords, pounds, tons } from './words';

const START_SQUARE = 0;

/** A PRODUCTION square the lorry reached or passed, and the tons it marked there. */
interface Marked {
  square: number;
  added: number;
}

/** A walk round the loop: the square reached, and every PRODUCTION square marked on the way (it included). */
interface Walked {
  at: number;
  marked: Marked[];
}

/** Seed: "As soon as you reach or pass one of these squares, mark one week's production for ALL your wells." */
function reachSquare(state: MeritState, seat: number, square: number, marked: Marked[]): void {
  if (BOARD[square]!.kind !== 'production') return;
  marked.push({ square, added: markProduction(state, seat, 1) });
}

/** "PRODUCTION (square 12)", "HELICOPTER (square 13)". */
const squareWords = (square: number): string => `${SQUARE_NAMES[BOARD[square]!.kind]} (square ${square})`;

/** What a PRODUCTION square marked, after its name: ", marking 4,500 t", ", nothing marked (stores full)". */
function markedWords(state: MeritState, seat: number, m: Marked): string {
  if (m.added > 0) return `, marking ${tons(m.added)}`;
  return state.players[seat]!.wells.length > 0
    ? ', nothing marked (stores full)'
    : ', nothing marked (no wells)';
}

/**
 * The walk in the lorry's order, after `move` ("{p0} rolled 6", "{p0} moved on"): "{p0} rolled 6, passed
 * PRODUCTION (square 12), marking 4,500 t, and landed on HELICOPTER (square 13)." The seed marks PRODUCTION on
 * reaching or passing it: a square passed is "passed", the square the lorry stops on "landed on".
 */
function walkWords(state: MeritState, seat: number, move: string, w: Walked): string {
  const passes = w.marked
    .filter((m) => m.square !== w.at)
    .map((m) => `passed ${squareWords(m.square)}${markedWords(state, seat, m)}`);
  const onLanding = w.marked.find((m) => m.square === w.at);
  const landed = `landed on ${squareWords(w.at)}${onLanding ? markedWords(state, seat, onLanding) : ''}`;
  return passes.length > 0 ? `${move}, ${passes.join(', ')}, and ${landed}.` : `${move} and ${landed}.`;
}

/**
 * Walk `steps` squares clockwise from the lorry's loop square, marking PRODUCTION on the way (the seed says
 * "reach or pass" only of PRODUCTION; every other square acts when the lorry lands on it — "reach" alone, as
 * for HELICOPTER, means landing).
 */
function walk(state: MeritState, seat: number, steps: number): Walked {
  const lorry = state.players[seat]!.lorry;
  let at = lorry.where === 'loop' ? lorry.square : START_SQUARE;
  const marked: Marked[] = [];
  for (let i = 0; i < steps; i++) {
    at = (at + 1) % BOARD_SIZE;
    reachSquare(state, seat, at, marked);
  }
  state.players[seat]!.lorry = { where: 'loop', square: at };
  return { at, marked };
}

/**
 * Whether the lorry stops for a drilling decision: the cash for the cheapest way to drill (a kept Geologist's
 * report drills at the helicopter price). Cash is public and kept cards are not, so the stop never depends on
 * the card: a player without it who cannot pay the full price is asked too, and can only decline.
 */
export function canStartDrilling(state: MeritState, seat: number, price: number): boolean {
  return state.players[seat]!.cash >= Math.min(price, HELICOPTER.cost);
}

/**
 * Once the roll is done (the lorry moved, the tankers sailed and sold), the choice of the square it landed on
 * stands only if the player can afford it: seed, "If you wish, and if you can afford to do so, you may drill a
 * test well"; at HELICOPTER, "if you … cannot afford to invest this sum … you remain at HELICOPTER". Judged at
 * landing, a cargo sold on the same roll came too late: Ana landed on an EXCHANGE with £4,000, her tanker then
 * sold 18,000 t for £179,000, and the turn ended without the shares she could now pay for.
 */
export function affordChoice(state: MeritState, seat: number, events: GameEvent[]): void {
  const p = state.players[seat]!;
  switch (state.choice) {
    case 'drill':
      if (canStartDrilling(state, seat, DRILLING_COST)) return;
      state.choice = null;
      // Said as at HELICOPTER: a turn that ends on TEST DRILLING with no word left a first-timer asking why.
      events.push({
        kind: 'drillUnaffordable',
        text: `${seatRef(seat)} could not afford a test well (${pounds(DRILLING_COST)}) and did not drill.`,
      });
      return;
    case 'helicopter':
      if (canStartDrilling(state, seat, HELICOPTER.cost)) return;
      state.choice = null;
      events.push({
        kind: 'helicopter',
        text: `${seatRef(seat)} could not afford the helicopter (${pounds(HELICOPTER.cost)}) and stayed on HELICOPTER until their next turn.`,
      });
      return;
    case 'exchange': {
      const offered = SHARE_COMPANIES.filter((c) => state.bankShares[c] > 0);
      if (offered.some((c) => p.cash >= state.sharePrice[c])) return;
      state.choice = null;
      const cheapest = Math.min(...offered.map((c) => state.sharePrice[c]));
      events.push({
        kind: 'sharesUnaffordable',
        text: offered.length
          ? `${seatRef(seat)} could not afford a block of shares (${pounds(cheapest)}) and bought none at the EXCHANGE.`
          : `The bank has no shares left: ${seatRef(seat)} bought none at the EXCHANGE.`,
      });
      return;
    }
  }
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
    // The square's choice is made once the roll is done, after the tankers sail (a cargo that arrives on this
    // roll pays for it): whether the player can afford it is asked then (`affordChoice`).
    case 'testDrilling':
      state.choice = 'drill';
      return;
    case 'helicopter':
      state.choice = 'helicopter';
      return;
    case 'exchange':
      state.choice = 'exchange';
      return;
    case 'holiday':
      // Seed: "If you reach this square, you have to stop and leave for Europe by air."
      p.trip = 'holiday';
      events.push({ kind: 'trip', text: `${seatRef(seat)} left for Europe by air.` });
      return;
    case 'conference':
      p.trip = 'conference';
      events.push({ kind: 'trip', text: `${seatRef(seat)} was called to a conference at Head Office.` });
      return;
    case 'kwinana':
      p.trip = 'kwinana';
      events.push({ kind: 'trip', text: `${seatRef(seat)} set off on the Kwinana excursion.` });
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
  const w = walk(state, seat, steps);
  events.push({ kind: 'move', text: walkWords(state, seat, `${seatRef(seat)} moved on`, w) });
  land(state, seat, w.at, events);
}

/**
 * Put the lorry straight on a loop square (a trip's end): it reaches that square and lands there. `how` says
 * how it came ("{p0} flew back from England to"), the square follows: "… to OIL NEWS (square 3)."
 */
function arriveAt(state: MeritState, seat: number, square: number, how: string, events: GameEvent[]): void {
  state.players[seat]!.lorry = { where: 'loop', square };
  const marked: Marked[] = [];
  reachSquare(state, seat, square, marked);
  const m = marked[0];
  events.push({
    kind: 'trip',
    text: `${how} ${squareWords(square)}${m ? markedWords(state, seat, m) : ''}.`,
  });
  land(state, seat, square, events);
}

/**
 * Start a test well: pay, and put the lorry on the starting square at the top of the track. `card`: the kept
 * Geologist's report played for it (its id), or null.
 */
export function startDrilling(
  state: MeritState,
  seat: number,
  price: number,
  flow: 'drilling' | 'helicopter',
  card: string | null,
  events: GameEvent[],
): void {
  const p = state.players[seat]!;
  payBank(state, seat, price, flow);
  p.lorry = { where: 'drilling', section: -1 };
  events.push(
    card !== null
      ? {
          kind: 'drill',
          text: `${seatRef(seat)} played the Geologist's report and started a test well for ${pounds(price)}.`,
          reveals: card,
        }
      : { kind: 'drill', text: `${seatRef(seat)} started a test well for ${pounds(price)}.` },
  );
}

/** Move down the drilling track: the section landed on applies. */
function drillDown(state: MeritState, seat: number, roll: number, section: number, events: GameEvent[]) {
  const p = state.players[seat]!;
  const at = Math.min(section + roll, DRILLING_TRACK.length - 1);
  const s = DRILLING_TRACK[at]!;
  p.lorry = { where: 'drilling', section: at };
  // The section reached, numbered as the rules page numbers the track (1 at the top): how deep the well is.
  const deep = `to section ${at + 1} of ${DRILLING_TRACK.length}`;
  switch (s.kind) {
    case 'rock':
      events.push({ kind: 'drilling', text: `${seatRef(seat)} drilled on ${deep}, through ${s.text}.` });
      return;
    case 'cost':
      payBank(state, seat, s.amount, 'drillingCosts');
      events.push({
        kind: 'drilling',
        text: `${seatRef(seat)} drilled on ${deep} at a cost of ${pounds(s.amount)}: ${s.text}.${owesWords(seat, p.debt)}`,
      });
      return;
    case 'dry':
      events.push({
        kind: 'dry',
        text: `${seatRef(seat)} found no oil (${s.text}) and abandoned the well; back to START.`,
      });
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
          text: `${seatRef(seat)} struck oil, but no concession is left to grant; back to START.`,
        });
        return;
      }
      p.wells.push({ card, tons: 0 });
      const c = concession(card);
      events.push({
        kind: 'strike',
        text: `${seatRef(seat)} struck oil in ${s.text}! Concession ${card}: ${c.field} (${AREA_NAMES[c.area]}), worth ${pounds(c.value)}; back to START.`,
      });
      return;
    }
  }
}

/**
 * A roll moves the lorry: a trip's next stop, down the drilling track, or round the loop. `rolled` is the roll's
 * line, already told: a walk round the loop goes on it, in the lorry's order ("{p0} rolled 6, passed PRODUCTION
 * (square 12), marking 4,500 t, and landed on HELICOPTER (square 13)."), before what the square does.
 */
export function moveLorry(
  state: MeritState,
  seat: number,
  roll: number,
  rolled: GameEvent,
  events: GameEvent[],
): void {
  const p = state.players[seat]!;
  const lorry = p.lorry;
  if (p.trip !== null) {
    const trip = p.trip;
    p.trip = null;
    // A trip's first move says the die does not move the lorry: "Ana rolled 6. Ana flew to Beirut." read as a
    // six that moved her one stop. The roll still sails her tankers.
    if (trip === 'holiday') {
      p.lorry = { where: 'air', stop: 0 };
      events.push({
        kind: 'trip',
        text: `${seatRef(seat)} flew to ${HOLIDAY.stops[0]}: on holiday the lorry flies one stop a turn, whatever the die.`,
      });
    } else if (trip === 'conference') {
      p.lorry = { where: 'england' };
      events.push({
        kind: 'trip',
        text: `${seatRef(seat)} flew to ${CONFERENCE.stop}, one step whatever the die.`,
      });
    } else {
      p.lorry = { where: 'kwinana' };
      events.push({
        kind: 'trip',
        text: `${seatRef(seat)} went to ${KWINANA_EXCURSION.stop}, one step whatever the die.`,
      });
    }
    return;
  }
  switch (lorry.where) {
    case 'air': {
      // Seed: "you can move your tanker-lorry only one stop at a time along the air route".
      const next = lorry.stop + 1;
      if (next < HOLIDAY.stops.length) {
        p.lorry = { where: 'air', stop: next };
        events.push({ kind: 'trip', text: `${seatRef(seat)} flew on to ${HOLIDAY.stops[next]}.` });
      } else arriveAt(state, seat, HOLIDAY.endSquare, `${seatRef(seat)} flew home to`, events);
      return;
    }
    case 'england':
      arriveAt(state, seat, CONFERENCE.returnSquare, `${seatRef(seat)} flew back from England to`, events);
      return;
    case 'kwinana':
      arriveAt(
        state,
        seat,
        KWINANA_EXCURSION.returnSquare,
        `${seatRef(seat)} returned from Kwinana to`,
        events,
      );
      return;
    case 'drilling':
      drillDown(state, seat, roll, lorry.section, events);
      return;
    case 'loop': {
      const w = walk(state, seat, roll);
      rolled.text = walkWords(state, seat, `${seatRef(seat)} rolled ${roll}`, w);
      land(state, seat, w.at, events);
      return;
    }
  }
}
