/** The side panel: turn and last roll, one card per player, and the Oil Springs track and supply. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import {
  MIN_TEXT_PX,
  UI,
  badgeWidth,
  drawBadge,
  drawFittedLegend,
  drawDie,
  drawIcon,
  drawMarker,
  drawPanel,
  drawStat,
  drawText,
  playerStyle,
  printableName,
  textWidth,
  type IconName,
  type LegendItem,
} from '../kit';
import { drawNumberToken } from './board';
import type { Box } from './layout';
import type { CatanScene, OilSpringsExtras, Resource, ScenePlayer } from './scene';

const PAD = 14;
const OIL_BOX_H = 178;
/** Height of one legend row; Oil Springs has a second row (oil, sequestered, metropolis). */
const LEGEND_ROW_H = 30;
/** The legend's icon size: its labels are 0.7 of it, 18 px (they were 14 px, at 20). */
export const LEGEND_ICON = Math.ceil(MIN_TEXT_PX / 0.7);
const BANK_H = 96;
const HEADER_H = 76;

/** Where the Oil Springs box and its parts sit in the panel (shared by drawing and tests). */
export interface OilBoxGeometry {
  box: Box;
  /** Centres of the Disaster Track steps 0..trackLength. */
  track: Array<{ x: number; y: number }>;
  /** Centres of the removed-token slots. */
  removed: Array<{ x: number; y: number }>;
  supply: { x: number; y: number };
}

export function oilBoxGeometry(panel: Box, oil: OilSpringsExtras): OilBoxGeometry {
  const x = panel.x + PAD;
  const w = panel.w - 2 * PAD;
  const y = panel.y + panel.h - PAD - OIL_BOX_H + 4;
  const tx = x + 190;
  const steps = oil.trackLength + 1;
  const sw = (w - 190 - 14) / steps;
  return {
    box: { x, y, w, h: OIL_BOX_H - 4 },
    track: Array.from({ length: steps }, (_, i) => ({ x: tx + sw * (i + 0.5), y: y + 24 })),
    removed: Array.from({ length: oil.tokensToAbandon }, (_, i) => ({ x: tx + 26 + i * 46, y: y + 84 })),
    supply: { x: tx, y: y + 140 },
  };
}

/**
 * The legend under the player cards, row by row: what each figure on a card counts (the road figure is the
 * player's longest road), and for Oil Springs oil, sequestered oil and the metropolis mark.
 */
export function panelLegend(scene: CatanScene): LegendItem[][] {
  const rows: LegendItem[][] = [
    [
      { icon: 'cards', label: 'cards' },
      { icon: 'devCard', label: 'dev' },
      { icon: 'army', label: 'knights' },
      { icon: 'road', label: 'longest road' },
    ],
  ];
  if (scene.oilSprings)
    rows.push([
      { icon: 'oil', label: 'oil' },
      { icon: 'sequestered', label: 'sequestered' },
      { icon: 'metropolis', label: 'metropolis' },
    ]);
  return rows;
}

/** Where the player cards and the legend rows sit in the panel (shared by drawing and tests). */
export function panelGeometry(
  scene: CatanScene,
  box: Box,
): { cards: Array<{ y: number; h: number }>; legend: Array<{ items: LegendItem[]; cy: number }> } {
  const rows = panelLegend(scene);
  const legendH = rows.length * LEGEND_ROW_H + 4;
  let y = box.y + PAD + HEADER_H;
  const oilH = scene.oilSprings ? OIL_BOX_H : 0;
  const avail = box.y + box.h - PAD - oilH - legendH - y;
  const n = Math.max(1, scene.players.length);
  const cardH = Math.min(128, Math.floor(avail / n) - 8);
  const cards = scene.players.map(() => {
    const card = { y, h: cardH };
    y += cardH + 8;
    return card;
  });
  const legend = rows.map((items, i) => ({ items, cy: y + LEGEND_ROW_H * (i + 0.5) - 4 }));
  return { cards, legend };
}

