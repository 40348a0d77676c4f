/**
 * A plain picture for games without a board renderer yet, and for a turn whose board could not be drawn:
 * title and a few lines (whose turn, scores), in the kit's bundled font. Always a PNG. The lines carry players'
 * display names as typed, so they go through `drawText`, which drops what the bundled font cannot draw (emoji
 * would print as empty boxes) and fits each line to the picture's width.
 */
import { createCanvas } from '@napi-rs/canvas';
import { drawText } from './text';

const WIDTH = 640;
const MARGIN = 20;

export function plainPicture(title: string, lines: string[]): Buffer {
  const height = 80 + lines.length * 26;
  const canvas = createCanvas(WIDTH, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#1e2b3a';
  g.fillRect(0, 0, WIDTH, height);
  const maxWidth = WIDTH - 2 * MARGIN;
  drawText(g, title, MARGIN, 42, { size: 26, weight: 700, color: '#f4e3b5', maxWidth });
  lines.forEach((line, i) =>
    drawText(g, line, MARGIN, 80 + i * 26, { size: 18, weight: 400, color: '#ffffff', maxWidth }),
  );
  return canvas.toBuffer('image/png');
}
