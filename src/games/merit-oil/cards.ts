/**
 * MEMO and OIL NEWS: draw the top card, carry out its effects (MEMO for the drawer, OIL NEWS for every
 * player), and return it face down to the bottom of its pile unless it is a MEMO card to keep.
 */
import type { GameEvent } from '../types';
import { plural } from '../awards';
import { seatRef } from '../events';
import {
  AREA_NAMES,
  MAX_FREIGHT_LEVEL,
  MEMO_CARDS,
  OIL_NEWS_CARDS,
  SHARES,
  TANKERS,
  WAIVE_PAYMENT_FROM,
  isKeptCard,
  type Card,
  type CardEffect,
  type KeptUse,
  type SquareKind,
} from './data';
import { bankruptKey } from './insolvency';
import { concession, markProduction, payBank, receiveBank } from './ledger';
import { delayTanker, loseTanker, voyagesOf } from './shipping';
import type { DrawnCard, MeritState } from './types';
import { blocks as blockWords, pounds, sentence, tankerOf, tons } from './words';

const CARDS_BY_ID: ReadonlyMap<string, Card> = new Map(
  [...MEMO_CARDS, ...OIL_NEWS_CARDS].map((c) => [c.id, c]),
);
/** A MEMO or OIL NEWS card by id. */
export function cardById(id: string): Card {
  return CARDS_BY_ID.get(id)!;
}
/**
 * A card's words: its title, then its text ("Bonus. The company pays …"); a text that opens with the title ("Fire
 * aboard! Your tanker …") is the whole of them, so the title is not said twice.
 */
export function cardWords(card: Pick<Card, 'title' | 'text'>): string {
  return card.text.startsWith(card.title) ? card.text : `${card.title}. ${card.text}`;
}

/** A drawn card's title and text as read out: its `asBefore` words when its Suez effect changed nothing. */
export function drawnWords(d: DrawnCard): Pick<Card, 'title' | 'text'> {
  const card = cardById(d.id);
  return d.asBefore && card.asBefore ? card.asBefore : card;
}
/** What a kept MEMO card lets its holder do (null for other cards). */
export function keptUseOf(id: string): KeptUse | null {
  for (const e of cardById(id).effects) if (e.kind === 'keep') return e.use;
  return null;
}

/** The kept card of `seat` with this use, or null. */
export function keptCardFor(state: MeritState, seat: number, use: KeptUse): string | null {
  for (const id of state.players[seat]!.kept) if (keptUseOf(id) === use) return id;
  return null;
}
/** Play a kept card: it leaves the hand and goes to the bottom of the MEMO pile. */
export function spendKept(state: MeritState, seat: number, id: string): void {
  const kept = state.players[seat]!.kept;
  kept.splice(kept.indexOf(id), 1);
  state.memo.unshift(id);
}

/** Moves the active lorry forward to the next square of a kind (supplied by the lorry's rules). */
export type AdvanceTo = (seat: number, square: SquareKind, events: GameEvent[]) => void;

/** How the drawer's private line of a kept MEMO card begins ("Your MEMO card: Geologist's report. …"). */
export const KEPT_CARD_LINE = 'Your MEMO card: ';

/**
 * Whether `e` is the drawer's private line of a kept MEMO card, which My hand lists among the kept cards with how
 * to play it: marked `inHand` since, but not in the logs of games started before, whose "Only you know" named the
 * card a second time.
 */
export function isKeptCardLine(e: GameEvent): boolean {
  return e.to !== undefined && e.kind === 'memo' && e.text.startsWith(KEPT_CARD_LINE);
}

/**
 * Draw the top card of a pile and carry it out. Seed: "Take the top card from the MEMO pile and follow its
 * instructions. Unless you are ordered to keep the card, return it - face down! - to the bottom of the pile."
 */
