import { describe, expect, it } from 'vitest';
import { distributeOil, springPollutionLoss } from '../../../src/games/oil-springs/distribute';

describe('oil distribution', () => {
  it('hands oil out one at a time from the roller clockwise until the supply is empty', () => {
    // Roller is seat 2; seats 2, 3, 0 are owed 2, 2, 2; only 4 oil left.
    const r = distributeOil([2, 0, 2, 2], [0, 0, 0, 0], 4, 2, 4);
    // Round 1: 2, 3, 0 each take one (3 used); round 2: seat 2 takes the last one.
    expect(r.received).toEqual([1, 0, 2, 1]);
    expect(r.supply).toBe(0);
  });

  it('pays everyone in full when the supply suffices', () => {
    const r = distributeOil([1, 3, 0, 2], [0, 0, 0, 0], 15, 0, 4);
    expect(r.received).toEqual([1, 3, 0, 2]);
    expect(r.supply).toBe(9);
  });

  it('respects the 4-oil holding limit: production beyond it is not taken', () => {
    const r = distributeOil([3, 2, 0], [3, 1, 0], 10, 0, 4);
    expect(r.received).toEqual([1, 2, 0]);
    expect(r.supply).toBe(7);
  });

  it('a player at the limit is skipped so the next player clockwise gets the scarce oil', () => {
    const r = distributeOil([2, 2, 0], [4, 0, 0], 1, 0, 4);
    expect(r.received).toEqual([0, 1, 0]);
    expect(r.supply).toBe(0);
  });
});

describe('spring pollution oil loss', () => {
  it('takes 3 oil from the supply when it holds enough', () => {
    const loss = springPollutionLoss(5, [1, 1, 1], 0, 3);
    expect(loss).toEqual({ fromSupply: 3, fromPlayers: [0, 0, 0], destroyed: 3 });
  });

  it('a spring polluted with 1 oil in the supply and oil in three hands: the rest from players from the causer clockwise', () => {
    // Causer is seat 2. Seats 2, 3 and 0 hold oil; seat 1 holds none.
    const loss = springPollutionLoss(1, [2, 0, 1, 3], 2, 3);
    expect(loss.fromSupply).toBe(1);
    // Two more: seat 2 (the causer), then seat 3.
    expect(loss.fromPlayers).toEqual([0, 0, 1, 1]);
    expect(loss.destroyed).toBe(3);
  });

  it('goes round again when the players have only a little oil', () => {
    const loss = springPollutionLoss(0, [0, 3, 0], 0, 3);
    expect(loss.fromPlayers).toEqual([0, 3, 0]);
  });

  it('destroys only what exists when nobody can pay in full', () => {
    const loss = springPollutionLoss(1, [0, 1, 0], 1, 3);
    expect(loss).toEqual({ fromSupply: 1, fromPlayers: [0, 1, 0], destroyed: 2 });
  });
});
