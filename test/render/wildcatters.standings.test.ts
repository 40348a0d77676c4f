import { describe, expect, it } from 'vitest';
import { displayRegions } from '../../src/render/wildcatters/cards';
import { FRAME, PICTURE_SCALE } from '../../src/render/wildcatters/layout';
import { PANEL_REGIONS } from '../../src/render/wildcatters/panel';
import { drawWildcatters } from '../../src/render/wildcatters/render';
import { overScene } from '../../src/render/wildcatters/sampleScenes';
import { standingParts } from '../../src/render/wildcatters/standings';
import { boxesOverlap } from '../../src/render/wildcatters/names';
import { textsDrawn } from './texts-drawn';

/** Whether a drawn text's ink lies inside a design box. */
function inside(
  t: { box: { x0: number; y0: number; x1: number; y1: number } },
  b: typeof FRAME.display,
): boolean {
  const s = PICTURE_SCALE;
  return (
    t.box.x0 >= b.x * s && t.box.x1 <= (b.x + b.w) * s && t.box.y0 >= b.y * s && t.box.y1 <= (b.y + b.h) * s
  );
}

describe('Wildcatters game-over picture', () => {
  it('shows the final standings where the area cards lay, and neither the cards nor the next chips', () => {
    const scene = overScene();
    PANEL_REGIONS.enabled = false;
    displayRegions.enabled = false;
    const texts = textsDrawn(() => drawWildcatters(scene));
    PANEL_REGIONS.enabled = true;
    displayRegions.enabled = true;
    const below = texts.filter((t) => inside(t, FRAME.display)).map((t) => t.text);
    // Row by row, best first: the place, the name, the VP, and "Winner" for the winner alone.
    expect(below).toEqual([
      '1',
      'Chidi',
      '110 VP',
      'Winner',
      '2',
      'Dolores',
      '97 VP',
      '3',
      'Ana',
      '92 VP',
      '3',
      'Benedikt',
      '92 VP',
    ]);
    const all = texts.map((t) => t.text);
    expect(all.filter((t) => /Next chip|left$|shares|workers$|ref\. chip/.test(t))).toEqual([]);
  });

  it('stands each row inside the display, apart from the others, for 2 to 4 players', () => {
    for (let n = 2; n <= 4; n++) {
      const rows = Array.from({ length: n }, (_, i) => standingParts(i, n).row);
      for (const [i, r] of rows.entries()) {
        const d = FRAME.display;
        expect(r.x >= d.x && r.y >= d.y && r.x + r.w <= d.x + d.w && r.y + r.h <= d.y + d.h).toBe(true);
        for (const other of rows.slice(i + 1)) expect(boxesOverlap(r, other)).toBe(false);
      }
    }
  });
});
