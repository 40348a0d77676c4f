/**
 * Test helper: the places where something runs into a text of a picture's panel. Each text filled on the
 * picture's own canvas inside the panel is measured (its glyphs' ink box); a clash is either two texts whose
 * ink boxes overlap, or a drawing (a marker, an icon, a bar) inside a text's ink box: the picture is drawn a
 * second time with every text left out, and the box must then hold the one colour of what lies behind the text.
 * A text drawn with a halo (an outline in its ground's colour, kit drawText's `outline`) is meant to lie over
 * what passes behind it, and is checked against other texts only.
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
interface Ink {
  text: string;
  /** Drawn with an outline in its ground's colour: it keeps whole over a drawing behind it, on purpose. */
  haloed: boolean;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

type FillText = (this: CanvasRenderingContext2D, text: string, x: number, y: number, w?: number) => void;
type Texts = { fillText: FillText; strokeText: FillText };

function context(): Texts {
  return Object.getPrototypeOf(createCanvas(1, 1).getContext('2d')) as Texts;
}

function patchFill(replace: (fill: FillText) => FillText): () => void {
  const proto = context();
  const fill = proto.fillText;
  proto.fillText = replace(fill);
  return () => {
    proto.fillText = fill;
  };
}

/** The ink boxes of the texts filled on `draw`'s returned canvas inside `panel`, and that canvas. */
function inks(draw: () => Canvas, panel: Box): { inks: Ink[]; canvas: Canvas } {
  const out: Array<Ink & { canvas: unknown }> = [];
  // The last text outlined, to know a text drawn with a halo.
  const proto = context();
  const stroke = proto.strokeText;
  let outlined = '';
  proto.strokeText = function (text, x, y, w) {
    outlined = `${text}@${x},${y}`;
    stroke.call(this, text, x, y, w);
  };
  const restore = patchFill(
    (fill) =>
      function (text, x, y, w) {
        // A maxWidth squeezes the glyphs toward the alignment point: the box is as wide as the squeezed text.
        const m = this.getTransform();
        const ink = this.measureText(text);
        const squeeze = w !== undefined && ink.width > w ? w / ink.width : 1;
        const sx = (v: number) => v * squeeze;
        const a = m.transformPoint({
          x: x - sx(ink.actualBoundingBoxLeft),
          y: y - ink.actualBoundingBoxAscent,
        });
        const b = m.transformPoint({
          x: x + sx(ink.actualBoundingBoxRight),
          y: y + ink.actualBoundingBoxDescent,
        });
        out.push({
          text,
          haloed: outlined === `${text}@${x},${y}`,
          canvas: this.canvas,
          x0: Math.min(a.x, b.x),
          y0: Math.min(a.y, b.y),
          x1: Math.max(a.x, b.x),
          y1: Math.max(a.y, b.y),
        });
        fill.call(this, text, x, y, w);
      },
  );
  let canvas: Canvas;
  try {
    canvas = draw();
  } finally {
    restore();
    proto.strokeText = stroke;
  }
  const inside = out.filter(
    (t) =>
      t.canvas === canvas &&
      t.x0 >= panel.x &&
      t.x1 <= panel.x + panel.w &&
      t.y0 >= panel.y &&
      t.y1 <= panel.y + panel.h &&
      t.text.trim() !== '',
  );
  return { inks: inside, canvas };
}

/** `draw`'s picture with no text filled, nor outlined (a text's halo is part of it). */
function withoutTexts(draw: () => Canvas): Canvas {
  const proto = context();
  const stroke = proto.strokeText;
  const restore = patchFill(() => () => undefined);
  proto.strokeText = () => undefined;
  try {
    return draw();
  } finally {
    restore();
    proto.strokeText = stroke;
  }
}

/**
 * The room beside a text where nothing else may be drawn, for the texts that `clear` names (px): a marker 2 px
 * from a word reads as part of it. Not for every text: a cell's word (Merit's test drilling track) or a count
 * beside its icon sits that close on purpose.
 */
const CLEARANCE = 5;

/**
 * The clashes in `draw`'s panel, as "“17 Agha Jari” and “1 Burgan” overlap" or "a drawing in “1 Burgan” at
 * 1341,631" (the text's box). `draw` must draw a fresh canvas each call; `clear` names the texts that must also
 * keep CLEARANCE px beside them free.
 */
export function panelClashes(
  draw: () => Canvas,
  panel: Box,
  clear: (text: string) => boolean = () => false,
): string[] {
  const { inks: texts } = inks(draw, panel);
  const bare = withoutTexts(draw);
  const clashes = new Set<string>();
  for (let i = 0; i < texts.length; i++)
    for (let j = i + 1; j < texts.length; j++) {
      const a = texts[i]!;
      const b = texts[j]!;
      if (a.x0 < b.x1 - 1 && b.x0 < a.x1 - 1 && a.y0 < b.y1 - 1 && b.y0 < a.y1 - 1)
        clashes.add(`“${a.text}” and “${b.text}” overlap`);
    }
  const ctx = bare.getContext('2d');
  for (const t of texts) {
    if (t.haloed) continue;
    // The box's whole pixels, one in from each side (antialiasing of what borders it), and for the texts that
    // need room beside them CLEARANCE more left and right.
    const room = clear(t.text) ? CLEARANCE + 1 : -1;
    const x0 = Math.floor(t.x0) - room;
    const y0 = Math.ceil(t.y0) + 1;
    const w = Math.ceil(t.x1) + room - x0;
    const h = Math.floor(t.y1) - 1 - y0;
    if (w <= 0 || h <= 0) continue;
    const data = ctx.getImageData(x0, y0, w, h).data;
    const counts = new Map<number, number>();
    for (let k = 0; k < data.length; k += 4) {
      const c = (data[k]! << 16) | (data[k + 1]! << 8) | data[k + 2]!;
      counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    const [ground] = [...counts.entries()].sort((p, q) => q[1] - p[1])[0]!;
    let off = 0;
    for (let k = 0; k < data.length; k += 4) {
      const d =
        Math.abs(data[k]! - ((ground >> 16) & 255)) +
        Math.abs(data[k + 1]! - ((ground >> 8) & 255)) +
        Math.abs(data[k + 2]! - (ground & 255));
      if (d > 40) off++;
    }
    if (off > 0) clashes.add(`a drawing in “${t.text}” at ${Math.round(t.x0)},${Math.round(t.y0)}`);
  }
  return [...clashes].sort();
}
