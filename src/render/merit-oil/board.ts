/**
 * The board: a static layer drawn once (the loop of squares, the world map with its sea lanes, stages,
 * ports, refineries and the air route) and the pieces drawn over it each time (lorries, tankers with their
 * cargo and the rest of their route, a closed Suez Canal).
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { BOARD, HOLIDAY, SEA_LANES, SEA_STAGES, SUEZ_CANAL, type SeaStage } from '../../games/merit-oil/data';
import { UI, drawMarker, drawText, playerStyle, roundRectPath, textWidth } from '../kit';
import { AIR_STOPS, KWINANA_TOWN, LANDS, LONDON, PLACE_LABELS, STAGE_AT, type LonLat } from './geo';
import {
  INSET,
  MAP_BOX,
  MAP_STYLE,
  MERIT_LAYOUT,
  SQUARE_BOXES,
  SQUARE_STYLE,
  TANKER_COLOURS,
  centre,
  inInset,
  insetPx,
  mapPx,
  worldPx,
  type Box,
} from './layout';
import type { LorryPlace, MeritScene, SceneTanker } from './scene';

export interface Px {
  x: number;
  y: number;
}

const DESTINATION_STAGES = new Set<SeaStage>([
  'isle-of-grain',
  'fawley',
  'milford-haven',
  'rotterdam',
  'antwerp',
  'genoa',
  'lavera',
  'kwinana',
]);
const PORT_STAGES = new Set<SeaStage>(['persian-gulf', 'tripoli', 'port-of-spain']);

export function stagePx(stage: SeaStage): Px {
  return mapPx(STAGE_AT[stage]);
}

if (AIR_STOPS.length !== HOLIDAY.stops.length) throw new Error('merit-oil picture: one place per air stop');

/**
 * The air route's points: HOLIDAY's inner edge, the stops at their cities (Beirut, Athens, Rome, Nice: north-west
 * from the Gulf), END OF HOLIDAY's inner edge (the flight home "cuts across the map from top to bottom").
 */
export function airRoute(): Px[] {
  const from = SQUARE_BOXES[HOLIDAY.square]!;
  const to = SQUARE_BOXES[HOLIDAY.endSquare]!;
  const a = { x: from.x + from.w / 2, y: from.y + from.h };
  const b = { x: to.x + to.w / 2, y: to.y };
  return [a, ...AIR_STOPS.map((s) => mapPx(s.at)), b];
}

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
    drawText(ctx, name.text, name.x, name.y, { ...NAME_STYLE, align: name.align });
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

/** The inset's name, in its lower right corner (over France). */
const INSET_CAPTION = {
  text: 'North-west Europe, enlarged',
  x: INSET.box.x + INSET.box.w - 8,
  y: INSET.box.y + INSET.box.h - 10,
  size: 13,
  align: 'right' as const,
};

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

/**
 * Where each place's name is printed, from its mark: beside it, above or below, so that at MAP_NAME_SIZE no
 * name covers another, a mark or the inset's caption, each lies nearer its own mark than any other, and a name
 * stays on its side of the inset's frame (the render test checks all of it). Suez's sits west, clear of the cross
 * over a closed canal, with the word CLOSED under it.
 */
const LABEL_OFFSET: Partial<Record<SeaStage, { dx: number; dy: number; align: CanvasTextAlign }>> = {
  'isle-of-grain': { dx: 0, dy: 22, align: 'center' },
  fawley: { dx: 0, dy: 25, align: 'center' },
  'milford-haven': { dx: -8, dy: 22, align: 'center' },
  rotterdam: { dx: -6, dy: -22, align: 'center' },
  antwerp: { dx: 29, dy: 22, align: 'center' },
  genoa: { dx: 8, dy: -11, align: 'left' },
  lavera: { dx: -10, dy: 3, align: 'right' },
  kwinana: { dx: -10, dy: 0, align: 'right' },
  tripoli: { dx: 0, dy: -29, align: 'center' },
  'port-of-spain': { dx: 13.5, dy: 0, align: 'left' },
  'persian-gulf': { dx: 13.5, dy: -14, align: 'left' },
  'suez-canal': { dx: -18, dy: 12, align: 'right' },
  'cape-of-good-hope': { dx: 9, dy: 0, align: 'left' },
};

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

