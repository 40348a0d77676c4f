/** Wildcatters (game id `wildcatters`): the engine as a GameModule, with its designed numbers for presenters. */
import type { GameModule } from '../types';
import { greedyBot, randomBot } from './bots';
import * as design from './data';
import { applyAction, status } from './engine';
import { checkInvariants } from './invariants';
import { wildcattersAwards } from './awards';
import { legalActions } from './legal';
import { loansText } from './loans';
import { createState } from './setup';
import {
  type WildcattersAction,
  type WildcattersOptions,
  type WildcattersState,
  type WildcattersView,
  wildcattersActionSchema,
  wildcattersOptionsSchema,
} from './types';
import { buildView } from './view';

export interface WildcattersModule extends GameModule<
  WildcattersState,
  WildcattersAction,
  WildcattersOptions,
  WildcattersView
> {
  /** The designed numbers and the map (data.ts), for renderers and presenters. */
  design: typeof design;
}

export const wildcatters: WildcattersModule = {
  id: 'wildcatters',
  title: 'Wildcatters',
  goal:
    `Build rigs, drill and ship oil round the world for ${design.ROUNDS_BY_PLAYERS[4]} rounds ` +
    `(${design.ROUNDS_BY_PLAYERS[2]} with 2–3 players); the most VP after final scoring wins.`,
  players: design.PLAYERS,
  /**
   * 2: a drill's piggy-back question leaves out the players who could only pass (fewer than 3 shares and no
   * barrel to take a loan with), and the log says so. A game saved under 1 keeps asking them all
   * (`piggybackAsksAll`) as it did. (An earlier version 2 was reverted and never landed.)
   * 3: a transport's ride-along question asks, as the piggy-back's does, a player short of shares for a barrel's
   * fees who has a barrel to take a loan with. A game saved under 2 or before asks only those whose shares pay
   * (`rideSharesOnly`).
   * 4: final scoring step 1 asks each holder of refinery area cards, one card at a time in the final round's
   * order, which partial refinery to empty, or none (seed: "For every refinery area card, you may empty a
   * refinery"). A game saved under 3 or before keeps the automatic choice, the refinery holding most of the
   * holder's barrels (`finalEmptyAuto`).
   */
  rulesVersion: 4,
  upgrade(saved, from) {
    const state = saved as WildcattersState;
    if (!Array.isArray(state?.players) || !Array.isArray(state.order))
      throw new Error('not a Wildcatters state');
    if (from < 2) state.piggybackAsksAll = true;
    if (from < 3) state.rideSharesOnly = true;
    if (from < 4) state.finalEmptyAuto = true;
    return state;
  },
  optionsSchema: wildcattersOptionsSchema,
  actionSchema: wildcattersActionSchema,
  design,
  setup(seats, options, seed) {
    return createState(seats, wildcattersOptionsSchema.parse(options ?? {}), seed);
  },
  legalActions,
  apply: applyAction,
  view: buildView,
  status,
  bots: { random: randomBot, greedy: greedyBot },
  invariants: checkInvariants,
  awards: (state) => wildcattersAwards(state),
  tallyText: loansText,
  /**
   * The turn being played: 0 during the starting placement, then one a player's turn, counted over the rounds
   * (after the last turn, the last one). The others' answers to a drill or a transport (piggy-back, auction,
   * ride-along) and a round's repayment question fall within a turn, so the turn message goes on through them.
   */
  turn(state) {
    if (state.phase === 'placement') return 0;
    const seats = state.order.length;
    return (state.round - 1) * seats + Math.min(state.turnIndex, seats - 1) + 1;
  },
  /**
   * A piggy-back, ride-along, repayment or sealed bid left unanswered is passed (a bid of 0); a refinery card
   * at final scoring empties nothing.
   */
  lapse(state, seat) {
    return state.pending !== null && status(state).toAct.includes(seat) ? { type: 'pass' } : null;
  },
  /** The area deck: a display refilled from it shows its top cards (its own `undoBarrier` names the usual two). */
  hiddenPiles: (state) => [{ name: 'the cards dealt from the deck', cards: state.deck }],
  /**
   * The deck was shuffled long before, so showing its cards draws no luck from the RNG: a refresh's new
   * display, and a round's refill (which can hand the turn back to the same player), must stand.
   */
  undoBarrier(action, events) {
    if (action.type === 'refreshDisplay') return 'the new display';
    if (events.some((e) => e.kind === 'round')) return 'the new round’s display';
    return null;
  },
};

export type * from './types';
export { wildcattersActionSchema, wildcattersOptionsSchema } from './types';
