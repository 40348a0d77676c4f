/**
 * Issue 16 (engine speed, round 6): what this round keeps instead of making again gives exactly what was
 * made fresh before — the amounts of the rule book's frozen offer bundles against `parseBundle`, the random
 * bot's judgement of each offer against the plain parse, and the kept words of each spot against words made
 * from the board at every step of seeded games, on boards edited from outside too.
 */
import { describe, expect, it } from 'vitest';
import { SEEDED_GAMES, everyState } from './seededStates';
import { catan } from '../../../src/games/catan';
import {
  EDGES,
  EDGE_COUNT,
  EDGE_NAMES,
  NODE_COUNT,
  NODE_HEXES,
  NODE_NAMES,
} from '../../../src/games/catan/board';
import { Listing, legalOffers } from '../../../src/games/catan/legal';
import { bundleAmounts, parseBundle } from '../../../src/games/catan/ruleBook';
import { offerWorthMaking, worthOffering } from '../../../src/games/catan/trade';
import type { ActionOf, CatanState } from '../../../src/games/catan/types';
import { KeptSpotWords, edgeWords, hexLabel, nodeWords } from '../../../src/games/catan/words';

const GAMES = SEEDED_GAMES;

describe("the amounts of the rule book's offer bundles, parsed once", () => {
  for (const game of GAMES)
    it(`${game.name}: are what parseBundle gives, frozen, and only for the book's own bundles`, () => {
      const { book } = game;
      let kept = 0;
      for (const row of book.acts.offer)
        for (const offer of row) {
          const { give, get } = offer as ActionOf<'offer'>;
          for (const bundle of [give, get]) {
            const amounts = bundleAmounts(book, bundle);
            expect(amounts).toEqual(parseBundle(book, bundle));
            expect(Object.isFrozen(amounts)).toBe(true);
            expect(book.parsedBundles.get(bundle)).toBe(amounts);
            // An equal bundle of another's making is parsed afresh (a new array, not the kept one).
            const copy = { ...bundle };
            expect(book.parsedBundles.has(copy)).toBe(false);
            expect(bundleAmounts(book, copy)).toEqual(amounts);
            expect(bundleAmounts(book, copy)).not.toBe(amounts);
            kept++;
          }
        }
      expect(kept).toBe(2 * book.R * book.R);
      // Raw input still gets parseBundle's refusals.
      expect(bundleAmounts(book, 'ore')).toBe(parseBundle(book, 'ore'));
      expect(bundleAmounts(book, null)).toBe(parseBundle(book, null));
      expect(bundleAmounts(book, { gold: 1 })).toBe(parseBundle(book, { gold: 1 }));
    });

  for (const game of GAMES)
    it(`${game.name}: judge each listed offer as the plain parse does, at every step of seeded games`, () => {
      const { book } = game;
      const offers = new Listing();
      let judged = 0;
      let worth = 0;
      everyState(game, 'round6', 4, (state) => {
        if (state.phase !== 'main' || state.trade) return;
        const seat = state.current;
        offers.start();
        legalOffers(book, state, seat, offers);
        for (let i = 0; i < offers.n; i++) {
          const o = offers.items[i] as ActionOf<'offer'>;
          const give = parseBundle(book, o.give) as number[];
          const get = parseBundle(book, o.get) as number[];
          const plain = worthOffering(book, state, seat, give, get);
          expect(offerWorthMaking(book, state, seat, o)).toBe(plain);
          judged++;
          if (plain) worth++;
        }
      });
      expect(judged).toBeGreaterThan(1000);
      expect(worth).toBeGreaterThan(100);
      expect(worth).toBeLessThan(judged);
    });

  it('an offer made leaves fresh terms in the state, never a kept array', () => {
    const game = GAMES[0]!;
    let offersMade = 0;
    everyState(game, 'round6', 6, (state) => {
      const trade = state.trade;
      if (!trade) return;
      for (const row of game.book.acts.offer)
        for (const offer of row) {
          const { give, get } = offer as ActionOf<'offer'>;
          for (const kept of [game.book.parsedBundles.get(give), game.book.parsedBundles.get(get)]) {
            expect(trade.give).not.toBe(kept);
            expect(trade.get).not.toBe(kept);
          }
        }
      expect(Object.isFrozen(trade.give)).toBe(false);
      offersMade++;
    });
    expect(offersMade).toBeGreaterThan(20);
  });
});

