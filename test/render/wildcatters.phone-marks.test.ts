/**
 * The Wildcatters picture's small print read on a phone held upright, where Discord shows the picture about
 * 400 px wide (PHONE_PICTURE_WIDTH): every text drawn, the map's marks among them (a neutral wildcatter disk's
 * W, an empty refinery site's R, a full queue's "+N"), is 6 phone px or more, as drawn (its font size times its
 * canvas's scale). The W was 4.3 px there, the R and the "+N" 5.7 px.
 */
import { describe, expect, it } from 'vitest';
import { clearStaticCache } from '../../src/render/wildcatters/board';
import { WILD_SIZE } from '../../src/render/wildcatters/layout';
import { drawWildcatters } from '../../src/render/wildcatters/render';
import {
  emptyScene,
  fullBoardScene,
  midGameScene,
  overScene,
} from '../../src/render/wildcatters/sampleScenes';
import { PHONE_PICTURE_WIDTH } from '../../src/render/kit/text';
import { textsDrawn } from './texts-drawn';
import { wildcattersLateScene } from './views';

/** One of the picture's px in the phone's px. */
const PHONE_PX = PHONE_PICTURE_WIDTH / WILD_SIZE.width;

/** The least size a text of the picture reads at there (CSS px), as Merit's map's words. */
const LEAST_PX = 6;

describe('Wildcatters’ picture on a phone', () => {
  const texts = textsDrawn(() => {
    clearStaticCache();
    for (const scene of [
      emptyScene(),
      midGameScene(),
      fullBoardScene(8),
      overScene(),
      wildcattersLateScene('phone-marks'),
    ])
      drawWildcatters(scene);
  });

  it('draws the map’s marks: the neutral disk’s W, the empty site’s R, a full queue’s “+N”', () => {
    for (const mark of ['W', 'R', '+5']) expect(texts.map((t) => t.text)).toContain(mark);
  });

  it('writes every text 6 phone px or more', () => {
    const small = new Set<string>();
    for (const t of texts)
      if (t.px * PHONE_PX < LEAST_PX) small.add(`${(t.px * PHONE_PX).toFixed(2)} px “${t.text}”`);
    expect([...small].sort()).toEqual([]);
  });
});
