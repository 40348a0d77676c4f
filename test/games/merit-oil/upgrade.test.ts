/**
 * Merit's "Oil" rules version 3 (HOLIDAY on 7, two air stops, 25 blocks a company): a game saved under
 * version 2 goes on sensibly once loaded (src/games/merit-oil/upgrade.ts, through the table's upgradeState).
 */
import { describe, expect, it } from 'vitest';
import { meritOil } from '../../../src/games/merit-oil';
import type { MeritState } from '../../../src/games/merit-oil';
import { HOLIDAY } from '../../../src/games/merit-oil/data';
import { checkInvariants } from '../../../src/games/merit-oil/invariants';
import { upgradeState } from '../../../src/table/rules-update';
import { botRng } from '../../../src/table/bots';
import { act, newGame, roll, turnOf } from './helpers';

/** A game as version 2 saved it: the bank's 10 blocks, 3 of European Refineries Ltd bought by seat 1. */
function savedV2(): MeritState {
  const s = newGame(4, 'upgrade-v2');
  s.bankShares = { refinery: 7, shipping: 10 };
  s.players[1]!.shares.refinery = 3;
  return s;
}

describe('a game saved under rules version 2', () => {
  it('is upgraded to the version of today', () => {
    expect(meritOil.rulesVersion).toBe(5);
    expect(meritOil.upgrade).toBeDefined();
  });

  it('gives the bank the 15 blocks of each company it now holds more; what players hold stays theirs', () => {
    const s = upgradeState(meritOil, savedV2(), 2) as MeritState;
    expect(s.bankShares).toEqual({ refinery: 22, shipping: 25 });
    expect(s.players[1]!.shares.refinery).toBe(3);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('flies a lorry at a stop the route no longer has on from the next one it still has', () => {
    // Version 2's route: Beirut, Athens, Rome, Nice; now Beirut, Nice.
    const s = savedV2();
    s.players[0]!.lorry = { where: 'air', stop: 0 }; // Beirut
    s.players[1]!.lorry = { where: 'air', stop: 1 }; // Athens
    s.players[2]!.lorry = { where: 'air', stop: 2 }; // Rome
    s.players[3]!.lorry = { where: 'air', stop: 3 }; // Nice
    const up = upgradeState(meritOil, s, 2) as MeritState;
    expect(up.players.map((p) => p.lorry)).toEqual([
      { where: 'air', stop: 0 },
      { where: 'air', stop: 1 },
      { where: 'air', stop: 1 },
      { where: 'air', stop: 1 },
    ]);
    expect(HOLIDAY.stops[1]).toBe('Nice');
    // The one at Beirut flies on to Nice, then home to END OF HOLIDAY.
    roll(up, 3);
    expect(up.players[0]!.lorry).toEqual({ where: 'air', stop: 1 });
    turnOf(up, 0);
    roll(up, 3);
    expect(up.players[0]!.lorry).toEqual({ where: 'loop', square: HOLIDAY.endSquare });
  });

  it('stands a lorry that landed on the old HOLIDAY (6) and has yet to fly on the new one (7); it still flies', () => {
    const s = savedV2();
    s.players[0]!.lorry = { where: 'loop', square: 6 };
    s.players[0]!.trip = 'holiday';
    s.players[1]!.lorry = { where: 'loop', square: 7 }; // landed on PRODUCTION 7: walks on, no holiday
    const up = upgradeState(meritOil, s, 2) as MeritState;
    expect(up.players[0]!.lorry).toEqual({ where: 'loop', square: 7 });
    expect(up.players[0]!.trip).toBe('holiday');
    expect(up.players[1]!.lorry).toEqual({ where: 'loop', square: 7 });
    expect(up.players[1]!.trip).toBeNull();
    roll(up, 4);
    expect(up.players[0]!.lorry).toEqual({ where: 'air', stop: 0 });
  });

  it('plays on to the end with the greedy bots, every invariant kept', () => {
    const s = savedV2();
    s.players[2]!.lorry = { where: 'air', stop: 2 };
    const up = upgradeState(meritOil, s, 2) as MeritState;
    for (let i = 0; i < 20_000 && !meritOil.status(up).over; i++) {
      const seat = Math.min(...meritOil.status(up).toAct);
      act(up, seat, meritOil.bots.greedy!(up, seat, botRng('upgrade', i)));
      expect(checkInvariants(up)).toEqual([]);
    }
    expect(meritOil.status(up).over).toBe(true);
  });

  it('refuses what is not a Merit state', () => {
    expect(() => meritOil.upgrade!({ positions: [] }, 2)).toThrow();
  });
});

describe('a game saved under rules version 3', () => {
  // Version 4 counts the turns played (a bankrupt seat's skipped turns are none), and a finished game stays at
  // its last turn, where version 3 passed the play on.
  it('counts the turns begun so far as played, as rounds times seats did', () => {
    const s: Omit<MeritState, 'turnsPlayed'> = newGame(4, 'upgrade-v3');
    Reflect.deleteProperty(s, 'turnsPlayed'); // version 3 kept no count
    s.round = 3;
    s.current = 2;
    const up = upgradeState(meritOil, s, 3) as MeritState;
    expect(up.turnsPlayed).toBe(10);
    expect(meritOil.turn!(up)).toBe(11);
    expect([up.round, up.current]).toEqual([3, 2]);
  });

  it('steps a finished game back to its last turn: its round and seat', () => {
    const s: Omit<MeritState, 'turnsPlayed'> = newGame(4, 'upgrade-v3-over');
    Reflect.deleteProperty(s, 'turnsPlayed');
    s.round = 21; // version 3 passed the play on to round 21 after the last turn of round 20
    s.current = 0;
    s.result = { winners: [0], ending: 'limit', summary: 'Last round played: …' };
    const up = upgradeState(meritOil, s, 3) as MeritState;
    expect(meritOil.turn!(up)).toBe(80);
    expect([up.round, up.current]).toEqual([20, 3]);
  });
});

describe('a game saved under rules version 4', () => {
  // Version 5 refuses a deal whose buyer owes the bank; nothing in the state's shape changed.
  it('loads as it was saved and plays on', () => {
    const s = newGame(4, 'upgrade-v4');
    const saved = JSON.stringify(s);
    const up = upgradeState(meritOil, JSON.parse(saved), 4) as MeritState;
    expect(JSON.stringify(up)).toBe(saved);
    expect(checkInvariants(up)).toEqual([]);
    roll(up, 3);
  });
});
