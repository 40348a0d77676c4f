import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, projectRoot } from '../src/paths';
import { MIGRATIONS_DIR } from '../src/store/migrate';
import { OPENAPI_PATH } from '../src/playground/validation';

describe('the project root, found from wherever the code runs', () => {
  it('is the folder of package.json above src/ (and the files read at run time are found from it)', () => {
    expect(ROOT).toBe(join(import.meta.dirname, '..'));
    expect(MIGRATIONS_DIR).toBe(join(ROOT, 'migrations'));
    expect(OPENAPI_PATH).toBe(join(ROOT, 'vendor', 'discord-api', 'openapi.json'));
  });

  it('is found from a bundle in dist/ or deeper (a benchmark bundle in node_modules), the nearest package.json', () => {
    const dir = mkdtempSync(join(tmpdir(), 'derrick-root-'));
    try {
      writeFileSync(join(dir, 'package.json'), '{}');
      mkdirSync(join(dir, 'dist'));
      mkdirSync(join(dir, 'node_modules', '.bundle'), { recursive: true });
      expect(projectRoot(join(dir, 'dist', 'index.mjs'))).toBe(dir);
      expect(projectRoot(join(dir, 'node_modules', '.bundle', 'main.mjs'))).toBe(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is refused, naming the file, where no folder above holds a package.json', () => {
    expect(() => projectRoot('/no-such-root/deep/file.mjs')).toThrow(/no package.json above/);
  });
});
