/**
 * Child process of the start-check tests: opens the store at DB_PATH and prints one JSON line,
 * `{"ok":true}` or `{"ok":false,"name":…,"kind":…,"message":…}`. The parent runs it as another user to
 * meet a file or folder it may not write (root may write anything).
 * Usage: node dist/test/open-child.mjs [DB_PATH], bundled for the run (test/bundled.ts). Without DB_PATH it only
 * loads the store's modules and exits: the parent's check that the other user can run it at all.
 */
import { DatabaseCheckError, openStore } from '../../src/store';

const dbPath = process.argv[2];
if (!dbPath) process.exit(0);
try {
  openStore(dbPath).close();
  process.stdout.write(`${JSON.stringify({ ok: true })}\n`);
} catch (err) {
  const e = err as Error;
  const kind = err instanceof DatabaseCheckError ? err.kind : null;
  process.stdout.write(`${JSON.stringify({ ok: false, name: e.name, kind, message: e.message })}\n`);
}
