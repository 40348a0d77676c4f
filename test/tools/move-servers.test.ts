import Database from 'better-sqlite3';
import { existsSync, readdirSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireInstanceLock, openDatabase, openStore } from '../../src/store';
import { shardOfGuild } from '../../src/sharding';
import { describeMove, moveServers, moveServersMain } from '../../src/tools/move-servers';
import { playRace } from '../fixtures/race-file';
import { tempDir } from '../store/tmp';

const ana = { userId: 'u-ana', name: 'Ana' };

/** A snowflake-like server id on shard `shard` of 2 (Discord's `(id >> 22) % count`). */
const server = (n: number, shard: number) => String((BigInt(2 * n + shard) << 22n) + 4242n);
const G0 = server(1, 0); // stays (shard 0)
const G1 = server(2, 1); // moves (shard 1)
const G1b = server(3, 1); // moves, has only a vacation row

/** A race in `channelId` of `guildId` with `moves` of Ana's moves played; its row id. */
const play = (path: string, guildId: string, channelId: string, moves: number, start = true): number =>
  playRace(path, channelId, moves, { guildId, start });

/** Rows in every table that hangs off a game (besides the log and seats that play writes), for game `id`. */
function decorate(path: string, id: number, guildId: string): void {
  const db = openDatabase(path);
  const t = 1_800_000_000_000;
  db.prepare('UPDATE games SET lobby_message_id = ? WHERE id = ?').run(`lobby-${id}`, id);
  db.prepare(
    'INSERT INTO turn_messages (game_id, message_id, version, first, since, to_act, posted_at) VALUES (?, ?, 1, 1, 0, ?, ?)',
  ).run(id, `turn-${id}`, '[0]', t);
  db.prepare('INSERT INTO reminders (game_id, version, count, last_at) VALUES (?, 1, 2, ?)').run(id, t);
  db.prepare('INSERT INTO game_results (game_id, seat, score, won) VALUES (?, 0, 12, 1)').run(id);
  db.prepare('INSERT INTO move_waits (game_id, seq, user_id, waited) VALUES (?, 1, ?, 5000)').run(
    id,
    ana.userId,
  );
  db.prepare('INSERT INTO summed_games (game_id) VALUES (?)').run(id);
  db.prepare("INSERT INTO clocks (game_id, kind, limit_ms, policy) VALUES (?, 'move', 3600000, 'vote')").run(
    id,
  );
  db.prepare('INSERT INTO seat_clocks (game_id, seat, waiting_since, used_ms) VALUES (?, 0, ?, 10)').run(
    id,
    t,
  );
  db.prepare(
    'INSERT INTO clock_votes (game_id, seat, since, opened_at, message_id) VALUES (?, 0, ?, ?, ?)',
  ).run(id, t, t, `vote-${id}`);
  db.prepare(
    "INSERT INTO clock_ballots (game_id, seat, since, user_id, choice) VALUES (?, 0, ?, 'u-ben', 'wait')",
  ).run(id, t);
  db.prepare(
    "INSERT INTO seat_notes (game_id, after_version, seat, text, created_at) VALUES (?, 1, 0, '{p0} is back', ?)",
  ).run(id, t);
  db.prepare(
    "INSERT INTO seat_leavers (game_id, seat, user_id, name, left_at) VALUES (?, 1, 'u-cat', 'Cat', ?)",
  ).run(id, t);
  db.prepare(
    "INSERT INTO notices_later (game_id, key, channel_id, content, refused_at) VALUES (?, 'k', 'c', 'said', ?)",
  ).run(id, t);
  db.prepare(
    `INSERT INTO end_votes (game_id, opened_at, user_id, version, required, ballots, outcome)
     VALUES (?, ?, 'u-ben', 0, '["u-cat"]', '{"u-cat":"refuse"}', 'refused')`,
  ).run(id, t);
  db.prepare(
    `INSERT INTO shown_reminders (game_id, message_id, version, content, user_ids, posted_at)
     VALUES (?, 'm', 1, 'reminded', '[]', ?)`,
  ).run(id, t);
  db.prepare('INSERT INTO held_pings (game_id, user_id, version, due_at) VALUES (?, ?, 1, ?)').run(
    id,
    ana.userId,
    t,
  );
  db.prepare(
    'INSERT OR IGNORE INTO vacations (guild_id, user_id, from_at, until_at) VALUES (?, ?, ?, ?)',
  ).run(guildId, ana.userId, t, t + 1);
  db.close();
}

/** The tables that hang off a game (a game_id column: in `games` itself it names the game's kind). */
function gameTables(db: Database.Database): string[] {
  return (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[])
    .map((r) => r.name)
    .filter((t) => t !== 'games')
    .filter((t) =>
      (db.prepare(`PRAGMA table_info("${t}")`).all() as { name: string }[]).some((c) => c.name === 'game_id'),
    );
}

