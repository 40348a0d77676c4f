/**
 * The board: a cached static layer (sea, terrain, number tokens, harbors, hex names, the row hints) and the
 * pieces drawn over it each time (roads, buildings, robber, highlights, selection spots).
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import {
  MIN_TEXT_PX,
  PHONE_PICTURE_WIDTH,
  UI,
  drawBuilding,
  drawIcon,
  drawMarker,
  drawRoad,
  drawText,
  ensureFonts,
  phoneFloorPx,
  fitTransform,
  hexCorners,
  hexPath,
  playerStyle,
  roundRectPath,
  strokeHighlight,
  textWidth,
  toPx,
  withPathIcons,
  type BoardTransform,
  type IconName,
  type Point,
} from '../kit';
import { PIPS } from '../../games/catan/data';
import { CATAN_LAYOUT, POLLUTED_STYLE, SAND, SPRING_STYLE, TERRAIN_STYLE, type CatanLayout } from './layout';
import type { CatanScene, Resource, SceneHarbor, SceneHex } from './scene';

/**
 * The board-units → pixels transform for a scene: the whole board (it depends on the hexes only), or a `closeUp`
 * chooser's close-up of its spots (`chooserView`).
 */
export function boardTransform(
  scene: Pick<CatanScene, 'hexes'> & Partial<Pick<CatanScene, 'selection'>>,
  layout: CatanLayout = CATAN_LAYOUT,
): BoardTransform {
  const pts: Point[] = [];
  for (const h of scene.hexes) pts.push(...hexCorners(h.center));
  const whole = fitTransform(pts, layout.board, layout.boardMargin);
  return scene.selection?.closeUp ? chooserView(scene.selection, whole, layout) : whole;
}

/**
 * A chooser whose spots lie in a part of the board shows that part, larger: in the main game a player chooses
 * among a few spots by their own pieces, and the whole board, shown ~310–400 px wide on a phone, made their
 * labels 5–8 px there. Round the spots, `CHOOSER_VIEW.margin` board units (a hex's width) more on every side, so
 * the player sees which hexes the spots lie by; at most `max` times the whole board's scale, and the whole board
 * when the close-up would be less than `min` times it (spots spread out, as in the set-up's first settlement).
 * The close-up keeps to the part of the picture the whole board shows, so it shows no more sea than that.
 * It depends on the spots alone, which the menu under the picture lists to the same player.
 */
export const CHOOSER_VIEW = { margin: Math.sqrt(3), min: 1.25, max: 2, step: 0.25 } as const;

function chooserView(sel: NonNullable<CatanScene['selection']>, whole: BoardTransform, layout: CatanLayout) {
  const pts: Point[] = [];
  for (const s of sel.spots) {
    pts.push(s.at);
    if (s.a) pts.push(s.a);
    if (s.b) pts.push(s.b);
  }
  if (pts.length === 0) return whole;
  const box = layout.board;
  const fit = fitTransform(pts, box, CHOOSER_VIEW.margin);
  // In steps of `CHOOSER_VIEW.step` of the whole board's scale, each a few sizes of every text and mark, rather
  // than any scale at all, each of whose sizes the canvas library caches glyphs and paths for (a scale per chooser
  // kept the bot ~20 MB bigger in `load.activeGames`).
  const steps = Math.floor(Math.min(fit.unit / whole.unit, CHOOSER_VIEW.max) / CHOOSER_VIEW.step);
  const unit = whole.unit * steps * CHOOSER_VIEW.step;
  if (unit < whole.unit * CHOOSER_VIEW.min) return whole;
  // The spots' middle at the box's, moved (if need be) so the view stays inside the whole board's.
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  const keep = (mid: number, from: number, size: number, wholeOrigin: number) => {
    const lo = (from - wholeOrigin) / whole.unit + size / 2 / unit;
    const hi = (from + size - wholeOrigin) / whole.unit - size / 2 / unit;
    return Math.min(Math.max(mid, lo), hi);
  };
  const cx = keep((Math.min(...xs) + Math.max(...xs)) / 2, box.x, box.w, whole.ox);
  const cy = keep((Math.min(...ys) + Math.max(...ys)) / 2, box.y, box.h, whole.oy);
  return { unit, ox: box.x + box.w / 2 - unit * cx, oy: box.y + box.h / 2 - unit * cy };
}

// ---------- static layer ----------

/**
 * Static layers kept (each 2.6 MB, in each render worker). The layer changes with a game's springs, pollution
 * and removed number tokens, so a thousand games running at once have hundreds of different layers (60 Oil
 * Springs games of the greedy bots on the beginner map, a picture every 10 actions: 118 layers in 1,787
 * pictures, a third of them the untouched map): a bigger cache would hardly hit more often. A miss costs ~4 ms.
 */
export const STATIC_CACHE_SIZE = 4;
/**
 * How far out to sea a harbor token sits from its coast path's midpoint, in hex radii: its ratio, at the phone's
 * floor, clear of the buildings at the path's ends and of their halo (at 0.62 the halo touched "2:1").
 */
const HARBOR_OUT = 0.66;
/** A harbor token's radius, in hex radii: room for its ratio at the phone's floor (29 px) and its icon. */
export const HARBOR_R = 0.39;
/** The cached layers by content, least recently used first. */
const staticCache = new Map<string, Canvas>();

/**
 * The row hints a scene's static layer holds: a normal picture's (they depend on the board alone), none in a
 * chooser's, which marks its spots instead. They lie in the sea, off every piece, halo and ring (the board's
 * texts test, test/render/catan.board-text.test.ts), so drawn under the pieces rather than over them they give
 * the same pixels, and are drawn once a layer rather than every picture: their shaping and outlines were ~0.5 ms
 * of a late board's picture (docs/scaling-log.md, twenty-fourth session).
 */
function layerHints(scene: Pick<CatanScene, 'rowHints' | 'selection'>): CatanScene['rowHints'] | null {
  return scene.selection ? null : (scene.rowHints ?? null);
}

/**
 * The part of the board that changes rarely (terrain, tokens, harbors, and a normal picture's row hints:
 * `layerHints`, so a chooser's picture has a layer of its own). Cached by content; a new layer is drawn over the
 * least recently used one's canvas rather than on a new one: a canvas's pixels are native memory the garbage
 * collector does not count, given back only when a collection happens to run, so new canvases pile up between
 * collections and the allocator keeps what piled up.
 */
