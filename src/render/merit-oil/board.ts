/**
 * The board: a static layer drawn once (the loop of squares, the world map with its sea lanes, stages,
 * ports, refineries and the air route) and the pieces drawn over it each time (lorries, tankers with their
 * cargo and the rest of their route, a closed Suez Canal).
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import {
  BOARD,
  DESTINATIONS,
  HOLIDAY,
  PORTS,
  SEA_LANES,
  SEA_STAGES,
  SUEZ_CANAL,
  type SeaStage,
} from '../../games/merit-oil/data';
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

const DESTINATION_STAGES = new Set<SeaStage>(DESTINATIONS);
const PORT_STAGES = new Set<SeaStage>(Object.values(PORTS).map((port) => port.stage));

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
  text: 'NW Europe, enlarged',
  x: INSET.box.x + INSET.box.w - 8,
  y: INSET.box.y + INSET.box.h - 13,
  size: 18,
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
    { p: mapPx(LONDON), name: 'London', dx: 0, dy: -34, align: 'center' },
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

/** A lorry's place in the picture, and its size (`s`, half-length: smaller on a crowded loop square). */
export interface LorryPx extends Px {
  s: number;
}

/** Where lorry number `k` of `n` sharing a place is drawn (`avoid`: other pieces a group off the loop keeps off). */
export function lorryPx(at: LorryPlace, k: number, n: number, avoid: readonly Box[] = []): LorryPx | null {
  const spread = (c: Px, step: number): Px => ({ x: c.x + (k - (n - 1) / 2) * step, y: c.y });
  const full = (p: Px | null | undefined): LorryPx | null => (p ? { ...p, s: LORRY } : null);
  const grouped = (g: LorryGroup): LorryPx => ({ ...inGroup(g, k), s: g.s });
  switch (at.kind) {
    case 'square':
      return squareSlots(at.square, n)?.[k] ?? null;
    case 'holiday': {
      if (at.stop === 0) {
        const c = centre(SQUARE_BOXES[HOLIDAY.square]!);
        return full(spread({ x: c.x, y: c.y + 22 }, LORRY * 2 + 4));
      }
      const c = airRoute()[at.stop];
      return c ? grouped(groupAt(`ho${at.stop}`, c, n, avoid)) : null;
    }
    case 'england':
      return grouped(groupAt('england', mapPx(LONDON), n, avoid));
    case 'kwinana':
      return grouped(groupAt('kwinana', mapPx(KWINANA_TOWN), n, avoid));
    case 'drilling':
      return null; // drawn on the panel's drilling track
  }
}

/** The sizes a lorry on a loop square is drawn at, largest first: smaller only where more must fit. */
const SQUARE_LORRY_SIZES = [LORRY, 12, 10] as const;

let numberWidths: number[] | undefined;

/**
 * The box a loop square's number covers, lower right (digits stand on the baseline: no descenders), a pixel
 * round it. Lorries on the square keep off it, so the number stays readable however many stand there.
 */
export function squareNumberBox(index: number): Box {
  numberWidths ??= SQUARE_BOXES.map((_, i) =>
    textWidth(createCanvas(1, 1).getContext('2d'), String(i), SQUARE_TEXT_SIZE, 800),
  );
  const b = SQUARE_BOXES[index]!;
  const w = numberWidths[index] ?? 0;
  const h = SQUARE_TEXT_SIZE * 0.75;
  return { x: b.x + b.w - 5 - w - 1, y: b.y + b.h - 5 - h - 1, w: w + 2, h: h + 2 };
}

const squareLayouts = new Map<string, LorryPx[] | null>();

/**
 * Where `n` lorries stand on loop square `index`: in rows under its words, inside its edge, side by side without
 * touching, and clear of its number (a row beside the number stops short of it). At full size while they fit,
 * else smaller (`SQUARE_LORRY_SIZES`); squeezed together only when even the smallest do not fit. Worked out once
 * per square and number.
 */
function squareSlots(index: number, n: number): LorryPx[] | null {
  const key = `${index}|${n}`;
  const known = squareLayouts.get(key);
  if (known !== undefined) return known;
  const b = SQUARE_BOXES[index];
  if (!b || n < 1) return null;
  const words = SQUARE_STYLE[BOARD[index]!.kind].words.length;
  // The first row's boxes start under the words (where a lone lorry has always stood).
  const first = b.y + 16 + words * (SQUARE_TEXT_SIZE + 2) - 1.25;
  const number = squareNumberBox(index);
  const rowsOf = (s: number) => {
    const box = lorryBox({ x: 0, y: 0 }, s);
    const rows: { y: number; left: number; right: number; cols: number }[] = [];
    for (let top = first; top + box.h <= b.y + b.h - 2; top += box.h + 1) {
      const left = b.x + 3;
      const beside = top < number.y + number.h && top + box.h > number.y;
      const right = beside ? number.x - 1 : b.x + b.w - 3;
      rows.push({ y: top - box.y, left, right, cols: Math.floor((right - left) / box.w) });
    }
    return { rows, w: box.w };
  };
  const place = (s: number, squeeze: boolean): LorryPx[] | null => {
    const { rows, w } = rowsOf(s);
    if (rows.length === 0) return null;
    const out: LorryPx[] = [];
    const per = squeeze ? Math.ceil(n / rows.length) : 0;
    for (const row of rows) {
      const inRow = Math.min(n - out.length, squeeze ? per : row.cols);
      if (inRow <= 0) break;
      // Side by side, a box apart (closer only when squeezed), centred on the square where the row allows.
      const step = squeeze && inRow > 1 ? Math.min(w, (row.right - row.left - w) / (inRow - 1)) : w;
      const span = (inRow - 1) * step;
      const mid = Math.min(
        Math.max(b.x + b.w / 2, row.left + w / 2 + span / 2),
        row.right - w / 2 - span / 2,
      );
      for (let c = 0; c < inRow; c++) out.push({ x: mid - span / 2 + c * step, y: row.y, s });
    }
    return out.length === n ? out : null;
  };
  const found =
    SQUARE_LORRY_SIZES.map((s) => place(s, false)).find((l) => l !== null) ??
    place(SQUARE_LORRY_SIZES.at(-1)!, true);
  squareLayouts.set(key, found);
  return found;
}

