/** A plain picture for games without a board renderer yet: title, whose turn, scores. Always a PNG. */
import { createCanvas } from '@napi-rs/canvas';

export function plainPicture(title: string, lines: string[]): Buffer {
  const width = 640;
  const height = 80 + lines.length * 26;
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#1e2b3a';
  g.fillRect(0, 0, width, height);
  g.fillStyle = '#f4e3b5';
  g.font = 'bold 26px sans-serif';
  g.fillText(title, 20, 42);
  g.font = '18px sans-serif';
  g.fillStyle = '#ffffff';
  lines.forEach((line, i) => g.fillText(line.slice(0, 70), 20, 80 + i * 26));
  return canvas.toBuffer('image/png');
}
