/**
 * Where everything of the Wildcatters picture stands, in units of a 1400×900 landscape design (drawn scaled
 * to the picture's 1280×823 pixels, see PICTURE_SCALE): the world map
 * (left, top), the face-up area cards (left, bottom) and the side panel (right). The map is a board-game
 * world, not an atlas: each area and white continent is a land tile, placed roughly where it lies on Earth, with
 * its oil fields, refinery sites and harbours inside or on its coast. Places are keyed by the ids of the design
 * data (src/games/wildcatters/data.ts), so a new place there without a position here fails the layout test.
 * The names (names.ts) and the trains and tankers (placement.ts) are placed from these.
 */
import { MIN_TEXT_PX, PHONE_PICTURE_WIDTH, phoneFloorPx } from '../kit/text';
import {
  AREA_LIST,
  DISPLAY_SIZE,
  HARBOURS,
  OIL_FIELDS,
  RAILWAYS,
  REFINERY_SITES,
  SEA_LANES,
  type AreaId,
  type ContinentId,
  type Region,
} from '../../games/wildcatters/data';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Pt {
  x: number;
  y: number;
}

/** The design's size: every coordinate below is in these units. */
export const DESIGN_SIZE = { width: 1400, height: 900 } as const;

/**
 * The picture is the design scaled to 1280 px wide: a phone shows it at the same relative size (labels as
 * big), with 17 % fewer pixels to read and encode.
 */
export const PICTURE_SCALE = 1280 / DESIGN_SIZE.width;

/**
 * The smallest text of the picture, map, area cards and panel alike (design units): MIN_TEXT_PX (18 px) in the
 * picture, ~5 px on a phone, where Discord shows the picture about 400 px wide.
 */
export const MIN_TEXT = Math.ceil(MIN_TEXT_PX / PICTURE_SCALE);

/**
 * The side panel's smallest text (design units): the phone floor of the 1280 px picture (29 px, 9 px on a phone
 * held upright, where Discord shows the picture about 400 px wide) in design units, 32. At MIN_TEXT its figures
 * were 5–6 px there.
 */
export const PANEL_TEXT = Math.ceil(
  phoneFloorPx(Math.round(DESIGN_SIZE.width * PICTURE_SCALE)) / PICTURE_SCALE,
);

/** The least size a map's name reads at on a phone held upright, where Discord shows the picture ~400 px wide. */
export const PHONE_NAME_PX = 8;

/**
 * The size of the map's names (design units): PHONE_NAME_PX on a phone, 28 units, 25.6 px in the picture. At
 * MIN_TEXT and 22 units the area, continent and harbour names were 5.7–6.3 px there.
 */
export const MAP_NAME_TEXT = Math.ceil((PHONE_NAME_PX * DESIGN_SIZE.width) / PHONE_PICTURE_WIDTH);

/**
 * The least size the map's smaller words (a harbour's name, a lane's "to …", a white continent's "open to all")
 * read at on a phone held upright, where Discord shows the picture ~400 px wide. (The area cards' words are at
 * PANEL_TEXT: cards.ts.)
 */
export const PHONE_LABEL_PX = 7;

/**
 * The size of those words (design units): PHONE_LABEL_PX on a phone, 25 units, 22.9 px in the picture. At
 * MIN_TEXT they were 5.7 px there.
 */
export const MAP_LABEL_TEXT = Math.ceil((PHONE_LABEL_PX * DESIGN_SIZE.width) / PHONE_PICTURE_WIDTH);

/**
 * The least size the map's marks read at on a phone held upright, where Discord shows the picture ~400 px
 * wide: a neutral wildcatter disk's W, an empty refinery site's R, a full queue's "+N" (as Merit's map's words).
 */
export const PHONE_MARK_PX = 6;

/**
 * The size of those marks (design units): PHONE_MARK_PX on a phone, 21 units, 19.2 px in the picture. The W
 * (its disk's radius × 1.05) was 4.3 px there, the R and the "+N" (MIN_TEXT) 5.7 px.
 */
export const MARK_TEXT = Math.ceil((PHONE_MARK_PX * DESIGN_SIZE.width) / PHONE_PICTURE_WIDTH);