/** A name printed on the map: a place's, or an air stop's. */
export interface MapName {
  text: string;
  x: number;
  y: number;
  align: CanvasTextAlign;
  /** What it names: its place's mark (a port's circle, a refinery's square, a stop's ring) or stage's ring. */
  mark: Box;
}

/** The box of a mark of radius `r` (half its side) round `p`. */
function roundBox(p: Px, r: number): Box {
  return { x: p.x - r, y: p.y - r, w: 2 * r, h: 2 * r };
}

/** A place's mark, by its stage: a port's black circle, a refinery's square, else a stage's small ring. */
function markOf(stage: SeaStage): Box {
  const r = PORT_STAGES.has(stage) ? 10.5 : DESTINATION_STAGES.has(stage) ? 7 : 6.5;
  return roundBox(stagePx(stage), r);
}

/** A stop's ring (the air route's, London's, the Kwinana trip's). */
const STOP_RING = 12.5;

export const MAP_NAME_SIZE = 18;
const NAME_STYLE = {
  size: MAP_NAME_SIZE,
  weight: 800,
  color: '#FFFFFF',
  outline: '#0A1A26',
  outlineWidth: 3.5,
  baseline: 'middle',
} as const;

/** The stops for lorries off the loop (the air route's, London, the Kwinana trip), each with its name. */
function stopPoints(): { p: Px; name: string; dx: number; dy: number; align: CanvasTextAlign }[] {
  const pts = airRoute();
  return [
    ...HOLIDAY.stops.map((name, i) => ({ p: pts[i + 1]!, name, ...AIR_STOPS[i]!.label })),
    { p: mapPx(LONDON), name: 'London', dx: 0, dy: -27, align: 'center' },
    { p: mapPx(KWINANA_TOWN), name: 'Kwinana trip', dx: -49, dy: -27, align: 'center' },
  ];
}

let names: readonly MapName[] | undefined;

/**
 * Every name the map prints, where it prints it: the places (ports, refineries, Suez, the Cape) and the stops.
 * Worked out once: the static layer draws them, and every picture's tanker labels keep clear of them.
 */
export function mapNames(): readonly MapName[] {
  if (names) return names;
  const places = (Object.entries(PLACE_LABELS) as Array<[SeaStage, string]>).map(([stage, text]) => {
    const p = stagePx(stage);
    const o = LABEL_OFFSET[stage] ?? { dx: 0, dy: -14, align: 'center' as const };
    return { text, x: p.x + o.dx, y: p.y + o.dy, align: o.align, mark: markOf(stage) };
  });
  const stops = stopPoints().map((s) => ({
    text: s.name,
    x: s.p.x + s.dx,
    y: s.p.y + s.dy,
    align: s.align,
    mark: roundBox(s.p, STOP_RING),
  }));
  names = [...places, ...stops];
  return names;
}

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

/** The size of a loop square's words and number (the picture is shown ~400 px wide on a phone). */
export const SQUARE_TEXT_SIZE = 18;

