/**
 * Edge audit of Oil Springs against the seed text and the [rules]/[FAQ] lines of shared/rules/oil-springs.md:
 * black-box scenarios (through `oilSprings.apply`, `view` and `legalSpots`) for the clauses earlier audits left
 * without a test of their edge. Each test quotes the sentence it checks.
 */
import { describe, expect, it } from 'vitest';
import { HEX_NODES, NODE_NAMES } from '../../../src/games/catan/board';
import { KNIGHT, MONOPOLY, VICTORY_POINT, YEAR_OF_PLENTY } from '../../../src/games/catan/data';
import { oilSprings } from '../../../src/games/oil-springs';
import type { OilSpringsViewExt } from '../../../src/games/oil-springs/view';
import { OIL } from '../../../src/games/oil-springs/oilState';
import {
  act,
  give,
  giveDev,
  hex,
  newGame,
  node,
  oil,
  oweDisaster,
  place,
  refused,
  rigDice,
  setSequestered,
  toMain,
  toRoll,
} from './helpers';

const ext = (v: { ext: unknown }): OilSpringsViewExt => v.ext as OilSpringsViewExt;

describe('edge audit: oil that is not "used"', () => {
  it('"(but not the oil that I keep or return because of a robbery)": the roller who discards oil on their own 7 may still sequester under the starting rules', () => {
    const s = toRoll(newGame(), 0);
    give(s, 0, { ore: 5, oil: 3 });
    rigDice(s, 7);
    act(s, 0, { type: 'roll' });
    expect(s.discardOwed[0]).toBe(4);
    act(s, 0, { type: 'discard', cards: { oil: 2, ore: 2 } });
    act(s, 0, { type: 'robber', hex: 'J' });
    expect(s.bank[OIL]).toBe(14);
    expect(s.ext.marker).toBe(0);
    expect(s.ext.usedThisTurn).toBe(0);
    act(s, 0, { type: 'sequester' });
    expect(s.ext.sequestered[0]).toBe(1);
    expect(s.ext.marker).toBe(0);
  });

  it('"I can use Year of Plenty and Monopoly cards" [to get oil]: oil so taken is not used, so the starting rules still allow a sequester the same turn', () => {
    const s = toMain(newGame(), 0);
    giveDev(s, 0, YEAR_OF_PLENTY);
    act(s, 0, { type: 'yearOfPlenty', take: ['oil', 'oil'] });
    act(s, 0, { type: 'sequester' });
    expect([oil(s, 0), s.ext.sequestered[0], s.ext.marker]).toEqual([1, 1, 0]);

    const m = toMain(newGame(), 1);
    giveDev(m, 1, MONOPOLY);
    give(m, 2, { oil: 2 });
    act(m, 1, { type: 'monopoly', resource: 'oil' });
    expect(m.ext.marker).toBe(0);
    act(m, 1, { type: 'sequester' });
    expect([oil(m, 1), m.ext.sequestered[1], m.ext.marker]).toEqual([1, 1, 0]);
  });
});

describe('edge audit: the 7-card limit with oil', () => {
  it('"each oil counts as one card": 3 cards and 4 oil (7) discard nothing; 4 cards and 4 oil (8) discard 4, which may be all the oil, back to the supply', () => {
    const s = toRoll(newGame(), 0);
    give(s, 1, { grain: 3, oil: 4 });
    give(s, 2, { wool: 4, oil: 4 });
    rigDice(s, 7);
    act(s, 0, { type: 'roll' });
    expect(s.discardOwed.slice(0, 3)).toEqual([0, 0, 4]);
    act(s, 2, { type: 'discard', cards: { oil: 4 } });
    expect([oil(s, 2), s.hands[2]![2], s.bank[OIL]]).toEqual([0, 4, 11]);
    expect(s.phase).toBe('robber');
  });
});

/**
 * Seat `seat` ends a turn that filled the Disaster Track with the robber on D (hills 12); a 12 pollutes D, so the
 * robber leaves the board. The next seat is to roll.
 */
