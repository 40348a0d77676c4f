import { describe, expect, it } from 'vitest';
import { updateLongestRoad } from '../../../src/games/catan/longestRoad';
import { oilSprings } from '../../../src/games/oil-springs';
import { OIL } from '../../../src/games/oil-springs/oilState';
import type { OilSpringsViewExt } from '../../../src/games/oil-springs/view';
import {
  act,
  give,
  hex,
  invariants,
  newGame,
  node,
  oil,
  oweDisaster,
  place,
  rigDice,
  roads,
  setSequestered,
  text,
  toMain,
} from './helpers';

describe('the disaster phase', () => {
  it('runs at the end of a turn that reached 5, then resets the marker', () => {
    const s = toMain(newGame(), 0);
    oweDisaster(s, 0);
    rigDice(s, 12); // pollution of D (fields 12), the only 12
    const events = act(s, 0, { type: 'endTurn' });
    expect(text(events)).toMatch(/Disaster!/);
    expect(s.ext.marker).toBe(0);
    expect(s.numbers[hex('D')]).toBe(0);
    expect(s.ext.removedTokens).toEqual([12]);
    expect(s.current).toBe(1);
    const v = oilSprings.view(s, null).ext as OilSpringsViewExt;
    expect(v.destroyedHexes).toEqual(['D']);
    expect(v.lastDisaster).toMatchObject({ kind: 'pollution', hex: 'D', seat: 0 });
  });

  it('no disaster when the track did not reach 5', () => {
    const s = toMain(newGame(), 0);
    s.ext.marker = 3;
    give(s, 0, { oil: 1 });
    act(s, 0, { type: 'convertOil', resource: 'ore' });
    const events = act(s, 0, { type: 'endTurn' });
    expect(text(events)).not.toMatch(/Disaster/);
    expect(s.ext.marker).toBe(4);
  });

  it('flooding on 7: coastal settlements removed, coastal cities reduced, inland buildings and roads spared', () => {
    const s = toMain(newGame(), 0);
    place(s, '1', 1, 1); // coastal settlement
    place(s, '18', 2, 2); // coastal city
    place(s, '22', 3, 1); // inland settlement
    roads(s, 1, ['1', '2']);
    oweDisaster(s, 0);
    rigDice(s, 7);
    const events = act(s, 0, { type: 'endTurn' });
    expect(s.nodeOwner[node('1')]).toBe(-1);
    expect(s.settlementsLeft[1]).toBe(5);
    expect(s.nodeLevel[node('18')]).toBe(1);
    expect(s.vp[2]).toBe(1);
    expect(s.nodeLevel[node('22')]).toBe(1);
    expect(s.edgeOwner.filter((o) => o === 1)).toHaveLength(1);
    // One sentence says the flood (a second "Climate change floods the coasts." said it again).
    expect(events.filter((e) => /flood(s|ed)? the coasts/i.test(e.text))).toHaveLength(1);
    expect(text(events)).toMatch(/Disaster roll: 7 \(\d\+\d\) — climate change flooded the coasts\./);
    expect(invariants(s)).toEqual([]);
  });

  it("the flood's record names whose building each emptied spot held, a city washed away outright too", () => {
    // The record kept only the spots: the picture told each owner from the roads reaching the spot, and split its
    // ring between players when two players' roads did, though everyone had seen whose settlement went.
    const s = toMain(newGame(), 0);
    place(s, '1', 1, 1); // Ben's coastal settlement
    place(s, '18', 3, 2); // Dev's coastal city, with no settlement piece left to put there
    for (const inland of ['10', '12', '31', '33', '35']) place(s, inland, 3, 1);
    place(s, '48', 2, 1); // Caro's coastal settlement
    oweDisaster(s, 0);
    rigDice(s, 7);
    act(s, 0, { type: 'endTurn' });
    const d = s.ext.lastDisaster!;
    const owners = new Map(d.washedAway.map((n, k) => [n, d.washedAwayOwners![k]]));
    expect(owners).toEqual(
      new Map([
        [node('1'), 1],
        [node('48'), 2],
        [node('18'), 3],
      ]),
    );
    const v = oilSprings.view(s, null).ext as OilSpringsViewExt;
    expect(v.lastDisaster?.washedAwayOwners).toEqual(d.washedAwayOwners);
    expect(invariants(s)).toEqual([]);
  });

  it('flooding of a coastal city next to a metropolis: the city shrinks, the metropolis stands', () => {
    const s = toMain(newGame(), 0);
    // Both on the coast of hex C: metropolis on 6, city on 15.
    place(s, '6', 0, 3);
    place(s, '15', 1, 2);
    oweDisaster(s, 0);
    rigDice(s, 7);
    const events = act(s, 0, { type: 'endTurn' });
    expect(s.nodeLevel[node('6')]).toBe(3);
    expect(s.vp[0]).toBe(3);
    expect(s.nodeLevel[node('15')]).toBe(1);
    expect(s.vp[1]).toBe(1);
    // The log says why the coastal metropolis stands (it said nothing of it: a spectator saw one coastal
    // building shrink and the other untouched).
    expect(text(events)).toContain(
      "The flood reduced {p1}'s city on 15 (C oil spring 9 · G oil spring 10) to a settlement.\n" +
        "{p0}'s metropolis on 6 (C oil spring 9) stands: its seawalls hold.",
    );
  });

  it('a flood that finds only metropolises on the coast says they stand', () => {
    const s = toMain(newGame(), 0);
    place(s, '6', 2, 3);
    oweDisaster(s, 0);
    rigDice(s, 7);
    const events = act(s, 0, { type: 'endTurn' });
    expect(text(events)).not.toContain('The flood found no settlement or city on the coast.');
    expect(text(events)).toContain("{p2}'s metropolis on 6 (C oil spring 9) stands: its seawalls hold.");
  });

  it('a flood that finds no settlement or city on the coast says so, and takes nothing inland', () => {
    const s = toMain(newGame(), 0);
    place(s, '22', 1, 2); // inland: J, E, F
    oweDisaster(s, 0);
    rigDice(s, 7);
    const events = act(s, 0, { type: 'endTurn' });
    expect(text(events)).toContain('climate change flooded the coasts');
    expect(text(events)).toContain('The flood found no settlement or city on the coast.');
    expect(s.nodeLevel[node('22')]).toBe(2);
  });

  it('flooding recomputes Longest Road: a washed-away settlement joins an opponent’s road again', () => {
    const s = toMain(newGame(), 0);
    roads(s, 1, ['1', '2', '3', '4', '5', '6', '7']);
    place(s, '4', 2, 1); // splits seat 1's road into 3 + 3
    updateLongestRoad(s, []);
    expect(s.roadLength[1]).toBe(3);
    oweDisaster(s, 0);
    expect(s.longestRoad).toBe(-1);
    rigDice(s, 7);
    act(s, 0, { type: 'endTurn' });
    expect(s.nodeOwner[node('4')]).toBe(-1);
    expect(s.roadLength[1]).toBe(6);
    expect(s.longestRoad).toBe(1);
    expect(s.vp[1]).toBe(2);
  });

  it('freed spots may be built on again after a flood', () => {
    const s = toMain(newGame(), 0);
    place(s, '1', 1, 1);
    roads(s, 0, ['3', '2']);
    oweDisaster(s, 0);
    rigDice(s, 7);
    act(s, 0, { type: 'endTurn' });
    toMain(s, 0, 7);
    give(s, 0, { brick: 1, lumber: 1, wool: 1, grain: 1 });
    roads(s, 0, ['2', '1']);
    act(s, 0, { type: 'settlement', at: '1' });
    expect(s.nodeOwner[node('1')]).toBe(0);
  });

  it('pollution choosing among two hexes with the same number: a random one of them', () => {
    // 6 is on E (hills) and R (fields). The draw after the dice picks between them.
    const hit = (pick: number) => {
      const s = toMain(newGame(), 0);
      oweDisaster(s, 0);
      rigDice(s, 6, (r) => r.int(2) === pick);
      act(s, 0, { type: 'endTurn' });
      return s;
    };
    const first = hit(0);
    expect(first.numbers[hex('E')]).toBe(0);
    expect(first.numbers[hex('R')]).toBe(6);
    const second = hit(1);
    expect(second.numbers[hex('E')]).toBe(6);
    expect(second.numbers[hex('R')]).toBe(0);
  });

  it('pollution of a number no hex carries any more does nothing', () => {
    const s = toMain(newGame(), 0);
    s.numbers[hex('B')] = 0;
    s.ext.removedTokens.push(2);
    s.ext.destroyedHexes.push(hex('B'));
    oweDisaster(s, 0);
    rigDice(s, 2);
    const events = act(s, 0, { type: 'endTurn' });
    expect(text(events)).toMatch(/Disaster roll: 2 \(1\+1\) — pollution struck a 2\./);
    expect(text(events)).toMatch(/nothing happened/);
    expect(s.ext.removedTokens).toEqual([2]);
  });

  it('a polluted spring keeps its number and destroys 3 oil from the supply', () => {
    const s = toMain(newGame(), 0);
    oweDisaster(s, 0);
    rigDice(s, 9, (r) => r.int(2) === 0); // 9 is on C (spring) and H; C comes first
    act(s, 0, { type: 'endTurn' });
    expect(s.numbers[hex('C')]).toBe(9);
    expect(s.ext.destroyed).toBe(3);
    expect(s.bank[OIL]).toBe(12);
    expect(s.ext.removedTokens).toEqual([]);
  });

  it('a spring can be polluted again and again: it keeps its number each time', () => {
    const s = toMain(newGame(), 0);
    oweDisaster(s, 0);
    rigDice(s, 9, (r) => r.int(2) === 0); // 9 is on C (spring) and H; C comes first
    act(s, 0, { type: 'endTurn' });
    toMain(s, 1, s.turn);
    oweDisaster(s, 1);
    rigDice(s, 9, (r) => r.int(2) === 0);
    act(s, 1, { type: 'endTurn' });
    expect(s.numbers[hex('C')]).toBe(9);
    expect(s.ext.destroyed).toBe(6);
    expect(s.ext.removedTokens).toEqual([]);
    expect(s.ext.pollutions).toBe(2);
  });

  it('a spring polluted with 1 oil in the supply and oil in three hands: the rest from players, from the causer clockwise', () => {
    const s = toMain(newGame(), 1);
    oweDisaster(s, 1); // the causer uses their last oil
    give(s, 0, { oil: 2 });
    give(s, 2, { oil: 1 });
    give(s, 3, { oil: 1 });
    setSequestered(s, [3, 3, 3, 1], 0);
    expect(s.bank[OIL]).toBe(1);
    expect(invariants(s)).toEqual([]);
    // 5 is on J (the desert spring), P and Q: J comes first.
    rigDice(s, 5, (r) => r.int(3) === 0);
    const events = act(s, 1, { type: 'endTurn' });
    // Supply 1, then seat 1 (none), seat 2 gives 1, seat 3 gives 1; seat 0 keeps its 2.
    expect(s.bank[OIL]).toBe(0);
    expect([oil(s, 0), oil(s, 1), oil(s, 2), oil(s, 3)]).toEqual([2, 0, 0, 0]);
    expect(s.ext.destroyed).toBe(3);
    expect(text(events)).toMatch(/Pollution hit J oil spring 5: 3 oil left the game/);
  });

  it('a spring polluted says where its oil came from: the supply first, then the players in the order they gave it', () => {
    // A playtest read "3 oil left the game (from players: {p1} −1, {p3} −1)": in seat order, the supply's share
    // unsaid, where the disaster's causer ({p2}) and the seats after them give first.
    const s = toMain(newGame(), 2);
    oweDisaster(s, 2); // the causer uses their last oil
    give(s, 0, { oil: 1 });
    give(s, 3, { oil: 1 });
    setSequestered(s, [4, 4, 3, 1], 0);
    expect(s.bank[OIL]).toBe(1);
    rigDice(s, 5, (r) => r.int(3) === 0); // J (the desert spring) comes first of the 5s
    const events = act(s, 2, { type: 'endTurn' });
    expect([oil(s, 0), oil(s, 3), s.bank[OIL]]).toEqual([0, 0, 0]);
    expect(text(events)).toContain(
      'Pollution hit J oil spring 5: 3 oil left the game (1 from the supply, then from players: {p3} −1, {p0} −1).',
    );
  });

  it('a spring polluted with less than 3 oil left in play says how much it took, in words that fit the count', () => {
    // A playtest's table had sequestered nearly all its oil: the log read "0 oil leave the game" and
    // "1 oil leave the game".
    const line = (left: number) => {
      const s = toMain(newGame(), 1);
      oweDisaster(s, 1);
      setSequestered(s, [4, 4, 4, 3 - left], 0);
      rigDice(s, 5, (r) => r.int(3) === 0); // J (the desert spring) comes first of the 5s
      const events = act(s, 1, { type: 'endTurn' });
      expect(s.ext.destroyed).toBe(left);
      return text(events)
        .split('\n')
        .find((l) => l.startsWith('Pollution hit'));
    };
    expect(line(0)).toBe('Pollution hit J oil spring 5: no oil was left in play to destroy.');
    expect(line(1)).toBe('Pollution hit J oil spring 5: 1 oil left the game, the last in play.');
    expect(line(2)).toBe('Pollution hit J oil spring 5: 2 oil left the game, the last in play.');
  });

  it('the robber on a destroyed hex leaves the board', () => {
    const s = toMain(newGame(), 0);
    s.robber = hex('D');
    oweDisaster(s, 0);
    rigDice(s, 12);
    const events = act(s, 0, { type: 'endTurn' });
    expect(s.robber).toBe(-1);
    // Said in public, right after the destruction (it used to happen silently).
    expect(text(events)).toMatch(
      /Pollution destroyed D [^\n]*12: its number token was lost \(tokens lost: 1 of 5\)\.\nThe robber left the board until the next 7 or Knight\./,
    );
  });

  it('a destroyed hex without the robber says nothing of the robber', () => {
    const s = toMain(newGame(), 0);
    s.robber = hex('J');
    oweDisaster(s, 0);
    rigDice(s, 12);
    const events = act(s, 0, { type: 'endTurn' });
    expect(text(events)).toMatch(/Pollution destroyed D/);
    expect(text(events)).not.toMatch(/robber/);
  });
});
