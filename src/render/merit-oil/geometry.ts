/**
 * The board's geometry: where the map's fixed things stand and the boxes they cover (the stages, the air route
 * and its stops, the map's names and marks, the inset's caption, the loop squares' numbers, a closed Suez
 * Canal's cross and word), the boxes a lorry, the ring round it and a tanker cover, the room tried for a cargo
 * label, and the box helpers (overlap, gap, a text's box) that `placement` and `labels` keep things apart by.
 */
import { createCanvas } from '@napi-rs/canvas';
import { BOARD, DESTINATIONS, HOLIDAY, PORTS, SUEZ_CANAL, type SeaStage } from '../../games/merit-oil/data';
import { PHONE_PICTURE_WIDTH, textWidth } from '../kit';
import { AIR_STOPS, KWINANA_TOWN, LONDON, PLACE_LABELS, STAGE_AT } from './geo';
import { INSET, MAP_BOX, MERIT_LAYOUT, SQUARE_BOXES, SQUARE_STYLE, mapPx, type Box } from './layout';

export interface Px {
  x: number;
  y: number;
}

export const DESTINATION_STAGES = new Set<SeaStage>(DESTINATIONS);
export const PORT_STAGES = new Set<SeaStage>(Object.values(PORTS).map((port) => port.stage));

export function stagePx(stage: SeaStage): Px {
  return mapPx(STAGE_AT[stage]);
}

if (AIR_STOPS.length !== HOLIDAY.stops.length) throw new Error('merit-oil picture: one place per air stop');

/**
 * The air route's points: HOLIDAY's inner edge, the stops at their cities (Beirut, Nice: north-west
 * from the Gulf), END OF HOLIDAY's inner edge (the flight home "cuts across the map from top to bottom").
 */
export function airRoute(): Px[] {
  const from = SQUARE_BOXES[HOLIDAY.square]!;
  const to = SQUARE_BOXES[HOLIDAY.endSquare]!;
  const a = { x: from.x + from.w / 2, y: from.y + from.h };
  const b = { x: to.x + to.w / 2, y: to.y };
  return [a, ...AIR_STOPS.map((s) => mapPx(s.at)), b];
}

/** The least size of the world map's names and CLOSED on a phone (CSS px). */
export const MAP_WORD_PHONE_PX = 8;
/**
 * The size of the map's names: 32 px, 8 px where a phone shows the 1600 px picture 400 px wide (at 24 px they were
 * 6 px there, too small to read; at 18, 4.5 px).
 */
export const MAP_NAME_SIZE = Math.ceil((MAP_WORD_PHONE_PX * MERIT_LAYOUT.width) / PHONE_PICTURE_WIDTH);

/**
 * The size of the names in the inset (and its caption): 24 px, 6 px on a phone. The inset's 200 px leave no room
 * at 32 px for its six names, the lorries at London and four ships with their labels (a later change has to lay
 * the inset out again for it).
 */
export const INSET_NAME_SIZE = 24;

/** The inset's name, in its lower right corner (over France), as large as the inset's names. */
export const INSET_CAPTION = {
  text: 'NW Europe, enlarged',
  x: INSET.box.x + INSET.box.w - 8,
  y: INSET.box.y + INSET.box.h - 16,
  size: INSET_NAME_SIZE,
  align: 'right' as const,
};

/**
 * Where each place's name is printed, from its mark: beside it, above or below, so that at its size no
 * name covers another, a mark or the inset's caption, each lies nearer its own mark than any other, and a name
 * stays on its side of the inset's frame (the render test checks all of it). Suez's sits south-west, clear of the
 * cross over a closed canal, of the Red Sea's stage and of the room west of it where the Mediterranean's ships
 * stand when lorries crowd Nice, with the word CLOSED under it.
 */
