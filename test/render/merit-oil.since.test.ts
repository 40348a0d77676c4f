/**
 * Merit's "Oil" since picture: `changedSince` finds each kind of change between two scenes (lorry moved,
 * tanker chartered or moved, voyage ended, well drilled or bought, freight quotation, share price), nothing
 * for two equal scenes, and the rings are drawn where those pieces are.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { UI, ensureFonts } from '../../src/render/kit';
import { markPlaces } from '../../src/render/merit-oil/marks';
import { panelGeometry } from '../../src/render/merit-oil/panel';
import { wellLayout } from '../../src/render/merit-oil/cards';
import { drawMerit } from '../../src/render/merit-oil/render';
import { lateMeritScene } from '../../src/render/merit-oil/sampleScenes';
import type { MeritScene } from '../../src/render/merit-oil/scene';
import { MERIT_SINCE_CAPTION, changedSince, renderMeritSince } from '../../src/render/merit-oil/since';
import { LORRY } from '../../src/render/merit-oil/geometry';
import { lorryPositions, tankerPositions } from '../../src/render/merit-oil/placement';
import { near, pixel } from './pixels';

mkdirSync('/tmp/marks', { recursive: true });
ensureFonts();

/** The late sample scene a turn later: what each test changes on top of it. */
function later(change: (s: MeritScene) => void): MeritScene {
  const s = lateMeritScene();
  change(s);
  return s;
}

/** Everything changed at once (what the looking-at PNG shows). */
function busyTurn(s: MeritScene): void {
  s.lorries[0] = { seat: 0, at: { kind: 'square', square: 17 } };
  s.lorries[2] = { seat: 2, at: { kind: 'drilling', section: 6 } };
  s.tankers[1] = { ...s.tankers[1]!, stage: 'western-mediterranean' };
  s.tankers.splice(2, 1); // the green tanker's voyage ended
  s.tankers.push({ ...s.tankers[0]!, tanker: 'yellow', owner: 1, stage: 'persian-gulf', insured: false });
  s.wells.push({ card: 2, owner: 1, holes: 0, capacity: 8, tons: 0 });
  s.freightLevel = 3;
  s.shares[1] = { ...s.shares[1]!, price: 20_000 };
}

