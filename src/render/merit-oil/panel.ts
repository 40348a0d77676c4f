/**
 * The score-board panel: round and last roll, the freight quotation and the canal, share prices, bills of lading
 * left per port, the Test Drilling track with the lorries on it, and one card per player with their fortune so far,
 * a tag (bankrupt, a debt) and their wells on the marking board (derrick and store capacity); their cash, stores,
 * shares and kept MEMO cards are in the turn message's score lines.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import {
  CONCESSIONS,
  DRILLING_TRACK,
  FREIGHT_LEVELS,
  PORTS,
  SHIPPING_PORTS,
  TANKERS,
  type Tanker,
} from '../../games/merit-oil/data';
import { UI, drawDie, drawMarker, drawPanel, drawText, playerStyle, printableName, textWidth } from '../kit';
import { drawLorry, drawTurnRing, turnSeat } from './board';
import { LORRY } from './geometry';
import { MERIT_LAYOUT, TANKER_COLOURS, type Box } from './layout';
import type { MeritScene, ScenePlayer, SceneWell } from './scene';

const PAD = 12;

/**
 * The smallest text the panel draws (px), after any shrinking to fit. Discord shows the 1600 px picture about
 * 400 px wide on a phone, a quarter of its size: 18 px letters come out 4.5 px there (some 13 device pixels on
 * a phone's dense screen), the least that stays readable; the facts that matter most (whose turn, cash, the
 * freight level) are drawn larger.
 */
export const PANEL_MIN_TEXT = 18;
/**
 * The size of a well's number and field on its player's card (down to PANEL_MIN_TEXT to fit, one size for all
 * of a card's rows): 9.2 px on a phone held sideways (it was 20, 8 px).
 */
export const WELL_LABEL_SIZE = 23;
/** The fewest letters of a well's field written before an ellipsis ("18 For…"); fewer say nothing. */
export const WELL_FIELD_LETTERS = 3;
/**
 * The least size of the bills of lading left per port, px: Discord shows the 1600 px picture 560–640 px wide on a phone held sideways, where 23 px
 * come out 8–9.2 px, as the Catan boards' 18 px do on their 1280 px pictures (19–22 px were 7.6–8.8 px).
 */
export const PANEL_NUMBER_SIZE = 23;
/**
 * The size of the freight, share and tanker lines' words (freight level and multiple, the canal, share prices,
 * free tankers, concessions left): 36 px, 9 px where Discord shows the 1600 px picture 400 px wide on a phone held
 * upright (they were 18–28 px, 4.5–7 px).
 */
export const MARKET_SIZE = 36;

/** "£312,000" → "£312k", "£1,250,000" → "£1.25m": short sums for a phone screen. */
export function shortMoney(pounds: number): string {
  const sign = pounds < 0 ? '−' : '';
  const a = Math.abs(pounds);
  if (a >= 1_000_000) return `${sign}£${(a / 1_000_000).toFixed(2).replace(/\.?0+$/, '')}m`;
  if (a >= 100_000) return `${sign}£${Math.round(a / 1_000)}k`;
  if (a >= 1_000) return `${sign}£${(a / 1_000).toFixed(1).replace(/\.0$/, '')}k`;
  return `${sign}£${a}`;
}

/** Where the panel's parts sit (shared by drawing and tests). */
export interface PanelGeometry {
  /** The freight quotation's line (level, multiple and the canal). */
  freight: Box;
  drilling: Box[];
  cards: Box[];
}

const P = MERIT_LAYOUT.panel;
/** The middles of the freight, share and free tankers' lines, 44 px apart. */
const FREIGHT_Y = 118;
const SHARES_Y = FREIGHT_Y + 44;
const FREE_Y = SHARES_Y + 44;
const BILLS_Y = 239;
/** The Test Drilling track: two rows of six cells, each CELL_H tall, DRILL_GAP apart. */
const DRILL_Y = 278;
const DRILL_CELL_H = 68;
const DRILL_GAP = 4;
const DRILL_PER_ROW = 6;
const CARDS_Y = DRILL_Y + 2 * (DRILL_CELL_H + DRILL_GAP) + 2;

export function panelGeometry(players: number): PanelGeometry {
  const x = P.x + PAD;
  const w = P.w - 2 * PAD;
  const freight = { x: x - 5, y: FREIGHT_Y - 22, w: w + 10, h: 44 };
  const cells = DRILLING_TRACK.length + 1;
  const dw = (w + DRILL_GAP) / DRILL_PER_ROW;
  const drilling = Array.from({ length: cells }, (_, i) => ({
    x: x + (i % DRILL_PER_ROW) * dw,
    y: DRILL_Y + Math.floor(i / DRILL_PER_ROW) * (DRILL_CELL_H + DRILL_GAP),
    w: dw - DRILL_GAP,
    h: DRILL_CELL_H,
  }));
  const n = Math.max(1, players);
  const avail = P.h - CARDS_Y - PAD;
  const twoCols = n > 4;
  const rows = twoCols ? Math.ceil(n / 2) : n;
  const cw = twoCols ? (w - 8) / 2 : w;
  const ch = (avail - (rows - 1) * 8) / rows;
  const cards = Array.from({ length: n }, (_, i) => {
    const col = twoCols ? i % 2 : 0;
    const row = twoCols ? Math.floor(i / 2) : i;
    return { x: x + col * (cw + 8), y: CARDS_Y + row * (ch + 8), w: cw, h: ch };
  });
  return { freight, drilling, cards };
}

