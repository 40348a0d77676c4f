/** Player pieces: settlement, city, metropolis and road, in a seat's colour with its marker glyph. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { PlayerStyle } from './palette';
import { markerPath, starPath } from './shapes';
import type { Point } from './hex';

export type BuildingKind = 'settlement' | 'city' | 'metropolis';

/** Draw a building centred on (x, y); `s` is the piece's half-width in px. */
export function drawBuilding(
  ctx: SKRSContext2D,
  kind: BuildingKind,
  x: number,
  y: number,
  s: number,
  style: PlayerStyle,
): void {
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.beginPath();
  let markX = x;
  let markY = y + s * 0.22;
  let markR = s * 0.42;
  if (kind === 'settlement') {
    // A house: square body with a pitched roof.
    ctx.moveTo(x - s * 0.8, y + s * 0.8);
    ctx.lineTo(x - s * 0.8, y - s * 0.15);
    ctx.lineTo(x, y - s * 0.95);
    ctx.lineTo(x + s * 0.8, y - s * 0.15);
    ctx.lineTo(x + s * 0.8, y + s * 0.8);
    ctx.closePath();
  } else if (kind === 'city') {
    // A tall house on the left joined to a wide hall on the right.
    ctx.moveTo(x - s * 1.1, y + s * 0.85);
    ctx.lineTo(x - s * 1.1, y - s * 0.45);
    ctx.lineTo(x - s * 0.5, y - s * 1.05);
    ctx.lineTo(x + s * 0.1, y - s * 0.45);
    ctx.lineTo(x + s * 0.1, y - s * 0.05);
    ctx.lineTo(x + s * 1.1, y - s * 0.05);
    ctx.lineTo(x + s * 1.1, y + s * 0.85);
    ctx.closePath();
    markX = x + s * 0.55;
    markY = y + s * 0.42;
    markR = s * 0.36;
  } else {
    // Metropolis: a city with a tall tower and a gold roof band.
    ctx.moveTo(x - s * 1.2, y + s * 0.9);
    ctx.lineTo(x - s * 1.2, y - s * 0.1);
    ctx.lineTo(x - s * 0.75, y - s * 0.1);
    ctx.lineTo(x - s * 0.75, y - s * 1.0);
    ctx.lineTo(x - s * 0.35, y - s * 1.45);
    ctx.lineTo(x + s * 0.05, y - s * 1.0);
    ctx.lineTo(x + s * 0.05, y - s * 0.35);
    ctx.lineTo(x + s * 1.2, y - s * 0.35);
    ctx.lineTo(x + s * 1.2, y + s * 0.9);
    ctx.closePath();
    markX = x + s * 0.62;
    markY = y + s * 0.3;
    markR = s * 0.4;
  }
  ctx.fillStyle = style.fill;
  ctx.fill();
  ctx.lineWidth = Math.max(2, s * 0.2);
  ctx.strokeStyle = style.outline;
  ctx.stroke();
  if (kind === 'metropolis') {
    // A gold star on the tower: a metropolis must not read as a plain city.
    ctx.beginPath();
    starPath(ctx, x - s * 0.35, y - s * 1.55, s * 0.55, s * 0.24, 5);
    ctx.fillStyle = '#F5C542';
    ctx.fill();
    ctx.lineWidth = Math.max(1.5, s * 0.1);
    ctx.strokeStyle = '#1A1A1A';
    ctx.stroke();
  }
  markerPath(ctx, style.marker, markX, markY, markR);
  ctx.fillStyle = style.ink;
  ctx.fill();
  ctx.restore();
}

/** Draw a road between two pixel points, trimmed at both ends by `trim` px; `w` is its width. */
export function drawRoad(
  ctx: SKRSContext2D,
  a: Point,
  b: Point,
  w: number,
  style: PlayerStyle,
  trim = 0,
): void {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  if (len <= 2 * trim) return;
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  const p = { x: a.x + ux * trim, y: a.y + uy * trim };
  const q = { x: b.x - ux * trim, y: b.y - uy * trim };
  ctx.save();
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(p.x, p.y);
  ctx.lineTo(q.x, q.y);
  ctx.strokeStyle = style.outline;
  ctx.lineWidth = w + 4;
  ctx.stroke();
  ctx.strokeStyle = style.fill;
  ctx.lineWidth = w;
  ctx.stroke();
  // The seat's marker in the middle of the road, so colour is not the only cue.
  markerPath(ctx, style.marker, (p.x + q.x) / 2, (p.y + q.y) / 2, w * 0.36);
  ctx.fillStyle = style.ink;
  ctx.fill();
  ctx.restore();
}