describe("Merit's Oil since picture", () => {
  it('changedSince: nothing changed gives null', () => {
    expect(changedSince(lateMeritScene(), lateMeritScene())).toBeNull();
  });

  it('changedSince: a lorry moved (loop or drilling track) is named by its seat', () => {
    const moved = later((s) => {
      s.lorries[3] = { seat: 3, at: { kind: 'square', square: 20 } };
    });
    expect(changedSince(lateMeritScene(), moved)).toMatchObject({ lorries: [3], tankers: [], wells: [] });
  });

  it('changedSince: tankers chartered or moved are named, and a voyage ended frees its tanker', () => {
    const now = later(busyTurn);
    const marks = changedSince(lateMeritScene(), now)!;
    expect(marks.tankers.sort()).toEqual(['blue', 'yellow']);
    expect(marks.freed).toEqual(['green']);
  });

  it('changedSince: a well drilled or bought (a new owner) is named by its concession card', () => {
    const bought = later((s) => {
      s.wells = s.wells.map((w) => (w.card === 16 ? { ...w, owner: 0 } : w));
    });
    expect(changedSince(lateMeritScene(), bought)?.wells).toEqual([16]);
    // More holes marked on a well already owned is production, not a new well.
    const produced = later((s) => {
      s.wells = s.wells.map((w) => (w.card === 16 ? { ...w, holes: w.holes + 1 } : w));
    });
    expect(changedSince(lateMeritScene(), produced)).toBeNull();
  });

  it('changedSince: freight quotation and share prices that moved', () => {
    const marks = changedSince(lateMeritScene(), later(busyTurn))!;
    expect(marks.freight).toBe(true);
    expect(marks.shares).toEqual(['shipping']);
  });

  it('rings are drawn round the moved lorries and tankers in the highlight colour, and the caption says so', async () => {
    const now = later(busyTurn);
    const scene: MeritScene = {
      ...now,
      marks: { text: MERIT_SINCE_CAPTION, ...changedSince(lateMeritScene(), now)! },
    };
    const canvas = drawMerit(scene);
    const places = markPlaces(createCanvas(1, 1).getContext('2d'), scene);
    // Two lorries (one on the loop, one on the drilling track), two tankers at sea, one freed tanker.
    expect(places.rings).toHaveLength(5);
    // Three boxes: the new well, the freight quotation, the share line.
    expect(places.boxes).toHaveLength(3);
    const lorry = lorryPositions(scene).get(0)!;
    const ship = tankerPositions(scene).get('yellow')!;
    // The ring's top: on the map the ring is under the pieces, but clear of them there.
    for (const r of places.rings)
      expect(near(pixel(canvas, r.x, r.y - r.r), UI.highlight, 40), JSON.stringify(r)).toBe(true);
    expect(places.rings.some((r) => r.x === lorry.x && r.y === lorry.y)).toBe(true);
    expect(places.rings.some((r) => r.x === ship.x && r.y === ship.y)).toBe(true);
    // An unchanged lorry (seat 1) has no ring.
    const still = lorryPositions(scene).get(1)!;
    expect(places.rings.some((r) => r.x === still.x && r.y === still.y)).toBe(false);
    const pic = await renderMeritSince(lateMeritScene(), now);
    expect(pic?.caption).toBe(MERIT_SINCE_CAPTION);
    writeFileSync('/tmp/marks/merit-since-sample.png', pic!.png);
  });

  it('a new well with no chip on its owner’s card rings the card’s “+N”, which counts it', () => {
    // Ana (seat 0) owns eleven wells, more than her four-player card has chips for; she has just bought well 12.
    const many = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((card) => ({
      card,
      owner: 0,
      holes: 0,
      capacity: 8,
      tons: 0,
    }));
    const before = later((s) => s.wells.push(...many));
    const now = later((s) => s.wells.push(...many, { card: 12, owner: 0, holes: 0, capacity: 8, tons: 0 }));
    const marks = changedSince(before, now)!;
    expect(marks.wells).toEqual([12]);
    const scene: MeritScene = { ...now, marks: { text: MERIT_SINCE_CAPTION, ...marks } };
    const card = panelGeometry(now.players.length).cards[0]!;
    const { rows, more } = wellLayout(now, 0, card);
    expect(rows.some((r) => r.well.card === 12)).toBe(false);
    expect(more?.wells.map((w) => w.card)).toContain(12);
    expect(more?.text).toBe(`+${more!.wells.length}`);
    const { boxes } = markPlaces(createCanvas(1, 1).getContext('2d'), scene);
    expect(boxes).toContainEqual(more);
    // The ring is drawn: the line's box edge, mid-height, in the highlight colour.
    expect(near(pixel(drawMerit(scene), more!.x - 1, more!.y + more!.h / 2), UI.highlight, 40)).toBe(true);
  });

  it('no change, no picture', async () => {
    expect(await renderMeritSince(lateMeritScene(), lateMeritScene())).toBeNull();
  });
});

describe("Merit's Oil since picture: one meaning for the highlight colour", () => {
  it('the ring round the lorry of the player to act is left off (rings there mean "changed")', () => {
    const now = later(busyTurn);
    const p = lorryPositions(now).get(now.turn.seat!)!;
    const top = { x: p.x, y: p.y - LORRY * 1.35 };
    expect(near(pixel(drawMerit(now), top.x, top.y), UI.highlight, 40)).toBe(true);
    const marks = changedSince(lateMeritScene(), now)!;
    expect(marks.lorries).not.toContain(now.turn.seat);
    const since = drawMerit({ ...now, marks: { text: MERIT_SINCE_CAPTION, ...marks } });
    expect(near(pixel(since, top.x, top.y), UI.highlight, 40)).toBe(false);
  });

  it('the card of the player to act is not framed on the since picture (it is on the public one)', () => {
    const now = later(busyTurn);
    const index = now.players.findIndex((p) => p.seat === now.turn.seat);
    const card = panelGeometry(now.players.length).cards[index]!;
    // The middle of the card's top edge, where its frame is drawn.
    const at = { x: card.x + card.w / 2, y: card.y };
    expect(near(pixel(drawMerit(now), at.x, at.y), UI.highlight, 40)).toBe(true);
    const since = drawMerit({
      ...now,
      marks: { text: MERIT_SINCE_CAPTION, ...changedSince(lateMeritScene(), now)! },
    });
    expect(near(pixel(since, at.x, at.y), UI.highlight, 40)).toBe(false);
  });
});
