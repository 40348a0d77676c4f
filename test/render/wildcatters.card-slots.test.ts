/**
 * The number of each area card on offer (the chooser's "card 3") reads on a phone held upright, where Discord
 * shows the 1280 px picture about 400 px wide: at the panel's floor, 9 px there. It was drawn at the map's least
 * size, 5.7 px there, though a player picks the card by it.
 */
import { describe, expect, it } from 'vitest';
import { PHONE_LEAST_TEXT, PHONE_PICTURE_WIDTH } from '../../src/render/kit';
import { PICTURE_SCALE, WILD_SIZE, cardBox } from '../../src/render/wildcatters/layout';
import { cardParts, displayRegions } from '../../src/render/wildcatters/cards';
import { drawWildcatters } from '../../src/render/wildcatters/render';
import { fullBoardScene, midGameScene } from '../../src/render/wildcatters/sampleScenes';
import { textsDrawn } from './texts-drawn';

describe('Wildcatters’ area cards on a phone held upright', () => {
  it(`number each card on offer at ${PHONE_LEAST_TEXT} px or more`, () => {
    for (const scene of [midGameScene(), fullBoardScene()]) {
      // The card display drawn on the picture, not copied from a kept bitmap, so its texts are recorded
      // (test/render/wildcatters-display-region.test.ts shows the two give the same pixels).
      displayRegions.enabled = false;
      let drawn;
      try {
        drawn = textsDrawn(() => drawWildcatters(scene));
      } finally {
        displayRegions.enabled = true;
      }
      const slots = scene.display.flatMap((card, i) => (card ? [i] : []));
      expect(slots.length).toBeGreaterThan(0);
      for (const i of slots) {
        const box = cardBox(i);
        // The card's number: its slot, counted from 1, at the card's left end, before its area's band.
        const number = drawn.find(
          (t) =>
            t.text === String(i + 1) &&
            t.box.x0 >= box.x * PICTURE_SCALE &&
            t.box.x1 <= cardParts(box).band.x * PICTURE_SCALE &&
            t.box.y0 >= box.y * PICTURE_SCALE &&
            t.box.y1 <= (box.y + box.h) * PICTURE_SCALE,
        );
        expect(number, `card ${i + 1}`).toBeDefined();
        expect((number!.px * PHONE_PICTURE_WIDTH) / WILD_SIZE.width, `card ${i + 1}`).toBeGreaterThanOrEqual(
          PHONE_LEAST_TEXT,
        );
      }
    }
  });
});
