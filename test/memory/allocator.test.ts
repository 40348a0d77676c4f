import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIMALLOC_OPTIONS, setAllocatorOptions } from '../../src/memory/allocator';
import { BOT_NODE_FLAGS } from '../../src/memory/node-flags';
import { ROOT } from '../../src/paths';

/** The first import statement of a source file. */
function firstImport(file: string): string | undefined {
  return /^import\s[^;]*;/m.exec(readFileSync(join(ROOT, file), 'utf8'))?.[0];
}

describe('allocator options', () => {
  it('mimalloc keeps freed pages a second (MIMALLOC_PURGE_DELAY=1000) unless the environment says otherwise', () => {
    expect(MIMALLOC_OPTIONS).toEqual({ MIMALLOC_PURGE_DELAY: '1000' });
    const env: NodeJS.ProcessEnv = {};
    setAllocatorOptions(env);
    expect(env.MIMALLOC_PURGE_DELAY).toBe('1000');
    const own: NodeJS.ProcessEnv = { MIMALLOC_PURGE_DELAY: '0' };
    setAllocatorOptions(own);
    expect(own.MIMALLOC_PURGE_DELAY).toBe('0');
  });

  it('are set first by every entry of the bot, before anything loads @napi-rs/canvas', () => {
    expect(firstImport('src/index.ts')).toBe("import './memory/allocator';");
    expect(firstImport('src/shard.ts')).toBe("import './memory/allocator';");
    expect(firstImport('bench/load-bot.ts')).toBe("import '../src/memory/allocator';");
  });
});

describe('the Node flags the bot runs with', () => {
  it('are the ones npm start runs the bundle with', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toBe(`exec node ${BOT_NODE_FLAGS.join(' ')} dist/index.mjs`);
    expect(pkg.scripts.prestart).toBe('tsx src/tools/build.ts');
  });
});
