/**
 * Wildcatters' since picture: `changedSince` finds what was built or moved between two scenes (rigs and pump
 * jacks, trains, tankers, refinery barrels, disks, share holdings), ignores production alone, gives null for
 * two equal scenes, and the rings are drawn where those places are.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { UI, ensureFonts } from '../../src/render/kit';
import { PICTURE_SCALE } from '../../src/render/wildcatters/layout';
import { tankerAt } from '../../src/render/wildcatters/placement';
import { markRings, markedShareCells } from '../../src/render/wildcatters/marks';
import { panelGeometry, shareRows } from '../../src/render/wildcatters/panel';
import { drawWildcatters } from '../../src/render/wildcatters/render';
import { midGameScene } from '../../src/render/wildcatters/sampleScenes';
import type { WildcattersScene } from '../../src/render/wildcatters/scene';
import {
  WILDCATTERS_SINCE_CAPTION,
  changedSince,
  renderWildcattersSince,
} from '../../src/render/wildcatters/since';
import { near, pixel } from './pixels';
import { textsDrawn } from './texts-drawn';

ensureFonts();
mkdirSync('/tmp/marks', { recursive: true });

function later(change: (s: WildcattersScene) => void): WildcattersScene {
  const s = midGameScene();
  change(s);
  return s;
}

const field = (s: WildcattersScene, id: string) => s.fields.find((f) => f.id === id)!;

/** A busy turn of the others: a rig, a drill, a train, a tanker moved, oil delivered, a disk won, shares. */
function busyTurn(s: WildcattersScene): void {
  field(s, 'alaska.1').pieces.push({ owner: 2, kind: 'rig' });
  field(s, 'texas.2').pieces[0] = { owner: 3, kind: 'pumpJack', barrels: 4 };
  s.trains.push({ railway: 'arabia.1>arabia.harbour', owner: 2 });
  s.tankers = s.tankers.filter((t) => t.harbour !== 'texas.harbour');
  s.tankers.push({ harbour: 'southernAfrica.west', owner: 1 });
  s.refineries[1] = { ...s.refineries[1]!, barrels: [2, 2, 2] };
  s.disks[5] = { area: 'persia', owner: 3 };
  s.players[0] = { ...s.players[0]!, shares: s.players[0]!.shares.map((n, c) => (c === 2 ? n + 2 : n)) };
}

