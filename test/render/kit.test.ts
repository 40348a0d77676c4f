import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  axialCenter,
  ensureFonts,
  fitFont,
  fitTransform,
  hexCorner,
  printable,
  printableName,
  renderPicture,
  sharedCanvas,
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
