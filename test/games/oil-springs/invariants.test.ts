import { describe, expect, it } from 'vitest';
import { OIL } from '../../../src/games/oil-springs/oilState';
import { act, give, hex, invariants, newGame, node, oweDisaster, place, rigDice, toMain } from './helpers';

describe('Oil Springs invariants', () => {
  it('hold on a fresh game', () => {
    expect(invariants(newGame())).toEqual([]);
  });

  it('supply + held + sequestered + destroyed oil = 15', () => {
    const s = newGame();
    s.hands[0]![OIL] = 1; // oil from nowhere
    expect(invariants(s).join('\n')).toMatch(/oil: supply 15 \+ held 1/);
  });

  it('nobody holds more than 4 oil', () => {
    const s = newGame();
    give(s, 0, { oil: 5 });
    expect(invariants(s).join('\n')).toMatch(/holds 5/);
  });

  it('the track stays within 0–5', () => {
    const s = newGame();
    s.ext.marker = 6;
    expect(invariants(s).join('\n')).toMatch(/marker at 6/);
  });

  it('at most 5 removed tokens, and 5 means the game collapsed', () => {
    const s = newGame();
    s.ext.removedTokens = [2, 3, 4, 6, 8, 9];
    s.ext.destroyedHexes = [1, 2, 3, 4, 5, 6];
    const out = invariants(s).join('\n');
    expect(out).toMatch(/6 removed tokens/);
    expect(out).toMatch(/but collapsed = false/);
  });

  it('the robber never stands on a destroyed hex', () => {
    const s = newGame();
    s.ext.removedTokens = [12];
    s.ext.destroyedHexes = [hex('D')];
    s.numbers[hex('D')] = 0;
    s.robber = hex('D');
    expect(invariants(s).join('\n')).toMatch(/robber stands on destroyed hex/);
  });

  it('no building on a spot the last flood emptied', () => {
    const s = toMain(newGame(), 0);
    place(s, '1', 1, 1);
    oweDisaster(s, 0);
    rigDice(s, 7);
    act(s, 0, { type: 'endTurn' });
    expect(invariants(s)).toEqual([]);
    // A ghost building left behind on the washed-away spot is caught.
    s.nodeOwner[node('1')] = 1;
    s.nodeLevel[node('1')] = 1;
    s.settlementsLeft[1]!--;
    s.vp[1]!++;
    expect(invariants(s).join('\n')).toMatch(/a building remains on 1/);
  });

  it('the Champion holds the most sequestered oil', () => {
    const s = newGame();
    s.ext.sequestered = [3, 4, 0, 0];
    s.bank[OIL]! -= 7;
    s.ext.champion = 0;
    s.vp[0] = 2;
    s.vp[1] = 1;
    expect(invariants(s).join('\n')).toMatch(/seat 1 sequestered more than the Champion/);
  });
});
