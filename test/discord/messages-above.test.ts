/**
 * The message above each game's turn message (src/discord/messages-above.ts): the message a new one replaced as
 * the game moved on, kept through edits and reposts of the same turn, struck when a move it tells is taken back,
 * and forgotten when the game is over, when nothing can be taken back any more.
 */
import { describe, expect, it } from 'vitest';
import type { MessageAbove, TurnMessage } from '../../src/store';
import { aboveAfter, toStrike } from '../../src/discord/messages-above';

/** A message finished at version 6 (its last move, an offer to Ben, made version 7). */
const finished: TurnMessage = { messageId: 'm1', version: 6, first: 4, since: 4, toAct: [0], postedAt: 0 };
const above: MessageAbove = { shown: finished, ending: 'continued' };
/** The message posted below it, for Ben. */
const current: TurnMessage = {
  messageId: 'm2',
  version: 7,
  first: 7,
  since: 6,
  toAct: [1],
  postedAt: 1,
  above,
};

describe('aboveAfter', () => {
  it('a message replaced as the game moved on is the one above the new one', () => {
    expect(aboveAfter(finished, 'continued', false)).toEqual(above);
    expect(aboveAfter(finished, 'moved-on', false)).toEqual({ shown: finished, ending: 'moved-on' });
  });

  it('an edit or a repost of the same turn keeps the message above the old one', () => {
    expect(aboveAfter(current, null, false)).toBe(above);
    expect(aboveAfter(current, 'reposted', false)).toBe(above);
  });

  it('none for the first message, and none once the game is over', () => {
    expect(aboveAfter(null, null, false)).toBeUndefined();
    expect(aboveAfter(finished, 'moved-on', true)).toBeUndefined();
    expect(aboveAfter(current, null, true)).toBeUndefined();
  });
});

describe('toStrike', () => {
  it('strikes the message above when an undo logged since the current one was recorded took back a move it tells', () => {
    const asked: number[] = [];
    const none = (version: number) => (asked.push(version), new Set<number>());
    expect(toStrike(current, none)).toBeNull();
    expect(asked).toEqual([7]);
    // The offer it ends with (version 7), or a move before it (5, 6): not one told above it (4, 3).
    for (const seq of [5, 6, 7]) expect(toStrike(current, () => new Set([seq]))).toBe(above);
    for (const seq of [3, 4, 8]) expect(toStrike(current, () => new Set([seq]))).toBeNull();
  });

  it('a message with none above (the first, or one recorded before it was kept) strikes nothing', () => {
    expect(toStrike(finished, () => new Set([5, 6, 7]))).toBeNull();
    expect(toStrike(null, () => new Set([7]))).toBeNull();
  });
});
