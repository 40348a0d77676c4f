import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { chmodSync, closeSync, openSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DatabaseCheckError,
  DEFAULT_BUSY_TIMEOUT_MS,
  explainDatabaseError,
  openStore,
} from '../../src/store';
import { bundled } from '../bundled';
import { tempDir } from './tmp';

const here = dirname(fileURLToPath(import.meta.url));
const NOBODY = 65534;

const asRoot = process.getuid?.() === 0;
const repo = join(here, '..', '..');

/**
 * Whether a child as `nobody` can run this checkout's code at all (when we are root; the bundled open-child given
 * no path only loads the store): a checkout in a folder only root may read (e.g. under /root) cannot test
 * permissions this way, and those tests are skipped.
 */
const otherUserCanRun =
  !asRoot ||
  spawnSync(process.execPath, [bundled('open-child')], {
    cwd: repo,
    uid: NOBODY,
    gid: NOBODY,
    env: { ...process.env, HOME: '/tmp' },
    timeout: 30_000,
  }).status === 0;

/** Open the store in a child process that may not write where root may: as `nobody` when we are root. */
function openAsOtherUser(dbPath: string): { ok: boolean; kind?: string; message?: string } {
  const r = spawnSync(process.execPath, [bundled('open-child'), dbPath], {
    encoding: 'utf8',
    env: { ...process.env, LOG_LEVEL: 'silent', HOME: '/tmp' },
    cwd: repo,
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
    timeout: 30_000,
  });
  const line = r.stdout.trim().split('\n').at(-1);
  if (!line) throw new Error(`open-child printed nothing: ${r.stderr}`);
  return JSON.parse(line) as { ok: boolean; kind?: string; message?: string };
}

/** A database with some games in it, closed. */
function makeDatabase(path: string): void {
  const store = openStore(path);
  for (let i = 0; i < 300; i++) {
    const r = store.createGame({
      guildId: 'g',
      channelId: `c${i}`,
      gameId: 'test-race',
      options: { target: 10 },
      seed: `seed-${i}-${'x'.repeat(100)}`,
      hostUserId: 'u',
      seats: [{ userId: 'u', botKind: null, name: 'Ana' }],
    });
    if (!r.ok) throw new Error(r.message);
  }
  store.close();
}

describe('start checks', () => {
  const tmp = tempDir();
  afterEach(() => {
    tmp.cleanup();
    Object.assign(tmp, tempDir());
  });

  it('a healthy database opens and the write check records the start time', () => {
    const path = tmp.file('ok.sqlite');
    const before = Date.now();
    const store = openStore(path);
    const row = store.db.prepare('SELECT checked_at FROM health_check').get() as { checked_at: number };
    expect(row.checked_at).toBeGreaterThanOrEqual(before);
    expect(row.checked_at).toBeLessThanOrEqual(Date.now());
    store.close();
  });

  it('a file that is not a database is refused naming the file and the restore command', () => {
    const path = tmp.file('garbage.sqlite');
    writeFileSync(path, 'this is not a database '.repeat(500));
    const open = () => openStore(path);
    expect(open).toThrow(DatabaseCheckError);
    expect(open).toThrow(path);
    expect(open).toThrow(/damaged.*npm run restore -- BACKUP_FILE/);
  });

  it('a database with a damaged page fails quick_check at start, naming the file and what to do', () => {
    const path = tmp.file('pages.sqlite');
    makeDatabase(path);
    const size = statSync(path).size;
    expect(size).toBeGreaterThan(8 * 4096);
    const fd = openSync(path, 'r+');
    writeSync(fd, Buffer.alloc(4096, 0x5a), 0, 4096, 4096 * 4); // page 5: inside the games table
    closeSync(fd);
    let error: unknown;
    try {
      openStore(path).close();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DatabaseCheckError);
    expect((error as DatabaseCheckError).kind).toBe('damaged');
    expect((error as Error).message).toContain(`The database ${path} is damaged`);
    expect((error as Error).message).toContain('npm run restore -- BACKUP_FILE');
  });

  it.skipIf(!otherUserCanRun)(
    'a database file the bot may not write is refused naming the file and the permission to fix',
    () => {
      const path = tmp.file('readonly-file.sqlite');
      makeDatabase(path);
      chmodSync(tmp.dir, 0o777); // the folder is writable (for -wal/-shm) …
      chmodSync(path, 0o444); // … the file is not (and belongs to root when we are root)
      const r = openAsOtherUser(path);
      expect(r.ok).toBe(false);
      expect(r.kind).toBe('read-only');
      expect(r.message).toContain(`Derrick cannot write to the database ${path}`);
      expect(r.message).toMatch(/write the file and its folder/);
    },
  );

  it.skipIf(!otherUserCanRun)(
    'a database in a folder the bot may not write is refused naming the file',
    () => {
      const path = tmp.file('readonly-dir.sqlite');
      makeDatabase(path);
      chmodSync(path, 0o666); // the file itself is writable …
      chmodSync(tmp.dir, 0o555); // … but SQLite cannot create its -wal/-shm files beside it
      const r = openAsOtherUser(path);
      chmodSync(tmp.dir, 0o755);
      expect(r.ok).toBe(false);
      expect(r.kind).toBe('read-only');
      expect(r.message).toContain(path);
    },
  );

  it.skipIf(!otherUserCanRun)(
    'the same child opens a database it may write (the refusals above are about permissions)',
    () => {
      const path = tmp.file('writable.sqlite');
      makeDatabase(path);
      chmodSync(tmp.dir, 0o777);
      chmodSync(path, 0o666);
      expect(openAsOtherUser(path)).toEqual({ ok: true });
    },
  );

  it('a database another program keeps locked at start is waited for briefly, then named', () => {
    const path = tmp.file('locked.sqlite');
    makeDatabase(path);
    const other = new Database(path);
    other.exec('BEGIN IMMEDIATE');
    other.prepare('INSERT OR REPLACE INTO health_check (id, checked_at) VALUES (1, 0)').run();
    const t0 = Date.now();
    let error: unknown;
    try {
      openStore(path).close();
    } catch (e) {
      error = e;
    }
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1500); // the start waits ~2 s, not 40 ms
    expect(error).toBeInstanceOf(DatabaseCheckError);
    expect((error as DatabaseCheckError).kind).toBe('locked');
    expect((error as Error).message).toContain(`Another program keeps the database ${path} locked`);
    // Once the other program lets go, the start succeeds and runs with the short busy wait.
    other.exec('ROLLBACK');
    other.close();
    const store = openStore(path);
    expect(store.db.pragma('busy_timeout', { simple: true })).toBe(DEFAULT_BUSY_TIMEOUT_MS);
    store.close();
  });

  it('a full disk and an I/O error name the file and what to do', () => {
    const full = explainDatabaseError(
      '/d/x.sqlite',
      Object.assign(new Error('disk full'), { code: 'SQLITE_FULL' }),
    );
    expect(full).toBeInstanceOf(DatabaseCheckError);
    expect((full as Error).message).toBe(
      'The disk holding the database /d/x.sqlite is full (disk full). Free some space, then start Derrick again.',
    );
    const io = explainDatabaseError(
      '/d/x.sqlite',
      Object.assign(new Error('io'), { code: 'SQLITE_IOERR_WRITE' }),
    );
    expect((io as Error).message).toMatch(/\/d\/x\.sqlite.*check the disk.*npm run restore/i);
    const other = new Error('a bug');
    expect(explainDatabaseError('/d/x.sqlite', other)).toBe(other);
  });
});
