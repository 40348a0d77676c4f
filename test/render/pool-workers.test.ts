import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DRAWERS } from '../../src/render/drawers';
import {
  POOL_FAILURES_TO_GIVE_UP,
  PoolKeeper,
  RenderPool,
  pooled,
  workerExecArgv,
} from '../../src/render/pool';
import { TaskTimeout } from '../../src/render/task-line';
import { catanView } from './views';

const NAMES = ['Ana', 'Benedikt', 'Chidi'];

describe('render pool: broken workers never cost a picture', () => {
  it('a pool whose worker cannot start draws in this thread instead, and is given up at once', async () => {
    const broken = new RenderPool({ threads: 1, worker: new URL('./no-such-worker.ts', import.meta.url) });
    const view = catanView('pool-workers', 30);
    const inThread = await DRAWERS.catan(view, NAMES, {});
    const draw = pooled('catan', () => broken);
    const drawn = await Promise.all([draw(view, NAMES, {}), draw(view, NAMES, {}), draw(view, NAMES, {})]);
    for (const png of drawn) expect(png.equals(inThread)).toBe(true);
    expect(broken.broken).toBe(true);
    expect((await draw(view, NAMES, {})).equals(inThread)).toBe(true);
    await broken.close();
  });

  it(`a pool whose workers die ${POOL_FAILURES_TO_GIVE_UP} times in a row is given up; each picture is still drawn`, async () => {
    const crashing = new RenderPool({
      threads: 1,
      worker: new URL('./pool-crashing-worker.ts', import.meta.url),
    });
    const view = catanView('pool-workers', 20);
    const inThread = await DRAWERS.catan(view, NAMES, {});
    const draw = pooled('catan', () => crashing);
    for (let i = 0; i < POOL_FAILURES_TO_GIVE_UP; i++) {
      expect(crashing.broken, `before failure ${i + 1}`).toBe(false);
      expect((await draw(view, NAMES, {})).equals(inThread)).toBe(true);
    }
    expect(crashing.broken).toBe(true);
    await crashing.close();
  });

  it('a picture the pool does not send back in time is drawn in this thread', async () => {
    const silent = new RenderPool({
      threads: 1,
      worker: new URL('./pool-silent-worker.ts', import.meta.url),
      timeoutMs: 800,
    });
    const view = catanView('pool-workers', 10);
    const png = await pooled('catan', () => silent)(view, NAMES, {});
    expect(png.equals(await DRAWERS.catan(view, NAMES, {}))).toBe(true);
    expect(silent.broken).toBe(false);
    await silent.close();
  });
});

describe('render pool: a busy pool is not a broken one', () => {
  it('pictures whose time runs out while they wait are refused, and the pool and its worker go on', async () => {
    // One thread, each task WORK_MS of work, TIME_MS allowed (WORK_MS < TIME_MS < 2 × WORK_MS): the first two
    // run in turn (the second from WORK_MS to twice that, past TIME_MS since it was asked), the next three are
    // still waiting at TIME_MS. Stalls only make the slot busier at TIME_MS; what they can break is a task's run
    // plus its hand-over and answer staying under TIME_MS, so that margin is wide (1.8 s: loaded 2-core CI runs
    // once took more than 200 ms for it, and once, with several test runs beside it, more than 900 ms).
    const WORK_MS = 2000;
    const TIME_MS = 3800;
    const pool = new RenderPool({
      threads: 1,
      worker: new URL('./pool-slow-worker.ts', import.meta.url),
      timeoutMs: TIME_MS,
    });
    try {
      const task = (ms: number) => ({ drawer: 'catan' as const, view: {}, names: [String(ms)], opts: {} });
      // Started and warm before the timed tasks (a worker's start is not part of what is measured).
      const { caption: thread } = await pool.draw(task(0));
      const asked = Array.from({ length: 2 + POOL_FAILURES_TO_GIVE_UP }, () => pool.draw(task(WORK_MS)));
      const results = await Promise.allSettled(asked);
      expect(results.slice(0, 2)).toEqual([
        { status: 'fulfilled', value: expect.objectContaining({ caption: thread }) },
        { status: 'fulfilled', value: expect.objectContaining({ caption: thread }) },
      ]);
      for (const r of results.slice(2))
        expect(r).toMatchObject({ status: 'rejected', reason: expect.any(TaskTimeout) });
      expect(pool.broken).toBe(false);
      // The same worker draws on: none was ended.
      expect((await pool.draw(task(0))).caption).toBe(thread);
    } finally {
      await pool.close();
    }
  });
});

