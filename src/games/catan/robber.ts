/** 7s: discards, moving the robber, choosing a victim and stealing. */
import { LastActionsAt } from './lastAction';
import { ruleError } from '../types';
import { Rng } from '../rng';
import { hexIndex } from './board';
import { DISCARD_ABOVE } from './data';
import { type RuleBook, type Events, bundleText, hiddenCards, parseBundle } from './ruleBook';
import { handTotal, room, toBank, transfer } from './economy';
import { canRob, victimsAt } from './placement';
import type { ActionOf, CatanState, Refusal } from './types';
import { hexLabel } from './words';

const MOVED_ROBBER = new LastActionsAt('robber', 'hex');

/**
 * After a 7: who owes a discard (more than 7 cards → half, rounded down). Returns whether anyone does. Public
 * resources that are not cards (Oil Springs' oil) count too; when one is part of the count the line says how
 * the total is made up ("8 cards, 1 oil"), as the scores show them, else 9 would not match the 8 cards shown.
 */
export function demandDiscards(book: RuleBook, state: CatanState, events: Events): boolean {
  let any = false;
  for (let s = 0; s < state.seats; s++) {
    const total = handTotal(state, s);
    const owed = total > DISCARD_ABOVE ? Math.floor(total / 2) : 0;
    state.discardOwed[s] = owed;
    if (owed > 0) {
      any = true;
      events.push({
        text: `{p${s}} must discard ${owed} of ${discardTotalWords(book, state.hands[s]!, total)}.`,
        kind: 'discard',
      });
    }
  }
  return any;
}

/** "9 cards", or with public resources held "9 (8 cards, 1 oil)". */
function discardTotalWords(book: RuleBook, hand: readonly number[], total: number): string {
  const parts: string[] = [];
  for (let r = 0; r < book.R; r++)
    if (book.open[r] && hand[r]! > 0) parts.push(`${hand[r]} ${book.names[r]}`);
  if (parts.length === 0) return `${total} cards`;
  const cards = hiddenCards(book, hand);
  return `${total} (${cards} ${cards === 1 ? 'card' : 'cards'}, ${parts.join(', ')})`;
}

export function applyDiscard(
  book: RuleBook,
  state: CatanState,
  seat: number,
  action: ActionOf<'discard'>,
  events: Events,
): Refusal | null {
  const owed = state.discardOwed[seat]!;
  if (!(owed > 0)) return ruleError('nothing-owed', 'You do not have to discard.');
  const cards = parseBundle(book, action.cards);
  if (typeof cards === 'string') return ruleError('bad-cards', cards);
  let total = 0;
  const hand = state.hands[seat]!;
  for (let r = 0; r < book.R; r++) {
    // How many they do hold, so a discard typed without a look at the hand is fixed in one go.
    if (cards[r]! > hand[r]!)
      return ruleError(
        'not-held',
        `You do not hold the cards you discard: you discard ${cards[r]} ${book.names[r]} and hold ${hand[r]}.`,
      );
    total += cards[r]!;
  }
  if (total !== owed) return ruleError('wrong-count', `Discard exactly ${owed} cards (you chose ${total}).`);
  for (let r = 0; r < book.R; r++) if (cards[r]! > 0) toBank(state, seat, r, cards[r]!);
  state.discardOwed[seat] = 0;
  events.push({ text: `{p${seat}} discarded ${bundleText(book, cards)}.`, kind: 'discard' });
  let waiting = false;
  for (let s = 0; s < state.seats; s++) if (state.discardOwed[s]! > 0) waiting = true;
  if (!waiting) state.phase = 'robber';
  return null;
}

/** Steal a random resource card (or, where the rules allow, one of a named resource) from `victim`. */
function steal(
  book: RuleBook,
  state: CatanState,
  thief: number,
  victim: number,
  named: number,
  events: Events,
): void {
  const hand = state.hands[victim]!;
  let r = named;
  if (r < 0) {
    let total = 0;
    for (let i = 0; i < book.R; i++) if (book.rules.resources[i]!.card) total += hand[i]!;
    if (total === 0) {
      events.push({ text: `{p${victim}} had no cards to steal.`, kind: 'steal' });
      return;
    }
    let k = new Rng(state.rng).int(total);
    for (r = 0; r < book.R; r++) {
      if (!book.rules.resources[r]!.card) continue;
      k -= hand[r]!;
      if (k < 0) break;
    }
  }
  if (room(book, state, thief, r) <= 0) {
    toBank(state, victim, r, 1);
    events.push({
      text: `{p${thief}} took 1 ${book.names[r]} from {p${victim}} but had no room: it returns to the bank.`,
      kind: 'steal',
    });
    return;
  }
  transfer(state, victim, thief, r, 1);
  events.push({
    text: `{p${thief}} stole ${named >= 0 ? `1 ${book.names[r]}` : 'a card'} from {p${victim}}.`,
    kind: 'steal',
  });
  if (named < 0)
    events.push({
      text: `{p${thief}} stole 1 ${book.names[r]} from {p${victim}}.`,
      kind: 'steal',
      to: [thief, victim],
      fillsIn: true,
    });
}

export function applyMoveRobber(
  book: RuleBook,
  state: CatanState,
  seat: number,
  action: ActionOf<'robber'>,
  events: Events,
): Refusal | null {
  const hex = typeof action.hex === 'string' ? hexIndex(action.hex) : -1;
  if (hex < 0) return ruleError('bad-spot', 'Name a hex by its letter, A–S.');
  if (!canRob(state, book.rules, hex))
    return ruleError(
      'illegal-spot',
      hex === state.robber
        ? 'The robber must move to a different hex.'
        : `The robber may not go to ${hexLabel(state, hex, book.rules.hexKind)}.`,
    );
  const victims = victimsAt(state, seat, hex);
  let victim = -1;
  if (victims.length > 0) {
    if (typeof action.victim !== 'number' || !victims.includes(action.victim))
      return ruleError(
        'bad-victim',
        `Choose whom to rob on ${hexLabel(state, hex, book.rules.hexKind)}: ${victims.map((v) => `{p${v}}`).join(' or ')}.`,
      );
    victim = action.victim;
  } else if (action.victim !== undefined)
    return ruleError(
      'bad-victim',
      `Nobody else has a building on ${hexLabel(state, hex, book.rules.hexKind)}.`,
    );
  let named = -1;
  if (action.steal !== undefined && action.steal !== 'card') {
    const r = typeof action.steal === 'string' ? book.resIndex.get(action.steal) : undefined;
    if (r === undefined || !book.rules.resources[r]!.stealByName)
      return ruleError('bad-steal', 'You can only steal a random card here.');
    if (victim < 0 || state.hands[victim]![r]! <= 0)
      return ruleError('bad-steal', `Your victim holds no ${book.names[r]}.`);
    if (room(book, state, seat, r) <= 0)
      return ruleError('bad-steal', `You cannot hold more ${book.names[r]}.`);
    named = r;
  }
  state.robber = hex;
  state.last = MOVED_ROBBER.at(seat, hex);
  events.push({
    text: `{p${seat}} moved the robber to ${hexLabel(state, hex, book.rules.hexKind)}.`,
    kind: 'robber',
  });
  if (victim >= 0) steal(book, state, seat, victim, named, events);
  state.phase = state.rolled ? 'main' : 'roll';
  return null;
}
