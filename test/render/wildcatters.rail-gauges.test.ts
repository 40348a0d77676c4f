/**
 * A railway to a refinery ends at its gauge's edge: a built refinery's empty barrel cells are a light tint over
 * the land (wildcatters.empty-slots), and a line drawn on to the gauge's middle showed through them, a dark bar
 * across room left. Measured on the picture, every refinery site built and empty, on every railway that leads
 * to one.
 */
import { describe, expect, it } from 'vitest';
import { RAILWAYS, REFINERY_CAPACITY, REFINERY_SITES } from '../../src/games/wildcatters/data';
import {
  PICTURE_SCALE,
  RAIL_WIDTH,
  SLOT,
  SLOT_H,
  railwayPath,
  refinerySlot,
  type Pt,
} from '../../src/render/wildcatters/layout';
import { drawWildcatters } from '../../src/render/wildcatters/render';
import { midGameScene } from '../../src/render/wildcatters/sampleScenes';
import { contrastRatio, pixel, type RGB } from './pixels';

/** How far `p` lies from a railway's line (its middle). */
function gapToPath(p: Pt, path: readonly Pt[]): number {
  let best = Infinity;
  for (let k = 1; k < path.length; k++) {
    const [a, b] = [path[k - 1]!, path[k]!];
    const [dx, dy] = [b.x - a.x, b.y - a.y];
    const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy));
  }
  return best;
}

/** How far inside its outline a cell's pixels are read (design units): clear of the outline's stroke. */
const INSET = 3;

/**
 * The most contrast a pixel on a railway's line inside an empty cell may have with the cell's middle pixel
 * colour: the land's texture and the tint alone.
 */
const QUIET = 1.25;

describe('Wildcatters railways to a refinery', () => {
  it('stop at its gauge: no rail colour inside an empty barrel cell', () => {
    const scene = midGameScene();
    scene.refineries = REFINERY_SITES.map((s, i) => ({ site: s.id, owner: i % 4, barrels: [] }));
    const canvas = drawWildcatters(scene);
    const px = (p: Pt): RGB => pixel(canvas, p.x * PICTURE_SCALE, p.y * PICTURE_SCALE);
    const loud: string[] = [];
    let read = 0;
    for (const r of RAILWAYS) {
      if (r.to.kind !== 'refinery') continue;
      const site = r.to.id;
      const path = railwayPath(r.id);
      // Where another railway runs near, its line's pixels are not this one's (Argentina's line from its lower
      // field to Bahía Blanca climbs over the gauge's top left cell: the layout's, not the line's end).
      const others = RAILWAYS.filter((o) => o.to.id !== site).map((o) => railwayPath(o.id));
      for (let i = 0; i < REFINERY_CAPACITY; i++) {
        const c = refinerySlot(site, i);
        const inside = (p: Pt) =>
          Math.abs(p.x - c.x) <= SLOT / 2 - INSET && Math.abs(p.y - c.y) <= SLOT_H / 2 - INSET;
        // The cell's land where no line runs: its pixels' upper quartile, brightest first.
        const cell: RGB[] = [];
        for (let dy = -SLOT_H / 2 + INSET; dy <= SLOT_H / 2 - INSET; dy += 2)
          for (let dx = -SLOT / 2 + INSET; dx <= SLOT / 2 - INSET; dx += 2)
            cell.push(px({ x: c.x + dx, y: c.y + dy }));
        cell.sort((a, b) => b[0] + b[1] + b[2] - (a[0] + a[1] + a[2]));
        const land = cell[Math.floor(cell.length / 4)]!;
        for (let k = 1; k < path.length; k++) {
          const [a, b] = [path[k - 1]!, path[k]!];
          const len = Math.hypot(b.x - a.x, b.y - a.y);
          for (let d = 0; d <= len; d += 0.5) {
            const p = { x: a.x + ((b.x - a.x) * d) / len, y: a.y + ((b.y - a.y) * d) / len };
            if (!inside(p) || others.some((o) => gapToPath(p, o) < RAIL_WIDTH + 1)) continue;
            read++;
            const ratio = contrastRatio(px(p), land);
            if (ratio > QUIET) loud.push(`${r.id} in ${site} cell ${i}: ${ratio.toFixed(2)}:1`);
          }
        }
      }
    }
    expect(read).toBeGreaterThan(0);
    // Measured on main: 2.5–3.7:1 in Texas, Argentina, Persia, Siberia and Europe's inland site; now none.
    expect([...new Set(loud.map((l) => l.replace(/:[^:]*$/, '')))]).toEqual([]);
  });
});