export function drawPanelArea(ctx: SKRSContext2D, scene: CatanScene, box: Box): void {
  ctx.fillStyle = UI.panel;
  ctx.fillRect(box.x, box.y, box.w, box.h);
  drawHeader(ctx, scene, box.x + PAD, box.y + PAD, box.w - 2 * PAD);
  const g = panelGeometry(scene, box);
  scene.players.forEach((p, i) => {
    const card = g.cards[i]!;
    drawPlayerCard(ctx, scene, p, box.x + PAD, card.y, box.w - 2 * PAD, card.h);
  });
  for (const row of g.legend)
    drawFittedLegend(ctx, row.items, box.x + PAD + 4, row.cy, LEGEND_ICON, box.w - 2 * PAD - 8);
  const last = g.legend.at(-1);
  const y = (last ? last.cy + LEGEND_ROW_H / 2 + 4 : box.y + PAD + HEADER_H) + 4;
  const oilH = scene.oilSprings ? OIL_BOX_H : 0;
  const bankBottom = box.y + box.h - PAD - oilH;
  if (scene.bank && bankBottom - y >= BANK_H)
    drawBank(ctx, scene.bank, box.x + PAD, bankBottom - BANK_H, box.w - 2 * PAD);
  if (scene.oilSprings) drawOilBox(ctx, scene.oilSprings, oilBoxGeometry(box, scene.oilSprings));
}

function nameOf(scene: CatanScene, seat: number | null): string {
  if (seat === null) return '';
  return printableName(scene.players.find((p) => p.seat === seat)?.name ?? '', `Seat ${seat + 1}`);
}

/** The room the header's "rolled by …" keeps at least, and the gap between it and the title, in px. */
const ROLLED_W = 165;
const HEADER_GAP = 10;

/** Title, whose turn, last roll, in the top `HEADER_H` px. Returns the y below it. */
function drawHeader(ctx: SKRSContext2D, scene: CatanScene, x: number, y: number, w: number): number {
  const rolled = scene.lastRoll ? `rolled by ${nameOf(scene, scene.lastRoll.seat)}` : '';
  const titled = (name: string) => (scene.turn.number ? `${name} · Turn ${scene.turn.number}` : name);
  const roomBeside = (t: string) => Math.max(ROLLED_W, w - textWidth(ctx, t, MIN_TEXT_PX, 600) - HEADER_GAP);
  // The roller's line takes what the title leaves at its smallest size (at least ROLLED_W), the title the
  // rest: at a fixed 165 px, "rolled by Greedy bot" was cut beside "Catan: Oil Springs · Turn 84". When the
  // roller's whole name does not fit so, the title drops its game's name before the scenario ("Oil Springs ·
  // Turn 114"): "rolled by Random bot 2" was cut to "rolled by Random …" beside the whole title.
  const full = titled(scene.title);
  const short = titled(scene.title.slice(scene.title.lastIndexOf(': ') + 1).trim());
  const fits = !rolled || textWidth(ctx, rolled, MIN_TEXT_PX, 600) <= roomBeside(full);
  const title = fits ? full : short;
  const rolledRoom = roomBeside(title);
  const rolledW = rolled ? Math.min(textWidth(ctx, rolled, 18, 600), rolledRoom) : 0;
  drawText(ctx, title, x, y + 20, {
    size: 20,
    weight: 600,
    color: UI.textDim,
    maxWidth: rolled ? w - rolledW - HEADER_GAP : w,
    minSize: MIN_TEXT_PX,
  });
  if (rolled) {
    // Cut with an ellipsis, not shrunk: a 32-character name shrank it to 10 px.
    drawText(ctx, rolled, x + w, y + 20, {
      size: 18,
      minSize: MIN_TEXT_PX,
      weight: 600,
      color: UI.textDim,
      align: 'right',
      maxWidth: rolledRoom,
    });
  }
  const ty = y + 58;
  if (scene.result) {
    const collapse = scene.result.ending === 'collapse';
    drawText(ctx, collapse ? 'Island abandoned' : 'Game over', x, ty, {
      size: 30,
      weight: 800,
      color: collapse ? UI.danger : UI.gold,
    });
  } else if (scene.turn.seat !== null) {
    const st = playerStyle(scene.turn.seat);
    drawMarker(ctx, st.marker, x + 14, ty - 11, 13, st.fill, st.outline, 3);
    drawText(ctx, `${nameOf(scene, scene.turn.seat)} · ${scene.turn.phase}`, x + 36, ty, {
      size: 28,
      weight: 800,
      color: UI.text,
      maxWidth: w - 36 - (scene.lastRoll ? 140 : 0),
      minSize: MIN_TEXT_PX,
    });
  } else {
    drawText(ctx, scene.turn.phase, x, ty, {
      size: 28,
      weight: 800,
      color: UI.text,
      maxWidth: w,
      minSize: MIN_TEXT_PX,
    });
  }
  if (scene.lastRoll) {
    const [d1, d2] = scene.lastRoll.dice;
    const ds = 40;
    const dx = x + w - 2 * ds - 8 - 44;
    drawDie(ctx, d1, dx, ty - 32, ds);
    drawDie(ctx, d2, dx + ds + 6, ty - 32, ds, true);
    const total = d1 + d2;
    drawText(ctx, `${total}`, x + w, ty, {
      size: 34,
      weight: 800,
      color: total === 7 ? UI.danger : UI.text,
      align: 'right',
    });
  }
  return ty + 18;
}

