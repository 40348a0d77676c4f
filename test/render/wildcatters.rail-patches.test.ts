import { describe, expect, it } from 'vitest';
import { OIL_FIELDS, RAILWAYS } from '../../src/games/wildcatters/data';
import {
  DISK_AT,
  RAIL_WIDTH,
  SPOT_R,
  fieldPatch,
  railwayPath,
  regionKey,
  type Box,
  type Pt,
} from '../../src/render/wildcatters/layout';
import { DISK_RING_OUT, DISK_RING_WIDTH } from '../../src/render/wildcatters/pieces';

/** How far `p` lies from the segment `a`–`b`. */
function pointGap(p: Pt, a: Pt, b: Pt): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const l2 = dx * dx + dy * dy;
  const t = l2 ? Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2)) : 0;
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}

/** Which side of the line `a`–`b` `p` lies on (0: on it). */
function side(a: Pt, b: Pt, p: Pt): number {
  return Math.sign((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x));
}

/** How far the segment `a`–`b` lies from the segment `c`–`d`: 0 where they cross. */
function segmentGap(a: Pt, b: Pt, c: Pt, d: Pt): number {
  if (side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0) return 0;
  return Math.min(pointGap(a, c, d), pointGap(b, c, d), pointGap(c, a, b), pointGap(d, a, b));
}

/**
 * How far the segment `a`–`b` lies from a rounded box (an oil patch as board.ts draws it): the box less its
 * corners' radius all round, grown by that radius, so the gap to that inner box less the radius (0 inside).
 */
function patchGap(a: Pt, b: Pt, patch: Box & { r: number }): number {
  const x0 = patch.x + patch.r;
  const y0 = patch.y + patch.r;
  const x1 = patch.x + patch.w - patch.r;
  const y1 = patch.y + patch.h - patch.r;
  if (a.x >= x0 && a.x <= x1 && a.y >= y0 && a.y <= y1) return 0;
  const corners = [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ];
  const inner = Math.min(...corners.map((c, i) => segmentGap(a, b, c, corners[(i + 1) % 4]!)));
  return Math.max(0, inner - patch.r);
}

/**
 * The least land between a railway's line (its stroke, RAIL_WIDTH wide) and another field's oil patch (design
 * units, ~3 px in the picture): at less, the line reads as leaving that field.
 */
const PATCH_GAP = 3;

/** How far a wildcatter disk's spot reaches from its centre: its dashed ring's outer edge. */
const DISK_SPOT_R = SPOT_R + DISK_RING_OUT + DISK_RING_WIDTH / 2;

/**
 * Every railway's runs closer than PATCH_GAP to a thing of another field (`gapTo`: the gap from a segment to
 * the field's thing, the stroke's half not taken off; undefined where the field has none), as "… runs 1.2 from
 * {field}'s {what}", and how many railway/field pairs were measured.
 */
function closeRuns(
  what: string,
  gapTo: (f: (typeof OIL_FIELDS)[number]) => ((a: Pt, b: Pt) => number) | undefined,
): { close: string[]; pairs: number } {
  const close: string[] = [];
  let pairs = 0;
  for (const r of RAILWAYS) {
    const path = railwayPath(r.id);
    for (const f of OIL_FIELDS) {
      const gapOf = f.id === r.field ? undefined : gapTo(f);
      if (!gapOf) continue;
      pairs++;
      for (let i = 1; i < path.length; i++) {
        const gap = gapOf(path[i - 1]!, path[i]!) - RAIL_WIDTH / 2;
        if (gap < PATCH_GAP) close.push(`${r.id} runs ${gap.toFixed(1)} from ${f.id}'s ${what}`);
      }
    }
  }
  return { close, pairs };
}

describe('Wildcatters railways', () => {
  it('each start inside their own field’s oil patch (drawn from its edge)', () => {
    for (const r of RAILWAYS) {
      const [a] = railwayPath(r.id);
      expect(patchGap(a!, a!, fieldPatch(r.field)), r.id).toBe(0);
    }
  });

  // Indonesia's second field's line to Balikpapan crossed the first field's patch, Siberia's first field's line
  // to its refinery the second field's: a line over a patch reads as serving that field.
  it('cross no oil patch but their own field’s, each stroke a gap off every other patch', () => {
    const { close, pairs } = closeRuns('patch', (f) => {
      const patch = fieldPatch(f.id);
      return (a, b) => patchGap(a, b, patch);
    });
    expect(pairs).toBe(RAILWAYS.length * (OIL_FIELDS.length - 1));
    expect(close).toEqual([]);
  });

  // A review: in Alaska, Texas, Venezuela, Argentina and Persia the second field's line to the harbour ran under
  // the first field's wildcatter disk (2.6–11.8 units into its ring), reading as the disk's line.
  it('pass no other field’s wildcatter disk, each stroke a gap off its spot’s dashed ring', () => {
    const { close, pairs } = closeRuns('disk', (f) => {
      const disk = f.wildcatterSpot ? DISK_AT[regionKey(f.region)] : undefined;
      return disk && ((a, b) => pointGap(disk, a, b) - DISK_SPOT_R);
    });
    expect(pairs).toBeGreaterThan(RAILWAYS.length * 7);
    expect(close).toEqual([]);
  });
});
