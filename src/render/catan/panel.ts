/** The side panel: turn and last roll, one card per player, and the Oil Springs track and supply. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import {
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
  ellipsize,
  phoneFloorPx,
  playerStyle,
  printableName,
  textWidth,
  type IconName,
  type LegendItem,
} from '../kit';
import { RegionCache, type PixelRect } from '../kit/regions';
import { drawNumberToken } from './board';
import { CATAN_LAYOUT, type Box } from './layout';
import type { CatanScene, OilSpringsExtras, Resource, ScenePlayer } from './scene';

const PAD = 14;
/**
 * The Oil Springs box's height with the gap above it (178 px until its rows were packed for the cards' room, 160
 * until they were 46-47 px apart, for the legend's third row beside four players' cards).
 */
const OIL_BOX_H = 148;
/** The Oil Springs box's rows' middles below its top: the Disaster Track, the lost tokens and the supply. */
const OIL_ROWS = { track: 27, removed: 74, supply: 120 } as const;
/**
 * The least size of the panel's texts, in the picture's pixels: 9 px where Discord shows the 1280 px picture
 * 400 px wide, on a phone held upright (the legend, "rolled by …", "/12" and the title were 5.5-6.5 px there).
 */
export const PHONE_TEXT_PX = phoneFloorPx(CATAN_LAYOUT.width);
/**
 * The legend's icon size, its labels PHONE_TEXT_PX: 36 px, where "sequestered" and "metropolis" share a row (the
 * icons were 42 px, their labels 0.7 of them, and the two were 15 px too wide for the panel).
 */
export const LEGEND_ICON = 36;
/** Height of one legend row: its icons' (the icons' own margins part the rows; they were 4 px further apart). */
const LEGEND_ROW_H = LEGEND_ICON;
/** The room between two player cards (8 px until Oil Springs' legend took a third row beside four cards). */
const CARD_GAP = 6;
const BANK_H = 100;
/**
 * The tallest player card: three base Catan players' fill the panel above the bank (at 128 px they left ~110 px
 * empty under the legend).
 */
const MAX_CARD_H = 170;
/**
 * A card this tall (three base Catan players') draws its name, score and figures larger (`ROOMY`): the room
 * between its rows holds them.
 */
const ROOMY_CARD_H = 150;
/** A roomy card's name and score sizes (30 and 34 on the others), its star's, and its figures' icons' most. */
const ROOMY = { name: 36, vp: 40, star: 34, icon: 40 } as const;
/** The least height of a player card beside the bank (its three rows: name and VP, figures, special cards). */
const MIN_CARD_H = 104;
const HEADER_H = 84;

/** Where the Oil Springs box and its parts sit in the panel (shared by drawing and tests). */
export interface OilBoxGeometry {
  box: Box;
  /** Centres of the Disaster Track steps 0..trackLength. */
  track: Array<{ x: number; y: number }>;
  /** Centres of the removed-token slots. */
  removed: Array<{ x: number; y: number }>;
  supply: { x: number; y: number };
}

/**
 * Where the box's rows begin, right of their labels at PHONE_TEXT_PX ("Disaster" 120 px, "Tokens lost" 165 px
 * from 14 px in): the track's six steps and the five lost tokens' slots share the room to 10 px short of the
 * box's edge, wide enough for their numbers at PHONE_TEXT_PX (they were 18-20 px beside labels 190 px wide).
 */
const TRACK_X = 146;
const TOKENS_X = 188;
/** The lost tokens' radius: their numbers at PHONE_TEXT_PX, "10" to "12" 33 px wide. */
export const LOST_TOKEN_R = 21;
/** The width of a lost token's red ring, inside its edge, clear of its number ("10" is 34 px wide). */
const LOST_RING = 3.5;

