/**
 * The side panel, every text at PANEL_TEXT or more so that it reads on a phone (Discord shows the picture about
 * 400 px wide): the round and the deck, whose turn and phase; a card per player (name and VP; workers and
 * loans; shares by colour; consolidation and refinery chips, and the badge of a question asked now); and the
 * next consolidation chip of each main continent. A player's supply and area cards are in their "My hand"
 * (the supply's pieces, 18 px, were 5–6 px on a phone).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { MAIN_CONTINENTS, type ContinentId } from '../../games/wildcatters/data';
import {
  UI,
  currentTransform,
  drawMarker,
  drawPanel,
  drawSeatCard,
  drawText,
  playerStyle,
  printable,
  printableName,
  textWidth,
} from '../kit';
import { RegionCache, pixelsInside, type RegionTransform } from '../kit/regions';
import { drawGround } from './grounds';
import { FRAME, PANEL_TEXT, PICTURE_SCALE, type Box } from './layout';
import type { ScenePlayer, WildcattersScene } from './scene';

const PAD = 14;
const HEADER_H = 92;
/** The chips' table: its title row and a row per main continent. */
const CHIP_TITLE = 34;
const CHIP_ROW = 35;
const CHIPS_H = CHIP_TITLE + 4 * CHIP_ROW;
/** The tallest card (two or three players). */
const CARD_MAX = 190;

export interface PanelGeometry {
  cards: Box[];
  /** The next consolidation chips' table: none once the game is over (the cards take its room). */
  chips?: Box;
}

export function panelGeometry(scene: WildcattersScene): PanelGeometry {
  const b = FRAME.panel;
  const x = b.x + PAD;
  const w = b.w - 2 * PAD;
  const cardsTop = b.y + HEADER_H;
  const over = scene.result !== undefined;
  const chipsTop = b.y + b.h - (over ? 0 : CHIPS_H) - 6;
  const n = Math.max(1, scene.players.length);
  const ch = Math.min(CARD_MAX + 8, (chipsTop - cardsTop - 4) / n);
  const cards = scene.players.map((_, i) => ({ x, y: cardsTop + i * ch, w, h: ch - 8 }));
  return over ? { cards } : { cards, chips: { x, y: chipsTop, w, h: CHIPS_H } };
}

/** The middles of a player card's rows: name and VP, workers and loans, shares, chips (and badge). */
export function cardRows(card: Box): { name: number; stats: number; shares: number; chips: number } {
  const at = (share: number) => card.y + card.h * share;
  return { name: at(0.16), stats: at(0.4), shares: at(0.62), chips: at(0.845) };
}

/** The share chip's side, and the gap between it and the count beside it. */
const SHARE_CHIP = 24;
const SHARE_GAP = 3;
/** A share count's size: the panel's smallest text. */
const SHARE_TEXT = PANEL_TEXT;

/**
 * A share count as the card writes it. The game has no limit on shares (a playtest reached 122 of a colour,
 * bots stay under 70); the cells fit any count up to 999, and a larger one reads "1k+".
 */
export function shareCountText(n: number): string {
  return n > 999 ? '1k+' : String(n);
}

/** A player card's row of shares: each colour's cell, its chip and the count beside it. */
export interface ShareRow {
  cells: Box[];
}

/**
 * Lays out every card's row of shares (`holdings[i]` on `cards[i]`), in columns that line up from card to card:
 * each colour's column is as wide as its widest count on any card, and the columns share the card's width out
 * evenly. Four counts of 999 fit. (The total and a "Shares" label gave way at phone size: the coloured chips say
 * what the numbers are, and the turn message's score lines give the total.)
 */
