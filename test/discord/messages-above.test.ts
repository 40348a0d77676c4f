/**
 * The message above each game's turn message (src/discord/messages-above.ts): struck once when the move it ends
 * with is taken back, and forgotten when the game is over, when nothing can be taken back any more.
 */
import { describe, expect, it } from 'vitest';
import { MessagesAbove, type MessageAbove } from '../../src/discord/messages-above';

/** A message finished at version 6 (its last move, an offer to Ben, made version 7). */
const above: MessageAbove = {
  shown: { messageId: 'm1', version: 6, first: 4, since: 4, toAct: [0], postedAt: 0 },
  ending: 'continued',
};

describe('MessagesAbove', () => {
  it('strikes the message once the move it ends with (the one that made its version + 1) is taken back', () => {
    const messages = new MessagesAbove();
    messages.note(3, above);
    const asked: number[] = [];
    expect(messages.toStrike(3, false, (seq) => (asked.push(seq), false))).toBeNull();
    expect(asked).toEqual([7]);
    expect(messages.toStrike(3, false, (seq) => seq === 7)).toBe(above);
  });

  it('once: struck, it is forgotten', () => {
    const messages = new MessagesAbove();
    messages.note(3, above);
    messages.toStrike(3, false, () => true);
    expect(messages.toStrike(3, false, () => true)).toBeNull();
    expect(messages.size).toBe(0);
  });

  it('a game over strikes nothing and forgets its message above', () => {
    const messages = new MessagesAbove();
    messages.note(3, above);
    messages.note(4, above);
    expect(messages.toStrike(3, true, () => true)).toBeNull();
    expect(messages.size).toBe(1);
    expect(messages.toStrike(4, false, () => true)).toBe(above);
  });

  it('a game with none noted strikes nothing', () => {
    expect(new MessagesAbove().toStrike(3, false, () => true)).toBeNull();
  });
});
