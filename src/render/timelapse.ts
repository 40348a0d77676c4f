/**
 * A short animated timelapse (GIF) of a game's board: each frame is one of the game's own board pictures
 * (its presenter's drawer, which draws in the render pool's worker threads), scaled down and encoded by
 * libvips (sharp, on libuv's thread pool). Frames are asked for one at a time, so a timelapse never queues
 * ahead of other games' turn pictures in the pool, with a yield to the event loop between them (which matters
 * when the pictures are drawn on the main thread, RENDER_THREADS=0). The GIF is kept under a byte budget by
 * dropping every other frame until it fits.
 */
import type { ViewRenderOptions, ViewRenderer } from './index';
import { encodingPicturesAs } from './kit/encode';
import { loadSharp } from './kit/sharp';

export interface TimelapseOptions {
  /** Frame size in px (the board pictures are scaled to it). */
  width: number;
  height: number;
  /** How long each frame shows, and the last one (the final board). */
  frameMs: number;
  lastFrameMs: number;
  /** The GIF must not be larger than this (Discord's upload limit, with room to spare). */
  maxBytes: number;
}

export const TIMELAPSE: TimelapseOptions = {
  width: 640,
  height: 400,
  frameMs: 400,
  lastFrameMs: 3000,
  maxBytes: 8 * 1024 * 1024,
};

export interface Timelapse {
  gif: Buffer;
  /** Frames in the GIF (fewer than the views given when the budget made it drop some). */
  frames: number;
  width: number;
  height: number;
}

/** Let other work (interactions, other games' turns) run before the next frame. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Every other frame, always keeping the first and the last. */
export function halveFrames<T>(frames: readonly T[]): T[] {
  if (frames.length <= 2) return [...frames];
  const kept = frames.filter((_, i) => i % 2 === 0);
  if (kept.at(-1) !== frames.at(-1)) kept.push(frames.at(-1) as T);
  return kept;
}

/** Raw RGBA pixels of one board picture scaled to the frame size. */
async function frameOf(png: Buffer, o: TimelapseOptions): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(png)
    .resize(o.width, o.height, { fit: 'contain', background: '#15202B' })
    .ensureAlpha()
    .raw()
    .toBuffer();
}

/** Encode raw RGBA frames (stacked) as one looping animated GIF. */
async function encodeGif(frames: readonly Buffer[], o: TimelapseOptions): Promise<Buffer> {
  const delay = frames.map((_, i) => (i === frames.length - 1 ? o.lastFrameMs : o.frameMs));
  const sharp = await loadSharp();
  return sharp(Buffer.concat(frames), {
    raw: { width: o.width, height: o.height * frames.length, channels: 4, pageHeight: o.height },
  })
    .gif({ loop: 0, delay, effort: 4, interFrameMaxError: 4 })
    .toBuffer();
}

/**
 * Draw `views` (public views, oldest first) with the game's drawer and make them a timelapse. A frame whose
 * drawing fails is skipped; null when no frame could be drawn. `tags`: the seats a bot played for their player,
 * tagged "bot" on every frame's panels as the end chart's lines and the standings name them "(bot)".
 */
export async function renderTimelapse(
  draw: ViewRenderer,
  views: readonly unknown[],
  names: readonly string[],
  options: Partial<TimelapseOptions> & Pick<ViewRenderOptions, 'tags'> = {},
): Promise<Timelapse | null> {
  const { tags, ...sizes } = options;
  const o = { ...TIMELAPSE, ...sizes };
  const opts: ViewRenderOptions = tags ? { tags } : {};
  let frames: Buffer[] = [];
  for (const view of views) {
    await yieldToEventLoop();
    // Frames in full RGB: they are decoded at once, and a palette of their own each would bloat the GIF.
    const png = await encodingPicturesAs({ palette: false }, () => draw(view, names, opts)).catch(() => null);
    if (png) frames.push(await frameOf(png, o));
  }
  if (frames.length === 0) return null;
  for (;;) {
    await yieldToEventLoop();
    const gif = await encodeGif(frames, o);
    if (gif.length <= o.maxBytes || frames.length <= 2)
      return { gif, frames: frames.length, width: o.width, height: o.height };
    frames = halveFrames(frames);
  }
}
