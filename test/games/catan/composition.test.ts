/**
 * The hook points a scenario (Oil Springs) builds on, exercised by a small test scenario: a 6th resource with
 * a holding limit, a hex producing it, the robber starting off the board, an extra action, an end-of-turn
 * hook, victory at the end of the turn, and view / invariant extensions.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BASE_RESOURCES,
  baseRules,
  createCatanModule,
  type CatanRules,
  type CatanState,
} from '../../../src/games/catan';
import { Rng } from '../../../src/games/rng';
import { forceRoll } from './helpers';

interface Ext {
  springs: number[];
  used: number;
  endTurns: number;
}
type Convert = { type: 'convert'; into: string };

const OIL = 5;

function testScenario(): CatanRules<Ext, Convert> {
  const base = baseRules<Ext, Convert>();
  return {
    ...base,
    id: 'test-scenario',
    title: 'Test scenario',
    vpToWin: 12,
    robberMayBeOffBoard: true,
    resources: [
      ...BASE_RESOURCES,
      {
        name: 'oil',
        bank: 15,
        card: false,
        stealByName: true,
        maritimeGive: false,
        maritimeGet: false,
        limit: 4,
        public: true,
      },
    ],
    buildingVp: [0, 1, 2, 3],
    buildingProduction: [0, 1, 2, 3],
    buildingNames: ['', 'settlement', 'city', 'metropolis'],
    piecesForLevel: [
      [0, 0],
      [1, 0],
      [0, 1],
      [0, 1],
    ],
    initExt(state) {
      state.robber = -1;
      return { springs: [9, 2], used: 0, endTurns: 0 };
    },
    hexResource(state, hex) {
      return state.ext.springs.includes(hex) ? OIL : base.hexResource(state, hex);
    },
    onTurnEnd(state) {
      state.ext.endTurns++;
    },
    winner(state, moment) {
      return moment === 'turnEnd' && this.totalVp(state, state.current) >= this.vpToWin ? state.current : -1;
    },
    extraActionSchema: z.object({ type: z.literal('convert'), into: z.string() }),
    extraMoments: { main: { convert: 'active' } },
    extraLegal(state, seat, type, out) {
      if (type === 'convert' && (state.hands[seat]![OIL] ?? 0) > 0)
        out.push({ type: 'convert', into: 'ore' });
    },
    applyExtra(state, seat, action) {
      if (action.type !== 'convert') return null;
      if (state.phase !== 'main' || seat !== state.current)
        return { ok: false, error: 'Not now.', code: 'wrong-phase' };
      if ((state.hands[seat]![OIL] ?? 0) < 1) return { ok: false, error: 'No oil.', code: 'no-oil' };
      state.hands[seat]![OIL]!--;
      state.bank[OIL]!++;
      state.hands[seat]![4]! += 2;
      state.bank[4]! -= 2;
      state.ext.used++;
      return { ok: true, events: [{ text: `{p${seat}} converted oil.` }] };
    },
    robberAllowed: (state, hex) => hex !== 0 || state.ext.used === 0,
    nodeBuildable: (_state, node) => node !== 53,
    extendView: (state) => ({ used: state.ext.used }),
    extraInvariants(state, out) {
      if (state.ext.used < 0) out.push('negative use');
    },
  };
}

const mod = createCatanModule(testScenario());

function mainPhase(): CatanState<Ext> {
  const s = mod.setup(4, mod.optionsSchema.parse({}), 'compose');
  s.phase = 'main';
  s.current = 0;
  s.rolled = true;
  s.setupStep = 8;
  return s;
}

describe('composition hooks', () => {
  it('the robber may start off the board and then enter any hex', () => {
    const s = mainPhase();
    expect(s.robber).toBe(-1);
    expect(mod.view(s, null).robber).toBeNull();
    expect(mod.invariants!(s)).toEqual([]);
    expect(mod.legalSpots(s, 0, 'robber')).toHaveLength(19);
  });

  it('a hex can produce a scenario resource, with buildings producing per level', () => {
    const s = mainPhase();
    s.phase = 'roll';
    s.rolled = false;
    // C (index 2) is forest 9 on the beginner map; here it is a spring. Its corners include 6.
    s.nodeOwner[5] = 1;
    s.nodeLevel[5] = 2;
    s.citiesLeft[1]!--;
    s.vp[1] = 2;
    forceRoll(s, 9);
    const r = mod.apply(s, 0, { type: 'roll' });
    expect(r.ok).toBe(true);
    expect(s.hands[1]![OIL]).toBe(2);
    expect(s.hands[1]![0]).toBe(0);
    expect(mod.view(s, 0).players[1]!.publicHoldings).toEqual({ oil: 2 });
    expect(mod.view(s, 0).players[1]!.cards).toBe(0);
  });

  it('holding limits cap Year of Plenty, and maritime trade never yields a resource the rules forbid', () => {
    const s = mainPhase();
    s.hands[0]![OIL] = 4;
    s.bank[OIL] = 11;
    s.devDeck.splice(s.devDeck.indexOf(3), 1);
    s.devHand[0]![3] = 1;
    const yop = mod.apply(s, 0, { type: 'yearOfPlenty', take: ['oil', 'ore'] });
    expect(yop.ok).toBe(false);
    s.hands[0]![2] = 4;
    s.bank[2] = 15;
    const sea = mod.apply(s, 0, { type: 'maritime', give: 'wool', get: 'oil' });
    expect(sea.ok).toBe(false);
  });

  it('extra actions are listed, validated and applied through the hooks', () => {
    const s = mainPhase();
    expect(mod.legalActions(s, 0).some((a) => a.type === 'convert')).toBe(false);
    s.hands[0]![OIL] = 1;
    s.bank[OIL] = 14;
    expect(mod.legalActions(s, 0)).toContainEqual({ type: 'convert', into: 'ore' });
    expect(mod.actionSchema.safeParse({ type: 'convert', into: 'ore' }).success).toBe(true);
    expect(mod.apply(s, 1, { type: 'convert', into: 'ore' }).ok).toBe(false);
    expect(mod.apply(s, 0, { type: 'convert', into: 'ore' }).ok).toBe(true);
    expect(s.hands[0]![4]).toBe(2);
    expect(mod.view(s, 0).ext).toEqual({ used: 1 });
    expect(mod.invariants!(s)).toEqual([]);
  });

  it('end-of-turn hooks run before the turn passes, and victory can be checked only then', () => {
    const s = mainPhase();
    s.vp[0] = 12; // pretend: checked at the end of the turn only
    s.nodeOwner[0] = 0; // (invariants are not the point here)
    expect(mod.status(s).over).toBe(false);
    const r = mod.apply(s, 0, { type: 'endTurn' });
    expect(r.ok).toBe(true);
    expect(s.ext.endTurns).toBe(1);
    expect(mod.status(s).result?.winners).toEqual([0]);
  });

  it('the robber can steal a named non-card resource', () => {
    const s = mainPhase();
    s.phase = 'robber';
    s.nodeOwner[0] = 1; // corner of A
    s.nodeLevel[0] = 1;
    s.settlementsLeft[1]!--;
    s.vp[1] = 1;
    s.hands[1]![OIL] = 2;
    s.bank[OIL] = 13;
    s.hands[1]![0] = 1;
    s.bank[0] = 18;
    expect(mod.legalActions(s, 0)).toContainEqual({ type: 'robber', hex: 'A', victim: 1, steal: 'oil' });
    expect(mod.apply(s, 0, { type: 'robber', hex: 'A', victim: 1, steal: 'oil' }).ok).toBe(true);
    expect(s.hands[0]![OIL]).toBe(1);
    expect(mod.invariants!(s)).toEqual([]);
  });

  it('scenario rules can forbid robber hexes and building spots', () => {
    const s = mainPhase();
    s.ext.used = 1;
    expect(mod.legalSpots(s, 0, 'robber')).not.toContain('A');
    s.phase = 'robber';
    expect(mod.apply(s, 0, { type: 'robber', hex: 'A' })).toMatchObject({ ok: false, code: 'illegal-spot' });
    s.phase = 'setup';
    s.setupStep = 0;
    s.setupNode = -1;
    expect(mod.legalSpots(s, 0, 'settlement')).not.toContain('54');
    expect(mod.apply(s, 0, { type: 'settlement', at: '54' })).toMatchObject({
      ok: false,
      code: 'illegal-spot',
    });
  });

  it('random bot games of the scenario run with the base bots', () => {
    const s = mod.setup(4, mod.optionsSchema.parse({}), 'compose-game');
    const rng = Rng.fromSeed('compose-bots');
    for (let k = 0; k < 3000 && !mod.status(s).over; k++) {
      const seat = mod.status(s).toAct[0]!;
      const r = mod.apply(s, seat, mod.bots.random!(s, seat, rng));
      expect(r.ok).toBe(true);
    }
    expect(mod.invariants!(s)).toEqual([]);
  });
});