const LABEL_OFFSET: Partial<Record<SeaStage, { dx: number; dy: number; align: CanvasTextAlign }>> = {
  'isle-of-grain': { dx: 0, dy: 23.5, align: 'center' },
  fawley: { dx: -24, dy: 24, align: 'center' },
  'milford-haven': { dx: -15, dy: 23, align: 'center' },
  rotterdam: { dx: -7, dy: -30, align: 'center' },
  antwerp: { dx: 3, dy: 26, align: 'left' },
  genoa: { dx: -6, dy: -23.5, align: 'left' },
  lavera: { dx: -11, dy: 12, align: 'right' },
  kwinana: { dx: -11, dy: 12, align: 'right' },
  tripoli: { dx: 7.5, dy: -40, align: 'right' },
  'port-of-spain': { dx: 22, dy: 0, align: 'left' },
  'persian-gulf': { dx: 16, dy: -25, align: 'left' },
  'suez-canal': { dx: -44, dy: 56, align: 'left' },
  'cape-of-good-hope': { dx: -11, dy: 0, align: 'right' },
};

/** A name printed on the map: a place's, or an air stop's. */
export interface MapName {
  text: string;
  x: number;
  y: number;
  align: CanvasTextAlign;
  /** Its size: MAP_NAME_SIZE on the world map, INSET_NAME_SIZE in the inset. */
  size: number;
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

/** The box of the ring of the stop at `p`. */
export function stopRingBox(p: Px): Box {
  return roundBox(p, STOP_RING);
}

/** The stops for lorries off the loop (the air route's, London, the Kwinana trip), each with its name. */
export function stopPoints(): { p: Px; name: string; dx: number; dy: number; align: CanvasTextAlign }[] {
  const pts = airRoute();
  return [
    ...HOLIDAY.stops.map((name, i) => ({ p: pts[i + 1]!, name, ...AIR_STOPS[i]!.label })),
    { p: mapPx(LONDON), name: 'London', dx: -12, dy: -39, align: 'center' },
    { p: mapPx(KWINANA_TOWN), name: 'Kwinana trip', dx: 12, dy: -38, align: 'right' },
  ];
}

let names: readonly MapName[] | undefined;

/** The size of the name of the place at `p`: smaller in the inset. */
function nameSize(p: Px): number {
  const b = INSET.box;
  return p.x > b.x && p.x < b.x + b.w && p.y > b.y && p.y < b.y + b.h ? INSET_NAME_SIZE : MAP_NAME_SIZE;
}

/**
 * Every name the map prints, where it prints it: the places (ports, refineries, Suez, the Cape) and the stops.
 * Worked out once: the static layer draws them, and every picture's tanker labels keep clear of them.
 */
export function mapNames(): readonly MapName[] {
  if (names) return names;
  const places = (Object.entries(PLACE_LABELS) as Array<[SeaStage, string]>).map(([stage, text]) => {
    const p = stagePx(stage);
    const o = LABEL_OFFSET[stage] ?? { dx: 0, dy: -14, align: 'center' as const };
    return { text, x: p.x + o.dx, y: p.y + o.dy, align: o.align, size: nameSize(p), mark: markOf(stage) };
  });
  const stops = stopPoints().map((s) => ({
    text: s.name,
    x: s.p.x + s.dx,
    y: s.p.y + s.dy,
    align: s.align,
    size: nameSize(s.p),
    mark: stopRingBox(s.p),
  }));
  names = [...places, ...stops];
  return names;
}

/** The least size of a square's word where the picture is shown 400 px wide (CSS px). */
export const SQUARE_WORD_PHONE_PX = 7;
/**
 * The size of a loop square's word: 7 px or more where Discord shows the picture 400 px wide on a phone held
 * upright (28 px in the 1600 px picture; at 18 px the words were 4.5 px there, too small to read).
 */
export const SQUARE_WORD_SIZE = Math.ceil((SQUARE_WORD_PHONE_PX * MERIT_LAYOUT.width) / PHONE_PICTURE_WIDTH);

/**
 * The size of a loop square's number (the moves name a square by it: "landed on HELICOPTER (square 13)"): 28 px,
 * 7 px where a phone shows the picture 400 px wide, as the square's word (at 24, 6 px there; at 18, 4.5 px).
 */
export const SQUARE_NUMBER_SIZE = 28;

/** How far a square's words keep from its edges (px), and how much narrower a long word may be drawn at most. */
const WORD_MARGIN = 4;
export const WORD_SQUEEZE_LEAST = 0.85;
/** Where the first line of a square's words stands (its baseline, under the square's top), and the next's. */
const WORD_BASELINE = 27;
const WORD_LINE = 28;

/** One line of a loop square's words, placed: its baseline's middle, the width it is squeezed into, its ink. */
export interface SquareWord {
  text: string;
  x: number;
  y: number;
  /** The width the word is drawn within (narrower glyphs, the same size, where it is wider: HOLIDAY). */
  width: number;
  box: Box;
}

const squareWordsKept = new Map<number, readonly SquareWord[]>();

/**
 * The words of loop square `index` (its kind's, `SQUARE_STYLE`), centred in its upper part at SQUARE_WORD_SIZE,
 * each squeezed (to WORD_SQUEEZE_LEAST at most) into the square's width, with the box its ink covers; lorries
 * stand under them (`placement`).
 */
export function squareWords(index: number): readonly SquareWord[] {
  const kept = squareWordsKept.get(index);
  if (kept) return kept;
  const b = SQUARE_BOXES[index]!;
  const ctx = createCanvas(1, 1).getContext('2d');
  const room = b.w - 2 * WORD_MARGIN;
  const out = SQUARE_STYLE[BOARD[index]!.kind].words.map((text, i) => {
    const natural = textWidth(ctx, text, SQUARE_WORD_SIZE, 800);
    const width = Math.min(natural, room);
    if (width < natural * WORD_SQUEEZE_LEAST) throw new Error(`merit-oil picture: "${text}" is too long`);
    const ascent = ctx.measureText(text).actualBoundingBoxAscent;
    const x = b.x + b.w / 2;
    const y = b.y + WORD_BASELINE + i * WORD_LINE;
    return { text, x, y, width, box: { x: x - width / 2, y: y - ascent, w: width, h: ascent } };
  });
  squareWordsKept.set(index, out);
  return out;
}

/**
 * A lorry's size on the board (half-length, px): 40 px long, 10 px where a phone shows the picture 400 px wide
 * (at 15 px, 7.5 px there, they were specks on the loop's squares and at the air stops).
 */
export const LORRY = 20;
/** A lorry's size on the panel's header (the Test Drilling track's is `DRILL_LORRY`). */
export const PANEL_LORRY = 15;

let numberWidths: number[] | undefined;

/**
 * The box a loop square's number covers, lower right (digits stand on the baseline: no descenders), a pixel
 * round it. Lorries on the square keep off it, so the number stays readable however many stand there.
 */
export function squareNumberBox(index: number): Box {
  numberWidths ??= SQUARE_BOXES.map((_, i) =>
    textWidth(createCanvas(1, 1).getContext('2d'), String(i), SQUARE_NUMBER_SIZE, 800),
  );
  const b = SQUARE_BOXES[index]!;
  const w = numberWidths[index] ?? 0;
  const h = SQUARE_NUMBER_SIZE * 0.75;
  return { x: b.x + b.w - 5 - w - 1, y: b.y + b.h - 5 - h - 1, w: w + 2, h: h + 2 };
}

/** The box a lorry's tank, cab and wheels cover (`lorryPx` keeps those off the map's names and marks). */
export function lorryBox(p: Px & { s?: number }, size = p.s ?? LORRY): Box {
  const s = size;
  return { x: p.x - s - 2, y: p.y - s * 0.55 - 2, w: s * 2 + 4, h: s * 1.15 + 4 };
}

/** The radius of the ring round the lorry of the player to act. */
export const TURN_RING = LORRY * 1.35;

/** The box the ring round a lorry covers, its stroke included (`lorryPx` keeps it off the map's names). */
export function turnRingBox(p: Px & { s?: number }): Box {
  const r = (TURN_RING * (p.s ?? LORRY)) / LORRY + 1.5;
  return { x: p.x - r, y: p.y - r, w: 2 * r, h: 2 * r };
}

/** Tanker size on the map (half-length, px). */
export const TANKER = 17;

/**
 * The box name `n` covers: its glyphs with their outline (`inkBox`); in the inset, its line's box (`textBox`),
 * which the inset's tankers and labels were laid out round.
 */
export function nameBox(n: MapName): Box {
  if (n.size !== INSET_NAME_SIZE) return inkBox(n.text, n.x, n.y, n.size, 800, n.align);
  const width = textWidth(createCanvas(1, 1).getContext('2d'), n.text, n.size, 800);
  return textBox(n.x, n.y, width, n.size, n.align);
}

/** The boxes of the map's names, measured once (the tankers' stacks and cargo labels keep clear of them). */
let nameBoxes: readonly Box[] | undefined;
export function mapNameBoxes(): readonly Box[] {
  if (nameBoxes) return nameBoxes;
  nameBoxes = mapNames().map(nameBox);
  return nameBoxes;
}

/** How far a word's box reaches past its glyphs: its dark outline (3.5 px wide, half outside) and a pixel more. */
export const INK_PAD = 3;

const inkKept = new Map<string, { width: number; ascent: number; descent: number }>();

/**
 * The box the glyphs of `text` cover, drawn at `size` and `weight` at (x, y) with `align` and a middle baseline,
 * measured with the canvas (its width, and how far its ink reaches above and below the baseline: "Tripoli" lower
 * than "Nice"), INK_PAD wider all round for its outline. The world map's names keep apart by it: a line's box
 * (`textBox`, 1.3 times the size tall) kept 32 px names further apart than their glyphs need.
 */
export function inkBox(
  text: string,
  x: number,
  y: number,
  size: number,
  weight: 700 | 800,
  align: CanvasTextAlign,
): Box {
  const key = `${size}/${weight}/${text}`;
  let m = inkKept.get(key);
  if (!m) {
    const ctx = createCanvas(1, 1).getContext('2d');
    const width = textWidth(ctx, text, size, weight);
    ctx.textBaseline = 'middle';
    const t = ctx.measureText(text);
    m = { width, ascent: t.actualBoundingBoxAscent, descent: t.actualBoundingBoxDescent };
    inkKept.set(key, m);
  }
  const left = align === 'right' || align === 'end' ? x - m.width : align === 'center' ? x - m.width / 2 : x;
  return {
    x: left - INK_PAD,
    y: y - m.ascent - INK_PAD,
    w: m.width + 2 * INK_PAD,
    h: m.ascent + m.descent + 2 * INK_PAD,
  };
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
    ...stopPoints().map((s) => ({ stage: null, box: stopRingBox(s.p) })),
  ];
}

