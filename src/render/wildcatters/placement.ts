/**
 * Where the map's movable pieces stand: each railway's train on its line, the tankers in their harbour's
 * queue. A train stands on its area's land, clear of the map's names (names.ts), of the refinery sites with
 * their barrel slots, of the wildcatter disks and the harbours, of the other trains and of the pieces on the
 * fields; a tanker stands at sea inside the map, clear of the land, the names and the other queues. The trains'
 * candidate places and the tankers' queues depend on the layout alone, so each is worked out once; which
 * candidate a train takes depends on the pieces of the moment.
 */
import {
  HARBOURS,
  OIL_FIELDS,
  RAILWAYS,
  REFINERY_CAPACITY,
  REFINERY_SITES,
} from '../../games/wildcatters/data';
import {
  DISK_AT,
  FRAME,
  HARBOUR_AT,
  PLANT_HALF,
  PLANT_V,
  REFINERY_HALF,
  SLOT,
  SLOT_H,
  SPOT_R,
  TILES,
  TILE_STYLE,
  diskCountAt,
  jackAt,
  jackCountAt,
  railwayPath,
  refineryPlantAt,
  refinerySiteAt,
  refinerySlot,
  regionKey,
  spotAt,
  type Box,
  type Pt,
} from './layout';
import { boxesOverlap, mapNameBoxes } from './names';
import {
  barrelBox,
  countBox,
  diskSpotBox,
  jackBox,
  refineryBox,
  rigBox,
  squareBox,
  tankerBox,
  trainBox,
} from './pieces';

/** Half the square a harbour's ring covers (radius 9, outline 3). */
const HARBOUR_HALF = 11;

/** The square a harbour's ring covers. */
export function harbourBox(id: string): Box {
  return squareBox(HARBOUR_AT[id]!, HARBOUR_HALF);
}

function coversAny(boxes: readonly Box[], box: Box): boolean {
  return boxes.some((b) => boxesOverlap(b, box));
}

let fixedBoxes: Box[] | undefined;

/**
 * What a train never stands on, whatever the moment: the names, each refinery site with its building and
 * barrel slots (built or not), each wildcatter disk's spot (its dashed ring) with its count, each harbour's ring.
 */
function fixed(): Box[] {
  if (fixedBoxes) return fixedBoxes;
  const out = mapNameBoxes().map((n) => n.box);
  for (const s of REFINERY_SITES) {
    // An empty site's dashed outline (in its gauge's middle), the building and the gauge, built or not.
    out.push(
      refineryBox(refineryPlantAt(s.id), PLANT_HALF, PLANT_V),
      squareBox(refinerySiteAt(s.id), REFINERY_HALF + 1),
    );
    for (let i = 0; i < REFINERY_CAPACITY; i++) out.push(barrelBox(refinerySlot(s.id, i), SLOT, SLOT_H));
  }
  for (const p of Object.values(DISK_AT)) out.push(diskSpotBox(p, SPOT_R), countBox(diskCountAt(p)));
  for (const h of HARBOURS) out.push(harbourBox(h.id));
  return (fixedBoxes = out);
}

let spotBoxes: Box[] | undefined;

/** What a rig spot may hold: a rig, a pump jack and its count of barrels waiting (every spot of every field). */
export function rigSpotBoxes(): Box[] {
  if (spotBoxes) return spotBoxes;
  return (spotBoxes = OIL_FIELDS.flatMap((f) =>
    Array.from({ length: f.rigSpots }, (_, i) => {
      const p = spotAt(f.id, i);
      return [rigBox(p, SPOT_R), jackBox(jackAt(p), SPOT_R), countBox(jackCountAt(p))];
    }).flat(),
  ));
}

