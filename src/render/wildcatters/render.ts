/**
 * renderWildcatters: a `WildcattersScene` → PNG (1280×823, the 1400×900 design scaled). The map's static layer is cached; the pieces,
 * area cards and panel are drawn per picture; the PNG encode runs in libvips off the event loop.
 */
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { UI, drawPanel, drawText, printable, renderPicture, startFromLayer, textWidth } from '../kit';
import { drawMapPieces, staticLayer } from './board';
import { drawDisplay } from './cards';
import { FRAME, PICTURE_SCALE, WILD_SIZE } from './layout';
import { drawPanelArea } from './panel';
import { drawLastMove, drawMarks, drawPanelMarks } from './marks';
import { drawSelection } from './selection';
import { drawStandings } from './standings';
import type { WildcattersScene } from './scene';

/** Draw the scene (no encoding) on `target` or a fresh canvas; every pixel is painted. */
export function drawWildcatters(scene: WildcattersScene, target?: Canvas): Canvas {
  const { canvas, ctx } = startFromLayer(staticLayer(), WILD_SIZE.width, WILD_SIZE.height, target);
  ctx.setTransform(PICTURE_SCALE, 0, 0, PICTURE_SCALE, 0, 0);
  const pieces = drawMapPieces(ctx, scene);
  // Once the game is over, the final standings stand where the area cards lay.
  if (scene.result) drawStandings(ctx, scene);
  else drawDisplay(ctx, scene);
  if (scene.selection) drawSelection(ctx, scene.selection, scene.refineries);
  if (scene.marks) drawMarks(ctx, scene, pieces);
  drawLastMove(ctx, scene, pieces);
  drawCaption(ctx, scene);
  drawPanelArea(ctx, scene);
  if (scene.marks) drawPanelMarks(ctx, scene);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  return canvas;
}

export async function renderWildcatters(scene: WildcattersScene): Promise<Buffer> {
  const { width, height } = wildcattersSize(scene);
  return renderPicture(width, height, (_ctx, canvas) => {
    drawWildcatters(scene, canvas);
  });
}

/**
 * A chooser's picture (a selection marked): the map and the area cards alone, without the panel, which says
 * nothing about where to build. A phone held upright shows a picture ~360–390 px wide: the whole picture's harbour
 * names (18 px), which the menus name places by, came out ~5 px there; the map alone is shown 1.46 times larger.
 */
export const WILD_CHOOSER_SIZE = {
  width: Math.round(FRAME.panel.x * PICTURE_SCALE),
  height: WILD_SIZE.height,
} as const;

/** The size of the scene's picture: a chooser's the map and area cards alone (`WILD_CHOOSER_SIZE`). */
export function wildcattersSize(scene: Pick<WildcattersScene, 'selection'>): {
  width: number;
  height: number;
} {
  return scene.selection ? WILD_CHOOSER_SIZE : WILD_SIZE;
}

/**
 * The result as the caption can hold it in `room` px (`width` measures a text): whole when it fits; else without
 * its explanation in brackets (a tie-break's "(tie with Ben broken by workers: 5 to 3, …)"), which the game-over
 * message gives in full, saying only that a tie-break decided.
 */
export function resultCaption(text: string, room: number, width: (t: string) => number): string {
  if (width(text) <= room) return text;
  const open = text.indexOf(' (');
  if (open < 0) return text;
  const short = `${text.slice(0, open)} (on the tie-break)`;
  return /\btie\b/.test(text.slice(open)) && width(short) <= room ? short : text.slice(0, open);
}

function drawCaption(ctx: SKRSContext2D, scene: WildcattersScene): void {
  const box = FRAME.caption;
  const width = (t: string): number => textWidth(ctx, t, 24, 800);
  const result = scene.result?.text;
  const text = printable(
    (result !== undefined ? resultCaption(result, box.w - 36, width) : undefined) ??
      scene.selection?.prompt ??
      scene.marks?.text ??
      scene.caption ??
      '',
  );
  if (!text) return;
  const over = scene.result !== undefined;
  const selecting = scene.selection !== undefined && !over;
  const w = Math.min(box.w, width(text) + 36);
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
