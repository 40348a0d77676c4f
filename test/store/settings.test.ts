/** The settings store (migration 010): per-user settings and the pings held by quiet hours. */
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/store';
import { DEFAULT_SETTINGS } from '../../src/store/settings';
import { newGame } from './new-game';
import { tempDir } from './tmp';

const tmp = tempDir();
let store: Store;
afterEach(() => {
  store?.close();
  tmp.cleanup();
});

describe('user settings', () => {
  it('a user who never chose any has the defaults', () => {
    store = openStore(tmp.file('a.sqlite'));
    expect(store.settings.get('u1')).toEqual(DEFAULT_SETTINGS);
  });

  it('are remembered per user, across a reopen', () => {
    const path = tmp.file('b.sqlite');
    store = openStore(path);
    const mine = { reminders: false, quiet: { from: 22, until: 7 }, timeZone: 'Europe/Paris', dm: true };
    store.settings.put('u1', mine, 1);
    store.settings.put('u2', { ...DEFAULT_SETTINGS, dm: true }, 1);
    store.close();
    store = openStore(path);
    expect(store.settings.get('u1')).toEqual(mine);
    expect(store.settings.get('u2')).toEqual({ ...DEFAULT_SETTINGS, dm: true });
    store.settings.put('u1', { ...mine, quiet: null }, 2);
    expect(store.settings.get('u1').quiet).toBeNull();
  });

  it('the database refuses half-set quiet hours', () => {
    store = openStore(tmp.file('c.sqlite'));
    expect(() =>
      store.db
        .prepare('INSERT INTO user_settings (user_id, quiet_from, updated_at) VALUES (?, ?, ?)')
        .run('u9', 22, 1),
    ).toThrow(/CHECK/);
  });
});

describe('held pings', () => {
  it('come due at their time, are released once, and a newer hold replaces an older one', () => {
    store = openStore(tmp.file('d.sqlite'));
    const id = newGame(store, 'c1');
    store.settings.hold({ id, userId: 'u1', version: 3, dueAt: 100 });
    store.settings.hold({ id, userId: 'u2', version: 3, dueAt: 300 });
    expect(store.settings.due(99)).toEqual([]);
    const due = store.settings.due(100);
    expect(due).toEqual([{ id, userId: 'u1', version: 3, dueAt: 100 }]);
    expect(store.settings.release(due[0]!)).toBe(true);
    expect(store.settings.release(due[0]!)).toBe(false);
    store.settings.hold({ id, userId: 'u2', version: 5, dueAt: 500 });
    expect(store.settings.heldIn(id)).toEqual([{ id, userId: 'u2', version: 5, dueAt: 500 }]);
    // A release of the older hold takes nothing: the newer one stays.
    expect(store.settings.release({ id, userId: 'u2', version: 3, dueAt: 300 })).toBe(false);
    store.settings.drop(id, 'u2');
    expect(store.settings.heldIn(id)).toEqual([]);
  });

  it('of one player are listed across their games, the others’ left out', () => {
    store = openStore(tmp.file('e.sqlite'));
    const a = newGame(store, 'c1');
    const b = newGame(store, 'c2');
    store.settings.hold({ id: b, userId: 'u1', version: 2, dueAt: 200 });
    store.settings.hold({ id: a, userId: 'u1', version: 4, dueAt: 100 });
    store.settings.hold({ id: a, userId: 'u2', version: 4, dueAt: 100 });
    expect(store.settings.heldFor('u1')).toEqual([
      { id: a, userId: 'u1', version: 4, dueAt: 100 },
      { id: b, userId: 'u1', version: 2, dueAt: 200 },
    ]);
  });
});
