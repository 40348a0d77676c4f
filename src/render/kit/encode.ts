/**
 * PNG encoding. @napi-rs/canvas's own PNG encoder has no compression setting and is slow (~45 ms for a
 * board-sized picture), so we read the raw RGBA pixels and encode them ourselves.
 *
 * Pictures go out as palette PNGs by default (issue 16): at most 256 colours (our boards are flat colours with
 * antialiased edges, so that is all they need), no dithering (dithering speckles flat panels), the 8-bit
 * indices deflated: a board is ~90–120 KiB instead of ~300–350 KiB as full RGB.
 *
 * Choosing the palette is the costly part: libimagequant (sharp) takes ~35–45 ms of CPU a board. So it runs only
 * to learn a palette: the first picture of a size is quantized and its palette kept (palette-map.ts). Every
 * picture, that one too, is mapped to a kept palette through a lookup table (~2 ms, a WebAssembly kernel)
 * and written by palette-png.ts (Node's zlib, ~3–4 ms): no more CPU than a full-RGB encode (libvips, ~9–10
 * ms). A picture that strays from every kept palette of its size (too many pixels far from their colour: new
 * player colours, a new panel) is quantized again and its palette kept too, the least recently used dropped
 * past PALETTES_KEPT.
 * The test/render/palette.test.ts runs check mapped pictures against the same bounds as quantized ones.
 *
 * `palette: false` gives the lossless RGB encoding (libvips, on libuv's thread pool).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Canvas } from '@napi-rs/canvas';
import { isMainThread } from 'node:worker_threads';
import { createDeflate } from 'node:zlib';
import { fromArena } from '../../memory/mallopt';
import { LearnedPalette } from './palette-map';
import { assemble, palettePngSync, readPalette } from './palette-png';
import { loadSharp } from './sharp';

export interface EncodeOptions {
  /** Palette PNG (default true) or full RGB. */
  palette?: boolean;
  /** zlib level 0–9 (default 2, fast: higher levels buy a few % for more time; see PALETTE_LEVEL). */
  compressionLevel?: number;
  /** Where a palette PNG's indices are deflated (default: by thread; see DeflateWhere). */
  deflate?: DeflateWhere;
}

/**
 * How the palette is chosen. `quality` 80 stops adding colours once libimagequant's quality reaches 80 of 100
 * (115–177 colours on the bench's four late-game boards): text, player colours and icons stay true, and it
 * saves ~10 % of bytes and time against always using 256. `effort` 1 is libimagequant's fastest speed; more
 * effort refines the colours a little for 2–4× the time. `dither` 0: no error diffusion.
 */
export const PALETTE = { quality: 80, effort: 1, dither: 0 } as const;

/**
 * zlib level of a palette PNG's indices. Measured on the bench's four late boards (deflate alone, medians of
 * 15, a busy machine): level 2 takes 2.7–3.1 ms for 101–126 KiB, level 3 3.0–3.7 ms for 99–122 KiB, level 1
 * 2.5–3.0 ms for 104–129 KiB, level 4 4.6–5.0 ms for 89–115 KiB. Issue 16 asks for at most 150 KiB and a render
 * p50 of at most 10 ms: 2 spends the bytes' headroom on time.
 */
const PALETTE_LEVEL = 2;
const RGB_LEVEL = 2;

const scoped = new AsyncLocalStorage<EncodeOptions>();

/**
 * Encode every picture drawn while `work` runs (however deep in a game's drawer) with `opts`, over what the
 * renderer asks. For pictures that are decoded again at once: the timelapse's frames go in full RGB, as each
 * frame quantized to its own palette would flicker and make the GIF ~2.5× larger (and cost the quantizer).
 */
export function encodingPicturesAs<T>(opts: EncodeOptions, work: () => Promise<T>): Promise<T> {
  return scoped.run(opts, work);
}

/**
 * The encoding `encodingPicturesAs` set for the work running now, if any: what a hand-off to another thread
 * (a render worker) must carry along, as the scope does not cross threads.
 */
export function scopedEncoding(): EncodeOptions | undefined {
  return scoped.getStore();
}

/** Palettes kept (most recently used first), each with the picture size it was learned on. */
const learned: { width: number; height: number; palette: LearnedPalette }[] = [];

