import { describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { font, ensureFonts } from '../../src/render/kit/fonts';
import { PHONE_PICTURE_WIDTH } from '../../src/render/kit';
import { drawPieces, drawStatic } from '../../src/render/merit-oil/board';
import { cargoLabel } from '../../src/render/merit-oil/labels';
import type { MeritScene } from '../../src/render/merit-oil/scene';
import {
  INSET_CARGO_SIZE,
  closedSuezBox,
  hullBox,
  lorryBox,
  mapMarks,
  mapNames,
  overlapArea,
} from '../../src/render/merit-oil/geometry';
import { INSET, MAP_BOX, MERIT_LAYOUT, type Box } from '../../src/render/merit-oil/layout';
import { lorryPositions, tankerPositions } from '../../src/render/merit-oil/placement';
import { crowdedMeritScene, lateMeritScene } from '../../src/render/merit-oil/sampleScenes';
import { meritMoments } from './views';
import { textsDrawn, type DrawnText } from './texts-drawn';

/** The least size of a word on the world map where a phone shows the picture 400 px wide (CSS px). */
const PHONE_LEAST = 8;
/** That size in the picture's pixels: 32 px in the 1600 px picture. */
const LEAST = Math.ceil((PHONE_LEAST * MERIT_LAYOUT.width) / PHONE_PICTURE_WIDTH);
/** How far past its glyphs a word's dark outline reaches (its 3.5 px stroke, half outside). */
const OUTLINE = 1.75;

/** How tall the glyphs of `text` stand, measured with the canvas, in the map's bold type at `size`. */
function inkHeight(text: string, size: number): number {
  ensureFonts();
  const ctx = createCanvas(1, 1).getContext('2d');
  ctx.font = font(size, 800);
  const m = ctx.measureText(text);
  return m.actualBoundingBoxAscent + m.actualBoundingBoxDescent;
}

const boxOf = (t: DrawnText): Box => ({
  x: t.box.x0 - OUTLINE,
  y: t.box.y0 - OUTLINE,
  w: t.box.x1 - t.box.x0 + 2 * OUTLINE,
  h: t.box.y1 - t.box.y0 + 2 * OUTLINE,
});

/** Whether a word's glyphs stand on the world map (in the map, off the inset, whose names are 24 px yet). */
const onWorld = (b: Box) => overlapArea(b, MAP_BOX) >= b.w * b.h - 0.01 && overlapArea(b, INSET.box) === 0;

/** The names of the world map as the static layer draws them, with the glyphs' boxes. */
function worldNames(): DrawnText[] {
  const canvas = createCanvas(MERIT_LAYOUT.panel.x, MERIT_LAYOUT.height);
  const texts = textsDrawn(() => drawStatic(canvas.getContext('2d')));
  const names = new Set(mapNames().map((n) => n.text));
  return texts.filter((t) => names.has(t.text) && onWorld(boxOf(t)));
}

describe("Merit's world-map words on a phone", () => {
  it(`draws every name of the world map and CLOSED ${LEAST} px or more, ${PHONE_LEAST} px on a phone: glyphs as tall as a ${LEAST} px font's`, () => {
    // At 24 px they were 6 px where a phone shows the picture 400 px wide.
    expect(LEAST).toBe(32);
    const names = worldNames();
    expect(names.map((t) => t.text).sort()).toEqual(
      [
        'Beirut',
        'Cape',
        'Genoa',
        'Kwinana',
        'Kwinana trip',
        'Lavéra',
        'Nice',
        'Persian Gulf',
        'Port of Spain',
        'Suez',
        'Tripoli',
      ].sort(),
    );
    const closed = textsDrawn(() =>
      drawPieces(createCanvas(MERIT_LAYOUT.width, MERIT_LAYOUT.height).getContext('2d'), {
        ...lateMeritScene(),
        suezOpen: false,
      }),
    ).filter((t) => t.text === 'CLOSED');
    expect(closed).toHaveLength(1);
    const bad: string[] = [];
    for (const t of [...names, ...closed]) {
      if (t.px < LEAST) bad.push(`“${t.text}” drawn at ${t.px} px`);
      // The glyphs as drawn, measured: at least as tall as the same word's at 32 px.
      const tall = t.box.y1 - t.box.y0;
      if (tall < inkHeight(t.text, LEAST) - 0.5) bad.push(`“${t.text}” ${tall.toFixed(1)} px tall`);
    }
    expect(bad).toEqual([]);
  });

  it('keeps the glyphs of every world-map name off every other word, every mark and the pieces, in bot games', () => {
    const names = worldNames();
    const marks: { what: string; box: Box }[] = [
      ...mapMarks().map((m) => ({ what: `the mark of ${m.stage ?? 'a stop'}`, box: m.box })),
      ...mapNames().map((n) => ({ what: `${n.text}’s mark`, box: n.mark })),
    ];
    const bad = new Set<string>();
    names.forEach((a, i) => {
      for (const b of names.slice(i + 1))
        if (overlapArea(boxOf(a), boxOf(b)) > 0) bad.add(`“${a.text}” on “${b.text}”`);
      for (const m of marks) if (overlapArea(boxOf(a), m.box) > 0) bad.add(`“${a.text}” on ${m.what}`);
      if (overlapArea(boxOf(a), closedSuezBox()) > 0) bad.add(`“${a.text}” on the cross over Suez`);
    });
    // The pieces of moments of bot games: no hull and no lorry stands on a name.
    const scenes = [lateMeritScene(), crowdedMeritScene()];
    let k = 0;
    for (const seats of [2, 3, 5])
      for (const scene of meritMoments(seats, 'words'))
        if (k++ % 3 === 0 && scene.tankers.length) scenes.push(scene);
    expect(scenes.length).toBeGreaterThan(10);
    for (const scene of scenes) {
      const pieces = [
        ...[...tankerPositions(scene)].map(([t, p]) => ({ what: `the ${t} tanker`, box: hullBox(p) })),
        ...[...lorryPositions(scene)].map(([seat, p]) => ({ what: `lorry ${seat}`, box: lorryBox(p) })),
      ];
      for (const a of names)
        for (const p of pieces) if (overlapArea(boxOf(a), p.box) > 0) bad.add(`${p.what} on “${a.text}”`);
    }
    expect([...bad]).toEqual([]);
  });

  it(`draws the cargo labels of tankers on the world map ${LEAST} px but where there is no room, off every name, mark, piece and other label, in bot games`, () => {
    // At 24 px "9k→Antwerp" was 6 px where a phone shows the picture 400 px wide.
    const scenes: MeritScene[] = [lateMeritScene(), crowdedMeritScene()];
    let k = 0;
    for (const seats of [2, 3, 4, 5])
      for (const scene of meritMoments(seats, 'cargo'))
        if (k++ % 2 === 0 && scene.tankers.length >= 2) scenes.push(scene);
    expect(scenes.length).toBeGreaterThan(10);
    const names = worldNames();
    // The places' marks: the ports' circles, the refineries' squares, the stops' rings (a label may cross the small
    // ring of the stage its own tanker waits on, as at Suez).
    const marks = mapMarks().map((m) => ({ what: `the mark of ${m.stage ?? 'a stop'}`, box: m.box }));
    const bad = new Set<string>();
    const small: string[] = [];
    let labelled = 0;
    for (const scene of scenes) {
      const cargo = new Set(scene.tankers.flatMap((t) => [cargoLabel(t), cargoLabel(t).split('→')[0]!]));
      const drawn = textsDrawn(() =>
        drawPieces(createCanvas(MERIT_LAYOUT.width, MERIT_LAYOUT.height).getContext('2d'), scene),
      ).filter((t) => cargo.has(t.text) && onWorld(boxOf(t)));
      labelled += drawn.length;
      const pieces = [
        ...[...tankerPositions(scene)].map(([t, p]) => ({ what: `the ${t} tanker`, box: hullBox(p) })),
        ...[...lorryPositions(scene)].map(([seat, p]) => ({ what: `lorry ${seat}`, box: lorryBox(p) })),
      ];
      drawn.forEach((t, i) => {
        // Drawn at 32 px, and its glyphs as tall as the same word's at 32 px.
        const tall = t.box.y1 - t.box.y0;
        if (t.px < LEAST || tall < inkHeight(t.text, LEAST) - 0.5)
          small.push(`“${t.text}” drawn at ${t.px} px, ${tall.toFixed(1)} px tall`);
        if (t.px < INSET_CARGO_SIZE) bad.add(`“${t.text}” drawn at ${t.px} px`);
        const box = boxOf(t);
        for (const n of names) if (overlapArea(box, boxOf(n)) > 0) bad.add(`“${t.text}” on “${n.text}”`);
        for (const m of marks) if (overlapArea(box, m.box) > 0) bad.add(`“${t.text}” on ${m.what}`);
        // (Its glyphs: the dark outline may brush a hull, as the 24 px labels' did.)
        const ink = { x: t.box.x0, y: t.box.y0, w: t.box.x1 - t.box.x0, h: t.box.y1 - t.box.y0 };
        for (const p of pieces) if (overlapArea(ink, p.box) > 0) bad.add(`“${t.text}” on ${p.what}`);
        for (const o of drawn.slice(i + 1))
          if (overlapArea(box, boxOf(o)) > 0) bad.add(`“${t.text}” on “${o.text}”`);
      });
    }
    expect(labelled).toBeGreaterThan(500);
    expect([...bad]).toEqual([]);
    // Where no 32 px label, whole or short, has room beside its ship (a stack hemmed in by names, marks and
    // lorries), it is drawn 24 px beside it rather than 32 px further off: 24 of 843 here (5 per cent at most).
    expect(small.length, small.join('; ')).toBeLessThanOrEqual(Math.floor(labelled * 0.05));
  });
});