function drawPlayerCard(
  ctx: SKRSContext2D,
  scene: CatanScene,
  p: ScenePlayer,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  const st = playerStyle(p.seat);
  const active = scene.turn.seat === p.seat && !scene.result;
  const winner = scene.result?.winners.includes(p.seat) ?? false;
  drawPanel(ctx, x, y, w, h, {
    fill: active ? UI.panelCardActive : UI.panelCard,
    border: winner ? UI.gold : active ? UI.highlight : UI.panelBorder,
    borderWidth: active || winner ? 4 : 2,
    radius: 14,
  });
  // Colour strip down the left edge, with the seat's marker.
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y, 46, h);
  ctx.clip();
  drawPanel(ctx, x + 2, y + 2, 56, h - 4, { fill: st.fill, radius: 12 });
  ctx.restore();
  drawMarker(ctx, st.marker, x + 24, y + 32, 14, st.ink, st.outline, 2);

  const cx = x + 58;
  const rowH = h / 3;
  // Row 1: name and VP.
  // VP right-aligned: "/12" at the edge, the score before it, the star before that.
  const vy = y + rowH * 0.62 + 12;
  const goalW = drawText(ctx, `/${scene.vpToWin}`, x + w - 12, vy, {
    size: 18,
    weight: 600,
    color: UI.textDim,
    align: 'right',
  });
  const vpW = drawText(ctx, `${p.vp}`, x + w - 14 - goalW, vy, {
    size: 34,
    weight: 800,
    color: UI.text,
    align: 'right',
  });
  const vpLeft = x + w - 14 - goalW - vpW;
  drawIcon(ctx, 'vp', vpLeft - 20, y + rowH * 0.62, 30);
  const name = printableName(p.name, `Seat ${p.seat + 1}`);
  const nameText = p.tag ? `${name} (${p.tag})` : name;
  // Shrunk to fit down to MIN_TEXT_PX, then cut (a 32-character name came out at 16 px).
  drawText(ctx, nameText, cx, y + rowH * 0.62 + 10, {
    size: 28,
    weight: 800,
    color: UI.text,
    maxWidth: vpLeft - 40 - cx,
    minSize: MIN_TEXT_PX,
  });

  // Row 2: counts.
  const statY = y + rowH * 1.55;
  const stats: Array<[IconName, number]> = [
    ['cards', p.cards],
    ['devCard', p.devCards],
    ['army', p.knights],
    ['road', p.roadLength],
  ];
  if (p.oil !== undefined) stats.push(['oil', p.oil]);
  if (p.sequestered !== undefined) stats.push(['sequestered', p.sequestered]);
  const slot = (w - 58 - 6) / stats.length;
  const statSize = Math.min(31, slot / 2.3);
  stats.forEach(([icon, v], i) => drawStat(ctx, icon, String(v), cx + i * slot, statY, statSize));

  // Row 3: special cards held.
  const bh = Math.min(28, rowH * 0.8);
  const badges = specialBadges(scene, p, (labels) => {
    const widths = [...(p.pending ? [p.pending] : []), ...labels].map((l) => badgeWidth(ctx, l, bh) + 6);
    return widths.reduce((a, b) => a + b, 0) <= x + w - 6 - cx;
  });
  let bx = cx;
  if (p.pending)
    bx +=
      drawBadge(
        ctx,
        'warning',
        p.pending,
        bx,
        y + rowH * 2.5 - Math.min(28, rowH * 0.8) / 2 - 4,
        Math.min(28, rowH * 0.8),
        UI.danger,
        UI.text,
      ) + 6;
  for (const [icon, label, fill] of badges)
    bx += drawBadge(ctx, icon, label, bx, y + rowH * 2.5 - bh / 2 - 4, bh, fill) + 6;
}

/**
 * The special cards `p` holds, as badges (icon, label, fill): named in full ("Longest road") when `fit` says
 * the row holds them so, else in a word ("Road", "Army"), else by their icons alone (a question pending and
 * all three cards at 18 px ran ~70 px past the card's edge). The badge's icon and colour say which card.
 */
