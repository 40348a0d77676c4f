/**
 * The since picture's rings on Merit's "Oil": round the lorries and tankers that moved, the free tankers
 * whose voyage ended, the wells newly owned, the freight quotation and share prices that changed. In the
 * highlight colour with a dark rim, readable on sea, land and panel alike. The map's rings go under the
 * pieces (a ship's cargo label stays readable over its ring); the panel's over it.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { roundRectPath, strokeHighlight } from '../kit';
import { TANKER } from './geometry';
import { lorryPositions, tankerPositions } from './placement';
import type { Box } from './layout';
import { wellLayout } from './cards';
import { SHARES_LINE, drillingLorries, freeTankerDots, panelGeometry } from './panel';
import type { MeritScene } from './scene';

/** A ring's look: a dark rim under the highlight, thick enough to see on a phone, on sea, land and panel. */
function stroke(ctx: SKRSContext2D): void {
  strokeHighlight(ctx, 10, 6);
}

function ring(ctx: SKRSContext2D, x: number, y: number, r: number): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  stroke(ctx);
}

/** A box on the panel: thinner, so the text round it stays clear. */
function outline(ctx: SKRSContext2D, b: Box): void {
  roundRectPath(ctx, b.x - 1, b.y - 1, b.w + 2, b.h + 2, 7);
  strokeHighlight(ctx, 6, 3.5);
}

export interface MarkRing {
  x: number;
  y: number;
  r: number;
  /** On the map (drawn under the pieces) or on the panel (drawn over it). */
  onMap: boolean;
}

/** Where each mark goes, in picture pixels: rings (centre, radius) and outlined boxes. */
export function markPlaces(ctx: SKRSContext2D, scene: MeritScene): { rings: MarkRing[]; boxes: Box[] } {
  const m = scene.marks;
  const rings: MarkRing[] = [];
  const boxes: Box[] = [];
  if (!m) return { rings, boxes };
  const g = panelGeometry(scene.players.length);
  const onMap = lorryPositions(scene);
  const drilling = drillingLorries(scene, g.drilling);
  for (const seat of m.lorries) {
    const p = onMap.get(seat);
    if (p) rings.push({ x: p.x, y: p.y, r: p.s * 1.5, onMap: true });
    const d = drilling.get(seat);
    if (d) rings.push({ x: d.x, y: d.y, r: d.size * 1.3, onMap: false });
  }
  const ships = tankerPositions(scene);
  for (const t of m.tankers) {
    const p = ships.get(t);
    if (p) rings.push({ x: p.x, y: p.y, r: TANKER * 1.45, onMap: true });
  }
  const free = freeTankerDots(ctx, scene);
  for (const t of m.freed) {
    const p = free.get(t);
    if (p) rings.push({ x: p.x, y: p.y, r: p.r + 5, onMap: false });
  }
  const wells = new Set(m.wells);
  scene.players.forEach((p, i) => {
    const card = g.cards[i];
    if (!card) return;
    const { rows, more } = wellLayout(scene, p.seat, card);
    for (const r of rows) if (wells.has(r.well.card)) boxes.push(r);
    // A new well the card has no row for: its "+N more" line is ringed (the line names it).
    if (more?.wells.some((w) => wells.has(w.card))) boxes.push(more);
  });
  if (m.freight) boxes.push(g.freight);
  if (m.shares.length > 0) boxes.push(SHARES_LINE);
  return { rings, boxes };
}

/** The map's rings (before the pieces) or the panel's rings and boxes (after the panel). */
export function drawMarks(ctx: SKRSContext2D, scene: MeritScene, part: 'map' | 'panel'): void {
  const { rings, boxes } = markPlaces(ctx, scene);
  ctx.save();
  for (const r of rings) if (r.onMap === (part === 'map')) ring(ctx, r.x, r.y, r.r);
  if (part === 'panel') for (const b of boxes) outline(ctx, b);
  ctx.restore();
}
