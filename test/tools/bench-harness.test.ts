import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mean, median, opsPerSec, percentile, roundFigure, sampleMs } from '../../bench/harness';
import { fileURLToPath } from 'node:url';
import { AS_THE_BOT, childExecArgv, loadBenchmarks } from '../../bench/index';
import { BOT_NODE_FLAGS } from '../../src/memory/node-flags';

describe('bench harness helpers', () => {
  it('percentile interpolates between ranks', () => {
    const v = [5, 1, 4, 2, 3];
    expect(percentile(v, 0)).toBe(1);
    expect(percentile(v, 100)).toBe(5);
    expect(median(v)).toBe(3);
    expect(percentile([10, 20], 25)).toBe(12.5);
    expect(percentile([], 50)).toBeNaN();
    expect(mean([1, 2, 3, 6])).toBe(3);
  });

  it('sampleMs returns one duration per sample', async () => {
    let calls = 0;
    const d = await sampleMs(() => calls++, 4, 2);
    expect(d).toHaveLength(4);
    expect(calls).toBe(6);
    expect(d.every((x) => x >= 0)).toBe(true);
  });

  it('opsPerSec counts the operations each step reports', async () => {
    let steps = 0;
    const rate = await opsPerSec(
      () => {
        steps++;
        return 10;
      },
      5,
      100,
    );
    expect(steps).toBeGreaterThanOrEqual(10);
    expect(rate).toBeGreaterThan(0);
  });

  it('roundFigure keeps large figures whole', () => {
    expect(roundFigure(12345.678)).toBe(12346);
    expect(roundFigure(1.23456)).toBe(1.235);
  });
});

describe('bench runner', () => {
  it('loads the benchmarks exported by *.bench.ts files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'derrick-bench-'));
    writeFileSync(
      join(dir, 'a.bench.ts'),
      "export const benchmarks = [{ name: 'a.one', unit: 'x', run: () => 1 }, { nope: true }];\n",
    );
    writeFileSync(join(dir, 'helper.ts'), 'export const notABench = 1;\n');
    const loaded = await loadBenchmarks(dir);
    expect(loaded.map((b) => b.name)).toEqual(['a.one']);
    expect(await loaded[0]?.run()).toBe(1);
  });

  it('runs the files that time the bot’s pictures with the bot’s Node flags, the caller’s last', () => {
    for (const file of AS_THE_BOT)
      expect(existsSync(fileURLToPath(new URL(`../../bench/${file}`, import.meta.url))), file).toBe(true);
    const caller = ['--import', 'tsx', '--max-semi-space-size=16'];
    expect(childExecArgv('render.bench.ts', caller)).toEqual([...BOT_NODE_FLAGS, ...caller]);
    expect(childExecArgv('engine.bench.ts', caller)).toEqual(caller);
  });
});
