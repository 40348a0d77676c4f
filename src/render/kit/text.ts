/** Text helpers: outlined text (legible on any background) and text fitted to a width. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { font, type FontWeight } from './fonts';

export interface TextStyle {
  size: number;
  weight?: FontWeight;
  color: string;
  /** Outline colour; omitted = no outline. */
  outline?: string;
  /** Outline width in px (default: size / 6). */
  outlineWidth?: number;
  align?: CanvasTextAlign;
  baseline?: CanvasTextBaseline;
  /** Shrink the font until the text fits this width. */
  maxWidth?: number;
}

/** Set the font, shrinking it (down to 60%) until `text` fits `maxWidth`. Returns the size used. */
export function fitFont(
  ctx: SKRSContext2D,
  text: string,
  size: number,
  weight: FontWeight,
  maxWidth?: number,
): number {
  let s = size;
  ctx.font = font(s, weight);
  if (maxWidth === undefined) return s;
  while (s > size * 0.6 && ctx.measureText(text).width > maxWidth) {
    s -= 1;
    ctx.font = font(s, weight);
  }
  return s;
}

/** Cut `text` with an ellipsis so it fits `maxWidth` at the current font. */
export function ellipsize(ctx: SKRSContext2D, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  let t = text;
  while (t.length > 1 && ctx.measureText(`${t}…`).width > maxWidth) t = t.slice(0, -1);
  return `${t}…`;
}

/**
 * Characters the bundled Inter font can draw: Latin (with extensions), Greek, Cyrillic, punctuation and
 * currency signs. Anything else (emoji, CJK, …) would print as empty boxes, since no system fonts are relied on.
 */
const UNPRINTABLE =
  /[^\u0020-\u024F\u0370-\u03FF\u0400-\u04FF\u1E00-\u1EFF\u2000-\u206F\u20A0-\u20CF\u2190-\u21FF]/gu;

/** `text` without the characters the bundled font cannot draw, spaces tidied. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, '').replace(/\s+/g, ' ').trim();
}

/** A display name the picture can draw: unprintable characters dropped, `fallback` when nothing is left. */
export function printableName(name: string, fallback: string): string {
  return printable(name) || fallback;
}

/** Draw text with an optional outline (stroke under fill, round joins). Returns the drawn width. */
export function drawText(ctx: SKRSContext2D, text: string, x: number, y: number, style: TextStyle): number {
  const weight = style.weight ?? 700;
  const clean = printable(text);
  const size = fitFont(ctx, clean, style.size, weight, style.maxWidth);
  let t = clean;
  if (style.maxWidth !== undefined) t = ellipsize(ctx, clean, style.maxWidth);
  ctx.textAlign = style.align ?? 'left';
  ctx.textBaseline = style.baseline ?? 'alphabetic';
  if (style.outline) {
    ctx.lineJoin = 'round';
    ctx.lineWidth = style.outlineWidth ?? Math.max(2, size / 6);
    ctx.strokeStyle = style.outline;
    ctx.strokeText(t, x, y);
  }
  ctx.fillStyle = style.color;
  ctx.fillText(t, x, y);
  return ctx.measureText(t).width;
}

/** Width of `text` at a given size and weight. */
export function textWidth(ctx: SKRSContext2D, text: string, size: number, weight: FontWeight = 700): number {
  ctx.font = font(size, weight);
  return ctx.measureText(text).width;
}
