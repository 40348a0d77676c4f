/**
 * The greedy bot takes a loan to ride along when the ride is worth it. Rules version 3 asks a rider short of shares
 * for a barrel's fees who holds a barrel to take a loan with (seed: "Players can take a loan (10 shares) by placing
 * a barrel … on the bank", at any time); the bot scored every loan below a pass, and so passed every such ride.
 * A loan held to the end costs 15 shares (25 for its 10): a VP, worth paying for a ride of more.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/games/rng';
import type { WildcattersState } from '../../../src/games/wildcatters/types';
import { act, ridersInLine, setShares, W } from './helpers';

const greedy = (s: WildcattersState, seat: number) =>
  W.bots.greedy!(structuredClone(s), seat, Rng.fromSeed('g'));

/** I ship a barrel by rail to my Arabia refinery (holding `held` of mine); the first rider, with no share, is asked. */
function broke(held: number) {
  const { s, first } = ridersInLine(held);
  setShares(s, first, {});
  expect(W.status(s).toAct).toContain(first);
  expect(s.pending?.kind).toBe('rideAlong');
  // A share a barrel to me for the train, none held: only the pass and the loan.
  expect(W.legalActions(s, first)).toEqual([{ type: 'pass' }, { type: 'takeLoan' }]);
  return { s, first };
}

describe('wildcatters greedy bot: a loan to ride along', () => {
  it('takes the loan when the ride it pays for is worth more than the loan costs, then rides', () => {
    // 3 barrels by rail: 3 VP and 9 shares back when the refinery empties, for 3 shares of fees and the loan's VP.
    const { s, first } = broke(0);
    expect(greedy(s, first)).toEqual({ type: 'takeLoan' });
    act(s, first, { type: 'takeLoan' });
    expect(greedy(s, first)).toEqual({
      type: 'rideAlong',
      source: { kind: 'field', field: 'arabia.2' },
      barrels: 3,
    });
  });

  it('passes when the room left carries too little to pay for the loan', () => {
    // The refinery holds 3 of mine and my barrel: room for 1, a VP and 3 shares, against the loan's VP.
    const { s, first } = broke(3);
    expect(greedy(s, first)).toEqual({ type: 'pass' });
  });

  it('takes no loan for room a rider loaded before it, yet to answer, may fill; takes it once that rider passes', () => {
    // Room for 3 at my refinery; the first rider, loaded before, has 3 barrels and the shares for their fees.
    const { s, first, second } = ridersInLine(1);
    setShares(s, second, {});
    expect(W.legalActions(s, first)).toContainEqual({
      type: 'rideAlong',
      source: { kind: 'field', field: 'arabia.2' },
      barrels: 3,
    });
    expect(greedy(s, second)).toEqual({ type: 'pass' });
    act(s, first, { type: 'pass' });
    expect(greedy(s, second)).toEqual({ type: 'takeLoan' });
  });

  it('takes no loan when its shares pay the ride already, nor in its own turn', () => {
    const { s, first } = ridersInLine(0);
    setShares(s, first, { [first]: 3 });
    expect(greedy(s, first)).toMatchObject({ type: 'rideAlong', barrels: 3 });
    const own = W.setup(4, { startPlayer: 'seat1' }, 'loan-turn');
    while (own.phase === 'placement') act(own, own.current, W.legalActions(own, own.current)[0]!);
    expect(greedy(own, own.current).type).not.toBe('takeLoan');
  });
});

describe('wildcatters: a loan taken to ride along holds no room', () => {
  it('stands when the riders loaded before fill the refinery, the ride carrying nothing, and all adds up', () => {
    // Rules: a loan at any moment one is asked; riders load clockwise once all have answered. Room for 3.
    const { s, first, second } = ridersInLine(1);
    setShares(s, second, {});
    act(s, second, { type: 'takeLoan' });
    act(s, second, { type: 'rideAlong', source: { kind: 'field', field: 'arabia.2' }, barrels: 1 });
    const events = act(s, first, {
      type: 'rideAlong',
      source: { kind: 'field', field: 'arabia.2' },
      barrels: 3,
    });
    expect(events.map((e) => e.text)).toContain(
      `{p${second}} could not ride along: the Arabia refinery was full.`,
    );
    expect(s.pending).toBeNull();
    expect(s.players[second]!.loans).toBe(1);
    expect(W.invariants!(s)).toEqual([]);
  });
});
