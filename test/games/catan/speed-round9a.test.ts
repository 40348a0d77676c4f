/**
 * Issue 16 (engine speed, round 9a): the random bot, in base Catan's discard moment, counts the ways to discard
 * the listing would give and builds only the one it draws. The ways counted are the listing's, one by one and
 * in its order, only in the discard moment (Oil Springs keeps base Catan's), and the bot takes the same discard with the same draws as
 * when it drew from the whole listing, at every step of seeded Catan and Oil Springs games.
 */
import { describe, expect, it } from 'vitest';
import { SEEDED_GAMES, everyState } from './seededStates';
import { makeRandomBot } from '../../../src/games/catan/bots';
import { collectLegalStepwise, discardSplit, discardsListed } from '../../../src/games/catan/legal';
import { HEX_COUNT } from '../../../src/games/catan/board';
import { canRob, victimMask } from '../../../src/games/catan/placement';
import type { CatanAction, CatanState } from '../../../src/games/catan/types';
import { Rng, type RngState } from '../../../src/games/rng';

describe("base Catan's discards, counted before they are built", () => {
  for (const game of SEEDED_GAMES)
    it(`${game.name}: the ways counted, each built alone, are the listing (only in the discard moment)`, () => {
      let counted = 0;
      let ways = 0;
      everyState(game, 'round9a', 6, (state) => {
        for (let s = 0; s < state.seats; s++) {
          const whole: CatanAction[] = [];
          collectLegalStepwise(game.book, state, s, whole, false);
          const n = discardsListed(game.book, state, s);
          // Oil Springs keeps base Catan's discard moment, so it counts too.
          if (state.phase !== 'discard') {
            expect(n).toBe(-1);
            continue;
          }
          counted++;
          expect(n).toBe(whole.length);
          const built: CatanAction[] = [];
          for (let i = 0; i < n; i++) built.push(discardSplit(game.book, state, s, i));
          expect(built).toEqual(whole);
          ways += n;
        }
      });
      expect(counted).toBeGreaterThan(100);
      // Some hands give more than one way, so the draw among them matters.
      expect(ways).toBeGreaterThan(counted);
    });
});

/** The random bot's discard as it was before this round: drawn from the whole listing (none: end the turn). */
function discardAsBefore(game: (typeof SEEDED_GAMES)[number], state: CatanState, seat: number, rng: Rng) {
  const legal: CatanAction[] = [];
  collectLegalStepwise(game.book, state, seat, legal, false);
  return legal.length === 0 ? game.book.acts.endTurn : legal[rng.int(legal.length)]!;
}

describe("the random bot's discard", () => {
  for (const game of SEEDED_GAMES)
    it(`${game.name}: is the pick from the whole listing, with the same draws`, () => {
      const bot = makeRandomBot(game.book);
      const draws = Rng.fromSeed('round9a-draws');
      let picks = 0;
      const seen = new Set<string>();
      everyState(game, 'round9a', 6, (state) => {
        if (state.phase !== 'discard') return;
        // Every seat, owing or not, and several draws from the same point.
        for (let s = 0; s < state.seats; s++)
          for (let k = 0; k < 4; k++) {
            const seed: RngState = [draws.int(2 ** 32), draws.int(2 ** 32), draws.int(2 ** 32), 1];
            const now = new Rng([...seed]);
            const before = new Rng([...seed]);
            const pick = bot(state, s, now);
            expect(pick).toEqual(discardAsBefore(game, state, s, before));
            expect(now.state).toEqual(before.state);
            picks++;
            seen.add(JSON.stringify(pick));
          }
      });
      expect(picks).toBeGreaterThan(400);
      expect(seen.size).toBeGreaterThan(20);
    });
});

describe("the robber's moves", () => {
  for (const game of SEEDED_GAMES)
    it(`${game.name}: are each allowed hex with each opponent built on it, as canRob and victimMask say`, () => {
      let moves = 0;
      let steals = 0;
      everyState(game, 'round9a', 6, (state) => {
        if (state.phase !== 'robber') return;
        const seat = state.current;
        const listed: CatanAction[] = [];
        collectLegalStepwise(game.book, state, seat, listed, false);
        const wanted: CatanAction[] = [];
        for (let h = 0; h < HEX_COUNT; h++) {
          if (!canRob(state, game.book.rules, h)) continue;
          const victims = victimMask(state, seat, h);
          if (victims === 0) wanted.push(game.book.acts.robber[h]![0]!);
          for (let v = 0; v < state.seats; v++)
            if ((victims >> v) & 1) {
              wanted.push(game.book.acts.robber[h]![v + 1]!);
              steals++;
            }
        }
        // Oil Springs lists steals by name after each victim: compare the moves without them.
        expect(listed.filter((a) => a.type === 'robber' && a.steal === undefined)).toEqual(wanted);
        moves++;
      });
      expect(moves).toBeGreaterThan(50);
      expect(steals).toBeGreaterThan(moves);
    });
});
