/**
 * Black-box scenarios written from the rule texts (the seed text, shared/rules/oil-springs.md and the
 * house decisions of docs/rules/oil-springs.md), one sentence per test, quoted in a comment.
 */
import { describe, expect, it } from 'vitest';
import { NODE_COAST, NODE_NEIGHBORS } from '../../../src/games/catan/board';
import { updateLongestRoad } from '../../../src/games/catan/longestRoad';
import { oilSprings } from '../../../src/games/oil-springs';
import { OIL } from '../../../src/games/oil-springs/oilState';
import { Rng, seedRng } from '../../../src/games/rng';
import {
  act,
  devOnTop,
  give,
  giveDev,
  hex,
  invariants,
  newGame,
  node,
  oil,
  oweDisaster,
  place,
  refused,
  rigDice,
  roads,
  setSequestered,
  setSupply,
  toMain,
  toRoll,
} from './helpers';

const KNIGHT = 0;
const VICTORY_POINT = 1;
const YEAR_OF_PLENTY = 3;

/** Hand a development card of `kind` to `seat` from the deck (bought on an earlier turn). */
/** Intersections far enough from each other and from every building already placed (distance rule). */
function freeSpots(s: ReturnType<typeof newGame>, count: number, avoid: string[] = []): string[] {
  const out: string[] = [];
  const blocked = new Set<number>(avoid.map((a) => node(a)));
  for (let n = 0; n < s.nodeOwner.length; n++) if (s.nodeOwner[n]! >= 0) blocked.add(n);
  for (let n = 0; n < s.nodeOwner.length && out.length < count; n++) {
    if (blocked.has(n) || NODE_NEIGHBORS[n]!.some((m) => blocked.has(m))) continue;
    out.push(String(n + 1));
    blocked.add(n);
  }
  expect(out).toHaveLength(count);
  return out;
}

/** Mark hex `name` destroyed by an earlier pollution (its token already on the Disaster Track). */
function destroyed(s: ReturnType<typeof newGame>, name: string): void {
  const h = hex(name);
  s.ext.removedTokens.push(s.numbers[h]!);
  s.ext.destroyedHexes.push(h);
  s.numbers[h] = 0;
}

/** Inland intersections (no sea), free under the distance rule. */
function inland(s: ReturnType<typeof newGame>, count: number): string[] {
  const coast = NODE_COAST.map((c, n) => (c ? String(n + 1) : '')).filter((x) => x);
  const out: string[] = [];
  const blocked = new Set<number>();
  for (let n = 0; n < s.nodeOwner.length; n++) if (s.nodeOwner[n]! >= 0) blocked.add(n);
  for (let n = 0; n < s.nodeOwner.length && out.length < count; n++) {
    if (coast.includes(String(n + 1)) || blocked.has(n) || NODE_NEIGHBORS[n]!.some((m) => blocked.has(m)))
      continue;
    out.push(String(n + 1));
    blocked.add(n);
  }
  expect(out).toHaveLength(count);
  return out;
}

const roadsOf = (s: ReturnType<typeof newGame>, seat: number, chain: string[]): void => roads(s, seat, chain);
const fixLongestRoad = (s: ReturnType<typeof newGame>): void => updateLongestRoad(s, []);

const hands = (s: ReturnType<typeof newGame>): number[] => [0, 1, 2, 3].map((p) => oil(s, p));

