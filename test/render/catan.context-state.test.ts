/**
 * The board's drawers leave the context as they found it: the side panel is drawn after the pieces on the same
 * context, and a line cap left 'round' by the pieces rounded the dashes of the panel's empty "Tokens lost" slots.
 */
import { describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { drawDestroyedToken, drawPieces } from '../../src/render/catan/board';
import { catanSpot } from '../../src/render/catan/fromCatanView';
import { EDGE_NAMES } from '../../src/games/catan/board';
import { lateBaseScene, lateOilSpringsScene } from '../../src/render/catan/sampleScenes';
import type { CatanScene } from '../../src/render/catan/scene';

function scenes(): [string, CatanScene][] {
  const base = lateBaseScene();
  const road = base.roads[0]!;
  return [
    ['Catan, late', base],
    ['Oil Springs, late', lateOilSpringsScene()],
    [
      'a road just built (its halo)',
      { ...base, highlight: { text: 'Ana built', roads: [road], points: [] } },
    ],
    [
      'a road being chosen',
      {
        ...base,
        selection: { kind: 'road', prompt: 'Pick', spots: EDGE_NAMES.map((n) => catanSpot('road', n)!) },
      },
    ],
  ];
}

describe('The Catan board’s drawing leaves the context’s line cap as it was', () => {
  for (const [what, scene] of scenes())
    for (const cap of ['butt', 'square'] as const)
      it(`drawPieces, ${what}, from '${cap}'`, () => {
        const ctx = createCanvas(1280, 800).getContext('2d');
        ctx.lineCap = cap;
        drawPieces(ctx, scene);
        expect(ctx.lineCap).toBe(cap);
      });

  it('drawDestroyedToken (the panel draws lost tokens with it)', () => {
    const ctx = createCanvas(100, 100).getContext('2d');
    drawDestroyedToken(ctx, 50, 50, 20);
    expect(ctx.lineCap).toBe('butt');
  });
});