export function shareRows(
  ctx: SKRSContext2D,
  cards: readonly Box[],
  holdings: readonly (readonly number[])[],
): ShareRow[] {
  const first = cards[0];
  if (!first) return [];
  const x = first.x + 16;
  const room = first.w - 16 - 10;
  const colours = Math.max(0, ...holdings.map((shares) => shares.length));
  const cellWidth = (n: number) =>
    3 + SHARE_CHIP + SHARE_GAP + textWidth(ctx, shareCountText(n), SHARE_TEXT, 800) + 2;
  const widths = Array.from({ length: colours }, (_, c) =>
    Math.max(0, ...holdings.map((shares) => (c < shares.length ? cellWidth(shares[c]!) : 0))),
  );
  const used = widths.reduce((a, w) => a + w, 0);
  const gap = colours > 1 ? Math.max(2, (room - used) / (colours - 1)) : 0;
  const xs: Array<{ x: number; w: number }> = [];
  let cx = x;
  for (const w of widths) {
    xs.push({ x: cx, w });
    cx += w + gap;
  }
  return holdings.map((shares, i) => {
    const y = cardRows(cards[i] ?? first).shares - 18;
    return { cells: xs.slice(0, shares.length).map((b) => ({ ...b, y, h: 36 })) };
  });
}

/**
 * The panel's fixed shapes and words, kept (../kit/regions.ts): each player card's face (its frame, stripe,
 * marker, name and tag, the 'Workers' label and the share chips), which changes only with the seat to act, the
 * winners, the since picture, the name's room and the share columns; and the chips' table's title and continents,
 * which never change. A card's face is ~0.26 MB of pixels: 16 kept hold the faces of a 4-player game's every seat
 * to act, and of a second game's most.
 */
export const PANEL_REGIONS = new RegionCache(16);

/** How far a kept region reaches round its card or table (design units): past a 4-unit frame's half and its edge. */
const REGION_PAD = 4;

export function drawPanelArea(ctx: SKRSContext2D, scene: WildcattersScene): void {
  const b = FRAME.panel;
  ctx.fillStyle = UI.panel;
  ctx.fillRect(b.x, b.y, b.w, b.h);
  const g = panelGeometry(scene);
  const shares = shareRows(
    ctx,
    g.cards,
    scene.players.map((p) => p.shares),
  );
  // The kept faces first: nothing of the panel drawn before reaches them, and the header's and the cards'
  // changing words go over them as before (none of them meets a face's shapes).
  const t = { a: PICTURE_SCALE, d: PICTURE_SCALE, e: 0, f: 0 };
  scene.players.forEach((p, i) => {
    const box = g.cards[i];
    const row = shares[i];
    if (box && row)
      keptRegion(ctx, t, box, cardFaceKey(ctx, scene, p, box, row), (c) =>
        drawCardFace(c, scene, p, box, row),
      );
  });
  const chips = g.chips;
  if (chips) keptRegion(ctx, t, chips, 'chips', (c) => drawChipsFace(c, chips));
  drawHeader(ctx, scene);
  scene.players.forEach((p, i) => {
    const box = g.cards[i];
    const row = shares[i];
    if (box && row) drawPlayer(ctx, p, box, row, scene.players.length, markedColours(scene, p.seat));
  });
  if (chips) drawChips(ctx, scene, chips);
}

/** Draw `paint` (inside `box`, REGION_PAD round it) from its region kept under `key`, on the panel's ground. */
function keptRegion(
  ctx: SKRSContext2D,
  t: RegionTransform,
  box: Box,
  key: string,
  paint: (c: SKRSContext2D) => void,
): void {
  const rect = pixelsInside(
    { x: box.x - REGION_PAD, y: box.y - REGION_PAD, w: box.w + 2 * REGION_PAD, h: box.h + 2 * REGION_PAD },
    t,
  );
  // The panel's colour on the region's whole pixels, as the panel's background left them: a ground reaching
  // into pixels it covers only partly would blend the colour over itself there, a level off.
  const ground = (c: SKRSContext2D): void => {
    const m = currentTransform(c);
    c.save();
    c.setTransform(1, 0, 0, 1, 0, 0);
    c.fillStyle = UI.panel;
    c.fillRect(rect.x + m.e - t.e, rect.y + m.f - t.f, rect.w, rect.h);
    c.restore();
  };
  PANEL_REGIONS.draw(ctx, key, rect, t, ground, paint);
}