export function oilBoxGeometry(panel: Box, oil: OilSpringsExtras): OilBoxGeometry {
  const x = panel.x + PAD;
  const w = panel.w - 2 * PAD;
  const y = panel.y + panel.h - PAD - OIL_BOX_H + 4;
  const steps = oil.trackLength + 1;
  const sw = (w - TRACK_X - 10) / steps;
  const tw = (w - TOKENS_X - 10) / Math.max(1, oil.tokensToAbandon);
  return {
    box: { x, y, w, h: OIL_BOX_H - 4 },
    track: Array.from({ length: steps }, (_, i) => ({
      x: x + TRACK_X + sw * (i + 0.5),
      y: y + OIL_ROWS.track,
    })),
    removed: Array.from({ length: oil.tokensToAbandon }, (_, i) => ({
      x: x + TOKENS_X + tw * (i + 0.5),
      y: y + OIL_ROWS.removed,
    })),
    supply: { x: x + 190, y: y + OIL_ROWS.supply },
  };
}

/**
 * The legend under the player cards, row by row, each row at PHONE_TEXT_PX whole (a row wider than the panel
 * would shrink): what each figure on a card counts, in the cards' order (the road figure is the player's longest
 * road), and in Oil Springs the cards' two drops, oil and sequestered oil, and the metropolis mark, in three rows
 * at any number of players (four players' cards left two rows of 42 px icons, which named neither drop nor the
 * cards: "longest road", "sequestered" and "metropolis" were too wide to share a row with each other).
 */
export function panelLegend(scene: CatanScene): LegendItem[][] {
  const cards: LegendItem = { icon: 'cards', label: 'cards' };
  const dev: LegendItem = { icon: 'devCard', label: 'dev' };
  const knights: LegendItem = { icon: 'army', label: 'knights' };
  const road: LegendItem = { icon: 'road', label: 'longest road' };
  if (!scene.oilSprings) return [[cards, dev, knights], [road]];
  return [
    [cards, dev, knights],
    [road, { icon: 'oil', label: 'oil' }],
    [
      { icon: 'sequestered', label: 'sequestered' },
      { icon: 'metropolis', label: 'metropolis' },
    ],
  ];
}

function legendHeight(rows: readonly LegendItem[][]): number {
  return rows.length * LEGEND_ROW_H + 4;
}

/** Where the player cards and the legend rows sit in the panel (shared by drawing and tests). */
export function panelGeometry(
  scene: CatanScene,
  box: Box,
): { cards: Array<{ y: number; h: number }>; legend: Array<{ items: LegendItem[]; cy: number }> } {
  const rows = panelLegend(scene);
  const legendH = legendHeight(rows);
  let y = box.y + PAD + HEADER_H;
  const oilH = scene.oilSprings ? OIL_BOX_H : 0;
  const n = Math.max(1, scene.players.length);
  let avail = box.y + box.h - PAD - oilH - legendH - y;
  // The bank keeps its room under the legend when the cards stay MIN_CARD_H high beside it (base Catan).
  if (scene.bank && avail - BANK_H - 8 >= n * (MIN_CARD_H + CARD_GAP)) avail -= BANK_H + 8;
  const cardH = Math.min(MAX_CARD_H, Math.floor(avail / n) - CARD_GAP);
  const cards = scene.players.map(() => {
    const card = { y, h: cardH };
    y += cardH + CARD_GAP;
    return card;
  });
  const legend = rows.map((items, i) => ({ items, cy: y + LEGEND_ROW_H * (i + 0.5) - 4 }));
  return { cards, legend };
}

