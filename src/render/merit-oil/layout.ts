/**
 * Picture layout: the board loop as a ring of squares on the left with the world map inside it (as on the
 * box's board), the caption above, and the score-board panel on the right.
 */
import { BOARD, BOARD_SIZE, SQUARES_PER_EDGE } from '../../games/merit-oil/data';
import { project, type LonLat } from './geo';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const MERIT_LAYOUT = {
  width: 1600,
  height: 900,
  caption: { x: 10, y: 6, w: 1080, h: 44 },
  ring: { x: 6, y: 54, w: 1088, h: 840 },
  /** Corner squares' size; edge squares share what is left. */
  corner: { w: 122, h: 104 },
  panel: { x: 1100, y: 0, w: 500, h: 900 },
} as const;

/** The world map: the inside of the ring. */
export const MAP_BOX: Box = {
  x: MERIT_LAYOUT.ring.x + MERIT_LAYOUT.corner.w,
  y: MERIT_LAYOUT.ring.y + MERIT_LAYOUT.corner.h,
  w: MERIT_LAYOUT.ring.w - 2 * MERIT_LAYOUT.corner.w,
  h: MERIT_LAYOUT.ring.h - 2 * MERIT_LAYOUT.corner.h,
};

/** Pixel position of a map point on the world map at its own scale (under the inset, for the north-west). */
export function worldPx(p: LonLat): { x: number; y: number } {
  const f = project(p);
  return { x: MAP_BOX.x + f.x * MAP_BOX.w, y: MAP_BOX.y + f.y * MAP_BOX.h };
}

/**
 * North-west Europe magnified: five refineries, London, the English Channel and the Western Approaches lie
 * within some 120 × 75 pixels of the world map, too close for their names and the tankers calling there. The
 * inset draws that region 2.6 times as large in a framed box over its own place (so the lane from Cape Finisterre
 * runs straight into it), from the map's top edge down to just above Nice's and Genoa's names: at twice (164 px
 * tall) its names at 24 px, 6 px on a phone, and five or six lorries at London stood on one another's places. Every map
 * point in the region is drawn in the inset (`mapPx`); the world map under the box is hidden.
 */
const INSET_REGION = { west: -10.5, east: 8, north: 53.6, south: 48 } as const;
const INSET_CORNERS = {
  nw: worldPx({ lon: INSET_REGION.west, lat: INSET_REGION.north }),
  se: worldPx({ lon: INSET_REGION.east, lat: INSET_REGION.south }),
};
const INSET_HEIGHT = 200;
/** How many times larger the inset draws its region (the same across and down). */
const INSET_SCALE = INSET_HEIGHT / (INSET_CORNERS.se.y - INSET_CORNERS.nw.y);

export const INSET = {
  region: INSET_REGION,
  scale: INSET_SCALE,
  box: {
    x: INSET_CORNERS.nw.x,
    y: MAP_BOX.y,
    w: (INSET_CORNERS.se.x - INSET_CORNERS.nw.x) * INSET_SCALE,
    h: INSET_HEIGHT,
  } as Box,
} as const;

/** Whether a map point lies in the inset's region (and so is drawn in the inset). */
export function inInset(p: LonLat): boolean {
  const r = INSET.region;
  return p.lon >= r.west && p.lon <= r.east && p.lat >= r.south && p.lat <= r.north;
}

/** Pixel position of a map point in the inset (the world map's pixels scaled into the inset's box). */
export function insetPx(p: LonLat): { x: number; y: number } {
  const w = worldPx(p);
  const { nw } = INSET_CORNERS;
  const b = INSET.box;
  return { x: b.x + (w.x - nw.x) * INSET.scale, y: b.y + (w.y - nw.y) * INSET.scale };
}

/** Pixel position of a map point: in the inset for north-west Europe, on the world map elsewhere. */
export function mapPx(p: LonLat): { x: number; y: number } {
  return inInset(p) ? insetPx(p) : worldPx(p);
}

