/**
 * The since picture's rings on the Wildcatters map: round the oil fields whose rigs or pump jacks changed,
 * the new trains, the tankers built or moved, the refineries built or filled or emptied, and the wildcatter
 * disks won. The highlight colour over a dark rim, as on the other games' since pictures (the magenta rings
 * of selection.ts mean "choose here", a different thing).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { UI } from '../kit';
import { DISK_AT, REFINERY_AT, REFINERY_HALF, SLOT, SPOT_R, tankerAt, trainAt, type Pt } from './layout';
import type { WildcattersScene } from './scene';
import { fieldPath } from './selection';

function stroke(ctx: SKRSContext2D): void {
  ctx.lineWidth = 7;
  ctx.strokeStyle = UI.highlightOutline;
  ctx.stroke();
  ctx.lineWidth = 4;
  ctx.strokeStyle = UI.highlight;
  ctx.stroke();
}

/** The rings' centres and radii (design pixels), for drawing and tests; fields are framed, not ringed. */
export function markRings(scene: WildcattersScene): Array<Pt & { r: number }> {
  const m = scene.marks;
  if (!m) return [];
  const out: Array<Pt & { r: number }> = [];
  for (const railway of m.trains) {
    try {
      out.push({ ...trainAt(railway), r: 19 });
    } catch {
      // A railway the layout does not know is not drawn either.
    }
  }
  for (const t of m.tankers) {
    try {
      out.push({ ...tankerAt(t.harbour, t.index), r: 19 });
    } catch {
      // As above: no layout, no tanker drawn.
    }
  }
  for (const site of m.refineries) {
    const p = REFINERY_AT[site];
    // The building and its row of barrel slots beneath.
    if (p) out.push({ x: p.x, y: p.y + (REFINERY_HALF + 11) / 2, r: REFINERY_HALF + SLOT + 6 });
  }
  for (const area of m.disks) {
    const p = DISK_AT[area];
    if (p) out.push({ ...p, r: SPOT_R + 6 });
  }
  return out;
}

export function drawMarks(ctx: SKRSContext2D, scene: WildcattersScene): void {
  const m = scene.marks;
  if (!m) return;
  ctx.save();
  for (const id of m.fields) if (fieldPath(ctx, id, 6)) stroke(ctx);
  for (const r of markRings(scene)) {
    ctx.beginPath();
    ctx.arc(r.x, r.y, r.r, 0, Math.PI * 2);
    stroke(ctx);
  }
  ctx.restore();
}