describe('seed: oil distribution', () => {
  it('"until all players have received their share or until the supply runs dry": one scarce oil goes to the next owed player clockwise, not nobody', () => {
    // Oil is not under the bank-shortage rule: roller seat 0 is owed nothing, seats 1 and 3 are owed; 1 oil left.
    const s = toRoll(newGame(), 0);
    place(s, '22', 3, 1);
    place(s, '34', 1, 1);
    setSupply(s, 1);
    rigDice(s, 5);
    act(s, 0, { type: 'roll' });
    expect(hands(s)).toEqual([0, 1, 0, 0]);
  });

  it('"handed out one at a time": a player owed 3 (settlement and city on the spring) takes one per round like everyone else', () => {
    // Roller seat 0: settlement on 22 and city on 34 (J, spring 5) → owed 3; seat 1 on 32 → owed 1. Supply 2.
    const s = toRoll(newGame(), 0);
    place(s, '22', 0, 1);
    place(s, '34', 0, 2);
    place(s, '32', 1, 1);
    setSupply(s, 2);
    rigDice(s, 5);
    act(s, 0, { type: 'roll' });
    expect(hands(s)).toEqual([1, 1, 0, 0]);
  });

  it('"a forest or pasture under a spring yields no lumber or wool", yet other hexes with the rolled number produce as usual', () => {
    // 5 is on J (spring), P (pasture) and Q (hills).
    const s = toRoll(newGame(), 0);
    place(s, '45', 1, 2); // O, P, S: a city on pasture 5 → 2 wool
    place(s, '41', 2, 1); // M, N, Q: hills 5 → 1 brick
    place(s, '33', 3, 1); // J, N, O: spring 5 → 1 oil
    rigDice(s, 5);
    act(s, 0, { type: 'roll' });
    expect(s.hands[1]).toEqual([0, 0, 2, 0, 0, 0]);
    expect(s.hands[2]).toEqual([0, 1, 0, 0, 0, 0]);
    expect(s.hands[3]).toEqual([0, 0, 0, 0, 0, 1]);
  });

  it('"Unlike other resources ... oil is distributed in a unique way": a grain shortage on a 9 stops the grain, not the oil', () => {
    // 9 is on H (fields) and C (spring). Grain: 2 claimants, 1 left in the bank → nobody gets grain.
    const s = toRoll(newGame(), 0);
    place(s, '19', 1, 1); // D, H, I
    place(s, '29', 2, 1); // H, M
    place(s, '6', 3, 2); // C spring
    place(s, '13', 1, 1); // B, C, F
    give(s, 0, { grain: 18 });
    rigDice(s, 9);
    act(s, 0, { type: 'roll' });
    expect(s.hands[1]).toEqual([0, 0, 0, 0, 0, 1]);
    expect(s.hands[2]).toEqual([0, 0, 0, 0, 0, 0]);
    expect(s.hands[3]).toEqual([0, 0, 0, 0, 0, 2]);
  });
});

describe('seed: the robber and 7s', () => {
  it('"each oil counts as one card": 6 cards + 2 oil must discard 4; 7 cards and no oil discard nothing', () => {
    const s = toRoll(newGame(), 0);
    give(s, 1, { lumber: 3, ore: 3, oil: 2 }); // 8 → 4
    give(s, 2, { grain: 7 }); // 7 → 0
    give(s, 3, { wool: 5, oil: 4 }); // 9 → 4
    rigDice(s, 7);
    act(s, 0, { type: 'roll' });
    expect(s.discardOwed).toEqual([0, 4, 0, 4]);
    expect(s.phase).toBe('discard');
  });

  it('"The stolen player ... give up a precious oil": the thief may take oil from a victim who holds oil but no cards', () => {
    const s = toMain(newGame(), 0);
    s.phase = 'robber';
    place(s, '22', 1, 1);
    give(s, 1, { oil: 1 });
    act(s, 0, { type: 'robber', hex: 'J', victim: 1, steal: 'oil' });
    expect(hands(s)).toEqual([1, 0, 0, 0]);
    expect(s.ext.marker).toBe(0);
  });

  it('stealing oil from a victim without oil is refused', () => {
    const s = toMain(newGame(), 0);
    s.phase = 'robber';
    place(s, '22', 1, 1);
    give(s, 1, { ore: 2 });
    expect(refused(s, 0, { type: 'robber', hex: 'J', victim: 1, steal: 'oil' })).toBeTruthy();
  });

  it('"The robber\'s owner steals either one random resource card or one oil" — with a Knight too', () => {
    const s = toRoll(newGame(), 0);
    giveDev(s, 0, KNIGHT);
    place(s, '13', 2, 1); // B, C, F: C is the spring 9
    give(s, 2, { oil: 2, brick: 1 });
    act(s, 0, { type: 'knight' });
    act(s, 0, { type: 'robber', hex: 'C', victim: 2, steal: 'oil' });
    expect(hands(s)).toEqual([1, 0, 1, 0]);
    expect(s.hands[2]![1]).toBe(1);
  });
});

