/**
 * Audit of the Oil Springs engine against the seed text, sentence by sentence: black-box scenarios for the
 * rules whose exact amounts or edges no other test pinned down. Each test quotes the sentence it checks.
 */
import { describe, expect, it } from 'vitest';
import { oilSprings } from '../../../src/games/oil-springs';
import type { OilSpringsViewExt } from '../../../src/games/oil-springs/view';
import { OIL, type OilSpringsState } from '../../../src/games/oil-springs/oilState';
import { act, give, hex, newGame, oil, place, refused, rigDice, setSupply, text, toMain } from './helpers';

const dice2 = (r: { die(): number }): number => r.die() + r.die();

describe('seed audit: components and set-up', () => {
  it('"You\'ll find 21 oil tokens, but only use 15 for 3-4 players" and "Put the Disaster Track marker on the "0"": 3 and 4 players alike', () => {
    for (const seats of [3, 4]) {
      const s = newGame({}, seats);
      expect(s.bank[OIL]).toBe(15);
      expect(s.hands.map((h) => h[OIL])).toEqual(new Array(seats).fill(0));
      expect(s.ext.marker).toBe(0);
      expect(s.ext.removedTokens).toEqual([]);
      expect(s.ext.springs).toHaveLength(3);
    }
  });
});

describe('seed audit: using oil', () => {
  it('"I can use multiple oil per turn for these two options": a metropolis and three conversions in one turn fill the track from 0', () => {
    const s = toMain(newGame(), 0);
    place(s, '40', 0, 2);
    give(s, 0, { brick: 1, grain: 1, ore: 1, oil: 4 });
    act(s, 0, { type: 'metropolis', at: '40' });
    act(s, 0, { type: 'convertOil', resource: 'wool' });
    act(s, 0, { type: 'convertOil', resource: 'lumber' });
    expect(s.ext.marker).toBe(4);
    give(s, 0, { oil: 1 });
    act(s, 0, { type: 'convertOil', resource: 'lumber' });
    expect(s.ext.marker).toBe(5);
    expect(s.hands[0]).toEqual([4, 0, 2, 0, 0, 0]);
    expect(s.bank[OIL]).toBe(15);
  });

  it('"If the marker on the Disaster Track is on the number 4, I can only use one oil during that turn": the second conversion is refused', () => {
    const s = toMain(newGame(), 0);
    s.ext.marker = 4;
    give(s, 0, { oil: 2 });
    act(s, 0, { type: 'convertOil', resource: 'ore' });
    expect(refused(s, 0, { type: 'convertOil', resource: 'ore' })).toBe('track-full');
    expect(oil(s, 0)).toBe(1);
    expect(s.hands[0]![4]).toBe(2);
  });

  it('"Sequestering oil ... doesn\'t count as "usage" and doesn\'t affect this limit": with the marker at 4 a sequester leaves it at 4', () => {
    const s = toMain(newGame(), 0);
    s.ext.marker = 4;
    give(s, 0, { oil: 2 });
    act(s, 0, { type: 'sequester' });
    expect(s.ext.marker).toBe(4);
    expect(s.ext.sequestered[0]).toBe(1);
    expect(oil(s, 0)).toBe(1);
    // The supply does not get the sequestered oil back: it left the game.
    expect(s.bank[OIL]).toBe(13);
    act(s, 0, { type: 'endTurn' });
    expect(s.ext.marker).toBe(4);
    expect(s.ext.lastDisaster).toBeNull();
  });

  it('"When I use oil to build, it goes back to the supply": converting puts the oil back, so it can be produced again', () => {
    const s = toMain(newGame(), 0);
    give(s, 0, { oil: 3 });
    expect(s.bank[OIL]).toBe(12);
    act(s, 0, { type: 'convertOil', resource: 'grain' });
    expect(s.bank[OIL]).toBe(13);
    expect(s.hands[0]).toEqual([0, 0, 0, 2, 0, 2]);
  });
});

