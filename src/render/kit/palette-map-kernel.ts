/**
 * The palette mapping loop run by its WebAssembly kernel (palette-map.wat): the same plane and stats as the
 * JavaScript loop in palette-map.ts, for ~2 ms less a board (it checks 8 pixels of a run at once). One instance a
 * thread, made at the first picture; its memory holds a copy of the palette's lookup table, then the pixels and
 * the plane of up to CHUNK_ROWS rows at a time (~2 MiB for the widest board), copied in and out by each call,
 * so mappings that take turns (bands on the event loop) never see each other's data.
 */
import { PALETTE_MAP_WASM } from './palette-map-wasm';

interface KernelExports {
  mapRows(words: number, plane: number, width: number, rows: number, maxFar: number, farFrom: number): number;
  sum: WebAssembly.Global;
  far: WebAssembly.Global;
}

interface Kernel {
  exports: KernelExports;
  memory: WebAssembly.Memory;
}

/** Rows copied in and mapped per kernel call: bounds the kernel's memory whatever the picture's height. */
const CHUNK_ROWS = 128;
const PAGE = 64 * 1024;

/** The palette table whose copy is at the start of the kernel's memory (see mapWordsByKernel). */
let resident: Uint32Array | null = null;

/** The `learn` of the palette being mapped now (the kernel calls it for a key not looked up yet). */
let learning: ((key: number) => number) | null = null;
let kernel: Kernel | null | undefined;

function instantiate(): Kernel | null {
  try {
    const memory = new WebAssembly.Memory({ initial: 1 });
    const learn = (key: number): number => {
      if (!learning) throw new Error('the palette kernel asked for a key outside a mapping');
      return learning(key);
    };
    const module = new WebAssembly.Module(Buffer.from(PALETTE_MAP_WASM, 'base64'));
    const instance = new WebAssembly.Instance(module, { palette: { learn, memory } });
    return { exports: instance.exports as unknown as KernelExports, memory };
  } catch {
    return null;
  }
}

/** Whether this thread can run the kernel (a runtime without WebAssembly SIMD maps with the JavaScript loop). */
export function kernelAvailable(): boolean {
  if (kernel === undefined) kernel = instantiate();
  return kernel !== null;
}

/** Where a mapping is, as both loops keep it. */
export interface MapState {
  /** The next row to map, and where its filter byte goes in the plane. */
  row: number;
  out: number;
  /** The pixels' distances summed, and how many were far (the rows mapped so far). */
  sum: number;
  far: number;
}

/**
 * As palette-map.ts's `mapWords`, by the kernel: rows `s.row` to `endRow` of `words` mapped into `rows` through
 * `entries` (the palette's table, kept up to date by `learn`), the stats added to `s`, stopping after the first
 * row where far passes `maxFar`. Call only when `kernelAvailable()`.
 */
export function mapWordsByKernel(
  s: MapState,
  words: Uint32Array,
  rows: Uint8Array,
  entries: Uint32Array,
  width: number,
  endRow: number,
  maxFar: number,
  farFrom: number,
  learn: (key: number) => number,
): void {
  if (!kernelAvailable() || !kernel) throw new Error('no palette kernel in this thread');
  const { exports, memory } = kernel;
  const tableBytes = entries.length * 4;
  const wordsAt = tableBytes;
  const planeAt = wordsAt + CHUNK_ROWS * width * 4;
  const needed = planeAt + CHUNK_ROWS * (width + 1);
  if (memory.buffer.byteLength < needed) memory.grow(Math.ceil((needed - memory.buffer.byteLength) / PAGE));
  const heap = memory.buffer;
  // The table is copied in only when another palette's is there: the kernel writes every entry it learns into
  // its copy as `learn` writes it into `entries`, and an entry, once learned, never changes, so the copy left by
  // the last mapping of this palette holds nothing `entries` would contradict (at most fewer entries, which the
  // kernel looks up again). Pictures of one size and palette, the common case, skip the 1 MiB copy.
  if (resident !== entries) {
    new Uint32Array(heap, 0, entries.length).set(entries);
    resident = entries;
  }
  exports.sum.value = s.sum;
  exports.far.value = s.far;
  learning = learn;
  try {
    while (s.row < endRow) {
      const count = Math.min(CHUNK_ROWS, endRow - s.row);
      new Uint32Array(heap, wordsAt, count * width).set(
        words.subarray(s.row * width, (s.row + count) * width),
      );
      const mapped = exports.mapRows(wordsAt, planeAt, width, count, maxFar, farFrom);
      rows.set(new Uint8Array(heap, planeAt, mapped * (width + 1)), s.out);
      s.row += mapped;
      s.out += mapped * (width + 1);
      if (mapped < count || (exports.far.value as number) > maxFar) break;
    }
  } finally {
    learning = null;
  }
  s.sum = exports.sum.value as number;
  s.far = exports.far.value as number;
}