export function staticLayer(scene: CatanScene, layout: CatanLayout = CATAN_LAYOUT): Canvas {
  // A chooser's close-up (`chooserView`) draws the layer at its own scale.
  const view = scene.selection?.closeUp ? boardTransform(scene, layout) : null;
  const key = JSON.stringify([
    layout.width,
    layout.height,
    scene.hexes,
    scene.harbors,
    layerHints(scene),
    view,
  ]);
  const hit = staticCache.get(key);
  if (hit) {
    staticCache.delete(key);
    staticCache.set(key, hit);
    return hit;
  }
  // Only the board part of the picture: the panel paints its own background.
  let canvas: Canvas | undefined;
  if (staticCache.size >= STATIC_CACHE_SIZE) {
    const [oldest, reused] = staticCache.entries().next().value ?? [];
    if (oldest !== undefined) staticCache.delete(oldest);
    if (reused && reused.width === layout.panel.x && reused.height === layout.height) canvas = reused;
  }
  canvas ??= createCanvas(layout.panel.x, layout.height);
  // Fonts first: the layer is drawn before startFromLayer registers them (a process's first layer was drawn
  // with a fallback font when nothing had registered them yet, as in a test file of its own).
  ensureFonts();
  const ctx = canvas.getContext('2d');
  // The drawing starts from a context's defaults, as on a new canvas, and paints every pixel.
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  // Icons with their paths: the layer is drawn once, a sprite would only take a place in the cache.
  withPathIcons(() => drawStatic(ctx, scene, layout));
  ctx.restore();
  staticCache.set(key, canvas);
  return canvas;
}

/** Forget cached static layers (tests). */
export function clearStaticCache(): void {
  staticCache.clear();
}

function drawStatic(ctx: SKRSContext2D, scene: CatanScene, layout: CatanLayout): void {
  const t = boardTransform(scene, layout);
  const R = t.unit;
  // Sea with a few soft wave lines.
  ctx.fillStyle = UI.sea;
  ctx.fillRect(0, 0, layout.panel.x, layout.height);
  ctx.strokeStyle = UI.seaLight;
  ctx.lineWidth = 3;
  ctx.save();
  ctx.lineCap = 'round';
  for (let y = 40; y < layout.height; y += 46) {
    for (let x = ((y / 46) % 2) * 60 + 20; x < layout.board.x + layout.board.w; x += 120) {
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.quadraticCurveTo(x + 10, y - 7, x + 20, y);
      ctx.quadraticCurveTo(x + 30, y + 7, x + 40, y);
      ctx.stroke();
    }
  }
  ctx.restore();
  // Harbors first (their docks run under the coast).
  for (const h of scene.harbors) drawHarbor(ctx, h, t, phoneFloorPx(layout.width));
  // Sandy coast: every hex a little larger, in sand.
  ctx.fillStyle = SAND;
  for (const h of scene.hexes) {
    hexPath(ctx, toPx(t, h.center), R * 1.14);
    ctx.fill();
  }
  for (const h of scene.hexes) drawTerrain(ctx, h, toPx(t, h.center), R);
  const hints = layerHints(scene);
  if (hints) drawRowHints(ctx, hints, scene, t, layout);
}

/** Seeded jitter so textures look hand-placed yet stay identical between renders. */
function jitter(seed: number): number {
  const x = Math.sin(seed * 12.9898) * 43758.5453;
  return x - Math.floor(x);
}

const TERRAIN_ICON: Record<string, IconName | null> = {
  forest: 'lumber',
  pasture: 'wool',
  fields: 'grain',
  hills: 'brick',
  mountains: 'ore',
  desert: null,
};

