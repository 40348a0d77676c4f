/**
 * Selection marks: when a chooser asks where (a field, a railway, a harbour, a refinery site), the legal
 * places are ringed in magenta on the map, each by what its id names (area cards are framed in the display,
 * see cards.ts).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import {
  HARBOURS,
  OIL_FIELDS,
  RAILWAYS,
  REFINERY_CAPACITY,
  REFINERY_SITES,
} from '../../games/wildcatters/data';
import { UI } from '../kit';
import {
  HARBOUR_AT,
  REFINERY_AT,
  REFINERY_HALF,
  SPOT_GAP,
  SPOT_R,
  railwayPath,
  refinerySiteAt,
  spotAt,
} from './layout';
import { barrelPiece } from './board';
import { drawMapNames } from './names';
import type { SceneRefinery, SceneSelection } from './scene';

function ring(ctx: SKRSContext2D, x: number, y: number, r: number): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.lineWidth = 7;
  ctx.strokeStyle = UI.select;
  ctx.stroke();
  ctx.lineWidth = 4;
  ctx.strokeStyle = UI.selectRing;
  ctx.stroke();
}

/** A rounded frame round every rig spot of field `id` as the current path; false when there is no such field. */
export function fieldPath(ctx: SKRSContext2D, id: string, pad = 8): boolean {
  const f = OIL_FIELDS.find((x) => x.id === id);
  if (!f) return false;
  const a = spotAt(id, 0);
  const w = (f.rigSpots - 1) * SPOT_GAP;
  ctx.beginPath();
  ctx.roundRect(
    a.x - SPOT_R - pad,
    a.y - SPOT_R - pad,
    w + 2 * SPOT_R + 2 * pad,
    2 * SPOT_R + 2 * pad,
    SPOT_R + pad,
  );
  return true;
}

/** What kind of place an id names (a starting placement mixes fields, railways and refinery sites). */
export function placeKind(id: string): SceneSelection['kind'] | null {
  if (OIL_FIELDS.some((f) => f.id === id)) return 'field';
  if (RAILWAYS.some((r) => r.id === id)) return 'railway';
  if (HARBOURS.some((h) => h.id === id)) return 'harbour';
  if (REFINERY_SITES.some((s) => s.id === id)) return 'refinery';
  return null;
}

/**
 * `refineries`: the scene's, whose barrel slots go again over the rings of their sites (a ring crossed the row of
 * slots below a refinery, hiding whose barrels it held just when a chooser asks which to fill or empty).
 */
export function drawSelection(
  ctx: SKRSContext2D,
  sel: SceneSelection,
  refineries: readonly SceneRefinery[] = [],
): void {
  ctx.save();
  for (const id of sel.spots) {
    const kind = placeKind(id);
    if (kind === 'field') {
      if (!fieldPath(ctx, id)) continue;
      ctx.lineWidth = 7;
      ctx.strokeStyle = UI.select;
      ctx.stroke();
      ctx.lineWidth = 4;
      ctx.strokeStyle = UI.selectRing;
      ctx.stroke();
    } else if (kind === 'railway') {
      let path;
      try {
        path = railwayPath(id);
      } catch {
        continue;
      }
      ctx.beginPath();
      path.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
      ctx.lineJoin = 'round';
      ctx.setLineDash([12, 8]);
      ctx.lineCap = 'round';
      ctx.lineWidth = 7;
      ctx.strokeStyle = UI.selectRing;
      ctx.stroke();
      ctx.setLineDash([]);
    } else if (kind === 'harbour') {
      const h = HARBOUR_AT[id];
      if (h) ring(ctx, h.x, h.y, 16);
    } else if (kind === 'refinery') {
      // Round the middle of the site's gauge, where an empty site's outline stands.
      if (REFINERY_AT[id]) {
        const r = refinerySiteAt(id);
        ring(ctx, r.x, r.y, REFINERY_HALF + 14);
      }
    }
  }
  const ringed = new Set(sel.spots);
  for (const r of refineries) {
    if (!ringed.has(r.site) || !REFINERY_AT[r.site]) continue;
    // As the board draws them, so a slot looks the same ringed or not.
    for (let i = 0; i < REFINERY_CAPACITY; i++) barrelPiece(r.site, i, r.barrels[i] ?? null).draw(ctx);
  }
  ctx.restore();
  // The rings are wider than the quays and sites the names were placed clear of ("Luanda" lost its L, "Durban"
  // its n): the names go again over them, on their halos. No piece covers a name, so none is hidden.
  drawMapNames(ctx);
}
