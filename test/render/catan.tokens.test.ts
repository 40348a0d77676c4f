/**
 * A number token's figure: 10, 11 and 12 are drawn as large as 2–5 and 9 (they were drawn smaller, 7.3 px where
 * Discord shows the 1280 px picture 400 px wide, against 8.4 px), 6 and 8 larger still, and every figure stays
 * inside the token's rim.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { drawNumberToken } from '../../src/render/catan/board';
import { textsDrawn } from './texts-drawn';

const R = 40;

function figures(): Map<number, { px: number; width: number }> {
  const ctx = createCanvas(2000, 200).getContext('2d');
  const out = new Map<number, { px: number; width: number }>();
  for (let n = 2; n <= 12; n++) {
    if (n === 7) continue;
    const [t] = textsDrawn(() => drawNumberToken(ctx, n, n * 150, 100, R)).filter(
      (d) => d.text === String(n),
    );
    out.set(n, { px: t!.px, width: t!.box.x1 - t!.box.x0 });
  }
  return out;
}

describe('number tokens', () => {
  it('draws two-figure numbers as large as one-figure ones, 6 and 8 larger', () => {
    const f = figures();
    const plain = [2, 3, 4, 5, 9, 10, 11, 12].map((n) => f.get(n)!.px);
    expect(new Set(plain).size).toBe(1);
    expect(f.get(6)!.px).toBeGreaterThan(plain[0]!);
    expect(f.get(8)!.px).toBe(f.get(6)!.px);
  });

  it('keeps every figure inside the rim', () => {
    for (const [n, { width }] of figures()) expect(width, String(n)).toBeLessThan(R * 1.8);
  });
});
