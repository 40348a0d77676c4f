/**
 * The palette mapping loops (kit/palette-map.ts in JavaScript, its WebAssembly kernel palette-map.wat) map a
 * picture a run of equal pixels at a time: on real boards each gives the same plane and the same stats as
 * looking every pixel up on its own, whether mapped in one go or in bands, and both stop at the same row when a
 * picture strays. The kernel's committed bytes are its source built.
 */
import { readFileSync } from 'node:fs';
import type { Canvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { drawCatan } from '../../src/render/catan/render';
import { lateBaseScene, lateOilSpringsScene } from '../../src/render/catan/sampleScenes';
import { encodePng } from '../../src/render/kit/encode';
import {
  FAR,
  LearnedPalette,
  STRAY_LIMITS,
  defaultLoop,
  type MappingLoop,
} from '../../src/render/kit/palette-map';
import { PALETTE_MAP_MODULE, buildPaletteMapWasm, paletteMapModule } from '../../src/tools/build-wasm';
import { readPalette, type Palette } from '../../src/render/kit/palette-png';
import { drawMerit } from '../../src/render/merit-oil/render';
import { lateMeritScene } from '../../src/render/merit-oil/sampleScenes';
import { drawWildcatters } from '../../src/render/wildcatters/render';
import { midGameScene } from '../../src/render/wildcatters/sampleScenes';

const BOARDS: [string, () => Canvas][] = [
  ['catan', () => drawCatan(lateBaseScene())],
  ['oil-springs', () => drawCatan(lateOilSpringsScene())],
  ['wildcatters', () => drawWildcatters(midGameScene())],
  ['merit-oil', () => drawMerit(lateMeritScene())],
];

/** A lookup key's centre colour is at most this far from any colour of the key (half a key's width). */
const HALF_KEY = 2;

/**
 * The plane and stats of a picture looked up one pixel at a time (no runs): each pixel's key (the top 6 bits of
 * each channel) goes to the palette colour `learn` finds for it.
 */
function pixelByPixel(palette: Palette, rgba: Uint8Array, width: number, height: number) {
  const lookup = new LearnedPalette(palette);
  const rows = new Uint8Array(height * (width + 1));
  let sum = 0;
  let far = 0;
  for (let y = 0; y < height; y++) {
    rows[y * (width + 1)] = 0;
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const key =
        ((rgba[at] as number) >> 2) |
        (((rgba[at + 1] as number) >> 2) << 6) |
        (((rgba[at + 2] as number) >> 2) << 12);
      const entry = lookup.learn(key);
      rows[y * (width + 1) + 1 + x] = entry & 0xff;
      const distance = (entry >> 8) & 0xff;
      sum += distance;
      if (distance > FAR - HALF_KEY) far++;
    }
  }
  return { rows, far, meanDifference: sum / (width * height) };
}

const LOOPS: MappingLoop[] = ['kernel', 'js'];

describe.each(BOARDS)('mapping the %s board', (_game, draw) => {
  it.each(LOOPS)('by the %s loop gives the plane and stats of a lookup of every pixel', async (loop) => {
    const canvas = draw();
    const rgba = canvas.data();
    const palette = readPalette(await encodePng(canvas));
    const expected = pixelByPixel(palette, rgba, canvas.width, canvas.height);
    const mapped = new LearnedPalette(palette).map(
      rgba,
      canvas.width,
      canvas.height,
      { farShare: 1, meanLimit: 255 },
      loop,
    );
    if (!('plane' in mapped)) throw new Error(`strays: ${mapped.strays}`);
    expect(Buffer.compare(mapped.plane.rows, expected.rows)).toBe(0);
    expect(mapped.far).toBe(expected.far);
    expect(mapped.meanDifference).toBeCloseTo(expected.meanDifference, 9);
  });

  it.each(LOOPS)('by the %s loop in bands of rows gives the plane of one go', async (loop) => {
    const canvas = draw();
    const rgba = canvas.data();
    const learned = new LearnedPalette(readPalette(await encodePng(canvas)));
    const whole = learned.map(rgba, canvas.width, canvas.height, STRAY_LIMITS, loop);
    if (!('plane' in whole)) throw new Error(`strays: ${whole.strays}`);
    const mapping = learned.start(rgba, canvas.width, canvas.height, STRAY_LIMITS, loop);
    const bands: Uint8Array[] = [];
    while (!mapping.done) {
      const band = mapping.next(37);
      if (!(band instanceof Uint8Array)) throw new Error('strays');
      bands.push(band.slice());
    }
    expect(Buffer.compare(Buffer.concat(bands), whole.plane.rows)).toBe(0);
    const banded = mapping.result();
    if (!('plane' in banded)) throw new Error(`strays: ${banded.strays}`);
    expect([banded.far, banded.meanDifference]).toEqual([whole.far, whole.meanDifference]);
  });

  it.each(LOOPS)('by the %s loop into a given plane overwrites all of it, whatever it held', async (loop) => {
    const canvas = draw();
    const rgba = canvas.data();
    const learned = new LearnedPalette(readPalette(await encodePng(canvas)));
    const fresh = learned.map(rgba, canvas.width, canvas.height, STRAY_LIMITS, loop);
    if (!('plane' in fresh)) throw new Error(`strays: ${fresh.strays}`);
    // A kept plane still holding another picture (the encoder's, src/render/kit/encode.ts): every byte set.
    const kept = new Uint8Array(fresh.plane.rows.length).fill(0xa5);
    const into = learned.map(rgba, canvas.width, canvas.height, STRAY_LIMITS, loop, kept);
    if (!('plane' in into)) throw new Error(`strays: ${into.strays}`);
    expect(into.plane.rows).toBe(kept);
    expect(Buffer.compare(kept, fresh.plane.rows)).toBe(0);
    expect([into.far, into.meanDifference]).toEqual([fresh.far, fresh.meanDifference]);
    expect(() =>
      learned.map(rgba, canvas.width, canvas.height, STRAY_LIMITS, loop, new Uint8Array(10)),
    ).toThrow(/index plane is/);
  });
});

