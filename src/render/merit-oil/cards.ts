/**
 * The panel's player cards: each player's name and fortune so far, a tag (bankrupt, a debt, a bot) and their wells,
 * one chip a well: its concession card number over a bar of the marking board's holes, filled with the oil in
 * store (a red edge when the store is full). Every word 36 px or more, 9 px where Discord shows the 1600 px
 * picture 400 px wide on a phone held upright. Cash, stores, shares and kept MEMO cards are in the turn message's
 * score lines, each well's field and tons in My hand.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import {
  UI,
  drawMarker,
  drawPanel,
  drawSeatCard,
  drawText,
  fitFont,
  playerStyle,
  printableName,
  textWidth,
} from '../kit';
import { SpriteCache } from '../kit/sprites';
import { cutCardName } from '../../cut-name';
import type { Box } from './layout';
import type { MeritScene, ScenePlayer, SceneWell } from './scene';

/** "£312,000" → "£312k", "£1,250,000" → "£1.25m": short sums for a phone screen. */
export function shortMoney(pounds: number): string {
  const sign = pounds < 0 ? '−' : '';
  const a = Math.abs(pounds);
  if (a >= 1_000_000) return `${sign}£${(a / 1_000_000).toFixed(2).replace(/\.?0+$/, '')}m`;
  if (a >= 100_000) return `${sign}£${Math.round(a / 1_000)}k`;
  if (a >= 1_000) return `${sign}£${(a / 1_000).toFixed(1).replace(/\.0$/, '')}k`;
  return `${sign}£${a}`;
}

/**
 * The size of a player's name and fortune atop a card one column wide (two, three or four players): 38 px, 9.5 px
 * where Discord shows the picture 400 px wide on a phone held upright. A five- or six-player game's card, half as
 * wide, writes them at CARD_TEXT_SIZE on two lines: the name, then the fortune (beside each other they had 26 px).
 */
export const CARD_HEAD_SIZE = 38;
/**
 * The size of every other word on a card (a narrow card's name and fortune, the tag, a well's number, "+3", "no
 * wells"): 36 px, 9 px where Discord shows the picture 400 px wide on a phone held upright.
 */
export const CARD_TEXT_SIZE = 36;

/** The least width of a card one column wide (the panel's width less its margins is 476 px). */
const WIDE_CARD = 400;
/** A card's lines of words: 44 px apart, as the panel's. */
const LINE = 44;
/** The room inside a card's edge (px). */
const INSET = 8;

/** Where a card's name line, its fortune and its wells sit below its top (px). */
function cardLines(b: Box): { name: number; fortune: number | null; wells: number } {
  return b.w >= WIDE_CARD
    ? { name: 24, fortune: null, wells: 46 }
    : { name: 24, fortune: 24 + LINE, wells: 46 + LINE };
}

/**
 * A name as a card `width` px wide has room for it (at `size`), drawn narrowed to NAME_SQUEEZE at most: `cutCardName`,
 * measured in pixels.
 */
export function cardName(ctx: SKRSContext2D, name: string, width: number, size: number, squeeze = 1): string {
  return cutCardName(name, (t) => textWidth(ctx, t, size, 800) * squeeze <= width);
}

/**
 * How much narrower than its font a card's name may be drawn: "Greedy bot" (197 px at 36 px) and "Random bot"
 * (213 px) whole in a five- or six-player card's 184 px beside the marker, where they read "Greedy…".
 */
export const NAME_SQUEEZE = 0.86;

let measurer: SKRSContext2D | undefined;
/** A context to measure texts with, for geometry asked without one (the chips of a card). */
export function measuring(): SKRSContext2D {
  measurer ??= createCanvas(1, 1).getContext('2d');
  return measurer;
}

/** A card's face and frame (lighter and framed for the seat to act, gold for a winner): the panel's kept layer. */
export function drawCardFace(ctx: SKRSContext2D, scene: MeritScene, p: ScenePlayer, b: Box): void {
  drawSeatCard(ctx, b, scene, p.seat, { border: 1.5, strong: 3, radius: 10 });
}

