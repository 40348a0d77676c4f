/**
 * A refinery's empty barrel slots read as room left, not as things: the land shows through an empty cell nearly
 * as it is, and a thin outline still marks the cell. Filled a fifth darker than the land (its grey 34–43 from the
 * land in a channel), an empty gauge read as grey squares, as heavy as the barrels beside. Drawn at the picture's
 * scale on every land colour of the map.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { CONTINENT_FILL, PICTURE_SCALE, SLOT, SLOT_H } from '../../src/render/wildcatters/layout';
import { drawBarrel } from '../../src/render/wildcatters/pieces';
import { colorDistance, contrastRatio, hexToRgb, type RGB } from './pixels';

/** How far (largest channel) an empty cell's inside may stand from the land round it. */
const QUIET = 25;

/** The least contrast of an empty cell's outline with the land: the cell still shows. */
const OUTLINE_CONTRAST = 2;

/** An empty slot drawn alone on `ground` at the picture's scale: the pixels inside it and on its outline. */
function emptySlotOn(ground: string): { inside: RGB[]; outline: RGB[] } {
  const size = 60;
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = ground;
  ctx.fillRect(0, 0, size, size);
  const c = size / 2 / PICTURE_SCALE;
  ctx.setTransform(PICTURE_SCALE, 0, 0, PICTURE_SCALE, 0, 0);
  drawBarrel(ctx, c, c, SLOT, SLOT_H, null);
  const d = ctx.getImageData(0, 0, size, size).data;
  const at = (x: number, y: number): RGB => {
    const i = (y * size + x) * 4;
    return [d[i]!, d[i + 1]!, d[i + 2]!];
  };
  const half = (SLOT / 2) * PICTURE_SCALE;
  const inside: RGB[] = [];
  for (let y = Math.ceil(size / 2 - half + 3); y < size / 2 + half - 3; y++)
    for (let x = Math.ceil(size / 2 - half + 3); x < size / 2 + half - 3; x++) inside.push(at(x, y));
  // The outline along the cell's left and right edges, a pixel either side of it.
  const outline: RGB[] = [];
  for (let y = Math.ceil(size / 2 - half + 4); y < size / 2 + half - 4; y++)
    for (const x of [size / 2 - half, size / 2 + half])
      for (const dx of [-1, 0, 1]) outline.push(at(Math.round(x) + dx, y));
  return { inside, outline };
}

describe('Wildcatters’ empty barrel slots', () => {
  const grounds = [...new Set(Object.values(CONTINENT_FILL).map((c) => c.fill))];

  it(`show the land through them, ${QUIET} or less from it in every channel, on every land`, () => {
    const loud: string[] = [];
    for (const ground of grounds) {
      const worst = Math.max(...emptySlotOn(ground).inside.map((p) => colorDistance(p, hexToRgb(ground))));
      // Measured: 2–17 (a faint white tint); 34–43 with the old grey fill.
      if (worst > QUIET) loud.push(`${ground}: ${worst}`);
    }
    expect(loud).toEqual([]);
  });

  it(`keep an outline ${OUTLINE_CONTRAST}:1 or more from the land, so the cell still shows`, () => {
    const faint: string[] = [];
    for (const ground of grounds) {
      const best = Math.max(...emptySlotOn(ground).outline.map((p) => contrastRatio(p, hexToRgb(ground))));
      // Measured: 2.4–3.0:1.
      if (best < OUTLINE_CONTRAST) faint.push(`${ground}: ${best.toFixed(2)}:1`);
    }
    expect(faint).toEqual([]);
  });
});
