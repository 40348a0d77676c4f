/**
 * Applying an action: one dispatcher. It checks once, in this order — a well-formed action, the game not
 * over, a seat in the game, a type the game knows, a type the moment accepts (phases.ts), the seat that may
 * send it — and then hands the typed action to its rule, one `apply…` per type. The rules check the
 * action's fields themselves (callers such as the fuzzers pass raw input) and return a refusal, never throw.
 */
import { ruleError, type Applied, type GameEvent, type GameStatus, type RuleError } from '../types';
import {
  applyBuildCity,
  applyBuildRoad,
  applyBuildSettlement,
  applySetupRoad,
  applySetupSettlement,
} from './build';
import type { Events, RuleBook } from './ruleBook';
import { KeptList } from './kept';
import {
  applyBuyDev,
  applyFreeRoad,
  applyKnight,
  applyMonopoly,
  applyRoadBuilding,
  applyYearOfPlenty,
} from './devCards';
import { isOver, momentRules, seatsToAct } from './phases';
import { applyDiscard, applyMoveRobber } from './robber';
import { applyAnswer, applyConfirm, applyMaritime, applyOffer, applyWithdraw } from './trade';
import { applyEndTurn, applyRoll, declareWinner } from './turn';
import { ANSWER_ACCEPTED, type CatanAction, type CatanState, type Refusal } from './types';

export { BASE_ACTION_TYPES } from './phases';

/** The events of the action being applied (kept.ts): an exact-size copy per action, no growing array. */
const eventLog = new KeptList<GameEvent>();
let logInUse = false;

/** A base action rather than a scenario's (the type is known: checked against the moment first). */
function isBaseAction(book: RuleBook, action: { type: string }): action is CatanAction {
  const extra = book.extraTypes;
  return extra.size === 0 || !extra.has(action.type);
}

/** The rule for a base action the moment accepts from this seat. */
function applyBase(
  book: RuleBook,
  state: CatanState,
  seat: number,
  action: CatanAction,
  events: Events,
): Refusal | null {
  switch (action.type) {
    case 'roll':
      return applyRoll(book, state, seat, events);
    case 'settlement':
      return state.phase === 'setup'
        ? applySetupSettlement(book, state, seat, action, events)
        : applyBuildSettlement(book, state, seat, action, events);
    case 'road':
      if (state.phase === 'setup') return applySetupRoad(book, state, seat, action, events);
      if (state.phase === 'roadBuilding') return applyFreeRoad(book, state, seat, action, events);
      return applyBuildRoad(book, state, seat, action, events);
    case 'city':
      return applyBuildCity(book, state, seat, action, events);
    case 'buyDev':
      return applyBuyDev(book, state, seat, events);
    case 'knight':
      return applyKnight(book, state, seat, events);
    case 'roadBuilding':
      return applyRoadBuilding(book, state, seat, events);
    case 'yearOfPlenty':
      return applyYearOfPlenty(book, state, seat, action, events);
    case 'monopoly':
      return applyMonopoly(book, state, seat, action, events);
    case 'robber':
      return applyMoveRobber(book, state, seat, action, events);
    case 'discard':
      return applyDiscard(book, state, seat, action, events);
    case 'maritime':
      return applyMaritime(book, state, seat, action, events);
    case 'offer':
      return applyOffer(book, state, seat, action, events);
    case 'accept':
    case 'decline':
    case 'counter':
      return applyAnswer(book, state, seat, action, events);
    case 'confirm':
      return applyConfirm(book, state, seat, action, events);
    case 'withdraw':
      return applyWithdraw(state, seat, events);
    case 'endTurn':
      return applyEndTurn(book, state, seat, events);
  }
}

export function applyAction<X>(
  book: RuleBook,
  state: CatanState<X>,
  seat: number,
  action: unknown,
): Applied<CatanState<X>> | RuleError {
  if (
    typeof action !== 'object' ||
    action === null ||
    typeof (action as { type?: unknown }).type !== 'string'
  )
    return ruleError('bad-action', 'That is not an action.');
  const typed = action as { type: string };
  const type = typed.type;
  const phase = state.phase;
  if (phase === 'over' || state.result) return ruleError('game-over', 'The game is over.');
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats)
    return ruleError('bad-seat', 'You are not seated in this game.');
  // Phases as data: is this type accepted now, and from this seat?
  const rules = momentRules(book.moments, state);
  const actor = rules.actors.get(type);
  if (actor === undefined) {
    if (!book.knownTypes.has(type)) return ruleError('unknown-action', `Unknown action "${type}".`);
    if (rules.activeOnly && seat !== state.current) return rules.notYours(state);
    return rules.refuse(state, type);
  }
  if (actor === 'active' && seat !== state.current) return rules.notYours(state);
  let events: GameEvent[];
  if (isBaseAction(book, typed)) {
    // The rules push into the kept log (one per engine call: a nested call, which nothing makes today, gets
    // its own), copied out once at the end.
    const log = logInUse ? new KeptList<GameEvent>() : eventLog;
    log.start();
    logInUse = true;
    const refusal = applyBase(book, state, seat, typed, log);
    if (log === eventLog) logInUse = false;
    if (refusal) return refusal;
    events = log.copy();
  } else {
    const r = book.rules.applyExtra(state, seat, typed);
    if (r === null) return ruleError('unknown-action', `Unknown action "${type}".`);
    if (!r.ok) return r;
    events = r.events;
  }
  if (state.result) state.phase = 'over';
  else if (!isOver(state) && state.phase !== 'setup') {
    const w = book.rules.winner(state, 'action');
    if (w >= 0) declareWinner(book, state, w, events);
  }
  return { ok: true, state, events };
}

/** Seats that must act now: as the moment says (phases.ts `waitsOn`), unless the scenario says otherwise. */
export function toAct(book: RuleBook, state: CatanState): number[] {
  if (state.phase === 'over') return [];
  return book.rules.extraToAct(state) ?? seatsToAct(momentRules(book.moments, state), state);
}

export function status(book: RuleBook, state: CatanState): GameStatus {
  const over = state.phase === 'over';
  const st: GameStatus = {
    toAct: toAct(book, state),
    over,
    scores: over ? state.vp.map((_, s) => book.rules.totalVp(state, s)) : state.vp.slice(),
  };
  // While others answer the active player's offer, its maker may already confirm with one who accepted, or
  // withdraw it (the trade moment accepts both from the active player), without being asked.
  if (!over && state.trade !== null && !st.toAct.includes(state.current)) {
    st.mayAct = [state.current];
    // Once someone accepted, a bot maker confirms at once (the rules let it; a person is not pinged for it).
    if (state.trade.answers.includes(ANSWER_ACCEPTED)) st.botsMayAct = [state.current];
  }
  if (state.result) st.result = state.result;
  return st;
}
