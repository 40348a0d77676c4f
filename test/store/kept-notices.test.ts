/**
 * What the bot keeps of its own lines in game threads (migration 019): the notices Discord refused, and the
 * reminders an undo may strike through. Kept across a reopen, bounded per game, dropped when the game ends or
 * its row is deleted.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { NOTICES_KEPT_PER_GAME, openStore, type Store } from '../../src/store';
import { newGame } from './new-game';
import { tempDir } from './tmp';

const tmp = tempDir();
let store: Store;
afterEach(() => {
  store?.close();
  tmp.cleanup();
});

const notice = (row: number, key: string, refusedAt = 1) => ({
  row,
  key,
  channelId: `c${row}`,
  content: `notice ${key}`,
  refusedAt,
});

const reminder = (messageId: string, version = 3) => ({
  messageId,
  version,
  content: `⏰ <@u2>, the game is waiting (${messageId})`,
  userIds: ['u2'],
});

describe('notices kept for later', () => {
  it('are kept across a reopen, once per key (the first refusal stays), until dropped', () => {
    const path = tmp.file('a.sqlite');
    store = openStore(path);
    const row = newGame(store, 'c1');
    store.noticesLater.keep(notice(row, 'c1.0.5', 10));
    store.noticesLater.keep(notice(row, 'c1.0.5', 20));
    store.close();
    store = openStore(path);
    expect(store.noticesLater.all()).toEqual([notice(row, 'c1.0.5', 10)]);
    store.noticesLater.drop(row, 'c1.0.5');
    expect(store.noticesLater.all()).toEqual([]);
  });

  it('keep the newest few per game', () => {
    store = openStore(tmp.file('b.sqlite'));
    const row = newGame(store, 'c1');
    for (let i = 0; i < NOTICES_KEPT_PER_GAME + 5; i++) store.noticesLater.keep(notice(row, `k${i}`, i));
    const kept = store.noticesLater.all();
    expect(kept).toHaveLength(NOTICES_KEPT_PER_GAME);
    expect(kept[0]!.key).toBe('k5');
  });

  it('are dropped when their game ends; one kept after its end stays', () => {
    store = openStore(tmp.file('c.sqlite'));
    const ended = newGame(store, 'c1');
    const other = newGame(store, 'c2');
    store.noticesLater.keep(notice(ended, 'before'));
    store.noticesLater.keep(notice(other, 'other'));
    expect(store.closeGame(ended, 'abandoned').ok).toBe(true);
    expect(store.noticesLater.all().map((n) => n.key)).toEqual(['other']);
    store.noticesLater.keep(notice(ended, 'ending', 2));
    expect(store.noticesLater.all().map((n) => n.key)).toEqual(['other', 'ending']);
  });

  it('are dropped all at once for one game whose thread is gone, and only for it', () => {
    store = openStore(tmp.file('e.sqlite'));
    const gone = newGame(store, 'c1');
    const other = newGame(store, 'c2');
    for (const key of ['a', 'b']) store.noticesLater.keep(notice(gone, key));
    store.noticesLater.keep(notice(other, 'c'));
    expect(store.noticesLater.dropGame(gone)).toBe(2);
    expect(store.noticesLater.all().map((n) => n.key)).toEqual(['c']);
    expect(store.noticesLater.dropGame(gone)).toBe(0);
  });

  it('go with their game when its row is deleted', () => {
    store = openStore(tmp.file('d.sqlite'));
    const row = newGame(store, 'c1');
    store.noticesLater.keep(notice(row, 'k'));
    store.shownReminders.add(row, reminder('m1'), 1, 3);
    store.db.prepare('DELETE FROM games WHERE id = ?').run(row);
    expect(store.noticesLater.all()).toEqual([]);
    expect(store.shownReminders.of(row)).toEqual([]);
  });
});

describe('reminders shown', () => {
  it('are kept across a reopen, the newest `kept` of a game, oldest first', () => {
    const path = tmp.file('e.sqlite');
    store = openStore(path);
    const row = newGame(store, 'c1');
    for (let i = 1; i <= 4; i++) store.shownReminders.add(row, reminder(`m${i}`), i, 3);
    store.close();
    store = openStore(path);
    expect(store.shownReminders.of(row)).toEqual([reminder('m2'), reminder('m3'), reminder('m4')]);
    store.shownReminders.drop(row, 'm3');
    expect(store.shownReminders.of(row).map((r) => r.messageId)).toEqual(['m2', 'm4']);
  });

  it('are dropped when their game finishes', () => {
    store = openStore(tmp.file('f.sqlite'));
    const row = newGame(store, 'c1');
    const other = newGame(store, 'c2');
    store.shownReminders.add(row, reminder('m1'), 1, 3);
    store.shownReminders.add(other, reminder('m2'), 1, 3);
    expect(store.closeGame(row, 'finished').ok).toBe(true);
    expect(store.shownReminders.of(row)).toEqual([]);
    expect(store.shownReminders.of(other)).toEqual([reminder('m2')]);
  });
});
