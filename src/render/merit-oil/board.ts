/**
 * The board: a static layer drawn once (the loop of squares, the world map with its sea lanes, stages, ports,
 * refineries, names and the air route) and the pieces drawn over it each time, where `placement` and `labels`
 * put them (lorries, tankers with their cargo and the rest of their route, a closed Suez Canal).
 */
import { Path2D, PathOp, createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { BOARD, SEA_LANES, SEA_STAGES, SUEZ_CANAL } from '../../games/merit-oil/data';
import { UI, drawMarker, drawText, fitFont, playerStyle, roundRectPath, strokeHighlight } from '../kit';
import { LANDS, type LonLat } from './geo';
import {
  INSET,
  MAP_BOX,
  MAP_STYLE,
  MERIT_LAYOUT,
  SQUARE_BOXES,
  SQUARE_STYLE,
  TANKER_COLOURS,
  insetPx,
  worldPx,
  type Box,
} from './layout';
import type { LorryPlace, MeritScene, SceneTanker } from './scene';
import {
  DESTINATION_STAGES,
  INSET_CAPTION,
  LORRY,
  MAP_NAME_SIZE,
  PORT_STAGES,
  SQUARE_NUMBER_SIZE,
  SQUARE_WORD_SIZE,
  SUEZ_ARM,
  SUEZ_STROKE,
  TANKER,
  TURN_RING,
  airRoute,
  closedSuezWord,
  closedSuezWordBox,
  insetCaptionBox,
  mapNameBoxes,
  mapNames,
  overlapArea,
  stagePx,
  stopPoints,
  squareWords,
  stopRingBox,
  type Px,
} from './geometry';
import { lorryLayout, tankerPositions, type LorryLeader } from './placement';
import { tankerLabels } from './labels';

// ---------- static layer ----------

let staticCanvas: Canvas | null = null;

/** The part of the board that never changes, drawn once per process. */
export function staticLayer(): Canvas {
  if (staticCanvas) return staticCanvas;
  const canvas = createCanvas(MERIT_LAYOUT.panel.x, MERIT_LAYOUT.height);
  drawStatic(canvas.getContext('2d'));
  staticCanvas = canvas;
  return canvas;
}

/** Draw the static layer on `ctx` (`staticLayer` keeps one; tests measure what it writes). */
export function drawStatic(ctx: SKRSContext2D): void {
  ctx.fillStyle = '#10202E';
  ctx.fillRect(0, 0, MERIT_LAYOUT.panel.x, MERIT_LAYOUT.height);
  drawMap(ctx);
  for (const sq of BOARD) drawSquare(ctx, sq.index, sq.kind);
  const r = MERIT_LAYOUT.ring;
  ctx.lineWidth = 3;
  ctx.strokeStyle = '#0A141C';
  ctx.strokeRect(r.x, r.y, r.w, r.h);
}

function drawMap(ctx: SKRSContext2D): void {
  const b = MAP_BOX;
  ctx.save();
  ctx.beginPath();
  ctx.rect(b.x, b.y, b.w, b.h);
  ctx.clip();
  drawLands(ctx, b, worldPx);
  drawLands(ctx, INSET.box, insetPx);
  drawInsetFrame(ctx);
  // Sea lanes (the one into the inset runs straight from Cape Finisterre to the Western Approaches).
  ctx.strokeStyle = MAP_STYLE.seaLane;
  ctx.lineWidth = 3;
  ctx.setLineDash([]);
  for (const lane of SEA_LANES) {
    ctx.beginPath();
    lane.forEach((s, i) => {
      const p = stagePx(s);
      if (i === 0) ctx.moveTo(p.x, p.y);
      else ctx.lineTo(p.x, p.y);
    });
    ctx.stroke();
  }
  // The air route under the ports and stages (from Beirut it passes Tripoli).
  drawAirRoute(ctx);
  // Stages at sea: small rings; ports: black circles; refineries: white squares.
  for (const s of SEA_STAGES) {
    const p = stagePx(s);
    if (PORT_STAGES.has(s)) {
      ctx.beginPath();
      ctx.arc(p.x, p.y, 9, 0, Math.PI * 2);
      ctx.fillStyle = MAP_STYLE.port;
      ctx.fill();
      ctx.lineWidth = 2.5;
      ctx.strokeStyle = '#FFFFFF';
      ctx.stroke();
    } else if (DESTINATION_STAGES.has(s)) {
      ctx.fillStyle = MAP_STYLE.refinery;
      ctx.fillRect(p.x - 6, p.y - 6, 12, 12);
      ctx.lineWidth = 2;
      ctx.strokeStyle = '#1A1A1A';
      ctx.strokeRect(p.x - 6, p.y - 6, 12, 12);
    } else {
      ctx.beginPath();
      ctx.arc(p.x, p.y, 5, 0, Math.PI * 2);
      ctx.fillStyle = MAP_STYLE.stage;
      ctx.fill();
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = MAP_STYLE.stageRim;
      ctx.stroke();
    }
  }
  for (const stop of stopPoints()) drawStopMark(ctx, stop);
  for (const name of mapNames())
    drawText(ctx, name.text, name.x, name.y, { ...NAME_STYLE, size: name.size, align: name.align });
  ctx.restore();
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#0A141C';
  ctx.strokeRect(b.x, b.y, b.w, b.h);
}

/** The sea and the coastlines within `box`, each map point placed by `px`. */
function drawLands(ctx: SKRSContext2D, box: Box, px: (p: LonLat) => Px): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(box.x, box.y, box.w, box.h);
  ctx.clip();
  ctx.fillStyle = MAP_STYLE.sea;
  ctx.fillRect(box.x, box.y, box.w, box.h);
  ctx.fillStyle = MAP_STYLE.land;
  ctx.strokeStyle = MAP_STYLE.landEdge;
  ctx.lineWidth = 1.5;
  ctx.lineJoin = 'round';
  for (const ring of LANDS) {
    ctx.beginPath();
    ring.forEach(([lon, lat], i) => {
      const p = px({ lon, lat });
      if (i === 0) ctx.moveTo(p.x, p.y);
      else ctx.lineTo(p.x, p.y);
    });
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
  }
  ctx.restore();
}

