import { describe, expect, it } from 'vitest';
import { oilSprings } from '../../../src/games/oil-springs';
import type { OilSpringsViewExt } from '../../../src/games/oil-springs/view';
import { OIL } from '../../../src/games/oil-springs/oilState';
import { getGame } from '../../../src/games/registry';
import { act, hex, invariants, newGame, node, oil } from './helpers';

describe('Oil Springs set-up', () => {
  it('is registered as oil-springs, 3–4 players', () => {
    expect(getGame('oil-springs')).toBe(oilSprings);
    expect(oilSprings.players).toEqual({ min: 3, max: 4 });
  });

  it('beginner map: springs on the desert (number 5), the forest 9 and the north-east 10 pasture', () => {
    const s = newGame();
    expect(s.ext.springs).toEqual([hex('J'), hex('C'), hex('G')]);
    expect(s.numbers[hex('J')]).toBe(5);
    const v = oilSprings.view(s, null);
    expect(v.hexes[hex('G')]).toMatchObject({ terrain: 'pasture', number: 10 });
    expect(v.hexes[hex('F')]).toMatchObject({ terrain: 'hills', number: 4 });
    expect((v.ext as OilSpringsViewExt).springs).toEqual(['J', 'C', 'G']);
  });

  it('the robber starts off the board', () => {
    const s = newGame();
    expect(s.robber).toBe(-1);
    expect(oilSprings.view(s, null).robber).toBeNull();
  });

  it('15 oil in the supply, 4 metropolises, Disaster Track at 0, no Champion', () => {
    const s = newGame();
    expect(s.bank[OIL]).toBe(15);
    const e = oilSprings.view(s, 0).ext as OilSpringsViewExt;
    expect(e).toMatchObject({
      supply: 15,
      metropolisesLeft: 4,
      disasterTrack: 0,
      trackLength: 5,
      champion: null,
      vpToWin: 12,
      sequestering: 'starting',
    });
    expect(invariants(s)).toEqual([]);
  });

  it('variable map option: a shuffled board with springs on the desert and two other numbered hexes', () => {
    const s = newGame({ map: 'variable' }, 4, 'variable-1');
    expect(s.ext.springs).toHaveLength(3);
    expect(s.terrain[s.ext.springs[0]!]).toBe(5); // the desert
    expect(s.numbers[s.ext.springs[0]!]).toBe(5);
    for (const h of s.ext.springs) expect(s.numbers[h]).toBeGreaterThan(0);
    expect(invariants(s)).toEqual([]);
  });

  it('options are validated: an unknown sequestering rule is refused', () => {
    expect(oilSprings.optionsSchema.safeParse({ sequestering: 'anything' }).success).toBe(false);
    expect(oilSprings.optionsSchema.parse({})).toMatchObject({ map: 'beginner', sequestering: 'starting' });
  });

  it('a second set-up settlement next to a spring takes oil for it', () => {
    const s = newGame({}, 3, 'setup-oil');
    // Play the first round with spots far from the springs, then seat order's last places next to C and G.
    const placements = ['41', '44', '29'];
    for (let i = 0; i < 3; i++) {
      const seat = s.current;
      const n = placements[i]!;
      act(s, seat, { type: 'settlement', at: n });
      const road = oilSprings.legalActions(s, seat).find((a) => a.type === 'road')!;
      act(s, seat, road);
    }
    const seat = s.current;
    act(s, seat, { type: 'settlement', at: '14' }); // touches C (forest 9 spring), F (hills 4), G (pasture 10 spring)
    expect(oil(s, seat)).toBe(2);
    expect(s.hands[seat]![0]).toBe(0); // no lumber from the forest under the spring
    expect(s.hands[seat]![1]).toBe(1); // brick from F
    expect(node('14')).toBe(13);
  });
});

describe('Oil Springs view', () => {
  it('oil holdings are public; resource cards stay secret', () => {
    const s = newGame();
    s.hands[0]![OIL] = 2;
    s.bank[OIL] = 13;
    s.hands[0]![4] = 3;
    s.bank[4] = 16;
    const seenByOther = oilSprings.view(s, 1);
    expect(seenByOther.players[0]).toMatchObject({ cards: 3, publicHoldings: { oil: 2 } });
    expect((seenByOther.ext as OilSpringsViewExt).held[0]).toBe(2);
    expect(seenByOther.you?.hand.ore ?? 0).toBe(0);
    expect(oilSprings.view(s, 0).you?.hand).toMatchObject({ ore: 3, oil: 2 });
  });
});
