/**
 * What glibc's settings (src/memory/mallopt.ts) cost a picture: the four late boards (bench/late-boards.ts)
 * drawn in this thread as a render worker draws them (deflated inline, a turn of the event loop after each, so
 * the pixel copies' finalizers run), after twenty to warm up; per game the median wall time, the median CPU
 * time of the process and the page faults, a picture.
 *
 *   npx tsx bench/memory-picture-cpu.ts [--pictures 120]
 *   MALLOC_MMAP_THRESHOLD_=131072 npx tsx bench/memory-picture-cpu.ts   (the threshold fixed, no fromArena: the
 *                                                                        setting before 2026-12-01)
 *   MALLOC_MMAP_THRESHOLD=dynamic npx tsx bench/memory-picture-cpu.ts   (glibc's dynamic threshold)
 *
 * Run them by turns, a few times each: a busy machine moves every figure.
 */
// First, as in the bot's entries: the allocator settings hold before @napi-rs/canvas loads.
import '../src/memory/allocator';
import { parseArgs } from 'node:util';
import { mmapThreshold } from '../src/memory/allocator';
import { DRAWERS, type DrawerName } from '../src/render/drawers';
import { encodingPicturesAs } from '../src/render/kit/encode';
import { lateView } from './late-boards';
import { percentile } from './harness';

const { values } = parseArgs({ options: { pictures: { type: 'string', default: '120' } } });
const pictures = Number(values.pictures);
const names = ['Ana', 'Ben', 'Caro', 'Dev'];
const GAMES: readonly DrawerName[] = ['catan', 'oil-springs', 'merit-oil', 'wildcatters'];
const turn = () => new Promise((resolve) => setImmediate(resolve));
const round = (ms: number) => Math.round(ms * 100) / 100;

const games: Record<string, { p50Ms: number; cpuP50Ms: number; faultsPerPicture: number }> = {};
await encodingPicturesAs({ deflate: 'inline' }, async () => {
  for (const game of GAMES) {
    const view = lateView(game);
    const draw = () => DRAWERS[game](view, names, {});
    for (let i = 0; i < 20; i++) {
      await draw();
      await turn();
    }
    const wall: number[] = [];
    const cpu: number[] = [];
    const faults0 = process.resourceUsage().minorPageFault;
    for (let i = 0; i < pictures; i++) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await draw();
      wall.push(performance.now() - t0);
      const used = process.cpuUsage(c0);
      cpu.push((used.user + used.system) / 1000);
      await turn();
    }
    games[game] = {
      p50Ms: round(percentile(wall, 50)),
      cpuP50Ms: round(percentile(cpu, 50)),
      faultsPerPicture: Math.round((process.resourceUsage().minorPageFault - faults0) / pictures),
    };
  }
});
console.log(
  JSON.stringify({
    mmapThreshold,
    pictures,
    games,
    rssMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
  }),
);
