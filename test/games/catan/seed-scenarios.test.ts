/**
 * Black-box scenarios for base Catan written from shared/rules/catan-base.md (and the house decisions of
 * docs/rules/catan.md), one rule sentence per test, quoted in a comment.
 */
import { describe, expect, it } from 'vitest';
import { catan } from '../../../src/games/catan';
import { KNIGHT, ROAD_BUILDING } from '../../../src/games/catan/data';
import { devOnTop, emptyGame, forceRoll, give, giveDev, handOf, ok, place, refused } from './helpers';

describe('base rules: edges', () => {
  it('"unless only one player is owed it, who then takes what is left": one player with two buildings on the hex is one claimant', () => {
    const s = emptyGame();
    s.phase = 'roll';
    s.rolled = false;
    // L = mountains 8 (26, 27, 38, 37, 36, 25): seat 1 has a settlement on 26 and a city on 38 → owed 3 ore.
    place(s, 1, { settlements: ['26'], cities: ['38'] });
    give(s, 2, { ore: 17 });
    forceRoll(s, 8);
    ok(s, 0, { type: 'roll' });
    expect(handOf(s, 1)).toEqual({ ore: 2 });
    expect(s.bank[4]).toBe(0);
  });

  it('"Road Building: place 2 free roads (fewer if you have fewer ... legal spots)": one legal spot, one road, and the turn goes on', () => {
    const s = emptyGame();
    // Seat 0: settlement on the corner 1 with a road 1-2. Seat 1: a road on 1-9 and a settlement on 3.
    place(s, 0, { settlements: ['1'], roads: ['1-2'] });
    place(s, 1, { settlements: ['3'], roads: ['1-9'] });
    giveDev(s, 0, ROAD_BUILDING);
    ok(s, 0, { type: 'roadBuilding' });
    ok(s, 0, { type: 'road', at: '2-3' });
    expect(s.roadsLeft[0]).toBe(13);
    expect(s.phase).toBe('main');
    expect(catan.legalActions(s, 0).some((a) => a.type === 'endTurn')).toBe(true);
  });

  it('"never one bought this turn": a Knight held from before may be played although another was just bought', () => {
    const s = emptyGame();
    giveDev(s, 0, KNIGHT);
    devOnTop(s, KNIGHT);
    give(s, 0, { ore: 1, wool: 1, grain: 1 });
    ok(s, 0, { type: 'buyDev' });
    expect(s.devHand[0]![KNIGHT]).toBe(2);
    ok(s, 0, { type: 'knight' });
    ok(s, 0, { type: 'robber', hex: 'A' });
    expect(s.devPlayed[0]![KNIGHT]).toBe(1);
    expect(s.devHand[0]![KNIGHT]).toBe(1);
  });

  it('"10 VP, on your own turn": a Knight played before the roll that gives Largest Army and 10 VP wins at once', () => {
    const s = emptyGame();
    s.phase = 'roll';
    s.rolled = false;
    place(s, 0, { settlements: ['1', '4'], cities: ['20', '30', '40'] });
    s.devPlayed[0]![KNIGHT] = 2;
    s.devDeck.splice(s.devDeck.indexOf(KNIGHT), 1);
    s.devDeck.splice(s.devDeck.indexOf(KNIGHT), 1);
    giveDev(s, 0, KNIGHT);
    expect(s.vp[0]).toBe(8);
    // The third Knight takes Largest Army as it is played: 10 VP, the game ends there (before the robber move).
    ok(s, 0, { type: 'knight' });
    expect(s.largestArmy).toBe(0);
    const st = catan.status(s);
    expect(st.over).toBe(true);
    expect(st.result?.winners).toEqual([0]);
  });

  it('"no gifts, no like-for-like": a counter-offer that is a gift or like-for-like is refused', () => {
    const s = emptyGame();
    give(s, 0, { wool: 2 });
    give(s, 1, { ore: 1, wool: 1 });
    ok(s, 0, { type: 'offer', give: { wool: 1 }, get: { ore: 1 } });
    expect(refused(s, 1, { type: 'counter', give: {}, get: { wool: 1 } })).toBe('gift');
    expect(refused(s, 1, { type: 'counter', give: { ore: 1 }, get: {} })).toBe('gift');
    expect(refused(s, 1, { type: 'counter', give: { wool: 1 }, get: { wool: 1 } })).toBe('like-for-like');
  });

  it('"no development cards" in domestic trade', () => {
    const s = emptyGame();
    giveDev(s, 0, KNIGHT);
    give(s, 1, { ore: 1 });
    expect(refused(s, 0, { type: 'offer', give: { knight: 1 }, get: { ore: 1 } })).toBeTruthy();
  });

  it('"A harbor is yours when you have a settlement or city on one of its two intersections": a city on the ore harbor trades 2:1', () => {
    const s = emptyGame();
    place(s, 0, { cities: ['15'] });
    give(s, 0, { ore: 2 });
    ok(s, 0, { type: 'maritime', give: 'ore', get: 'brick' });
    expect(handOf(s, 0)).toEqual({ brick: 1 });
  });
});
