/** Applying an action: checks seat, turn and phase, then hands over to the rule for that action. */
import type { Applied, GameEvent, GameStatus, RuleError } from '../types';
import { buildCity, buildRoad, buildSettlement, setupRoad, setupSettlement } from './build';
import { type Ctx, fail } from './context';
import {
  afterFreeRoad,
  buyDev,
  playKnight,
  playMonopoly,
  playRoadBuilding,
  playYearOfPlenty,
} from './devCards';
import { discard, moveRobber } from './robber';
import { NO_OFFER, answer, confirm, maritime, offer, withdraw } from './trade';
import { declareWinner, endTurn, roll } from './turn';
import { ANSWER_WAITING, type CatanState } from './types';

type Act = Record<string, unknown>;

/** Every action type the base game handles itself; any other type goes to the rules' extras. */
export const BASE_ACTION_TYPES: readonly string[] = [
  'roll',
  'settlement',
  'city',
  'road',
  'buyDev',
  'knight',
  'roadBuilding',
  'yearOfPlenty',
  'monopoly',
  'robber',
  'discard',
  'maritime',
  'offer',
  'accept',
  'decline',
  'counter',
  'confirm',
  'withdraw',
  'end',
];
const BASE_TYPES = new Set(BASE_ACTION_TYPES);

const NOT_YOUR_TURN = (state: CatanState): RuleError =>
  fail('not-your-turn', `It is {p${state.current}}'s turn.`);

function applyBase(
  ctx: Ctx,
  state: CatanState,
  seat: number,
  a: Act,
  type: string,
  events: GameEvent[],
): RuleError | null {
  switch (state.phase) {
    case 'setup':
      if (seat !== state.current) return NOT_YOUR_TURN(state);
      if (type === 'settlement') return setupSettlement(ctx, state, seat, a, events);
      if (type === 'road') return setupRoad(ctx, state, seat, a, events);
      return fail(
        'wrong-phase',
        state.setupNode === -1 ? 'Place a settlement.' : 'Place a road next to your settlement.',
      );
    case 'discard':
      if (type === 'discard') return discard(ctx, state, seat, a, events);
      return fail('wrong-phase', 'Waiting for discards after the 7.');
    case 'roll':
      if (seat !== state.current) return NOT_YOUR_TURN(state);
      if (type === 'roll') return roll(ctx, state, seat, events);
      // Any one development card may be played before the roll (5th-edition almanac).
      if (type === 'knight') return playKnight(ctx, state, seat, events);
      if (type === 'roadBuilding') return playRoadBuilding(ctx, state, seat, events);
      if (type === 'yearOfPlenty') return playYearOfPlenty(ctx, state, seat, a, events);
      if (type === 'monopoly') return playMonopoly(ctx, state, seat, a, events);
      return fail('roll-first', 'Roll the dice first (you may play a development card before rolling).');
    case 'robber':
      if (seat !== state.current) return NOT_YOUR_TURN(state);
      if (type === 'robber') return moveRobber(ctx, state, seat, a, events);
      return fail('wrong-phase', 'Move the robber first.');
    case 'roadBuilding': {
      if (seat !== state.current) return NOT_YOUR_TURN(state);
      if (type !== 'road')
        return fail('wrong-phase', `Place your free road${state.freeRoads > 1 ? 's' : ''} first.`);
      const err = buildRoad(ctx, state, seat, a, events, true);
      if (!err) afterFreeRoad(state, seat);
      return err;
    }
    case 'main':
      break;
    default:
      return fail('game-over', 'The game is over.');
  }
  if (state.trade) {
    if (type === 'accept' || type === 'decline' || type === 'counter')
      return answer(ctx, state, seat, a, events);
    if (seat !== state.current)
      return fail('no-offer-to-you', 'Only the player whose turn it is trades with others.');
    if (type === 'confirm') return confirm(ctx, state, seat, a, events);
    if (type === 'withdraw') return withdraw(state, seat, events);
    return fail('offer-open', 'Confirm a trade or withdraw your offer first.');
  }
  if (type === 'accept' || type === 'decline' || type === 'counter') return NO_OFFER();
  if (seat !== state.current) return NOT_YOUR_TURN(state);
  switch (type) {
    case 'road':
      return buildRoad(ctx, state, seat, a, events, false);
    case 'settlement':
      return buildSettlement(ctx, state, seat, a, events);
    case 'city':
      return buildCity(ctx, state, seat, a, events);
    case 'buyDev':
      return buyDev(ctx, state, seat, events);
    case 'knight':
      return playKnight(ctx, state, seat, events);
    case 'roadBuilding':
      return playRoadBuilding(ctx, state, seat, events);
    case 'yearOfPlenty':
      return playYearOfPlenty(ctx, state, seat, a, events);
    case 'monopoly':
      return playMonopoly(ctx, state, seat, a, events);
    case 'maritime':
      return maritime(ctx, state, seat, a, events);
    case 'offer':
      return offer(ctx, state, seat, a, events);
    case 'end':
      return endTurn(ctx, state, seat, events);
    case 'roll':
      return fail('already-rolled', 'You already rolled this turn.');
    case 'accept':
    case 'decline':
    case 'counter':
    case 'confirm':
    case 'withdraw':
      return NO_OFFER();
    default:
      return fail('wrong-phase', `You cannot ${type} now.`);
  }
}

export function applyAction(
  ctx: Ctx,
  state: CatanState,
  seat: number,
  action: unknown,
): Applied<CatanState> | RuleError {
  if (typeof action !== 'object' || action === null) return fail('bad-action', 'That is not an action.');
  const a = action as Act;
  const type = a.type;
  if (typeof type !== 'string') return fail('bad-action', 'That is not an action.');
  if (state.phase === 'over' || state.result) return fail('game-over', 'The game is over.');
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats)
    return fail('bad-seat', 'You are not seated in this game.');
  let events: GameEvent[] = [];
  if (BASE_TYPES.has(type)) {
    const err = applyBase(ctx, state, seat, a, type, events);
    if (err) return err;
  } else {
    const r = ctx.rules.applyExtra(state, seat, action);
    if (r === null) return fail('unknown-action', `Unknown action "${type}".`);
    if (!r.ok) return r.code ? fail(r.code, r.error) : { ok: false, error: r.error };
    events = r.events;
  }
  if (state.result) state.phase = 'over';
  else if ((state.phase as string) !== 'over' && state.phase !== 'setup') {
    const w = ctx.rules.winner(state, 'action');
    if (w >= 0) declareWinner(ctx, state, w, events);
  }
  return { ok: true, state, events };
}

/** Seats that must act now. */
export function toAct(ctx: Ctx, state: CatanState): number[] {
  if (state.phase === 'over') return [];
  const extra = ctx.rules.extraToAct(state);
  if (extra) return extra;
  if (state.phase === 'discard') {
    const out: number[] = [];
    for (let s = 0; s < state.seats; s++) if (state.discardOwed[s]! > 0) out.push(s);
    return out;
  }
  if (state.phase === 'main' && state.trade) {
    const out: number[] = [];
    for (let s = 0; s < state.seats; s++) if (state.trade.answers[s] === ANSWER_WAITING) out.push(s);
    if (out.length) return out;
  }
  return [state.current];
}

export function status(ctx: Ctx, state: CatanState): GameStatus {
  const over = state.phase === 'over';
  const st: GameStatus = {
    toAct: toAct(ctx, state),
    over,
    scores: over ? state.vp.map((_, s) => ctx.rules.totalVp(state, s)) : state.vp.slice(),
  };
  if (state.result) st.result = state.result;
  return st;
}
