/** Marker shapes: every seat has one, drawn on its pieces and beside its name (colour is never the only cue). */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { UI, type MarkerShape } from './palette';

/** Trace a marker of "radius" r centred on (x, y). */
export function markerPath(ctx: SKRSContext2D, shape: MarkerShape, x: number, y: number, r: number): void {
  ctx.beginPath();
  switch (shape) {
    case 'circle':
      ctx.arc(x, y, r * 0.85, 0, Math.PI * 2);
      break;
    case 'square':
      ctx.rect(x - r * 0.78, y - r * 0.78, r * 1.56, r * 1.56);
      break;
    case 'triangle':
      ctx.moveTo(x, y - r);
      ctx.lineTo(x + r * 0.95, y + r * 0.72);
      ctx.lineTo(x - r * 0.95, y + r * 0.72);
      ctx.closePath();
      break;
    case 'diamond':
      ctx.moveTo(x, y - r);
      ctx.lineTo(x + r * 0.8, y);
      ctx.lineTo(x, y + r);
      ctx.lineTo(x - r * 0.8, y);
      ctx.closePath();
      break;
    case 'cross': {
      const a = r * 0.34;
      ctx.moveTo(x - a, y - r);
      ctx.lineTo(x + a, y - r);
      ctx.lineTo(x + a, y - a);
      ctx.lineTo(x + r, y - a);
      ctx.lineTo(x + r, y + a);
      ctx.lineTo(x + a, y + a);
      ctx.lineTo(x + a, y + r);
      ctx.lineTo(x - a, y + r);
      ctx.lineTo(x - a, y + a);
      ctx.lineTo(x - r, y + a);
      ctx.lineTo(x - r, y - a);
      ctx.lineTo(x - a, y - a);
      ctx.closePath();
      break;
    }
    case 'star':
      starPath(ctx, x, y, r, r * 0.45, 5);
      break;
  }
}

/** Fill a marker, optionally outlined. */
export function drawMarker(
  ctx: SKRSContext2D,
  shape: MarkerShape,
  x: number,
  y: number,
  r: number,
  fill: string,
  outline?: string,
  outlineWidth = 2,
): void {
  markerPath(ctx, shape, x, y, r);
  ctx.fillStyle = fill;
  ctx.fill();
  if (outline) {
    ctx.lineJoin = 'round';
    ctx.lineWidth = outlineWidth;
    ctx.strokeStyle = outline;
    ctx.stroke();
  }
}

/** Trace an n-pointed star. */
export function starPath(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  outer: number,
  inner: number,
  n: number,
): void {
  for (let i = 0; i < n * 2; i++) {
    const rr = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / n;
    const px = x + rr * Math.cos(a);
    const py = y + rr * Math.sin(a);
    if (i === 0) ctx.moveTo(px, py);
    else ctx.lineTo(px, py);
  }
  ctx.closePath();
}

/** Trace a rounded rectangle. */
export function roundRectPath(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
): void {
  const rr = Math.min(r, w / 2, h / 2);
  ctx.beginPath();
  ctx.moveTo(x + rr, y);
  ctx.arcTo(x + w, y, x + w, y + h, rr);
  ctx.arcTo(x + w, y + h, x, y + h, rr);
  ctx.arcTo(x, y + h, x, y, rr);
  ctx.arcTo(x, y, x + w, y, rr);
  ctx.closePath();
}

/**
 * Stroke the current path in the highlight colour over a dark rim (`rim` wide, the highlight `width` wide
 * inside it): what changed, readable on sea, land and panel alike.
 */
export function strokeHighlight(ctx: SKRSContext2D, rim: number, width: number): void {
  ctx.lineWidth = rim;
  ctx.strokeStyle = UI.highlightOutline;
  ctx.stroke();
  ctx.lineWidth = width;
  ctx.strokeStyle = UI.highlight;
  ctx.stroke();
}
