/**
 * The map's names: each area's and white continent's name on its tile (a white continent's with its "open to
 * all" note), each harbour's name beside its ring
 * (as the choosers and the log name it: "Houston (Texas)"), and the "to …" labels of the sea
 * lanes that wrap round the world (at sea, or on the land by the harbour where the sea is too narrow). The
 * static layer draws them over the sea lanes and railways, each on a halo of the ground beneath it, so no line
 * runs through a letter. Their boxes are measured once: the trains and tankers keep clear of them
 * (placement.ts).
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { AREA_LIST, CONTINENT_LIST, HARBOURS, type ContinentId } from '../../games/wildcatters/data';
import { UI, drawText, fitFont, printable, type FontWeight } from '../kit';
import { CONTINENT_FILL, MAP_NAME_TEXT, MIN_TEXT, TILES, WRAP_STUBS, type Box, type Pt } from './layout';

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
  /** The ground beneath it: its halo's colour. */
  ground: string;
}

/** How far a name's halo reaches beyond its letters (the halo stroke is twice as wide). */
export const NAME_HALO = 3;

/*
 * No continent's name stands in the sea: NORTH AMERICA, SOUTH AMERICA, MIDDLE EAST and ASIA were 13.7 px there,
 * and at 18 px they would crowd the harbours' names and the lanes. The land's colour and texture (grounds.ts)
 * say the continent, and the panel's consolidation table names each main continent on a chip of its land.
 */

/**
 * Where each harbour's name stands, beside its ring: the end of its baseline (`align` says which), and the
 * land it stands on (at sea when none). Each keeps to one ground, off the fields, sites and rings; the trains
 * and the tanker queues keep clear of it (placement.ts). Maracaibo's stands in the strait above Venezuela,
 * Bahía Blanca's and Fremantle's at sea beside their queues, Balikpapan's in the strait above Indonesia left of
 * its first tanker (ASIA stands further west for it).
 */
const HARBOUR_LABEL_AT: Record<string, Pt & { align: 'left' | 'right'; on?: ContinentId }> = {
  'alaska.harbour': { x: 218, y: 125, align: 'right', on: 'northAmerica' },
  'texas.harbour': { x: 216, y: 271, align: 'right', on: 'northAmerica' },
  'venezuela.harbour': { x: 322, y: 412, align: 'right' },
  'argentina.harbour': { x: 348, y: 607, align: 'left' },
  'arabia.harbour': { x: 486, y: 294, align: 'right' },
  'persia.harbour': { x: 904, y: 243, align: 'right', on: 'middleEast' },
  'siberia.harbour': { x: 932, y: 158, align: 'right', on: 'asia' },
  'indonesia.harbour': { x: 853, y: 390, align: 'right' },
  'europe.harbour': { x: 400, y: 234, align: 'right', on: 'europe' },
  'southernAfrica.west': { x: 407, y: 469, align: 'left', on: 'southernAfrica' },
  'southernAfrica.east': { x: 585, y: 475, align: 'right', on: 'southernAfrica' },
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
 * counts, and Europe's 3, its "open to all" beneath; Siberia's at its bottom left, below its fields (their counts
 * reach up to the tile's top); Indonesia's nearer the edge, leaving its two trains room by the harbour; Australia's
 * right of its railway, which runs from the harbour on the tile's corner down to the field; Southern Africa's on
 * two lines, "Southern Africa" being wider than its tile.
 */
const NAME_AT: Readonly<Partial<Record<TileId, { dx: number; dy: number }>>> = {
  argentina: { dx: 14, dy: 27 },
  siberia: { dx: 14, dy: 112 },
  australia: { dx: 70, dy: 31 },
  europe: { dx: 14, dy: 28 },
  indonesia: { dx: 8, dy: 31 },
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
 * Where a white continent's "open to all" note stands (at MIN_TEXT, the end of its baseline from the tile's
 * corner): under its name, clear of the counts below; Southern Africa's right of "Africa", at the tile's right.
 */
const NOTE_AT: Readonly<
  Record<'europe' | 'southernAfrica' | 'australia', { dx: number; dy: number; align: 'left' | 'right' }>
> = {
  europe: { dx: 14, dy: 51, align: 'left' },
  southernAfrica: { dx: 203, dy: 59, align: 'right' },
  australia: { dx: 70, dy: 51, align: 'left' },
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
        size: MIN_TEXT,
        weight: 600,
        color: '#5B5E55',
        align: note.align,
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
      size: MIN_TEXT,
      weight: 700,
      color: at.on ? '#3A2C20' : '#DCEEFF',
      align: at.align,
      ground: at.on ? CONTINENT_FILL[at.on].fill : UI.sea,
    };
  }),
  ...WRAP_STUBS.map((s): MapName => ({
    text: `to ${s.label}`,
    x: s.labelAt.x,
    y: s.labelAt.y,
    size: MIN_TEXT,
    weight: 700,
    color: s.labelOn ? '#3A2C20' : '#DCEEFF',
    align: 'right',
    ground: s.labelOn ? CONTINENT_FILL[s.labelOn].fill : UI.sea,
  })),
];

/** Draw the map's names over the lanes and railways, each on a halo of its ground. */
export function drawMapNames(ctx: SKRSContext2D): void {
  for (const n of MAP_NAMES)
    drawText(ctx, n.text, n.x, n.y, {
      size: n.size,
      weight: n.weight,
      color: n.color,
      align: n.align,
      maxWidth: n.maxWidth,
      minSize: n.minSize,
      outline: n.ground,
      outlineWidth: 2 * NAME_HALO,
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
    const left = n.x - m.actualBoundingBoxLeft - NAME_HALO;
    const top = n.y - m.actualBoundingBoxAscent - NAME_HALO;
    return {
      text: n.text,
      box: {
        x: left,
        y: top,
        w: m.actualBoundingBoxLeft + m.actualBoundingBoxRight + 2 * NAME_HALO,
        h: m.actualBoundingBoxAscent + m.actualBoundingBoxDescent + 2 * NAME_HALO,
      },
    };
  });
  return nameBoxes;
}

/** Whether two boxes overlap (touching edges do not). */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}
