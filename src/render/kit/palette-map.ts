/**
 * A learned palette and the lookup that maps a picture's pixels to it, without running the quantizer again.
 *
 * Colours are looked up by the top 6 bits of each channel (2^18 keys). A key's palette colour is found the first
 * time a picture has a pixel in it (the colour nearest the key's centre, by the largest channel difference)
 * and kept, with how far it is; after a picture or two nearly every key a board uses is known, and mapping a
 * 1280×800 board is one table read a run of equal pixels: ~2 ms by the WebAssembly kernel (palette-map.wat,
 * palette-map-kernel.ts), ~3.5 by the JavaScript loop here (`mapWords`, for a runtime without the kernel);
 * the first picture on a palette ~10–20 ms.
 *
 * A picture strays from the palette when more than `farShare` of its pixels land on keys whose colour is more
 * than FAR levels off (a new player colour, a new panel), or their mean difference passes `meanLimit`: then
 * the mapping gives up (early, at the end of the row where the far count passes the limit) and the caller
 * learns a new palette. The limits sit under issue 16's bounds (mean < 3 levels, < 0.5 % of pixels more than
 * 24 off), measured from the keys' centres: on the bench boards a quantized picture itself has 0.1–0.2 % of
 * its pixels (antialiased edges) far, and a mapped one measures 0.2–0.5 levels of mean above its true figure.
 */
import { kernelAvailable, mapWordsByKernel, type MapState } from './palette-map-kernel';
import type { IndexPlane, Palette } from './palette-png';

/** Bits kept of each channel in a lookup key. */
const KEY_BITS = 6;
const DROP = 8 - KEY_BITS;
/** Half a key's width: its centre's offset from its lowest colour. */
const HALF = 1 << (DROP - 1);
const KEYS = 1 << (3 * KEY_BITS);

/**
 * A pixel more than this many levels (of 255, on its worst channel) from its palette colour is "far". The
 * distance is measured from a key's centre, so a pixel of the key may be up to HALF more or less off.
 */
export const FAR = 24;

/** When a picture strays: at most this share of pixels far, at most this mean difference (levels). */
export interface StrayLimits {
  farShare: number;
  meanLimit: number;
}

export const STRAY_LIMITS: StrayLimits = { farShare: 0.003, meanLimit: 2.5 };

/** How a mapping went: the plane, or why the palette does not fit the picture. */
export type Mapped =
  { plane: IndexPlane; far: number; meanDifference: number } | { strays: 'far' | 'mean'; far: number };

/** The lookup key of an RGBA pixel read as a little-endian 32-bit word (r in the low byte). */
function keyOf(word: number): number {
  return (
    ((word >>> DROP) & 0x3f) |
    ((word >>> (8 + DROP - KEY_BITS)) & 0xfc0) |
    ((word >>> (16 + DROP - 2 * KEY_BITS)) & 0x3f000)
  );
}

/**
 * Write the index of each pixel of `words` (RGBA read as little-endian words) from row `s.row` to row `endRow`
 * into `rows` (each row led by filter byte 0), looking keys up in `entries` (`learn` fills a key not looked up
 * yet), adding the stats of the rows mapped to `s`. Stops early at the end of the first row where the far
 * pixels pass `maxFar`.
 *
 * A row is mapped a run of equal pixels at a time: one lookup for the run's first pixel, then a tight loop
 * that only compares words and stores the index, and the run's stats added once. A late board has 130–170
 * thousand runs in its ~1 M pixels. Measured on the four late boards of bench/late-boards.ts (medians of 40,
 * a shared busy machine): 3.0–3.8 ms a board, against 4.2–4.9 ms for the loop it replaced (every pixel
 * compared with the last inside one loop, the run's start kept across rows); test/render/palette-map.test.ts
 * checks the plane and stats against a lookup of every pixel. A function of its own, outside the class: V8
 * runs this loop ~20 % faster so.
 */
function mapWords(
  s: MapState,
  words: Uint32Array,
  rows: Uint8Array,
  entries: Uint32Array,
  width: number,
  endRow: number,
  maxFar: number,
  learn: (key: number) => number,
): void {
  const farFrom = FAR - HALF;
  let { row, out, sum, far } = s;
  for (; row < endRow;) {
    rows[out++] = 0; // filter: none
    let p = row * width;
    const end = p + width;
    while (p < end) {
      const word = words[p] as number;
      const key = keyOf(word);
      let entry = entries[key] as number;
      if (entry === 0) entry = learn(key);
      const start = p;
      rows[out++] = entry; // the low byte: the index
      p++;
      while (p < end && words[p] === word) {
        rows[out++] = entry;
        p++;
      }
      const distance = (entry >>> 8) & 0xff;
      const run = p - start;
      sum += run * distance;
      if (distance > farFrom) far += run;
    }
    row++;
    if (far > maxFar) break;
  }
  s.row = row;
  s.out = out;
  s.sum = sum;
  s.far = far;
}

/**
 * Which loop maps: the WebAssembly kernel (palette-map-kernel.ts; the default where the runtime has it) or the
 * JavaScript one (`mapWords`). Both give the same plane and stats (test/render/palette-map.test.ts).
 */
export type MappingLoop = 'kernel' | 'js';

/** The kernel where this thread can run it, else the JavaScript loop. */
export function defaultLoop(): MappingLoop {
  return kernelAvailable() ? 'kernel' : 'js';
}

/**
 * One picture being mapped to a learned palette, a band of rows at a time (so the bands mapped can be deflated
 * while the next are mapped).
 */
export class Mapping {
  readonly width: number;
  readonly height: number;
  /** The whole index plane; `next` fills it band by band. */
  readonly rows: Uint8Array;
  private readonly words: Uint32Array;
  private readonly maxFar: number;
  private readonly state: MapState = { row: 0, out: 0, sum: 0, far: 0 };