type KindOf = (state: CatanState, hex: number) => string;
/** Base Catan's kind of hex (its terrain), typed for any state. */
const terrainKind = catan.rules.hexKind as unknown as KindOf;

/** A spot's words made from the board, as `nodeWords` and `edgeWords` made them before they were kept. */
function plainNodeWords(
  state: CatanState,
  node: number,
  kindOf: (s: CatanState, h: number) => string,
): string {
  return `${NODE_NAMES[node]} (${NODE_HEXES[node]!.map((h) => hexLabel(state, h, kindOf)).join(' · ')})`;
}
function plainEdgeWords(
  state: CatanState,
  edge: number,
  kindOf: (s: CatanState, h: number) => string,
): string {
  const sides = EDGES[edge]!.hexes.map((h) => hexLabel(state, h, kindOf));
  if (sides.length < 2) sides.push('sea');
  return `${EDGE_NAMES[edge]} (${sides.join(' · ')})`;
}

describe('the kept words of each spot', () => {
  for (const game of GAMES)
    it(`${game.name}: are the words made from the board, for every spot at every step of seeded games`, () => {
      const kindOf = game.book.rules.hexKind as KindOf;
      let named = 0;
      everyState(game, 'round6', 3, (state) => {
        for (let n = 0; n < NODE_COUNT; n++)
          expect(nodeWords(state, n, kindOf)).toBe(plainNodeWords(state, n, kindOf));
        for (let e = 0; e < EDGE_COUNT; e++)
          expect(edgeWords(state, e, kindOf)).toBe(plainEdgeWords(state, e, kindOf));
        named++;
      });
      expect(named).toBeGreaterThan(500);
    });

  it('follow a board edited from outside: another game, a terrain, a number or a kind changed', () => {
    const a = catan.setup(4, catan.optionsSchema.parse({ map: 'variable' }), 'words-a') as CatanState;
    const b = catan.setup(4, catan.optionsSchema.parse({ map: 'variable' }), 'words-b') as CatanState;
    const kindOf = terrainKind;
    const all = (s: CatanState) => {
      for (let n = 0; n < NODE_COUNT; n++) expect(nodeWords(s, n, kindOf)).toBe(plainNodeWords(s, n, kindOf));
      for (let e = 0; e < EDGE_COUNT; e++) expect(edgeWords(s, e, kindOf)).toBe(plainEdgeWords(s, e, kindOf));
    };
    expect(NODE_NAMES.some((_, n) => plainNodeWords(a, n, kindOf) !== plainNodeWords(b, n, kindOf))).toBe(
      true,
    );
    all(a);
    all(b);
    all(a);
    const hex = NODE_HEXES[41 - 1]![0]!;
    a.numbers[hex] = a.numbers[hex] === 6 ? 8 : 6;
    all(a);
    a.terrain[hex] = (a.terrain[hex]! + 1) % 5;
    all(a);
    // Another kind of the same hex (a scenario's cover) is other words.
    const covered: KindOf = (s, h) => (h === hex ? 'oil spring' : kindOf(s, h));
    expect(nodeWords(a, 40, covered)).toBe(plainNodeWords(a, 40, covered));
    expect(nodeWords(a, 40, kindOf)).toBe(plainNodeWords(a, 40, kindOf));
  });

  it('are made once per spot while its hexes read the same, and again when one changes', () => {
    const state = catan.setup(4, catan.optionsSchema.parse({}), 'words-made') as CatanState;
    const kindOf = terrainKind;
    const made: number[] = [];
    const words = new KeptSpotWords(NODE_HEXES, (s, node, k) => {
      made.push(node);
      return plainNodeWords(s as CatanState, node, k as KindOf);
    });
    for (let round = 0; round < 3; round++)
      for (let n = 0; n < NODE_COUNT; n++)
        expect(words.get(state, n, kindOf)).toBe(plainNodeWords(state, n, kindOf));
    expect(made.length).toBe(NODE_COUNT);
    const hex = NODE_HEXES[40]![0]!;
    state.numbers[hex] = state.numbers[hex] === 6 ? 8 : 6;
    made.length = 0;
    for (let n = 0; n < NODE_COUNT; n++)
      expect(words.get(state, n, kindOf)).toBe(plainNodeWords(state, n, kindOf));
    // Only the intersections around the changed hex are made again.
    const around = Array.from({ length: NODE_COUNT }, (_, n) => n).filter((n) =>
      NODE_HEXES[n]!.includes(hex),
    );
    expect(made).toEqual(around);
    expect(around.length).toBe(6);
  });
});