function drawSquare(ctx: SKRSContext2D, index: number, kind: keyof typeof SQUARE_STYLE): void {
  const b = SQUARE_BOXES[index]!;
  const st = SQUARE_STYLE[kind];
  ctx.fillStyle = st.fill;
  ctx.fillRect(b.x, b.y, b.w, b.h);
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#0A141C';
  ctx.strokeRect(b.x + 1, b.y + 1, b.w - 2, b.h - 2);
  // The words sit in the upper part; lorries park below them.
  const size = SQUARE_TEXT_SIZE;
  st.words.forEach((w, i) => {
    drawText(ctx, w, b.x + b.w / 2, b.y + 16 + i * (size + 2), {
      size,
      weight: 800,
      color: st.ink,
      align: 'center',
      baseline: 'middle',
      maxWidth: b.w - 8,
    });
  });
  // The number the moves name it by ("landed on HELICOPTER (square 13)", "Fly to square 15"), lower right.
  drawText(ctx, String(index), b.x + b.w - 5, b.y + b.h - 5, {
    size,
    weight: 800,
    color: st.ink,
    align: 'right',
    baseline: 'alphabetic',
  });
}

// ---------- pieces ----------

/** Lorry size (half-length, px). */
export const LORRY = 15;

/** Where lorry number `k` of `n` sharing a place is drawn. */
export function lorryPx(at: LorryPlace, k: number, n: number): Px | null {
  const spread = (c: Px, step: number): Px => ({ x: c.x + (k - (n - 1) / 2) * step, y: c.y });
  switch (at.kind) {
    case 'square': {
      const b = SQUARE_BOXES[at.square];
      if (!b) return null;
      const words = SQUARE_STYLE[BOARD[at.square]!.kind].words.length;
      const top = b.y + 16 + words * (SQUARE_TEXT_SIZE + 2);
      const cols = Math.max(1, Math.floor((b.w - 6) / (LORRY * 2 + 4)));
      const col = k % cols;
      const row = Math.floor(k / cols);
      const inRow = Math.min(cols, n - row * cols);
      const step = LORRY * 2 + 4;
      return {
        x: b.x + b.w / 2 + (col - (inRow - 1) / 2) * step,
        y: Math.min(top + LORRY * 0.6 + row * (LORRY * 1.5), b.y + b.h - LORRY * 0.6),
      };
    }
    case 'holiday': {
      if (at.stop === 0) {
        const c = centre(SQUARE_BOXES[HOLIDAY.square]!);
        return spread({ x: c.x, y: c.y + 22 }, LORRY * 2 + 4);
      }
      const c = airRoute()[at.stop];
      return c ? inGroup(groupAt(`ho${at.stop}`, c, n), k) : null;
    }
    case 'england':
      return inGroup(groupAt('england', mapPx(LONDON), n), k);
    case 'kwinana':
      return inGroup(groupAt('kwinana', mapPx(KWINANA_TOWN), n), k);
    case 'drilling':
      return null; // drawn on the panel's drilling track
  }
}

/** The box a lorry's tank, cab and wheels cover (`lorryPx` keeps those off the map's names and marks). */
export function lorryBox(p: Px): Box {
  return { x: p.x - LORRY - 2, y: p.y - LORRY * 0.55 - 2, w: LORRY * 2 + 4, h: LORRY * 1.15 + 4 };
}

/** The radius of the ring round the lorry of the player to act. */
const TURN_RING = LORRY * 1.35;

/** The box the ring round a lorry covers, its stroke included (`lorryPx` keeps it off the map's names). */
export function turnRingBox(p: Px): Box {
  const r = TURN_RING + 1.5;
  return { x: p.x - r, y: p.y - r, w: 2 * r, h: 2 * r };
}

/** Lorries standing together off the loop: the first one's place, and how many stand in a row. */
interface LorryGroup {
  x: number;
  y: number;
  cols: number;
}

/** The gaps between lorries of a group, across and down (as on a loop square). */
const GROUP_STEP = { x: LORRY * 2 + 4, y: LORRY * 1.5 };

function inGroup(g: LorryGroup, k: number): Px {
  return { x: g.x + (k % g.cols) * GROUP_STEP.x, y: g.y + Math.floor(k / g.cols) * GROUP_STEP.y };
}

const groups = new Map<string, LorryGroup>();

