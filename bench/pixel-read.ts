/**
 * What one pixel read of a board-sized canvas costs, apart from any drawing: `canvas.data()` (what the encoder
 * reads, src/render/kit/encode.ts) and `getImageData` over the whole canvas, each with and without
 * src/memory/mallopt.ts's `fromArena`, after nothing drawn since the last read, a 2×2 fill, or a full fill. The
 * median page faults and wall time of a read, over 40 reads each (a minor collection and a turn of the event loop
 * between reads, as a render worker does between pictures). Without `fromArena` first: once it has left a free
 * block at the arena's top, glibc serves the next reads from there whatever the threshold.
 *
 *   npx tsx bench/pixel-read.ts                            (the bot's setting: mimalloc keeping freed pages a second)
 *   MIMALLOC_PURGE_DELAY=0 npx tsx bench/pixel-read.ts      (mimalloc giving them back at once: the bot's setting
 *                                                           until later on 2026-12-01)
 *
 * A read after a drawing allocates twice: the Buffer it returns (glibc: fresh pages, ~1,030 faults for 1280×823,
 * unless `fromArena` takes it from the thread's arena) and a block of mimalloc's, the allocator inside
 * @napi-rs/canvas, freed before the read returns and, under MIMALLOC_PURGE_DELAY=0, given back at once, so the
 * next read faults it in again. On 2026-12-01 (a VM under PVM, `machine.pageFaultUs` 11 µs): `data()`
 * after a fill 1,401 faults and 17–19 ms, with `fromArena` 372 faults and ~5 ms (getImageData: 518 and ~7 ms,
 * also after nothing drawn); with MIMALLOC_PURGE_DELAY=1000, no fault and 0.1–0.3 ms. Reading in bands of 12–48
 * rows instead faulted 1,500–3,100 times a picture.
 */
// First, as in the bot's entries: the allocator settings hold before @napi-rs/canvas loads.
import '../src/memory/allocator';
import { createCanvas } from '@napi-rs/canvas';
import { collectGarbage } from '../src/memory/collect';
import { fromArena } from '../src/memory/mallopt';
import { percentile } from './harness';

const WIDTH = 1280;
const HEIGHT = 823;
const READS = 40;

const canvas = createCanvas(WIDTH, HEIGHT);
const ctx = canvas.getContext('2d');
const faults = () => process.resourceUsage().minorPageFault;
const turn = () => new Promise((resolve) => setImmediate(resolve));

const reads: Record<string, () => unknown> = {
  data: () => canvas.data(),
  getImageData: () => ctx.getImageData(0, 0, WIDTH, HEIGHT),
};
const draws: Record<string, (i: number) => void> = {
  nothing: () => {},
  tiny: (i: number) => {
    ctx.fillStyle = i % 2 ? '#123456' : '#654321';
    ctx.fillRect(5, 5, 2, 2);
  },
  full: (i: number) => {
    ctx.fillStyle = i % 2 ? '#123456' : '#654321';
    ctx.fillRect(0, 0, WIDTH, HEIGHT);
  },
};

const rows: Record<string, { faults: number; ms: number }> = {};
for (const [readName, read] of Object.entries(reads)) {
  for (const arena of [false, true]) {
    for (const [drawName, draw] of Object.entries(draws)) {
      const f: number[] = [];
      const ms: number[] = [];
      for (let i = 0; i < READS + 5; i++) {
        draw(i);
        const f0 = faults();
        const t0 = performance.now();
        if (arena) fromArena(WIDTH * HEIGHT * 4, read);
        else read();
        if (i >= 5) {
          ms.push(performance.now() - t0);
          f.push(faults() - f0);
        }
        await turn();
        collectGarbage('minor');
      }
      rows[`${readName}${arena ? ' fromArena' : ''}, drawn: ${drawName}`] = {
        faults: percentile(f, 50),
        ms: Math.round(percentile(ms, 50) * 100) / 100,
      };
    }
  }
}
console.log(JSON.stringify({ mimallocPurgeDelay: process.env.MIMALLOC_PURGE_DELAY, reads: rows }, null, 1));
