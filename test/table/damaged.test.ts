import { afterEach, describe, expect, it } from 'vitest';
import { DAMAGED_MESSAGE, type Table } from '../../src/table';
import { ana, ben, cat, newTable, snapshot, type Fixture } from './helpers';

const safe = { type: 'choose', choice: 'safe' } as const;

/** Games in channels A (Ana, Ben) and B (Ben, Cat), started, A a few rounds in. */
function twoGames(table: Table): { a: number; b: number } {
  const ids: number[] = [];
  for (const [channelId, host, guest] of [
    ['A', ana, ben],
    ['B', ben, cat],
  ] as const) {
    table.openLobby({ guildId: 'g', channelId, gameId: 'test-race', host, seed: channelId });
    table.join({ channelId, ...guest });
    const s = table.start({ channelId, byUserId: host.userId });
    if (!s.ok) throw new Error(s.message);
    ids.push(s.game.record.id);
  }
  for (let round = 0; round < 2; round++) {
    for (const who of [ana, ben]) {
      const r = table.act({ channelId: 'A', userId: who.userId, action: safe });
      if (!r.ok) throw new Error(r.message);
    }
  }
  return { a: ids[0]!, b: ids[1]! };
}

function damagedColumn(f: Fixture, id: number): string | null {
  return (f.store.db.prepare('SELECT damaged FROM games WHERE id = ?').get(id) as { damaged: string | null })
    .damaged;
}

