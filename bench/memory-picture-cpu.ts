/**
 * What glibc's fixed mmap threshold (src/memory/mallopt.ts) costs a picture: Oil Springs boards drawn in this
 * thread, after ten to warm up, and the process's CPU time a picture, user and system (the fixed threshold maps
 * each pixel copy on its own: the kernel faults in and zeroes fresh pages every picture).
 *
 *   npx tsx bench/memory-picture-cpu.ts [--pictures 120]
 *   MALLOC_MMAP_THRESHOLD=dynamic npx tsx bench/memory-picture-cpu.ts   (glibc's dynamic threshold, to compare)
 *
 * Run the two by turns, a few times each: the figures are CPU time, but a busy machine still moves them.
 */
// First, as in the bot's entries: the allocator settings hold before @napi-rs/canvas loads.
import '../src/memory/allocator';
import { parseArgs } from 'node:util';
import { mmapThreshold } from '../src/memory/allocator';
import { getGame } from '../src/games/registry';
import { DRAWERS } from '../src/render/drawers';
import { playBots } from '../src/tools/render';

const { values } = parseArgs({ options: { pictures: { type: 'string', default: '120' } } });
const pictures = Number(values.pictures);
const game = getGame('oil-springs');
if (!game) throw new Error('oil-springs is not registered');
const names = ['Ana', 'Ben', 'Caro', 'Dev'];
const views = [20, 40, 60, 80, 100, 120].map(
  (n) => game.view(playBots(game, 4, 'memory-picture-cpu', n).state, null) as unknown,
);
const draw = (i: number) => DRAWERS['oil-springs'](views[i % views.length], names, {});
for (let i = 0; i < 10; i++) await draw(i);
const start = process.cpuUsage();
for (let i = 0; i < pictures; i++) await draw(i);
const used = process.cpuUsage(start);
const perPicture = (us: number) => Math.round(us / 10 / pictures) / 100;
console.log(
  JSON.stringify({
    mmapThreshold,
    pictures,
    cpuMsPerPicture: perPicture(used.user + used.system),
    systemMsPerPicture: perPicture(used.system),
    rssMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
  }),
);
