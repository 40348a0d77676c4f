/**
 * renderWildcatters: a `WildcattersScene` → PNG (1280×823, the 1400×900 design scaled). The map's static layer is cached; the pieces,
 * area cards and panel are drawn per picture; the PNG encode runs in libvips off the event loop.
 */
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { UI, drawPanel, drawText, printable, renderPicture, startFromLayer } from '../kit';
import { drawMapPieces, staticLayer } from './board';
import { drawDisplay } from './cards';
import { FRAME, PICTURE_SCALE, WILD_SIZE } from './layout';
import { drawPanelArea } from './panel';
import { drawMarks, drawPanelMarks } from './marks';
import { drawSelection } from './selection';
import type { WildcattersScene } from './scene';

/** Draw the scene (no encoding) on `target` or a fresh canvas; every pixel is painted. */
export function drawWildcatters(scene: WildcattersScene, target?: Canvas): Canvas {
  const { canvas, ctx } = startFromLayer(staticLayer(), WILD_SIZE.width, WILD_SIZE.height, target);
  ctx.setTransform(PICTURE_SCALE, 0, 0, PICTURE_SCALE, 0, 0);
  drawMapPieces(ctx, scene);
  drawDisplay(ctx, scene);
  if (scene.selection) drawSelection(ctx, scene.selection);
  if (scene.marks) drawMarks(ctx, scene);
  drawCaption(ctx, scene);
  drawPanelArea(ctx, scene);
  if (scene.marks) drawPanelMarks(ctx, scene);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  return canvas;
}

export async function renderWildcatters(scene: WildcattersScene): Promise<Buffer> {
  return renderPicture(WILD_SIZE.width, WILD_SIZE.height, (_ctx, canvas) => {
    drawWildcatters(scene, canvas);
  });
}

function drawCaption(ctx: SKRSContext2D, scene: WildcattersScene): void {
  const box = FRAME.caption;
  const text = printable(
    scene.result?.text ?? scene.selection?.prompt ?? scene.marks?.text ?? scene.caption ?? '',
  );
  if (!text) return;
  const over = scene.result !== undefined;
  const selecting = scene.selection !== undefined && !over;
  ctx.font = '800 24px Inter';
  const w = Math.min(box.w, ctx.measureText(text).width + 36);
  drawPanel(ctx, box.x, box.y, w, box.h, {
    fill: over ? 'rgba(15,20,28,0.92)' : selecting ? UI.selectRing : 'rgba(10,20,30,0.78)',
    border: over ? UI.gold : selecting ? '#FFFFFF' : undefined,
    borderWidth: 3,
    radius: 12,
  });
  drawText(ctx, text, box.x + 18, box.y + box.h / 2 + 1, {
    size: 24,
    weight: 800,
    color: over ? UI.gold : UI.text,
    baseline: 'middle',
    maxWidth: box.w - 36,
  });
}
