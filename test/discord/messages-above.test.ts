/**
 * The messages above each game's turn message (src/discord/messages-above.ts): the messages a new one replaced as
 * the game moved on or the turn was reposted, newest first, kept through edits of the same turn however many,
 * each struck when a move it tells is taken back (and only those), and forgotten once nothing can be taken
 * back (a new turn, the game over): no undo can reach them any more.
 */
import { describe, expect, it } from 'vitest';
import type { MessageAbove, TurnMessage } from '../../src/store';
import { aboveAfter, toStrike, toldAbove, toldThrough } from '../../src/discord/messages-above';

/** Ana's turn message, finished at version 3 (its last move, an offer to the others, made version 4). */
const first: TurnMessage = { messageId: 'm0', version: 3, first: 1, since: 1, toAct: [0], postedAt: 0 };
const firstAbove: MessageAbove = { shown: first, ending: 'continued' };
/** The message that asked the others, finished at version 6 (her second offer, made version 7). */
const finished: TurnMessage = {
  messageId: 'm1',
  version: 6,
  first: 4,
  since: 3,
  toAct: [1, 2],
  postedAt: 0,
  above: [firstAbove],
};
const above: MessageAbove = { shown: finished, ending: 'continued' };
/** The message posted below it, for the others again. */
const current: TurnMessage = {
  ...finished,
  messageId: 'm2',
  version: 7,
  first: 7,
  since: 6,
  above: [above, firstAbove],
};

describe('aboveAfter', () => {
  it('a message replaced as the game moved on comes first above the new one, before those above it', () => {
    expect(aboveAfter(finished, 'continued', true, 9)).toEqual([above, firstAbove]);
    expect(aboveAfter(finished, 'moved-on', true, 9)).toEqual([
      { shown: finished, ending: 'moved-on' },
      firstAbove,
    ]);
    expect(aboveAfter(first, 'continued', true, 9)).toEqual([firstAbove]);
  });

  it('Ana steps, her turn is reposted, she steps in the repost, and so on, a dozen times: every message left is kept, so the undo of her first step strikes it in all of them, the one she made it in too', () => {
    // Her turn message m0 shows her first step (version 2); each repost shows what she did until then, and she
    // steps again in it (edited in place).
    let shown: TurnMessage = { messageId: 'm0', version: 2, first: 1, since: 1, toAct: [0], postedAt: 0 };
    const reposts = 12;
    for (let i = 1; i <= reposts; i++) {
      const at = shown.version;
      const repost: TurnMessage = {
        ...shown,
        messageId: `r${i}`,
        above: aboveAfter(shown, 'reposted', true, at),
      };
      shown = { ...repost, version: at + 1, above: aboveAfter(repost, null, true, at + 1) };
    }
    const left = ['m0', ...Array.from({ length: reposts - 1 }, (_, i) => `r${i + 1}`)].reverse();
    expect(shown.above!.map((a) => a.shown.messageId)).toEqual(left);
    // Her undos take back her steps from the newest; the last takes back the first (seq 2), which each tells.
    const struck = toStrike(shown, () => new Set([2]), shown.version + reposts).map((a) => a.shown.messageId);
    expect(struck).toEqual(left);
  });

  it('an edit of the same turn keeps the messages above the old one', () => {
    expect(aboveAfter(current, null, true, 9)).toBe(current.above);
  });

  it('a repost on request puts the message it left first, telling through the version the game was at then', () => {
    expect(aboveAfter(current, 'reposted', true, 9)).toEqual([
      { shown: current, ending: 'reposted', through: 9 },
      above,
      firstAbove,
    ]);
  });

  it('none for the first message, and none once nothing can be taken back (a new turn, a roll, the game over)', () => {
    expect(aboveAfter(null, null, true, 9)).toBeUndefined();
    expect(aboveAfter(finished, 'moved-on', false, 9)).toBeUndefined();
    expect(aboveAfter(current, 'reposted', false, 9)).toBeUndefined();
    expect(aboveAfter(current, null, false, 9)).toBeUndefined();
  });

  it('a dozen reposts on request while Ana may still take back her offer: each left telling what the one above it tells is not kept (told above): the list stays at the first two, and her undo strikes those', () => {
    // Ana's offer (version 4) ended `first`'s message; `finished` asks the others about it, and is reposted a dozen
    // times (/oil board, once a minute), with no move between.
    let shown: TurnMessage = { ...finished, version: 4, first: 4, since: 3, above: [firstAbove] };
    const reposts = 12;
    const told: boolean[] = [];
    for (let i = 1; i <= reposts; i++) {
      const repost = { ...shown, messageId: `r${i}`, first: 4, since: 3 };
      told.push(toldAbove(shown, { shown, ending: 'reposted' }, 4));
      shown = { ...repost, above: aboveAfter(shown, 'reposted', true, 4) };
    }
    // The first message reposted tells more than the one above it (from version 3); each repost left tells the same.
    expect(told).toEqual([false, ...Array<boolean>(reposts - 1).fill(true)]);
    expect(shown.above!.map((a) => a.shown.messageId)).toEqual(['m1', 'm0']);
    // She takes the offer back in the last repost: every message that tells it is struck, the first one too.
    const struck = toStrike(shown, () => new Set([4]), 9).map((a) => a.shown.messageId);
    expect(struck).toEqual(['m1', 'm0']);
  });

  it('a repost left after a move made in it tells more than the one above it: it is kept', () => {
    const left: TurnMessage = { ...finished, version: 4, first: 4, since: 3, above: [firstAbove] };
    const repost: TurnMessage = {
      ...left,
      messageId: 'r1',
      above: aboveAfter(left, 'reposted', true, 4),
    };
    // A move made in the repost (version 5), then reposted again.
    expect(toldAbove(repost, { shown: repost, ending: 'reposted' }, 5)).toBe(false);
    expect(aboveAfter({ ...repost, version: 5 }, 'reposted', true, 5)!.map((a) => a.shown.messageId)).toEqual(
      ['r1', 'm1', 'm0'],
    );
  });
});