export function drawPanelArea(ctx: SKRSContext2D, scene: MeritScene): void {
  ctx.fillStyle = UI.panel;
  ctx.fillRect(P.x, P.y, P.w, P.h);
  const g = panelGeometry(scene.players.length);
  drawHeader(ctx, scene);
  drawFreight(ctx, scene, g.freight);
  drawMarkets(ctx, scene);
  drawDrilling(ctx, scene, g.drilling);
  scene.players.forEach((p, i) => {
    const box = g.cards[i];
    if (box) drawPlayerCard(ctx, scene, p, box);
  });
}

/**
 * The size of the header's round and of the line naming who is to act, when it fits: 38 and 36 px, 9.5 and 9 px
 * where Discord shows the picture 400 px wide on a phone held upright (they were 24 and 26 px, 6–6.5 px). A long
 * line ("Ana: drill by HELICOPTER for £15,000 or stay") shrinks to fit, to PANEL_MIN_TEXT as before; the turn
 * message's title says it whole.
 */
export const HEADER_ROUND_SIZE = 38;
export const HEADER_TURN_SIZE = 36;

/**
 * The round and the last roll's die, then who is to act (their lorry and name) and what they are doing. No title:
 * the thread and the turn message name the game, and its 28 px took the room the round needed.
 */
function drawHeader(ctx: SKRSContext2D, scene: MeritScene): void {
  const x = P.x + PAD;
  const round = scene.roundLimit ? `Round ${scene.round} of ${scene.roundLimit}` : `Round ${scene.round}`;
  drawText(ctx, round, x, 28, {
    size: HEADER_ROUND_SIZE,
    weight: 800,
    color: UI.text,
    baseline: 'middle',
  });
  if (scene.lastRoll) drawDie(ctx, scene.lastRoll.value, P.x + P.w - PAD - 42, 7, 42);
  const seat = scene.turn.seat;
  if (seat !== null) {
    const name = printableName(scene.players.find((p) => p.seat === seat)?.name ?? '', `Seat ${seat + 1}`);
    drawLorry(ctx, seat, x + LORRY, 74, LORRY);
    // The name gives way, not what they are doing: "drill by HELICOPTER for £15,00…" misread the price.
    const room = P.w - 2 * PAD - LORRY * 2 - 10;
    const doing = `: ${scene.turn.doing}`;
    const who = cardName(ctx, name, room - textWidth(ctx, doing, PANEL_MIN_TEXT, 800));
    drawText(ctx, `${who}${doing}`, x + LORRY * 2 + 10, 74, {
      size: HEADER_TURN_SIZE,
      weight: 800,
      color: UI.text,
      baseline: 'middle',
      maxWidth: room,
      minSize: PANEL_MIN_TEXT,
    });
  } else {
    drawText(ctx, 'Game over', x, 74, {
      size: HEADER_TURN_SIZE,
      weight: 800,
      color: UI.gold,
      baseline: 'middle',
    });
  }
}

/**
 * The freight quotation on one line at MARKET_SIZE: its level and multiple ("Freight 2 ×1.5") and, to the right, the
 * canal ("Suez open" / "Suez closed"). It was a column of five boxes whose 20–28 px words came out 5–7 px where
 * Discord shows the picture 400 px wide; the level and its multiple are what a bill of lading's price is read by.
 */
function drawFreight(ctx: SKRSContext2D, scene: MeritScene, line: Box): void {
  const level = FREIGHT_LEVELS.find((l) => l.level === scene.freightLevel);
  const y = line.y + line.h / 2;
  drawText(ctx, `Freight ${scene.freightLevel} ×${level?.multiple ?? '?'}`, line.x + 5, y, {
    size: MARKET_SIZE,
    weight: 800,
    color: UI.gold,
    baseline: 'middle',
  });
  drawText(ctx, scene.suezOpen ? 'Suez open' : 'Suez closed', line.x + line.w - 5, y, {
    size: MARKET_SIZE,
    weight: 800,
    color: scene.suezOpen ? '#9AD1A6' : '#FF8A8D',
    align: 'right',
    baseline: 'middle',
  });
}

const PORT_SHORT: Record<string, string> = {
  'mina-al-ahmadi': 'Mina',
  tripoli: 'Tripoli',
  'umm-said': 'Umm Said',
  'bandar-mashur': 'Bandar',
  'port-of-spain': 'P. of Spain',
};

/**
 * The share prices ("Ref £30k · Ship £15k", "sold out" when the bank has no blocks left), then the free tankers'
 * dots and the concessions left, each line at MARKET_SIZE. How many blocks the bank still holds is left out: it
 * did not fit at a readable size, and the Shares button says when there are none.
 */
