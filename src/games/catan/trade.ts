/**
 * Trade. Maritime: with the bank at 4:1, 3:1 (generic harbor) or 2:1 (that resource's harbor).
 * Domestic: only the active player offers; each other player accepts, declines or counters; the active
 * player confirms with one of them or withdraws. No gifts, no like-for-like, no trade between two others.
 */
import { LastActions, lastAction } from './lastAction';
import { ruleError, type GameEvent, type Tally } from '../types';
import { type RuleBook, type Events, bundleAmounts, bundleText, hiddenCards, parseBundle } from './ruleBook';
import { type PublicShortfall, publicShortfall, room, transfer } from './economy';
import { maritimeRates } from './placement';
import { filled } from './setup';
import { listWords, plural } from '../awards';
import { EventCache, seatRef } from '../events';
import { REFUSED_OFFER_MEMORY_ROUNDS } from './data';
import {
  ANSWER_ACCEPTED,
  ANSWER_COUNTERED,
  ANSWER_DECLINED,
  ANSWER_WAITING,
  type ActionOf,
  type CatanState,
  type Refusal,
  type TradeOffer,
} from './types';

const ratesScratch: number[] = [];
const MARITIME = new LastActions('maritime');

function makeMaritimeText(
  book: RuleBook,
  seat: number,
  give: number,
  g: number,
  get: number,
  t: number,
): string {
  return `{p${seat}} traded ${give} ${book.names[g]} for ${get} ${book.names[t]} with the bank.`;
}
/** A maritime trade's tally: the same trade again folds with it on the turn message (`maritimeTallyText`). */
function maritimeTally(seat: number, rate: number, g: number, t: number): Tally {
  return { key: `bank:${seat}:${g}:${t}`, n: [rate, 1] };
}
/**
 * The line for a run of one tally of the same maritime trade (`GameModule.tallyText`), the cards added up: "{p0}
 * traded 8 wool for 2 ore with the bank." where the turn message listed the trade twice.
 */
export function maritimeTallyText(book: RuleBook, { key, n }: Tally): string | null {
  const m = /^bank:(\d+):(\d+):(\d+)$/.exec(key);
  if (!m) return null;
  return makeMaritimeText(book, Number(m[1]), n[0] ?? 0, Number(m[2]), n[1] ?? 0, Number(m[3]));
}
/** Maritime trade events of each rule book, by ((seat * 5 + rate) * R + give) * R + get. */
const maritimeEvents = new WeakMap<RuleBook, EventCache>();
function maritimeEvent(book: RuleBook, seat: number, rate: number, g: number, t: number): GameEvent {
  if (seat >= 8 || rate >= 5)
    return {
      text: makeMaritimeText(book, seat, rate, g, 1, t),
      kind: 'trade',
      tally: maritimeTally(seat, rate, g, t),
    };
  let cache = maritimeEvents.get(book);
  if (!cache) {
    const R = book.R;
    const parts = (key: number) =>
      [
        Math.floor(key / (5 * R * R)),
        Math.floor(key / (R * R)) % 5,
        Math.floor(key / R) % R,
        key % R,
      ] as const;
    cache = new EventCache(
      'trade',
      (key) => {
        const [s, rate, give, get] = parts(key);
        return makeMaritimeText(book, s, rate, give, 1, get);
      },
      (key) => maritimeTally(...parts(key)),
    );
    maritimeEvents.set(book, cache);
  }
  return cache.get(((seat * 5 + rate) * book.R + g) * book.R + t);
}

export function applyMaritime(
  book: RuleBook,
  state: CatanState,
  seat: number,
  action: ActionOf<'maritime'>,
  events: Events,
): Refusal | null {
  const g = typeof action.give === 'string' ? book.resIndex.get(action.give) : undefined;
  const t = typeof action.get === 'string' ? book.resIndex.get(action.get) : undefined;
  if (g === undefined || t === undefined)
    return ruleError('bad-resource', `Name resources: ${book.names.join(', ')}.`);
  if (g === t) return ruleError('like-for-like', 'Trade one resource for a different one.');
  const gs = book.rules.resources[g]!;
  const ts = book.rules.resources[t]!;
  if (!gs.maritimeGive) return ruleError('not-tradable', `The bank does not take ${book.names[g]}.`);
  if (!ts.maritimeGet) return ruleError('not-tradable', `The bank never gives ${book.names[t]}.`);
  const rate = maritimeRates(state, seat, book.R, ratesScratch)[g]!;
  if (state.hands[seat]![g]! < rate)
    return ruleError('cannot-afford', `You need ${rate} ${book.names[g]} to trade with the bank.`);
  if ((state.bank[t]! ?? 0) <= 0) return ruleError('bank-short', `The bank has no ${book.names[t]}.`);
  if (room(book, state, seat, t) <= 0)
    return ruleError('over-limit', `You cannot hold more ${book.names[t]}.`);
  state.hands[seat]![g] = state.hands[seat]![g]! - rate;
  state.bank[g] = state.bank[g]! + rate;
  state.bank[t] = state.bank[t]! - 1;
  state.hands[seat]![t] = state.hands[seat]![t]! + 1;
  state.last = MARITIME.of(seat);
  events.push(maritimeEvent(book, seat, rate, g, t));
  return null;
}

