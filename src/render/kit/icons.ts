/**
 * Icons drawn with paths (no image files): resources, oil, robber, VP, cards, road, army, champion, dice, and
 * the metropolis piece (for legends).
 * Each icon is designed in a 100×100 box centred on (0, 0) and scaled to `size` px around (x, y).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { roundRectPath, starPath } from './shapes';
import { SpriteCache } from './sprites';
import { currentTransform } from './transform';

export type IconName =
  | 'lumber'
  | 'brick'
  | 'wool'
  | 'grain'
  | 'ore'
  | 'oil'
  | 'sequestered'
  | 'robber'
  | 'vp'
  | 'cards'
  | 'devCard'
  | 'road'
  | 'army'
  | 'champion'
  | 'warning'
  | 'metropolis';

export interface IconOptions {
  /** Main colour (defaults per icon). */
  color?: string;
  /** Outline colour (default dark). */
  outline?: string;
}

const DARK = '#1A1A1A';

export function drawIcon(
  ctx: SKRSContext2D,
  name: IconName,
  x: number,
  y: number,
  size: number,
  opts: IconOptions = {},
): void {
  if (iconSprites.enabled && drawIconSprite(ctx, name, x, y, size, opts)) return;
  paintIcon(ctx, name, x, y, size, opts);
}

/** The icon drawn with its paths under `ctx`'s transform. */
function paintIcon(
  ctx: SKRSContext2D,
  name: IconName,
  x: number,
  y: number,
  size: number,
  opts: IconOptions,
): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(size / 100, size / 100);
  paintDesign(ctx, name, opts);
  ctx.restore();
}

/** The icon's paths in its 100-unit design box, centred on the origin of `ctx`'s transform. */
function paintDesign(ctx: SKRSContext2D, name: IconName, opts: IconOptions): void {
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  DRAW[name](ctx, opts.color, opts.outline ?? DARK);
}

/**
 * Icons as sprites (./sprites.ts): an icon is drawn once, at its size and colours and its position's sub-pixel
 * offset, and copied onto later pictures instead of its ~20–40 path calls, fills and strokes. Only under a
 * transform without rotation or skew and at full opacity; otherwise drawn with its paths. Kept per thread: icons
 * of 14–40 px, 3–14 KB of pixels each (~10–23 KB of native memory with the canvas); 24 Catan and Oil Springs
 * boards of 3 and 4 players, late and mid-game, used 44 (~285 KB of pixels), so none of 128 is dropped and drawn
 * again; at 2 steps a pixel an icon lands within 1/4 px. test/render/icon-sprites.test.ts compares pictures
 * drawn both ways.
 */
export const iconSprites = new SpriteCache(128, 2);

/**
 * Run `work` with icons drawn with their paths: for pictures drawn once and kept (static layers), where a
 * sprite would save nothing and only take a place in the cache.
 */
export function withPathIcons<T>(work: () => T): T {
  const was = iconSprites.enabled;
  iconSprites.enabled = false;
  try {
    return work();
  } finally {
    iconSprites.enabled = was;
  }
}

/** Half an icon's box (the 100-unit design box and its outline strokes), in design units. */
const ICON_HALF = 58;

/** Draw the icon from its sprite; false (nothing drawn) when the transform or opacity does not allow it. */
function drawIconSprite(
  ctx: SKRSContext2D,
  name: IconName,
  x: number,
  y: number,
  size: number,
  opts: IconOptions,
): boolean {
  const m = currentTransform(ctx);
  if (m.b !== 0 || m.c !== 0 || m.a <= 0 || m.d <= 0 || ctx.globalAlpha !== 1) return false;
  const sx = (m.a * size) / 100;
  const sy = (m.d * size) / 100;
  const margin = Math.ceil(ICON_HALF * Math.max(sx, sy)) + 2;
  const key = `${name}|${sx}|${sy}|${opts.color ?? ''}|${opts.outline ?? ''}`;
  iconSprites.copy(ctx, key, m.a * x + m.e, m.d * y + m.f, margin, (sctx, cx, cy) => {
    sctx.setTransform(sx, 0, 0, sy, cx, cy);
    paintDesign(sctx, name, opts);
  });
  return true;
}

