/**
 * The map's names: each area's and white continent's name on its tile (a white continent's with its "open to
 * all" note), each harbour's name beside its ring
 * (as the choosers and the log name it: "Houston (Texas)"), and the "to …" labels of the sea
 * lanes that wrap round the world. The harbours' names and the lanes' labels are the sea's words, white on a
 * plate of sea, at sea and on land alike, so "Valdez" beside "Alaska" reads as the quay's name, not as one
 * phrase with the area's. The static layer draws them over the sea lanes and railways, each on a halo of the
 * ground beneath it or on its plate, so no line runs through a letter. Their boxes are measured once: the
 * trains and tankers keep clear of them (placement.ts).
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { AREA_LIST, CONTINENT_LIST, HARBOURS, type ContinentId } from '../../games/wildcatters/data';
import { UI, drawPanel, drawText, fitFont, printable, type FontWeight } from '../kit';
import {
  CONTINENT_FILL,
  MAP_LABEL_TEXT,
  MAP_NAME_TEXT,
  TILES,
  WRAP_STUBS,
  type Box,
  type Pt,
} from './layout';

/** A name on the map, drawn from its left (or right) end on its baseline at (x, y), in design units. */
export interface MapName {
  text: string;
  x: number;
  y: number;
  size: number;
  weight: FontWeight;
  color: string;
  align: 'left' | 'right';
  /** The text shrinks (down to `minSize`) to fit this width. */
  maxWidth?: number;
  /** The least size it shrinks to. */
  minSize?: number;
  /** The ground beneath it: its halo's colour, or its plate's. */
  ground: string;
  /**
   * A harbour's name and a lane's "to …" stand on a plate of sea (PLATE_PAD round their letters), on land as at
   * sea: they read as the sea's words, apart from the dark names of the land beside them.
   */
  plate?: boolean;
}

/** How far a name's halo reaches beyond its letters (the halo stroke is twice as wide). */
export const NAME_HALO = 3;

/** How far a plate reaches beyond its letters, across and up and down. */
export const PLATE_PAD = { x: 5, y: 4 } as const;

/** The sea's words: white on a plate of sea. */
const SEA_WORD = '#FFFFFF';

/*
 * No continent's name stands in the sea: NORTH AMERICA, SOUTH AMERICA, MIDDLE EAST and ASIA were 13.7 px there,
 * and at 18 px they would crowd the harbours' names and the lanes. The land's colour and texture (grounds.ts)
 * say the continent, and the panel's consolidation table names each main continent on a chip of its land.
 */

/**
 * Where each harbour's name stands, beside its ring: the end of its baseline (`align` says which). Each stands
 * off the fields, sites and rings, and apart from the tile's name; the trains and the tanker queues keep clear
 * of it (placement.ts). Valdez's, Houston's and Abadan's stand right of their area's name, at the tile's top
 * right above their ring (Abadan's reaching over the coast), Nakhodka's above its lane's "to Valdez", left of
 * its ring; Rotterdam's at Europe's bottom left, Luanda's under "Africa" right of its ring, Durban's right of
 * "Africa" above its ring. Maracaibo's stands in the strait above Venezuela, Bahía Blanca's and Fremantle's at
 * sea beside their queues, Balikpapan's in the strait above Indonesia left of its first tanker.
 */
const HARBOUR_LABEL_AT: Record<string, Pt & { align: 'left' | 'right' }> = {
  'alaska.harbour': { x: 228, y: 123, align: 'right' },
  'texas.harbour': { x: 236, y: 274, align: 'right' },
  'venezuela.harbour': { x: 322, y: 412, align: 'right' },
  'argentina.harbour': { x: 348, y: 607, align: 'left' },
  'arabia.harbour': { x: 486, y: 304, align: 'right' },
  'persia.harbour': { x: 922, y: 243, align: 'right' },
  'siberia.harbour': { x: 886, y: 163, align: 'right' },
  'indonesia.harbour': { x: 853, y: 390, align: 'right' },
  'europe.harbour': { x: 396, y: 248, align: 'right' },
  'southernAfrica.west': { x: 405, y: 470, align: 'left' },
  'southernAfrica.east': { x: 597, y: 443, align: 'right' },
  'australia.harbour': { x: 694, y: 604, align: 'right' },
};

type TileId = keyof typeof TILES;

/** A line of a tile's name: its text, and its baseline's left end from the tile's corner. */
interface NameLine {
  text: string;
  dx: number;
  dy: number;
}

/**
 * Where a tile's name stands, at MAP_NAME_TEXT: at the tile's top left, above the pump jacks' counts (a count's
 * top stands 36 units below the tile's top, 30 on Siberia). Argentina's stands 4 units higher, its g clear of the
 * counts, and Europe's 7, nearer the edge, its "open to all" beneath; Siberia's at its bottom left, below its
 * fields (their counts reach up to the tile's top); Indonesia's nearer the edge, leaving its two trains room by
 * the harbour; Persia's as near, where it stood before the tile's west coast moved 6 units east (layout.ts);
 * Australia's right of its railway, which runs from the harbour on the tile's corner down to the field; Southern
 * Africa's on two lines, "Southern Africa" being wider than its tile.
 */
const NAME_AT: Readonly<Partial<Record<TileId, { dx: number; dy: number }>>> = {
  argentina: { dx: 14, dy: 27 },
  siberia: { dx: 14, dy: 112 },
  australia: { dx: 70, dy: 31 },
  europe: { dx: 9, dy: 24 },
  indonesia: { dx: 8, dy: 31 },
  persia: { dx: 8, dy: 31 },
};
/** Where the other tiles' names stand. */
const NAME_AT_USUAL = { dx: 14, dy: 31 } as const;

