/**
 * sharp (libvips), loaded at the first picture that needs it: its import costs ~0.2 s of CPU, which every
 * process importing the renderer paid at its start (the bot, each render worker, each test file) though most
 * pictures never reach libvips (palette PNGs are mapped and deflated here; libvips only learns a new palette,
 * encodes full RGB and makes the timelapse).
 */
import type SharpModule from 'sharp';

export type Sharp = typeof SharpModule;

let loading: Promise<Sharp> | undefined;

export function loadSharp(): Promise<Sharp> {
  return (loading ??= import('sharp').then((m) => m.default));
}