function drawMarkets(ctx: SKRSContext2D, scene: MeritScene): void {
  const x = P.x + PAD;
  const shares = scene.shares
    .map(
      (s) =>
        `${s.company === 'refinery' ? 'Ref' : 'Ship'} ${s.bankBlocks > 0 ? shortMoney(s.price) : 'sold out'}`,
    )
    .join(' · ');
  drawText(ctx, shares, x, SHARES_Y, {
    size: MARKET_SIZE,
    weight: 800,
    color: UI.text,
    baseline: 'middle',
    maxWidth: P.w - 2 * PAD,
    minSize: MARKET_SIZE,
  });
  // Free tankers wait at the score-board; chartered ones are on the map.
  drawText(ctx, FREE_TANKERS, x, FREE_Y, {
    size: MARKET_SIZE,
    weight: 800,
    color: UI.textDim,
    baseline: 'middle',
  });
  const free = freeTankerDots(ctx, scene);
  for (const [t, p] of free) {
    ctx.beginPath();
    ctx.arc(p.x, p.y, FREE_TANKER_R, 0, Math.PI * 2);
    ctx.fillStyle = TANKER_COLOURS[t];
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#111111';
    ctx.stroke();
  }
  if (free.size === 0)
    drawText(ctx, 'none', freeTankersX(ctx), FREE_Y, {
      size: MARKET_SIZE,
      weight: 800,
      color: '#FF8A8D',
      baseline: 'middle',
    });
  drawText(ctx, `Concessions ${scene.concessionsLeft}`, P.x + P.w - PAD, FREE_Y, {
    size: MARKET_SIZE,
    weight: 800,
    color: UI.text,
    align: 'right',
    baseline: 'middle',
  });
  drawBills(ctx, scene);
}

/**
 * The bills of lading left per port, as a small table: the port's name over its count (one line of names and
 * counts was too long to write large enough for a phone).
 */
function drawBills(ctx: SKRSContext2D, scene: MeritScene): void {
  const x = P.x + PAD;
  const nameStyle = { size: PANEL_MIN_TEXT, weight: 700, color: UI.textDim, baseline: 'middle' } as const;
  drawText(ctx, 'Bills', x, BILLS_Y, { ...nameStyle, weight: 800 });
  drawText(ctx, 'left', x, BILLS_Y + 22, { ...nameStyle, weight: 800 });
  const names = SHIPPING_PORTS.map((p) => PORT_SHORT[p] ?? PORTS[p].name);
  const widths = names.map((n) => textWidth(ctx, n, PANEL_MIN_TEXT, 700));
  const left = x + BILLS_LABEL_W;
  const gap = (P.x + P.w - PAD - left - widths.reduce((a, b) => a + b, 0)) / (names.length - 1);
  let at = left;
  SHIPPING_PORTS.forEach((port, i) => {
    const mid = at + widths[i]! / 2;
    drawText(ctx, names[i]!, mid, BILLS_Y, { ...nameStyle, align: 'center' });
    drawText(ctx, String(scene.billsLeft[port] ?? 0), mid, BILLS_Y + 23, {
      size: PANEL_NUMBER_SIZE + 1,
      weight: 800,
      color: UI.text,
      align: 'center',
      baseline: 'middle',
    });
    at += widths[i]! + gap;
  });
}

/** The room the "Bills left" words take before the ports' table. */
const BILLS_LABEL_W = 56;

const FREE_TANKERS = 'Free';
const FREE_TANKER_R = 10;

/** Where the first free tanker's dot starts: after the "Free tankers:" words. */
function freeTankersX(ctx: SKRSContext2D): number {
  return P.x + PAD + textWidth(ctx, FREE_TANKERS, MARKET_SIZE, 800) + 10;
}

/** The dots of the tankers waiting at the score-board (not at sea), by tanker colour. */
export function freeTankerDots(
  ctx: SKRSContext2D,
  scene: Pick<MeritScene, 'tankers'>,
): Map<Tanker, { x: number; y: number; r: number }> {
  const atSea = new Set(scene.tankers.map((t) => t.tanker));
  const out = new Map<Tanker, { x: number; y: number; r: number }>();
  let tx = freeTankersX(ctx);
  for (const t of TANKERS) {
    if (atSea.has(t)) continue;
    out.set(t, { x: tx + FREE_TANKER_R, y: FREE_Y, r: FREE_TANKER_R });
    tx += 2 * FREE_TANKER_R + 3;
  }
  return out;
}

/** The line of share prices on the panel. */
export const SHARES_LINE: Box = { x: P.x + PAD - 5, y: SHARES_Y - 22, w: P.w - 2 * PAD + 10, h: 44 };

/**
 * The words in the Test Drilling track's cells ("Top", "Dry", "20k"), 36 px in 700 weight: 9 px where Discord
 * shows the picture 400 px wide on a phone held upright (they were 18 px, 4.5 px there). Twelve cells of 37 px
 * in one row had no room for them ("30k" takes 68 px): the track runs in two rows of six cells 76 px wide, the
 * section after the sixth starting the second row. Each cell's colour says its kind as well.
 */
