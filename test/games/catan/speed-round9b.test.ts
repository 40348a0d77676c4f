/**
 * Issue 16 (engine speed, round 9b): the seat fields of the state hold small integers in every game, from the
 * first game of a process on. The first seat is the Rng's draw, which V8 gives as a heap number until it
 * optimizes the Rng (whenever the 32-bit draw was 2^30 or more), and then `current` and `startSeat` held boxed
 * numbers (in the bundled bench loop, a state of the 1,200th game still did), which every read of whose turn it
 * is unboxed. setup.ts makes the draw a small integer (state-fields-child.ts, bundled for the run, checks it
 * with V8's natives, in a fresh process: on the old set-up it finds both fields boxed in both games).
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { bundled } from '../../bundled';

describe('the seat fields hold small integers', () => {
  it('current and startSeat are never heap numbers, in Catan and Oil Springs, from the first game on', () => {
    // A failing child throws here, with its error.
    const out = execFileSync(process.execPath, ['--allow-natives-syntax', bundled('state-fields-child')], {
      encoding: 'utf8',
    });
    const { states, boxed } = JSON.parse(out) as { states: number; boxed: string[] };
    expect(states).toBeGreaterThan(20000);
    expect(boxed).toEqual([]);
  });
});