/** The inset's frame and name, so nobody reads its coasts as the world map's. */
function drawInsetFrame(ctx: SKRSContext2D): void {
  const box = INSET.box;
  ctx.save();
  ctx.lineWidth = 3;
  ctx.strokeStyle = '#0A141C';
  ctx.strokeRect(box.x, box.y, box.w, box.h);
  ctx.restore();
  const c = INSET_CAPTION;
  drawText(ctx, c.text, c.x, c.y, {
    size: c.size,
    weight: 700,
    color: '#5A4A2A',
    align: c.align,
    baseline: 'middle',
  });
}

function drawAirRoute(ctx: SKRSContext2D): void {
  const pts = airRoute();
  ctx.save();
  ctx.setLineDash([10, 8]);
  ctx.lineWidth = 3;
  ctx.strokeStyle = MAP_STYLE.airRoute;
  ctx.beginPath();
  pts.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.stroke();
  ctx.restore();
}

const NAME_STYLE = {
  size: MAP_NAME_SIZE,
  weight: 800,
  color: '#FFFFFF',
  outline: '#0A1A26',
  outlineWidth: 3.5,
  baseline: 'middle',
} as const;

/** A stop's mark: a white ring with an aeroplane (its name is among `mapNames`). */
function drawStopMark(ctx: SKRSContext2D, stop: { p: Px }): void {
  const { p } = stop;
  ctx.beginPath();
  ctx.arc(p.x, p.y, 11, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  ctx.fill();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = '#0A1A26';
  ctx.stroke();
  drawPlane(ctx, p.x, p.y, 8);
}

/** A small aeroplane seen from above, nose down (the air route runs top to bottom). */
function drawPlane(ctx: SKRSContext2D, x: number, y: number, s: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.fillStyle = '#0A1A26';
  ctx.beginPath();
  ctx.moveTo(0, s);
  ctx.lineTo(s * 0.18, s * 0.3);
  ctx.lineTo(s, 0);
  ctx.lineTo(s, -s * 0.2);
  ctx.lineTo(s * 0.18, -s * 0.05);
  ctx.lineTo(s * 0.15, -s * 0.6);
  ctx.lineTo(s * 0.45, -s * 0.85);
  ctx.lineTo(-s * 0.45, -s * 0.85);
  ctx.lineTo(-s * 0.15, -s * 0.6);
  ctx.lineTo(-s * 0.18, -s * 0.05);
  ctx.lineTo(-s, -s * 0.2);
  ctx.lineTo(-s, 0);
  ctx.lineTo(-s * 0.18, s * 0.3);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

function drawSquare(ctx: SKRSContext2D, index: number, kind: keyof typeof SQUARE_STYLE): void {
  const b = SQUARE_BOXES[index]!;
  const st = SQUARE_STYLE[kind];
  ctx.fillStyle = st.fill;
  ctx.fillRect(b.x, b.y, b.w, b.h);
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#0A141C';
  ctx.strokeRect(b.x + 1, b.y + 1, b.w - 2, b.h - 2);
  // The words sit in the upper part, a long one narrowed to fit (not made smaller); lorries park below them.
  ctx.fillStyle = st.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  for (const w of squareWords(index)) {
    fitFont(ctx, w.text, SQUARE_WORD_SIZE, 800);
    ctx.fillText(w.text, w.x, w.y, w.width);
  }
  // The number the moves name it by ("landed on HELICOPTER (square 13)", "Fly to square 15"), lower right.
  drawText(ctx, String(index), b.x + b.w - 5, b.y + b.h - 5, {
    size: SQUARE_NUMBER_SIZE,
    weight: 800,
    color: st.ink,
    align: 'right',
    baseline: 'alphabetic',
  });
}

// ---------- pieces ----------

/** How far a lorry's dark halo reaches beyond its outline (px), and its colour (the panel's dark ink). */
export const LORRY_HALO = 1.5;
export const LORRY_HALO_COLOUR = '#0A141C';

/**
 * A tanker-lorry seen from the side, in the seat's colour with its marker on the tank. `halo`: edged in dark
 * first, for a lorry on the map, where a route line (the white dashed air route, a sea lane) may run under it:
 * a white lorry on a white dash stands out as well as any other colour.
 */
export function drawLorry(
  ctx: SKRSContext2D,
  seat: number,
  x: number,
  y: number,
  s = LORRY,
  halo = false,
): void {
  const st = playerStyle(seat);
  ctx.save();
  ctx.lineJoin = 'round';
  if (halo) {
    // The tank's, the cab's and the wheels' outlines, widened, under the lorry.
    ctx.lineWidth = 2 + 2 * LORRY_HALO;
    ctx.strokeStyle = LORRY_HALO_COLOUR;
    roundRectPath(ctx, x - s, y - s * 0.55, s * 1.35, s * 0.85, s * 0.4);
    ctx.stroke();
    roundRectPath(ctx, x + s * 0.42, y - s * 0.45, s * 0.58, s * 0.75, s * 0.12);
    ctx.stroke();
    for (const wx of [-s * 0.62, s * 0.1, s * 0.72]) {
      ctx.beginPath();
      ctx.arc(x + wx, y + s * 0.38, s * 0.2, 0, Math.PI * 2);
      ctx.stroke();
    }
  }
  // Tank.
  roundRectPath(ctx, x - s, y - s * 0.55, s * 1.35, s * 0.85, s * 0.4);
  ctx.fillStyle = st.fill;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = st.outline;
  ctx.stroke();
  // Cab.
  roundRectPath(ctx, x + s * 0.42, y - s * 0.45, s * 0.58, s * 0.75, s * 0.12);
  ctx.fillStyle = st.fill;
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = '#CFE8F5';
  ctx.fillRect(x + s * 0.62, y - s * 0.35, s * 0.3, s * 0.28);
  // Wheels.
  for (const wx of [-s * 0.62, s * 0.1, s * 0.72]) {
    ctx.beginPath();
    ctx.arc(x + wx, y + s * 0.38, s * 0.2, 0, Math.PI * 2);
    ctx.fillStyle = '#1A1A1A';
    ctx.fill();
  }
  drawMarker(ctx, st.marker, x - s * 0.32, y - s * 0.12, s * 0.3, st.ink);
  ctx.restore();
}

function drawTanker(ctx: SKRSContext2D, t: SceneTanker, x: number, y: number, s = TANKER): void {
  const fill = TANKER_COLOURS[t.tanker];
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.beginPath();
  ctx.moveTo(x - s, y - s * 0.15);
  ctx.lineTo(x + s * 1.05, y - s * 0.15);
  ctx.lineTo(x + s * 0.8, y + s * 0.4);
  ctx.lineTo(x - s * 0.85, y + s * 0.4);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#111111';
  ctx.stroke();
  // Bridge aft.
  ctx.fillStyle = '#F4F4F4';
  ctx.fillRect(x - s * 0.85, y - s * 0.55, s * 0.38, s * 0.4);
  ctx.strokeRect(x - s * 0.85, y - s * 0.55, s * 0.38, s * 0.4);
  // The owner's marker amidships.
  const st = playerStyle(t.owner);
  drawMarker(ctx, st.marker, x + s * 0.3, y + s * 0.1, s * 0.36, st.fill, st.outline, 1.5);
  // An insured cargo flies a gold pennant from the bridge.
  if (t.insured) {
    ctx.beginPath();
    ctx.moveTo(x - s * 0.66, y - s * 0.55);
    ctx.lineTo(x - s * 0.66, y - s * 1.15);
    ctx.lineTo(x - s * 0.1, y - s * 0.95);
    ctx.lineTo(x - s * 0.66, y - s * 0.78);
    ctx.fillStyle = UI.gold;
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.stroke();
  }
  ctx.restore();
}

function drawRouteAhead(ctx: SKRSContext2D, t: SceneTanker): void {
  if (t.route.length === 0) return;
  ctx.save();
  ctx.setLineDash([6, 6]);
  ctx.lineWidth = 3;
  ctx.strokeStyle = TANKER_COLOURS[t.tanker];
  ctx.beginPath();
  const a = stagePx(t.stage);
  ctx.moveTo(a.x, a.y);
  for (const s of t.route) {
    const p = stagePx(s);
    ctx.lineTo(p.x, p.y);
  }
  ctx.stroke();
  ctx.restore();
}

function drawClosedSuez(ctx: SKRSContext2D): void {
  const p = stagePx(SUEZ_CANAL);
  ctx.save();
  ctx.lineWidth = SUEZ_STROKE;
  ctx.strokeStyle = UI.danger;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(p.x - SUEZ_ARM, p.y - SUEZ_ARM);
  ctx.lineTo(p.x + SUEZ_ARM, p.y + SUEZ_ARM);
  ctx.moveTo(p.x + SUEZ_ARM, p.y - SUEZ_ARM);
  ctx.lineTo(p.x - SUEZ_ARM, p.y + SUEZ_ARM);
  ctx.stroke();
  ctx.restore();
  const m = closedSuezWord();
  drawText(ctx, m.text, m.x, m.y, {
    size: m.size,
    weight: 800,
    color: '#FFD0D0',
    outline: '#5A0000',
    outlineWidth: 3.5,
    align: m.align,
    baseline: 'middle',
  });
}

export function drawPieces(ctx: SKRSContext2D, scene: MeritScene): void {
  if (!scene.suezOpen) drawClosedSuez(ctx);
  const tp = tankerPositions(scene);
  const labels = tankerLabels(scene, tp);
  // The routes ahead pass under the map's words and the cargo labels (a dashed line across "Fawley" hid its F),
  // and under the air stops' rings (on the old four-stop air route, a route to Genoa ran through Rome's, as if
  // the ship called at the airport).
  const routes = routesBox(scene.tankers);
  if (routes) {
    ctx.save();
    clipOut(
      ctx,
      routes,
      [...routeWordBoxes(scene), ...labels.map((l) => l.box)],
      stopPoints().map((s) => s.p),
    );
    for (const t of scene.tankers) drawRouteAhead(ctx, t);
    ctx.restore();
  }
  const { positions: lp, leaders } = lorryLayout(scene);
  // Lines from a stop's ring to its lorries standing off it, under the pieces (placement keeps them off names).
  for (const line of leaders) drawLeader(ctx, line);
  for (const t of scene.tankers) {
    const p = tp.get(t.tanker);
    if (!p) continue;
    drawTanker(ctx, t, p.x, p.y);
  }
  // Labels after every hull, so no ship covers another's label.
  for (const label of labels)
    drawText(ctx, label.text, label.x, label.y, {
      size: label.size,
      weight: 800,
      color: '#FFFFFF',
      outline: '#0A1A26',
      outlineWidth: 3.5,
      align: label.align,
      baseline: 'middle',
    });
  // A lorry off the loop stands on the map, maybe on a route line: it gets its dark halo.
  for (const l of scene.lorries) {
    const p = lp.get(l.seat);
    if (p) drawLorry(ctx, l.seat, p.x, p.y, p.s, onMap(l.at));
  }
  // The player to act: a ring round their lorry (on the panel's drilling track, the panel draws it).
  const seat = turnSeat(scene);
  const p = seat === null ? undefined : lp.get(seat);
  if (!p) return;
  // It passes under the stops' rings (on the old four-stop air route, a lone lorry 24 px below Athens ringed
  // Athens' aeroplane too).
  // (Within the picture, not the map: a lorry on the loop's squares is ringed too. The clip covers the ring's own
  // box, not the whole picture, whose mask cost every picture.)
  ctx.save();
  const reach = (TURN_RING * p.s) / LORRY + TURN_RING_RIM;
  clipOut(
    ctx,
    within({ x: 0, y: 0, w: ctx.canvas.width, h: ctx.canvas.height }, [
      p.x - reach,
      p.y - reach,
      p.x + reach,
      p.y + reach,
    ]),
    [],
    stopPoints().map((s) => s.p),
  );
  drawTurnRing(ctx, p.x, p.y, p.s);
  ctx.restore();
}

/** A leader line's colour and width, and its light edge's (it shows on the sea as on land). */
export const LEADER_STYLE = {
  colour: '#1E252C',
  width: 3,
  edge: 'rgba(255,255,255,0.75)',
  edgeWidth: 6,
} as const;

/** A leader line from a stop's ring to its lorries: dark, edged in light, round at its ends. */
function drawLeader(ctx: SKRSContext2D, line: LorryLeader): void {
  ctx.save();
  ctx.lineCap = 'round';
  for (const [colour, width] of [
    [LEADER_STYLE.edge, LEADER_STYLE.edgeWidth],
    [LEADER_STYLE.colour, LEADER_STYLE.width],
  ] as const) {
    ctx.beginPath();
    ctx.moveTo(line.from.x, line.from.y);
    ctx.lineTo(line.to.x, line.to.y);
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.stroke();
  }
  ctx.restore();
}

/** How far round a word (its box) a route line stops short, past the word's dark outline (px). */
export const ROUTE_KNOCKOUT = 2;

/** The boxes of the words printed on the map a route may cross: the places' names, the inset's caption, CLOSED. */
export function routeWordBoxes(scene: Pick<MeritScene, 'suezOpen'>): Box[] {
  const out = [...mapNameBoxes(), insetCaptionBox()];
  if (!scene.suezOpen) out.push(closedSuezWordBox());
  return out;
}

/** How far past its radius the turn ring's dark rim reaches (half its 5 px width, and a pixel of antialiasing). */
const TURN_RING_RIM = 4;

/**
 * How far past a route's stages its dashed line reaches: half its width, and its miter joins (the default
 * limit, 10 times half the width), and a pixel of antialiasing.
 */
const ROUTE_REACH = 3 / 2 + (10 * 3) / 2 + 1;

/**
 * The box (within the map) where the tankers' routes ahead are drawn, in whole pixels, or null when no tanker
 * has one: their clip need cover no more (a clip as large as the map cost its mask every picture).
 */
function routesBox(tankers: readonly SceneTanker[]): Box | null {
  let b: [number, number, number, number] | null = null;
  for (const t of tankers) {
    if (t.route.length === 0) continue;
    for (const s of [t.stage, ...t.route]) {
      const p = stagePx(s);
      b = b
        ? [Math.min(b[0], p.x), Math.min(b[1], p.y), Math.max(b[2], p.x), Math.max(b[3], p.y)]
        : [p.x, p.y, p.x, p.y];
    }
  }
  if (!b) return null;
  const r = ROUTE_REACH;
  return within(MAP_BOX, [b[0] - r, b[1] - r, b[2] + r, b[3] + r]);
}

/** `area` cut to the box [x0, y0, x1, y1] widened to whole pixels. */
function within(area: Box, [x0, y0, x1, y1]: readonly number[]): Box {
  const x = Math.max(area.x, Math.floor(x0!));
  const y = Math.max(area.y, Math.floor(y0!));
  const right = Math.min(area.x + area.w, Math.ceil(x1!));
  const bottom = Math.min(area.y + area.h, Math.ceil(y1!));
  return { x, y, w: Math.max(0, right - x), h: Math.max(0, bottom - y) };
}

/**
 * Clip `ctx` to `area` less `words` and the rings of the stops at `stops` (each `ROUTE_KNOCKOUT` wider all
 * round): lines drawn then pass under them. Only the holes that reach into `area` are cut.
 */
function clipOut(ctx: SKRSContext2D, area: Box, words: readonly Box[], stops: readonly Px[]): void {
  const map = new Path2D();
  map.rect(area.x, area.y, area.w, area.h);
  const holes = new Path2D();
  const k = ROUTE_KNOCKOUT;
  for (const b of words) {
    const hole = { x: b.x - k, y: b.y - k, w: b.w + 2 * k, h: b.h + 2 * k };
    if (overlapArea(hole, area) > 0) holes.rect(hole.x, hole.y, hole.w, hole.h);
  }
  for (const p of stops) {
    const r = stopRingBox(p).w / 2 + k;
    if (overlapArea({ x: p.x - r, y: p.y - r, w: 2 * r, h: 2 * r }, area) === 0) continue;
    holes.moveTo(p.x + r, p.y);
    holes.arc(p.x, p.y, r, 0, Math.PI * 2);
  }
  // (Skia's path operations answer an even-odd path: by the default rule, nonzero, the holes were filled.)
  ctx.clip(map.op(holes, PathOp.Difference), 'evenodd');
}

/** Whether a lorry at `at` stands on the map (not on a loop square). */
function onMap(at: LorryPlace): boolean {
  return at.kind !== 'square' && !(at.kind === 'holiday' && at.stop === 0);
}

/** The seat whose lorry is ringed: the player to act, but not on the since picture, where rings mean "changed". */
export function turnSeat(scene: Pick<MeritScene, 'marks' | 'turn'>): number | null {
  return scene.marks ? null : scene.turn.seat;
}

/** The ring round the lorry of the player to act, a lorry of size `s` at (x, y). */
export function drawTurnRing(ctx: SKRSContext2D, x: number, y: number, s: number): void {
  ctx.beginPath();
  ctx.arc(x, y, (TURN_RING * s) / LORRY, 0, Math.PI * 2);
  // A dark rim under the highlight: it shows on a yellow drilling section as on sea and land.
  strokeHighlight(ctx, 5, 3);
}