/** Why terms are unsound (offers and counters): a side empty, or a resource on both sides; else null. */
function refuseTerms(book: RuleBook, give: readonly number[], get: readonly number[]): Refusal | null {
  let g = 0;
  let t = 0;
  for (let r = 0; r < book.R; r++) {
    g += give[r]!;
    t += get[r]!;
    if (give[r]! > 0 && get[r]! > 0)
      return ruleError('like-for-like', `${book.names[r]} cannot be on both sides of a trade.`);
  }
  if (g === 0 || t === 0) return ruleError('gift', 'A trade needs cards on both sides (no gifts).');
  return null;
}

function holds(state: CatanState, seat: number, cards: readonly number[]): boolean {
  return shortOf(state, seat, cards) < 0;
}

/** The first resource of `cards` that `seat` holds too few of, or -1. */
function shortOf(state: CatanState, seat: number, cards: readonly number[]): number {
  const h = state.hands[seat]!;
  for (let r = 0; r < cards.length; r++) if (h[r]! < cards[r]!) return r;
  return -1;
}

function fits(book: RuleBook, state: CatanState, seat: number, cards: readonly number[]): boolean {
  return overLimit(book, state, seat, cards) < 0;
}

/** The first resource of `cards` that `seat` has no room for under its holding limit, or -1. */
function overLimit(book: RuleBook, state: CatanState, seat: number, cards: readonly number[]): number {
  for (let r = 0; r < cards.length; r++)
    if (cards[r]! > 0 && room(book, state, seat, r) < cards[r]!) return r;
  return -1;
}

/**
 * Whether the active player `seat` can confirm the open offer with `other` now, as `applyConfirm` checks it:
 * `other` accepted or countered, each side holds its cards and has room for the other's. A counter-offer is
 * checked against its maker's own hand when made, and against the offerer's public holdings only (the rest
 * of the offerer's hand is secret), so it may ask for cards the offerer lacks.
 */
export function canConfirm(book: RuleBook, state: CatanState, seat: number, other: number): boolean {
  const terms = state.trade && other !== seat ? confirmTerms(state.trade, other) : null;
  if (!terms) return false;
  const { give, get } = terms;
  return (
    holds(state, seat, give) &&
    holds(state, other, get) &&
    fits(book, state, seat, get) &&
    fits(book, state, other, give)
  );
}

/**
 * What the active player gives and gets by confirming the open offer with `other`: the offer's terms if they
 * accepted, their counter-offer's turned round if they countered; null if they did neither.
 */
function confirmTerms(
  trade: NonNullable<CatanState['trade']>,
  other: number,
): { give: readonly number[]; get: readonly number[] } | null {
  const a = trade.answers[other];
  if (a === ANSWER_ACCEPTED) return { give: trade.give, get: trade.get };
  if (a === ANSWER_COUNTERED) {
    const c = trade.counters[other]!;
    return { give: c.get, get: c.give };
  }
  return null;
}

const NO_OFFER = (): Refusal => ruleError('no-offer', 'There is no open offer.');

