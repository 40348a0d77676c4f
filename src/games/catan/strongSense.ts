/**
 * What the strong bot may know. It never looks at another seat's secrets: before thinking it replaces them
 * with a sample drawn from its own rng, consistent with the public counts. From a seat's view:
 * - other seats' resource cards: the cards nobody shows (the bank's start minus the bank now, minus the
 *   seat's own hand, minus what is out of the game) are dealt to the others by their public card counts;
 * - other seats' development cards and the deck: the cards not yet played face up and not in the seat's own
 *   hand are shuffled and dealt by the public counts (held, and bought this turn), the rest is the deck;
 * - the game's rng (the future dice, draws and steals): replaced by one seeded from the bot's rng.
 * Everything else in the state is public (the view shows it). The sample is computed from public numbers
 * only, so the real hidden cards cannot change it.
 */
import type { Rng } from '../rng';
import { DEV_COUNTS } from './data';
import type { Rules } from './ruleBook';
import { ANSWER_ACCEPTED, ANSWER_COUNTERED, type CatanState, type TradeOffer } from './types';

const rows = (a: readonly (readonly number[])[]): number[][] => a.map((r) => r.slice());

function cloneTrade(t: TradeOffer | null): TradeOffer | null {
  if (!t) return null;
  return {
    give: t.give.slice(),
    get: t.get.slice(),
    answers: t.answers.slice(),
    counters: t.counters.map((c) => (c ? { give: c.give.slice(), get: c.get.slice() } : null)),
  };
}

/** A deep copy of a state (plain JSON): the search applies moves to copies, never to the real state. */
export function cloneState<S extends CatanState<unknown>>(s: S): S {
  return {
    ...s,
    options: { ...s.options },
    terrain: s.terrain.slice(),
    numbers: s.numbers.slice(),
    harbors: s.harbors.slice(),
    nodeOwner: s.nodeOwner.slice(),
    nodeLevel: s.nodeLevel.slice(),
    edgeOwner: s.edgeOwner.slice(),
    hands: rows(s.hands),
    bank: s.bank.slice(),
    devDeck: s.devDeck.slice(),
    devHand: rows(s.devHand),
    devNew: rows(s.devNew),
    devPlayed: rows(s.devPlayed),
    settlementsLeft: s.settlementsLeft.slice(),
    citiesLeft: s.citiesLeft.slice(),
    roadsLeft: s.roadsLeft.slice(),
    roadLength: s.roadLength.slice(),
    vp: s.vp.slice(),
    lastRoll: s.lastRoll ? s.lastRoll.slice() : null,
    discardOwed: s.discardOwed.slice(),
    trade: cloneTrade(s.trade),
    last: s.last ? { ...s.last } : null,
    result: s.result ? { ...s.result, winners: s.result.winners.slice() } : null,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    ext: s.ext === null || typeof s.ext !== 'object' ? s.ext : (JSON.parse(JSON.stringify(s.ext)) as unknown),
  };
}

/** What the bot's sense of the rules needs: the resources (bank size, public or not) and what is out of play. */
export type SenseRules = Pick<Rules, 'resources' | 'outOfGame'>;

function shuffle(a: number[], rng: Rng): void {
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
}

/** Take one card from `pool` (counts per kind) at random, weighted by count; -1 when empty. */
function drawFrom(pool: number[], rng: Rng): number {
  let total = 0;
  for (const n of pool) total += Math.max(0, n);
  if (total === 0) return -1;
  let k = rng.int(total);
  for (let r = 0; r < pool.length; r++) {
    const n = Math.max(0, pool[r]!);
    if (k < n) {
      pool[r] = n - 1;
      return r;
    }
    k -= n;
  }
  return -1;
}

/** The cards `o`'s answer to the open offer shows it holds: what the offer asks for, or what its counter gives. */
function shownByAnswer(state: CatanState<unknown>, o: number): readonly number[] | null {
  const t = state.trade;
  if (!t) return null;
  const answer = t.answers[o];
  if (answer === ANSWER_ACCEPTED) return t.get;
  if (answer === ANSWER_COUNTERED) return t.counters[o]?.give ?? null;
  return null;
}

