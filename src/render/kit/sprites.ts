/**
 * Sprites: something drawn often (an icon, a piece) drawn once on a small transparent canvas and copied onto
 * later pictures with one `drawImage` at a whole-pixel position (no resampling), instead of its paths, fills and
 * strokes drawn anew each time. A sprite is drawn at its position's sub-pixel offset rounded to 1/`subpixel` px,
 * so the copy lands within 1/(2·subpixel) px of where it would be drawn, its antialiased edges blended onto the
 * picture once rather than stroke by stroke (an edge pixel may differ by a level or two).
 *
 * One cache per kind of sprite and thread, the least recently used dropped past `kept`. Used by the kit's icons
 * (src/render/kit/icons.ts) and Wildcatters' pieces (src/render/wildcatters/sprites.ts).
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';

/** What `SpriteCache.copy` copies: the sprite's key, its centre (device pixels), its margin and its drawing. */
export type SpriteCopy = [
  key: string,
  dx: number,
  dy: number,
  margin: number,
  paint: (sprite: SKRSContext2D, cx: number, cy: number) => void,
];

export class SpriteCache {
  /** Draw from sprites (the default) or with the paths (tests compare the two). */
  enabled = true;
  private readonly sprites = new Map<string, Canvas>();

  constructor(
    /** Sprites kept, the least recently used dropped past this. */
    readonly kept: number,
    /** Sub-pixel steps a sprite's position is rounded to, per axis. */
    readonly subpixel: number,
  ) {}

  /** Forget every sprite (tests). */
  clear(): void {
    this.sprites.clear();
  }

  /** The keys of the sprites kept now, as `copy` was given them (tests). */
  keys(): string[] {
    return [...this.sprites.keys()].map((full) => full.split('|')[0] as string);
  }

  /** How many sprites are kept now, and their pixels' bytes. */
  stats(): { count: number; bytes: number } {
    let bytes = 0;
    for (const s of this.sprites.values()) bytes += s.width * s.height * 4;
    return { count: this.sprites.size, bytes };
  }

  /**
   * Copy sprite `key` onto `ctx` centred on device pixel point (`dx`, `dy`), whatever `ctx`'s transform (it is
   * kept). `margin`: device pixels around the centre the drawing may reach. A sprite not kept yet is drawn
   * first by `paint` on a (2·margin + 1)-pixel square canvas with the identity transform, given the point its
   * centre must be drawn at (device pixels, sub-pixel offset included). `key` must name everything `paint`
   * draws (kind, colours, scale); the offset is added here.
   */
  copy(ctx: SKRSContext2D, ...sprite: SpriteCopy): void {
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    this.copyUnscaled(ctx, ...sprite);
    ctx.restore();
  }

  /**
   * `copy` onto a `ctx` whose transform is the identity, which it keeps: a caller copying many sprites sets the
   * transform once for them all (a copy's save, transform and restore are three of its four calls into the canvas).
   */
  copyUnscaled(ctx: SKRSContext2D, ...[key, dx, dy, margin, paint]: SpriteCopy): void {
    const ix = Math.floor(dx);
    const iy = Math.floor(dy);
    const qx = Math.round((dx - ix) * this.subpixel);
    const qy = Math.round((dy - iy) * this.subpixel);
    const full = `${key}|${margin}|${qx}|${qy}`;
    let sprite = this.sprites.get(full);
    if (sprite) {
      this.sprites.delete(full);
    } else {
      sprite = createCanvas(2 * margin + 1, 2 * margin + 1);
      paint(sprite.getContext('2d'), margin + qx / this.subpixel, margin + qy / this.subpixel);
      if (this.sprites.size >= this.kept) {
        const oldest = this.sprites.keys().next().value;
        if (oldest !== undefined) this.sprites.delete(oldest);
      }
    }
    this.sprites.set(full, sprite);
    ctx.drawImage(sprite, ix - margin, iy - margin);
  }
}