export const DRILL_WORD_SIZE = 36;

const SECTION_STYLE = {
  rock: { fill: '#A1887F', ink: '#1A1A1A' },
  cost: { fill: '#FFB74D', ink: '#1A1A1A' },
  dry: { fill: '#90A4AE', ink: '#1A1A1A' },
  strike: { fill: '#111111', ink: UI.gold },
} as const;

function drawDrilling(ctx: SKRSContext2D, scene: MeritScene, boxes: Box[]): void {
  // No title: its 18 px "TEST DRILLING (down by the die)" read 4.5 px on a phone, and the cells' words at 36 px
  // left no room for it at that size; the loop's TEST DRILLING squares and the turn's words say what it is.
  const styles = boxes.map((_, i) => {
    const section = i === 0 ? null : DRILLING_TRACK[i - 1];
    return { section, st: section ? SECTION_STYLE[section.kind] : { fill: '#5D4037', ink: '#FFFFFF' } };
  });
  boxes.forEach((b, i) =>
    drawPanel(ctx, b.x, b.y, b.w, b.h, {
      fill: styles[i]!.st.fill,
      border: '#0A141C',
      borderWidth: 1.5,
      radius: 5,
    }),
  );
  const lorries = drillingLorries(scene, boxes);
  // The player to act: the ring round their lorry, as on the map, so that it is always seen whose move it is.
  // Under the lorries (it crossed the one below, where two share a section) and the sections' words, which stay
  // whole; it clears its own lorry.
  const seat = turnSeat(scene);
  const p = seat === null ? undefined : lorries.get(seat);
  if (p) drawTurnRing(ctx, p.x, p.y, p.size);
  for (const [s, q] of lorries) drawLorry(ctx, s, q.x, q.y, q.size);
  boxes.forEach((b, i) => {
    const { section, st } = styles[i]!;
    const word = !section
      ? 'Top'
      : section.kind === 'cost'
        ? `${section.amount / 1000}k`
        : section.kind === 'dry'
          ? 'Dry'
          : section.kind === 'strike'
            ? 'Oil'
            : String(i);
    drawText(ctx, word, b.x + b.w / 2, b.y + DRILL_WORD_Y, {
      size: DRILL_WORD_SIZE,
      weight: 700,
      color: st.ink,
      // Edged in the section's colour: where the ring passes behind the word, the word stays whole.
      outline: st.fill,
      outlineWidth: 3,
      align: 'center',
      baseline: 'middle',
    });
  });
}

/**
 * The room a drilling section leaves its lorries under its word, from the cell's top (px): the word's glyphs end
 * about 35 px down (the descenders of "Top" and "Dry"), the cell's border 1.5 px above its foot.
 */
export const DRILL_ROOM = { top: 36, bottom: 66 } as const;
/** The middle of a drilling cell's word below the cell's top (px). */
const DRILL_WORD_Y = 17.5;

/** How tall a lorry of size `s` is drawn, its outline included: the tank's top to the wheels' foot. */
export function lorryHeight(s: number): number {
  return 1.13 * s + 2;
}

/**
 * The lorries on the Test Drilling track, by seat: where each is drawn, and its size. A lone one as ever; two or
 * more on one section side by side where the cell has room for two, in rows a pixel apart, each whole in the room
 * under the word (two stood 16 px apart, 17 px tall, one half hidden under the other, and a third fell out of the
 * cell onto the cards).
 */
export function drillingLorries(
  scene: Pick<MeritScene, 'lorries'>,
  boxes: readonly Box[] = panelGeometry(1).drilling,
): Map<number, { x: number; y: number; size: number }> {
  const bySection = new Map<number, number[]>();
  for (const l of scene.lorries) {
    if (l.at.kind !== 'drilling') continue;
    const list = bySection.get(l.at.section) ?? [];
    list.push(l.seat);
    bySection.set(l.at.section, list);
  }
  const out = new Map<number, { x: number; y: number; size: number }>();
  for (const [section, seats] of bySection) {
    const b = boxes[Math.min(section, boxes.length - 1)];
    if (!b) continue;
    const wide = Math.min(LORRY, b.w / 2 - 2);
    if (seats.length === 1) {
      out.set(seats[0]!, { x: b.x + b.w / 2, y: b.y + (DRILL_ROOM.top + DRILL_ROOM.bottom) / 2, size: wide });
      continue;
    }
    // Two abreast where the cell is wide enough (a two-row track's cells are 76 px), in rows a pixel apart: each
    // lorry's share of the room and the size that fills it.
    const n = seats.length;
    const across = Math.max(1, Math.min(n, Math.floor(b.w / (2 * LORRY + 4))));
    const rows = Math.ceil(n / across);
    const share = (DRILL_ROOM.bottom - DRILL_ROOM.top - (rows - 1)) / rows;
    const lane = b.w / across;
    const size = Math.min(wide, lane / 2 - 2, (share - 2) / 1.13);
    seats.forEach((seat, k) => {
      const row = Math.floor(k / across);
      const inRow = Math.min(across, n - row * across);
      const x = b.x + b.w / 2 + ((k % across) - (inRow - 1) / 2) * lane;
      const top = b.y + DRILL_ROOM.top + row * (share + 1) + (share - lorryHeight(size)) / 2;
      out.set(seat, { x, y: top + 0.55 * size + 1, size });
    });
  }
  return out;
}

