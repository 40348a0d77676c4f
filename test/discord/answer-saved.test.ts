/**
 * Something saved whose private answer Discord fails (playtest 2026-12-05): the answer is given once more,
 * plainly, and the player is never told "Something went wrong on my side. Try again", which would have them
 * take back a second move. Through the router, the desk and the table, on a stored Catan game whose player to
 * act places a settlement in the set-up and presses Undo.
 */
import { describe, expect, it } from 'vitest';
import { encodeControl } from '../../src/discord/custom-id';
import { routeInteraction } from '../../src/discord/router';
import { fakeInteraction, useCatanFirstSettlement, versionIn } from './table-app';

const t = useCatanFirstSettlement('answer-saved');
const CHANNEL = t.channel;
const version = () => versionIn(t.f, CHANNEL);

describe('an undo whose answer Discord fails', () => {
  it('is answered once more as it would have been (here: saved, the thread out of reach), never told to try again', async () => {
    const before = version();
    const press = fakeInteraction({
      kind: 'button',
      customId: encodeControl({ row: t.row, version: before, verb: 'undo' }),
      user: t.player,
      guildId: 'g1',
      channelId: CHANNEL,
    });
    // Discord fails the first edit of the reply (a 500 after discord.js's own retries).
    const fake = press.fake as unknown as { editReply: (body: unknown) => Promise<void> };
    const editReply = fake.editReply;
    let failed = 0;
    fake.editReply = async (body) => {
      if (failed++ === 0) throw new Error('500 Internal Server Error');
      await editReply(body);
    };
    const r = await routeInteraction(t.app, press.fake);
    expect(r).toBe('handled');
    expect(version()).toBe(before + 1);
    const texts = press.calls.map((c) => (c.body as { content?: string } | undefined)?.content ?? '');
    expect(texts.filter((s) => s)).toEqual([
      expect.stringMatching(/^Your undo was saved, but I could not post the turn/),
    ]);
  });
});
