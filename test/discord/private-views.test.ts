/**
 * The kept private views (src/discord/private-views.ts) on their own: a view is edited when its player's part
 * changed and only then, never once its token ran out, forgotten quietly when Discord refuses the edit, the
 * newest per player and game, and at most MAX_PRIVATE_VIEWS of them; a move reads its game once for all its views.
 */
import type { InteractionWebhook } from 'discord.js';
import { describe, expect, it, vi } from 'vitest';
import { MAX_PRIVATE_VIEWS, PrivateViews, type PrivateLook } from '../../src/discord/private-views';
import { EDITOR_LIFETIME_MS } from '../../src/discord/message-editors';
import { discordRefusal } from './discord-refusal';

function webhook(fails?: number) {
  const edits: unknown[] = [];
  const hook = {
    editMessage: vi.fn(async (_id: string, body: unknown) => {
      if (fails) throw discordRefusal(fails, { status: 401 });
      edits.push(body);
      return {};
    }),
  };
  return { hook: hook as unknown as InteractionWebhook, edits };
}

function setup() {
  const clock = { t: 1_000_000 };
  /** What each player's part reads now, by `row:userId` (absent: they have no view any more). */
  const theirs = new Map<string, string>();
  /** How many times a game was read for its views. */
  const reads = { n: 0 };
  const look = (row: number) => {
    reads.n++;
    return (userId: string): PrivateLook | null => {
      const now = theirs.get(`${row}:${userId}`);
      return now === undefined ? null : { theirs: now, payload: async () => ({ content: now }) };
    };
  };
  const log = { debug: vi.fn(), warn: vi.fn() };
  const views = new PrivateViews(look, log, () => clock.t);
  return { clock, theirs, views, log, reads };
}

describe('kept private views', () => {
  it('a move that changes the player’s part edits the view; one that changes nothing of theirs does not', async () => {
    const { theirs, views } = setup();
    const ana = webhook();
    theirs.set('1:ana', '2 brick');
    views.shown(1, 'ana', ana.hook, '2 brick');
    await views.moved(1);
    expect(ana.edits).toEqual([]);
    theirs.set('1:ana', '2 brick, 1 ore');
    await views.moved(1);
    expect(ana.edits).toEqual([expect.objectContaining({ content: '2 brick, 1 ore', attachments: [] })]);
    // Shown now: the same part again is no edit.
    await views.moved(1);
    await views.moved(2);
    expect(ana.edits).toHaveLength(1);
  });

  it('a move reads the game once for all its open views, and a game without any not at all', async () => {
    const { theirs, views, reads } = setup();
    for (const user of ['ana', 'ben', 'caro']) {
      theirs.set(`1:${user}`, 'before');
      views.shown(1, user, webhook().hook, 'before');
    }
    for (const user of ['ana', 'ben', 'caro']) theirs.set(`1:${user}`, 'after');
    await views.moved(1);
    await views.moved(2);
    expect(reads.n).toBe(1);
  });

  it('past the token’s lifetime (less its margin) no edit is tried, and the view is forgotten', async () => {
    const { clock, theirs, views } = setup();
    const ana = webhook();
    views.shown(1, 'ana', ana.hook, 'before');
    theirs.set('1:ana', 'after');
    clock.t += EDITOR_LIFETIME_MS;
    await views.moved(1);
    expect(ana.hook.editMessage).not.toHaveBeenCalled();
    expect(views.size).toBe(0);
  });

  it('an edit Discord refuses (a dead token, a dismissed reply) forgets the view without a warning', async () => {
    const { theirs, views, log } = setup();
    const dead = webhook(50027);
    views.shown(1, 'ana', dead.hook, 'before');
    theirs.set('1:ana', 'after');
    await views.moved(1);
    expect(dead.hook.editMessage).toHaveBeenCalledTimes(1);
    expect(views.size).toBe(0);
    expect(log.warn).not.toHaveBeenCalled();
    await views.moved(1);
    expect(dead.hook.editMessage).toHaveBeenCalledTimes(1);
  });

  it('a player no longer in the game loses the view; the newest view per player and game is the one kept', async () => {
    const { theirs, views } = setup();
    const first = webhook();
    const second = webhook();
    views.shown(1, 'ana', first.hook, 'a');
    views.shown(1, 'ana', second.hook, 'a');
    expect(views.size).toBe(1);
    theirs.set('1:ana', 'b');
    await views.moved(1);
    expect(first.edits).toEqual([]);
    expect(second.edits).toHaveLength(1);
    theirs.delete('1:ana');
    await views.moved(1);
    expect(views.size).toBe(0);
  });

  it(`keeps at most ${MAX_PRIVATE_VIEWS} views: the oldest go first`, async () => {
    const { theirs, views } = setup();
    const oldest = webhook();
    views.shown(0, 'ana', oldest.hook, 'a');
    for (let row = 1; row <= MAX_PRIVATE_VIEWS; row++) views.shown(row, 'ana', webhook().hook, 'a');
    expect(views.size).toBe(MAX_PRIVATE_VIEWS);
    theirs.set('0:ana', 'b');
    await views.moved(0);
    expect(oldest.edits).toEqual([]);
  });
});
