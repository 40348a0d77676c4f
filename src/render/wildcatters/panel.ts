/**
 * The side panel: the title, the round marker on its track, whose turn and phase; the VP track with every
 * player's marker; a card per player (VP, workers, shares by colour, loans, area cards, disks, chips, supply);
 * and the next consolidation chip of each main continent.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { CONTINENT_LIST, MAIN_CONTINENTS } from '../../games/wildcatters/data';
import {
  UI,
  drawMarker,
  drawPanel,
  drawText,
  fitFont,
  playerStyle,
  printable,
  printableName,
  textWidth,
} from '../kit';
import { CONTINENT_FILL, FRAME, PICTURE_SCALE, type Box } from './layout';
import type { ScenePlayer, WildcattersScene } from './scene';

const PAD = 14;
const HEADER_H = 104;
const TRACK_H = 64;
const CHIPS_H = 104;

export interface PanelGeometry {
  /** Centres of the round marker's steps 1..rounds. */
  rounds: Pt[];
  /** The VP track's ends (x at 0 VP and at `max` VP) and its line's y. */
  track: { x0: number; x1: number; y: number; max: number };
  cards: Box[];
  chips: Box;
}

interface Pt {
  x: number;
  y: number;
}

/** The VP the track runs to: the next 10 above the leader (at least 50). */
export function trackMax(scene: WildcattersScene): number {
  const top = Math.max(0, ...scene.players.map((p) => p.vp));
  return Math.max(50, Math.ceil((top + 1) / 10) * 10);
}

export function panelGeometry(scene: WildcattersScene): PanelGeometry {
  const b = FRAME.panel;
  const x = b.x + PAD;
  const w = b.w - 2 * PAD;
  const rounds = Array.from({ length: scene.rounds }, (_, i) => ({ x: x + 176 + i * 30, y: b.y + 66 }));
  const trackY = b.y + HEADER_H + 38;
  const cardsTop = b.y + HEADER_H + TRACK_H + 6;
  const chipsTop = b.y + b.h - CHIPS_H - PAD + 6;
  const n = Math.max(1, scene.players.length);
  const ch = Math.min(170, (chipsTop - cardsTop - 8) / n);
  const cards = scene.players.map((_, i) => ({ x, y: cardsTop + i * ch, w, h: ch - 8 }));
  return {
    rounds,
    track: { x0: x + 22, x1: x + w - 22, y: trackY, max: trackMax(scene) },
    cards,
    chips: { x, y: chipsTop, w, h: CHIPS_H },
  };
}

/** The middles of a player card's rows: name and VP, stats, shares, chips (and badge), supply. */
export function cardRows(card: Box): {
  name: number;
  stats: number;
  shares: number;
  chips: number;
  supply: number;
} {
  const at = (share: number) => card.y + card.h * share;
  return { name: at(0.155), stats: at(0.375), shares: at(0.585), chips: at(0.78), supply: at(0.91) };
}

/** A player card's share cell of one colour (the colour's chip and the count beside it). */
export function shareCell(card: Box, colour: number): Box {
  const y3 = cardRows(card).shares;
  return { x: card.x + 20 + 60 + colour * 69 - 3, y: y3 - 16, w: 64, h: 32 };
}

export function drawPanelArea(ctx: SKRSContext2D, scene: WildcattersScene): void {
  const b = FRAME.panel;
  ctx.fillStyle = UI.panel;
  ctx.fillRect(b.x, b.y, b.w, b.h);
  const g = panelGeometry(scene);
  drawHeader(ctx, scene, g);
  drawTrack(ctx, scene, g);
  scene.players.forEach((p, i) => {
    const box = g.cards[i];
    if (box) drawPlayer(ctx, scene, p, box);
  });
  drawChips(ctx, scene, g.chips);
}

