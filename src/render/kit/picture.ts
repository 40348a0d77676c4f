/**
 * The fast picture path every renderer should use: fonts registered, one reusable canvas per size (drawing
 * and the pixel read are synchronous, so renders never overlap on it), PNG encoded by libvips off the event
 * loop. The drawing function must paint every pixel (start with an opaque background).
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { encodePng, type EncodeOptions } from './encode';
import { ensureFonts } from './fonts';

const canvases = new Map<string, Canvas>();

/** A canvas of this size, reused between pictures. Draw on it and read it before the next `await`. */
export function sharedCanvas(width: number, height: number): Canvas {
  const key = `${width}x${height}`;
  let c = canvases.get(key);
  if (!c) {
    c = createCanvas(width, height);
    canvases.set(key, c);
  }
  return c;
}

/** Draw a picture with `draw` and encode it as PNG. */
export async function renderPicture(
  width: number,
  height: number,
  draw: (ctx: SKRSContext2D, canvas: Canvas) => void,
  opts: EncodeOptions = {},
): Promise<Buffer> {
  ensureFonts();
  const canvas = sharedCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.save();
  draw(ctx, canvas);
  ctx.restore();
  return encodePng(canvas, opts);
}

/**
 * Start a picture on `target` (or a fresh canvas of `width`×`height`) from its cached static layer: state
 * reset, the layer copied over every pixel (so a reused canvas keeps nothing of the last picture). Returns the
 * canvas and its context, ready for the pieces.
 */
export function startFromLayer(
  layer: Canvas,
  width: number,
  height: number,
  target?: Canvas,
): { canvas: Canvas; ctx: SKRSContext2D } {
  ensureFonts();
  const canvas = target ?? createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = 'copy';
  ctx.drawImage(layer, 0, 0);
  ctx.globalCompositeOperation = 'source-over';
  return { canvas, ctx };
}
