/**
 * A plain picture for games without a board renderer yet, and for a turn whose board could not be drawn:
 * title and a few lines (whose turn, scores), in the kit's bundled font. Always a PNG.
 */
import { createCanvas } from '@napi-rs/canvas';
import { ensureFonts, font } from './fonts';

export function plainPicture(title: string, lines: string[]): Buffer {
  ensureFonts();
  const width = 640;
  const height = 80 + lines.length * 26;
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#1e2b3a';
  g.fillRect(0, 0, width, height);
  g.fillStyle = '#f4e3b5';
  g.font = font(26, 700);
  g.fillText(title, 20, 42);
  g.font = font(18, 400);
  g.fillStyle = '#ffffff';
  lines.forEach((line, i) => g.fillText(line.slice(0, 70), 20, 80 + i * 26));
  return canvas.toBuffer('image/png');
}