/** Whether `box` lies on `tile`'s land, `inset` inside its box (its corners rounded as drawn). */
export function onTile(box: Box, tile: Box, inset = 3): boolean {
  const r = TILE_STYLE.radius;
  const x0 = tile.x + inset;
  const y0 = tile.y + inset;
  const x1 = tile.x + tile.w - inset;
  const y1 = tile.y + tile.h - inset;
  if (box.x < x0 || box.y < y0 || box.x + box.w > x1 || box.y + box.h > y1) return false;
  const inner = r - inset;
  for (const [cx, cy] of [
    [box.x, box.y],
    [box.x + box.w, box.y],
    [box.x, box.y + box.h],
    [box.x + box.w, box.y + box.h],
  ] as const) {
    const ax = Math.min(Math.max(cx, x0 + inner), x1 - inner);
    const ay = Math.min(Math.max(cy, y0 + inner), y1 - inner);
    if (Math.hypot(cx - ax, cy - ay) > inner) return false;
  }
  return true;
}

interface TrainPlace {
  p: Pt;
  /** Clear of every rig spot, so it hides no empty spot either. */
  clear: boolean;
}

/** How far off its line a train stands at the most when the line has no room beside it (a train's height). */
const WIDE_OFF = 24;

const trainPlaces = new Map<string, TrainPlace[]>();
const clearCounts = new Map<string, number>();

/** How many of a railway's places are clear of every rig spot. */
function clearCount(id: string): number {
  let n = clearCounts.get(id);
  if (n === undefined) clearCounts.set(id, (n = placesOf(id).filter((c) => c.clear).length));
  return n;
}

/**
 * A railway's places for its train, best first: on its line or just beside it (at most 12 units off, about
 * the train's half-height; sampled a unit apart, as a full Persia leaves gaps barely wider than a train), on
 * its area's land, clear of what `fixed` lists. The best stand a little before
 * the harbour or refinery (clear of the crowded field; the line from an area's second field further back, so
 * two trains bound for one place do not meet there), off the line as little as may be; those clear of every
 * rig spot come first, so a train covers an empty spot only where its line has no room beside the spots.
 */
function placesOf(id: string): TrainPlace[] {
  const known = trainPlaces.get(id);
  if (known) return known;
  const tile = tileOf(id);
  const legs = railwayLegs(id);
  const last = legs[legs.length - 1]!;
  const len = last.from + last.len;
  const back = id.split('>')[0]?.endsWith('.2') ? 76 : 44;
  const best = len - Math.min(back, len * 0.7);
  const along = (near: number, far: number): Array<TrainPlace & { cost: number }> => {
    const out: Array<TrainPlace & { cost: number }> = [];
    let leg = 0;
    for (let d = 0; d <= len; d += 1) {
      while (leg < legs.length - 1 && d > legs[leg]!.from + legs[leg]!.len) leg++;
      const { a, u, from } = legs[leg]!;
      for (let off = -far; off <= far; off += 1) {
        if (Math.abs(off) < near) continue;
        const p = { x: a.x + u.x * (d - from) - u.y * off, y: a.y + u.y * (d - from) + u.x * off };
        const box = trainBox(p);
        if (!onTile(box, tile) || coversAny(fixed(), box)) continue;
        out.push({ p, clear: !coversAny(rigSpotBoxes(), box), cost: Math.abs(d - best) + 2 * Math.abs(off) });
      }
    }
    return out.sort((x, y) => Number(y.clear) - Number(x.clear) || x.cost - y.cost);
  };
  // Beside the line first; a little further off only where a crowded line leaves no room there.
  const places = [...along(0, 12), ...along(13, WIDE_OFF)].map(({ p, clear }) => ({ p, clear }));
  trainPlaces.set(id, places);
  return places;
}

/**
 * A railway's straight runs, first to last: where each starts (`a`), its direction (`u`), its length and how far
 * along the line it starts (`from`).
 */
function railwayLegs(id: string): Array<{ a: Pt; u: Pt; len: number; from: number }> {
  const path = railwayPath(id);
  const legs: Array<{ a: Pt; u: Pt; len: number; from: number }> = [];
  let from = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const len = Math.max(1, Math.hypot(b.x - a.x, b.y - a.y));
    legs.push({ a, u: { x: (b.x - a.x) / len, y: (b.y - a.y) / len }, len, from });
    from += len;
  }
  return legs;
}

