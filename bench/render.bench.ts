/**
 * render.*: view → scene → PNG of a late-game board at full size (1280×800), after warm-up (fonts loaded,
 * the static terrain layer cached as it is during a game). p50/p99 over 150 renders; the p50 and p99 figures
 * of one game come from the same samples.
 *
 * Boards: real engine games. Seed "bench-render" is played by the greedy bots to its end; the measured moment
 * is 3 actions before the end (a full late-game board: all settlements/cities/roads, for Oil Springs
 * metropolises, springs, polluted hexes, the Disaster Track and removed tokens; for Merit's "Oil" the wells,
 * stores, shares and tankers of the last round). Every sample runs the whole
 * path the bot runs each turn: the view adapter, drawing, pixel read and PNG encode. (Whole renders with the
 * workers' mapping and deflate pipelined were measured here by turns in round 5 and dropped: catan 11.8 ms
 * against 11.6–11.8, 14.6 ms of CPU against 11.5–11.7, on the quiet machine; the encode-only figures below
 * still compare the two, as the event loop's thread pipelines.)
 *
 * Also: `*.blockP50Ms` / `*.blockP99Ms`, how long a render keeps the event loop busy (drawing + pixel read, before the
 * encode moves to libuv's thread pool), `*.cpuP50Ms`, the CPU time of a render on all of the process's threads
 * (drawing and encode: steadier than wall-clock time on a busy machine), `*.kiB`, the median PNG size,
 * `*.faultsP50`, the page faults of a render (the process's: the kernel zeroing fresh pages is dear on this
 * Firecracker VM, and src/memory/mallopt.ts's fromArena is there to avoid it; what a fault costs the host is
 * `machine.pageFaultUs`, bench/machine.bench.ts), and `*.faultsMean`, their mean: a few renders in ten or twenty
 * fault a whole pixel block in afresh (~1,000–1,450 faults), which the median does not show but the renders' CPU
 * pays (docs/scaling-log.md, *Render page faults*), `*.workerP50Ms`, a render's time
 * in its worker (drawing, pixel read, encode: what a render costs wherever it runs), `*.handoffP50Ms`, the rest
 * of its wait (the task to the worker and the PNG back; on this VM mostly the wake-up of a thread that slept), and
 * `render.catan.coldMs`, a render with the static layer cache empty.
 *
 * Encode only (this thread, the board drawn once, its palette already learned): `*.encodeP50Ms` /
 * `*.encodeCpuP50Ms`, the palette PNG as a render worker makes it (pixels read, mapped to the learned palette,
 * deflated inline), against `*.pipelinedEncodeP50Ms` / `*.pipelinedEncodeCpuP50Ms`, the same PNG with the
 * mapping and deflate pipelined, and `*.rgbEncodeP50Ms` / `*.rgbEncodeCpuP50Ms`, the full-RGB PNG (libvips)
 * that a busy render pool used to send instead; and `*.mapP50Ms` / `*.jsMapP50Ms`, the mapping alone (pixels
 * read, mapped to the learned palette) by its WebAssembly kernel and by its JavaScript loop. All taken by
 * turns, so all see the same machine.
 */
// First, as in the bot's own entries: its allocator options hold before @napi-rs/canvas loads, so pictures
// are measured as the bot draws them (mimalloc keeping a picture's pages: src/memory/allocator.ts). The process runs
// with the bot's Node flags too (bench/index.ts, AS_THE_BOT: src/memory/node-flags.ts).
import '../src/memory/allocator';
import type { Canvas } from '@napi-rs/canvas';
import { clearStaticCache } from '../src/render/catan/board';
import { renderCatan } from '../src/render/catan/render';
import { encodePalette, encodePng } from '../src/render/kit/encode';
import { LearnedPalette } from '../src/render/kit/palette-map';
import { readPalette } from '../src/render/kit/palette-png';
import { lateBaseScene } from '../src/render/catan/sampleScenes';
import { presenterFor } from '../src/discord/presenters';
import { renderPoolCounts } from '../src/render/pool';
import type { Benchmark } from './harness';
import { NAMES, lateCanvas, lateView } from './late-boards';
import { mean, nowMs, percentile } from './harness';

const SAMPLES = 150;

interface Samples {
  total: number[];
  block: number[];
  /** CPU time (user + system, every thread of the process) of each render, ms. */
  cpu: number[];
  /** Size of each PNG, KiB. */
  kiB: number[];
  /** Page faults of each render (the process's minor faults: every thread's, the render worker's with them). */
  faults: number[];
  /** Each render's time in its worker (Drawn.drawMs, read off the pool's counts), ms. */
  worker: number[];
  /** Each render's wait less its worker's time: the hand-offs to the worker and back, ms. */
  handoff: number[];
}

const cache = new Map<string, Promise<Samples>>();

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
  const out: Samples = { total: [], block: [], cpu: [], kiB: [], faults: [], worker: [], handoff: [] };
  const workerMs = (): number => {
    const counts = renderPoolCounts();
    if (!counts) throw new Error('the render benchmark draws through the render pool, and none runs');
    return counts.drawMs;
  };
  for (let i = 0; i < SAMPLES; i++) {
    const w0 = workerMs();
    const f0 = process.resourceUsage().minorPageFault;
    const c0 = process.cpuUsage();
    const t0 = nowMs();
    const p = render();
    const t1 = nowMs();
    const bytes = await p;
    const total = nowMs() - t0;
    const worker = workerMs() - w0;
    out.total.push(total);
    out.worker.push(worker);
    out.handoff.push(total - worker);
    out.block.push(t1 - t0);
    const c = process.cpuUsage(c0);
    out.cpu.push((c.user + c.system) / 1000);
    out.kiB.push(bytes / 1024);
    out.faults.push(process.resourceUsage().minorPageFault - f0);
  }
  return out;
}

