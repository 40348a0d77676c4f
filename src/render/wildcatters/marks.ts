/**
 * The since picture's rings on the Wildcatters map: round the oil fields whose rigs or pump jacks changed,
 * the new trains, the tankers built or moved, the refineries built or filled or emptied, the wildcatter
 * disks won; on the panel, the share holdings that changed. The highlight colour over a dark rim, as on the other games' since pictures (the magenta rings
 * of selection.ts mean "choose here", a different thing).
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { roundRectPath, strokeHighlight } from '../kit';
import {
  DISK_AT,
  HARBOUR_AT,
  PLANT_HALF,
  PLANT_V,
  REFINERY_AT,
  SPOT_R,
  refineryPlantAt,
  refineryRow,
  type Box,
  type Pt,
} from './layout';
import { panelGeometry, shareRows } from './panel';
import { refineryBox } from './pieces';
import { mapPieces, type MapPiece } from './board';
import type { WildcattersScene } from './scene';
import { drawMapNames } from './names';
import { fieldPath } from './selection';

/** The highlight over a dark rim, thick enough to see on a phone. */
function stroke(ctx: SKRSContext2D, width = 1): void {
  strokeHighlight(ctx, 11 * width, 6.5 * width);
}

/**
 * The rings' centres and radii (design pixels), for drawing and tests; fields are framed, not ringed. `pieces`:
 * the scene's map pieces where the picture drew them (placed here when not given).
 */
export function markRings(
  scene: WildcattersScene,
  pieces: readonly MapPiece[] = mapPieces(scene),
): Array<Pt & { r: number }> {
  const m = scene.marks;
  if (!m) return [];
  const out: Array<Pt & { r: number }> = [];
  // Trains and tankers ringed where the map draws them (a tanker beyond its queue's places: at its "+N").
  const at = (what: string) => pieces.find((p) => p.what === what)?.at;
  for (const railway of m.trains) {
    const p = at(`train ${railway}`);
    if (p) out.push({ ...p, r: 19 });
  }
  for (const t of m.tankers) {
    const p =
      at(`tanker ${t.harbour}/${t.index}`) ??
      pieces.find((x) => x.what.startsWith(`tankers ${t.harbour}/`))?.at;
    if (p) out.push({ ...p, r: 19 });
  }
  for (const site of m.refineries) {
    const r = refineryRing(site);
    if (r) out.push(r);
  }
  for (const area of m.disks) {
    const p = DISK_AT[area];
    if (p) out.push({ ...p, r: SPOT_R + 6 });
  }
  return out;
}

/** A refinery site's ring: round its building and its gauge. */
function refineryRing(site: string): (Pt & { r: number }) | null {
  if (!REFINERY_AT[site]) return null;
  const row = refineryRow(site);
  const top = refineryBox(refineryPlantAt(site), PLANT_HALF, PLANT_V).y;
  const bottom = row.y + row.h;
  return { x: row.x + row.w / 2, y: (top + bottom) / 2, r: Math.max(row.w, bottom - top) / 2 + 5 };
}

/**
 * The ring round the last move's place (design pixels), or null: its train where the map draws it, its harbour's
 * ring (a tanker placed, launched or moved there), its refinery; a field is framed instead (null here).
 * `pieces`: the scene's map pieces where the picture drew them (placed here when not given).
 */
export function lastMoveRing(
  scene: WildcattersScene,
  pieces?: readonly MapPiece[],
): (Pt & { r: number }) | null {
  const l = scene.last;
  if (!l) return null;
  if (l.kind === 'railway') {
    const p = (pieces ?? mapPieces(scene)).find((x) => x.what === `train ${l.id}`)?.at;
    return p ? { ...p, r: 19 } : null;
  }
  if (l.kind === 'harbour') {
    const p = HARBOUR_AT[l.id];
    return p ? { ...p, r: 17 } : null;
  }
  return l.kind === 'refinery' ? refineryRing(l.id) : null;
}

/**
 * The last move's mark, as Catan marks the last piece placed: its place ringed (a field framed) in the
 * highlight colour. Left off the since picture, whose rings mean "changed since your last turn", and off a
 * chooser's picture, whose rings mean "choose here". `pieces`: the map pieces as drawMapPieces drew them.
 */
export function drawLastMove(ctx: SKRSContext2D, scene: WildcattersScene, pieces: readonly MapPiece[]): void {
  const l = scene.last;
  if (!l || scene.marks || scene.selection) return;
  ctx.save();
  if (l.kind === 'field') {
    if (fieldPath(ctx, l.id, 6)) stroke(ctx);
  } else {
    const r = lastMoveRing(scene, pieces);
    if (r) {
      ctx.beginPath();
      ctx.arc(r.x, r.y, r.r, 0, Math.PI * 2);
      stroke(ctx);
    }
  }
  ctx.restore();
  if (l.kind === 'field') countsOver(ctx, pieces, [l.id]);
  // A ring is wider than the quay or site its name stands beside ("Bahía Blanca" lost its B): the names go
  // again over it, on their halos, as over a chooser's rings. No piece covers a name, so none is hidden.
  drawMapNames(ctx);
}

/** The share cells framed on the player cards (design pixels). */
export function markedShareCells(scene: WildcattersScene): Box[] {
  const marked = scene.marks?.shares ?? [];
  if (marked.length === 0) return [];
  const cards = panelGeometry(scene).cards;
  const ctx = createCanvas(1, 1).getContext('2d');
  // The rows are laid out once, however many of their cells are framed.
  const rows = shareRows(
    ctx,
    cards,
    scene.players.map((p) => p.shares),
  );
  return marked.flatMap(({ seat, colour }) => {
    const row = rows[scene.players.findIndex((p) => p.seat === seat)];
    if (!row) return [];
    const cell = row.cells[colour];
    if (!cell) throw new Error(`no share cell of colour ${colour}`);
    return [cell];
  });
}

/** The map's rings and frames (after the pieces, `pieces` as drawMapPieces drew them). */
export function drawMarks(ctx: SKRSContext2D, scene: WildcattersScene, pieces: readonly MapPiece[]): void {
  const m = scene.marks;
  if (!m) return;
  ctx.save();
  for (const id of m.fields) if (fieldPath(ctx, id, 6)) stroke(ctx);
  for (const r of markRings(scene, pieces)) {
    ctx.beginPath();
    ctx.arc(r.x, r.y, r.r, 0, Math.PI * 2);
    stroke(ctx);
  }
  ctx.restore();
  countsOver(ctx, pieces, m.fields);
}

/**
 * The barrel counts of the pump jacks on `fields`, drawn again over the fields' frames: a count stands at its
 * jack's upper right, where the frame runs (a playtest: the last move's frame round a field just drilled cut
 * its pump jack's "3" to a "ɔ").
 */
function countsOver(ctx: SKRSContext2D, pieces: readonly MapPiece[], fields: readonly string[]): void {
  for (const p of pieces) if (fields.some((id) => p.what.startsWith(`barrels ${id}/`))) p.draw(ctx);
}

/** The panel's frames round changed share holdings (after the panel). */
export function drawPanelMarks(ctx: SKRSContext2D, scene: WildcattersScene): void {
  ctx.save();
  for (const b of markedShareCells(scene)) {
    roundRectPath(ctx, b.x, b.y, b.w, b.h, 7);
    stroke(ctx, 0.6);
  }
  ctx.restore();
}
