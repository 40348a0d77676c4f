/**
 * render.*: view → scene → PNG of a late-game board at full size (1280×800), after warm-up (fonts loaded,
 * the static terrain layer cached as it is during a game). p50/p99 over 150 renders; the p50 and p99 figures
 * of one game come from the same samples.
 *
 * Boards: real engine games. Seed "bench-render" is played by the greedy bots to its end; the measured moment
 * is 3 actions before the end (a full late-game board: all settlements/cities/roads, for Oil Springs
 * metropolises, springs, polluted hexes, the Disaster Track and removed tokens; for Merit's "Oil" the wells,
 * stores, shares and tankers of the last round). Every sample runs the whole
 * path the bot runs each turn: the view adapter, drawing, pixel read and PNG encode.
 *
 * Also: `*.blockP50Ms` / `*.blockP99Ms`, how long a render keeps the event loop busy (drawing + pixel read, before the
 * encode moves to libuv's thread pool), `*.cpuP50Ms`, the CPU time of a render on all of the process's threads
 * (drawing and encode: steadier than wall-clock time on a busy machine), `*.kiB`, the median PNG size, and
 * `render.catan.coldMs`, a render with the static layer cache empty.
 */
import { clearStaticCache } from '../src/render/catan/board';
import { renderCatan } from '../src/render/catan/render';
import { lateBaseScene } from '../src/render/catan/sampleScenes';
import { presenterFor } from '../src/discord/presenters';
import type { Benchmark } from './harness';
import { lateView } from './late-boards';
import { nowMs, percentile } from './harness';

const SAMPLES = 150;

interface Samples {
  total: number[];
  block: number[];
  /** CPU time (user + system, every thread of the process) of each render, ms. */
  cpu: number[];
  /** Size of each PNG, KiB. */
  kiB: number[];
}

const cache = new Map<string, Promise<Samples>>();

const NAMES = ['Ana', 'Benedikt', 'Chidi', 'Dolores'];

async function sample(gameId: string): Promise<Samples> {
  const view = lateView(gameId);
  const draw = presenterFor(gameId).picture;
  if (!draw) throw new Error(`${gameId} has no board drawer`);
  const render = async (): Promise<number> => {
    const png = await draw(view, NAMES, {});
    if (!png || png.length === 0) throw new Error(`no PNG for ${gameId}`);
    return png.length;
  };
  for (let i = 0; i < 5; i++) await render();
  const total: number[] = [];
  const block: number[] = [];
  const cpu: number[] = [];
  const kiB: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const c0 = process.cpuUsage();
    const t0 = nowMs();
    const p = render();
    const t1 = nowMs();
    const bytes = await p;
    total.push(nowMs() - t0);
    block.push(t1 - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    kiB.push(bytes / 1024);
  }
  return { total, block, cpu, kiB };
}

function samplesFor(game: string): Promise<Samples> {
  let p = cache.get(game);
  if (!p) {
    p = sample(game);
    cache.set(game, p);
  }
  return p;
}

function figures(game: string): Benchmark[] {
  return [
    {
      name: `render.${game}.p50Ms`,
      unit: 'ms',
      run: async () => percentile((await samplesFor(game)).total, 50),
    },
    {
      name: `render.${game}.p99Ms`,
      unit: 'ms',
      run: async () => percentile((await samplesFor(game)).total, 99),
    },
    {
      name: `render.${game}.blockP50Ms`,
      unit: 'ms',
      run: async () => percentile((await samplesFor(game)).block, 50),
    },
    {
      name: `render.${game}.blockP99Ms`,
      unit: 'ms',
      run: async () => percentile((await samplesFor(game)).block, 99),
    },
    {
      name: `render.${game}.cpuP50Ms`,
      unit: 'ms',
      run: async () => percentile((await samplesFor(game)).cpu, 50),
    },
    {
      name: `render.${game}.kiB`,
      unit: 'KiB',
      run: async () => percentile((await samplesFor(game)).kiB, 50),
    },
  ];
}

export const benchmarks: Benchmark[] = [
  ...figures('catan'),
  ...figures('oil-springs'),
  ...figures('wildcatters'),
  ...figures('merit-oil'),
  {
    name: 'render.catan.coldMs',
    unit: 'ms',
    async run() {
      const times: number[] = [];
      for (let i = 0; i < 10; i++) {
        clearStaticCache();
        const t0 = nowMs();
        await renderCatan(lateBaseScene());
        times.push(nowMs() - t0);
      }
      return percentile(times, 50);
    },
  },
];