function samplesFor(game: string): Promise<Samples> {
  let p = cache.get(game);
  if (!p) {
    p = sample(game);
    cache.set(game, p);
  }
  return p;
}

const ENCODE_SAMPLES = 60;

interface EncodeSamples {
  wall: number[];
  cpu: number[];
}

/**
 * What the encode-only figures time: the palette PNG as a render worker makes it (`palette`: mapped, then
 * deflated inline), the same PNG with mapping and deflate pipelined (`pipelined`), the full-RGB PNG (`rgb`),
 * and the mapping alone by its WebAssembly kernel (`map`) and by its JavaScript loop (`jsMap`).
 */
type EncodeKind = 'palette' | 'pipelined' | 'rgb' | 'map' | 'jsMap';

const ENCODE_KINDS: readonly EncodeKind[] = ['palette', 'pipelined', 'rgb', 'map', 'jsMap'];

async function encodeAs(canvas: Canvas, kind: EncodeKind, learned: LearnedPalette): Promise<unknown> {
  const { width, height } = canvas;
  switch (kind) {
    case 'palette':
      return encodePalette(canvas.data(), width, height, undefined, 'inline');
    case 'pipelined':
      return encodePalette(canvas.data(), width, height, undefined, 'pipelined');
    case 'rgb':
      return encodePng(canvas, { palette: false });
    case 'map':
      return learned.map(canvas.data(), width, height, undefined, 'kernel');
    case 'jsMap':
      return learned.map(canvas.data(), width, height, undefined, 'js');
  }
}

/** Encode samples of one board, every kind taken by turns (so all see the same machine). */
const encodeCache = new Map<string, Promise<Record<EncodeKind, EncodeSamples>>>();

async function sampleEncodes(canvas: Canvas): Promise<Record<EncodeKind, EncodeSamples>> {
  const learned = new LearnedPalette(
    readPalette(await encodePalette(canvas.data(), canvas.width, canvas.height)),
  );
  // Warm-up: the palette learned, the lookup filled, garbage of earlier figures collected meanwhile.
  for (let i = 0; i < 10; i++) for (const kind of ENCODE_KINDS) await encodeAs(canvas, kind, learned);
  const samples = new Map<EncodeKind, EncodeSamples>(ENCODE_KINDS.map((k) => [k, { wall: [], cpu: [] }]));
  for (let i = 0; i < ENCODE_SAMPLES; i++) {
    for (const kind of ENCODE_KINDS) {
      const c0 = process.cpuUsage();
      const t0 = nowMs();
      await encodeAs(canvas, kind, learned);
      const into = samples.get(kind) as EncodeSamples;
      into.wall.push(nowMs() - t0);
      const c = process.cpuUsage(c0);
      into.cpu.push((c.user + c.system) / 1000);
    }
  }
  return Object.fromEntries(samples) as Record<EncodeKind, EncodeSamples>;
}

function encodeSamplesFor(game: string): Promise<Record<EncodeKind, EncodeSamples>> {
  let p = encodeCache.get(game);
  if (!p) {
    p = sampleEncodes(lateCanvas(game));
    encodeCache.set(game, p);
  }
  return p;
}

function encodeFigures(game: string): Benchmark[] {
  const figure = (name: string, kind: EncodeKind, of: 'wall' | 'cpu'): Benchmark => ({
    name: `render.${game}.${name}`,
    unit: 'ms',
    run: async () => percentile((await encodeSamplesFor(game))[kind][of], 50),
  });
  return [
    figure('encodeP50Ms', 'palette', 'wall'),
    figure('encodeCpuP50Ms', 'palette', 'cpu'),
    figure('pipelinedEncodeP50Ms', 'pipelined', 'wall'),
    figure('pipelinedEncodeCpuP50Ms', 'pipelined', 'cpu'),
    figure('rgbEncodeP50Ms', 'rgb', 'wall'),
    figure('rgbEncodeCpuP50Ms', 'rgb', 'cpu'),
    figure('mapP50Ms', 'map', 'wall'),
    figure('jsMapP50Ms', 'jsMap', 'wall'),
  ];
}

function figures(game: string): Benchmark[] {
  const figure = (name: string, unit: string, of: keyof Samples, p: number): Benchmark => ({
    name: `render.${game}.${name}`,
    unit,
    run: async () => percentile((await samplesFor(game))[of], p),
  });
  return [
    figure('p50Ms', 'ms', 'total', 50),
    figure('p99Ms', 'ms', 'total', 99),
    figure('blockP50Ms', 'ms', 'block', 50),
    figure('blockP99Ms', 'ms', 'block', 99),
    figure('cpuP50Ms', 'ms', 'cpu', 50),
    figure('kiB', 'KiB', 'kiB', 50),
    figure('faultsP50', 'faults', 'faults', 50),
    {
      name: `render.${game}.faultsMean`,
      unit: 'faults',
      run: async () => mean((await samplesFor(game)).faults),
    },
    figure('workerP50Ms', 'ms', 'worker', 50),
    figure('handoffP50Ms', 'ms', 'handoff', 50),
    ...encodeFigures(game),
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
