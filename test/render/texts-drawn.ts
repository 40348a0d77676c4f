/**
 * Test helper: every text a drawing fills on any canvas (sprites and cached layers too), with its size and
 * the box its glyphs cover, both in the device pixels of the canvas it was filled on.
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { clearStaticCache, staticLayer } from '../../src/render/catan/board';
import { PANEL_FIXED } from '../../src/render/catan/panel';
import { drawCatan } from '../../src/render/catan/render';
import type { CatanScene } from '../../src/render/catan/scene';

export interface DrawnText {
  text: string;
  /** The font size times the canvas's scale. */
  px: number;
  /** The glyphs' ink box (measureText's actual bounding box, at the fill's alignment point, narrowed as drawn). */
  box: { x0: number; y0: number; x1: number; y1: number };
  /** How much narrower than its font's the text is drawn (fillText's maxWidth): 1 when it is not. */
  squeeze: number;
}

export function textsDrawn(draw: () => void): DrawnText[] {
  const proto = Object.getPrototypeOf(createCanvas(1, 1).getContext('2d')) as {
    fillText: (this: CanvasRenderingContext2D, text: string, x: number, y: number, w?: number) => void;
  };
  const fill = proto.fillText;
  const out: DrawnText[] = [];
  proto.fillText = function (text, x, y, w) {
    const m = this.getTransform();
    const size = Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1] ?? 0);
    const ink = this.measureText(text);
    // A maxWidth narrower than the text narrows its glyphs towards the fill's alignment point.
    const squeeze = w !== undefined && ink.width > w ? w / ink.width : 1;
    // The box's corners through the transform (a translation and a scale in every drawer here).
    const a = m.transformPoint({
      x: x - ink.actualBoundingBoxLeft * squeeze,
      y: y - ink.actualBoundingBoxAscent,
    });
    const b = m.transformPoint({
      x: x + ink.actualBoundingBoxRight * squeeze,
      y: y + ink.actualBoundingBoxDescent,
    });
    out.push({
      text,
      px: size * Math.hypot(m.a, m.b),
      box: { x0: Math.min(a.x, b.x), y0: Math.min(a.y, b.y), x1: Math.max(a.x, b.x), y1: Math.max(a.y, b.y) },
      squeeze,
    });
    fill.call(this, text, x, y, w);
  };
  try {
    draw();
  } finally {
    proto.fillText = fill;
  }
  return out;
}

/**
 * A Catan or Oil Springs picture with its panel's fixed part (the legend, the Oil Springs box's words) drawn on it
 * rather than copied from PANEL_FIXED, so its words pass through `fillText` on the picture, where `textsDrawn`
 * places them.
 */
export function drawCatanWhole(scene: CatanScene): Canvas {
  PANEL_FIXED.enabled = false;
  try {
    return drawCatan(scene);
  } finally {
    PANEL_FIXED.enabled = true;
  }
}

/**
 * The intersection numbers in the sea a Catan or Oil Springs scene's static layer holds (none in a chooser's): the
 * layer's texts less those of the same layer without numbers (a number token may read as a number does).
 */
export function seaNumbersDrawn(scene: CatanScene): DrawnText[] {
  const key = (t: DrawnText) => `${t.text}@${t.box.x0},${t.box.y0}`;
  clearStaticCache();
  const others = new Set(textsDrawn(() => staticLayer({ ...scene, rowHints: [] })).map(key));
  clearStaticCache();
  return textsDrawn(() => staticLayer(scene)).filter((t) => !others.has(key(t)));
}
