/**
 * Pieces drawn once as small bitmaps (sprites) and copied onto each picture with one `drawImage`, instead of
 * their paths, fills and strokes drawn anew each time (a late board has ~130 pieces and ~60 barrel slots).
 *
 * A sprite is the piece drawn on a transparent canvas under the picture's own scale, at the piece's sub-pixel
 * offset rounded to 1/SUBPIXEL of a pixel, and copied at a whole-pixel position with no resampling: the piece
 * lands where it would be drawn, within 1/(2·SUBPIXEL) px, with the same antialiased edges (blended onto the
 * map once instead of layer by layer, so an edge pixel may differ by a level or two).
 * test/render/wildcatters-sprites.test.ts compares a picture with sprites and one drawn directly.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { PICTURE_SCALE } from './layout';

/**
 * Sub-pixel steps a sprite's position is rounded to (per axis): with 2, a piece lands within 1/4 px of its
 * place and a seat's piece of a kind has at most 9 sprites, so every sprite the board can need fits the cache
 * (a finer step multiplied the sprites: six boards by turns needed ~220 at 4 steps, and the evictions that
 * followed left the process's RSS ~18 MB higher than without sprites; without evictions ~1–3 MB).
 */
const SUBPIXEL = 2;

/**
 * Sprites kept per thread, the least recently used dropped past this: every sprite the board can need (34 kinds
 * of piece by seat and state, 9 offsets each: 306), so none is dropped and drawn again. A sprite is 20–46 px
 * square (1.6–8.5 KB of pixels, ~10–23 KB of native memory with its canvas); a late board uses ~50–70, six
 * boards by turns 140 (~650 KB of pixels; the process's RSS 1–3 MB above drawing without sprites).
 * `useSprites(false)` turns them off.
 */
export const SPRITES_KEPT = 320;

const sprites = new Map<string, Canvas>();

let enabled = true;

/** Draw pieces from sprites (the default) or directly (tests compare the two). */
export function useSprites(on: boolean): void {
  enabled = on;
}

/** Forget every sprite (tests). */
export function clearSprites(): void {
  sprites.clear();
}

/** How many sprites this thread keeps now, and their pixels' bytes. */
export function spriteStats(): { count: number; bytes: number } {
  let bytes = 0;
  for (const s of sprites.values()) bytes += s.width * s.height * 4;
  return { count: sprites.size, bytes };
}

/**
 * Draw a piece at design point (`x`, `y`) from its sprite: `name` says what is drawn (kind, seat, state),
 * `half` bounds the piece around its point (design units, strokes included), `draw` draws it at a given point.
 * `ctx` must have the picture's transform (PICTURE_SCALE, no translation): it is set back to that after the copy.
 */
export function drawSprite(
  ctx: SKRSContext2D,
  name: string,
  x: number,
  y: number,
  half: number,
  draw: (c: SKRSContext2D, x: number, y: number) => void,
): void {
  if (!enabled) {
    draw(ctx, x, y);
    return;
  }
  const dx = x * PICTURE_SCALE;
  const dy = y * PICTURE_SCALE;
  const ix = Math.floor(dx);
  const iy = Math.floor(dy);
  const qx = Math.round((dx - ix) * SUBPIXEL);
  const qy = Math.round((dy - iy) * SUBPIXEL);
  const margin = Math.ceil(half * PICTURE_SCALE) + 2;
  const key = `${name}|${half}|${qx}|${qy}`;
  let sprite = sprites.get(key);
  if (sprite) {
    sprites.delete(key);
  } else {
    sprite = createCanvas(2 * margin + 1, 2 * margin + 1);
    const sctx = sprite.getContext('2d');
    sctx.setTransform(PICTURE_SCALE, 0, 0, PICTURE_SCALE, 0, 0);
    draw(sctx, (margin + qx / SUBPIXEL) / PICTURE_SCALE, (margin + qy / SUBPIXEL) / PICTURE_SCALE);
    if (sprites.size >= SPRITES_KEPT) {
      const oldest = sprites.keys().next().value;
      if (oldest !== undefined) sprites.delete(oldest);
    }
  }
  sprites.set(key, sprite);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(sprite, ix - margin, iy - margin);
  ctx.setTransform(PICTURE_SCALE, 0, 0, PICTURE_SCALE, 0, 0);
}