function drawPlayerCard(ctx: SKRSContext2D, scene: MeritScene, p: ScenePlayer, b: Box): void {
  const active = scene.turn.seat === p.seat;
  // On the since picture yellow means "changed" only: the seat to act keeps its lighter card, not the frame.
  const framed = active && !scene.marks;
  const winner = scene.result?.winners.includes(p.seat) ?? false;
  drawPanel(ctx, b.x, b.y, b.w, b.h, {
    fill: active ? UI.panelCardActive : UI.panelCard,
    border: winner ? UI.gold : framed ? UI.highlight : UI.panelBorder,
    borderWidth: winner || framed ? 3 : 1.5,
    radius: 10,
  });
  const st = playerStyle(p.seat);
  const x = b.x + 10;
  const head = cardHead(b);
  // Larger beside the larger name, and as high: clear of the facts' tall letters under it.
  const r = head.size >= CARD_HEAD_SIZE ? 12 : 10;
  drawMarker(ctx, st.marker, x + r, head.y - r + 8, r, st.fill, st.outline, 2);
  const fortune = shortMoney(p.fortune);
  const fw = textWidth(ctx, fortune, head.size, 800);
  const room = b.w - 30 - 2 * r - fw;
  const name = cardName(ctx, printableName(p.name, `Seat ${p.seat + 1}`), room, head.least);
  drawText(ctx, name, x + 2 * r + 6, head.y, {
    size: head.size,
    weight: 800,
    color: UI.text,
    baseline: 'middle',
    maxWidth: room,
    minSize: head.least,
  });
  drawText(ctx, fortune, b.x + b.w - 10, head.y, {
    size: head.size,
    weight: 800,
    color: UI.gold,
    align: 'right',
    baseline: 'middle',
  });
  // The tag alone under the name ("bankrupt", "owes £12,000"): cash, stores, shares and kept cards are in the turn
  // message's score lines, and their 23 px line came out 6 px on a phone held upright.
  if (p.tag)
    drawText(ctx, cardName(ctx, p.tag, b.w - 20, CARD_TEXT_SIZE), x, b.y + head.tag, {
      size: CARD_TEXT_SIZE,
      weight: 800,
      color: p.tag === 'bankrupt' || p.tag.startsWith('owes') ? '#FF8A8D' : UI.textDim,
      baseline: 'middle',
    });
  const { rows, more } = wellLayout(scene, p.seat, b);
  // One size for the card's labels, the least any of its rows fits: "14 Kirkuk" squeezed to 19 px beside
  // "2 Burgan" at 23 read as two kinds of thing.
  const labels = rows.map((r) => wellRowLabel(r.well, r.x, r.w));
  const size = Math.min(...labels.map((l) => labelSize(ctx, l.text, l.room)));
  rows.forEach((r, i) => drawWellRow(ctx, r.well, r.x, r.y, r.h, labels[i]!, size));
  if (more)
    drawText(ctx, more.text, more.x, more.y + more.h / 2, {
      size: PANEL_MIN_TEXT,
      weight: MORE_WEIGHT,
      color: UI.gold,
      baseline: 'middle',
      maxWidth: more.w,
      minSize: PANEL_MIN_TEXT,
    });
  if (rows.length === 0 && !more)
    drawText(ctx, 'no wells', x, wellsTop(p, b) + CARD_TEXT_SIZE / 2, {
      size: CARD_TEXT_SIZE,
      weight: 700,
      color: UI.textDim,
      baseline: 'middle',
    });
}

/**
 * The size of a player's name and fortune atop a card one column wide (two, three or four players): 38 px, 9.5 px
 * where Discord shows the picture 400 px wide on a phone held upright (they were 26, 6.5 px). A card of a five- or
 * six-player game, half as wide, has no room for both at that size and keeps the old one.
 */
export const CARD_HEAD_SIZE = 38;
const NARROW_HEAD_SIZE = 26;

/**
 * The size of a card's tag ("bankrupt", "owes £12,000") and its "no wells": 36 px, 9 px where Discord shows the
 * picture 400 px wide on a phone held upright.
 */
export const CARD_TEXT_SIZE = 36;

/**
 * A card's name-and-fortune line (its size, the least a long name shrinks to, and its middle), the middle of its
 * tag's line under it, and where its wells start below its top, under the name (`wells`) or under a tag
 * (`wellsUnderTag`).
 */
function cardHead(b: Box): {
  size: number;
  least: number;
  y: number;
  tag: number;
  wells: number;
  wellsUnderTag: number;
} {
  return b.w >= WIDE_CARD
    ? { size: CARD_HEAD_SIZE, least: CARD_HEAD_SIZE, y: b.y + 21, tag: 59, wells: 44, wellsUnderTag: 79 }
    : { size: NARROW_HEAD_SIZE, least: PANEL_MIN_TEXT, y: b.y + 20, tag: 54, wells: 38, wellsUnderTag: 74 };
}
/** The least width of a card one column wide (the panel's width less its margins is 476 px). */
const WIDE_CARD = 400;