/** The terms `seat` proposes (an offer, or a counter from its own side): sound, held, and fitting its hand. */
function proposedTerms(
  book: RuleBook,
  state: CatanState,
  seat: number,
  action: ActionOf<'offer' | 'counter'>,
): { give: number[]; get: number[] } | Refusal {
  const g = parseBundle(book, action.give);
  if (typeof g === 'string') return ruleError('bad-cards', g);
  const t = parseBundle(book, action.get);
  if (typeof t === 'string') return ruleError('bad-cards', t);
  const bad = refuseTerms(book, g, t);
  if (bad) return bad;
  const short = shortOf(state, seat, g);
  if (short >= 0) {
    // Which card is short, so a counter-offer typed without a look at the hand is fixed in one go.
    return ruleError(
      'not-held',
      `You do not hold the cards you offer: you offer ${g[short]} ${book.names[short]} and hold ${state.hands[seat]![short]}.`,
    );
  }
  const over = overLimit(book, state, seat, t);
  if (over >= 0) {
    // Oil Springs' 4-oil limit: say which limit, and how much room is left under it.
    const name = book.names[over];
    const left = room(book, state, seat, over);
    return ruleError(
      'over-limit',
      `You could not hold what you ask for: nobody may hold more than ${book.limits[over]} ${name}, and you have room for ${left === 0 ? 'none' : left}.`,
    );
  }
  return { give: g, get: t };
}

/**
 * Why everyone can see that `seat` cannot take an offer asking `cards` of it and giving `given`
 * (`publicShortfall`): it holds too few of a public resource asked (Oil Springs' oil) or has no room for a
 * public one given, or it holds fewer cards in all than the hidden cards asked (only that count is public).
 * Null when it may be able to. The reason reads after the player's name ("holds 0 oil", "holds 1 card", "has
 * no room for oil"); the presenter tells the player it in their own person ("you hold 0 oil").
 */
export function publicReasonCannotTake(
  book: RuleBook,
  state: CatanState,
  seat: number,
  cards: readonly number[],
  given: readonly number[],
): string | null {
  const hand = state.hands[seat]!;
  const hidden = hiddenCards(book, hand);
  const short = publicShortfall(book.open, hand, hidden, cards, given, book.limits);
  return short && shortfallWords(short, hand, book.names, hidden);
}

/**
 * A `publicShortfall` in the words that follow a player's name: "holds 0 oil", "has no room for oil", "holds 1
 * card" (`held`: the hand by resource, `names` the resources' names, both as the shortfall was found on;
 * `hidden`: the hand's count of secret cards). The engine's "not asked (…)" and a presenter's note alike.
 */
export function shortfallWords(
  short: PublicShortfall,
  held: readonly number[],
  names: readonly string[],
  hidden: number,
): string {
  switch (short.lacks) {
    case 'resource':
      return `holds ${held[short.r]} ${names[short.r]}`;
    case 'room':
      return `has no room for ${names[short.r]}`;
    case 'cards':
      return `holds ${plural(hidden, 'card', 'cards')}`;
  }
}

/** Whether some other player may be able to take the offer (see `publicReasonCannotTake`). */
export function anyoneMayTake(
  book: RuleBook,
  state: CatanState,
  seat: number,
  give: readonly number[],
  get: readonly number[],
): boolean {
  for (let s = 0; s < state.seats; s++)
    if (s !== seat && publicReasonCannotTake(book, state, s, get, give) === null) return true;
  return false;
}

/** Whether everyone declined these terms from `seat` lately (`CatanState.refusedOffers`). */
export function refusedLately(
  state: CatanState,
  seat: number,
  give: readonly number[],
  get: readonly number[],
): boolean {
  const refused = state.refusedOffers;
  if (!refused) return false;
  for (const r of refused)
    if (r.from === seat && sameCards(r.give, give) && sameCards(r.get, get)) return true;
  return false;
}

