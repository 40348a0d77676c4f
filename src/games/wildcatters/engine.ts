/**
 * The dispatcher: who may send what now (the placement, the active player's steps, the others' answers to
 * an open question), then the rule. `apply` never throws on bad input and changes nothing on a refusal.
 */
import { ruleError, type Applied, type GameStatus } from '../types';
import { buildRefinery, buildRig, buildTanker, buildTrain } from './build';
import { takeLoan, repayLoans, passRepay } from './loans';
import { bid, develop, drill, passPiggyback, piggyback } from './oil';
import { finalEmpty, keepFinalCard } from './final-empty';
import { applyPlacement } from './placement';
import { moveTanker, passRideAlong, rideAlong, transport } from './transport';
import { buyChip, chooseCard, declineChip, emptyPartial, endTurn, refreshDisplay } from './turn';
import type { Refusal, TurnStep, WildcattersAction, WildcattersState } from './types';
import { STEP_WORDS, questionWords } from './words';

type Result = Applied<WildcattersState> | Refusal;

/** The turn step each active-player action belongs to (seed steps 1, 3, 4, 5, 6, 7). */
export const STEP_OF: Partial<Record<WildcattersAction['type'], TurnStep>> = {
  chooseCard: 'card',
  refreshDisplay: 'card',
  buildRig: 'build',
  buildTrain: 'build',
  buildTanker: 'build',
  buildRefinery: 'build',
  drill: 'oil',
  develop: 'oil',
  transport: 'oil',
  moveTanker: 'tankers',
  emptyRefinery: 'empty',
};
export const STEP_RANK: Record<TurnStep, number> = {
  card: 0,
  build: 1,
  oil: 2,
  tankers: 3,
  empty: 4,
  chip: 5,
};

/** Seats that must act now. */
export function toAct(s: WildcattersState): number[] {
  if (s.phase === 'over') return [];
  const p = s.pending;
  if (p === null) return [s.current];
  if (p.kind === 'auction') return p.bids.flatMap((b, seat) => (b === null ? [seat] : []));
  return [...p.waiting].sort((a, b) => a - b);
}

export function status(s: WildcattersState): GameStatus {
  const over = s.phase === 'over';
  return {
    toAct: toAct(s),
    over,
    ...(over && s.result ? { result: s.result } : {}),
    scores: s.players.map((p) => p.vp),
  };
}

const ok = (
  state: WildcattersState,
  r: { ok: true; events: Applied<WildcattersState>['events'] } | Refusal,
): Result => (r.ok ? { ok: true, state, events: r.events } : r);

function answer(s: WildcattersState, seat: number, a: WildcattersAction): Result {
  const p = s.pending!;
  if (!toAct(s).includes(seat)) return ruleError('not-asked', 'The game waits for the others to answer.');
  if (a.type === 'takeLoan') return ok(s, takeLoan(s, seat));
  if (a.type === 'pass') {
    if (p.kind === 'piggyback') return { ok: true, state: s, events: passPiggyback(s, seat) };
    if (p.kind === 'rideAlong') return { ok: true, state: s, events: passRideAlong(s, seat) };
    if (p.kind === 'repay') return { ok: true, state: s, events: passRepay(s, seat) };
    if (p.kind === 'finalEmpty') return { ok: true, state: s, events: keepFinalCard(s, seat) };
    return ok(s, bid(s, seat, 0));
  }
  if (p.kind === 'piggyback' && a.type === 'piggyback') return ok(s, piggyback(s, seat, a.field));
  if (p.kind === 'auction' && a.type === 'bid') return ok(s, bid(s, seat, a.shares));
  if (p.kind === 'rideAlong' && a.type === 'rideAlong') return ok(s, rideAlong(s, seat, a.source, a.barrels));
  if (p.kind === 'repay' && a.type === 'repayLoans') return ok(s, repayLoans(s, seat, a.loans));
  if (p.kind === 'finalEmpty' && a.type === 'finalEmpty') return ok(s, finalEmpty(s, seat, a.site));
  return ruleError('wrong-step', `The game waits for the answers: ${questionWords(p)}`);
}

