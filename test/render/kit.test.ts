import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  axialCenter,
  ensureFonts,
  drawText,
  fitFont,
  fitTransform,
  hexCorner,
  printable,
  printableName,
  renderPicture,
  sharedCanvas,
  textWidth,
  toPx,
} from '../../src/render/kit';
import { HEXES, NODES } from '../../src/games/catan/board';
import { decodePng } from './pixels';

describe('drawing kit', () => {
  it('renders a picture to a PNG of the asked size, reusing one canvas per size', async () => {
    const red = await renderPicture(320, 200, (ctx) => {
      ctx.fillStyle = '#FF0000';
      ctx.fillRect(0, 0, 320, 200);
    });
    const blue = await renderPicture(320, 200, (ctx) => {
      ctx.fillStyle = '#0000FF';
      ctx.fillRect(0, 0, 320, 200);
    });
    const a = await decodePng(red);
    const b = await decodePng(blue);
    expect([a.width, a.height]).toEqual([320, 200]);
    expect(a.at(10, 10)).toEqual([255, 0, 0]);
    expect(b.at(10, 10)).toEqual([0, 0, 255]);
    expect(sharedCanvas(320, 200)).toBe(sharedCanvas(320, 200));
  });

  it('shrinks a font until the text fits', () => {
    ensureFonts();
    const ctx = createCanvas(10, 10).getContext('2d');
    ctx.font = '800 40px Inter';
    const full = ctx.measureText('Benedikt').width;
    const size = fitFont(ctx, 'Benedikt', 40, 800, full * 0.8);
    expect(size).toBeLessThan(40);
    expect(size).toBeGreaterThanOrEqual(24);
    expect(ctx.measureText('Benedikt').width).toBeLessThanOrEqual(full * 0.8);
  });

  it('shrinks a font no further than its minimum size, then cuts the text with an ellipsis', () => {
    ensureFonts();
    const ctx = createCanvas(400, 100).getContext('2d');
    const text = 'Dolores Umbridge-Montgomery';
    // Down to 60% of 30 by default (18 px: wide enough here), not below 24 when told.
    expect(fitFont(ctx, text, 30, 800, 180)).toBe(18);
    expect(fitFont(ctx, text, 30, 800, 180, 24)).toBe(24);
    const width = drawText(ctx, text, 10, 50, {
      size: 30,
      weight: 800,
      color: '#000',
      maxWidth: 180,
      minSize: 24,
    });
    expect(ctx.font).toBe('800 24px Inter');
    expect(width).toBeLessThanOrEqual(180);
    expect(width).toBeGreaterThan(150);
  });

  it('measures each text once: drawn again, a text gets the width, size and ellipsis of its first drawing', () => {
    ensureFonts();
    const ctx = createCanvas(400, 100).getContext('2d');
    const texts = ['Benedikt', 'Dolores Umbridge-Montgomery', '12 barrels', 'Αλέξης'];
    const draw = () =>
      texts.map((t) => {
        const width = drawText(ctx, t, 10, 50, { size: 30, weight: 800, color: '#000', maxWidth: 180 });
        return { width, font: ctx.font };
      });
    const first = draw();
    const again = draw();
    expect(again).toEqual(first);
    // Each as measured by the canvas itself at the font drawText left set, and cut to fit where it did not.
    for (const [i, t] of texts.entries()) {
      ctx.font = (first[i] as { font: string }).font;
      const measured = ctx.measureText(t).width;
      if (measured <= 180) expect((first[i] as { width: number }).width).toBe(measured);
      else expect((first[i] as { width: number }).width).toBeLessThanOrEqual(180);
    }
    expect(fitFont(ctx, 'Dolores Umbridge-Montgomery', 30, 800, 180)).toBe(18);
    expect(textWidth(ctx, 'Benedikt', 30, 800)).toBe((first[0] as { width: number }).width);
  });

  it('drops characters the bundled font cannot draw (emoji, CJK) and keeps accented Latin, Greek, Cyrillic', () => {
    expect(printable('Ana 🎲🔥')).toBe('Ana');
    expect(printable('李雷 Li Lei')).toBe('Li Lei');
    expect(printable('Łukasz Żółć · Αλέξης · Юля')).toBe('Łukasz Żółć · Αλέξης · Юля');
    expect(printableName('李雷', 'Seat 3')).toBe('Seat 3');
  });

  it('uses the same hex geometry as the Catan board graph', () => {
    for (const h of HEXES) {
      const c = axialCenter(h.q, h.r);
      expect(c.x).toBeCloseTo(h.x, 9);
      expect(c.y).toBeCloseTo(h.y, 9);
      const top = NODES[h.nodes[0] as number];
      expect(hexCorner(c, 0).x).toBeCloseTo(top?.x ?? NaN, 9);
      expect(hexCorner(c, 0).y).toBeCloseTo(top?.y ?? NaN, 9);
    }
  });

  it('fits board points into a pixel box, centred', () => {
    const t = fitTransform(
      [
        { x: -1, y: -1 },
        { x: 1, y: 1 },
      ],
      { x: 0, y: 0, w: 400, h: 200 },
      0,
    );
    expect(t.unit).toBe(100);
    expect(toPx(t, { x: 0, y: 0 })).toEqual({ x: 200, y: 100 });
  });
});
