/**
 * `npm run move-servers -- --from FILE --to FILE --shards N --shard-list 2,3 [--dry-run]`: move every server
 * (guild) that the listed shards of N serve, with all its games, from one machine's database to another's. For
 * splitting a machine's shards across machines, or changing the shard count while the shards span machines
 * (docs/scaling.md, *Shards, processes and machines*). Every bot using either file must be stopped.
 *
 * 1. Both files are opened (FILE for `--to` is created when missing) and brought to the newest schema, and every
 *    shard of each is claimed as a bot claims its own, so no bot starts on them while the tool runs. A file that
 *    a bot holds (its instance lock) is refused, and so is a table the tool does not know where to put:
 *    every table is a game's (a `game_id` column), a server's (`guild_id`), a person's (`user_settings`) or the
 *    machine's own (`health_check`, `instance_lock`). A migration that adds another kind must say here where its
 *    rows go. Nothing is written before these checks pass.
 * 2. Copy, in one transaction on the destination: each moved game with every row of every game table (in
 *    foreign-key order), the servers' rows, and the personal settings of the moved games' players that the
 *    destination has none of (settings are kept per database). A game keeps its row id when the destination has
 *    no game of that id. Otherwise it gets a new one, and as the buttons already posted carry the old id, its
 *    turn message is not copied and the messages of its lobby and of its open clock votes are forgotten: the
 *    bot posts them again, with buttons that work, when it starts (its catch-up, and its clock loop's first
 *    tick). An open vote of its players to end it lapses (nothing posts it again, and its old buttons could not
 *    answer it, so it would stand in the way of a new proposal for two days): they may propose it again. A click
 *    on an old one changes nothing and is answered with a link to the current turn (src/discord/origin.ts).
 * 3. Delete, in one transaction on the source: the moved games (their rows follow by cascade) and the servers'
 *    rows.
 *
 * The two transactions are two files, so a run can stop between them (a crash): run it again. A game already
 * in the destination (the same channel, game, seed and creation time) is not copied twice, only deleted from the
 * source; if either copy was played on since (a bot started in between), the run stops instead.
 *
 * `--dry-run` does the copy's work, reports it and rolls it back: nothing is written (a destination that does
 * not exist yet is stood in for by a scratch file).
 */
import { errorText } from '../error-text';
import { readCli } from './help';
import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { InstanceLockError, acquireInstanceLock, openDatabase } from '../store';
import { ownsGuild, parseShardList, parseShardTotal, type ShardScope } from '../sharding';
import { invokedDirectly } from './invoked';

/** Tables that stay with their machine's database: its health check row and its processes' claims. */
const MACHINE_TABLES = new Set(['health_check', 'instance_lock']);

/** The table of personal settings, kept per database (copied for the moved players, never deleted). */
const PERSONAL_TABLE = 'user_settings';

/** A game table whose rows are not copied for a game that gets a new id (see step 2 above). */
const TURN_MESSAGES = 'turn_messages';

/** A game table whose open rows' messages are forgotten for a game that gets a new id (see step 2 above). */
const CLOCK_VOTES = 'clock_votes';

/** A game table whose open rows lapse for a game that gets a new id (see step 2 above). */
const END_VOTES = 'end_votes';

export interface MoveOptions {
  /** The shards whose servers move, out of `count` (the shard count the bots will run with). */
  scope: ShardScope;
  /** Do the copy, report it and roll it back; delete nothing. */
  dryRun?: boolean;
  /** Test seam: called after the copy committed, before the delete (a crash there is what a re-run mends). */
  afterCopy?: () => void;
}

export interface MoveReport {
  /** Servers with a game or a server row moved. */
  servers: number;
  /** Games moved, by lifecycle. */
  games: { lobby: number; active: number; over: number };
  /** Games that kept their row id, and those that got a new one (old id → new id). */
  keptIds: number;
  newIds: { from: number; to: number }[];
  /** Games found already copied by an earlier run that stopped before its delete. */
  alreadyCopied: number;
  /** Server rows (vacations, allowances) and personal settings copied. */
  serverRows: number;
  settings: number;
  dryRun: boolean;
}

