/**
 * The bot as compiled JavaScript, for measuring what running without tsx saves (bench/memory-steps.ts
 * --compiled, LOAD_BOT_COMPILED=1 in bench/load.bench.ts): `entry` bundled by esbuild (packages left out), with
 * the render worker beside it as `render-worker.mjs`, where the render pool looks for it in a bundle
 * (src/render/pool.ts). The bundle goes in a folder inside node_modules, so its packages resolve as the
 * project's do; `remove()` deletes it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface Bundle {
  /** The bundled entry. */
  main: string;
  remove(): void;
}

export function bundleWithWorker(entry: string, name: string): Bundle {
  const dir = join(ROOT, 'node_modules', `.derrick-bundle-${name}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const esbuild = join(ROOT, 'node_modules', '.bin', 'esbuild');
  const common = [
    '--bundle',
    '--platform=node',
    '--format=esm',
    '--packages=external',
    '--target=node20',
    '--log-level=warning',
  ];
  const main = join(dir, 'main.mjs');
  execFileSync(esbuild, [entry, ...common, `--outfile=${main}`], { stdio: 'inherit' });
  execFileSync(
    esbuild,
    [join(ROOT, 'src', 'render', 'worker.ts'), ...common, `--outfile=${join(dir, 'render-worker.mjs')}`],
    {
      stdio: 'inherit',
    },
  );
  return { main, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
