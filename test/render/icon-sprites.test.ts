/**
 * Kit icons from sprites (src/render/kit/icons.ts, `drawIcon`): each icon drawn once at its size, colours and
 * sub-pixel offset, then copied. A board with sprites looks as one with every icon drawn with its paths (only
 * edge pixels differ, a little), a warm sprite cache draws the same bytes as a cold one, an icon under a
 * rotation or at part opacity is drawn with its paths as before, and the cache stays within its bound.
 */
import { createCanvas } from '@napi-rs/canvas';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStaticCache } from '../../src/render/catan/board';
import { drawCatan } from '../../src/render/catan/render';
import { lateBaseScene, lateOilSpringsScene } from '../../src/render/catan/sampleScenes';
import type { CatanScene } from '../../src/render/catan/scene';
import { drawIcon, iconSprites, type IconName } from '../../src/render/kit/icons';
import { rgbaDifference } from './pixels';

/** The board drawn from a cold static layer cache, its icons from sprites or not. */
function board(scene: CatanScene, sprites: boolean): Uint8Array {
  iconSprites.enabled = sprites;
  clearStaticCache();
  return drawCatan(scene).data();
}

afterEach(() => {
  iconSprites.enabled = true;
  clearStaticCache();
});

describe('icons from sprites', () => {
  it.each([
    ['Catan', lateBaseScene],
    ['Oil Springs', lateOilSpringsScene],
  ])(
    'look as drawn with their paths on the late %s board (only edge pixels differ, a little)',
    (_n, make) => {
      const scene = make();
      const paths = board(scene, false);
      iconSprites.clear();
      const sprited = board(scene, true);
      const { mean, farShare } = rgbaDifference(paths, sprited);
      // Measured: mean 0.04–0.12 levels, 0.06–0.17 % of pixels over 24 (icon edges moved by up to 1/4 px).
      expect(mean).toBeLessThan(0.4);
      expect(farShare).toBeLessThan(0.004);
      expect(mean).toBeGreaterThan(0); // sprites were used
    },
  );

  it('draw the same bytes from a warm cache as from a cold one', () => {
    const scene = lateOilSpringsScene();
    iconSprites.clear();
    const cold = board(scene, true);
    const made = iconSprites.stats().count;
    const warm = board(scene, true);
    expect(iconSprites.stats().count).toBe(made);
    expect(Buffer.from(warm).equals(Buffer.from(cold))).toBe(true);
  });

  it('leave an icon under a rotation or at part opacity to its paths', () => {
    const draw = (sprites: boolean, setup: (ctx: ReturnType<typeof canvas.getContext>) => void) => {
      iconSprites.enabled = sprites;
      const ctx = canvas.getContext('2d');
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.globalAlpha = 1;
      ctx.fillStyle = '#203040';
      ctx.fillRect(0, 0, 120, 120);
      setup(ctx);
      drawIcon(ctx, 'oil', 60.3, 59.7, 40);
      drawIcon(ctx, 'devCard', 30, 30, 24);
      return Buffer.from(canvas.data());
    };
    const canvas = createCanvas(120, 120);
    const rotated = (ctx: ReturnType<typeof canvas.getContext>) => {
      ctx.translate(60, 60);
      ctx.rotate(0.3);
      ctx.translate(-60, -60);
    };
    const faded = (ctx: ReturnType<typeof canvas.getContext>) => {
      ctx.globalAlpha = 0.6;
    };
    iconSprites.clear();
    expect(draw(true, rotated).equals(draw(false, rotated))).toBe(true);
    expect(draw(true, faded).equals(draw(false, faded))).toBe(true);
    expect(iconSprites.stats().count).toBe(0);
  });

  it(`keep at most ${iconSprites.kept} sprites`, () => {
    iconSprites.clear();
    const ctx = createCanvas(400, 400).getContext('2d');
    const names: IconName[] = ['lumber', 'brick', 'wool', 'grain', 'ore', 'oil', 'vp', 'cards'];
    for (let size = 10; size < 40; size++) for (const name of names) drawIcon(ctx, name, 100, 100, size);
    const { count, bytes } = iconSprites.stats();
    expect(count).toBe(iconSprites.kept);
    expect(bytes).toBeLessThan(iconSprites.kept * 22 * 1024);
  });
});
