/**
 * The kept deflate stream (kit/kept-deflate.ts): reset after each deflate, it gives each plane `deflateSync`'s bytes
 * whatever it deflated before (a stream left as the last plane ended it would not), on the kept path and not by
 * falling back; an output too large for its buffer falls back, and the buffer grows for the next one.
 */
import { describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import { KeptDeflate, keptDeflates } from '../../src/render/kit/kept-deflate';
import { assemble, palettePngSync } from '../../src/render/kit/palette-png';

/** A plane-like run of bytes: rows of repeated indices, seeded so that each differs. */
function plane(seed: number, bytes: number): Uint8Array {
  const out = new Uint8Array(bytes);
  let x = seed * 2654435761;
  for (let i = 0; i < bytes; i++) {
    if (i % 97 === 0) x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out[i] = (x >>> (i % 13)) & 0x1f;
  }
  return out;
}

/** Bytes that do not compress (a deflated size near their own). */
function noise(bytes: number): Uint8Array {
  const out = new Uint8Array(bytes);
  let x = 7;
  for (let i = 0; i < bytes; i++) {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

describe('kept deflate stream', () => {
  it("gives each plane deflateSync's bytes, one after another on one stream", () => {
    const kept = new KeptDeflate(2);
    const before = keptDeflates();
    const planes = [
      plane(1, 200_000),
      plane(2, 50_000),
      plane(1, 200_000),
      plane(3, 1_000),
      new Uint8Array(0),
    ];
    for (const p of planes)
      expect(Buffer.from(kept.deflate(p)).equals(deflateSync(p, { level: 2 }))).toBe(true);
    const after = keptDeflates();
    expect(after.kept - before.kept).toBe(planes.length);
    expect(after.fellBack - before.fellBack).toBe(0);
  });

  it('keeps each level its own settings', () => {
    const p = plane(4, 100_000);
    for (const level of [1, 2, 6])
      expect(new KeptDeflate(level).deflate(p).equals(deflateSync(p, { level }))).toBe(true);
  });

  it('falls back for an output larger than its buffer, then keeps the next one in a larger buffer', () => {
    const kept = new KeptDeflate(2);
    const big = noise(400_000);
    const before = keptDeflates();
    expect(kept.deflate(big).equals(deflateSync(big, { level: 2 }))).toBe(true);
    const small = plane(5, 10_000);
    expect(kept.deflate(small).equals(deflateSync(small, { level: 2 }))).toBe(true);
    expect(kept.deflate(big).equals(deflateSync(big, { level: 2 }))).toBe(true);
    const after = keptDeflates();
    expect(after.fellBack - before.fellBack).toBe(1);
    expect(after.kept - before.kept).toBe(2);
  });

  it("writes the palette PNG with deflateSync's IDAT", () => {
    const width = 199;
    const height = 101;
    const rows = plane(6, height * (width + 1));
    for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0;
    const palette = { colours: new Uint8Array(32 * 3).map((_, i) => (i * 37) & 0xff) };
    const before = keptDeflates();
    const png = palettePngSync({ width, height, rows }, palette, 2);
    expect(png.equals(assemble({ width, height }, palette, deflateSync(rows, { level: 2 })))).toBe(true);
    // Again, after another plane went through the same kept stream.
    palettePngSync({ width, height: 1, rows: rows.subarray(0, width + 1) }, palette, 2);
    expect(palettePngSync({ width, height, rows }, palette, 2).equals(png)).toBe(true);
    expect(keptDeflates().kept - before.kept).toBe(3);
  });
});
