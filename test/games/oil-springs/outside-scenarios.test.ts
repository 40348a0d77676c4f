/**
 * Oil Springs as an outside tester sees it: scenarios written from the seed text and the [rules]/[FAQ] lines of
 * shared/rules/oil-springs.md, whose outcome is read through the public contract only — `status()`, `view()`,
 * `legalActions()` / `legalSpots()` and what `apply` accepts — where the other audits read the state. Each test
 * quotes the sentence it checks; together they cover the combinations those audits left open (the robber off
 * the board and a spring, a 7 with oil held and who acts next, the bank run dry, pieces run out, a metropolis
 * bringing the 12th point).
 */
import { describe, expect, it } from 'vitest';
import { HEX_NAMES, NODE_COAST, NODE_NEIGHBORS } from '../../../src/games/catan/board';
import { KNIGHT, MONOPOLY } from '../../../src/games/catan/data';
import { oilSprings } from '../../../src/games/oil-springs';
import type { OilSpringsAction } from '../../../src/games/oil-springs/actions';
import type { OilSpringsState } from '../../../src/games/oil-springs/oilState';
import type { OilSpringsViewExt } from '../../../src/games/oil-springs/view';
import {
  act,
  give,
  giveDev,
  hex,
  newGame,
  oweDisaster,
  place,
  refused,
  rigDice,
  roads,
  toMain,
  toRoll,
} from './helpers';

const pub = (s: OilSpringsState) => oilSprings.view(s, null);
const ext = (s: OilSpringsState): OilSpringsViewExt => pub(s).ext as OilSpringsViewExt;
const handOf = (s: OilSpringsState, seat: number) => oilSprings.view(s, seat).you!.hand;
const legal = (s: OilSpringsState, seat: number): OilSpringsAction[] => oilSprings.legalActions(s, seat);
const ofType = (s: OilSpringsState, seat: number, type: string) =>
  legal(s, seat).filter((a) => a.type === type);

/** Free intersections under the distance rule, coastal or inland as asked, avoiding every building placed. */
function spots(s: OilSpringsState, count: number, coast: boolean): string[] {
  const out: string[] = [];
  const blocked = new Set<number>();
  for (let n = 0; n < s.nodeOwner.length; n++) if (s.nodeOwner[n]! >= 0) blocked.add(n);
  for (let n = 0; n < s.nodeOwner.length && out.length < count; n++) {
    if (NODE_COAST[n] !== coast || blocked.has(n) || NODE_NEIGHBORS[n]!.some((m) => blocked.has(m))) continue;
    out.push(String(n + 1));
    blocked.add(n);
  }
  expect(out).toHaveLength(count);
  return out;
}

describe('outside: set-up and the robber off the board', () => {
  it('"The Robber starts off-board": after a set-up played through legalActions nothing blocks the desert spring, and the first Knight may go to any of the 19 hexes', () => {
    const s = newGame({}, 3, 'outside-setup');
    while (s.phase === 'setup') {
      const seat = oilSprings.status(s).toAct[0]!;
      act(s, seat, legal(s, seat)[0]!);
    }
    const v = pub(s);
    expect(v.robber).toBeNull();
    expect(v.hexes.find((h) => h.name === 'J')).toMatchObject({ number: 5 });
    expect(ext(s).springs.sort()).toEqual(['C', 'G', 'J']);
    const first = oilSprings.status(s).toAct;
    expect(first).toEqual([v.current]);
    // Any one development card may be played before the roll: a Knight brings the robber onto the board.
    giveDev(s, v.current, KNIGHT);
    act(s, v.current, { type: 'knight' });
    expect(oilSprings.legalSpots(s, v.current, 'robber').sort()).toEqual([...HEX_NAMES].sort());
  });

  it('"They have the power to block an oil spring": a Knight before the roll on the desert spring J stops its oil on the 5, while the pasture and hills 5 pay', () => {
    const s = toRoll(newGame(), 0);
    place(s, '33', 3, 1); // J, N, O: the spring 5
    place(s, '45', 1, 2); // O, P, S: pasture 5, a city
    place(s, '41', 2, 1); // M, N, Q: hills 5
    giveDev(s, 0, KNIGHT);
    act(s, 0, { type: 'knight' });
    act(s, 0, { type: 'robber', hex: 'J', victim: 3 }); // who holds nothing to steal
    expect(pub(s).robber).toBe('J');
    rigDice(s, 5);
    act(s, 0, { type: 'roll' });
    expect(ext(s).held).toEqual([0, 0, 0, 0]);
    expect(ext(s).supply).toBe(15);
    expect(handOf(s, 1)).toMatchObject({ wool: 2 });
    expect(handOf(s, 2)).toMatchObject({ brick: 1 });
  });
});

