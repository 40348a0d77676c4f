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
  playerStyle,
  printable,
  printableName,
  textWidth,
} from '../kit';
import { drawGround } from './grounds';
import { FRAME, MIN_TEXT, type Box } from './layout';
import { drawRefinery, drawRig, drawTanker, drawTrain } from './pieces';
import type { ScenePlayer, WildcattersScene } from './scene';
import { drawSprite } from './sprites';

const PAD = 14;
const HEADER_H = 104;
const TRACK_H = 64;
const CHIPS_H = 24 + 4 * 26;

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
  return { name: at(0.14), stats: at(0.34), shares: at(0.53), chips: at(0.72), supply: at(0.895) };
}

/** The share chip's side, and the gap between it and the count beside it. */
const SHARE_CHIP = 24;
const SHARE_GAP = 4;
/** The usual share cells: one every 62 px after the "Shares" label, each 60 px wide. */
const SHARE_LABEL_ROOM = 72;
const SHARE_PITCH = 62;

/**
 * A share count as the card writes it. The game has no limit on shares (a playtest reached 122 of a colour,
 * bots stay under 70); the cells fit any count up to 999, and a larger one reads "1k+".
 */
export function shareCountText(n: number): string {
  return n > 999 ? '1k+' : String(n);
}

/** A player card's row of shares: whether the "Shares" label is written, each colour's cell, the total. */
export interface ShareRow {
  label: boolean;
  /** Each colour's cell: its chip and the count beside it. */
  cells: Box[];
  total: string;
}

/**
 * Lays out every card's row of shares (`holdings[i]` on `cards[i]`), in columns that line up from card to card:
 * each colour's chip stands at the same x on every card. Counts up to 99 keep the usual cells, one every 62 px; a
 * wider count (100 or more) on any card packs the columns to their widest counts, and if they still do not fit
 * before the widest total, the "Shares" label gives way on every card (the coloured chips say what the numbers
 * are). No count is ever written past its cell.
 */
export function shareRows(
  ctx: SKRSContext2D,
  cards: readonly Box[],
  holdings: readonly (readonly number[])[],
): ShareRow[] {
  const first = cards[0];
  if (!first) return [];
  const x = first.x + 20;
  const totals = holdings.map((shares) => `= ${shares.reduce((a, n) => a + n, 0)}`);
  const end =
    first.x + first.w - 12 - Math.max(0, ...totals.map((t) => textWidth(ctx, t, MIN_TEXT, 700))) - 6;
  const colours = Math.max(0, ...holdings.map((shares) => shares.length));
  const cellWidth = (n: number) =>
    3 + SHARE_CHIP + SHARE_GAP + textWidth(ctx, shareCountText(n), MIN_TEXT, 800) + 2;
  // Each colour's column is as wide as its widest count on any card.
  const widths = Array.from({ length: colours }, (_, c) =>
    Math.max(0, ...holdings.map((shares) => (c < shares.length ? cellWidth(shares[c]!) : 0))),
  );
  const columns = (): { label: boolean; xs: Array<{ x: number; w: number }> } => {
    const usual = widths.map((_, c) => ({ x: x + SHARE_LABEL_ROOM + c * SHARE_PITCH - 3, w: 60 }));
    if (widths.every((w) => w <= 60) && usual.every((b) => b.x + b.w <= end))
      return { label: true, xs: usual };
    // Packed 2 px apart, from `from`; the room left before the total (if any) is shared out between the columns.
    const packed = (from: number) => {
      const room = end - from - widths.reduce((a, w) => a + w + 2, -2);
      const gap = 2 + Math.max(0, room) / Math.max(1, widths.length);
      let cx = from;
      return {
        fits: room >= 0,
        xs: widths.map((w) => {
          const b = { x: cx, w };
          cx += w + gap;
          return b;
        }),
      };
    };
    const withLabel = packed(x + textWidth(ctx, 'Shares', MIN_TEXT, 600) + 6);
    if (withLabel.fits) return { label: true, xs: withLabel.xs };
    return { label: false, xs: packed(x - 3).xs };
  };
  const { label, xs } = columns();
  return holdings.map((shares, i) => {
    const y = cardRows(cards[i] ?? first).shares - 16;
    return { label, cells: xs.slice(0, shares.length).map((b) => ({ ...b, y, h: 32 })), total: totals[i]! };
  });
}

