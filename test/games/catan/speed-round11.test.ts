/**
 * Issue 16 (engine speed, round 11): the random bot, when it thinks of a domestic offer, lists only the 1-for-1
 * offers worth making (`worthOffers`), finding once per seat, as bits, what `publicShortfall` would ask of it for
 * every offer. They are the offers `legalOffers` lists that `offerWorthMaking` approves, in the same order, for
 * every seat at every step of seeded Catan and Oil Springs games (oil is public and limited, so both of the
 * shortfall's public cases are met), on hands written from outside, and with offers the table refused lately;
 * and the bot makes the same pick with the same draws as when it filtered the listing.
 */
import { describe, expect, it } from 'vitest';
import { SEEDED_GAMES, everyState, samePicks } from './seededStates';
import { makeRandomBot } from '../../../src/games/catan/bots';
import { collectLegalStepwise, legalOffers, worthOffers } from '../../../src/games/catan/legal';
import type { RuleBook } from '../../../src/games/catan/ruleBook';
import { offerWorthMaking } from '../../../src/games/catan/trade';
import type { ActionOf, CatanAction, CatanState } from '../../../src/games/catan/types';
import { Rng } from '../../../src/games/rng';

/** The offers worth making as before this round: the listing, each offer's bundles parsed and judged. */
function worthAsBefore(book: RuleBook, state: CatanState, seat: number): CatanAction[] {
  const listed: CatanAction[] = [];
  legalOffers(book, state, seat, listed);
  return listed.filter((o) => offerWorthMaking(book, state, seat, o as ActionOf<'offer'>));
}

function worthNow(book: RuleBook, state: CatanState, seat: number): CatanAction[] {
  const out: CatanAction[] = [];
  worthOffers(book, state, seat, out);
  return out;
}

/** Compares the offers for every seat of `state`; adds to `tally` the offers worth making and those cut. */
function compareSeats(book: RuleBook, state: CatanState, tally: { offers: number; cut: number }): void {
  for (let s = 0; s < state.seats; s++) {
    const want = worthAsBefore(book, state, s);
    expect(worthNow(book, state, s)).toEqual(want);
    const listed: CatanAction[] = [];
    legalOffers(book, state, s, listed);
    tally.offers += want.length;
    tally.cut += listed.length - want.length;
  }
}

describe('the offers worth making', () => {
  for (const game of SEEDED_GAMES)
    it(`${game.name}: are the listed offers offerWorthMaking approves, in order, for every seat at every step`, () => {
      const tally = { offers: 0, cut: 0 };
      let refusedSeen = 0;
      everyState(game, 'round11', 6, (state) => {
        if (state.phase === 'setup' || state.phase === 'over') return;
        if (state.refusedOffers) refusedSeen++;
        compareSeats(game.book, state, tally);
      });
      expect(tally.offers).toBeGreaterThan(5000);
      // Some listed offers are not worth making (nobody may take them, or the table refused them lately).
      expect(tally.cut).toBeGreaterThan(100);
      expect(refusedSeen).toBeGreaterThan(20);
    });

  for (const game of SEEDED_GAMES)
    it(`${game.name}: are the same on hands written from outside (empty hands, full ones, oil at its limit)`, () => {
      const rng = Rng.fromSeed('round11-hands');
      const tally = { offers: 0, cut: 0 };
      everyState(game, 'round11-hands', 2, (played) => {
        if (played.phase === 'setup' || played.phase === 'over') return;
        const state = structuredClone(played);
        for (const hand of state.hands)
          for (let r = 0; r < hand.length; r++) hand[r] = rng.int(3) === 0 ? 0 : rng.int(6);
        compareSeats(game.book, state, tally);
      });
      expect(tally.offers).toBeGreaterThan(1000);
      expect(tally.cut).toBeGreaterThan(100);
    });
});

/** The random bot's main-moment pick as before this round: builds first, else rarely an offer worth making. */
function mainPickAsBefore(book: RuleBook, state: CatanState, seat: number, rng: Rng): CatanAction {
  const legal: CatanAction[] = [];
  collectLegalStepwise(book, state, seat, legal, false);
  const builds = legal.filter((a) => a.type === 'settlement' || a.type === 'city');
  if (builds.length > 0) return builds[rng.int(builds.length)]!;
  if (state.offersThisTurn === 0 && rng.float() < 0.05) {
    const worth = worthAsBefore(book, state, seat);
    if (worth.length > 0) return worth[rng.int(worth.length)]!;
  }
  return legal[rng.int(legal.length)]!;
}

describe("the random bot's offers", () => {
  for (const game of SEEDED_GAMES)
    it(`${game.name}: the main-moment pick is the one from the filtered listing, with the same draws`, () => {
      const bot = makeRandomBot(game.book);
      const draws = Rng.fromSeed('round11-draws');
      let offers = 0;
      everyState(game, 'round11', 4, (state) => {
        if (state.phase !== 'main' || state.trade) return;
        const asBefore = (st: CatanState, seat: number, rng: Rng) =>
          mainPickAsBefore(game.book, st, seat, rng);
        for (const pick of samePicks(state, state.current, draws, 8, bot, asBefore))
          if (pick.type === 'offer') offers++;
      });
      expect(offers).toBeGreaterThan(30);
    });
});
