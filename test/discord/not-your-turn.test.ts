/**
 * The private answer to a move tried out of turn (src/discord/refusals.ts, `notYourTurnText`) says whom the
 * game waits on and promises nothing it cannot keep: a playtest's Ana read "It's Ben's turn — you can act
 * after them." with Caro still to play between them.
 */
import { describe, expect, it } from 'vitest';
import { notYourTurnText } from '../../src/discord/refusals';
import { catan } from '../../src/games/catan';
import type { CatanState } from '../../src/games/catan/types';
import { playUntil, snapOf } from './snap';

describe('not your turn', () => {
  it('names whose turn it is, with no promise that the reader comes next', () => {
    const state = playUntil(catan, 'not-your-turn', (s) => (s as CatanState).phase === 'roll') as CatanState;
    const snap = snapOf(catan, state);
    expect(snap.status.toAct).toEqual([state.current]);
    const names = ['Ana', 'Ben', 'Caro', 'Dev'];
    // Told to each of the three others alike: two of them are not next.
    expect(notYourTurnText(snap)).toBe(`It's ${names[state.current]}'s turn — you can act when it is yours.`);
  });

  it('names everyone the game waits on, after a 7 as well', () => {
    const state = playUntil(
      catan,
      'not-your-turn-7',
      (s) => (s as CatanState).phase === 'roll',
    ) as CatanState;
    const snap = snapOf(catan, state);
    // Two players owe a discard: after them the roller moves the robber, whoever clicked.
    const waiting = { ...snap, status: { ...snap.status, toAct: [1, 3] } };
    expect(notYourTurnText(waiting)).toBe('Waiting for Ben and Dev — you can act when it is your turn.');
  });
});