/** The box a lorry's tank, cab and wheels cover (`lorryPx` keeps those off the map's names and marks). */
export function lorryBox(p: Px & { s?: number }, size = p.s ?? LORRY): Box {
  const s = size;
  return { x: p.x - s - 2, y: p.y - s * 0.55 - 2, w: s * 2 + 4, h: s * 1.15 + 4 };
}

/** The radius of the ring round the lorry of the player to act. */
const TURN_RING = LORRY * 1.35;

/** The box the ring round a lorry covers, its stroke included (`lorryPx` keeps it off the map's names). */
export function turnRingBox(p: Px & { s?: number }): Box {
  const r = (TURN_RING * (p.s ?? LORRY)) / LORRY + 1.5;
  return { x: p.x - r, y: p.y - r, w: 2 * r, h: 2 * r };
}

/** Lorries standing together off the loop: the first one's place, how many stand in a row, and their size. */
interface LorryGroup {
  x: number;
  y: number;
  cols: number;
  s: number;
}

/** The gaps between lorries of size `s` in a group, across and down (as on a loop square). */
const groupStep = (s: number) => ({ x: s * 2 + 4, y: s * 1.5 });

function inGroup(g: LorryGroup, k: number): Px {
  const step = groupStep(g.s);
  return { x: g.x + (k % g.cols) * step.x, y: g.y + Math.floor(k / g.cols) * step.y };
}

/**
 * How far from its place a group of lorries off the loop may stand, centre to centre (px): further off, it reads
 * as standing elsewhere (three at Athens stood in Egypt). Before going further the lorries shrink, as on a
 * crowded loop square.
 */
export const GROUP_REACH = 96;

const groups = new Map<string, LorryGroup>();

/**
 * The inset west of England (Wales, and Ireland beyond it): lorries on the head-office trip parked there read as
 * standing in Wales, at Milford Haven, not at their own stop, London; they keep off it where they can.
 */
const WEST_OF_ENGLAND = -2.6;
function westOfEngland(): Box {
  const east = mapPx({ lon: WEST_OF_ENGLAND, lat: INSET.region.south }).x;
  return { x: INSET.box.x, y: INSET.box.y, w: east - INSET.box.x, h: INSET.box.h };
}

/**
 * Where `n` lorries stand at an off-loop place `c` (an air stop, London, the Kwinana trip): in rows of up to
 * three, as near the place as they cover none of the map's names (nor does the ring round the player to act),
 * place marks or the inset's caption, nor (off the inset) the inset, nor (in the inset) anything outside its
 * frame, nor the pieces in `avoid` (the tankers on the map, the lorries at other stops: no piece hides another),
 * nor (at London, where they can) Wales; nor, where they can, the place a lone tanker stands on a stage. Below the place first,
 * then round it, further and further out. Worked out once per place, number and pieces near it.
 */
