/** Rolling, production, ending the turn, winning. */
import { VICTORY_POINT } from './data';
import { LastActions } from './lastAction';
import type { Refusal } from './types';
import { intBelow } from '../rng';
import { EventCache, TextCache } from '../events';
import type { GameEvent } from '../types';
import { HEX_COUNT, HEX_NODES } from './board';
import { type RuleBook, type Events } from './ruleBook';
import { demandDiscards } from './robber';
import { forgetRefusedOffers } from './trade';
import { hexLabel } from './words';
import { listWords } from '../awards';
import type { CatanState } from './types';

// Scratch buffers (the engine is synchronous, so sharing them is safe): what each seat is owed of each
// resource, the resources owed, and each seat's count of them before the payout. Grown on demand; a roll
// clears by hand (no `fill`: it is slow on small arrays) only the rows of the resources it rolled (a bit
// mask by resource: rule books have a handful of resources, far below 31).
const owedScratch: number[][] = [];
const beforeScratch: number[][] = [];
const paidScratch: number[] = [];

/**
 * The payouts' sink: passes every event on and notes whether a shortage line was told ("The bank ran short of
 * ore: nobody got any.", Oil Springs' "Ana got 0 of 2 oil (4 held, the limit)."). When nobody
 * gains anything, that line already said who got nothing and why; "Nobody produced anything." after it read as
 * a contradiction (a playtest: Ana's spring had produced 2 oil, only the limit kept them from her).
 */
const payoutSink = {
  to: null as Events | null,
  shortage: false,
  push(event: GameEvent): unknown {
    if (event.kind === 'shortage') this.shortage = true;
    return this.to!.push(event);
  },
};

/** Seats whose texts are cached (the action schema's seat limit); texts of later seats are built each time. */
const SEAT_KEYS = 8;
/** Gains in texts are cached up to this many cards of one resource. */
const GAIN_KEYS = 32;
interface GainTexts {
  /** "{p0} +2 ore", by (seat * R + resource) * GAIN_KEYS + count. */
  first: TextCache;
  /** ", +2 ore", by resource * GAIN_KEYS + count. */
  more: TextCache;
}
const gainTextsByBook = new WeakMap<RuleBook, GainTexts>();
/** The rule book asked last and its texts (one game runs one rule book: no map lookup per roll). */
let lastBook: RuleBook | null = null;
let lastTexts: GainTexts | null = null;
function gainTexts(book: RuleBook): GainTexts {
  if (book === lastBook && lastTexts) return lastTexts;
  let t = gainTextsByBook.get(book);
  if (!t) {
    const R = book.R;
    const name = (key: number) => book.names[Math.floor(key / GAIN_KEYS) % R]!;
    t = {
      first: new TextCache(
        (key) => `{p${Math.floor(key / (R * GAIN_KEYS))}} +${key % GAIN_KEYS} ${name(key)}`,
      ),
      more: new TextCache((key) => `, +${key % GAIN_KEYS} ${name(key)}`),
    };
    gainTextsByBook.set(book, t);
  }
  lastBook = book;
  lastTexts = t;
  return t;
}