function sameCards(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Whether a bot should put these terms to the table: someone may be able to take them, and everyone has not
 * declined them from `seat` lately.
 */
export function worthOffering(
  book: RuleBook,
  state: CatanState,
  seat: number,
  give: readonly number[],
  get: readonly number[],
): boolean {
  return anyoneMayTake(book, state, seat, give, get) && !refusedLately(state, seat, give, get);
}

/** `worthOffering` for an offer action (an unparsable one is not worth it). */
export function offerWorthMaking(
  book: RuleBook,
  state: CatanState,
  seat: number,
  action: ActionOf<'offer'>,
): boolean {
  const g = bundleAmounts(book, action.give);
  const t = bundleAmounts(book, action.get);
  return typeof g !== 'string' && typeof t !== 'string' && worthOffering(book, state, seat, g, t);
}

/** Forgets refused offers older than REFUSED_OFFER_MEMORY_ROUNDS rounds (at the start of a turn). */
export function forgetRefusedOffers(state: CatanState): void {
  const refused = state.refusedOffers;
  if (!refused) return;
  const keep = refused.filter((r) => state.turn - r.turn < REFUSED_OFFER_MEMORY_ROUNDS * state.seats);
  // Emptied, not deleted: a state keeps its own keys from set-up to the end (setup.ts says why).
  if (keep.length === 0) state.refusedOffers = undefined;
  else if (keep.length < refused.length) state.refusedOffers = keep;
}

export function applyOffer(
  book: RuleBook,
  state: CatanState,
  seat: number,
  action: ActionOf<'offer'>,
  events: Events,
): Refusal | null {
  const terms = proposedTerms(book, state, seat, action);
  if ('ok' in terms) return terms;
  const { give: g, get: t } = terms;
  const answers = filled(state.seats, ANSWER_WAITING);
  answers[seat] = ANSWER_DECLINED;
  // Not `filled` (numbers only: setup.ts says why).
  const counters: TradeOffer['counters'] = [];
  for (let s = 0; s < state.seats; s++) counters.push(null);
  state.trade = { give: g, get: t, answers, counters };
  state.offersThisTurn++;
  state.last = lastAction(seat, 'offer');
  events.push({
    text: `{p${seat}} offered ${bundleText(book, g)} for ${bundleText(book, t)}.`,
    kind: 'offer',
  });
  // A player who everyone can see cannot take it is not asked (their answer is a decline).
  for (let s = 0; s < state.seats; s++) {
    if (s === seat) continue;
    const why = publicReasonCannotTake(book, state, s, t, g);
    if (why === null) continue;
    answers[s] = ANSWER_DECLINED;
    events.push({ text: `{p${s}} is not asked (${why}).`, kind: 'offer' });
  }
  closeIfAllDeclined(book, state, events);
  return null;
}

/**
 * Why `seat` was not asked to answer the open offer (`publicReasonCannotTake` of its terms), or null when it
 * was asked or there is no offer. Hands do not change while an offer is open, so the reason found when the
 * offer was made is the reason now.
 */
export function notAskedReason(book: RuleBook, state: CatanState, seat: number): string | null {
  const trade = state.trade;
  if (!trade || seat === state.current) return null;
  return publicReasonCannotTake(book, state, seat, trade.get, trade.give);
}

/**
 * Closes the offer once every other player's answer is a decline, saying what happened: nobody could take it
 * (all not asked), everybody declined (all asked), or everyone asked declined (the rest were not asked).
 */
function closeIfAllDeclined(book: RuleBook, state: CatanState, events: Events): void {
  const trade = state.trade;
  if (!trade) return;
  for (let s = 0; s < state.seats; s++) if (trade.answers[s] !== ANSWER_DECLINED) return;
  let asked = 0;
  for (let s = 0; s < state.seats; s++) if (s !== state.current && !notAskedReason(book, state, s)) asked++;
  state.trade = null;
  const refused = { from: state.current, give: trade.give, get: trade.get, turn: state.turn };
  state.refusedOffers = [...(state.refusedOffers ?? []), refused];
  events.push({
    text:
      asked === 0
        ? 'Nobody can take the offer; it is closed.'
        : asked === state.seats - 1
          ? 'Everybody declined; the offer is closed.'
          : 'Everyone asked declined; the offer is closed.',
    kind: 'offer',
  });
}

const ACCEPT_EVENTS = new EventCache('offer', (seat) => `{p${seat}} accepted.`);
const DECLINE_EVENTS = new EventCache('offer', (seat) => `{p${seat}} declined.`);

export function applyAnswer(
  book: RuleBook,
  state: CatanState,
  seat: number,
  action: ActionOf<'accept' | 'decline' | 'counter'>,
  events: Events,
): Refusal | null {
  const trade = state.trade;
  if (!trade) return NO_OFFER();
  if (seat === state.current) return ruleError('own-offer', 'You cannot answer your own offer.');
  if (trade.answers[seat] !== ANSWER_WAITING)
    return ruleError('already-answered', 'You already answered this offer.');
  if (action.type === 'accept') {
    if (!holds(state, seat, trade.get)) return ruleError('not-held', 'You do not hold the cards asked for.');
    if (!fits(book, state, seat, trade.give))
      return ruleError('over-limit', 'You could not hold what is offered.');
    trade.answers[seat] = ANSWER_ACCEPTED;
    events.push(ACCEPT_EVENTS.get(seat));
    return null;
  }
  if (action.type === 'decline') {
    trade.answers[seat] = ANSWER_DECLINED;
    events.push(DECLINE_EVENTS.get(seat));
    closeIfAllDeclined(book, state, events);
    return null;
  }
  // Counter: from the answering player's side.
  const terms = proposedTerms(book, state, seat, action);
  if ('ok' in terms) return terms;
  const { give, get } = terms;
  // A public resource (Oil Springs' oil) the offerer visibly lacks or has no room for: their Confirm could only
  // refuse the counter, so it is refused now, as an offer is not put to those who cannot take it. (Asking for
  // more cards than the offerer holds in all is left to their Confirm, which tells them why.)
  const offerer = state.current;
  const hand = state.hands[offerer]!;
  const hidden = hiddenCards(book, hand);
  const short = publicShortfall(book.open, hand, hidden, get, give, book.limits);
  if (short && short.lacks !== 'cards')
    return ruleError(
      'cannot-take',
      `Your counter-offer could not be taken: {p${offerer}} ${shortfallWords(short, hand, book.names, hidden)}.`,
    );
  trade.answers[seat] = ANSWER_COUNTERED;
  trade.counters[seat] = { give, get };
  events.push({
    text: `{p${seat}} countered, giving ${bundleText(book, give)} for ${bundleText(book, get)}.`,
    kind: 'offer',
  });
  return null;
}

export function applyConfirm(
  book: RuleBook,
  state: CatanState,
  seat: number,
  action: ActionOf<'confirm'>,
  events: Events,
): Refusal | null {
  const trade = state.trade;
  if (!trade) return NO_OFFER();
  const other = action.with;
  if (
    typeof other !== 'number' ||
    !Number.isInteger(other) ||
    other < 0 ||
    other >= state.seats ||
    other === seat
  )
    return ruleError('bad-partner', 'Name the player to trade with.');
  const terms = confirmTerms(trade, other);
  if (!terms) return ruleError('not-accepted', `{p${other}} has not accepted.`);
  const { give, get } = terms;
  if (!holds(state, seat, give)) return ruleError('not-held', 'You no longer hold the cards for this trade.');
  if (!holds(state, other, get))
    return ruleError('not-held', `{p${other}} no longer holds the cards for this trade.`);
  if (!fits(book, state, seat, get) || !fits(book, state, other, give))
    return ruleError('over-limit', 'A holding limit blocks this trade.');
  for (let r = 0; r < book.R; r++) {
    if (give[r]! > 0) transfer(state, seat, other, r, give[r]!);
    if (get[r]! > 0) transfer(state, other, seat, r, get[r]!);
  }
  state.trade = null;
  state.last = lastAction(seat, 'trade');
  events.push({
    text: `{p${seat}} traded ${bundleText(book, give)} to {p${other}} for ${bundleText(book, get)}.`,
    kind: 'trade',
  });
  return null;
}

/**
 * The kind of the event of an offer withdrawn after another player accepted or countered it: they saw it
 * withdrawn and may have acted on that, so the withdrawal stands (`withdrawalStands`, the module's
 * `undoBarrier`).
 */
export const ANSWERED_WITHDRAWAL = 'offer-withdrawn';

/** Whether the events of a withdraw say it withdrew an offer another player had answered (final for Undo). */
export function withdrawalStands(events: readonly GameEvent[]): boolean {
  return events.some((e) => e.kind === ANSWERED_WITHDRAWAL);
}

/**
 * Withdraws the open offer. When others had accepted or countered it, the event names them ("{p1} withdrew
 * the offer, which {p0} had accepted and {p2} had countered."): everyone saw them answer and now sees the
 * offer gone, so the withdrawal cannot be taken back with Undo (`withdrawalStands`).
 */
export function applyWithdraw(state: CatanState, seat: number, events: Events): Refusal | null {
  const trade = state.trade;
  if (!trade) return NO_OFFER();
  state.trade = null;
  const answered = (answer: number, verb: string): string[] => {
    const seats: string[] = [];
    for (let s = 0; s < state.seats; s++) if (trade.answers[s] === answer) seats.push(seatRef(s));
    return seats.length > 0 ? [`${listWords(seats)} had ${verb}`] : [];
  };
  const which = [...answered(ANSWER_ACCEPTED, 'accepted'), ...answered(ANSWER_COUNTERED, 'countered')];
  events.push(
    which.length > 0
      ? { text: `{p${seat}} withdrew the offer, which ${which.join(' and ')}.`, kind: ANSWERED_WITHDRAWAL }
      : { text: `{p${seat}} withdrew the offer.`, kind: 'offer' },
  );
  return null;
}
