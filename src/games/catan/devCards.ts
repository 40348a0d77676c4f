/** Development cards: buying, play timing, Knight, Road Building, Year of Plenty, Monopoly, Largest Army. */
import { lastAction } from './lastAction';
import { ruleError, type Tally } from '../types';
import { plural } from '../awards';
import {
  DEV_CARDS,
  KNIGHT,
  LARGEST_ARMY_MIN,
  MONOPOLY,
  ROAD_BUILDING,
  ROAD_BUILDING_ROADS,
  VICTORY_POINT,
  VP_LARGEST_ARMY,
  YEAR_OF_PLENTY,
  YEAR_OF_PLENTY_TAKE,
} from './data';
import { type RuleBook, type Events, bundleText } from './ruleBook';
import { canAfford, fromBank, pay, room, transfer } from './economy';
import { applyBuildRoad } from './build';
import { anyRoadSpot } from './placement';
import type { ActionOf, CatanState, Refusal } from './types';
import { withArticle } from './words';
import { TextCache } from '../events';

const CARD_TITLES = ['Knight', 'Victory Point', 'Road Building', 'Year of Plenty', 'Monopoly'];

const BOUGHT_TEXTS = new TextCache((seat) => `{p${seat}} bought a development card.`);

/**
 * The line for a run of development cards bought one after another (`GameModule.tallyText`, the tally of each
 * buy's public line): "{p0} bought 3 development cards." Which cards, each buyer's own lines tell them.
 */
export function devCardsTallyText({ key, n }: Tally): string | null {
  const m = /^dev:(\d+)$/.exec(key);
  return m ? `{p${m[1]}} bought ${plural(n[0] ?? 0, 'development card', 'development cards')}.` : null;
}
/** "{p0} drew a Knight.", "{p0} drew a Victory Point card." (a Victory Point alone reads as a point scored). */
function drewText(seat: number, card: number): string {
  const title = card === VICTORY_POINT ? 'Victory Point card' : (CARD_TITLES[card] ?? 'card');
  return `{p${seat}} drew ${withArticle(title)}.`;
}
/** Card kinds per seat in the keys of DREW_TEXTS. */
const DRAW_KEYS = 16;
const DREW_TEXTS = new TextCache((key) => drewText(Math.floor(key / DRAW_KEYS), key % DRAW_KEYS));

/**
 * The key (`GameEvent.until` / `reveals`) of the `n`-th card of kind `card` that `seat` drew and played: cards
 * of a kind are alike, so the n-th one played tells the n-th one drawn, and `n` is the count of that kind the
 * seat played, which everyone saw. Victory Point cards are never played: they wait for the "reveal" at the end.
 */
function devCardKey(seat: number, card: number, n: number): string {
  return card === VICTORY_POINT ? 'reveal' : `p${seat}:${DEV_CARDS[card]}#${n}`;
}
/** The key the public event of the card of kind `card` that `seat` just played reveals. */
function playedKey(state: CatanState, seat: number, card: number): string {
  return devCardKey(seat, card, state.devPlayed[seat]![card]!);
}

export function applyBuyDev(book: RuleBook, state: CatanState, seat: number, events: Events): Refusal | null {
  if (state.devDeck.length === 0) return ruleError('deck-empty', 'The development deck is empty.');
  if (!canAfford(state, seat, book.rules.costs.dev))
    return ruleError('cannot-afford', `A development card costs ${bundleText(book, book.rules.costs.dev)}.`);
  pay(state, seat, book.rules.costs.dev);
  const card = state.devDeck.pop()!;
  state.devHand[seat]![card] = state.devHand[seat]![card]! + 1;
  state.devNew[seat]![card] = state.devNew[seat]![card]! + 1;
  state.last = lastAction(seat, 'buyDev');
  events.push({ text: BOUGHT_TEXTS.get(seat), kind: 'buyDev', tally: { key: `dev:${seat}`, n: [1] } });
  events.push({
    text: card < DRAW_KEYS ? DREW_TEXTS.get(seat * DRAW_KEYS + card) : drewText(seat, card),
    kind: 'buyDev',
    to: [seat],
    until: devCardKey(seat, card, state.devHand[seat]![card]! + state.devPlayed[seat]![card]!),
    // My hand lists it under "Development cards" (with "new — playable next turn") until it is played, when
    // `until` drops this line anyway: "Only you know" need not repeat it. The buy's reply still tells it.
    inHand: true,
  });
  return null;
}

/** Whether `seat` may play a card of kind `card` now (phase is checked by the caller). */
export function canPlayDev(state: CatanState, seat: number, card: number): boolean {
  if (state.devPlayedThisTurn) return false;
  return state.devHand[seat]![card]! - state.devNew[seat]![card]! > 0;
}