describe('seed: using oil', () => {
  it('Year of Plenty cannot take oil the supply does not have', () => {
    const s = toMain(newGame(), 0);
    giveDev(s, 0, YEAR_OF_PLENTY);
    setSupply(s, 0);
    expect(refused(s, 0, { type: 'yearOfPlenty', take: ['oil', 'oil'] })).toBeTruthy();
    expect(oil(s, 0)).toBe(0);
  });

  it('"I can trade 1 oil for 2 resources of my choice, as long as they\'re not oil": 1 brick and 1 grain, or 2 ore; never oil', () => {
    const s = toMain(newGame(), 0);
    give(s, 0, { oil: 3 });
    act(s, 0, { type: 'convertOil', resource: 'brick', second: 'grain' });
    act(s, 0, { type: 'convertOil', resource: 'ore' });
    expect(s.hands[0]).toEqual([0, 1, 0, 1, 2, 1]);
    expect(s.bank).toEqual([19, 18, 19, 18, 17, 14]);
    expect(s.ext.marker).toBe(2);
    expect(refused(s, 0, { type: 'convertOil', resource: 'grain', second: 'oil' })).toBe('bad-resource');
    expect(refused(s, 0, { type: 'convertOil', resource: 'oil' })).toBe('bad-resource');
  });

  it('"If I have 1 brick, 1 grain, 1 ore, and 2 oil, I can upgrade one of my cities": exact cost, city piece stays, 3 VP', () => {
    const s = toMain(newGame(), 0);
    place(s, '40', 0, 2);
    give(s, 0, { brick: 1, grain: 1, ore: 1, oil: 2 });
    const vp = s.vp[0]!;
    const cities = s.citiesLeft[0]!;
    act(s, 0, { type: 'metropolis', at: '40' });
    expect(s.hands[0]).toEqual([0, 0, 0, 0, 0, 0]);
    expect(s.bank).toEqual([19, 19, 19, 19, 19, 15]);
    expect(s.vp[0]).toBe(vp + 1);
    expect(s.citiesLeft[0]).toBe(cities);
    expect(s.ext.marker).toBe(2);
  });

  it('bank shortage: a metropolis owed 3 ore as the only claimant takes the 2 left', () => {
    const s = toRoll(newGame(), 1);
    place(s, '36', 0, 3);
    give(s, 2, { ore: 17 });
    rigDice(s, 8);
    act(s, 1, { type: 'roll' });
    expect(s.hands[0]![4]).toBe(2);
    expect(s.bank[4]).toBe(0);
  });

  it('"If the marker is on the number 1, then I can use up to four oil during my turn"', () => {
    const s = toMain(newGame(), 0);
    s.ext.marker = 1;
    give(s, 0, { oil: 4 });
    for (let i = 0; i < 4; i++) act(s, 0, { type: 'convertOil', resource: 'lumber' });
    expect(s.ext.marker).toBe(5);
    give(s, 0, { oil: 1 });
    expect(refused(s, 0, { type: 'convertOil', resource: 'lumber' })).toBe('track-full');
  });

  it('marker at 3: a metropolis (2 oil) is allowed and fills the track; then no more oil this turn', () => {
    const s = toMain(newGame(), 0);
    s.ext.marker = 3;
    place(s, '40', 0, 2);
    give(s, 0, { brick: 1, grain: 1, ore: 1, oil: 3 });
    act(s, 0, { type: 'metropolis', at: '40' });
    expect(s.ext.marker).toBe(5);
    expect(refused(s, 0, { type: 'convertOil', resource: 'lumber' })).toBe('track-full');
  });
});

describe('seed: sequestering', () => {
  it('"Sequestering oil ... doesn\'t count as usage and doesn\'t affect this limit" (wide open): sequester after the track is full', () => {
    const s = toMain(newGame({ sequestering: 'wide-open' }), 0);
    oweDisaster(s, 0);
    give(s, 0, { oil: 1 });
    act(s, 0, { type: 'sequester' });
    expect(s.ext.sequestered[0]).toBe(1);
    expect(s.ext.marker).toBe(5);
  });

  it('"For every 3 oil cards you sequester, you\'ll earn 1 Victory Point": 5 → 1 VP, the 6th → 2 VP', () => {
    const s = toMain(newGame(), 0);
    setSequestered(s, [5, 0, 0, 0], 0);
    const vp = s.vp[0]!; // 1 for the set + 1 for the Champion
    expect(vp).toBe(2);
    give(s, 0, { oil: 1 });
    act(s, 0, { type: 'sequester' });
    expect(s.vp[0]).toBe(3);
  });
});

