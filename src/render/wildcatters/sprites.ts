/**
 * Wildcatters' pieces drawn once as sprites (../kit/sprites.ts) and copied onto each picture with one
 * `drawImage`, instead of their paths, fills and strokes drawn anew each time (a late board has ~130 pieces and
 * ~60 barrel slots on the map). test/render/wildcatters-sprites.test.ts compares a picture with sprites and one
 * drawn directly.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { SpriteCache, type SpriteCopy } from '../kit/sprites';
import { PICTURE_SCALE } from './layout';

/**
 * Wildcatters' pieces kept per thread (../kit/sprites.ts), at 2 sub-pixel steps a pixel: a piece lands within
 * 1/4 px of its place and a seat's piece of a kind has at most 9 sprites, so every sprite the board can need
 * fits (34 kinds of map piece by seat and state, 9 offsets each: 306 of 480; the players' cards showed 16
 * supply icons too, 450 in all, until the cards left the supply to "My hand") and none is dropped and drawn again (a finer step multiplied the sprites: six boards by turns needed ~220
 * at 4 steps, and the evictions that followed left the process's RSS ~18 MB higher than without sprites;
 * without evictions ~1–3 MB). A sprite is 20–46 px square (1.6–8.5 KB of pixels, ~10–23 KB of native memory
 * with its canvas); a late board uses ~50–70, six boards by turns 140 (~650 KB of pixels), and eight boards of
 * 2–4 players 170, 36 of them the supply icons the cards no longer show.
 */
export const pieceSprites = new SpriteCache(480, 2);

/**
 * A piece's sprite, centred on design point (`x`, `y`), as `pieceSprites.copy` and `copyUnscaled` take it:
 * `name` says what is drawn (kind, seat, state), `half` bounds the piece around its point (design units, strokes
 * included), `draw` draws it at a given point under the picture's scale (for a sprite not kept yet).
 */
export function pieceSprite(
  name: string,
  x: number,
  y: number,
  half: number,
  draw: (c: SKRSContext2D, x: number, y: number) => void,
): SpriteCopy {
  const margin = Math.ceil(half * PICTURE_SCALE) + 2;
  return [
    name,
    x * PICTURE_SCALE,
    y * PICTURE_SCALE,
    margin,
    (sctx, cx, cy) => {
      sctx.setTransform(PICTURE_SCALE, 0, 0, PICTURE_SCALE, 0, 0);
      draw(sctx, cx / PICTURE_SCALE, cy / PICTURE_SCALE);
    },
  ];
}
