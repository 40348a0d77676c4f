import { spawn, type ChildProcess } from 'node:child_process';
import { hostname } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireInstanceLock, InstanceLockError, liveLockHolders, openStore } from '../../src/store';
import { bundled } from '../bundled';
import { tempDir } from './tmp';

/** Start a second process that claims `path`; resolves with its first line ("held PID" or "refused …"). */
function otherProcess(
  path: string,
  shards = '0',
): Promise<{ child: ChildProcess; line: string; lines: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundled('lock-holder-child'), path, shards], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LOG_LEVEL: 'silent' },
    });
    const lines: string[] = [];
    let buf = '';
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout!.on('data', (d: Buffer) => {
      buf += d.toString();
      const parts = buf.split('\n');
      buf = parts.pop() ?? '';
      for (const l of parts) {
        lines.push(l);
        if (lines.length === 1) resolve({ child, line: l, lines });
      }
    });
    child.on('exit', (code) => {
      if (lines.length === 0) reject(new Error(`child exited (${code}) saying nothing: ${stderr}`));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    // 'close': the process has exited and its output has been read.
    if (child.stdout?.closed && (child.exitCode !== null || child.signalCode !== null)) resolve();
    else child.once('close', () => resolve());
  });
}

describe('one bot process per database and shard', () => {
  const tmp = tempDir();
  const children: ChildProcess[] = [];
  const releases: (() => void)[] = [];
  afterEach(() => {
    for (const c of children.splice(0)) c.kill('SIGKILL');
    for (const r of releases.splice(0)) r();
    tmp.cleanup();
    Object.assign(tmp, tempDir());
  });

  it('a second process is refused with a clear message while the first runs, and gets in once it is killed', async () => {
    const path = tmp.file('derrick.sqlite');
    const first = await otherProcess(path);
    children.push(first.child);
    expect(first.line).toBe(`held ${first.child.pid}`);

    let error: unknown;
    try {
      acquireInstanceLock(path);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InstanceLockError);
    expect((error as Error).message).toBe(
      `Another Derrick process (pid ${first.child.pid} on ${hostname()}) is already using ${path} for shard 0: ` +
        'stop it first. (If it was killed, its claim expires 30 s after its last heartbeat.)',
    );

    // A third process is refused the same way.
    const third = await otherProcess(path);
    children.push(third.child);
    expect(third.line).toMatch(new RegExp(`^refused Another Derrick process \\(pid ${first.child.pid} on `));

    // Killed without a chance to clean up: its pid is gone on this host, so the lock is free at once.
    first.child.kill('SIGKILL');
    await exited(first.child);
    const release = acquireInstanceLock(path);
    releases.push(release);
    const store = openStore(path);
    expect(liveLockHolders(store.db).map((h) => h.pid)).toEqual([process.pid]);
    store.close();
  }, 30_000);

  it('a clean stop releases the lock; other shards of the same file are independent', async () => {
    const path = tmp.file('derrick.sqlite');
    const shard0 = await otherProcess(path, '0');
    children.push(shard0.child);
    expect(shard0.line).toMatch(/^held /);
    const shard1 = acquireInstanceLock(path, { shards: [1] });
    releases.push(shard1);
    expect(() => acquireInstanceLock(path, { shards: [1, 2] })).toThrow(
      /pid \d+ .* for shard 1: stop it first/,
    );

    shard0.child.kill('SIGTERM');
    await exited(shard0.child);
    expect(shard0.lines).toContain('released');
    const store = openStore(path);
    expect(store.db.prepare('SELECT shard FROM instance_lock ORDER BY shard').all()).toEqual([{ shard: 1 }]);
    store.close();
    const again = acquireInstanceLock(path, { shards: [0] });
    releases.push(again);
  }, 30_000);

  it('in one process, a second claim is refused until the first is released', () => {
    const path = tmp.file('derrick.sqlite');
    const release = acquireInstanceLock(path);
    expect(() => acquireInstanceLock(path)).toThrow(`pid ${process.pid} on ${hostname()}`);
    release();
    release(); // idempotent
    releases.push(acquireInstanceLock(path));
  });

  it('a holder on another host is refused while its heartbeat is fresh and taken over once stale', () => {
    const path = tmp.file('derrick.sqlite');
    const store = openStore(path);
    const put = store.db.prepare(
      `INSERT OR REPLACE INTO instance_lock (shard, token, pid, host, acquired_at, heartbeat_at)
       VALUES (0, 'far', 4242, 'other-host', ?, ?)`,
    );
    let clock = 1_000_000;
    put.run(clock, clock);
    clock += 29_000;
    expect(() => acquireInstanceLock(path, { now: () => clock })).toThrow(
      `Another Derrick process (pid 4242 on other-host) is already using ${path} for shard 0`,
    );
    clock += 2_000; // 31 s without a heartbeat
    releases.push(acquireInstanceLock(path, { now: () => clock }));
    expect(store.db.prepare('SELECT pid, host FROM instance_lock').all()).toEqual([
      { pid: process.pid, host: hostname() },
    ]);
    store.close();
  });

  it('the holder keeps its heartbeat fresh, and learns when another process took the lock over', async () => {
    const path = tmp.file('derrick.sqlite');
    let lostTo: unknown = null;
    const release = acquireInstanceLock(path, { heartbeatMs: 20, onLost: (h) => (lostTo = h) });
    releases.push(release);
    const store = openStore(path);
    const beatAt = () =>
      (
        store.db.prepare('SELECT heartbeat_at FROM instance_lock WHERE shard = 0').get() as {
          heartbeat_at: number;
        }
      ).heartbeat_at;
    const first = beatAt();
    await new Promise((r) => setTimeout(r, 120));
    expect(beatAt()).toBeGreaterThan(first);
    store.db
      .prepare(`UPDATE instance_lock SET token = 'thief', pid = 7, host = 'elsewhere' WHERE shard = 0`)
      .run();
    await new Promise((r) => setTimeout(r, 120));
    expect(lostTo).toMatchObject({ pid: 7, host: 'elsewhere', shard: 0 });
    store.close();
  });
});
