/**
 * `apply` and `status`: parse the action, check the moment's table (phases.ts) once, hand the action to its
 * rule, then settle (debts, bankruptcy, a turn with no choice left ends by itself). A rule checks everything
 * before it changes anything, so a refusal leaves the state as it was.
 */
import { type Applied, type GameEvent, type GameStatus, ruleError } from '../types';
import { seatRef } from '../events';
import {
  DRILLING_COST,
  HELICOPTER,
  MAX_OFFERS_PER_TURN,
  MAX_OPEN_OFFERS,
  SHARES,
  insurancePremium,
} from './data';
import {
  DEBT_DEALS,
  carryOut,
  closeOffer,
  closedText,
  dealBar,
  lapseOffers,
  mayOffer,
  openOffer,
} from './deals';
import { holdsShares, sellSharesToBank, sellWellToBank } from './insolvency';
import { billOf, fortuneTotal, payBank } from './ledger';
import { startDrilling } from './lorry';
import { keptCardFor, spendKept } from './cards';
import { MOMENTS, mayAct, momentOf, seatsMayAct, seatsToAct } from './phases';
import { charter, charterBar, insure } from './shipping';
import { canBuyAnyShares, rollDie, settle } from './turn';
import {
  type MeritAction,
  type MeritRefusal,
  type MeritRefusalCode,
  type MeritState,
  meritActionSchema,
} from './types';
import { blocks, pounds, sentence, sharesBought } from './words';

const refuse = (code: MeritRefusalCode, text: string): MeritRefusal => ruleError(code, text);

export function applyAction(
  state: MeritState,
  seat: number,
  raw: unknown,
): Applied<MeritState> | MeritRefusal {
  const moment = momentOf(state);
  if (moment === 'over') return refuse('game-over', 'The game is over.');
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats)
    return refuse('not-your-turn', 'You have no seat in this game.');
  const parsed = meritActionSchema.safeParse(raw);
  if (!parsed.success) return refuse('bad-action', 'That is not an action of this game.');
  const action = parsed.data;
  const rules = MOMENTS[moment];
  const actor = rules.accepts[action.type];
  if (!actor) {
    if (moment !== 'insolvency' && seat !== state.current)
      return refuse('not-your-turn', `It is ${seatRef(state.current)}'s turn.`);
    if (action.type === 'roll' && moment === 'afterRoll')
      return refuse('already-rolled', 'You already rolled this turn.');
    return refuse('wrong-moment', rules.refusal);
  }
  if (!mayAct(actor, state, seat)) {
    if (actor === 'active') return refuse('not-your-turn', `It is ${seatRef(state.current)}'s turn.`);
    if (actor === 'debtor') return refuse('no-debt', 'You owe the bank nothing.');
    if (actor === 'answersOffer') return refuse('no-such-offer', 'No offer is waiting for your answer.');
    if (actor === 'offerer') return refuse('no-such-offer', 'You have no open offer.');
    return refuse('not-your-turn', 'You are out of the game.');
  }
  const events: GameEvent[] = [];
  const refusal = rule(state, seat, action, events);
  if (refusal) return refusal;
  settle(state, events);
  return { ok: true, state, events };
}