describe('seed audit: the Disaster Track across turns', () => {
  it('"Every time the marker on the disaster track reaches "5" (that means after the 5th, 10th, 15th ... instance of oil being used)": 3 oil on one turn and 2 on the next make one disaster, on the second turn', () => {
    const s = toMain(newGame(), 0);
    give(s, 0, { oil: 3 });
    give(s, 1, { oil: 2 });
    for (let i = 0; i < 3; i++) act(s, 0, { type: 'convertOil', resource: 'ore' });
    const first = act(s, 0, { type: 'endTurn' });
    expect(text(first)).not.toMatch(/Disaster/);
    expect(s.ext.marker).toBe(3);
    // Seat 1 rolls a 12 (fields D, nobody there); the disaster roll after it is a 2 (pasture B, the only 2).
    rigDice(s, 12, (r) => dice2(r) === 2);
    act(s, 1, { type: 'roll' });
    act(s, 1, { type: 'convertOil', resource: 'wool' });
    expect(s.ext.marker).toBe(4);
    act(s, 1, { type: 'convertOil', resource: 'wool' });
    expect(s.ext.marker).toBe(5);
    const second = act(s, 1, { type: 'endTurn' });
    expect(text(second)).toMatch(/Disaster!/);
    expect(s.ext.lastDisaster).toMatchObject({ seat: 1, kind: 'pollution', hex: hex('B') });
    expect(s.ext.removedTokens).toEqual([2]);
    expect(s.ext.marker).toBe(0);
    expect(s.current).toBe(2);
  });

  it('"happens after I finish my turn but before the next player takes theirs": the disaster is told before the turn passes', () => {
    const s = toMain(newGame(), 0);
    s.ext.marker = 4;
    give(s, 0, { oil: 1 });
    act(s, 0, { type: 'convertOil', resource: 'ore' });
    rigDice(s, 12);
    const events = act(s, 0, { type: 'endTurn' });
    const disaster = events.findIndex((e) => e.kind === 'disaster');
    const pass = events.findIndex((e) => e.kind === 'turn');
    expect(disaster).toBeGreaterThanOrEqual(0);
    expect(pass).toBeGreaterThan(disaster);
    expect(s.phase).toBe('roll');
    expect(s.ext.marker).toBe(0);
  });
});

/** Hex `name` lost its number token `n` to an earlier pollution. */
function lostToken(s: OilSpringsState, name: string, n: number): void {
  s.ext.removedTokens.push(n);
  s.ext.destroyedHexes.push(hex(name));
  s.numbers[hex(name)] = 0;
}

describe('seed audit: pollution', () => {
  it('"if there\'s only one hex with the rolled number, then that hex is the one that gets affected": once E lost its 6, a 6 always hits R', () => {
    for (let k = 0; k < 4; k++) {
      const s = toMain(newGame({}, 4, `six-${k}`), 0);
      s.ext.marker = 4;
      give(s, 0, { oil: 1 });
      act(s, 0, { type: 'convertOil', resource: 'ore' });
      lostToken(s, 'E', 6); // to an earlier pollution
      let n = 0;
      rigDice(s, 6, () => n++ === k); // a different RNG state each time
      act(s, 0, { type: 'endTurn' });
      expect(s.ext.removedTokens).toEqual([6, 6]);
      expect(s.numbers[hex('R')]).toBe(0);
      expect(s.ext.destroyedHexes).toEqual([hex('E'), hex('R')]);
    }
  });

  it('"If there are multiple hexes that share the same number, I randomly choose one of them": a 10 hits either mountains A (its token) or the spring G (3 oil), and both happen', () => {
    const outcomes = new Set<string>();
    for (let k = 0; k < 40 && outcomes.size < 2; k++) {
      const s = toMain(newGame(), 0);
      s.ext.marker = 4;
      give(s, 0, { oil: 1 });
      act(s, 0, { type: 'convertOil', resource: 'ore' });
      let n = 0;
      rigDice(s, 10, () => n++ % 40 === k);
      act(s, 0, { type: 'endTurn' });
      if (s.ext.removedTokens.length === 1) {
        expect(s.numbers[hex('A')]).toBe(0);
        expect(s.ext.removedTokens).toEqual([10]);
        expect(s.bank[OIL]).toBe(15);
        outcomes.add('A');
      } else {
        expect(s.numbers[hex('A')]).toBe(10);
        expect(s.numbers[hex('G')]).toBe(10);
        expect(s.bank[OIL]).toBe(12);
        expect(s.ext.destroyed).toBe(3);
        outcomes.add('G');
      }
    }
    expect([...outcomes].sort()).toEqual(['A', 'G']);
  });

  it('"I have to remove 3 oil from the general supply. These oil are gone forever": a supply of exactly 3 goes to 0, no player loses oil, the spring keeps its 9', () => {
    const s = toMain(newGame(), 0);
    give(s, 1, { oil: 2 });
    give(s, 0, { oil: 1 });
    s.ext.marker = 4;
    act(s, 0, { type: 'convertOil', resource: 'ore' });
    // An earlier pollution took H's 9, so a 9 can only hit the spring C.
    lostToken(s, 'H', 9);
    setSupply(s, 3);
    const destroyedBefore = s.ext.destroyed;
    rigDice(s, 9);
    act(s, 0, { type: 'endTurn' });
    expect(s.bank[OIL]).toBe(0);
    expect(s.ext.destroyed).toBe(destroyedBefore + 3);
    expect(oil(s, 1)).toBe(2);
    expect(s.numbers[hex('C')]).toBe(9);
    expect(s.ext.removedTokens).toEqual([9]);
  });
});

