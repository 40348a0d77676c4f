/**
 * The score-board panel: round and last roll, who is to act, the freight quotation and the canal, share prices, the
 * free tankers, the Test Drilling track with the lorries on it and the concession cards left, and one card per player
 * (cards.ts). Every word 36 px or more, 9 px where Discord shows the 1600 px picture 400 px wide on a phone held
 * upright (a turn line too long for the header says it in fewer words: `turnLine`). The bills of lading left per port are in the
 * turn message's Scores (five ports' names and counts had no room at that size).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import {
  DRILLING_TRACK,
  FREIGHT_LEVELS,
  TANKERS,
  type DrillingSection,
  type Tanker,
} from '../../games/merit-oil/data';
import { UI, drawDie, drawPanel, drawText, printableName, textWidth } from '../kit';
import { RegionCache } from '../kit/regions';
import { drawLorry, drawTurnRing, turnSeat } from './board';
import { cardName, drawCardFace, drawPlayerCard, measuring, shortMoney } from './cards';
import { PANEL_LORRY as LORRY } from './geometry';
import { MERIT_LAYOUT, TANKER_COLOURS, type Box } from './layout';
import type { MeritScene } from './scene';

const PAD = 12;

/**
 * The least size a header's turn line shrinks to should `turnLine`'s shortest words not fit (they do, for names
 * of up to 32 characters: test/render/merit-oil.panel.test.ts); the turn message's title says it whole.
 */
export const PANEL_MIN_TEXT = 18;
/**
 * The size of the freight, share and tanker lines' words (freight level and multiple, the canal, share prices,
 * free tankers, the Test Drilling track's title and the concessions left): 36 px, 9 px where Discord shows the
 * 1600 px picture 400 px wide on a phone held upright (they were 18–28 px, 4.5–7 px).
 */
export const MARKET_SIZE = 36;

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
/** The Test Drilling track's title line (its middle), then two rows of six cells, each CELL_H tall, DRILL_GAP apart. */
const DRILL_TITLE_Y = FREE_Y + 44;
const DRILL_Y = DRILL_TITLE_Y + 24;
const DRILL_CELL_H = 68;
const DRILL_GAP = 4;
const DRILL_PER_ROW = 6;
const CARDS_Y = DRILL_Y + 2 * (DRILL_CELL_H + DRILL_GAP) + 4;

/** The panel's room inside its padding: every line and row starts at INNER_X and is INNER_W wide. */
const INNER_X = P.x + PAD;
const INNER_W = P.w - 2 * PAD;