/** The PNG's size in pixels. */
export const WILD_SIZE = {
  width: Math.round(DESIGN_SIZE.width * PICTURE_SCALE),
  height: Math.round(DESIGN_SIZE.height * PICTURE_SCALE),
} as const;

/** Where a design point lands in the picture. */
export function toPicture(p: Pt): Pt {
  return { x: p.x * PICTURE_SCALE, y: p.y * PICTURE_SCALE };
}

export const FRAME = {
  caption: { x: 10, y: 8, w: 940, h: 44 } satisfies Box,
  map: { x: 0, y: 56, w: 960, h: 640 } satisfies Box,
  display: { x: 0, y: 700, w: 960, h: 200 } satisfies Box,
  panel: { x: 960, y: 0, w: 440, h: 900 } satisfies Box,
} as const;

/**
 * Land tiles: one per area and per white continent. Arabia reaches west of its fields and Persia east of its
 * refinery, so their trains have room by the harbour and the refinery when the fields are full; Texas
 * reaches east under Europe, where Alaska cannot, leaving room for "Houston" right of its name; Indonesia
 * stands a little south, leaving a strip of sea for its tankers below Persia, and reaches west, leaving room
 * for its two trains by the harbour right of its name. Each harbour's tankers wait at
 * their own quay, nearer it than any other (placement.ts), so the narrow seas are shared out by the land:
 * Venezuela stands west of Argentina, leaving a strait wide enough for Maracaibo's queue by its coast and
 * Luanda's by Southern Africa's; Siberia is low enough to leave a strait above Arabia and Persia, Nakhodka's
 * (the sea east of Persia is Abadan's). The refineries' gauges (7 phone px cells, REFINERY_AT) took more land:
 * Venezuela and Argentina reach 12 units further west (their fields with them, their wildcatter disks clear of
 * the gauge's top row), Europe 34 units higher and 10 lower (its two gauges one over the other right of its
 * field, 12 units apart: 2 apart, they read as one column; "Ras Tanura" stands 10 units lower with Rotterdam's
 * queue), Arabia 8 lower (its tall gauge below its disk); Persia's west coast moved 10 units west, Arabia's east
 * coast with it: Persia's tall gauge stands right of the gap below its disk, where its second field's line to
 * Abadan climbs. Argentina reaches 40 units further west, into the open sea below Venezuela: its gauge stands off
 * the east coast, its second field's line to Bahía Blanca running round it (RAIL_BEND).
 */
export const TILES: Readonly<Record<AreaId | 'europe' | 'southernAfrica' | 'australia', Box>> = {
  alaska: { x: 18, y: 92, w: 214, h: 146 },
  texas: { x: 18, y: 246, w: 232, h: 146 },
  venezuela: { x: 58, y: 418, w: 226, h: 132 },
  argentina: { x: 68, y: 556, w: 266, h: 132 },
  europe: { x: 286, y: 58, w: 210, h: 194 },
  southernAfrica: { x: 392, y: 384, w: 208, h: 200 },
  arabia: { x: 500, y: 214, w: 202, h: 162 },
  persia: { x: 708, y: 214, w: 204, h: 152 },
  siberia: { x: 560, y: 64, w: 382, h: 120 },
  indonesia: { x: 716, y: 400, w: 226, h: 140 },
  australia: { x: 700, y: 554, w: 242, h: 134 },
};

/** A land tile's rounded corners and the width of its coast (the edge line, drawn centred on the tile's box). */
export const TILE_STYLE = { radius: 18, edgeWidth: 3 } as const;

/** Land colours: each main continent its own earth tone; the white continents pale (neutral ground). */
export const CONTINENT_FILL: Readonly<Record<ContinentId, { fill: string; edge: string }>> = {
  northAmerica: { fill: '#C7A878', edge: '#8C6F45' },
  southAmerica: { fill: '#93B874', edge: '#5E8444' },
  middleEast: { fill: '#E2C36F', edge: '#A88A38' },
  asia: { fill: '#B99C84', edge: '#7D624C' },
  europe: { fill: '#ECEDE8', edge: '#9A9C94' },
  southernAfrica: { fill: '#ECEDE8', edge: '#9A9C94' },
  australia: { fill: '#ECEDE8', edge: '#9A9C94' },
};