/**
 * How many learned palettes a thread keeps (1 MiB of lookup table each): enough for every board size and two
 * games of one size (Catan and Oil Springs) drawn by turns.
 */
export const PALETTES_KEPT = 6;

/** Forget every learned palette (tests, benchmarks): the next picture of each size runs the quantizer. */
export function forgetPalettes(): void {
  learned.length = 0;
}

/** Palette pictures made in this thread: mapped to a learned palette, or quantized (a palette learned). */
const counts = { mapped: 0, learned: 0 };

/** How many palette pictures this thread mapped to a learned palette and how many it quantized. */
export function paletteEncodes(): { mapped: number; learned: number } {
  return { ...counts };
}

/**
 * Where the indices are deflated:
 * - `inline`: mapped, then deflated in this thread (Node's zlib, synchronously). The least CPU: a palette
 *   picture then costs no more than a full-RGB one (bench/render.bench.ts, `encodeCpuP50Ms` against
 *   `rgbEncodeCpuP50Ms`). The default in render workers, which are there to be blocked.
 * - `pipelined`: mapped a band of PIPELINE_ROWS rows at a time into one zlib stream whose deflate runs on
 *   libuv's thread pool: band k is deflated there while this thread maps band k+1. The same zlib stream as
 *   `inline` (same bytes); the waits between bands go through the event loop, which is never blocked for more
 *   than a band: the default on the event loop's own thread (no render pool, or a pool that failed). With a
 *   core to spare the wall time tends to the deflate's plus the first band's mapping; without one it is the
 *   sum plus ~1 ms for the stream and the hand-offs. Measured on the four late boards (a machine busy with
 *   other work, medians of 45, by turns): 3.8–4.4 ms against 4.5–5.0 inline, for 5.3–6.0 ms of CPU against
 *   4.5–5.0; whole renders in a render worker, by turns in one process (load ~5 on 2 cores): catan 12.4 ms
 *   against 10.5 inline, and on the quiet machine 11.8 against 11.6–11.8 ms, 14.6 ms of CPU against 11.5–11.7: not the
 *   workers' default. `encodingPicturesAs({ deflate: 'pipelined' }, …)` picks it.
 */
export type DeflateWhere = 'inline' | 'pipelined';

/** `pipelined` on the event loop's thread, `inline` in a render worker (see DeflateWhere). */
function defaultDeflate(): DeflateWhere {
  return isMainThread ? 'pipelined' : 'inline';
}

/**
 * Rows a band when `pipelined`: 8 bands for an 800-row board. Smaller bands start the deflate sooner and
 * leave less mapping after the last one, but each costs a hand-off through the event loop (~20–40 µs).
 */
const PIPELINE_ROWS = 100;

/**
 * zlib's output buffer when `pipelined`: a band deflates to 10–40 KiB, so one buffer holds any band's output
 * and each band is one job on the thread pool (zlib's default 16 KiB buffer makes two or three, each a round
 * trip through this thread's event loop).
 */
const PIPELINE_CHUNK = 128 * 1024;

/** One index plane per picture size, reused by the inline encodes of this thread (see keptPlane). */
const planes = new Map<string, Uint8Array>();

/**
 * The index plane the inline encode maps a `width`×`height` picture into, kept for the next picture of the size:
 * the mapping and its deflate are synchronous, so no two pictures use it at once, and the PNG holds a deflated
 * copy. A new 1–1.6 MB plane each picture was a large block between two pixel reads, taken from the free top of
 * the thread's arena that a read leaves for the next one (src/memory/mallopt.ts), so the next read's block no
 * longer fitted and the arena grew.
 */
function keptPlane(width: number, height: number): Uint8Array {
  const key = `${width}x${height}`;
  let plane = planes.get(key);
  if (!plane) {
    plane = new Uint8Array(height * (width + 1));
    planes.set(key, plane);
  }
  return plane;
}

/** The picture mapped to `learned` and written as a palette PNG, or null when it strays from that palette. */
async function mappedPng(
  learned: LearnedPalette,
  rgba: Uint8Array,
  width: number,
  height: number,
  level: number,
  where: DeflateWhere,
): Promise<Buffer | null> {
  if (where === 'inline') {
    const mapped = learned.map(rgba, width, height, undefined, undefined, keptPlane(width, height));
    return 'strays' in mapped ? null : palettePngSync(mapped.plane, learned.palette, level);
  }
  return pipelinedPng(learned, rgba, width, height, level);
}