/** Everything stored about game `id` (its row without the id, and each game table's rows without game_id). */
function snapshot(path: string, id: number): Record<string, unknown[]> {
  const db = new Database(path, { fileMustExist: true });
  try {
    const strip = (rows: unknown[], key: string) =>
      rows.map((r) => Object.fromEntries(Object.entries(r as object).filter(([k]) => k !== key)));
    const out: Record<string, unknown[]> = {
      games: strip(db.prepare('SELECT * FROM games WHERE id = ?').all(id), 'id'),
    };
    for (const t of gameTables(db).sort())
      out[t] = strip(db.prepare(`SELECT * FROM "${t}" WHERE game_id = ?`).all(id), 'game_id')
        .map((r) => JSON.stringify(r))
        .sort()
        .map((r) => JSON.parse(r) as unknown);
    return out;
  } finally {
    db.close();
  }
}

function rows(path: string, sql: string, ...params: unknown[]): unknown[] {
  const db = new Database(path, { fileMustExist: true });
  try {
    return db.prepare(sql).all(...params);
  } finally {
    db.close();
  }
}

const scope = { shards: [1], count: 2 };

/** A move from `from` to `to` that stops (a crash) after its copy committed, before its delete. */
function crashBetween(from: string, to: string): void {
  expect(() =>
    moveServers(from, to, {
      scope,
      afterCopy: () => {
        throw new Error('crash');
      },
    }),
  ).toThrow('crash');
}