/** What the tool does with each table of the schema. */
interface TablePlan {
  /** Game tables in foreign-key order (a table after those it references). */
  gameTables: string[];
  serverTables: string[];
}

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

function columnsOf(db: Database.Database, schema: string, table: string): string[] {
  return db
    .prepare<[], { name: string }>(`PRAGMA ${schema}.table_info(${quote(table)})`)
    .all()
    .map((c) => c.name);
}

/** Sort each table into its kind; throws naming a table of no known kind. */
function planTables(db: Database.Database, schema: string): TablePlan {
  const tables = db
    .prepare<[], { name: string }>(
      `SELECT name FROM ${schema}.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
    )
    .all()
    .map((t) => t.name);
  const gameTables: string[] = [];
  const serverTables: string[] = [];
  for (const table of tables) {
    if (table === 'games' || table === PERSONAL_TABLE || MACHINE_TABLES.has(table)) continue;
    const columns = columnsOf(db, schema, table);
    if (columns.includes('game_id')) gameTables.push(table);
    else if (columns.includes('guild_id')) serverTables.push(table);
    else
      throw new Error(
        `The database has a table "${table}" that is neither a game’s, a server’s, a person’s nor the ` +
          'machine’s own: move-servers does not know where its rows go. Nothing was changed.',
      );
  }
  return { gameTables: inForeignKeyOrder(db, schema, gameTables), serverTables };
}

/** `tables` ordered so each comes after the tables among them that it references. */
function inForeignKeyOrder(db: Database.Database, schema: string, tables: string[]): string[] {
  const refs = new Map(
    tables.map((t) => [
      t,
      db
        .prepare<[], { table: string }>(`PRAGMA ${schema}.foreign_key_list(${quote(t)})`)
        .all()
        .map((fk) => fk.table)
        .filter((r) => r !== t && tables.includes(r)),
    ]),
  );
  const out: string[] = [];
  const visit = (t: string, path: string[]): void => {
    if (out.includes(t)) return;
    if (path.includes(t)) throw new Error(`foreign keys run in a circle through ${[...path, t].join(' → ')}`);
    for (const r of refs.get(t) ?? []) visit(r, [...path, t]);
    out.push(t);
  };
  for (const t of tables) visit(t, []);
  return out;
}

/**
 * Claim every shard of the database at `path` for this run, as a bot claims its own (src/store/instance-lock.ts),
 * so no bot starts on it meanwhile; throws naming the bot that holds it now. Returns the release.
 */
function claimWhole(path: string, count: number): () => void {
  try {
    return acquireInstanceLock(path, {
      shards: Array.from({ length: count }, (_, i) => i),
      shardCount: count,
    });
  } catch (e) {
    if (!(e instanceof InstanceLockError)) throw e;
    throw new Error(
      `A Derrick bot (pid ${e.holder.pid} on ${e.holder.host}) is using ${path}: stop every bot using either ` +
        'database before moving servers. Nothing was changed.',
      { cause: e },
    );
  }
}

interface SourceGame {
  id: number;
  guild_id: string | null;
  channel_id: string;
  game_id: string;
  seed: string;
  created_at: number;
  lifecycle: 'lobby' | 'active' | 'finished' | 'abandoned';
}

/** Thrown inside the copy's transaction to roll a dry run back. */
class DryRun extends Error {}

/**
 * Move the servers of `options.scope`'s shards from the database at `from` to the one at `to` (see the top of
 * this file). Throws with the reason, having changed nothing, when it cannot start or its copy fails.
 */
export function moveServers(from: string, to: string, options: MoveOptions): MoveReport {
  if (resolve(from) === resolve(to)) throw new Error('--from and --to must be two different files.');
  if (!existsSync(from)) throw new Error(`No database at ${from}.`);
  // A dry run into a file that does not exist yet works on a scratch file, so it creates nothing.
  const scratch = options.dryRun && !existsSync(to) ? mkdtempSync(join(tmpdir(), 'derrick-move-')) : null;
  const target = scratch ? join(scratch, 'destination.db') : to;
  const releases: (() => void)[] = [];
  try {
    // Each file opened, checked and migrated by its claim, which also keeps bots off it until the end.
    for (const path of [from, target]) releases.push(claimWhole(path, options.scope.count));
    const db = openDatabase(target, { check: false });
    try {
      db.prepare('ATTACH DATABASE ? AS src').run(from);
      const plan = planTables(db, 'src');
      planTables(db, 'main'); // the destination's tables must be known too (both have the newest schema)
      const report = copy(db, plan, options);
      if (options.dryRun) return report;
      options.afterCopy?.();
      remove(db, plan, options.scope);
      return report;
    } finally {
      db.close();
    }
  } finally {
    for (const release of releases) release();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}

function movedGames(db: Database.Database, scope: ShardScope): SourceGame[] {
  return db
    .prepare<[], SourceGame>(
      'SELECT id, guild_id, channel_id, game_id, seed, created_at, lifecycle FROM src.games ORDER BY id',
    )
    .all()
    .filter((g) => ownsGuild(scope, g.guild_id));
}

function movedServers(db: Database.Database, plan: TablePlan, scope: ShardScope, games: SourceGame[]) {
  const servers = new Set<string>();
  for (const g of games) if (g.guild_id !== null) servers.add(g.guild_id);
  for (const table of plan.serverTables) {
    for (const r of db
      .prepare<[], { guild_id: string }>(`SELECT DISTINCT guild_id FROM src.${quote(table)}`)
      .all())
      if (ownsGuild(scope, r.guild_id)) servers.add(r.guild_id);
  }
  return [...servers].sort();
}

function copy(db: Database.Database, plan: TablePlan, options: MoveOptions): MoveReport {
  const report: MoveReport = {
    servers: 0,
    games: { lobby: 0, active: 0, over: 0 },
    keptIds: 0,
    newIds: [],
    alreadyCopied: 0,
    serverRows: 0,
    settings: 0,
    dryRun: options.dryRun ?? false,
  };
  const gameColumns = columnsOf(db, 'src', 'games');
  const copied = db.prepare<
    [string, string, string, number],
    { id: number; version: number; updated_at: number }
  >(
    `SELECT id, version, updated_at FROM main.games
     WHERE channel_id = ? AND game_id = ? AND seed = ? AND created_at = ?`,
  );
  const sourceNow = db.prepare<[number], { version: number; updated_at: number }>(
    'SELECT version, updated_at FROM src.games WHERE id = ?',
  );
  const taken = db.prepare<[number], { id: number }>('SELECT id FROM main.games WHERE id = ?');
  const openThere = db.prepare<[string], { id: number }>(
    "SELECT id FROM main.games WHERE channel_id = ? AND lifecycle IN ('lobby', 'active')",
  );
  const keepId = db.prepare(
    `INSERT INTO main.games (${gameColumns.map(quote).join(', ')})
     SELECT ${gameColumns.map(quote).join(', ')} FROM src.games WHERE id = ?`,
  );
  const others = gameColumns.filter((c) => c !== 'id');
  const newId = db.prepare<[number, number]>(
    `INSERT INTO main.games (id, ${others.map(quote).join(', ')})
     SELECT ?, ${others.map((c) => (c === 'lobby_message_id' ? 'NULL' : quote(c))).join(', ')}
     FROM src.games WHERE id = ?`,
  );
  const forgetVoteMessages = db.prepare<[number]>(
    `UPDATE main.${CLOCK_VOTES} SET message_id = NULL WHERE game_id = ? AND outcome IS NULL`,
  );
  const lapseEndVotes = db.prepare<[number]>(
    `UPDATE main.${END_VOTES} SET outcome = 'lapsed' WHERE game_id = ? AND outcome IS NULL`,
  );
  const topId = db.prepare<[], { top: number }>(
    'SELECT max(coalesce((SELECT max(id) FROM main.games), 0), coalesce((SELECT max(id) FROM src.games), 0)) AS top',
  );
  const children = plan.gameTables.map((table) => {
    const columns = columnsOf(db, 'src', table);
    return {
      table,
      insert: db.prepare<[number, number]>(
        `INSERT INTO main.${quote(table)} (${columns.map(quote).join(', ')})
         SELECT ${columns.map((c) => (c === 'game_id' ? '?' : quote(c))).join(', ')}
         FROM src.${quote(table)} WHERE game_id = ?`,
      ),
    };
  });
  const settingsColumns = columnsOf(db, 'src', PERSONAL_TABLE).map(quote).join(', ');
  const settings = db.prepare<[number]>(
    `INSERT OR IGNORE INTO main.${PERSONAL_TABLE} (${settingsColumns})
     SELECT ${settingsColumns} FROM src.${PERSONAL_TABLE}
     WHERE user_id IN (SELECT user_id FROM src.seats WHERE game_id = ? AND user_id IS NOT NULL)`,
  );
  const serverCopies = plan.serverTables.map((table) => {
    const columns = columnsOf(db, 'src', table).map(quote).join(', ');
    return db.prepare<[string]>(
      `INSERT OR IGNORE INTO main.${quote(table)} (${columns}) SELECT ${columns} FROM src.${quote(table)} WHERE guild_id = ?`,
    );
  });

  const run = db.transaction(() => {
    const games = movedGames(db, options.scope);
    const servers = movedServers(db, plan, options.scope, games);
    report.servers = servers.length;
    // New ids come after every id of both files, so a game still to be copied never finds its own id taken.
    let next = (topId.get()?.top ?? 0) + 1;
    for (const g of games) {
      const kind = g.lifecycle === 'lobby' || g.lifecycle === 'active' ? g.lifecycle : 'over';
      report.games[kind]++;
      const earlier = copied.get(g.channel_id, g.game_id, g.seed, g.created_at);
      if (earlier) {
        // Copied by a run that stopped before its delete. Deleting the source's is safe only if nobody
        // played either copy on since (a bot started in between): else the two differ.
        const now = sourceNow.get(g.id)!;
        if (now.version !== earlier.version || now.updated_at !== earlier.updated_at)
          throw new Error(
            `Game ${g.id} (channel ${g.channel_id}) differs between the two files since an earlier run copied ` +
              `it (version ${now.version} in the source, ${earlier.version} in the destination as game ` +
              `${earlier.id}): it was played on in between. Keep the one to keep: delete the other copy's ` +
              'servers (or restore a backup), then run the move again. Nothing was changed.',
          );
        report.alreadyCopied++;
        continue;
      }
      if (kind !== 'over') {
        const there = openThere.get(g.channel_id);
        if (there)
          throw new Error(
            `Channel ${g.channel_id} has an open game in both databases (game ${g.id} here, ${there.id} in the ` +
              'destination): a channel belongs to one server, and a server to one shard. Nothing was changed.',
          );
      }
      let id = g.id;
      if (taken.get(g.id)) {
        id = next++;
        newId.run(id, g.id);
        report.newIds.push({ from: g.id, to: id });
      } else {
        keepId.run(g.id);
        report.keptIds++;
      }
      for (const child of children) {
        if (id !== g.id && child.table === TURN_MESSAGES) continue;
        child.insert.run(id, g.id);
      }
      if (id !== g.id) {
        forgetVoteMessages.run(id);
        lapseEndVotes.run(id);
      }
      report.settings += settings.run(g.id).changes;
    }
    for (const server of servers)
      for (const copyRows of serverCopies) report.serverRows += copyRows.run(server).changes;
    if (options.dryRun) throw new DryRun();
  });
  try {
    run.immediate();
  } catch (e) {
    if (!(e instanceof DryRun)) throw e;
  }
  return report;
}

