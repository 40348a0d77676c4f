/**
 * render.*: render + PNG encode of a late-game board at full size (1280×800), after warm-up (fonts loaded,
 * the static terrain layer cached as it is during a game). p50/p99 over 150 renders; the p50 and p99 figures
 * of one game come from the same samples.
 *
 * Scenes: `render.catan.*` and `render.oil-springs.*` use the hand-built late-game scenes of
 * src/render/catan/sampleScenes.ts (12 buildings incl. cities/metropolises, 25 roads, robber, highlight;
 * Oil Springs adds springs, two polluted hexes, the Disaster Track, removed tokens and oil counts).
 *
 * Also: `*.blockP99Ms`, how long a render keeps the event loop busy (drawing + pixel read, before the
 * encode moves to libuv's thread pool), and `render.catan.coldMs`, a render with the static layer cache empty.
 */
import { clearStaticCache } from '../src/render/catan/board';
import { renderCatan } from '../src/render/catan/render';
import { lateBaseScene, lateOilSpringsScene } from '../src/render/catan/sampleScenes';
import type { CatanScene } from '../src/render/catan/scene';
import type { Benchmark } from './harness';
import { nowMs, percentile } from './harness';

const SAMPLES = 150;

interface Samples {
  total: number[];
  block: number[];
}

const cache = new Map<string, Promise<Samples>>();

async function sample(scene: () => CatanScene): Promise<Samples> {
  const s = scene();
  const variants: CatanScene[] = [
    s,
    { ...s, highlight: undefined },
    { ...s, lastRoll: { dice: [3, 4], seat: 0 } },
  ];
  for (let i = 0; i < 5; i++) await renderCatan(s);
  const total: number[] = [];
  const block: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const v = variants[i % variants.length] as CatanScene;
    const t0 = nowMs();
    const p = renderCatan(v);
    const t1 = nowMs();
    const png = await p;
    total.push(nowMs() - t0);
    block.push(t1 - t0);
    if (png.length === 0) throw new Error('empty PNG');
  }
  return { total, block };
}

function samplesFor(game: string, scene: () => CatanScene): Promise<Samples> {
  let p = cache.get(game);
  if (!p) {
    p = sample(scene);
    cache.set(game, p);
  }
  return p;
}

function figures(game: string, scene: () => CatanScene): Benchmark[] {
  return [
    {
      name: `render.${game}.p50Ms`,
      unit: 'ms',
      run: async () => percentile((await samplesFor(game, scene)).total, 50),
    },
    {
      name: `render.${game}.p99Ms`,
      unit: 'ms',
      run: async () => percentile((await samplesFor(game, scene)).total, 99),
    },
    {
      name: `render.${game}.blockP99Ms`,
      unit: 'ms',
      run: async () => percentile((await samplesFor(game, scene)).block, 99),
    },
  ];
}

export const benchmarks: Benchmark[] = [
  ...figures('catan', lateBaseScene),
  ...figures('oil-springs', lateOilSpringsScene),
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
