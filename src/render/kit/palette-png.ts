/**
 * An indexed-colour PNG (colour type 3, 8 bits) from a palette and a plane of indices, deflated by Node's own
 * zlib. Only the four chunks a palette picture needs: IHDR, PLTE, IDAT, IEND; no tRNS, so every colour is opaque.
 *
 * Why Node's zlib and these few lines rather than a library, measured on the late boards of bench/late-boards.ts
 * (index planes mapped to their learned palette, zlib level 3, medians of 7, a shared and busy machine):
 * - native zlib: 3.3–4.8 ms, 99–122 KiB;
 * - fast-png 8 (same file, but deflated by fflate in JavaScript): 27–38 ms, 91–115 KiB;
 * - sharp writing the plane as a 1-channel PNG: 3.4–4.6 ms, but it cannot write a palette it is given (only its
 *   own quantizer's), so the PLTE would have to be spliced in by hand anyway.
 */
import { crc32, deflate } from 'node:zlib';
import { keptDeflate } from './kept-deflate';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Colour type 3: palette indices. */
const INDEXED = 3;

/** A plane of palette indices, one byte a pixel, each row led by its PNG filter byte (0: none). */
export interface IndexPlane {
  width: number;
  height: number;
  /** `height` rows of `1 + width` bytes. */
  rows: Uint8Array;
}

/** A palette: `colours.length / 3` RGB triplets (1–256). */
export interface Palette {
  colours: Uint8Array;
}

/** Bytes a chunk takes around its data: length, type, CRC. */
const CHUNK_FRAME = 12;

const IHDR_LENGTH = 13;

/**
 * Write a chunk at `at` of `out` from its data in `parts` (in order), and return where the next chunk starts. Each
 * part is copied once, straight into `out`; the CRC is computed over the type and data as written there.
 */
function writeChunk(out: Buffer, at: number, type: string, parts: readonly Uint8Array[]): number {
  const start = at;
  at += 8;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  out.writeUInt32BE(at - start - 8, start);
  out.write(type, start + 4, 'latin1');
  out.writeUInt32BE(crc32(out.subarray(start + 4, at)), at);
  return at + 4;
}

function header(plane: Pick<IndexPlane, 'width' | 'height'>): Buffer {
  const ihdr = Buffer.alloc(IHDR_LENGTH);
  ihdr.writeUInt32BE(plane.width, 0);
  ihdr.writeUInt32BE(plane.height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = INDEXED;
  // compression 0 (deflate), filter method 0, interlace 0 (none): already 0.
  return ihdr;
}

/**
 * The PNG of a `width`×`height` plane coloured by `palette`, from the plane already deflated (zlib format),
 * whole or in the pieces a zlib stream gave, in order. The file is written into one buffer of its size, so the
 * deflated bytes are copied once (they were copied into their chunk and again into the file, and the pieces joined
 * first: 17–27 µs less CPU a picture; docs/scaling-log.md, seventeenth session).
 */
export function assemble(
  plane: Pick<IndexPlane, 'width' | 'height'>,
  palette: Palette,
  deflated: Uint8Array | readonly Uint8Array[],
): Buffer {
  const n = palette.colours.length / 3;
  if (!Number.isInteger(n) || n < 1 || n > 256)
    throw new Error(`a PNG palette holds 1–256 colours, not ${n}`);
  const idat = deflated instanceof Uint8Array ? [deflated] : deflated;
  let idatLength = 0;
  for (const part of idat) idatLength += part.length;
  const size = SIGNATURE.length + 4 * CHUNK_FRAME + IHDR_LENGTH + palette.colours.length + idatLength;
  // Every byte is written below.
  const out = Buffer.allocUnsafe(size);
  SIGNATURE.copy(out, 0);
  let at = writeChunk(out, SIGNATURE.length, 'IHDR', [header(plane)]);
  at = writeChunk(out, at, 'PLTE', [palette.colours]);
  at = writeChunk(out, at, 'IDAT', idat);
  writeChunk(out, at, 'IEND', []);
  return out;
}

function checkPlane(plane: IndexPlane): void {
  if (plane.rows.length !== plane.height * (plane.width + 1))
    throw new Error(
      `an index plane of ${plane.width}×${plane.height} has ${plane.height * (plane.width + 1)} bytes`,
    );
}

/**
 * The PNG of `plane` coloured by `palette`, deflated at zlib `level` in this thread, on its kept stream of that
 * level (kept-deflate.ts: `deflateSync`'s bytes; the file copies them before the stream's next deflate).
 */
export function palettePngSync(plane: IndexPlane, palette: Palette, level: number): Buffer {
  checkPlane(plane);
  return assemble(plane, palette, keptDeflate(level).deflate(plane.rows));
}

/** The PNG of `plane` coloured by `palette`, deflated at zlib `level` on libuv's thread pool. */
export function palettePng(plane: IndexPlane, palette: Palette, level: number): Promise<Buffer> {
  checkPlane(plane);
  return new Promise((resolve, reject) => {
    deflate(plane.rows, { level }, (err, deflated) => {
      if (err) reject(err);
      else resolve(assemble(plane, palette, deflated));
    });
  });
}

/** The PLTE colours of a palette PNG (as sharp/libimagequant wrote it). Throws on a PNG without one. */
export function readPalette(png: Uint8Array): Palette {
  const buf = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  let at = SIGNATURE.length;
  while (at + 8 <= buf.length) {
    const length = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    if (type === 'PLTE') return { colours: new Uint8Array(buf.subarray(at + 8, at + 8 + length)) };
    if (type === 'IDAT' || type === 'IEND') break;
    at += 12 + length;
  }
  throw new Error('the PNG has no palette');
}