type Painter = (ctx: SKRSContext2D, color: string | undefined, outline: string) => void;

function fillStroke(ctx: SKRSContext2D, fill: string, outline: string, w = 6): void {
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = w;
  ctx.strokeStyle = outline;
  ctx.stroke();
}

const tree: Painter = (ctx, color, outline) => {
  ctx.beginPath();
  ctx.rect(-7, 22, 14, 26);
  fillStroke(ctx, '#6D4C2F', outline);
  ctx.beginPath();
  ctx.moveTo(0, -48);
  ctx.lineTo(30, -6);
  ctx.lineTo(16, -6);
  ctx.lineTo(38, 26);
  ctx.lineTo(-38, 26);
  ctx.lineTo(-16, -6);
  ctx.lineTo(-30, -6);
  ctx.closePath();
  fillStroke(ctx, color ?? '#2E7D32', outline);
};

const brick: Painter = (ctx, color, outline) => {
  const c = color ?? '#C0532B';
  const rows: Array<[number, number[]]> = [
    [-34, [-42, 2]],
    [-6, [-20, 24]],
    [22, [-42, 2]],
  ];
  for (const [y, xs] of rows) {
    for (const x of xs) {
      ctx.beginPath();
      ctx.rect(x, y, 40, 24);
      fillStroke(ctx, c, outline, 5);
    }
  }
};

const sheep: Painter = (ctx, color, outline) => {
  ctx.beginPath();
  ctx.rect(-26, 12, 9, 30);
  ctx.rect(14, 12, 9, 30);
  fillStroke(ctx, '#333333', outline, 4);
  ctx.beginPath();
  for (const [cx, cy, r] of [
    [-22, -4, 20],
    [0, -14, 22],
    [20, -2, 20],
    [-2, 12, 22],
  ] as const) {
    ctx.moveTo(cx + r, cy);
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
  }
  fillStroke(ctx, color ?? '#F5F5F0', outline, 5);
  ctx.beginPath();
  ctx.ellipse(36, -10, 13, 10, 0.3, 0, Math.PI * 2);
  fillStroke(ctx, '#333333', outline, 4);
};

const wheat: Painter = (ctx, color, outline) => {
  const c = color ?? '#E8B83A';
  ctx.beginPath();
  ctx.moveTo(0, 48);
  ctx.lineTo(0, -30);
  ctx.lineWidth = 7;
  ctx.strokeStyle = outline;
  ctx.stroke();
  for (let i = 0; i < 4; i++) {
    const y = -34 + i * 17;
    for (const side of [-1, 1]) {
      ctx.beginPath();
      ctx.ellipse(side * 12, y, 8, 15, side * 0.6, 0, Math.PI * 2);
      fillStroke(ctx, c, outline, 4);
    }
  }
  ctx.beginPath();
  ctx.ellipse(0, -44, 7, 12, 0, 0, Math.PI * 2);
  fillStroke(ctx, c, outline, 4);
};

const ore: Painter = (ctx, color, outline) => {
  ctx.beginPath();
  ctx.moveTo(-48, 40);
  ctx.lineTo(-14, -36);
  ctx.lineTo(4, -8);
  ctx.lineTo(20, -26);
  ctx.lineTo(48, 40);
  ctx.closePath();
  fillStroke(ctx, color ?? '#7E8A99', outline);
  ctx.beginPath();
  ctx.moveTo(-14, -36);
  ctx.lineTo(-24, -14);
  ctx.lineTo(-14, -18);
  ctx.lineTo(-4, -14);
  ctx.closePath();
  fillStroke(ctx, '#FFFFFF', outline, 3);
};