/** What a card says on its face (drawCardFace): the player's marker, name, fortune, tag and wells. */
export function drawPlayerCard(ctx: SKRSContext2D, scene: MeritScene, p: ScenePlayer, b: Box): void {
  const st = playerStyle(p.seat);
  const lines = cardLines(b);
  const wide = lines.fortune === null;
  const size = wide ? CARD_HEAD_SIZE : CARD_TEXT_SIZE;
  const r = 12;
  const x = b.x + 10;
  drawMarker(ctx, st.marker, x + r, b.y + lines.name, r, st.fill, st.outline, 2);
  const fortune = shortMoney(p.fortune);
  // A wide card's fortune at the right of the name's line; a narrow one's on the line under it.
  // Up to 10 px short of the card's edge, 14 px short of a wide card's fortune.
  const room = b.w - 26 - 2 * r - (wide ? textWidth(ctx, fortune, size, 800) + 4 : 0);
  const name = cardName(ctx, printableName(p.name, `Seat ${p.seat + 1}`), room, size, NAME_SQUEEZE);
  const text = { size, weight: 800, baseline: 'middle' } as const;
  // Narrowed into its room where it is a little wider (the square words' way), not made smaller.
  fitFont(ctx, name, size, 800);
  ctx.fillStyle = UI.text;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(name, x + 2 * r + 6, b.y + lines.name, room);
  if (wide)
    drawText(ctx, fortune, b.x + b.w - 10, b.y + lines.name, { ...text, color: UI.gold, align: 'right' });
  else drawText(ctx, fortune, x, b.y + lines.fortune!, { ...text, color: UI.gold });
  const { tag, rows, more, none } = wellLayout(scene, p.seat, b);
  const words = (t: Box & { text: string }, color: string) =>
    drawText(ctx, t.text, t.x, t.y + t.h / 2, { ...text, size: CARD_TEXT_SIZE, color });
  if (tag) words(tag, tag.text === 'bankrupt' || tag.text.startsWith('owes') ? '#FF8A8D' : UI.textDim);
  for (const chip of rows) drawWellChip(ctx, chip.well, chip);
  if (more)
    drawText(ctx, more.text, more.x + more.w / 2, more.y + more.h / 2, {
      ...text,
      size: CARD_TEXT_SIZE,
      color: UI.gold,
      align: 'center',
    });
  if (none) words(none, UI.textDim);
}

/**
 * A well's chip: its height, the least width, the room beside its number, and the gap to the next (px). 50 px
 * chips 6 px apart put four on a five- or six-player card's 218 px row, and one after its fortune: five wells whole,
 * where 56 px chips showed three and "+2". Smaller would take the number below 36 px.
 */
export const CHIP_H = 48;
const CHIP_LEAST_W = 50;
const CHIP_PAD = 10;
const CHIP_GAP = 6;
/** The rows of chips, CHIP_H tall, this far apart. */
const CHIP_PITCH = CHIP_H + 4;
/** The gap after words (the fortune, a tag) before what follows them on their row. */
const WORDS_GAP = 14;

/**
 * A player's card below their name (on a narrow card, beside their fortune first): their tag ("bot", "owes
 * £12k"), then a chip a well in card order, and the "+N" that stands for those the card has no room for; or
 * "no wells" (but for a bankrupt, whose tag says it).
 */
export interface WellsLayout {
  tag: (Box & { text: string }) | null;
  rows: Array<Box & { well: SceneWell }>;
  more: (Box & { wells: SceneWell[]; text: string }) | null;
  none: (Box & { text: string }) | null;
}

/**
 * Where `seat`'s tag and wells go on their card `b`: left to right in rows of chips, as many rows as the card has
 * room for (a narrow card's first row starts after the fortune); where they do not all fit, the last place says
 * how many more the player owns ("+3"): no well is left unsaid, and My hand and the Scores lines say the rest.
 */
