/**
 * One zlib deflate stream a level and thread, kept from picture to picture and reset after each, writing into one
 * kept output buffer: what `deflateSync` does for a palette PNG's index plane (palette-png.ts), the same bytes,
 * without its per-call costs. `deflateSync` builds a zlib stream object and its native state (~270 KiB of window,
 * hash chains and pending buffer, from the allocator) for every call and frees them after, and gathers its output in
 * 16 KiB pieces joined into a new buffer at the end (135 KiB for Oil Springs' late board: a block mapped on its own,
 * src/memory/mallopt.ts). Measured on Oil Springs' and Wildcatters' late index planes (10 a turn, 30 turns by turns
 * in one thread): 3.44 against 3.74 ms and 3.55 against 3.81 ms of CPU a plane, 0 page faults against 36 and 42
 * (docs/scaling-log.md, 2026-12-07, render: a kept deflate stream).
 *
 * `deflateReset` leaves the stream as `deflateInit2` with the same settings does, so the bytes are `deflateSync`'s
 * (test/render/kept-deflate.test.ts). Node has no public way to reuse a zlib stream for one-shot compression: this
 * drives the stream's native handle (`writeSync` and `reset`, what Node's own `deflateSync` calls), and falls back to
 * `deflateSync` where a runtime lacks them, on an output larger than the kept buffer (which then grows, up to
 * KEPT_OUT_MAX, for the next one), and on a zlib error.
 */
import { constants, createDeflate, deflateSync, type Deflate } from 'node:zlib';

/** The kept output buffer's first size: a late board's plane deflates to 110–145 KiB. */
const KEPT_OUT_START = 256 * 1024;
/** The largest kept output buffer: a larger output is always deflated by `deflateSync`. */
const KEPT_OUT_MAX = 1024 * 1024;

/** The part of a zlib stream's native handle used here (Node's lib/zlib.js calls the same). */
interface ZlibHandle {
  writeSync(
    flush: number,
    input: Uint8Array,
    inOffset: number,
    inLength: number,
    output: Uint8Array,
    outOffset: number,
    outLength: number,
  ): void;
  reset(): void;
}

/** A zlib stream's handle and the state array its writes report into ([output left, input left]). */
interface StreamParts {
  stream: Deflate;
  handle: ZlibHandle;
  state: Uint32Array;
}

function partsOf(stream: Deflate): StreamParts | null {
  const inner = stream as unknown as { _handle?: Partial<ZlibHandle>; _writeState?: unknown };
  const handle = inner._handle;
  const state = inner._writeState;
  if (!handle || typeof handle.writeSync !== 'function' || typeof handle.reset !== 'function') return null;
  if (!(state instanceof Uint32Array) || state.length < 2) return null;
  return { stream, handle: handle as ZlibHandle, state };
}

/** How this thread's deflates went: on a kept stream, or by `deflateSync` (see the module's note). */
const counts = { kept: 0, fellBack: 0 };

/** How many deflates this thread ran on a kept stream, and how many fell back to `deflateSync`. */
export function keptDeflates(): { kept: number; fellBack: number } {
  return { ...counts };
}

export class KeptDeflate {
  private parts: StreamParts | null = null;
  /** False once the runtime is found without the handle's methods: every deflate then falls back. */
  private usable = true;
  private out: Buffer;

  constructor(readonly level: number) {
    this.out = Buffer.allocUnsafeSlow(KEPT_OUT_START);
  }

  private stream(): StreamParts | null {
    if (this.parts || !this.usable) return this.parts;
    const stream = createDeflate({ level: this.level });
    // An error is read from `destroyed` after the write; its event (emitted on the next tick) is not thrown.
    stream.on('error', () => {});
    this.parts = partsOf(stream);
    if (!this.parts) {
      this.usable = false;
      stream.destroy();
    }
    return this.parts;
  }

  /**
   * `input` deflated (zlib format), as `deflateSync(input, { level })` gives it. The bytes returned may be a view of
   * the kept output buffer: read or copy them before this object's next deflate.
   */
  deflate(input: Uint8Array): Buffer {
    const parts = this.stream();
    if (!parts) return this.fallBack(input);
    const { stream, handle, state } = parts;
    handle.writeSync(constants.Z_FINISH, input, 0, input.length, this.out, 0, this.out.length);
    if (stream.destroyed) {
      this.parts = null;
      return this.fallBack(input);
    }
    const [outLeft, inLeft] = state as unknown as [number, number];
    handle.reset();
    if (inLeft !== 0 || outLeft === 0) {
      // The output did not fit (Z_FINISH needs the room for all of it): the next one gets a larger buffer.
      const deflated = this.fallBack(input);
      const size = Math.min(KEPT_OUT_MAX, 2 ** Math.ceil(Math.log2(deflated.length + 1024)));
      if (size > this.out.length) this.out = Buffer.allocUnsafeSlow(size);
      return deflated;
    }
    counts.kept++;
    return this.out.subarray(0, this.out.length - outLeft);
  }

  private fallBack(input: Uint8Array): Buffer {
    counts.fellBack++;
    return deflateSync(input, { level: this.level });
  }
}

/** This thread's kept streams, by level. */
const byLevel = new Map<number, KeptDeflate>();

/** This thread's kept deflate stream of zlib level `level`. */
export function keptDeflate(level: number): KeptDeflate {
  let kept = byLevel.get(level);
  if (!kept) {
    kept = new KeptDeflate(level);
    byLevel.set(level, kept);
  }
  return kept;
}
