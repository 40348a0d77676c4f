/**
 * The Wildcatters map's names stay readable on a phone: no piece covers a region's name, a white continent's
 * "open to all" note or a continent's or wrapping lane's label (NORTH AMERICA, "to Valdez"), in any moment of
 * real games; and no railway or sea lane shows through a name's letters.
 */
import { describe, expect, it } from 'vitest';
import { HARBOURS, RAILWAYS } from '../../src/games/wildcatters/data';
import { mapPieces, staticLayer } from '../../src/render/wildcatters/board';
import { PICTURE_SCALE, type Box } from '../../src/render/wildcatters/layout';
import { MAP_NAMES, NAME_HALO, boxesOverlap, mapNameBoxes } from '../../src/render/wildcatters/names';
import { emptyScene } from '../../src/render/wildcatters/sampleScenes';
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

describe('Wildcatters map names', () => {
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
