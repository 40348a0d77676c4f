/** A fresh game: the map (beginner or variable), the bank, the shuffled development deck, the first player. */
import { Rng, seedRng } from '../rng';
import { EDGE_COUNT, HEX_COUNT, HEX_NEIGHBORS, NODE_COUNT, hexIndex } from './board';
import {
  BEGINNER_HARBORS,
  BEGINNER_HEXES,
  DESERT,
  DEV_CARDS,
  DEV_COUNTS,
  HARBOR_KINDS,
  PIECES,
  SPIRAL_CENTRE,
  SPIRAL_INNER,
  SPIRAL_OUTER,
  SPIRAL_TOKENS,
  TERRAIN_COUNTS,
} from './data';
import type { CatanRules } from './rules';
import type { CatanOptions, CatanState } from './types';

export interface MapLayout {
  terrain: number[];
  numbers: number[];
  harbors: number[];
}

export function beginnerMap(): MapLayout {
  return {
    terrain: packed(BEGINNER_HEXES, ([t]) => t),
    numbers: packed(BEGINNER_HEXES, ([, n]) => n),
    harbors: [...BEGINNER_HARBORS],
  };
}

function rotate<T>(items: readonly T[], k: number): T[] {
  return [...items.slice(k), ...items.slice(0, k)];
}

/** Whether two hexes carrying a 6 or an 8 touch. */
export function redNumbersAdjacent(numbers: readonly number[]): boolean {
  for (let h = 0; h < HEX_COUNT; h++) {
    const n = numbers[h];
    if (n !== 6 && n !== 8) continue;
    for (const o of HEX_NEIGHBORS[h]!) {
      const m = numbers[o];
      if (m === 6 || m === 8) return true;
    }
  }
  return false;
}

/** The variable map: shuffled terrain, tokens by spiral (from a random corner) or random without adjacent 6/8. */
export function variableMap(options: CatanOptions, rng: Rng): MapLayout {
  const terrain: number[] = [];
  TERRAIN_COUNTS.forEach((count, t) => {
    for (let i = 0; i < count; i++) terrain.push(t);
  });
  rng.shuffle(terrain);
  const numbers = new Array<number>(HEX_COUNT).fill(0);
  if (options.numbers === 'spiral') {
    const k = rng.int(6);
    const order = [...rotate(SPIRAL_OUTER, 2 * k), ...rotate(SPIRAL_INNER, k), SPIRAL_CENTRE].map(hexIndex);
    let token = 0;
    for (const h of order) {
      if (terrain[h] === DESERT) continue;
      numbers[h] = SPIRAL_TOKENS[token++]!;
    }
  } else {
    const land = terrain.flatMap((t, h) => (t === DESERT ? [] : [h]));
    const tokens = [...SPIRAL_TOKENS];
    do {
      rng.shuffle(tokens);
      numbers.fill(0);
      land.forEach((h, i) => (numbers[h] = tokens[i]!));
    } while (redNumbersAdjacent(numbers));
  }
  const harbors = options.shuffleHarbors ? rng.shuffle([...HARBOR_KINDS]) : [...BEGINNER_HARBORS];
  return { terrain, numbers, harbors };
}

/**
 * `n` copies of the small integer `v` in a packed array of small integers (`new Array(n).fill(v)` makes a holey
 * one, which every read then checks for holes; states read back from JSON are packed, so the engine's hot paths
 * see one kind). Numbers only: V8 remembers, for the array literal below, the most general element any array
 * made there ever held, and makes every later one that general from the start. When the trade's counters were
 * `filled(seats, null)`, every hand, owner table and count made after the first offer held tagged values
 * instead of small integers, and each read of them checked for both.
 */
export function filled(n: number, v: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(v);
  return out;
}

/**
 * A number of each of `items`, in a packed array of small integers made by a loop: `Array.prototype.map` made
 * packed arrays until V8 optimized the function calling it, and holey ones after (a board's numbers from the
 * ~850th game set up, the bank from the ~2,000th), so the engine's reads of them, compiled for the first kind,
 * were thrown away and compiled again for both. Numbers only, as `filled`.
 */
function packed<T>(items: readonly T[], f: (item: T) => number): number[] {
  const out: number[] = [];
  for (let i = 0; i < items.length; i++) out.push(f(items[i]!));
  return out;
}

export function createState<X>(
  rules: CatanRules<X, unknown>,
  seats: number,
  options: CatanOptions,
  seed: string,
): CatanState<X> {
  const rngState = seedRng(seed);
  const rng = new Rng(rngState);
  const map = options.map === 'variable' ? variableMap(options, rng) : beginnerMap();
  const R = rules.resources.length;
  const D = DEV_CARDS.length;
  const deck: number[] = [];
  DEV_COUNTS.forEach((count, card) => {
    for (let i = 0; i < count; i++) deck.push(card);
  });
  rng.shuffle(deck);
  const perSeat = (n: number): number[][] => {
    const rows: number[][] = [];
    for (let s = 0; s < seats; s++) rows.push(filled(n, 0));
    return rows;
  };
  const fill = (v: number): number[] => filled(seats, v);
  // A small integer, not the draw as it comes: until V8 optimizes the Rng, a draw whose 32 bits were 2^30 or
  // more is a heap number, and then `current` and `startSeat` hold boxed numbers (in the bundled bench loop a
  // state of the 1,200th game still did), which the reads of whose turn it is must unbox (speed-round9b.test.ts).
  const startSeat = rng.int(seats) | 0;
  const state: CatanState<X> = {
    seats,
    options,
    terrain: map.terrain,
    numbers: map.numbers,
    harbors: map.harbors,
    robber: map.terrain.indexOf(DESERT),
    nodeOwner: filled(NODE_COUNT, -1),
    nodeLevel: filled(NODE_COUNT, 0),
    edgeOwner: filled(EDGE_COUNT, -1),
    hands: perSeat(R),
    bank: packed(rules.resources, (r) => r.bank),
    devDeck: deck,
    devHand: perSeat(D),
    devNew: perSeat(D),
    devPlayed: perSeat(D),
    settlementsLeft: fill(PIECES.settlements),
    citiesLeft: fill(PIECES.cities),
    roadsLeft: fill(PIECES.roads),
    roadLength: fill(0),
    longestRoad: -1,
    largestArmy: -1,
    vp: fill(0),
    phase: 'setup',
    current: startSeat,
    startSeat,
    setupStep: 0,
    setupNode: -1,
    turn: 0,
    lastRoll: null,
    rolled: false,
    devPlayedThisTurn: false,
    discardOwed: fill(0),
    freeRoads: 0,
    trade: null,
    offersThisTurn: 0,
    last: null,
    result: null,
    rng: rngState,
    ext: null as X,
    // Here from the start, though undefined (JSON leaves it out, so saved games and fingerprints are the same),
    // and set back to undefined rather than deleted: a key added by the first refused offer and deleted when
    // it was forgotten gave a game's state two hidden classes, and every engine function that reads the state
    // then checked for both (the state had one or the other in a third of the steps). With one, 10–20 % more
    // games a second by turns.
    refusedOffers: undefined,
  };
  state.ext = rules.initExt(state, rng);
  return state;
}

/** The seat placing at set-up step `step` (snake order: round 1 clockwise from the first player, round 2 back). */
export function setupSeat(startSeat: number, seats: number, step: number): number {
  const k = step < seats ? step : 2 * seats - 1 - step;
  return (startSeat + k) % seats;
}
