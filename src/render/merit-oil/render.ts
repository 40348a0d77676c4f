/**
 * renderMerit: a `MeritScene` → PNG. The loop and the world map come from a static layer drawn once; the
 * pieces, caption, panel and any since marks are drawn each time; the PNG encode runs in libvips off the event loop.
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
} from '../kit';
import { drawPieces, staticLayer } from './board';
import { MERIT_LAYOUT } from './layout';
import { drawMarks } from './marks';
import { drawPanelArea } from './panel';
import type { MeritScene } from './scene';

/** Draw the scene on `target` (or a fresh canvas). Every pixel is overwritten, so canvases can be reused. */
export function drawMerit(scene: MeritScene, target?: Canvas): Canvas {
  const { canvas, ctx } = startFromLayer(staticLayer(), MERIT_LAYOUT.width, MERIT_LAYOUT.height, target);
  if (scene.marks) drawMarks(ctx, scene, 'map');
  drawPieces(ctx, scene);
  drawCaption(ctx, scene);
  drawPanelArea(ctx, scene);
  if (scene.marks) drawMarks(ctx, scene, 'panel');
  return canvas;
}

export async function renderMerit(scene: MeritScene): Promise<Buffer> {
  return renderPicture(MERIT_LAYOUT.width, MERIT_LAYOUT.height, (_ctx, canvas) => {
    drawMerit(scene, canvas);
  });
}

export const MERIT_SIZE = { width: MERIT_LAYOUT.width, height: MERIT_LAYOUT.height } as const;

/**
 * The caption's size: 8 px where a phone shows the picture 400 px wide ("Dolores rolled 2" was 24 px, 6 px
 * there); a longer one shrinks to fit its box, to MIN_TEXT_PX at least.
 */
export const CAPTION_SIZE = 32;

function drawCaption(ctx: SKRSContext2D, scene: MeritScene): void {
  const box = MERIT_LAYOUT.caption;
  const full = printable(scene.result?.text ?? scene.marks?.text ?? scene.caption ?? '');
  if (!full) return;
  const over = scene.result !== undefined;
  const text = lastSentencesFitting(full, box.w - 32, (t) => textWidth(ctx, t, MIN_TEXT_PX, 800));
  const w = Math.min(box.w, textWidth(ctx, text, CAPTION_SIZE, 800) + 32);
  drawPanel(ctx, box.x, box.y, w, box.h, {
    fill: over ? 'rgba(15,20,28,0.95)' : 'rgba(10,20,30,0.85)',
    border: over ? UI.gold : undefined,
    borderWidth: 3,
    radius: 10,
  });
  drawText(ctx, text, box.x + 16, box.y + box.h / 2 + 1, {
    size: CAPTION_SIZE,
    weight: 800,
    color: over ? UI.gold : UI.text,
    baseline: 'middle',
    maxWidth: box.w - 32,
    minSize: MIN_TEXT_PX,
  });
}

/**
 * `text` as a caption `room` px wide holds it at the least size (`width` measures there): whole when it fits,
 * else without its first sentences, while the rest fits (a result of several sentences keeps its last, who won;
 * a long one shrank to 16 px with a long name). The message says it whole.
 */
export function lastSentencesFitting(text: string, room: number, width: (t: string) => number): string {
  let t = text;
  for (let cut = t.indexOf('. '); width(t) > room && cut >= 0; cut = t.indexOf('. ')) t = t.slice(cut + 2);
  return t;
}