function drawHeader(ctx: SKRSContext2D, scene: WildcattersScene, g: PanelGeometry): void {
  const b = FRAME.panel;
  const x = b.x + PAD;
  drawText(ctx, scene.title, x, b.y + 34, { size: 28, weight: 800, color: UI.text });
  drawText(ctx, `Deck ${scene.deck}`, b.x + b.w - PAD, b.y + 34, {
    size: 18,
    weight: 700,
    color: UI.textDim,
    align: 'right',
  });
  drawText(ctx, `Round ${scene.round}/${scene.rounds}`, x, b.y + 67, {
    size: 22,
    weight: 800,
    color: UI.gold,
    baseline: 'middle',
  });
  g.rounds.forEach((p, i) => {
    const done = i + 1 < scene.round;
    const now = i + 1 === scene.round;
    ctx.beginPath();
    ctx.arc(p.x, p.y, now ? 12 : 9, 0, Math.PI * 2);
    ctx.fillStyle = now ? UI.gold : done ? '#5C6B7A' : UI.panelCard;
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = now ? '#1A1A1A' : UI.panelBorder;
    ctx.stroke();
    drawText(ctx, String(i + 1), p.x, p.y + 1, {
      size: now ? 14 : 12,
      weight: 800,
      color: now ? '#1A1A1A' : UI.textDim,
      align: 'center',
      baseline: 'middle',
    });
  });
  const who = scene.turn.seat === null ? null : scene.players.find((p) => p.seat === scene.turn.seat);
  const phase = who
    ? `${printableName(who.name, `Seat ${who.seat + 1}`)}: ${scene.turn.phase}`
    : scene.turn.phase;
  drawText(ctx, phase, x, b.y + 96, { size: 18, weight: 700, color: UI.textDim, maxWidth: b.w - 2 * PAD });
}

/** Where a player's marker sits on the VP track (tied players side by side, then one row up). */
export function trackSpot(scene: WildcattersScene, seat: number): Pt {
  const t = panelGeometry(scene).track;
  const me = scene.players.find((p) => p.seat === seat);
  const vp = Math.max(0, Math.min(t.max, me?.vp ?? 0));
  const below = scene.players.filter((p) => p.seat < seat && Math.round(p.vp) === Math.round(vp)).length;
  return { x: t.x0 + ((t.x1 - t.x0) * vp) / t.max + (below % 2) * 16, y: t.y - Math.floor(below / 2) * 16 };
}

function drawTrack(ctx: SKRSContext2D, scene: WildcattersScene, g: PanelGeometry): void {
  const t = g.track;
  drawText(ctx, 'VP', t.x0 - 8, t.y - 20, { size: 14, weight: 800, color: UI.textDim });
  ctx.fillStyle = UI.panelCard;
  ctx.fillRect(t.x0, t.y - 4, t.x1 - t.x0, 8);
  for (let v = 0; v <= t.max; v += 10) {
    const x = t.x0 + ((t.x1 - t.x0) * v) / t.max;
    ctx.fillStyle = UI.panelBorder;
    ctx.fillRect(x - 1, t.y - 9, 2, 18);
    drawText(ctx, String(v), x, t.y + 22, { size: 13, weight: 700, color: UI.textDim, align: 'center' });
  }
  for (const p of scene.players) {
    const at = trackSpot(scene, p.seat);
    const st = playerStyle(p.seat);
    drawMarker(ctx, st.marker, at.x, at.y, 10, st.fill, st.outline, 2);
  }
}