export function drawPanelArea(ctx: SKRSContext2D, scene: WildcattersScene): void {
  const b = FRAME.panel;
  ctx.fillStyle = UI.panel;
  ctx.fillRect(b.x, b.y, b.w, b.h);
  const g = panelGeometry(scene);
  drawHeader(ctx, scene, g);
  drawTrack(ctx, scene, g);
  const shares = shareRows(
    ctx,
    g.cards,
    scene.players.map((p) => p.shares),
  );
  scene.players.forEach((p, i) => {
    const box = g.cards[i];
    const row = shares[i];
    if (box && row) drawPlayer(ctx, scene, p, box, row);
  });
  drawChips(ctx, scene, g.chips);
}

function drawHeader(ctx: SKRSContext2D, scene: WildcattersScene, g: PanelGeometry): void {
  const b = FRAME.panel;
  const x = b.x + PAD;
  drawText(ctx, scene.title, x, b.y + 34, { size: 28, weight: 800, color: UI.text });
  drawText(ctx, `Deck ${scene.deck}`, b.x + b.w - PAD, b.y + 34, {
    size: MIN_TEXT,
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
    ctx.arc(p.x, p.y, now ? 14 : 13, 0, Math.PI * 2);
    ctx.fillStyle = now ? UI.gold : done ? '#5C6B7A' : UI.panelCard;
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = now ? '#1A1A1A' : UI.panelBorder;
    ctx.stroke();
    drawText(ctx, String(i + 1), p.x, p.y + 1, {
      size: MIN_TEXT,
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
  drawText(ctx, phase, x, b.y + 98, {
    size: MIN_TEXT,
    weight: 700,
    color: UI.textDim,
    maxWidth: b.w - 2 * PAD,
    minSize: MIN_TEXT,
  });
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
  drawText(ctx, 'VP', t.x0 - 8, t.y - 14, { size: MIN_TEXT, weight: 800, color: UI.textDim });
  ctx.fillStyle = UI.panelCard;
  ctx.fillRect(t.x0, t.y - 4, t.x1 - t.x0, 8);
  for (let v = 0; v <= t.max; v += 10) {
    const x = t.x0 + ((t.x1 - t.x0) * v) / t.max;
    ctx.fillStyle = UI.panelBorder;
    ctx.fillRect(x - 1, t.y - 9, 2, 18);
    // A number every 10 VP while the track runs to 60, every 20 beyond: whole at 18 px, apart.
    if (v % (t.max > 60 ? 20 : 10) === 0)
      drawText(ctx, String(v), x, t.y + 27, {
        size: MIN_TEXT,
        weight: 700,
        color: UI.textDim,
        align: 'center',
      });
  }
  for (const p of scene.players) {
    const at = trackSpot(scene, p.seat);
    const st = playerStyle(p.seat);
    drawMarker(ctx, st.marker, at.x, at.y, 10, st.fill, st.outline, 2);
  }
}

function drawPlayer(
  ctx: SKRSContext2D,
  scene: WildcattersScene,
  p: ScenePlayer,
  box: Box,
  shareCells: ShareRow,
): void {
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
    // A long name is cut with an ellipsis rather than shrunk below the panel's floor.
    minSize: MIN_TEXT,
  });
  if (p.tag) {
    const nw = Math.min(textWidth(ctx, printableName(p.name, ''), 24, 800), box.w - 220);
    drawText(ctx, p.tag, x + 40 + nw, y1 + 2, {
      size: MIN_TEXT,
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
  // Row 2: workers, area cards taken, loans (the disks won stand on the map, in the player's colour).
  const y2 = rows.stats;
  let cx = x;
  cx += stat(ctx, 'Workers', String(p.workers), cx, y2, UI.text) + 16;
  cx += stat(ctx, 'Area cards', String(p.cards), cx, y2, UI.text) + 16;
  stat(ctx, 'Loans', String(p.loans), cx, y2, p.loans > 0 ? '#FF8A8D' : UI.text);
  // Row 3: shares by colour.
  const y3 = rows.shares;
  if (shareCells.label)
    drawText(ctx, 'Shares', x, y3 + 1, {
      size: MIN_TEXT,
      weight: 600,
      color: UI.textDim,
      baseline: 'middle',
    });
  p.shares.forEach((n, colour) => {
    const cs = playerStyle(colour);
    const cell = shareCells.cells[colour]!;
    const sx = cell.x + 3;
    drawPanel(ctx, sx, y3 - 12, SHARE_CHIP, SHARE_CHIP, {
      fill: cs.fill,
      border: cs.outline,
      borderWidth: 2,
      radius: 5,
    });
    drawMarker(ctx, cs.marker, sx + SHARE_CHIP / 2, y3, 7, cs.ink);
    drawText(ctx, shareCountText(n), sx + SHARE_CHIP + SHARE_GAP, y3 + 1, {
      size: MIN_TEXT,
      weight: 800,
      color: n > 0 ? UI.text : UI.textDim,
      baseline: 'middle',
    });
  });
  drawText(ctx, shareCells.total, box.x + box.w - 12, y3 + 1, {
    size: MIN_TEXT,
    weight: 700,
    color: UI.textDim,
    align: 'right',
    baseline: 'middle',
  });
  // Rows 4 and 5: chips (and the badge of a question asked now), and the pieces left in supply.
  const foot = cardFoot(ctx, p, box);
  const lineText = (line: CardLine, color: string = UI.textDim, weight: 600 | 800 = 600) =>
    drawText(ctx, line.text, line.x, line.y + 1, {
      size: line.size,
      weight,
      color,
      baseline: 'middle',
      maxWidth: line.room,
      minSize: line.size,
    });
  lineText(foot.chips);
  if (foot.supply) {
    lineText(foot.supply.label);
    for (const item of foot.supply.items) {
      drawSupplyPiece(ctx, item.piece, item.x, foot.supply.label.y, p.seat);
      lineText(item.count, item.count.text === '0' ? UI.textDim : UI.text, 800);
    }
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

/**
 * A piece of the supply row, centred on (x, y), about SUPPLY_ICON wide: copied from its sprite (sprites.ts), as
 * the map's pieces are. Drawn from their paths, a 4-player board's 16 icons took ~13 % of the picture's drawing
 * calls; copied, a late board draws in 0.2–0.4 ms less (CPU on a busy machine, by turns: 6.6 against 7.0 ms,
 * p10 3.2–3.4 against 3.4–3.6). An icon lands within 1/4 px of its place (its edge pixels differ a little).
 */
function drawSupplyPiece(ctx: SKRSContext2D, piece: SupplyPiece, x: number, y: number, seat: number): void {
  drawSprite(ctx, `supply-${piece}${seat}`, x, y, SUPPLY_HALF, (c, sx, sy) => {
    if (piece === 'rigs') drawRig(c, sx, sy, 10, seat);
    else if (piece === 'trains') drawTrain(c, sx, sy - 1, 12, seat);
    else if (piece === 'tankers') drawTanker(c, sx, sy, 12, seat);
    else drawRefinery(c, sx, sy, 11, seat);
  });
}

const BADGE_H = 26;
/** The width a supply piece's icon takes, and the gaps after the icon and after its count. */
const SUPPLY_ICON = 24;
const SUPPLY_GAP = 4;
const SUPPLY_SPACE = 14;
/** Half the square a supply icon's sprite covers: the train's (12 units, drawn a unit high) with its outline. */
const SUPPLY_HALF = 16;

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

export type SupplyPiece = keyof NonNullable<ScenePlayer['supply']>;

/** The foot of a player's card: the chips line, the supply row and the badge of a question asked now. */
export interface CardFoot {
  chips: CardLine;
  /** "Supply" and each kind of piece: its icon's centre x and its count. */
  supply?: { label: CardLine; items: { piece: SupplyPiece; x: number; count: CardLine }[] };
  badge?: { text: string; size: number; box: Box };
}

/** "Supply: 9 rigs · 1 train · 3 tankers · 4 refineries" (the words of the card's supply row, for alt text). */
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
 * The chips line's words, longest first: "Chips 3+4 VP · Ref. chips 1", then "Chips 3+4 · Ref. 1" for a card
 * whose badge leaves less room.
 */
export function chipsWords(p: ScenePlayer): string[] {
  const list = p.consolidationChips.map((v) => `${v}`).join('+');
  const chips = p.consolidationChips.length ? `Chips ${list} VP` : 'No chips';
  const short = p.consolidationChips.length ? `Chips ${list}` : 'No chips';
  return [`${chips} · Ref. chips ${p.refineryChips}`, `${short} · Ref. ${p.refineryChips}`];
}

/**
 * Where a player's chips and supply go, at MIN_TEXT: the chips line (in shorter words where the badge
 * leaves less room) with the red badge of a question asked now (or of the hand held during set-up) at its
 * right end; the supply row below it, a piece's icon and count for each kind, on the card's whole width.
 */
export function cardFoot(ctx: SKRSContext2D, p: ScenePlayer, card: Box): CardFoot {
  const rows = cardRows(card);
  const x = card.x + 20;
  const right = card.x + card.w - 12;
  const size = MIN_TEXT;
  const line = (text: string, at: number, y: number, room: number, weight: 600 | 800 = 600): CardLine => {
    const clean = printable(text);
    return { text: clean, x: at, y, size, width: textWidth(ctx, clean, size, weight), room };
  };
  let badge: CardFoot['badge'];
  if (p.pending) {
    const text = printable(p.pending);
    const w = textWidth(ctx, text, size, 800) + 18;
    badge = {
      text,
      size,
      box: { x: card.x + card.w - 8 - w, y: rows.chips - BADGE_H / 2, w, h: BADGE_H },
    };
  }
  const room = (badge ? badge.box.x - 8 : right) - x;
  const words = chipsWords(p);
  const chips = words.find((t) => textWidth(ctx, printable(t), size, 600) <= room) ?? words.at(-1)!;
  let supply: CardFoot['supply'];
  if (p.supply) {
    const label = line('Supply', x, rows.supply, right - x);
    let at = x + label.width + SUPPLY_SPACE;
    const items = (['rigs', 'trains', 'tankers', 'refineries'] as const).map((piece) => {
      const icon = at + SUPPLY_ICON / 2;
      const count = line(String(p.supply![piece]), at + SUPPLY_ICON + SUPPLY_GAP, rows.supply, 0, 800);
      count.room = count.width;
      at = count.x + count.width + SUPPLY_SPACE;
      return { piece, x: icon, count };
    });
    supply = { label: { ...label, room: label.width }, items };
  }
  return {
    chips: line(chips, x, rows.chips, room),
    ...(supply ? { supply } : {}),
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
    size: MIN_TEXT,
    weight: 600,
    color: UI.textDim,
    baseline: 'middle',
  });
  const vw = drawText(ctx, value, x + lw + 6, cy + 1, { size: 22, weight: 800, color, baseline: 'middle' });
  return lw + 6 + vw;
}

/** The height of a row of the consolidation chips' table. */
const CHIP_ROW = 26;

/**
 * The next consolidation chip of each main continent, a row each: the continent's name on its land colour,
 * the price in shares and the VP ("12 → 3"), and "2 colours · 4 left" (or "none left").
 */
/** The chip of the `i`th main continent in the chips' `box`, its name on its land: the picture's key to the map. */
export function chipNameBox(box: Box, i: number): Box {
  return { x: box.x, y: box.y + 24 + i * CHIP_ROW + 1, w: CHIP_NAME_W, h: CHIP_ROW - 2 };
}

const CHIP_NAME_W = 164;

function drawChips(ctx: SKRSContext2D, scene: WildcattersScene, box: Box): void {
  drawText(ctx, 'Next consolidation chip (shares → VP)', box.x, box.y + 10, {
    size: MIN_TEXT,
    weight: 700,
    color: UI.textDim,
    baseline: 'middle',
    maxWidth: box.w,
    minSize: MIN_TEXT,
  });
  const nameW = CHIP_NAME_W;
  MAIN_CONTINENTS.forEach((id, i) => {
    const y = box.y + 24 + i * CHIP_ROW;
    const mid = y + CHIP_ROW / 2;
    const chip = scene.chips[id];
    drawGround(ctx, id, chipNameBox(box, i), { radius: 7, edgeWidth: 2 });
    const name = CONTINENT_LIST.find((c) => c.id === id)?.name ?? id;
    drawText(ctx, name, box.x + nameW / 2, mid + 1, {
      size: MIN_TEXT,
      weight: 700,
      color: '#1E1A14',
      align: 'center',
      baseline: 'middle',
      maxWidth: nameW - 6,
      minSize: MIN_TEXT,
    });
    if (!chip) {
      drawText(ctx, 'none left', box.x + nameW + 10, mid + 1, {
        size: MIN_TEXT,
        weight: 700,
        color: UI.textDim,
        baseline: 'middle',
      });
      return;
    }
    drawText(ctx, `${chip.price} → ${chip.vp}`, box.x + nameW + 10, mid + 1, {
      size: MIN_TEXT,
      weight: 800,
      color: UI.text,
      baseline: 'middle',
    });
    drawText(ctx, `${chip.minColours} colours · ${chip.left} left`, box.x + box.w, mid + 1, {
      size: MIN_TEXT,
      weight: 700,
      color: UI.textDim,
      align: 'right',
      baseline: 'middle',
      maxWidth: box.w - nameW - 90,
      minSize: MIN_TEXT,
    });
  });
}
