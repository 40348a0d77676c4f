/**
 * The palette mapping loop (kit/palette-map.ts) maps a picture a run of equal pixels at a time: on real boards
 * it gives the same plane and the same stats as looking every pixel up on its own, whether mapped in one go or
 * in bands.
 */
import type { Canvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { drawCatan } from '../../src/render/catan/render';
import { lateBaseScene, lateOilSpringsScene } from '../../src/render/catan/sampleScenes';
import { encodePng } from '../../src/render/kit/encode';
import { FAR, LearnedPalette, STRAY_LIMITS } from '../../src/render/kit/palette-map';
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

describe.each(BOARDS)('mapping the %s board', (_game, draw) => {
  it('a run at a time gives the plane and stats of a lookup of every pixel', async () => {
    const canvas = draw();
    const rgba = canvas.data();
    const palette = readPalette(await encodePng(canvas));
    const expected = pixelByPixel(palette, rgba, canvas.width, canvas.height);
    const mapped = new LearnedPalette(palette).map(rgba, canvas.width, canvas.height, {
      farShare: 1,
      meanLimit: 255,
    });
    if (!('plane' in mapped)) throw new Error(`strays: ${mapped.strays}`);
    expect(Buffer.compare(mapped.plane.rows, expected.rows)).toBe(0);
    expect(mapped.far).toBe(expected.far);
    expect(mapped.meanDifference).toBeCloseTo(expected.meanDifference, 9);
  });

  it('in bands of rows gives the plane of one go', async () => {
    const canvas = draw();
    const rgba = canvas.data();
    const learned = new LearnedPalette(readPalette(await encodePng(canvas)));
    const whole = learned.map(rgba, canvas.width, canvas.height);
    if (!('plane' in whole)) throw new Error(`strays: ${whole.strays}`);
    const mapping = learned.start(rgba, canvas.width, canvas.height, STRAY_LIMITS);
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
});
