/**
 * Where the map's movable pieces stand: each railway's train on its line, the tankers in their harbour's
 * queue. Both keep clear of the map's names (names.ts), so no piece hides a region's name, its "open to all"
 * note or a label in the sea. A place depends on the layout alone, so each is worked out once.
 */
import { HARBOUR_AT, railwayEnds, type Box, type Pt } from './layout';
import { boxesOverlap, mapNameBoxes } from './names';
import { tankerBox, trainBox } from './pieces';

function coversAName(box: Box): boolean {
  return mapNameBoxes().some((n) => boxesOverlap(n.box, box));
}

const trainSpots = new Map<string, Pt>();

/**
 * Where a railway's train stands: on the line, a little before its harbour or refinery (clear of the crowded
 * field). The line from an area's second field stops further back, so two trains bound for one place do not
 * stand on each other. Where that spot would cover a name, the train moves along its line, a pixel at a time,
 * to the nearest spot that covers none (toward the harbour or refinery first), short of the end's mark.
 */
export function trainAt(id: string): Pt {
  const known = trainSpots.get(id);
  if (known) return known;
  const { a, b } = railwayEnds(id);
  const len = Math.max(1, Math.hypot(b.x - a.x, b.y - a.y));
  const back = id.split('>')[0]?.endsWith('.2') ? 76 : 44;
  const t0 = Math.max(0.3, 1 - Math.min(back, len * 0.7) / len);
  const at = (t: number): Pt => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
  // Not nearer the end than its mark (a harbour's ring, a refinery's building) and a train's half-length.
  const last = 1 - 24 / len;
  let spot = at(t0);
  for (let d = 0; coversAName(trainBox(spot)) && d < len; d++) {
    const ahead = t0 + d / len;
    const behind = t0 - d / len;
    if (ahead <= last && !coversAName(trainBox(at(ahead)))) spot = at(ahead);
    else if (behind >= 0 && !coversAName(trainBox(at(behind)))) spot = at(behind);
  }
  trainSpots.set(id, spot);
  return spot;
}

/** Where each harbour's tankers wait: the first one's offset, and the step to the next (open sea both). */
const TANKER_QUEUE: Readonly<Record<string, { out: Pt; step: Pt }>> = {
  'alaska.harbour': { out: { x: 30, y: 0 }, step: { x: 0, y: 22 } },
  'texas.harbour': { out: { x: 30, y: 0 }, step: { x: 0, y: 22 } },
  'venezuela.harbour': { out: { x: 30, y: 0 }, step: { x: 0, y: 22 } },
  'argentina.harbour': { out: { x: 30, y: 0 }, step: { x: 0, y: 22 } },
  'arabia.harbour': { out: { x: -30, y: 0 }, step: { x: 0, y: 22 } },
  'persia.harbour': { out: { x: 30, y: 0 }, step: { x: 0, y: 22 } },
  'siberia.harbour': { out: { x: 0, y: 28 }, step: { x: 0, y: 22 } },
  'indonesia.harbour': { out: { x: -26, y: -24 }, step: { x: 30, y: 0 } },
  'europe.harbour': { out: { x: 0, y: 28 }, step: { x: 30, y: 0 } },
  'southernAfrica.west': { out: { x: -30, y: 0 }, step: { x: 0, y: 22 } },
  'southernAfrica.east': { out: { x: 30, y: 0 }, step: { x: 0, y: 22 } },
  'australia.harbour': { out: { x: 0, y: -26 }, step: { x: -30, y: 0 } },
};

/** Each harbour's queue so far: the places of its first tankers, and the step of the line to try next. */
const queues = new Map<string, { spots: Pt[]; next: number }>();

/**
 * Where tanker `i` (from 0) of a harbour waits: the first out at sea beside the harbour mark, the others
 * lined up from there; a place in the line that would cover a name is left out.
 */
export function tankerAt(harbour: string, i: number): Pt {
  const h = HARBOUR_AT[harbour];
  if (!h) throw new Error(`no layout for harbour ${harbour}`);
  const q = TANKER_QUEUE[harbour] ?? { out: { x: 30, y: 0 }, step: { x: 0, y: 22 } };
  let queue = queues.get(harbour);
  if (!queue) queues.set(harbour, (queue = { spots: [], next: 0 }));
  while (queue.spots.length <= i) {
    const k = queue.next++;
    const p = { x: h.x + q.out.x + q.step.x * k, y: h.y + q.out.y + q.step.y * k };
    // Give up skipping after a long run of covered places (none is that long): a tanker is drawn anyway.
    if (!coversAName(tankerBox(p)) || k > queue.spots.length + 8) queue.spots.push(p);
  }
  return queue.spots[i]!;
}
