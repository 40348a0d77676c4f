/**
 * The face-up area cards under the map, two columns of four cards lying on their side (layout.ts cardBox): each
 * card shows its number, its area (on its continent's ground), its bonus, a refinery icon for refinery area
 * cards, and its shade (light or dark card back colour).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { AREA_LIST, DISPLAY_SIZE } from '../../games/wildcatters/data';
import { UI, drawMarker, drawPanel, drawText, playerStyle } from '../kit';
import { refineryPath } from './pieces';
import { drawGround } from './grounds';
import { RegionCache, pixelsInside } from '../kit/regions';
import { FRAME, PANEL_TEXT, PICTURE_SCALE, cardBox, type Box } from './layout';
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

/** The widest area name at PANEL_TEXT ("Venezuela", 164 units) and a little room either side of it. */
const BAND_W = 172;
/** A refinery area card's icon: a gold square as high as the band, a refinery on it. */
const ICON_W = 38;

/**
 * Where the parts of a card lying on its side stand, left to right: its number (what the chooser calls it),
 * the area's band (its name on the continent's ground), the bonus, and a refinery area card's icon at the end.
 */
export function cardParts(box: Box): { number: number; band: Box; bonus: number; badge: Box } {
  const band = { x: box.x + 36, y: box.y + 3, w: BAND_W, h: box.h - 6 };
  return {
    number: box.x + 8,
    band,
    bonus: band.x + band.w + 12,
    badge: { x: box.x + box.w - 6 - ICON_W, y: box.y + box.h / 2 - ICON_W / 2, w: ICON_W, h: ICON_W },
  };
}

/**
 * A card, every word and figure at PANEL_TEXT (9 px where a phone shows the picture 400 px wide). A refinery
 * area card says so by an icon, the map's refinery on a gold square: the "Refinery" badge it replaces took 118
 * units of the row, and the words were MAP_LABEL_TEXT (7 px there) for want of that room.
 */
function drawCard(ctx: SKRSContext2D, card: SceneCard, box: Box, slot: number): void {
  const area = AREA_LIST.find((a) => a.id === card.area);
  const shade = SHADE[card.shade];
  const parts = cardParts(box);
  const cy = box.y + box.h / 2;
  drawPanel(ctx, box.x, box.y, box.w, box.h, {
    fill: shade.fill,
    border: '#0B1620',
    borderWidth: 2,
    radius: 10,
  });
  // The slot number, at the panel's size: a phone held upright showed it 5.7 px high at MIN_TEXT, the number a
  // player picks the card by.
  drawText(ctx, String(slot), parts.number, cy, {
    size: PANEL_TEXT,
    weight: 800,
    color: shade.dim,
    baseline: 'middle',
  });
  // The area band, its name in 700 weight so "Venezuela", the widest, fits whole.
  drawGround(ctx, area?.continent ?? 'europe', parts.band, { radius: 8, edgeWidth: 2 });
  drawText(ctx, area?.name ?? card.area, parts.band.x + parts.band.w / 2, cy + 1, {
    size: PANEL_TEXT,
    weight: 700,
    color: '#1E1A14',
    align: 'center',
    baseline: 'middle',
    maxWidth: parts.band.w - 6,
    minSize: PANEL_TEXT,
  });
  const word = (text: string, x: number) =>
    drawText(ctx, text, x, cy + 1, {
      size: PANEL_TEXT,
      weight: 700,
      color: shade.dim,
      baseline: 'middle',
    });
  const figure = (amount: number) =>
    drawText(ctx, `+${amount}`, parts.bonus, cy + 1, {
      size: PANEL_TEXT,
      weight: 800,
      color: shade.ink,
      baseline: 'middle',
    });
  const b = card.bonus;
  if (b.kind === 'workers') {
    word('workers', parts.bonus + figure(b.amount) + 8);
  } else if (b.kind === 'shares') {
    // Not "orange shares": the share square is in the company's colour and marker, as in the panel's Shares row.
    const st = playerStyle(b.colour);
    const x = parts.bonus + figure(b.amount) + 6;
    drawPanel(ctx, x, cy - 14, 28, 28, {
      fill: st.fill,
      border: st.outline,
      borderWidth: 2,
      radius: 5,
    });
    drawMarker(ctx, st.marker, x + 14, cy, 8, st.ink);
    word('shares', x + 28 + 8);
  } else {
    // "Ref. chip" as the panel's "Ref. chips".
    drawChip(ctx, parts.bonus + 15, cy, 15);
    word('ref. chip', parts.bonus + 30 + 8);
  }
  if (card.refinery) drawRefineryIcon(ctx, parts.badge);
}

/** A refinery area card's icon in `g`: the map's refinery building, in dark ink on the gold of the chips. */
function drawRefineryIcon(ctx: SKRSContext2D, g: Box): void {
  drawPanel(ctx, g.x, g.y, g.w, g.h, {
    fill: UI.gold,
    border: '#1A1A1A',
    borderWidth: 2,
    radius: 8,
  });
  refineryPath(ctx, g.x + g.w / 2, g.y + g.h / 2 + 1, g.w * 0.36);
  ctx.fillStyle = '#1A1A1A';
  ctx.fill();
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