function remove(db: Database.Database, plan: TablePlan, scope: ShardScope): void {
  const dropGame = db.prepare<[number]>('DELETE FROM src.games WHERE id = ?');
  const dropServerRows = plan.serverTables.map((table) =>
    db.prepare<[string]>(`DELETE FROM src.${quote(table)} WHERE guild_id = ?`),
  );
  db.transaction(() => {
    const games = movedGames(db, scope);
    for (const server of movedServers(db, plan, scope, games))
      for (const drop of dropServerRows) drop.run(server);
    for (const g of games) dropGame.run(g.id); // every game table's rows cascade (ON DELETE CASCADE)
  }).immediate();
}

export interface MoveIo {
  out: (line: string) => void;
  err: (text: string) => void;
}

const USAGE =
  'Usage: npm run move-servers -- --from FILE --to FILE --shards N --shard-list 2,3 [--dry-run]\n' +
  '  Moves every server of the listed shards (out of N, the count the bots will run with) from one\n' +
  '  database to the other. Stop every bot using either file first, and back both up (npm run backup).\n';

/** The report in a few lines. */
export function describeMove(from: string, to: string, r: MoveReport, shards: number): string[] {
  const games = r.games.lobby + r.games.active + r.games.over;
  const lines = [
    `${r.dryRun ? 'Would move' : 'Moved'} ${r.servers} server${r.servers === 1 ? '' : 's'} and ${games} ` +
      `game${games === 1 ? '' : 's'} (${r.games.active} active, ${r.games.lobby} in the lobby, ${r.games.over} over) ` +
      `from ${from} to ${to}.`,
  ];
  if (r.newIds.length > 0) {
    lines.push(
      `${r.newIds.length} game${r.newIds.length === 1 ? '' : 's'} took a new id, as the destination has a ` +
        `game of the old one (${r.newIds.map((n) => `${n.from} → ${n.to}`).join(', ')}): the bot posts their ` +
        'turn, lobby and open clock vote messages again when it starts, and an open vote to end one lapses; a ' +
        'click on an old one changes nothing and is answered with a link to the new one.',
    );
  }
  if (r.alreadyCopied > 0)
    lines.push(`${r.alreadyCopied} were already in the destination (an earlier run that stopped).`);
  lines.push(`Server rows (vacations) copied: ${r.serverRows}; personal settings copied: ${r.settings}.`);
  if (r.dryRun) lines.push('Dry run: nothing was written.');
  else
    lines.push(`Start each machine's bots with SHARDS=${shards} and its own SHARD_LIST and DATABASE_PATH.`);
  return lines;
}

