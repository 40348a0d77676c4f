/**
 * What everyone can see a Catan or Oil Springs player cannot pay is worked out once, by the engine's
 * `publicShortfall` (src/games/catan/economy.ts), and worded by its two users: the engine's
 * `publicReasonCannotTake` (a player not asked to answer an offer: "holds 1 card") and the presenter's
 * `publicCannotPay` (a public button greyed: "needs 5 cards, holds 3"). Here both answer the same questions on
 * many hands, and must agree on who cannot pay and why.
 */
import { describe, expect, it } from 'vitest';
import { catan } from '../../src/games/catan';
import { publicShortfall } from '../../src/games/catan/economy';
import { compileRuleBook, type Rules } from '../../src/games/catan/ruleBook';
import { publicReasonCannotTake } from '../../src/games/catan/trade';
import type { CatanState } from '../../src/games/catan/types';
import { Rng } from '../../src/games/rng';
import { oilSprings } from '../../src/games/oil-springs';
import { publicCannotPay } from '../../src/discord/presenters/catan-public';

describe.each([
  { name: 'catan', module: catan },
  { name: 'oil-springs', module: oilSprings },
])('what the public can see $name players cannot pay', ({ module }) => {
  const book = compileRuleBook(module.rules as unknown as Rules);
  const none = book.names.map(() => 0);
  /** A cost as the engine reads it (by resource index) from the presenter's record. */
  const asArray = (cost: Readonly<Record<string, number>>) => book.names.map((n) => cost[n] ?? 0);

  it('the engine and the presenter agree on every cost, for many hands', () => {
    const rng = Rng.fromSeed('public-shortfall');
    const state = module.setup(4, module.optionsSchema.parse({}), 'public-shortfall') as CatanState;
    let cannot = 0;
    let can = 0;
    let short = 0; // of a public resource (Oil Springs' oil)
    for (let i = 0; i < 60; i++) {
      for (let s = 0; s < 4; s++) state.hands[s] = book.names.map(() => rng.int(3));
      const view = module.view(state as never, null);
      for (let s = 0; s < 4; s++) {
        for (const cost of Object.values(module.design.costs)) {
          const engine = publicReasonCannotTake(book, state, s, asArray(cost), none);
          const presenter = publicCannotPay(view, s, { ...cost })?.text ?? null;
          if (engine === null) {
            expect(presenter).toBeNull();
            can++;
            continue;
          }
          cannot++;
          // The same lack, in each one's words: a public resource held short, or too few cards in all.
          const oil = /^holds (\d+) (\w+)$/.exec(engine);
          const cards = /^holds (\d+) cards?$/.exec(engine);
          const secret = book.names.reduce((n, r, i) => (book.open[i] ? n : n + (cost[r] ?? 0)), 0);
          if (cards)
            expect(presenter).toBe(`needs ${secret} card${secret === 1 ? '' : 's'}, holds ${cards[1]}`);
          else {
            expect(presenter).toBe(`needs ${cost[oil![2]!]! - Number(oil![1])} ${oil![2]} more`);
            short++;
          }
        }
      }
    }
    // Both answers were met often, and a public resource short wherever the game has one.
    expect(can).toBeGreaterThan(30);
    expect(cannot).toBeGreaterThan(30);
    expect(short > 0).toBe(book.open.includes(true));
  });

  it('only public counts decide: swapping which secret cards a hand holds changes neither answer', () => {
    const state = module.setup(4, module.optionsSchema.parse({}), 'public-shortfall') as CatanState;
    const city = module.design.costs.city!;
    state.hands[1] = book.names.map((_, r) => (book.open[r] ? 0 : r === 0 ? 4 : 0)); // 4 lumber
    const before = [
      publicReasonCannotTake(book, state, 1, asArray(city), none),
      publicCannotPay(module.view(state as never, null), 1, { ...city })?.text,
    ];
    state.hands[1] = book.names.map((_, r) => (book.open[r] ? 0 : r === 4 ? 4 : 0)); // 4 ore
    expect([
      publicReasonCannotTake(book, state, 1, asArray(city), none),
      publicCannotPay(module.view(state as never, null), 1, { ...city })?.text,
    ]).toEqual(before);
    expect(before).toEqual(['holds 4 cards', 'needs 5 cards, holds 4']);
  });
});

describe('publicShortfall', () => {
  const open = [false, false, true]; // two secret resources, one public
  it('reads a public resource held short first, then its room, then the count of secret cards', () => {
    expect(publicShortfall(open, [0, 0, 1], 1, [2, 0, 2])).toEqual({ lacks: 'resource', r: 2 });
    expect(publicShortfall(open, [0, 0, 2], 1, [2, 0, 2])).toEqual({ lacks: 'cards', asked: 2 });
    expect(publicShortfall(open, [0, 0, 2], 2, [1, 1, 2])).toBeNull();
    // Room under a holding limit counts only for what is given, and only when a limit is named.
    expect(publicShortfall(open, [0, 0, 3], 0, [0, 0, 0], [0, 0, 2], [0, 0, 4])).toEqual({
      lacks: 'room',
      r: 2,
    });
    expect(publicShortfall(open, [0, 0, 2], 0, [0, 0, 0], [0, 0, 2], [0, 0, 4])).toBeNull();
    expect(publicShortfall(open, [0, 0, 3], 0, [0, 0, 0], [0, 0, 2], [0, 0, 0])).toBeNull();
    // A secret resource's own count is never read (only the total `hidden` is public).
    expect(publicShortfall(open, [9, 9, 0], 0, [1, 0, 0])).toEqual({ lacks: 'cards', asked: 1 });
  });
});
