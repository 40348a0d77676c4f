/**
 * Parts of a picture that stay the same picture after picture (Wildcatters' area card display), kept as
 * bitmaps and copied onto each picture with one `drawImage` rather than drawn again (~2 ms of a late board's
 * ~11 ms: the paths, texts and the rasterising they cost).
 *
 * A region is a rectangle of whole device pixels that its drawing covers opaquely (it starts with a fill over
 * the whole rectangle), so its pixels depend on nothing drawn before it, only on what `key` names. The bitmap is
 * drawn with the picture's transform moved by the rectangle's corner, a whole number of pixels: its pixels are
 * the ones a drawing on the picture gives (test/render/regions.test.ts compares them).
 *
 * `key` must name everything the drawing shows, and only public things: the pictures depend on a public view,
 * and so does every key. The cache keeps `kept` regions, the least recently used dropped past that; a new
 * region of a dropped one's size is drawn on its canvas (a canvas's pixels are native memory the garbage collector
 * does not count).
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';

/** A rectangle of whole device pixels. */
export interface PixelRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The transform a region is drawn under (as `setTransform` takes it): a scale and a translation. */
export interface RegionTransform {
  a: number;
  d: number;
  e: number;
  f: number;
}

/** The whole device pixels inside the box (`x`, `y`, `w`, `h`) under `t`: those a fill of the box covers fully. */
export function pixelsInside(
  box: { x: number; y: number; w: number; h: number },
  t: RegionTransform,
): PixelRect {
  const x0 = Math.ceil(t.a * box.x + t.e - 1e-9);
  const y0 = Math.ceil(t.d * box.y + t.f - 1e-9);
  const x1 = Math.floor(t.a * (box.x + box.w) + t.e + 1e-9);
  const y1 = Math.floor(t.d * (box.y + box.h) + t.f + 1e-9);
  return { x: x0, y: y0, w: Math.max(0, x1 - x0), h: Math.max(0, y1 - y0) };
}

export class RegionCache {
  /** Copy regions from their bitmaps (the default) or draw them on the picture (tests compare the two). */
  enabled = true;
  private readonly regions = new Map<string, Canvas>();
  /** Regions drawn on a bitmap (misses) so far. */
  drawn = 0;

  constructor(
    /** Regions kept, the least recently used dropped past this. */
    readonly kept: number,
  ) {}

  /** Forget every region (tests). */
  clear(): void {
    this.regions.clear();
  }

  /** How many regions are kept now. */
  get size(): number {
    return this.regions.size;
  }

  /** The keys kept now, least recently used first, as `draw` was given them (tests). */
  keys(): string[] {
    return [...this.regions.keys()].map((full) => full.slice(full.indexOf('|') + 1));
  }

  /**
   * Draw a region of the picture on `ctx`, whose transform is `t`: `ground`, an opaque fill of a box around
   * `rect`, always on `ctx` (it gives the pixels the box only partly covers), then `paint`, the rest, which stays
   * inside `rect`: copied from the bitmap kept under `key`, or drawn on a new bitmap over its own `ground` (so
   * every pixel of the bitmap is opaque) and kept. `ctx`'s state is kept.
   */
  draw(
    ctx: SKRSContext2D,
    key: string,
    rect: PixelRect,
    t: RegionTransform,
    ground: (c: SKRSContext2D) => void,
    paint: (c: SKRSContext2D) => void,
  ): void {
    ground(ctx);
    if (!this.enabled || rect.w <= 0 || rect.h <= 0) {
      paint(ctx);
      return;
    }
    const full = `${rect.x},${rect.y},${rect.w},${rect.h},${t.a},${t.d},${t.e},${t.f}|${key}`;
    let region = this.regions.get(full);
    if (region) {
      this.regions.delete(full);
    } else {
      let reused: Canvas | undefined;
      if (this.regions.size >= this.kept) {
        const [oldest, canvas] = this.regions.entries().next().value ?? [];
        if (oldest !== undefined) this.regions.delete(oldest);
        if (canvas && canvas.width === rect.w && canvas.height === rect.h) reused = canvas;
      }
      region = reused ?? createCanvas(rect.w, rect.h);
      const c = region.getContext('2d');
      c.save();
      c.setTransform(t.a, 0, 0, t.d, t.e - rect.x, t.f - rect.y);
      ground(c);
      paint(c);
      c.restore();
      this.drawn++;
    }
    this.regions.set(full, region);
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = 1;
    ctx.globalCompositeOperation = 'source-over';
    ctx.drawImage(region, rect.x, rect.y);
    ctx.restore();
  }
}
