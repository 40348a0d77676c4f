/**
 * The Wildcatters map's movable pieces keep clear: no train stands on another train, a refinery, a barrel, a
 * rig or pump jack, a disk or a harbour, in any moment of bot games; the tankers wait at sea inside the map,
 * each harbour's queue clear of the others; a queue longer than its places ends in "+N". The boxes these checks
 * compare cover every pixel their pieces draw.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { HARBOURS, START_TANKER_HARBOURS } from '../../src/games/wildcatters/data';
import { mapPieces, type MapPiece } from '../../src/render/wildcatters/board';
import {
  DISK_AT,
  FRAME,
  HARBOUR_AT,
  PICTURE_SCALE,
  SPOT_R,
  TILES,
  type Box,
} from '../../src/render/wildcatters/layout';
import { boxesOverlap, mapNameBoxes } from '../../src/render/wildcatters/names';
import { tankerBox } from '../../src/render/wildcatters/pieces';
import { tankerPlaces } from '../../src/render/wildcatters/placement';
import { pieceSprites } from '../../src/render/wildcatters/sprites';
import { emptyScene, fullBoardScene, midGameScene } from '../../src/render/wildcatters/sampleScenes';
import type { WildcattersScene } from '../../src/render/wildcatters/scene';
import { wildcattersMoments } from './views';

const movable = (p: MapPiece) => /^(train|tanker)/.test(p.what);

/** Every train or tanker of `scene` that covers another piece, as "piece on piece". */
function crowded(scene: WildcattersScene, ignore: (other: MapPiece) => boolean = () => false): string[] {
  const pieces = mapPieces(scene);
  return pieces
    .filter(movable)
    .flatMap((m) =>
      pieces
        .filter((o) => o !== m && !ignore(o) && boxesOverlap(m.box, o.box))
        .map((o) => `${m.what} on ${o.what}`),
    );
}

