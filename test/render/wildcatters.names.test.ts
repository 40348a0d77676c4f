/**
 * The Wildcatters map's names stay readable on a phone: every harbour's name stands beside its ring; no piece
 * covers a region's name, a white continent's "open to all" note, a harbour's name or a wrapping lane's label
 * ("to Valdez"), in any moment of real games nor on a full board; every name is 18 px or more in the picture;
 * no two names overlap; and no railway, sea lane, field or harbour ring shows through a name's letters.
 */
import { describe, expect, it } from 'vitest';
import { HARBOURS, RAILWAYS, REFINERY_SITES } from '../../src/games/wildcatters/data';
import { HARBOUR_AT } from '../../src/render/wildcatters/layout';
import { mapPieces, staticLayer } from '../../src/render/wildcatters/board';
import { drawWildcatters } from '../../src/render/wildcatters/render';
import { MIN_TEXT, PICTURE_SCALE, type Box } from '../../src/render/wildcatters/layout';
import { MAP_NAMES, NAME_HALO, boxesOverlap, mapNameBoxes } from '../../src/render/wildcatters/names';
import { fitFont } from '../../src/render/kit';
import { emptyScene, fullBoardScene } from '../../src/render/wildcatters/sampleScenes';
import type { WildcattersScene } from '../../src/render/wildcatters/scene';
import { hexToRgb, type RGB } from './pixels';
import { wildcattersMoments } from './views';

/** The names of the map a piece of `scene` covers, as "piece on name". */
function covered(scene: WildcattersScene): string[] {
  const names = mapNameBoxes();
  return mapPieces(scene).flatMap((p) =>
    names.filter((n) => boxesOverlap(p.box, n.box)).map((n) => `${p.what} on “${n.text}”`),
  );
}

/** How far colour `p` lies from every blend of `ink` over `ground` (its RGB distance to their segment). */
function offBlend(p: RGB, ink: RGB, ground: RGB): number {
  const v = ink.map((c, i) => c - ground[i]!);
  const w = p.map((c, i) => c - ground[i]!);
  const dot = v[0]! * w[0]! + v[1]! * w[1]! + v[2]! * w[2]!;
  const along = Math.max(0, Math.min(1, dot / (v[0]! ** 2 + v[1]! ** 2 + v[2]! ** 2)));
  return Math.hypot(...w.map((c, i) => c - along * v[i]!));
}

/** How far `p` lies from `box` (0 inside it). */
function distanceTo(p: { x: number; y: number }, box: Box): number {
  const dx = Math.max(box.x - p.x, 0, p.x - (box.x + box.w));
  const dy = Math.max(box.y - p.y, 0, p.y - (box.y + box.h));
  return Math.hypot(dx, dy);
}

/** A name's letters: its box without the halo. */
function lettersOf(box: Box): Box {
  return { x: box.x + NAME_HALO, y: box.y + NAME_HALO, w: box.w - 2 * NAME_HALO, h: box.h - 2 * NAME_HALO };
}

/**
 * Per map name, how many pixels of `canvas` inside its letters' box (its box without the halo, in picture
 * pixels) are no blend of its ink and its ground: a name's letters are anti-aliased blends of the two, within
 * ~3 levels of the line between the colours, where a lane showing between them (on a halo's edge) stays
 * within 10.
 */
function strayPixels(canvas: {
  width: number;
  data(): Uint8ClampedArray | Buffer;
}): { text: string; far: number }[] {
  const data = canvas.data();
  return mapNameBoxes().map(({ text, box }, k) => {
    const name = MAP_NAMES[k]!;
    const ink = hexToRgb(name.color);
    const ground = hexToRgb(name.ground);
    const letters = lettersOf(box);
    let far = 0;
    for (let y = Math.ceil(letters.y * PICTURE_SCALE); y < (letters.y + letters.h) * PICTURE_SCALE; y++)
      for (let x = Math.ceil(letters.x * PICTURE_SCALE); x < (letters.x + letters.w) * PICTURE_SCALE; x++) {
        const i = (y * canvas.width + x) * 4;
        if (offBlend([data[i]!, data[i + 1]!, data[i + 2]!], ink, ground) > 12) far++;
      }
    return { text, far };
  });
}