/** An oil drop. */
const oil: Painter = (ctx, color, outline) => {
  ctx.beginPath();
  ctx.moveTo(0, -48);
  ctx.bezierCurveTo(14, -24, 36, -2, 36, 18);
  ctx.arc(0, 18, 36, 0, Math.PI, false);
  ctx.bezierCurveTo(-36, -2, -14, -24, 0, -48);
  ctx.closePath();
  fillStroke(ctx, color ?? '#111111', outline === DARK ? '#F0F0F0' : outline, 5);
  ctx.beginPath();
  ctx.ellipse(-14, 16, 6, 13, 0.3, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(255,255,255,0.55)';
  ctx.fill();
};

/** Sequestered oil: a drop inside a locked ring (flipped token). */
const sequestered: Painter = (ctx, color, outline) => {
  ctx.beginPath();
  ctx.arc(0, 0, 46, 0, Math.PI * 2);
  fillStroke(ctx, color ?? '#2E8B57', outline, 6);
  ctx.save();
  ctx.scale(0.62, 0.62);
  oil(ctx, '#111111', '#F0F0F0');
  ctx.restore();
};

const robber: Painter = (ctx, color, outline) => {
  ctx.beginPath();
  ctx.arc(0, -28, 17, 0, Math.PI * 2);
  fillStroke(ctx, color ?? '#3B3B3B', outline === DARK ? '#EDEDED' : outline, 5);
  ctx.beginPath();
  ctx.moveTo(-12, -12);
  ctx.bezierCurveTo(-26, 4, -30, 24, -34, 40);
  ctx.lineTo(34, 40);
  ctx.bezierCurveTo(30, 24, 26, 4, 12, -12);
  ctx.closePath();
  fillStroke(ctx, color ?? '#3B3B3B', outline === DARK ? '#EDEDED' : outline, 5);
  ctx.beginPath();
  ctx.ellipse(0, 42, 40, 9, 0, 0, Math.PI * 2);
  fillStroke(ctx, color ?? '#3B3B3B', outline === DARK ? '#EDEDED' : outline, 5);
};

const vp: Painter = (ctx, color, outline) => {
  ctx.beginPath();
  starPath(ctx, 0, 2, 48, 21, 5);
  fillStroke(ctx, color ?? '#F5C542', outline, 6);
};

const cards: Painter = (ctx, color, outline) => {
  for (const [dx, rot] of [
    [-12, -0.22],
    [12, 0.22],
  ] as const) {
    ctx.save();
    ctx.translate(dx, 4);
    ctx.rotate(rot);
    roundRectPath(ctx, -22, -34, 44, 64, 7);
    fillStroke(ctx, color ?? '#F2E3B3', outline, 5);
    ctx.restore();
  }
};

const devCard: Painter = (ctx, color, outline) => {
  roundRectPath(ctx, -28, -44, 56, 88, 8);
  fillStroke(ctx, color ?? '#6B4FA0', outline, 6);
  // The mark as large as the card holds: 6 px where a phone shows a 1280 px picture 400 px wide, on an icon 26
  // px high (the panel's figures, the bank); at 52 units it was 4.2 px there.
  ctx.font = '800 76px Inter';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#FFFFFF';
  ctx.fillText('?', 0, 4);
};

const road: Painter = (ctx, color, outline) => {
  ctx.save();
  ctx.rotate(-0.5);
  roundRectPath(ctx, -46, -12, 92, 24, 8);
  fillStroke(ctx, color ?? '#B5835A', outline, 6);
  ctx.restore();
};

/** A knight's sword (Largest Army / knights played). */
const army: Painter = (ctx, color, outline) => {
  ctx.save();
  ctx.rotate(Math.PI / 4);
  ctx.beginPath();
  ctx.moveTo(0, -50);
  ctx.lineTo(9, -38);
  ctx.lineTo(9, 16);
  ctx.lineTo(-9, 16);
  ctx.lineTo(-9, -38);
  ctx.closePath();
  fillStroke(ctx, color ?? '#D9DEE4', outline, 5);
  ctx.beginPath();
  ctx.rect(-24, 16, 48, 10);
  fillStroke(ctx, '#B8860B', outline, 5);
  ctx.beginPath();
  ctx.rect(-6, 26, 12, 20);
  fillStroke(ctx, '#6D4C2F', outline, 5);
  ctx.restore();
};

/** Champion of the Environment: a leaf. */
const champion: Painter = (ctx, color, outline) => {
  ctx.beginPath();
  ctx.moveTo(-36, 40);
  ctx.bezierCurveTo(-44, -10, -4, -46, 44, -44);
  ctx.bezierCurveTo(44, 4, 10, 44, -36, 40);
  ctx.closePath();
  fillStroke(ctx, color ?? '#3FA34D', outline, 6);
  ctx.beginPath();
  ctx.moveTo(-40, 46);
  ctx.lineTo(28, -28);
  ctx.lineWidth = 5;
  ctx.strokeStyle = outline;
  ctx.stroke();
};

/**
 * The warning triangle's "!" size, in design units: 0.84 of the icon's size, so that an icon 23 px or larger
 * writes it at 6 px or more where a phone shows a 1280 px picture 400 px wide (it was 56, 3.5–4.9 px there: read
 * by its shape alone). The triangle fills the box's width (it was 96 units wide, 86 high) to hold it.
 */
const WARNING_MARK = 84;

const warning: Painter = (ctx, color, outline) => {
  ctx.beginPath();
  ctx.moveTo(0, -52);
  ctx.lineTo(54, 44);
  ctx.lineTo(-54, 44);
  ctx.closePath();
  fillStroke(ctx, color ?? '#F5C542', outline, 6);
  ctx.font = `800 ${WARNING_MARK}px Inter`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = outline;
  ctx.fillText('!', 0, 10);
};

/**
 * The metropolis piece in a neutral grey, for legends: the gold star on its tower is the mark that tells a
 * metropolis from a city on the board.
 */
const metropolis: Painter = (ctx, color, outline) => {
  // The board piece's outline (pieces.ts), enlarged to fill the icon box, with a big star.
  ctx.beginPath();
  ctx.moveTo(-46, 46);
  ctx.lineTo(-46, 8);
  ctx.lineTo(-34, 8);
  ctx.lineTo(-34, -14);
  ctx.lineTo(-20, -28);
  ctx.lineTo(-6, -14);
  ctx.lineTo(-6, 0);
  ctx.lineTo(46, 0);
  ctx.lineTo(46, 46);
  ctx.closePath();
  fillStroke(ctx, color ?? '#C9CED6', outline, 6);
  ctx.beginPath();
  starPath(ctx, -20, -30, 22, 10, 5);
  fillStroke(ctx, '#F5C542', outline, 4);
};

const DRAW: Record<IconName, Painter> = {
  lumber: tree,
  brick,
  wool: sheep,
  grain: wheat,
  ore,
  oil,
  sequestered,
  robber,
  vp,
  cards,
  devCard,
  road,
  army,
  champion,
  warning,
  metropolis,
};

/** A die face with pips, `size` px square, top-left at (x, y). */
export function drawDie(
  ctx: SKRSContext2D,
  value: number,
  x: number,
  y: number,
  size: number,
  red = false,
): void {
  roundRectPath(ctx, x, y, size, size, size * 0.18);
  ctx.fillStyle = red ? '#C3161C' : '#FAFAFA';
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, size / 20);
  ctx.strokeStyle = '#1A1A1A';
  ctx.stroke();
  const pip = size * 0.1;
  const a = size * 0.26;
  const cx = x + size / 2;
  const cy = y + size / 2;
  const spots: Record<number, Array<[number, number]>> = {
    1: [[0, 0]],
    2: [
      [-1, -1],
      [1, 1],
    ],
    3: [
      [-1, -1],
      [0, 0],
      [1, 1],
    ],
    4: [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ],
    5: [
      [-1, -1],
      [1, -1],
      [0, 0],
      [-1, 1],
      [1, 1],
    ],
    6: [
      [-1, -1],
      [1, -1],
      [-1, 0],
      [1, 0],
      [-1, 1],
      [1, 1],
    ],
  };
  ctx.fillStyle = red ? '#FFFFFF' : '#1A1A1A';
  ctx.beginPath();
  for (const [dx, dy] of spots[value] ?? []) {
    ctx.moveTo(cx + dx * a + pip, cy + dy * a);
    ctx.arc(cx + dx * a, cy + dy * a, pip, 0, Math.PI * 2);
  }
  ctx.fill();
}
