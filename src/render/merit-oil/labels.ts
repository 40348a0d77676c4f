/**
 * Tankers' cargo labels ("27k→Grain"): the places tried beside each ship and the choice among them, each label
 * next to its own ship, off the map's names and marks, the pieces and the other labels.
 */
import type { SeaStage } from '../../games/merit-oil/data';
import { PLACE_LABELS } from './geo';
import { INSET, MAP_BOX, type Box } from './layout';
import type { MeritScene, SceneTanker } from './scene';
import {
  INK_PAD,
  INSET_CARGO_SIZE,
  TANKER,
  boxGap,
  cargoAbove,
  cargoBelow,
  cargoBeside,
  cargoBox,
  cargoSize,
  closedSuezBox,
  closedSuezWordBox,
  hullBox,
  insetCaptionBox,
  labelDistance,
  lorryBox,
  mapMarks,
  mapNameBoxes,
  overlapArea,
  type Px,
} from './geometry';
import { lorryPositions, tankerPositions } from './placement';

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

/**
 * The room above and below a cargo label's glyphs in its box (`cargoBox`: on the world map the glyphs and their
 * outline, in the inset a 24 px line).
 */
export const LABEL_LEADING = INK_PAD;

/** A tanker's cargo label, placed. */
export interface PlacedLabel {
  tanker: SceneTanker['tanker'];
  text: string;
  x: number;
  y: number;
  align: CanvasTextAlign;
  /** Its size (`cargoSize`): 32 px on the world map, 24 in the inset. */
  size: number;
  box: Box;
}

/**
 * Where each tanker's cargo label goes: beside its hull on its stage's side (east, or west for LABEL_WEST),
 * else on the other side, else a few pixels or a line higher or lower on either side, else below or above it —
 * the first place inside the map that covers no name or place mark of the map, no hull, no lorry on the map
 * (`lorries`, when given) and no label placed before it, and stands next to its own hull (`LABEL_BESIDE`); where
 * none of those is free, its cargo alone ("27k") there; only then a place further off; when none is free, the
 * one that covers least (each label's box measured by its glyphs: `cargoBox`). `tp` are the tankers' positions
 * (`tankerPositions`), when the caller has them.
 */
export function tankerLabels(
  scene: Pick<MeritScene, 'tankers'> & Partial<Pick<MeritScene, 'suezOpen' | 'lorries'>>,
  tp: ReadonlyMap<string, Px> = tankerPositions(scene),
): PlacedLabel[] {
  // The words of the map: a label never covers one (it would hide a place), if need be shortened to its cargo.
  const caption = insetCaptionBox();
  const words: Box[] = [...mapNameBoxes(), caption];
  if (scene.suezOpen === false) words.push(closedSuezBox(), closedSuezWordBox());
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
      // (`small`: at the inset's 24 px, a world-map label's last resort beside its ship, its glyphs' box kept off
      // the hull, else as the inset places its labels, a line's box beside it.)
      const spotsOf = (text: string, small = false, asInset = insetTanker): Spot[] =>
        labelSpots(p, t.stage, text, asInset, small ? INSET_CARGO_SIZE : cargoSize(insetTanker)).map((o) => ({
          ...o,
          text,
        }));
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
          ? [...roundSpots(p, cargoLabel(t)), ...roundSpots(p, cargoWords(t))]
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
          {
            whole: spotsOf(cargoLabel(t)),
            short: spotsOf(cargoWords(t)),
            small: insetTanker
              ? []
              : [
                  ...spotsOf(cargoLabel(t), true),
                  ...spotsOf(cargoWords(t), true),
                  ...spotsOf(cargoLabel(t), true, true),
                  ...spotsOf(cargoWords(t), true, true),
                ],
            round,
            sided,
            attached,
            beside,
          },
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
      const { whole, short, small, round, sided, attached, beside } = prep;
      const allowed = (o: { box: Box }) => inMap(o.box) && sided(o.box) && !onWords(o);
      const covered = (o: { box: Box }) => taken.reduce((sum, r) => sum + overlapArea(r, o.box), 0);
      const least = <T extends { box: Box }>(list: readonly T[]): T | undefined =>
        list.reduce<T | undefined>((b, o) => (!b || covered(o) < covered(b) ? o : b), undefined);
      // The whole label where it covers nothing, else its cargo alone ("4.5k": the route ahead shows where to);
      // else (a crowded inset) the nearest free place round the hull; else, whole or short, where it covers no
      // name and no piece, as little else as it can (a label, a mark, the inset's caption: better a label on the
      // caption than across the frame), on its side of the inset's frame if it can; else no name but a piece;
      // else where it covers least. On the world map, where no 32 px label, whole or short, is free beside its ship,
      // one at the inset's 24 px (`small`) beside it, before a place further off.
      const free = (o: { box: Box }) => allowed(o) && covered(o) === 0;
      const best =
        whole.find((o) => beside(o) && free(o)) ??
        short.find((o) => beside(o) && free(o)) ??
        small.find((o) => beside(o) && free(o)) ??
        whole.find(free) ??
        short.find(free) ??
        round().find((o) => covered(o) === 0) ??
        small.find(free) ??
        least([...whole, ...short, ...small].filter((o) => allowed(o) && !hides(o)).concat(round())) ??
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
        (beside(best) ? 0 : 1e3) +
        (best.size < whole[0]!.size ? 500 : 0);
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
 * Places round a tanker at `p` for its label `text` where none beside it is free (a crowded inset): centred on a
 * grid reaching some five half-hulls beyond the label across, up and down, and on the columns where the label
 * stands flush against the inset's frame inside, left or right (a 4-pixel grid may miss the one place between
 * the frame and a hull that is as wide as the label), each with its box.
 */
