import Database from 'better-sqlite3';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BUSY_TIMEOUT_MS, loadMigrations, migrate, openStore, schemaVersion } from '../../src/store';
import { tempDir } from './tmp';

const migrations = loadMigrations();
const latest = migrations.length;

function schemaOf(db: Database.Database): string[] {
  return db
    .prepare<[], { sql: string }>('SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY type, name')
    .all()
    .map((r) => r.sql);
}

describe('migrations', () => {
  let tmp = tempDir();
  afterEach(() => {
    tmp.cleanup();
    tmp = tempDir();
  });

  it('are numbered 1..N without gaps', () => {
    expect(migrations.map((m) => m.version)).toEqual(Array.from({ length: latest }, (_, i) => i + 1));
    expect(latest).toBeGreaterThanOrEqual(2);
  });

  it('migrate an empty file to the newest version with WAL and foreign keys on', () => {
    const store = openStore(tmp.file('sub/dir/empty.sqlite'));
    expect(schemaVersion(store.db)).toBe(latest);
    expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(store.db.pragma('synchronous', { simple: true })).toBe(1); // NORMAL
    expect(store.db.pragma('busy_timeout', { simple: true })).toBe(DEFAULT_BUSY_TIMEOUT_MS);
    const tables = store.db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all()
      .map((r) => r.name);
    expect(tables).toEqual([
      'actions',
      'clock_ballots',
      'clock_votes',
      'clocks',
      'end_votes',
      'game_results',
      'games',
      'health_check',
      'held_pings',
      'instance_lock',
      'move_waits',
      'notices_later',
      'reminders',
      'seat_clocks',
      'seat_leavers',
      'seat_notes',
      'seats',
      'shown_reminders',
      'summed_games',
      'turn_messages',
      'user_settings',
      'vacation_allowances',
      'vacations',
    ]);
    store.close();
  });

  it('reopening an up-to-date database applies nothing', () => {
    const path = tmp.file('again.sqlite');
    openStore(path).close();
    const db = new Database(path);
    expect(migrate(db, migrations)).toEqual({ from: latest, to: latest, applied: [] });
    db.close();
  });

  for (let from = 0; from < latest; from++) {
    it(`migrate from version ${from} to ${latest} keeping the data`, () => {
      const path = tmp.file(`from-${from}.sqlite`);
      const old = new Database(path);
      migrate(old, migrations, from);
      expect(schemaVersion(old)).toBe(from);
      // The lifecycle column was called status before 007.
      const lifecycle = from >= 7 ? 'lifecycle' : 'status';
      if (from >= 1) {
        old
          .prepare(
            `INSERT INTO games (guild_id, channel_id, game_id, options, seed, state, version, ${lifecycle}, host_user_id,
               created_at, updated_at) VALUES ('g', 'c1', 'test-race', '{"target":10}', 's', '{"x":1}', 1, 'active', 'u1', 1, 2)`,
          )
          .run();
        old
          .prepare(
            `INSERT INTO seats (game_id, seat, user_id, bot_kind, name, joined_at) VALUES (1, 0, 'u1', NULL, 'Ana', 1)`,
          )
          .run();
        old
          .prepare(
            `INSERT INTO actions (game_id, seq, seat, user_id, action, created_at) VALUES (1, 1, 0, 'u1', '{"a":1}', 3)`,
          )
          .run();
        // A game still waiting for its first move (version 0, no action yet).
        old
          .prepare(
            `INSERT INTO games (guild_id, channel_id, game_id, options, seed, state, version, ${lifecycle}, host_user_id,
               created_at, updated_at) VALUES ('g', 'c2', 'test-race', '{}', 's', '{"x":0}', 0, 'active', 'u1', 4, 5)`,
          )
          .run(); // Before 005 the turn message's id lived on the game row; it moves to turn_messages at that version.
        if (from >= 2 && from < 5)
          old.prepare(`UPDATE games SET turn_message_id = 'm-turn' WHERE id = 1`).run();
      }
      old.close();

      const store = openStore(path);
      expect(schemaVersion(store.db)).toBe(latest);
      const fresh = openStore(tmp.file(`fresh-${from}.sqlite`));
      expect(schemaOf(store.db)).toEqual(schemaOf(fresh.db));
      fresh.close();
      if (from >= 1) {
        const game = store.getGame(1);
        expect(game.ok && game.value?.state).toEqual({ x: 1 });
        expect(game.ok && game.value?.meta).toEqual({});
        // Saved under the first version of their rules (012), replayed from their set-up.
        expect(game.ok && game.value).toMatchObject({ rulesVersion: 1, replayFrom: 0 });
        expect(store.replayBase(1)).toEqual({ ok: true, value: { from: 0, state: null } });
        const moved = store.turnMessages.get(1);
        if (from >= 2 && from < 5) {
          expect(moved).toMatchObject({ messageId: 'm-turn', version: 1, first: 1, since: 1 });
          // Recorded before the message above it was kept (016): none to strike.
          expect(moved).not.toHaveProperty('above');
        } else expect(moved).toBeNull();
        expect(store.seats(1).map((s) => s.name)).toEqual(['Ana']);
        const actions = store.actions(1);
        expect(actions.ok && actions.value).toEqual([
          { seq: 1, seat: 0, userId: 'u1', action: { a: 1 }, events: [], createdAt: 3 },
        ]);
        // The reminder log (004) works on games from before it: waiting since their last action, or (no
        // started_at yet) since their last update; none sent.
        const q = { waitingSinceAtMost: 10, lastReminderAtMost: 10, maxPerVersion: 3 };
        expect(store.reminders.candidates(q)).toEqual([
          { id: 1, channelId: 'c1', version: 1, waitingSince: 3, count: 0, lastAt: null },
          { id: 2, channelId: 'c2', version: 0, waitingSince: 5, count: 0, lastAt: null },
        ]);
        expect(store.reminders.claim(1, 1, 10, q)).toBe(1);
        expect(store.reminders.at(1, 1)).toEqual({ count: 1, lastAt: 10 });
      }
      store.close();
    });
  }

  it("007 renames the lifecycle column and the Catan engines' `end` action to `endTurn`, log still append-only", () => {
    const path = tmp.file('end-turn.sqlite');
    const old = new Database(path);
    migrate(old, migrations, 6);
    const insert = old.prepare<[string, string, string]>(
      `INSERT INTO games (guild_id, channel_id, game_id, options, seed, state, version, status, host_user_id,
         created_at, updated_at) VALUES ('g', ?, ?, '{}', 's', ?, 2, 'active', 'u1', 1, 2)`,
    );
    insert.run('c1', 'oil-springs', '{"last":{"seat":0,"kind":"end"}}');
    insert.run('c2', 'some-other-game', '{"last":{"seat":0,"kind":"end"}}');
    const act = old.prepare<[number, number, string]>(
      `INSERT INTO actions (game_id, seq, seat, user_id, action, created_at) VALUES (?, ?, 0, 'u1', ?, 3)`,
    );
    for (const game of [1, 2]) {
      act.run(game, 1, '{"type":"roll"}');
      act.run(game, 2, '{"type":"end"}');
    }
    old.close();

    const store = openStore(path);
    const types = (id: number) => {
      const a = store.actions(id);
      return a.ok ? a.value.map((x) => (x.action as { type: string }).type) : [];
    };
    expect(types(1)).toEqual(['roll', 'endTurn']);
    expect(types(2), "another game's own `end` is not Catan's").toEqual(['roll', 'end']);
    const game = (id: number) => {
      const g = store.getGame(id);
      return g.ok ? g.value : undefined;
    };
    expect(game(1)?.state).toEqual({ last: { seat: 0, kind: 'endTurn' } });
    expect(game(2)?.state).toEqual({ last: { seat: 0, kind: 'end' } });
    expect(game(1)?.lifecycle).toBe('active');
    expect(() => store.db.prepare(`UPDATE actions SET seat = 1 WHERE game_id = 1`).run()).toThrow(
      /append-only/,
    );
    store.close();
  });

  it('017 keeps who left a seat before it, as the log tells (their last move by that seat names them)', () => {
    const path = tmp.file('leavers.sqlite');
    const old = new Database(path);
    migrate(old, migrations, 16);
    old
      .prepare(
        `INSERT INTO games (guild_id, channel_id, game_id, options, seed, state, version, lifecycle, host_user_id,
           created_at, updated_at, started_at) VALUES ('g', 't1', 'test-race', '{}', 's', '{}', 3, 'active', 'u1', 1, 2, 1)`,
      )
      .run();
    const seat = old.prepare<[number, string | null, string | null, string]>(
      `INSERT INTO seats (game_id, seat, user_id, bot_kind, name, joined_at) VALUES (1, ?, ?, ?, ?, 1)`,
    );
    seat.run(0, 'u1', null, 'Ana');
    seat.run(1, null, 'cautious', 'Ben'); // Ben left after his first move: the seat is the bot's
    seat.run(2, null, 'cautious', 'Bot 1'); // a bot's own seat, never a person's
    const act = old.prepare<[number, number, string | null]>(
      `INSERT INTO actions (game_id, seq, seat, user_id, action, created_at) VALUES (1, ?, ?, ?, '{}', 5)`,
    );
    act.run(1, 0, 'u1');
    act.run(2, 1, 'u2');
    act.run(3, 1, null); // the bot, after he left
    act.run(4, 2, null);
    old
      .prepare(
        `INSERT INTO seat_notes (game_id, after_version, seat, text, created_at)
         VALUES (1, 2, 1, '{p1} left the game: a bot plays their seat from now on.', 9)`,
      )
      .run();
    old.close();

    const store = openStore(path);
    expect(store.db.prepare('SELECT * FROM seat_leavers').all()).toEqual([
      { game_id: 1, seat: 1, user_id: 'u2', name: 'Ben', left_at: 9 },
    ]);
    expect(store.seats(1).map((s) => s.userId)).toEqual(['u1', null, null]);
    store.close();
  });

  it('018 keeps the message above a turn message recorded before it as a list of that one: its undos strike as before', () => {
    const path = tmp.file('above.sqlite');
    const old = new Database(path);
    migrate(old, migrations, 17);
    const game = old.prepare<[string]>(
      `INSERT INTO games (guild_id, channel_id, game_id, options, seed, state, version, lifecycle, host_user_id,
         created_at, updated_at, started_at) VALUES ('g', ?, 'test-race', '{}', 's', '{}', 7, 'active', 'u1', 1, 2, 1)`,
    );
    const turn = old.prepare<[number, string | null]>(
      `INSERT INTO turn_messages (game_id, message_id, version, first, since, to_act, posted_at, above)
         VALUES (?, 'm2', 7, 7, 6, '[1]', 3, ?)`,
    );
    const shown = { messageId: 'm1', version: 6, first: 4, since: 3, toAct: [0], kept: [] };
    for (const [i, above] of [
      JSON.stringify({ ...shown, ending: 'continued' }),
      null,
      'not json',
    ].entries()) {
      game.run(`t${i}`);
      turn.run(i + 1, above);
    }
    old.close();

    const store = openStore(path);
    const { kept: _, ...fields } = shown;
    expect(store.turnMessages.get(1)?.above).toEqual([{ shown: fields, ending: 'continued' }]);
    expect(store.turnMessages.get(2)).not.toHaveProperty('above');
    expect(store.turnMessages.get(3)).not.toHaveProperty('above');
    store.close();
  });

  it('refuse a database newer than the code', () => {
    const path = tmp.file('future.sqlite');
    const db = new Database(path);
    db.pragma(`user_version = ${latest + 1}`);
    db.close();
    expect(() => openStore(path)).toThrow(/schema version .* update Derrick/);
  });

  it('a read-only open (tools) migrates nothing and refuses an older schema', () => {
    const path = tmp.file('old.sqlite');
    const old = new Database(path);
    migrate(old, migrations, 1);
    old.close();
    expect(() => openStore(path, { readonly: true })).toThrow(
      /schema version 1, this code expects \d+; start the bot once/,
    );
    const db = new Database(path);
    expect(schemaVersion(db)).toBe(1);
    db.close();
    expect(() => openStore(tmp.file('absent.sqlite'), { readonly: true })).toThrow(/No database at/);
  });

  it('roll back a failing migration as a whole', () => {
    const dir = join(tmp.dir, 'migs');
    mkdirSync(dir);
    writeFileSync(join(dir, '001_ok.sql'), 'CREATE TABLE a (x INTEGER);');
    writeFileSync(join(dir, '002_broken.sql'), 'CREATE TABLE b (y INTEGER); INSERT INTO nowhere VALUES (1);');
    const db = new Database(':memory:');
    expect(() => migrate(db, loadMigrations(dir))).toThrow(/nowhere/);
    expect(schemaVersion(db)).toBe(1);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").get()).toBeUndefined();
    db.close();
  });

  it('reject badly named or gapped migration files', () => {
    const dir = join(tmp.dir, 'bad');
    mkdirSync(dir);
    writeFileSync(join(dir, '001_a.sql'), '');
    writeFileSync(join(dir, '003_c.sql'), '');
    expect(() => loadMigrations(dir)).toThrow(/without gaps; expected 2, found 3/);
    writeFileSync(join(dir, 'init.sql'), '');
    expect(() => loadMigrations(dir)).toThrow(/NNN_name\.sql/);
  });
});
