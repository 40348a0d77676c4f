/**
 * A refinery's gauge read on a phone held upright, where Discord shows the 1280 px picture about 400 px wide
 * (PHONE_PICTURE_WIDTH): each barrel's cell is 7 phone px a side or more, and whose barrel it is shows there, its
 * owner's colour and marker. Measured on the geometry (layout.ts) and on the picture as the phone shows it: the
 * PNG scaled to 400 px wide (sharp, as Discord's client does). In a row of five under the building, 13 × 20
 * design units, a cell was 3.7 × 5.7 phone px: the colour showed, the marker was a speck.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { REFINERY_CAPACITY, REFINERY_SITES } from '../../src/games/wildcatters/data';
import { PHONE_PICTURE_WIDTH, playerStyle } from '../../src/render/kit';
import {
  PICTURE_SCALE,
  PLANT_HALF,
  PLANT_V,
  SLOT,
  SLOT_H,
  WILD_SIZE,
  refineryPlantAt,
  refinerySlot,
  type Box,
} from '../../src/render/wildcatters/layout';
import { boxesOverlap } from '../../src/render/wildcatters/names';
import { barrelBox, refineryBox } from '../../src/render/wildcatters/pieces';
import { renderWildcatters } from '../../src/render/wildcatters/render';
import { emptyScene } from '../../src/render/wildcatters/sampleScenes';
import type { WildcattersScene } from '../../src/render/wildcatters/scene';
import { hexToRgb, type RGB } from './pixels';

/** One design unit in the phone's px. */
const PHONE_UNIT = (PICTURE_SCALE * PHONE_PICTURE_WIDTH) / WILD_SIZE.width;

/** The least side of a barrel's cell there (phone px): as large as a map's mark (the W, the R) and then some. */
const LEAST_CELL = 7;

/** `b` less `d` all round. */
function shrink(b: Box, d: number): Box {
  return { x: b.x + d, y: b.y + d, w: b.w - 2 * d, h: b.h - 2 * d };
}

/** Every site built and full: slot `i` of the `k`th site holds seat (i + k) % 4's barrel. */
function fullRefineries(): WildcattersScene {
  return {
    ...emptyScene(),
    refineries: REFINERY_SITES.map((s, k) => ({
      site: s.id,
      owner: k % 4,
      barrels: Array.from({ length: REFINERY_CAPACITY }, (_, i) => (i + k) % 4),
    })),
  };
}

/** The picture as a phone shows it: the PNG scaled to PHONE_PICTURE_WIDTH wide. */
async function onPhone(scene: WildcattersScene): Promise<(x: number, y: number) => RGB> {
  const png = await renderWildcatters(scene);
  const { data, info } = await sharp(png)
    .resize({ width: PHONE_PICTURE_WIDTH })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (x, y) => {
    const i = (y * info.width + x) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
}

/** The phone's pixels whose centres lie in the design box `b`. */
function phonePixels(b: Box): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const [x0, y0] = [Math.ceil(b.x * PHONE_UNIT - 0.5), Math.ceil(b.y * PHONE_UNIT - 0.5)];
  const [x1, y1] = [(b.x + b.w) * PHONE_UNIT - 0.5, (b.y + b.h) * PHONE_UNIT - 0.5];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.push([x, y]);
  return out;
}

function within(a: RGB, hex: string, tolerance: number): boolean {
  const b = hexToRgb(hex);
  return Math.max(...a.map((c, i) => Math.abs(c - b[i]!))) <= tolerance;
}

describe('Wildcatters’ refinery gauges on a phone', () => {
  it(`give each barrel a cell ${LEAST_CELL} phone px a side or more`, () => {
    // 25 × 25 units: 7.1 px there (13 × 20 before: 3.7 × 5.7).
    expect(SLOT * PHONE_UNIT).toBeGreaterThanOrEqual(LEAST_CELL);
    expect(SLOT_H * PHONE_UNIT).toBeGreaterThanOrEqual(LEAST_CELL);
  });

  it('lay every site’s cells and building side by side, none over another', () => {
    const overlaps: string[] = [];
    for (const s of REFINERY_SITES) {
      const parts = [
        // The building's box less its outline's outer half (it stands in its cell).
        { what: 'building', box: shrink(refineryBox(refineryPlantAt(s.id), PLANT_HALF, PLANT_V), 1.5) },
        ...Array.from({ length: REFINERY_CAPACITY }, (_, i) => ({
          what: `slot ${i}`,
          // A cell less its outline: cells touch, outline on outline.
          box: shrink(barrelBox(refinerySlot(s.id, i), SLOT, SLOT_H), 1.5),
        })),
      ];
      for (let a = 0; a < parts.length; a++)
        for (let b = a + 1; b < parts.length; b++)
          if (boxesOverlap(parts[a]!.box, parts[b]!.box))
            overlaps.push(`${s.id}: ${parts[a]!.what} over ${parts[b]!.what}`);
    }
    expect(overlaps).toEqual([]);
  });

  it('show each barrel’s owner there: its colour over most of its cell, its marker in its ink', async () => {
    const scene = fullRefineries();
    const at = await onPhone(scene);
    const faint: string[] = [];
    for (const r of scene.refineries)
      r.barrels.forEach((owner, i) => {
        const st = playerStyle(owner);
        // Inside the cell's outline (1.5 units, and a unit of blur each side on the phone).
        const inner = phonePixels(shrink(barrelBox(refinerySlot(r.site, i), SLOT, SLOT_H), 3.5));
        const fill = inner.filter(([x, y]) => within(at(x, y), st.fill, 40)).length;
        const ink = inner.filter(([x, y]) => within(at(x, y), st.ink, 90)).length;
        // Measured: 6–22 px of colour and 6–12 of the marker's ink in each cell.
        if (fill < 5 || ink < 4)
          faint.push(`${r.site} slot ${i} (${st.name}): ${fill} px of colour, ${ink} of ink`);
      });
    expect(faint).toEqual([]);
  });
});
