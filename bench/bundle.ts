/**
 * A benchmark script bundled the way `npm start`'s bot is (src/tools/build.ts, the same esbuild options), run by
 * plain node without tsx: `entry` as `main.mjs` with the render worker beside it as `render-worker.mjs`, where the
 * render pool looks for it in a bundle (src/render/pool.ts). The load benchmarks' bot (bench/load-bot.ts) runs so
 * by default; bench/memory-steps.ts with --compiled. The bundle goes in a folder inside node_modules, so its
 * packages resolve as the project's do (and src/paths.ts finds the project's root above it); `remove()` deletes
 * it.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { BOT_ENTRIES, buildBot } from '../src/tools/build';
import { ROOT } from '../src/paths';

export interface Bundle {
  /** The bundled entry. */
  main: string;
  remove(): void;
}

export async function bundleWithWorker(entry: string, name: string): Promise<Bundle> {
  const dir = join(ROOT, 'node_modules', `.derrick-bundle-${name}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  const worker = BOT_ENTRIES['render-worker'];
  if (!worker) throw new Error('the build has no render worker entry');
  const [main] = await buildBot({ main: entry, 'render-worker': worker }, dir);
  if (!main) throw new Error('the build wrote no main.mjs');
  return { main, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
