/**
 * What a Wildcatters, Merit Oil or score-chart picture asks of @napi-rs/canvas besides drawing, as
 * catan.native-calls.test.ts asks of Catan's: no `getTransform()` (the library builds a DOMMatrix around its six
 * numbers each time, ~10× the native call; the Wildcatters grounds' texture and panel regions read the transform
 * with the kit's `currentTransform`), and no `measureText` once a picture has been drawn (the captions' and the
 * chart legend's widths come from the kit's width cache). The picture is the same either way: the pixels of a
 * second drawing equal the first's.
 */
import { createCanvas } from '@napi-rs/canvas';
import { afterEach, describe, expect, it } from 'vitest';
import { CHART_SIZE, drawScoreChart, type ScoreChart } from '../../src/render/charts/line-chart';
import { drawMerit } from '../../src/render/merit-oil/render';
import { crowdedMeritScene, lateMeritScene } from '../../src/render/merit-oil/sampleScenes';
import type { MeritScene } from '../../src/render/merit-oil/scene';
import { clearStaticCache } from '../../src/render/wildcatters/board';
import { PANEL_REGIONS } from '../../src/render/wildcatters/panel';
import { drawWildcatters } from '../../src/render/wildcatters/render';
import { fullBoardScene, midGameScene, overScene } from '../../src/render/wildcatters/sampleScenes';
import type { WildcattersScene } from '../../src/render/wildcatters/scene';
import { callsDuring } from './native-calls';

const RESULT = { text: 'Ana and Ben share the win with 88 VP (tie-break: Ana has more cash)', winners: [0] };

/** The pixels of `draw`'s canvas, and the counted calls of the drawing (`names`). */
function drawn(names: Parameters<typeof callsDuring>[0], draw: () => { data(): Buffer | Uint8Array }) {
  let pixels = Buffer.alloc(0);
  const counts = callsDuring(names, () => {
    pixels = Buffer.from(draw().data());
  });
  return { pixels, counts };
}

describe('a Wildcatters picture asks the canvas for no transform and, drawn again, measures nothing', () => {
  afterEach(() => {
    clearStaticCache();
    PANEL_REGIONS.clear();
  });

  it.each([
    ['mid game', midGameScene],
    ['full board', () => fullBoardScene()],
    ['game over', overScene],
  ] as const)('%s', (_, make: () => WildcattersScene) => {
    clearStaticCache();
    PANEL_REGIONS.clear();
    const scene = make();
    // The first drawing paints the map's grounds and every panel region anew: each once read the transform.
    const first = drawn(['getTransform'], () => drawWildcatters(scene));
    expect(first.counts).toEqual({ getTransform: 0 });
    const again = drawn(['getTransform', 'measureText'], () => drawWildcatters(scene));
    expect(again.counts).toEqual({ getTransform: 0, measureText: 0 });
    expect(again.pixels.equals(first.pixels)).toBe(true);
  });
});

describe('a Merit Oil picture, drawn again, measures nothing', () => {
  it.each([
    ['late board', lateMeritScene],
    ['crowded, game over', (): MeritScene => ({ ...crowdedMeritScene(), result: RESULT })],
  ] as const)('%s', (_, make: () => MeritScene) => {
    const scene = make();
    const first = drawn([], () => drawMerit(scene));
    const again = drawn(['getTransform', 'measureText'], () => drawMerit(scene));
    expect(again.counts).toEqual({ getTransform: 0, measureText: 0 });
    expect(again.pixels.equals(first.pixels)).toBe(true);
  });
});

describe('a score chart, drawn again, measures nothing', () => {
  const xs = [0, 1, 2, 3, 4, 5];
  it.each([
    [
      'names beside their scores',
      [
        { seat: 0, name: 'Ana', points: [0, 1, 2, 3, 4, 5] },
        { seat: 1, name: 'Ben', points: [0, 1, 1, 2, 3, 3] },
      ],
    ],
    [
      'names stacked over wide scores',
      [
        { seat: 0, name: 'Greedy bot', scoreText: '£2.36m', points: [0, 1, 2, 3, 4, 5] },
        { seat: 1, name: 'Greedy bot 2', scoreText: '£1.90m', points: [0, 1, 1, 2, 3, 3] },
      ],
    ],
  ] as const)('%s', (_, lines) => {
    const chart: ScoreChart = {
      title: 'Scores over the turns',
      xLabel: 'turn',
      xs,
      lines: lines.map((l) => ({ ...l })),
    };
    // A fresh canvas each time: the chart counts on a context's first state (renderPicture draws it between
    // save and restore), which a drawing leaves changed (line width, text baseline).
    const draw = () => {
      const canvas = createCanvas(CHART_SIZE.width, CHART_SIZE.height);
      drawScoreChart(canvas.getContext('2d'), chart);
      return canvas;
    };
    const first = drawn([], draw);
    const again = drawn(['getTransform', 'measureText'], draw);
    expect(again.counts).toEqual({ getTransform: 0, measureText: 0 });
    expect(again.pixels.equals(first.pixels)).toBe(true);
  });
});
