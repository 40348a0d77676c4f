/**
 * Where the bot's memory goes, step by step: `npx tsx bench/memory-steps.ts [options]` loads what the bot loads,
 * one piece after another in one fresh process, and prints the process's memory after each step (after a full
 * GC of the main thread and a short settle) as a JSON line and, at the end, a table of the steps and deltas.
 *
 * RSS is split as Linux counts it (/proc/self/status): RssAnon (heaps, native allocations: what the process
 * really costs) and RssFile (mapped files: shared libraries and fonts, shared with other processes and dropped
 * by the kernel under pressure). RssAnon is split again (bench/memory-figures.ts): glibc's main heap (the main
 * thread's allocations), its thread arenas (render workers', libuv's and libvips' threads: memory freed there
 * is kept for reuse), and the rest (V8 heaps, large mappings, stacks). heapUsed is the main thread's V8 heap.
 *
 * Steps: the loader (tsx; with --compiled the whole script is one bundle, so every module is in the first
 * step), discord.js, better-sqlite3 (a store opened), the game modules, the presenters (the render entry:
 * @napi-rs/canvas, sharp, the drawers, fonts), sample views, the render pool's workers started and idle, then
 * pictures drawn through them as moves ask for them (late-ish Oil Springs boards of --games games, each shown
 * at a few moments, every other picture a since picture, as many at once as there are workers), then the pool
 * closed. The figures move by ±30-40 MB between identical runs once pictures are drawn (where the allocator's
 * arenas settle), so compare steps within a run, or several runs.
 *
 * Options: --threads N (render workers, default 1; 0 = draw on the main thread), --pictures N (default 300),
 * --games N (different games drawn, default 40), --map beginner|variable (the games' map), --main-canvas
 * (fonts and sharp loaded on the main thread first, with --threads 0 always), --idle-ms N (wait that long
 * after the pictures and measure again; then malloc_trim is called and the process measured once more), --rgb (every picture in full RGB: no quantizer), --compiled (this
 * script and the render worker bundled by esbuild and run by plain `node`, no tsx: bench/bundle.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { setTimeout as sleep } from 'node:timers/promises';
import { anonByKind, rssSplit, type AnonKinds } from './memory-figures';

const MB = 1024 * 1024;

interface Figures {
  step: string;
  rssMb: number;
  rssAnonMb: number | null;
  rssFileMb: number | null;
  heapUsedMb: number;
  externalMb: number;
  threads: number | null;
}

function collectGarbage(): void {
  const g = (globalThis as { gc?: () => void }).gc;
  if (g) return g();
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const rows: (Figures & { kinds: AnonKinds | null })[] = [];

async function measure(step: string): Promise<void> {
  collectGarbage();
  collectGarbage();
  await sleep(300);
  const m = process.memoryUsage();
  const row = {
    step,
    kinds: anonByKind(),
    rssMb: m.rss / MB,
    ...rssSplit(),
    heapUsedMb: m.heapUsed / MB,
    externalMb: (m.external + m.arrayBuffers) / MB,
  };
  rows.push(row);
  process.stdout.write(
    `${JSON.stringify(row, (_k, v: unknown) => (typeof v === 'number' ? Math.round(v * 10) / 10 : v))}\n`,
  );
}

function table(): string {
  const f = (v: number | null) => (v === null ? '   -' : v.toFixed(1).padStart(6));
  const lines = [
    'step                                      rss   (+Δ)    anon   (+Δ)    file  heapUsed threads | main heap  arenas mimalloc other anon',
  ];
  let last: Figures | undefined;
  for (const r of rows) {
    const d = (now: number | null, was: number | null | undefined) =>
      now === null || was === null || was === undefined ? '      ' : f(now - was);
    lines.push(
      `${r.step.padEnd(38)} ${f(r.rssMb)} ${d(r.rssMb, last?.rssMb)}  ${f(r.rssAnonMb)} ${d(r.rssAnonMb, last?.rssAnonMb)}  ${f(r.rssFileMb)}  ${f(r.heapUsedMb)}  ${String(r.threads).padStart(4)}   | ${r.kinds ? `${f(r.kinds.mainHeapMb)}  ${f(r.kinds.arenasMb)}  ${f(r.kinds.mimallocMb)}  ${f(r.kinds.otherMb)}` : ''}`,
    );
    last = r;
  }
  return lines.join('\n');
}

interface Options {
  threads: number;
  pictures: number;
  games: number;
  map: 'beginner' | 'variable';
  mainCanvas: boolean;
  idleMs: number;
  rgb: boolean;
}

/** The views drawn: `games` Oil Springs games played by the greedy bots, each at a few moments. */
async function sampleViews(games: number, map: Options['map']): Promise<{ before: unknown; now: unknown }[]> {
  const { getGame } = await import('../src/games/registry');
  const { Rng } = await import('../src/games/rng');
  const game = getGame('oil-springs');
  if (!game) throw new Error('oil-springs is not registered');
  const out: { before: unknown; now: unknown }[] = [];
  for (let g = 0; g < games; g++) {
    const seed = `memory-steps-${g}`;
    const rng = Rng.fromSeed(`${seed}:bots`);
    const bot = game.bots.greedy ?? Object.values(game.bots)[0];
    if (!bot) throw new Error('oil-springs has no bot');
    let state: unknown = game.setup(4, game.optionsSchema.parse({ map }), seed);
    let before = game.view(state, null);
    // Moments 30, 80, 160, 260 actions in (or the end).
    for (const until of [30, 80, 160, 260]) {
      let done = 0;
      while (done < until) {
        const st = game.status(state);
        if (st.over) break;
        const seat = st.toAct[0];
        if (seat === undefined) break;
        const r = game.apply(state, seat, bot(state, seat, rng));
        if (!r.ok) throw new Error(`oil-springs bot refused: ${r.error}`);
        state = r.state;
        done++;
        if (done === until - 3) before = game.view(state, null);
      }
      out.push({ before, now: game.view(state, null) });
      if (game.status(state).over) break;
    }
  }
  return out;
}

