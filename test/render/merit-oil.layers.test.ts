/**
 * Merit's kept layers: the panel's fixed shapes (PANEL_REGIONS, src/render/kit/regions.ts) and the well chips'
 * sprites (CHIP_SPRITES, src/render/kit/sprites.ts). A picture drawn from kept layers is the very picture drawn with them made afresh, and
 * the caches stay bounded.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ensureFonts } from '../../src/render/kit';
import { CHIP_SPRITES } from '../../src/render/merit-oil/cards';
import { PANEL_REGIONS } from '../../src/render/merit-oil/panel';
import { drawMerit } from '../../src/render/merit-oil/render';
import { lateMeritScene } from '../../src/render/merit-oil/sampleScenes';
import type { MeritMarks, MeritScene } from '../../src/render/merit-oil/scene';

ensureFonts();

function clearLayers(): void {
  PANEL_REGIONS.clear();
  CHIP_SPRITES.clear();
}

afterEach(clearLayers);

const NO_MARKS: MeritMarks = {
  text: 'Ringed: changed since your last turn',
  lorries: [],
  tankers: [],
  freed: [],
  wells: [],
  freight: false,
  shares: [],
};

/** The late scene with seat `seat` to act (null: the game over, seat 2 the winner) and a store filling. */
function variant(seat: number | null, marked: boolean, fill: number): MeritScene {
  const s = lateMeritScene();
  return {
    ...s,
    turn: { ...s.turn, seat },
    ...(seat === null ? { result: { winners: [2], text: 'Chidi wins' } } : {}),
    ...(marked ? { marks: { ...NO_MARKS, lorries: [1], wells: [13] } } : {}),
    wells: s.wells.map((w, i) => (i === 0 ? { ...w, holes: fill % (w.capacity + 1) } : w)),
  };
}

const pixels = (scene: MeritScene): Buffer => Buffer.from(drawMerit(scene).data());

describe("Merit's kept layers", () => {
  it('draws a picture from kept layers exactly as with every layer drawn afresh', () => {
    const scenes = [null, 0, 1, 2, 3].flatMap((seat) =>
      [false, true].map((m) => variant(seat, m, seat ?? 5)),
    );
    const fresh = scenes.map((s) => {
      clearLayers();
      return pixels(s);
    });
    clearLayers();
    // Twice round: the second time every layer is a kept one (or drawn again after being dropped).
    for (let round = 0; round < 2; round++)
      scenes.forEach((s, i) => expect(pixels(s).equals(fresh[i]!)).toBe(true));
  });

  it('keeps at most their bound of layers', () => {
    for (let n = 0; n < 40; n++) pixels(variant([null, 0, 1, 2, 3][n % 5]!, n % 2 === 0, n));
    expect(PANEL_REGIONS.size).toBe(PANEL_REGIONS.kept);
    expect(CHIP_SPRITES.stats().count).toBeGreaterThan(0);
    expect(CHIP_SPRITES.stats().count).toBeLessThanOrEqual(CHIP_SPRITES.kept);
  });
});
