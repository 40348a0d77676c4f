/** Test helpers: read pixels from a canvas or a PNG, compare colours with a tolerance. */
import { luminance as rgbLuminance } from '../../src/render/kit/colour';
import type { Canvas } from '@napi-rs/canvas';
import sharp from 'sharp';

export type RGB = [number, number, number];

export function hexToRgb(hex: string): RGB {
  const n = parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function pixel(canvas: Canvas, x: number, y: number): RGB {
  const d = canvas.getContext('2d').getImageData(Math.round(x), Math.round(y), 1, 1).data;
  return [d[0] as number, d[1] as number, d[2] as number];
}

/** Largest per-channel difference. */
export function colorDistance(a: RGB, b: RGB): number {
  return Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]), Math.abs(a[2] - b[2]));
}

/** WCAG relative luminance of an 8-bit RGB colour (the renderer's own measure). */
export function luminance([r, g, b]: RGB): number {
  return rgbLuminance(r, g, b);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: RGB, b: RGB): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export function near(a: RGB, hex: string, tolerance = 24): boolean {
  return colorDistance(a, hexToRgb(hex)) <= tolerance;
}

/** Decode a PNG to raw RGB pixels. */
export async function decodePng(
  png: Buffer,
): Promise<{ width: number; height: number; at(x: number, y: number): RGB }> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at(x: number, y: number): RGB {
      const i = (Math.round(y) * info.width + Math.round(x)) * info.channels;
      return [data[i] as number, data[i + 1] as number, data[i + 2] as number];
    },
  };
}

/**
 * How far a decoded PNG strays from the RGBA pixels it was encoded from: the mean over pixels of the worst
 * channel's difference, and the share of pixels more than 24 levels off on some channel.
 */
export async function strayFrom(
  rgba: Uint8Array,
  png: Buffer,
): Promise<{ meanError: number; farShare: number }> {
  const decoded = await sharp(png).removeAlpha().raw().toBuffer();
  const pixels = rgba.length / 4;
  if (decoded.length !== pixels * 3)
    throw new Error(`the PNG has ${decoded.length / 3} pixels, not ${pixels}`);
  let sum = 0;
  let far = 0;
  for (let p = 0; p < pixels; p++) {
    let worst = 0;
    for (let c = 0; c < 3; c++) {
      const e = Math.abs((rgba[p * 4 + c] as number) - (decoded[p * 3 + c] as number));
      if (e > worst) worst = e;
    }
    sum += worst;
    if (worst > 24) far++;
  }
  return { meanError: sum / pixels, farShare: far / pixels };
}

/**
 * How far two RGBA pictures of one size differ: the mean over pixels of the worst channel's difference, and the
 * share of pixels more than 24 levels off on some channel (alpha not compared).
 */
export function rgbaDifference(a: Uint8Array, b: Uint8Array): { mean: number; farShare: number } {
  if (a.length !== b.length) throw new Error(`pictures of ${a.length} and ${b.length} bytes`);
  let sum = 0;
  let far = 0;
  const pixels = a.length / 4;
  for (let i = 0; i < a.length; i += 4) {
    const d = Math.max(
      Math.abs((a[i] as number) - (b[i] as number)),
      Math.abs((a[i + 1] as number) - (b[i + 1] as number)),
      Math.abs((a[i + 2] as number) - (b[i + 2] as number)),
    );
    sum += d;
    if (d > 24) far++;
  }
  return { mean: sum / pixels, farShare: far / pixels };
}
