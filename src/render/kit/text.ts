/** Text helpers: outlined text (legible on any background) and text fitted to a width. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { ensureFonts, font, type FontWeight } from './fonts';

/**
 * The least size of any text in a picture, in the picture's pixels: Discord shows a picture ~400 px wide on a
 * phone held upright, where 18 px is ~5 px, the least a word stays readable at (test/render/text-floor.test.ts).
 */
export const MIN_TEXT_PX = 18;

/** How wide Discord shows a landscape picture on a phone held upright (CSS px). */
export const PHONE_PICTURE_WIDTH = 400;
/** The least size a panel's word reads at there (CSS px). */
export const PHONE_LEAST_TEXT = 9;

/**
 * The least size of a panel's text in a picture `pictureWidth` px wide: PHONE_LEAST_TEXT px where Discord shows
 * it PHONE_PICTURE_WIDTH px wide, on a phone held upright (29 px in a 1280 px picture, 36 px in a 1600 px one).
 */
export function phoneFloorPx(pictureWidth: number): number {
  return Math.ceil((PHONE_LEAST_TEXT * pictureWidth) / PHONE_PICTURE_WIDTH);
}

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
  /** Shrink the font until the text fits this width (then cut it with an ellipsis if it still does not). */
  maxWidth?: number;
  /** The smallest size the font shrinks to for `maxWidth` (default: 60% of `size`). */
  minSize?: number;
}

/**
 * Widths of texts measured in one of our fonts, by font and text: a board measures the same names, numbers and
 * labels picture after picture (a late Wildcatters board ~220 times, ~0.5 ms of native calls), and a text's
 * width in a font does not change. Cleared when it reaches WIDTHS_KEPT entries.
 */
const widths = new Map<string, number>();
const WIDTHS_KEPT = 20_000;

/**
 * The width of `text` in the font `fontSpec` (a `font()` string, or what `ctx.font` reads): from the cache, or
 * measured with `ctx`, whose font is set to `fontSpec` for it. The boards set no letter or word spacing, kerning
 * or font stretch, the other settings a width depends on.
 */
function widthIn(ctx: SKRSContext2D, fontSpec: string, text: string): number {
  const key = `${fontSpec}\u0000${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    // A width measured in a fallback font, before ours are registered, would be kept for good.
    ensureFonts();
    ctx.font = fontSpec;
    width = ctx.measureText(text).width;
    if (widths.size >= WIDTHS_KEPT) widths.clear();
    widths.set(key, width);
  }
  return width;
}

/**
 * The size `fitFont` picks for `text` (down to `minSize`, by default 60% of `size`, until it fits
 * `maxWidth`), measuring nothing twice.
 */
function fittedSize(
  ctx: SKRSContext2D,
  text: string,
  size: number,
  weight: FontWeight,
  maxWidth: number,
  minSize = size * 0.6,
): number {
  let s = size;
  while (s > minSize && widthIn(ctx, font(s, weight), text) > maxWidth) s -= 1;
  return s;
}

/**
 * Set the font, shrinking it (down to `minSize`, by default 60%) until `text` fits `maxWidth`. Returns the
 * size used.
 */
export function fitFont(
  ctx: SKRSContext2D,
  text: string,
  size: number,
  weight: FontWeight,
  maxWidth?: number,
  minSize?: number,
): number {
  const s = maxWidth === undefined ? size : fittedSize(ctx, text, size, weight, maxWidth, minSize);
  // A font set before ours are registered draws in a fallback (a serif) until it is set again.
  ensureFonts();
  ctx.font = font(s, weight);
  return s;
}

/** Cut `text` with an ellipsis so it fits `maxWidth` in the font `fontSpec` (a `font()` string). */
function ellipsizeIn(ctx: SKRSContext2D, fontSpec: string, text: string, maxWidth: number): string {
  if (widthIn(ctx, fontSpec, text) <= maxWidth) return text;
  let t = text;
  while (t.length > 1 && widthIn(ctx, fontSpec, `${t}…`) > maxWidth) t = t.slice(0, -1);
  return `${t}…`;
}

/** Cut `text` with an ellipsis so it fits `maxWidth` at the current font. */
export function ellipsize(ctx: SKRSContext2D, text: string, maxWidth: number): string {
  return ellipsizeIn(ctx, ctx.font, text, maxWidth);
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
  const size = fitFont(ctx, clean, style.size, weight, style.maxWidth, style.minSize);
  const fontSpec = font(size, weight);
  let t = clean;
  if (style.maxWidth !== undefined) t = ellipsizeIn(ctx, fontSpec, clean, style.maxWidth);
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
  return widthIn(ctx, fontSpec, t);
}

/** Width of `text` at a given size and weight. */
export function textWidth(ctx: SKRSContext2D, text: string, size: number, weight: FontWeight = 700): number {
  const fontSpec = font(size, weight);
  ctx.font = fontSpec;
  return widthIn(ctx, fontSpec, text);
}