/**
 * Room beside a ship at `q` for its cargo alone ("27k"): the box east of it, else west, else above it, inside
 * the map and on the ship's side of the inset's frame, that covers none of `taken`; else null.
 */
export function labelRoom(q: Px, inset: boolean, taken: readonly Box[]): Box | null {
  return labelRooms(q, inset, taken)[0] ?? null;
}

/** Every place `labelRoom` tries that is free, in its order. */
export function labelRooms(q: Px, inset: boolean, taken: readonly Box[]): Box[] {
  const out: Box[] = [];
  // A short label's box (`cargoBox`), level with the ship or above it (as `labels` places them).
  const short = SHORT_LABEL * (cargoSize(inset) / CARGO_SIZE);
  const beside = cargoBeside(inset);
  const level = cargoBox('27k', 0, q.y + beside.dy, inset, 'left');
  const above = cargoBox('27k', 0, q.y + cargoAbove(inset), inset, 'left');
  for (const r of [
    { x: q.x + beside.east, y: level.y, w: short, h: level.h },
    { x: q.x + beside.west - short, y: level.y, w: short, h: level.h },
    { x: q.x - short / 2, y: above.y, w: short, h: above.h },
  ]) {
    const area = r.w * r.h;
    if (overlapArea(r, MAP_BOX) < area - 0.01) continue;
    if (inset ? overlapArea(r, INSET.box) < area - 0.01 : overlapArea(r, INSET.box) > 0) continue;
    if (!taken.some((o) => overlapArea(o, r) > 0)) out.push(r);
  }
  return out;
}

