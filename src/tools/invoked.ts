/**
 * Whether a module was run as a script (`tsx src/tools/sim.ts …`, `node dist/…`) rather than imported (by a
 * test, another tool): the tools run their command line only then.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** True when `moduleUrl` (the caller's `import.meta.url`) is the script node was asked to run. */
export function invokedDirectly(moduleUrl: string): boolean {
  const script = process.argv[1];
  return script !== undefined && resolve(script) === fileURLToPath(moduleUrl);
}