function roundSpots(
  p: Px,
  text: string,
): { x: number; y: number; align: CanvasTextAlign; box: Box; text: string; size: number }[] {
  const w = cargoBox(text, 0, 0, true, 'left').w;
  const reach = w / 2 + 5 * TANKER;
  const columns: number[] = [];
  for (let dx = -reach; dx <= reach; dx += 4) columns.push(p.x + dx);
  const frame = INSET.box;
  for (const x of [frame.x + w / 2, frame.x + frame.w - w / 2])
    if (Math.abs(x - p.x) <= reach) columns.push(x);
  const out: { x: number; y: number; align: CanvasTextAlign; box: Box; text: string; size: number }[] = [];
  for (let dy = -5 * TANKER; dy <= 5 * TANKER; dy += 4)
    for (const x of columns) {
      const y = p.y + dy;
      out.push({
        x,
        y,
        align: 'center',
        box: cargoBox(text, x, y, true, 'center'),
        text,
        size: cargoSize(true),
      });
    }
  return out;
}

/**
 * The places cargo label `text` is tried at beside a tanker at `p` on `stage` (in the inset: `inset`), in order,
 * with their boxes.
 */
function labelSpots(
  p: Px,
  stage: SeaStage,
  text: string,
  inset: boolean,
  size: number,
): { x: number; y: number; align: CanvasTextAlign; box: Box; size: number }[] {
  type Spot = { x: number; y: number; align: CanvasTextAlign };
  const side = cargoBeside(inset);
  const east: Spot = { x: p.x + side.east, y: p.y + side.dy, align: 'left' };
  const west: Spot = { x: p.x + side.west, y: p.y + side.dy, align: 'right' };
  const below: Spot = { x: p.x, y: p.y + cargoBelow(inset, size), align: 'center' };
  const above: Spot = { x: p.x, y: p.y + cargoAbove(inset, size), align: 'center' };
  const [first, second] = LABEL_WEST.has(stage) ? [west, east] : [east, west];
  const nudged = (o: Spot, dy: number): Spot => ({ ...o, y: o.y + dy });
  // Either side, `lines` higher then lower.
  const off = (lines: number): Spot[] =>
    [first, second].flatMap((o) => [nudged(o, -lines * size), nudged(o, lines * size)]);
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
    nudged(below, size * 1.3),
    nudged(above, -size * 1.3),
    // Or past the next tanker in the queue, either side.
    ...[0, -1.5, 1.5].flatMap((lines) => [first, second].map((o) => nudged(past(o), lines * size))),
  ];
  return order.map((o) => ({ ...o, size, box: cargoBox(text, o.x, o.y, inset, o.align, size) }));
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