export function drawPanelArea(ctx: SKRSContext2D, scene: CatanScene, box: Box): void {
  const g = panelGeometry(scene, box);
  const fixed = fixedPart(scene, box, g);
  // The panel's ground above its fixed part (and below it, where the bank stands): the fixed part paints its own.
  ctx.fillStyle = UI.panel;
  ctx.fillRect(box.x, box.y, box.w, fixed.rect.y - box.y);
  const below = fixed.rect.y + fixed.rect.h;
  if (below < box.y + box.h) ctx.fillRect(box.x, below, box.w, box.y + box.h - below);
  drawHeader(ctx, scene, box.x + PAD, box.y + PAD, box.w - 2 * PAD);
  // The figures' room on a card: from its text's left edge (CARD_TEXT_X in) to 10 px short of its right edge;
  // in Oil Springs, their icons no taller than the room between the second row and the third.
  const rows = cardRows(g.cards[0]?.h ?? PACKED_CARD_H);
  const tallest = scene.oilSprings ? Math.floor(rows.badges + BADGE_H / 2 - rows.stats) - 1 : Infinity;
  const roomy = (g.cards[0]?.h ?? 0) >= ROOMY_CARD_H;
  const stats = statColumns(ctx, scene, box.w - 2 * PAD - CARD_TEXT_X - 10, tallest, roomy);
  scene.players.forEach((p, i) => {
    const card = g.cards[i]!;
    drawPlayerCard(ctx, scene, stats, p, box.x + PAD, card.y, box.w - 2 * PAD, card.h);
  });
  PANEL_FIXED.draw(ctx, fixed.key, fixed.rect, IDENTITY, () => {}, fixed.paint);
  const oilH = scene.oilSprings ? OIL_BOX_H : 0;
  const bankBottom = box.y + box.h - PAD - oilH;
  if (scene.bank && bankBottom - fixed.legendEnd >= BANK_H)
    drawBank(ctx, scene.bank, box.x + PAD, bankBottom - BANK_H, box.w - 2 * PAD);
  if (scene.oilSprings) drawOilFigures(ctx, scene.oilSprings, oilBoxGeometry(box, scene.oilSprings));
}

/**
 * The panel's fixed part, kept (PANEL_FIXED): from the legend's top to its end, or in Oil Springs to the panel's
 * foot, its ground, the legend and the Oil Springs box with its words and the supply's drop (drawOilBoxFrame), the
 * same picture after picture for a number of players. A whole-pixel rectangle its own ground covers, so copied it
 * gives the very pixels drawing gives (test/render/catan.panel-fixed.test.ts). Nothing drawn before it reaches it
 * (the last card's edge ends 2 px above the legend's top), and the box's figures are drawn over it after, as
 * before: none of them meets the box's words or drop, so drawing the words first changes no pixel.
 */
export const PANEL_FIXED = new RegionCache(4);

const IDENTITY = { a: 1, d: 1, e: 0, f: 0 } as const;

function fixedPart(
  scene: CatanScene,
  box: Box,
  g: ReturnType<typeof panelGeometry>,
): { key: string; rect: PixelRect; legendEnd: number; paint: (c: SKRSContext2D) => void } {
  const first = g.legend[0];
  const last = g.legend.at(-1);
  const top = first ? first.cy - LEGEND_ROW_H / 2 : box.y + PAD + HEADER_H;
  const legendEnd = (last ? last.cy + LEGEND_ROW_H / 2 + 4 : box.y + PAD + HEADER_H) + 4;
  const oil = scene.oilSprings;
  const bottom = oil ? box.y + box.h : legendEnd;
  const rect = { x: box.x, y: top, w: box.w, h: bottom - top };
  const oilGeometry = oil ? oilBoxGeometry(box, oil) : null;
  const legendKey = g.legend.map(
    (row) => `${row.cy}:${row.items.map((i) => `${i.icon}=${i.label}`).join(',')}`,
  );
  const oilKey = oilGeometry
    ? JSON.stringify([
        oilGeometry.box,
        oilGeometry.track[0]?.y,
        oilGeometry.removed[0]?.y,
        oilGeometry.supply,
      ])
    : '';
  return {
    key: `${legendKey.join(';')}|${oilKey}`,
    rect,
    legendEnd,
    paint: (c) => {
      c.fillStyle = UI.panel;
      c.fillRect(rect.x, rect.y, rect.w, rect.h);
      for (const row of g.legend)
        drawFittedLegend(
          c,
          row.items,
          box.x + PAD + 4,
          row.cy,
          LEGEND_ICON,
          box.w - 2 * PAD - 8,
          PHONE_TEXT_PX,
        );
      if (oilGeometry) drawOilBoxFrame(c, oilGeometry);
    },
  };
}