export function panelGeometry(players: number): PanelGeometry {
  const x = INNER_X;
  const w = INNER_W;
  const freight = { x: x - 5, y: FREIGHT_Y - 22, w: w + 10, h: 44 };
  const drilling = drillingCells();
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

/** The room a drilling cell keeps each side of its word (px): the word's 3 px edge, and a pixel of air. */
const DRILL_WORD_PAD = 3;
let drillingBoxes: Box[] | undefined;

/**
 * The Test Drilling track's cells, two rows of six from INNER_X, each row INNER_W wide: each cell as wide as its word
 * (`drillingWord`) at DRILL_WORD_SIZE, the row's room left over shared out evenly. A cost says its sum as every sum
 * on the picture ("£30k", 91 px), where twelve cells 76 px wide had room for "30k" alone; "↓" needs 33 px. Measured
 * once: nothing they depend on changes between pictures.
 */
function drillingCells(): Box[] {
  if (drillingBoxes) return drillingBoxes;
  const ctx = measuring();
  const sections = [null, ...DRILLING_TRACK];
  const boxes: Box[] = [];
  for (let row = 0; row * DRILL_PER_ROW < sections.length; row++) {
    const cells = sections.slice(row * DRILL_PER_ROW, (row + 1) * DRILL_PER_ROW);
    const needs = cells.map(
      (s) => textWidth(ctx, drillingWord(s), DRILL_WORD_SIZE, 700) + 2 * DRILL_WORD_PAD,
    );
    const spare =
      (INNER_W - (cells.length - 1) * DRILL_GAP - needs.reduce((a, b) => a + b, 0)) / cells.length;
    let at = INNER_X;
    for (const need of needs) {
      boxes.push({ x: at, y: DRILL_Y + row * (DRILL_CELL_H + DRILL_GAP), w: need + spare, h: DRILL_CELL_H });
      at += need + spare + DRILL_GAP;
    }
  }
  drillingBoxes = boxes;
  return boxes;
}

export function drawPanelArea(ctx: SKRSContext2D, scene: MeritScene): void {
  const g = panelGeometry(scene.players.length);
  drawPanelShapes(ctx, scene, g);
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
 * The panel's fixed shapes, kept (PANEL_REGIONS): its background, the Test Drilling track's cells and the player
 * cards' faces and frames, which change only with the players' seats, the seat to act and the winners. The
 * panel's rectangle is whole pixels and its background covers it, so it needs no ground of its own: copied, it
 * gives the very pixels drawing gives. Nothing drawn before it on the panel reaches its shapes, and the words,
 * lorries and rings drawn after go over them as before.
 */
export const PANEL_REGIONS = new RegionCache(8);

function drawPanelShapes(ctx: SKRSContext2D, scene: MeritScene, g: PanelGeometry): void {
  const seats = scene.players.map((p) => p.seat).join(',');
  const winners = scene.result?.winners.join(',') ?? '';
  const key = `${seats}|${scene.turn.seat}|${scene.marks ? 1 : 0}|${winners}`;
  const identity = { a: 1, d: 1, e: 0, f: 0 };
  PANEL_REGIONS.draw(
    ctx,
    key,
    P,
    identity,
    () => {},
    (c) => {
      c.fillStyle = UI.panel;
      c.fillRect(P.x, P.y, P.w, P.h);
      drawDrillingCells(c, g.drilling);
      scene.players.forEach((p, i) => {
        const box = g.cards[i];
        if (box) drawCardFace(c, scene, p, box);
      });
    },
  );
}

/**
 * The size of the header's round and of the line naming who is to act, when it fits: 38 and 36 px, 9.5 and 9 px
 * where Discord shows the picture 400 px wide on a phone held upright (they were 24 and 26 px, 6–6.5 px). A long
 * line ("Ana: drill by HELICOPTER for £15,000 or stay") says it in fewer words, the name perhaps cut (`turnLine`);
 * the turn message's title says it whole.
 */
export const HEADER_ROUND_SIZE = 38;
export const HEADER_TURN_SIZE = 36;

/**
 * The turn line's gap after the lorry and its room short of the panel's right edge (px): 6 each, where 10 and the
 * panel's 12 left "Random bot: deal or end" 10 px short of room for its name.
 */
const TURN_LINE_GAP = 6;
const TURN_LINE_END = 6;
/** The turn line's room for the name and what they are doing (px), after the lorry. */
export const TURN_LINE_ROOM = P.w - PAD - TURN_LINE_END - LORRY * 2 - TURN_LINE_GAP;

/** Letters of a long name kept before a shorter wording of what they do is taken. */
const NAME_KEPT = 6;

/**
 * The header's line naming who is to act, at HEADER_TURN_SIZE within `room`: the name and what they are doing,
 * in the longest words (`turn.shorter`) that leave the name whole; for a name too long for any, the longest that
 * leave NAME_KEPT letters of it, else the shortest,
 * the name cut with an ellipsis (as a card's). What they do never gives way to the name: "drill by HELICOPTER for
 * £15,00…" misread the price. A long line shrank to 18 px (4.5 px on a phone), a 32-letter name to 24 px.
 */
export function turnLine(
  ctx: SKRSContext2D,
  name: string,
  turn: { doing: string; shorter?: readonly string[] },
  room: number,
): string {
  const words = [turn.doing, ...(turn.shorter ?? [])];
  // The longest words that leave the name whole ("Greedy bot: roll", where it read "Greedy…: charter or roll").
  const whole = words.find((doing) => textWidth(ctx, `${name}: ${doing}`, HEADER_TURN_SIZE, 800) <= room);
  if (whole !== undefined) return `${name}: ${whole}`;
  let line = '';
  for (const doing of words) {
    const who = cardName(
      ctx,
      name,
      room - textWidth(ctx, `: ${doing}`, HEADER_TURN_SIZE, 800),
      HEADER_TURN_SIZE,
    );
    line = `${who}: ${doing}`;
    if (who === name || who.replace(/….*$/, '').length >= NAME_KEPT) break;
  }
  return line;
}

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
    const room = TURN_LINE_ROOM;
    drawText(ctx, turnLine(ctx, name, scene.turn, room), x + LORRY * 2 + TURN_LINE_GAP, 74, {
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

/**
 * The share prices ("Ref £30k · Ship £15k", "sold out" when the bank has no blocks left), then the tankers free to
 * charter ("Free tankers" and their dots, "none" when all four are at sea), each line at MARKET_SIZE. How many
 * blocks the bank still holds is left out: it did not fit at a readable size, and the Shares button says when
 * there are none.
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
}

/** The tankers waiting at the score-board to be chartered ("Free" alone did not say what was free). */
const FREE_TANKERS = 'Free tankers';
const FREE_TANKER_R = 12;

/**
 * Where the first free tanker's dot starts: after the "Free tankers" words, far enough that the since picture's
 * ring round a freed tanker (5 px wider than its dot, its stroke 5 px either side) keeps off the "s".
 */
function freeTankersX(ctx: SKRSContext2D): number {
  return P.x + PAD + textWidth(ctx, FREE_TANKERS, MARKET_SIZE, 800) + 18;
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
    tx += 2 * FREE_TANKER_R + 10; // a freed tanker's ring on the since picture keeps off the next dot
  }
  return out;
}

/** The line of share prices on the panel. */
export const SHARES_LINE: Box = { x: P.x + PAD - 5, y: SHARES_Y - 22, w: P.w - 2 * PAD + 10, h: 44 };

/**
 * The words in the Test Drilling track's cells ("Top", "Dry", "£20k"), 36 px in 700 weight: 9 px where Discord
 * shows the picture 400 px wide on a phone held upright (they were 18 px, 4.5 px there). Twelve cells of 37 px
 * in one row had no room for them ("£30k" takes 91 px): the track runs in two rows of six cells, each as wide as
 * its word (`drillingCells`), the section after the sixth starting the second row. Each cell's colour says its kind as well.
 */
export const DRILL_WORD_SIZE = 36;

const SECTION_STYLE = {
  rock: { fill: '#A1887F', ink: '#1A1A1A' },
  cost: { fill: '#FFB74D', ink: '#1A1A1A' },
  dry: { fill: '#90A4AE', ink: '#1A1A1A' },
  strike: { fill: '#111111', ink: UI.gold },
} as const;

/**
 * The Test Drilling track's title line: "Test drilling" and, to the right, the concession cards left to strike
 * ("9 wells left"; "no wells left" in red, when a strike gets nothing). The old 18 px title had no room at 36 px
 * beside "Concessions 13", which stood on the free tankers' line.
 */
function drawDrillingTitle(ctx: SKRSContext2D, scene: MeritScene): void {
  const style = { size: MARKET_SIZE, weight: 800, baseline: 'middle' } as const;
  drawText(ctx, DRILL_TITLE, P.x + PAD, DRILL_TITLE_Y, { ...style, color: UI.textDim });
  drawText(ctx, wellsLeftWords(scene.concessionsLeft), P.x + P.w - PAD, DRILL_TITLE_Y, {
    ...style,
    color: scene.concessionsLeft > 0 ? UI.text : '#FF8A8D',
    align: 'right',
  });
}

export const DRILL_TITLE = 'Test drilling';

/** The concession cards left, as the drilling title's line says them: "9 wells left", "1 well left", "no wells left". */
export function wellsLeftWords(n: number): string {
  return n === 0 ? 'no wells left' : n === 1 ? '1 well left' : `${n} wells left`;
}

/** Each drilling cell's section (null for the top, before the first) and its colours. */
function drillingStyles(boxes: readonly Box[]) {
  return boxes.map((_, i) => {
    const section = i === 0 ? null : (DRILLING_TRACK[i - 1] ?? null);
    return { section, st: section ? SECTION_STYLE[section.kind] : { fill: '#5D4037', ink: '#FFFFFF' } };
  });
}

/** The Test Drilling track's cells, in their sections' colours (the panel's kept layer). */
function drawDrillingCells(ctx: SKRSContext2D, boxes: readonly Box[]): void {
  const styles = drillingStyles(boxes);
  boxes.forEach((b, i) =>
    drawPanel(ctx, b.x, b.y, b.w, b.h, {
      fill: styles[i]!.st.fill,
      border: '#0A141C',
      borderWidth: 1.5,
      radius: 5,
    }),
  );
}

/** The Test Drilling track over its cells (the panel's kept layer): its title, the lorries and the cells' words. */
function drawDrilling(ctx: SKRSContext2D, scene: MeritScene, boxes: Box[]): void {
  drawDrillingTitle(ctx, scene);
  const styles = drillingStyles(boxes);
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
    drawText(ctx, drillingWord(section), b.x + b.w / 2, b.y + DRILL_WORD_Y, {
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
 * The word in a drilling cell: "Top" above section 1, a cost as every sum on the picture ("£10k", `shortMoney`; it
 * said "10k", where the cards and the share prices say "£476k" and "£20k"), "Dry", "Oil", and for a rock section,
 * where the lorry drills on and nothing happens, an arrow down (the rules' "drill on"). Rock sections said their
 * numbers, "1" and "10", which beside "10k" read as money; "Rock" (87 px at 36 px) has no room in its cell.
 */
export function drillingWord(section: DrillingSection | null): string {
  if (!section) return 'Top';
  switch (section.kind) {
    case 'cost':
      return shortMoney(section.amount);
    case 'dry':
      return 'Dry';
    case 'strike':
      return 'Oil';
    case 'rock':
      return DRILL_ON;
  }
}
/** A rock section's word: drill on, down the track. */
export const DRILL_ON = '↓';

/**
 * The room a drilling section leaves its lorries under its word, from the cell's top (px): the word's glyphs end
 * about 35 px down (the descenders of "Top" and "Dry"), the cell's border 1.5 px above its foot.
 */
export const DRILL_ROOM = { top: 36, bottom: 66 } as const;
/** The middle of a drilling cell's word below the cell's top (px). */
const DRILL_WORD_Y = 17.5;

/**
 * A lone lorry's size on the Test Drilling track (half-length, px): 36 px long, 9 px where a phone shows the picture
 * 400 px wide (the header's 15 px, 7.5 px there, a speck under "£5k" a playtester could not find); a "↓" cell, 42 px
 * wide, holds it, and the ring round the one to act stays within the track's rows.
 */
export const DRILL_LORRY = 18;

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
    const wide = Math.min(DRILL_LORRY, b.w / 2 - 2);
    if (seats.length === 1) {
      out.set(seats[0]!, { x: b.x + b.w / 2, y: b.y + (DRILL_ROOM.top + DRILL_ROOM.bottom) / 2, size: wide });
      continue;
    }
    // Two abreast where the cell is wide enough (a cost's cell, 84–100 px; a "↓" one, 42 px, holds one abreast),
    // in rows a pixel apart: each lorry's share of the room and the size that fills it.
    const n = seats.length;
    const across = Math.max(1, Math.min(n, Math.floor(b.w / (2 * DRILL_LORRY + 4))));
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
