/**
 * Issue 16 (engine speed, round 7): the random bot, in base Catan's main moment, lists its settlements and
 * cities first and the rest only when there are none, and takes a roll that is the only action listed without
 * listing it. The two partial listings give exactly the whole listing's builds and the whole listing, the
 * roll is alone exactly when the listing says so, and the bot takes the same action with the same draws as
 * when it drew from the whole listing, at every step of seeded Catan and Oil Springs games.
 */
import { describe, expect, it } from 'vitest';
import { SEEDED_GAMES, everyState, samePicks } from './seededStates';
import { makeRandomBot } from '../../../src/games/catan/bots';
import {
  collectLegalStepwise,
  collectMainBuilds,
  collectMainWithoutBuilds,
  legalOffers,
  onlyRollListed,
} from '../../../src/games/catan/legal';
import type { RuleBook } from '../../../src/games/catan/ruleBook';
import { offerWorthMaking } from '../../../src/games/catan/trade';
import type { ActionOf, CatanAction, CatanState } from '../../../src/games/catan/types';
import { Rng } from '../../../src/games/rng';

const isBuild = (a: CatanAction) => a.type === 'settlement' || a.type === 'city';

/** Everything `seat` may do, as the moment's steps list it one by one, without domestic offers. */
function wholeListing(book: RuleBook, state: CatanState, seat: number): CatanAction[] {
  const whole: CatanAction[] = [];
  collectLegalStepwise(book, state, seat, whole, false);
  return whole;
}

describe("base Catan's main listing, builds first", () => {
  for (const game of SEEDED_GAMES)
    it(`${game.name}: the builds alone, then the rest, are the whole listing (only in base Catan's main moment)`, () => {
      let split = 0;
      let builds = 0;
      everyState(game, 'round7', 4, (state) => {
        for (let s = 0; s < state.seats; s++) {
          const whole = wholeListing(game.book, state, s);
          const first: CatanAction[] = [];
          const fused = collectMainBuilds(game.book, state, s, first);
          const wanted =
            game.name === 'catan' && state.phase === 'main' && !state.trade && s === state.current;
          expect(fused).toBe(wanted);
          if (!fused) {
            expect(first).toEqual([]);
            continue;
          }
          split++;
          expect(first).toEqual(whole.filter(isBuild));
          builds += first.length;
          if (first.length > 0) continue;
          const rest: CatanAction[] = [];
          collectMainWithoutBuilds(game.book, state, s, rest);
          expect(rest).toEqual(whole);
        }
      });
      if (game.name === 'catan') {
        expect(split).toBeGreaterThan(300);
        expect(builds).toBeGreaterThan(30);
      }
    });
});

/** The random bot's main-moment pick as it was before this round: from the whole listing, builds first. */
function mainPickAsBefore(book: RuleBook, state: CatanState, seat: number, rng: Rng): CatanAction {
  const legal = wholeListing(book, state, seat);
  const builds = legal.filter(isBuild);
  if (builds.length > 0) return builds[rng.int(builds.length)]!;
  if (state.offersThisTurn === 0 && rng.float() < 0.05) {
    const offers: CatanAction[] = [];
    legalOffers(book, state, seat, offers);
    const worth = offers.filter((o) => offerWorthMaking(book, state, seat, o as ActionOf<'offer'>));
    if (worth.length > 0) return worth[rng.int(worth.length)]!;
  }
  return legal[rng.int(legal.length)]!;
}

describe("the random bot's main-moment pick", () => {
  it('is the pick from the whole listing, with the same draws', () => {
    const game = SEEDED_GAMES[0]!;
    const bot = makeRandomBot(game.book);
    const draws = Rng.fromSeed('round7-draws');
    let picks = 0;
    let builds = 0;
    everyState(game, 'round7', 4, (state) => {
      if (state.phase !== 'main' || state.trade) return;
      // Several draws from the same point: a build, a trade or any action, as the draws fall.
      const asBefore = (st: CatanState, seat: number, rng: Rng) => mainPickAsBefore(game.book, st, seat, rng);
      for (const pick of samePicks(state, state.current, draws, 8, bot, asBefore)) {
        picks++;
        if (isBuild(pick)) builds++;
      }
    });
    expect(picks).toBeGreaterThan(2000);
    expect(builds).toBeGreaterThan(100);
  });
});

describe('a roll listed alone', () => {
  for (const game of SEEDED_GAMES)
    it(`${game.name}: is said only when the listing is the roll alone, and the bot takes the same roll with the same draw`, () => {
      const bot = makeRandomBot(game.book);
      let alone = 0;
      let rolls = 0;
      everyState(game, 'round7', 4, (state) => {
        for (let s = 0; s < state.seats; s++) {
          const whole = wholeListing(game.book, state, s);
          const said = onlyRollListed(game.book, state, s);
          if (said) {
            expect(whole).toEqual([game.book.acts.roll]);
            alone++;
          }
          if (state.phase !== 'roll' || s !== state.current) continue;
          rolls++;
          const now = Rng.fromSeed(`round7-roll-${rolls}`);
          const before = Rng.fromSeed(`round7-roll-${rolls}`);
          expect(bot(state, s, now)).toEqual(whole[before.int(whole.length)]);
          expect(now.state).toEqual(before.state);
        }
      });
      // Enough rolls seen (4 games: Catan's 515, Oil Springs' 242 since 1 oil converts into any pair, which the
      // random bot draws more often, so its games meet the disasters and collapse sooner).
      expect(rolls).toBeGreaterThan(200);
      if (game.name === 'catan') expect(alone).toBeGreaterThan(300);
    });
});
