/**
 * Each main continent's ground has its own faint texture as well as its colour, so a colour-blind player tells
 * the continents apart: to a deuteranope North and South America's tans and greens are one colour (1.1 apart,
 * CIEDE2000 after Machado 2009), to a tritanope North America and Asia nearly so (3.8), and recolouring the
 * land brought the players' pieces too close to it. North America's ground is lined down (columns), South
 * America's dotted, Asia's lined across (rows); the Middle East's stays plain, as do the white continents (open
 * to all). The map's tiles, the area cards' bands and the panel's consolidation chips wear the same texture, so
 * a card or a chip names the land it matches.
 *
 * The textures are drawn in the picture's pixels, whole pixels on, not in design units: lines on the pixel
 * grid stay crisp (no blurred half-tones) and repeat exactly, so the PNG stays small. Lines along the rows and
 * columns cost the PNG least: a diagonal hatch for North America cost 3.8 KB more than its columns in a late
 * game (seed 2), near the picture's 150 KiB. The lines are 3 px wide and the dots 3 px square: Discord shows the
 * picture 360–640 px wide on a phone, and the 1-px lines and 2-px dots they were blended there into a tint
 * (North America and Asia one tan); 3 px on the picture are ~1.5 px at 640 and ~0.85 px at 360, still seen.
 * They cost the PNG no more than the fine ones (the same runs, fewer of them).
 */
import { createCanvas, type CanvasPattern, type SKRSContext2D } from '@napi-rs/canvas';
import type { ContinentId } from '../../games/wildcatters/data';
import { currentTransform, roundRectPath } from '../kit';
import { CONTINENT_FILL, type Box } from './layout';

/** A continent's texture: none (plain ground), or which pixels of a repeating square are inked. */
export type GroundTexture = 'plain' | 'columns' | 'dots' | 'rows';

export const GROUND_TEXTURE: Readonly<Record<ContinentId, GroundTexture>> = {
  northAmerica: 'columns',
  southAmerica: 'dots',
  middleEast: 'plain',
  asia: 'rows',
  europe: 'plain',
  southernAfrica: 'plain',
  australia: 'plain',
};

/** How strongly a texture's pixels are inked with the continent's edge colour: faint, under the pieces. */
const TEXTURE_ALPHA = 0.35;

/**
 * Each texture's repeating square: its side in picture pixels, and whether pixel (x, y) of it is inked. The
 * dots stand closer than the lines, whose runs carry further.
 */
const SQUARES: Record<
  Exclude<GroundTexture, 'plain'>,
  { side: number; inked: (x: number, y: number) => boolean }
> = {
  columns: { side: 12, inked: (x) => x < 3 },
  dots: { side: 9, inked: (x, y) => x < 3 && y < 3 },
  rows: { side: 12, inked: (_x, y) => y < 3 },
};

const patterns = new Map<ContinentId, CanvasPattern | null>();

/** The continent's texture as a canvas pattern (null for plain ground), made once per process. */
function patternOf(ctx: SKRSContext2D, id: ContinentId): CanvasPattern | null {
  if (patterns.has(id)) return patterns.get(id)!;
  const texture = GROUND_TEXTURE[id];
  let pattern: CanvasPattern | null = null;
  if (texture !== 'plain') {
    const { side, inked } = SQUARES[texture];
    const tile = createCanvas(side, side);
    const t = tile.getContext('2d');
    t.globalAlpha = TEXTURE_ALPHA;
    t.fillStyle = CONTINENT_FILL[id].edge;
    for (let y = 0; y < side; y++) for (let x = 0; x < side; x++) if (inked(x, y)) t.fillRect(x, y, 1, 1);
    pattern = ctx.createPattern(tile, 'repeat');
  }
  patterns.set(id, pattern);
  return pattern;
}

/** A piece of a continent's ground: its fill, its texture and its edge, over the rounded box (design units). */
export function drawGround(
  ctx: SKRSContext2D,
  id: ContinentId,
  box: Box,
  style: { radius: number; edgeWidth: number },
): void {
  const land = CONTINENT_FILL[id];
  roundRectPath(ctx, box.x, box.y, box.w, box.h, style.radius);
  ctx.fillStyle = land.fill;
  ctx.fill();
  drawGroundTexture(ctx, id, box, style.radius);
  roundRectPath(ctx, box.x, box.y, box.w, box.h, style.radius);
  ctx.lineWidth = style.edgeWidth;
  ctx.strokeStyle = land.edge;
  ctx.stroke();
}

/**
 * The continent's texture over the rounded box (design units, under the current transform), drawn after its
 * fill and before its edge, which covers the texture's cut ends.
 */
function drawGroundTexture(ctx: SKRSContext2D, id: ContinentId, box: Box, radius: number): void {
  const pattern = patternOf(ctx, id);
  if (!pattern) return;
  ctx.save();
  roundRectPath(ctx, box.x, box.y, box.w, box.h, radius);
  ctx.clip();
  // In the picture's pixels: the pattern's squares then fall on the pixel grid. Only the box's own pixels
  // are filled (the picture's transform scales, it does not turn). The pattern starts at the transform's
  // origin, a whole pixel: the picture's corner, or that corner on a region of the picture drawn apart (the
  // area card display, ../kit/regions.ts), whose squares then fall where the picture's do.
  const m = currentTransform(ctx);
  const ox = Math.round(m.e);
  const oy = Math.round(m.f);
  ctx.setTransform(1, 0, 0, 1, ox, oy);
  ctx.fillStyle = pattern;
  ctx.fillRect(
    Math.floor(m.a * box.x + m.e) - ox,
    Math.floor(m.d * box.y + m.f) - oy,
    Math.ceil(m.a * box.w) + 1,
    Math.ceil(m.d * box.h) + 1,
  );
  ctx.restore();
}