function nameOf(scene: CatanScene, seat: number | null): string {
  if (seat === null) return '';
  return printableName(scene.players.find((p) => p.seat === seat)?.name ?? '', `Seat ${seat + 1}`);
}

/** The header's two lines' baselines below its top, and the dice's size. */
const TURN_Y = 30;
const WHO_Y = 74;
const DIE = 38;

/** Where the header's dice sit (the total right of them), and the roller's seat marker before them. */
function rollGeometry(x: number, y: number, w: number) {
  const top = y + TURN_Y - DIE + 8;
  const dice = x + w - 2 * DIE - 6 - 54;
  return { top, dice, marker: { x: dice - 22, y: top + DIE / 2 } };
}

/** The centre of the roller's seat marker in the header of the panel `panel`. */
export function rollerMarkerCentre(panel: Box): { x: number; y: number } {
  return rollGeometry(panel.x + PAD, panel.y + PAD, panel.w - 2 * PAD).marker;
}

/**
 * The header in the top `HEADER_H` px: the turn ("Turn 24") and the last roll, the roller's seat marker before
 * its dice (it was "rolled by Ana", 18 px); under them whose turn it is and the phase, or the game's end. The
 * game's name is left to the thread and the turn message ("Catan: Oil Springs · Turn 6" was 20 px). A name too
 * long for the phase after it leaves the phase to the turn's line, in full or in its short form (the scene's
 * `turn.short`: "Turn 42 · Build"), when that holds it left of the roll: the name has its line to itself (a
 * 32-character name was cut to "Maximilia… · Trade & build").
 */
function drawHeader(ctx: SKRSContext2D, scene: CatanScene, x: number, y: number, w: number): void {
  const size = PHONE_TEXT_PX + 1;
  const who = scene.result ? null : scene.turn.seat;
  const name = nameOf(scene, who);
  const phase = ` · ${scene.turn.phase}`;
  const turn = scene.turn.number ? `Turn ${scene.turn.number}` : '';
  // The turn line's room: to 6 px short of the roller's marker (its 13 px radius and 3 px outline), or the line.
  const turnRoom = scene.lastRoll ? rollGeometry(x, y, w).marker.x - 16 - 6 - x : w;
  // The phase beside the turn ("· Build" after "Turn 42 "; alone before the first turn), where it fits.
  const phaseAt = turn ? textWidth(ctx, `${turn} `, size, 700) : 0;
  const above =
    who === null || textWidth(ctx, `${name}${phase}`, size, 800) <= w - 36
      ? undefined
      : [scene.turn.phase, scene.turn.short]
          .map((p) => (p && turn ? `· ${p}` : p))
          .find((p) => p !== undefined && phaseAt + textWidth(ctx, p, size, 800) <= turnRoom);
  if (turn)
    drawText(ctx, turn, x, y + TURN_Y, {
      size,
      weight: 700,
      color: UI.textDim,
    });
  if (above) drawText(ctx, above, x + phaseAt, y + TURN_Y, { size, weight: 800, color: UI.text });
  if (scene.lastRoll) {
    const [d1, d2] = scene.lastRoll.dice;
    const total = d1 + d2;
    const roll = rollGeometry(x, y, w);
    drawDie(ctx, d1, roll.dice, roll.top, DIE);
    drawDie(ctx, d2, roll.dice + DIE + 6, roll.top, DIE, true);
    drawText(ctx, `${total}`, x + w, y + TURN_Y + 4, {
      size: 36,
      weight: 800,
      color: total === 7 ? UI.danger : UI.text,
      align: 'right',
    });
    const st = playerStyle(scene.lastRoll.seat);
    drawMarker(ctx, st.marker, roll.marker.x, roll.marker.y, 13, st.fill, st.outline, 3);
  }
  const ty = y + WHO_Y;
  if (scene.result) {
    const collapse = scene.result.ending === 'collapse';
    drawText(ctx, collapse ? 'Island abandoned' : 'Game over', x, ty, {
      size: 32,
      weight: 800,
      color: collapse ? UI.danger : UI.gold,
    });
  } else if (who !== null) {
    const st = playerStyle(who);
    drawMarker(ctx, st.marker, x + 14, ty - 11, 13, st.fill, st.outline, 3);
    // A long name is cut, not the phase after it ("Maximiliana Wolk… · Trade & build"), when the phase stays here;
    // alone, it shrinks to PHONE_TEXT_PX before it is cut.
    const room = w - 36 - textWidth(ctx, phase, size, 800); // sets the font ellipsize measures in
    drawText(ctx, above ? name : `${ellipsize(ctx, name, room)}${phase}`, x + 36, ty, {
      size,
      weight: 800,
      color: UI.text,
      maxWidth: w - 36,
      minSize: PHONE_TEXT_PX,
    });
  } else {
    drawText(ctx, scene.turn.phase, x, ty, {
      size,
      weight: 800,
      color: UI.text,
      maxWidth: w,
      minSize: PHONE_TEXT_PX,
    });
  }
}

