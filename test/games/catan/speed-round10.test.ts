/**
 * Issue 16 (engine speed, round 10): the cities listed are found as a set of bits, without a branch per
 * intersection: the seat's settlements (`canCity`), in intersection order, at every step of seeded games for every
 * seat, and on boards whose owners and levels were written from outside (Oil Springs' metropolises are level 3).
 * Whether a seat may play a development card is asked without a branch per kind: a roll is said to be listed alone
 * exactly when no kind is held more times than bought this turn (or a card was played), also on hands written
 * from outside.
 */
import { describe, expect, it } from 'vitest';
import { SEEDED_GAMES, editedBoards, everyState } from './seededStates';
import { NODE_COUNT, NODE_NAMES } from '../../../src/games/catan/board';
import { collectLegalStepwise, onlyRollListed } from '../../../src/games/catan/legal';
import { canCity } from '../../../src/games/catan/placement';
import type { CatanAction, CatanState } from '../../../src/games/catan/types';
import { Rng } from '../../../src/games/rng';

type Game = (typeof SEEDED_GAMES)[number];

/** The cities the main moment lists for `seat`, on a copy where the seat has the pieces and cards for one. */
function citiesListed(game: Game, state: CatanState, seat: number): string[] {
  const copy = structuredClone(state);
  copy.phase = 'main';
  copy.trade = null;
  copy.current = seat;
  copy.citiesLeft[seat] = 4;
  const cost = game.book.rules.costs.city;
  for (let r = 0; r < cost.length; r++) copy.hands[seat]![r] = cost[r]!;
  const listed: CatanAction[] = [];
  collectLegalStepwise(game.book, copy, seat, listed, false);
  return listed.flatMap((a) => (a.type === 'city' ? [a.at] : []));
}

/** `canCity`'s intersections for `seat`, in order, by name. */
function cityNodes(state: CatanState, seat: number): string[] {
  const out: string[] = [];
  for (let n = 0; n < NODE_COUNT; n++) if (canCity(state, seat, n)) out.push(NODE_NAMES[n]!);
  return out;
}

describe('the cities listed', () => {
  for (const game of SEEDED_GAMES)
    it(`${game.name}: are canCity's intersections, in order, for every seat at every step`, () => {
      let asked = 0;
      let cities = 0;
      everyState(game, 'round10', 4, (state) => {
        if (state.phase === 'setup') return;
        const seats = [...Array(state.seats).keys()];
        const want = seats.map((s) => cityNodes(state, s));
        expect(seats.map((s) => citiesListed(game, state, s))).toEqual(want);
        asked += seats.length;
        cities += want.flat().length;
      });
      expect(asked).toBeGreaterThan(1000);
      expect(cities).toBeGreaterThan(asked);
    });
});

describe('on owners, levels and development hands written from outside', () => {
  it("the cities listed are canCity's, and a roll is said to be alone as the plain rule says", () => {
    const game = SEEDED_GAMES[0]!;
    const rng = Rng.fromSeed('round10-levels');
    let cities = 0;
    let alone = 0;
    let asked = 0;
    editedBoards('round10-cities', 300, 'roll', 2, 4, (state) => {
      for (let n = 0; n < NODE_COUNT; n++)
        state.nodeLevel[n] = state.nodeOwner[n] === -1 ? 0 : 1 + rng.int(3);
      state.devPlayedThisTurn = rng.int(5) === 0;
      // Counts of each kind held and bought this turn, either way round (a test may write either).
      for (const hands of [state.devHand, state.devNew])
        for (const hand of hands)
          for (let c = 0; c < hand.length; c++) hand[c] = rng.int(3) === 0 ? rng.int(3) : 0;
      for (let s = 0; s < 4; s++) {
        const want = cityNodes(state, s);
        expect(citiesListed(game, state, s)).toEqual(want);
        cities += want.length;
        state.current = s;
        let plain = false;
        for (let c = 0; c < state.devHand[s]!.length; c++)
          if (state.devHand[s]![c]! - state.devNew[s]![c]! > 0) plain = true;
        const said = onlyRollListed(game.book, state, s);
        expect(said).toBe(state.devPlayedThisTurn || !plain);
        asked++;
        if (said) alone++;
      }
    });
    expect(cities).toBeGreaterThan(300);
    expect(alone).toBeGreaterThan(100);
    expect(asked - alone).toBeGreaterThan(100);
  });
});
