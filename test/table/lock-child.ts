/**
 * Child process of the busy tests: takes the write lock of DB_PATH (BEGIN IMMEDIATE plus a write), prints
 * "locked", holds it for HOLD_MS, commits, prints "released" and exits.
 * Usage: node dist/test/lock-child.mjs DB_PATH HOLD_MS, bundled for the run (test/bundled.ts).
 */
import Database from 'better-sqlite3';

const [dbPath, holdMs] = process.argv.slice(2);
if (!dbPath || !holdMs) throw new Error('usage: lock-child DB_PATH HOLD_MS');
const db = new Database(dbPath);
db.pragma('busy_timeout = 5000');
db.exec('BEGIN IMMEDIATE');
db.prepare('INSERT OR REPLACE INTO health_check (id, checked_at) VALUES (1, ?)').run(Date.now());
process.stdout.write('locked\n');
setTimeout(() => {
  db.exec('COMMIT');
  db.close();
  process.stdout.write('released\n');
}, Number(holdMs));