function drawPlayer(ctx: SKRSContext2D, scene: WildcattersScene, p: ScenePlayer, box: Box): void {
  const st = playerStyle(p.seat);
  const active = scene.turn.seat === p.seat;
  // On the since picture yellow means "changed" only: the seat to act keeps its lighter card, not the frame.
  const framed = active && !scene.marks;
  const winner = scene.result?.winners.includes(p.seat) ?? false;
  drawPanel(ctx, box.x, box.y, box.w, box.h, {
    fill: active ? UI.panelCardActive : UI.panelCard,
    border: winner ? UI.gold : framed ? UI.highlight : UI.panelBorder,
    borderWidth: winner || framed ? 4 : 2,
    radius: 12,
  });
  // Colour stripe with the marker: who this card is, by colour and shape.
  drawPanel(ctx, box.x, box.y, 10, box.h, { fill: st.fill, radius: 5 });
  const x = box.x + 20;
  const rows = cardRows(box);
  const y1 = rows.name;
  drawMarker(ctx, st.marker, x + 12, y1, 12, st.fill, st.outline, 2);
  const name = printableName(p.name, `Seat ${p.seat + 1}`);
  drawText(ctx, name, x + 32, y1 + 1, {
    size: 24,
    weight: 800,
    color: UI.text,
    baseline: 'middle',
    maxWidth: box.w - 170 - (p.tag ? 50 : 0),
  });
  if (p.tag) {
    const nw = Math.min(textWidth(ctx, printableName(p.name, ''), 24, 800), box.w - 220);
    drawText(ctx, p.tag, x + 40 + nw, y1 + 2, {
      size: 14,
      weight: 600,
      color: UI.textDim,
      baseline: 'middle',
    });
  }
  drawText(ctx, `${p.vp} VP`, box.x + box.w - 12, y1 + 1, {
    size: 28,
    weight: 800,
    color: UI.gold,
    align: 'right',
    baseline: 'middle',
  });
  // Row 2: workers, cards, disks, loans.
  const y2 = rows.stats;
  let cx = x;
  cx += stat(ctx, 'Workers', String(p.workers), cx, y2, UI.text) + 16;
  cx += stat(ctx, 'Cards', String(p.cards), cx, y2, UI.text) + 16;
  cx += stat(ctx, 'Disks', String(p.disks), cx, y2, UI.text) + 16;
  stat(ctx, 'Loans', String(p.loans), cx, y2, p.loans > 0 ? '#FF8A8D' : UI.text);
  // Row 3: shares by colour.
  const y3 = rows.shares;
  drawText(ctx, 'Shares', x, y3 + 1, { size: 16, weight: 600, color: UI.textDim, baseline: 'middle' });
  const total = p.shares.reduce((a, n) => a + n, 0);
  p.shares.forEach((n, colour) => {
    const cs = playerStyle(colour);
    const cell = shareCell(box, colour);
    const sx = cell.x + 3;
    drawPanel(ctx, sx, y3 - 13, 26, 26, { fill: cs.fill, border: cs.outline, borderWidth: 2, radius: 5 });
    drawMarker(ctx, cs.marker, sx + 13, y3, 7, cs.ink);
    drawText(ctx, String(n), sx + 31, y3 + 1, {
      size: 20,
      weight: 800,
      color: n > 0 ? UI.text : UI.textDim,
      baseline: 'middle',
    });
  });
  drawText(ctx, `= ${total}`, box.x + box.w - 12, y3 + 1, {
    size: 18,
    weight: 700,
    color: UI.textDim,
    align: 'right',
    baseline: 'middle',
  });
  // Rows 4 and 5: chips (and the badge of a question asked now), and the pieces left in supply.
  const foot = cardFoot(ctx, p, box);
  for (const line of [foot.chips, foot.supply]) {
    if (!line) continue;
    drawText(ctx, line.text, line.x, line.y + 1, {
      size: line.size,
      weight: 600,
      color: UI.textDim,
      baseline: 'middle',
      maxWidth: line.room,
      minSize: line.size,
    });
  }
  if (foot.badge) {
    const b = foot.badge.box;
    drawPanel(ctx, b.x, b.y, b.w, b.h, {
      fill: UI.danger,
      border: '#FFFFFF',
      borderWidth: 2,
      radius: b.h / 2,
    });
    drawText(ctx, foot.badge.text, b.x + b.w / 2, b.y + b.h / 2 + 1, {
      size: foot.badge.size,
      weight: 800,
      color: '#FFFFFF',
      align: 'center',
      baseline: 'middle',
    });
  }
}

/** The smallest text of a player card's foot (design units): 12 px in the picture, as a phone still reads. */
export const CARD_TEXT_MIN = Math.ceil(12 / PICTURE_SCALE);
const FOOT_SIZE = 15;
const BADGE_SIZE = 14;
const BADGE_H = 20;

/** A line of text of a player's card, laid out: its left end and middle, its size and width, and its room. */
export interface CardLine {
  text: string;
  x: number;
  y: number;
  size: number;
  /** The whole text's width at `size` (a text wider than `room` is cut with an ellipsis). */
  width: number;
  /** The width it may take. */
  room: number;
}

/** The foot of a player's card: the chips line, the supply line and the badge of a question asked now. */
export interface CardFoot {
  chips: CardLine;
  supply?: CardLine;
  badge?: { text: string; size: number; box: Box };
}

