/**
 * The message above each game's turn message (src/discord/messages-above.ts): the message a new one replaced as
 * the game moved on, kept through edits and reposts of the same turn, struck once the move it ends with is taken
 * back, and forgotten when the game is over, when nothing can be taken back any more.
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
  it('strikes the message above once the move it ends with (the one that made its version + 1) is taken back', () => {
    const asked: number[] = [];
    expect(toStrike(current, (seq) => (asked.push(seq), false))).toBeNull();
    expect(asked).toEqual([7]);
    expect(toStrike(current, (seq) => seq === 7)).toBe(above);
  });

  it('a message with none above (the first, one struck already, or recorded before it was kept) strikes nothing', () => {
    expect(toStrike(finished, () => true)).toBeNull();
  });
});
