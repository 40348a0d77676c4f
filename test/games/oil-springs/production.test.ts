import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatSeats } from '../../../src/games/events';
import { OIL } from '../../../src/games/oil-springs/oilState';
import { act, give, hex, newGame, oil, place, rigDice, setSupply, text, toRoll } from './helpers';

describe('oil production', () => {
  it('a settlement, a city and a metropolis on a spring produce 1, 2 and 3 oil', () => {
    const s = toRoll(newGame(), 0);
    // Forest 9 spring (C): corners 5, 6, 7, 13, 14, 15.
    place(s, '5', 1, 1);
    place(s, '7', 2, 2);
    place(s, '14', 3, 3);
    rigDice(s, 9);
    act(s, 0, { type: 'roll' });
    expect([oil(s, 1), oil(s, 2), oil(s, 3)]).toEqual([1, 2, 3]);
    expect(s.bank[OIL]).toBe(9);
  });

  it('springs replace the terrain they cover: the forest 9 yields no lumber', () => {
    const s = toRoll(newGame(), 0);
    place(s, '6', 1, 1);
    rigDice(s, 9);
    act(s, 0, { type: 'roll' });
    expect(s.hands[1]![0]).toBe(0);
    expect(oil(s, 1)).toBe(1);
  });

  it('springs replace the terrain they cover: the north-east pasture 10 yields no wool', () => {
    const s = toRoll(newGame(), 0);
    place(s, '16', 1, 1); // touches only G (pasture 10 under a spring)
    rigDice(s, 10);
    act(s, 0, { type: 'roll' });
    expect(s.hands[1]![2]).toBe(0);
    expect(oil(s, 1)).toBe(1);
  });

  it('a metropolis produces 3 of an ordinary resource too', () => {
    const s = toRoll(newGame(), 0);
    place(s, '9', 1, 3); // A (mountains 10), D, H? corner 9 touches A and D
    rigDice(s, 10);
    act(s, 0, { type: 'roll' });
    expect(s.hands[1]![4]).toBe(3); // ore from mountains 10
  });

  it('oil is handed out one at a time from the roller clockwise until the supply is empty', () => {
    const s = toRoll(newGame(), 2);
    // Desert spring J (5): corners 21, 22, 23, 32, 33, 34. Seats 1, 3 and 0 own cities there.
    place(s, '21', 1, 2);
    place(s, '23', 3, 2);
    place(s, '33', 0, 2);
    setSupply(s, 4);
    rigDice(s, 5);
    const events = act(s, 2, { type: 'roll' });
    // Roller is seat 2 (owed nothing): round 1 gives seats 3, 0, 1 one each; round 2 gives seat 3 the last.
    expect([oil(s, 0), oil(s, 1), oil(s, 2), oil(s, 3)]).toEqual([1, 1, 0, 2]);
    expect(s.bank[OIL]).toBe(0);
    // Seats 1 and 0 got 1 of 2 because the supply ran dry, not because of the 4-oil limit: the line says which.
    // The empty supply is said once (a playtest's late game read "(the supply is empty)" after every player).
    expect(text(events)).toContain('The oil supply is empty: {p0} got 1 of 2, {p1} got 1 of 2.');
    expect(text(events)).not.toContain('Oil ran short');
  });

  it('a seat at the oil limit and one the empty supply leaves short: each reason said once', () => {
    const s = toRoll(newGame(), 0);
    place(s, '21', 1, 2); // J (5), a spring: both owed 2
    place(s, '23', 2, 2);
    give(s, 1, { oil: 3 });
    setSupply(s, 2);
    rigDice(s, 5);
    const events = act(s, 0, { type: 'roll' });
    expect([oil(s, 1), oil(s, 2)]).toEqual([4, 1]);
    expect(text(events)).toContain(
      '{p1} got 1 of 2 oil (4 held, the limit); the oil supply is empty: {p2} got 1 of 2.',
    );
    // Nothing left in the supply: every seat owed is named once, after the one reason. Seat 3 holds oil, which
    // comes back to the supply once used.
    const t = toRoll(newGame(), 0);
    place(t, '21', 1, 2);
    place(t, '23', 2, 1);
    give(t, 3, { oil: 1 });
    setSupply(t, 0);
    rigDice(t, 5);
    expect(text(act(t, 0, { type: 'roll' }))).toContain(
      'The oil supply is empty: {p1} got 0 of 2, {p2} got 0 of 1.',
    );
  });

  it('with no oil in the supply nor in any hand, a spring says no oil is left in play, not that the supply is empty', () => {
    // A playtest read "The oil supply is empty" at every roll of a spring long after all 15 oil were sequestered:
    // as a shortage that would pass, though no oil ever comes back.
    const s = toRoll(newGame(), 0);
    place(s, '21', 1, 2);
    place(s, '23', 2, 1);
    setSupply(s, 0);
    rigDice(s, 5);
    const said = text(act(s, 0, { type: 'roll' }));
    expect(said).toContain(
      'No oil is left in play (all of it sequestered or lost): {p1} got 0 of 2, {p2} got 0 of 1.',
    );
    expect(said).not.toContain('The oil supply is empty');
  });

  it('the rules page quotes the short-of-oil lines as the engine writes them', () => {
    // A playtest found the page still quoting "Oil ran short: Ben got 1 of 2 (holds 4, the limit); the supply is
    // empty: …", the words the engine had dropped for "Ben got 1 of 2 oil (holds 4, the limit); the oil supply is
    // empty: …".
    const page = readFileSync('docs/rules/oil-springs.md', 'utf8').replace(/\s+/g, ' ');
    const names = ['Ana', 'Ben', 'Caro', 'Dev'];
    /** `roller` rolls the desert spring J's 5 (corners 21 and 23: `[spot, seat, level]`) with `supply` oil left. */
    const said = (roller: number, on: [string, number, 1 | 2][], held: number[], supply: number) => {
      const s = toRoll(newGame(), roller);
      for (const [spot, seat, level] of on) place(s, spot, seat, level);
      held.forEach((n, seat) => give(s, seat, { oil: n }));
      setSupply(s, supply);
      rigDice(s, 5);
      const line = act(s, roller, { type: 'roll' }).find((e) => e.kind === 'shortage');
      return formatSeats(line?.text ?? '', names);
    };
    const twoOnJ = (a: number, b: number): [string, number, 1 | 2][] => [
      ['21', a, 2],
      ['23', b, 1],
    ];
    // Ben rolls and takes the last oil to his limit; Ana gets none.
    const limit = said(1, twoOnJ(1, 0), [0, 3], 1);
    // The supply alone runs out: Ana (the roller) takes the last, Caro none; Dev's oil may come back.
    const empty = said(0, twoOnJ(0, 2), [0, 0, 0, 1], 1);
    // No oil left in the supply or in any hand.
    const none = said(0, [['21', 0, 1]], [], 0);
    expect([limit, empty, none]).toEqual([
      'Ben got 1 of 2 oil (4 held, the limit); the oil supply is empty: Ana got 0 of 1.',
      'The oil supply is empty: Ana got 1 of 2, Caro got 0 of 1.',
      'No oil is left in play (all of it sequestered or lost): Ana got 0 of 1.',
    ]);
    for (const line of [limit, empty, none]) expect(page.includes(`*"${line}"*`), line).toBe(true);
  });

  it('the 4-oil holding limit: production beyond it is not taken', () => {
    const s = toRoll(newGame(), 0);
    place(s, '14', 1, 3); // touches both C (9) and G (10)
    give(s, 1, { oil: 3 });
    rigDice(s, 9);
    const events = act(s, 0, { type: 'roll' });
    expect(oil(s, 1)).toBe(4);
    expect(s.bank[OIL]).toBe(11);
    expect(text(events)).toContain('{p1} got 1 of 3 oil (4 held, the limit).');
    // The supply still holds oil: the line names the limit, not a shortage (a playtest read "Oil ran short").
    expect(text(events)).not.toContain('short');
  });

  it('a roll the limit leaves with no gain says why, not "Nobody produced anything."', () => {
    // A playtest read "Oil runs short: Ana gets 0 of 2 (holds 4, the limit). Nobody produces anything.": her
    // spring had produced, only the limit kept the oil from her.
    const s = toRoll(newGame(), 0);
    place(s, '14', 1, 1); // C (9) and G (10), both springs
    give(s, 1, { oil: 4 });
    rigDice(s, 9);
    const events = act(s, 0, { type: 'roll' });
    expect(oil(s, 1)).toBe(4);
    expect(events.map((e) => e.text).slice(1)).toEqual(['{p1} got 0 of 1 oil (4 held, the limit).']);
  });

  it('the robber on a spring blocks its oil', () => {
    const s = toRoll(newGame(), 0);
    place(s, '6', 1, 1);
    s.robber = hex('C');
    rigDice(s, 9);
    act(s, 0, { type: 'roll' });
    expect(oil(s, 1)).toBe(0);
  });

  it('a destroyed hex never produces again', () => {
    const s = toRoll(newGame(), 0);
    place(s, '9', 1, 1);
    s.numbers[hex('A')] = 0;
    s.ext.removedTokens.push(10);
    s.ext.destroyedHexes.push(hex('A'));
    rigDice(s, 10);
    act(s, 0, { type: 'roll' });
    expect(s.hands[1]![4]).toBe(0);
  });
});