export function wellLayout(scene: Pick<MeritScene, 'wells' | 'players'>, seat: number, b: Box): WellsLayout {
  const ctx = measuring();
  const player = scene.players.find((p) => p.seat === seat);
  const wells = scene.wells.filter((w) => w.owner === seat).sort((a, c) => a.card - c.card);
  const lines = cardLines(b);
  const left = b.x + INSET;
  const right = b.x + b.w - INSET;
  const wordsW = (t: string) => Math.ceil(textWidth(ctx, t, CARD_TEXT_SIZE, 800));
  // A narrow card's fortune, written where its first row starts, and the room it takes there.
  const top = lines.fortune === null ? b.y + lines.wells : b.y + lines.fortune - CHIP_H / 2;
  const start =
    lines.fortune === null ? left : b.x + 10 + wordsW(shortMoney(player?.fortune ?? 0)) + WORDS_GAP;
  const rowsRoom = Math.max(1, Math.floor((b.y + b.h - 4 - top + (CHIP_PITCH - CHIP_H)) / CHIP_PITCH));
  const bottom = top + (rowsRoom - 1) * CHIP_PITCH + CHIP_H;
  const chipW = (t: string) => Math.max(CHIP_LEAST_W, wordsW(t) + CHIP_PAD);
  // Flow: the words (a tag, "no wells") on the first row with room for them, then each chip after the last, the
  // next row when it does not fit (a narrow card's chips fill the room after the fortune a tag had no room in).
  const flow = (items: readonly { w: number; words?: boolean }[]) => {
    const ends = [start];
    const rowWith = (w: number, from: number) => {
      let row = from;
      for (;;) {
        ends[row] ??= left;
        if (ends[row]! + w <= right || ends[row] === left) return row;
        row++;
      }
    };
    let row = 0;
    return items.map(({ w, words }) => {
      const r = rowWith(w, words ? 0 : row);
      if (!words) row = r;
      const at = { x: ends[r]!, y: top + r * CHIP_PITCH, w, h: CHIP_H };
      ends[r] = ends[r]! + w + (words ? WORDS_GAP : CHIP_GAP);
      return at;
    });
  };
  const fits = (boxes: readonly Box[]) => boxes.every((q) => q.y + q.h <= bottom);
  const tagText = player?.tag ? cardName(ctx, player.tag, right - left, CARD_TEXT_SIZE) : null;
  const lead = tagText ? [{ w: wordsW(tagText), words: true }] : [];
  const placed = (at: readonly Box[]) => (tagText ? { ...at[0]!, text: tagText } : null);
  if (wells.length === 0) {
    const out = player?.tag === 'bankrupt' ? [] : [{ w: wordsW(NO_WELLS), words: true }];
    const at = flow([...lead, ...out]);
    const none = out.length && fits(at) ? { ...at.at(-1)!, text: NO_WELLS } : null;
    return { tag: placed(at), rows: [], more: null, none };
  }
  const chips = wells.map((w) => ({ w: chipW(String(w.card)) }));
  const all = flow([...lead, ...chips]);
  const chipsAt = (at: readonly Box[]) => at.slice(lead.length);
  if (fits(all))
    return {
      tag: placed(all),
      rows: wells.map((well, i) => ({ well, ...chipsAt(all)[i]! })),
      more: null,
      none: null,
    };
  // Too many: the fewest chips given up for a "+N" that fits after the rest.
  for (let shown = wells.length - 1; shown >= 0; shown--) {
    const text = `+${wells.length - shown}`;
    const at = flow([...lead, ...chips.slice(0, shown), { w: wordsW(text) + 8 }]);
    if (!fits(at)) continue;
    const mine = chipsAt(at);
    return {
      tag: placed(at),
      rows: wells.slice(0, shown).map((well, i) => ({ well, ...mine[i]! })),
      more: { ...mine[shown]!, wells: wells.slice(shown), text },
      none: null,
    };
  }
  return { tag: placed(all), rows: [], more: null, none: null };
}

const NO_WELLS = 'no wells';

/** A chip's colours: its face, its edge, and the edge of a full store (red, as a full store's derrick was). */
const CHIP_FILL = '#2A3C4E';
const CHIP_EDGE = '#5F7A93';
const CHIP_FULL = '#FF6B6B';
/** The bar of holes: its height and its foot above the chip's (px). */
const BAR_H = 9;
const BAR_FOOT = 5;

/**
 * A well's chip: its concession card number, 36 px, over a bar of the marking board's holes, the filled ones gold
 * (the oil in store), the empty ones dim; a full store (production stops) edges the chip in red. The chip's shapes
 * come from a kept sprite (CHIP_SPRITES, at the chip's half-pixel offset: its rows are whole or half pixels
 * apart); its number is written over it.
 */
function drawWellChip(ctx: SKRSContext2D, w: SceneWell, b: Box): void {
  const key = `${b.w}|${b.h}|${w.capacity}|${w.holes}`;
  const margin = Math.ceil(Math.max(b.w, b.h) / 2) + 2;
  CHIP_SPRITES.copy(ctx, key, b.x + b.w / 2, b.y + b.h / 2, margin, (s, cx, cy) =>
    drawChipShapes(s, w, { ...b, x: cx - b.w / 2, y: cy - b.h / 2 }),
  );
  drawText(ctx, String(w.card), b.x + b.w / 2, b.y + 18, {
    size: CARD_TEXT_SIZE,
    weight: 800,
    color: UI.text,
    align: 'center',
    baseline: 'middle',
  });
}

/**
 * Chip sprites kept: a game shows a few dozen chips at a time (a well's chip changes as its store fills), a panel
 * up to six cards of five or more.
 */
export const CHIP_SPRITES = new SpriteCache(96, 2);

/** A chip's face and edge, and its bar of holes under the number (which the bar does not reach). */
function drawChipShapes(ctx: SKRSContext2D, w: SceneWell, b: Box): void {
  const full = w.holes >= w.capacity;
  drawPanel(ctx, b.x, b.y, b.w, b.h, {
    fill: CHIP_FILL,
    border: full ? CHIP_FULL : CHIP_EDGE,
    borderWidth: full ? 3 : 1.5,
    radius: 6,
  });
  const holes = Math.max(1, w.capacity);
  const bx = b.x + 6;
  const bw = b.w - 12;
  const step = bw / holes;
  for (let i = 0; i < holes; i++) {
    ctx.fillStyle = i < w.holes ? UI.gold : '#44586C';
    ctx.fillRect(bx + i * step + 0.5, b.y + b.h - BAR_FOOT - BAR_H, Math.max(1, step - 1.5), BAR_H);
  }
}
