/**
 * The project's root (the folder of package.json), found from wherever this code runs: `src/` under tsx or in
 * tests, `dist/` in the bundle `npm start` runs (src/tools/build.ts), a benchmark's bundle elsewhere. Files the
 * bot reads at run time are found from here, not beside the module that reads them.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder at or above `from` that holds a package.json. */
export function projectRoot(from: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from);
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error(`no package.json above ${from}`);
    dir = up;
  }
}

export const ROOT = projectRoot();

/**
 * A bot entry beside the module at `moduleUrl` (its `import.meta.url`): the TypeScript source `source` when that
 * module runs from the sources (tsx, tests), or the bundled file `bundled` (src/tools/build.ts's BOT_ENTRIES)
 * when it runs from the bundle `npm start` runs.
 */
export function entryBeside(moduleUrl: string, source: string, bundled: string): URL {
  return new URL(moduleUrl.endsWith('.ts') ? `./${source}` : `./${bundled}`, moduleUrl);
}