/** Every hex showing `roll` (except the robber's) produces for the buildings around it. */
export function produce(book: RuleBook, state: CatanState, roll: number, events: Events): void {
  const R = book.R;
  const seats = state.seats;
  while (owedScratch.length < R) owedScratch.push([]);
  const owed = owedScratch;
  const prod = book.rules.buildingProduction;
  const numbers = state.numbers;
  const nodeOwner = state.nodeOwner;
  const nodeLevel = state.nodeLevel;
  const robber = state.robber;
  // Rows of `owed` cleared this roll, as a bit mask by resource: only the resources rolled are touched.
  let cleared = 0;
  let anyBuilding = false;
  for (let h = 0; h < HEX_COUNT; h++) {
    if (numbers[h] !== roll || h === robber) continue;
    const r = book.rules.hexResource(state, h);
    if (r < 0) continue;
    const row = owed[r]!;
    if ((cleared & (1 << r)) === 0) {
      cleared |= 1 << r;
      for (let s = 0; s < seats; s++) row[s] = 0;
    }
    const ns = HEX_NODES[h]!;
    for (let i = 0; i < 6; i++) {
      const n = ns[i]!;
      const o = nodeOwner[n]!;
      if (o < 0) continue;
      row[o] = row[o]! + prod[nodeLevel[n]!]!;
      anyBuilding = true;
    }
  }
  // A hex showing the roll under the robber says whom it stops, else "Nobody produced anything." after a roll
  // whose only buildings stand there reads like a mistake.
  if (robber >= 0 && numbers[robber] === roll) robberBlocks(book, state, robber, events);
  if (!anyBuilding) {
    events.push({ text: 'Nobody produced anything.', kind: 'income' });
    return;
  }
  // The resources owed (`payOut` pays out one resource: only those hands can change), and the hands' counts
  // of them before the payout.
  const paid = paidScratch;
  let paidCount = 0;
  for (let r = 0; r < R; r++) {
    if ((cleared & (1 << r)) === 0) continue;
    const row = owed[r]!;
    for (let s = 0; s < seats; s++)
      if (row[s]! > 0) {
        paid[paidCount++] = r;
        break;
      }
  }
  const before = beforeScratch;
  while (before.length < seats) before.push([]);
  for (let s = 0; s < seats; s++) {
    const h = state.hands[s]!;
    const b = before[s]!;
    for (let i = 0; i < paidCount; i++) b[i] = h[paid[i]!]!;
  }
  payoutSink.to = events;
  payoutSink.shortage = false;
  for (let i = 0; i < paidCount; i++) {
    const row = owed[paid[i]!]!;
    // The hook receives exactly `seats` entries, as it always did.
    if (row.length !== seats) row.length = seats;
    book.rules.payOut(state, paid[i]!, row, state.current, payoutSink);
  }
  payoutSink.to = null;
  // "{p0} +1 lumber, +2 ore; {p2} +1 ore.", from pieces built once.
  const pieces = gainTexts(book);
  let text = '';
  for (let s = 0; s < seats; s++) {
    const h = state.hands[s]!;
    const b = before[s]!;
    let gains = '';
    for (let i = 0; i < paidCount; i++) {
      const r = paid[i]!;
      const d = h[r]! - b[i]!;
      if (d <= 0) continue;
      if (gains) gains += d < GAIN_KEYS ? pieces.more.get(r * GAIN_KEYS + d) : `, +${d} ${book.names[r]}`;
      else
        gains =
          d < GAIN_KEYS && s < SEAT_KEYS
            ? pieces.first.get((s * book.R + r) * GAIN_KEYS + d)
            : `{p${s}} +${d} ${book.names[r]}`;
    }
    if (gains) text = text ? text + '; ' + gains : gains;
  }
  // Closed with a full stop, as every other log line ("{p0} +1 grain; {p2} +2 ore.").
  if (text) events.push({ text: text + '.', kind: 'income' });
  else if (!payoutSink.shortage) events.push({ text: 'Nobody produced anything.', kind: 'income' });
}

/**
 * "The robber on M forest 8 blocks Ben." (or "blocks Ana and Ben"): the owners of the buildings around the
 * robber's hex, which shows the number rolled, in seat order; nothing when no one builds there.
 */
function robberBlocks(book: RuleBook, state: CatanState, hex: number, events: Events): void {
  const seats: number[] = [];
  for (const n of HEX_NODES[hex]!) {
    const o = state.nodeOwner[n]!;
    if (o >= 0 && !seats.includes(o)) seats.push(o);
  }
  if (seats.length === 0) return;
  seats.sort((a, b) => a - b);
  const who = listWords(seats.map((s) => `{p${s}}`));
  events.push({
    text: `The robber on ${hexLabel(state, hex, book.rules.hexKind)} blocks ${who}.`,
    kind: 'income',
  });
}

const ROLLED = new LastActions('roll');
const ENDED = new LastActions('endTurn');

function makeRollText(seat: number, d1: number, d2: number): string {
  return `{p${seat}} rolled ${d1 + d2} (${d1}+${d2}).`;
}
/** "{p1} rolled 8 (3+5).", by seat * 36 + (die1 - 1) * 6 + (die2 - 1). */
const ROLL_EVENTS = new EventCache('roll', (key) =>
  makeRollText(Math.floor(key / 36), 1 + (Math.floor(key / 6) % 6), 1 + (key % 6)),
);
function rollEvent(seat: number, d1: number, d2: number): GameEvent {
  return seat < SEAT_KEYS
    ? ROLL_EVENTS.get(seat * 36 + (d1 - 1) * 6 + (d2 - 1))
    : { text: makeRollText(seat, d1, d2), kind: 'roll' };
}

