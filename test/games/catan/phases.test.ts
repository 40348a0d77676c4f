/** The turn's moments as data (phases.ts): what each accepts, from whom, checked once before the rules run. */
import { describe, expect, it } from 'vitest';
import { catan } from '../../../src/games/catan';
import { BASE_ACTION_TYPES, BASE_MOMENTS } from '../../../src/games/catan/phases';
import { oilSprings } from '../../../src/games/oil-springs';
import { emptyGame, refused } from './helpers';

describe('phases as data', () => {
  it('every base action type is accepted in some moment, and every accepted type is a base action', () => {
    const accepted = new Set(Object.values(BASE_MOMENTS).flatMap((m) => Object.keys(m.accepts)));
    expect([...accepted].sort()).toEqual([...BASE_ACTION_TYPES].sort());
  });

  it('a moment that belongs to the active player refuses everyone else first, whatever they send', () => {
    const s = emptyGame();
    for (const phase of ['roll', 'robber', 'main'] as const) {
      s.phase = phase;
      for (const type of ['roll', 'endTurn', 'knight', 'robber', 'maritime'])
        expect(refused(s, 1, { type } as never)).toBe('not-your-turn');
    }
  });

  it('discards after a 7 are anyone’s; the robber waits for them', () => {
    const s = emptyGame();
    s.phase = 'discard';
    s.discardOwed[2] = 4;
    expect(refused(s, 0, { type: 'robber', hex: 'A' })).toBe('wrong-phase');
    expect(refused(s, 1, { type: 'discard', cards: {} })).toBe('nothing-owed');
    expect(catan.status(s).toAct).toEqual([2]);
  });

  it('a scenario’s actions are checked by the same table (Oil Springs: main moment, active player)', () => {
    const s = oilSprings.setup(4, oilSprings.optionsSchema.parse({}), 'phases');
    Object.assign(s, { phase: 'main', current: 0, rolled: true, setupStep: 8, turn: 3 });
    expect(oilSprings.apply(s, 1, { type: 'sequester' })).toMatchObject({ ok: false, code: 'not-your-turn' });
    s.phase = 'roll';
    expect(oilSprings.apply(s, 0, { type: 'sequester' })).toMatchObject({ ok: false, code: 'roll-first' });
    s.phase = 'robber';
    expect(oilSprings.apply(s, 0, { type: 'convertOil', resource: 'ore' })).toMatchObject({
      ok: false,
      code: 'wrong-phase',
    });
  });
});