describe('seed audit: the view tells the same as the rules', () => {
  const usable = (s: ReturnType<typeof newGame>): number =>
    (oilSprings.view(s, null).ext as OilSpringsViewExt).oilUsableThisTurn;

  it('"Instead of using 1 oil, you can decide to ..." (starting rules): after a sequester the view offers no oil to use, as the engine refuses it', () => {
    const s = toMain(newGame(), 0);
    give(s, 0, { oil: 2 });
    expect(usable(s)).toBe(5);
    act(s, 0, { type: 'sequester' });
    expect(refused(s, 0, { type: 'convertOil', resource: 'ore' })).toBe('sequestered');
    expect(usable(s)).toBe(0);
    act(s, 0, { type: 'endTurn' });
    expect(usable(s)).toBe(5);
  });

  it("wide-open rules: a sequester leaves the track's allowance to use", () => {
    const s = toMain(newGame({ sequestering: 'wide-open' }), 0);
    s.ext.marker = 3;
    give(s, 0, { oil: 2 });
    act(s, 0, { type: 'sequester' });
    expect(usable(s)).toBe(2);
    act(s, 0, { type: 'convertOil', resource: 'ore' });
    expect(usable(s)).toBe(1);
  });
});

describe('seed audit: oil taken by pollution and by the robber', () => {
  it('"It starts with the player who caused the disaster, and then continues clockwise around the board" (3 players, causer seat 2 with no oil, supply empty): seat 0, seat 1, then seat 1 again', () => {
    const s = toMain(newGame({}, 3), 2);
    give(s, 0, { oil: 1 });
    give(s, 1, { oil: 4 });
    s.ext.marker = 4;
    give(s, 2, { oil: 1 });
    act(s, 2, { type: 'convertOil', resource: 'ore' });
    lostToken(s, 'H', 9);
    setSupply(s, 0);
    rigDice(s, 9); // only the spring C carries a 9 now
    act(s, 2, { type: 'endTurn' });
    expect([0, 1, 2].map((p) => oil(s, p))).toEqual([0, 2, 0]);
    expect(s.ext.lastDisaster).toMatchObject({ seat: 2, hex: hex('C'), oilDestroyed: 3 });
  });

  it('"surrender a random resource card": a random steal from a victim with 1 ore and 4 oil always takes the ore', () => {
    for (let k = 0; k < 6; k++) {
      const s = toMain(newGame({}, 4, `steal-${k}`), 0);
      s.phase = 'robber';
      place(s, '6', 1, 1);
      give(s, 1, { ore: 1, oil: 4 });
      act(s, 0, { type: 'robber', hex: 'C', victim: 1 });
      expect(s.hands[0]).toEqual([0, 0, 0, 0, 1, 0]);
      expect(oil(s, 1)).toBe(4);
    }
  });

  it('"trade 1 oil for 2 resources of my choice": the bank\'s last 2 ore may be taken, then ore is refused', () => {
    const s = toMain(newGame(), 0);
    give(s, 1, { ore: 17 });
    give(s, 0, { oil: 2 });
    act(s, 0, { type: 'convertOil', resource: 'ore' });
    expect(s.bank[4]).toBe(0);
    expect(s.hands[0]![4]).toBe(2);
    expect(refused(s, 0, { type: 'convertOil', resource: 'ore' })).toBe('bank-short');
    expect(refused(s, 0, { type: 'convertOil', resource: 'oil' })).toBe('bad-resource');
  });
});
