/**
 * Schema migrations: `migrations/NNN_name.sql`, applied in order, each in its own transaction, and tracked
 * with `PRAGMA user_version` (= the number of the last applied migration). Numbers must run 1, 2, 3, …
 * without gaps so a database at version k needs exactly migrations k+1…N.
 */
import type Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../paths';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The repository's `migrations/` folder. */
export const MIGRATIONS_DIR = join(ROOT, 'migrations');

const FILE = /^(\d{3,})_([a-z0-9_-]+)\.sql$/i;

/** Read and check the migrations in `dir`, sorted by number. Throws on gaps, duplicates or odd names. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.sql'));
  const migrations: Migration[] = [];
  for (const file of files) {
    const m = FILE.exec(file);
    if (!m)
      throw new Error(`Migration file "${file}" must be named NNN_name.sql (e.g. 004_add_timeouts.sql)`);
    migrations.push({
      version: Number(m[1]),
      name: m[2] as string,
      sql: readFileSync(join(dir, file), 'utf8'),
    });
  }
  migrations.sort((a, b) => a.version - b.version);
  migrations.forEach((mig, i) => {
    if (mig.version !== i + 1) {
      throw new Error(
        `Migrations must be numbered 1, 2, 3, … without gaps; expected ${i + 1}, found ${mig.version}`,
      );
    }
  });
  return migrations;
}

export function schemaVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

export interface MigrateResult {
  from: number;
  to: number;
  applied: string[];
}

/**
 * Bring `db` up to `target` (default: the newest migration). Each migration and its user_version bump run
 * in one transaction, so a crash leaves the database at a whole version. A database newer than the code is
 * refused (never downgraded).
 */
export function migrate(
  db: Database.Database,
  migrations: readonly Migration[] = loadMigrations(),
  target: number = migrations.length,
): MigrateResult {
  const from = schemaVersion(db);
  if (from > migrations.length) {
    throw new Error(
      `The database is at schema version ${from} but this code knows only ${migrations.length}; ` +
        'update Derrick before opening it',
    );
  }
  const applied: string[] = [];
  for (const mig of migrations) {
    if (mig.version <= from || mig.version > target) continue;
    db.transaction(() => {
      db.exec(mig.sql);
      db.pragma(`user_version = ${mig.version}`);
    })();
    applied.push(`${String(mig.version).padStart(3, '0')}_${mig.name}`);
  }
  return { from, to: schemaVersion(db), applied };
}
