/**
 * `npm run backup -- FILE [--db PATH]`: an online, consistent copy of the database (SQLite's backup API via
 * better-sqlite3), safe while the bot is running. PATH defaults to DATABASE_PATH.
 */
import Database from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';

export async function backupDatabase(source: string, target: string): Promise<{ pages: number }> {
  if (!existsSync(source)) throw new Error(`No database at ${source}`);
  if (resolve(source) === resolve(target)) throw new Error('The backup file must differ from the database');
  mkdirSync(dirname(resolve(target)), { recursive: true });
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    const r = await db.backup(target);
    return { pages: r.totalPages };
  } finally {
    db.close();
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { db: { type: 'string' } }, allowPositionals: true });
  const target = positionals[0];
  if (!target || positionals.length > 1) {
    process.stderr.write('Usage: npm run backup -- FILE [--db PATH]\n');
    process.exitCode = 2;
    return;
  }
  const source = values.db ?? loadConfig().databasePath;
  const r = await backupDatabase(source, target);
  process.stdout.write(`Backed up ${source} to ${target} (${r.pages} pages)\n`);
}

const invokedDirectly =
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main().catch((err: unknown) => {
    process.stderr.write(`backup failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  });
}