export function drawCard(
  state: MeritState,
  deck: 'memo' | 'oilNews',
  seat: number,
  events: GameEvent[],
  advance: AdvanceTo,
): void {
  const pile = deck === 'memo' ? state.memo : state.oilNews;
  const id = pile.pop();
  if (id === undefined) return; // every MEMO card kept: nothing to draw
  const drawnCard: DrawnCard = { deck, id, seat };
  const card = cardById(id);
  // A Suez card that finds the canal as it says ("reopened" while open) is read out in words that are true.
  if (card.asBefore && card.effects.some((e) => e.kind === 'suez' && e.open === state.suezOpen))
    drawnCard.asBefore = true;
  state.drawn.push(drawnCard);
  const keep = deck === 'memo' && isKeptCard(card);
  if (keep) {
    state.players[seat]!.kept.push(id);
    events.push({ kind: 'memo', text: `${seatRef(seat)} drew a MEMO card and kept it.` });
    // Secret until the public line that plays it names it (`reveals` its id), or the one that puts its holder out
    // of the game (the card goes back under the pile). My hand lists it among the kept cards, with how to play it.
    events.push({
      kind: 'memo',
      text: `${KEPT_CARD_LINE}${cardWords(card)}`,
      to: [seat],
      until: [id, bankruptKey(seat)],
      inHand: true,
    });
    return;
  }
  // "drew a MEMO card:" then the card's own words in quotes: they speak to whoever drew it ("Commission. You
  // broker a charter …"), which on a public line read as if to every reader; quoted, they read as the card's.
  // (Unquoted after a colon, a card's own colon made two in a row: "drew MEMO: Royalties … fall due: pay …".)
  const label = deck === 'memo' ? 'a MEMO card' : 'an OIL NEWS card';
  const drawn: GameEvent = {
    kind: deck,
    text: `${seatRef(seat)} drew ${label}: “${cardWords(drawnWords(drawnCard))}”`,
  };
  events.push(drawn);
  // The card goes back before its effects: a card that moves the lorry onto another card square draws anew.
  pile.unshift(id);
  // Seed: MEMO instructions "apply to you personally"; OIL NEWS "are to be observed by all players".
  const seats = deck === 'memo' ? [seat] : solventSeats(state);
  const idle: string[] = [];
  for (const effect of card.effects) {
    const told = events.length;
    applyEffect(state, effect, seats, seat, events, advance);
    const why = events.length === told ? idleEffect(state, effect, seats, seat) : null;
    if (why) idle.push(why);
  }
  // A card that touches nobody says so on its own line: "… — {p1} has no Kuwait well: nothing to pay."
  if (idle.length > 0) drawn.text += ` — ${idle.join(' ')}`;
}

/** `one` of a lone seat, or `nobody` of them all: "{p1} has no Kuwait well" / "Nobody has a Kuwait well". */
function whoNot(seats: readonly number[], one: (seat: string) => string, nobody: string): string {
  return seats.length === 1 ? one(seatRef(seats[0]!)) : nobody;
}

/** Why an effect changed nothing (it told no line), in a few words; null when its card's words say it all. */
function idleEffect(
  state: MeritState,
  e: CardEffect,
  seats: readonly number[],
  drawer: number,
): string | null {
  switch (e.kind) {
    case 'payPerWell': {
      const well = e.area ? `${AREA_NAMES[e.area]} well` : 'well';
      return whoNot(seats, (p) => `${p} has no ${well}:`, `Nobody has a ${well}:`) + ' nothing to pay.';
    }
    case 'dividend': {
      const shares = `${SHARES[e.company].name} shares`;
      return whoNot(seats, (p) => `${p} holds no ${shares}:`, `Nobody holds ${shares}:`) + ' no dividend.';
    }
    case 'production': {
      const none = seats.every((s) => state.players[s]!.wells.length === 0);
      return none
        ? whoNot(seats, (p) => `${p} has no well:`, 'Nobody has a well:') + ' nothing to mark.'
        : whoNot(seats, (p) => `${p}'s stores are full:`, 'Every store is full:') + ' nothing to mark.';
    }
    case 'storesLost': {
      const area = AREA_NAMES[e.area];
      return (
        whoNot(seats, (p) => `${p} has no oil in store in ${area}:`, `Nobody has oil in store in ${area}:`) +
        ' nothing is lost.'
      );
    }
    case 'wellFire':
      return `${seatRef(drawer)} has no oil in store: nothing burns.`;
    case 'tankerLost':
      return `${seatRef(drawer)} has no tanker at sea: nothing is lost.`;
    case 'tankerDelay':
      return `${seatRef(drawer)} has no tanker at sea: nothing happens.`;
    case 'tankersLostAt':
      return 'No tanker is in those waters: nothing is lost.';
    default:
      return null;
  }
}

/** Seats still in the game. */
export function solventSeats(state: MeritState): number[] {
  const out: number[] = [];
  for (let s = 0; s < state.seats; s++) if (!state.players[s]!.bankrupt) out.push(s);
  return out;
}

/** A payment a card orders; a kept Emir's friendship cancels it when it is big or unaffordable. */
function cardPayment(state: MeritState, seat: number, amount: number, events: GameEvent[]): void {
  if (amount <= 0) return;
  const p = state.players[seat]!;
  const waiver = keptCardFor(state, seat, 'waivePayment');
  if (waiver !== null && (amount >= WAIVE_PAYMENT_FROM || amount > p.cash)) {
    spendKept(state, seat, waiver);
    events.push({
      kind: 'keptCard',
      text: `${seatRef(seat)} played The Emir's friendship: the payment of ${pounds(amount)} is cancelled.`,
      reveals: waiver,
    });
    return;
  }
  const paid = Math.min(p.cash, amount);
  payBank(state, seat, amount, 'cardPayment');
  events.push({ kind: 'pay', text: paymentWords(seatRef(seat), amount, paid, p.debt) });
}

/**
 * A card's payment in words, true to what was paid: "{p0} paid £25,000.", "{p0} paid £20,000 of £25,000: £5,000
 * now owed to the bank.", "{p0} had no cash to pay £25,000: £25,000 now owed to the bank." A playtest read "Ana
 * paid £25,000 and now owes the bank £25,000" of a player with no cash, who had paid nothing; the payer's own
 * receipt read "You paid … and now owes the bank …" (so the debt is said without a verb of theirs).
 */