/**
 * `pipelined` (see DeflateWhere): each band handed to one zlib stream as soon as it is mapped, the next band
 * mapped while the thread pool deflates it; before a band is handed over, the previous one's deflate is
 * awaited (zlib takes one write at a time: a second one would only wait in the stream's buffer).
 */
async function pipelinedPng(
  learned: LearnedPalette,
  rgba: Uint8Array,
  width: number,
  height: number,
  level: number,
): Promise<Buffer | null> {
  const mapping = learned.start(rgba, width, height);
  const zlib = createDeflate({ level, chunkSize: PIPELINE_CHUNK });
  const deflated: Buffer[] = [];
  zlib.on('data', (chunk: Buffer) => deflated.push(chunk));
  let failed: Error | null = null;
  const ended = new Promise<void>((resolve) => {
    zlib.on('end', resolve);
    zlib.on('error', (err) => {
      failed = err;
      resolve();
    });
  });
  let previous: Promise<void> = Promise.resolve();
  while (!mapping.done) {
    const band = mapping.next(PIPELINE_ROWS);
    await previous;
    if (!(band instanceof Uint8Array) || failed) {
      zlib.destroy();
      if (failed) throw failed;
      return null;
    }
    previous = new Promise((resolve) => zlib.write(band, () => resolve()));
  }
  await previous;
  const mapped = mapping.result();
  if ('strays' in mapped) {
    zlib.destroy();
    return null;
  }
  zlib.end();
  await ended;
  if (failed) throw failed;
  return assemble(mapped.plane, learned.palette, deflated);
}

/**
 * An opaque RGBA picture as a palette PNG: mapped to a kept palette of its size that fits it, or quantized
 * (and its palette kept) when none does. `where`: see DeflateWhere (by default picked by thread).
 */
export async function encodePalette(
  rgba: Uint8Array,
  width: number,
  height: number,
  level: number = PALETTE_LEVEL,
  where: DeflateWhere = defaultDeflate(),
): Promise<Buffer> {
  // The palettes of this size as they are now (the list may change while a mapping waits for zlib).
  const candidates = learned.filter((kept) => kept.width === width && kept.height === height);
  for (const kept of candidates) {
    const png = await mappedPng(kept.palette, rgba, width, height, level, where);
    if (!png) continue;
    // Moved to the front (found by identity: another picture may have reordered the list meanwhile).
    const at = learned.indexOf(kept);
    if (at >= 0) learned.splice(at, 1);
    learned.unshift(kept);
    counts.mapped++;
    return png;
  }
  // No palette of this size fits: the quantizer picks one, kept for the next pictures. This picture is mapped to
  // it like any other (the lookup is filled now rather than at the next picture), so a picture's pixels and
  // bytes do not depend on whether it was the one that taught the palette; the quantizer's own PNG is the
  // fallback should the mapping stray. The quantizer works on RGBA anyway, so the opaque alpha goes in as it
  // is (removing it first costs ~2 ms and gives the same file): every palette entry is opaque.
  const sharp = await loadSharp();
  const quantized = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .png({ palette: true, ...PALETTE, compressionLevel: level })
    .toBuffer();
  const palette = new LearnedPalette(readPalette(quantized));
  learned.unshift({ width, height, palette });
  if (learned.length > PALETTES_KEPT) learned.pop();
  counts.learned++;
  return (await mappedPng(palette, rgba, width, height, level, where)) ?? quantized;
}

/** Encode an opaque canvas as PNG (no alpha channel). */
export async function encodePng(canvas: Canvas, asked: EncodeOptions = {}): Promise<Buffer> {
  const opts = { ...asked, ...scopedEncoding() };
  // The read's own block of the pixels' size from this thread's arena, not freshly mapped (src/memory/mallopt.ts).
  const rgba = fromArena(canvas.width * canvas.height * 4, () => canvas.data());
  if (opts.palette === false) {
    const sharp = await loadSharp();
    return sharp(rgba, { raw: { width: canvas.width, height: canvas.height, channels: 4 } })
      .removeAlpha()
      .png({ compressionLevel: opts.compressionLevel ?? RGB_LEVEL, adaptiveFiltering: false })
      .toBuffer();
  }
  return encodePalette(rgba, canvas.width, canvas.height, opts.compressionLevel, opts.deflate);
}
