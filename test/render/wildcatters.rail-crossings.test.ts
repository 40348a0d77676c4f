/**
 * No two railways of the map cross, nor run along one another: each line can be followed from its field to its
 * harbour or refinery. Measured on the lines as laid out (railwayPath: from the middle of the field through the
 * bends to the harbour or the middle of the site), the parts under a field's oil patch or a gauge included, so a
 * crossing hidden today cannot show when a clip changes. Two lines may meet only where both end: at the field
 * they leave or at the harbour or refinery they reach.
 *
 * In Texas, Argentina and Persia both fields stood against the west coast and both the harbour and the refinery
 * against the east coast, so the four lines of an area (each field to the harbour and to the refinery) made a
 * loop field 1, harbour, field 2, refinery that no bends could draw without a crossing: field 1's line to the
 * refinery crossed field 2's to the harbour. Texas's and Argentina's gauges now stand off the coast, inside the
 * loop: field 2's line to the harbour runs under the gauge and up its east side; Persia's field 1's line to the
 * refinery runs round field 2, down the west coast and along the south coast (layout.ts RAIL_BEND).
 */
import { describe, expect, it } from 'vitest';
import { RAILWAYS } from '../../src/games/wildcatters/data';
import { railwayPath, type Pt } from '../../src/render/wildcatters/layout';

/** Twice the signed area of the triangle o, a, b: which side of the line o–a `b` lies on (0: on it). */
function turn(o: Pt, a: Pt, b: Pt): number {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

/** Whether `p`, on the line through a and b, lies on the segment a–b. */
function within(p: Pt, a: Pt, b: Pt): boolean {
  return (
    Math.min(a.x, b.x) <= p.x &&
    p.x <= Math.max(a.x, b.x) &&
    Math.min(a.y, b.y) <= p.y &&
    p.y <= Math.max(a.y, b.y)
  );
}

const same = (p: Pt, q: Pt) => p.x === q.x && p.y === q.y;

/**
 * Where the segments a–b and c–d meet: nothing (null), a single point, or 'along' where they overlap on one
 * line for more than a point.
 */
function meeting(a: Pt, b: Pt, c: Pt, d: Pt): Pt | 'along' | null {
  const [t1, t2, t3, t4] = [turn(a, b, c), turn(a, b, d), turn(c, d, a), turn(c, d, b)];
  if (t1 === 0 && t2 === 0) {
    // On one line: the shared stretch, if any.
    const ends = [a, b, c, d].filter((p, i) => (i < 2 ? within(p, c, d) : within(p, a, b)));
    const distinct = ends.filter((p, i) => ends.findIndex((q) => same(p, q)) === i);
    return distinct.length === 0 ? null : distinct.length === 1 ? distinct[0]! : 'along';
  }
  if (Math.sign(t1) * Math.sign(t2) > 0 || Math.sign(t3) * Math.sign(t4) > 0) return null;
  const s = t3 / (t3 - t4);
  return { x: a.x + (b.x - a.x) * s, y: a.y + (b.y - a.y) * s };
}

/** Every place two railways' lines meet other than where both end, as "a x b at (x, y)". */
function crossings(): string[] {
  const found: string[] = [];
  const paths = RAILWAYS.map((r) => ({ id: r.id, path: railwayPath(r.id) }));
  for (let i = 0; i < paths.length; i++)
    for (let j = i + 1; j < paths.length; j++) {
      const [p, q] = [paths[i]!, paths[j]!];
      // Where both lines end together: the field both leave, the harbour or site both reach.
      const shared = [p.path[0]!, p.path.at(-1)!].filter(
        (e) => same(e, q.path[0]!) || same(e, q.path.at(-1)!),
      );
      for (let k = 1; k < p.path.length; k++)
        for (let m = 1; m < q.path.length; m++) {
          const at = meeting(p.path[k - 1]!, p.path[k]!, q.path[m - 1]!, q.path[m]!);
          if (at === null) continue;
          if (at !== 'along' && shared.some((e) => Math.hypot(e.x - at.x, e.y - at.y) < 1e-9)) continue;
          found.push(
            `${p.id} x ${q.id} ${at === 'along' ? 'along one line' : `at (${at.x.toFixed(1)}, ${at.y.toFixed(1)})`}`,
          );
        }
    }
  return found;
}

describe('Wildcatters railways', () => {
  it('never cross or overlap one another, meeting only where both end', () => {
    // Before: Persia's (835.9, 319.5) and (846.6, 305.7), and before those Texas's (156.8, 333.5) and
    // Argentina's (257.0, 640.5).
    expect(crossings()).toEqual([]);
  });

  it('are measured strictly: a crossing, a touch and an overlap all count, a shared end does not', () => {
    const o = { x: 0, y: 0 };
    expect(meeting(o, { x: 10, y: 10 }, { x: 0, y: 10 }, { x: 10, y: 0 })).toEqual({ x: 5, y: 5 });
    expect(meeting(o, { x: 10, y: 0 }, { x: 5, y: 0 }, { x: 5, y: 8 })).toEqual({ x: 5, y: 0 });
    expect(meeting(o, { x: 10, y: 0 }, { x: 4, y: 0 }, { x: 20, y: 0 })).toBe('along');
    expect(meeting(o, { x: 10, y: 0 }, { x: 10, y: 0 }, { x: 20, y: 0 })).toEqual({ x: 10, y: 0 });
    expect(meeting(o, { x: 10, y: 0 }, { x: 0, y: 1 }, { x: 10, y: 1 })).toBeNull();
    expect(meeting(o, { x: 10, y: 0 }, { x: 11, y: 0 }, { x: 20, y: 0 })).toBeNull();
  });
});