/** What a card's face shows (all public: the seat, its name as written, who acts, the winners, share columns). */
function cardFaceKey(
  ctx: SKRSContext2D,
  scene: WildcattersScene,
  p: ScenePlayer,
  box: Box,
  row: ShareRow,
): string {
  const top = cardTop(ctx, p, box);
  const winner = scene.result?.winners.includes(p.seat) ?? false;
  return JSON.stringify([
    p.seat,
    top.name.text,
    top.name.room,
    top.tag?.text ?? null,
    top.tag?.x ?? null,
    scene.turn.seat === p.seat,
    scene.marks ? 1 : 0,
    winner,
    row.cells.map((c) => c.x),
  ]);
}

/**
 * "Round 3/7" ("Set-up" during the starting placement, before round 1) and "Deck 45" over whose turn and phase
 * ("Chidi: Persia disk auction", cut to the panel). Once the game is over no card is left to take, and before the
 * area deck is formed (the starting placement) there is none, so the deck's count is not drawn.
 */
function drawHeader(ctx: SKRSContext2D, scene: WildcattersScene): void {
  const b = FRAME.panel;
  const x = b.x + PAD;
  drawText(ctx, scene.setUp ? 'Set-up' : `Round ${scene.round}/${scene.rounds}`, x, b.y + 28, {
    size: 36,
    weight: 800,
    color: UI.gold,
    baseline: 'middle',
  });
  if (!scene.result && scene.deck !== null)
    drawText(ctx, `Deck ${scene.deck}`, b.x + b.w - PAD, b.y + 28, {
      size: PANEL_TEXT,
      weight: 700,
      color: UI.textDim,
      align: 'right',
      baseline: 'middle',
    });
  const who = scene.turn.seat === null ? null : scene.players.find((p) => p.seat === scene.turn.seat);
  const style = {
    size: PANEL_TEXT,
    weight: 700,
    color: UI.text,
    baseline: 'middle',
    minSize: PANEL_TEXT,
  } as const;
  const room = b.w - 2 * PAD;
  const line = headerLine(
    (t) => textWidth(ctx, printable(t), PANEL_TEXT, 700),
    room,
    who ? printableName(who.name, `Seat ${who.seat + 1}`) : null,
    scene.turn,
  );
  const nameWidth = line.name
    ? drawText(ctx, line.name, x, b.y + 66, { ...style, maxWidth: room - line.restWidth })
    : 0;
  if (line.rest) drawText(ctx, line.rest, x + nameWidth, b.y + 66, { ...style, maxWidth: room - nameWidth });
}

/**
 * The header's turn line: the name whole before the phase. The phase in full when both fit, else in fewer words
 * ("Christopher: auction", where a playtest's header read "Ben…: starting placement"). A name too long for even
 * that is cut, not the phase after it ("Maximiliana Wolk…: build"). With no one's turn, the phase alone.
 */
export function headerLine(
  width: (text: string) => number,
  room: number,
  name: string | null,
  turn: WildcattersScene['turn'],
): { name: string | null; rest: string; restWidth: number } {
  if (name === null) return { name, rest: turn.phase, restWidth: room };
  const phases = [turn.phase, turn.short].filter((t) => t !== undefined);
  for (const phase of phases) {
    const rest = `: ${phase}`;
    if (width(name) + width(rest) <= room) return { name, rest, restWidth: width(rest) };
  }
  const rest = `: ${phases[phases.length - 1]!}`;
  return { name, rest, restWidth: Math.min(width(rest), room - 80) };
}

/**
 * A player card's face, the same from picture to picture of a turn (kept: PANEL_REGIONS): the card and its frame,
 * the colour stripe and marker, the name and tag, the 'Workers' label and the share chips.
 */
