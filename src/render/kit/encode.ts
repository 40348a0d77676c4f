/**
 * PNG encoding. @napi-rs/canvas's own PNG encoder has no compression setting and is slow (~45 ms for a
 * board-sized picture), so we read the raw RGBA pixels and let libvips (sharp) encode them at a low
 * compression level without adaptive filtering — a few ms, on libuv's thread pool (off the event loop).
 */
import type { Canvas } from '@napi-rs/canvas';
import sharp from 'sharp';

export interface EncodeOptions {
  /** zlib level 0–9 (default 2: fast, files well under 500 KB for a board). */
  compressionLevel?: number;
}

/** Encode an opaque canvas as PNG (RGB, no alpha channel). */
export async function encodePng(canvas: Canvas, opts: EncodeOptions = {}): Promise<Buffer> {
  const raw = canvas.data();
  return sharp(raw, { raw: { width: canvas.width, height: canvas.height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: opts.compressionLevel ?? 2, adaptiveFiltering: false })
    .toBuffer();
}
