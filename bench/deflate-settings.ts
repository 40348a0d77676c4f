/**
 * zlib settings for a palette PNG's index plane (src/render/kit/palette-png.ts), on the four late boards
 * (bench/late-boards.ts): each board drawn once, mapped to its learned palette, then every setting deflates the
 * plane by turns, in this thread; per board and setting the median CPU time and the size, and whether the bytes
 * are those of the setting in use (level 2, zlib's defaults otherwise).
 *
 *   taskset -c 0 npx tsx bench/deflate-settings.ts [--rounds 60]
 *
 * The settings beside level 2: level 1; the strategies Z_FILTERED and Z_RLE; a smaller window (windowBits 12, 13)
 * or hash (memLevel 6), a larger hash (memLevel 9); zlib's output in one 64 or 256 KiB chunk rather than 16 KiB
 * ones (the same bytes); and the plane with PNG's "up" filter on every row (the filter's own time counted).
 * Mind what this thread cannot show: in a render worker the bot's allocator settings (src/memory/mallopt.ts) map
 * every block of 128 KiB or more on its own, so a memLevel 9 hash (128 KiB) or a 256 KiB chunk is faulted in
 * afresh each picture there (docs/scaling-log.md, eighteenth session).
 */
import '../src/memory/allocator';
import { parseArgs } from 'node:util';
import { constants, deflateSync, type ZlibOptions } from 'node:zlib';
import { encodePalette } from '../src/render/kit/encode';
import { LearnedPalette } from '../src/render/kit/palette-map';
import { readPalette, type IndexPlane } from '../src/render/kit/palette-png';
import { percentile } from './harness';
import { lateCanvas } from './late-boards';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '60' } } });
const rounds = Number(values.rounds);

/** PNG filter type 2 ("up"): each byte less the one above it; the first row left unfiltered. */
const UP = 2;

function upFiltered(plane: IndexPlane): Uint8Array {
  const stride = plane.width + 1;
  const out = plane.rows.slice();
  for (let y = plane.height - 1; y >= 1; y--) {
    const at = y * stride;
    out[at] = UP;
    for (let x = 1; x < stride; x++)
      out[at + x] = ((out[at + x] as number) - (out[at - stride + x] as number)) & 0xff;
  }
  return out;
}

const deflating =
  (options: ZlibOptions) =>
  (plane: IndexPlane): Buffer =>
    deflateSync(plane.rows, { level: 2, ...options });

const SETTINGS: Record<string, (plane: IndexPlane) => Buffer> = {
  'level 2': deflating({}),
  'level 1': deflating({ level: 1 }),
  Z_FILTERED: deflating({ strategy: constants.Z_FILTERED }),
  Z_RLE: deflating({ strategy: constants.Z_RLE }),
  'windowBits 12': deflating({ windowBits: 12 }),
  'windowBits 13': deflating({ windowBits: 13 }),
  'memLevel 6': deflating({ memLevel: 6 }),
  'memLevel 9': deflating({ memLevel: 9 }),
  'chunk 64 KiB': deflating({ chunkSize: 64 * 1024 }),
  'chunk 256 KiB': deflating({ chunkSize: 256 * 1024 }),
  'up, level 2': (plane) => deflateSync(upFiltered(plane), { level: 2 }),
  'up, Z_RLE': (plane) => deflateSync(upFiltered(plane), { level: 2, strategy: constants.Z_RLE }),
};

async function planeOf(game: string): Promise<IndexPlane> {
  const canvas = lateCanvas(game);
  const { width, height } = canvas;
  const learned = new LearnedPalette(readPalette(await encodePalette(canvas.data(), width, height)));
  const mapped = learned.map(canvas.data(), width, height);
  if ('strays' in mapped) throw new Error(`${game}'s late board strays from its own palette`);
  return mapped.plane;
}

const games = ['catan', 'oil-springs', 'wildcatters', 'merit-oil'];
const planes = new Map<string, IndexPlane>();
for (const game of games) planes.set(game, await planeOf(game));

const cpu = new Map<string, number[]>();
const bytes = new Map<string, Buffer>();
for (let round = -5; round < rounds; round++)
  for (const [game, plane] of planes)
    for (const [name, deflate] of Object.entries(SETTINGS)) {
      const c0 = process.cpuUsage();
      const out = deflate(plane);
      const used = process.cpuUsage(c0);
      if (round < 0) continue;
      const key = `${game} ${name}`;
      cpu.set(key, [...(cpu.get(key) ?? []), (used.user + used.system) / 1000]);
      bytes.set(key, out);
    }

for (const game of games)
  for (const name of Object.keys(SETTINGS)) {
    const out = bytes.get(`${game} ${name}`) as Buffer;
    console.log(
      JSON.stringify({
        game,
        setting: name,
        cpuP50Ms: Math.round(percentile(cpu.get(`${game} ${name}`) ?? [], 50) * 100) / 100,
        kiB: Math.round((out.length / 1024) * 10) / 10,
        sameBytes: out.equals(bytes.get(`${game} level 2`) as Buffer),
      }),
    );
  }
