import { describe, expect, it } from 'vitest';
import { catan } from '../../../src/games/catan';
import { emptyGame, give, ok, place } from './helpers';

const SETTLEMENT_CARDS = { lumber: 1, brick: 1, wool: 1, grain: 1 };

describe('Longest Road', () => {
  it('the first player with a road of 5 takes the card (2 VP)', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['9'], roads: ['9-10', '10-11', '11-12', '12-13'] });
    expect(s.roadLength[0]).toBe(4);
    expect(s.longestRoad).toBe(-1);
    give(s, 0, { lumber: 1, brick: 1 });
    const events = ok(s, 0, { type: 'road', at: '13-14' });
    expect(s.roadLength[0]).toBe(5);
    expect(s.longestRoad).toBe(0);
    expect(s.vp[0]).toBe(3);
    expect(events.some((e) => e.kind === 'longestRoad')).toBe(true);
    expect(catan.invariants!(s)).toEqual([]);
  });

  it('a road blocked at both ends by opponents still counts every path up to the blocking buildings', () => {
    const s = emptyGame();
    place(s, 1, { settlements: ['9'] });
    place(s, 2, { settlements: ['15'] });
    place(s, 0, { roads: ['9-10', '10-11', '11-12', '12-13', '13-14', '14-15'] });
    expect(s.roadLength[0]).toBe(6);
    expect(s.longestRoad).toBe(0);
  });

  it('an opponent building in the middle breaks the road there', () => {
    const s = emptyGame();
    place(s, 0, { roads: ['8-9', '9-10', '10-11', '11-12', '12-13', '13-14', '14-15'] });
    expect(s.roadLength[0]).toBe(7);
    place(s, 1, { settlements: ['12'] });
    expect(s.roadLength[0]).toBe(4);
  });

  it('a loop counts each path once, and a tail off the loop adds to it', () => {
    const s = emptyGame();
    // The six sides of hex E: 10-11, 11-12, 12-22, 21-22, 20-21, 10-20.
    place(s, 0, { roads: ['10-11', '11-12', '12-22', '21-22', '20-21', '10-20'] });
    expect(s.roadLength[0]).toBe(6);
    place(s, 0, { roads: ['12-13'] });
    expect(s.roadLength[0]).toBe(7);
  });

  it('at a fork the branches do not add up: only the longest single trail counts', () => {
    const s = emptyGame();
    place(s, 0, { roads: ['9-10', '10-11', '11-12', '12-13', '13-14', '14-15', '12-22'] });
    expect(s.roadLength[0]).toBe(6);
  });

  it("a settlement that splits the holder's road hands the card to a third player", () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['8'], roads: ['8-9', '9-10', '10-11', '11-12', '12-13', '13-14', '14-15'] });
    place(s, 2, { settlements: ['48'], roads: ['48-49', '49-50', '50-51', '51-52', '52-53', '53-54'] });
    place(s, 1, { settlements: ['4'], roads: ['3-4', '3-11'] });
    expect(s.longestRoad).toBe(0);
    s.current = 1;
    give(s, 1, SETTLEMENT_CARDS);
    const events = ok(s, 1, { type: 'settlement', at: '11' });
    expect(s.roadLength[0]).toBe(4);
    expect(s.longestRoad).toBe(2);
    expect(s.vp[0]).toBe(1);
    expect(s.vp[2]).toBe(3);
    // The log reads cause before effect: the settlement, then the card changing hands (from whom: 2 VP).
    expect(events.map((e) => e.text)).toEqual([
      '{p1} built a settlement on 11 (A mountains 10 · B pasture 2 · E hills 6).',
      '{p2} took Longest Road from {p0} (6 roads).',
    ]);
    expect(catan.invariants!(s)).toEqual([]);
  });

  it('a tie keeps the card with its holder (another player matching the length)', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['8'], roads: ['8-9', '9-10', '10-11', '11-12', '12-13'] });
    place(s, 1, { settlements: ['48'], roads: ['48-49', '49-50', '50-51', '51-52'] });
    expect(s.longestRoad).toBe(0);
    s.current = 1;
    give(s, 1, { lumber: 1, brick: 1 });
    ok(s, 1, { type: 'road', at: '52-53' });
    expect(s.roadLength[1]).toBe(5);
    expect(s.longestRoad).toBe(0);
  });

  it('a tie keeps the card with its holder when their broken road still ties for the longest', () => {
    const s = emptyGame();
    place(s, 0, {
      settlements: ['8'],
      roads: ['8-9', '9-10', '10-11', '11-12', '12-13', '13-14', '14-15', '15-16'],
    });
    place(s, 2, { settlements: ['48'], roads: ['48-49', '49-50', '50-51', '51-52', '52-53'] });
    place(s, 1, { settlements: ['4'], roads: ['4-5', '5-13'] });
    expect(s.longestRoad).toBe(0);
    s.current = 1;
    give(s, 1, SETTLEMENT_CARDS);
    ok(s, 1, { type: 'settlement', at: '13' });
    expect(s.roadLength[0]).toBe(5);
    expect(s.roadLength[2]).toBe(5);
    expect(s.longestRoad).toBe(0);
  });

  it('a tie between two others after the break sets the card aside until one is longest', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['8'], roads: ['8-9', '9-10', '10-11', '11-12', '12-13', '13-14', '14-15'] });
    place(s, 2, { settlements: ['48'], roads: ['48-49', '49-50', '50-51', '51-52', '52-53', '53-54'] });
    place(s, 3, { settlements: ['17'], roads: ['17-28', '28-29', '29-39', '39-40', '40-41', '41-42'] });
    place(s, 1, { settlements: ['4'], roads: ['3-4', '3-11'] });
    expect(s.longestRoad).toBe(0);
    s.current = 1;
    give(s, 1, SETTLEMENT_CARDS);
    const events = ok(s, 1, { type: 'settlement', at: '11' });
    expect(s.longestRoad).toBe(-1);
    expect(s.vp[0]).toBe(1);
    expect(events.map((e) => e.text)).toContain('{p0} lost Longest Road: the card was set aside.');
    expect(catan.invariants!(s)).toEqual([]);
    // Seat 2 pulls ahead and takes the card.
    s.current = 2;
    give(s, 2, { lumber: 1, brick: 1 });
    ok(s, 2, { type: 'road', at: '46-54' });
    expect(s.roadLength[2]).toBe(7);
    expect(s.longestRoad).toBe(2);
  });

  it('the card is set aside when the broken road leaves nobody with 5 or more', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['8'], roads: ['8-9', '9-10', '10-11', '11-12', '12-13'] });
    place(s, 1, { settlements: ['4'], roads: ['3-4', '3-11'] });
    expect(s.longestRoad).toBe(0);
    s.current = 1;
    give(s, 1, SETTLEMENT_CARDS);
    const events = ok(s, 1, { type: 'settlement', at: '11' });
    expect(s.roadLength[0]).toBe(3);
    expect(s.longestRoad).toBe(-1);
    expect(events.map((e) => e.text)).toContain('{p0} lost Longest Road: the card was set aside.');
  });

  it('another player takes the card only with a strictly longer road', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['8'], roads: ['8-9', '9-10', '10-11', '11-12', '12-13'] });
    place(s, 1, { settlements: ['48'], roads: ['48-49', '49-50', '50-51', '51-52', '52-53'] });
    expect(s.longestRoad).toBe(0);
    s.current = 1;
    give(s, 1, { lumber: 1, brick: 1 });
    const events = ok(s, 1, { type: 'road', at: '53-54' });
    expect(s.longestRoad).toBe(1);
    expect(s.vp[0]).toBe(1);
    expect(s.vp[1]).toBe(3);
    expect(events.map((e) => e.text)).toContain('{p1} took Longest Road from {p0} (6 roads).');
  });
});
