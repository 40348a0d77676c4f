import { describe, expect, it } from 'vitest';
import { catan } from '../../../src/games/catan';
import { handOf, ok, refused } from './helpers';

function fresh(seats = 4) {
  return catan.setup(seats, catan.optionsSchema.parse({}), 'setup-test');
}

describe('set-up', () => {
  it('snake order: round 1 clockwise from the first player, round 2 in reverse', () => {
    const s = fresh(4);
    const first = s.startSeat;
    const order: number[] = [];
    const spots = [
      ['1', '1-2'],
      ['4', '4-5'],
      ['7', '7-15'],
      ['17', '17-18'],
      ['20', '20-21'],
      ['24', '24-25'],
      ['29', '29-30'],
      ['48', '48-49'],
    ];
    for (const [settlement, road] of spots) {
      const seat = s.current;
      order.push(seat);
      expect(catan.status(s).toAct).toEqual([seat]);
      ok(s, seat, { type: 'settlement', at: settlement! });
      ok(s, seat, { type: 'road', at: road! });
    }
    const clockwise = [0, 1, 2, 3].map((k) => (first + k) % 4);
    expect(order).toEqual([...clockwise, ...clockwise.slice().reverse()]);
    expect(s.phase).toBe('roll');
    expect(s.current).toBe(first);
  });

  it('the second settlement pays one resource per adjacent producing hex; the first pays nothing', () => {
    const s = fresh(3);
    const seats: number[] = [];
    // Round 1: 11 touches A (mountains 10), B (pasture 2), E (hills 6).
    const first = s.current;
    ok(s, first, { type: 'settlement', at: '11' });
    expect(handOf(s, first)).toEqual({});
    ok(s, first, { type: 'road', at: '10-11' });
    seats.push(first);
    ok(s, s.current, { type: 'settlement', at: '30' });
    ok(s, s.current, { type: 'road', at: '30-31' });
    ok(s, s.current, { type: 'settlement', at: '45' });
    ok(s, s.current, { type: 'road', at: '45-46' });
    // Round 2 starts with the last seat again; 22 touches E (hills), F (pasture), J (desert: nothing).
    const last = s.current;
    ok(s, last, { type: 'settlement', at: '22' });
    expect(handOf(s, last)).toEqual({ brick: 1, wool: 1 });
    expect(catan.invariants!(s)).toEqual([]);
  });

  it('the distance rule applies from the first placement', () => {
    const s = fresh();
    ok(s, s.current, { type: 'settlement', at: '11' });
    ok(s, s.current, { type: 'road', at: '11-12' });
    expect(refused(s, s.current, { type: 'settlement', at: '12' })).toBe('illegal-spot');
    expect(refused(s, s.current, { type: 'settlement', at: '11' })).toBe('illegal-spot');
    ok(s, s.current, { type: 'settlement', at: '13' });
  });

  it('the set-up road must touch the settlement just placed', () => {
    const s = fresh();
    ok(s, s.current, { type: 'settlement', at: '11' });
    expect(refused(s, s.current, { type: 'road', at: '13-14' })).toBe('illegal-spot');
    expect(refused(s, s.current, { type: 'settlement', at: '30' })).toBe('wrong-step');
    ok(s, s.current, { type: 'road', at: '3-11' });
  });

  it('only the placing seat may act during set-up, and it may not roll', () => {
    const s = fresh();
    const other = (s.current + 1) % 4;
    expect(refused(s, other, { type: 'settlement', at: '11' })).toBe('not-your-turn');
    expect(refused(s, s.current, { type: 'roll' })).toBe('wrong-phase');
  });
});
