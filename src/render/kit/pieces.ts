/** Player pieces: settlement, city, metropolis and road, in a seat's colour with its marker glyph. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { PlayerStyle } from './palette';
import { markerPath, starPath } from './shapes';
import type { Point } from './hex';

export type BuildingKind = 'settlement' | 'city' | 'metropolis';

type Outline = readonly (readonly [number, number])[];

/**
 * Each building's outline, in piece half-widths from its intersection, and where its owner's marker sits on it
 * (and its radius). A city is wider and taller than a settlement, ~1.65 times its area with the outline: the two
 * tell apart by size where a phone shows the picture 400 px wide (at 1.24 times, both were blobs of ~10 px). A
 * metropolis is a city with a tower for its tall house, a gold star on top.
 */
const BUILDINGS: Record<BuildingKind, { outline: Outline; mark: { x: number; y: number; r: number } }> = {
  // A house: square body with a pitched roof.
  settlement: {
    outline: [
      [-0.8, 0.8],
      [-0.8, -0.15],
      [0, -0.95],
      [0.8, -0.15],
      [0.8, 0.8],
    ],
    mark: { x: 0, y: 0.22, r: 0.42 },
  },
  // A tall house on the left joined to a wide hall on the right.
  city: {
    outline: [
      [-1.25, 0.85],
      [-1.25, -0.7],
      [-0.65, -1.4],
      [-0.05, -0.7],
      [-0.05, -0.35],
      [1.25, -0.35],
      [1.25, 0.85],
    ],
    mark: { x: 0.6, y: 0.25, r: 0.45 },
  },
  // The city's hall, a low wing left and a tower between them.
  metropolis: {
    outline: [
      [-1.3, 0.85],
      [-1.3, -0.2],
      [-0.95, -0.2],
      [-0.95, -1.0],
      [-0.5, -1.45],
      [-0.05, -1.0],
      [-0.05, -0.45],
      [1.3, -0.45],
      [1.3, 0.85],
    ],
    mark: { x: 0.65, y: 0.2, r: 0.45 },
  },
};
/** Where a metropolis's star sits, in piece half-widths: on its tower's peak. */
const METROPOLIS_STAR = { x: -0.5, y: -1.55 } as const;

/** Draw a building centred on (x, y); `s` is the piece's half-width in px. */
export function drawBuilding(
  ctx: SKRSContext2D,
  kind: BuildingKind,
  x: number,
  y: number,
  s: number,
  style: PlayerStyle,
): void {
  const { outline, mark } = BUILDINGS[kind];
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.beginPath();
  for (const [px, py] of outline) ctx.lineTo(x + s * px, y + s * py);
  ctx.closePath();
  ctx.fillStyle = style.fill;
  ctx.fill();
  ctx.lineWidth = Math.max(2, s * 0.2);
  ctx.strokeStyle = style.outline;
  ctx.stroke();
  if (kind === 'metropolis') {
    // A gold star on the tower: a metropolis must not read as a plain city.
    ctx.beginPath();
    starPath(ctx, x + s * METROPOLIS_STAR.x, y + s * METROPOLIS_STAR.y, s * 0.55, s * 0.24, 5);
    ctx.fillStyle = '#F5C542';
    ctx.fill();
    ctx.lineWidth = Math.max(1.5, s * 0.1);
    ctx.strokeStyle = '#1A1A1A';
    ctx.stroke();
  }
  markerPath(ctx, style.marker, x + s * mark.x, y + s * mark.y, s * mark.r);
  ctx.fillStyle = style.ink;
  ctx.fill();
  ctx.restore();
}

/**
 * Draw a road between two pixel points, trimmed at both ends by `trim` px; `w` is its width, `mark` the radius of
 * its seat's marker in its middle.
 */
export function drawRoad(
  ctx: SKRSContext2D,
  a: Point,
  b: Point,
  w: number,
  style: PlayerStyle,
  trim = 0,
  mark = w * 0.36,
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
  markerPath(ctx, style.marker, (p.x + q.x) / 2, (p.y + q.y) / 2, mark);
  ctx.fillStyle = style.ink;
  ctx.fill();
  ctx.restore();
}