/** A badge's height in a card's third row, its label at PHONE_TEXT_PX (it was 25-28 px, the label 18). */
const BADGE_H = 33;
/** The least height of a player card (four Oil Springs players'), whose rows `cardRows` packs. */
const PACKED_CARD_H = 101;

/**
 * A player card's rows, down from its top: the name's and score's baseline, the figures' middle and the badges'
 * top. A card PACKED_CARD_H high packs them; a taller one spaces them out.
 */
function cardRows(h: number): { name: number; stats: number; badges: number } {
  const slack = Math.max(0, h - PACKED_CARD_H);
  return { name: 30 + slack * 0.3, stats: 48 + slack * 0.55, badges: h - BADGE_H - 4 - slack * 0.15 };
}

/**
 * A player card's colour strip, its seat's marker in it, and where the card's text begins: 8 and 10 px narrower
 * than they were (46 and 58 px), for the figures' room.
 */
const CARD_STRIP_W = 38;
const CARD_TEXT_X = 48;

/**
 * The figures' icons in a card's second row: cards, dev cards, knights, longest road, and Oil Springs' oil. Oil
 * Springs' sequestered oil is in the third row, under the oil, before the badges (six figures in a row left
 * 28 px icons a few px apart, and the third row empty on most cards).
 */
function statIcons(scene: CatanScene): IconName[] {
  const icons: IconName[] = ['cards', 'devCard', 'army', 'road'];
  return scene.oilSprings ? [...icons, 'oil'] : icons;
}

function statValues(p: ScenePlayer): number[] {
  return [p.cards, p.devCards, p.knights, p.roadLength, p.oil ?? 0];
}

/** Where the figures go on every card: their icons' size and each column's left edge from the card's text. */
interface StatColumns {
  icons: IconName[];
  icon: number;
  /** The figures' size. */
  px: number;
  columns: number[];
  /** Oil Springs: the sequestered oil's column (the oil's), under it in the third row. */
  sequestered?: number;
}

/**
 * The figures' sizes, largest first: 11.25 to 10 px where a phone shows the picture 400 px wide (they were
 * PHONE_TEXT_PX, 9 px there, the size of the legend's words, and a playtester found them hard to read).
 */
const FIGURE_PX = [36, 34, 32] as const;
/** A roomy card's larger figures, tried first: 13.75 and 12.5 phone px. */
const ROOMY_FIGURE_PX = [44, 40] as const;
/** The figures' icons: as large as the figures' caps and more, 28 px at least before a smaller size is tried. */
const FIGURE_ICON = { most: 34, least: 28 } as const;
/** The least room between a figure and the next column's icon. */
const FIGURE_GAP = 6;

/**
 * A column per figure, as wide as its widest value on any card (the oil's column holds the sequestered oil's
 * too): the largest of FIGURE_PX whose columns fit the row with icons FIGURE_ICON.least or larger, else the
 * smallest with the icons the row leaves room for (single figures at 36 px leave 34 px icons in Catan's four
 * columns and Oil Springs' five), and no taller than `tallest` (the room between two rows); the room left
 * between the columns. On a roomy card (ROOMY_CARD_H), ROOMY_FIGURE_PX are tried first, their icons up to
 * ROOMY.icon.
 */