/** A key for a list of boxes (to remember a placement worked out among them). */
export function boxesKey(boxes: readonly Box[]): string {
  return boxes.map((o) => `${Math.round(o.x)},${Math.round(o.y)},${Math.round(o.w)}`).join(';');
}

/**
 * A cargo label's size on the world map: its names', 8 px where a phone shows the picture 400 px wide (at 24 px,
 * 6 px there; at 18, 4.5 px).
 */
export const CARGO_SIZE = MAP_NAME_SIZE;
/**
 * A cargo label's size in the inset: its names' (INSET_NAME_SIZE, 24 px), until the inset is laid out again for
 * 32 px (its 200 px left four ships no room for their labels at 32 px).
 */
export const INSET_CARGO_SIZE = INSET_NAME_SIZE;
/** About how wide a cargo alone ("27k", "4.5k") is on the world map (a stack leaves each ship room for one). */
const SHORT_LABEL = Math.ceil((53 * CARGO_SIZE) / 24);

/** The size of the cargo label of a tanker in the inset (`inset`) or on the world map. */
export function cargoSize(inset: boolean): number {
  return inset ? INSET_CARGO_SIZE : CARGO_SIZE;
}

/**
 * Where a cargo label above its ship has its middle baseline, from the ship's middle: on the world map its glyphs
 * (some 0.55 of the size above that baseline, 0.2 below) clear of the hull's bridge and pennant; in the inset its
 * line's box.
 */