describe('render pool: a given-up pool is started again', () => {
  it('after POOL_RETRY_AFTER_MS; meanwhile there is no pool to draw with', async () => {
    let clock = 0;
    const keeper = new PoolKeeper(60_000, () => clock);
    const crashing = () =>
      new RenderPool({ threads: 1, worker: new URL('./pool-crashing-worker.ts', import.meta.url) });
    const view = catanView('pool-workers', 20);
    const inThread = await DRAWERS.catan(view, NAMES, {});
    const first = keeper.get(crashing);
    expect(first).not.toBeNull();
    const draw = pooled('catan', () => keeper.get(crashing));
    for (let i = 0; i < POOL_FAILURES_TO_GIVE_UP; i++)
      expect((await draw(view, NAMES, {})).equals(inThread)).toBe(true);
    expect(first?.broken).toBe(true);
    // Found given up at 1,000 ms; until 61,000 pictures are drawn in this thread.
    clock = 1_000;
    expect(keeper.get(crashing)).toBeNull();
    clock = 60_999;
    expect(keeper.get(crashing)).toBeNull();
    expect((await draw(view, NAMES, {})).equals(inThread)).toBe(true);
    clock = 61_000;
    const second = keeper.get(() => new RenderPool({ threads: 1 }));
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    expect(second?.broken).toBe(false);
    expect(keeper.get(crashing)).toBe(second);
    const drawn = await second?.draw({ drawer: 'catan', view, names: NAMES, opts: {} });
    expect(drawn?.png?.subarray(1, 4).toString()).toBe('PNG');
    expect(second?.completed).toBe(1);
    await keeper.close();
  });

  it('a pool that cannot start is not tried again for every picture', () => {
    let clock = 0;
    let tries = 0;
    const keeper = new PoolKeeper(60_000, () => clock);
    const failing = () => {
      tries++;
      throw new Error('no threads today');
    };
    expect(keeper.get(failing)).toBeNull();
    expect(keeper.get(failing)).toBeNull();
    expect(tries).toBe(1);
    clock = 60_000;
    expect(keeper.get(failing)).toBeNull();
    expect(tries).toBe(2);
  });
});

describe('render pool: a busy pool encodes as an idle one', () => {
  it('a picture asked while every worker draws is a palette PNG too, and counted', async () => {
    const pool = new RenderPool({ threads: 1 });
    try {
      const view = catanView('pool-workers', 30);
      const task = { drawer: 'catan' as const, view, names: NAMES, opts: {} };
      const asked = performance.now();
      const idle = await pool.draw(task);
      const waited = performance.now() - asked;
      const burst = await Promise.all([pool.draw(task), pool.draw(task), pool.draw(task)]);
      // PNG colour type (byte 25 of the IHDR): 3 = palette, 2 = RGB.
      const colourType = (png: Buffer | null) => png?.[25];
      expect(colourType(idle.png)).toBe(3);
      expect(burst.map((d) => colourType(d.png))).toEqual([3, 3, 3]);
      expect(pool.counts.palette).toBe(4);
      const bytes = [idle, ...burst].reduce((n, d) => n + (d.png?.length ?? 0), 0);
      expect(pool.counts.bytes).toBe(bytes);
      // Each picture says how long its worker took: some time, less than its caller waited for it.
      const drawMs = [idle, ...burst].map((d) => d.drawMs ?? -1);
      for (const ms of drawMs) expect(ms).toBeGreaterThan(0);
      expect(idle.drawMs).toBeLessThan(waited);
      expect(pool.counts.drawMs).toBeCloseTo(
        drawMs.reduce((sum, ms) => sum + ms, 0),
        6,
      );
      // A picture that asks for its encoding (a timelapse frame) keeps it and is not counted.
      const [, rgb] = await Promise.all([
        pool.draw(task),
        pool.draw({ ...task, encoding: { palette: false } }),
      ]);
      expect(colourType(rgb.png)).toBe(2);
      expect(pool.counts.palette).toBe(5);
    } finally {
      await pool.close();
    }
  });
});