function drawTerrain(ctx: SKRSContext2D, h: SceneHex, c: Point, R: number): void {
  const style = h.oilSpring ? SPRING_STYLE : h.polluted ? POLLUTED_STYLE : TERRAIN_STYLE[h.terrain];
  hexPath(ctx, c, R * 0.97);
  ctx.fillStyle = style.fill;
  ctx.fill();
  // Texture: a few darker speckles.
  ctx.save();
  hexPath(ctx, c, R * 0.97);
  ctx.clip();
  ctx.fillStyle = style.dark;
  const seed = Math.round(c.x * 7 + c.y * 13);
  for (let i = 0; i < 9; i++) {
    const a = jitter(seed + i) * Math.PI * 2;
    const d = (0.35 + 0.5 * jitter(seed + i + 50)) * R * 0.8;
    ctx.beginPath();
    ctx.ellipse(c.x + Math.cos(a) * d, c.y + Math.sin(a) * d, R * 0.09, R * 0.05, a, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
  hexPath(ctx, c, R * 0.97);
  ctx.lineWidth = 3;
  ctx.strokeStyle = 'rgba(40,30,15,0.55)';
  ctx.stroke();

  // The hex's mark on the left of its upper part, its name on the right (`HEX_NAME`): a spring's drop, a polluted
  // hex's smog and warning, the desert's dunes, or the terrain's icon.
  const markY = c.y - R * MARK_Y;
  if (h.oilSpring) {
    const drop = springDrop(c, R);
    drawIcon(ctx, 'oil', drop.x, drop.y, drop.size);
  } else if (h.polluted) {
    drawSmog(ctx, c.x + R * SMOG_DX, markY, R);
  } else {
    const icon = TERRAIN_ICON[h.terrain];
    if (icon) drawIcon(ctx, icon, c.x + R * MARK_DX, c.y - R * TERRAIN_ICON_AT.y, R * TERRAIN_ICON_AT.size);
    else drawDunes(ctx, c.x + R * MARK_DX, c.y - R * 0.5, R);
  }
  const tokenY = c.y + R * NUMBER_TOKEN.dy;
  if (h.polluted) drawDestroyedToken(ctx, c.x, tokenY, R * NUMBER_TOKEN.r);
  else if (h.number !== null) drawNumberToken(ctx, h.number, c.x, tokenY, R * NUMBER_TOKEN.r);
  drawHexName(ctx, h.name, c, R);
}

/** A hex's name's size, in pixels: 29 px, 9 px where a phone shows the picture 400 px wide. */
function hexNamePx(R: number): number {
  return Math.max(MIN_TEXT_PX, Math.round(R * HEX_NAME.size));
}

/** Where a hex's number token sits below its centre, and its radius, in hex radii. */
export const NUMBER_TOKEN = { dy: 0.14, r: 0.3 } as const;

/** How far above a hex's centre a spring's drop, or a polluted hex's smog, sit, in hex radii. */
const MARK_Y = 0.44;
/** How far left of the hex's centre its mark sits (a spring's drop, the dunes, the terrain's icon), in hex radii. */
const MARK_DX = -0.22;
/** How far left of the centre a polluted hex's smog and warning sit: a little right of the other marks, off the
 * road chooser's label on the hex's upper left path. */
const SMOG_DX = -0.18;
/** A terrain's icon: how far above the hex's centre and its size, in hex radii. */
const TERRAIN_ICON_AT = { y: 0.42, size: 0.46 } as const;

/**
 * A spring's drop: its icon's size, in hex radii, and how far its outline reaches from the icon's middle, in
 * icon sizes (the 'oil' icon: 36 units either side, 48 up to its tip and 54 down, of 100, and half its 5-unit
 * outline).
 */
const SPRING_DROP = { size: 0.42, left: 0.385, right: 0.385, up: 0.505, down: 0.565 } as const;

/** Where a spring's drop is drawn on the hex centred on `c` (pixels): the 'oil' icon's middle and size. */
export function springDrop(c: Point, R: number): { x: number; y: number; size: number } {
  return { x: c.x + R * MARK_DX, y: c.y - R * MARK_Y, size: R * SPRING_DROP.size };
}

/**
 * Where a hex's name sits, in hex radii from its centre, and its size: in the hex's upper part, right of its mark
 * and above the number token, the one place of the hex where a letter at the phone's floor stays clear of
 * every piece (test/render/catan.board-text builds on every intersection and path, with the last action's
 * halos). Right of the number token, where it was, the room between the token and the right corners' pieces
 * held a 24 px letter at most (7.5 px where a phone shows the picture 400 px wide); here it is 29 px, 9 px there.
 * A spring's word "OIL" sat here: its drop and dark colour say it.
 */
const HEX_NAME = { dx: 0.13, dy: -0.36, size: 0.375 } as const;

/** Where the badge of a hex's name lies (pixels), on the hex centred on `c`: a letter and a little. */
function hexNameBox(ctx: SKRSContext2D, name: string, c: Point, R: number): Corners {
  const size = hexNamePx(R);
  const w = Math.max(size, textWidth(ctx, name, size, 800) + size * 0.3);
  const x = c.x + R * HEX_NAME.dx;
  const y = c.y + R * HEX_NAME.dy;
  return { x0: x - w / 2, x1: x + w / 2, y0: y - size * 0.45, y1: y + size * 0.45 };
}

function drawDunes(ctx: SKRSContext2D, x: number, y: number, R: number): void {
  ctx.save();
  ctx.strokeStyle = '#B89F5E';
  ctx.lineWidth = R * 0.05;
  ctx.lineCap = 'round';
  for (const [dx, dy] of [
    [-0.25, 0],
    [0.15, -0.12],
    [0.2, 0.1],
  ] as const) {
    ctx.beginPath();
    ctx.moveTo(x + (dx - 0.15) * R, y + dy * R);
    ctx.quadraticCurveTo(x + dx * R, y + (dy - 0.12) * R, x + (dx + 0.15) * R, y + dy * R);
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * A polluted hex's warning sign: its size, 23 px, its "!" 6.1 px where a phone shows the picture 400 px wide (it
 * was 0.26, the "!" 3.5 px there), and how far below the smog's middle, in hex radii: a little lower than it was
 * (0.04 above), off the labels of the paths above it.
 */
const SMOG_WARNING = { size: 0.3, dy: 0.01 } as const;

/** Pollution smog: dark blobs and a skull-less warning so the hex reads as ruined at a glance. */
function drawSmog(ctx: SKRSContext2D, x: number, y: number, R: number): void {
  ctx.fillStyle = POLLUTED_STYLE.sludge;
  ctx.beginPath();
  for (const [dx, dy, r] of [
    [-0.22, 0.02, 0.16],
    [0, -0.08, 0.2],
    [0.22, 0.02, 0.16],
  ] as const) {
    ctx.moveTo(x + (dx + r) * R, y + dy * R);
    ctx.arc(x + dx * R, y + dy * R, r * R, 0, Math.PI * 2);
  }
  ctx.fill();
  drawIcon(ctx, 'warning', x, y + R * SMOG_WARNING.dy, R * SMOG_WARNING.size);
}

/**
 * A number token's probability pips, in token radii: each pip's radius, the arc under the number they sit on
 * (its radius from the token's centre) and the distance between two pips' centres along it. Where Discord shows
 * the 1280 px picture 400 px wide, a pip is 2.6 px across and nearly a pixel from the next
 * (test/render/catan.phone-pips); in a straight row they were 1.06 px across and 0.3 px apart, a grey smear, and
 * five that size do not fit the rim in a row; on a wider arc (0.75 token radii) they were 2 px across, specks.
 * This arc is tighter and spans more of the token: a 6's or 8's outer pips come up beside its figure. The token cannot grow instead: its top meets the hex's name, and lower or wider it held back the
 * labels sliding along the slanting paths from the hex's south corner (test/render/catan.board-text).
 */
export const PIP = { r: 0.19, arc: 0.7, step: 0.54 } as const;

/** The centres of a token's `pips` pips, the token centred on (x, y) with radius r: on an arc under its number. */
function pipCentres(pips: number, x: number, y: number, r: number): Point[] {
  const angle = PIP.step / PIP.arc;
  return Array.from({ length: pips }, (_, i) => {
    const a = (i - (pips - 1) / 2) * angle;
    return { x: x + Math.sin(a) * r * PIP.arc, y: y + Math.cos(a) * r * PIP.arc };
  });
}

/** How a number token is drawn: its number's least size (px), and whether with its pips. */
export interface TokenStyle {
  minText?: number;
  pips?: boolean;
}

/**
 * A number token with its probability pips (`PIP`), 6 and 8 in red; without them (`pips: false`) its number
 * sits in its middle. Its number is `minText` px high at least.
 */
export function drawNumberToken(
  ctx: SKRSContext2D,
  n: number,
  x: number,
  y: number,
  r: number,
  { minText = 0, pips = true }: TokenStyle = {},
): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = UI.token;
  ctx.fill();
  ctx.lineWidth = Math.max(2, r * 0.1);
  ctx.strokeStyle = UI.tokenRim;
  ctx.stroke();
  const red = n === 6 || n === 8;
  const ink = red ? UI.tokenRed : UI.tokenInk;
  drawText(ctx, String(n), x, pips ? y - r * 0.12 : y + 1, {
    // 6 and 8 are also larger, so they stand out without colour vision. 10-12 are as large as 2-5 and 9: two
    // figures still fit inside the rim, and smaller they read 7.3 px where a phone shows the picture 400 px wide.
    size: Math.max(minText, r * (red ? 1.3 : 1.15)),
    weight: 800,
    color: ink,
    align: 'center',
    baseline: 'middle',
  });
  if (!pips) return;
  const pr = r * PIP.r;
  ctx.fillStyle = ink;
  ctx.beginPath();
  for (const p of pipCentres(PIPS[n] ?? 0, x, y, r)) {
    ctx.moveTo(p.x + pr, p.y);
    ctx.arc(p.x, p.y, pr, 0, Math.PI * 2);
  }
  ctx.fill();
}

/** A destroyed (removed) token slot: a dark disc with a red cross. */
export function drawDestroyedToken(ctx: SKRSContext2D, x: number, y: number, r: number): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = POLLUTED_STYLE.sludge;
  ctx.fill();
  ctx.lineWidth = Math.max(2, r * 0.12);
  ctx.strokeStyle = UI.danger;
  ctx.stroke();
  ctx.beginPath();
  const a = r * 0.5;
  ctx.moveTo(x - a, y - a);
  ctx.lineTo(x + a, y + a);
  ctx.moveTo(x + a, y - a);
  ctx.lineTo(x - a, y + a);
  ctx.lineWidth = r * 0.22;
  ctx.save();
  ctx.lineCap = 'round';
  ctx.stroke();
  ctx.restore();
}

function drawHexName(ctx: SKRSContext2D, name: string, c: Point, R: number): void {
  const size = hexNamePx(R);
  const box = hexNameBox(ctx, name, c, R);
  const h = box.y1 - box.y0;
  roundRectPath(ctx, box.x0, box.y0, box.x1 - box.x0, h, h * 0.3);
  ctx.fillStyle = 'rgba(20,20,20,0.7)';
  ctx.fill();
  drawText(ctx, name, (box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2 + 1, {
    size,
    weight: 800,
    color: '#FFFFFF',
    align: 'center',
    baseline: 'middle',
  });
}

const HARBOR_ICON: Record<string, IconName> = {
  lumber: 'lumber',
  brick: 'brick',
  wool: 'wool',
  grain: 'grain',
  ore: 'ore',
};

/** The terrain that yields each resource: a 2:1 harbor's cap is its colour. */
const HARBOR_TERRAIN: Record<Resource, keyof typeof TERRAIN_STYLE> = {
  lumber: 'forest',
  brick: 'hills',
  wool: 'pasture',
  grain: 'fields',
  ore: 'mountains',
};
/** Where a 2:1 harbor's cap ends, in token radii above its middle: above its ratio's glyphs, below its icon. */
const HARBOR_CAP_FLOOR = 0.25;

/**
 * Fill a 2:1 harbor token's cap, the part above its ratio, in the colour of the resource's terrain: where a
 * phone shows the picture 400 px wide its icon is ~6 px, and the colour says what the harbor takes as a hex of
 * that kind does. Returns the half-width of the line closing it (drawn with the token's outline).
 */
function fillHarborCap(ctx: SKRSContext2D, c: Point, r: number, resource: Resource): number {
  const lean = Math.asin(HARBOR_CAP_FLOOR);
  ctx.beginPath();
  ctx.arc(c.x, c.y, r, Math.PI + lean, 2 * Math.PI - lean);
  ctx.closePath();
  ctx.fillStyle = TERRAIN_STYLE[HARBOR_TERRAIN[resource]].fill;
  ctx.fill();
  return r * Math.cos(lean);
}

function drawHarbor(ctx: SKRSContext2D, h: SceneHarbor, t: BoardTransform, minText: number): void {
  const R = t.unit;
  const a = toPx(t, h.a);
  const b = toPx(t, h.b);
  const c = toPx(t, harborCenter(h));
  // Docks.
  ctx.save();
  ctx.lineCap = 'round';
  for (const p of [a, b]) {
    ctx.beginPath();
    ctx.moveTo(p.x, p.y);
    ctx.lineTo(c.x, c.y);
    ctx.strokeStyle = '#3E2A17';
    ctx.lineWidth = R * 0.13;
    ctx.stroke();
    ctx.strokeStyle = '#A5794B';
    ctx.lineWidth = R * 0.08;
    ctx.stroke();
  }
  ctx.restore();
  const r = R * HARBOR_R;
  ctx.beginPath();
  ctx.arc(c.x, c.y, r, 0, Math.PI * 2);
  ctx.fillStyle = h.resource ? '#FFF7E0' : '#FFFFFF';
  ctx.fill();
  if (h.resource) {
    const half = fillHarborCap(ctx, c, r, h.resource);
    ctx.beginPath();
    ctx.arc(c.x, c.y, r, 0, Math.PI * 2);
    ctx.moveTo(c.x - half, c.y - r * HARBOR_CAP_FLOOR);
    ctx.lineTo(c.x + half, c.y - r * HARBOR_CAP_FLOOR);
  }
  ctx.lineWidth = 3;
  ctx.strokeStyle = '#3E2A17';
  ctx.stroke();
  const label = `${h.ratio}:1`;
  // The ratio at the phone's floor: players choose their trades by it.
  const style = {
    size: minText,
    weight: 800,
    color: UI.textDark,
    align: 'center',
    baseline: 'middle',
  } as const;
  if (h.resource) {
    // The ratio a little below the middle (near it, off the buildings at the path's ends), the icon above in
    // the cap.
    drawIcon(ctx, HARBOR_ICON[h.resource] as IconName, c.x, c.y - r * 0.57, r * 0.6);
    drawText(ctx, label, c.x, c.y + r * 0.24, style);
  } else drawText(ctx, label, c.x, c.y + 1, style);
}

// ---------- dynamic layer ----------

/**
 * Where the robber stands on its hex, in hex radii from the centre: left of the number token, in the room
 * between the token, the road on the hex's west side and the buildings on its two west corners. (Larger and
 * lower, at 0.62 and 0.1, it was drawn over that road and over a building on the south-west corner; at -0.535 and
 * 0.5 it touched the wider roads' 0.22.)
 */
export const ROBBER = { dx: -0.515, dy: -0.01, size: 0.47 } as const;

/**
 * A road's width and the radius of its seat's marker in its middle, in hex radii: the marker as wide as the
 * road's fill allows (a triangle 1.9 radii wide), 4.5-5 px where a phone shows the picture 400 px wide. They were
 * 0.15 and 0.054: the markers were 2 phone px across, whose road it was read by its colour alone.
 */
export const ROAD = { w: 0.22, mark: 0.11 } as const;
/** How far short of its intersections a road is drawn, in hex radii (clear of the buildings there). */
const ROAD_TRIM = 0.16;

/** The segment a–b shortened by `by` at both ends. */
function trimmed(a: Point, b: Point, by: number): [Point, Point] {
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const dx = ((b.x - a.x) / len) * by;
  const dy = ((b.y - a.y) / len) * by;
  return [
    { x: a.x + dx, y: a.y + dy },
    { x: b.x - dx, y: b.y - dy },
  ];
}

/**
 * Draw pieces, robber, highlights and selection spots over the static layer. The context's state (line caps,
 * styles) is as it found it: the panel drawn after it on the same context starts from the defaults.
 */
export function drawPieces(ctx: SKRSContext2D, scene: CatanScene, layout: CatanLayout = CATAN_LAYOUT): void {
  ctx.save();
  drawPiecesOnBoard(ctx, scene, layout);
  ctx.restore();
}

/** The radius of the ring on a spot whose building was lost, in hex radii: inside the halo's 0.4. */
export const LOST_RING = 0.24;
/**
 * The radius of the ring round a city reduced to a settlement, in hex radii: clear of the settlement's corners
 * (0.27 with its outline), with the halo's yellow (to 0.4) still round it.
 */
export const REDUCED_RING = 0.31;
/** Where a split ring's first part starts: at the bottom, so two players' parts are its left and right halves. */
const LOST_RING_START = Math.PI / 2;

/**
 * A ring of radius `r` and `width` round `c` in the owners' colours (each one's outline under their fill, 0.6 as
 * wide), split in equal parts in seat order from the bottom clockwise when there are several.
 */
function ownerRing(ctx: SKRSContext2D, c: Point, r: number, width: number, owners: readonly number[]): void {
  const step = (Math.PI * 2) / owners.length;
  ctx.save();
  ctx.lineCap = 'butt'; // each part ends where the next begins
  for (const [w, part] of [
    [width, 'outline'],
    [width * 0.6, 'fill'],
  ] as const)
    owners.forEach((owner, k) => {
      ctx.beginPath();
      ctx.arc(c.x, c.y, r, LOST_RING_START + step * k, LOST_RING_START + step * (k + 1));
      ctx.lineWidth = w;
      ctx.strokeStyle = playerStyle(owner)[part];
      ctx.stroke();
    });
  ctx.restore();
}

function drawPiecesOnBoard(ctx: SKRSContext2D, scene: CatanScene, layout: CatanLayout): void {
  const t = boardTransform(scene, layout);
  const R = t.unit;
  const hexByName = new Map(scene.hexes.map((h) => [h.name, h]));
  const hl = scene.highlight;

  // Highlighted hexes (robber moved here, hex polluted): a bright ring inside the hex.
  for (const name of hl?.hexes ?? []) {
    const h = hexByName.get(name);
    if (!h) continue;
    hexPath(ctx, toPx(t, h.center), R * 0.86);
    strokeHighlight(ctx, R * 0.13, R * 0.08);
  }

  // Halo under highlighted roads and buildings.
  ctx.lineCap = 'round';
  for (const r of hl?.roads ?? []) {
    const a = toPx(t, r.a);
    const b = toPx(t, r.b);
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    // As wide as the hexes' letters allow: its yellow 0.07 hex radii past the road's fill (0.095 past the narrower
    // road's, at 0.42 and 0.34).
    strokeHighlight(ctx, R * 0.44, R * 0.36);
  }

  for (const r of scene.roads)
    drawRoad(ctx, toPx(t, r.a), toPx(t, r.b), R * ROAD.w, playerStyle(r.owner), R * ROAD_TRIM, R * ROAD.mark);

  for (const p of hl?.points ?? []) {
    const c = toPx(t, p);
    ctx.beginPath();
    ctx.arc(c.x, c.y, R * 0.4, 0, Math.PI * 2);
    ctx.fillStyle = UI.highlight;
    ctx.fill();
    ctx.lineWidth = 3;
    ctx.strokeStyle = UI.highlightOutline;
    ctx.stroke();
  }

  // Whose building the news took: a ring in the owner's colour with their marker (colour is never the only cue);
  // split between the players it may have been, each one's marker in their part. Where another player's building
  // stands there since (a since picture), the ring goes round it as round a reduced city, the marker below it.
  const standing = new Set(scene.buildings.map((b) => `${b.at.x},${b.at.y}`));
  const rebuilt = (hl?.lost ?? []).filter((l) => standing.has(`${l.at.x},${l.at.y}`));
  for (const l of rebuilt) ownerRing(ctx, toPx(t, l.at), R * REDUCED_RING, R * 0.08, l.owners);
  for (const l of hl?.lost ?? []) {
    if (rebuilt.includes(l)) continue;
    const c = toPx(t, l.at);
    ownerRing(ctx, c, R * LOST_RING, R * 0.1, l.owners);
    const step = (Math.PI * 2) / l.owners.length;
    l.owners.forEach((owner, k) => {
      const style = playerStyle(owner);
      const mid = LOST_RING_START + step * (k + 0.5);
      const [off, r] = l.owners.length > 1 ? [R * 0.1, R * 0.075] : [0, R * 0.09];
      const [x, y] = [c.x + Math.cos(mid) * off, c.y + Math.sin(mid) * off];
      drawMarker(ctx, style.marker, x, y, r, style.fill, style.outline, Math.max(1.5, R * 0.025));
    });
  }
  // A city the news reduced: a ring in its owner's colour round the settlement left there (their marker on it).
  for (const l of hl?.reduced ?? []) ownerRing(ctx, toPx(t, l.at), R * REDUCED_RING, R * 0.08, [l.owner]);

  for (const b of scene.buildings) {
    const c = toPx(t, b.at);
    drawBuilding(ctx, b.kind, c.x, c.y, R * 0.24, playerStyle(b.owner));
  }
  for (const l of rebuilt) {
    const c = toPx(t, l.at);
    l.owners.forEach((owner, k) => {
      const style = playerStyle(owner);
      const x = c.x + (k - (l.owners.length - 1) / 2) * R * 0.17;
      drawMarker(
        ctx,
        style.marker,
        x,
        c.y + R * REDUCED_RING,
        R * 0.075,
        style.fill,
        style.outline,
        Math.max(1.5, R * 0.025),
      );
    });
  }

  if (scene.robber !== null) {
    const h = hexByName.get(scene.robber);
    if (h) {
      const c = toPx(t, h.center);
      drawIcon(ctx, 'robber', c.x + R * ROBBER.dx, c.y + R * ROBBER.dy, R * ROBBER.size);
    }
  }

  // A normal picture's row hints are in its static layer (`layerHints`).
  if (scene.selection) drawSelection(ctx, scene, t);
}

/**
 * Where a harbor's token sits, in board units: out to sea square to its coast path from the path's middle, as
 * far from both its intersections. (Out from the board's centre, it leaned towards one end on a path the
 * centre does not face, and a building on that intersection covered its ratio.)
 */
export function harborCenter(h: SceneHarbor): Point {
  const m = { x: (h.a.x + h.b.x) / 2, y: (h.a.y + h.b.y) / 2 };
  const len = Math.hypot(h.b.x - h.a.x, h.b.y - h.a.y) || 1;
  // The path's normal, turned to face away from the board's centre.
  let nx = -(h.b.y - h.a.y) / len;
  let ny = (h.b.x - h.a.x) / len;
  if (nx * m.x + ny * m.y < 0) [nx, ny] = [-nx, -ny];
  return { x: m.x + nx * HARBOR_OUT, y: m.y + ny * HARBOR_OUT };
}

/**
 * How far out to sea from its intersection a row's end number sits, in hex radii: past a building there
 * (0.31) and the halo of one just built (0.42), and off the halo of the next intersection along the coast.
 * (At 0.3 it stood on them: the numbers are drawn over the pieces.)
 */
const ROW_HINT_OUT = 0.5;
/**
 * A row hint's places, tried in turn until one keeps off every harbor token and the numbers placed before it and
 * stays whole inside the board's part of the picture: beside its intersection, else out and below, else out
 * and above, else (by the picture's edge, where "17" and "28" ran off its left side at the phone's size) less
 * far out and further up or down, away from the board's middle row, past the halo of one just built (in hex
 * radii, dx away from the board; `outward`: dy away from the middle row).
 */
const ROW_HINT_PLACES = [
  { dx: ROW_HINT_OUT, dy: 0, outward: false },
  { dx: ROW_HINT_OUT, dy: 0.4, outward: false },
  { dx: ROW_HINT_OUT, dy: -0.4, outward: false },
  { dx: 0.34, dy: 0.45, outward: true },
] as const;
/**
 * The intersection numbers' least size where a phone held upright shows the picture (CSS px): players pick
 * those numbers from menus. 24 px in the 1280 px picture (they were 18 px, 5.6 px there).
 */
export const ROW_HINT_PHONE_PX = 7.5;
/** The outline around an intersection number, in px (it reads on the sea's blue, waves and all). */
const ROW_HINT_OUTLINE = 4;

/** Intersection numbers at both ends of each row, in the sea, off the pieces, the harbor tokens and each other. */
function drawRowHints(
  ctx: SKRSContext2D,
  hints: NonNullable<CatanScene['rowHints']>,
  scene: CatanScene,
  t: BoardTransform,
  layout: CatanLayout,
): void {
  const R = t.unit;
  const size = Math.max(
    MIN_TEXT_PX,
    R * 0.2,
    Math.ceil((ROW_HINT_PHONE_PX * layout.width) / PHONE_PICTURE_WIDTH),
  );
  const harbors = scene.harbors.map((h) => toPx(t, harborCenter(h)));
  const placed: Corners[] = [];
  for (const h of hints) {
    const side = h.side === 'left' ? -1 : 1;
    const w = textWidth(ctx, h.name, size, 700);
    // The text's anchor and box: from the anchor outward by its width, half a size up and down.
    const at = (o: (typeof ROW_HINT_PLACES)[number]) => {
      const dy = o.outward && h.at.y < 0 ? -o.dy : o.dy;
      const c = toPx(t, { x: h.at.x + side * o.dx, y: h.at.y + dy });
      const x0 = side < 0 ? c.x - w : c.x;
      return { c, box: { x0, x1: x0 + w, y0: c.y - size / 2, y1: c.y + size / 2 } };
    };
    const fits = ({ box }: ReturnType<typeof at>) =>
      box.x0 - ROW_HINT_OUTLINE / 2 >= 0 &&
      box.x1 + ROW_HINT_OUTLINE / 2 <= layout.panel.x &&
      !placed.some((p) => boxesMeet(p, box)) &&
      harbors.every((c) => {
        const dx = Math.max(box.x0 - c.x, 0, c.x - box.x1);
        const dy = Math.max(box.y0 - c.y, 0, c.y - box.y1);
        return Math.hypot(dx, dy) > R * (HARBOR_R + 0.08);
      });
    const place = ROW_HINT_PLACES.map(at).find(fits) ?? at(ROW_HINT_PLACES[0]);
    placed.push(place.box);
    drawText(ctx, h.name, place.c.x, place.c.y + 1, {
      size,
      weight: 700,
      color: '#DDEBF7',
      outline: UI.seaDeep,
      outlineWidth: ROW_HINT_OUTLINE,
      align: side < 0 ? 'right' : 'left',
      baseline: 'middle',
    });
  }
}

function drawSelection(ctx: SKRSContext2D, scene: CatanScene, t: BoardTransform): void {
  const sel = scene.selection;
  if (!sel) return;
  const R = t.unit;
  // Dim the board a little so the choices stand out.
  ctx.fillStyle = 'rgba(10,20,30,0.34)';
  ctx.fillRect(0, 0, CATAN_LAYOUT.panel.x, CATAN_LAYOUT.height);
  const upgrade = sel.kind === 'city' || sel.kind === 'metropolis';
  for (const s of sel.spots) {
    if (s.a && s.b) {
      // Short of its ends as a built road is: drawn to them, it lay over the building the road starts from.
      const [a, b] = trimmed(toPx(t, s.a), toPx(t, s.b), R * ROAD_TRIM);
      ctx.save();
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
      ctx.strokeStyle = 'rgba(20,20,20,0.75)';
      ctx.lineWidth = R * 0.16;
      ctx.stroke();
      ctx.setLineDash([R * 0.1, R * 0.07]);
      ctx.lineCap = 'butt';
      ctx.strokeStyle = UI.select;
      ctx.lineWidth = R * 0.09;
      ctx.stroke();
      ctx.restore();
    }
  }
  const labels = selectionLabels(ctx, scene, t);
  // An upgrade is chosen among your own pieces: ring the piece and put the label on it. (Above it, the
  // label lay over the next hex's name or number token, whichever way the corner pointed.)
  if (upgrade)
    for (const l of labels) {
      ctx.beginPath();
      ctx.arc(l.x, l.y, R * 0.33, 0, Math.PI * 2);
      ctx.lineWidth = Math.max(3, R * 0.06);
      ctx.strokeStyle = UI.selectRing;
      ctx.stroke();
    }
  for (const l of labels) spotLabel(ctx, l.name, l.x, l.y, l.size);
}

/** Where the selection's labels go (`drawSelection`): each spot's, kept off the board's words and pieces. */
export function selectionLabels(ctx: SKRSContext2D, scene: CatanScene, t: BoardTransform): PlacedLabel[] {
  const sel = scene.selection;
  if (!sel) return [];
  const R = t.unit;
  const hexSpots = sel.kind === 'robber';
  const harbors = scene.harbors.map(harborCenter);
  const builtOn = (p: Point) => scene.buildings.some((b) => Math.hypot(b.at.x - p.x, b.at.y - p.y) < 1e-6);
  const labels: PlacedLabel[] = [];
  const slanted: { label: PlacedLabel; dx: number; dy: number }[] = [];
  /** North-south paths' labels high on them, with their path's middle. */
  const raised: { label: PlacedLabel; x: number; y: number }[] = [];
  for (const s of sel.spots) {
    const c = toPx(t, s.at);
    let isRaised: Point | null = null;
    if (hexSpots) {
      c.x += R * ROBBER_LABEL.dx;
      c.y += R * ROBBER_LABEL.dy;
    }
    // A north-south path's label sits low on it: in its middle it lay over the name of the hex to its west.
    if (s.a && s.b && Math.abs(s.a.x - s.b.x) < 1e-6) {
      const [upper, lower] = s.a.y < s.b.y ? [s.a, s.b] : [s.b, s.a];
      const harbor = harbors.find((h) => Math.abs(h.y - s.at.y) < 1e-6 && Math.abs(h.x - s.at.x) < 1);
      if (harbor && builtOn(lower) && !builtOn(upper)) {
        // A harbor's path from a building at its lower end: the label at its upper end, a little out to sea.
        // Low, it hid the building; raised as on other paths, it lay over the hex's mark or the harbor token.
        c.y -= R * HARBOR_PATH_LABEL_RISE;
        c.x += Math.sign(harbor.x - s.at.x) * R * HARBOR_PATH_LABEL_OUT;
      } else if (harbor) {
        // On a harbor's path, it also leans inland, off the harbor's ratio (which sits low on its token).
        c.y += R * PATH_LABEL_DROP;
        c.x -= Math.sign(harbor.x - s.at.x) * R * PATH_LABEL_INLAND;
      } else if (builtOn(lower) && !builtOn(upper)) {
        // High on it when a building stands at its lower end only: the roads being chosen mostly start from
        // a building, and the label hid it. Where exactly: RAISED_PATH_LABEL_SPOTS, below.
        const mid = { ...c };
        c.x += R * RAISED_PATH_LABEL_SPOTS[0].dx;
        c.y += R * RAISED_PATH_LABEL_SPOTS[0].dy;
        isRaised = mid;
      } else c.y += R * PATH_LABEL_DROP;
    }
    const size = Math.max(
      MIN_TEXT_PX,
      hexSpots ? R * 0.36 : s.a ? R * 0.22 : sel.kind === 'settlement' ? R * SETTLEMENT_LABEL : R * 0.28,
    );
    const label: PlacedLabel = { name: s.name, x: c.x, y: c.y, size, ...spotLabelSize(ctx, s.name, size) };
    labels.push(label);
    if (isRaised) raised.push({ label, ...isRaised });
    if (s.a && s.b && Math.abs(s.a.x - s.b.x) >= 1e-6 && builtOn(s.a) !== builtOn(s.b)) {
      const [from, to] = builtOn(s.a) ? [toPx(t, s.a), toPx(t, s.b)] : [toPx(t, s.b), toPx(t, s.a)];
      slanted.push({ label, dx: to.x - from.x, dy: to.y - from.y });
    }
  }
  // A slanting path from a building: its label slides along it, away from the building, as far as it can
  // without meeting another label or a word of the board. In its middle the label's end lay over the building,
  // and the labels of the two slanting paths from it hid it between them.
  const words = slanted.length > 0 || raised.length > 0 ? boardWords(ctx, scene, t) : [];
  const clearOfAll = (label: PlacedLabel, touched: readonly WordShape[] = []) => {
    const box = labelBox(label);
    return (
      !labels.some((o) => o !== label && boxesMeet(labelBox(o), box)) &&
      words.every((w) => touched.includes(w) || !wordMeets(w, box))
    );
  };
  // A raised north-south path's label that meets a spring's drop moves to the first of its other spots
  // that meets no word of the board nor another label (it stays, if each does).
  const springs = raised.length > 0 ? springMarks(scene, t) : [];
  for (const { label, x, y } of raised) {
    if (!springs.some((m) => boxesMeet(m, labelBox(label)))) continue;
    for (const spot of RAISED_PATH_LABEL_SPOTS.slice(1)) {
      label.x = x + R * spot.dx;
      label.y = y + R * spot.dy;
      if (clearOfAll(label)) break;
      label.x = x + R * RAISED_PATH_LABEL_SPOTS[0].dx;
      label.y = y + R * RAISED_PATH_LABEL_SPOTS[0].dy;
    }
  }
  for (const { label, dx, dy } of slanted) {
    const x = label.x;
    const y = label.y;
    // Words it already touches in the middle of its path (a token's edge) do not hold it back.
    const touched = words.filter((w) => wordMeets(w, labelBox(label)));
    for (const slide of SLANT_LABEL_SLIDES) {
      label.x = x + dx * slide;
      label.y = y + dy * slide;
      if (clearOfAll(label, touched)) break;
      label.x = x;
      label.y = y;
    }
  }
  return labels;
}

/**
 * Where a hex's label sits while the robber's hex is chosen, in hex radii from its centre: over the hex's name,
 * above the number token so the numbers stay readable while choosing, right of a spring's drop (in the middle,
 * it hid the drop and the "O" of the word "OIL" that stood where the name is now).
 */
const ROBBER_LABEL = { dx: 0.28, dy: -0.48 } as const;

/**
 * A settlement chooser's labels, in hex radii: the picture is shown ~310 px wide in a phone's embed, where the
 * 0.28 of other corners' labels (22 px of 820) came out 8 px, their digits 6 px tall, and a newcomer could not
 * read the spot the menu names. 0.36 (28 px) is as large as two-digit labels go on neighbouring corners (0.87
 * hex radii apart) without meeting.
 */
export const SETTLEMENT_LABEL = 0.36;

/** How far below (or above) its middle a north-south path's label sits, in hex radii (off the west hex's name). */
const PATH_LABEL_DROP = 0.34;
/**
 * Where a north-south path's label sits when high on it (a building at its lower end only), from the path's
 * middle in hex radii: a little east, off the west hex's mark; where that meets a spring's drop (the
 * label of "14-24" touched the drop of the spring east of it), the first of the others that meets no word of
 * the board nor another label: higher (off the west hex's name) and on the path, then a little west of it.
 */
const RAISED_PATH_LABEL_SPOTS = [
  { dx: 0.13, dy: -PATH_LABEL_DROP },
  { dx: 0, dy: -0.42 },
  { dx: -0.04, dy: -0.42 },
] as const;
/**
 * How far past its middle a slanting path's label slides away from the building at one end, in path lengths:
 * the first of these at which it meets no other label (none, if each does).
 */
const SLANT_LABEL_SLIDES = [0.32, 0.24, 0.16, 0.08];

/** A selection label where it will be drawn: its middle, its text size and its pill's size. */
export interface PlacedLabel {
  name: string;
  x: number;
  y: number;
  size: number;
  w: number;
  h: number;
}

/** A box in pixels, by its corners (layout.ts's `Box` is another shape: a corner and a size). */
export interface Corners {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A label's pill, its ring (about 3 px) and a pixel more. */
export function labelBox(l: PlacedLabel): Corners {
  const ring = 4;
  return {
    x0: l.x - l.w / 2 - ring,
    x1: l.x + l.w / 2 + ring,
    y0: l.y - l.h / 2 - ring,
    y1: l.y + l.h / 2 + ring,
  };
}

export function boxesMeet(a: Corners, b: Corners): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/** Where a word or token of the board lies, in pixels: a box, or a circle (a number token). */
type WordShape = Corners | { x: number; y: number; r: number };

function wordMeets(w: WordShape, box: Corners): boolean {
  if (!('r' in w)) return boxesMeet(w, box);
  const dx = w.x - Math.max(box.x0, Math.min(w.x, box.x1));
  const dy = w.y - Math.max(box.y0, Math.min(w.y, box.y1));
  return dx * dx + dy * dy < w.r * w.r;
}

/**
 * Where the board's words lie, for labels that may move to keep off them: each hex's number token and name, a
 * spring's drop (`springMarks`) or a polluted hex's warning (`drawSmog`), and the harbor tokens.
 */
function boardWords(ctx: SKRSContext2D, scene: CatanScene, t: BoardTransform): WordShape[] {
  const R = t.unit;
  const out: WordShape[] = [];
  for (const h of scene.hexes) {
    const c = toPx(t, h.center);
    out.push({ x: c.x, y: c.y + R * NUMBER_TOKEN.dy, r: R * (NUMBER_TOKEN.r + 0.01) });
    // The name's badge and a pixel or two above and below.
    const name = hexNameBox(ctx, h.name, c, R);
    const more = (name.y1 - name.y0) * 0.06;
    out.push({ ...name, y0: name.y0 - more, y1: name.y1 + more });
    // A polluted hex's warning sign in its smog.
    if (h.polluted) out.push({ x: c.x + R * SMOG_DX, y: c.y - R * (MARK_Y - SMOG_WARNING.dy), r: R * 0.17 });
  }
  out.push(...springMarks(scene, t));
  for (const h of scene.harbors) {
    const p = toPx(t, harborCenter(h));
    out.push({ x: p.x, y: p.y, r: R * HARBOR_R });
  }
  return out;
}

/** Where each spring's drop lies, whole (its tip and its round bottom). */
function springMarks(scene: CatanScene, t: BoardTransform): Corners[] {
  const R = t.unit;
  const out: Corners[] = [];
  for (const h of scene.hexes) {
    if (!h.oilSpring) continue;
    const drop = springDrop(toPx(t, h.center), R);
    out.push({
      x0: drop.x - drop.size * SPRING_DROP.left,
      x1: drop.x + drop.size * SPRING_DROP.right,
      y0: drop.y - drop.size * SPRING_DROP.up,
      y1: drop.y + drop.size * SPRING_DROP.down,
    });
  }
  return out;
}
/** How far inland from its middle a harbor path's label sits, in hex radii (clear of the harbor's ratio). */
const PATH_LABEL_INLAND = 0.1;
/**
 * How far above its middle (just past its upper end) a north-south harbor path's label sits when a building
 * stands at its lower end only, and how far out to sea, in hex radii: between the hex's mark and the harbor
 * token (0.1 out both stay clear, with the token as large as its ratio at the phone's floor needs).
 */
const HARBOR_PATH_LABEL_RISE = 0.54;
const HARBOR_PATH_LABEL_OUT = 0.1;

/** The size of a selection label's pill (and the context's font set for its text). */
function spotLabelSize(ctx: SKRSContext2D, name: string, size: number): { w: number; h: number } {
  return { w: Math.max(size * 1.45, textWidth(ctx, name, size, 800) + size * 0.7), h: size * 1.45 };
}

/** A selection label: a white pill with a magenta ring and the spot's name. */
export function spotLabel(ctx: SKRSContext2D, name: string, x: number, y: number, size: number): void {
  const { w, h } = spotLabelSize(ctx, name, size);
  roundRectPath(ctx, x - w / 2, y - h / 2, w, h, h / 2);
  ctx.fillStyle = UI.select;
  ctx.fill();
  ctx.lineWidth = Math.max(3, size * 0.16);
  ctx.strokeStyle = UI.selectRing;
  ctx.stroke();
  drawText(ctx, name, x, y + 1, {
    size,
    weight: 800,
    color: UI.textDark,
    align: 'center',
    baseline: 'middle',
  });
}
