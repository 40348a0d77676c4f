/**
 * Pointy-top hex geometry in "board units" (circumradius 1, y pointing down), and a transform from board units
 * to pixels. Catan boards (rows of 3-4-5-4-3) are pointy-top; other hex games can reuse the same helpers.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';

export interface Point {
  x: number;
  y: number;
}

const SQRT3 = Math.sqrt(3);

/** Centre of the axial hex (q, r) in board units. */
export function axialCenter(q: number, r: number): Point {
  return { x: SQRT3 * (q + r / 2), y: 1.5 * r };
}

/**
 * Corner i (0..5) of a pointy-top hex centred on `c` with circumradius `size`. Corner 0 is the top, then
 * clockwise: 1 top-right, 2 bottom-right, 3 bottom, 4 bottom-left, 5 top-left.
 */
export function hexCorner(c: Point, i: number, size = 1): Point {
  const a = (Math.PI / 180) * (60 * i - 90);
  return { x: c.x + size * Math.cos(a), y: c.y + size * Math.sin(a) };
}

export function hexCorners(c: Point, size = 1): Point[] {
  return [0, 1, 2, 3, 4, 5].map((i) => hexCorner(c, i, size));
}

/** Trace a pointy-top hexagon path (does not fill or stroke). */
export function hexPath(ctx: SKRSContext2D, c: Point, size: number): void {
  ctx.beginPath();
  for (let i = 0; i < 6; i++) {
    const p = hexCorner(c, i, size);
    if (i === 0) ctx.moveTo(p.x, p.y);
    else ctx.lineTo(p.x, p.y);
  }
  ctx.closePath();
}

/** An affine map from board units to pixels: px = origin + unit * p. */
export interface BoardTransform {
  unit: number;
  ox: number;
  oy: number;
}

/** Fit a set of board-unit points (plus `margin` units on every side) into a pixel box, centred. */
export function fitTransform(
  points: readonly Point[],
  box: { x: number; y: number; w: number; h: number },
  margin: number,
): BoardTransform {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  if (!Number.isFinite(minX)) return { unit: 1, ox: box.x, oy: box.y };
  const w = maxX - minX + 2 * margin;
  const h = maxY - minY + 2 * margin;
  const unit = Math.min(box.w / w, box.h / h);
  const ox = box.x + (box.w - unit * (maxX - minX)) / 2 - unit * minX;
  const oy = box.y + (box.h - unit * (maxY - minY)) / 2 - unit * minY;
  return { unit, ox, oy };
}

export function toPx(t: BoardTransform, p: Point): Point {
  return { x: t.ox + t.unit * p.x, y: t.oy + t.unit * p.y };
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
