/**
 * What an action drew, as undo reads it from states (undo-random.ts): the RNG first, then a game's hidden
 * piles (`GameModule.hiddenPiles`, top card last). Taking from a pile — a pop, a card drawn and put back under,
 * a reshuffle — is a draw; a card slid face down under it is not.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../src/games/types';
import { drewBetween, luckOf } from '../../src/table/undo-random';

interface PileState {
  rng: [number, number, number, number];
  bills: number[];
  memo: string[];
}

const piled = {
  hiddenPiles: (s: PileState) => [
    { name: 'the bill of lading drawn', cards: s.bills },
    { name: 'the MEMO card drawn', cards: s.memo },
  ],
} as unknown as AnyGameModule;

const fresh = (): PileState => ({ rng: [1, 2, 3, 4], bills: [11, 12, 13], memo: ['a', 'b', 'c'] });

/** What `change` drew, applied to a fresh state (mutated in place, as engines do). */
function drew(module: AnyGameModule, change: (s: PileState) => void) {
  const s = fresh();
  const luck = luckOf(module, s);
  change(s);
  return drewBetween(module, luck, s);
}

describe('drewBetween: what an action drew', () => {
  it('nothing, when no pile and no RNG changed', () => {
    expect(drew(piled, (s) => void (s.rng = [1, 2, 3, 4]))).toBe(false);
  });

  it('the top card of a hidden pile taken (a charter): named by the pile, without any RNG drawn', () => {
    expect(drew(piled, (s) => s.bills.pop())).toBe('the bill of lading drawn');
  });

  it('a card drawn and put back under the pile (read out, then to the bottom) is a draw too', () => {
    expect(drew(piled, (s) => s.memo.unshift(s.memo.pop()!))).toBe('the MEMO card drawn');
  });

  it('a card slid face down under a pile (a kept card played) shows nothing', () => {
    expect(drew(piled, (s) => s.memo.unshift('kept'))).toBe(false);
  });

  it('a card played from a secret hand is shown, though it goes face down under a pile', () => {
    const handed = {
      hiddenPiles: (s: PileState & { kept: string[] }) => [
        { name: 'the MEMO card drawn', cards: s.memo },
        { name: 'the kept card played', cards: s.kept },
      ],
    } as unknown as AnyGameModule;
    const s = { ...fresh(), kept: ['x', 'lloyds'] };
    const luck = luckOf(handed, s);
    s.memo.unshift(s.kept.pop()!);
    expect(drewBetween(handed, luck, s)).toBe('the kept card played');
  });

  it('the RNG comes first: a roll that then draws a card is luck', () => {
    expect(
      drew(piled, (s) => {
        s.rng = [9, 9, 9, 9];
        s.bills.pop();
      }),
    ).toBe(true);
  });

  it('a game without the hook is read by its RNG alone', () => {
    expect(drew({} as AnyGameModule, (s) => s.bills.pop())).toBe(false);
  });

  it('a hook that throws counts every action as a draw', () => {
    const broken = {
      hiddenPiles: () => {
        throw new Error('no piles');
      },
    } as unknown as AnyGameModule;
    expect(drew(broken, () => undefined)).toBe('a hidden card');
  });
});