describe('outside: a 7 with oil held', () => {
  it('"each oil counts as one card": only the player over 7 with their oil must discard, the count must be exact, oil discarded goes to the supply, then the roller moves the robber', () => {
    const s = toRoll(newGame(), 0);
    give(s, 1, { ore: 4, oil: 4 }); // 8 → discards 4
    give(s, 2, { grain: 7 }); // 7 → none
    give(s, 3, { wool: 3, oil: 4 }); // 7 → none
    rigDice(s, 7);
    act(s, 0, { type: 'roll' });
    expect(oilSprings.status(s).toAct).toEqual([1]);
    expect(pub(s).players.map((p) => p.mustDiscard)).toEqual([0, 4, 0, 0]);
    expect(refused(s, 1, { type: 'discard', cards: { ore: 3 } })).toBeTruthy();
    expect(refused(s, 1, { type: 'discard', cards: { ore: 2, oil: 3 } })).toBeTruthy();
    act(s, 1, { type: 'discard', cards: { ore: 2, oil: 2 } });
    expect(ext(s).held).toEqual([0, 2, 0, 4]);
    expect(ext(s).supply).toBe(15 - 2 - 4);
    expect(ext(s).disasterTrack).toBe(0);
    expect(oilSprings.status(s).toAct).toEqual([0]);
    expect(pub(s).phase).toBe('robber');
  });

  it('"give up a precious oil, directly chosen by the person doing the robbing": the roller of a 7 takes 1 oil and may burn it that turn, moving the track by 1', () => {
    const s = toRoll(newGame(), 0);
    place(s, '6', 1, 1); // on C, the forest 9 spring
    give(s, 1, { ore: 2, oil: 2 });
    rigDice(s, 7);
    act(s, 0, { type: 'roll' });
    expect(legal(s, 0)).toContainEqual({ type: 'robber', hex: 'C', victim: 1, steal: 'oil' });
    act(s, 0, { type: 'robber', hex: 'C', victim: 1, steal: 'oil' });
    expect(ext(s).held).toEqual([1, 1, 0, 0]);
    expect(ext(s).disasterTrack).toBe(0);
    expect(handOf(s, 1)).toMatchObject({ ore: 2 });
    act(s, 0, { type: 'convertOil', resource: 'grain', second: 'wool' });
    expect(ext(s).disasterTrack).toBe(1);
    expect(ext(s).supply).toBe(14);
    expect(handOf(s, 0)).toMatchObject({ grain: 1, wool: 1, oil: 0 });
  });
});

describe('outside: Monopoly on oil', () => {
  it('"I can use Year of Plenty and Monopoly cards" with the 4-oil limit [FAQ]: seat 2 holding 1 takes one oil at a time from seat 3, seat 0, seat 1, and stops at 4', () => {
    const s = toMain(newGame(), 2);
    give(s, 2, { oil: 1 });
    for (const p of [0, 1, 3]) give(s, p, { oil: 2 });
    giveDev(s, 2, MONOPOLY);
    act(s, 2, { type: 'monopoly', resource: 'oil' });
    expect(ext(s).held).toEqual([1, 1, 4, 1]);
    expect(ext(s).disasterTrack).toBe(0);
  });
});