describe('seed: the disaster phase', () => {
  it('a disaster roll of 7 floods; it is not a robber 7: no discards, no robber move', () => {
    const s = toMain(newGame(), 0);
    give(s, 1, { ore: 5, grain: 4 });
    oweDisaster(s, 0);
    rigDice(s, 7);
    act(s, 0, { type: 'endTurn' });
    expect(s.discardOwed).toEqual([0, 0, 0, 0]);
    expect(s.robber).toBe(-1);
    expect(s.phase).toBe('roll');
    expect(s.current).toBe(1);
    expect(s.hands[1]).toEqual([0, 0, 0, 4, 5, 0]);
  });

  it('a disaster roll of another number pollutes; it produces nothing', () => {
    const s = toMain(newGame(), 0);
    place(s, '20', 2, 2); // D, E, I: hills 6 (E)
    place(s, '43', 3, 2); // N, O, R: fields 6 (R)
    oweDisaster(s, 0);
    rigDice(s, 6);
    act(s, 0, { type: 'endTurn' });
    expect(s.ext.removedTokens).toEqual([6]);
    expect(s.hands[2]).toEqual([0, 0, 0, 0, 0, 0]);
    expect(s.hands[3]).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('"the hex won\'t produce any resources anymore", while the other hex with that number still does', () => {
    const s = toMain(newGame(), 0);
    place(s, '20', 2, 1);
    place(s, '43', 3, 1);
    destroyed(s, 'E');
    act(s, 0, { type: 'endTurn' });
    rigDice(s, 6);
    act(s, 1, { type: 'roll' });
    expect(s.hands[2]).toEqual([0, 0, 0, 0, 0, 0]);
    expect(s.hands[3]).toEqual([0, 0, 0, 1, 0, 0]);
  });

  it('"Settlements next to a sea tile are removed ... (and returned to the player who owns them), and cities are downsized": exact pieces and VP', () => {
    const s = toMain(newGame(), 0);
    place(s, '1', 1, 1); // coast
    place(s, '8', 1, 2); // coast, city
    place(s, '26', 1, 3); // coast, metropolis
    place(s, '22', 1, 1); // inland
    const before = { vp: s.vp[1]!, set: s.settlementsLeft[1]!, cit: s.citiesLeft[1]! };
    oweDisaster(s, 0);
    rigDice(s, 7);
    act(s, 0, { type: 'endTurn' });
    expect(s.nodeOwner[node('1')]).toBe(-1);
    expect(s.nodeLevel[node('8')]).toBe(1);
    expect(s.nodeLevel[node('26')]).toBe(3);
    expect(s.nodeLevel[node('22')]).toBe(1);
    expect(s.vp[1]).toBe(before.vp - 2);
    expect(s.settlementsLeft[1]).toBe(before.set + 1 - 1);
    expect(s.citiesLeft[1]).toBe(before.cit + 1);
  });

  it('"if the affected hex does have an Oil Spring tile, I have to remove 3 oil from the general supply" — and removes no token, even with 4 on the track', () => {
    const s = toMain(newGame(), 0);
    for (const h of ['A', 'B', 'D', 'H']) destroyed(s, h); // 10, 2, 12, 9: now only C carries 9
    oweDisaster(s, 0);
    rigDice(s, 9);
    act(s, 0, { type: 'endTurn' });
    expect(oilSprings.status(s).over).toBe(false);
    expect(s.numbers[hex('C')]).toBe(9);
    expect(s.ext.removedTokens).toHaveLength(4);
    expect(s.bank[OIL]).toBe(12);
    expect(s.ext.destroyed).toBe(3);
  });

  it('"players have to discard one oil at a time. It starts with the player who caused the disaster, and then continues clockwise" (causer seat 3, supply 2)', () => {
    const s = toMain(newGame(), 3);
    oweDisaster(s, 3); // seat 3's used oil goes back to the supply
    give(s, 3, { oil: 1 });
    give(s, 0, { oil: 2 });
    give(s, 1, { oil: 2 });
    setSupply(s, 2);
    destroyed(s, 'H');
    rigDice(s, 9);
    act(s, 3, { type: 'endTurn' });
    // 2 from the supply, then 1 from seat 3 (the causer); seats 0 and 1 keep theirs.
    expect(hands(s)).toEqual([2, 2, 0, 0]);
    expect(s.bank[OIL]).toBe(0);
    expect(invariants(s)).toEqual([]);
  });
});

describe('seed: winning', () => {
  it('"The first player who manages to score 12 or more victory points after they finish their turn": a player at 12 on another\'s turn wins only when their own turn ends', () => {
    const s = toMain(newGame(), 0);
    for (const at of freeSpots(s, 4)) place(s, at, 1, 2);
    for (const at of freeSpots(s, 4)) place(s, at, 1, 1);
    expect(s.vp[1]).toBe(12);
    act(s, 0, { type: 'endTurn' });
    expect(oilSprings.status(s).over).toBe(false);
    expect(s.current).toBe(1);
    rigDice(s, 12);
    act(s, 1, { type: 'roll' });
    expect(oilSprings.status(s).over).toBe(false);
    act(s, 1, { type: 'endTurn' });
    const st = oilSprings.status(s);
    expect(st.over).toBe(true);
    expect(st.result?.winners).toEqual([1]);
  });

  it('hidden Victory Point cards count toward the 12', () => {
    const s = toMain(newGame(), 0);
    for (const at of freeSpots(s, 4)) place(s, at, 0, 2);
    for (const at of freeSpots(s, 3)) place(s, at, 0, 1);
    giveDev(s, 0, VICTORY_POINT);
    expect(s.vp[0]).toBe(11);
    act(s, 0, { type: 'endTurn' });
    expect(oilSprings.status(s).result?.winners).toEqual([0]);
  });
});

describe('seed: a second set-up settlement between two springs', () => {
  it('"A building on a spring hex produces oil": the second set-up settlement on 14 (C spring, F, G spring) takes 2 oil and 1 brick', () => {
    const s = newGame();
    // Play the set-up: every seat's first placement far away, then the last seat's second settlement on 14.
    const firsts = ['1', '48', '30', '44'];
    let i = 0;
    while (s.setupStep < s.seats) {
      const seat = s.current;
      const at = firsts[i++]!;
      act(s, seat, { type: 'settlement', at });
      const road = oilSprings.legalActions(s, seat).find((a) => a.type === 'road')!;
      act(s, seat, road);
    }
    const last = s.current;
    act(s, last, { type: 'settlement', at: '14' });
    expect(s.hands[last]).toEqual([0, 1, 0, 0, 0, 2]);
    expect(s.bank[OIL]).toBe(13);
  });
});

describe('legal listing and the rules agree on oil actions', () => {
  it('in bot-played positions, every oil action is listed exactly when it is accepted', () => {
    const names = ['lumber', 'brick', 'wool', 'grain', 'ore'];
    for (const [seed, opts] of [
      ['bb-1', {}],
      ['bb-2', { sequestering: 'wide-open' }],
    ] as const) {
      const s = oilSprings.setup(4, opts as never, seed);
      const rng = new Rng(seedRng(`bots-${seed}`));
      for (let step = 0; step < 3000 && !oilSprings.status(s).over; step++) {
        const seat = oilSprings.status(s).toAct[0]!;
        const legal = oilSprings.legalActions(s, seat).map((a) => JSON.stringify(a));
        const candidates: object[] = [{ type: 'sequester' }];
        // Two of a kind, each pair once in resource order (as listed), and a pair with oil (never accepted).
        names.forEach((r, i) => {
          candidates.push({ type: 'convertOil', resource: r });
          for (const second of [...names.slice(i + 1), 'oil'])
            candidates.push({ type: 'convertOil', resource: r, second });
        });
        for (let n = 0; n < s.nodeOwner.length; n++)
          if (s.nodeOwner[n] === seat && s.nodeLevel[n] === 2)
            candidates.push({ type: 'metropolis', at: String(n + 1) });
        for (const c of candidates) {
          const copy = JSON.parse(JSON.stringify(s));
          const accepted = oilSprings.apply(copy, seat, c as never).ok;
          const listed = legal.includes(JSON.stringify(c));
          if (accepted !== listed)
            throw new Error(
              `${seed} step ${step}: ${JSON.stringify(c)} accepted=${accepted} listed=${listed}`,
            );
        }
        const bot = oilSprings.bots[seat % 2 ? 'random' : 'greedy']!;
        const r = oilSprings.apply(s, seat, bot(s, seat, rng));
        expect(r.ok).toBe(true);
      }
    }
  });
});

describe('seed: more edges', () => {
  it('"this includes resolving the Disaster Phase": a flood that hands the causer Longest Road lifts them to 12 and they win', () => {
    const s = toMain(newGame(), 0);
    // Seat 0: a 5-road coast line 1…6 cut at 3 by seat 1's coastal settlement; nobody holds Longest Road.
    roadsOf(s, 0, ['1', '2', '3', '4', '5', '6']);
    place(s, '3', 1, 1);
    for (const at of inland(s, 4)) place(s, at, 0, 2);
    for (const at of inland(s, 2)) place(s, at, 0, 1);
    fixLongestRoad(s);
    expect(s.longestRoad).toBe(-1);
    expect(s.vp[0]).toBe(10);
    oweDisaster(s, 0);
    rigDice(s, 7);
    act(s, 0, { type: 'endTurn' });
    expect(s.nodeOwner[node('3')]).toBe(-1);
    expect(s.longestRoad).toBe(0);
    expect(oilSprings.status(s).result?.winners).toEqual([0]);
  });

  it('three players: the oil handout goes roller, then clockwise wrapping to seat 0', () => {
    const s = toRoll(newGame({}, 3), 2);
    place(s, '22', 1, 2);
    place(s, '34', 0, 2);
    place(s, '32', 2, 1);
    setSupply(s, 3);
    rigDice(s, 5);
    act(s, 2, { type: 'roll' });
    // round 1: seat 2, seat 0, seat 1 — supply empty.
    expect([oil(s, 0), oil(s, 1), oil(s, 2)]).toEqual([1, 1, 1]);
  });
});

describe('seed: 12 VP only "after they finish their turn", whatever brought the points', () => {
  function at11(): ReturnType<typeof newGame> {
    const s = toMain(newGame(), 0);
    for (const a of inland(s, 4)) place(s, a, 0, 2);
    for (const a of inland(s, 2)) place(s, a, 0, 1);
    expect(s.vp[0]).toBe(10);
    return s;
  }

  it('a third Knight (Largest Army) to 12 VP: not over until the turn ends', () => {
    const s = at11();
    s.devPlayed[0]![KNIGHT] = 2;
    s.devDeck.splice(s.devDeck.indexOf(KNIGHT), 1);
    s.devDeck.splice(s.devDeck.indexOf(KNIGHT), 1);
    giveDev(s, 0, KNIGHT);
    act(s, 0, { type: 'knight' });
    act(s, 0, { type: 'robber', hex: 'A' });
    expect(s.largestArmy).toBe(0);
    expect(oilSprings.status(s).over).toBe(false);
    act(s, 0, { type: 'endTurn' });
    expect(oilSprings.status(s).result?.winners).toEqual([0]);
  });

  it('buying a Victory Point card to 12 VP: not over until the turn ends', () => {
    const s = at11();
    giveDev(s, 0, VICTORY_POINT);
    devOnTop(s, VICTORY_POINT);
    give(s, 0, { ore: 1, wool: 1, grain: 1 });
    act(s, 0, { type: 'buyDev' });
    expect(oilSprings.status(s).over).toBe(false);
    act(s, 0, { type: 'endTurn' });
    expect(oilSprings.status(s).result?.winners).toEqual([0]);
  });

  it('sequestering the 3rd oil (a set and the Champion) to 12 VP: not over until the turn ends', () => {
    const s = at11();
    setSequestered(s, [2, 0, 0, 0], -1);
    give(s, 0, { oil: 1 });
    act(s, 0, { type: 'sequester' }); // 3: 1 VP for the set, 1 for the Champion → 12
    expect(s.vp[0]).toBe(12);
    expect(oilSprings.status(s).over).toBe(false);
    act(s, 0, { type: 'endTurn' });
    expect(oilSprings.status(s).result?.winners).toEqual([0]);
  });

  it('only the player ending the turn can win: another player at 13 VP does not share the victory', () => {
    const s = at11();
    give(s, 0, { oil: 1 });
    setSequestered(s, [2, 0, 0, 0], -1);
    act(s, 0, { type: 'sequester' });
    for (const a of freeSpots(s, 4)) place(s, a, 1, 2);
    for (const a of freeSpots(s, 1)) place(s, a, 1, 1);
    for (let i = 0; i < 4; i++) giveDev(s, 1, VICTORY_POINT); // 13 in all
    act(s, 0, { type: 'endTurn' });
    expect(oilSprings.status(s).result?.winners).toEqual([0]);
  });
});