/**
 * A name as a card `width` px wide has room for it beside the fortune (at `size`, the least size by default):
 * whole when it fits, else cut in the middle where its last word is a number or a letter or two, so the end that
 * tells names apart stays ("Greedy…3"; on a six-player game's narrow cards "Greedy bot", "Greedy bot 2" and
 * "Greedy bot 3" all read "Greedy …"); else cut at the end.
 */
export function cardName(ctx: SKRSContext2D, name: string, width: number, size = PANEL_MIN_TEXT): string {
  const fits = (t: string) => textWidth(ctx, t, size, 800) <= width;
  if (fits(name)) return name;
  const tail = / (\d+|\S{1,2})$/.exec(name)?.[1] ?? '';
  let head = name.slice(0, name.length - (tail ? tail.length + 1 : 0)).trimEnd();
  while (head.length > 1 && !fits(`${head}…${tail}`)) head = head.slice(0, -1).trimEnd();
  return `${head}…${tail}`;
}
let measurer: SKRSContext2D | undefined;
/** A context to measure texts with, for geometry asked without one (the well rows under a card's name). */
function measuring(): SKRSContext2D {
  measurer ??= createCanvas(1, 1).getContext('2d');
  return measurer;
}

/** Where a player's wells start on their card `b`: under their name, or under their tag. */
function wellsTop(p: ScenePlayer | undefined, b: Box): number {
  const head = cardHead(b);
  return b.y + (p?.tag ? head.wellsUnderTag : head.wells);
}

/** A hole of the marking board at full size, and the widest a well's label gets (px): "18 Forest Reserve" at 23 px. */
export const WELL_HOLE = 16;
const WELL_LABEL_MAX = 208;
/**
 * The room a row keeps right of its last hole (px): a full well's derrick stands past that hole by 0.45 of half
 * the row's height and its dark edge (~7 px in a full row), and in two columns the next column's label starts
 * 6 px after the row ("17 Agha Jari ●●●●● 1 Burgan" drew the derrick touching the "1").
 */
const DERRICK_REACH = 8;
/**
 * The room a row keeps between its label and its first hole (px): an empty well's derrick stands before that
 * hole, leaning left of it by as much, and a long label ("13 Kirkuk") drawn 8 px off touched it.
 */
const LABEL_GAP = 12;
/** The narrowest a hole gets to leave a narrow row room to name its field (px): below 7 px a hole is a bar's segment. */
const WELL_HOLE_LEAST = 2;
/** The height of a well's row on a player card, and of a tighter row where more wells must fit. */
const WELL_ROW = 26;
const WELL_ROW_TIGHT = 20;
/** The room under a card's last row of wells, and under a tighter one's (it keeps off the card's border). */
const WELLS_FOOT = 6;
const WELLS_FOOT_TIGHT = 3;

/** The weight of a card's "+N more" line. */
const MORE_WEIGHT = 800;

/** A player's wells on their card: the rows drawn, and a line naming those that do not fit ("+4 more: 5, 6, 8, 9"). */
export interface WellsLayout {
  rows: Array<Box & { well: SceneWell }>;
  more: (Box & { wells: SceneWell[]; text: string }) | null;
}

/**
 * Where `seat`'s wells are drawn on their player card `b`: in one column, else two; in tighter rows where two
 * columns of full rows are not enough. Where even those do not hold them all, the last place says how many more
 * the player owns and their card numbers ("+4 more: 5, 6, 8, 9", the whole last row where one place is too
 * narrow for it): no well is left unsaid.
 */
export function wellLayout(scene: Pick<MeritScene, 'wells' | 'players'>, seat: number, b: Box): WellsLayout {
  const wells = scene.wells.filter((w) => w.owner === seat);
  const top = wellsTop(
    scene.players.find((p) => p.seat === seat),
    b,
  );
  // Two columns 6 px apart, each as wide as it can be, where each names its wells' fields whole; else one (a
  // five- or six-player card's half is too narrow: "18 Forest R…", "12 Bai H…"), the rest on the "+N more" line
  // where it names them by number; else two after all, cut names and all (nine wells or more on such a card).
  const ctx = measuring();
  if (wells.every((well) => wholeLabelFits(ctx, well, (b.w - 22) / 2))) return wellsIn(wells, top, b, true);
  const one = wellsIn(wells, top, b, false);
  return !one.more || /:/.test(one.more.text) ? one : wellsIn(wells, top, b, true);
}