describe('outside: metropolises', () => {
  it('"A metropolis produces 3 resources instead of 2, and it\'s worth 3 victory points": public points, pieces and production', () => {
    const s = toMain(newGame(), 0);
    place(s, '36', 1, 2); // on the mountains 8 (L)
    const before = pub(s).players[1]!;
    toMain(s, 1);
    give(s, 1, { brick: 1, grain: 1, ore: 1, oil: 2 });
    act(s, 1, { type: 'metropolis', at: '36' });
    const after = pub(s).players[1]!;
    expect(after.vp).toBe(before.vp + 1);
    expect(oilSprings.status(s).scores[1]).toBe(3);
    expect(after.piecesLeft).toEqual(before.piecesLeft);
    expect(pub(s).buildings.find((b) => b.at === '36')).toMatchObject({ kind: 'metropolis', owner: 1 });
    expect(ext(s)).toMatchObject({ metropolises: ['36'], metropolisesLeft: 3, disasterTrack: 2 });
    act(s, 1, { type: 'endTurn' });
    rigDice(s, 8);
    act(s, 2, { type: 'roll' });
    expect(handOf(s, 1)).toMatchObject({ ore: 3 });
  });

  it('"The first player who manages to score 12 or more victory points after they finish their turn": a metropolis bringing the 12th point wins only at the end of the turn, and nobody acts after', () => {
    const s = toMain(newGame(), 0);
    const cities = spots(s, 4, false);
    for (const at of cities) place(s, at, 0, 2);
    for (const at of spots(s, 3, false)) place(s, at, 0, 1);
    expect(oilSprings.status(s).scores[0]).toBe(11);
    give(s, 0, { brick: 1, grain: 1, ore: 1, oil: 2 });
    act(s, 0, { type: 'metropolis', at: cities[0]! });
    expect(oilSprings.status(s)).toMatchObject({ over: false, toAct: [0] });
    expect(oilSprings.status(s).scores[0]).toBe(12);
    act(s, 0, { type: 'endTurn' });
    const st = oilSprings.status(s);
    expect(st).toMatchObject({ over: true, toAct: [] });
    expect(st.result?.winners).toEqual([0]);
  });
});

describe('outside: the Disaster Track limit in the legal listing', () => {
  it('"If the marker on the Disaster Track is on the number 4, I can only use one oil during that turn": no metropolis is listed, and after one conversion no oil use at all', () => {
    const s = toMain(newGame(), 0);
    s.ext.marker = 4;
    place(s, '40', 0, 2);
    give(s, 0, { brick: 1, grain: 1, ore: 1, oil: 3 });
    expect(ext(s).oilUsableThisTurn).toBe(1);
    expect(ofType(s, 0, 'metropolis')).toEqual([]);
    expect(ofType(s, 0, 'convertOil').length).toBeGreaterThan(0);
    act(s, 0, { type: 'convertOil', resource: 'lumber' });
    expect(ext(s)).toMatchObject({ disasterTrack: 5, oilUsableThisTurn: 0 });
    expect(ofType(s, 0, 'convertOil')).toEqual([]);
    expect(ofType(s, 0, 'sequester')).toEqual([]); // starting rules: oil was used this turn
    expect(refused(s, 0, { type: 'metropolis', at: '40' })).toBe('track-full');
  });
});