describe('Wildcatters map names', () => {
  it('name every harbour beside its ring, nearer to it than to any other, as big as a phone reads', () => {
    // Before: the harbours were rings without names; only the choosers and the log named them.
    const boxes = mapNameBoxes();
    const problems: string[] = [];
    for (const h of HARBOURS) {
      const k = MAP_NAMES.findIndex((n) => n.text === h.name);
      if (k < 0) {
        problems.push(`${h.name}: not on the map`);
        continue;
      }
      const name = MAP_NAMES[k]!;
      // 18 px in the picture, as the side panel's smallest text (they were 12.8 px).
      if (name.size * PICTURE_SCALE < 18) problems.push(`${h.name}: ${name.size * PICTURE_SCALE} px`);
      const box = boxes[k]!.box;
      const own = distanceTo(HARBOUR_AT[h.id]!, box);
      if (own > 50) problems.push(`${h.name}: ${Math.round(own)} units from its harbour`);
      for (const o of HARBOURS)
        if (o !== h && distanceTo(HARBOUR_AT[o.id]!, box) <= own)
          problems.push(`${h.name}: nearer ${o.name}`);
    }
    expect(problems).toEqual([]);
  });

  it('read “Nakhodka” above “to Valdez”, the two stacked left of its ring: the harbour, then where its lane goes', () => {
    const boxes = mapNameBoxes();
    const box = (text: string) => boxes.find((n) => n.text === text)!.box;
    const name = box('Nakhodka');
    const stub = box('to Valdez');
    expect(name.y + name.h).toBeLessThanOrEqual(stub.y + 2);
    expect(Math.abs(name.x + name.w - (stub.x + stub.w))).toBeLessThan(60);
  });

  it('are all 18 px or more in the picture, after any fitting to their room', () => {
    // "open to all" was 11.9 px, the harbours' names and "to Valdez" 12.8 px, NORTH AMERICA 13.7 px.
    const ctx = staticLayer().getContext('2d');
    const small = MAP_NAMES.filter(
      (n) => fitFont(ctx, n.text, n.size, n.weight, n.maxWidth, n.minSize) * PICTURE_SCALE < 18,
    );
    expect(small.map((n) => n.text)).toEqual([]);
    expect(MIN_TEXT * PICTURE_SCALE).toBeGreaterThanOrEqual(18);
  });

  it('do not overlap one another: no name’s halo covers another’s letters', () => {
    // A name's and its note's halos may meet ("Europe" over "open to all"): one ground, nothing hidden.
    const boxes = mapNameBoxes();
    const hits = boxes.flatMap((a) =>
      boxes
        .filter((b) => b !== a && boxesOverlap(lettersOf(a.box), b.box))
        .map((b) => `“${b.text}” on “${a.text}”`),
    );
    expect(hits).toEqual([]);
  });

  it('are covered by no piece on a full board: every spot, disk and refinery taken, every train, 8 tankers each', () => {
    expect(covered(fullBoardScene(8))).toEqual([]);
  });

  it('are covered by no piece in any moment of bot games (2–4 seats, several seeds)', () => {
    // Seed w1 at its end (4 seats): a white train stood on the "a" of "Indonesia".
    let seen = 0;
    const hits = new Set<string>();
    for (const seats of [2, 3, 4])
      for (const seed of ['w1', 'w2', 'w3', 'w4', 'w5', 'w6']) {
        for (const scene of wildcattersMoments(seats, seed)) {
          seen++;
          for (const hit of covered(scene)) hits.add(hit);
        }
      }
    expect(seen).toBeGreaterThan(2000);
    expect([...hits]).toEqual([]);
  });

  it('are covered by no train on any railway nor by 8 tankers waiting in any harbour', () => {
    // What bot games do not reach: every line with its train, long queues (Nakhodka's fifth tanker stood on
    // "to Valdez", Ras Tanura's fifth on "Southern Africa").
    const full: WildcattersScene = {
      ...emptyScene(),
      trains: RAILWAYS.map((r, i) => ({ railway: r.id, owner: i % 4 })),
      tankers: HARBOURS.flatMap((h) =>
        Array.from({ length: 8 }, (_, i) => ({ harbour: h.id, owner: i % 4 })),
      ),
    };
    expect(covered(full)).toEqual([]);
  });

  it('show nothing inside their letters’ box but the letters and their ground (no railway or lane across)', () => {
    // Australia's railway ran through "Australia" and "open to all" (~40 pixels each over 12 levels off).
    const strays = strayPixels(staticLayer())
      .filter((n) => n.far > 0)
      .map((n) => `${n.text}: ${n.far} pixels`);
    expect(strays).toEqual([]);
  });

  it('stay readable when a chooser rings the harbours or refinery sites beside them', () => {
    // The magenta rings of "Place your tanker" covered the L of "Luanda" and the n of "Durban" (15 to 47 stray
    // pixels in a name's letters' box). Drawn again over the rings, a name keeps its letters whole; a ring may
    // still show a pixel or two in a gap between letters, where the halo does not reach.
    const strays: string[] = [];
    const selections = [
      { kind: 'harbour' as const, spots: HARBOURS.map((h) => h.id) },
      { kind: 'refinery' as const, spots: REFINERY_SITES.map((r) => r.id) },
    ];
    for (const { kind, spots } of selections) {
      const canvas = drawWildcatters({ ...emptyScene(), selection: { kind, prompt: 'Pick one', spots } });
      for (const n of strayPixels(canvas))
        if (n.far > 3) strays.push(`${kind} rings on ${n.text}: ${n.far} pixels`);
    }
    expect(strays).toEqual([]);
  });
});