function paymentWords(who: string, amount: number, paid: number, debt: number): string {
  if (debt === 0) return `${who} paid ${pounds(amount)}.`;
  const owed = `${pounds(debt)} now owed to the bank`;
  return paid > 0
    ? `${who} paid ${pounds(paid)} of ${pounds(amount)}: ${owed}.`
    : `${who} had no cash to pay ${pounds(amount)}: ${owed}.`;
}

function applyEffect(
  state: MeritState,
  e: CardEffect,
  seats: number[],
  drawer: number,
  events: GameEvent[],
  advance: AdvanceTo,
): void {
  switch (e.kind) {
    case 'pay':
      for (const s of seats) cardPayment(state, s, e.amount, events);
      return;
    case 'receive':
      for (const s of seats) {
        receiveBank(state, s, e.amount, 'cardReceipt');
        events.push({ kind: 'receive', text: `${seatRef(s)} received ${pounds(e.amount)}.` });
      }
      return;
    case 'payPerWell':
      for (const s of seats) {
        const wells = state.players[s]!.wells.filter(
          (w) => e.area === undefined || concession(w.card).area === e.area,
        ).length;
        cardPayment(state, s, wells * e.amount, events);
      }
      return;
    case 'freight': {
      const before = state.freightLevel;
      state.freightLevel = Math.max(1, Math.min(MAX_FREIGHT_LEVEL, before + e.by));
      events.push({
        kind: 'freight',
        text:
          state.freightLevel === before
            ? `The freight quotation stayed at ${before}.`
            : `The freight quotation moved from ${before} to ${state.freightLevel}.`,
      });
      return;
    }
    case 'suez':
      state.suezOpen = e.open;
      return;
    case 'dividend':
      for (const s of seats) {
        const blocks = state.players[s]!.shares[e.company];
        if (blocks > 0) {
          receiveBank(state, s, blocks * e.perBlock, 'dividend');
          events.push({
            kind: 'dividend',
            text: sentence(
              `${seatRef(s)} received a dividend of ${pounds(blocks * e.perBlock)} on ${blockWords(blocks)} of ${SHARES[e.company].name}`,
            ),
          });
        }
      }
      return;
    case 'sharePrice': {
      const info = SHARES[e.company];
      state.sharePrice[e.company] = Math.max(
        info.minPrice,
        Math.min(info.maxPrice, state.sharePrice[e.company] + e.by),
      );
      events.push({
        kind: 'sharePrice',
        text: `${info.name} shares now stand at ${pounds(state.sharePrice[e.company])} a block.`,
      });
      return;
    }
    case 'production':
      for (const s of seats) {
        const added = markProduction(state, s, e.weeks);
        // A full store is told, as on a PRODUCTION square; a player without wells has nothing to mark.
        if (added > 0) events.push({ kind: 'production', text: `${seatRef(s)} marked ${tons(added)}.` });
        else if (state.players[s]!.wells.length > 0)
          events.push({ kind: 'production', text: `${seatRef(s)} marked nothing (stores full).` });
      }
      return;
    case 'storesLost':
      for (const s of seats) {
        for (const w of state.players[s]!.wells) {
          if (concession(w.card).area !== e.area || w.tons === 0) continue;
          state.oil.lost += w.tons;
          events.push({
            kind: 'storesLost',
            // Named by its field too, as the well fire's line is: "… at well 13 (Kirkuk)."
            text: `${seatRef(s)} lost ${tons(w.tons)} at well ${w.card} (${concession(w.card).field}).`,
          });
          w.tons = 0;
        }
      }
      return;
    case 'wellFire': {
      const wells = state.players[drawer]!.wells;
      let fullest = null as (typeof wells)[number] | null;
      for (const w of wells) if (w.tons > 0 && (fullest === null || w.tons > fullest.tons)) fullest = w;
      if (fullest) {
        state.oil.lost += fullest.tons;
        events.push({
          kind: 'wellFire',
          text: `${seatRef(drawer)} lost ${tons(fullest.tons)} at well ${fullest.card} (${concession(fullest.card).field}).`,
        });
        fullest.tons = 0;
      }
      return;
    }
    case 'tankerLost': {
      const t = voyagesOf(state, drawer)[0];
      if (t) loseTanker(state, t, 'Fire aboard', events);
      return;
    }
    case 'tankersLostAt':
      for (const t of TANKERS) {
        const v = state.tankers[t];
        if (v && e.stages.includes(v.at)) loseTanker(state, t, 'A gale', events);
      }
      return;
    case 'tankerDelay': {
      const t = voyagesOf(state, drawer)[0];
      if (t) {
        const back = delayTanker(state, t, e.stages);
        const tanker = tankerOf(drawer, t);
        events.push({
          kind: 'tankerDelay',
          // A tanker chartered this turn, before the roll, is still at its port: never behind it.
          text:
            back === 0
              ? `${tanker} was still in port: nothing happened.`
              : `${tanker} fell back ${plural(back, 'stage', 'stages')}.`,
        });
      }
      return;
    }
    case 'advanceTo':
      advance(drawer, e.square, events);
      return;
    case 'keep':
      return; // handled by drawCard
  }
}
