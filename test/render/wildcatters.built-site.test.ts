import type { SKRSContext2D } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { REFINERY_SITES } from '../../src/games/wildcatters/data';
import { mapPieces } from '../../src/render/wildcatters/board';
import { PICTURE_SCALE, REFINERY_HALF, refinerySiteAt } from '../../src/render/wildcatters/layout';
import { drawWildcatters } from '../../src/render/wildcatters/render';
import { emptyScene } from '../../src/render/wildcatters/sampleScenes';
import type { WildcattersScene } from '../../src/render/wildcatters/scene';

/**
 * How many pixels of a site's dashed outline (a neutral dark grey, #3A3A3A, pieces.ts drawRefinerySite) show
 * in the top band of the site's outline, left of its R (design units from the middle of the
 * site's gauge: the outline's top edge at −0.85 × REFINERY_HALF).
 */
function dashPixels(ctx: SKRSContext2D, site: string): number {
  const p = refinerySiteAt(site);
  const s = REFINERY_HALF;
  const x0 = Math.round((p.x - s + 3) * PICTURE_SCALE);
  const x1 = Math.round((p.x + 0.45 * s - 3) * PICTURE_SCALE);
  const y0 = Math.round((p.y - 0.85 * s - 1) * PICTURE_SCALE);
  const y1 = Math.round((p.y - 0.45 * s - 2) * PICTURE_SCALE);
  const { data } = ctx.getImageData(x0, y0, x1 - x0, y1 - y0);
  let n = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (Math.max(r, g, b) < 90 && Math.max(r, g, b) - Math.min(r, g, b) < 12) n++;
  }
  return n;
}

describe('Wildcatters refinery sites', () => {
  const sites = REFINERY_SITES.map((s) => s.id);

  it('show their dashed outline while empty', () => {
    const ctx = drawWildcatters(emptyScene()).getContext('2d');
    for (const site of sites) expect(dashPixels(ctx, site), site).toBeGreaterThan(5);
  });

  // A late board: the empty site's dashes and pale ground showed round every built refinery, above its roof and
  // beside its chimney, as if the site were open still. (The gauge covers the site's outline now: its empty
  // cells' dark outlines stand where the dashes did, so the pieces drawn are counted.)
  it('show none of it under a built refinery', () => {
    const scene: WildcattersScene = {
      ...emptyScene(),
      refineries: sites.map((site, i) => ({ site, owner: i % 4, barrels: [] })),
    };
    const drawn = mapPieces(scene).map((p) => p.what);
    for (const site of sites) expect(drawn, site).not.toContain(`site ${site}`);
    expect(mapPieces(emptyScene()).map((p) => p.what)).toContain(`site ${sites[0]}`);
  });
});
