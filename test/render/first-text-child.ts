/**
 * Child process of the fonts test: draws the same text twice in a fresh process, with nothing registered
 * before the first, and prints as JSON whether both drawings have the same pixels and whether any is inked.
 * Usage: node dist/test/first-text-child.mjs, bundled for the run (test/bundled.ts).
 */
import { createCanvas } from '@napi-rs/canvas';
import { drawText } from '../../src/render/kit/text';

const draw = (): string => {
  const c = createCanvas(240, 30);
  drawText(c.getContext('2d'), 'North-west Europe', 4, 15, {
    size: 13,
    weight: 700,
    color: '#000',
    baseline: 'middle',
  });
  return Buffer.from(c.data()).toString('base64');
};
const first = draw();
console.log(
  JSON.stringify({ same: first === draw(), inked: Buffer.from(first, 'base64').some((b) => b !== 0) }),
);