/** Spacing of rig spots on a field, and their radius. */
export const SPOT_GAP = 34;
export const SPOT_R = 14;

/**
 * Harbours on the coast of their tile (ids from data.ts). Abadan stands high on Persia's east coast: its two
 * lines then leave room for their trains right of the disk, above the refinery, when Persia's fields are full.
 * Nakhodka stands on Siberia's south coast, over its strait: Siberia's east coast meets the map's edge.
 */
export const HARBOUR_AT: Readonly<Record<string, Pt>> = {
  'alaska.harbour': { x: 232, y: 140 },
  'texas.harbour': { x: 250, y: 276 },
  'venezuela.harbour': { x: 284, y: 446 },
  'argentina.harbour': { x: 334, y: 596 },
  'arabia.harbour': { x: 500, y: 299 },
  'persia.harbour': { x: 912, y: 262 },
  'siberia.harbour': { x: 900, y: 184 },
  'indonesia.harbour': { x: 902, y: 400 },
  'europe.harbour': { x: 416, y: 252 },
  'southernAfrica.west': { x: 392, y: 450 },
  'southernAfrica.east': { x: 600, y: 470 },
  'australia.harbour': { x: 720, y: 554 },
};

/**
 * Sea lanes that wrap round the world leave the map at an edge: the stub's end for each harbour, and where its
 * "to …" label stands: the right end of its baseline. Valdez's label stands on Siberia under "Nakhodka", left of
 * its harbour: the sea east of Persia is too narrow for it.
 */
export const WRAP_STUBS: ReadonlyArray<{
  lane: string;
  from: string;
  to: Pt;
  label: string;
  labelAt: Pt;
}> = [
  {
    lane: 'alaska.harbour|siberia.harbour',
    from: 'alaska.harbour',
    to: { x: 262, y: 60 },
    label: 'Nakhodka',
    labelAt: { x: 258, y: 80 },
  },
  {
    lane: 'alaska.harbour|siberia.harbour',
    from: 'siberia.harbour',
    to: { x: 958, y: 214 },
    label: 'Valdez',
    labelAt: { x: 886, y: 188 },
  },
];

/** Bend of a sea lane (a quadratic curve's control point), where the straight line would cross land. */
export const LANE_BEND: Readonly<Record<string, Pt>> = {
  'alaska.harbour|texas.harbour': { x: 268, y: 235 },
  'venezuela.harbour|argentina.harbour': { x: 372, y: 560 },
  'southernAfrica.west|southernAfrica.east': { x: 500, y: 660 },
  'southernAfrica.east|arabia.harbour': { x: 560, y: 330 },
  'arabia.harbour|persia.harbour': { x: 705, y: 470 },
  'indonesia.harbour|siberia.harbour': { x: 950, y: 260 },
  'texas.harbour|venezuela.harbour': { x: 300, y: 400 },
  'texas.harbour|europe.harbour': { x: 300, y: 280 },
  'europe.harbour|southernAfrica.west': { x: 380, y: 330 },
  'southernAfrica.east|australia.harbour': { x: 660, y: 540 },
  'indonesia.harbour|australia.harbour': { x: 700, y: 380 },
  'europe.harbour|arabia.harbour': { x: 462, y: 282 },
};

export function laneKey(a: string, b: string): string {
  return `${a}|${b}`;
}

function tileOf(region: Region): Box {
  return region.kind === 'area' ? TILES[region.area] : TILES[region.continent];
}

export function regionKey(region: Region): AreaId | 'europe' | 'southernAfrica' | 'australia' {
  return region.kind === 'area' ? region.area : region.continent;
}

