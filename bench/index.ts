/**
 * `npm run bench [-- --only PREFIX]`: runs every `bench/*.bench.ts` in a process of its own (so one area's
 * heap and JIT state cannot skew another's timings), each benchmark whose name starts with PREFIX (all by
 * default) one after another, and prints one JSON line per figure:
 * {"name":"store.actionsPerSec","value":12345,"unit":"actions/s"}. Progress and failures go to stderr;
 * the exit code is 1 when any benchmark failed. Logs are silenced unless LOG_LEVEL is set.
 *
 * The files that time the bot's own pictures (AS_THE_BOT) run with the bot's Node flags (src/memory/node-flags.ts,
 * what `npm start` runs with): its small young generation changes how often a render worker collects, and so what a
 * picture costs. The others run with this process's flags (the engines' figures are the engines', whoever runs them).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Benchmark, BenchResult } from './harness';
import { setLogLevel } from '../src/log';
import { roundFigure } from './harness';
import { invokedDirectly } from '../src/tools/invoked';
import { BOT_NODE_FLAGS } from '../src/memory/node-flags';

/** Bench files that draw pictures as the bot does: run with the bot's Node flags. */
export const AS_THE_BOT: readonly string[] = ['load-render.bench.ts', 'render.bench.ts'];

/**
 * The Node options of the child that runs `file`: the bot's flags for AS_THE_BOT's files, then this process's
 * (later flags win, so `node --no-optimize-for-size …` still compares).
 */
export function childExecArgv(file: string, execArgv: readonly string[] = process.execArgv): string[] {
  return [...(AS_THE_BOT.includes(file) ? BOT_NODE_FLAGS : []), ...execArgv];
}

function isBenchmark(b: unknown): b is Benchmark {
  if (typeof b !== 'object' || b === null) return false;
  const r = b as Record<string, unknown>;
  return typeof r.name === 'string' && typeof r.unit === 'string' && typeof r.run === 'function';
}

/** The `*.bench.ts` files in `dir`, in file-name order. */
function benchFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.bench.ts'))
    .sort();
}

/** Load the benchmarks of every `*.bench.ts` file in `dir` (or only `only`), in file-name order. */
export async function loadBenchmarks(dir: string, only?: string): Promise<Benchmark[]> {
  const files = only === undefined ? benchFiles(dir) : [only];
  const all: Benchmark[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as { benchmarks?: unknown };
    if (!Array.isArray(mod.benchmarks)) {
      process.stderr.write(`bench: ${file} exports no "benchmarks" array, skipped\n`);
      continue;
    }
    for (const b of mod.benchmarks) {
      if (isBenchmark(b)) all.push(b);
      else process.stderr.write(`bench: ${file} has an entry that is not a Benchmark, skipped\n`);
    }
  }
  return all;
}

async function main(): Promise<void> {
  // stdout carries only figures: logs are off unless LOG_LEVEL asks for them.
  if (process.env.LOG_LEVEL === undefined) setLogLevel('silent');
  const { values } = parseArgs({
    options: { only: { type: 'string' }, file: { type: 'string' } },
    allowPositionals: false,
  });
  const prefix = values.only ?? '';
  const dir = dirname(fileURLToPath(import.meta.url));
  if (values.file === undefined) {
    // The parent: one child process per bench file, run one after another, their figures passed through.
    let figures = 0;
    for (const file of benchFiles(dir)) {
      const child = spawnSync(
        process.execPath,
        [...childExecArgv(file), fileURLToPath(import.meta.url), '--file', file, '--only', prefix],
        { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' },
      );
      process.stdout.write(child.stdout);
      figures += child.stdout.split('\n').filter((l) => l.startsWith('{')).length;
      if (child.status !== 0 && child.status !== 3) process.exitCode = 1;
    }
    if (figures === 0) {
      process.stderr.write(`bench: no benchmark matches "${prefix}"\n`);
      process.exitCode = 1;
    }
    return;
  }
  const selected = (await loadBenchmarks(dir, values.file)).filter((b) => b.name.startsWith(prefix));
  if (selected.length === 0) {
    // Exit code 3: this file has nothing under the prefix (not a failure of the run as a whole).
    process.exitCode = 3;
    return;
  }
  let failed = 0;
  for (const b of selected) {
    process.stderr.write(`bench: ${b.name} ...\n`);
    try {
      const value = await b.run();
      const line: BenchResult = { name: b.name, value: roundFigure(value), unit: b.unit };
      process.stdout.write(`${JSON.stringify(line)}\n`);
    } catch (err) {
      failed++;
      process.stderr.write(`bench: ${b.name} failed: ${err instanceof Error ? err.stack : String(err)}\n`);
    }
  }
  if (failed > 0) process.exitCode = 1;
}

if (invokedDirectly(import.meta.url)) await main();