/**
 * A copy of `state` as `seat` may imagine it: the others' hidden cards, the deck order and the rng are a
 * sample drawn from `rng`, consistent with everything public. Only the seat's own secrets are kept.
 */
export function determinize<S extends CatanState<unknown>>(
  rules: SenseRules,
  state: S,
  seat: number,
  rng: Rng,
): S {
  const s = cloneState(state);
  const R = rules.resources.length;
  // Resource cards: the unseen pool per hidden resource, from public numbers and the seat's own hand.
  const pool = new Array<number>(R).fill(0);
  for (let r = 0; r < R; r++) {
    const spec = rules.resources[r]!;
    if (spec.public) continue;
    pool[r] = spec.bank - state.bank[r]! - state.hands[seat]![r]! - rules.outOfGame(state, r);
  }
  // How many hidden cards each other seat holds; the cards its answer to the open offer showed it holds are
  // dealt first (the rules let nobody accept or counter with cards they lack), so a sample never has Ben
  // without the ore everyone saw him agree to give — else the bot withdrew offers Ben had accepted.
  const counts = new Array<number>(s.seats).fill(0);
  for (let o = 0; o < s.seats; o++) {
    if (o === seat) continue;
    const hand = s.hands[o]!;
    for (let r = 0; r < R; r++) {
      if (rules.resources[r]!.public) continue;
      counts[o]! += hand[r]!;
      hand[r] = 0;
    }
    const shown = shownByAnswer(state, o);
    if (!shown) continue;
    for (let r = 0; r < R; r++) {
      if (rules.resources[r]!.public) continue;
      const k = Math.min(shown[r]!, pool[r]!, counts[o]!);
      if (k <= 0) continue;
      hand[r] = k;
      pool[r]! -= k;
      counts[o]! -= k;
    }
  }
  for (let o = 0; o < s.seats; o++) {
    if (o === seat) continue;
    const hand = s.hands[o]!;
    const count = counts[o]!;
    for (let i = 0; i < count; i++) {
      // An inconsistent pool (never in a real game) falls back to a uniform card, so counts stay right.
      let r = drawFrom(pool, rng);
      if (r < 0) {
        do r = rng.int(R);
        while (rules.resources[r]!.public);
      }
      hand[r] = hand[r]! + 1;
    }
  }
  // Development cards: the unseen ones (not played face up, not the seat's own), shuffled.
  const unseen: number[] = [];
  DEV_COUNTS.forEach((n, k) => {
    let left = n - state.devHand[seat]![k]!;
    for (let p = 0; p < state.seats; p++) left -= state.devPlayed[p]![k]!;
    for (let i = 0; i < left; i++) unseen.push(k);
  });
  shuffle(unseen, rng);
  for (let o = 0; o < s.seats; o++) {
    if (o === seat) continue;
    const held = state.devHand[o]!.reduce((a, b) => a + b, 0);
    const fresh = state.devNew[o]!.reduce((a, b) => a + b, 0);
    const hand = new Array<number>(DEV_COUNTS.length).fill(0);
    const bought = new Array<number>(DEV_COUNTS.length).fill(0);
    for (let i = 0; i < held; i++) {
      const k = unseen.pop() ?? rng.int(DEV_COUNTS.length);
      hand[k] = hand[k]! + 1;
      if (i < fresh) bought[k] = bought[k]! + 1;
    }
    s.devHand[o] = hand;
    s.devNew[o] = bought;
  }
  const deckSize = state.devDeck.length;
  s.devDeck = unseen.slice(0, deckSize);
  while (s.devDeck.length < deckSize) s.devDeck.push(rng.int(DEV_COUNTS.length));
  // The future: dice, draws and steals come from the bot's own rng from here on.
  s.rng = [rng.int(4294967296), rng.int(4294967296), rng.int(4294967296), rng.int(4294967296)];
  return s;
}
