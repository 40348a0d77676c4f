/**
 * The Wildcatters map's names stay readable on a phone: no railway or sea lane shows through the letters of a
 * region's name, a white continent's "open to all" note or a label in the sea (NORTH AMERICA, "to Valdez").
 */
import { describe, expect, it } from 'vitest';
import { staticLayer } from '../../src/render/wildcatters/board';
import { PICTURE_SCALE, type Box } from '../../src/render/wildcatters/layout';
import { MAP_NAMES, NAME_HALO, mapNameBoxes } from '../../src/render/wildcatters/names';
import { hexToRgb, type RGB } from './pixels';

/** How far colour `p` lies from every blend of `ink` over `ground` (its RGB distance to their segment). */
function offBlend(p: RGB, ink: RGB, ground: RGB): number {
  const v = ink.map((c, i) => c - ground[i]!);
  const w = p.map((c, i) => c - ground[i]!);
  const dot = v[0]! * w[0]! + v[1]! * w[1]! + v[2]! * w[2]!;
  const along = Math.max(0, Math.min(1, dot / (v[0]! ** 2 + v[1]! ** 2 + v[2]! ** 2)));
  return Math.hypot(...w.map((c, i) => c - along * v[i]!));
}

describe('Wildcatters map names', () => {
  it('show nothing inside their letters’ box but the letters and their ground (no railway or lane across)', () => {
    // Australia's railway ran through "Australia" and "open to all" (~40 pixels each over 12 levels off). A
    // name's letters are anti-aliased blends of its ink and its ground: within ~3 levels of the line between
    // the two colours, where a lane showing between them (on a halo's edge) stays within 10.
    const layer = staticLayer();
    const data = layer.data();
    const strays: string[] = [];
    mapNameBoxes().forEach(({ text, box }, k) => {
      const name = MAP_NAMES[k]!;
      const ink = hexToRgb(name.color);
      const ground = hexToRgb(name.ground);
      // The letters' box: the name's box without its halo, in picture pixels.
      const letters: Box = {
        x: box.x + NAME_HALO,
        y: box.y + NAME_HALO,
        w: box.w - 2 * NAME_HALO,
        h: box.h - 2 * NAME_HALO,
      };
      let far = 0;
      for (let y = Math.ceil(letters.y * PICTURE_SCALE); y < (letters.y + letters.h) * PICTURE_SCALE; y++)
        for (let x = Math.ceil(letters.x * PICTURE_SCALE); x < (letters.x + letters.w) * PICTURE_SCALE; x++) {
          const i = (y * layer.width + x) * 4;
          if (offBlend([data[i]!, data[i + 1]!, data[i + 2]!], ink, ground) > 12) far++;
        }
      if (far) strays.push(`${text}: ${far} pixels`);
    });
    expect(strays).toEqual([]);
  });
});