function robberOffByPollution(seat: number): ReturnType<typeof newGame> {
  const s = toMain(newGame(), seat);
  s.robber = hex('D');
  oweDisaster(s, seat);
  rigDice(s, 12);
  act(s, seat, { type: 'endTurn' });
  expect([s.robber, s.current, s.phase]).toEqual([-1, (seat + 1) % 4, 'roll']);
  return s;
}

describe('edge audit: the robber and pollution', () => {
  it('"The Robber starts off-board" and returns: after pollution took its hex, the next 7 may put it on any hex but a destroyed one', () => {
    const s = robberOffByPollution(0);
    rigDice(s, 7);
    act(s, 1, { type: 'roll' });
    const spots = oilSprings.legalSpots(s, 1, 'robber');
    expect(spots).toHaveLength(18);
    expect(spots).not.toContain('D');
    expect(refused(s, 1, { type: 'robber', hex: 'D' })).toBe('illegal-spot');
    act(s, 1, { type: 'robber', hex: 'J' });
    expect(s.robber).toBe(hex('J'));
  });

  it('"Oil Spring tiles are different from hexes": a polluted spring under the robber keeps its number, and the robber stays', () => {
    const s = toMain(newGame(), 0);
    s.robber = hex('C'); // the forest 9 spring
    oweDisaster(s, 0);
    // The 9s are the spring C and the fields H, in that order: the draw after the dice picks C.
    rigDice(s, 9, (r) => r.int(2) === 0);
    act(s, 0, { type: 'endTurn' });
    expect(s.ext.lastDisaster!.hex).toBe(hex('C'));
    expect(s.numbers[hex('C')]).toBe(9);
    expect(s.robber).toBe(hex('C'));
    expect(s.ext.removedTokens).toEqual([]);
    expect(s.bank[OIL]).toBe(12);
  });

  it('"The robber may not be placed on a destroyed hex" [FAQ]: nor by a Knight played before the roll', () => {
    const s = robberOffByPollution(3);
    giveDev(s, 0, KNIGHT);
    act(s, 0, { type: 'knight' });
    expect(oilSprings.legalSpots(s, 0, 'robber')).not.toContain('D');
    expect(refused(s, 0, { type: 'robber', hex: 'D' })).toBe('illegal-spot');
    act(s, 0, { type: 'robber', hex: 'E' });
    expect([s.robber, s.phase]).toEqual([hex('E'), 'roll']);
  });
});

describe('edge audit: metropolises and disasters', () => {
  it('"You\'ll need 6 metropolis tokens, but only use 4 for 3-4 players": a 3-player game has the same pool of 4', () => {
    const s = toMain(newGame({}, 3), 0);
    expect(ext(oilSprings.view(s, null)).metropolisesLeft).toBe(4);
    ['1', '4', '17', '20'].forEach((n, i) => place(s, n, i % 3, i < 3 ? 3 : 2));
    place(s, '40', 0, 2);
    give(s, 0, { brick: 1, grain: 1, ore: 1, oil: 2 });
    act(s, 0, { type: 'metropolis', at: '40' });
    expect(ext(oilSprings.view(s, null)).metropolisesLeft).toBe(0);
    give(s, 0, { brick: 1, grain: 1, ore: 1, oil: 2 });
    expect(refused(s, 0, { type: 'metropolis', at: '20' })).toBe('no-pieces');
  });

  it('"This means that the hex won\'t produce any resources anymore": not even for a metropolis, whose seawalls guard against floods only', () => {
    const s = toRoll(newGame(), 0);
    // A is the mountains 10; the other 10 is the spring G.
    const onA = HEX_NODES[hex('A')]!.find((n) => !HEX_NODES[hex('G')]!.includes(n))!;
    place(s, NODE_NAMES[onA]!, 0, 3);
    const onG = HEX_NODES[hex('G')]![3]!;
    place(s, NODE_NAMES[onG]!, 1, 1);
    s.ext.removedTokens.push(10);
    s.ext.destroyedHexes.push(hex('A'));
    s.numbers[hex('A')] = 0;
    rigDice(s, 10);
    act(s, 0, { type: 'roll' });
    expect(s.hands[0]!.reduce((a, b) => a + b, 0)).toBe(0);
    expect(oil(s, 1)).toBe(1);
  });

  it('"Settlements next to a sea tile are removed from the game board": a settlement washed off the ore harbor takes the 2:1 rate with it', () => {
    const s = toMain(newGame(), 0);
    place(s, '7', 0, 1); // the 2:1 ore harbor on 7-15
    expect(oilSprings.view(s, 0).you!.rates).toMatchObject({ ore: 2 });
    oweDisaster(s, 0); // 1 oil converted into 2 ore
    rigDice(s, 7);
    act(s, 0, { type: 'endTurn' });
    expect(s.nodeOwner[node('7')]).toBe(-1);
    toMain(s, 0, 7);
    expect(oilSprings.view(s, 0).you!.rates).toMatchObject({ ore: 4 });
    expect(refused(s, 0, { type: 'maritime', give: 'ore', get: 'grain' })).toBe('cannot-afford');
    give(s, 0, { ore: 2 });
    act(s, 0, { type: 'maritime', give: 'ore', get: 'grain' });
    expect([s.hands[0]![4], s.hands[0]![3]]).toEqual([0, 1]);
  });
});