export function specialBadges(
  scene: CatanScene,
  p: Pick<ScenePlayer, 'seat'>,
  fit: (labels: string[]) => boolean,
): Array<[IconName, string, string]> {
  const held: Array<[IconName, string[], string]> = [];
  if (scene.longestRoad === p.seat) held.push(['road', ['Longest road', 'Road', ''], UI.gold]);
  if (scene.largestArmy === p.seat) held.push(['army', ['Largest army', 'Army', ''], UI.gold]);
  if (scene.oilSprings?.champion === p.seat) held.push(['champion', ['Champion', 'Champion', ''], '#9BE39F']);
  const tier = [0, 1].find((k) => fit(held.map((b) => b[1][k]!))) ?? 2;
  return held.map(([icon, labels, fill]) => [icon, labels[tier]!, fill]);
}

function drawOilBox(ctx: SKRSContext2D, oil: OilSpringsExtras, g: OilBoxGeometry): void {
  const { x, y, w, h } = g.box;
  drawPanel(ctx, x, y, w, h, { fill: '#2A1F1A', border: '#6B4B2E', radius: 14 });
  // Disaster track: steps 0..trackLength, the last one a warning.
  drawText(ctx, 'Disaster track', x + 14, y + 30, { size: 22, weight: 800, color: UI.text });
  g.track.forEach(({ x: cx, y: cy }, i) => {
    const last = i === oil.trackLength;
    const on = i === oil.disasterTrack;
    ctx.beginPath();
    ctx.arc(cx, cy, on ? 17 : 13, 0, Math.PI * 2);
    ctx.fillStyle = on ? (last ? UI.danger : UI.highlight) : last ? '#6B2224' : '#3D3029';
    ctx.fill();
    ctx.lineWidth = on ? 4 : 2;
    ctx.strokeStyle = on ? '#000000' : '#8A6E58';
    ctx.stroke();
    if (last && !on) drawIcon(ctx, 'warning', cx, cy, 16);
    else
      drawText(ctx, String(i), cx, cy + 1, {
        size: on ? 20 : MIN_TEXT_PX,
        weight: 800,
        color: on ? UI.textDark : UI.textDim,
        align: 'center',
        baseline: 'middle',
      });
  });
  // Removed tokens: slots until the island is abandoned.
  drawText(ctx, 'Tokens lost', x + 14, y + 92, { size: 22, weight: 800, color: UI.text });
  g.removed.forEach(({ x: cx, y: cy }, i) => {
    const n = oil.removedTokens[i];
    if (n === undefined) {
      ctx.beginPath();
      ctx.arc(cx, cy, 19, 0, Math.PI * 2);
      ctx.setLineDash([5, 4]);
      ctx.lineWidth = 2;
      ctx.strokeStyle = '#8A6E58';
      ctx.stroke();
      ctx.setLineDash([]);
    } else {
      drawNumberToken(ctx, n, cx, cy, 20);
      ctx.beginPath();
      ctx.moveTo(cx - 19, cy + 19);
      ctx.lineTo(cx + 19, cy - 19);
      ctx.lineWidth = 2.5;
      ctx.strokeStyle = UI.danger;
      ctx.stroke();
    }
  });
  // Supply.
  const s = g.supply;
  drawText(ctx, 'Oil supply', x + 14, s.y + 8, { size: 22, weight: 800, color: UI.text });
  drawIcon(ctx, 'oil', s.x + 14, s.y, 30, { outline: '#F0F0F0' });
  drawText(ctx, `${oil.supply}`, s.x + 36, s.y + 12, {
    size: 32,
    weight: 800,
    color: oil.supply === 0 ? UI.danger : UI.text,
  });
  drawText(ctx, `of ${oil.supplyStart}`, s.x + 80, s.y + 9, { size: 18, weight: 600, color: UI.textDim });
}

const BANK_ORDER: readonly Resource[] = ['lumber', 'brick', 'wool', 'grain', 'ore'];

/** The bank: cards left per resource and development cards left. */
function drawBank(
  ctx: SKRSContext2D,
  bank: NonNullable<CatanScene['bank']>,
  x: number,
  y: number,
  w: number,
): void {
  drawPanel(ctx, x, y, w, BANK_H, { fill: UI.panelCard, border: UI.panelBorder, radius: 14 });
  drawText(ctx, 'Bank', x + 14, y + 28, { size: 20, weight: 800, color: UI.textDim });
  const items: Array<[IconName, number]> = BANK_ORDER.map((r) => [r, bank.resources[r] ?? 0]);
  items.push(['devCard', bank.devCards]);
  const slot = (w - 20) / items.length;
  items.forEach(([icon, n], i) => {
    drawStat(ctx, icon, String(n), x + 12 + i * slot, y + 66, 28, n === 0 ? UI.danger : UI.text);
  });
}
