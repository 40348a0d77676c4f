/** The Catan since picture's choice of what was built since (src/render/catan/since.ts), on real Oil Springs views. */
import { describe, expect, it } from 'vitest';
import { oilSprings } from '../../src/games/oil-springs';
import { builtSince } from '../../src/render/catan/since';
import { sceneFromOilSpringsView } from '../../src/render/catan/fromOilSpringsView';
import { act, newGame, oweDisaster, place, rigDice, toMain } from '../games/oil-springs/helpers';

const NAMES = ['Ana', 'Ben', 'Caro', 'Dev'];

describe('builtSince', () => {
  it('a city the flood reduced to a settlement is not outlined as built; a settlement put where the flood emptied is', () => {
    // A playtest's flood shrank Ana's city on 18: her since picture outlined the settlement left there as built since.
    const s = toMain(newGame(), 2);
    place(s, '18', 0, 2); // Ana's coastal city
    place(s, '1', 1, 1); // Ben's coastal settlement
    const before = sceneFromOilSpringsView(oilSprings.view(s, null), NAMES);
    oweDisaster(s, 2);
    rigDice(s, 7);
    act(s, 2, { type: 'endTurn' });
    const flooded = sceneFromOilSpringsView(oilSprings.view(s, null), NAMES);
    expect(builtSince(before, flooded).buildings).toEqual([]);
    // Dev builds a settlement on 1, where Ben's stood before the flood: built since, though a settlement was there.
    place(s, '1', 3, 1);
    const rebuilt = sceneFromOilSpringsView(oilSprings.view(s, null), NAMES);
    expect(builtSince(before, rebuilt).buildings.map((b) => [b.name, b.owner, b.kind])).toEqual([
      ['1', 3, 'settlement'],
    ]);
  });

  it('a settlement grown into a city and a city into a metropolis are outlined', () => {
    const s = toMain(newGame(), 0);
    place(s, '18', 0, 1);
    place(s, '22', 1, 2);
    const before = sceneFromOilSpringsView(oilSprings.view(s, null), NAMES);
    s.nodeLevel[s.nodeOwner.findIndex((o, n) => o === 0 && s.nodeLevel[n] === 1)] = 2;
    s.nodeLevel[s.nodeOwner.findIndex((o, n) => o === 1 && s.nodeLevel[n] === 2)] = 3;
    const after = sceneFromOilSpringsView(oilSprings.view(s, null), NAMES);
    expect(builtSince(before, after).buildings.map((b) => [b.name, b.kind])).toEqual([
      ['18', 'city'],
      ['22', 'metropolis'],
    ]);
  });
});