describe('outside: the bank run dry', () => {
  it('"trade 1 oil for 2 resources of my choice": with the bank empty no conversion is listed, yet a metropolis may be built, and what it paid in can then be taken', () => {
    const s = toMain(newGame(), 0);
    place(s, '40', 0, 2);
    give(s, 0, { brick: 1, grain: 1, ore: 1, oil: 3 });
    give(s, 1, { brick: 18, grain: 18, ore: 18 });
    give(s, 2, { lumber: 19, wool: 19 });
    expect(pub(s).bank).toMatchObject({ lumber: 0, brick: 0, wool: 0, grain: 0, ore: 0 });
    expect(ofType(s, 0, 'convertOil')).toEqual([]);
    expect(refused(s, 0, { type: 'convertOil', resource: 'ore' })).toBe('bank-short');
    act(s, 0, { type: 'metropolis', at: '40' });
    // The bank now holds 1 brick, 1 grain, 1 ore: only pairs of those three.
    expect(ofType(s, 0, 'convertOil')).toEqual([
      { type: 'convertOil', resource: 'brick', second: 'grain' },
      { type: 'convertOil', resource: 'brick', second: 'ore' },
      { type: 'convertOil', resource: 'grain', second: 'ore' },
    ]);
    expect(refused(s, 0, { type: 'convertOil', resource: 'brick' })).toBe('bank-short');
    act(s, 0, { type: 'convertOil', resource: 'grain', second: 'ore' });
    expect(handOf(s, 0)).toMatchObject({ grain: 1, ore: 1, oil: 0 });
    expect(ext(s).disasterTrack).toBe(3);
  });
});

describe('outside: coastal flooding, read from the public view', () => {
  it('"Settlements next to a sea tile are removed ... cities are downsized ... Roads are not affected ... A metropolis ... is also not impacted"', () => {
    const s = toMain(newGame(), 0);
    const [settle, city, metro] = spots(s, 3, true);
    const [inland] = spots(s, 1, false);
    place(s, settle!, 1, 1);
    place(s, city!, 1, 2);
    place(s, metro!, 1, 3);
    place(s, inland!, 1, 1);
    roads(s, 1, ['1', '2', '3']);
    const before = pub(s).players[1]!;
    oweDisaster(s, 0);
    rigDice(s, 7);
    act(s, 0, { type: 'endTurn' });
    const v = pub(s);
    const mine = v.buildings.filter((b) => b.owner === 1);
    expect(mine.map((b) => [b.at, b.kind]).sort()).toEqual(
      [
        [city!, 'settlement'],
        [metro!, 'metropolis'],
        [inland!, 'settlement'],
      ].sort(),
    );
    expect(v.roads.filter((r) => r.owner === 1)).toHaveLength(2);
    expect(v.players[1]!.vp).toBe(before.vp - 2);
    expect(v.players[1]!.piecesLeft).toEqual({
      settlements: before.piecesLeft.settlements, // +1 washed away, −1 for the downsized city
      cities: before.piecesLeft.cities + 1,
      roads: before.piecesLeft.roads,
    });
    expect(ext(s).lastDisaster).toMatchObject({
      seat: 0,
      kind: 'flood',
      washedAway: [settle],
      reduced: [city],
    });
    expect(ext(s).disasterTrack).toBe(0);
    expect(oilSprings.status(s).toAct).toEqual([1]);
    expect(v.phase).toBe('roll');
  });

  it('running out of pieces: a player with every settlement and city on the board gets the washed-away pieces back and may build a city again', () => {
    const s = toMain(newGame(), 0);
    const coast = spots(s, 3, true);
    const inlandSpots = spots(s, 6, false);
    place(s, coast[0]!, 1, 1);
    place(s, coast[1]!, 1, 1);
    place(s, coast[2]!, 1, 2);
    for (const at of inlandSpots.slice(0, 3)) place(s, at, 1, 1);
    for (const at of inlandSpots.slice(3)) place(s, at, 1, 2);
    expect(pub(s).players[1]!.piecesLeft).toMatchObject({ settlements: 0, cities: 0 });
    oweDisaster(s, 0);
    rigDice(s, 7);
    act(s, 0, { type: 'endTurn' });
    expect(pub(s).players[1]!.piecesLeft).toMatchObject({ settlements: 1, cities: 1 });
    rigDice(s, 12); // D, nobody there
    act(s, 1, { type: 'roll' });
    give(s, 1, { grain: 2, ore: 3 });
    expect(oilSprings.legalSpots(s, 1, 'city')).toContain(inlandSpots[0]);
    act(s, 1, { type: 'city', at: inlandSpots[0]! });
    expect(pub(s).players[1]!.piecesLeft).toMatchObject({ settlements: 2, cities: 0 });
  });
});