/** The first rig spot of each field; further spots follow to the right by SPOT_GAP. */
export const FIELD_AT: Readonly<Record<string, Pt>> = Object.fromEntries(
  OIL_FIELDS.map((f) => {
    const t = tileOf(f.region);
    const second = f.id.endsWith('.2');
    if (f.region.kind === 'white') {
      if (f.region.continent === 'southernAfrica') return [f.id, { x: t.x + 25, y: t.y + 136 }];
      // Europe's low, leaving room above for its name and "open to all" at the labels' size, and a little left,
      // its last pump jack clear of the gauges on its right.
      if (f.region.continent === 'europe') return [f.id, { x: t.x + 23, y: t.y + t.h - 63 }];
      return [f.id, { x: t.x + 30, y: t.y + 84 }];
    }
    if (f.region.area === 'siberia') return [f.id, { x: t.x + 30 + (second ? 160 : 0), y: t.y + 56 }];
    // Arabia's fields stand back from its harbour: its trains wait between the two. Persia's stand near its west
    // coast: its trains need the room east of them, between the fields and the refinery. Its second field stands
    // 10 units east of the first, leaving room by the west coast for the first field's line to the refinery,
    // which runs round it (RAIL_BEND).
    const indent = f.region.area === 'arabia' ? 50 : f.region.area !== 'persia' ? 28 : second ? 31 : 21;
    return [f.id, { x: t.x + indent, y: t.y + (second ? 108 : 62) }];
  }),
);

/** The rig spot `i` of a field. */
export function spotAt(fieldId: string, i: number): Pt {
  const f = FIELD_AT[fieldId];
  if (!f) throw new Error(`no layout for field ${fieldId}`);
  return { x: f.x + i * SPOT_GAP, y: f.y };
}

/**
 * The size of a count's numeral (barrels waiting on a pump jack or a disk): 30 design units, 27 px in the
 * picture, its digits 20 px high. At the 18 px text floor they were 13 px high, too small on a phone.
 */
export const COUNT_TEXT = 30;

/** Half the height of what a count covers: its numeral (11 each side of its centre) and its halo. */
export const COUNT_R = 14;
/** Half the width of what a count covers: one digit (9 each side) and its halo. */
export const COUNT_HALF_W = 12;

/** Where a pump jack stands on its rig spot: a little low, its base on the field. */
export function jackAt(spot: Pt): Pt {
  return { x: spot.x, y: spot.y + 2 };
}

/**
 * Where a pump jack's count of barrels waiting sits: over its own jack's beam, a little left of centre so that
 * it covers the beam's left end (a playtest read the end poking out at the numeral's foot as a minus: "−3"), the
 * horse head left to see at its right and the marker below; clear of the spots' pieces beside, of the field
 * above and of the map's names (Siberia's, Europe's "open to all" above their fields).
 */
export function jackCountAt(spot: Pt): Pt {
  return { x: spot.x - 4, y: spot.y - 12 };
}

/** Where a disk's count of barrels waiting sits: over its upper right, most of the disk left to see. */
export function diskCountAt(disk: Pt): Pt {
  return { x: disk.x + 10, y: disk.y - 12 };
}

/**
 * The wildcatter disk spot of each main area: right of its wildcatter field's spots, its dashed ring over the
 * patch's end (a spot of that field). 6 units further right, it left the second field's line to the harbour no
 * room between it and the refinery (RAIL_BEND).
 */
export const DISK_AT: Readonly<Record<string, Pt>> = Object.fromEntries(
  OIL_FIELDS.filter((f) => f.wildcatterSpot && f.region.kind === 'area').map((f) => {
    const last = spotAt(f.id, f.rigSpots - 1);
    return [regionKey(f.region), { x: last.x + SPOT_GAP - 2, y: last.y }];
  }),
);

/**
 * Refinery sites: the centre of the building's cell of the gauge (GAUGE_SHAPE; an empty site's outline stands in
 * the gauge's middle, refinerySiteAt). Every part stands a unit or more inside the coast line (an area's gauge at
 * its tile's round corner), clear of the rig spots, disks and names: an area's wide gauge at its tile's bottom
 * right, Arabia's and Persia's tall ones in the corner below their disks (Persia's between its second field and
 * the east coast), Europe's two one over the other right of its field, 12 units apart, in a tile reaching 34 units
 * higher and 10 lower than it did, Southern Africa's right of its field, below Durban's ring. Texas's (tall) and
 * Argentina's stand off the east coast, right of their fields: the second field's line to the harbour runs under
 * the gauge and up its east side, so no line crosses another (RAIL_BEND).
 */
