/**
 * `npm run build` (and `npm start`'s `prestart`): the bot as compiled JavaScript in `dist/` (gitignored), so it
 * runs on plain `node` without tsx compiling TypeScript in its process (~35 MB less RSS, docs/scaling.md). esbuild
 * bundles each entry with our own modules inlined and the packages left to node_modules:
 *
 * - `dist/index.mjs`: `npm start` (src/index.ts);
 * - `dist/shard.mjs`: a ShardingManager's shard process (src/shard.ts; src/sharding-manager.ts picks it when
 *   it runs from a bundle);
 * - `dist/render-worker.mjs`: a render pool worker (src/render/worker.ts; src/render/pool.ts picks it likewise).
 *
 * Files the bot reads at run time (migrations, the OpenAPI document, the playground's page) are found from the
 * project's root (src/paths.ts), wherever the code runs from. Tests and the other tools keep running the
 * TypeScript sources.
 */
import { build } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../paths';
import { invokedDirectly } from './invoked';

/** The bot's entries: output name (without `.mjs`) → source. */
export const BOT_ENTRIES: Readonly<Record<string, string>> = {
  index: join(ROOT, 'src', 'index.ts'),
  shard: join(ROOT, 'src', 'shard.ts'),
  'render-worker': join(ROOT, 'src', 'render', 'worker.ts'),
};

/** Where `npm start` runs the bot from. */
export const DIST = join(ROOT, 'dist');

/**
 * Bundle `entries` (output name → source) into `outdir` as `<name>.mjs`, with the bot's build options. Each file
 * is written beside its place and renamed into it, so a bot starting from `outdir` while another build runs
 * (two `npm start`s at once) reads a whole file, old or new.
 */
export async function buildBot(
  entries: Readonly<Record<string, string>> = BOT_ENTRIES,
  outdir: string = DIST,
): Promise<string[]> {
  const result = await build({
    write: false,
    entryPoints: Object.entries(entries).map(([out, source]) => ({ out, in: source })),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    target: 'node20',
    logLevel: 'warning',
  });
  mkdirSync(outdir, { recursive: true });
  for (const file of result.outputFiles) {
    const part = `${file.path}.${process.pid}.part`;
    writeFileSync(part, file.contents);
    renameSync(part, file.path);
  }
  return Object.keys(entries).map((out) => join(outdir, `${out}.mjs`));
}

if (invokedDirectly(import.meta.url)) {
  const started = Date.now();
  const files = await buildBot();
  console.log(`built ${files.length} files in ${Date.now() - started} ms: ${files.join(', ')}`);
}
