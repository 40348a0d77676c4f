/**
 * The turn's moments as data: for each moment, the action types it accepts and who may send each (the actor),
 * and whom it waits on. `engine.ts` checks this table once for every action before handing it to its rule;
 * `legal.ts` lists a seat's actions by walking it; `status().toAct` reads it too.
 */
import type { MeritActionType, MeritMoment, MeritState } from './types';

/**
 * `active`: the player whose turn it is. `answersOffer`: a seat an open offer is made to. `offerer`: a seat with
 * an open offer of its own. `debtor`: a seat that owes the bank. `dealer`: in insolvency, a debtor selling
 * shares or oil in store, or a solvent player offering to buy them (the rule checks which).
 */
export type Actor = 'active' | 'answersOffer' | 'offerer' | 'debtor' | 'dealer';

export function mayAct(actor: Actor, state: MeritState, seat: number): boolean {
  switch (actor) {
    case 'active':
      return seat === state.current;
    case 'answersOffer':
      return state.offers.some((o) => o.to === seat);
    case 'offerer':
      return state.offers.some((o) => o.from === seat);
    case 'debtor':
      return state.players[seat]!.debt > 0;
    case 'dealer':
      return !state.players[seat]!.bankrupt;
  }
}

type Accepts = Partial<Record<MeritActionType, Actor>>;

/** Deal answers and withdrawals are accepted at every moment of a game in play. */
const DEAL_REPLIES: Accepts = {
  acceptDeal: 'answersOffer',
  declineDeal: 'answersOffer',
  withdrawDeal: 'offerer',
};

export interface MomentRules {
  accepts: Accepts;
  /** Who must act: the active player or the debtors, and every seat an open offer waits on. */
  waitsOn: 'active' | 'debtor';
  /** What to say to an action this moment does not accept. */
  refusal: string;
}

/** The order of `accepts` is the order in which legal actions are listed. */
export const MOMENTS: Readonly<Record<Exclude<MeritMoment, 'over'>, MomentRules>> = {
  /** Seed: "You made the preparations for transport when your turn came to throw the dice, but before you actually threw." */
  beforeRoll: {
    accepts: { roll: 'active', charter: 'active', offerDeal: 'active', ...DEAL_REPLIES },
    waitsOn: 'active',
    refusal: 'Charter, deal or roll the die first.',
  },
  /** A tanker was just chartered: insure its cargo or not. */
  insure: {
    accepts: { insure: 'active', declineInsurance: 'active', ...DEAL_REPLIES },
    waitsOn: 'active',
    refusal: 'Decide first whether to insure the cargo.',
  },
  /** The roll left a choice (drill, helicopter, exchange) or the player's offers are open. */
  afterRoll: {
    accepts: {
      drill: 'active',
      helicopter: 'active',
      buyShares: 'active',
      endTurn: 'active',
      offerDeal: 'active',
      ...DEAL_REPLIES,
    },
    waitsOn: 'active',
    refusal: 'You have rolled: choose, deal or end your turn.',
  },
  /** Someone owes the bank more than their cash: they raise it before play goes on. */
  insolvency: {
    accepts: { sellShares: 'debtor', sellWell: 'debtor', offerDeal: 'dealer', ...DEAL_REPLIES },
    waitsOn: 'debtor',
    refusal: 'A debt to the bank must be settled first.',
  },
};

/** The moment a game is in. */
export function momentOf(state: MeritState): MeritMoment {
  if (state.result) return 'over';
  for (const p of state.players) if (p.debt > 0) return 'insolvency';
  if (state.insuring !== null) return 'insure';
  return state.rolled ? 'afterRoll' : 'beforeRoll';
}

/**
 * The seats the game waits on now (`status().toAct`): every seat an open offer asks for an answer, and the
 * moment's own (the active player, or the debtors) unless an offer of theirs still awaits its answer. **[design]**
 * The maker of an offer waits for the answer, as across a table: it is not asked again until the answer comes,
 * so a bot's offer is answered before the bot goes on, and a player who is offered a deal is asked first.
 */
export function seatsToAct(state: MeritState): number[] {
  const moment = momentOf(state);
  if (moment === 'over') return [];
  const out: number[] = [];
  const waitsOn = MOMENTS[moment].waitsOn;
  for (let s = 0; s < state.seats; s++) {
    const main = waitsOn === 'active' ? s === state.current : state.players[s]!.debt > 0;
    const answers = state.offers.some((o) => o.to === s);
    const waiting = state.offers.some((o) => o.from === s);
    if (answers || (main && !waiting)) out.push(s);
  }
  return out;
}

/**
 * The seats that may act now although the game does not wait on them (`status().mayAct`): the maker of an offer
 * awaiting its answer (to withdraw it, make another, or go on with the turn), and during insolvency every solvent
 * player, who may offer to buy a debtor's shares (seed: "If you are in a solvent position, you may offer to buy
 * shares from him").
 */
export function seatsMayAct(state: MeritState, toAct: readonly number[]): number[] {
  const moment = momentOf(state);
  if (moment === 'over') return [];
  const out: number[] = [];
  for (let s = 0; s < state.seats; s++) {
    if (toAct.includes(s) || state.players[s]!.bankrupt) continue;
    if (state.offers.some((o) => o.from === s) || moment === 'insolvency') out.push(s);
  }
  return out;
}
