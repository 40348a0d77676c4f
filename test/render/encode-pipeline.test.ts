/**
 * The pipelined palette encode (kit/encode.ts, `pipelined`, the default on the event loop's thread): each band
 * of rows handed to one zlib stream as soon as it is mapped, deflated on libuv's thread pool while the next band
 * is mapped. One zlib stream, so the PNG is
 * the one the inline encode (mapped, then deflated at once) writes: the same bytes, the same pixels, on every
 * game's real late board; a picture that strays is still caught and a palette learned for it; and the event loop
 * runs between bands.
 */
import type { Canvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { strayFrom } from './pixels';
import { drawCatan } from '../../src/render/catan/render';
import { lateBaseScene, lateOilSpringsScene } from '../../src/render/catan/sampleScenes';
import { encodePalette, forgetPalettes, paletteEncodes } from '../../src/render/kit/encode';
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

const pixels = async (png: Buffer): Promise<Buffer> => sharp(png).removeAlpha().raw().toBuffer();

describe.each(BOARDS)('the %s board', (_game, draw) => {
  it('pipelined, is the PNG the inline encode writes (same bytes, same pixels)', async () => {
    const canvas = draw();
    const { width, height } = canvas;
    const rgba = canvas.data();
    forgetPalettes();
    await encodePalette(rgba, width, height); // the palette learned
    const start = paletteEncodes();
    const inline = await encodePalette(rgba, width, height, undefined, 'inline');
    const pipelined = await encodePalette(rgba, width, height, undefined, 'pipelined');
    expect(paletteEncodes().mapped - start.mapped).toBe(2);
    expect(pipelined.equals(inline)).toBe(true);
    expect((await pixels(pipelined)).equals(await pixels(inline))).toBe(true);
    const { meanError, farShare } = await strayFrom(rgba, pipelined);
    expect(meanError).toBeLessThan(3);
    expect(farShare).toBeLessThan(0.005);
  });
});

describe('inline encode', () => {
  it('gives each picture its own bytes when pictures of one size take turns in its kept plane', async () => {
    const catan = drawCatan(lateBaseScene()).data();
    const oil = drawCatan(lateOilSpringsScene()).data();
    const { width, height } = drawCatan(lateBaseScene());
    forgetPalettes();
    const inline: Buffer[] = [];
    for (const rgba of [catan, oil, catan, oil]) {
      const png = await encodePalette(rgba, width, height, undefined, 'inline');
      // The pipelined encode maps into a plane of its own, to the palette the inline one just used.
      expect((await encodePalette(rgba, width, height, undefined, 'pipelined')).equals(png)).toBe(true);
      inline.push(png);
    }
    expect((inline[0] as Buffer).equals(inline[1] as Buffer)).toBe(false);
  });
});

describe('pipelined encode', () => {
  it('gives up on a palette the picture strays from and learns one for it, as the inline encode does', async () => {
    const catan = drawCatan(lateBaseScene());
    const oil = drawCatan(lateOilSpringsScene());
    const results: Record<'inline' | 'pipelined', { learned: number; png: Buffer }> = {
      inline: { learned: 0, png: Buffer.alloc(0) },
      pipelined: { learned: 0, png: Buffer.alloc(0) },
    };
    for (const where of ['inline', 'pipelined'] as const) {
      forgetPalettes();
      await encodePalette(catan.data(), catan.width, catan.height, undefined, where);
      const start = paletteEncodes();
      const png = await encodePalette(oil.data(), oil.width, oil.height, undefined, where);
      results[where] = { learned: paletteEncodes().learned - start.learned, png };
    }
    // Oil Springs' oil and disaster colours are not in base Catan's palette: a new one is learned either way.
    expect(results.pipelined.learned).toBe(1);
    expect(results.inline.learned).toBe(1);
    expect(results.pipelined.png.equals(results.inline.png)).toBe(true);
  });

  it('lets the event loop run between bands', async () => {
    const canvas = drawWildcatters(midGameScene());
    const rgba = canvas.data();
    forgetPalettes();
    await encodePalette(rgba, canvas.width, canvas.height);
    let ticks = 0;
    let ticking = true;
    const tick = (): void => {
      ticks++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    await encodePalette(rgba, canvas.width, canvas.height, undefined, 'pipelined');
    ticking = false;
    // 823 rows in bands of 100: the loop turns at least once a band.
    expect(ticks).toBeGreaterThanOrEqual(8);
  });
});