/** Why `seat` may not play a card of kind `card` now, or null. */
function refusePlay(state: CatanState, seat: number, card: number): Refusal | null {
  if (state.devPlayedThisTurn)
    return ruleError('one-card-per-turn', 'You already played a development card this turn.');
  if (state.devHand[seat]![card]! <= 0) return ruleError('no-card', `You have no ${CARD_TITLES[card]} card.`);
  if (!canPlayDev(state, seat, card))
    return ruleError(
      'card-too-new',
      `You cannot play ${withArticle(CARD_TITLES[card] ?? 'card')} bought this turn.`,
    );
  return null;
}

function spend(state: CatanState, seat: number, card: number): void {
  state.devHand[seat]![card] = state.devHand[seat]![card]! - 1;
  state.devPlayed[seat]![card] = state.devPlayed[seat]![card]! + 1;
  state.devPlayedThisTurn = true;
  state.last = lastAction(seat, DEV_CARDS[card]!);
}

/** Largest Army: the first to 3 Knights takes it; another player only with strictly more. */
export function updateLargestArmy(state: CatanState, seat: number, events: Events): void {
  const knights = state.devPlayed[seat]![KNIGHT]!;
  if (knights < LARGEST_ARMY_MIN || state.largestArmy === seat) return;
  const holder = state.largestArmy;
  if (holder >= 0 && state.devPlayed[holder]![KNIGHT]! >= knights) return;
  if (holder >= 0) state.vp[holder] = state.vp[holder]! - VP_LARGEST_ARMY;
  state.largestArmy = seat;
  state.vp[seat] = state.vp[seat]! + VP_LARGEST_ARMY;
  const from = holder >= 0 ? ` from {p${holder}}` : '';
  events.push({ text: `{p${seat}} took Largest Army${from} (${knights} knights).`, kind: 'largestArmy' });
}

export function applyKnight(
  _book: RuleBook,
  state: CatanState,
  seat: number,
  events: Events,
): Refusal | null {
  const bad = refusePlay(state, seat, KNIGHT);
  if (bad) return bad;
  spend(state, seat, KNIGHT);
  events.push({
    text: `{p${seat}} played a Knight.`,
    kind: 'knight',
    reveals: playedKey(state, seat, KNIGHT),
  });
  updateLargestArmy(state, seat, events);
  state.phase = 'robber';
  return null;
}

export function applyRoadBuilding(
  _book: RuleBook,
  state: CatanState,
  seat: number,
  events: Events,
): Refusal | null {
  const bad = refusePlay(state, seat, ROAD_BUILDING);
  if (bad) return bad;
  if (!anyRoadSpot(state, seat))
    return ruleError('no-road-spot', 'You have no road piece or no place to build one.');
  spend(state, seat, ROAD_BUILDING);
  state.freeRoads = Math.min(ROAD_BUILDING_ROADS, state.roadsLeft[seat]!);
  state.phase = 'roadBuilding';
  events.push({
    text: `{p${seat}} played Road Building.`,
    kind: 'roadBuilding',
    reveals: playedKey(state, seat, ROAD_BUILDING),
  });
  return null;
}

/** One free road of Road Building; the phase ends when they are placed or no road can be. */
export function applyFreeRoad(
  book: RuleBook,
  state: CatanState,
  seat: number,
  action: ActionOf<'road'>,
  events: Events,
): Refusal | null {
  const refusal = applyBuildRoad(book, state, seat, action, events, true);
  if (refusal) return refusal;
  afterFreeRoad(state, seat, events);
  return null;
}

/**
 * After each free road: leave the Road Building phase when done or when no road can be placed (the log says
 * so then: the turn message had promised the second road).
 */
function afterFreeRoad(state: CatanState, seat: number, events: Events): void {
  state.freeRoads--;
  const stuck = state.freeRoads > 0 && !anyRoadSpot(state, seat);
  if (stuck)
    events.push({ text: `No free path is left for {p${seat}}'s second free road.`, kind: 'roadBuilding' });
  if (state.freeRoads <= 0 || stuck) {
    state.freeRoads = 0;
    state.phase = state.rolled ? 'main' : 'roll';
  }
}

/** How many cards Year of Plenty could take at most (bank stock and holding limits). */
export function yearOfPlentyCapacity(book: RuleBook, state: CatanState, seat: number): number {
  let cap = 0;
  for (let r = 0; r < book.R; r++) cap += Math.min(state.bank[r]!, room(book, state, seat, r));
  return Math.min(cap, YEAR_OF_PLENTY_TAKE);
}

