import type { Canvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { HARBOURS, OIL_FIELDS } from '../../src/games/wildcatters/data';
import { playerStyle, UI } from '../../src/render/kit';
import { clearStaticCache, mapPieces } from '../../src/render/wildcatters/board';
import {
  CONTINENT_FILL,
  DISK_AT,
  FRAME,
  COUNT_R,
  HARBOUR_AT,
  PLANT_HALF,
  PLANT_V,
  REFINERY_HALF,
  SLOT,
  SLOT_H,
  SPOT_R,
  TILES,
  WILD_SIZE,
  cardBox,
  diskCountAt,
  jackCountAt,
  missingPlaces,
  refineryPlantAt,
  refinerySiteAt,
  refinerySlot,
  spotAt,
  toPicture,
} from '../../src/render/wildcatters/layout';
import { lastMoveRing } from '../../src/render/wildcatters/marks';
import { countBox, plantStyle } from '../../src/render/wildcatters/pieces';
import { PLATE_PAD, boxesOverlap, mapNameBoxes } from '../../src/render/wildcatters/names';
import { tankerAt } from '../../src/render/wildcatters/placement';
import { textsDrawn } from './texts-drawn';
import { drawWildcatters, renderWildcatters, resultCaption } from '../../src/render/wildcatters/render';
import { emptyScene, midGameScene } from '../../src/render/wildcatters/sampleScenes';
import type { WildcattersScene } from '../../src/render/wildcatters/scene';
import { colorDistance, decodePng, near, pixel } from './pixels';

/** The pixel at a point of the design (the picture is the design scaled). */
function px(canvas: Canvas, x: number, y: number) {
  const p = toPicture({ x, y });
  return pixel(canvas, p.x, p.y);
}

/** A point inside a rig's body, clear of its marker glyph (seats 0 and 1: circle, square). */
function rigBody(field: string, i: number) {
  const p = spotAt(field, i);
  // The derrick's middle above its marker, clear of its dark edge (EDGE_INSIDE).
  return { x: p.x, y: p.y - 0.3 * SPOT_R };
}

describe('Wildcatters picture', () => {
  it('is a landscape PNG of 1280×823 under 500 KB', async () => {
    const png = await renderWildcatters(midGameScene());
    const img = await decodePng(png);
    expect([img.width, img.height]).toEqual([WILD_SIZE.width, WILD_SIZE.height]);
    expect(WILD_SIZE).toEqual({ width: 1280, height: 823 });
    expect(img.width).toBeGreaterThanOrEqual(1000);
    expect(img.width / img.height).toBeGreaterThan(1.4);
    expect(png.length).toBeLessThan(500_000);
    // What was drawn is in the PNG: the panel's background at its bottom-right corner.
    expect(near(img.at(WILD_SIZE.width - 3, WILD_SIZE.height - 3), UI.panel, 4)).toBe(true);
  });

  it('has a position for every field, harbour, refinery site, disk and sea lane of the design data', () => {
    expect(missingPlaces()).toEqual([]);
  });

  it('draws a rig on the spot the scene puts it, in its owner’s colour, and nothing on an empty spot', () => {
    const scene = midGameScene();
    const canvas = drawWildcatters(scene);
    // texas.2 spot 0 is Dolores' (pink) rig and spot 1 Benedikt's (orange); spot 2 is empty.
    const b = rigBody('texas.2', 1);
    expect(near(px(canvas, b.x, b.y), playerStyle(1).fill, 30)).toBe(true);
    const empty = rigBody('texas.2', 2);
    expect(near(px(canvas, empty.x, empty.y), playerStyle(1).fill, 30)).toBe(false);
    // Moving the rig to another field moves its colour there.
    const moved: WildcattersScene = {
      ...scene,
      fields: [{ id: 'persia.2', pieces: [{ owner: 0, kind: 'rig' }] }],
    };
    const c2 = drawWildcatters(moved);
    const at = rigBody('persia.2', 0);
    expect(near(px(c2, at.x, at.y), playerStyle(0).fill, 30)).toBe(true);
    expect(near(px(c2, b.x, b.y), playerStyle(1).fill, 30)).toBe(false);
  });

  it('fills a refinery’s barrel slots in the colours of the barrels’ owners, in their order', () => {
    const scene = midGameScene();
    const canvas = drawWildcatters(scene);
    const europe = scene.refineries.find((r) => r.site === 'europe.port')!;
    europe.barrels.forEach((owner, i) => {
      const s = refinerySlot('europe.port', i);
      expect(near(px(canvas, s.x, s.y + SLOT * 0.5 * 0.6), playerStyle(owner).fill, 30)).toBe(true);
    });
    // The fifth slot is empty: Europe's white land shows through it, no player's colour but white, the land's own
    // (a white barrel there is told by its dark outline and marker).
    const last = refinerySlot('europe.port', 4);
    const slot5 = px(canvas, last.x, last.y + SLOT * 0.5 * 0.6);
    expect(near(slot5, CONTINENT_FILL.europe.fill, 20)).toBe(true);
    for (const seat of [0, 1, 3]) expect(near(slot5, playerStyle(seat).fill, 20)).toBe(false);
    // The refinery building is its owner's: a darker shade of its colour.
    const r = refineryPlantAt('europe.port');
    expect(near(px(canvas, r.x - 0.7 * PLANT_HALF, r.y + 0.3 * PLANT_V), plantStyle(1).fill, 30)).toBe(true);
  });

  it('draws a refinery’s barrels as a gauge of touching cells, each 20 × 20 px of colour or more in the picture', () => {
    // Discord shows the picture ~400 px wide on a phone: the barrels apart, 10 × 12 px with their outline, were
    // 3 × 4 px there, too small to count; in a row of five, 12 × 18 px, 3.7 × 5.7 there, their markers specks.
    // White barrels on Texas's brown land: the land shows only round the gauge.
    const scene: WildcattersScene = {
      ...midGameScene(),
      refineries: [{ site: 'texas.refinery', owner: 1, barrels: [2, 2, 2, 2, 2] }],
    };
    const canvas = drawWildcatters(scene);
    const white = playerStyle(2).fill;
    const cells = [0, 1, 2, 3, 4].map((i) => toPicture(refinerySlot('texas.refinery', i)));
    const cellH = toPicture({ x: 0, y: SLOT_H }).y;
    const isWhite = (x: number, y: number) => near(pixel(canvas, x, y), white, 30);
    for (const c of cells) {
      // Top to bottom through the middle (the marker in between), and the run across below the marker.
      const column = Array.from({ length: Math.round(2 * cellH) }, (_, k) => c.y - cellH + k).filter((y) =>
        isWhite(c.x, y),
      );
      expect(Math.max(...column) - Math.min(...column) + 1).toBeGreaterThanOrEqual(20);
      let across = 1;
      for (const sign of [-1, 1])
        for (let k = 1; k < 30 && isWhite(c.x + sign * k, c.y + 0.4 * cellH); k++) across++;
      expect(across).toBeGreaterThanOrEqual(20);
    }
    // Along the row beneath the building, from its first cell to its last, no land between the cells: only the
    // barrels and their outlines.
    const land: number[] = [];
    for (let x = Math.round(cells[2]!.x); x <= cells[4]!.x; x++) {
      const [r, , b] = pixel(canvas, x, cells[2]!.y + 0.4 * cellH);
      if (r - b > 40) land.push(x);
    }
    expect(land).toEqual([]);
  });

  it('draws trains on their railway and tankers at their harbour', () => {
    const scene = midGameScene();
    const canvas = drawWildcatters(scene);
    const t = mapPieces(scene).find((p) => p.what === 'train texas.1>texas.harbour')!.at;
    expect(near(px(canvas, t.x - 0.7 * 13, t.y - 0.2 * 13), playerStyle(1).fill, 30)).toBe(true);
    // Two tankers share Luanda: the second stands beside the first (their hulls sampled mid-height).
    for (const [i, seat] of [
      [0, 0],
      [1, 3],
    ] as const) {
      const p = tankerAt('southernAfrica.west', i);
      expect(near(px(canvas, p.x - 0.5 * 14, p.y + 0.15 * 14), playerStyle(seat).fill, 30)).toBe(true);
    }
  });

  it('shows a wildcatter disk grey on its spot until won, then in the winner’s colour', () => {
    const scene = midGameScene();
    const canvas = drawWildcatters(scene);
    const won = DISK_AT['arabia']!;
    expect(near(px(canvas, won.x, won.y - 0.55 * SPOT_R), playerStyle(2).fill, 30)).toBe(true);
    const open = DISK_AT['persia']!;
    // Above its W, which fills the disk's inside (MARK_TEXT).
    expect(near(px(canvas, open.x, open.y - 0.7 * SPOT_R), '#9AA3AD', 20)).toBe(true);
  });

  it('rings the last move’s place, as Catan marks its last piece; not on the since picture nor a chooser’s', () => {
    const base = midGameScene();
    // Away from the active area, framed in the same colour.
    const site = base.refineries.find((r) => !r.site.startsWith(`${base.activeArea}.`))!.site;
    const marks = {
      text: 'Ringed',
      fields: [],
      trains: [],
      tankers: [],
      refineries: [],
      disks: [],
      shares: [],
    };
    const cases: NonNullable<WildcattersScene['last']>[] = [
      { kind: 'railway', id: 'texas.1>texas.harbour' },
      { kind: 'harbour', id: 'southernAfrica.east' },
      { kind: 'refinery', id: site },
    ];
    for (const last of cases) {
      const scene = { ...base, last };
      const r = lastMoveRing(scene)!;
      expect(r, last.id).not.toBeNull();
      // The ring's top, bottom, left and right (a name beside the place stays over it).
      const ringed = (s: WildcattersScene) => {
        const canvas = drawWildcatters(s);
        const sides = [
          [0, -1],
          [0, 1],
          [-1, 0],
          [1, 0],
        ] as const;
        return sides.some(([dx, dy]) => near(px(canvas, r.x + dx * r.r, r.y + dy * r.r), UI.highlight, 40));
      };
      expect(ringed(scene), last.id).toBe(true);
      expect(ringed(base), last.id).toBe(false);
      expect(ringed({ ...scene, marks }), last.id).toBe(false);
      const select = { kind: 'card' as const, prompt: 'Pick', spots: [] };
      expect(ringed({ ...scene, selection: select }), last.id).toBe(false);
    }
    // A field is framed: the frame's top edge, above its first spot.
    const a = spotAt('alaska.1', 0);
    const frameTop = (s: WildcattersScene) => px(drawWildcatters(s), a.x + 17, a.y - SPOT_R - 6);
    expect(near(frameTop({ ...base, last: { kind: 'field', id: 'alaska.1' } }), UI.highlight, 40)).toBe(true);
    expect(near(frameTop(base), UI.highlight, 40)).toBe(false);
  });

  it('keeps the map’s names over the last move’s ring: the letters of "Bahía Blanca" beside its ringed quay', () => {
    // A look at the picture: the ring round Bahía Blanca's quay ran through the B of its name.
    const base = midGameScene();
    const plain = drawWildcatters(base);
    const marked = drawWildcatters({ ...base, last: { kind: 'harbour', id: 'argentina.harbour' } });
    // Its letters: the box of its plate less the plate's margin.
    const plate = mapNameBoxes().find((n) => n.text === 'Bahía Blanca')!.box;
    const box = { x: plate.x + PLATE_PAD.x, y: plate.y + PLATE_PAD.y, h: plate.h - 2 * PLATE_PAD.y };
    const sea = px(plain, box.x - 30, box.y + box.h + 20);
    let ink = 0;
    const changed: string[] = [];
    for (let x = box.x; x < box.x + 24; x++)
      for (let y = box.y; y < box.y + box.h; y++) {
        const was = px(plain, x, y);
        if (colorDistance(was, sea) < 120) continue; // the sea between the letters, not a letter
        ink++;
        if (colorDistance(px(marked, x, y), was) > 10) changed.push(`${x},${y}`);
      }
    expect(ink).toBeGreaterThan(10);
    expect(changed).toEqual([]);
  });

  it('frames the active area in yellow, and only it', () => {
    const scene = midGameScene();
    const canvas = drawWildcatters(scene);
    const edge = (a: keyof typeof TILES) => px(canvas, TILES[a].x - 3, TILES[a].y + TILES[a].h / 2);
    expect(near(edge('texas'), UI.highlight, 30)).toBe(true);
    expect(near(edge('alaska'), UI.highlight, 30)).toBe(false);
  });

  it('draws the barrel counts 18 px high or more in the picture, a jack’s and a disk’s, clear of the pieces beside', () => {
    // A playtest on a phone: the counts' numerals were about 13 px high in the 1280 px picture (an 18 px font).
    /** The rows (picture pixels) that the white numeral of a count covers: drawn with the count less without. */
    const base = emptyScene();
    const field = 'persia.1';
    const scene = (barrels: number): WildcattersScene => ({
      ...base,
      fields: [
        {
          id: field,
          pieces: [0, 1, 2].map((owner) => ({ owner, kind: 'pumpJack' as const, barrels })),
        },
      ],
      disks: base.disks.map((d) => (d.area === 'persia' ? { ...d, owner: 3, barrels } : d)),
    });
    const inkHeights = (barrels: number) => {
      const shown = drawWildcatters(scene(barrels));
      const bare = drawWildcatters(scene(0));
      const heights: number[] = [];
      const centres = [0, 1, 2]
        .map((i) => jackCountAt(spotAt(field, i)))
        .concat(diskCountAt(DISK_AT.persia!));
      for (const c of centres) {
        const at = toPicture(c);
        const rows: number[] = [];
        for (let y = Math.round(at.y) - 30; y <= at.y + 30; y++)
          for (let x = Math.round(at.x) - 20; x <= at.x + 20; x++)
            if (
              near(pixel(shown, x, y), '#FFFFFF', 40) &&
              colorDistance(pixel(shown, x, y), pixel(bare, x, y)) > 40
            )
              rows.push(y);
        heights.push(rows.length ? Math.max(...rows) - Math.min(...rows) + 1 : 0);
      }
      return heights;
    };
    for (const n of [1, 3]) for (const h of inkHeights(n)) expect(h).toBeGreaterThanOrEqual(18);
    // Clear of the pieces beside: no count's box on another jack, disk or count (its own jack's beam it may).
    const pieces = mapPieces({
      ...scene(3),
      fields: [
        { id: field, pieces: [0, 1, 2].map((owner) => ({ owner, kind: 'pumpJack' as const, barrels: 3 })) },
      ],
    });
    const counts = pieces.filter((p) => p.what.startsWith('barrels '));
    expect(counts).toHaveLength(4);
    const own = (c: string) => c.replace('barrels ', '').replace(/^(\w+) disk$/, 'disk $1');
    const on = counts.flatMap((c) =>
      pieces
        .filter((o) => o !== c && !o.what.endsWith(own(c.what)) && !/^(tanker|train|harbour)/.test(o.what))
        .filter((o) => boxesOverlap(c.box, o.box))
        .map((o) => `${c.what} on ${o.what}`),
    );
    expect(on).toEqual([]);
    // Nor on a name of the map, at any spot of any field or any disk.
    const everyCount = [
      ...OIL_FIELDS.flatMap((f) =>
        Array.from({ length: f.rigSpots }, (_, i) => ({
          what: `${f.id}/${i}`,
          box: countBox(jackCountAt(spotAt(f.id, i))),
        })),
      ),
      ...Object.entries(DISK_AT).map(([area, p]) => ({
        what: `${area} disk`,
        box: countBox(diskCountAt(p)),
      })),
    ];
    const onNames = everyCount.flatMap((c) =>
      mapNameBoxes()
        .filter((n) => boxesOverlap(c.box, n.box))
        .map((n) => `${c.what} on ${n.text}`),
    );
    expect(onNames).toEqual([]);
  });

  it('hides the left end of a pump jack’s beam under its count, so "3" does not read as "−3"', () => {
    // A playtest: the beam poked out just left of the numeral, at its foot, like a minus sign.
    const base = emptyScene();
    const field = 'persia.1';
    const spot = spotAt(field, 0);
    const bare = drawWildcatters(base);
    const drawn = drawWildcatters({
      ...base,
      fields: [{ id: field, pieces: [{ owner: 0, kind: 'pumpJack', barrels: 3 }] }],
    });
    const box = countBox(jackCountAt(spot));
    // Left of the count, from its top down to just above the jack's base (whose plate is wider than the beam):
    // nothing of the jack is drawn there.
    const shown: string[] = [];
    for (let y = box.y; y <= spot.y - 2; y += 0.5)
      for (let x = spot.x - 1.5 * SPOT_R; x < box.x; x += 0.5)
        if (colorDistance(px(drawn, x, y), px(bare, x, y)) > 40) shown.push(`${x},${y}`);
    expect(shown).toEqual([]);
  });

  it('keeps a framed field’s barrel counts whole: the last move’s frame and the since picture’s', () => {
    // A playtest: Ana drilled Persia's upper field; the last move's frame round it cut the new pump jack's
    // "3" (at the jack's upper right, where the frame runs) to a "ɔ".
    const base = emptyScene();
    const field = 'persia.1';
    const scene: WildcattersScene = {
      ...base,
      fields: [{ id: field, pieces: [{ owner: 0, kind: 'pumpJack', barrels: 3 }] }],
    };
    const badge = jackCountAt(spotAt(field, 0));
    // The count is a white numeral outlined in near-black: its ink, pixel by pixel, in the unframed picture.
    const plain = drawWildcatters(scene);
    const ink: Array<{ x: number; y: number; rgb: ReturnType<typeof px> }> = [];
    for (let dy = -COUNT_R; dy <= COUNT_R; dy += 0.5)
      for (let dx = -COUNT_R; dx <= COUNT_R; dx += 0.5) {
        const rgb = px(plain, badge.x + dx, badge.y + dy);
        if (near(rgb, '#FFFFFF', 30) || near(rgb, '#111111', 30))
          ink.push({ x: badge.x + dx, y: badge.y + dy, rgb });
      }
    expect(ink.length).toBeGreaterThan(40);
    /** The ink pixels the frame of `s` covers. */
    const covered = (s: WildcattersScene) => {
      const canvas = drawWildcatters(s);
      return ink.filter((p) => colorDistance(px(canvas, p.x, p.y), p.rgb) > 30).length;
    };
    expect(covered({ ...scene, last: { kind: 'field', id: field } })).toBe(0);
    const marks = {
      text: 'Ringed',
      fields: [field],
      trains: [],
      tankers: [],
      refineries: [],
      disks: [],
      shares: [],
    };
    expect(covered({ ...scene, marks })).toBe(0);
  });

  it('keeps the active area’s harbours whole over its frame: the quay’s white ring shows all round', () => {
    // A playtest: Persia's yellow frame, along the coast, cut Abadan's ring in half (every harbour stands on
    // its tile's edge).
    const cut: string[] = [];
    for (const h of HARBOURS) {
      if (h.region.kind !== 'area') continue;
      const canvas = drawWildcatters({ ...emptyScene(), activeArea: h.region.area });
      const p = HARBOUR_AT[h.id]!;
      // Between the dark centre (radius 3.5) and the dark rim (7.5–10.5): white.
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const)
        if (!near(px(canvas, p.x + 5.5 * dx, p.y + 5.5 * dy), '#FFFFFF', 40))
          cut.push(`${h.id} (${dx}, ${dy})`);
    }
    expect(cut).toEqual([]);
  });

  it('shows the display’s cards by shade, and an empty slot as empty', () => {
    const scene = midGameScene();
    scene.display[3] = null;
    const canvas = drawWildcatters(scene);
    const body = (i: number) => {
      // The card's ground between its number and its area's band.
      const b = cardBox(i);
      return px(canvas, b.x + 32, b.y + 8);
    };
    expect(near(body(0), '#2E3440', 12)).toBe(true); // dark.persia.6
    expect(near(body(1), '#F3EBD7', 12)).toBe(true); // light.alaska.1
    expect(near(body(3), '#F3EBD7', 40)).toBe(false);
    expect(near(body(3), '#2E3440', 12)).toBe(false);
  });

  it('writes each player’s VP on their card, large (the VP track with its small numbers is gone)', () => {
    const scene = midGameScene();
    const texts = textsDrawn(() => drawWildcatters(scene));
    for (const p of scene.players) {
      const vp = texts.find((t) => t.text === `${p.vp} VP`);
      expect(vp, p.name).toBeDefined();
      expect(vp!.px).toBeGreaterThanOrEqual(32);
    }
  });

  it('rings the legal refinery sites in selection mode', () => {
    const scene: WildcattersScene = {
      ...emptyScene(),
      selection: { kind: 'refinery', prompt: 'Ana: choose a refinery site', spots: ['texas.refinery'] },
    };
    const canvas = drawWildcatters(scene);
    const ringAt = (site: string) => {
      const r = refinerySiteAt(site);
      return px(canvas, r.x, r.y - (REFINERY_HALF + 14));
    };
    expect(near(ringAt('texas.refinery'), UI.selectRing, 30)).toBe(true);
    expect(near(ringAt('alaska.refinery'), UI.selectRing, 30)).toBe(false);
  });

  it('rings a refinery site of a selection under its barrels, leaving every barrel as drawn', () => {
    // A playtest: the ring round a refinery crossed the row of its barrels below it, so a chooser asking which
    // refinery to empty hid whose barrels each held.
    const scene = midGameScene();
    const sites = scene.refineries.map((r) => r.site);
    expect(scene.refineries.filter((r) => r.barrels.length > 0).length).toBeGreaterThan(2);
    const plain = drawWildcatters(scene);
    const framed = drawWildcatters({
      ...scene,
      selection: { kind: 'refinery', prompt: 'Ana: empty a refinery', spots: sites },
    });
    const changed: string[] = [];
    // Every barrel (an empty slot is see-through: the ring shows through it, as the board does).
    for (const { site, barrels } of scene.refineries)
      for (let i = 0; i < barrels.length; i++) {
        const c = refinerySlot(site, i);
        for (let dx = 2.5 - SLOT / 2; dx <= SLOT / 2 - 2.5; dx += 1)
          for (let dy = 2.5 - SLOT / 2; dy <= SLOT / 2 - 2.5; dy += 1) {
            const a = px(plain, c.x + dx, c.y + dy);
            const b = px(framed, c.x + dx, c.y + dy);
            if (colorDistance(a, b) > 8) changed.push(`${site} slot ${i + 1}`);
          }
      }
    expect([...new Set(changed)]).toEqual([]);
    // The ring is there, round the site: above a wide gauge, left of a tall one (Texas's), whose cells it passes
    // under above and below.
    const r = refinerySiteAt(sites[0]!);
    const ring = (x: number, y: number) => near(px(framed, x, y), UI.selectRing, 30);
    expect(ring(r.x, r.y - (REFINERY_HALF + 14)) || ring(r.x - (REFINERY_HALF + 14), r.y)).toBe(true);
  });

  it('marks each place of a mixed selection by what its id names (a starting placement: fields, railways, sites)', () => {
    const scene: WildcattersScene = {
      ...emptyScene(),
      selection: {
        kind: 'field',
        prompt: 'Ana: place a starting piece',
        spots: ['persia.refinery', 'alaska.2'],
      },
    };
    const canvas = drawWildcatters(scene);
    const r = refinerySiteAt('persia.refinery');
    expect(near(px(canvas, r.x, r.y - (REFINERY_HALF + 14)), UI.selectRing, 30)).toBe(true);
    // The field's frame runs just above its spots.
    const f = spotAt('alaska.2', 1);
    expect(near(px(canvas, f.x, f.y - SPOT_R - 8), UI.selectRing, 40)).toBe(true);
    const other = spotAt('alaska.1', 1);
    expect(near(px(canvas, other.x, other.y - SPOT_R - 8), UI.selectRing, 40)).toBe(false);
  });

  it('draws the map the same after its static layer cache is cleared', () => {
    const scene = midGameScene();
    const a = drawWildcatters(scene).toBuffer('image/png');
    clearStaticCache();
    const b = drawWildcatters(scene).toBuffer('image/png');
    expect(Buffer.compare(a, b)).toBe(0);
  });

  it('keeps the map inside its frame (no tile reaches the panel or the display)', () => {
    for (const t of Object.values(TILES)) {
      expect(t.x + t.w).toBeLessThanOrEqual(FRAME.map.x + FRAME.map.w);
      expect(t.y + t.h).toBeLessThanOrEqual(FRAME.display.y);
    }
  });
});

describe('the result caption', () => {
  // A width of 13 px a character: 69 characters fit the caption's 904 px.
  const width = (t: string) => t.length * 13;
  it('is whole when it fits, else says only that a tie-break decided (the message gives it in full)', () => {
    const one = 'Ana wins with 88 VP (tie with Ben broken by workers: 5 to 3)';
    expect(resultCaption(one, 904, width)).toBe(one);
    const two =
      'Ana wins with 88 VP (tie with Ben broken by workers: 5 to 3, with Dev on workers too, 5 each, broken by barrels delivered: 14 to 9)';
    expect(resultCaption(two, 904, width)).toBe('Ana wins with 88 VP (on the tie-break)');
    // Anything else too long keeps its head, not a cut word.
    expect(resultCaption(`Ana and Ben share the win with 88 VP (${'x'.repeat(80)})`, 904, width)).toBe(
      'Ana and Ben share the win with 88 VP',
    );
  });
});