/** The CLI, with its I/O injected (tests). Resolves to the exit code. */
export function moveServersMain(argv: string[], io: MoveIo): number {
  const cli = readCli(
    argv,
    {
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        shards: { type: 'string' },
        'shard-list': { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
      },
    },
    USAGE,
    io,
  );
  if (!cli.ok) return cli.exit;
  const values = cli.parsed.values;
  const { from, to, shards } = values;
  const list = values['shard-list'];
  if (!from || !to || !shards || !list) {
    io.err(USAGE);
    return 2;
  }
  const total = parseShardTotal(shards);
  if (!total.ok || total.value === 'auto') {
    io.err(
      `${total.ok ? '--shards must be the number of shards the bots will run with, not auto' : total.problem.replace('SHARDS', '--shards')}\n${USAGE}`,
    );
    return 2;
  }
  const count = total.value;
  const ids = parseShardList(list, count);
  if (!ids.ok) {
    io.err(`${ids.problem.replace('SHARD_LIST', '--shard-list')}\n${USAGE}`);
    return 2;
  }
  try {
    const report = moveServers(from, to, {
      scope: { shards: ids.value, count },
      dryRun: values['dry-run'],
    });
    for (const line of describeMove(from, to, report, count)) io.out(line);
    return 0;
  } catch (e) {
    io.err(`move-servers failed: ${errorText(e)}\n`);
    return 1;
  }
}

if (invokedDirectly(import.meta.url)) {
  process.exitCode = moveServersMain(process.argv.slice(2), {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (text) => process.stderr.write(text),
  });
}
