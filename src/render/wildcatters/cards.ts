/**
 * The face-up area cards under the map: each card shows its area (in its continent's colour), its bonus in
 * big figures, a refinery mark for refinery area cards, and its shade (light or dark card back colour).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { AREA_LIST, DISPLAY_SIZE } from '../../games/wildcatters/data';
import { UI, drawMarker, drawPanel, drawText, playerStyle } from '../kit';
import { drawGround } from './grounds';
import { RegionCache, pixelsInside } from '../kit/regions';
import { FRAME, MIN_TEXT, PANEL_TEXT, PICTURE_SCALE, cardBox, type Box } from './layout';
import type { SceneCard, WildcattersScene } from './scene';

const SHADE = {
  light: { fill: '#F3EBD7', ink: '#1E1A14', dim: '#5E5646' },
  dark: { fill: '#2E3440', ink: '#FFFFFF', dim: '#C5CCD8' },
} as const;

/**
 * The area card display as a bitmap per display (../kit/regions.ts): it changes when a card is taken, once a turn,
 * and is drawn for every picture of the turn. Two kept: a worker draws boards of several games by turns, and a
 * miss costs only the drawing a hit saves (~2 ms; 0.6 MB of pixels each).
 */
export const displayRegions = new RegionCache(2);

export function drawDisplay(ctx: SKRSContext2D, scene: WildcattersScene): void {
  const d = FRAME.display;
  const t = { a: PICTURE_SCALE, d: PICTURE_SCALE, e: 0, f: 0 };
  const ground = (c: SKRSContext2D): void => {
    c.fillStyle = UI.seaDeep;
    c.fillRect(d.x, d.y, d.w, d.h);
  };
  // The cards are public (face up), and they are all the region shows.
  displayRegions.draw(ctx, JSON.stringify(scene.display), pixelsInside(d, t), t, ground, (c) => {
    for (let i = 0; i < DISPLAY_SIZE; i++) {
      const card = scene.display[i];
      const box = cardBox(i);
      if (card) drawCard(c, card, box, i + 1);
      else
        drawPanel(c, box.x, box.y, box.w, box.h, {
          fill: 'rgba(255,255,255,0.06)',
          border: 'rgba(255,255,255,0.25)',
          radius: 10,
        });
    }
  });
  // The chooser's rings, over the cards (each within the gap to the next card).
  const marked = scene.selection?.kind === 'card' ? new Set(scene.selection.spots) : null;
  if (!marked) return;
  scene.display.forEach((card, i) => {
    if (!card || !marked.has(card.id)) return;
    const box = cardBox(i);
    drawPanel(ctx, box.x - 3, box.y - 3, box.w + 6, box.h + 6, {
      fill: 'rgba(0,0,0,0)',
      border: UI.selectRing,
      borderWidth: 5,
      radius: 12,
    });
  });
}

function drawCard(ctx: SKRSContext2D, card: SceneCard, box: Box, slot: number): void {
  const area = AREA_LIST.find((a) => a.id === card.area);
  const shade = SHADE[card.shade];
  drawPanel(ctx, box.x, box.y, box.w, box.h, {
    fill: shade.fill,
    border: '#0B1620',
    borderWidth: 2,
    radius: 10,
  });
  // The area band.
  // Its name at MIN_TEXT, in 700 weight so "Venezuela", the widest, fits the band whole (it was 19, 17.4 px).
  drawGround(
    ctx,
    area?.continent ?? 'europe',
    { x: box.x + 3, y: box.y + 4, w: box.w - 6, h: 40 },
    { radius: 8, edgeWidth: 2 },
  );
  drawText(ctx, area?.name ?? card.area, box.x + box.w / 2, box.y + 25, {
    size: MIN_TEXT,
    weight: 700,
    color: '#1E1A14',
    align: 'center',
    baseline: 'middle',
    maxWidth: box.w - 6,
    minSize: MIN_TEXT,
  });
  // Slot number (what the chooser calls the card), top-left corner of the body, at the panel's size: a phone
  // held upright showed it 5.7 px high, the number a player picks the card by.
  drawText(ctx, String(slot), box.x + 9, box.y + 72, { size: PANEL_TEXT, weight: 800, color: shade.dim });
  const cx = box.x + box.w / 2;
  const b = card.bonus;
  if (b.kind === 'workers') {
    drawText(ctx, `+${b.amount}`, cx, box.y + 96, {
      size: 40,
      weight: 800,
      color: shade.ink,
      align: 'center',
      baseline: 'middle',
    });
    drawText(ctx, 'workers', cx, box.y + 132, {
      size: MIN_TEXT,
      weight: 700,
      color: shade.dim,
      align: 'center',
      baseline: 'middle',
    });
  } else if (b.kind === 'shares') {
    const st = playerStyle(b.colour);
    drawText(ctx, `+${b.amount}`, cx - 16, box.y + 96, {
      size: 40,
      weight: 800,
      color: shade.ink,
      align: 'center',
      baseline: 'middle',
    });
    drawPanel(ctx, cx + 18, box.y + 80, 30, 32, {
      fill: st.fill,
      border: st.outline,
      borderWidth: 2,
      radius: 5,
    });
    drawMarker(ctx, st.marker, cx + 33, box.y + 96, 9, st.ink);
    // Not "orange shares" (15 units, 13.7 px, to fit): the share square above is in the company's colour
    // and marker, as in the panel's Shares row.
    drawText(ctx, 'shares', cx, box.y + 132, {
      size: MIN_TEXT,
      weight: 700,
      color: shade.dim,
      align: 'center',
      baseline: 'middle',
      maxWidth: box.w - 10,
    });
  } else {
    drawChip(ctx, cx, box.y + 96, 22);
    // "Ref. chip" as the panel's "Ref. chips" (the whole "refinery chip" fits the card only at 13.7 px).
    drawText(ctx, 'ref. chip', cx, box.y + 132, {
      size: MIN_TEXT,
      weight: 700,
      color: shade.dim,
      align: 'center',
      baseline: 'middle',
      maxWidth: box.w - 10,
    });
  }
  if (card.refinery) {
    // "Refinery", not "REFINERY" (14 units, 12.8 px): the capitals at MIN_TEXT overflow the badge.
    drawPanel(ctx, box.x + 6, box.y + box.h - 34, box.w - 12, 27, {
      fill: UI.gold,
      border: '#1A1A1A',
      borderWidth: 1.5,
      radius: 13,
    });
    drawText(ctx, 'Refinery', cx, box.y + box.h - 20, {
      size: MIN_TEXT,
      weight: 800,
      color: '#1A1A1A',
      align: 'center',
      baseline: 'middle',
    });
  }
}

/** A refinery chip: a round token with a small plant on it. */
export function drawChip(ctx: SKRSContext2D, x: number, y: number, r: number): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = '#F5C542';
  ctx.fill();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = '#1A1A1A';
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x - r * 0.55, y + r * 0.45);
  ctx.lineTo(x - r * 0.55, y - r * 0.05);
  ctx.lineTo(x - r * 0.15, y - r * 0.3);
  ctx.lineTo(x - r * 0.15, y - r * 0.05);
  ctx.lineTo(x + r * 0.2, y - r * 0.05);
  ctx.lineTo(x + r * 0.2, y - r * 0.6);
  ctx.lineTo(x + r * 0.45, y - r * 0.6);
  ctx.lineTo(x + r * 0.45, y + r * 0.45);
  ctx.closePath();
  ctx.fillStyle = '#1A1A1A';
  ctx.fill();
}