describe('move-servers', () => {
  let tmp: ReturnType<typeof tempDir>;
  let from: string;
  let to: string;
  let stays: number;
  let moves: number;
  let lobby: number;

  beforeEach(() => {
    tmp = tempDir();
    from = tmp.file('a/derrick.sqlite');
    to = tmp.file('b/derrick.sqlite');
    expect([shardOfGuild(G0, 2), shardOfGuild(G1, 2), shardOfGuild(G1b, 2)]).toEqual([0, 1, 1]);
    stays = play(from, G0, 'c-stays', 2);
    moves = play(from, G1, 'c-moves', 3);
    lobby = play(from, G1, 'c-lobby', 0, false);
    decorate(from, stays, G0);
    decorate(from, moves, G1);
    const db = openDatabase(from);
    db.prepare('INSERT INTO vacation_allowances (guild_id, days_per_year) VALUES (?, 30)').run(G1b);
    db.prepare(
      "INSERT INTO user_settings (user_id, reminders, time_zone, dm, updated_at) VALUES (?, 0, 'Europe/Paris', 1, 1)",
    ).run(ana.userId);
    db.close();
  });
  afterEach(() => tmp.cleanup());

  it('moves every row of the shard’s servers into a new file, keeping ids, and leaves the other servers', () => {
    const before = {
      moves: snapshot(from, moves),
      lobby: snapshot(from, lobby),
      stays: snapshot(from, stays),
    };
    expect(before.moves.clock_ballots).toHaveLength(1); // every game table has a row to move
    for (const [t, r] of Object.entries(before.moves))
      if (t !== 'actions') expect(r.length, t).toBeGreaterThan(0);

    const report = moveServers(from, to, { scope });
    expect(report).toMatchObject({
      servers: 2,
      games: { lobby: 1, active: 1, over: 0 },
      keptIds: 2,
      newIds: [],
      alreadyCopied: 0,
      serverRows: 2, // G1's vacation and G1b's allowance
      settings: 1,
      dryRun: false,
    });
    expect(snapshot(to, moves)).toEqual(before.moves);
    expect(snapshot(to, lobby)).toEqual(before.lobby);
    expect(snapshot(to, stays).games).toEqual([]);
    // The source keeps only shard 0's server.
    expect(snapshot(from, stays)).toEqual(before.stays);
    for (const [t, r] of Object.entries(snapshot(from, moves))) expect(r, t).toEqual([]);
    expect(rows(from, 'SELECT guild_id FROM vacations')).toEqual([{ guild_id: G0 }]);
    expect(rows(from, 'SELECT * FROM vacation_allowances')).toEqual([]);
    expect(rows(to, 'SELECT guild_id, days_per_year FROM vacation_allowances')).toEqual([
      { guild_id: G1b, days_per_year: 30 },
    ]);
    // Personal settings are per database: copied, and kept in the source for its own servers.
    for (const path of [from, to])
      expect(rows(path, 'SELECT time_zone, dm FROM user_settings')).toEqual([
        { time_zone: 'Europe/Paris', dm: 1 },
      ]);
    // No claim is left behind, and the moved game plays on in its new database.
    for (const path of [from, to]) expect(rows(path, 'SELECT * FROM instance_lock')).toEqual([]);
    const version = (snapshot(to, moves).games![0] as { version: number }).version;
    play(to, G1, 'c-moves', 1);
    expect((snapshot(to, moves).games![0] as { version: number }).version).toBeGreaterThan(version);
  });

  it('gives a game whose id the destination uses a new id, and has its turn, lobby and vote messages posted again', () => {
    // The destination's own games, ids 1 and 2: the moved game 2 needs a new id, the lobby (3) keeps its own.
    const mine = [play(to, G1, 'c-there', 1), play(to, G1, 'c-there-too', 1)];
    expect(mine).toEqual([stays, moves]);
    expect(lobby).toBe(3);
    // Besides the open vote decorate() left, a decided one: its message has no buttons left to go stale.
    const db = openDatabase(from);
    db.prepare(
      "INSERT INTO clock_votes (game_id, seat, since, opened_at, message_id, outcome) VALUES (?, 0, 1, 1, 'vote-done', 'wait')",
    ).run(moves);
    // And an open vote to end it, beside the refused one decorate() left: its buttons carry the old id.
    db.prepare(
      `INSERT INTO end_votes (game_id, opened_at, user_id, version, required, ballots, message_id)
       VALUES (?, 2, 'u-ben', 0, '["u-cat"]', '{}', 'end-vote')`,
    ).run(moves);
    db.close();
    const theirs = mine.map((id) => snapshot(to, id));
    const before = { moves: snapshot(from, moves), lobby: snapshot(from, lobby) };
    const report = moveServers(from, to, { scope });
    // A new id above every id of both files, so no later game of the source takes it.
    expect(report).toMatchObject({ keptIds: 1, newIds: [{ from: moves, to: 4 }] });
    expect(describeMove(from, to, report, 2)[1]).toBe(
      '1 game took a new id, as the destination has a game of the old one (2 → 4): the bot posts their turn, ' +
        'lobby and open clock vote messages again when it starts, and an open vote to end one lapses; a click on ' +
        'an old one changes nothing and is answered with a link to the new one.',
    );
    const after = snapshot(to, 4);
    expect(after.turn_messages).toEqual([]); // the catch-up posts a new one, with buttons carrying the new id
    expect(after.games).toEqual([{ ...(before.moves.games![0] as object), lobby_message_id: null }]);
    // The open vote's message is forgotten (the clock loop posts it again), the decided one's kept.
    expect(after.clock_votes).toEqual(
      before.moves.clock_votes!.map((v) => {
        const vote = v as { outcome: string | null };
        return vote.outcome === null ? { ...vote, message_id: null } : vote;
      }),
    );
    expect(after.clock_votes).toContainEqual(expect.objectContaining({ message_id: 'vote-done' }));
    // The open vote to end it lapses (nothing would post it again), the decided one stays as it was.
    expect(after.end_votes).toEqual(
      before.moves.end_votes!.map((v) => {
        const vote = v as { outcome: string | null };
        return vote.outcome === null ? { ...vote, outcome: 'lapsed' } : vote;
      }),
    );
    expect(after.end_votes).toContainEqual(expect.objectContaining({ outcome: 'refused' }));
    expect({ ...after, games: [], turn_messages: [], clock_votes: [], end_votes: [] }).toEqual({
      ...before.moves,
      games: [],
      turn_messages: [],
      clock_votes: [],
      end_votes: [],
    });
    expect(snapshot(to, lobby)).toEqual(before.lobby);
    expect(mine.map((id) => snapshot(to, id))).toEqual(theirs); // the destination's games are untouched
    // The bot's catch-up sees the moved game behind (no turn message).
    const store = openStore(to);
    expect(store.turnMessages.behind(0).map((b) => b.id)).toContain(4);
    store.close();
  });

  it('a run that stopped between its copy and its delete is run again without copying twice', () => {
    const before = snapshot(from, moves);
    crashBetween(from, to);
    expect(snapshot(from, moves)).toEqual(before); // still in the source
    expect(snapshot(to, moves)).toEqual(before); // and already in the destination
    const again = moveServers(from, to, { scope });
    expect(again).toMatchObject({ alreadyCopied: 2, keptIds: 0, newIds: [] });
    expect(rows(to, 'SELECT count(*) AS n FROM games')).toEqual([{ n: 2 }]);
    expect(snapshot(to, moves)).toEqual(before); // not twice
    for (const [t, r] of Object.entries(snapshot(from, moves))) expect(r, t).toEqual([]);
  });

  it('a run stopped after its copy is not mended when the game was played on in the source since', () => {
    crashBetween(from, to);
    play(from, G1, 'c-moves', 1); // a bot started on the source in between, and the game went on there
    const played = snapshot(from, moves);
    const copiedBefore = snapshot(to, moves);
    expect(() => moveServers(from, to, { scope })).toThrow(
      new RegExp(
        `Game ${moves} \\(channel c-moves\\) differs between the two files since an earlier run copied it`,
      ),
    );
    expect(snapshot(from, moves)).toEqual(played);
    expect(snapshot(to, moves)).toEqual(copiedBefore);
  });

  it('a dry run reports the move and writes nothing, not even the destination file', () => {
    const before = snapshot(from, moves);
    const report = moveServers(from, to, { scope, dryRun: true });
    expect(report).toMatchObject({ servers: 2, keptIds: 2, dryRun: true, settings: 1, serverRows: 2 });
    expect(existsSync(to)).toBe(false);
    expect(snapshot(from, moves)).toEqual(before);
  });

  it('refuses, changing nothing, while a bot holds either file', () => {
    openDatabase(to).close();
    for (const held of [from, to]) {
      const release = acquireInstanceLock(held, { shards: [0], shardCount: 1 });
      try {
        expect(() => moveServers(from, to, { scope })).toThrow(
          new RegExp(
            `A Derrick bot \\(pid ${process.pid} on .*\\) is using ${held.replace(/[.]/g, '\\.')}: stop`,
          ),
        );
      } finally {
        release();
      }
      expect(snapshot(from, moves).games).toHaveLength(1);
      expect(rows(to, 'SELECT count(*) AS n FROM games')).toEqual([{ n: 0 }]);
      // The tool's own claim on the other file is given back.
      for (const path of [from, to]) expect(rows(path, 'SELECT * FROM instance_lock')).toEqual([]);
    }
  });

  it('refuses a table it does not know where to put, and a channel open in both files', () => {
    const db = openDatabase(from);
    db.exec('CREATE TABLE scores_by_week (week INTEGER, points INTEGER)');
    db.close();
    expect(() => moveServers(from, to, { scope })).toThrow(
      'The database has a table "scores_by_week" that is neither a game’s',
    );
    expect(snapshot(from, moves).games).toHaveLength(1);
    const again = openDatabase(from);
    again.exec('DROP TABLE scores_by_week');
    again.close();

    play(to, G1, 'c-moves', 0, false); // an open lobby in the same channel
    expect(() => moveServers(from, to, { scope })).toThrow(
      /Channel c-moves has an open game in both databases/,
    );
    expect(snapshot(from, moves).games).toHaveLength(1);
    expect(rows(to, 'SELECT count(*) AS n FROM games')).toEqual([{ n: 1 }]);
  });

  it('the command line checks its arguments and prints what it moved', () => {
    const run = (...argv: string[]) => {
      const out: string[] = [];
      let err = '';
      const code = moveServersMain(argv, { out: (l) => out.push(l), err: (t) => (err += t) });
      return { code, out, err };
    };
    expect(run('--from', from, '--to', to).code).toBe(2);
    const auto = run('--from', from, '--to', to, '--shards', 'auto', '--shard-list', '1');
    expect(auto).toMatchObject({ code: 2 });
    expect(auto.err).toMatch(/^--shards must be the number of shards the bots will run with, not auto/);
    const bad = run('--from', from, '--to', to, '--shards', '2', '--shard-list', '2');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(
      /^--shard-list must be shard ids separated by commas \(whole numbers from 0 to 1\)/,
    );
    expect(run('--from', from, '--to', from, '--shards', '2', '--shard-list', '1')).toMatchObject({
      code: 1,
      err: 'move-servers failed: --from and --to must be two different files.\n',
    });

    const dry = run('--from', from, '--to', to, '--shards', '2', '--shard-list', '1', '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.out[0]).toBe(
      `Would move 2 servers and 2 games (1 active, 1 in the lobby, 0 over) from ${from} to ${to}.`,
    );
    expect(dry.out.at(-1)).toBe('Dry run: nothing was written.');
    const done = run('--from', from, '--to', to, '--shards', '2', '--shard-list', '1');
    expect(done.err).toBe('');
    expect(done.out).toEqual([
      `Moved 2 servers and 2 games (1 active, 1 in the lobby, 0 over) from ${from} to ${to}.`,
      'Server rows (vacations) copied: 2; personal settings copied: 1.',
      "Start each machine's bots with SHARDS=2 and its own SHARD_LIST and DATABASE_PATH.",
    ]);
    expect(readdirSync(tmp.file('b')).filter((f) => !f.startsWith('derrick.sqlite'))).toEqual([]);
  });
});