/**
 * Where `n` lorries stand at an off-loop place `c` (an air stop, London, the Kwinana trip): in rows of up to
 * three, as near the place as they cover none of the map's names (nor does the ring round the player to act), place
 * marks or the inset's caption, nor (off the
 * inset) the inset, nor (in the inset) anything outside its frame; nor, where they can, the place a lone tanker
 * stands on a stage. Below the place first, then round it, further and further out. Worked out once per place
 * and number.
 */
function groupAt(key: string, c: Px, n: number): LorryGroup {
  const known = groups.get(`${key}|${n}`);
  if (known) return known;
  const cols = n <= 3 ? n : Math.ceil(n / 2);
  const box = INSET.box;
  const inset = c.x > box.x && c.x < box.x + box.w && c.y > box.y && c.y < box.y + box.h;
  // Where a lone tanker stands on each stage it can wait at (a port's hangs below its circle).
  const stages = SEA_STAGES.filter((s) => !DESTINATION_STAGES.has(s)).map((s) => {
    const p = stagePx(s);
    return hullBox({ x: p.x, y: PORT_STAGES.has(s) ? p.y + 18 : p.y - 4 });
  });
  const names = [...mapNameBoxes(), insetCaptionBox()];
  const hard = [...names, ...mapMarks().map((m) => m.box)];
  const fits = (g: LorryGroup, avoid: readonly Box[]) => {
    for (let k = 0; k < n; k++) {
      const b = lorryBox(inGroup(g, k));
      const area = b.w * b.h;
      if (overlapArea(b, MAP_BOX) < area) return false;
      if (inset ? overlapArea(b, box) < area : overlapArea(b, box) > 0) return false;
      if (avoid.some((o) => overlapArea(o, b) > 0)) return false;
      const ring = turnRingBox(inGroup(g, k));
      if (names.some((o) => overlapArea(o, ring) > 0)) return false;
    }
    return true;
  };
  // Each lorry nearer its own place than any other stop, so nobody reads it as standing at the next one.
  const others = stopPoints()
    .map((st) => st.p)
    .filter((p) => Math.hypot(p.x - c.x, p.y - c.y) > 1);
  const own = (g: LorryGroup) => {
    for (let k = 0; k < n; k++) {
      const p = inGroup(g, k);
      const d = Math.hypot(p.x - c.x, p.y - c.y);
      if (others.some((o) => Math.hypot(p.x - o.x, p.y - o.y) <= d)) return false;
    }
    return true;
  };
  const candidates: (LorryGroup & { d: number })[] = [];
  // Rows of up to three first; where those fit nowhere, rows of two, a column, or one row.
  const shapes = [...new Set([cols, 2, 1, n])].filter((k) => k <= n);
  for (let d = 24; d <= 160; d += 4)
    for (let a = 0; a < 32; a++)
      for (const k of shapes) {
        // Straight below first, then alternately either side of it, round to straight above.
        const turn = Math.ceil(a / 2) * (a % 2 === 0 ? 1 : -1) * (Math.PI / 16);
        const mid = { x: c.x + d * Math.sin(turn), y: c.y + d * Math.cos(turn) };
        const w = (k - 1) * GROUP_STEP.x;
        const h = (Math.ceil(n / k) - 1) * GROUP_STEP.y;
        candidates.push({ x: mid.x - w / 2, y: mid.y - h / 2, cols: k, d: d + (k === cols ? 0 : 24) });
      }
  candidates.sort((a, b) => a.d - b.d);
  // Off the tankers' places only close by (a lorry far from its stop reads as elsewhere).
  const found =
    candidates.find((g) => g.d <= 48 && own(g) && fits(g, [...hard, ...stages])) ??
    candidates.find((g) => own(g) && fits(g, hard)) ??
    candidates.find((g) => fits(g, hard)) ??
    candidates[0]!;
  const at = { x: found.x, y: found.y, cols: found.cols };
  groups.set(`${key}|${n}`, at);
  return at;
}

