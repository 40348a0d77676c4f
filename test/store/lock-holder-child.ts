/**
 * Child process of the instance-lock tests: claims DB_PATH for SHARDS (comma-separated, default 0), prints
 * "held PID" (or "refused MESSAGE" and exits 3), and releases the lock on SIGTERM before exiting.
 * Usage: node dist/test/lock-holder-child.mjs DB_PATH [SHARDS], bundled for the run (test/bundled.ts).
 */
import { acquireInstanceLock } from '../../src/store';

const [dbPath, shardList] = process.argv.slice(2);
if (!dbPath) throw new Error('usage: lock-holder-child DB_PATH [SHARDS]');
const shards = (shardList ?? '0').split(',').map(Number);
let release: () => void;
try {
  release = acquireInstanceLock(dbPath, { shards, heartbeatMs: 100 });
} catch (err) {
  process.stdout.write(`refused ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(3);
}
const keepAlive = setInterval(() => undefined, 1000);
// The handler is in place before the parent can read "held" and signal.
process.on('SIGTERM', () => {
  release();
  clearInterval(keepAlive);
  process.stdout.write('released\n');
});
process.stdout.write(`held ${process.pid}\n`);
