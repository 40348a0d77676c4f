/**
 * Issue 16 (engine speed, round 8): the engine's reads of a state stay monomorphic, as V8 sees one hidden class
 * for each array of the state in every game: each array (and each row of its tables) has the same kind of
 * elements whether it was set up before or after V8 optimized the set-up (state-kinds-child.ts, run with V8's
 * natives).
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe("the state's arrays keep their kind", () => {
  it('every array of the state, and every row of its tables, has one hidden class in all games', () => {
    const child = join(dirname(fileURLToPath(import.meta.url)), 'state-kinds-child.ts');
    const r = spawnSync(process.execPath, ['--allow-natives-syntax', '--import', 'tsx', child], {
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