describe('toStrike', () => {
  it('strikes each message above that tells a move an undo logged since the current one was recorded took back, and only those', () => {
    const asked: number[] = [];
    const none = (version: number) => (asked.push(version), new Set<number>());
    expect(toStrike(current, none, 9)).toEqual([]);
    expect(asked).toEqual([7]);
    const struck = (...seqs: number[]) =>
      toStrike(current, () => new Set(seqs), 9).map((a) => a.shown.messageId);
    // The second offer (version 7), or a move before it that only the message just above tells (5, 6).
    for (const seq of [5, 6, 7]) expect(struck(seq)).toEqual(['m1']);
    // The first offer (4): the message it ended tells it, and so does the one that asked the others about it.
    expect(struck(4)).toEqual(['m1', 'm0']);
    // A move only the first message tells (2, 3); none told above (1, 8).
    for (const seq of [2, 3]) expect(struck(seq)).toEqual(['m0']);
    for (const seq of [1, 8]) expect(struck(seq)).toEqual([]);
    expect(struck(2, 7)).toEqual(['m1', 'm0']);
  });

  /** The messages above `m3`, recorded at `version` below `current` (with `above`), that an undo of `seq` strikes. */
  const strikerBelow =
    (version: number, first: number, above: MessageAbove[] | undefined) =>
    (seq: number): string[] =>
      toStrike({ ...current, messageId: 'm3', version, first, above }, () => new Set([seq]), version).map(
        (a) => a.shown.messageId,
      );

  it('a reposted message is struck for a move it told when it was left, not for one made after', () => {
    // Reposted at version 9, after moves 8 and 9 in the same message: it tells 7 through 9.
    const struck = strikerBelow(11, 9, aboveAfter(current, 'reposted', true, 9));
    for (const seq of [8, 9]) expect(struck(seq)).toEqual(['m2']);
    // The offer that asked the others (7) is told in the message above it too.
    expect(struck(7)).toEqual(['m2', 'm1']);
    for (const seq of [10, 11]) expect(struck(seq)).toEqual([]);
  });

  it('a message with a notice below it is struck for a move it told before the notice, not for the bot’s moves after', () => {
    // Ben left at version 7 (a notice below `finished`, which showed it); the bot then moved for him (8, 9): told
    // below the notice, in the message posted after it.
    const struck = strikerBelow(9, 9, aboveAfter(current, 'moved-on', true, 9, 7));
    expect(struck(7)).toEqual(['m2', 'm1']);
    for (const seq of [8, 9]) expect(struck(seq)).toEqual([]);
  });

  it('a message with none above (the first, or one recorded before they were kept) strikes nothing', () => {
    expect(toStrike(first, () => new Set([2, 3, 4]), 9)).toEqual([]);
    expect(toStrike(null, () => new Set([7]), 9)).toEqual([]);
  });
});

describe('toldThrough', () => {
  it('a message the game moved on past tells through the move that finished it, "done" or "continued below" alike', () => {
    expect(toldThrough({ shown: finished, ending: 'moved-on' }, 12)).toBe(7);
    expect(toldThrough({ shown: finished, ending: 'continued' }, 12)).toBe(7);
  });

  it('one with a notice below it, or reposted, tells through the version then; one reposted or ended now, through now', () => {
    for (const ending of ['moved-on', 'continued', 'reposted'] as const)
      expect(toldThrough({ shown: finished, ending, through: 6 }, 12)).toBe(6);
    expect(toldThrough({ shown: finished, ending: 'reposted' }, 12)).toBe(12);
    expect(toldThrough({ shown: finished, ending: 'ended' }, 12)).toBe(12);
  });
});