describe('edge audit: maritime trade and oil', () => {
  it('"I can\'t use maritime trade to get oil" (and the bank takes none, house): a player\'s bank rates name no rate for oil, with a harbor or without', () => {
    const s = toMain(newGame(), 0);
    give(s, 0, { oil: 4 });
    expect(oilSprings.view(s, 0).you!.rates).toEqual({ lumber: 4, brick: 4, wool: 4, grain: 4, ore: 4 });
    expect(refused(s, 0, { type: 'maritime', give: 'oil', get: 'ore' })).toBe('not-tradable');
    place(s, '2', 0, 1); // the 3:1 harbor on 1-2
    expect(oilSprings.view(s, 0).you!.rates).toEqual({ lumber: 3, brick: 3, wool: 3, grain: 3, ore: 3 });
    expect(refused(s, 0, { type: 'maritime', give: 'oil', get: 'ore' })).toBe('not-tradable');
  });
});

describe('edge audit: sequestering', () => {
  it('"You\'ll also find 7 Victory Point tokens" with "For every 3 oil cards you sequester, you\'ll earn 1 Victory Point": all 15 oil sequestered by one player make 5 VP and the Champion\'s 1, uncapped', () => {
    const s = toMain(newGame(), 0);
    setSequestered(s, [14, 0, 0, 0], 0);
    const vp = s.vp[0]!;
    give(s, 0, { oil: 1 });
    const events = act(s, 0, { type: 'sequester' });
    expect(events.map((e) => e.text)).toEqual(['{p0} sequestered 1 oil (15 in all: +1 VP).']);
    expect([s.ext.sequestered[0], s.bank[OIL], s.vp[0]]).toEqual([15, 0, vp + 1]);
    expect(s.vp[0]).toBe(6); // no buildings: 5 sets and the Champion token
  });
});

describe('edge audit: what is public', () => {
  it('"flip one of your oil cards upside down in front of you": sequestered oil, the Champion and the VP they give are in the public view; a VP card is not', () => {
    const s = toMain(newGame(), 0);
    setSequestered(s, [2, 0, 0, 0], -1);
    giveDev(s, 0, VICTORY_POINT);
    give(s, 0, { oil: 1 });
    const before = oilSprings.view(s, null).players[0]!.vp;
    act(s, 0, { type: 'sequester' });
    const v = oilSprings.view(s, null);
    expect(ext(v).sequestered[0]).toBe(3);
    expect(ext(v).champion).toBe(0);
    expect(v.players[0]!.vp).toBe(before + 2);
    expect(v.players[0]!.vp).toBe(oilSprings.view(s, 1).players[0]!.vp);
    expect(oilSprings.view(s, 0).you?.totalVp).toBe(before + 3);
  });
});
