import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../src/store';
import { backupDatabase, backupMain } from '../../src/tools/backup';
import { restoreDatabase, restoreMain } from '../../src/tools/restore';
import { bundled } from '../bundled';
import { playRace } from '../fixtures/race-file';
import { tempDir } from '../store/tmp';

const latest = loadMigrations().length;
const FIXED = () => new Date('2026-11-30T08:00:00.123Z');
const STAMP = '2026-11-30T08-00-00Z';

function io(defaultDb: string) {
  const out: string[] = [];
  let err = '';
  return {
    sink: { out: (l: string) => out.push(l), err: (t: string) => (err += t), defaultDb: () => defaultDb },
    out,
    err: () => err,
  };
}

/** Open a race against a bot in `channelId` (unless it has one) and play `moves` safe moves. */
function play(path: string, channelId: string, moves: number): void {
  playRace(path, channelId, moves);
}

function versionIn(path: string, channelId: string): number {
  const db = new Database(path, { fileMustExist: true }); // read-write: closing tidies its -wal/-shm
  const r = db.prepare('SELECT version FROM games WHERE channel_id = ?').get(channelId) as {
    version: number;
  };
  db.close();
  return r.version;
}

describe('backup and restore', () => {
  let tmp: ReturnType<typeof tempDir>;
  let db: string;
  let children: ChildProcess[] = [];
  /** c1's version when the test starts (each move of Ana's is answered by the bot's). */
  let v0: number;

  beforeEach(() => {
    tmp = tempDir();
    db = tmp.file('data/derrick.sqlite');
    play(db, 'c1', 3);
    v0 = versionIn(db, 'c1');
  });
  afterEach(() => {
    for (const c of children) c.kill('SIGKILL');
    children = [];
    tmp.cleanup();
  });

  it('backup refuses to overwrite a file without --force, and overwrites it with --force', async () => {
    const out = tmp.file('b.sqlite');
    const first = io(db);
    expect(await backupMain([out], first.sink)).toBe(0);
    expect(first.out[0]).toMatch(/^Backed up .* to .*b\.sqlite \(\d+ pages\)$/);

    play(db, 'c1', 2);
    const before = readFileSync(out);
    const again = io(db);
    expect(await backupMain([out], again.sink)).toBe(1);
    expect(again.err()).toBe(
      `backup failed: ${out} already exists: pick another name, or add --force to overwrite it.\n`,
    );
    expect(readFileSync(out).equals(before)).toBe(true);
    expect(versionIn(out, 'c1')).toBe(v0);

    const forced = io(db);
    expect(await backupMain([out, '--force'], forced.sink)).toBe(0);
    expect(versionIn(out, 'c1')).toBe(versionIn(db, 'c1'));
    expect(versionIn(out, 'c1')).toBeGreaterThan(v0);
  });

  it('restore moves the current files aside (named and printed), puts the backup in place and checks it', async () => {
    const backup = tmp.file('backups/monday.sqlite');
    await backupDatabase(db, backup);
    play(db, 'c1', 4); // played on after the backup
    play(db, 'c2', 1);
    const later = versionIn(db, 'c1');
    expect(later).toBeGreaterThan(v0);

    const cli = io(db);
    const code = restoreMain([backup], cli.sink);
    expect(cli.err()).toBe('');
    expect(code).toBe(0);
    const aside = `${db}.before-restore-`;
    expect(cli.out).toContain(`Moved ${db} aside to ${aside}${cli.out[0]!.split(aside)[1]}`);
    expect(cli.out.at(-1)).toMatch(
      new RegExp(
        `^Restored .*monday\\.sqlite to .*derrick\\.sqlite: 1 game, schema ${latest}\\. Start Derrick again\\.$`,
      ),
    );

    expect(versionIn(db, 'c1')).toBe(v0);
    const movedFile = readdirSync(tmp.file('data')).find(
      (f) => f.startsWith('derrick.sqlite.before-restore-') && f.endsWith('Z'),
    )!;
    expect(versionIn(join(tmp.file('data'), movedFile), 'c1')).toBe(later); // the previous state is kept
    expect(readdirSync(tmp.file('data')).some((f) => f.includes('restoring'))).toBe(false);
    // The restored database plays on.
    play(db, 'c1', 1);
    expect(versionIn(db, 'c1')).toBeGreaterThan(v0);
  });

  it('the -wal and -shm files are moved aside together with the database, keeping their moves', async () => {
    const backup = tmp.file('b.sqlite');
    await backupDatabase(db, backup);
    // Another connection (e.g. a sqlite3 shell left open) keeps recent moves in the -wal file.
    const holder = new Database(db);
    try {
      holder.pragma('wal_autocheckpoint = 0');
      holder.prepare('SELECT COUNT(*) FROM games').get(); // now it holds the -wal open
      play(db, 'c1', 2);
      const later = versionIn(db, 'c1');
      expect(later).toBeGreaterThan(v0);
      expect(existsSync(`${db}-wal`)).toBe(true);
      const r = restoreDatabase(backup, db, { now: FIXED });
      const aside = `${db}.before-restore-${STAMP}`;
      expect(r.movedAside).toEqual([
        [db, aside],
        [`${db}-wal`, `${aside}-wal`],
        [`${db}-shm`, `${aside}-shm`],
      ]);
      expect(versionIn(db, 'c1')).toBe(v0);
      // The file moved aside opens with its -wal: nothing of the later moves is lost.
      expect(versionIn(aside, 'c1')).toBe(later);
    } finally {
      holder.close();
    }
  });

  it('refuses while a bot (another process) holds the database, changing nothing', async () => {
    const backup = tmp.file('b.sqlite');
    await backupDatabase(db, backup);
    const child = spawn(process.execPath, [bundled('lock-holder-child'), db], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
    const before = readdirSync(tmp.file('data')).sort();
    const cli = io(db);
    expect(restoreMain([backup], cli.sink)).toBe(1);
    expect(cli.err()).toBe(
      `restore failed: A Derrick bot (pid ${child.pid} on ${(await import('node:os')).hostname()}) is using ${db} ` +
        'for shard 0: stop it before restoring. Nothing was changed.\n',
    );
    expect(readdirSync(tmp.file('data')).sort()).toEqual(before);
  }, 20_000);

  it('refuses a damaged backup and one made by a newer Derrick, changing nothing', () => {
    const garbage = tmp.file('garbage.sqlite');
    writeFileSync(garbage, 'not a database at all '.repeat(300));
    const before = readdirSync(tmp.file('data')).sort();
    expect(() => restoreDatabase(garbage, db)).toThrow(
      /The backup .*garbage\.sqlite is not usable: .*damaged.*Nothing was changed\./,
    );
    expect(readdirSync(tmp.file('data')).sort()).toEqual(before);

    const newer = tmp.file('newer.sqlite');
    const n = new Database(newer);
    migrate(n, loadMigrations());
    n.pragma('user_version = 99');
    n.close();
    expect(() => restoreDatabase(newer, db)).toThrow(
      `The backup ${newer} was made by a newer Derrick (schema 99; this one knows ${latest}): update Derrick first. Nothing was changed.`,
    );
    expect(readdirSync(tmp.file('data')).sort()).toEqual(before);
    expect(versionIn(db, 'c1')).toBe(v0);
  });

  it('restores an older backup and migrates it', () => {
    const old = tmp.file('old.sqlite');
    const o = new Database(old);
    migrate(o, loadMigrations(), 3);
    o.close();
    const r = restoreDatabase(old, db, { now: FIXED });
    expect(r).toMatchObject({ schemaFrom: 3, schemaTo: latest, games: 0 });
  });

  it('a backup that fails its check once in place is taken out again and the previous database put back', () => {
    const bad = tmp.file('bad.sqlite');
    const b = new Database(bad);
    migrate(b, loadMigrations(), 3);
    b.exec('CREATE TABLE reminders (x)'); // migration 004 will fail on it
    b.close();
    expect(() => restoreDatabase(bad, db, { now: FIXED })).toThrow(
      `The previous database was put back; the failed copy is ${db}.failed-restore-${STAMP}.`,
    );
    expect(versionIn(db, 'c1')).toBe(v0);
    expect(existsSync(`${db}.before-restore-${STAMP}`)).toBe(false);
  });

  it('an unreadable current database needs --force (a bot cannot be ruled out), then is moved aside', async () => {
    const backup = tmp.file('b.sqlite');
    await backupDatabase(db, backup);
    for (const s of ['', '-wal', '-shm']) if (existsSync(`${db}${s}`)) writeFileSync(`${db}${s}`, '');
    writeFileSync(db, 'scrambled '.repeat(500));
    expect(() => restoreDatabase(backup, db)).toThrow(/Cannot read .* --force\. Nothing was changed\./);
    const r = restoreDatabase(backup, db, { force: true, now: FIXED });
    expect(r.movedAside[0]).toEqual([db, `${db}.before-restore-${STAMP}`]);
    expect(readFileSync(`${db}.before-restore-${STAMP}`, 'utf8')).toMatch(/^scrambled/);
    expect(versionIn(db, 'c1')).toBe(v0);
  });
});
