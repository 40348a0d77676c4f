/** Panels, stat chips and legends for side panels. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawIcon, type IconName } from './icons';
import { roundRectPath } from './shapes';
import { MIN_TEXT_PX, drawText, textWidth } from './text';
import { UI } from './palette';

export interface PanelStyle {
  fill?: string;
  border?: string;
  borderWidth?: number;
  radius?: number;
}

/**
 * A player's card on a side panel: lighter for the seat to act, framed in the highlight colour (but on a since
 * picture, where that colour means "changed" only), in gold for a winner; `look` gives its edge's widths (plain,
 * and framed or gold) and its corners' radius.
 */
export function drawSeatCard(
  ctx: SKRSContext2D,
  b: { x: number; y: number; w: number; h: number },
  scene: { turn: { seat: number | null }; marks?: unknown; result?: { winners: readonly number[] } },
  seat: number,
  look: { border: number; strong: number; radius: number },
): void {
  const active = scene.turn.seat === seat;
  const framed = active && !scene.marks;
  const winner = scene.result?.winners.includes(seat) ?? false;
  drawPanel(ctx, b.x, b.y, b.w, b.h, {
    fill: active ? UI.panelCardActive : UI.panelCard,
    border: winner ? UI.gold : framed ? UI.highlight : UI.panelBorder,
    borderWidth: winner || framed ? look.strong : look.border,
    radius: look.radius,
  });
}

export function drawPanel(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  s: PanelStyle = {},
): void {
  roundRectPath(ctx, x, y, w, h, s.radius ?? 12);
  ctx.fillStyle = s.fill ?? UI.panelCard;
  ctx.fill();
  if (s.border) {
    ctx.lineWidth = s.borderWidth ?? 2;
    ctx.strokeStyle = s.border;
    ctx.stroke();
  }
}

/**
 * An icon followed by a value, e.g. [cards] 7. Returns the width used. `size` is the icon size; the value is
 * drawn `textPx` high beside it (by default a little smaller than the icon).
 */
export function drawStat(
  ctx: SKRSContext2D,
  icon: IconName,
  value: string,
  x: number,
  cy: number,
  size: number,
  color: string = UI.text,
  textPx: number = size * 0.92,
): number {
  drawIcon(ctx, icon, x + size / 2, cy, size);
  const w = drawText(ctx, value, x + size + 4, cy + 1, {
    size: textPx,
    weight: 800,
    color,
    baseline: 'middle',
  });
  return size + 4 + w;
}

/** A badge's label size for a badge `h` high: MIN_TEXT_PX at least (a 28 px badge's was 16 px). */
function badgeTextSize(h: number): number {
  return Math.max(MIN_TEXT_PX, h * 0.58);
}

/** The width `drawBadge` draws a badge `h` high with `label` `textPx` high. */
export function badgeWidth(
  ctx: SKRSContext2D,
  label: string,
  h: number,
  textPx: number = badgeTextSize(h),
): number {
  return h + textWidth(ctx, label, textPx, 800) + h * 0.45;
}

/**
 * A small rounded badge with an icon and a short label (e.g. "Longest Road"), the label `textPx` high (by
 * default badgeTextSize). Returns its width.
 */
export function drawBadge(
  ctx: SKRSContext2D,
  icon: IconName,
  label: string,
  x: number,
  y: number,
  h: number,
  fill: string = UI.gold,
  ink: string = UI.textDark,
  textPx: number = badgeTextSize(h),
): number {
  const size = textPx;
  const w = badgeWidth(ctx, label, h, textPx);
  drawPanel(ctx, x, y, w, h, { fill, radius: h / 2, border: UI.textDark, borderWidth: 2 });
  // An icon alone (no label) stands in the badge's middle.
  drawIcon(ctx, icon, label ? x + h * 0.55 : x + w / 2, y + h / 2, h * 0.72);
  drawText(ctx, label, x + h, y + h / 2 + 1, { size, weight: 800, color: ink, baseline: 'middle' });
  return w;
}

/** The gap after a legend's item, in icon sizes (0.8 before its labels grew to 18 px). */
export const LEGEND_GAP = 0.55;

export interface LegendItem {
  icon: IconName;
  label: string;
}

/** The width `drawLegend` would use. */
export function legendWidth(
  ctx: SKRSContext2D,
  items: readonly LegendItem[],
  size: number,
  label = size * 0.7,
): number {
  let w = 0;
  for (const item of items) w += size + 4 + textWidth(ctx, item.label, label, 600) + size * LEGEND_GAP;
  // The last item's gap is no part of the line.
  return items.length ? w - size * LEGEND_GAP : 0;
}

/**
 * A one-line legend of icons and labels (the labels `label` px, 0.7 of the icons unless told), shrunk (down to
 * 60%, icons and labels alike) to fit `maxWidth`. Returns the width used.
 */
export function drawFittedLegend(
  ctx: SKRSContext2D,
  items: readonly LegendItem[],
  x: number,
  cy: number,
  size: number,
  maxWidth: number,
  label = size * 0.7,
): number {
  let s = size;
  while (s > size * 0.6 && legendWidth(ctx, items, s, (label * s) / size) > maxWidth) s -= 1;
  return drawLegend(ctx, items, x, cy, s, (label * s) / size);
}

/** A one-line legend of icons and labels (the labels `label` px, 0.7 of the icons unless told). Returns the width used. */
export function drawLegend(
  ctx: SKRSContext2D,
  items: readonly LegendItem[],
  x: number,
  cy: number,
  size: number,
  label = size * 0.7,
): number {
  let cx = x;
  for (const item of items) {
    drawIcon(ctx, item.icon, cx + size / 2, cy, size);
    cx += size + 4;
    cx += drawText(ctx, item.label, cx, cy + 1, {
      size: label,
      weight: 600,
      color: UI.textDim,
      baseline: 'middle',
    });
    cx += size * LEGEND_GAP;
  }
  return cx - x;
}