describe('a game whose saved state is damaged', () => {
  let f: Fixture;
  afterEach(() => f.close());

  it('says so (not "no game"), marks only that game, and the other game plays on', () => {
    f = newTable();
    const { a, b } = twoGames(f.table);
    f.store.db.prepare(`UPDATE games SET state = '{"target": 10, "posit' WHERE id = ?`).run(a);

    const g = f.table.getGame('A');
    expect(g).toMatchObject({ ok: false, code: 'damaged', gameRow: a, message: DAMAGED_MESSAGE });
    expect(DAMAGED_MESSAGE).toMatch(/damaged.*an admin can run `\/oil repair`/i);
    expect(damagedColumn(f, a)).toMatch(/game \d+ \(state\): not valid JSON/);
    expect(damagedColumn(f, b)).toBeNull();

    const before = snapshot(f.store);
    expect(f.table.act({ channelId: 'A', userId: ana.userId, action: safe })).toMatchObject({
      code: 'damaged',
    });
    expect(f.table.view('A', 0)).toMatchObject({ code: 'damaged' });
    expect(snapshot(f.store)).toBe(before);

    const other = f.table.act({ channelId: 'B', userId: cat.userId, action: safe });
    expect(other.ok).toBe(true);
    expect(f.table.getGame('B').ok).toBe(true);
  });

  it('a started game whose state went missing is damaged too', () => {
    f = newTable();
    const { a } = twoGames(f.table);
    f.store.db.prepare('UPDATE games SET state = NULL WHERE id = ?').run(a);
    expect(f.table.getGame('A')).toMatchObject({ ok: false, code: 'damaged', gameRow: a });
  });

  it('stays paused once marked, even if the row reads again, until repaired', () => {
    f = newTable();
    const { a } = twoGames(f.table);
    const good = (f.store.db.prepare('SELECT state FROM games WHERE id = ?').get(a) as { state: string })
      .state;
    f.store.db.prepare(`UPDATE games SET state = 'garbage' WHERE id = ?`).run(a);
    expect(f.table.getGame('A')).toMatchObject({ code: 'damaged' });
    f.store.db.prepare('UPDATE games SET state = ? WHERE id = ?').run(good, a);
    expect(f.table.getGame('A')).toMatchObject({ code: 'damaged' });
    expect(f.store.listGames().find((s) => s.id === a)?.damaged).toBe(1);
  });

  it('an admin rebuilds it from its action log; a non-admin may not; the game plays on', () => {
    f = newTable();
    const { a } = twoGames(f.table);
    const good = f.table.getGame('A');
    if (!good.ok) throw new Error(good.message);
    f.store.db.prepare(`UPDATE games SET state = '{"broken' WHERE id = ?`).run(a);
    expect(f.table.getGame('A').ok).toBe(false);

    const before = snapshot(f.store);
    expect(f.table.repair({ channelId: 'A', byUserId: ben.userId, isAdmin: false })).toMatchObject({
      ok: false,
      code: 'not-admin',
    });
    expect(snapshot(f.store)).toBe(before);

    const r = f.table.repair({ channelId: 'A', byUserId: ana.userId, isAdmin: true });
    expect(r).toMatchObject({ ok: true, repaired: true, actions: 4 });
    expect(damagedColumn(f, a)).toBeNull();
    const after = f.table.getGame('A');
    if (!after.ok) throw new Error(after.message);
    expect(after.game.record.state).toEqual(good.game.record.state);
    expect(after.game.record.version).toBe(4);
    expect(f.table.act({ channelId: 'A', userId: ana.userId, action: safe }).ok).toBe(true);

    // A healthy game: nothing to repair, nothing changed.
    const healthy = snapshot(f.store);
    expect(f.table.repair({ channelId: 'A', byUserId: ana.userId, isAdmin: true })).toMatchObject({
      ok: true,
      repaired: false,
    });
    expect(snapshot(f.store)).toBe(healthy);
  });

  it('a lobby closed before its start is left as it is: no state, no game played', () => {
    f = newTable();
    f.table.openLobby({ guildId: 'g', channelId: 'C', gameId: 'test-race', host: ana, seed: 'C' });
    f.table.join({ channelId: 'C', ...ben });
    expect(f.table.abandon({ channelId: 'C', byUserId: ana.userId }).ok).toBe(true);
    const before = snapshot(f.store);
    expect(f.table.repair({ channelId: 'C', byUserId: ana.userId, isAdmin: true })).toMatchObject({
      ok: true,
      repaired: false,
    });
    expect(snapshot(f.store)).toBe(before);
    const closed = f.table.getGame('C');
    if (!closed.ok) throw new Error(closed.message);
    expect(closed.game).toMatchObject({ record: { lifecycle: 'abandoned', state: null }, status: null });
  });

  it('an unreadable meta object is reset by the repair, keeping the state', () => {
    f = newTable();
    const { a } = twoGames(f.table);
    f.store.db.prepare(`UPDATE games SET meta = '[1,2' WHERE id = ?`).run(a);
    expect(f.table.getGame('A')).toMatchObject({ code: 'damaged', gameRow: a });
    const r = f.table.repair({ channelId: 'A', byUserId: ana.userId, isAdmin: true });
    expect(r).toMatchObject({ ok: true, repaired: true });
    if (r.ok) expect(r.game.record.meta).toEqual({});
  });

  it('when the action log is unreadable too, the repair refuses, says to restore a backup and changes nothing', () => {
    f = newTable();
    const { a } = twoGames(f.table);
    f.store.db.exec('DROP TRIGGER actions_append_only');
    f.store.db.prepare(`UPDATE actions SET action = '{"ty' WHERE game_id = ? AND seq = 2`).run(a);
    f.store.db.prepare(`UPDATE games SET state = 'x' WHERE id = ?`).run(a);
    expect(f.table.getGame('A')).toMatchObject({ code: 'damaged' });
    const before = snapshot(f.store);
    const r = f.table.repair({ channelId: 'A', byUserId: ana.userId, isAdmin: true });
    expect(r).toMatchObject({ ok: false, code: 'corrupt' });
    if (!r.ok) expect(r.message).toMatch(/move log is unreadable.*Restore a backup.*npm run restore/);
    expect(snapshot(f.store)).toBe(before);
    expect(f.table.getGame('A')).toMatchObject({ code: 'damaged' });
  });

  it('a damaged game is not reminded about', () => {
    f = newTable();
    const { a, b } = twoGames(f.table);
    f.store.db.prepare(`UPDATE games SET state = 'x' WHERE id = ?`).run(a);
    f.table.getGame('A');
    const ids = f.store.reminders
      .candidates({
        waitingSinceAtMost: Date.now() + 1e9,
        lastReminderAtMost: Date.now() + 1e9,
        maxPerVersion: 3,
      })
      .map((c) => c.id);
    expect(ids).toEqual([b]);
  });
});