/** The tile a railway runs on. */
function tileOf(id: string): Box {
  const railway = RAILWAYS.find((r) => r.id === id);
  const field = OIL_FIELDS.find((f) => f.id === railway?.field);
  if (!field) throw new Error(`no railway ${id}`);
  return TILES[regionKey(field.region)];
}

/**
 * How many placements a search for one tile's trains may try before it settles for less: bot games need a few
 * dozen; a full board's Persia (no room for all four trains) gives up in ~10 ms.
 */
const SEARCH_BUDGET = 5_000;

/**
 * Where each of `railways`' trains stands, given the boxes of the pieces on the map (`pieces`). The trains
 * of one tile are placed together: each at a place of its line that covers no piece and no other train, the
 * train with the fewest places clear of the spots choosing first, then the next, trying a first train's later
 * places when they leave a later one no room. Where no such places are left, a train takes its best place
 * clear of the other trains, then its best place. A tile's places depend only on its trains and the pieces on
 * it, so they are kept (`tilePlacements`): a move changes the pieces of a tile or two, and every picture of a
 * moment (a board, a since picture, a chooser's) places the same trains on the same pieces.
 */
export function placeTrains(railways: readonly string[], pieces: readonly Box[]): Map<string, Pt> {
  const byTile = new Map<Box, string[]>();
  for (const id of railways) {
    const tile = tileOf(id);
    byTile.set(tile, [...(byTile.get(tile) ?? []), id]);
  }
  const out = new Map<string, Pt>();
  for (const [tile, ids] of byTile) {
    const near = pieces.filter((b) => boxesOverlap(b, tile));
    const placed = tilePlacements.get(ids, near);
    for (let i = 0; i < ids.length; i++) out.set(ids[i]!, placed[i]!);
  }
  return out;
}

/**
 * Each tile's train places by its trains and the pieces on it (`placeOnTile`'s answers): for each set of trains,
 * the last `kept` sets of pieces it was placed among, the least recently used dropped past that. The pieces are
 * compared as numbers (a key string of a late board's ~300 box coordinates cost as much as the search it saves).
 * `searches` counts the placements worked out (tests).
 */
export class TilePlacements {
  private readonly byTrains = new Map<string, Array<{ near: Float64Array; placed: readonly Pt[] }>>();
  searches = 0;

  constructor(
    /** Sets of pieces kept for each set of trains. */
    readonly kept: number,
  ) {}

  /** Forget every placement (tests). */
  clear(): void {
    this.byTrains.clear();
  }

  /** The places of `ids`' trains (one tile's, in this order), given the pieces on their tile. */
  get(ids: readonly string[], near: readonly Box[]): readonly Pt[] {
    const key = ids.join(' ');
    const coords = new Float64Array(near.length * 4);
    near.forEach((b, i) => coords.set([b.x, b.y, b.w, b.h], i * 4));
    let list = this.byTrains.get(key);
    if (!list) this.byTrains.set(key, (list = []));
    const i = list.findIndex((e) => sameNumbers(e.near, coords));
    const hit = i >= 0 ? list.splice(i, 1)[0] : undefined;
    const at = hit ?? { near: coords, placed: this.place(ids, near) };
    list.unshift(at);
    if (list.length > this.kept) list.pop();
    return at.placed;
  }

  private place(ids: readonly string[], near: readonly Box[]): readonly Pt[] {
    this.searches++;
    const at = placeOnTile(ids, near);
    return ids.map((id) => at.get(id)!);
  }
}

