/**
 * What a player tells apart on the Catan and Oil Springs board where a phone shows the picture 400 px wide
 * (PHONE_PICTURE_WIDTH): a city from a settlement, by its size (a settlement and a city were blobs of ~100 and
 * ~130 px² there, 1.24 times), and a 2:1 harbor's resource, by the colour of its terrain on the token (its icon
 * alone is ~6 px there). Areas are measured on the whole picture, in the phone's px².
 */
import { describe, expect, it } from 'vitest';
import { HARBOR_R, ROAD, boardTransform, harborCenter } from '../../src/render/catan/board';
import { CATAN_LAYOUT, TERRAIN_STYLE } from '../../src/render/catan/layout';
import { drawCatan, pixelOf } from '../../src/render/catan/render';
import { edge, lateBaseScene } from '../../src/render/catan/sampleScenes';
import type { BuildingKind, CatanScene } from '../../src/render/catan/scene';
import { playerStyle } from '../../src/render/kit';
import { PHONE_PICTURE_WIDTH } from '../../src/render/kit/text';

/** One of the picture's px² in the phone's px². */
const PHONE_PX2 = (PHONE_PICTURE_WIDTH / CATAN_LAYOUT.width) ** 2;

function pixels(scene: CatanScene): Uint8ClampedArray {
  const c = drawCatan(scene);
  return c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
}

/** How many pixels differ between two drawings of the same size. */
function changed(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let n = 0;
  for (let i = 0; i < a.length; i += 4)
    if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) n++;
  return n;
}

describe('Catan’s board on a phone', () => {
  // The late scene without pieces, the robber or the last action's halo: a building is all that changes.
  const empty: CatanScene = {
    ...lateBaseScene(),
    buildings: [],
    roads: [],
    robber: null,
    highlight: undefined,
  };
  const bare = pixels(empty);
  // Intersections of the board's middle, away from the harbors.
  const spots = lateBaseScene().buildings.map((b) => b.at);

  /** The phone's px² a building of `kind` covers, the least over every seat's colour and a few intersections. */
  function area(kind: BuildingKind): { least: number; most: number } {
    const areas: number[] = [];
    for (const owner of [0, 1, 2, 3])
      for (const at of spots.slice(0, 3))
        areas.push(changed(pixels({ ...empty, buildings: [{ at, kind, owner }] }), bare) * PHONE_PX2);
    return { least: Math.min(...areas), most: Math.max(...areas) };
  }

  it('shows a city at least 1.6 times a settlement’s area, and a metropolis no smaller than a city', () => {
    expect(spots.length).toBeGreaterThanOrEqual(3);
    const settlement = area('settlement');
    const city = area('city');
    const metropolis = area('metropolis');
    // Measured: settlement 99-103, city 168-170, metropolis 189-193 phone px² (the city was 128-131, 1.24 times).
    expect(city.least / settlement.most).toBeGreaterThanOrEqual(1.6);
    expect(city.least - settlement.most).toBeGreaterThanOrEqual(50);
    expect(metropolis.least).toBeGreaterThanOrEqual(city.most);
  });

  it('marks each road with its seat’s marker 3.5 phone px across or more, at each of a path’s three slants', () => {
    // Measured: 3.8-5.0 phone px across, 9-15 phone px². The markers were 2 phone px across (roads 0.15 hex radii
    // wide): whose road it was read by colour alone.
    const R = boardTransform(empty).unit;
    const phone = PHONE_PICTURE_WIDTH / CATAN_LAYOUT.width;
    const found: string[] = [];
    for (const owner of [0, 1, 2, 3])
      for (const side of [0, 1, 2]) {
        const road = { ...edge(empty.hexes, 'J', side), owner };
        const data = pixels({ ...empty, roads: [road] });
        const a = pixelOf(empty, road.a);
        const b = pixelOf(empty, road.b);
        const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        const ink = [1, 3, 5].map((i) => parseInt(playerStyle(owner).ink.slice(i, i + 2), 16));
        // The marker's pixels: the ink's colour inside the road's fill, round its middle.
        const r = (R * ROAD.w) / 2 - 1;
        let [x0, y0, x1, y1, n] = [Infinity, Infinity, -Infinity, -Infinity, 0];
        for (let y = Math.floor(mid.y - r); y <= mid.y + r; y++)
          for (let x = Math.floor(mid.x - r); x <= mid.x + r; x++) {
            if (Math.hypot(x + 0.5 - mid.x, y + 0.5 - mid.y) > r) continue;
            const i = (y * CATAN_LAYOUT.width + x) * 4;
            if (
              Math.abs(data[i]! - ink[0]!) +
                Math.abs(data[i + 1]! - ink[1]!) +
                Math.abs(data[i + 2]! - ink[2]!) >
              60
            )
              continue;
            [x0, y0, x1, y1, n] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y), n + 1];
          }
        const [w, h] = [(x1 - x0 + 1) * phone, (y1 - y0 + 1) * phone];
        const where = `seat ${owner}, side ${side}: ${w.toFixed(1)}×${h.toFixed(1)} phone px, ${(n * PHONE_PX2).toFixed(1)} px²`;
        found.push(where);
        expect(Math.min(w, h), where).toBeGreaterThanOrEqual(3.5);
        expect(n * PHONE_PX2, where).toBeGreaterThanOrEqual(8);
      }
    expect(found).toHaveLength(12);
  });

  it('colours each 2:1 harbor’s token with its resource’s terrain over 35 phone px² or more', () => {
    const scene = lateBaseScene();
    const R = boardTransform(scene).unit;
    const data = pixels(scene);
    const specific = scene.harbors.filter((h) => h.resource !== null);
    expect(specific.length).toBe(5);
    const TERRAIN = {
      lumber: 'forest',
      brick: 'hills',
      wool: 'pasture',
      grain: 'fields',
      ore: 'mountains',
    } as const;
    for (const h of specific) {
      const fill = TERRAIN_STYLE[TERRAIN[h.resource!]].fill;
      const rgb = [1, 3, 5].map((i) => parseInt(fill.slice(i, i + 2), 16));
      const c = pixelOf(scene, harborCenter(h));
      const r = R * HARBOR_R;
      let n = 0;
      for (let y = Math.floor(c.y - r); y <= c.y + r; y++)
        for (let x = Math.floor(c.x - r); x <= c.x + r; x++) {
          if (Math.hypot(x - c.x, y - c.y) > r) continue;
          const i = (y * CATAN_LAYOUT.width + x) * 4;
          if (data[i] === rgb[0] && data[i + 1] === rgb[1] && data[i + 2] === rgb[2]) n++;
        }
      // Measured: 42 (brick: its icon covers more of the cap) to 56 phone px² (0 before: the token was cream, its icon the only colour).
      expect(n * PHONE_PX2, h.resource!).toBeGreaterThanOrEqual(35);
    }
  });
});
