/**
 * Child process of the start-check tests: opens the store at DB_PATH and prints one JSON line,
 * `{"ok":true}` or `{"ok":false,"name":…,"kind":…,"message":…}`. The parent runs it as another user to
 * meet a file or folder it may not write (root may write anything).
 * Usage: node --import tsx test/store/open-child.ts DB_PATH
 */
import { DatabaseCheckError, openStore } from '../../src/store';

const dbPath = process.argv[2];
if (!dbPath) throw new Error('usage: open-child DB_PATH');
try {
  openStore(dbPath).close();
  process.stdout.write(`${JSON.stringify({ ok: true })}\n`);
} catch (err) {
  const e = err as Error;
  const kind = err instanceof DatabaseCheckError ? err.kind : null;
  process.stdout.write(`${JSON.stringify({ ok: false, name: e.name, kind, message: e.message })}\n`);
}