function sameNumbers(a: Float64Array, b: Float64Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The trains' places kept per thread. A move changes the pieces of a tile or two; a worker drawing a few games by
 * turns meets a few sets of pieces per set of trains.
 */
export const tilePlacements = new TilePlacements(8);

/** The places of one tile's trains (`ids`), given the boxes of the pieces on that tile (`near`). */
function placeOnTile(ids: readonly string[], near: readonly Box[]): Map<string, Pt> {
  const out = new Map<string, Pt>();
  const order = [...ids].sort(
    (x, y) =>
      clearCount(x) - clearCount(y) ||
      RAILWAYS.findIndex((r) => r.id === x) - RAILWAYS.findIndex((r) => r.id === y),
  );
  const places = order.map(placesOf);
  // Whether a place covers none of the pieces: worked out when first asked (most trains take an early one).
  const clearOfPieces = places.map((list) => new Int8Array(list.length));
  const free = (i: number, k: number): boolean => {
    const memo = clearOfPieces[i]!;
    if (memo[k] === 0) memo[k] = coversAny(near, trainBox(places[i]![k]!.p)) ? 2 : 1;
    return memo[k] === 1;
  };
  const chosen: Box[] = [];
  const picked: Pt[] = [];
  let budget = SEARCH_BUDGET;
  const search = (i: number): boolean => {
    if (i === order.length) return true;
    const list = places[i]!;
    for (let k = 0; k < list.length; k++) {
      const box = trainBox(list[k]!.p);
      if (coversAny(chosen, box) || !free(i, k)) continue;
      if (--budget < 0) return false;
      chosen.push(box);
      picked.push(list[k]!.p);
      if (search(i + 1)) return true;
      chosen.pop();
      picked.pop();
    }
    return false;
  };
  if (search(0)) {
    order.forEach((id, i) => out.set(id, picked[i]!));
    return out;
  }
  const taken = [...near];
  const trains: Box[] = [];
  for (const id of order) {
    const places = placesOf(id);
    const p =
      (
        places.find((c) => !coversAny(taken, trainBox(c.p))) ??
        places.find((c) => !coversAny(trains, trainBox(c.p))) ??
        places[0]
      )?.p ?? railwayPath(id).at(-1)!;
    out.set(id, p);
    taken.push(trainBox(p));
    trains.push(trainBox(p));
  }
  return out;
}

/** The most tankers a harbour's queue shows; beyond, its last place shows "+N" for those not drawn. */
export const TANKER_QUEUE_CAP = 8;
/** Tankers in a row of a queue; more wrap to the next row. */
const TANKERS_A_ROW = 4;

/** A row of a queue: its first place's offset from the harbour, the step to the next place, its places. */
interface QueueRow {
  at: Pt;
  step: Pt;
  places: number;
}

const row = (x: number, y: number, sx: number, sy: number, places = TANKERS_A_ROW): QueueRow => ({
  at: { x, y },
  step: { x: sx, y: sy },
  places,
});

/**
 * How each harbour's tankers line up at sea: the rows of its queue, the first beside the harbour. Each queue
 * stands at its own quay, every place nearer it than any other harbour, and no queue runs on into another's,
 * so a tanker's harbour is plain: Nakhodka's runs west along the strait above Persia, Abadan's down the sea
 * east of Persia, Balikpapan's has one place each side of its ring (its name fills the strait below Persia);
 * Maracaibo's runs down Venezuela's coast and Luanda's up and down Southern Africa's, side by side in the
 * strait; Bahía Blanca's two by two east below its name, Rotterdam's west just below its harbour, three a row
 * (above the "Ras Tanura" name; a fourth would stand nearer Houston), Fremantle's two by two west of its
 * harbour (then below its name); Valdez's and Houston's each by its ring, the Panama lane between. Durban's,
 * where starting tankers begin, runs down its coast two abreast, then up it. Where a queue's next places would
 * stand nearer another quay, it stops short: its last place shows "+N".
 */
const TANKER_QUEUE: Readonly<Record<string, readonly QueueRow[]>> = {
  'alaska.harbour': [row(30, 0, 0, -22), row(30, 22, 0, 22, 2)],
  'texas.harbour': [row(30, 0, 0, 22)],
  'venezuela.harbour': [row(28, 0, 0, 22)],
  'argentina.harbour': [
    row(30, 24, 32, 0, 2),
    row(30, 46, 32, 0, 2),
    row(94, 24, 32, 0, 2),
    row(94, 46, 32, 0, 2),
  ],
  'arabia.harbour': [row(-30, 0, 0, 22), row(-62, 0, 0, 22)],
  'persia.harbour': [row(26, 22, 0, 22, 3)],
  'siberia.harbour': [row(-30, 18, -30, 0, 5)],
  'indonesia.harbour': [row(-30, -17, 0, 0, 1), row(30, -17, 0, 0, 1)],
  'europe.harbour': [row(0, 22, -30, 0, 3), row(0, 44, -30, 0, 3)],
  'southernAfrica.west': [row(-26, 0, 0, -22), row(-26, 22, 0, 22, 3)],
  'southernAfrica.east': [row(30, 0, 0, 22), row(62, 0, 0, 22, 2), row(30, -22, 0, -22, 2)],
  'australia.harbour': [row(-38, 16, -32, 0, 2), row(-38, -6, -32, 0, 2), row(-38, 66, 0, 22)],
};

/** The land a tanker keeps off: each tile with its drop shadow and outline. */
function landBoxes(): Box[] {
  return Object.values(TILES).map((t) => ({ x: t.x - 2, y: t.y - 2, w: t.w + 5, h: t.h + 7 }));
}

let queues: Map<string, Pt[]> | undefined;

/**
 * Every harbour's queue places, worked out together: in turns, each harbour takes the next place of its rows
 * that lies at sea inside the map and covers no name, harbour or place another queue took, so neighbouring
 * queues share the sea between them instead of running into each other.
 */
function tankerQueues(): Map<string, Pt[]> {
  if (queues) return queues;
  const map = FRAME.map;
  const blocked = [...landBoxes(), ...mapNameBoxes().map((n) => n.box)];
  for (const h of HARBOURS) blocked.push(harbourBox(h.id));
  const next = new Map<string, number>();
  const out = new Map<string, Pt[]>(HARBOURS.map((h) => [h.id, []]));
  const candidate = (harbour: string, k: number): Pt | null => {
    const h = HARBOUR_AT[harbour]!;
    let i = k;
    for (const r of TANKER_QUEUE[harbour] ?? []) {
      if (i < r.places) return { x: h.x + r.at.x + r.step.x * i, y: h.y + r.at.y + r.step.y * i };
      i -= r.places;
    }
    return null;
  };
  const fits = (box: Box) =>
    box.x >= map.x + 2 &&
    box.y >= map.y + 2 &&
    box.x + box.w <= map.x + map.w - 2 &&
    box.y + box.h <= map.y + map.h - 2;
  for (let turn = 0; turn < TANKER_QUEUE_CAP; turn++)
    for (const h of HARBOURS) {
      const places = out.get(h.id)!;
      for (let k = next.get(h.id) ?? 0; ; k++) {
        const p = candidate(h.id, k);
        if (!p) break;
        const box = tankerBox(p);
        next.set(h.id, k + 1);
        if (!fits(box) || coversAny(blocked, box)) continue;
        places.push(p);
        blocked.push(box);
        break;
      }
    }
  return (queues = out);
}

/** A harbour's queue places, first to last (at most TANKER_QUEUE_CAP). */
export function tankerPlaces(harbour: string): readonly Pt[] {
  const places = tankerQueues().get(harbour);
  if (!places) throw new Error(`no layout for harbour ${harbour}`);
  return places;
}

/**
 * Where tanker `i` (from 0) of a harbour waits: its place in the queue; one beyond the queue's places (never
 * seen in games) is counted in the last place's "+N".
 */
export function tankerAt(harbour: string, i: number): Pt {
  const places = tankerPlaces(harbour);
  return places[Math.min(i, places.length - 1)]!;
}