describe('Wildcatters trains and tankers', () => {
  it('cover no other piece in any moment of bot games (2–4 seats, several seeds)', () => {
    // Before: ~14,000 overlaps in these games: Siberia's trains on its refinery's barrels, Persia's on its disk,
    // Arabia's and Europe's on rigs and barrel slots, and trains on trains 908 times.
    let seen = 0;
    const hits = new Map<string, number>();
    for (const seats of [2, 3, 4])
      for (const seed of ['w1', 'w2', 'w3', 'w4']) {
        for (const scene of wildcattersMoments(seats, seed)) {
          seen++;
          for (const hit of crowded(scene)) hits.set(hit, (hits.get(hit) ?? 0) + 1);
        }
      }
    expect(seen).toBeGreaterThan(1500);
    expect([...hits]).toEqual([]);
  });

  it('cover no piece on a full board: every spot taken, every line with its train', () => {
    // More than a game has. Before: in Persia, where four lines meet in one small area, two trains stood on
    // pump jacks and one on a count of barrels: its harbour stood too low to leave the harbour lines room
    // right of the disk, and the trains' places were sampled too coarsely to find the one gap left of the
    // refinery.
    expect(crowded(fullBoardScene())).toEqual([]);
  });

  it('find room for Persia’s four trains with a pump jack on every spot of its fields', () => {
    const board = fullBoardScene();
    const persia: WildcattersScene = {
      ...board,
      fields: board.fields.map((f) =>
        f.id.startsWith('persia.')
          ? {
              ...f,
              pieces: f.pieces.map((_, i) => ({ owner: i % 4, kind: 'pumpJack' as const, barrels: 3 })),
            }
          : f,
      ),
    };
    expect(persia.trains.filter((t) => t.railway.startsWith('persia.')).length).toBe(4);
    expect(crowded(persia)).toEqual([]);
  });

  it('keep clear of harbours: no train or tanker covers a harbour ring', () => {
    const rings = HARBOURS.map((h) => {
      const p = HARBOUR_AT[h.id]!;
      return { id: h.id, box: { x: p.x - 11, y: p.y - 11, w: 22, h: 22 } };
    });
    const hits = mapPieces(fullBoardScene())
      .filter(movable)
      .flatMap((m) => rings.filter((r) => boxesOverlap(m.box, r.box)).map((r) => `${m.what} on ${r.id}`));
    expect(hits).toEqual([]);
  });

  it('keep clear of the disk spots: no train covers a spot’s dashed ring, empty or round its disk', () => {
    // A playtest (seed pt1, 150 actions, 4 seats): an Alaska train stood on the W disk's dashed ring, which runs
    // 2 units outside the disk (radius SPOT_R + 2, 2 wide), where the trains kept clear of the disk alone.
    const rings = Object.entries(DISK_AT).map(([area, p]) => ({
      area,
      box: { x: p.x - SPOT_R - 3, y: p.y - SPOT_R - 3, w: 2 * SPOT_R + 6, h: 2 * SPOT_R + 6 },
    }));
    const hits = new Set<string>();
    for (const scene of [emptyScene(), midGameScene(), fullBoardScene(), ...wildcattersMoments(4, 'w1')])
      for (const m of mapPieces(scene).filter((p) => p.what.startsWith('train')))
        for (const r of rings) if (boxesOverlap(m.box, r.box)) hits.add(`${m.what} on ${r.area}'s disk spot`);
    expect([...hits]).toEqual([]);
  });

  it('wait at sea inside the map, each harbour’s queue clear of names and of the other queues', () => {
    // Before: Europe's fifth tanker stood on Arabia, Alaska's queue ran into Texas's, Persia's into Indonesia.
    const land: Box[] = Object.values(TILES).map((t) => ({ x: t.x - 2, y: t.y - 2, w: t.w + 5, h: t.h + 7 }));
    const names = mapNameBoxes();
    const map = FRAME.map;
    const problems: string[] = [];
    const all: Array<{ harbour: string; box: Box }> = [];
    for (const h of HARBOURS) {
      const places = tankerPlaces(h.id);
      // Room for three tankers everywhere, and for seven at the harbours where every starting tanker begins;
      // for two at Balikpapan, one each side of its ring (its name fills the strait below Persia, and the sea
      // east of Persia is Abadan's).
      const least = START_TANKER_HARBOURS.includes(h.id) ? 7 : h.id === 'indonesia.harbour' ? 2 : 3;
      expect(places.length, h.id).toBeGreaterThanOrEqual(least);
      places.forEach((p, i) => {
        const box = tankerBox(p);
        const what = `${h.id}/${i}`;
        if (box.x < map.x || box.y < map.y || box.x + box.w > map.x + map.w || box.y + box.h > map.y + map.h)
          problems.push(`${what} off the map`);
        for (const t of land) if (boxesOverlap(box, t)) problems.push(`${what} on land`);
        for (const n of names) if (boxesOverlap(box, n.box)) problems.push(`${what} on “${n.text}”`);
        for (const o of all) if (boxesOverlap(box, o.box)) problems.push(`${what} on ${o.harbour}'s queue`);
      });
      all.push(...places.map((p) => ({ harbour: h.id, box: tankerBox(p) })));
    }
    expect(problems).toEqual([]);
  });

  it('wait at their quay: a harbour’s first tanker beside its ring, its first three close by', () => {
    // A look at the picture: Rotterdam's first tanker stood 66 units west of its harbour (the "Ras Tanura" name
    // below it pushed the queue along), Bahía Blanca's 53 below its name, Fremantle's second 90 away beyond its
    // name: they floated off, toward other harbours. Design units; a tanker is 30 long, a ring 22 across.
    // Nakhodka's queue is one row along the narrow strait above Persia: its third tanker stands 92 away.
    const far: string[] = [];
    for (const h of HARBOURS) {
      const ring = HARBOUR_AT[h.id]!;
      const d = tankerPlaces(h.id)
        .slice(0, 3)
        .map((p) => Math.round(Math.hypot(p.x - ring.x, p.y - ring.y)));
      const reach = h.id === 'siberia.harbour' ? 95 : 80;
      if (d[0]! > 42 || d.some((x) => x > reach)) far.push(`${h.id}: ${d.join(', ')}`);
    }
    expect(far).toEqual([]);
  });

  it('wait nearer their own quay than any other quay, no two harbours’ places overlapping', () => {
    // A look at late-game pictures: Nakhodka's tankers waited in the sea east of Persia, nearer Abadan's ring
    // than their own (up to 86 units nearer), and Maracaibo's waited below Luanda's in one column of the strait
    // between South America and Southern Africa, nearer Luanda; Valdez's seventh, Houston's fifth and sixth,
    // Rotterdam's sixth and Durban's seventh stood nearer a neighbour's ring.
    const problems: string[] = [];
    const placed: Array<{ what: string; box: Box }> = [];
    for (const h of HARBOURS)
      tankerPlaces(h.id).forEach((p, i) => {
        const what = `${h.id}/${i}`;
        const from = (id: string) => Math.hypot(p.x - HARBOUR_AT[id]!.x, p.y - HARBOUR_AT[id]!.y);
        const own = from(h.id);
        for (const o of HARBOURS)
          if (o.id !== h.id && from(o.id) <= own)
            problems.push(
              `${what}: ${Math.round(own)} from its ring, ${Math.round(from(o.id))} from ${o.id}`,
            );
        const box = tankerBox(p);
        for (const other of placed)
          if (!other.what.startsWith(`${h.id}/`) && boxesOverlap(box, other.box))
            problems.push(`${what} on ${other.what}`);
        placed.push({ what, box });
      });
    expect(problems).toEqual([]);
  });

  it('show a queue longer than its places as its first tankers and "+N" for the rest', () => {
    const room = tankerPlaces('persia.harbour').length;
    const scene: WildcattersScene = {
      ...emptyScene(),
      tankers: Array.from({ length: room + 3 }, (_, i) => ({ harbour: 'persia.harbour', owner: i % 4 })),
    };
    const queue = mapPieces(scene).filter((p) => p.what.includes('persia.harbour'));
    // The last place counts the tankers from there on: room + 3 − (room − 1) = 4.
    expect(queue.map((p) => p.what)).toEqual([
      ...Array.from({ length: room - 1 }, (_, i) => `tanker persia.harbour/${i}`),
      `tankers persia.harbour/${room - 1}+4`,
    ]);
    expect(queue.at(-1)!.at).toEqual(tankerPlaces('persia.harbour')[room - 1]);
  });

  it('are measured by boxes that hold every pixel their pieces draw', () => {
    // The checks above compare boxes: a box smaller than its drawing would let pieces touch unseen.
    const scene = { ...fullBoardScene(), tankers: midGameScene().tankers };
    const strays: string[] = [];
    const blank: string[] = [];
    // Drawn directly, under this canvas's transform (a sprite is copied at the picture's own pixels).
    pieceSprites.enabled = false;
    for (const piece of mapPieces(scene)) {
      const margin = 24;
      const w = Math.ceil((piece.box.w + 2 * margin) * PICTURE_SCALE);
      const h = Math.ceil((piece.box.h + 2 * margin) * PICTURE_SCALE);
      const canvas = createCanvas(w, h);
      const ctx = canvas.getContext('2d');
      const ox = piece.box.x - margin;
      const oy = piece.box.y - margin;
      ctx.setTransform(PICTURE_SCALE, 0, 0, PICTURE_SCALE, -ox * PICTURE_SCALE, -oy * PICTURE_SCALE);
      piece.draw(ctx);
      const data = ctx.getImageData(0, 0, w, h).data;
      // One pixel of anti-aliasing (and a sprite's quarter-pixel shift) is allowed round the box.
      const x0 = (margin - 1) * PICTURE_SCALE - 1;
      const y0 = (margin - 1) * PICTURE_SCALE - 1;
      const x1 = (margin + piece.box.w + 1) * PICTURE_SCALE + 1;
      const y1 = (margin + piece.box.h + 1) * PICTURE_SCALE + 1;
      let out = 0;
      let drawn = 0;
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++) {
          if (data[(y * w + x) * 4 + 3]! <= 40) continue;
          drawn++;
          if (x < x0 || x > x1 || y < y0 || y > y1) out++;
        }
      if (out) strays.push(`${piece.what}: ${out} pixels`);
      if (!drawn) blank.push(piece.what);
    }
    pieceSprites.enabled = true;
    expect(blank).toEqual([]);
    expect(strays).toEqual([]);
  });
});
