/**
 * Where the pieces stand: lorries (on a loop square, in a group off the loop) and tankers (in stacks on their
 * stage, berthed in the inset), off the map's names and marks. Lorries and tankers are placed together, each
 * keeping off the other's boxes.
 */
import { HOLIDAY, SEA_STAGES, type SeaStage } from '../../games/merit-oil/data';
import { KWINANA_TOWN, LONDON, PLACE_LABELS, STAGE_AT } from './geo';
import { INSET, MAP_BOX, MERIT_LAYOUT, SQUARE_BOXES, centre, inInset, mapPx, type Box } from './layout';
import type { LorryPlace, MeritScene, SceneTanker } from './scene';
import {
  INSET_CARGO_SIZE,
  DESTINATION_STAGES,
  LORRY,
  PORT_STAGES,
  TANKER,
  airRoute,
  boxGap,
  boxesKey,
  closedSuezBox,
  closedSuezWordBox,
  hullBox,
  insetCaptionBox,
  labelDistance,
  labelRoom,
  labelRooms,
  lorryBox,
  mapMarks,
  mapNameBoxes,
  mapNames,
  overlapArea,
  squareNumberBox,
  squareWords,
  stagePx,
  stopPoints,
  stopRingBox,
  turnRingBox,
  TURN_RING,
  type Px,
} from './geometry';

/** A lorry's place in the picture, and its size (`s`, half-length: smaller on a crowded loop square). */
export interface LorryPx extends Px {
  s: number;
}

/**
 * The loop square a lorry at `at` stands on: its square, or HOLIDAY's for one just landed there (stop 0, before
 * its flight); null off the loop.
 */
function loopSquareOf(at: LorryPlace): number | null {
  if (at.kind === 'square') return at.square;
  return at.kind === 'holiday' && at.stop === 0 ? HOLIDAY.square : null;
}

/** Where lorry number `k` of `n` sharing a place is drawn (`avoid`: other pieces a group off the loop keeps off). */
export function lorryPx(at: LorryPlace, k: number, n: number, avoid: readonly Box[] = []): LorryPx | null {
  if (at.kind === 'drilling') return null; // drawn on the panel's drilling track
  // On HOLIDAY they stand as on any loop square: they stood in one row at full size there, and four or more spread
  // onto the squares beside it.
  const square = loopSquareOf(at);
  if (square !== null) return squareSlots(square, n)?.[k] ?? null;
  const g = offLoopGroup(at, n, avoid);
  return g ? { ...inGroup(g, k), s: g.s } : null;
}

/**
 * The leader line from the stop of `n` lorries at off-loop place `at` to their group (`avoid` as for `lorryPx`),
 * where they do not plainly stand at it; null where they do, or stand on the loop.
 */
export function groupLeader(at: LorryPlace, n: number, avoid: readonly Box[] = []): LorryLeader | null {
  return offLoopGroup(at, n, avoid)?.leader ?? null;
}

/**
 * The group of `n` lorries at a place off the loop (a stop of the holiday flight past the first, the head office
 * in England, the Kwinana trip) as `groupAt` places it round its stop; null on the loop, on the holiday square
 * and on the drilling track.
 */
function offLoopGroup(at: LorryPlace, n: number, avoid: readonly Box[]): PlacedGroup | null {
  switch (at.kind) {
    case 'holiday': {
      const c = at.stop > 0 ? airRoute()[at.stop] : undefined;
      return c ? groupAt(`ho${at.stop}`, c, n, avoid) : null;
    }
    case 'england':
      return groupAt('england', mapPx(LONDON), n, avoid);
    case 'kwinana':
      return groupAt('kwinana', mapPx(KWINANA_TOWN), n, avoid);
    default:
      return null;
  }
}

/** How far from its place (px, centre to centre) a group of lorries off the loop is tried at most. */
const GROUP_FARTHEST = 160;

let wordBoxes: readonly Box[] | undefined;
/** The ink boxes of every loop square's words. */
function allSquareWords(): readonly Box[] {
  return (wordBoxes ??= SQUARE_BOXES.flatMap((_, i) => squareWords(i).map((w) => w.box)));
}

/** How far under a loop square's words its lorries stand (px, box to ink). */
const WORD_GAP = 3;

