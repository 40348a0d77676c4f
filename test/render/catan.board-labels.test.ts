/**
 * The Catan and Oil Springs board's names read on a phone held upright, where Discord shows the 1280 px turn
 * picture about 400 px wide: the harbors' ratios ("2:1", "3:1") at the panel's floor, 9 px there, and each hex's
 * letter (which the buttons and menus name: "Robber to D") at 9 px too, in the hex's upper part, clear of its
 * number token (test/render/catan.board-text.test.ts keeps it clear of the pieces). Both were 5.6-5.9 px, then
 * the letter 7.5 px right of the token, all the room there held. The bigger harbor tokens stay inside the board's part of the picture. The intersection numbers in
 * the sea, which players pick from menus, at 7.5 px there (they were 5.6 px), whole in the board's part of the
 * picture, clear of each other and of the harbors' ratios.
 */
import { describe, expect, it } from 'vitest';
import {
  HARBOR_R,
  boardTransform,
  boxesMeet,
  clearStaticCache,
  harborCenter,
  staticLayer,
} from '../../src/render/catan/board';
import { CATAN_LAYOUT } from '../../src/render/catan/layout';
import { pixelOf } from '../../src/render/catan/render';
import { lateBaseScene, lateOilSpringsScene } from '../../src/render/catan/sampleScenes';
import type { CatanScene } from '../../src/render/catan/scene';
import { PHONE_LEAST_TEXT, PHONE_PICTURE_WIDTH } from '../../src/render/kit';
import { seaNumbersDrawn, textsDrawn, type DrawnText } from './texts-drawn';
import { catanScenes } from './views';

/** The least size of a hex's letter on the phone (CSS px): the panel's floor. */
const HEX_LETTER_LEAST = PHONE_LEAST_TEXT;

/** The least size of an intersection number in the sea on the phone (CSS px): the chooser labels' least too. */
const SEA_NUMBER_LEAST = 7.5;

const NAMES = ['Ana', 'Benedikt', 'Chidi', 'Dolores'];

function scenes(): CatanScene[] {
  return [lateBaseScene(), lateOilSpringsScene(), ...catanScenes('labels', [0, 200], NAMES)];
}

/** The intersection numbers in the sea of `scene`, as its static layer holds them. */
function seaNumbers(scene: CatanScene): DrawnText[] {
  return seaNumbersDrawn(scene);
}

/** The box of a drawn text grown by `by` px on each side (its outline). */
function grown(t: DrawnText, by: number): DrawnText['box'] {
  return { x0: t.box.x0 - by, y0: t.box.y0 - by, x1: t.box.x1 + by, y1: t.box.y1 + by };
}

/** The board's texts of `scene` whose text passes `which`, with their size on the phone. */
function onPhone(scene: CatanScene, which: (text: string) => boolean): { text: string; px: number }[] {
  clearStaticCache();
  return textsDrawn(() => staticLayer(scene))
    .filter((t) => which(t.text))
    .map((t) => ({ text: t.text, px: (t.px * PHONE_PICTURE_WIDTH) / CATAN_LAYOUT.width }));
}

/** The texts of `drawn` under `least` px on the phone, each with its size. */
function smallerThan(drawn: readonly { text: string; px: number }[], least: number): string[] {
  return drawn.filter((d) => d.px < least).map((d) => `${d.text} ${d.px.toFixed(1)} px`);
}

describe('The Catan and Oil Springs board on a phone held upright', () => {
  const all = scenes();

  it(`writes every hex's letter at ${HEX_LETTER_LEAST} px or more`, () => {
    for (const scene of all) {
      const names = new Set(scene.hexes.map((h) => h.name));
      const drawn = onPhone(scene, (t) => names.has(t));
      expect(new Set(drawn.map((d) => d.text))).toEqual(names);
      expect(smallerThan(drawn, HEX_LETTER_LEAST)).toEqual([]);
    }
  });

  it('keeps every hex’s letter off its number token', () => {
    for (const scene of all) {
      const t = boardTransform(scene);
      const names = new Set(scene.hexes.map((h) => h.name));
      clearStaticCache();
      const drawn = textsDrawn(() => staticLayer(scene)).filter((d) => names.has(d.text));
      const onToken: string[] = [];
      for (const h of scene.hexes) {
        const d = drawn.find((x) => x.text === h.name)!;
        const c = pixelOf(scene, h.center);
        // The token's middle and the outside of its rim (board.ts: NUMBER_TOKEN); the letter's ink, and its badge
        // about 2 px round it, clear of the rim.
        const tx = c.x;
        const ty = c.y + 0.14 * t.unit;
        const dx = Math.max(d.box.x0 - tx, 0, tx - d.box.x1);
        const dy = Math.max(d.box.y0 - ty, 0, ty - d.box.y1);
        const gap = Math.hypot(dx, dy) - (0.3 * t.unit + 1.2);
        if (gap < 2) onToken.push(`${h.name} ${gap.toFixed(1)} px from its token`);
      }
      expect(onToken).toEqual([]);
    }
  });

  it(`writes every harbor's ratio at ${PHONE_LEAST_TEXT} px or more`, () => {
    for (const scene of all) {
      const drawn = onPhone(scene, (t) => /^\d:1$/.test(t));
      expect(drawn.length).toBe(scene.harbors.length);
      expect(smallerThan(drawn, PHONE_LEAST_TEXT)).toEqual([]);
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
      const drawn = seaNumbers(scene);
      expect(drawn.length).toBe(scene.rowHints?.length ?? 0);
      for (const d of drawn) expect(d.box.x0, d.text).toBeGreaterThanOrEqual(0);
    }
  });

  it(`writes the intersection numbers in the sea at ${SEA_NUMBER_LEAST} px or more, whole and apart`, () => {
    // The bot games' scenes (the sample scenes have none).
    const withNumbers = all.filter((s) => s.rowHints?.length);
    expect(withNumbers.length).toBe(8);
    for (const scene of withNumbers) {
      const drawn = seaNumbers(scene);
      expect(drawn.length).toBe(scene.rowHints?.length);
      expect(drawn.length).toBeGreaterThan(10);
      const problems: string[] = [];
      const ratios = onPhoneBoxes(scene);
      drawn.forEach((d, i) => {
        const px = (d.px * PHONE_PICTURE_WIDTH) / CATAN_LAYOUT.width;
        if (px < SEA_NUMBER_LEAST) problems.push(`“${d.text}” ${px.toFixed(1)} px`);
        // The outline (4 px) too, inside the board's part of the picture.
        const box = grown(d, 2);
        if (box.x0 < 0 || box.x1 > CATAN_LAYOUT.panel.x || box.y1 > CATAN_LAYOUT.height)
          problems.push(`“${d.text}” out of the board's part of the picture`);
        for (const o of drawn.slice(i + 1))
          if (boxesMeet(box, grown(o, 2))) problems.push(`“${d.text}” meets “${o.text}”`);
        for (const r of ratios)
          if (boxesMeet(box, grown(r, 2))) problems.push(`“${d.text}” meets a “${r.text}”`);
      });
      expect(problems).toEqual([]);
    }
  });
});

/** The harbors' ratios of `scene` as drawn on its static layer. */
function onPhoneBoxes(scene: CatanScene): DrawnText[] {
  clearStaticCache();
  return textsDrawn(() => staticLayer(scene)).filter((t) => /^\d:1$/.test(t.text));
}
