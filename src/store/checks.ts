/**
 * Start checks of a database file: `PRAGMA quick_check` (the file is a sound SQLite database) and a write
 * check (a committed write to `health_check`, migration 006, proves the file, its folder and the disk accept
 * writes). Each failure becomes one error naming the file and what to do.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { errorText } from '../error-text';
import type Database from 'better-sqlite3';

/** A database that cannot be used, with the file and what to do in its message. */
export class DatabaseCheckError extends Error {
  constructor(
    readonly path: string,
    /** What went wrong: damaged file, not writable, disk full, other I/O failure. */
    readonly kind: 'damaged' | 'read-only' | 'disk-full' | 'locked' | 'io',
    message: string,
  ) {
    super(message);
    this.name = 'DatabaseCheckError';
  }
}

const RESTORE = 'Stop Derrick and restore a backup: `npm run restore -- BACKUP_FILE` (README, "Backups").';

function isFolder(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

function codeOf(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/**
 * Turn an error met while opening or checking `path` into a `DatabaseCheckError` naming the file and what to
 * do, or return it unchanged when it is not about the file (a migration bug, a schema newer than the code).
 */
export function explainDatabaseError(path: string, err: unknown): unknown {
  if (err instanceof DatabaseCheckError) return err;
  const code = codeOf(err);
  const why = errorText(err);
  if (code.startsWith('SQLITE_CANTOPEN') && isFolder(path)) {
    return new DatabaseCheckError(
      path,
      'read-only',
      `The database path ${path} is a folder: set DATABASE_PATH to a file, such as ${join(path, 'derrick.sqlite')}.`,
    );
  }
  if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT')) {
    return new DatabaseCheckError(path, 'damaged', `The database ${path} is damaged (${why}). ${RESTORE}`);
  }
  if (
    code.startsWith('SQLITE_READONLY') ||
    code.startsWith('SQLITE_CANTOPEN') ||
    code === 'SQLITE_PERM' ||
    code === 'SQLITE_AUTH' ||
    code === 'EACCES' ||
    code === 'EPERM' ||
    code === 'EROFS'
  ) {
    return new DatabaseCheckError(
      path,
      'read-only',
      `Derrick cannot write to the database ${path} (${why}). Let the user running Derrick write the file ` +
        'and its folder (SQLite adds -wal and -shm files beside it), and check the disk is not mounted read-only.',
    );
  }
  if (code === 'SQLITE_FULL' || code === 'ENOSPC') {
    return new DatabaseCheckError(
      path,
      'disk-full',
      `The disk holding the database ${path} is full (${why}). Free some space, then start Derrick again.`,
    );
  }
  if (isBusyError(err)) {
    return new DatabaseCheckError(
      path,
      'locked',
      `Another program keeps the database ${path} locked (${why}). Close it (a sqlite3 shell, a running ` +
        'restore?) and start Derrick again.',
    );
  }
  if (code.startsWith('SQLITE_IOERR')) {
    return new DatabaseCheckError(
      path,
      'io',
      `Reading or writing the database ${path} failed (${why}). Check the disk and free space; if the ` +
        `error stays, ${RESTORE.charAt(0).toLowerCase()}${RESTORE.slice(1)}`,
    );
  }
  return err;
}

/** `PRAGMA quick_check`: throws a `DatabaseCheckError` naming `path` when the file is not sound. */
export function quickCheck(db: Database.Database, path: string): void {
  let rows: string[];
  try {
    rows = (db.pragma('quick_check') as { quick_check: string }[]).map((r) => r.quick_check);
  } catch (err) {
    throw explainDatabaseError(path, err);
  }
  if (rows.length !== 1 || rows[0] !== 'ok') {
    const first = rows.slice(0, 3).join('; ');
    throw new DatabaseCheckError(
      path,
      'damaged',
      `The database ${path} is damaged (quick_check: ${first}). ${RESTORE}`,
    );
  }
}

/** A committed write to `health_check`: throws a `DatabaseCheckError` naming `path` when it fails. */
export function writeCheck(db: Database.Database, path: string, now: number): void {
  try {
    db.prepare('INSERT OR REPLACE INTO health_check (id, checked_at) VALUES (1, ?)').run(now);
  } catch (err) {
    throw explainDatabaseError(path, err);
  }
}

/** SQLITE_BUSY (another connection holds the lock past busy_timeout) or SQLITE_LOCKED: try again later. */
export function isBusyError(err: unknown): boolean {
  const code = codeOf(err);
  return code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED');
}
