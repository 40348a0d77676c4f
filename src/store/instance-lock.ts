/**
 * One bot process per database and shard (table `instance_lock`, migration 006). The holder's row carries
 * its pid, host and a heartbeat refreshed every few seconds. A claimant takes a shard in an IMMEDIATE
 * transaction only when it is free, its heartbeat is stale, or its holder's pid is gone on this host (a
 * crash); otherwise it is refused with an error naming the other process, the file and the shard. All holders
 * run with the same shard count (migration 011): a claimant with another count is refused too.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type Database from 'better-sqlite3';
import { openDatabase } from './store';

export const DEFAULT_LOCK_STALE_MS = 30_000;
export const DEFAULT_LOCK_HEARTBEAT_MS = 5_000;

/** A process holding (or having held) a shard of a database. */
export interface LockHolder {
  shard: number;
  /** The shard count the holder runs with (1: a single process serving every guild). */
  shardCount: number;
  token: string;
  pid: number;
  host: string;
  acquiredAt: number;
  heartbeatAt: number;
}

export interface InstanceLockOptions {
  /** The shards this process serves. Default [0]. */
  shards?: readonly number[];
  /** Out of how many shards (default 1: this process serves every guild). */
  shardCount?: number;
  /** A holder whose heartbeat is older than this (ms) is taken to be gone. Default 30 s. */
  staleMs?: number;
  /** How often (ms) the holder refreshes its heartbeat. Default 5 s. */
  heartbeatMs?: number;
  /** Clock (tests). */
  now?: () => number;
  /** Called once if another process took the lock over (our heartbeats stopped for `staleMs`). */
  onLost?: (holder: LockHolder | undefined) => void;
}

/** Another live process holds the database for a shard. */
export class InstanceLockError extends Error {
  constructor(
    readonly path: string,
    readonly holder: LockHolder,
    staleMs: number,
    /** Set when refused for running with another shard count than the holder's. */
    shardCount?: number,
  ) {
    super(
      (shardCount === undefined
        ? `Another Derrick process (pid ${holder.pid} on ${holder.host}) is already using ${path} for shard ` +
          `${holder.shard}: stop it first.`
        : `Another Derrick process (pid ${holder.pid} on ${holder.host}) is using ${path} with ` +
          `${shardCountText(holder.shardCount)}, and this one would run with ${shardCountText(shardCount)}: ` +
          'every process on one database must use the same SHARDS count. Stop it first.') +
        ` (If it was killed, its claim expires ${Math.round(staleMs / 1000)} s after its last heartbeat.)`,
    );
    this.name = 'InstanceLockError';
  }
}

function shardCountText(count: number): string {
  return count === 1 ? 'no shards (one process for every server)' : `${count} shards`;
}

interface LockRow {
  shard: number;
  shard_count: number;
  token: string;
  pid: number;
  host: string;
  acquired_at: number;
  heartbeat_at: number;
}

/** Tokens held by this process: a row with our pid but another token is a previous life of this pid. */
const heldTokens = new Set<string>();

/** Whether a process `pid` runs on this host (one of another user's counts too). */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as { code?: string }).code === 'EPERM'; // exists, belongs to another user
  }
}

function toHolder(r: LockRow): LockHolder {
  return {
    shard: r.shard,
    shardCount: r.shard_count,
    token: r.token,
    pid: r.pid,
    host: r.host,
    acquiredAt: r.acquired_at,
    heartbeatAt: r.heartbeat_at,
  };
}

/** Whether `holder` is still alive as far as this host can tell. */
export function isLiveHolder(holder: LockHolder, now: number, staleMs = DEFAULT_LOCK_STALE_MS): boolean {
  if (now - holder.heartbeatAt > staleMs) return false;
  if (holder.host === hostname()) {
    if (holder.pid === process.pid) return heldTokens.has(holder.token);
    return pidAlive(holder.pid);
  }
  return true;
}

/** The live holders of `db`'s shards (for tools that must not run beside a bot, e.g. restore). */
export function liveLockHolders(
  db: Database.Database,
  now: number = Date.now(),
  staleMs = DEFAULT_LOCK_STALE_MS,
): LockHolder[] {
  const exists = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'instance_lock'")
    .get();
  if (!exists) return [];
  return db
    .prepare<[], LockRow>('SELECT * FROM instance_lock ORDER BY shard')
    .all()
    .map(toHolder)
    .filter((h) => isLiveHolder(h, now, staleMs));
}

/**
 * Claim `shards` of the database at `path` for this process, or throw an `InstanceLockError` naming the
 * process that holds one of them. Returns the release function (idempotent): it stops the heartbeat, drops
 * this process's rows and closes the lock's own connection.
 */
export function acquireInstanceLock(path: string, options: InstanceLockOptions = {}): () => void {
  const shards = options.shards ?? [0];
  const shardCount = options.shardCount ?? 1;
  const staleMs = options.staleMs ?? DEFAULT_LOCK_STALE_MS;
  const now = options.now ?? Date.now;
  const token = randomBytes(12).toString('base64url');
  // At start nothing else waits on this process: a longer busy wait for the claim is fine.
  const db = openDatabase(path, { busyTimeoutMs: 2000 });
  try {
    const get = db.prepare<[number], LockRow>('SELECT * FROM instance_lock WHERE shard = ?');
    const otherCounts = db.prepare<[number], LockRow>('SELECT * FROM instance_lock WHERE shard_count <> ?');
    const put = db.prepare(
      `INSERT OR REPLACE INTO instance_lock (shard, token, pid, host, acquired_at, heartbeat_at, shard_count)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    db.transaction(() => {
      const t = now();
      const mismatch = otherCounts
        .all(shardCount)
        .map(toHolder)
        .find((h) => isLiveHolder(h, t, staleMs));
      if (mismatch) throw new InstanceLockError(path, mismatch, staleMs, shardCount);
      for (const shard of shards) {
        const row = get.get(shard);
        if (row && isLiveHolder(toHolder(row), t, staleMs))
          throw new InstanceLockError(path, toHolder(row), staleMs);
        put.run(shard, token, process.pid, hostname(), t, t, shardCount);
      }
    }).immediate();
  } catch (err) {
    db.close();
    throw err;
  }
  heldTokens.add(token);
  db.pragma('busy_timeout = 40');
  const beat = db.prepare('UPDATE instance_lock SET heartbeat_at = ? WHERE token = ?');
  const others = db.prepare<[string], LockRow>('SELECT * FROM instance_lock WHERE token <> ? LIMIT 1');
  let lost = false;
  const timer = setInterval(() => {
    if (lost) return;
    try {
      if (beat.run(now(), token).changes === shards.length) return;
      lost = true;
      heldTokens.delete(token);
      const other = others.get(token);
      options.onLost?.(other ? toHolder(other) : undefined);
    } catch {
      // Best effort: a busy or failing beat is tried again next time (the claim lasts `staleMs`).
    }
  }, options.heartbeatMs ?? DEFAULT_LOCK_HEARTBEAT_MS);
  timer.unref();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    clearInterval(timer);
    heldTokens.delete(token);
    try {
      db.prepare('DELETE FROM instance_lock WHERE token = ?').run(token);
    } catch {
      // Busy or failing: the row stays, but its pid is gone (or its token unknown) once we stop, so the
      // next claimant on this host takes it at once; elsewhere it goes stale.
    } finally {
      db.close();
    }
  };
}
