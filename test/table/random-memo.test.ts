/**
 * The undo RNG memo (undo-random.ts) is bounded: at most MEMO_GAMES games, least recently used forgotten
 * first, and only the latest MEMO_SEQS_PER_GAME answers of each — while a thousand games played at once all
 * stay remembered (a forgotten game costs a replay of its whole log on its next move).
 */
import { describe, expect, it } from 'vitest';
import { MEMO_GAMES, MEMO_SEQS_PER_GAME, RandomMemo } from '../../src/table/undo-random';

describe('RandomMemo', () => {
  it('remembers a thousand games played at once', () => {
    const memo = new RandomMemo();
    for (let seq = 1; seq <= 3; seq++)
      for (let row = 1; row <= 1000; row++) memo.set(row, seq, row % 2 === 0);
    for (let row = 1; row <= 1000; row++) expect(memo.get(row, 3)).toBe(row % 2 === 0);
  });

  it('keeps at most MEMO_GAMES games, forgetting the least recently used', () => {
    const memo = new RandomMemo();
    memo.set(1, 1, true);
    for (let row = 2; row <= MEMO_GAMES; row++) memo.set(row, 1, false);
    expect(memo.get(1, 1)).toBe(true); // used: now the most recent
    memo.set(MEMO_GAMES + 1, 1, false); // one too many: game 2 is the least recently used
    expect(memo.get(2, 1)).toBeUndefined();
    expect(memo.get(1, 1)).toBe(true);
    expect(memo.size).toBe(MEMO_GAMES);
  });

  it('keeps only the latest MEMO_SEQS_PER_GAME answers of a long game', () => {
    const memo = new RandomMemo();
    for (let seq = 1; seq <= 600; seq++) memo.set(7, seq, seq % 3 === 0);
    expect(memo.size).toBe(MEMO_SEQS_PER_GAME);
    expect(memo.get(7, 600)).toBe(true);
    expect(memo.get(7, 600 - MEMO_SEQS_PER_GAME + 1)).toBe((600 - MEMO_SEQS_PER_GAME + 1) % 3 === 0);
    expect(memo.get(7, 600 - MEMO_SEQS_PER_GAME)).toBeUndefined();
  });

  it('forgets an answer whose action was not saved', () => {
    const memo = new RandomMemo();
    memo.set(3, 10, true);
    memo.forget(3, 10);
    expect(memo.get(3, 10)).toBeUndefined();
  });
});
