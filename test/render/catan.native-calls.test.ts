/**
 * What a Catan or Oil Springs picture asks of @napi-rs/canvas besides drawing, picture after picture: no
 * `getTransform()` (the library builds a DOMMatrix around its six numbers each time, ~10× the native call; the
 * kit's icons read the transform with `currentTransform`), and no `measureText` once a picture has been drawn
 * (its texts' widths come from the kit's width cache: the row hints, legend, badges and caption measured each
 * text anew). The picture is the same either way: the pixels of a second drawing equal the first's.
 */
import { DOMMatrix, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStaticCache } from '../../src/render/catan/board';
import { drawCatan } from '../../src/render/catan/render';
import { lateBaseScene, lateOilSpringsScene } from '../../src/render/catan/sampleScenes';
import type { CatanScene } from '../../src/render/catan/scene';
import { currentTransform } from '../../src/render/kit/transform';
import { callsDuring } from './native-calls';

afterEach(() => clearStaticCache());

describe('a Catan picture asks the canvas for no transform and, drawn again, measures nothing', () => {
  it.each([
    ['Catan', lateBaseScene],
    ['Oil Springs', lateOilSpringsScene],
  ] as const)('%s late board', (_, make: () => CatanScene) => {
    const scene = make();
    const first = Buffer.from(drawCatan(scene).data());
    let again = Buffer.alloc(0);
    const counts = callsDuring(['getTransform', 'measureText'], () => {
      again = Buffer.from(drawCatan(scene).data());
    });
    expect(counts).toEqual({ getTransform: 0, measureText: 0 });
    expect(again.equals(first)).toBe(true);
  });
});

describe('currentTransform', () => {
  it("gives getTransform()'s six numbers, without a DOMMatrix", () => {
    const ctx: SKRSContext2D = createCanvas(40, 40).getContext('2d');
    const six = (m: { a: number; b: number; c: number; d: number; e: number; f: number }) => [
      m.a,
      m.b,
      m.c,
      m.d,
      m.e,
      m.f,
    ];
    for (const set of [
      () => ctx.setTransform(1, 0, 0, 1, 0, 0),
      () => ctx.setTransform(0.8, 0, 0, 0.8, 12.5, -3),
      () => {
        ctx.translate(3, 4);
        ctx.rotate(0.3);
        ctx.scale(2, 1.5);
      },
    ]) {
      set();
      const m = currentTransform(ctx);
      expect(m).not.toBeInstanceOf(DOMMatrix);
      expect(six(m)).toEqual(six(ctx.getTransform()));
    }
  });
});