/** The lines of `tile`'s name `name`, each placed (`NAME_AT`). */
function tileNameLines(tile: TileId, name: string): NameLine[] {
  if (tile === 'southernAfrica')
    return [
      { text: 'Southern', dx: 10, dy: 31 },
      { text: 'Africa', dx: 10, dy: 59 },
    ];
  return [{ text: name, ...(NAME_AT[tile] ?? NAME_AT_USUAL) }];
}

/**
 * Where a white continent's "open to all" note stands (at MAP_LABEL_TEXT, the left end of its baseline from the
 * tile's corner): Europe's under its name, clear of the counts and the inland refinery's slots; Southern
 * Africa's and Australia's at the tile's bottom left, under the field (beside their names it met "Africa" and
 * Australia's refinery and counts). Europe's and Southern Africa's stand a little left (Southern Africa's 4 units
 * left of its name), 6 units or more from the refinery's gauge beside them (at 5.3 and 2.3 the note read as the
 * gauge's label).
 */
const NOTE_AT: Readonly<Record<'europe' | 'southernAfrica' | 'australia', { dx: number; dy: number }>> = {
  europe: { dx: 8, dy: 52 },
  southernAfrica: { dx: 6, dy: 180 },
  australia: { dx: 14, dy: 122 },
};

function continentOf(area: string): ContinentId {
  const c = CONTINENT_LIST.find((x) => x.areas.includes(area as never));
  if (!c) throw new Error(`no continent for ${area}`);
  return c.id;
}

/** Every name of the map, in drawing order. */
export const MAP_NAMES: readonly MapName[] = [
  ...AREA_LIST.flatMap((a): MapName[] =>
    tileNameLines(a.id, a.name).map((l) => ({
      text: l.text,
      x: TILES[a.id].x + l.dx,
      y: TILES[a.id].y + l.dy,
      size: MAP_NAME_TEXT,
      weight: 800,
      color: '#1E1A14',
      align: 'left',
      ground: CONTINENT_FILL[continentOf(a.id)].fill,
    })),
  ),
  ...CONTINENT_LIST.filter((c) => c.white).flatMap((c): MapName[] => {
    const tile = c.id as keyof typeof NOTE_AT;
    const t = TILES[tile];
    const note = NOTE_AT[tile];
    const ground = CONTINENT_FILL[c.id].fill;
    return [
      ...tileNameLines(tile, c.name).map((l): MapName => ({
        text: l.text,
        x: t.x + l.dx,
        y: t.y + l.dy,
        size: MAP_NAME_TEXT,
        weight: 800,
        color: '#33352F',
        align: 'left',
        ground,
      })),
      {
        text: 'open to all',
        x: t.x + note.dx,
        y: t.y + note.dy,
        size: MAP_LABEL_TEXT,
        weight: 600,
        color: '#5B5E55',
        align: 'left',
        ground,
      },
    ];
  }),
  ...HARBOURS.map((h): MapName => {
    const at = HARBOUR_LABEL_AT[h.id];
    if (!at) throw new Error(`no place for the name of harbour ${h.id}`);
    return {
      text: h.name,
      x: at.x,
      y: at.y,
      size: MAP_LABEL_TEXT,
      weight: 700,
      color: SEA_WORD,
      align: at.align,
      ground: UI.sea,
      plate: true,
    };
  }),
  ...WRAP_STUBS.map((s): MapName => ({
    text: `to ${s.label}`,
    x: s.labelAt.x,
    y: s.labelAt.y,
    size: MAP_LABEL_TEXT,
    weight: 700,
    color: SEA_WORD,
    align: 'right',
    ground: UI.sea,
    plate: true,
  })),
];

/** Draw the map's names over the lanes and railways, each on a halo of its ground. */
export function drawMapNames(ctx: SKRSContext2D): void {
  const boxes = mapNameBoxes();
  MAP_NAMES.forEach((n, k) => {
    if (n.plate) {
      const b = boxes[k]!.box;
      drawPanel(ctx, b.x, b.y, b.w, b.h, { fill: n.ground, radius: 6 });
    }
    drawText(ctx, n.text, n.x, n.y, {
      size: n.size,
      weight: n.weight,
      color: n.color,
      align: n.align,
      maxWidth: n.maxWidth,
      minSize: n.minSize,
      outline: n.plate ? undefined : n.ground,
      outlineWidth: 2 * NAME_HALO,
    });
  });
}

let nameBoxes: ReadonlyArray<{ text: string; box: Box }> | undefined;

/** The box each name covers (its letters as drawn, halo included), measured once; pieces keep clear of it. */
export function mapNameBoxes(): ReadonlyArray<{ text: string; box: Box }> {
  if (nameBoxes) return nameBoxes;
  const ctx = createCanvas(1, 1).getContext('2d');
  nameBoxes = MAP_NAMES.map((n) => {
    const text = printable(n.text);
    fitFont(ctx, text, n.size, n.weight, n.maxWidth, n.minSize);
    ctx.textAlign = n.align;
    ctx.textBaseline = 'alphabetic';
    const m = ctx.measureText(text);
    const pad = n.plate ? PLATE_PAD : { x: NAME_HALO, y: NAME_HALO };
    return {
      text: n.text,
      box: {
        x: n.x - m.actualBoundingBoxLeft - pad.x,
        y: n.y - m.actualBoundingBoxAscent - pad.y,
        w: m.actualBoundingBoxLeft + m.actualBoundingBoxRight + 2 * pad.x,
        h: m.actualBoundingBoxAscent + m.actualBoundingBoxDescent + 2 * pad.y,
      },
    };
  });
  return nameBoxes;
}

/** Whether two boxes overlap (touching edges do not). */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}