function groupAt(key: string, c: Px, n: number, avoid: readonly Box[] = []): LorryGroup {
  const near = avoid.filter((o) => Math.hypot(o.x + o.w / 2 - c.x, o.y + o.h / 2 - c.y) < 260);
  const id = `${key}|${n}|${boxesKey(near)}`;
  const known = groups.get(id);
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
  // The ring round the player to act keeps off the names, but for the stop's own (London's, in the crowded inset).
  const ringNames = names.filter((_, i) => !(key === 'england' && mapNames()[i]?.text === 'London'));
  // London's lorries may stand on London's own ring: round it the inset is all names, marks and Wales.
  const london = key === 'england';
  const marks = mapMarks()
    .map((m) => m.box)
    .filter((m) => !london || Math.hypot(m.x + m.w / 2 - c.x, m.y + m.h / 2 - c.y) > 1);
  const hard = [...names, ...marks];
  const soft = london ? [westOfEngland()] : [];
  const fits = (g: LorryGroup, others: readonly Box[]) => {
    for (let k = 0; k < n; k++) {
      const p = { ...inGroup(g, k), s: g.s };
      const b = lorryBox(p);
      const area = b.w * b.h;
      if (overlapArea(b, MAP_BOX) < area) return false;
      if (inset ? overlapArea(b, box) < area : overlapArea(b, box) > 0) return false;
      if (others.some((o) => overlapArea(o, b) > 0)) return false;
      const ring = turnRingBox(p);
      if (ringNames.some((o) => overlapArea(o, ring) > 0)) return false;
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
  const candidates = (size: number): (LorryGroup & { d: number })[] => {
    const f = size / LORRY;
    const list: (LorryGroup & { d: number })[] = [];
    // Rows of up to three first; where those fit nowhere, rows of two, a column, or one row.
    const shapes = [...new Set([cols, 2, 1, n])].filter((k) => k <= n);
    for (let d = london ? 0 : Math.round(24 * f); d <= 160; d += 4)
      for (let a = 0; a < 32; a++)
        for (const k of shapes) {
          // Straight below first, then alternately either side of it, round to straight above.
          const turn = Math.ceil(a / 2) * (a % 2 === 0 ? 1 : -1) * (Math.PI / 16);
          const mid = { x: c.x + d * Math.sin(turn), y: c.y + d * Math.cos(turn) };
          const w = (k - 1) * groupStep(size).x;
          const h = (Math.ceil(n / k) - 1) * groupStep(size).y;
          list.push({ x: mid.x - w / 2, y: mid.y - h / 2, cols: k, s: size, d: d + (k === cols ? 0 : 24) });
        }
    return list.sort((a, b) => a.d - b.d);
  };
  // Every lorry of the group within reach of the place.
  const close = (g: LorryGroup) => {
    for (let k = 0; k < n; k++) {
      const p = inGroup(g, k);
      if (Math.hypot(p.x - c.x, p.y - c.y) > GROUP_REACH) return false;
    }
    return true;
  };
  // Off the tankers' places only close by (a lorry far from its stop reads as elsewhere); off the other pieces
  // before anything but the names and marks; within reach at full size, else smaller, before anywhere further.
  const tries = (list: readonly (LorryGroup & { d: number })[], near_: (g: LorryGroup) => boolean) =>
    list.find((g) => g.d <= 48 && near_(g) && own(g) && fits(g, [...hard, ...near, ...soft, ...stages])) ??
    list.find((g) => near_(g) && own(g) && fits(g, [...hard, ...near, ...soft])) ??
    list.find((g) => near_(g) && own(g) && fits(g, [...hard, ...near]));
  const sizes = SQUARE_LORRY_SIZES.map((size) => candidates(size));
  const full = sizes[0]!;
  const found =
    sizes.reduce<(LorryGroup & { d: number }) | undefined>(
      (got, list) => got ?? tries(list, close),
      undefined,
    ) ??
    tries(full, () => true) ??
    full.find((g) => fits(g, [...hard, ...near])) ??
    full.find((g) => own(g) && fits(g, hard)) ??
    full.find((g) => fits(g, hard)) ??
    full[0]!;
  const at = { x: found.x, y: found.y, cols: found.cols, s: found.s };
  if (groups.size > 2_000) groups.clear();
  groups.set(id, at);
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

/** How many half rows below its usual place a port's queue may drop to keep off the port's name. */
const PORT_QUEUE_DROPS = 2;

/** Tanker `k` of a stack. */
function inStack(s: Stack, k: number): Px {
  return { x: s.x + Math.floor(k / s.rows) * STACK_SIDESTEP, y: s.top + (k % s.rows) * STACK_STEP };
}

/**
 * Where a stack of `n` tankers on `stage` stands: the place nearest the stage that covers none of the map's
 * names (the inset's caption too) or place marks, nor (off the inset) the inset, nor (in the inset) anything outside its frame. Tried: one column on the
 * stage, hanging from it, standing on it or anywhere between, and the same up to four columns' widths to either
 * side; from three tankers on, also two columns side by side; with lorries near (`room`: where the lorries off
 * the loop would stand with no tanker about), also hanging up to a row or two below the stage. On its stage when
 * that covers nothing (the lorries go round it); else the nearest place that covers nothing, out of the lorries'
 * room where one is (three tankers west of Rome left lorries at Nice no room nearer than 150 px), each ship
 * nearer its own stage than any other and with room for a short label beside it where one is. When every place
 * covers something, the one that covers least. A stack in the inset stays inside its frame (the Channel lies near
 * the inset's foot).
 */
function stackAt(stage: SeaStage, n: number, avoid: readonly Box[] = [], room: readonly Box[] = []): Stack {
  const p = stagePx(stage);
  const close = (o: Box) => Math.hypot(o.x + o.w / 2 - p.x, o.y + o.h / 2 - p.y) < 260;
  const near = avoid.filter(close);
  const inset = inInset(STAGE_AT[stage]);
  // (A stack in the inset keeps inside its frame, one outside it off it: only the room on its side counts.)
  const lorries = room.filter(
    (r) => close(r) && (inset ? overlapArea(r, INSET.box) > 0 : overlapArea(r, INSET.box) < r.w * r.h),
  );
  const key = `${stage}|${n}|${boxesKey(near)}|${boxesKey(lorries)}`;
  const known = stacks.get(key);
  if (known) return known;
  const port = PORT_STAGES.has(stage);
  const box = INSET.box;
  const candidates: (Stack & { away: number })[] = [];
  for (const cols of n >= 3 ? [1, 2] : [1]) {
    const rows = Math.ceil(n / cols);
    for (const side of [0, -1, 1, -2, 2, -3, 3, -4, 4])
      for (
        let j = port || lorries.length === 0 ? 0 : -2 * (rows - 1);
        j <= (port ? PORT_QUEUE_DROPS : 2 * (rows - 1));
        j++
      ) {
        // At a port the ships queue below its black circle, clear of the port's name above, or up to a row
        // further down where the name runs beside the circle (Port of Spain's).
        let top = port ? p.y + 18 + (j / 2) * STACK_STEP : p.y - 4 - (j / 2) * STACK_STEP;
        if (inset) {
          const last = box.y + box.h - TANKER * 0.6;
          top = Math.max(box.y + TANKER * 1.3, Math.min(top, last - (rows - 1) * STACK_STEP));
        }
        const x = p.x + side * STACK_SIDESTEP - ((cols - 1) / 2) * STACK_SIDESTEP;
        const middle = port ? top : top + ((rows - 1) / 2) * STACK_STEP;
        const from = port ? p.y + 18 : p.y - 4;
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
      for (const name of [...mapNameBoxes(), insetCaptionBox()]) sum += overlapArea(hull, name);
      for (const mark of marks) sum += overlapArea(hull, mark);
      // Hiding a ship counts more than covering a name (a name is still read round a hull's edge).
      for (const piece of near) sum += 10 * overlapArea(hull, piece);
      sum += inset ? area - overlapArea(hull, box) : overlapArea(hull, box);
      sum += area - overlapArea(hull, MAP_BOX);
    }
    // Square pixels: less than one is rounding (a hull's area less its overlap with a box around it).
    return sum < 1 ? 0 : sum;
  };
  // What a place takes from the labels, once it covers nothing: each ship's room for its cargo ("27k") beside
  // it, on one side or the other.
  const words = [...mapNameBoxes(), insetCaptionBox(), ...marks, ...near, ...lorries];
  const crowds = (s: Stack) => {
    let sum = 0;
    const hulls = Array.from({ length: n }, (_, k) => hullBox(inStack(s, k)));
    for (let k = 0; k < n; k++) {
      const q = inStack(s, k);
      if (!labelRoom(q, inset, [...words, ...hulls])) sum += 300;
    }
    return sum;
  };
  // The nearest place that covers nothing and crowds nothing; else, of those that cover least, the one that
  // takes least of the lorries' room; of those, one with every ship nearer its own stage than any other
  // (further off it reads as another's), and of those the one that leaves most ships room for a label.
  // Then the room the lorries near it would stand in with no tanker about (they find other room, if further off).
  const inRoom = (s: Stack) => {
    let sum = 0;
    for (let k = 0; k < n; k++) for (const r of lorries) sum += overlapArea(hullBox(inStack(s, k)), r);
    return sum < 1 ? 0 : sum;
  };
  const rank = (c: Stack) => {
    const cover = covers(c);
    if (cover > 0) return [cover, 0, 0, 0];
    const room = inRoom(c);
    if (room > 0) return [0, room, 0, 0];
    return ownStage(stage, c, n) ? [0, 0, 0, crowds(c)] : [0, 0, 1, 0];
  };
  const before = (a: readonly number[], b: readonly number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
    return false;
  };
  // On its stage when that covers nothing, whatever it crowds (the lorries go round it, the labels short).
  let best = candidates[0]!;
  let least = covers(best) === 0 ? [0, 0, 0, 0] : rank(best);
  for (const c of candidates) {
    if (least.every((v) => v === 0)) break;
    const r = rank(c);
    if (before(r, least)) [best, least] = [c, r];
  }
  const at = { x: best.x, top: best.top, rows: best.rows };
  if (stacks.size > 2_000) stacks.clear();
  stacks.set(key, at);
  return at;
}

/**
 * Where tanker number `k` of `n` on the same stage is drawn: stacked, each with its label beside it (`avoid`:
 * the hulls of the tankers on other stages placed before, which the stack keeps off; `room`: where the lorries
 * off the loop would stand, which it keeps out of where it can).
 */
export function tankerPx(
  stage: SeaStage,
  k: number,
  n: number,
  avoid: readonly Box[] = [],
  room: readonly Box[] = [],
): Px {
  return inStack(stackAt(stage, n, avoid, room), k);
}

/**
 * Room beside a ship at `q` for its cargo alone ("27k"): the box east of it, else west, else above it, inside
 * the map and on the ship's side of the inset's frame, that covers none of `taken`; else null.
 */
function labelRoom(q: Px, inset: boolean, taken: readonly Box[]): Box | null {
  return labelRooms(q, inset, taken)[0] ?? null;
}

/** Every place `labelRoom` tries that is free, in its order. */
function labelRooms(q: Px, inset: boolean, taken: readonly Box[]): Box[] {
  const out: Box[] = [];
  const y = q.y + 2 - CARGO_SIZE * 0.65;
  const h = CARGO_SIZE * 1.3;
  const above = q.y - TANKER * 1.15 - CARGO_SIZE * 0.8 - CARGO_SIZE * 0.65;
  for (const r of [
    { x: q.x + TANKER * 1.2, y, w: SHORT_LABEL, h },
    { x: q.x - TANKER * 1.1 - SHORT_LABEL, y, w: SHORT_LABEL, h },
    { x: q.x - SHORT_LABEL / 2, y: above, w: SHORT_LABEL, h },
  ]) {
    const area = r.w * r.h;
    if (overlapArea(r, MAP_BOX) < area - 0.01) continue;
    if (inset ? overlapArea(r, INSET.box) < area - 0.01 : overlapArea(r, INSET.box) > 0) continue;
    if (!taken.some((o) => overlapArea(o, r) > 0)) out.push(r);
  }
  return out;
}

/** Whether each of the `n` ships of stack `s` stands nearer `stage` than any other stage. */
function ownStage(stage: SeaStage, s: Stack, n: number): boolean {
  const home = stagePx(stage);
  for (let k = 0; k < n; k++) {
    const q = inStack(s, k);
    const d = Math.hypot(q.x - home.x, q.y - home.y);
    for (const other of SEA_STAGES) {
      const o = stagePx(other);
      if (other !== stage && Math.hypot(q.x - o.x, q.y - o.y) <= d) return false;
    }
  }
  return true;
}

/** A key for a list of boxes (to remember a placement worked out among them). */
function boxesKey(boxes: readonly Box[]): string {
  return boxes.map((o) => `${Math.round(o.x)},${Math.round(o.y)},${Math.round(o.w)}`).join(';');
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

/**
 * How far from its hull (px, box to box) a cargo label still stands next to it: beside it, a line and a half
 * higher or lower, under or over it. A label further off is taken only where none of those is free, whole or
 * short ("27k": a short label by its ship reads better than a whole one by another's).
 */
const LABEL_BESIDE = 12;

/** A cargo label's size: 18 px, as a phone reads (it was 17). */
const CARGO_SIZE = 18;
/** About how wide a cargo alone ("27k", "4.5k") is at that size (a stack leaves each ship room for one). */
const SHORT_LABEL = 40;
/** The room above and below a cargo label's glyphs in its box (`textBox`: a line 1.3 times the size). */
export const LABEL_LEADING = 3;

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
 * else on the other side, else a few pixels or a line higher or lower on either side, else below or above it —
 * the first place inside the map that covers no name or place mark of the map, no hull, no lorry on the map
 * (`lorries`, when given) and no label placed before it, and stands next to its own hull (`LABEL_BESIDE`); where
 * none of those is free, its cargo alone ("27k") there; only then a place further off; when none is free, the
 * one that covers least. `width` measures a
 * text in the map's bold type at a size; `tp` are the tankers' positions (`tankerPositions`), when the caller
 * has them.
 */
export function tankerLabels(
  scene: Pick<MeritScene, 'tankers'> & Partial<Pick<MeritScene, 'suezOpen' | 'lorries'>>,
  width: (text: string, size: number) => number,
  tp: ReadonlyMap<string, Px> = tankerPositions(scene),
): PlacedLabel[] {
  const c = INSET_CAPTION;
  // The words of the map: a label never covers one (it would hide a place), if need be shortened to its cargo.
  const caption = textBox(c.x, c.y, width(c.text, c.size), c.size, c.align);
  const words: Box[] = [...mapNameBoxes(), caption];
  if (scene.suezOpen === false) {
    const m = closedSuezWord();
    words.push(closedSuezBox(), textBox(m.x, m.y, width(m.text, m.size), m.size, m.align));
  }
  const fixed: Box[] = [...words];
  for (const m of mapMarks()) fixed.push(m.box);
  // The pieces: a label hides none where it can help it, not even to keep to its side of the inset's frame.
  const pieces: Box[] = [...tp.values()].map(hullBox);
  const { lorries } = scene;
  if (lorries)
    for (const p of lorryPositions({ lorries, tankers: scene.tankers, suezOpen: scene.suezOpen }).values()) {
      const b = lorryBox(p);
      if (overlapArea(b, MAP_BOX) > 0) pieces.push(b);
    }
  fixed.push(...pieces);
  const inMap = (r: Box) =>
    r.x >= MAP_BOX.x + 2 &&
    r.x + r.w <= MAP_BOX.x + MAP_BOX.w - 2 &&
    r.y >= MAP_BOX.y &&
    r.y + r.h <= MAP_BOX.y + MAP_BOX.h;
  type Spot = ReturnType<typeof labelSpots>[number] & { text: string };
  const hides = (o: { box: Box }) => pieces.some((r) => overlapArea(r, o.box) > 0);
  const onWords = (o: { box: Box }) => words.some((r) => overlapArea(r, o.box) > 0);
  // What each tanker's label may do, whatever the other labels do.
  const prepared = new Map(
    scene.tankers.flatMap((t) => {
      const p = tp.get(t.tanker);
      if (!p) return [];
      // A tanker in the inset has its label inside the frame; one outside, clear of the inset.
      // (A label's box is its line's, the glyphs' a few pixels less above and below: those may meet the frame.)
      const insetTanker = overlapArea({ ...p, w: 0.01, h: 0.01 }, INSET.box) > 0;
      const sided = (r: Box) => {
        const glyphs = { x: r.x, y: r.y + LABEL_LEADING, w: r.w, h: r.h - 2 * LABEL_LEADING };
        const on = overlapArea(glyphs, INSET.box);
        return insetTanker ? on >= glyphs.w * glyphs.h - 0.01 : on === 0;
      };
      // Across the frame at worst, but not wholly outside: a label off the inset reads as another tanker's.
      const attached = (r: Box) => !insetTanker || overlapArea(r, INSET.box) > 0;
      const spotsOf = (text: string): Spot[] =>
        labelSpots(p, t.stage, width(text, CARGO_SIZE)).map((o) => ({ ...o, text }));
      // In the crowded inset, where no spot beside the hull is free: places round it, whole or short, inside the
      // frame, on no name (the inset's caption they may cover) and no piece, nearer its own hull than any other and
      // in sight of it (so it reads as this tanker's); the nearest first.
      const hull = hullBox(p);
      const others = [...tp].filter(([k]) => k !== t.tanker).map(([, q]) => hullBox(q));
      const own = (o: { box: Box }) => others.every((h) => boxGap(o.box, h) > boxGap(o.box, hull) + 1);
      const onNames = (o: { box: Box }) => words.some((r) => r !== caption && overlapArea(r, o.box) > 0);
      // In sight of its hull: no name nor other hull between them (a label beyond "Milford Haven" reads as apart).
      const between = [...words.filter((r) => r !== caption), ...others];
      const inSight = (o: { box: Box }) => {
        const from = { x: hull.x + hull.w / 2, y: hull.y + hull.h / 2 };
        const to = { x: o.box.x + o.box.w / 2, y: o.box.y + o.box.h / 2 };
        const steps = Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / 2);
        for (let i = 0; i <= steps; i++) {
          const q = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
          if (between.some((r) => q.x > r.x && q.x < r.x + r.w && q.y > r.y && q.y < r.y + r.h)) return false;
        }
        return true;
      };
      // (Worked out only when wanted: most labels find a place beside their hull.)
      let rounds: Spot[] | undefined;
      const round = () =>
        (rounds ??= insetTanker
          ? [...roundSpots(p, cargoLabel(t), width), ...roundSpots(p, cargoWords(t), width)]
              .filter((o) => inMap(o.box) && sided(o.box) && !onNames(o) && !hides(o) && own(o) && inSight(o))
              .sort((a, b) => boxGap(a.box, hull) - boxGap(b.box, hull))
          : []);
      // Next to its hull: a few pixels off it, and nearer it than any other hull (so it reads as this tanker's).
      const beside = (o: { box: Box }) =>
        boxGap(o.box, hull) <= LABEL_BESIDE &&
        others.every((h) => labelDistance(o.box, h) > labelDistance(o.box, hull) + 1);
      return [
        [
          t.tanker,
          { whole: spotsOf(cargoLabel(t)), short: spotsOf(cargoWords(t)), round, sided, attached, beside },
        ],
      ];
    }),
  );
  // The labels in `order`, each where it does best among those placed before it, with what each gave up.
  const place = (order: readonly SceneTanker[]) => {
    const taken = [...fixed];
    const out: PlacedLabel[] = [];
    let cost = 0;
    for (const t of order) {
      const prep = prepared.get(t.tanker);
      if (!prep) continue;
      const { whole, short, round, sided, attached, beside } = prep;
      const allowed = (o: { box: Box }) => inMap(o.box) && sided(o.box) && !onWords(o);
      const covered = (o: { box: Box }) => taken.reduce((sum, r) => sum + overlapArea(r, o.box), 0);
      const least = <T extends { box: Box }>(list: readonly T[]): T | undefined =>
        list.reduce<T | undefined>((b, o) => (!b || covered(o) < covered(b) ? o : b), undefined);
      // The whole label where it covers nothing, else its cargo alone ("4.5k": the route ahead shows where to);
      // else (a crowded inset) the nearest free place round the hull; else, whole or short, where it covers no
      // name and no piece, as little else as it can (a label, a mark, the inset's caption: better a label on the
      // caption than across the frame), on its side of the inset's frame if it can; else no name but a piece;
      // else where it covers least.
      const free = (o: { box: Box }) => allowed(o) && covered(o) === 0;
      const best =
        whole.find((o) => beside(o) && free(o)) ??
        short.find((o) => beside(o) && free(o)) ??
        whole.find(free) ??
        short.find(free) ??
        round().find((o) => covered(o) === 0) ??
        least([...whole, ...short].filter((o) => allowed(o) && !hides(o)).concat(round())) ??
        least(
          [...whole, ...short].filter((o) => inMap(o.box) && attached(o.box) && !hides(o) && !onWords(o)),
        ) ??
        least([...whole, ...short].filter(allowed)) ??
        least(whole.filter((o) => inMap(o.box))) ??
        whole[0]!;
      // What it gave up: hiding a piece or crossing the frame first, then a name, then the cover.
      cost +=
        (hides(best) ? 1e7 : 0) +
        (sided(best.box) ? 0 : 1e6) +
        (onWords(best) ? 1e5 : 0) +
        covered(best) +
        (beside(best) ? 0 : 1e3);
      taken.push(best.box);
      out.push({ tanker: t.tanker, ...best });
    }
    return { out, cost };
  };
  // Labels placed first take the best spots: where the tankers' own order leaves one a compromise, every other
  // order is tried (four tankers at most) and the one that gives up least is kept.
  let best = place(scene.tankers);
  const tried = new Set([scene.tankers.map((t) => t.tanker).join()]);
  if (best.cost > 0)
    for (const order of orders(scene.tankers)) {
      const key = order.map((t) => t.tanker).join();
      if (tried.has(key)) continue;
      tried.add(key);
      const next = place(order);
      if (next.cost < best.cost) best = next;
      if (best.cost === 0) break;
    }
  const at = new Map(best.out.map((l) => [l.tanker, l]));
  return scene.tankers.flatMap((t) => at.get(t.tanker) ?? []);
}

/** Every order of `list` (a few tankers). */
function orders<T>(list: readonly T[]): T[][] {
  if (list.length <= 1) return [[...list]];
  return list.flatMap((x, i) =>
    orders([...list.slice(0, i), ...list.slice(i + 1)]).map((rest) => [x, ...rest]),
  );
}

/**
 * How far a cargo label reads from a hull: the gap between their boxes, and a quarter of how far their middles
 * stand apart up or down (beside a ship in a queue a label's line meets the next hull as closely as its own,
 * but stands level with its own).
 */
export function labelDistance(label: Box, hull: Box): number {
  return boxGap(label, hull) + Math.abs(label.y + label.h / 2 - (hull.y + hull.h / 2)) / 4;
}

/** The gap between two boxes (0 when they touch or overlap). */
export function boxGap(a: Box, b: Box): number {
  const dx = Math.max(0, Math.max(a.x, b.x) - Math.min(a.x + a.w, b.x + b.w));
  const dy = Math.max(0, Math.max(a.y, b.y) - Math.min(a.y + a.h, b.y + b.h));
  return Math.hypot(dx, dy);
}

/**
 * Places round a tanker at `p` for its label `text` where none beside it is free (a crowded inset): centred on a
 * grid reaching some five half-hulls beyond the label across, up and down, and on the columns where the label
 * stands flush against the inset's frame inside, left or right (a 4-pixel grid may miss the one place between
 * the frame and a hull that is as wide as the label), each with its box.
 */
function roundSpots(
  p: Px,
  text: string,
  width: (text: string, size: number) => number,
): { x: number; y: number; align: CanvasTextAlign; box: Box; text: string }[] {
  const w = width(text, CARGO_SIZE);
  const reach = w / 2 + 5 * TANKER;
  const columns: number[] = [];
  for (let dx = -reach; dx <= reach; dx += 4) columns.push(p.x + dx);
  const frame = INSET.box;
  for (const x of [frame.x + w / 2, frame.x + frame.w - w / 2])
    if (Math.abs(x - p.x) <= reach) columns.push(x);
  const out: { x: number; y: number; align: CanvasTextAlign; box: Box; text: string }[] = [];
  for (let dy = -5 * TANKER; dy <= 5 * TANKER; dy += 4)
    for (const x of columns) {
      const y = p.y + dy;
      out.push({ x, y, align: 'center', box: textBox(x, y, w, CARGO_SIZE, 'center'), text });
    }
  return out;
}

/** The places a cargo label `w` wide is tried at beside a tanker at `p` on `stage`, in order, with their boxes. */
function labelSpots(
  p: Px,
  stage: SeaStage,
  w: number,
): { x: number; y: number; align: CanvasTextAlign; box: Box }[] {
  type Spot = { x: number; y: number; align: CanvasTextAlign };
  const east: Spot = { x: p.x + TANKER * 1.2, y: p.y + 2, align: 'left' };
  const west: Spot = { x: p.x - TANKER * 1.1, y: p.y + 2, align: 'right' };
  const below: Spot = { x: p.x, y: p.y + TANKER * 0.4 + CARGO_SIZE * 0.8, align: 'center' };
  const above: Spot = { x: p.x, y: p.y - TANKER * 1.15 - CARGO_SIZE * 0.8, align: 'center' };
  const [first, second] = LABEL_WEST.has(stage) ? [west, east] : [east, west];
  const nudged = (o: Spot, dy: number): Spot => ({ ...o, y: o.y + dy });
  // Either side, `lines` higher then lower.
  const off = (lines: number): Spot[] =>
    [first, second].flatMap((o) => [nudged(o, -lines * CARGO_SIZE), nudged(o, lines * CARGO_SIZE)]);
  const past = (o: Spot): Spot => ({ ...o, x: o.x + (o === east ? 1 : -1) * TANKER * 2.2 });
  const order = [
    first,
    second,
    // A few pixels higher or lower, still beside it (a lorry or a name just touching the line).
    ...[-3, 3, -6, 6].flatMap((dy) => [nudged(first, dy), nudged(second, dy)]),
    ...off(1.5),
    below,
    above,
    // Where those are all taken (a crowded inset), two lines higher or lower, or a line further below or above.
    ...off(3),
    nudged(below, CARGO_SIZE * 1.3),
    nudged(above, -CARGO_SIZE * 1.3),
    // Or past the next tanker in the queue, either side.
    ...[0, -1.5, 1.5].flatMap((lines) => [first, second].map((o) => nudged(past(o), lines * CARGO_SIZE))),
  ];
  return order.map((o) => ({ ...o, box: textBox(o.x, o.y, w, CARGO_SIZE, o.align) }));
}

/** "27k", "4.5k" — a tanker's cargo in thousands of tons. */
function cargoWords(t: SceneTanker): string {
  return t.tons % 1000 === 0 ? `${t.tons / 1000}k` : `${(t.tons / 1000).toFixed(1)}k`;
}

/** "27k→Grain" — the cargo and where it goes. */
export function cargoLabel(t: SceneTanker): string {
  const to = PLACE_LABELS[t.destination] ?? t.destination;
  return `${cargoWords(t)}→${to}`;
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

/** The box of the word CLOSED beside a closed Suez Canal (measured once). */
let closedWordBox: Box | undefined;
export function closedSuezWordBox(): Box {
  if (closedWordBox) return closedWordBox;
  const m = closedSuezWord();
  const width = textWidth(createCanvas(1, 1).getContext('2d'), m.text, m.size, 800);
  closedWordBox = textBox(m.x, m.y, width, m.size, m.align);
  return closedWordBox;
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

/**
 * Pixel positions (and sizes) of every lorry not on the drilling track, by seat. Off the loop each group keeps
 * off the tankers at sea (`scene.tankers`, when given) and off the lorries placed before it: no piece hides
 * another.
 */
export function lorryPositions(
  scene: Pick<MeritScene, 'lorries'> & Partial<Pick<MeritScene, 'tankers' | 'suezOpen'>>,
): Map<number, LorryPx> {
  const out = new Map<number, LorryPx>();
  const pieces: Box[] = scene.tankers
    ? [
        ...tankerPositions({
          tankers: scene.tankers,
          lorries: scene.lorries,
          suezOpen: scene.suezOpen,
        }).values(),
      ].map(hullBox)
    : [];
  if (scene.suezOpen === false) pieces.push(closedSuezBox(), closedSuezWordBox());
  for (const group of groupBy(scene.lorries, (l) => placeKey(l.at)).values()) {
    const avoid = [...pieces];
    group.forEach((l, k) => {
      const p = lorryPx(l.at, k, group.length, avoid);
      if (!p) return;
      out.set(l.seat, p);
      pieces.push(lorryBox(p));
    });
  }
  return out;
}

/**
 * Pixel positions of every tanker at sea, by tanker colour: each stage's stack keeps off the hulls of the stacks
 * placed before it, the shorter first (no ship hides another), and, where it can, out of the room the lorries off
 * the loop (`scene.lorries`, when given) would stand in with no tanker about.
 */
export function tankerPositions(
  scene: Pick<MeritScene, 'tankers'> & Partial<Pick<MeritScene, 'lorries' | 'suezOpen'>>,
): Map<string, Px> {
  const out = new Map<string, Px>();
  const hulls: Box[] = [];
  // Where the lorries off the loop would stand with no tanker about: the stacks keep out of it where they can.
  const offLoop = scene.lorries?.filter((l) => l.at.kind !== 'square' && l.at.kind !== 'drilling') ?? [];
  const room =
    scene.tankers.length && offLoop.length
      ? [...lorryPositions({ lorries: offLoop, suezOpen: scene.suezOpen }).values()].map((p) => lorryBox(p))
      : [];
  // Lone tankers first: they stand on their own stage, and the longer stacks, which move off it anyway, keep
  // clear of them.
  const groups = [...groupBy(scene.tankers, (t) => t.stage).values()].sort((a, b) => a.length - b.length);
  // Three or four ships in the inset's Channel and Western Approaches stand each on a berth of its own.
  const inInsetNow = scene.tankers.filter((t) => inInset(STAGE_AT[t.stage]));
  const berths = inInsetNow.length >= 3 ? insetBerths(inInsetNow, room) : null;
  if (berths)
    for (const [t, b] of berths) {
      out.set(t, b.p);
      hulls.push(hullBox(b.p));
    }
  for (const group of groups) {
    if (berths && berths.has(group[0]!.tanker)) continue;
    const avoid = [...hulls];
    group.forEach((t, k) => {
      const p = tankerPx(t.stage, k, group.length, avoid, room);
      out.set(t.tanker, p);
      hulls.push(hullBox(p));
    });
  }
  return out;
}

/** How many places `insetBerths` tries at most in one search, keeping the best placing found by then. */
const BERTH_TRIES = 200_000;

const berthsKnown = new Map<string, { p: Px; label: Box }[] | null>();

/**
 * Where three or four ships waiting in the inset (the Channel, the Western Approaches) stand, each with room for
 * its cargo ("27k") beside it: in stacks the inset's names, caption and frame left their labels no room (two
 * fell across the frame, two on each other). Each ship on a place inside the frame whose hull covers no name,
 * mark, the caption, the lorries at London (`room`), another ship or another's label, in sight of its stage (no
 * name between them) and nearer it than the other stage where it can, with its label beside it (`labelRooms`)
 * nearer it than any other ship; of all such placings, the one whose ships stand nearest their stages. Null
 * where there is none (the stacks stand then). Worked out once per ships and lorries.
 */
function insetBerths(
  ships: readonly SceneTanker[],
  room: readonly Box[],
): Map<SceneTanker['tanker'], { p: Px; label: Box }> | null {
  // The Channel's ships after the Western Approaches' (ships on one stage are alike: only their order differs).
  const sorted = [...ships].sort((a, b) => (a.stage < b.stage ? 1 : a.stage > b.stage ? -1 : 0));
  const inside = room.filter((r) => overlapArea(r, INSET.box) > 0);
  const key = `${sorted.map((t) => t.stage).join()}|${boxesKey(inside)}`;
  const found = berthsKnown.get(key) ?? (berthsKnown.has(key) ? null : berthsIn(sorted, inside));
  if (berthsKnown.size > 500) berthsKnown.clear();
  berthsKnown.set(key, found);
  return found ? new Map(sorted.map((t, k) => [t.tanker, found[k]!])) : null;
}

/** `insetBerths` for `ships` (the Western Approaches' first), among the lorries `inside` the inset. */
function berthsIn(ships: readonly SceneTanker[], inside: readonly Box[]): { p: Px; label: Box }[] | null {
  const box = INSET.box;
  const fixed = [...mapNameBoxes(), insetCaptionBox(), ...mapMarks().map((m) => m.box), ...inside];
  // Every place a hull stands whole inside the frame, on a 6-pixel grid and flush with the frame.
  const grid = 6;
  const spots: Px[] = [];
  const xs: number[] = [];
  const right = box.x + box.w - TANKER * 1.05 - 1;
  for (let x = box.x + TANKER + 1; x <= right; x += grid) xs.push(x);
  xs.push(right);
  const ys: number[] = [];
  // (The lowest row leaves a label beside its ship inside the frame.)
  const low = box.y + box.h - 2 - CARGO_SIZE * 0.65 - 0.5;
  for (let y = box.y + TANKER * 1.15 + 1; y <= low; y += grid) ys.push(y);
  ys.push(low);
  for (const x of xs) for (const y of ys) spots.push({ x, y });
  const stages = [...new Set(ships.map((t) => t.stage))];
  const names = mapNameBoxes().filter((r) => overlapArea(r, box) > 0);
  // Each place a hull covers nothing fixed at, with the places beside it its label may take.
  const free = spots.flatMap((q) => {
    const hull = hullBox(q);
    if (overlapArea(hull, box) < hull.w * hull.h - 0.01) return [];
    if (fixed.some((o) => overlapArea(o, hull) > 0)) return [];
    const rooms = labelRooms(q, true, [...fixed, hull]);
    return rooms.length ? [{ q, hull, rooms }] : [];
  });
  const placesOf = (t: SceneTanker, own: boolean) => {
    const home = stagePx(t.stage);
    const d = (q: Px) => Math.hypot(q.x - home.x, q.y - home.y);
    const mine = (q: Px) =>
      stages.every((st) => {
        const o = stagePx(st);
        return st === t.stage || Math.hypot(q.x - o.x, q.y - o.y) > d(q);
      });
    // In sight of its stage: no name between them (a ship beyond "Milford Haven" reads as standing in Wales).
    const inSight = (q: Px) => {
      const steps = Math.ceil(d(q) / 3);
      for (let i = 0; i <= steps; i++) {
        const x = home.x + ((q.x - home.x) * i) / steps;
        const y = home.y + ((q.y - home.y) * i) / steps;
        if (names.some((r) => x > r.x && x < r.x + r.w && y > r.y && y < r.y + r.h)) return false;
      }
      return true;
    };
    return free
      .filter((f) => (!own || mine(f.q)) && inSight(f.q))
      .map((f) => ({ ...f, cost: d(f.q) ** 2 }))
      .sort((a, b) => a.cost - b.cost);
  };
  // Every placing of the ships in turn on places left free by those before (hulls and labels), the one whose
  // ships stand nearest their stages (the furthest counting most); the nearest tried first, and no placing
  // followed further once it cannot beat the best found.
  const search = (own: boolean) => {
    const byStage = new Map(
      stages.map((st) => [
        st,
        placesOf(
          ships.find((t) => t.stage === st)!,
          own,
        ),
      ]),
    );
    const lists = ships.map((t) => byStage.get(t.stage)!);
    const least = lists.map((l) => l[0]?.cost ?? Infinity);
    const rest = least.map((_, i) => least.slice(i).reduce((a, b) => a + b, 0));
    let best: { at: { p: Px; label: Box }[]; cost: number } | null = null;
    const taken: Box[] = [];
    const hulls: Box[] = [];
    const chosen: { p: Px; label: Box }[] = [];
    const index: number[] = [];
    let steps = 0;
    const go = (i: number, cost: number) => {
      if (i === ships.length) {
        best = { at: [...chosen], cost };
        return;
      }
      // A ship on the same stage as the one before takes a place after its in their list (the same placing in
      // another order is no other).
      const from = i > 0 && ships[i]!.stage === ships[i - 1]!.stage ? index[i - 1]! + 1 : 0;
      const list = lists[i]!;
      for (let j = from; j < list.length; j++) {
        const f = list[j]!;
        if (cost + f.cost + (rest[i + 1] ?? 0) >= (best?.cost ?? Infinity)) return;
        if (++steps > BERTH_TRIES) return;
        if (taken.some((o) => overlapArea(o, f.hull) > 0)) continue;
        // Each label next to its own ship: nearer it than any other (`labelDistance`), the labels before too.
        if (chosen.some((c, k) => labelDistance(c.label, f.hull) <= labelDistance(c.label, hulls[k]!) + 1))
          continue;
        const label = f.rooms.find(
          (r) =>
            !taken.some((o) => overlapArea(o, r) > 0) &&
            hulls.every((h) => labelDistance(r, h) > labelDistance(r, f.hull) + 1),
        );
        if (!label) continue;
        taken.push(f.hull, label);
        hulls.push(f.hull);
        chosen.push({ p: f.q, label });
        index.push(j);
        go(i + 1, cost + f.cost);
        taken.length -= 2;
        hulls.pop();
        chosen.pop();
        index.pop();
      }
    };
    go(0, 0);
    return (best as { at: { p: Px; label: Box }[] } | null)?.at ?? null;
  };
  // Nearer its own stage than the other where they can; with only one stage that is every place.
  return search(true) ?? (stages.length > 1 ? search(false) : null);
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
  for (const [seat, p] of lp) drawLorry(ctx, seat, p.x, p.y, p.s);
  // The player to act: a ring round their lorry (not on the since picture, where rings mean "changed").
  const seat = scene.marks ? null : scene.turn.seat;
  const p = seat === null ? undefined : lp.get(seat);
  if (p) {
    ctx.beginPath();
    ctx.arc(p.x, p.y, (TURN_RING * p.s) / LORRY, 0, Math.PI * 2);
    ctx.lineWidth = 3;
    ctx.strokeStyle = UI.highlight;
    ctx.stroke();
  }
}
