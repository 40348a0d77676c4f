/** Merit's "Oil" (game id `merit-oil`): the GameModule and what presenters read from it. */
import { seatRef } from '../events';
import type { GameModule } from '../types';
import { greedyBot, randomBot } from './bots';
import {
  DRILLING_COST,
  GAME_LENGTHS,
  HELICOPTER,
  INSOLVENCY,
  INSURANCE,
  PLAYERS,
  STARTING_CASH,
  SHIPPING_PORTS,
  STORE_VALUE_PER_1000_TONS,
  type GameLength,
} from './data';
import { applyAction, statusOf } from './engine';
import { checkInvariants } from './invariants';
import { soldTallyText } from './insolvency';
import { meritAwards } from './awards';
import { legalActions } from './legal';
import { createState } from './setup';
import {
  type MeritAction,
  type MeritOptions,
  type MeritState,
  type MeritView,
  meritActionSchema,
  meritOptionsSchema,
} from './types';
import { upgradeMerit } from './upgrade';
import { buildView } from './view';
import { meritTallyText } from './words';

/** Designed numbers a presenter shows, stated once (from data.ts). */
export interface MeritDesign {
  startingCash: number;
  drillingCost: number;
  helicopterCost: number;
  storeValuePer1000Tons: number;
  insurance: { premiumPer1000Tons: number; payoutPer1000Tons: number };
  insolvency: { shareSaleFraction: number; wellSaleFraction: number };
  lengths: Readonly<Record<GameLength, { rounds: number | null; reason: string }>>;
}

export interface MeritModule extends GameModule<MeritState, MeritAction, MeritOptions, MeritView> {
  design: MeritDesign;
}

export const meritOil: MeritModule = {
  id: 'merit-oil',
  title: 'Merit\'s "Oil"',
  goal:
    'Drill for oil and ship it by tanker to Europe and Australia; ' +
    'the biggest fortune (wells, oil, shares, cash) at the end wins.',
  players: { min: PLAYERS.min, max: PLAYERS.max },
  rulesVersion: 5,
  upgrade: upgradeMerit,
  optionsSchema: meritOptionsSchema,
  actionSchema: meritActionSchema,
  design: {
    startingCash: STARTING_CASH,
    drillingCost: DRILLING_COST,
    helicopterCost: HELICOPTER.cost,
    storeValuePer1000Tons: STORE_VALUE_PER_1000_TONS,
    insurance: INSURANCE,
    insolvency: INSOLVENCY,
    lengths: GAME_LENGTHS,
  },
  setup(seats, options, seed) {
    return createState(seats, meritOptionsSchema.parse(options ?? {}), seed);
  },
  legalActions,
  // On success the engine returns the very state object it was given.
  apply: applyAction,
  view: buildView,
  status: statusOf,
  bots: { random: randomBot, greedy: greedyBot },
  invariants: checkInvariants,
  awards: (state, played) => meritAwards(state.players.length, played),
  tallyText: (tally) => meritTallyText(tally) ?? soldTallyText(tally),
  /**
   * The piles shuffled at set-up, whose order is secret: a charter shows the top bill of lading of its port, a
   * strike the top concession card, a card square the top MEMO or OIL NEWS card — without a die roll when no
   * die moved the lorry (a charter before rolling), so the table must see the pile itself to keep them final.
   * The kept MEMO cards in each hand are secret too: playing one (Lloyd's, the Geologist's report) shows it,
   * though it goes face down under the MEMO pile, so that play stands as well.
   */
  hiddenPiles: (state) => [
    { name: 'the MEMO card drawn', cards: state.memo },
    { name: 'the OIL NEWS card drawn', cards: state.oilNews },
    { name: 'the concession card drawn', cards: state.concessions },
    ...SHIPPING_PORTS.map((port) => ({ name: 'the bill of lading drawn', cards: state.bills[port] })),
    ...state.players.map((p) => ({ name: 'the kept MEMO card played', cards: p.kept })),
  ],
  /**
   * A move that bankrupts a player stands: that player is out of the game, their cargoes lost with their bills,
   * their kept MEMO cards gone from their hand (so the hand's pile alone would name it "the kept MEMO card
   * played", though none was shown). Named by whose bankruptcy it was ("{p1}'s bankruptcy").
   * **[design]** An accepted deal stands too, like Catan's confirmed trade: both players agreed to it, so neither
   * may take it back alone — not the accepter (whose move it was, still asked to answer another offer or to
   * settle a debt), nor the maker. Named by who accepted it ("the deal {p1} accepted").
   * **[design]** So does a declined offer: the answer told its maker something (as Catan's answered offer,
   * withdrawn, stands), and the player who gave it may still be asked to act — about another offer, a debt, or
   * in their own turn when the decline ended the maker's. Named as that player's answer ("{p1}'s answer").
   * An offer made or withdrawn before any answer is its maker's own move and may be taken back.
   */
  undoBarrier(action, events, seat) {
    const bankrupt = events.find((e) => e.kind === 'bankrupt');
    if (bankrupt) {
      const who = /^\{p\d+\}/.exec(bankrupt.text)?.[0];
      return who ? `${who}'s bankruptcy` : 'the bankruptcy';
    }
    if (action.type === 'acceptDeal') return `the deal ${seatRef(seat)} accepted`;
    if (action.type === 'declineDeal') return `${seatRef(seat)}'s answer`;
    return null;
  },
  /**
   * The turn being played, counted from 1 over the turns played (a bankrupt seat's skipped turns are none: the
   * end-of-game summary counted them, rounds times seats). Deals answered by others fall within the turn of the
   * player who offered them, so the turn message goes on through them, and a turn clock's bot plays the rest of
   * an absent player's turn (roll, choice, end). Once the game is over it is the last turn played.
   */
  turn(state) {
    return state.result ? state.turnsPlayed : state.turnsPlayed + 1;
  },
  /**
   * A deal offered to `seat` and left unanswered is declined, and play goes on. Declining is never the seat's
   * own move, even for the player whose turn it is (offers reach them only during a debt: as the debtor, offered
   * a price for their shares, or as a solvent player offered a debtor's shares).
   */
  lapse(state, seat) {
    const offer = state.offers.find((o) => o.to === seat);
    return offer ? { type: 'declineDeal', offer: offer.id } : null;
  },
};

export type * from './types';
export { MERIT_ACTION_TYPES, meritActionSchema, meritOptionsSchema } from './types';
export { makeGreedyBot, GREEDY, type GreedyPolicy } from './bots';