describe('outside: pollution, read from the public view', () => {
  it('"This means that the hex won\'t produce any resources anymore": H loses its 9 for good, the spring C beside it still gives oil on a 9', () => {
    const s = toMain(newGame(), 0);
    place(s, '29', 2, 2); // H, M: the fields 9 alone
    place(s, '6', 3, 1); // C: the forest 9 spring
    oweDisaster(s, 0);
    // The 9s are the spring C and the fields H, in that order: the draw after the dice picks H.
    rigDice(s, 9, (r) => r.int(2) === 1);
    act(s, 0, { type: 'endTurn' });
    expect(pub(s).hexes[hex('H')]).toMatchObject({ name: 'H', number: null });
    expect(ext(s)).toMatchObject({ removedTokens: [9], destroyedHexes: ['H'], tokensToAbandon: 5 });
    giveDev(s, 1, KNIGHT);
    act(s, 1, { type: 'knight' });
    expect(oilSprings.legalSpots(s, 1, 'robber')).toHaveLength(18);
    expect(refused(s, 1, { type: 'robber', hex: 'H' })).toBe('illegal-spot');
    act(s, 1, { type: 'robber', hex: 'A' });
    rigDice(s, 9);
    act(s, 1, { type: 'roll' });
    expect(handOf(s, 2)).toMatchObject({ grain: 0 });
    expect(ext(s).held).toEqual([0, 0, 0, 1]);
  });
});

describe('outside: sequestering over several turns', () => {
  it('"the first player to sequester 3 oil cards becomes the Champion ... if another player manages to sequester more ..., they immediately take the Champion token": one oil a turn, played round the table', () => {
    const s = toMain(newGame(), 0);
    give(s, 0, { oil: 3 });
    give(s, 1, { oil: 4 });
    const vp = (seat: number) => pub(s).players[seat]!.vp;
    /** Each seat's turn in order from the active one: roll a 12 (the fields D, nobody there), act, end. */
    const round = (acts: Record<number, () => void>) => {
      for (let i = 0; i < 4; i++) {
        const seat = pub(s).current;
        if (pub(s).phase === 'roll') {
          rigDice(s, 12);
          act(s, seat, { type: 'roll' });
        }
        acts[seat]?.();
        act(s, seat, { type: 'endTurn' });
      }
    };
    const sequester = (seat: number) => () => {
      act(s, seat, { type: 'sequester' });
      expect(refused(s, seat, { type: 'sequester' })).toBeTruthy(); // at most one a turn
    };
    round({ 0: sequester(0), 1: sequester(1) });
    round({ 0: sequester(0), 1: sequester(1) });
    expect(ext(s)).toMatchObject({ sequestered: [2, 2, 0, 0], champion: null });
    round({ 0: sequester(0) });
    expect(ext(s)).toMatchObject({ sequestered: [3, 2, 0, 0], champion: 0 });
    expect([vp(0), vp(1)]).toEqual([2, 0]); // a set of 3 and the token
    round({ 1: sequester(1) });
    expect(ext(s)).toMatchObject({ sequestered: [3, 3, 0, 0], champion: 0 }); // a tie leaves it
    expect([vp(0), vp(1)]).toEqual([2, 1]);
    round({ 1: sequester(1) });
    expect(ext(s)).toMatchObject({ sequestered: [3, 4, 0, 0], champion: 1, supply: 8, held: [0, 0, 0, 0] });
    expect([vp(0), vp(1)]).toEqual([1, 2]);
    expect(ext(s).disasterTrack).toBe(0); // sequestering is not use
  });
});