function activeTurn(s: WildcattersState, seat: number, a: WildcattersAction): Result {
  if (seat !== s.current) return ruleError('not-your-turn', `It is {p${s.current}}'s turn.`);
  if (a.type === 'takeLoan') return ok(s, takeLoan(s, seat));
  if (s.step === 'chip') {
    if (a.type === 'buyChip') return ok(s, buyChip(s, seat));
    if (a.type === 'pass') return { ok: true, state: s, events: declineChip(s, seat) };
    return ruleError('wrong-step', 'Buy the consolidation chip or pass.');
  }
  if (a.type === 'endTurn') {
    if (s.step === 'card' && s.display.some((c) => c !== null))
      return ruleError('wrong-step', 'Choose an area card first.');
    return ok(s, endTurn(s, seat));
  }
  const step = STEP_OF[a.type];
  if (step === undefined) return ruleError('wrong-step', 'That is not an action of your turn now.');
  if (step === 'card' && s.step !== 'card')
    return ruleError('wrong-step', 'You have chosen your area card this turn.');
  if (step !== 'card' && s.step === 'card') return ruleError('wrong-step', 'Choose an area card first.');
  if (STEP_RANK[step] < STEP_RANK[s.step])
    return ruleError('wrong-step', `${STEP_WORDS[step]} is over this turn.`);
  let r;
  switch (a.type) {
    case 'chooseCard':
      return ok(s, chooseCard(s, seat, a.slot));
    case 'refreshDisplay':
      return ok(s, refreshDisplay(s, seat));
    case 'buildRig':
      r = buildRig(s, seat, a.field);
      break;
    case 'buildTrain':
      r = buildTrain(s, seat, a.railway);
      break;
    case 'buildTanker':
      r = buildTanker(s, seat, a.harbour);
      break;
    case 'buildRefinery':
      r = buildRefinery(s, seat, a.site);
      break;
    case 'drill':
      r = drill(s, seat, a.field);
      break;
    case 'develop':
      r = develop(s, seat, a.field);
      break;
    case 'transport':
      r = transport(s, seat, a.source, a.site, a.barrels, a.tanker);
      break;
    case 'moveTanker':
      r = moveTanker(s, seat, a.tanker, a.harbour);
      break;
    case 'emptyRefinery':
      r = emptyPartial(s, seat, a);
      break;
    default:
      return ruleError('wrong-step', 'That is not an action of your turn now.');
  }
  if (r.ok) s.step = step;
  return ok(s, r);
}

const TYPES = new Set<string>([
  'place',
  'placeTanker',
  'chooseCard',
  'refreshDisplay',
  'buildRig',
  'buildTrain',
  'buildTanker',
  'buildRefinery',
  'drill',
  'piggyback',
  'bid',
  'develop',
  'transport',
  'rideAlong',
  'moveTanker',
  'emptyRefinery',
  'endTurn',
  'buyChip',
  'repayLoans',
  'finalEmpty',
  'takeLoan',
  'pass',
]);

/** Shape checks the rules rely on (ids are checked by each rule against data.ts). */
function isStr(a: Record<string, unknown>, k: string): boolean {
  return typeof a[k] === 'string';
}
function isInt(a: Record<string, unknown>, k: string): boolean {
  return Number.isInteger(a[k]);
}

function wellFormed(a: Record<string, unknown>): boolean {
  switch (a.type) {
    case 'place':
      return (
        isStr(a, 'card') &&
        isStr(a, 'at') &&
        (a.piece === 'rig' || a.piece === 'train' || a.piece === 'refinery')
      );
    case 'placeTanker':
    case 'buildTanker':
      return isStr(a, 'harbour');
    case 'chooseCard':
      return isInt(a, 'slot');
    case 'buildRig':
    case 'drill':
    case 'piggyback':
    case 'develop':
      return isStr(a, 'field');
    case 'buildTrain':
      return isStr(a, 'railway');
    case 'buildRefinery':
    case 'finalEmpty':
      return isStr(a, 'site');
    case 'bid':
      return isInt(a, 'shares');
    case 'transport':
    case 'rideAlong': {
      const src = a.source as Record<string, unknown> | null;
      const srcOk =
        typeof src === 'object' &&
        src !== null &&
        ((src.kind === 'field' && typeof src.field === 'string') ||
          (src.kind === 'disk' && typeof src.area === 'string'));
      const tankerOk = a.type === 'rideAlong' || a.tanker === undefined || isInt(a, 'tanker');
      return srcOk && isInt(a, 'barrels') && (a.type === 'rideAlong' || isStr(a, 'site')) && tankerOk;
    }
    case 'moveTanker':
      return isInt(a, 'tanker') && isStr(a, 'harbour');
    case 'emptyRefinery':
      return isStr(a, 'site') && (a.card === undefined || isStr(a, 'card'));
    case 'repayLoans':
      return isInt(a, 'loans');
    default:
      return true;
  }
}

export function applyAction(s: WildcattersState, seat: number, action: WildcattersAction): Result {
  const raw = action as unknown;
  if (typeof raw !== 'object' || raw === null || typeof (raw as { type?: unknown }).type !== 'string')
    return ruleError('bad-action', 'That is not an action.');
  if (!TYPES.has(action.type)) return ruleError('unknown-action', 'Wildcatters has no such action.');
  if (!wellFormed(raw as Record<string, unknown>))
    return ruleError('bad-action', 'That action is missing something.');
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.seats) return ruleError('bad-seat', 'No such seat.');
  if (s.phase === 'over') return ruleError('game-over', 'The game is over.');
  if (s.phase === 'placement') {
    if (seat !== s.current) return ruleError('not-your-turn', `It is {p${s.current}}'s placement.`);
    if (action.type !== 'place' && action.type !== 'placeTanker')
      return ruleError('wrong-step', 'Place your starting pieces first.');
    const r = applyPlacement(s, seat, action);
    return r.ok ? { ok: true, state: s, events: r.events } : r;
  }
  if (s.pending !== null) return answer(s, seat, action);
  return activeTurn(s, seat, action);
}
