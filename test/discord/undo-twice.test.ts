/**
 * Undo pressed twice at once (a double tap on a phone, playtest 2026-12-05): one move is taken back, and the
 * second press is told it was already done, not that the game moved on since its button was shown. Through the
 * router, the desk and the table, on a stored Catan game whose first player placed a settlement in the set-up.
 */
import { describe, expect, it } from 'vitest';
import { encodeControl } from '../../src/discord/custom-id';
import { routeInteraction } from '../../src/discord/router';
import { fakeInteraction, useCatanFirstSettlement, versionIn } from './table-app';

const t = useCatanFirstSettlement('undo-twice');
const CHANNEL = t.channel;

describe('Undo pressed twice at once', () => {
  it('takes back one move, and tells the second press it was already done', async () => {
    const before = versionIn(t.f, CHANNEL);
    const customId = encodeControl({ row: t.row, version: before, verb: 'undo' });
    const presses = [1, 2].map(() =>
      fakeInteraction({ kind: 'button', customId, user: t.player, guildId: 'g1', channelId: CHANNEL }),
    );
    await Promise.all(presses.map((p) => routeInteraction(t.app, p.fake)));
    expect(versionIn(t.f, CHANNEL)).toBe(before + 1);
    const texts = presses.map((p) =>
      p.calls.map((c) => (c.body as { content?: string } | undefined)?.content ?? '').filter((s) => s),
    );
    // It says what was done: the undo, in its public words as its player reads them.
    expect(
      texts.flat().filter((s) => /^Already done: You took back: placed a settlement\b/.test(s)),
    ).toHaveLength(1);
    expect(texts.flat().filter((s) => /moved on/.test(s))).toEqual([]);
  });
});
