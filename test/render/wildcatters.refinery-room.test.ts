import { describe, expect, it } from 'vitest';
import { HARBOURS, OIL_FIELDS, REFINERY_SITES } from '../../src/games/wildcatters/data';
import { boxGap } from '../../src/render/merit-oil/geometry';
import {
  DISK_AT,
  PLANT_HALF,
  PLANT_V,
  REFINERY_HALF,
  SPOT_R,
  TILES,
  TILE_STYLE,
  diskCountAt,
  fieldPatch,
  refineryPlantAt,
  refineryRow,
  refinerySiteAt,
  regionKey,
  type Box,
} from '../../src/render/wildcatters/layout';
import { boxesOverlap, mapNameBoxes } from '../../src/render/wildcatters/names';
import { countBox, diskSpotBox, refineryBox, squareBox } from '../../src/render/wildcatters/pieces';
import { harbourBox, onTile, rigSpotBoxes } from '../../src/render/wildcatters/placement';

/**
 * What a refinery site covers: its building (or an empty site's dashed outline) and its gauge of barrels, with
 * how round each one's corners are (a gauge cell's: 2 and its outline).
 */
function siteBoxes(site: string): Array<{ part: string; box: Box; round: number }> {
  return [
    { part: 'building', box: refineryBox(refineryPlantAt(site), PLANT_HALF, PLANT_V), round: 0 },
    { part: 'empty site', box: squareBox(refinerySiteAt(site), REFINERY_HALF + 1), round: 0 },
    { part: 'gauge', box: refineryRow(site), round: 3 },
  ];
}

/**
 * The least gap between a refinery site's part and a harbour's ring or a plated name (design units, ~5 px in
 * the picture): at less, a gauge reads as the harbour's, or as part of the name's plate.
 */
const HARBOUR_GAP = 6;

/** The least gap between two refinery sites' parts (design units, ~9 px in the picture): each gauge its own. */
const SITE_GAP = 10;

/** `box` less `d` all round. */
function shrink(box: Box, d: number): Box {
  return { x: box.x + d, y: box.y + d, w: box.w - 2 * d, h: box.h - 2 * d };
}

/**
 * How far `box` lies from a field's oil patch, as the board draws it (fieldPatch): a band of radius `r` round
 * its core, the patch's box less `r` all round (its spots' line).
 */
function patchClearance(box: Box, fieldId: string): number {
  const patch = fieldPatch(fieldId);
  return boxGap(box, shrink(patch, patch.r)) - patch.r;
}

describe('Wildcatters refinery sites', () => {
  // A playtest's board: Southern Africa's gauge touched its fourth rig spot's rig and its coast.
  it('stand on their land, each part a unit or more inside the coast line', () => {
    // The coast is TILE_STYLE.edgeWidth wide, centred on the tile's box.
    const inset = TILE_STYLE.edgeWidth / 2 + 1;
    const ashore = REFINERY_SITES.flatMap((s) =>
      siteBoxes(s.id)
        // A round corner inside a round tile: the corner's centre a radius further inside.
        .filter(({ box, round }) => !onTile(shrink(box, round), TILES[regionKey(s.region)], inset + round))
        .map(({ part }) => `${s.id} ${part}`),
    );
    expect(ashore).toEqual([]);
  });

  it('touch no rig spot (rig, pump jack or its count), oil patch, disk spot or map name', () => {
    const spots = rigSpotBoxes();
    const disks = Object.values(DISK_AT).flatMap((p) => [diskSpotBox(p, SPOT_R), countBox(diskCountAt(p))]);
    const names = mapNameBoxes();
    const clashes: string[] = [];
    for (const s of REFINERY_SITES)
      for (const { part, box } of siteBoxes(s.id)) {
        const at = `${s.id} ${part}`;
        if (spots.some((b) => boxesOverlap(b, box))) clashes.push(`${at}: a rig spot's piece`);
        if (disks.some((b) => boxesOverlap(b, box))) clashes.push(`${at}: a disk spot`);
        for (const n of names) if (boxesOverlap(n.box, box)) clashes.push(`${at}: "${n.text}"`);
        for (const f of OIL_FIELDS) if (patchClearance(box, f.id) < 1) clashes.push(`${at}: ${f.id}'s patch`);
      }
    expect(clashes).toEqual([]);
  });

  // A playtest's board: Texas's gauge stood 5 units above the "Maracaibo" plate, read as one with it, and Europe's
  // port's met Rotterdam's ring (0 units): which harbour a refinery belongs to is told by the railways alone.
  // Later, Southern Africa's gauge stood 2.3 units from its "open to all" (the note read as the gauge's label) and
  // Europe's inland gauge 0.5 from its field's last count: a name or a rig spot's piece is as near as a plate.
  // Arabia's gauge stood 0.8 units right of its second field's last pump jack, until Arabia reached 6 units
  // further east (Persia as much narrower).
  it(`keep ${HARBOUR_GAP} units or more from every harbour's ring, map name and rig spot's piece`, () => {
    const others = [
      ...HARBOURS.map((h) => ({ what: `${h.name}'s ring`, box: harbourBox(h.id) })),
      ...mapNameBoxes().map((n) => ({ what: `"${n.text}"`, box: n.box })),
      ...rigSpotBoxes().map((box) => ({ what: 'a rig spot', box })),
    ];
    const near: string[] = [];
    for (const s of REFINERY_SITES)
      for (const { part, box } of siteBoxes(s.id))
        for (const o of others) {
          const gap = boxGap(box, o.box);
          if (gap < HARBOUR_GAP) near.push(`${s.id} ${part}: ${o.what} ${gap.toFixed(1)} units`);
        }
    expect(near).toEqual([]);
  });

  // Europe's two gauges, one over the other, stood 2 units apart (the port's chimney under the inland's last
  // row): they read as one column of nine cells. Europe reaches 10 units further south, the port site with it.
  it(`stand ${SITE_GAP} units or more apart, every part of one from every part of another`, () => {
    const near: string[] = [];
    for (let i = 0; i < REFINERY_SITES.length; i++)
      for (let j = i + 1; j < REFINERY_SITES.length; j++) {
        const [a, b] = [REFINERY_SITES[i]!.id, REFINERY_SITES[j]!.id];
        const gap = Math.min(...siteBoxes(a).flatMap((p) => siteBoxes(b).map((q) => boxGap(p.box, q.box))));
        // Measured: 12 units (Europe's; 2 before), the rest 67 or more.
        if (gap < SITE_GAP) near.push(`${a} and ${b}: ${gap.toFixed(1)} units`);
      }
    expect(near).toEqual([]);
  });
});