/** The rectangle of loop square `i` (0 = START, top-left, clockwise). */
export function squareBox(i: number): Box {
  const { ring, corner } = MERIT_LAYOUT;
  const per = SQUARES_PER_EDGE + 1;
  const sw = (ring.w - 2 * corner.w) / SQUARES_PER_EDGE;
  const sh = (ring.h - 2 * corner.h) / SQUARES_PER_EDGE;
  const side = Math.floor(i / per);
  const k = i % per;
  const right = ring.x + ring.w - corner.w;
  const bottom = ring.y + ring.h - corner.h;
  switch (side) {
    case 0: // top, left → right
      return k === 0
        ? { x: ring.x, y: ring.y, w: corner.w, h: corner.h }
        : { x: ring.x + corner.w + (k - 1) * sw, y: ring.y, w: sw, h: corner.h };
    case 1: // right, top → bottom
      return k === 0
        ? { x: right, y: ring.y, w: corner.w, h: corner.h }
        : { x: right, y: ring.y + corner.h + (k - 1) * sh, w: corner.w, h: sh };
    case 2: // bottom, right → left
      return k === 0
        ? { x: right, y: bottom, w: corner.w, h: corner.h }
        : { x: right - k * sw, y: bottom, w: sw, h: corner.h };
    default: // left, bottom → top
      return k === 0
        ? { x: ring.x, y: bottom, w: corner.w, h: corner.h }
        : { x: ring.x, y: bottom - k * sh, w: corner.w, h: sh };
  }
}

/** Every loop square's box, in order. */
export const SQUARE_BOXES: readonly Box[] = BOARD.map((s) => squareBox(s.index));
if (SQUARE_BOXES.length !== BOARD_SIZE) throw new Error('merit-oil layout: one box per square');

export function centre(b: Box): { x: number; y: number } {
  return { x: b.x + b.w / 2, y: b.y + b.h / 2 };
}

/**
 * Square kinds: the words printed on them and their colours. One short word each (two on END OF HOLIDAY, whose
 * bottom-edge square has room for them), at least 7 px tall on a phone (`SQUARE_WORD_SIZE`), where the board's
 * names ("OIL NEWS", "TEST DRILLING", "PRODUCTION") were cut in two at 18 px, 4.5 px there: each word is the name
 * the turn messages say, or its key word. The Kwinana excursion's is the place's name, as the map writes it;
 * EXCHANGE's is what it sells.
 */
export const SQUARE_STYLE = {
  start: { words: ['START'], fill: '#F2C14E', ink: '#1A1A1A' },
  memo: { words: ['MEMO'], fill: '#F6E7C1', ink: '#5A3B00' },
  oilNews: { words: ['NEWS'], fill: '#2B2B2B', ink: '#F5C542' },
  testDrilling: { words: ['DRILL'], fill: '#8D6E63', ink: '#FFFFFF' },
  production: { words: ['PROD.'], fill: '#2E7D32', ink: '#FFFFFF' },
  holiday: { words: ['HOLIDAY'], fill: '#4FC3F7', ink: '#0B2A3A' },
  endOfHoliday: { words: ['END OF', 'HOLIDAY'], fill: '#81D4FA', ink: '#0B2A3A' },
  helicopter: { words: ['HELI'], fill: '#7E57C2', ink: '#FFFFFF' },
  conference: { words: ['OFFICE'], fill: '#C62828', ink: '#FFFFFF' },
  exchange: { words: ['SHARES'], fill: '#1565C0', ink: '#FFFFFF' },
  kwinana: { words: ['Kwinana'], fill: '#FF8F00', ink: '#1A1A1A' },
} as const;

/**
 * Tanker colours (the seed's "tab signal in the ship's colour"). The red is deep and the green light: at equal
 * lightness (#E53935, #43A047) a deuteranope saw them as one colour, and the tankers are told apart by colour
 * alone ("the red tanker"); test/render/colour-vision.test.ts keeps the four apart in the three dichromacies.
 */
export const TANKER_COLOURS = {
  red: '#B71C1C',
  blue: '#1E88E5',
  green: '#69D08A',
  yellow: '#FDD835',
} as const;

export const MAP_STYLE = {
  sea: '#2A6F97',
  seaLane: 'rgba(255,255,255,0.28)',
  land: '#D9C9A3',
  landEdge: '#8C7A55',
  stage: '#E8F1F8',
  stageRim: '#0E3B57',
  refinery: '#F5F5F5',
  port: '#111111',
  airRoute: '#FFFFFF',
} as const;
