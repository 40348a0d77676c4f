/**
 * Issue 16 (engine speed, round 8): the engine's reads of a state stay monomorphic, as V8 sees one hidden class
 * for the state and one for each of its arrays in every game.
 *
 * - A game's state keeps the own keys it was set up with, in the same order, from the first step to the last.
 *   The key that came and went was `refusedOffers` (added by the first offer everyone declined, deleted when the
 *   last was forgotten): it is now there from set-up, undefined while there are none, which JSON leaves out.
 * - Each array of the state (and each row of its tables) has the same kind of elements in every game, whether
 *   it was set up before or after V8 optimized the set-up (state-kinds-child.ts, bundled for the run and run
 *   with V8's natives).
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { bundled } from '../../bundled';
import { SEEDED_GAMES, everyState } from './seededStates';

describe('the state keeps its keys', () => {
  for (const game of SEEDED_GAMES)
    it(`${game.name}: every state has the keys of a fresh one, refused offers remembered or not`, () => {
      let keys: string | null = null;
      let remembered = 0;
      let forgotten = 0;
      // Whether this game has remembered a refused offer yet (its states after that one are the ones that
      // lost the key before).
      let hadSome = false;
      everyState(game, 'round8', 6, (state) => {
        const now = Object.keys(state).join(',');
        if (state.turn === 0 && state.setupStep === 0) {
          keys = now;
          hadSome = false;
        }
        expect(now).toBe(keys);
        if (state.refusedOffers) {
          remembered++;
          hadSome = true;
        } else if (hadSome) forgotten++;
        // What JSON keeps (saved games, the fingerprints) has no such key while none is remembered.
        expect('refusedOffers' in JSON.parse(JSON.stringify(state))).toBe(state.refusedOffers !== undefined);
      });
      // The walk went through both: refused offers remembered, and states after they were forgotten.
      expect(remembered).toBeGreaterThan(50);
      expect(forgotten).toBeGreaterThan(50);
    });
});

describe("the state's arrays keep their kind", () => {
  it('every array of the state, and every row of its tables, has one hidden class in all games', () => {
    const r = spawnSync(process.execPath, ['--allow-natives-syntax', bundled('state-kinds-child')], {
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    const { states, maps } = JSON.parse(r.stdout) as { states: number; maps: Record<string, number> };
    expect(states).toBeGreaterThan(5000);
    // The board, hands, pieces and counts of both games, and the rows of the hands and development cards.
    expect(Object.keys(maps).length).toBeGreaterThan(40);
    expect(Object.entries(maps).filter(([, n]) => n !== 1)).toEqual([]);
  });
});
