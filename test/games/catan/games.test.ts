import { describe, expect, it } from 'vitest';
import { catan, type CatanState } from '../../../src/games/catan';
import { BASE_ACTION_TYPES } from '../../../src/games/catan/engine';
import { Rng } from '../../../src/games/rng';
import { ROAD_BUILDING } from '../../../src/games/catan/data';
import { emptyGame, place, playGame } from './helpers';

describe('whole games', () => {
  it('determinism: the same seed and the same actions give the same state, through JSON at every step', () => {
    const played = playGame('det-1', ['random', 'greedy', 'random', 'greedy'], { record: true });
    expect(played.completed).toBe(true);
    let replay: CatanState<null> = catan.setup(4, catan.optionsSchema.parse({}), 'det-1');
    for (const { seat, action } of played.actions) {
      replay = JSON.parse(JSON.stringify(replay)) as CatanState<null>;
      const r = catan.apply(replay, seat, action);
      expect(r.ok).toBe(true);
    }
    expect(JSON.stringify(replay)).toBe(JSON.stringify(played.state));
  });

  it('smoke: 30 random-bot games finish with every invariant holding after every action', () => {
    for (let i = 0; i < 30; i++) {
      const g = playGame(`smoke-${i}`, ['random', 'random', 'random', i % 2 ? 'random' : 'greedy'], {
        check: true,
      });
      expect(g.violations).toEqual([]);
      expect(g.completed).toBe(true);
      expect(g.state.result?.winners).toHaveLength(1);
    }
  });

  it('3-player games finish too, on the variable map', () => {
    for (let i = 0; i < 5; i++) {
      const state = catan.setup(
        3,
        catan.optionsSchema.parse({ map: 'variable', numbers: 'random' }),
        `v3-${i}`,
      );
      const rng = Rng.fromSeed(`v3-bots-${i}`);
      for (let k = 0; k < 20000 && !catan.status(state).over; k++) {
        const seat = catan.status(state).toAct[0]!;
        const r = catan.apply(state, seat, catan.bots.random!(state, seat, rng));
        expect(r.ok).toBe(true);
      }
      expect(catan.status(state).over).toBe(true);
      expect(catan.invariants!(state)).toEqual([]);
    }
  });

  it('every action listed by legalActions is accepted', () => {
    const rng = Rng.fromSeed('legal');
    const state = catan.setup(4, catan.optionsSchema.parse({}), 'legal-check');
    for (let k = 0; k < 3000 && !catan.status(state).over; k++) {
      const seats = catan.status(state).toAct;
      for (const seat of seats) {
        for (const a of catan.legalActions(state, seat)) {
          const copy = JSON.parse(JSON.stringify(state)) as CatanState<null>;
          const r = catan.apply(copy, seat, a);
          if (!r.ok) throw new Error(`${JSON.stringify(a)} listed but refused: ${r.error}`);
        }
      }
      const seat = seats[0]!;
      catan.apply(state, seat, catan.bots.random!(state, seat, rng));
    }
  });

  it('the greedy bot never plays Road Building without a road piece left (found by the property tests)', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['9'], roads: ['9-10'] });
    s.roadsLeft[0] = 0; // every road piece is on the board
    s.devHand[0]![ROAD_BUILDING] = 1;
    s.devDeck.splice(s.devDeck.indexOf(ROAD_BUILDING), 1);
    expect(catan.legalSpots(s, 0, 'road').length).toBeGreaterThan(0); // places exist, pieces do not
    const action = catan.bots.greedy!(s, 0, Rng.fromSeed('rb'));
    expect(action.type).not.toBe('roadBuilding');
    expect(catan.apply(s, 0, action).ok).toBe(true);
  });

  it('greedy beats three random bots in most games', () => {
    let wins = 0;
    for (let i = 0; i < 20; i++) {
      const seatOfGreedy = i % 4;
      const bots = ['random', 'random', 'random', 'random'];
      bots[seatOfGreedy] = 'greedy';
      const g = playGame(`greedy-${i}`, bots);
      if (g.state.result?.winners[0] === seatOfGreedy) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(15);
  });
});

describe('untrusted input', () => {
  it('garbage actions never throw; refused ones change nothing', () => {
    const rng = Rng.fromSeed('fuzz');
    const values: unknown[] = [
      null,
      undefined,
      -1,
      0,
      3,
      99,
      1.5,
      'ore',
      'J',
      '12',
      '12-22',
      'constructor',
      '__proto__',
      '',
      [],
      ['ore', 'ore'],
      ['gold'],
      {},
      { ore: 1 },
      { ore: -1 },
      { wool: 1.5 },
      { gold: 2 },
      [1, 2],
    ];
    const types = [...BASE_ACTION_TYPES, 'x'];
    const fields = ['at', 'hex', 'victim', 'steal', 'cards', 'give', 'get', 'take', 'resource', 'with'];
    const state = catan.setup(4, catan.optionsSchema.parse({}), 'fuzz-game');
    for (let k = 0; k < 1500 && !catan.status(state).over; k++) {
      const action: Record<string, unknown> = { type: rng.pick(types) };
      for (const f of fields) if (rng.float() < 0.4) action[f] = rng.pick(values);
      const seat = rng.int(5);
      const before = JSON.stringify(state);
      const r = catan.apply(state, seat, action as never);
      if (!r.ok) {
        expect(typeof r.error).toBe('string');
        expect(JSON.stringify(state)).toBe(before);
      }
      expect(catan.invariants!(state)).toEqual([]);
      // Keep the game moving.
      const next = catan.status(state).toAct[0];
      if (next !== undefined) catan.apply(state, next, catan.bots.random!(state, next, rng));
    }
  });
});