async function child(o: Options): Promise<void> {
  await measure(`loader (${process.execArgv.some((a) => a.includes('tsx')) ? 'tsx' : 'plain node'})`);
  const discord = await import('discord.js');
  void discord.Client;
  await measure('+ discord.js');
  const dir = mkdtempSync(join(tmpdir(), 'derrick-memory-'));
  const { openStore } = await import('../src/store');
  const store = openStore(join(dir, 'memory.sqlite'));
  await measure('+ better-sqlite3 (store opened)');
  await import('../src/games/registry');
  await measure('+ game modules');
  await import('../src/discord/presenters');
  await measure('+ presenters (the render entry)');
  const views = await sampleViews(o.games, o.map);
  await measure(`+ ${views.length} sample views`);
  if (o.mainCanvas || o.threads === 0) {
    const { ensureFonts } = await import('../src/render/kit/fonts');
    ensureFonts();
    await measure('+ @napi-rs/canvas, fonts (this thread)');
    await import('sharp');
    await measure('+ sharp (this thread)');
  }
  const { RenderPool, DrawerError } = await import('../src/render/pool');
  const { DRAWERS, SINCE_DRAWERS } = await import('../src/render/drawers');
  const pool = o.threads > 0 ? new RenderPool({ threads: o.threads }) : null;
  if (pool) {
    // A task no drawer knows: every worker loads its modules and answers without drawing.
    await Promise.all(
      Array.from({ length: o.threads * 2 }, () =>
        pool.draw({ drawer: 'none' as 'catan', view: null, names: [], opts: {} }).catch((err: unknown) => {
          if (!(err instanceof DrawerError)) throw err;
        }),
      ),
    );
    await measure(`+ ${o.threads} render worker(s) idle`);
  }
  const { encodingPicturesAs } = await import('../src/render/kit/encode');
  const encoding = o.rgb ? { encoding: { palette: false } } : {};
  const names = ['ana', 'ben', 'caro', 'dev'];
  let drawn = 0;
  const marks = new Set([1, 10, Math.floor(o.pictures / 2), o.pictures]);
  const t0 = process.cpuUsage();
  while (drawn < o.pictures) {
    // Pictures come as a move's do: the board, and every other move the since picture too; as many at once as
    // there are workers.
    const batch = Array.from({ length: Math.max(1, o.threads) }, (_, k) => {
      const v = views[(drawn + k) % views.length]!;
      const since = (drawn + k) % 2 === 1;
      if (pool)
        return since
          ? pool.draw({ since: 'oil-springs', before: v.before, now: v.now, names, ...encoding })
          : pool.draw({ drawer: 'oil-springs', view: v.now, names, opts: {}, ...encoding });
      const draw = async (): Promise<unknown> =>
        since
          ? SINCE_DRAWERS['oil-springs'](v.before, v.now, names)
          : DRAWERS['oil-springs'](v.now, names, {});
      return o.rgb ? encodingPicturesAs({ palette: false }, draw) : draw();
    });
    await Promise.all(batch);
    const before = drawn;
    drawn += batch.length;
    for (const m of marks) if (m > before && m <= drawn) await measure(`+ ${drawn} pictures`);
  }
  const cpu = process.cpuUsage(t0);
  process.stderr.write(
    `memory-steps: ${drawn} pictures, this thread's CPU ${Math.round((cpu.user + cpu.system) / 1000)} ms\n`,
  );
  if (o.idleMs > 0) {
    await sleep(o.idleMs);
    await measure(`+ idle ${o.idleMs} ms (${pool?.runningThreads ?? 0} workers)`);
  }
  // What giving the freed memory back (as the bot does once pictures stop: src/memory/trim.ts) returns here.
  const { releaseFreedMemory } = await import('../src/memory/trim');
  const timedTrim = (): string => {
    const wall = process.hrtime.bigint();
    const cpu = process.cpuUsage();
    const trimmed = releaseFreedMemory();
    const used = process.cpuUsage(cpu);
    const ms = (n: number | bigint) => (Number(n) / 1e6).toFixed(1);
    return `${trimmed ? 'some' : 'none'} ${ms(process.hrtime.bigint() - wall)} ms, CPU ${ms((used.user + used.system) * 1000)} ms`;
  };
  const trims = [timedTrim(), timedTrim(), timedTrim()];
  process.stderr.write(
    `memory-steps: malloc_trim x3 (given back?, wall, process CPU): ${trims.join('; ')}\n`,
  );
  await measure(`+ malloc_trim (${trims[0]?.split(',')[0] ?? ''})`);
  await pool?.close();
  await measure('pool closed');
  store.close();
  rmSync(dir, { recursive: true, force: true });
  process.stderr.write(`\n${table()}\n`);
}