export function cargoAbove(inset: boolean, size = cargoSize(inset)): number {
  return inset ? -TANKER * 1.15 - size * 0.8 : -TANKER * 1.15 - size * 0.4;
}

/** And below it. */
export function cargoBelow(inset: boolean, size = cargoSize(inset)): number {
  return inset ? TANKER * 0.4 + size * 0.8 : TANKER * 0.4 + size * 0.7;
}

/**
 * Where a cargo label beside its ship stands, from the ship's middle: `east` and `west`, where its text begins
 * or ends, and `dy`, its middle baseline. On the world map its box's outline (`cargoBox`, INK_PAD round the
 * glyphs) keeps off the hull, and the glyphs off the next ship of a stack (34 px apart).
 */
export function cargoBeside(inset: boolean): { east: number; west: number; dy: number } {
  return inset
    ? { east: TANKER * 1.2, west: -TANKER * 1.1, dy: 2 }
    : { east: TANKER * 1.2 + INK_PAD, west: -TANKER * 1.1 - INK_PAD, dy: 1 };
}

/**
 * The box cargo label `text` covers drawn at (x, y) with `align` (middle baseline): on the world map its glyphs
 * with their outline (`inkBox`: a line's box, 1.3 times the size tall, left 32 px labels no room between ships
 * stacked 34 px apart); in the inset its line's box (`textBox`), which the inset's tankers were laid out round.
 * Both reach INK_PAD above and below the glyphs (`LABEL_LEADING`).
 */
export function cargoBox(
  text: string,
  x: number,
  y: number,
  inset: boolean,
  align: CanvasTextAlign,
  size = cargoSize(inset),
): Box {
  const ink = inkBox(text, x, y, size, 800, align);
  return inset ? textBox(ink.x + INK_PAD, y, ink.w - 2 * INK_PAD, size, 'left') : ink;
}

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

/** Half the span of the cross over a closed Suez Canal, and its stroke. */
export const SUEZ_ARM = 11;
export const SUEZ_STROKE = 5;

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
    y: p.y + o.dy + MAP_NAME_SIZE,
    size: MAP_NAME_SIZE,
    align: o.align,
  };
}

/** The box of the word CLOSED beside a closed Suez Canal (measured once). */
let closedWordBox: Box | undefined;
export function closedSuezWordBox(): Box {
  if (closedWordBox) return closedWordBox;
  const m = closedSuezWord();
  closedWordBox = inkBox(m.text, m.x, m.y, m.size, 800, m.align);
  return closedWordBox;
}
