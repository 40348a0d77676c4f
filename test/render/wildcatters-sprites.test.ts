/**
 * Wildcatters' pieces on the map come from sprites
 * (src/render/wildcatters/sprites.ts): drawn once as small bitmaps and copied onto each picture. A picture with sprites looks as one drawn directly (a piece lands within 1/4 px of
 * its place, only edge pixels differ), a picture drawn from a warm sprite cache is byte for byte the one drawn
 * from a cold cache, and the cache stays within its bound.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFromLayer } from '../../src/render/kit';
import { drawMapPieces, mapPieces, staticLayer } from '../../src/render/wildcatters/board';
import { PICTURE_SCALE, WILD_SIZE } from '../../src/render/wildcatters/layout';
import { drawWildcatters } from '../../src/render/wildcatters/render';
import { midGameScene } from '../../src/render/wildcatters/sampleScenes';
import type { WildcattersScene } from '../../src/render/wildcatters/scene';
import { pieceSprites } from '../../src/render/wildcatters/sprites';
import { wildcattersLateScene } from './views';
import { rgbaDifference } from './pixels';

const lateScene = wildcattersLateScene;

afterEach(() => {
  pieceSprites.enabled = true;
});

describe('Wildcatters pieces from sprites', () => {
  const scenes: [string, () => WildcattersScene][] = [
    ['a late real board', () => lateScene('bench-render')],
    ['another late real board', () => lateScene('sprites', 10)],
    ['the mid-game sample', () => midGameScene()],
  ];

  it.each(scenes)('look as drawn directly on %s (only edge pixels differ, a little)', (_name, make) => {
    const scene = make();
    pieceSprites.enabled = false;
    const direct = drawWildcatters(scene).data();
    pieceSprites.enabled = true;
    pieceSprites.clear();
    const sprited = drawWildcatters(scene).data();
    const { mean, farShare } = rgbaDifference(direct, sprited);
    // Measured: mean 0.21–0.38 levels, 0.35–0.68 % of pixels over 24 (piece outlines moved by up to 1/4 px).
    expect(mean).toBeLessThan(0.6);
    expect(farShare).toBeLessThan(0.01);
    expect(mean).toBeGreaterThan(0); // the sprites were used: not the direct drawing again
  });

  it('draw the same picture from a warm cache as from a cold one, byte for byte', () => {
    const scene = lateScene('bench-render');
    pieceSprites.clear();
    const cold = drawWildcatters(scene).data();
    const made = pieceSprites.stats().count;
    const warm = drawWildcatters(scene).data();
    expect(pieceSprites.stats().count).toBe(made); // nothing new drawn the second time
    expect(Buffer.from(warm).equals(Buffer.from(cold))).toBe(true);
  });

  it('copy the pieces as each drawn from its sprite on its own, byte for byte, without saving the canvas each time', () => {
    const scene = lateScene('bench-render');
    const start = () => {
      const { canvas, ctx } = startFromLayer(staticLayer(), WILD_SIZE.width, WILD_SIZE.height);
      ctx.setTransform(PICTURE_SCALE, 0, 0, PICTURE_SCALE, 0, 0);
      return { canvas, ctx };
    };
    const alone = start();
    const pieces = mapPieces(scene);
    for (const piece of pieces) piece.draw(alone.ctx);
    const batched = start();
    const save = vi.spyOn(batched.ctx, 'save');
    drawMapPieces(batched.ctx, scene);
    expect(pieces.length).toBeGreaterThan(100);
    // Before: one save (and restore, and transform) a sprite, ~130 a late board.
    expect(save.mock.calls.length).toBeLessThan(5);
    expect(batched.ctx.getTransform().a).toBeCloseTo(PICTURE_SCALE, 5);
    expect(Buffer.from(batched.canvas.data()).equals(Buffer.from(alone.canvas.data()))).toBe(true);
  });

  it(`keep at most ${pieceSprites.kept} sprites`, () => {
    pieceSprites.clear();
    for (const seed of ['sprites-a', 'sprites-b', 'sprites-c', 'sprites-d']) drawWildcatters(lateScene(seed));
    const { count, bytes } = pieceSprites.stats();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(pieceSprites.kept);
    expect(bytes).toBeLessThan(pieceSprites.kept * 9 * 1024);
  });
});