function drawCardFace(
  ctx: SKRSContext2D,
  scene: WildcattersScene,
  p: ScenePlayer,
  box: Box,
  shareRow: ShareRow,
): void {
  const st = playerStyle(p.seat);
  // On the since picture yellow means "changed" only: the seat to act keeps its lighter card, not the frame.
  drawSeatCard(ctx, box, scene, p.seat, { border: 2, strong: 4, radius: 12 });
  // Colour stripe with the marker: who this card is, by colour and shape.
  drawPanel(ctx, box.x, box.y, 8, box.h, { fill: st.fill, radius: 4 });
  const x = box.x + 16;
  const rows = cardRows(box);
  const top = cardTop(ctx, p, box);
  drawMarker(ctx, st.marker, x + 13, rows.name, 13, st.fill, st.outline, 2);
  drawText(ctx, top.name.text, top.name.x, rows.name + 1, {
    size: top.name.size,
    weight: 800,
    color: UI.text,
    baseline: 'middle',
    maxWidth: top.name.room,
    // A long name is cut with an ellipsis rather than shrunk below the panel's floor.
    minSize: top.name.size,
  });
  if (top.tag)
    drawText(ctx, top.tag.text, top.tag.x, rows.name + 1, {
      size: top.tag.size,
      weight: 600,
      color: UI.textDim,
      baseline: 'middle',
    });
  statLabel(ctx, 'Workers', x, rows.stats);
  // The chips of the colours played; a colour nobody plays is drawn with its count (drawPlayer), when held.
  p.shares.forEach((_n, colour) => {
    if (colour < scene.players.length) drawShareChip(ctx, colour, shareRow.cells[colour]!.x + 3, rows.shares);
  });
}

/** A share colour's chip, its marker on its fill, left of its count. */
function drawShareChip(ctx: SKRSContext2D, colour: number, x: number, y: number): void {
  const cs = playerStyle(colour);
  drawPanel(ctx, x, y - SHARE_CHIP / 2, SHARE_CHIP, SHARE_CHIP, {
    fill: cs.fill,
    border: cs.outline,
    borderWidth: 2,
    radius: 5,
  });
  drawMarker(ctx, cs.marker, x + SHARE_CHIP / 2, y, 8, cs.ink);
}

/** How opaque a colour nobody plays is drawn (its chip and count), below the colours played. */
const UNPLAYED_ALPHA = 0.5;

/**
 * Whether a card shows its count of `colour`'s shares (`n`) in a game of `seats`: a colour played, always; a
 * colour nobody plays (a game of 2 or 3) only while the player holds some, and faint. Those shares count in play
 * (area cards pay them, and they are a colour of their own toward a consolidation chip's price: data.ts
 * SHARE_COLOURS), but nobody starts with any, and a bright "0" in the unused colour on every card was noise
 * (a playtest).
 */
export function shareShown(n: number, colour: number, seats: number): boolean {
  return colour < seats || n > 0;
}

/**
 * The colours of `seat`'s shares that the since picture frames (changed since the player's last turn). A framed
 * colour nobody plays is drawn even at 0: a playtest's since picture framed an empty cell where a player's pink
 * shares (a 3-player game's unplayed colour) had gone to none.
 */
function markedColours(scene: WildcattersScene, seat: number): ReadonlySet<number> {
  return new Set((scene.marks?.shares ?? []).filter((m) => m.seat === seat).map((m) => m.colour));
}

