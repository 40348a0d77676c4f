/**
 * The palette PNG writer (kit/palette-png.ts): a file assembled from a zlib stream's pieces, as the pipelined
 * encode hands them over, is the file of the whole deflated plane, every chunk's CRC right and every pixel its
 * palette colour.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { crc32, deflateSync } from 'node:zlib';
import { assemble } from '../../src/render/kit/palette-png';

const WIDTH = 7;
const HEIGHT = 5;
const COLOURS = [
  [200, 30, 40],
  [10, 120, 250],
  [250, 250, 0],
];
const palette = { colours: new Uint8Array(COLOURS.flat()) };

/** Each row led by filter byte 0, the pixel at (x, y) coloured (x + 2y) mod 3. */
function rows(): Uint8Array {
  const out = new Uint8Array(HEIGHT * (WIDTH + 1));
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) out[y * (WIDTH + 1) + 1 + x] = (x + 2 * y) % 3;
  return out;
}

describe('palette PNG assembly', () => {
  it('writes the same file from the deflated plane in pieces as from it whole, each chunk with its CRC', async () => {
    const plane = { width: WIDTH, height: HEIGHT };
    const whole = deflateSync(rows(), { level: 2 });
    const pieces = [whole.subarray(0, 2), whole.subarray(2, 2), whole.subarray(2, 9), whole.subarray(9)];
    const png = assemble(plane, palette, pieces);
    expect(png.equals(assemble(plane, palette, whole))).toBe(true);

    const types: string[] = [];
    for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) {
      const length = png.readUInt32BE(at);
      types.push(png.toString('latin1', at + 4, at + 8));
      expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    }
    expect(types).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);

    const decoded = await sharp(png).removeAlpha().raw().toBuffer();
    for (let y = 0; y < HEIGHT; y++)
      for (let x = 0; x < WIDTH; x++) {
        const at = (y * WIDTH + x) * 3;
        expect([...decoded.subarray(at, at + 3)]).toEqual(COLOURS[(x + 2 * y) % 3]);
      }
  });
});
