import { describe, expect, it } from 'vitest';
import { oilSprings } from '../../../src/games/oil-springs';
import { disasterHarm, safeToUseOil } from '../../../src/games/oil-springs/bots';
import { Rng } from '../../../src/games/rng';
import { give, newGame, place, toMain } from './helpers';

function play(bot: string, seed: string): { ending: string; turns: number; violations: string[] } {
  let s = oilSprings.setup(4, {} as never, seed);
  const rng = Rng.fromSeed(`bots-${seed}`);
  for (let i = 0; i < 6000 && !oilSprings.status(s).over; i++) {
    const seat = oilSprings.status(s).toAct[0]!;
    const r = oilSprings.apply(s, seat, oilSprings.bots[bot]!(s, seat, rng));
    if (!r.ok) throw new Error(`${bot} bot made an illegal move: ${r.error}`);
    s = r.state;
    const v = oilSprings.invariants!(s);
    if (v.length) return { ending: 'broken', turns: s.turn, violations: v };
  }
  return { ending: oilSprings.status(s).result?.ending ?? 'unfinished', turns: s.turn, violations: [] };
}

describe('bots', () => {
  it('greedy bots finish games legally with the invariants holding', () => {
    for (const seed of ['g1', 'g2']) {
      const r = play('greedy', seed);
      expect(r.violations).toEqual([]);
      expect(['victory', 'collapse']).toContain(r.ending);
    }
  });

  it('random bots finish games legally with the invariants holding', () => {
    for (const seed of ['r1', 'r2']) {
      const r = play('random', seed);
      expect(r.violations).toEqual([]);
      expect(['victory', 'collapse']).toContain(r.ending);
    }
  });

  it('greedy builds a metropolis when it can do so safely', () => {
    const s = toMain(newGame(), 0);
    place(s, '20', 0, 2);
    give(s, 0, { brick: 1, grain: 1, ore: 1, oil: 2 });
    expect(oilSprings.bots.greedy!(s, 0, Rng.fromSeed('x'))).toEqual({ type: 'metropolis', at: '20' });
  });

  it('greedy does not trigger a disaster that hurts itself more than its rivals', () => {
    const s = toMain(newGame(), 0);
    s.ext.marker = 3;
    place(s, '1', 0, 2); // coastal city: a flood would cost it
    place(s, '20', 0, 2);
    place(s, '33', 1, 1); // rivals inland
    give(s, 0, { brick: 1, grain: 1, ore: 1, oil: 2 });
    expect(disasterHarm(s, 0)).toBeGreaterThan(disasterHarm(s, 1));
    expect(safeToUseOil(s, 0, 2)).toBe(false);
    const a = oilSprings.bots.greedy!(s, 0, Rng.fromSeed('x'));
    expect(a.type).not.toBe('metropolis');
    expect(a.type).not.toBe('convertOil');
  });

  it('greedy never risks the fifth token', () => {
    const s = toMain(newGame(), 0);
    s.ext.marker = 4;
    s.ext.removedTokens = [10, 6, 9, 3];
    expect(safeToUseOil(s, 0, 1)).toBe(false);
  });

  it('greedy converts oil when it completes a city', () => {
    const s = toMain(newGame(), 0);
    place(s, '20', 0, 1);
    give(s, 0, { ore: 1, grain: 2, oil: 1 });
    const a = oilSprings.bots.greedy!(s, 0, Rng.fromSeed('x'));
    expect(a).toEqual({ type: 'convertOil', resource: 'ore' });
  });

  it('greedy converts 1 oil into one each of two resources when that completes a city', () => {
    // 1 grain and 2 ore short by 1 each: one oil pays for both (the seed's "2 resources of my choice").
    const s = toMain(newGame(), 0);
    place(s, '20', 0, 1);
    give(s, 0, { ore: 2, grain: 1, oil: 1 });
    const a = oilSprings.bots.greedy!(s, 0, Rng.fromSeed('x'));
    expect(a).toEqual({ type: 'convertOil', resource: 'grain', second: 'ore' });
  });

  it('greedy sequesters to complete a set of three', () => {
    const s = toMain(newGame(), 0);
    s.ext.sequestered[0] = 2;
    s.bank[5]! -= 2;
    give(s, 0, { oil: 1 });
    expect(oilSprings.bots.greedy!(s, 0, Rng.fromSeed('x'))).toEqual({ type: 'sequester' });
  });

  it('greedy steals oil when the victim has some', () => {
    const s = toMain(newGame(), 0);
    s.phase = 'robber';
    place(s, '22', 1, 2); // the only building: on E, F and J
    give(s, 1, { oil: 2, ore: 1 });
    const a = oilSprings.bots.greedy!(s, 0, Rng.fromSeed('x'));
    expect(a).toMatchObject({ type: 'robber', victim: 1, steal: 'oil' });
  });

  it('greedy with room for 1 more oil takes oil from a victim holding oil and no cards, not a card they lack', () => {
    // A random card from a victim holding only oil takes nothing ("Ben had no cards to steal."), while 1 oil fits.
    const s = toMain(newGame(), 0);
    s.phase = 'robber';
    place(s, '22', 1, 2); // the only building: on E, F and J
    give(s, 1, { oil: 2 });
    give(s, 0, { oil: 3 });
    const a = oilSprings.bots.greedy!(s, 0, Rng.fromSeed('x'));
    expect(a).toMatchObject({ type: 'robber', victim: 1, steal: 'oil' });
    const r = oilSprings.apply(s, 0, a);
    expect(r.ok && r.events.map((e) => e.text)).toContain('{p0} stole 1 oil from {p1}.');
    // With cards to take, it keeps its last room for oil produced, as before.
    give(s, 1, { ore: 1 });
    expect(oilSprings.bots.greedy!(s, 0, Rng.fromSeed('x'))).not.toHaveProperty('steal');
  });
});