/** What changes on a player's card over its face: the VP, the workers and loans, the share counts, the foot. */
function drawPlayer(
  ctx: SKRSContext2D,
  p: ScenePlayer,
  box: Box,
  shareRow: ShareRow,
  seats: number,
  framed: ReadonlySet<number>,
): void {
  const x = box.x + 16;
  const rows = cardRows(box);
  const top = cardTop(ctx, p, box);
  drawText(ctx, top.vp.text, top.vp.x + top.vp.width, rows.name + 1, {
    size: top.vp.size,
    weight: 800,
    color: UI.gold,
    align: 'right',
    baseline: 'middle',
  });
  // Row 2: workers (its label is on the face), and loans when there are any (the disks won stand on the map, in
  // the player's colour).
  let cx = x;
  cx += statValue(ctx, 'Workers', String(p.workers), cx, rows.stats, UI.text) + 22;
  if (p.loans > 0) stat(ctx, p.loans === 1 ? 'Loan' : 'Loans', String(p.loans), cx, rows.stats, '#FF8A8D');
  // Row 3: shares by colour, each count beside its chip (on the face).
  p.shares.forEach((n, colour) => {
    if (!shareShown(n, colour, seats) && !framed.has(colour)) return;
    const sx = shareRow.cells[colour]!.x + 3;
    const y3 = rows.shares;
    const played = colour < seats;
    // Only a colour nobody plays changes the alpha (its chip is drawn here, the others' on the kept face).
    if (!played) {
      ctx.save();
      ctx.globalAlpha = UNPLAYED_ALPHA;
      drawShareChip(ctx, colour, sx, y3);
    }
    drawText(ctx, shareCountText(n), sx + SHARE_CHIP + SHARE_GAP, y3 + 1, {
      size: SHARE_TEXT,
      weight: 800,
      color: played && n > 0 ? UI.text : UI.textDim,
      baseline: 'middle',
    });
    if (!played) ctx.restore();
  });
  // Row 4: chips (and the badge of a question asked now).
  const foot = cardFoot(ctx, p, box);
  if (foot.chips)
    drawText(ctx, foot.chips.text, foot.chips.x, foot.chips.y + 1, {
      size: foot.chips.size,
      weight: 600,
      color: UI.textDim,
      baseline: 'middle',
      maxWidth: foot.chips.room,
      minSize: foot.chips.size,
    });
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

/** A card's name row: the name (cut to its room), the seat's tag ("bot") and the VP at the right end. */
export function cardTop(
  ctx: SKRSContext2D,
  p: ScenePlayer,
  card: Box,
): { name: CardLine; tag?: CardLine; vp: CardLine } {
  const y = cardRows(card).name;
  const right = card.x + card.w - 12;
  const vpText = `${p.vp} VP`;
  const vpWidth = textWidth(ctx, vpText, 36, 800);
  const vp = { text: vpText, x: right - vpWidth, y, size: 36, width: vpWidth, room: vpWidth };
  const x = card.x + 16 + 34;
  const tagText = p.tag ? printable(p.tag) : '';
  const tagWidth = tagText ? textWidth(ctx, tagText, PANEL_TEXT, 600) : 0;
  const text = printableName(p.name, `Seat ${p.seat + 1}`);
  const room = vp.x - 14 - x - (tagText ? tagWidth + 8 : 0);
  const width = textWidth(ctx, text, 34, 800);
  const name = { text, x, y, size: 34, width, room };
  if (!tagText) return { name, vp };
  const tag = {
    text: tagText,
    x: x + Math.min(width, room) + 8,
    y,
    size: PANEL_TEXT,
    width: tagWidth,
    room: tagWidth,
  };
  return { name, tag, vp };
}

/** The foot of a player's card: the chips line (none when the badge leaves no room) and the badge. */
export interface CardFoot {
  chips?: CardLine;
  badge?: { text: string; size: number; box: Box };
}

/**
 * The chips line's words, longest first: "Chips 3+4 · Ref. 1" (or "No chips · Ref. 1"), then "Chips 3+4" for a
 * card whose badge leaves less room. One form for every card: a playtest's panel read "Ref. chips 2" on one card
 * and "Ref. 1" on the next, as each took the longest words that fitted it.
 */
export function chipsWords(p: ScenePlayer): string[] {
  const list = p.consolidationChips.map((v) => `${v}`).join('+');
  const chips = p.consolidationChips.length ? `Chips ${list}` : 'No chips';
  return [`${chips} · Ref. ${p.refineryChips}`, chips];
}

const BADGE_H = 37;

/**
 * Where a player's chips line goes, at PANEL_TEXT: in the longest words that fit left of the red badge of a
 * question asked now (or of the hand held during set-up), and left out when even the shortest does not (the
 * chips are in the player's "My hand").
 */
export function cardFoot(ctx: SKRSContext2D, p: ScenePlayer, card: Box): CardFoot {
  const y = cardRows(card).chips;
  const x = card.x + 16;
  const right = card.x + card.w - 10;
  const size = PANEL_TEXT;
  let badge: CardFoot['badge'];
  if (p.pending) {
    const text = printable(p.pending);
    const w = textWidth(ctx, text, size, 800) + 20;
    badge = { text, size, box: { x: right - w, y: y - BADGE_H / 2, w, h: BADGE_H } };
  }
  const room = (badge ? badge.box.x - 10 : right) - x;
  const fits = chipsWords(p)
    .map((t) => printable(t))
    .map((text) => ({ text, width: textWidth(ctx, text, size, 600) }))
    .find((t) => t.width <= room);
  return {
    ...(fits ? { chips: { ...fits, x, y, size, room } } : {}),
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
  statLabel(ctx, label, x, cy);
  return statValue(ctx, label, value, x, cy, color);
}

const LABEL_STYLE = { size: PANEL_TEXT, weight: 600, color: UI.textDim, baseline: 'middle' } as const;

/** A stat's dim label ("Workers"). Returns its width. */
function statLabel(ctx: SKRSContext2D, label: string, x: number, cy: number): number {
  return drawText(ctx, label, x, cy + 1, LABEL_STYLE);
}

/** A stat's bold value, after its label (drawn or not). Returns the width of both. */
function statValue(
  ctx: SKRSContext2D,
  label: string,
  value: string,
  x: number,
  cy: number,
  color: string,
): number {
  const lw = textWidth(ctx, printable(label), LABEL_STYLE.size, LABEL_STYLE.weight);
  const vw = drawText(ctx, value, x + lw + 8, cy + 1, {
    size: 34,
    weight: 800,
    color,
    baseline: 'middle',
  });
  return lw + 8 + vw;
}

/** The continents' names in the chips' table, short enough for its land-coloured boxes at PANEL_TEXT. */
export const CHIP_NAMES: Readonly<Record<ContinentId, string>> = {
  northAmerica: 'N. America',
  southAmerica: 'S. America',
  middleEast: 'Middle East',
  asia: 'Asia',
  europe: 'Europe',
  southernAfrica: 'S. Africa',
  australia: 'Australia',
};

const CHIP_NAME_W = 196;

/** The chip of the `i`th main continent in the chips' `box`, its name on its land: the picture's key to the map. */
export function chipNameBox(box: Box, i: number): Box {
  return { x: box.x, y: box.y + CHIP_TITLE + i * CHIP_ROW + 2, w: CHIP_NAME_W, h: CHIP_ROW - 4 };
}

/** The chips' table's face, the same in every picture (kept: PANEL_REGIONS): its title and the continents' names on their land. */
function drawChipsFace(ctx: SKRSContext2D, box: Box): void {
  drawText(ctx, 'Next chip (shares → VP)', box.x, box.y + CHIP_TITLE / 2 - 2, {
    size: PANEL_TEXT,
    weight: 700,
    color: UI.textDim,
    baseline: 'middle',
    maxWidth: box.w,
    minSize: PANEL_TEXT,
  });
  MAIN_CONTINENTS.forEach((id, i) => {
    const nameBox = chipNameBox(box, i);
    drawGround(ctx, id, nameBox, { radius: 7, edgeWidth: 2 });
    drawText(ctx, CHIP_NAMES[id], box.x + CHIP_NAME_W / 2, nameBox.y + nameBox.h / 2 + 1, {
      size: PANEL_TEXT,
      weight: 700,
      color: '#1E1A14',
      align: 'center',
      baseline: 'middle',
      maxWidth: CHIP_NAME_W - 6,
      minSize: PANEL_TEXT,
    });
  });
}

/**
 * The next consolidation chip of each main continent, a row each: the continent's name on its land colour,
 * the price in shares and the VP ("15 → 4"), and how many are left ("3 left", or "none left"). How many colours
 * a chip asks for is told when it is bought.
 */
function drawChips(ctx: SKRSContext2D, scene: WildcattersScene, box: Box): void {
  MAIN_CONTINENTS.forEach((id, i) => {
    const nameBox = chipNameBox(box, i);
    const mid = nameBox.y + nameBox.h / 2;
    const chip = scene.chips[id];
    const at = box.x + CHIP_NAME_W + 12;
    if (!chip) {
      drawText(ctx, 'none left', at, mid + 1, {
        size: PANEL_TEXT,
        weight: 700,
        color: UI.textDim,
        baseline: 'middle',
      });
      return;
    }
    drawText(ctx, `${chip.price} → ${chip.vp}`, at, mid + 1, {
      size: PANEL_TEXT,
      weight: 800,
      color: UI.text,
      baseline: 'middle',
    });
    drawText(ctx, `${chip.left} left`, box.x + box.w, mid + 1, {
      size: PANEL_TEXT,
      weight: 700,
      color: UI.textDim,
      align: 'right',
      baseline: 'middle',
    });
  });
}