export const REFINERY_AT: Readonly<Record<string, Pt>> = {
  ...Object.fromEntries(
    AREA_LIST.filter((a) => a.id !== 'siberia').map((a) => {
      const t = TILES[a.id];
      return [`${a.id}.refinery`, { x: t.x + t.w - 42, y: t.y + t.h - 51 }];
    }),
  ),
  // Texas's and Argentina's off the east coast, between their fields and the harbour's lines (RAIL_BEND).
  'texas.refinery': { x: TILES.texas.x + 173.5, y: TILES.texas.y + 66.5 },
  'argentina.refinery': { x: TILES.argentina.x + 207.5, y: TILES.argentina.y + 76.5 },
  'siberia.refinery': { x: 900, y: 92 },
  'europe.port': { x: 447, y: 185 },
  'europe.inland': { x: 447, y: 85 },
  'southernAfrica.refinery': { x: 555, y: 510 },
  'australia.refinery': { x: 900, y: 619 },
  'persia.refinery': { x: 868.5, y: 293 },
  'arabia.refinery': { x: 681, y: 307 },
};

/** Size of a refinery building (half-width). */
export const REFINERY_HALF = 18;

/**
 * A refinery's gauge: six square cells SLOT units a side in two rows of three (7.1 phone px a side where a phone
 * shows the picture 400 px wide), centred under the refinery's point: the building stands in the top row's middle
 * cell (its chimney rising above the row, PLANT_HALF × PLANT_V), its five barrel slots round it, the two beside it
 * first, then the row beneath, left to right. A barrel shows its owner's colour and marker. In one row of five
 * cells under the building, 13 × 20 units, a cell was 3.7 × 5.7 phone px: a barrel's colour showed there, not its
 * marker, so whose it was could not be told.
 */
export const SLOT = 25;
export const SLOT_H = SLOT;

/**
 * A built refinery's building (design units): half its width, its middle cell's, and its height unit (chimney top
 * −PLANT_V to floor 0.8 × PLANT_V round its point, refineryPlantAt): a narrow plant, taller than wide, its floor on
 * the cell's floor.
 */
export const PLANT_HALF = SLOT / 2;
export const PLANT_V = 20;

/** Where a refinery's building is drawn (its path's point): its floor on its cell's floor. */
export function refineryPlantAt(site: string): Pt {
  const r = REFINERY_AT[site];
  if (!r) throw new Error(`no layout for refinery site ${site}`);
  return { x: r.x, y: r.y + SLOT_H / 2 - 0.8 * PLANT_V };
}

/**
 * How a refinery's gauge stands: `wide`, two rows of three cells, the building in the top row's middle; `tall`,
 * three rows of two, the building top left, where the land has no room for the wide one (Europe's, beside its
 * field, one over the other; Southern Africa's, right of its field; Texas's, off its east coast); `tallRight`, the building top right, clear
 * of the wildcatter disk at its left (Arabia's: its fields stand back from the harbour, where its trains wait).
 */
export type GaugeShape = 'wide' | 'tall' | 'tallRight';

export const GAUGE_SHAPE: Readonly<Record<string, GaugeShape>> = {
  'arabia.refinery': 'tallRight',
  'persia.refinery': 'tall',
  'texas.refinery': 'tall',
  'europe.inland': 'tall',
  'europe.port': 'tall',
  'southernAfrica.refinery': 'tall',
};

/**
 * Each barrel slot's cell in a gauge of that shape, from the building's cell (column 1 right, row 1 beneath):
 * the cells beside the building first, then the rows beneath, left to right.
 */
const SLOT_CELLS: Readonly<Record<GaugeShape, ReadonlyArray<readonly [number, number]>>> = {
  wide: [
    [-1, 0],
    [1, 0],
    [-1, 1],
    [0, 1],
    [1, 1],
  ],
  tall: [
    [1, 0],
    [0, 1],
    [1, 1],
    [0, 2],
    [1, 2],
  ],
  tallRight: [
    [-1, 0],
    [-1, 1],
    [0, 1],
    [-1, 2],
    [0, 2],
  ],
};