describe('the mapping kernel', () => {
  it('runs here (the default loop)', () => {
    expect(defaultLoop()).toBe('kernel');
  });

  it('maps two pictures to two palettes by turns, band by band, each as the JavaScript loop does', async () => {
    // The kernel keeps the last palette's table in its memory and copies a table in only when another
    // palette's is there: mappings that take turns must each find their own.
    const pictures = await Promise.all(
      [BOARDS[0]!, BOARDS[2]!].map(async ([, draw]) => {
        const canvas = draw();
        const rgba = canvas.data();
        const learned = new LearnedPalette(readPalette(await encodePng(canvas)));
        const js = new LearnedPalette(learned.palette).map(
          rgba,
          canvas.width,
          canvas.height,
          STRAY_LIMITS,
          'js',
        );
        if (!('plane' in js)) throw new Error(`strays: ${js.strays}`);
        return { canvas, rgba, learned, expected: js.plane.rows };
      }),
    );
    expect(pictures[0]!.learned.palette.colours).not.toEqual(pictures[1]!.learned.palette.colours);
    for (let round = 0; round < 2; round++) {
      const mappings = pictures.map((p) =>
        p.learned.start(p.rgba, p.canvas.width, p.canvas.height, STRAY_LIMITS, 'kernel'),
      );
      const bands: Uint8Array[][] = [[], []];
      while (mappings.some((m) => !m.done)) {
        mappings.forEach((m, i) => {
          if (m.done) return;
          const band = m.next(61);
          if (!(band instanceof Uint8Array)) throw new Error('strays');
          bands[i]!.push(band.slice());
        });
      }
      pictures.forEach((p, i) => expect(Buffer.compare(Buffer.concat(bands[i]!), p.expected)).toBe(0));
    }
  });

  it('stops a straying picture at the row the JavaScript loop stops at, across its chunks of rows', () => {
    // 3 pixels a row, 300 rows: black but for a grey pixel (far from black, white and red) on rows 87–128 and
    // on every row from 200. With 40 far pixels allowed, the 41st (row 127, the last of the kernel's first
    // chunk of 128 rows) makes it stray; a loop that went on would count the far pixels of the later rows too.
    const width = 3;
    const height = 300;
    const rgba = new Uint8Array(width * height * 4);
    for (let i = 0; i < width * height; i++) rgba[i * 4 + 3] = 255;
    const grey = (y: number) => rgba.set([128, 128, 128, 255], y * width * 4);
    for (let y = 87; y <= 128; y++) grey(y);
    for (let y = 200; y < height; y++) grey(y);
    const palette = { colours: new Uint8Array([0, 0, 0, 255, 255, 255, 250, 10, 10]) };
    const limits = { farShare: 40 / (width * height), meanLimit: 255 };
    const strays = LOOPS.map((loop) => new LearnedPalette(palette).map(rgba, width, height, limits, loop));
    expect(strays[0]).toEqual({ strays: 'far', far: 41 });
    expect(strays[1]).toEqual(strays[0]);
  });

  it('is its source (palette-map.wat) built: palette-map-wasm.ts is what `npm run build:wasm` writes', async () => {
    const written = readFileSync(PALETTE_MAP_MODULE, 'utf8');
    expect(written).toBe(paletteMapModule(await buildPaletteMapWasm()));
  });
});
