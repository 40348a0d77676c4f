/**
 * An on-disk cache of the stand-in's request validators (./validation.ts): ajv's standalone code for the routes
 * it serves, so that each process starting a stand-in loads it instead of compiling Discord's description anew.
 * The file's name is a hash of everything that shapes the code (the description's bytes, the ajv and
 * ajv-formats versions, the source of the code that feeds ajv, the routes), so a stale file is never read; it
 * is written to a temporary name and renamed, so a process never reads another's half-written file.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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
