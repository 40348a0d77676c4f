/**
 * The `strong` bot: a search over its own legal moves with the greedy bot as the playout policy, evaluated by
 * `strongEval.ts`. It thinks only about a sample of the game as its seat may know it (`strongSense.ts`): the
 * others' hidden cards, the deck order and the future dice are drawn from the bot's own rng, so it never
 * reads a secret, and the same rng gives the same choice.
 *
 * - Set-up: each of the best intersections by pips (and each road) is tried, the rest of the set-up is played
 *   out by the greedy policy for every seat, and the position after set-up is evaluated (two-ply in effect:
 *   it sees what the others will take).
 * - Main phase and the robber: every legal move is tried (1-for-1 domestic offers too, at most
 *   `OFFERS_PER_TURN` a turn; the others answer by the greedy policy on their sampled hands), the rest of the
 *   turn is finished by the greedy policy, and the position is evaluated. A winning move is taken at once.
 * - Rolling, discarding and answering offers: the greedy policy's choice.
 * The thinking is bounded by simulated actions (`NODE_BUDGET`), not the clock: the greedy policy's move is
 * searched first, so a spent budget falls back to it.
 */
import type { Rng } from '../rng';
import type { Applied, Bot, GameStatus, RuleError } from '../types';
import { compileRuleBook, type Rules } from './ruleBook';
import { offerWorthMaking } from './trade';
import {
  COMPLETION_STEPS,
  NODE_BUDGET,
  OFFERS_PER_TURN,
  SAMPLES,
  SETUP_CANDIDATES,
  WIN_VALUE,
} from './strongData';
import { evaluate, spotPips } from './strongEval';
import { cloneState, determinize } from './strongSense';
import { NODE_SPOTS, legalSetupSettlementSpots } from './placement';
import type { ActionOf, CatanState } from './types';

/** What the strong bot needs of a Catan-like game: its rules and its module functions. */
export interface StrongGame<S extends CatanState, A> {
  rules: Rules;
  legalActions(state: S, seat: number): A[];
  apply(state: S, seat: number, action: A): Applied<S> | RuleError;
  status(state: S): GameStatus;
  /** The playout policy (the game's greedy bot). */
  greedy: Bot<S, A>;
  /** What a scenario adds to a seat's value (e.g. oil held), in rough VP; public information only. */
  extraValue?(state: S, seat: number): number;
  /** A scenario's veto on a candidate move no sample should talk the bot into (e.g. risking a collapse). */
  allowed?(state: S, seat: number, action: A): boolean;
}

/** Action types never searched: counter-offers (the greedy policy answers offers). */
const UNSEARCHED = new Set(['counter']);

/** One decision's search: the sample it thinks about and its budget of simulated actions. */
interface Search<S> {
  /** The samples of the game as the seat may know it (the first also decides which moves are legal). */
  samples: S[];
  known: S;
  seat: number;
  rng: Rng;
  nodes: number;
}