function gaugeCells(site: string): ReadonlyArray<readonly [number, number]> {
  return SLOT_CELLS[GAUGE_SHAPE[site] ?? 'wide'];
}

/** Centre of barrel slot `i` (0–4) of a refinery: a cell of its gauge (SLOT_CELLS). */
export function refinerySlot(site: string, i: number): Pt {
  const r = REFINERY_AT[site];
  if (!r) throw new Error(`no layout for refinery site ${site}`);
  const [col, row] = gaugeCells(site)[i]!;
  return { x: r.x + col * SLOT, y: r.y + row * SLOT_H };
}

/** Where an empty refinery site's outline stands: the middle of its gauge, where the refinery will stand. */
export function refinerySiteAt(site: string): Pt {
  const g = refineryRow(site);
  return { x: g.x + g.w / 2, y: g.y + g.h / 2 };
}

/** What a refinery's gauge covers (its six cells, the building's among them), outlines included. */
export function refineryRow(site: string): Box {
  const r = REFINERY_AT[site];
  if (!r) throw new Error(`no layout for refinery site ${site}`);
  const cells = [[0, 0] as const, ...gaugeCells(site)];
  const cols = cells.map(([c]) => c);
  const rows = cells.map(([, w]) => w);
  const [c0, c1, r1] = [Math.min(...cols), Math.max(...cols), Math.max(...rows)];
  return {
    x: r.x + (c0 - 0.5) * SLOT - 1,
    y: r.y - SLOT_H / 2 - 1,
    w: (c1 - c0 + 1) * SLOT + 2,
    h: (r1 + 1) * SLOT_H + 2,
  };
}

/** A railway's width: a solid line (board.ts). */
export const RAIL_WIDTH = 4;

/**
 * Where a railway bends on its way from its field to its harbour or refinery, where the straight line would
 * cross another field's oil patch (a line over a patch reads as that field's). Indonesia's second field lies
 * below the first, Balikpapan above right of both: its line leaves its patch eastwards and climbs to the harbour
 * between the first field's disk and the refinery. Siberia's first field lies west of the second, the inland
 * refinery east of both: its line to the refinery climbs over the second field's counts. In Alaska, Venezuela and
 * Persia the second field's line to the harbour, straight, ran under the first field's wildcatter disk (reading as
 * the disk's): it climbs between the disk and the refinery's roof instead. In Texas and Argentina, where both
 * fields feed the harbour and the refinery, the four lines make a loop (field 1, harbour, field 2, refinery): the
 * second field's line to the harbour runs under the gauge and up between it and the east coast, the first
 * field's to the refinery under its disk, so none crosses another; the two lines into a gauge enter it apart.
 * Persia's loop is the same, but its gauge stands against the east coast, no room for a line round it: the first
 * field's line to the refinery runs round the second field instead, down the west coast and along the south
 * coast into the gauge from below, while the second field's lines leave it eastwards, to the harbour climbing
 * above the one to the refinery.
 */
export const RAIL_BEND: Readonly<Record<string, readonly Pt[]>> = {
  'alaska.2>alaska.harbour': [
    { x: 162, y: 178 },
    { x: 173, y: 164 },
  ],
  'texas.2>texas.harbour': [
    { x: 150, y: 384 },
    { x: 240, y: 384 },
    { x: 240, y: 292 },
  ],
  'texas.1>texas.refinery': [{ x: 136, y: 333 }],
  'texas.2>texas.refinery': [{ x: 150, y: 360 }],
  'venezuela.2>venezuela.harbour': [
    { x: 216, y: 500 },
    { x: 225, y: 476 },
  ],
  'argentina.2>argentina.harbour': [
    { x: 170, y: 679 },
    { x: 324, y: 679 },
    { x: 324, y: 606 },
  ],
  'argentina.1>argentina.refinery': [{ x: 188, y: 646 }],
  'argentina.2>argentina.refinery': [{ x: 200, y: 666 }],
  'persia.1>persia.harbour': [{ x: 848, y: 254 }],
  'persia.2>persia.harbour': [
    { x: 834, y: 322 },
    { x: 851, y: 300 },
    { x: 851, y: 268 },
  ],
  'persia.2>persia.refinery': [{ x: 836, y: 325 }],
  'persia.1>persia.refinery': [
    { x: 714, y: 300 },
    { x: 714, y: 340 },
    { x: 728, y: 354 },
    { x: 840, y: 354 },
  ],
  'indonesia.2>indonesia.harbour': [{ x: 858, y: 508 }],
  'siberia.1>siberia.refinery': [{ x: 730, y: 82 }],
};

