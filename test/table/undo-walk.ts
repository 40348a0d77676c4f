/**
 * FIXTURE game for the undo tests: "Walk", 2–4 players taking turns. On your turn you may `step` (+1,
 * public), `roll` a die (+die, drawn from the RNG), `peek` at a secret number (a private event), `reveal` a
 * public card (final by the game's own undo hook), or `ask` the next player, who must `answer` before you go
 * on (a reaction); `pass` ends the turn. Whoever reaches the goal wins.
 */
import { z } from 'zod';
import { seatRef } from '../../src/games/events';
import { Rng, seedRng, type RngState } from '../../src/games/rng';
import type { GameEvent, GameModule, GameStatus } from '../../src/games/types';
import { ruleError } from '../../src/games/types';

export const walkAction = z.object({
  type: z.enum(['step', 'roll', 'peek', 'reveal', 'ask', 'answer', 'pass']),
});
export type WalkAction = z.infer<typeof walkAction>;

export interface WalkState {
  goal: number;
  current: number;
  /** The seat asked to answer, or null. */
  asked: number | null;
  positions: number[];
  /** Cards revealed so far (public). */
  revealed: number;
  rng: RngState;
}

function status(state: WalkState): GameStatus {
  const winner = state.positions.findIndex((p) => p >= state.goal);
  const over = winner >= 0;
  return {
    toAct: over ? [] : [state.asked ?? state.current],
    over,
    result: over ? { winners: [winner], ending: 'goal', summary: `${seatRef(winner)} arrived` } : undefined,
    scores: [...state.positions],
  };
}

export const walk: GameModule<WalkState, WalkAction, { goal: number }> = {
  id: 'test-walk',
  title: 'Walk (test fixture)',
  players: { min: 2, max: 4 },
  rulesVersion: 1,
  optionsSchema: z.object({ goal: z.number().int().min(3).default(30) }),
  actionSchema: walkAction,
  setup(seats, options, seed) {
    return {
      goal: options.goal,
      current: 0,
      asked: null,
      positions: Array.from({ length: seats }, () => 0),
      revealed: 0,
      rng: seedRng(seed),
    };
  },
  legalActions(state, seat) {
    if (status(state).over) return [];
    if (state.asked !== null) return seat === state.asked ? [{ type: 'answer' }] : [];
    if (seat !== state.current) return [];
    return (['step', 'roll', 'peek', 'reveal', 'ask', 'pass'] as const).map((type) => ({ type }));
  },
  apply(state, seat, action) {
    if (!walk.legalActions(state, seat).some((a) => a.type === action.type))
      return ruleError('not-now', 'Not now.');
    const events: GameEvent[] = [];
    const who = seatRef(seat);
    switch (action.type) {
      case 'step':
        state.positions[seat] = state.positions[seat]! + 1;
        events.push({ text: `${who} stepped to ${state.positions[seat]}.`, kind: 'step' });
        break;
      case 'roll': {
        const die = new Rng(state.rng).die();
        state.positions[seat] = state.positions[seat]! + die;
        events.push({ text: `${who} rolled ${die}.`, kind: 'roll' });
        break;
      }
      case 'peek':
        events.push({ text: `${who} peeked.`, kind: 'peek' });
        events.push({ text: `${who} saw the secret number 7.`, kind: 'peek', to: [seat] });
        break;
      case 'reveal':
        state.revealed++;
        events.push({ text: `${who} revealed card ${state.revealed}.`, kind: 'reveal' });
        break;
      case 'ask':
        state.asked = (seat + 1) % state.positions.length;
        events.push({ text: `${who} asked ${seatRef(state.asked)}.`, kind: 'ask' });
        break;
      case 'answer':
        state.asked = null;
        events.push({ text: `${who} answered.`, kind: 'answer' });
        break;
      case 'pass':
        state.current = (seat + 1) % state.positions.length;
        events.push({ text: `${who} passed.`, kind: 'turn' });
        break;
    }
    return { ok: true, state, events };
  },
  view(state) {
    return { ...state, rng: undefined };
  },
  status,
  bots: {
    walker: (state, seat) => (state.asked === seat ? { type: 'answer' } : { type: 'pass' }),
  },
  undoBarrier(action) {
    return action.type === 'reveal' ? 'the reveal' : action.type === 'roll' ? 'the dice roll' : null;
  },
};

/** The same game without its undo hook: only the table's generic barriers apply. */
export const walkPlain: GameModule<WalkState, WalkAction, { goal: number }> = {
  ...walk,
  id: 'test-walk-plain',
  undoBarrier: undefined,
};

/** The same game keeping its RNG under another name: the table cannot tell, so every action counts as random. */
export const walkHiddenRng: GameModule<WalkState, WalkAction, { goal: number }> = {
  ...walkPlain,
  id: 'test-walk-hidden-rng',
  setup(seats, options, seed) {
    const s = walk.setup(seats, options, seed) as WalkState & { dice?: RngState };
    s.dice = s.rng;
    return { ...s, rng: undefined as unknown as RngState };
  },
};