/** The sizes a lorry on a loop square is drawn at, largest first: smaller only where more must fit. */
const SQUARE_LORRY_SIZES = [LORRY, 16, 12, 10] as const;

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
  // The first row stands a few pixels under the words' ink, and so does the ring round the lorry of the player
  // to act there (it hid the word PROD. on square 2).
  const words = Math.max(...squareWords(index).map((w) => w.box.y + w.box.h)) + WORD_GAP;
  const number = squareNumberBox(index);
  const rowsOf = (s: number) => {
    const box = lorryBox({ x: 0, y: 0 }, s);
    const ring = turnRingBox({ x: 0, y: 0, s });
    const first = words - Math.min(ring.y, box.y) + box.y;
    const rows: { y: number; left: number; right: number; cols: number }[] = [];
    for (let top = first; top + box.h <= b.y + b.h - 2; top += box.h + 1) {
      const left = b.x + 3;
      const beside = top < number.y + number.h && top + box.h > number.y;
      const right = beside ? number.x - 1 : b.x + b.w - 3;
      const y = top - box.y;
      // The ring round any lorry of the row: on the next square's words (down the side edges), or off the
      // picture (the bottom edge), the row is not taken.
      const rings = {
        x: left + box.w / 2 + ring.x,
        y: y + ring.y,
        w: right - left - box.w + ring.w,
        h: ring.h,
      };
      if (rings.y + rings.h > MERIT_LAYOUT.height || allSquareWords().some((o) => overlapArea(o, rings) > 0))
        break;
      rows.push({ y, left, right, cols: Math.floor((right - left) / box.w) });
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
  // (`groupStep`'s sums, written out: this is asked for every lorry of every place a group is tried at.)
  return { x: g.x + (k % g.cols) * (g.s * 2 + 4), y: g.y + Math.floor(k / g.cols) * (g.s * 1.5) };
}

/**
 * How far from its place a group of lorries off the loop may stand, centre to centre (px): further off, it reads
 * as standing elsewhere (three at Athens stood in Egypt, on the old four-stop air route: Beirut, Athens, Rome,
 * Nice, before rules version 3). Before going further the lorries shrink, as on a crowded loop square.
 */
export const GROUP_REACH = 96;

const groups = new Map<string, PlacedGroup>();

/** A group as placed, with the line from its stop's ring to it where it does not plainly stand at its stop. */
interface PlacedGroup extends LorryGroup {
  leader: LorryLeader | null;
}

/**
 * The inset west of England (Wales, and Ireland beyond it): lorries on the head-office trip parked there read as
 * standing in Wales, at Milford Haven, not at their own stop, London; they keep off it where they can.
 */
const WEST_OF_ENGLAND = -2.6;
function westOfEngland(): Box {
  const east = mapPx({ lon: WEST_OF_ENGLAND, lat: INSET.region.south }).x;
  return { x: INSET.box.x, y: INSET.box.y, w: east - INSET.box.x, h: INSET.box.h };
}

/** The names a group of lorries at place `key` (`groupAt`'s) may stand beside: its stop's, and its town's. */
function stopNames(key: string): readonly string[] {
  if (key === 'england') return ['London'];
  if (key === 'kwinana') return ['Kwinana trip', PLACE_LABELS.kwinana!];
  const stop = Number(key.slice(2));
  return [HOLIDAY.stops[stop - 1] ?? ''];
}

/**
 * How far a lorry off the loop keeps from another place's name where it cannot stand nearer its own stop than
 * to any (px): on the old four-stop air route, one just beside "Rome" read as standing at Rome, not at Nice.
 */
export const NAME_CLEARANCE = 14;

/** The step (px) of the fine grid of places tried for a group of lorries where the coarser rings find no room. */
const FINE_GRID = 2;
/**
 * The fine grid is tried for groups of this many lorries or more: it takes 30–80 ms a group, and the render tests'
 * crowded scenes (up to four lorries a stop among tankers, whose groups fall through to it often) took 37–42 s
 * a test with it for every group. Smaller groups find room on the coarser rings, or within reach at a smaller size.
 */
const FINE_GRID_FROM = 5;

/**
 * How far from its place (px, centre to centre) a group of lorries off the loop first looks for room
 * `NAME_CLEARANCE` clear of every other place's name: on the old four-stop air route, three at Athens stood 5 px
 * from "Tripoli" (nearer Athens' ring than the name, but read as standing at Tripoli) with room well clear of it
 * 45 px below Athens.
 */
const SNUG_REACH = 56;

/** Where it can, a lorry off the loop stands less than this share of the way to the next stop as to its own. */
export const CLEARLY_NEARER = 0.75;

/**
 * Where `n` lorries stand at an off-loop place `c` (an air stop, London, the Kwinana trip): in rows of up to
 * three, as near the place as they cover none of the map's names (nor does the ring round the player to act),
 * place marks or the inset's caption, nor (off the inset) the inset, nor (in the inset) anything outside its
 * frame, nor the pieces in `avoid` (the tankers on the map, the lorries at other stops: no piece hides another),
 * nor (at London, where they can) Wales; nor, where they can, the place a lone tanker stands on a stage; and,
 * where they can, each nearer its own stop than any other place's name, else `NAME_CLEARANCE` clear of them
 * (smaller, before that cannot be; then on a finer grid of places, before that cannot be); but first, off the inset,
 * `NAME_CLEARANCE` clear of them within `SNUG_REACH` (there, first, plainly nearer their stop than any other stop
 * or any port's or refinery's mark; then, within reach, so before merely nearer their ring than any other name).
 * Before all of that, a group of two or more keeps `ROUTE_CLEARANCE` off the dashed air route where it can (on
 * it, it reads as lorries in flight), and a lone lorry where it finds room off it snug and plainly at its stop. Everywhere, where it can, each group reads as its stop's: plainly at it
 * (`LEADER_FROM`, `PLAINLY_NEARER`), else with a leader line from the stop's ring crossing no name, mark or piece (`leaderOf`), kept with the group.
 * Below the place first, then round it, further and further out. Worked out once per place, number and pieces
 * near it.
 */
function groupAt(key: string, c: Px, n: number, avoid: readonly Box[] = []): PlacedGroup {
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
  // Only the boxes within reach of the places tried can meet a lorry or its ring (a lorry's point stands at most
  // `GROUP_FARTHEST` and half its group's span from the place): the rest are left out of the keep-outs.
  const reach = GROUP_FARTHEST + (n - 1) * groupStep(LORRY).x + 2 * TURN_RING;
  const inReach = (o: Box) =>
    overlapArea(o, { x: c.x - reach, y: c.y - reach, w: 2 * reach, h: 2 * reach }) > 0;
  // The ring round the player to act keeps off the names, but for the stop's own (London's, in the crowded inset).
  const ringNames = names.filter(
    (o, i) => inReach(o) && !(key === 'england' && mapNames()[i]?.text === 'London'),
  );
  // London's lorries may stand on London's own ring: round it the inset is all names, marks and Wales.
  const london = key === 'england';
  const marks = mapMarks()
    .map((m) => m.box)
    .filter((m) => !london || Math.hypot(m.x + m.w / 2 - c.x, m.y + m.h / 2 - c.y) > 1);
  const hard = [...names, ...marks].filter(inReach);
  const soft = london ? [westOfEngland()] : [];
  // The dashed air route's points within reach: a group on it reads as lorries in flight, not standing at the
  // stop (five at Nice stood in rows east of it, over the lines to Beirut and to END OF HOLIDAY).
  const flight = routeDots(c, reach);
  // Other places' names: a lorry nearer one than its own stop reads as standing there (on the old four-stop air
  // route, one just beside "Rome" read as standing at Rome, not at Nice). Nearer its stop where it can, else well
  // clear of them.
  const ownNames = stopNames(key);
  const otherNames = mapNameBoxes().filter((_, i) => !ownNames.includes(mapNames()[i]!.text));
  const ring = stopRingBox(c);
  // (The searches below ask the same candidates the same questions again and again, each round of `tries`
  // walking the same lists: each answer is kept with its candidate, `keptPer`.)
  const bodies = keptPer((g: LorryGroup) =>
    Array.from({ length: n }, (_, k) => lorryBox({ ...inGroup(g, k), s: g.s })),
  );
  // (And clearly nearer its own stop than the next: on the old four-stop air route, one at Rome stood as near
  // Athens.)
  const named = keptPer(
    (g: LorryGroup) =>
      own(g, CLEARLY_NEARER) &&
      bodies(g).every((b) => otherNames.every((o) => boxGap(b, o) > boxGap(b, ring))) &&
      plainlyOwn1(g),
  );
  const apart = keptPer((g: LorryGroup) =>
    bodies(g).every((b) => otherNames.every((o) => boxGap(b, o) >= NAME_CLEARANCE)),
  );
  const fits = (g: LorryGroup, others: readonly Box[]) => {
    for (let k = 0; k < n; k++) {
      const at = inGroup(g, k);
      const p = { x: at.x, y: at.y, s: g.s };
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
  const own = (g: LorryGroup, by = 1) => {
    for (let k = 0; k < n; k++) {
      const p = inGroup(g, k);
      const d = Math.hypot(p.x - c.x, p.y - c.y);
      if (others.some((o) => Math.hypot(p.x - o.x, p.y - o.y) * by <= d)) return false;
    }
    return true;
  };
  // The other places a lorry may be read as standing at: the other stops, and the ports' and refineries' marks
  // but its own town's (the Kwinana trip's lorries stand by Kwinana's refinery).
  const placesNear = [
    ...others,
    ...mapMarks()
      .filter((m) => m.stage !== null && !ownNames.includes(PLACE_LABELS[m.stage] ?? ''))
      .map((m) => centre(m.box)),
  ];
  const plainlyOwn = (g: LorryGroup, by: number) => {
    for (const b of bodies(g)) {
      const d = pointToBox(c, b);
      if (placesNear.some((o) => pointToBox(o, b) * by <= d)) return false;
    }
    return true;
  };
  // (Asked by several of the searches below of the same groups: kept.)
  const plainlyOwn1 = keptPer((g: LorryGroup) => plainlyOwn(g, 1));
  const candidates = (size: number): (LorryGroup & { d: number })[] => {
    const f = size / LORRY;
    const list: (LorryGroup & { d: number })[] = [];
    // Rows of up to three first; where those fit nowhere, rows of two, a column, or one row.
    const shapes = [...new Set([cols, 2, 1, n])].filter((k) => k <= n);
    for (let d = london ? 0 : Math.round(24 * f); d <= GROUP_FARTHEST; d += 4)
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
  const close = keptPer((g: LorryGroup) => {
    for (let k = 0; k < n; k++) {
      const p = inGroup(g, k);
      if (Math.hypot(p.x - c.x, p.y - c.y) > GROUP_REACH) return false;
    }
    return true;
  });
  // Off the tankers' places only close by (a lorry far from its stop reads as elsewhere); off the other pieces
  // before anything but the names and marks; within reach at full size, else smaller, before anywhere further;
  // nearer its stop than any other place's name (`mine`: `named`), else well clear of them, where it can.
  // And each group reads as its own stop's: plainly at it, else with a leader line from its ring that crosses no
  // name, mark or other piece (`leaderOf`), and clear of the other stops' rings.
  // (A group with a line keeps `NAME_CLEARANCE` off every other stop's ring: on the old four-stop air route,
  // three at Athens stood in a column between its ring and Rome's, the line to Athens a few pixels long.)
  const otherRings = others.map(stopRingBox);
  const leader = keptPer((g: LorryGroup): LorryLeader | null | undefined => {
    const ps = Array.from({ length: n }, (_, k) => inGroup(g, k));
    if (plainlyAt(c, ps, others)) return null;
    const bs = bodies(g);
    if (bs.some((b) => otherRings.some((r) => boxGap(b, r) < NAME_CLEARANCE))) return undefined;
    return leaderOf(c, bs, near);
  });
  const readable = (g: LorryGroup) => leader(g) !== undefined;
  // The keep-outs of `tries`, each adding to the one before (each group's answers kept).
  const amongNear = [...hard, ...near.filter(inReach)];
  const clearOf = (g: LorryGroup, keepOut: readonly Box[]) =>
    bodies(g).every((b) => !keepOut.some((o) => overlapArea(o, b) > 0));
  const fitsNear = keptPer((g: LorryGroup) => fits(g, amongNear));
  const fitsSoft = keptPer((g: LorryGroup) => fitsNear(g) && clearOf(g, soft));
  const offRoute = keptPer((g: LorryGroup) =>
    bodies(g).every((b) => flight.every((p) => pointToBox(p, b) > ROUTE_CLEARANCE)),
  );
  // Several lorries keep off the air route first, by every rule below, on it only where none fits off it. A lone one
  // only where it finds a place off it snug and plainly at its stop, at any size (`loneOff`): round Beirut its
  // place plainly at Beirut at full size was on the line from the HOLIDAY square, where it read as in flight (at
  // full size off the line it stood 36 px below, read as at the Gulf); a size smaller it stands just under the ring.
  let routeKept = flight.length > 0;
  // And at London the lorries keep off Wales at every size before standing on it at any (two at full size stood
  // on Wales, where a size smaller they stand east of it).
  let softKept = soft.length > 0;
  const fitsAll = keptPer((g: LorryGroup) => fitsSoft(g) && clearOf(g, stages));
  const ownKept = keptPer((g: LorryGroup) => own(g));
  const tries = (
    list: readonly (LorryGroup & { d: number })[],
    near_: (g: LorryGroup) => boolean,
    mine: (g: LorryGroup) => boolean = () => true,
    reach = Infinity,
  ) => {
    // (The cheap questions first: whether the group is near enough, then whether it fits, cost far less than
    // finding its leader line.)
    const ok = (g: LorryGroup) => (!routeKept || offRoute(g)) && ownKept(g) && mine(g) && readable(g);
    // (Where `near_` keeps every lorry within `reach` of the place, the group's middle, between its lorries, is
    // within it too; `d`, by which the list runs, is that middle's distance, and 24 more for a second shape: the
    // places past that are not asked.)
    const first = (test: (g: LorryGroup & { d: number }) => boolean, upTo = reach + 24) => {
      for (const g of list) {
        if (g.d > upTo) return undefined;
        if (test(g)) return g;
      }
      return undefined;
    };
    return (
      first((g) => near_(g) && fitsAll(g) && ok(g), Math.min(48, reach + 24)) ??
      first((g) => near_(g) && fitsSoft(g) && ok(g)) ??
      (softKept ? undefined : first((g) => near_(g) && fitsNear(g) && ok(g)))
    );
  };
  // The places tried at each size, largest first, each size's worked out only when it is wanted (most groups
  // find room at full size).
  const lists: (LorryGroup & { d: number })[][] = [];
  const atSizes = (
    pick: (list: readonly (LorryGroup & { d: number })[]) => (LorryGroup & { d: number }) | undefined,
  ) => {
    for (let i = 0; i < SQUARE_LORRY_SIZES.length; i++) {
      const got = pick((lists[i] ??= candidates(SQUARE_LORRY_SIZES[i]!)));
      if (got) return got;
    }
    return undefined;
  };
  const full = (lists[0] ??= candidates(LORRY));
  const within = (mine?: (g: LorryGroup) => boolean) =>
    atSizes((list) => tries(list, close, mine, GROUP_REACH));
  // Where the rings of places above find no room well clear of other places' names, a narrow one may lie
  // between their steps (on the old four-stop air route, five or six lorries at Nice, between "Lavéra", "Rome"
  // and the inset, stood 8 px from "Rome" with room a few pixels across further west): every place within reach
  // on a fine grid (`FINE_GRID`), nearest first, whose lorries all stand within reach, nearer their stop than any
  // other and `NAME_CLEARANCE` clear of other places' names (`close`, `own`, `apart`; each lorry's answer kept,
  // for the groups round it share most of their lorries' places).
  const fineClear = (size: number): (LorryGroup & { d: number })[] => {
    const clearAt = new Map<number, boolean>();
    const clear = (p: Px) => {
      const key = Math.round(p.x * 4) * 100_000 + Math.round(p.y * 4);
      let ok = clearAt.get(key);
      if (ok === undefined) {
        const d = Math.hypot(p.x - c.x, p.y - c.y);
        const b = lorryBox(p, size);
        ok =
          d <= GROUP_REACH &&
          others.every((o) => Math.hypot(p.x - o.x, p.y - o.y) > d) &&
          otherNames.every((o) => boxGap(b, o) >= NAME_CLEARANCE);
        clearAt.set(key, ok);
      }
      return ok;
    };
    const step = groupStep(size);
    const list: (LorryGroup & { d: number })[] = [];
    for (const k of [...new Set([cols, 2, 1, n])].filter((k) => k <= n)) {
      const w = (k - 1) * step.x;
      const h = (Math.ceil(n / k) - 1) * step.y;
      for (let dy = -GROUP_REACH; dy <= GROUP_REACH; dy += FINE_GRID)
        for (let dx = -GROUP_REACH; dx <= GROUP_REACH; dx += FINE_GRID) {
          const d = Math.hypot(dx, dy);
          if (d > GROUP_REACH) continue;
          const g = { x: c.x + dx - w / 2, y: c.y + dy - h / 2, cols: k, s: size };
          let ok = true;
          for (let i = 0; i < n && ok; i++) ok = clear(inGroup(g, i));
          if (ok) list.push({ ...g, d: d + (k === cols ? 0 : 24) });
        }
    }
    return list.sort((a, b) => a.d - b.d);
  };
  // Near the place and well clear of other places' names first (off the inset: round London, where every place
  // is near a name, the lorries keep to their own rules), then the looser keep-outs (`named`, `apart`).
  const snug = (g: LorryGroup) => {
    for (let k = 0; k < n; k++) {
      const p = inGroup(g, k);
      if (Math.hypot(p.x - c.x, p.y - c.y) > SNUG_REACH) return false;
    }
    return true;
  };
  // (A lone lorry clearly nearer its stop than the next, as `named` has it; a group nearer it than any other.)
  const clear = keptPer((g: LorryGroup) => apart(g) && (n > 1 || own(g, CLEARLY_NEARER)));
  // And first, where there is such room, each lorry plainly at its stop: from the lorry's nearest edge, its
  // stop's ring nearer than any other stop's and any port's or refinery's mark (but its own town's, Kwinana's),
  // a lone lorry's clearly (`CLEARLY_NEARER`). A lone lorry at Beirut stood 36 px below it, beside the Persian
  // Gulf's circle (26 px from Beirut's ring, 31 from the circle), and read as standing at the Gulf; of two, the
  // eastern one stood nearer the Gulf's circle than Beirut's ring.
  const plain = keptPer(
    (g: LorryGroup) => clear(g) && (n > 1 ? plainlyOwn1(g) : plainlyOwn(g, CLEARLY_NEARER)),
  );
  const search = () =>
    (inset
      ? undefined
      : atSizes(
          (list) =>
            tries(list, snug, plain, SNUG_REACH) ??
            tries(list, snug, (g) => clear(g) && plainlyOwn1(g), SNUG_REACH) ??
            tries(list, close, plain, GROUP_REACH),
        )) ??
    atSizes((list) => tries(list, close, named, GROUP_REACH)) ??
    within((g) => apart(g) && plainlyOwn1(g)) ??
    within(apart) ??
    (n >= FINE_GRID_FROM
      ? SQUARE_LORRY_SIZES.reduce<(LorryGroup & { d: number }) | undefined>(
          (got, size) => got ?? tries(fineClear(size), () => true),
          undefined,
        )
      : undefined) ??
    within() ??
    tries(full, () => true);
  // A lone lorry off the route, snug and plainly at its stop (clearly nearer it than any other place), at any size;
  // where there is none it stands as it did before the route was kept (round Nice the places off it are 80 px
  // away at the smallest size).
  const loneOff = () => atSizes((list) => tries(list, snug, plain, SNUG_REACH));
  const onRoute = () => {
    routeKept = false;
    return search();
  };
  const lone = n === 1 && !inset;
  const found =
    (lone && routeKept ? loneOff() : undefined) ??
    (lone ? onRoute() : (search() ?? (routeKept ? onRoute() : undefined))) ??
    (softKept ? ((softKept = false), search()) : undefined) ??
    full.find(fitsNear) ??
    full.find((g) => own(g) && fits(g, hard)) ??
    full.find((g) => fits(g, hard)) ??
    full[0]!;
  const line = leader(found);
  const at = { x: found.x, y: found.y, cols: found.cols, s: found.s, leader: line ?? null };
  if (groups.size > 2_000) groups.clear();
  groups.set(id, at);
  return at;
}

/** How far (px) a lorry off the loop keeps, where it can, from the middle of the dashed air route's line. */
const ROUTE_CLEARANCE = 4;

/** Points every 2 px along the air route's line, those within `reach` (px, either way) of `c`. */
function routeDots(c: Px, reach: number): Px[] {
  const pts = airRoute();
  const out: Px[] = [];
  for (let i = 1; i < pts.length; i++) {
    const [a, b] = [pts[i - 1]!, pts[i]!];
    const steps = Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / 2);
    for (let k = 0; k <= steps; k++) {
      const p = { x: a.x + ((b.x - a.x) * k) / steps, y: a.y + ((b.y - a.y) * k) / steps };
      if (Math.abs(p.x - c.x) <= reach && Math.abs(p.y - c.y) <= reach) out.push(p);
    }
  }
  return out;
}

/** `answer`, its answer kept for each group it is asked about (a group's answers never change). */
function keptPer<T>(answer: (g: LorryGroup) => T): (g: LorryGroup) => T {
  const known = new Map<LorryGroup, T>();
  return (g) => {
    const got = known.get(g);
    if (got !== undefined || known.has(g)) return got as T;
    const v = answer(g);
    known.set(g, v);
    return v;
  };
}

/**
 * How far from its stop (px, centre to centre) a lorry off the loop reads as standing at it with no line to it.
 * On the old four-stop air route, Nice's lorries stood 85–95 px off it (nearer, there was room only beside
 * "Rome"): further than this a thin leader line runs from the stop's ring to the group.
 */
export const LEADER_FROM = 45;

/**
 * A lorry off the loop reads as its stop's with no line only when it is less than this share of the way to the
 * next stop as to its own: on the old four-stop air route, two lorries at Athens stood 0.68 of the way to Rome,
 * two at Rome 0.97 of the way to Athens, and read as standing at either.
 */
export const PLAINLY_NEARER = 0.6;

/**
 * The shortest leader line drawn (px): a shorter one would not show, its group all but on the stop's ring (a lone
 * lorry at Rome, beside its name, on the old four-stop air route, had a 9 px stub that barely showed; at 14 px or
 * more it ran 15 px, to the lorry's far corner).
 */
export const LEADER_MIN = 14;

/** How far a leader line keeps off a name, a mark or a piece it passes (px). */
const LEADER_CLEARANCE = 3;

/** Whether lorries standing at `ps` read as standing at the stop at `c` (`others`: the other stops) unaided. */
function plainlyAt(c: Px, ps: readonly Px[], others: readonly Px[]): boolean {
  return ps.every((p) => {
    const d = Math.hypot(p.x - c.x, p.y - c.y);
    return d <= LEADER_FROM && others.every((o) => d < PLAINLY_NEARER * Math.hypot(p.x - o.x, p.y - o.y));
  });
}

/** A leader line from a stop's ring to its lorries. */
export interface LorryLeader {
  from: Px;
  to: Px;
}

/**
 * The leader line from the ring of the stop at `c` to lorries whose boxes are `bodies`: straight out from the
 * ring's edge to a point of one lorry's box (the nearest to the stop, else one of the quarter and middle points
 * of its top and foot, or the middle of one of its ends), the shortest that is `LEADER_MIN` long or more, ends
 * where it first meets that lorry, and crosses no name of the map (nor the inset's caption), no mark but the
 * stop's own ring, no piece of `pieces` and no other lorry of the group, each `LEADER_CLEARANCE` clear;
 * undefined where there is none.
 */
function leaderOf(c: Px, bodies: readonly Box[], pieces: readonly Box[]): LorryLeader | undefined {
  const r = stopRingBox(c).w / 2 + 1;
  const lines = bodies
    .flatMap((b, i) =>
      [
        { x: Math.min(Math.max(c.x, b.x), b.x + b.w), y: Math.min(Math.max(c.y, b.y), b.y + b.h) },
        ...[0.25, 0.5, 0.75].flatMap((f) => [
          { x: b.x + b.w * f, y: b.y },
          { x: b.x + b.w * f, y: b.y + b.h },
        ]),
        { x: b.x, y: b.y + b.h / 2 },
        { x: b.x + b.w, y: b.y + b.h / 2 },
      ].map((to) => ({ to, i })),
    )
    .map(({ to, i }) => {
      const d = Math.hypot(to.x - c.x, to.y - c.y);
      const from = { x: c.x + ((to.x - c.x) / d) * r, y: c.y + ((to.y - c.y) / d) * r };
      return { from, to, i, long: d - r };
    })
    .filter((l) => l.long >= LEADER_MIN)
    .sort((a, b) => a.long - b.long);
  const k = LEADER_CLEARANCE;
  const grown = (b: Box): Box => ({ x: b.x - k, y: b.y - k, w: b.w + 2 * k, h: b.h + 2 * k });
  const marks = mapMarks()
    .map((m) => m.box)
    .filter((m) => Math.hypot(m.x + m.w / 2 - c.x, m.y + m.h / 2 - c.y) > 1);
  const keepOff = [...mapNameBoxes(), insetCaptionBox(), ...marks, ...pieces].map(grown);
  // (A line to the far side of a lorry would run under it: each ends where it first meets its lorry.)
  const short = (l: { from: Px; to: Px; long: number }) => ({
    x: l.to.x - (l.to.x - l.from.x) / l.long,
    y: l.to.y - (l.to.y - l.from.y) / l.long,
  });
  const line = lines.find(
    (l) =>
      keepOff.every((b) => !segmentCrosses(l.from, l.to, b)) &&
      bodies.every((b, j) => !segmentCrosses(l.from, j === l.i ? short(l) : l.to, b)),
  );
  return line ? { from: line.from, to: line.to } : undefined;
}

/** Whether the segment from `a` to `b` passes through box `box` (Liang–Barsky clipping). */
export function segmentCrosses(a: Px, b: Px, box: Box): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [
    [-dx, a.x - box.x],
    [dx, box.x + box.w - a.x],
    [-dy, a.y - box.y],
    [dy, box.y + box.h - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

/** How far point `p` is from the nearest point of box `b` (0 inside it). */
function pointToBox(p: Px, b: Box): number {
  return Math.hypot(Math.max(b.x - p.x, 0, p.x - b.x - b.w), Math.max(b.y - p.y, 0, p.y - b.y - b.h));
}

/** Where a stack of `n` tankers on `stage` stands, by stage and size (worked out once each). */
const stacks = new Map<string, Stack>();

/** A stack of tankers on one stage: the first column's x, the first tanker's y, and tankers per column. */
interface Stack {
  x: number;
  top: number;
  rows: number;
  /** The vertical gap from one tanker to the next (`stackStep`). */
  step: number;
}

/**
 * The vertical gap from one tanker of a stack to the next: on the world map two half-lengths (34 px), room for a
 * 32 px cargo label's glyphs beside each ship (at 1.7, 28.9 px, the labels of a stack touched); in the inset, whose
 * labels stay 24 px, 1.7 half-lengths.
 */
function stackStep(inset: boolean): number {
  return TANKER * (inset ? 1.7 : 2);
}
/** The sideways step to a neighbouring column of a stack. */
const STACK_SIDESTEP = TANKER * 2.3;

/** How many half rows below its usual place a port's queue may drop to keep off the port's name. */
const PORT_QUEUE_DROPS = 2;

/** Tanker `k` of a stack. */
function inStack(s: Stack, k: number): Px {
  return { x: s.x + Math.floor(k / s.rows) * STACK_SIDESTEP, y: s.top + (k % s.rows) * s.step };
}

/**
 * Where a stack of `n` tankers on `stage` stands: the place nearest the stage that covers none of the map's
 * names (the inset's caption too) or place marks, nor (off the inset) the inset, nor (in the inset) anything outside its frame. Tried: one column on the
 * stage, hanging from it, standing on it or anywhere between, and the same up to four columns' widths to either
 * side; from three tankers on, also two columns side by side; with lorries near (`room`: where the lorries off
 * the loop would stand with no tanker about), also hanging up to a row or two below the stage. On its stage when
 * that covers nothing (the lorries go round it); else the nearest place that covers nothing, out of the lorries'
 * room where one is (three tankers west of Rome, on the old four-stop air route, left lorries at Nice no room
 * nearer than 150 px), each ship
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
  const step = stackStep(inset);
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
        let top = port ? p.y + 18 + (j / 2) * step : p.y - 4 - (j / 2) * step;
        if (inset) {
          const last = box.y + box.h - TANKER * 0.6;
          top = Math.max(box.y + TANKER * 1.3, Math.min(top, last - (rows - 1) * step));
        }
        const x = p.x + side * STACK_SIDESTEP - ((cols - 1) / 2) * STACK_SIDESTEP;
        const middle = port ? top : top + ((rows - 1) / 2) * step;
        const from = port ? p.y + 18 : p.y - 4;
        candidates.push({
          x,
          top,
          rows,
          step,
          away: Math.hypot(side * STACK_SIDESTEP, middle - from),
        });
      }
  }
  // Nearest first, two columns counted a row further away than one (a column reads as one stage's queue).
  const far = (c: Stack & { away: number }) => c.away + (c.rows < n ? step : 0);
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
  const at = { x: best.x, top: best.top, rows: best.rows, step: best.step };
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
  return lorryLayout(scene).positions;
}

/**
 * The leader lines of the groups of lorries off the loop that do not plainly stand at their stop (further than
 * `LEADER_FROM` from it, or not `PLAINLY_NEARER` it than any other stop), each from the stop's ring to the group,
 * with the seats of its lorries.
 */
export function lorryLeaders(
  scene: Pick<MeritScene, 'lorries'> & Partial<Pick<MeritScene, 'tankers' | 'suezOpen'>>,
): (LorryLeader & { seats: number[] })[] {
  return lorryLayout(scene).leaders;
}

/** `lorryPositions` and `lorryLeaders` together (they are worked out together). */
export function lorryLayout(
  scene: Pick<MeritScene, 'lorries'> & Partial<Pick<MeritScene, 'tankers' | 'suezOpen'>>,
): { positions: Map<number, LorryPx>; leaders: (LorryLeader & { seats: number[] })[] } {
  const out = new Map<number, LorryPx>();
  const leaders: (LorryLeader & { seats: number[] })[] = [];
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
  // (Lorries on one loop square stand together, those just landed on HOLIDAY with those on its square.)
  const standKey = (at: LorryPlace) => {
    const square = loopSquareOf(at);
    return square === null ? placeKey(at) : `sq${square}`;
  };
  for (const group of groupBy(scene.lorries, (l) => standKey(l.at)).values()) {
    const avoid = [...pieces];
    const line = groupLeader(group[0]!.at, group.length, avoid);
    if (line) leaders.push({ ...line, seats: group.map((l) => l.seat) });
    group.forEach((l, k) => {
      const p = lorryPx(l.at, k, group.length, avoid);
      if (!p) return;
      out.set(l.seat, p);
      pieces.push(lorryBox(p));
    });
  }
  return { positions: out, leaders };
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
  const low = box.y + box.h - 2 - INSET_CARGO_SIZE * 0.65 - 0.5;
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