function statColumns(
  ctx: SKRSContext2D,
  scene: CatanScene,
  room: number,
  tallest: number,
  roomy: boolean,
): StatColumns {
  const icons = statIcons(scene);
  const n = icons.length;
  // Each player's figures by column, once for every size measured.
  const values = scene.players.map((p) => {
    const v = statValues(p)
      .slice(0, n)
      .map((x) => [x]);
    if (scene.oilSprings) v[n - 1]!.push(p.sequestered ?? 0);
    return v;
  });
  const fit = (px: number) => {
    const widths = icons.map((_, i) =>
      Math.max(0, ...values.flatMap((v) => v[i]!.map((x) => textWidth(ctx, String(x), px, 800)))),
    );
    const text = widths.reduce((a, b) => a + b, 0);
    const wide = Math.floor((room - text - n * 4 - (n - 1) * FIGURE_GAP) / n);
    const icon = Math.min(roomy ? ROOMY.icon : FIGURE_ICON.most, tallest, wide);
    return { px, widths, text, icon };
  };
  // The smaller sizes are measured only when the larger leaves the icons too small.
  const sizes = roomy ? [...ROOMY_FIGURE_PX, ...FIGURE_PX] : FIGURE_PX;
  let size = fit(sizes[0]!);
  for (const smaller of sizes.slice(1)) if (size.icon < FIGURE_ICON.least) size = fit(smaller);
  const { px, widths, text, icon } = size;
  const gap = (room - text - n * (icon + 4)) / (n - 1);
  let left = 0;
  const columns = widths.map((w) => {
    const at = left;
    left += icon + 4 + w + gap;
    return at;
  });
  return { icons, icon, px, columns, ...(scene.oilSprings ? { sequestered: columns[n - 1]! } : {}) };
}

function drawPlayerCard(
  ctx: SKRSContext2D,
  scene: CatanScene,
  stats: StatColumns,
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
  ctx.rect(x, y, CARD_STRIP_W, h);
  ctx.clip();
  drawPanel(ctx, x + 2, y + 2, 56, h - 4, { fill: st.fill, radius: 12 });
  ctx.restore();
  drawMarker(ctx, st.marker, x + CARD_STRIP_W / 2 + 1, y + 32, 14, st.ink, st.outline, 2);

  const cx = x + CARD_TEXT_X;
  const rows = cardRows(h);
  const roomy = h >= ROOMY_CARD_H;
  // Row 1: name and VP.
  // VP right-aligned: "/12" at the edge, the score before it, the star before that.
  const vy = y + rows.name;
  const goalW = drawText(ctx, `/${scene.vpToWin}`, x + w - 12, vy, {
    size: PHONE_TEXT_PX,
    weight: 600,
    color: UI.textDim,
    align: 'right',
  });
  const vpW = drawText(ctx, `${p.vp}`, x + w - 14 - goalW, vy + 2, {
    size: roomy ? ROOMY.vp : 34,
    weight: 800,
    color: UI.text,
    align: 'right',
  });
  const vpLeft = x + w - 14 - goalW - vpW;
  const star = roomy ? ROOMY.star : 30;
  drawIcon(ctx, 'vp', vpLeft - 5 - star / 2, vy - 10 - (star - 30) / 2, star);
  const name = printableName(p.name, `Seat ${p.seat + 1}`);
  const nameText = p.tag ? `${name} (${p.tag})` : name;
  // Shrunk to fit down to PHONE_TEXT_PX, then cut (a 32-character name came out at 16 px).
  drawText(ctx, nameText, cx, vy, {
    size: roomy ? ROOMY.name : 30,
    weight: 800,
    color: UI.text,
    maxWidth: vpLeft - 10 - star - cx,
    minSize: PHONE_TEXT_PX,
  });

  // Row 2: the figures, each in its column.
  stats.columns.forEach((left, i) =>
    drawStat(
      ctx,
      stats.icons[i]!,
      String(statValues(p)[i]),
      cx + left,
      y + rows.stats,
      stats.icon,
      UI.text,
      stats.px,
    ),
  );

  // Row 3: a question pending, then the special cards held; in Oil Springs, the sequestered oil under the oil.
  const top = y + rows.badges;
  if (stats.sequestered !== undefined)
    drawStat(
      ctx,
      'sequestered',
      String(p.sequestered ?? 0),
      cx + stats.sequestered,
      top + BADGE_H / 2,
      stats.icon,
      UI.text,
      stats.px,
    );
  const end = stats.sequestered === undefined ? x + w - 6 : cx + stats.sequestered - 6;
  const badges = specialBadges(scene, p, (labels) => {
    const labelled = [...(p.pending ? [p.pending] : []), ...labels];
    const widths = labelled.map((l) => badgeWidth(ctx, l, BADGE_H, PHONE_TEXT_PX) + 6);
    return widths.reduce((a, b) => a + b, 0) <= end - cx;
  });
  let bx = cx;
  if (p.pending)
    bx += drawBadge(ctx, 'warning', p.pending, bx, top, BADGE_H, UI.danger, UI.text, PHONE_TEXT_PX) + 6;
  for (const [icon, label, fill] of badges)
    bx += drawBadge(ctx, icon, label, bx, top, BADGE_H, fill, UI.textDark, PHONE_TEXT_PX) + 6;
}