/** `wellLayout` for `wells` from `top` on card `b`, in two columns where they need it (`split`), else in one. */
function wellsIn(wells: readonly SceneWell[], top: number, b: Box, split: boolean): WellsLayout {
  const ctx = measuring();
  const rowsAt = (pitch: number, foot: number) => Math.max(1, Math.floor((b.y + b.h - foot - top) / pitch));
  const loose = rowsAt(WELL_ROW, WELLS_FOOT);
  const tight = rowsAt(WELL_ROW_TIGHT, WELLS_FOOT_TIGHT);
  const across = split ? 2 : 1;
  const [rows, pitch] =
    wells.length <= across * loose || tight <= loose ? [loose, WELL_ROW] : [tight, WELL_ROW_TIGHT];
  const cols = wells.length > rows && split ? 2 : 1;
  const w = cols === 1 ? b.w - 22 : (b.w - 22) / 2;
  const at = (i: number) => ({
    x: b.x + 8 + Math.floor(i / rows) * (w + 6),
    y: top + (i % rows) * pitch,
    w,
    h: pitch - 3,
  });
  const place = (list: readonly SceneWell[]) => list.map((well, i) => ({ well, ...at(i) }));
  if (wells.length <= rows * cols) return { rows: place(wells), more: null };
  // Too many: the last place names the rest, else the whole last row (each column gives up its last place); by
  // number where that fits, else by count.
  const fits = (width: number) => (text: string) =>
    textWidth(ctx, text, PANEL_MIN_TEXT, MORE_WEIGHT) <= width - 4;
  const cell = { ...at(cols * rows - 1), wells: wells.slice(cols * rows - 1) };
  const line = {
    x: b.x + 8,
    y: top + (rows - 1) * pitch,
    w: b.w - 16,
    h: pitch - 3,
    wells: wells.slice(cols * (rows - 1)),
  };
  const inCell = { rows: place(wells.slice(0, cols * rows - 1)), more: cell };
  const inLine = {
    rows: wells.slice(0, cols * (rows - 1)).map((well, i) => ({ well, ...at(i < rows - 1 ? i : i + 1) })),
    more: line,
  };
  for (const numbered of [true, false])
    for (const choice of [inCell, inLine]) {
      const text = moreWellsText(choice.more.wells, fits(choice.more.w), numbered);
      if (text) return { rows: choice.rows, more: { ...choice.more, text } };
    }
  return { rows: inLine.rows, more: { ...line, text: `+${line.wells.length}` } };
}

/**
 * The line naming the wells a card has no room for, the longest that `fits`: "+4 more: 5, 6, 8, 9", else their
 * numbers in runs ("+9 more: 4–9, 11, 12, 15"), else (unless `numbered`) the count alone ("+14 more");
 * undefined when none fits.
 */
function moreWellsText(
  rest: readonly SceneWell[],
  fits: (text: string) => boolean,
  numbered: boolean,
): string | undefined {
  const count = `+${rest.length} more`;
  const numbers = rest.map((w) => w.card).sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < numbers.length;) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j]! + 1) j++;
    // Three or more in a row make a run ("4–6"); two stay two numbers.
    if (j - i >= 2) runs.push(`${numbers[i]}–${numbers[j]}`);
    else runs.push(...numbers.slice(i, j + 1).map(String));
    i = j + 1;
  }
  const texts = [`${count}: ${numbers.join(', ')}`, `${count}: ${runs.join(', ')}`];
  return [...texts, ...(numbered ? [] : [count])].find(fits);
}

/**
 * One row of the marking board: card number, field, a hole per unit of capacity with the derrick. The label
 * takes what the holes at full size leave, up to WELL_LABEL_MAX (a wide row writes "18 Forest Reserve" whole
 * instead of squeezing it), and at least its narrow share.
 */
export function wellRowGeometry(
  x: number,
  w: number,
  capacity: number,
  minLabel = 0,
): { holesX: number; hole: number } {
  const label = Math.max(
    Math.min(100, w * 0.47),
    Math.min(WELL_LABEL_MAX, w - DERRICK_REACH - WELL_HOLE * Math.max(1, capacity)),
    // A narrow row (two columns) names the field too ("18 For…"): the holes shrink to make room, to 2 px at least.
    Math.min(minLabel, w - DERRICK_REACH - WELL_HOLE_LEAST * Math.max(1, capacity)),
  );
  const hole = Math.min(WELL_HOLE, (w - label - DERRICK_REACH) / Math.max(1, capacity));
  return { holesX: x + label, hole };
}

/** The narrowest a hole gets to leave room for its field's whole name: below 7 px a hole is a bar's segment. */
const WELL_RING_LEAST = 7;

/** `18 Forest Reserve`: a well's label, its card number and field. */
function wellLabel(w: Pick<SceneWell, 'card'>): string {
  return `${w.card} ${CONCESSIONS[w.card - 1]?.field ?? '?'}`;
}

/** Whether a row `width` px wide names a well's field whole (its label `whole` px at the least size), beside
 *  `capacity` holes still rings. */
function wholeFits(whole: number, capacity: number, width: number): boolean {
  return whole + LABEL_GAP + DERRICK_REACH + WELL_RING_LEAST * Math.max(1, capacity) <= width;
}

/** Whether a row `width` px wide names well `w`'s field whole at the least size, beside holes still rings. */
function wholeLabelFits(ctx: SKRSContext2D, w: Pick<SceneWell, 'card' | 'capacity'>, width: number): boolean {
  return wholeFits(textWidth(ctx, wellLabel(w), PANEL_MIN_TEXT, 700), w.capacity, width);
}

