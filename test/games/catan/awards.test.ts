/** Base Catan's end-of-game awards: Longest Road, Largest Army, Biggest trader (public facts only). */
import { describe, expect, it } from 'vitest';
import { catan, type CatanAction } from '../../../src/games/catan';
import { tradesMade } from '../../../src/games/catan/awards';
import { KNIGHT } from '../../../src/games/catan/data';
import type { PlayedAction } from '../../../src/games/types';
import { Rng } from '../../../src/games/rng';
import { emptyGame } from './helpers';

const played = (list: [number, CatanAction][]): PlayedAction<CatanAction>[] =>
  list.map(([seat, action]) => ({ seat, action, events: [] }));

const awardsOf = (s: ReturnType<typeof emptyGame>, p: PlayedAction<CatanAction>[] = []) =>
  catan.awards!(s, p);

describe('Catan awards', () => {
  it('longest road goes to the holder of the Longest Road card, with the length of their road', () => {
    const s = emptyGame();
    s.longestRoad = 2;
    s.roadLength = [3, 4, 7, 5];
    expect(awardsOf(s)).toContainEqual({ title: 'Longest Road', seats: [2], detail: '7 roads' });
  });

  it('largest army goes to the holder of the Largest Army card, with the knights they played', () => {
    const s = emptyGame();
    s.largestArmy = 1;
    s.devPlayed[1]![KNIGHT] = 4;
    expect(awardsOf(s)).toContainEqual({ title: 'Largest Army', seats: [1], detail: '4 knights' });
  });

  it('no road or army award when nobody holds the card, and no trader award when nobody traded', () => {
    const s = emptyGame();
    s.roadLength = [4, 4, 0, 0];
    s.devPlayed[0]![KNIGHT] = 2;
    expect(awardsOf(s)).toEqual([]);
  });

  it('biggest trader counts each bank trade and both sides of each confirmed trade; ties share the award', () => {
    const p = played([
      [0, { type: 'maritime', give: 'wool', get: 'ore' }],
      [1, { type: 'offer', give: { wool: 1 }, get: { ore: 1 } }],
      [2, { type: 'accept' }],
      [1, { type: 'confirm', with: 2 }],
      [3, { type: 'decline' }],
      [2, { type: 'maritime', give: 'grain', get: 'ore' }],
    ]);
    expect(tradesMade(4, p)).toEqual([1, 1, 2, 0]);
    const s = emptyGame();
    expect(awardsOf(s, p)).toContainEqual({ title: 'Biggest trader', seats: [2], detail: '2 trades' });
    const tie = played([
      [0, { type: 'maritime', give: 'wool', get: 'ore' }],
      [3, { type: 'maritime', give: 'wool', get: 'ore' }],
    ]);
    expect(awardsOf(s, tie)).toContainEqual({ title: 'Biggest trader', seats: [0, 3], detail: '1 trade' });
  });

  it('trades counted over a whole game match its trade events (bank trades once, player trades twice)', () => {
    let state = catan.setup(4, catan.optionsSchema.parse({}), 'awards-trades');
    const rng = Rng.fromSeed('awards-bots');
    const p: PlayedAction<CatanAction>[] = [];
    while (!catan.status(state).over && p.length < 5000) {
      const seat = catan.status(state).toAct[0]!;
      const action = catan.bots.greedy!(state, seat, rng);
      const r = catan.apply(state, seat, action);
      if (!r.ok) throw new Error(r.error);
      state = r.state;
      p.push({ seat, action, events: r.events });
    }
    const tradeEvents = p.flatMap((x) => x.events.filter((e) => e.kind === 'trade'));
    const bank = tradeEvents.filter((e) => e.text.includes('with the bank')).length;
    const between = tradeEvents.length - bank;
    expect(tradeEvents.length).toBeGreaterThan(0);
    const counted = tradesMade(4, p);
    expect(counted.reduce((a, b) => a + b, 0)).toBe(bank + 2 * between);
    expect(catan.turn!(state)).toBe(state.turn);
  });
});
