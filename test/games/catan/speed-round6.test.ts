/**
 * Issue 16 (engine speed, round 6): what this round keeps instead of making again gives exactly what was
 * made fresh before — the amounts of the rule book's frozen offer bundles against `parseBundle`, and the
 * random bot's judgement of each offer against the plain parse.
 */
import { describe, expect, it } from 'vitest';
import { SEEDED_GAMES, everyState } from './seededStates';
import { Listing, legalOffers } from '../../../src/games/catan/legal';
import { bundleAmounts, parseBundle } from '../../../src/games/catan/ruleBook';
import { offerWorthMaking, worthOffering } from '../../../src/games/catan/trade';
import type { ActionOf } from '../../../src/games/catan/types';

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
