/**
 * The page's script: web/client/main.ts and its imports bundled by esbuild into one browser file, once per
 * process (about 50 ms), so the page is plain TypeScript with no build step to remember.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import { ROOT } from '../../paths';

const entry = join(ROOT, 'src', 'playground', 'web', 'client', 'main.ts');

let bundled: Promise<string> | undefined;

export function pageScript(): Promise<string> {
  bundled ??= build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2020',
    minify: false,
    sourcemap: 'inline',
    logLevel: 'silent',
  }).then((result) => {
    const file = result.outputFiles[0];
    if (!file) throw new Error('esbuild produced no page script');
    return file.text;
  });
  bundled.catch(() => {
    bundled = undefined;
  });
  return bundled;
}