/**
 * The special cards `p` holds, as badges (icon, label, fill): named in full ("Longest Road", as the scores and the rules pages spell it) when `fit` says
 * the row holds them so, else in a word ("Road", "Army"), else by their icons alone (a question pending and
 * all three cards at 18 px ran ~70 px past the card's edge). The badge's icon and colour say which card.
 */
export function specialBadges(
  scene: CatanScene,
  p: Pick<ScenePlayer, 'seat'>,
  fit: (labels: string[]) => boolean,
): Array<[IconName, string, string]> {
  const held: Array<[IconName, string[], string]> = [];
  if (scene.longestRoad === p.seat) held.push(['road', ['Longest Road', 'Road', ''], UI.gold]);
  if (scene.largestArmy === p.seat) held.push(['army', ['Largest Army', 'Army', ''], UI.gold]);
  if (scene.oilSprings?.champion === p.seat) held.push(['champion', ['Champion', 'Champion', ''], '#9BE39F']);
  const tier = [0, 1].find((k) => fit(held.map((b) => b[1][k]!))) ?? 2;
  return held.map(([icon, labels, fill]) => [icon, labels[tier]!, fill]);
}

/** The box's words, at PHONE_TEXT_PX (they were 22 px, 7 px on a phone; "of 15" 18 px): the track is "Disaster". */
const OIL_LABEL = { size: PHONE_TEXT_PX, weight: 800, color: UI.text } as const;

/** The Oil Springs box's fixed part: its ground and frame, its rows' words and the supply's drop (kept, PANEL_FIXED). */
function drawOilBoxFrame(ctx: SKRSContext2D, g: OilBoxGeometry): void {
  const { x, y, w, h } = g.box;
  drawPanel(ctx, x, y, w, h, { fill: '#2A1F1A', border: '#6B4B2E', radius: 14 });
  drawText(ctx, 'Disaster', x + 14, g.track[0]!.y + 10, OIL_LABEL);
  drawText(ctx, 'Tokens lost', x + 14, (g.removed[0]?.y ?? y + OIL_ROWS.removed) + 10, OIL_LABEL);
  const s = g.supply;
  drawText(ctx, 'Oil supply', x + 14, s.y + 10, OIL_LABEL);
  drawIcon(ctx, 'oil', s.x + 14, s.y, 30, { outline: '#F0F0F0' });
}