  constructor(
    private readonly learned: LearnedPalette,
    private readonly entries: Uint32Array,
    rgba: Uint8Array,
    width: number,
    height: number,
    private readonly limits: StrayLimits,
    private readonly loop: MappingLoop,
    into?: Uint8Array,
  ) {
    const pixels = width * height;
    if (rgba.length !== pixels * 4)
      throw new Error(`${width}×${height} RGBA is ${pixels * 4} bytes, not ${rgba.length}`);
    this.width = width;
    this.height = height;
    this.words =
      rgba.byteOffset % 4 === 0
        ? new Uint32Array(rgba.buffer, rgba.byteOffset, pixels)
        : new Uint32Array(rgba.slice().buffer, 0, pixels);
    const planeBytes = height * (width + 1);
    if (into && into.length !== planeBytes)
      throw new Error(`a ${width}×${height} index plane is ${planeBytes} bytes, not ${into.length}`);
    this.rows = into ?? new Uint8Array(planeBytes);
    this.maxFar = Math.floor(pixels * limits.farShare);
  }

  /** True once every row is mapped. */
  get done(): boolean {
    return this.state.row >= this.height;
  }

  /**
   * Map the next `count` rows: their part of the plane, or why the palette does not fit the picture (too many
   * far pixels already: the rest is not mapped).
   */
  next(count: number): Uint8Array | { strays: 'far'; far: number } {
    const from = this.state.out;
    const endRow = Math.min(this.height, this.state.row + count);
    const learn = (key: number): number => this.learned.learn(key);
    const { state, words, rows, entries, width, maxFar } = this;
    if (this.loop === 'kernel')
      mapWordsByKernel(state, words, rows, entries, width, endRow, maxFar, FAR - HALF, learn);
    else mapWords(state, words, rows, entries, width, endRow, maxFar, learn);
    if (this.state.far > this.maxFar) return { strays: 'far', far: this.state.far };
    return this.rows.subarray(from, this.state.out);
  }

  /** Once every row is mapped: the plane and its stats, or why the palette does not fit the picture. */
  result(): Mapped {
    if (!this.done) throw new Error('the picture is not mapped yet');
    const { sum, far } = this.state;
    const pixels = this.width * this.height;
    if (far > this.maxFar) return { strays: 'far', far };
    const meanDifference = sum / pixels;
    if (meanDifference > this.limits.meanLimit) return { strays: 'mean', far };
    return { plane: { width: this.width, height: this.height, rows: this.rows }, far, meanDifference };
  }
}

/** A looked-up key's entry: palette index (bits 0–7), distance (bits 8–15), KNOWN (0 = not looked up yet). */
const KNOWN = 1 << 16;

export class LearnedPalette {
  readonly palette: Palette;
  private readonly size: number;
  /**
   * Per key: its palette colour's index and how far (levels, worst channel) that colour is from the key's
   * centre, with KNOWN set; 0 while not looked up yet. One table (1 MiB) so a pixel costs one read.
   */
  private readonly entries = new Uint32Array(KEYS);

  constructor(palette: Palette) {
    const size = palette.colours.length / 3;
    if (!Number.isInteger(size) || size < 1 || size > 256) throw new Error(`a palette of ${size} colours`);
    this.palette = palette;
    this.size = size;
  }

  /** Keys looked up so far (for tests). */
  get keysKnown(): number {
    let n = 0;
    for (const e of this.entries) if (e !== 0) n++;
    return n;
  }

  /** Find and keep key `key`'s nearest palette colour; returns its entry. */
  learn(key: number): number {
    const r = ((key & 0x3f) << DROP) | HALF;
    const g = (((key >>> 6) & 0x3f) << DROP) | HALF;
    const b = (((key >>> 12) & 0x3f) << DROP) | HALF;
    const c = this.palette.colours;
    let best = 0;
    let bestWorst = 256;
    let bestSquares = Infinity;
    for (let i = 0; i < this.size; i++) {
      const dr = Math.abs((c[i * 3] as number) - r);
      const dg = Math.abs((c[i * 3 + 1] as number) - g);
      const db = Math.abs((c[i * 3 + 2] as number) - b);
      const worst = Math.max(dr, dg, db);
      if (worst > bestWorst) continue;
      const squares = dr * dr + dg * dg + db * db;
      if (worst < bestWorst || squares < bestSquares) {
        best = i;
        bestWorst = worst;
        bestSquares = squares;
      }
    }
    const entry = best | (bestWorst << 8) | KNOWN;
    this.entries[key] = entry;
    return entry;
  }

  /**
   * Start mapping an opaque RGBA picture to this palette, a band of rows at a time; into `into` (a plane of the
   * picture's size, overwritten) when given, else a new plane.
   */
  start(
    rgba: Uint8Array,
    width: number,
    height: number,
    limits: StrayLimits = STRAY_LIMITS,
    loop: MappingLoop = defaultLoop(),
    into?: Uint8Array,
  ): Mapping {
    return new Mapping(this, this.entries, rgba, width, height, limits, loop, into);
  }

  /**
   * Map an opaque RGBA picture to this palette: its index plane (rows led by filter byte 0), or why the palette
   * does not fit it (found early: mapping stops at the end of the row where far pixels became too many).
   */
  map(
    rgba: Uint8Array,
    width: number,
    height: number,
    limits: StrayLimits = STRAY_LIMITS,
    loop: MappingLoop = defaultLoop(),
    into?: Uint8Array,
  ): Mapped {
    const mapping = this.start(rgba, width, height, limits, loop, into);
    const rows = mapping.next(height);
    return rows instanceof Uint8Array ? mapping.result() : rows;
  }
}