/** One rule per action type; null when it applied. */
function rule(state: MeritState, seat: number, a: MeritAction, events: GameEvent[]): MeritRefusal | null {
  const p = state.players[seat]!;
  switch (a.type) {
    case 'roll':
      rollDie(state, events);
      return null;
    case 'charter': {
      const bar = charterBar(state, seat, a.port);
      if (bar) return refuse(bar.code, bar.text);
      // Always asked, even without the cash for the premium: whether Lloyd's card is in the hand is the
      // player's secret, and skipping the question would tell everyone it is not.
      state.insuring = charter(state, seat, a.port, events);
      return null;
    }
    case 'insure': {
      const tanker = state.insuring!;
      const premium = insurancePremium(billOf(state.tankers[tanker]!.bill).tons);
      const card = a.useCard ? keptCardFor(state, seat, 'freeInsurance') : null;
      if (a.useCard && card === null) return refuse('no-card', "You hold no Lloyd's card.");
      if (!a.useCard && p.cash < premium)
        return refuse('cannot-afford', `The premium is ${pounds(premium)}; you have ${pounds(p.cash)}.`);
      if (card !== null) spendKept(state, seat, card);
      insure(state, tanker, card, events);
      state.insuring = null;
      return null;
    }
    case 'declineInsurance':
      events.push({
        kind: 'insure',
        text: `${seatRef(seat)} sailed the ${state.insuring} tanker uninsured.`,
      });
      state.insuring = null;
      return null;
    case 'drill': {
      if (state.choice !== 'drill')
        return refuse('not-here', 'You can drill only from a test-drilling square.');
      const card = a.useCard ? keptCardFor(state, seat, 'cheapDrilling') : null;
      if (a.useCard && card === null) return refuse('no-card', "You hold no Geologist's report.");
      const price = card !== null ? HELICOPTER.cost : DRILLING_COST;
      if (p.cash < price) return refuse('cannot-afford', `A test well costs ${pounds(price)}.`);
      if (card !== null) spendKept(state, seat, card);
      startDrilling(state, seat, price, 'drilling', card, events);
      state.choice = null;
      return null;
    }
    case 'helicopter':
      if (state.choice !== 'helicopter') return refuse('not-here', 'You are not at HELICOPTER.');
      if (p.cash < HELICOPTER.cost)
        return refuse('cannot-afford', `The helicopter costs ${pounds(HELICOPTER.cost)}.`);
      events.push({
        kind: 'helicopter',
        text: `${seatRef(seat)} took the helicopter to the drilling square.`,
      });
      startDrilling(state, seat, HELICOPTER.cost, 'helicopter', null, events);
      state.choice = null;
      return null;
    case 'buyShares': {
      if (state.choice !== 'exchange') return refuse('not-here', 'Shares are bought at an EXCHANGE corner.');
      if (state.bankShares[a.company] < a.blocks)
        return refuse(
          'no-shares',
          state.bankShares[a.company] === 0
            ? `The bank has no ${SHARES[a.company].name} shares left.`
            : `The bank holds only ${blocks(state.bankShares[a.company])}.`,
        );
      const cost = state.sharePrice[a.company] * a.blocks;
      if (p.cash < cost) return refuse('cannot-afford', `That costs ${pounds(cost)}.`);
      payBank(state, seat, cost, 'sharesBought');
      p.shares[a.company] += a.blocks;
      state.bankShares[a.company] -= a.blocks;
      events.push(sharesBought(seat, a.company, a.blocks, cost));
      if (!canBuyAnyShares(state, seat)) state.choice = null;
      return null;
    }
    case 'endTurn':
      // Seed: at HELICOPTER "If you do not wish to do so … you stay there until your next turn".
      if (state.choice === 'drill') events.push({ kind: 'waive', text: `${seatRef(seat)} did not drill.` });
      if (state.choice === 'helicopter')
        events.push({ kind: 'waive', text: `${seatRef(seat)} stayed on HELICOPTER until their next turn.` });
      // The game keeps no record of blocks bought this turn: a line true whether they bought some or none.
      if (state.choice === 'exchange')
        events.push({ kind: 'waive', text: `${seatRef(seat)} ended the turn at the EXCHANGE.` });
      state.choice = null;
      // Cleared choice and no offers of its own: settle ends the turn; with offers, end it here.
      lapseOffers(state, (o) => o.from === seat, events);
      return null;
    case 'offerDeal':
      return offerDeal(state, seat, a, events);
    case 'acceptDeal': {
      const offer = state.offers.find((o) => o.id === a.offer && o.to === seat);
      if (!offer) return refuse('no-such-offer', 'That offer is not open to you.');
      const bar = dealBar(state, offer, seat);
      if (bar) return refuse(bar.code, bar.text);
      carryOut(state, offer, events);
      return null;
    }
    case 'declineDeal': {
      const offer = state.offers.find((o) => o.id === a.offer && o.to === seat);
      if (!offer) return refuse('no-such-offer', 'That offer is not open to you.');
      closeOffer(state, offer.id);
      const { id: _id, ...declined } = offer;
      (state.declined ??= []).push({ ...declined, round: state.round });
      events.push({ kind: 'deal', text: closedText(offer, 'declined') });
      return null;
    }
    case 'withdrawDeal': {
      const offer = state.offers.find((o) => o.id === a.offer && o.from === seat);
      if (!offer) return refuse('no-such-offer', 'You have no such open offer.');
      closeOffer(state, offer.id);
      events.push({ kind: 'deal', text: closedText(offer, 'withdrawn') });
      return null;
    }
    case 'sellShares':
      if (p.shares[a.company] < a.blocks)
        return refuse(
          'no-shares',
          p.shares[a.company] === 0
            ? `You hold no ${SHARES[a.company].name} shares.`
            : sentence(`You hold only ${blocks(p.shares[a.company])} of ${SHARES[a.company].name}`),
        );
      sellSharesToBank(state, seat, a.company, a.blocks, events);
      return null;
    case 'sellWell':
      if (holdsShares(state, seat))
        return refuse('sell-shares-first', 'Shares are sold before a well: sell your shares first.');
      if (!p.wells.some((w) => w.card === a.card))
        return refuse('no-such-well', `You own no well ${a.card}.`);
      sellWellToBank(state, seat, a.card, events);
      return null;
  }
}

type OfferAction = Extract<MeritAction, { type: 'offerDeal' }>;

/**
 * Who may offer: the active player, to anyone, in their turn; in insolvency a debtor selling their goods (shares
 * or oil in store), or a solvent player offering to buy them (seed: "If you are in a solvent position, you may
 * offer to buy shares from him"; and of oil stores, "there is nothing to prevent him selling it to you").
 */
function offerDeal(
  state: MeritState,
  seat: number,
  a: OfferAction,
  events: GameEvent[],
): MeritRefusal | null {
  if (momentOf(state) === 'insolvency') {
    const debtorSells = state.players[seat]!.debt > 0 && a.side === 'sell';
    const buysFromDebtor =
      state.players[seat]!.debt === 0 && a.side === 'buy' && state.players[a.to]?.debt !== undefined
        ? state.players[a.to]!.debt > 0
        : false;
    if (!(debtorSells || buysFromDebtor)) return refuse('bad-deal', DEBT_DEALS);
  }
  if (!mayOffer(state, seat))
    return refuse(
      'bad-deal',
      `You may have ${MAX_OPEN_OFFERS} offers open at once and make ${MAX_OFFERS_PER_TURN} in a turn.`,
    );
  const offer = { from: seat, to: a.to, side: a.side, goods: a.goods, price: a.price };
  const bar = dealBar(state, offer, seat);
  if (bar) return refuse(bar.code, bar.text);
  openOffer(state, offer, events);
  return null;
}

export function statusOf(state: MeritState): GameStatus {
  const scores: number[] = [];
  for (let s = 0; s < state.seats; s++) scores.push(fortuneTotal(state, s));
  if (state.result) return { toAct: [], over: true, result: state.result, scores };
  const toAct = seatsToAct(state);
  return { toAct, mayAct: seatsMayAct(state, toAct), over: false, scores };
}
