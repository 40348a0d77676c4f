import { describe, expect, it } from 'vitest';
import { ordinal, rate, rating } from 'openskill';
import { firstRating, placesOf, rateGames, type Placing } from '../../src/table/ratings';

const p = (userId: string, score: number, won = false): Placing => ({ userId, score, won });

describe('places by final result', () => {
  it('winners come first, sharing first place, whatever their score', () => {
    expect(placesOf([p('a', 7), p('b', 10, true), p('c', 9, true), p('d', 8)])).toEqual([4, 1, 1, 3]);
  });

  it('the others follow by score, highest first; equal scores share a place', () => {
    expect(placesOf([p('a', 3), p('b', 12, true), p('c', 8), p('d', 8)])).toEqual([4, 1, 2, 2]);
  });

  it('with no winner (an Oil Springs collapse) everyone is placed by score', () => {
    expect(placesOf([p('a', 5), p('b', 9), p('c', 7)])).toEqual([3, 1, 2]);
  });
});

describe('skill ratings (openskill)', () => {
  it('everyone starts at ordinal 0 (mu 25, sigma 25/3)', () => {
    const r = firstRating();
    expect(r.mu).toBeCloseTo(25);
    expect(r.sigma).toBeCloseTo(25 / 3);
    expect(r.ordinal).toBeCloseTo(0);
    expect(r.games).toBe(0);
  });

  it('one game orders the ratings by its final result: the winner first, then by score', () => {
    // Dan won with fewer points than Ben: winning still places him first.
    const table = rateGames([[p('ana', 4), p('ben', 11), p('cat', 7), p('dan', 10, true)]]);
    const order = [...table].sort((x, y) => y[1].ordinal - x[1].ordinal).map(([id]) => id);
    expect(order).toEqual(['dan', 'ben', 'cat', 'ana']);
    expect(table.get('dan')!.ordinal).toBeGreaterThan(0);
    expect(table.get('ana')!.ordinal).toBeLessThan(table.get('cat')!.ordinal);
    for (const r of table.values()) expect(r.games).toBe(1);
  });

  it('the ratings are openskill rate() of the places, game after game', () => {
    const g1 = [p('ana', 10, true), p('ben', 6), p('cat', 8)];
    const g2 = [p('ben', 12, true), p('ana', 9)];
    const table = rateGames([g1, g2]);
    const [[a1], [b1], [c1]] = rate([[rating()], [rating()], [rating()]], { rank: [1, 3, 2] });
    const [[b2], [a2]] = rate([[b1!], [a1!]], { rank: [1, 2] });
    expect(table.get('ana')).toEqual({ mu: a2!.mu, sigma: a2!.sigma, ordinal: ordinal(a2!), games: 2 });
    expect(table.get('ben')).toEqual({ mu: b2!.mu, sigma: b2!.sigma, ordinal: ordinal(b2!), games: 2 });
    expect(table.get('cat')).toEqual({ mu: c1!.mu, sigma: c1!.sigma, ordinal: ordinal(c1!), games: 1 });
  });

  it('players sharing a place get the same rating', () => {
    const table = rateGames([[p('ana', 10, true), p('ben', 10, true), p('cat', 2)]]);
    expect(table.get('ana')!.mu).toBeCloseTo(table.get('ben')!.mu, 10);
    expect(table.get('ana')!.ordinal).toBeGreaterThan(table.get('cat')!.ordinal);
  });

  it('a game with fewer than two people rates no one', () => {
    expect(rateGames([[p('ana', 10, true)], []]).size).toBe(0);
  });
});