/** The Oil Springs box's figures, over its fixed part: the Disaster Track, the lost tokens and the supply left. */
function drawOilFigures(ctx: SKRSContext2D, oil: OilSpringsExtras, g: OilBoxGeometry): void {
  // Disaster track: steps 0..trackLength, the last one a warning.
  g.track.forEach(({ x: cx, y: cy }, i) => {
    const last = i === oil.trackLength;
    const on = i === oil.disasterTrack;
    ctx.beginPath();
    ctx.arc(cx, cy, on ? 22 : 19, 0, Math.PI * 2);
    ctx.fillStyle = on ? (last ? UI.danger : UI.highlight) : last ? '#6B2224' : '#3D3029';
    ctx.fill();
    ctx.lineWidth = on ? 4 : 2;
    ctx.strokeStyle = on ? '#000000' : '#8A6E58';
    ctx.stroke();
    if (last && !on) drawIcon(ctx, 'warning', cx, cy, 28);
    else
      drawText(ctx, String(i), cx, cy + 1, {
        size: PHONE_TEXT_PX,
        weight: 800,
        color: on ? UI.textDark : UI.textDim,
        align: 'center',
        baseline: 'middle',
      });
  });
  // Removed tokens: slots until the island is abandoned.
  g.removed.forEach(({ x: cx, y: cy }, i) => {
    const n = oil.removedTokens[i];
    if (n === undefined) {
      ctx.beginPath();
      ctx.arc(cx, cy, LOST_TOKEN_R - 1, 0, Math.PI * 2);
      ctx.setLineDash([5, 4]);
      ctx.lineWidth = 2;
      ctx.strokeStyle = '#8A6E58';
      ctx.stroke();
      ctx.setLineDash([]);
    } else {
      // The number whole in the token's middle, ringed in red: a red stroke across it and the pips under it
      // (1 px on a phone) left "6" and "9" unreadable where a phone shows the picture 400 px wide.
      drawNumberToken(ctx, n, cx, cy, LOST_TOKEN_R, { minText: PHONE_TEXT_PX, pips: false });
      ctx.beginPath();
      ctx.arc(cx, cy, LOST_TOKEN_R - LOST_RING / 2, 0, Math.PI * 2);
      ctx.lineWidth = LOST_RING;
      ctx.strokeStyle = UI.danger;
      ctx.stroke();
    }
  });
  // Supply.
  const s = g.supply;
  const left = drawText(ctx, `${oil.supply}`, s.x + 36, s.y + 12, {
    size: 34,
    weight: 800,
    color: oil.supply === 0 ? UI.danger : UI.text,
  });
  drawText(ctx, `of ${oil.supplyStart}`, s.x + 46 + left, s.y + 11, {
    size: PHONE_TEXT_PX,
    weight: 700,
    color: UI.textDim,
  });
}

/** The bank's icons: the dev card's "?" at 6 phone px (they were 24 px, the "?" 3.9 phone px). */
const BANK_ICON = 26;

const BANK_ORDER: readonly Resource[] = ['lumber', 'brick', 'wool', 'grain', 'ore'];

/** The bank: cards left per resource and development cards left, at PHONE_TEXT_PX (they were 26 px). */
function drawBank(
  ctx: SKRSContext2D,
  bank: NonNullable<CatanScene['bank']>,
  x: number,
  y: number,
  w: number,
): void {
  drawPanel(ctx, x, y, w, BANK_H, { fill: UI.panelCard, border: UI.panelBorder, radius: 14 });
  drawText(ctx, 'Bank', x + 14, y + 32, { size: PHONE_TEXT_PX, weight: 800, color: UI.textDim });
  const items: Array<[IconName, number]> = BANK_ORDER.map((r) => [r, bank.resources[r] ?? 0]);
  items.push(['devCard', bank.devCards]);
  const slot = (w - 20) / items.length;
  items.forEach(([icon, n], i) => {
    drawStat(
      ctx,
      icon,
      String(n),
      x + 12 + i * slot,
      y + 70,
      BANK_ICON,
      n === 0 ? UI.danger : UI.text,
      PHONE_TEXT_PX,
    );
  });
}
