/**
 * Rules audit of base Catan: black-box checks of the sentences in shared/rules/catan-base.md and the house
 * decisions of docs/rules/catan.md that no other test pinned. Each test quotes the sentence it checks.
 */
import { describe, expect, it } from 'vitest';
import { catan } from '../../../src/games/catan';
import { KNIGHT, ROAD_BUILDING, YEAR_OF_PLENTY } from '../../../src/games/catan/data';
import { emptyGame, forceRoll, give, giveDev, handOf, ok, place, refused } from './helpers';

describe('rules audit: harbors', () => {
  it('"Harbors clockwise from the top-left: 3:1 at 1-2, grain at 4-5, ore at 7-15, 3:1 at 27-38, wool at 46-54, 3:1 at 51-52, 3:1 at 48-49, brick at 29-39, lumber at 8-18"', () => {
    const v = catan.view(emptyGame(), null);
    expect(v.harbors.map((h) => `${h.kind} ${h.rate}:1 at ${h.at.join('-')}`)).toEqual([
      'generic 3:1 at 1-2',
      'grain 2:1 at 4-5',
      'ore 2:1 at 7-15',
      'generic 3:1 at 27-38',
      'wool 2:1 at 46-54',
      'generic 3:1 at 51-52',
      'generic 3:1 at 48-49',
      'brick 2:1 at 29-39',
      'lumber 2:1 at 8-18',
    ]);
  });

  it('"maritime (4:1 always; 3:1 with a generic harbor; 2:1 only for that harbor\'s resource)": a 2:1 harbor gives no 3:1 for the others', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['46'] }); // the wool harbor, 46-54
    expect(catan.view(s, 0).you!.rates).toEqual({ lumber: 4, brick: 4, wool: 2, grain: 4, ore: 4 });
    give(s, 0, { ore: 3 });
    expect(refused(s, 0, { type: 'maritime', give: 'ore', get: 'grain' })).toBe('cannot-afford');
    give(s, 0, { ore: 1 });
    ok(s, 0, { type: 'maritime', give: 'ore', get: 'grain' });
    expect(handOf(s, 0)).toEqual({ grain: 1 });
  });
});

describe('rules audit: development cards (house decisions of docs/rules/catan.md)', () => {
  it('"Year of Plenty ... with only one card left in the bank you take that one"', () => {
    const s = emptyGame();
    giveDev(s, 0, YEAR_OF_PLENTY);
    give(s, 1, { lumber: 19, brick: 19, wool: 19, grain: 19, ore: 18 });
    expect(catan.legalActions(s, 0).filter((a) => a.type === 'yearOfPlenty')).toEqual([
      { type: 'yearOfPlenty', take: ['ore'] },
    ]);
    expect(refused(s, 0, { type: 'yearOfPlenty', take: ['ore', 'ore'] })).toBe('bank-short');
    ok(s, 0, { type: 'yearOfPlenty', take: ['ore'] });
    expect(handOf(s, 0)).toEqual({ ore: 1 });
    expect(s.bank).toEqual([0, 0, 0, 0, 0]);
  });

  it('"Year of Plenty ... with an empty bank the card cannot be played"', () => {
    const s = emptyGame();
    giveDev(s, 0, YEAR_OF_PLENTY);
    give(s, 1, { lumber: 19, brick: 19, wool: 19, grain: 19, ore: 19 });
    expect(catan.legalActions(s, 0).some((a) => a.type === 'yearOfPlenty')).toBe(false);
    expect(refused(s, 0, { type: 'yearOfPlenty', take: ['ore', 'wool'] })).toBe('bank-empty');
    expect(s.devHand[0]![YEAR_OF_PLENTY]).toBe(1);
  });

  it('"Road Building ... with no road piece ... left the card cannot be played"', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['9'] });
    s.roadsLeft[0] = 0;
    giveDev(s, 0, ROAD_BUILDING);
    expect(catan.legalActions(s, 0).some((a) => a.type === 'roadBuilding')).toBe(false);
    expect(refused(s, 0, { type: 'roadBuilding' })).toBe('no-road-spot');
  });

  it('"Road Building ... with no ... place left the card cannot be played": a corner settlement hemmed in by opponent roads', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['1'] });
    place(s, 1, { roads: ['1-2', '1-9'] });
    giveDev(s, 0, ROAD_BUILDING);
    expect(catan.legalActions(s, 0).some((a) => a.type === 'roadBuilding')).toBe(false);
    expect(refused(s, 0, { type: 'roadBuilding' })).toBe('no-road-spot');
  });

  it('"you place them before doing anything else (the second cannot be given up while it has a place)"', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['9'] });
    giveDev(s, 0, ROAD_BUILDING);
    give(s, 0, { ore: 1, wool: 1, grain: 1 });
    ok(s, 0, { type: 'roadBuilding' });
    ok(s, 0, { type: 'road', at: '9-10' });
    expect(catan.legalActions(s, 0).every((a) => a.type === 'road')).toBe(true);
    expect(refused(s, 0, { type: 'endTurn' })).toBe('wrong-phase');
    expect(refused(s, 0, { type: 'buyDev' })).toBe('wrong-phase');
    ok(s, 0, { type: 'road', at: '10-11' });
    ok(s, 0, { type: 'buyDev' });
  });

  it('"not while something is still owed first: discards after a 7, moving the robber ... or your open trade offer"', () => {
    const s = emptyGame();
    s.phase = 'roll';
    s.rolled = false;
    giveDev(s, 0, KNIGHT);
    give(s, 1, { ore: 8 });
    forceRoll(s, 7);
    ok(s, 0, { type: 'roll' });
    expect(s.phase).toBe('discard');
    expect(refused(s, 0, { type: 'knight' })).toBe('wrong-phase');
    ok(s, 1, { type: 'discard', cards: { ore: 4 } });
    expect(s.phase).toBe('robber');
    expect(refused(s, 0, { type: 'knight' })).toBe('wrong-phase');
    ok(s, 0, { type: 'robber', hex: 'A' });
    give(s, 0, { wool: 1 });
    ok(s, 0, { type: 'offer', give: { wool: 1 }, get: { ore: 1 } });
    expect(catan.legalActions(s, 0).some((a) => a.type === 'knight')).toBe(false);
    expect(refused(s, 0, { type: 'knight' })).toBe('offer-open');
    ok(s, 0, { type: 'withdraw' });
    ok(s, 0, { type: 'knight' });
  });
});
