/**
 * `npm run backup -- FILE [--db PATH] [--force]`: an online, consistent copy of the database (SQLite's backup
 * API via better-sqlite3), safe while the bot is running. PATH defaults to DATABASE_PATH. An existing FILE is
 * refused unless `--force` is given.
 */
import { errorText } from '../error-text';
import { readCli } from './help';
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { loadConfig } from '../config';
import { invokedDirectly } from './invoked';

export interface BackupOptions {
  /** Overwrite an existing target file. */
  force?: boolean;
}

export async function backupDatabase(
  source: string,
  target: string,
  options: BackupOptions = {},
): Promise<{ pages: number }> {
  if (!existsSync(source)) throw new Error(`No database at ${source}`);
  if (resolve(source) === resolve(target)) throw new Error('The backup file must differ from the database');
  if (existsSync(target)) {
    if (!statSync(target).isFile()) throw new Error(`${target} exists and is not a file: pick another name.`);
    if (!options.force) {
      throw new Error(`${target} already exists: pick another name, or add --force to overwrite it.`);
    }
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${target}${suffix}`, { force: true });
  }
  mkdirSync(dirname(resolve(target)), { recursive: true });
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    const r = await db.backup(target);
    return { pages: r.totalPages };
  } finally {
    db.close();
  }
}

export interface BackupIo {
  out: (line: string) => void;
  err: (text: string) => void;
  defaultDb: () => string;
}

const USAGE = 'Usage: npm run backup -- FILE [--db PATH] [--force]\n';

/** The CLI, with its I/O injected (tests). Resolves to the exit code. */
export async function backupMain(argv: string[], io: BackupIo): Promise<number> {
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
  const { values, positionals } = cli.parsed;
  const target = positionals[0];
  if (!target || positionals.length > 1) {
    io.err(USAGE);
    return 2;
  }
  const source = values.db ?? io.defaultDb();
  try {
    const r = await backupDatabase(source, target, { force: values.force });
    io.out(`Backed up ${source} to ${target} (${r.pages} pages)`);
    return 0;
  } catch (e) {
    io.err(`backup failed: ${errorText(e)}\n`);
    return 1;
  }
}

if (invokedDirectly(import.meta.url)) {
  void backupMain(process.argv.slice(2), {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (text) => process.stderr.write(text),
    defaultDb: () => loadConfig().databasePath,
  }).then((code) => (process.exitCode = code));
}
