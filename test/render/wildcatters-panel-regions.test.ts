/**
 * Wildcatters' side panel copies each player card's face and the chips' table from bitmaps kept per what they
 * show (src/render/wildcatters/panel.ts PANEL_REGIONS, src/render/kit/regions.ts): a picture drawn with them is
 * the picture drawn directly (an antialiased edge pixel a level off at most, where the kept bitmap's smaller
 * coordinates round otherwise), cold and warm alike; a card whose seat comes to act or wins is drawn anew; the
 * cache stays within its bound.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PANEL_REGIONS } from '../../src/render/wildcatters/panel';
import { drawWildcatters } from '../../src/render/wildcatters/render';
import { emptyScene, fullBoardScene, midGameScene } from '../../src/render/wildcatters/sampleScenes';
import type { WildcattersScene } from '../../src/render/wildcatters/scene';
import { wildcattersLateScene } from './views';

/** The picture's pixels, drawn directly (no kept panel regions) or with them. */
function pixels(scene: WildcattersScene, kept: boolean): Buffer {
  PANEL_REGIONS.enabled = kept;
  try {
    return Buffer.from(drawWildcatters(scene).data());
  } finally {
    PANEL_REGIONS.enabled = true;
  }
}

/** The pixels that differ between two pictures, and by how many levels at most. */
function difference(a: Buffer, b: Buffer): { pixels: number; levels: number } {
  let pixels = 0;
  let levels = 0;
  for (let i = 0; i < a.length; i += 4) {
    let d = 0;
    for (let k = 0; k < 4; k++) d = Math.max(d, Math.abs(a[i + k]! - b[i + k]!));
    if (d > 0) pixels++;
    levels = Math.max(levels, d);
  }
  return { pixels, levels };
}

/** A picture with kept regions looks as one drawn directly: at most a few edge pixels, a level off. */
function expectAsDrawn(got: Buffer, want: Buffer): void {
  const d = difference(got, want);
  expect(d.pixels).toBeLessThanOrEqual(4);
  expect(d.levels).toBeLessThanOrEqual(1);
}

afterEach(() => {
  PANEL_REGIONS.enabled = true;
});

describe('Wildcatters panel from kept bitmaps', () => {
  const late = () => wildcattersLateScene('bench-render');
  const scenes: [string, () => WildcattersScene][] = [
    ['a late real board', late],
    ['another late real board', () => wildcattersLateScene('panel', 10)],
    ['an early real board', () => wildcattersLateScene('panel-early', 150)],
    ['a finished game', () => wildcattersLateScene('panel-over', 0)],
    [
      'a since picture',
      () => ({
        ...late(),
        marks: {
          text: 'Ringed',
          fields: [],
          trains: [],
          tankers: [],
          refineries: [],
          disks: [],
          shares: [{ seat: 1, colour: 2 }],
        },
      }),
    ],
    ['the mid-game sample', () => midGameScene()],
    ['the empty sample', () => emptyScene()],
    ['the full board sample', () => fullBoardScene()],
  ];

  it.each(scenes)('is the picture drawn directly, cold and warm, on %s', (_name, make) => {
    const scene = make();
    const want = pixels(scene, false);
    PANEL_REGIONS.clear();
    const before = PANEL_REGIONS.drawn;
    const cold = pixels(scene, true);
    // A face per player and the chips' table (none once the game is over: the standings replace it).
    const kept = scene.players.length + (scene.result ? 0 : 1);
    expect(PANEL_REGIONS.drawn).toBe(before + kept);
    const warm = pixels(scene, true);
    expect(PANEL_REGIONS.drawn).toBe(before + kept);
    expect(warm.equals(cold)).toBe(true);
    expectAsDrawn(cold, want);
  });

  it('draws anew the faces of the seat that stops acting and the one that starts, and looks as drawn', () => {
    const scene = late();
    const seats = scene.players.map((p) => p.seat);
    const acting = scene.turn.seat ?? seats[0]!;
    const next = seats[(seats.indexOf(acting) + 1) % seats.length]!;
    PANEL_REGIONS.clear();
    pixels(scene, true);
    const drawn = PANEL_REGIONS.drawn;
    const moved: WildcattersScene = { ...scene, turn: { ...scene.turn, seat: next } };
    const got = pixels(moved, true);
    expect(PANEL_REGIONS.drawn).toBe(drawn + (scene.turn.seat === null ? 1 : 2));
    expectAsDrawn(got, pixels(moved, false));
    // The changing figures are not in the faces: other workers and loans copy the same faces.
    const figures: WildcattersScene = {
      ...moved,
      players: moved.players.map((p) => ({ ...p, workers: p.workers + 3, loans: p.loans + 1 })),
    };
    const again = PANEL_REGIONS.drawn;
    const changed = pixels(figures, true);
    expect(PANEL_REGIONS.drawn).toBe(again);
    expectAsDrawn(changed, pixels(figures, false));
  });

  it(`keeps at most ${PANEL_REGIONS.kept} regions`, () => {
    PANEL_REGIONS.clear();
    for (const seed of ['panel-a', 'panel-b', 'panel-c', 'panel-d', 'panel-e']) {
      drawWildcatters(wildcattersLateScene(seed, 20));
      expect(PANEL_REGIONS.size).toBeLessThanOrEqual(PANEL_REGIONS.kept);
    }
  });
});
