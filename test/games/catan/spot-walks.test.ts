/**
 * Where pieces may go is walked once per rule (placement.ts' spot walks): the spots for a pending choice
 * (`legalSpotIndices`, which the bots and presenters ask) and Road Building's check (`anyRoadSpot`) are the plain
 * rule asked spot by spot (`canRoad`, `canSettle`, `settlementSpotFree` in set-up, `canCity`), in spot order, at
 * every step of seeded Catan and Oil Springs games for every seat, and on boards written from outside.
 */
import { describe, expect, it } from 'vitest';
import { SEEDED_GAMES, editedBoards, everyState } from './seededStates';
import { EDGE_COUNT, NODE_COUNT } from '../../../src/games/catan/board';
import { CITY, SETTLEMENT } from '../../../src/games/catan/data';
import { legalSpotIndices } from '../../../src/games/catan/legal';
import {
  anyRoadSpot,
  canCity,
  canRoad,
  canSettle,
  settlementSpotFree,
} from '../../../src/games/catan/placement';
import type { RuleBook } from '../../../src/games/catan/ruleBook';
import type { CatanState } from '../../../src/games/catan/types';

/** The spots the plain rule allows, asked one by one. */
function plainSpots(book: RuleBook, state: CatanState, seat: number, kind: 'road' | 'settlement' | 'city') {
  const out: number[] = [];
  const setup = state.phase === 'setup';
  if (kind === 'road') for (let e = 0; e < EDGE_COUNT; e++) if (canRoad(state, seat, e)) out.push(e);
  if (kind === 'settlement')
    for (let n = 0; n < NODE_COUNT; n++)
      if (setup ? settlementSpotFree(state, book.rules, n) : canSettle(state, book.rules, seat, n))
        out.push(n);
  if (kind === 'city') for (let n = 0; n < NODE_COUNT; n++) if (canCity(state, seat, n)) out.push(n);
  return out;
}

/** Checks every kind for every seat; returns how many spots it saw. */
function checkState(book: RuleBook, state: CatanState): number {
  let spots = 0;
  for (let s = 0; s < state.seats; s++) {
    for (const kind of ['road', 'settlement', 'city'] as const) {
      const want = plainSpots(book, state, s, kind);
      expect(legalSpotIndices(book, state, s, kind)).toEqual(want);
      spots += want.length;
    }
    if (state.phase !== 'setup') {
      const some = state.roadsLeft[s]! > 0 && plainSpots(book, state, s, 'road').length > 0;
      expect(anyRoadSpot(state, s)).toBe(some);
    }
  }
  return spots;
}

describe('the spots for a pending choice', () => {
  for (const game of SEEDED_GAMES)
    it(`${game.name}: are the plain rule's, in order, for every seat at every step`, () => {
      let spots = 0;
      const states = everyState(game, 'spot-walks', 4, (state) => {
        spots += checkState(game.book, state);
      });
      expect(states).toBeGreaterThan(1000);
      expect(spots).toBeGreaterThan(states);
    });

  it('follow boards written from outside, in set-up and after it, and a seat with no road piece left', () => {
    const book = SEEDED_GAMES[0]!.book;
    let spots = 0;
    for (const phase of ['main', 'roadBuilding', 'setup'] as const)
      editedBoards(`spot-walks-${phase}`, 100, phase, 4, 3, (state) => {
        // Settlements, a third of them made cities; in set-up, a settlement just placed.
        for (let n = 0; n < NODE_COUNT; n++)
          state.nodeLevel[n] = state.nodeOwner[n] === -1 ? 0 : n % 3 === 0 ? CITY : SETTLEMENT;
        state.setupNode = phase === 'setup' ? state.nodeOwner.findIndex((o) => o !== -1) : -1;
        state.roadsLeft[1] = 0;
        spots += checkState(book, state);
      });
    expect(spots).toBeGreaterThan(1000);
  });
});
