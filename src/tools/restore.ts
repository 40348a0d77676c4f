/**
 * `npm run restore -- BACKUP [--db PATH] [--force]`: put a backup in place of the database, safely.
 *
 * 1. Refuses while a bot holds the database (its instance lock, src/store/instance-lock.ts).
 * 2. Checks the backup first, on a copy beside the database: a sound SQLite file (quick_check) of a schema
 *    this Derrick knows (not newer than its migrations).
 * 3. Moves the current file and its -wal/-shm aside under timestamped names (printed), then renames the
 *    checked copy into place.
 * 4. Checks the result opens, migrates and takes a write; when it does not, the previous files are put back.
 *
 * PATH defaults to DATABASE_PATH. `--force` restores even when the current database cannot be read to check
 * for a running bot (make sure Derrick is stopped).
 */
import { errorText } from '../error-text';
import { readCli } from './help';
import Database from 'better-sqlite3';
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { loadConfig } from '../config';
import { liveLockHolders, loadMigrations, openStore, quickCheck, schemaVersion } from '../store';
import { invokedDirectly } from './invoked';

export interface RestoreOptions {
  /** Restore even when the current database cannot be read to check that no bot uses it. */
  force?: boolean;
  /** Clock for the timestamped names (tests). */
  now?: () => Date;
}

export interface RestoreResult {
  /** The files moved aside, as `[from, to]`. */
  movedAside: [string, string][];
  /** The backup's schema version, and the version after migrating it. */
  schemaFrom: number;
  schemaTo: number;
  /** Games in the restored database. */
  games: number;
}

const SUFFIXES = ['', '-wal', '-shm'] as const;

function stampOf(d: Date): string {
  return d
    .toISOString()
    .replace(/:/g, '-')
    .replace(/\.\d+Z$/, 'Z');
}

/** Refuse while a bot holds `target`; refuse an unreadable `target` unless `force`. */
function checkNoBot(target: string, force: boolean): void {
  if (!existsSync(target)) return;
  let db: Database.Database | undefined;
  try {
    // Read-write (nothing is written): the last connection to close tidies the -wal/-shm it opened.
    db = new Database(target, { fileMustExist: true });
    const holders = liveLockHolders(db);
    const h = holders[0];
    if (h) {
      throw new Error(
        `A Derrick bot (pid ${h.pid} on ${h.host}) is using ${target} for shard ${h.shard}: stop it before ` +
          'restoring. Nothing was changed.',
      );
    }
  } catch (e) {
    if (e instanceof Error && e.message.startsWith('A Derrick bot')) throw e;
    if (!force) {
      throw new Error(
        `Cannot read ${target} to check that no bot is using it (${errorText(e)}). Make sure Derrick is ` +
          'stopped, then run the restore again with --force. Nothing was changed.',
        { cause: e },
      );
    }
  } finally {
    db?.close();
  }
}

/** Check a candidate copy: sound, and of a schema this code knows. Returns its schema version. */
function checkBackup(copy: string, backup: string): number {
  let db: Database.Database;
  try {
    db = new Database(copy, { fileMustExist: true });
  } catch (e) {
    throw new Error(`The backup ${backup} cannot be opened (${errorText(e)}). Nothing was changed.`, {
      cause: e,
    });
  }
  try {
    try {
      quickCheck(db, backup);
    } catch (e) {
      throw new Error(
        `The backup ${backup} is not usable: ${errorText(e).split('. Stop Derrick')[0]}. Nothing was changed.`,
        { cause: e },
      );
    }
    const version = schemaVersion(db);
    const known = loadMigrations().length;
    if (version > known) {
      throw new Error(
        `The backup ${backup} was made by a newer Derrick (schema ${version}; this one knows ${known}): ` +
          'update Derrick first. Nothing was changed.',
      );
    }
    const hasGames = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'games'").get();
    if (version === 0 || !hasGames) {
      throw new Error(
        `The backup ${backup} is not a Derrick database (no games table). Nothing was changed.`,
      );
    }
    return version;
  } finally {
    db.close();
  }
}