/**
 * Where well `w`'s row `width` px wide at `x` puts its holes (`wellRowGeometry`), its label given room, and
 * `least`: the width of its label cut to the field's first letters ("18 Forest…") at the least size.
 */
export function wellRowFor(
  w: Pick<SceneWell, 'card' | 'capacity'>,
  x: number,
  width: number,
): { holesX: number; hole: number; least: number } {
  const ctx = measuring();
  const field = CONCESSIONS[w.card - 1]?.field ?? '?';
  const whole = textWidth(ctx, wellLabel(w), PANEL_MIN_TEXT, 700);
  const least = textWidth(ctx, `${w.card} ${field.slice(0, WELL_FIELD_LETTERS)}…`, PANEL_MIN_TEXT, 700);
  const label = (wholeFits(whole, w.capacity, width) ? Math.ceil(whole) : Math.ceil(least)) + LABEL_GAP;
  return { ...wellRowGeometry(x, width, w.capacity, label), least };
}

/**
 * A well's row label and the room its row leaves it: the field's whole name at a readable size where the holes,
 * shrunk to rings of 7 px at least, leave room for it (a five- or six-player card's row: "18 Forest R…" was
 * cut); else (a card too narrow for any) cut with an ellipsis ("18 Forest…"), so the row still says which field
 * it is, the holes shrinking for its first letters.
 */
function wellRowLabel(w: SceneWell, x: number, width: number) {
  const g = wellRowFor(w, x, width);
  const room = g.holesX - x - LABEL_GAP; // clear of an empty well's derrick, which leans left of its column
  return { g, room, text: g.least <= room ? wellLabel(w) : String(w.card) };
}

/** The size, WELL_LABEL_SIZE down to PANEL_MIN_TEXT, at which `text` fits `room`. */
function labelSize(ctx: SKRSContext2D, text: string, room: number): number {
  let size = WELL_LABEL_SIZE;
  while (size > PANEL_MIN_TEXT && textWidth(ctx, text, size, 700) > room) size -= 1;
  return size;
}

function drawWellRow(
  ctx: SKRSContext2D,
  w: SceneWell,
  x: number,
  y: number,
  h: number,
  label: ReturnType<typeof wellRowLabel>,
  size: number,
): void {
  const { g, room, text } = label;
  drawText(ctx, text, x, y + h / 2, {
    size,
    weight: 700,
    color: UI.text,
    baseline: 'middle',
    maxWidth: room,
    minSize: PANEL_MIN_TEXT,
  });
  for (let i = 0; i < w.capacity; i++) {
    const cx = g.holesX + i * g.hole + g.hole / 2;
    ctx.beginPath();
    // Holes too small to read as rings are the segments of a bar, filled up to the store.
    if (g.hole < 7) ctx.rect(cx - g.hole / 2 + 0.5, y + h / 2 - 6, g.hole - 1, 12);
    else ctx.arc(cx, y + h / 2, g.hole * 0.38, 0, Math.PI * 2);
    // A bar's segments take the rings' outline colours: the oil's own near-black is lost on the dark card.
    if (g.hole < 7) {
      ctx.fillStyle = i < w.holes ? UI.gold : '#5F7A93';
      ctx.fill();
      continue;
    }
    // A filled hole is a solid gold disc, an empty one a dim ring: on a phone a near-black oil hole with a gold
    // rim looked like an empty one, so a well with one hole filled passed for a dry one.
    ctx.fillStyle = i < w.holes ? UI.gold : '#3A4C5E';
    ctx.fill();
    ctx.lineWidth = 1.2;
    ctx.strokeStyle = i < w.holes ? FILLED_RIM : '#5F7A93';
    ctx.stroke();
  }
  // The derrick stands just after the last filled hole (before the first when empty), so it hides no hole: one
  // gold disc before it is one hole of oil, none a dry store.
  const dx = g.holesX + w.holes * g.hole;
  drawDerrick(ctx, dx, y + h / 2, h * 0.5, w.holes >= w.capacity);
}

/** The rim of a filled hole: a darker gold, so neighbouring discs stay apart. */
const FILLED_RIM = '#B8862B';

/**
 * A derrick: a small lattice tower; red when the store is full (stop marking). A dark edge keeps it clear on a
 * gold hole as on the dark card.
 */
function drawDerrick(ctx: SKRSContext2D, x: number, cy: number, s: number, full: boolean): void {
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(x - s * 0.45, cy + s);
  ctx.lineTo(x, cy - s);
  ctx.lineTo(x + s * 0.45, cy + s);
  ctx.moveTo(x - s * 0.3, cy + s * 0.3);
  ctx.lineTo(x + s * 0.3, cy + s * 0.3);
  ctx.strokeStyle = '#0A141C';
  ctx.lineWidth = 4;
  ctx.stroke();
  ctx.strokeStyle = full ? '#FF6B6B' : '#F5F5F5';
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.restore();
}
