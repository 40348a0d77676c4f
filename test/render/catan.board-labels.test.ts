/**
 * The Catan and Oil Springs board's names read on a phone held upright, where Discord shows the 1280 px turn
 * picture about 400 px wide: the harbors' ratios ("2:1", "3:1") at the panel's floor, 9 px there, and each hex's
 * letter (which the buttons and menus name: "Robber to D") at 7.5 px, all the room between the number token and
 * the pieces at the hex's right corners holds (test/render/catan.board-text.test.ts keeps it clear). Both were
 * 5.6-5.9 px. The bigger harbor tokens stay inside the board's part of the picture.
 */
import { describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import {
  HARBOR_R,
  boardTransform,
  clearStaticCache,
  drawPieces,
  harborCenter,
  staticLayer,
} from '../../src/render/catan/board';
import { CATAN_LAYOUT } from '../../src/render/catan/layout';
import { pixelOf } from '../../src/render/catan/render';
import { lateBaseScene, lateOilSpringsScene } from '../../src/render/catan/sampleScenes';
import type { CatanScene } from '../../src/render/catan/scene';
import { PHONE_LEAST_TEXT, PHONE_PICTURE_WIDTH } from '../../src/render/kit';
import { textsDrawn } from './texts-drawn';
import { catanScenes } from './views';

/** The least size of a hex's letter on the phone (CSS px): the chooser labels' least (phone-labels.test.ts). */
const HEX_LETTER_LEAST = 7.5;

const NAMES = ['Ana', 'Benedikt', 'Chidi', 'Dolores'];

function scenes(): CatanScene[] {
  return [lateBaseScene(), lateOilSpringsScene(), ...catanScenes('labels', [0, 200], NAMES)];
}

/** The board's texts of `scene` whose text passes `which`, with their size on the phone. */
function onPhone(scene: CatanScene, which: (text: string) => boolean): { text: string; px: number }[] {
  clearStaticCache();
  return textsDrawn(() => staticLayer(scene))
    .filter((t) => which(t.text))
    .map((t) => ({ text: t.text, px: (t.px * PHONE_PICTURE_WIDTH) / CATAN_LAYOUT.width }));
}

describe('The Catan and Oil Springs board on a phone held upright', () => {
  const all = scenes();

  it(`writes every hex's letter at ${HEX_LETTER_LEAST} px or more`, () => {
    for (const scene of all) {
      const names = new Set(scene.hexes.map((h) => h.name));
      const drawn = onPhone(scene, (t) => names.has(t));
      expect(new Set(drawn.map((d) => d.text))).toEqual(names);
      const small = drawn
        .filter((d) => d.px < HEX_LETTER_LEAST)
        .map((d) => `${d.text} ${d.px.toFixed(1)} px`);
      expect(small).toEqual([]);
    }
  });

  it(`writes every harbor's ratio at ${PHONE_LEAST_TEXT} px or more`, () => {
    for (const scene of all) {
      const drawn = onPhone(scene, (t) => /^\d:1$/.test(t));
      expect(drawn.length).toBe(scene.harbors.length);
      const small = drawn
        .filter((d) => d.px < PHONE_LEAST_TEXT)
        .map((d) => `${d.text} ${d.px.toFixed(1)} px`);
      expect(small).toEqual([]);
    }
  });

  it('keeps every harbor token whole inside the board’s part of the picture, below the caption', () => {
    for (const scene of all) {
      const r = HARBOR_R * boardTransform(scene).unit + 1.5;
      for (const h of scene.harbors) {
        const c = pixelOf(scene, harborCenter(h));
        expect(c.x - r, `${h.ratio}:1`).toBeGreaterThanOrEqual(0);
        expect(c.x + r, `${h.ratio}:1`).toBeLessThanOrEqual(CATAN_LAYOUT.panel.x);
        expect(c.y + r, `${h.ratio}:1`).toBeLessThanOrEqual(CATAN_LAYOUT.height);
        expect(c.y - r, `${h.ratio}:1`).toBeGreaterThanOrEqual(CATAN_LAYOUT.board.y);
      }
      // The intersection numbers in the sea, which the board moved left to make room for the tokens, with it.
      const hints = new Set((scene.rowHints ?? []).map((h) => h.name));
      const ctx = createCanvas(CATAN_LAYOUT.width, CATAN_LAYOUT.height).getContext('2d');
      for (const d of textsDrawn(() => drawPieces(ctx, scene)).filter((t) => hints.has(t.text)))
        expect(d.box.x0, d.text).toBeGreaterThanOrEqual(0);
    }
  });
});
