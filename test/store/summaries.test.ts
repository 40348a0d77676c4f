/** End-of-game summary messages in the store: recorded once per game, and finished games still missing one. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/store';
import { tempDir } from './tmp';

describe('summary messages', () => {
  let tmp: ReturnType<typeof tempDir>;
  let store: Store;
  let clock = 1000;

  beforeEach(() => {
    tmp = tempDir();
    clock = 1000;
    store = openStore(tmp.file('store.sqlite'), { now: () => clock++ });
  });
  afterEach(() => {
    store.close();
    tmp.cleanup();
  });

  function game(channelId: string, lifecycle: 'active' | 'finished', meta: Record<string, unknown> = {}) {
    const seat = { userId: 'u-ana', botKind: null, name: 'Ana' };
    const r = store.createGame({
      guildId: 'guild',
      channelId,
      gameId: 'test-race',
      options: {},
      seed: 's',
      hostUserId: 'u-ana',
      seats: [seat],
      meta,
    });
    if (!r.ok) throw new Error(r.message);
    const started = store.startGame(r.game.id, [seat], { step: 0 }, lifecycle);
    if (!started.ok) throw new Error(started.message);
    return r.game.id;
  }

  it('a summary is recorded once: the first message stays, the rest of meta is kept', () => {
    const id = game('c1', 'finished', { theme: 'dark' });
    expect(store.summaries.get(id)).toBeNull();
    expect(store.summaries.record(id, 'm1', 5)).toBe(true);
    expect(store.summaries.record(id, 'm2', 6)).toBe(false);
    expect(store.summaries.get(id)).toBe('m1');
    const meta = store.getGame(id);
    expect(meta.ok && meta.value?.meta).toEqual({ theme: 'dark', summary: { messageId: 'm1', postedAt: 5 } });
  });

  it('finished games without a summary are missing it; open games and older ones are not', () => {
    const active = game('c1', 'active');
    const old = game('c2', 'finished');
    const cutoff = clock;
    const done = game('c3', 'finished');
    const summed = game('c4', 'finished');
    store.summaries.record(summed, 'm', 1);
    expect(store.summaries.missing(cutoff)).toEqual([done]);
    expect(store.summaries.missing(0)).toEqual([old, done]);
    expect(store.summaries.missing(0)).not.toContain(active);
  });
});