/**
 * A railway's line, first point to last: from the middle of its field (drawn from its oil patch's edge:
 * board.ts) through its bends to its harbour or refinery.
 */
export function railwayPath(id: string): Pt[] {
  const r = RAILWAYS.find((x) => x.id === id);
  if (!r) throw new Error(`no railway ${id}`);
  const field = OIL_FIELDS.find((f) => f.id === r.field);
  if (!field) throw new Error(`no field ${r.field}`);
  const a = spotAt(r.field, (field.rigSpots - 1) / 2);
  // A line to a refinery runs to the middle of its site: an empty site's outline, a refinery's gauge.
  const b = r.to.kind === 'harbour' ? HARBOUR_AT[r.to.id] : REFINERY_AT[r.to.id] && refinerySiteAt(r.to.id);
  if (!b) throw new Error(`no layout for ${r.to.id}`);
  return [a, ...(RAIL_BEND[id] ?? []), b];
}

/** A field's oil patch: a rounded band round its spots' line (its box and its corners' radius). */
export function fieldPatch(fieldId: string): Box & { r: number } {
  const f = OIL_FIELDS.find((x) => x.id === fieldId);
  const first = FIELD_AT[fieldId];
  if (!f || !first) throw new Error(`no layout for field ${fieldId}`);
  const r = SPOT_R + 5;
  return { x: first.x - r, y: first.y - r, w: (f.rigSpots - 1) * SPOT_GAP + 2 * r, h: 2 * r, r };
}

/** How many rows of area cards the display stands in: a column holds the first four, the next the rest. */
export const DISPLAY_ROWS = 4;

/**
 * Area card slots of the display: two columns of four cards lying on their side, each a row that reads left
 * to right (number, area, bonus, refinery icon), numbered down the left column and then the right. Eight
 * upright cards side by side were 110 units wide, too narrow for "Venezuela" (128 units) at MAP_LABEL_TEXT.
 */
export function cardBox(i: number): Box {
  const d = FRAME.display;
  const margin = { x: 8, y: 4 };
  const gap = { x: 12, y: 5 };
  const columns = Math.ceil(DISPLAY_SIZE / DISPLAY_ROWS);
  const w = (d.w - 2 * margin.x - gap.x * (columns - 1)) / columns;
  const h = (d.h - 2 * margin.y - gap.y * (DISPLAY_ROWS - 1)) / DISPLAY_ROWS;
  const column = Math.floor(i / DISPLAY_ROWS);
  const row = i % DISPLAY_ROWS;
  return { x: d.x + margin.x + column * (w + gap.x), y: d.y + margin.y + row * (h + gap.y), w, h };
}

/** Every place of the design data has a position (checked by the layout test). */
export function missingPlaces(): string[] {
  const missing: string[] = [];
  for (const h of HARBOURS) if (!HARBOUR_AT[h.id]) missing.push(h.id);
  for (const s of REFINERY_SITES) if (!REFINERY_AT[s.id]) missing.push(s.id);
  for (const f of OIL_FIELDS) if (!FIELD_AT[f.id]) missing.push(f.id);
  for (const a of AREA_LIST) if (!DISK_AT[a.id]) missing.push(`${a.id} disk`);
  for (const [a, b] of SEA_LANES) if (!HARBOUR_AT[a] || !HARBOUR_AT[b]) missing.push(laneKey(a, b));
  return missing;
}
