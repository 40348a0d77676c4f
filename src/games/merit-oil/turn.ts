/**
 * The turn: the roll (lorry first, then every tanker of the player at sea by the same number), the end of the
 * turn (offers lapse, the next player in the game), the end of the game (every bill used, the agreed number of
 * rounds, or one player left) and the fortunes. `settle` runs after every action: it pays debts from cash,
 * declares bankrupt a debtor with nothing left to sell, and ends a turn that has no choice left in it.
 */
import type { GameEvent, GameResult } from '../types';
import { listWords } from '../awards';
import { seatRef } from '../events';
import { Rng } from '../rng';
import { BILLS_OF_LADING, DECLINED_MEMORY_ROUNDS, DESTINATION_NAMES, SHARE_COMPANIES, TANKERS } from './data';
import { lapseOffers } from './deals';
import { billOf, fortuneOf, payDebtFromCash } from './ledger';
import { goBankrupt, holdsShares } from './insolvency';
import { affordChoice, moveLorry } from './lorry';
import { lastRoundOf } from './setup';
import { sail } from './shipping';
import type { MeritState } from './types';
import { pounds, tankerOf, tons } from './words';

/** Roll the die: the lorry moves first and its square applies, then the player's tankers sail. */
export function rollDie(state: MeritState, events: GameEvent[]): void {
  const seat = state.current;
  const roll = new Rng(state.rng).die();
  state.rolled = true;
  state.lastRoll = roll;
  state.lastRoller = seat;
  state.drawn = [];
  const rolled: GameEvent = { kind: 'roll', text: `${seatRef(seat)} rolled ${roll}.` };
  events.push(rolled);
  // Seed: "First move your tanker-lorry … The move your ship the correct number of stages". A walk round the
  // loop goes on the roll's line: "{p2} rolled 2 and landed on EXCHANGE (square 16)."
  moveLorry(state, seat, roll, rolled, events);
  if (!state.players[seat]!.bankrupt) sail(state, seat, roll, events);
  affordChoice(state, seat, events);
}

/** Whether every bill of lading is used (seed: "The game ends when all the bills of lading are used up"). */
export function allBillsUsed(state: MeritState): boolean {
  return state.billsUsed.length === BILLS_OF_LADING.length;
}

function solventCount(state: MeritState): number {
  let n = 0;
  for (const p of state.players) if (!p.bankrupt) n++;
  return n;
}

/**
 * End the active player's turn: offers lapse; the next player in the game is up, or the game ends. A game that
 * ends stays at its last turn (its round and seat): a bankrupt seat skipped on the way to the next turn, at the
 * end of a round, must not count that round or a turn more.
 */
export function endTurn(state: MeritState, events: GameEvent[]): void {
  lapseOffers(state, () => true, events);
  state.offersThisTurn.fill(0);
  state.choice = null;
  state.insuring = null;
  state.rolled = false;
  state.turnsPlayed++;
  let next = state.current;
  let round = state.round;
  do {
    next = (next + 1) % state.seats;
    if (next === 0) round++;
  } while (state.players[next]!.bankrupt && next !== state.current);
  if (allBillsUsed(state)) return finish(state, 'bills', events);
  if (solventCount(state) <= 1) return finish(state, 'lastStanding', events);
  if (round > lastRoundOf(state)) return finish(state, 'limit', events);
  state.round = round;
  state.current = next;
  if (state.declined)
    state.declined = state.declined.filter((d) => state.round - d.round < DECLINED_MEMORY_ROUNDS);
}

/**
 * Why the game ended, as the result's first words: short, for the result is the final message's first line
 * and the picture's caption ("The game ends: the agreed number of rounds is played. …" ran to ~110 characters
 * on a phone; the flag and "game over" beside it already say the game ended).
 */
const ENDINGS: Record<string, string> = {
  bills: 'Every bill of lading used',
  limit: 'Last round played',
  lastStanding: 'One player left in business',
};

/** The game ends: the biggest fortune wins (ties share the win). */
export function finish(state: MeritState, ending: string, events: GameEvent[]): void {
  const fortunes = state.players.map((_, s) => fortuneOf(state, s).total);
  const best = Math.max(...fortunes);
  const winners = fortunes.flatMap((f, s) => (f === best && !state.players[s]!.bankrupt ? [s] : []));
  const names = listWords(winners.map(seatRef));
  const result: GameResult = {
    winners,
    ending,
    summary: `${ENDINGS[ending] ?? ending}: ${names} ${winners.length > 1 ? 'share the win' : 'wins'} with a fortune of ${pounds(best)}.`,
  };
  state.result = result;
  // Each player's fortune, item by item, is the final turn message's scores (the presenter's), not events. The
  // cargoes still at sea count in none: the end says so, or their owners wonder where they went.
  const atSea = TANKERS.flatMap((t) => {
    const v = state.tankers[t];
    if (!v) return [];
    const bill = billOf(v.bill);
    return [`${tankerOf(v.owner, t)}, ${tons(bill.tons)} for ${DESTINATION_NAMES[bill.destination]}`];
  });
  if (atSea.length)
    events.push({
      kind: 'atSeaAtEnd',
      text: `Still at sea at the end, so counting for nothing: ${atSea.join('; ')}.`,
      final: true,
    });
  events.push({ kind: 'gameOver', text: result.summary });
}

/** Whether a debtor still has something to sell. */
function canRaise(state: MeritState, seat: number): boolean {
  return holdsShares(state, seat) || state.players[seat]!.wells.length > 0;
}

/** Whether anyone owes the bank. */
export function anyDebt(state: MeritState): boolean {
  for (const p of state.players) if (p.debt > 0) return true;
  return false;
}

/** After every action: debts, bankruptcies, and a turn with nothing left to choose ends by itself. */
export function settle(state: MeritState, events: GameEvent[]): void {
  if (state.result) return;
  for (let s = 0; s < state.seats; s++) {
    const p = state.players[s]!;
    if (p.debt === 0) continue;
    payDebtFromCash(p);
    if (p.debt > 0 && !canRaise(state, s)) goBankrupt(state, s, events);
  }
  if (anyDebt(state)) return;
  const seat = state.current;
  if (state.players[seat]!.bankrupt) {
    endTurn(state, events);
    return;
  }
  if (state.choice === 'exchange' && !canBuyAnyShares(state, seat)) state.choice = null;
  if (!state.rolled || state.insuring !== null || state.choice !== null) return;
  if (state.offers.some((o) => o.from === seat)) return;
  endTurn(state, events);
}

/** Whether `seat` can afford a block the bank still holds. */
export function canBuyAnyShares(state: MeritState, seat: number): boolean {
  const cash = state.players[seat]!.cash;
  return SHARE_COMPANIES.some((c) => state.bankShares[c] > 0 && cash >= state.sharePrice[c]);
}