export function applyYearOfPlenty(
  book: RuleBook,
  state: CatanState,
  seat: number,
  action: ActionOf<'yearOfPlenty'>,
  events: Events,
): Refusal | null {
  const bad = refusePlay(state, seat, YEAR_OF_PLENTY);
  if (bad) return bad;
  const take = action.take;
  if (!Array.isArray(take) || take.length < 1 || take.length > YEAR_OF_PLENTY_TAKE)
    return ruleError('bad-take', 'Name two resources to take, e.g. ["ore", "grain"].');
  const want = new Array<number>(book.R).fill(0);
  for (const name of take) {
    const r = typeof name === 'string' ? book.resIndex.get(name) : undefined;
    if (r === undefined) return ruleError('bad-take', `Unknown resource "${String(name)}".`);
    want[r] = want[r]! + 1;
  }
  const cap = yearOfPlentyCapacity(book, state, seat);
  if (cap === 0) return ruleError('bank-empty', 'The bank has nothing you can take.');
  if (take.length < cap) return ruleError('bad-take', `Take ${cap} resources.`);
  for (let r = 0; r < book.R; r++) {
    const n = want[r]!;
    if (n > state.bank[r]!) return ruleError('bank-short', `The bank does not have ${n} ${book.names[r]}.`);
    if (n > room(book, state, seat, r))
      return ruleError('over-limit', `You cannot hold ${n} more ${book.names[r]}.`);
  }
  spend(state, seat, YEAR_OF_PLENTY);
  for (let r = 0; r < book.R; r++) if (want[r]! > 0) fromBank(state, seat, r, want[r]!);
  events.push({
    text: `{p${seat}} played Year of Plenty: ${take.join(' and ')}.`,
    kind: 'yearOfPlenty',
    reveals: playedKey(state, seat, YEAR_OF_PLENTY),
  });
  return null;
}

/**
 * "{p0} played Monopoly on ore and took 3: 2 from {p1}, 1 from {p3}." (the others clockwise from the player), "…
 * and took none: nobody had ore.", and under a holding limit "… (4 held, the limit)." when others kept some.
 */
function monopolyText(
  book: RuleBook,
  state: CatanState,
  seat: number,
  r: number,
  gave: readonly number[],
): string {
  const name = book.names[r]!;
  const from: string[] = [];
  let taken = 0;
  let kept = false;
  for (let k = 1; k < state.seats; k++) {
    const s = (seat + k) % state.seats;
    if (gave[s]! > 0) from.push(`${gave[s]} from {p${s}}`);
    taken += gave[s]!;
    if (state.hands[s]![r]! > 0) kept = true;
  }
  const atLimit = kept ? ` (${book.rules.resources[r]!.limit} held, the limit)` : '';
  const head = `{p${seat}} played Monopoly on ${name} and took`;
  if (taken === 0) return kept ? `${head} none${atLimit}.` : `${head} none: nobody had ${name}.`;
  return `${head} ${taken}: ${from.join(', ')}${atLimit}.`;
}

export function applyMonopoly(
  book: RuleBook,
  state: CatanState,
  seat: number,
  action: ActionOf<'monopoly'>,
  events: Events,
): Refusal | null {
  const bad = refusePlay(state, seat, MONOPOLY);
  if (bad) return bad;
  const r = typeof action.resource === 'string' ? book.resIndex.get(action.resource) : undefined;
  if (r === undefined) return ruleError('bad-resource', `Name a resource: ${book.names.join(', ')}.`);
  spend(state, seat, MONOPOLY);
  // What each other seat gave: public, as everyone sees the cards move across the table.
  const gave = new Array<number>(state.seats).fill(0);
  const limit = book.rules.resources[r]!.limit;
  if (limit <= 0) {
    for (let s = 0; s < state.seats; s++) {
      if (s === seat) continue;
      const n = state.hands[s]![r]!;
      if (n > 0) transfer(state, s, seat, r, n);
      gave[s] = n;
    }
  } else {
    // A holding limit: one at a time, from the next player clockwise, round after round.
    let progress = true;
    while (progress && room(book, state, seat, r) > 0) {
      progress = false;
      for (let k = 1; k < state.seats && room(book, state, seat, r) > 0; k++) {
        const s = (seat + k) % state.seats;
        if (state.hands[s]![r]! > 0) {
          transfer(state, s, seat, r, 1);
          gave[s] = gave[s]! + 1;
          progress = true;
        }
      }
    }
  }
  events.push({
    text: monopolyText(book, state, seat, r, gave),
    kind: 'monopoly',
    reveals: playedKey(state, seat, MONOPOLY),
  });
  return null;
}