describe('Wildcatters since picture', () => {
  it('changedSince: nothing changed gives null, and production alone (barrels on pump jacks) is no change', () => {
    expect(changedSince(midGameScene(), midGameScene())).toBeNull();
    const produced = later((s) => {
      field(s, 'texas.1').pieces[0] = { owner: 1, kind: 'pumpJack', barrels: 5 };
    });
    expect(changedSince(midGameScene(), produced)).toBeNull();
  });

  it('changedSince: a rig built and a rig drilled into a pump jack mark their fields', () => {
    expect(changedSince(midGameScene(), later(busyTurn))?.fields.sort()).toEqual(['alaska.1', 'texas.2']);
  });

  it('changedSince: a new train is marked by its railway', () => {
    expect(changedSince(midGameScene(), later(busyTurn))?.trains).toEqual(['arabia.1>arabia.harbour']);
  });

  it('changedSince: a tanker moved is marked where it now waits, in its place in the queue', () => {
    const marks = changedSince(midGameScene(), later(busyTurn))!;
    // southernAfrica.west held seat 0's and seat 3's tankers; seat 1's arrives third.
    expect(marks.tankers).toEqual([{ harbour: 'southernAfrica.west', index: 2 }]);
  });

  it('changedSince: oil delivered to a refinery, a disk won and share holdings changed are marked', () => {
    const marks = changedSince(midGameScene(), later(busyTurn))!;
    expect(marks.refineries).toEqual(['arabia.refinery']);
    expect(marks.disks).toEqual(['persia']);
    expect(marks.shares).toEqual([{ seat: 0, colour: 2 }]);
  });

  it('the rings are drawn in the highlight colour where the changed pieces stand', async () => {
    const now = later(busyTurn);
    const scene = {
      ...now,
      marks: { text: WILDCATTERS_SINCE_CAPTION, ...changedSince(midGameScene(), now)! },
    };
    const canvas = drawWildcatters(scene);
    const rings = markRings(scene);
    // A train, a tanker, a refinery, a disk.
    expect(rings).toHaveLength(4);
    const tanker = tankerAt('southernAfrica.west', 2);
    expect(rings.some((r) => r.x === tanker.x && r.y === tanker.y)).toBe(true);
    for (const r of rings) {
      const top = { x: r.x * PICTURE_SCALE, y: (r.y - r.r) * PICTURE_SCALE };
      expect(near(pixel(canvas, top.x, top.y), UI.highlight, 40), JSON.stringify(r)).toBe(true);
    }
    const [cell] = markedShareCells(scene);
    expect(cell).toBeDefined();
    expect(
      near(pixel(canvas, (cell!.x + cell!.w / 2) * PICTURE_SCALE, cell!.y * PICTURE_SCALE), UI.highlight, 40),
    ).toBe(true);
    const pic = await renderWildcattersSince(midGameScene(), now);
    expect(pic?.caption).toBe(WILDCATTERS_SINCE_CAPTION);
    writeFileSync('/tmp/marks/wildcatters-since-sample.png', pic!.png);
  });

  it('frames each changed share holding where the card draws it', () => {
    // markedShareCells laid out a card's whole row of shares again for each framed cell; now every row once. The
    // frames stand on the cells the panel draws, in usual and in packed rows.
    const ctx = createCanvas(1, 1).getContext('2d');
    for (const holdings of [
      [
        [5, 12, 0, 7],
        [1, 2, 3, 4],
      ],
      [
        [122, 3, 45, 108],
        [1000, 250, 61, 99],
        [100, 0, 999, 7],
        [999, 999, 999, 999],
      ],
    ]) {
      const before = midGameScene();
      const now = later((s) => {
        s.players = s.players.map((p, i) => ({ ...p, shares: holdings[i % holdings.length]! }));
      });
      const marks = changedSince(before, now)!;
      const scene = { ...now, marks: { text: WILDCATTERS_SINCE_CAPTION, ...marks } };
      const rows = shareRows(
        ctx,
        panelGeometry(scene).cards,
        scene.players.map((p) => p.shares),
      );
      const drawn = marks.shares.map(
        ({ seat, colour }) => rows[scene.players.findIndex((p) => p.seat === seat)]!.cells[colour],
      );
      expect(marks.shares.length).toBeGreaterThan(8);
      expect(markedShareCells(scene)).toEqual(drawn);
    }
  });

  it('writes the count in a framed cell whose colour nobody plays, gone to 0 (no empty frame)', () => {
    // A 3-player game: the fourth colour's cell shows only while its holder has some; its frame stays.
    const three = (change: (s: WildcattersScene) => void): WildcattersScene => {
      const s = later(change);
      return { ...s, players: s.players.slice(0, 3) };
    };
    const setPink = (n: number) => (s: WildcattersScene) => {
      s.players[0] = { ...s.players[0]!, shares: [...s.players[0]!.shares.slice(0, 3), n] };
    };
    const before = three(setPink(4));
    const now = three(setPink(0));
    const marks = changedSince(before, now)!;
    expect(marks.shares).toEqual([{ seat: 0, colour: 3 }]);
    const scene = { ...now, marks: { text: WILDCATTERS_SINCE_CAPTION, ...marks } };
    const [cell] = markedShareCells(scene);
    const texts = textsDrawn(() => drawWildcatters(scene));
    const inCell = texts.filter((t) => {
      const x = (t.box.x0 + t.box.x1) / 2 / PICTURE_SCALE;
      const y = (t.box.y0 + t.box.y1) / 2 / PICTURE_SCALE;
      return x > cell!.x && x < cell!.x + cell!.w && y > cell!.y && y < cell!.y + cell!.h;
    });
    expect(inCell.map((t) => t.text)).toEqual(['0']);
    // Unframed, the same cell is left empty, as on the public picture.
    const plain = textsDrawn(() => drawWildcatters(now));
    expect(plain.some((t) => t.text === '0' && Math.abs(t.box.x0 - inCell[0]!.box.x0) < 1)).toBe(false);
  });

  it('no change, no picture', async () => {
    expect(await renderWildcattersSince(midGameScene(), midGameScene())).toBeNull();
  });
});

describe('Wildcatters since picture: one meaning for the highlight colour', () => {
  it('the active area is not framed on the since picture (it is on the public one)', () => {
    const now = later(busyTurn);
    expect(now.activeArea).toBe('texas');
    const marks = changedSince(midGameScene(), now)!;
    // A point on the frame round Texas, away from every mark.
    const at = { x: 15 * PICTURE_SCALE, y: 320 * PICTURE_SCALE };
    expect(near(pixel(drawWildcatters(now), at.x, at.y), UI.highlight, 40)).toBe(true);
    const since = drawWildcatters({ ...now, marks: { text: WILDCATTERS_SINCE_CAPTION, ...marks } });
    expect(near(pixel(since, at.x, at.y), UI.highlight, 40)).toBe(false);
  });

  it('the card of the seat to act is not framed on the since picture (it is on the public one)', () => {
    const now = later(busyTurn);
    const index = now.players.findIndex((p) => p.seat === now.turn.seat);
    const card = panelGeometry(now).cards[index]!;
    // The middle of the card's top edge, where its frame is drawn.
    const at = { x: (card.x + card.w / 2) * PICTURE_SCALE, y: card.y * PICTURE_SCALE };
    expect(near(pixel(drawWildcatters(now), at.x, at.y), UI.highlight, 40)).toBe(true);
    const since = drawWildcatters({
      ...now,
      marks: { text: WILDCATTERS_SINCE_CAPTION, ...changedSince(midGameScene(), now)! },
    });
    expect(near(pixel(since, at.x, at.y), UI.highlight, 40)).toBe(false);
  });
});