describe('render workers load TypeScript', () => {
  it("keep the process's tsx loader, or add it when the process has none (vitest)", () => {
    expect(workerExecArgv(['--import', 'tsx'])).toEqual(['--import', 'tsx']);
    const cli = [
      '--require',
      '/x/node_modules/tsx/dist/preflight.cjs',
      '--import',
      'file:///x/node_modules/tsx/dist/loader.mjs',
    ];
    expect(workerExecArgv(cli)).toEqual(cli);
    expect(workerExecArgv([])).toEqual(['--import', 'tsx']);
    expect(workerExecArgv(['--conditions', 'node'])).toEqual(['--conditions', 'node', '--import', 'tsx']);
    // `node --input-type=module -e …`: a worker's module is a file, the flag would refuse it.
    expect(workerExecArgv(['--input-type=module', '--import', 'tsx'])).toEqual(['--import', 'tsx']);
    expect(workerExecArgv(['--input-type', 'module'])).toEqual(['--import', 'tsx']);
    // Process-wide flags make Node refuse the worker (ERR_WORKER_INVALID_EXEC_ARGV): only loaders go along.
    expect(
      workerExecArgv(['--import', 'tsx', '--expose-gc', '--cpu-prof', '--cpu-prof-dir=/tmp/p', '--import=x']),
    ).toEqual(['--import', 'tsx', '--import=x']);
  });

  it('a compiled worker module (the bot bundled, run by plain node) gets no tsx', () => {
    const compiled = new URL('file:///x/dist/render-worker.mjs');
    expect(workerExecArgv([], compiled)).toEqual([]);
    expect(workerExecArgv(['--conditions', 'node', '--expose-gc'], compiled)).toEqual([
      '--conditions',
      'node',
    ]);
    expect(workerExecArgv([], new URL('file:///x/src/render/worker.ts'))).toEqual(['--import', 'tsx']);
  });

  it('start under process-wide flags such as --expose-gc (the load benchmark runs the bot with it)', async () => {
    const pool = new RenderPool({ threads: 1, execArgv: ['--import', 'tsx', '--expose-gc'] });
    try {
      const drawn = await pool.draw({
        drawer: 'catan',
        view: catanView('pool-workers', 30),
        names: NAMES,
        opts: {},
      });
      expect(drawn.png?.subarray(1, 4).toString()).toBe('PNG');
      expect(pool.broken).toBe(false);
    } finally {
      await pool.close();
    }
  });

  it('under `node --import tsx` (npm start) a pooled picture is drawn and the process exits once the pool is closed', async () => {
    const src = (path: string) =>
      JSON.stringify(fileURLToPath(new URL(`../../src/${path}`, import.meta.url)));
    const script = `
      const { pooled, sharedRenderPool, closeRenderPool } = await import(${src('render/pool.ts')});
      const { getGame } = await import(${src('games/registry.ts')});
      const { playBots } = await import(${src('tools/play-bots.ts')});
      const game = getGame('catan');
      const view = game.view(playBots(game, 3, 'exit', 20).state, null);
      const png = await pooled('catan')(view, ['A', 'B', 'C'], {});
      const refused = await pooled('catan')({ nonsense: true }, [], {}).catch((e) => e.name);
      const p = sharedRenderPool();
      console.log(JSON.stringify({ png: png.subarray(1, 4).toString(), refused, threads: p.threads, completed: p.completed }));
      await closeRenderPool();`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, RENDER_THREADS: '1', LOG_LEVEL: 'silent' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    onTestFinished(() => void child.kill());
    // tsx compiles the render code cold in that process: seconds on a quiet host, over 15 s on a busy one, where
    // a 25 s cap on the whole process (within the test's 30 s) once failed the test. So the picture's line is
    // waited for as long as this test's timeout allows; what is timed is the exit after it, which only closes
    // the pool.
    await Promise.race([new Promise((resolve) => child.stdout.once('data', resolve)), exited]);
    // A process that stays up after the pool is closed is killed here and fails the test.
    const kill = setTimeout(() => child.kill(), 10_000);
    const code = await exited;
    clearTimeout(kill);
    expect(code, stderr).toBe(0);
    expect(JSON.parse(stdout.trim())).toEqual({
      png: 'PNG',
      refused: 'DrawerError',
      threads: 1,
      completed: 2,
    });
  }, 120_000);
});
