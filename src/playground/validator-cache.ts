/**
 * An on-disk cache of the stand-in's request validators (./validation.ts): ajv's standalone code for the routes
 * it serves, so that each process starting a stand-in loads it instead of compiling Discord's description anew.
 * The file's name is a hash of everything that shapes the code (the description's bytes, the ajv and
 * ajv-formats versions, the source of the code that feeds ajv, the routes), so a stale file is never read; it
 * is written to a temporary name and renamed, so a process never reads another's half-written file.
 *
 * A file's modification time is when it was last written or loaded. Writing a new file removes the other
 * hashes' files that no process loaded for a day (`UNUSED_FOR_MS`), and temporary files left by a process that
 * died before renaming: about 1 MB each, they piled up with every change of the spec, a dependency or this
 * code. A file still in use (another checkout sharing node_modules, on other code) is kept; one removed while a
 * process reads it is still read whole (the read holds it open), and one removed before is compiled anew.
 */
import { createHash } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { ROOT } from '../paths';

export const VALIDATOR_CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'derrick-validators');

const requireHere = createRequire(join(ROOT, 'package.json'));

const versionOf = (pkg: string): string => {
  try {
    return (requireHere(`${pkg}/package.json`) as { version: string }).version;
  } catch {
    return 'unknown';
  }
};

/** The cache file's name for this description (its bytes), this feeding code and these route keys. */
export function cacheKey(spec: Buffer, fingerprint: string, routes: string[]): string {
  return createHash('sha256')
    .update(spec)
    .update(`\0ajv ${versionOf('ajv')}\0ajv-formats ${versionOf('ajv-formats')}\0`)
    .update(fingerprint)
    .update(`\0${[...routes].sort().join('\n')}`)
    .digest('hex');
}

const fileOf = (dir: string, key: string) => join(dir, `${key}.cjs`);

/** How long another hash's file is kept unused (not loaded, not written) once a new one is written. */
export const UNUSED_FOR_MS = 24 * 60 * 60 * 1000;

/** A cache file (`<sha256>.cjs`) or a temporary one on its way to being one. */
const CACHE_FILE = /^[0-9a-f]{64}\.cjs(\.[^/]+\.tmp)?$/;

/**
 * Remove from `dir` the cache files of keys other than `key`, and the temporary files, that nobody wrote or
 * loaded within `UNUSED_FOR_MS` of `now`. Each is best effort: a file another process removed first, or one the
 * system will not remove, is left.
 */
export function pruneValidators(dir: string, key: string, now = Date.now()): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (!CACHE_FILE.test(name) || name === `${key}.cjs`) continue;
    const file = join(dir, name);
    try {
      if (now - statSync(file).mtimeMs > UNUSED_FOR_MS) unlinkSync(file);
    } catch {
      // Gone already, or not ours to remove.
    }
  }
}

/**
 * Write the standalone code of `ajv`'s schemas named by `exports` (route key -> schema id) under `key`; a failure
 * only costs the next process a compile.
 */
export function saveValidators(
  dir: string,
  key: string,
  ajv: Ajv2020,
  exports: Record<string, string>,
): void {
  try {
    const code = standaloneCode(ajv, exports);
    mkdirSync(dir, { recursive: true });
    const temporary = `${fileOf(dir, key)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(temporary, code);
    renameSync(temporary, fileOf(dir, key));
    pruneValidators(dir, key);
  } catch {
    // A read-only or full disk: the stand-in works the same, only slower to start.
  }
}

/**
 * The validators saved under `key`, one per route (null for a route without a request body), given ajv's
 * `formats` (the cached code names them `formats`); null when there is no usable file.
 */
export function loadValidators(
  dir: string,
  key: string,
  routes: string[],
  formats: unknown,
): Map<string, ValidateFunction | null> | null {
  let code: string;
  try {
    code = readFileSync(fileOf(dir, key), 'utf8');
  } catch {
    return null;
  }
  try {
    // Used now: kept from pruning for another day.
    const now = new Date();
    utimesSync(fileOf(dir, key), now, now);
  } catch {
    // A read-only disk: the file may be pruned a day after it was written.
  }
  try {
    const module = { exports: {} as Record<string, ValidateFunction | undefined> };
    // ajv's own generated code (a CommonJS module), run the way ajv runs what it compiles: `new Function`.
    new Function('module', 'exports', 'require', 'formats', code)(
      module,
      module.exports,
      requireHere,
      formats,
    );
    return new Map(routes.map((route) => [route, module.exports[route] ?? null]));
  } catch {
    return null;
  }
}