/** "Supply: 9 rigs · 1 train · 3 tankers · 4 refineries". */
export function supplyWords(supply: NonNullable<ScenePlayer['supply']>): string {
  const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return [
    `Supply: ${n(supply.rigs, 'rig', 'rigs')}`,
    n(supply.trains, 'train', 'trains'),
    n(supply.tankers, 'tanker', 'tankers'),
    n(supply.refineries, 'refinery', 'refineries'),
  ].join(' · ');
}

/**
 * Where a player's chips and supply go: a line each at the card's foot, shrunk to no less than CARD_TEXT_MIN
 * to fit; the red badge of a question asked now (or of the hand held during set-up) at the chips line's right
 * end, so the supply line keeps the card's whole width.
 */
export function cardFoot(ctx: SKRSContext2D, p: ScenePlayer, card: Box): CardFoot {
  const rows = cardRows(card);
  const x = card.x + 20;
  const right = card.x + card.w - 12;
  const line = (text: string, y: number, room: number): CardLine => {
    const clean = printable(text);
    const size = fitFont(ctx, clean, FOOT_SIZE, 600, room, CARD_TEXT_MIN);
    return { text: clean, x, y, size, width: textWidth(ctx, clean, size, 600), room };
  };
  let badge: CardFoot['badge'];
  if (p.pending) {
    const text = printable(p.pending);
    const w = textWidth(ctx, text, BADGE_SIZE, 800) + 20;
    badge = {
      text,
      size: BADGE_SIZE,
      box: { x: card.x + card.w - 8 - w, y: rows.chips - BADGE_H / 2, w, h: BADGE_H },
    };
  }
  const chips = p.consolidationChips.length
    ? `Chips ${p.consolidationChips.map((v) => `${v}`).join('+')} VP`
    : 'No chips';
  return {
    chips: line(
      `${chips} · Ref. chips ${p.refineryChips}`,
      rows.chips,
      (badge ? badge.box.x - 8 : right) - x,
    ),
    ...(p.supply ? { supply: line(supplyWords(p.supply), rows.supply, right - x) } : {}),
    ...(badge ? { badge } : {}),
  };
}

/** "Workers 23": a dim label and a bold value. Returns the width used. */
function stat(
  ctx: SKRSContext2D,
  label: string,
  value: string,
  x: number,
  cy: number,
  color: string,
): number {
  const lw = drawText(ctx, label, x, cy + 1, {
    size: 16,
    weight: 600,
    color: UI.textDim,
    baseline: 'middle',
  });
  const vw = drawText(ctx, value, x + lw + 6, cy + 1, { size: 21, weight: 800, color, baseline: 'middle' });
  return lw + 6 + vw;
}

function drawChips(ctx: SKRSContext2D, scene: WildcattersScene, box: Box): void {
  drawText(ctx, 'Next consolidation chip (shares → VP)', box.x, box.y + 12, {
    size: 15,
    weight: 700,
    color: UI.textDim,
    baseline: 'middle',
  });
  const w = (box.w - 3 * 8) / 4;
  MAIN_CONTINENTS.forEach((id, i) => {
    const x = box.x + i * (w + 8);
    const y = box.y + 26;
    const land = CONTINENT_FILL[id];
    const chip = scene.chips[id];
    drawPanel(ctx, x, y, w, box.h - 30, { fill: land.fill, border: land.edge, borderWidth: 2, radius: 10 });
    const name = CONTINENT_LIST.find((c) => c.id === id)?.name ?? id;
    drawText(ctx, name, x + w / 2, y + 15, {
      size: 13,
      weight: 800,
      color: '#1E1A14',
      align: 'center',
      baseline: 'middle',
      maxWidth: w - 8,
    });
    if (!chip) {
      drawText(ctx, 'none left', x + w / 2, y + 44, {
        size: 15,
        weight: 700,
        color: '#3A3A3A',
        align: 'center',
        baseline: 'middle',
      });
      return;
    }
    drawText(ctx, `${chip.price} → ${chip.vp}`, x + w / 2, y + 40, {
      size: 20,
      weight: 800,
      color: '#1E1A14',
      align: 'center',
      baseline: 'middle',
    });
    drawText(ctx, `${chip.minColours} colours · ${chip.left} left`, x + w / 2, y + 62, {
      size: 12,
      weight: 700,
      color: '#3A3324',
      align: 'center',
      baseline: 'middle',
      maxWidth: w - 6,
    });
  });
}