/** Restore `backup` in place of the database at `target` (see the file header). */
export function restoreDatabase(backup: string, target: string, options: RestoreOptions = {}): RestoreResult {
  if (!existsSync(backup)) throw new Error(`No backup at ${backup}. Nothing was changed.`);
  if (resolve(backup) === resolve(target))
    throw new Error('The backup must be another file than the database.');
  checkNoBot(target, options.force ?? false);

  const stamp = stampOf((options.now ?? (() => new Date()))());
  mkdirSync(dirname(resolve(target)), { recursive: true });
  const incoming = `${target}.restoring-${stamp}`;
  copyFileSync(backup, incoming);
  let schemaFrom: number;
  try {
    schemaFrom = checkBackup(incoming, backup);
  } catch (e) {
    for (const s of SUFFIXES) rmSync(`${incoming}${s}`, { force: true });
    throw e;
  }
  // Checking may have left -wal/-shm beside the copy; fold them in before it moves.
  for (const s of ['-wal', '-shm']) rmSync(`${incoming}${s}`, { force: true });

  const movedAside: [string, string][] = [];
  for (const s of SUFFIXES) {
    const from = `${target}${s}`;
    if (!existsSync(from)) continue;
    const to = `${target}.before-restore-${stamp}${s}`;
    renameSync(from, to);
    movedAside.push([from, to]);
  }
  renameSync(incoming, target);

  try {
    const store = openStore(target);
    try {
      const r = { schemaTo: schemaVersion(store.db), games: store.listGames().length };
      return { movedAside, schemaFrom, ...r };
    } finally {
      store.close();
    }
  } catch (e) {
    // Put the previous database back; keep the failed one for a look.
    const failed = `${target}.failed-restore-${stamp}`;
    for (const s of SUFFIXES) if (existsSync(`${target}${s}`)) renameSync(`${target}${s}`, `${failed}${s}`);
    for (const [from, to] of movedAside) renameSync(to, from);
    throw new Error(
      `The restored database did not pass its check (${errorText(e)}). The previous database was put back; ` +
        `the failed copy is ${failed}.`,
      { cause: e },
    );
  }
}

export interface RestoreIo {
  out: (line: string) => void;
  err: (text: string) => void;
  defaultDb: () => string;
}

const USAGE = 'Usage: npm run restore -- BACKUP [--db PATH] [--force]\n';

/** The CLI, with its I/O injected (tests). Returns the exit code. */
export function restoreMain(argv: string[], io: RestoreIo): number {
  const cli = readCli(
    argv,
    {
      options: { db: { type: 'string' }, force: { type: 'boolean', default: false } },
      allowPositionals: true,
    },
    USAGE,
    io,
  );
  if (!cli.ok) return cli.exit;
  const parsed = cli.parsed;
  const backup = parsed.positionals[0];
  if (!backup || parsed.positionals.length > 1) {
    io.err(USAGE);
    return 2;
  }
  const target = parsed.values.db ?? io.defaultDb();
  try {
    const r = restoreDatabase(backup, target, { force: parsed.values.force });
    for (const [from, to] of r.movedAside) io.out(`Moved ${from} aside to ${to}`);
    io.out(
      `Restored ${backup} to ${target}: ${r.games} game${r.games === 1 ? '' : 's'}, schema ${r.schemaFrom}` +
        (r.schemaTo !== r.schemaFrom ? ` migrated to ${r.schemaTo}` : '') +
        '. Start Derrick again.',
    );
    return 0;
  } catch (e) {
    io.err(`restore failed: ${errorText(e)}\n`);
    return 1;
  }
}

if (invokedDirectly(import.meta.url)) {
  process.exitCode = restoreMain(process.argv.slice(2), {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (text) => process.stderr.write(text),
    defaultDb: () => loadConfig().databasePath,
  });
}