function sameAction(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** An action's `type` (every action of a Catan-like game has one). */
function typeOf(a: unknown): string {
  const t = typeof a === 'object' && a !== null ? (a as { type?: unknown }).type : undefined;
  return typeof t === 'string' ? t : '';
}

export function makeStrongBot<S extends CatanState, A>(game: StrongGame<S, A>): Bot<S, A> {
  const { rules } = game;
  const book = compileRuleBook(rules);

  /** Let the greedy policy act for `who` (whoever must act) until `stop` says so or the budget is spent. */
  function playOut(q: Search<S>, s: S, limit: number, stop: (s: S, st: GameStatus) => boolean): void {
    for (let i = 0; i < limit && q.nodes < NODE_BUDGET; i++) {
      const st = game.status(s);
      if (st.over || stop(s, st)) return;
      const who = st.toAct[0];
      if (who === undefined) return;
      q.nodes++;
      if (!game.apply(s, who, game.greedy(s, who, q.rng)).ok) return;
    }
  }

  /** Value of `action` for the seat: apply it to a copy, finish with `then`, evaluate. */
  function tryMove(q: Search<S>, action: A, then: (s: S) => void): number | null {
    let sum = 0;
    for (const sample of q.samples) {
      const s = cloneState(sample);
      q.nodes++;
      if (!game.apply(s, q.seat, action).ok) return null;
      then(s);
      sum += evaluate(rules, s, q.seat, game.extraValue);
    }
    return sum / q.samples.length;
  }

  /** The best of `candidates` (the first is the fallback); a winning move ends the search at once. */
  function pick(q: Search<S>, candidates: readonly A[], then: (s: S) => void): A {
    let best: A = candidates[0]!;
    let bestValue = -Infinity;
    for (const a of candidates) {
      if (q.nodes >= NODE_BUDGET) break;
      const v = tryMove(q, a, then);
      if (v === null) continue;
      if (v >= WIN_VALUE) return a;
      if (v > bestValue) {
        bestValue = v;
        best = a;
      }
    }
    return best;
  }

  /**
   * Finish the seat's turn with the greedy policy (ending it), so a move is judged by what it leads to; an
   * open offer is answered by the others' greedy policy (on their sampled hands) and closed by the seat's.
   */
  const finishTurn = (q: Search<S>) => (s: S) =>
    playOut(q, s, COMPLETION_STEPS, (t, st) => st.toAct[0] !== q.seat && !t.trade);
  /** Play the rest of the set-up with the greedy policy for every seat. */
  const finishSetup = (q: Search<S>) => (s: S) => playOut(q, s, 4 * s.seats, (t) => t.phase !== 'setup');

  function setupCandidates(q: Search<S>, legal: readonly A[], greedyMove: A): A[] {
    const s = q.known;
    if (s.setupNode !== -1) return [greedyMove, ...legal];
    const spots: number[] = [];
    legalSetupSettlementSpots(s, rules, NODE_SPOTS, spots);
    spots.sort((a, b) => spotPips(rules, s, b) - spotPips(rules, s, a) || a - b);
    const wanted = new Set(spots.slice(0, SETUP_CANDIDATES));
    const out: A[] = [greedyMove];
    for (const a of legal) {
      if (typeOf(a) !== 'settlement') continue;
      const at = (a as { at?: unknown }).at;
      if (typeof at === 'string' && wanted.has(Number(at) - 1)) out.push(a);
    }
    return out;
  }

  return (state, seat, rng) => {
    const samples = Array.from({ length: SAMPLES }, () => determinize(rules, state, seat, rng));
    const known = samples[0]!;
    const q: Search<S> = { samples, known, seat, rng, nodes: 0 };
    const greedyMove = game.greedy(cloneState(known), seat, rng);
    const legal = game.legalActions(known, seat);
    if (legal.length <= 1) return legal[0] ?? greedyMove;
    const mine = known.current === seat;
    let candidates: A[];
    let then: (s: S) => void;
    if (known.phase === 'setup' && mine) {
      candidates = setupCandidates(q, legal, greedyMove);
      then = finishSetup(q);
    } else if ((known.phase === 'main' && mine && !known.trade) || (known.phase === 'robber' && mine)) {
      candidates = [greedyMove];
      // A domestic offer makes everyone answer: at most OFFERS_PER_TURN a turn, so a table is not kept waiting.
      const offers = known.offersThisTurn < OFFERS_PER_TURN;
      for (const a of legal) {
        const type = typeOf(a);
        if (UNSEARCHED.has(type) || sameAction(a, greedyMove)) continue;
        // Only offers someone may take and the table has not just refused (trade.ts `worthOffering`).
        if (type === 'offer' && !(offers && offerWorthMaking(book, known, seat, a as ActionOf<'offer'>)))
          continue;
        candidates.push(a);
      }
      then = finishTurn(q);
    } else return greedyMove;
    const allowed = game.allowed;
    if (allowed) candidates = candidates.filter((a, i) => i === 0 || allowed(known, seat, a));
    return pick(q, candidates, then);
  };
}