/** A tanker-lorry seen from the side, in the seat's colour with its marker on the tank. */
export function drawLorry(ctx: SKRSContext2D, seat: number, x: number, y: number, s = LORRY): void {
  const st = playerStyle(seat);
  ctx.save();
  ctx.lineJoin = 'round';
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

/** Tanker size on the map (half-length, px). */
export const TANKER = 17;

/** The boxes of the map's names, measured once (the tankers' stacks and cargo labels keep clear of them). */
let nameBoxes: readonly Box[] | undefined;
function mapNameBoxes(): readonly Box[] {
  if (nameBoxes) return nameBoxes;
  const ctx = createCanvas(1, 1).getContext('2d');
  nameBoxes = mapNames().map((n) =>
    textBox(n.x, n.y, textWidth(ctx, n.text, MAP_NAME_SIZE, 800), MAP_NAME_SIZE, n.align),
  );
  return nameBoxes;
}

/** The box of the inset's caption (measured once). */
let captionBox: Box | undefined;
export function insetCaptionBox(): Box {
  if (captionBox) return captionBox;
  const c = INSET_CAPTION;
  const width = textWidth(createCanvas(1, 1).getContext('2d'), c.text, c.size, 700);
  captionBox = textBox(c.x, c.y, width, c.size, c.align);
  return captionBox;
}

/**
 * The map's place marks, each with its stage (null for a stop): the ports' black circles, the refineries'
 * squares and the stops' rings, each beside its name. A stack of tankers keeps clear of them, but for a port's
 * own queue, which hangs from its circle.
 */
export function mapMarks(): readonly { stage: SeaStage | null; box: Box }[] {
  return [
    ...[...PORT_STAGES, ...DESTINATION_STAGES].map((stage) => ({ stage, box: markOf(stage) })),
    ...stopPoints().map((s) => ({ stage: null, box: roundBox(s.p, STOP_RING) })),
  ];
}

/** Where a stack of `n` tankers on `stage` stands, by stage and size (worked out once each). */
const stacks = new Map<string, Stack>();

/** A stack of tankers on one stage: the first column's x, the first tanker's y, and tankers per column. */
interface Stack {
  x: number;
  top: number;
  rows: number;
}

/** The vertical gap from one tanker of a stack to the next, and the sideways step to a neighbouring column. */
const STACK_STEP = TANKER * 1.7;
const STACK_SIDESTEP = TANKER * 2.3;

/** Tanker `k` of a stack. */
function inStack(s: Stack, k: number): Px {
  return { x: s.x + Math.floor(k / s.rows) * STACK_SIDESTEP, y: s.top + (k % s.rows) * STACK_STEP };
}

/**
 * Where a stack of `n` tankers on `stage` stands: the place nearest the stage that covers none of the map's
 * names or place marks, nor (off the inset) the inset, nor (in the inset) anything outside its frame. Tried: one column on the
 * stage, hanging from it, standing on it or anywhere between, and the same up to four columns' widths to either
 * side; from three tankers on, also two columns side by side. When every place covers something, the one that
 * covers least. A stack in the inset stays inside its frame (the Channel lies near the inset's foot).
 */
function stackAt(stage: SeaStage, n: number): Stack {
  const key = `${stage}|${n}`;
  const known = stacks.get(key);
  if (known) return known;
  const p = stagePx(stage);
  const inset = inInset(STAGE_AT[stage]);
  const port = PORT_STAGES.has(stage);
  const box = INSET.box;
  const candidates: (Stack & { away: number })[] = [];
  for (const cols of n >= 3 ? [1, 2] : [1]) {
    const rows = Math.ceil(n / cols);
    for (const side of [0, -1, 1, -2, 2, -3, 3, -4, 4])
      for (let j = 0; j <= (port ? 0 : 2 * (rows - 1)); j++) {
        // At a port the ships queue below its black circle, clear of the port's name above.
        let top = port ? p.y + 18 : p.y - 4 - (j / 2) * STACK_STEP;
        if (inset) {
          const last = box.y + box.h - TANKER * 0.6;
          top = Math.max(box.y + TANKER * 1.3, Math.min(top, last - (rows - 1) * STACK_STEP));
        }
        const x = p.x + side * STACK_SIDESTEP - ((cols - 1) / 2) * STACK_SIDESTEP;
        const middle = port ? top : top + ((rows - 1) / 2) * STACK_STEP;
        const from = port ? top : p.y - 4;
        candidates.push({ x, top, rows, away: Math.hypot(side * STACK_SIDESTEP, middle - from) });
      }
  }
  // Nearest first, two columns counted a row further away than one (a column reads as one stage's queue).
  const far = (c: Stack & { away: number }) => c.away + (c.rows < n ? STACK_STEP : 0);
  candidates.sort((a, b) => far(a) - far(b));
  const marks = mapMarks()
    .filter((m) => m.stage !== stage)
    .map((m) => m.box);
  const covers = (s: Stack) => {
    let sum = 0;
    for (let k = 0; k < n; k++) {
      const hull = hullBox(inStack(s, k));
      const area = hull.w * hull.h;
      for (const name of mapNameBoxes()) sum += overlapArea(hull, name);
      for (const mark of marks) sum += overlapArea(hull, mark);
      sum += inset ? area - overlapArea(hull, box) : overlapArea(hull, box);
      sum += area - overlapArea(hull, MAP_BOX);
    }
    // Square pixels: less than one is rounding (a hull's area less its overlap with a box around it).
    return sum < 1 ? 0 : sum;
  };
  let best = candidates[0]!;
  let least = covers(best);
  for (const c of candidates) {
    if (least === 0) break;
    const cover = covers(c);
    if (cover < least) [best, least] = [c, cover];
  }
  const at = { x: best.x, top: best.top, rows: best.rows };
  stacks.set(key, at);
  return at;
}

/** Where tanker number `k` of `n` on the same stage is drawn: stacked, each with its label beside it. */
export function tankerPx(stage: SeaStage, k: number, n: number): Px {
  return inStack(stackAt(stage, n), k);
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

/**
 * Stages whose tankers' labels are tried west of the hull first (`tankerLabels`): east of them lie Tripoli's
 * port (the eastern Mediterranean, Suez), or Lavéra's and Genoa's names and the Channel's own tankers (Cape
 * Finisterre, the Western Approaches). The Channel's labels are tried east first, over the French coast.
 */
const LABEL_WEST = new Set<SeaStage>([
  'eastern-mediterranean',
  'suez-canal',
  'western-approaches',
  'cape-finisterre',
]);

const CARGO_SIZE = 17;

/** How much of two boxes overlaps, in square pixels (0 when they do not touch). */
export function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The box of a text drawn `width` wide at (x, y) with `align`, centred on y (the picture's middle baseline). */
export function textBox(x: number, y: number, width: number, size: number, align: CanvasTextAlign): Box {
  const left = align === 'right' ? x - width : align === 'center' ? x - width / 2 : x;
  return { x: left, y: y - size * 0.65, w: width, h: size * 1.3 };
}

/** A tanker's hull, bridge and pennant. */
export function hullBox(p: Px): Box {
  return { x: p.x - TANKER, y: p.y - TANKER * 1.15, w: TANKER * 2.05, h: TANKER * 1.55 };
}

/** A tanker's cargo label, placed. */
export interface PlacedLabel {
  tanker: SceneTanker['tanker'];
  text: string;
  x: number;
  y: number;
  align: CanvasTextAlign;
  box: Box;
}

/**
 * Where each tanker's cargo label goes: beside its hull on its stage's side (east, or west for LABEL_WEST),
 * else on the other side, else a line higher or lower on either side, else below or above it — the first
 * place inside the map that covers no name or place mark of the map, no hull, no lorry on the map (`lorries`,
 * when given) and no label placed before it; when none is free, the one that covers least. `width` measures a
 * text in the map's bold type at a size; `tp` are the tankers' positions (`tankerPositions`), when the caller
 * has them.
 */
export function tankerLabels(
  scene: Pick<MeritScene, 'tankers'> & Partial<Pick<MeritScene, 'suezOpen' | 'lorries'>>,
  width: (text: string, size: number) => number,
  tp: ReadonlyMap<string, Px> = tankerPositions(scene),
): PlacedLabel[] {
  const c = INSET_CAPTION;
  const taken: Box[] = [...mapNameBoxes(), textBox(c.x, c.y, width(c.text, c.size), c.size, c.align)];
  if (scene.suezOpen === false) {
    const m = closedSuezWord();
    taken.push(closedSuezBox(), textBox(m.x, m.y, width(m.text, m.size), m.size, m.align));
  }
  for (const m of mapMarks()) taken.push(m.box);
  for (const p of tp.values()) taken.push(hullBox(p));
  const { lorries } = scene;
  if (lorries)
    for (const p of lorryPositions({ lorries }).values()) {
      const b = lorryBox(p);
      if (overlapArea(b, MAP_BOX) > 0) taken.push(b);
    }
  const inMap = (r: Box) =>
    r.x >= MAP_BOX.x + 2 &&
    r.x + r.w <= MAP_BOX.x + MAP_BOX.w - 2 &&
    r.y >= MAP_BOX.y &&
    r.y + r.h <= MAP_BOX.y + MAP_BOX.h;
  const out: PlacedLabel[] = [];
  for (const t of scene.tankers) {
    const p = tp.get(t.tanker);
    if (!p) continue;
    const text = cargoLabel(t);
    const w = width(text, CARGO_SIZE);
    type Spot = { x: number; y: number; align: CanvasTextAlign };
    const east: Spot = { x: p.x + TANKER * 1.2, y: p.y + 2, align: 'left' };
    const west: Spot = { x: p.x - TANKER * 1.1, y: p.y + 2, align: 'right' };
    const below: Spot = { x: p.x, y: p.y + TANKER * 0.4 + CARGO_SIZE * 0.8, align: 'center' };
    const above: Spot = { x: p.x, y: p.y - TANKER * 1.15 - CARGO_SIZE * 0.8, align: 'center' };
    const [first, second] = LABEL_WEST.has(t.stage) ? [west, east] : [east, west];
    const nudged = (o: Spot, dy: number): Spot => ({ ...o, y: o.y + dy });
    const order = [
      first,
      second,
      nudged(first, -CARGO_SIZE * 1.5),
      nudged(first, CARGO_SIZE * 1.5),
      nudged(second, -CARGO_SIZE * 1.5),
      nudged(second, CARGO_SIZE * 1.5),
      below,
      above,
    ];
    const spots = order.map((o) => ({ ...o, box: textBox(o.x, o.y, w, CARGO_SIZE, o.align) }));
    const inside = spots.filter((o) => inMap(o.box));
    // The first place that covers nothing, else the one that covers least.
    const covered = (o: { box: Box }) => taken.reduce((sum, r) => sum + overlapArea(r, o.box), 0);
    const best =
      inside.find((o) => covered(o) === 0) ??
      inside.reduce<(typeof spots)[number] | undefined>(
        (b, o) => (!b || covered(o) < covered(b) ? o : b),
        undefined,
      ) ??
      spots[0]!;
    taken.push(best.box);
    out.push({ tanker: t.tanker, text, ...best });
  }
  return out;
}

/** "27k→Grain" — the cargo and where it goes. */
export function cargoLabel(t: SceneTanker): string {
  const k = t.tons % 1000 === 0 ? `${t.tons / 1000}k` : `${(t.tons / 1000).toFixed(1)}k`;
  const to = PLACE_LABELS[t.destination] ?? t.destination;
  return `${k}→${to}`;
}

/** Half the span of the cross over a closed Suez Canal, and its stroke. */
const SUEZ_ARM = 11;
const SUEZ_STROKE = 5;

/** The box the cross over a closed Suez Canal covers (its round caps included). */
export function closedSuezBox(): Box {
  const p = stagePx(SUEZ_CANAL);
  const r = SUEZ_ARM + SUEZ_STROKE / 2;
  return { x: p.x - r, y: p.y - r, w: 2 * r, h: 2 * r };
}

/** The word beside the cross over a closed Suez Canal, where it is drawn: under the name "Suez", as large. */
export function closedSuezWord(): {
  text: string;
  x: number;
  y: number;
  size: number;
  align: CanvasTextAlign;
} {
  const p = stagePx(SUEZ_CANAL);
  const o = LABEL_OFFSET[SUEZ_CANAL]!;
  return {
    text: 'CLOSED',
    x: p.x + o.dx,
    y: p.y + o.dy + MAP_NAME_SIZE * 1.3,
    size: MAP_NAME_SIZE,
    align: o.align,
  };
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

/** Group items by a key, keeping order. */
function groupBy<T>(items: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const it of items) {
    const k = key(it);
    const list = out.get(k) ?? [];
    list.push(it);
    out.set(k, list);
  }
  return out;
}

export function placeKey(at: LorryPlace): string {
  switch (at.kind) {
    case 'square':
      return `sq${at.square}`;
    case 'drilling':
      return `dr${at.section}`;
    case 'holiday':
      return `ho${at.stop}`;
    default:
      return at.kind;
  }
}

/** Pixel positions of every lorry not on the drilling track, by seat. */
export function lorryPositions(scene: Pick<MeritScene, 'lorries'>): Map<number, Px> {
  const out = new Map<number, Px>();
  for (const group of groupBy(scene.lorries, (l) => placeKey(l.at)).values()) {
    group.forEach((l, k) => {
      const p = lorryPx(l.at, k, group.length);
      if (p) out.set(l.seat, p);
    });
  }
  return out;
}

/** Pixel positions of every tanker at sea, by tanker colour. */
export function tankerPositions(scene: Pick<MeritScene, 'tankers'>): Map<string, Px> {
  const out = new Map<string, Px>();
  for (const group of groupBy(scene.tankers, (t) => t.stage).values()) {
    group.forEach((t, k) => out.set(t.tanker, tankerPx(t.stage, k, group.length)));
  }
  return out;
}

export function drawPieces(ctx: SKRSContext2D, scene: MeritScene): void {
  if (!scene.suezOpen) drawClosedSuez(ctx);
  for (const t of scene.tankers) drawRouteAhead(ctx, t);
  const tp = tankerPositions(scene);
  for (const t of scene.tankers) {
    const p = tp.get(t.tanker);
    if (!p) continue;
    drawTanker(ctx, t, p.x, p.y);
  }
  // Labels after every hull, so no ship covers another's label.
  for (const label of tankerLabels(scene, (text, size) => textWidth(ctx, text, size, 800), tp))
    drawText(ctx, label.text, label.x, label.y, {
      size: CARGO_SIZE,
      weight: 800,
      color: '#FFFFFF',
      outline: '#0A1A26',
      outlineWidth: 3.5,
      align: label.align,
      baseline: 'middle',
    });
  const lp = lorryPositions(scene);
  for (const [seat, p] of lp) drawLorry(ctx, seat, p.x, p.y);
  // The player to act: a ring round their lorry (not on the since picture, where rings mean "changed").
  const seat = scene.marks ? null : scene.turn.seat;
  const p = seat === null ? undefined : lp.get(seat);
  if (p) {
    ctx.beginPath();
    ctx.arc(p.x, p.y, TURN_RING, 0, Math.PI * 2);
    ctx.lineWidth = 3;
    ctx.strokeStyle = UI.highlight;
    ctx.stroke();
  }
}