function makeEndTurnText(seat: number, next: number): string {
  return `{p${seat}} ended the turn. {p${next}} to play.`;
}
/** "{p0} ended the turn. {p1} to play.", by seat * SEAT_KEYS + next seat. */
const END_TURN_EVENTS = new EventCache('turn', (key) =>
  makeEndTurnText(Math.floor(key / SEAT_KEYS), key % SEAT_KEYS),
);
function endTurnEvent(seat: number, next: number): GameEvent {
  return seat < SEAT_KEYS && next < SEAT_KEYS
    ? END_TURN_EVENTS.get(seat * SEAT_KEYS + next)
    : { text: makeEndTurnText(seat, next), kind: 'turn' };
}

/**
 * "{p0} ended the turn.", with no one to play after: the turn that ends the game (Oil Springs' win at the end
 * of the turn, or its collapse), told after that turn's disaster and before how the game ended.
 */
export function turnEndedEvent(seat: number): GameEvent {
  return { text: `{p${seat}} ended the turn.`, kind: 'turn' };
}

export function applyRoll(book: RuleBook, state: CatanState, seat: number, events: Events): Refusal | null {
  // Two dice, drawn as `Rng.die()` draws them (1 + an integer below 6), without the wrapper object.
  const d1 = 1 + intBelow(state.rng, 6);
  const d2 = 1 + intBelow(state.rng, 6);
  const sum = d1 + d2;
  if (state.lastRoll) {
    state.lastRoll[0] = d1;
    state.lastRoll[1] = d2;
  } else state.lastRoll = [d1, d2];
  state.rolled = true;
  state.last = ROLLED.of(seat);
  events.push(rollEvent(seat, d1, d2));
  if (sum === 7) {
    state.phase = demandDiscards(book, state, events) ? 'discard' : 'robber';
    return null;
  }
  produce(book, state, sum, events);
  state.phase = 'main';
  return null;
}

/**
 * The hidden Victory Point cards shown when the game ends, the winner's first, then in seat order ("Victory
 * Point cards revealed: 3 by {p2}, 1 by {p0}."), or null when nobody holds one: the final scores count them, so
 * the line says where the points nobody saw come from. The count goes before the name: after a name ending in a
 * number it ran into it ("Greedy bot 2 1"), and a player's own digest reads it with them as "you" ("…: 2 by you",
 * where "{p0} 2 cards" read "you 2 cards").
 */
export function revealedVpCardsText(state: CatanState, winner = -1): string | null {
  const others = Array.from({ length: state.seats }, (_, s) => s).filter((s) => s !== winner);
  const seats = winner >= 0 ? [winner, ...others] : others;
  const held = seats
    .filter((s) => state.devHand[s]![VICTORY_POINT]! > 0)
    .map((s) => {
      const n = state.devHand[s]![VICTORY_POINT]!;
      return `${n} by {p${s}}`;
    });
  return held.length ? `Victory Point cards revealed: ${held.join(', ')}.` : null;
}

/** Declare `seat` the winner; every hidden Victory Point card is revealed with it. */
export function declareWinner(book: RuleBook, state: CatanState, seat: number, events: Events): void {
  const vp = book.rules.totalVp(state, seat);
  state.phase = 'over';
  state.trade = null;
  state.result = { winners: [seat], ending: 'victory', summary: `{p${seat}} wins with ${vp} VP.` };
  events.push({ text: `{p${seat}} wins with ${vp} victory points!`, kind: 'win' });
  const revealed = revealedVpCardsText(state, seat);
  if (revealed) events.push({ text: revealed, kind: 'reveal', final: true });
}

export function applyEndTurn(
  book: RuleBook,
  state: CatanState,
  seat: number,
  events: Events,
): Refusal | null {
  book.rules.onTurnEnd(state, events);
  if (state.result) {
    state.phase = 'over';
    return null;
  }
  const w = book.rules.winner(state, 'turnEnd');
  if (w >= 0) {
    // A win counted at the end of the turn (Oil Springs): the record says the turn ended, then who won (the
    // game-over message leaves the win line to its headline, and ended on the turn's last trade or build).
    events.push(turnEndedEvent(seat));
    declareWinner(book, state, w, events);
    return null;
  }
  const devNew = state.devNew[seat]!;
  for (let c = 0; c < devNew.length; c++) devNew[c] = 0;
  state.devPlayedThisTurn = false;
  state.rolled = false;
  state.offersThisTurn = 0;
  state.freeRoads = 0;
  state.trade = null;
  state.current = (seat + 1) % state.seats;
  state.turn++;
  forgetRefusedOffers(state);
  state.phase = 'roll';
  state.last = ENDED.of(seat);
  events.push(endTurnEvent(seat, state.current));
  const w2 = book.rules.winner(state, 'turnStart');
  if (w2 >= 0) declareWinner(book, state, w2, events);
  return null;
}
