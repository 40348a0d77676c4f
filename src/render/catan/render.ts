/**
 * renderCatan: a `CatanScene` → PNG. Drawing takes a few ms on a cached static layer; rasterising and
 * reading the pixels is synchronous (~10–15 ms), the PNG encode runs in libvips on libuv's thread pool.
 */
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import {
  MIN_TEXT_PX,
  UI,
  drawPanel,
  drawText,
  printable,
  renderPicture,
  startFromLayer,
  textWidth,
  toPx,
  type Point,
} from '../kit';
import { boardTransform, drawPieces, staticLayer } from './board';
import { CATAN_LAYOUT } from './layout';
import { drawPanelArea } from './panel';
import type { BoardPoint, CatanScene } from './scene';

export interface RenderOptions {
  /** zlib level for the PNG (default: the kit's, see `encodePng`). */
  compressionLevel?: number;
}

/**
 * Draw the scene (no encoding) on `target`, or on a fresh canvas. Exposed for tests and other outputs.
 * Every pixel is overwritten, so a canvas can be reused between renders.
 */
export function drawCatan(scene: CatanScene, target?: Canvas): Canvas {
  const layout = CATAN_LAYOUT;
  const { canvas, ctx } = startFromLayer(staticLayer(scene, layout), layout.width, layout.height, target);
  drawPieces(ctx, scene, layout);
  drawCaption(ctx, scene);
  drawPanelArea(ctx, scene, layout.panel);
  return canvas;
}

/**
 * Render the scene to a PNG. The drawing and pixel read run synchronously (a few ms); the PNG encode runs in
 * libvips on libuv's thread pool, so the event loop stays free while it compresses.
 */
export async function renderCatan(scene: CatanScene, opts: RenderOptions = {}): Promise<Buffer> {
  const { width, height } = catanSize(scene);
  return renderPicture(
    width,
    height,
    (_ctx, canvas) => {
      drawCatan(scene, canvas);
    },
    { compressionLevel: opts.compressionLevel },
  );
}

/** Where a board point lands in the picture (for tests and image maps). */
export function pixelOf(scene: Pick<CatanScene, 'hexes'>, p: BoardPoint): Point {
  return toPx(boardTransform(scene), p);
}

/** The picture's size. */
export const CATAN_SIZE = { width: CATAN_LAYOUT.width, height: CATAN_LAYOUT.height } as const;

/**
 * A chooser's picture (a selection marked): the board alone, without the panel, which says nothing about where to
 * build. A phone held upright shows a picture ~360–390 px wide: the whole picture's road labels (18 px) came out
 * ~5 px there, too small to read the "30-31" a menu asks for; the board alone is shown 1.56 times larger (~8 px).
 * On a wide screen, where Discord bounds a picture's height, the board keeps its size.
 */
export const CATAN_CHOOSER_SIZE = { width: CATAN_LAYOUT.panel.x, height: CATAN_LAYOUT.height } as const;

/** The size of the scene's picture: a chooser's the board alone (`CATAN_CHOOSER_SIZE`). */
export function catanSize(scene: Pick<CatanScene, 'selection'>): { width: number; height: number } {
  return scene.selection ? CATAN_CHOOSER_SIZE : CATAN_SIZE;
}

/**
 * The caption's words: a result too long for the caption even at the smallest text size is cut to its first
 * sentence, not clipped mid-word ("The island was abandoned: nobody wins." and not "…, is ho…": the Champion it
 * goes on to honour wears the panel's badge). What does not fit otherwise is clipped as drawText clips it.
 */
function captionText(ctx: SKRSContext2D, scene: CatanScene): string {
  const text = printable(scene.result?.text ?? scene.selection?.prompt ?? scene.highlight?.text ?? '');
  const room = CATAN_LAYOUT.caption.w - 36;
  if (!scene.result || textWidth(ctx, text, MIN_TEXT_PX, 800) <= room) return text;
  return /^.+?[.!?](?=\s)/.exec(text)?.[0] ?? text;
}

function drawCaption(ctx: SKRSContext2D, scene: CatanScene): void {
  const box = CATAN_LAYOUT.caption;
  const text = captionText(ctx, scene);
  if (!text) return;
  const selecting = scene.selection !== undefined && !scene.result;
  const over = scene.result !== undefined;
  const collapse = scene.result?.ending === 'collapse';
  const w = Math.min(box.w, textWidth(ctx, text, 26, 800) + 36);
  drawPanel(ctx, box.x, box.y, w, box.h - 6, {
    fill: over ? 'rgba(15,20,28,0.9)' : selecting ? UI.selectRing : 'rgba(10,20,30,0.72)',
    border: collapse ? UI.danger : over ? UI.gold : selecting ? '#FFFFFF' : undefined,
    borderWidth: 3,
    radius: 12,
  });
  drawText(ctx, text, box.x + 18, box.y + (box.h - 6) / 2 + 1, {
    size: 26,
    weight: 800,
    color: collapse ? '#FF8A8D' : over ? UI.gold : UI.text,
    baseline: 'middle',
    maxWidth: box.w - 36,
    minSize: MIN_TEXT_PX,
  });
}