function options(): Options & { compiled: boolean; child: boolean } {
  const { values } = parseArgs({
    options: {
      threads: { type: 'string', default: '1' },
      pictures: { type: 'string', default: '300' },
      games: { type: 'string', default: '40' },
      map: { type: 'string', default: 'beginner' },
      'main-canvas': { type: 'boolean', default: false },
      'idle-ms': { type: 'string', default: '0' },
      rgb: { type: 'boolean', default: false },
      compiled: { type: 'boolean', default: false },
      child: { type: 'boolean', default: false },
    },
  });
  const map = values.map === 'variable' ? 'variable' : 'beginner';
  return {
    threads: Number(values.threads),
    pictures: Number(values.pictures),
    games: Number(values.games),
    map,
    mainCanvas: values['main-canvas'],
    idleMs: Number(values['idle-ms']),
    rgb: values.rgb,
    compiled: values.compiled,
    child: values.child,
  };
}

/** With --compiled: this script bundled with the render worker (bench/bundle.ts), run by plain node. */
async function runCompiled(args: readonly string[]): Promise<void> {
  // Imported here, so the measured child does not load esbuild.
  const { bundleWithWorker } = await import('./bundle');
  const bundle = await bundleWithWorker(fileURLToPath(import.meta.url), 'memory-steps');
  try {
    const r = spawnSync(
      process.execPath,
      [bundle.main, '--child', ...args.filter((a) => a !== '--compiled')],
      {
        stdio: 'inherit',
      },
    );
    process.exitCode = r.status ?? 1;
  } finally {
    bundle.remove();
  }
}

const o = options();
if (o.child) {
  await child(o);
  process.exit(0);
} else if (o.compiled) {
  await runCompiled(process.argv.slice(2));
} else {
  // A process of its own, with tsx and nothing else loaded before the first step.
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
    },
  );
  process.exitCode = r.status ?? 1;
}
