/**
 * The loop's squares say what they are on a phone: Discord shows the picture ~400 px wide there, and the squares'
 * words, 18 px in the 1600 px picture, were 4.5 px tall, too small to read ("TEST DRILLING", "PRODUC-TION" cut
 * in two). Each square's word is 7 px or more there, whole inside its square, clear of its number and of the
 * lorries standing on it (and of the ring round the lorry of the player to act), and every kind of square still
 * reads apart from every other.
 */
import { describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { BOARD, HOLIDAY, SQUARE_KINDS } from '../../src/games/merit-oil/data';
import { drawStatic } from '../../src/render/merit-oil/board';
import { lorryBox, overlapArea, turnRingBox } from '../../src/render/merit-oil/geometry';
import { MERIT_LAYOUT, SQUARE_BOXES, SQUARE_STYLE, type Box } from '../../src/render/merit-oil/layout';
import { lorryPositions } from '../../src/render/merit-oil/placement';
import { renderMerit } from '../../src/render/merit-oil/render';
import { crowdedMeritScene } from '../../src/render/merit-oil/sampleScenes';
import type { LorryPlace } from '../../src/render/merit-oil/scene';
import { PHONE_PICTURE_WIDTH } from '../../src/render/kit/text';
import { textsDrawn, type DrawnText } from './texts-drawn';

/** The least a square's word is where a phone held upright shows the picture (PHONE_PICTURE_WIDTH wide). */
const PHONE_LEAST = 7;
/** How much narrower than its font a long word may be drawn (HOLIDAY in a square 120 px wide). */
const SQUEEZE_LEAST = 0.85;

/** The ink box of a drawn text as a Box. */
const boxOf = (t: DrawnText): Box => ({
  x: t.box.x0,
  y: t.box.y0,
  w: t.box.x1 - t.box.x0,
  h: t.box.y1 - t.box.y0,
});

/** Whether `inner` lies wholly inside `outer`, `margin` px in from its edges. */
const inside = (inner: Box, outer: Box, margin: number) =>
  inner.x >= outer.x + margin &&
  inner.y >= outer.y + margin &&
  inner.x + inner.w <= outer.x + outer.w - margin &&
  inner.y + inner.h <= outer.y + outer.h - margin;

/** The static layer's texts on each loop square: its number, and its words (every other text on it). */
function squareTexts(): { index: number; number: DrawnText | undefined; words: DrawnText[] }[] {
  const canvas = createCanvas(MERIT_LAYOUT.panel.x, MERIT_LAYOUT.height);
  const texts = textsDrawn(() => drawStatic(canvas.getContext('2d')));
  return BOARD.map((sq) => {
    const b = SQUARE_BOXES[sq.index]!;
    const on = texts.filter((t) => {
      const cx = (t.box.x0 + t.box.x1) / 2;
      const cy = (t.box.y0 + t.box.y1) / 2;
      return cx > b.x && cx < b.x + b.w && cy > b.y && cy < b.y + b.h;
    });
    return {
      index: sq.index,
      number: on.find((t) => t.text === String(sq.index)),
      words: on.filter((t) => t.text !== String(sq.index)),
    };
  });
}

describe("Merit's Oil loop squares on a phone", () => {
  it('writes every square’s words 7 px tall or more where the picture is shown 400 px wide, whole in the square, off its number', async () => {
    const png = await renderMerit(crowdedMeritScene());
    // The picture's own width (PNG header), as Discord scales it.
    const scale = PHONE_PICTURE_WIDTH / png.readUInt32BE(16);
    const bad: string[] = [];
    for (const { index, number, words } of squareTexts()) {
      const b = SQUARE_BOXES[index]!;
      if (!number) bad.push(`square ${index}: no number`);
      if (words.length === 0) bad.push(`square ${index}: no words`);
      words.forEach((w, i) => {
        const where = `square ${index} “${w.text}”`;
        if (w.px * scale < PHONE_LEAST) bad.push(`${where}: ${(w.px * scale).toFixed(1)} px on a phone`);
        if (w.squeeze < SQUEEZE_LEAST) bad.push(`${where}: narrowed to ${w.squeeze.toFixed(2)}`);
        if (!inside(boxOf(w), b, 2)) bad.push(`${where}: not whole inside the square`);
        if (number && overlapArea(boxOf(w), boxOf(number)) > 0) bad.push(`${where}: on the number`);
        for (const o of words.slice(i + 1))
          if (overlapArea(boxOf(w), boxOf(o)) > 0) bad.push(`${where}: on “${o.text}”`);
      });
    }
    expect(bad).toEqual([]);
  });

  it('stands one to six lorries on every square, and the ring round the one to act, clear of its words', () => {
    const texts = squareTexts();
    const words = texts.flatMap((s) => s.words.map((w) => ({ index: s.index, text: w.text, box: boxOf(w) })));
    const bad: string[] = [];
    const places: { name: string; at: LorryPlace }[] = [
      ...BOARD.map((sq) => ({
        name: `square ${sq.index}`,
        at: { kind: 'square', square: sq.index } as const,
      })),
      // Just landed on HOLIDAY: on its square.
      { name: 'HOLIDAY', at: { kind: 'holiday', stop: 0 } },
    ];
    for (const { name, at } of places)
      for (let n = 1; n <= 6; n++) {
        const lorries = Array.from({ length: n }, (_, seat) => ({ seat, at }));
        const positions = [...lorryPositions({ lorries }).values()];
        expect(positions).toHaveLength(n);
        positions.forEach((p, k) => {
          for (const [what, box] of [
            ['lorry', lorryBox(p)],
            ['ring', turnRingBox(p)],
          ] as const)
            for (const w of words)
              if (overlapArea(box, w.box) > 0)
                bad.push(`${name}, ${what} ${k + 1} of ${n} on “${w.text}” (square ${w.index})`);
        });
      }
    expect(bad).toEqual([]);
  });

  it('stands one to six lorries wholly inside their own square, off its words and its number, HOLIDAY’s too', () => {
    // Four to six lorries just landed on HOLIDAY stood in one row at full size, wider than the square: they
    // spread onto PRODUCTION 6 and the square beyond, 8, and read as standing there.
    const texts = squareTexts();
    const bad: string[] = [];
    const places: { square: number; at: LorryPlace }[] = [
      ...BOARD.map((sq) => ({ square: sq.index, at: { kind: 'square', square: sq.index } as const })),
      { square: HOLIDAY.square, at: { kind: 'holiday', stop: 0 } },
    ];
    for (const { square, at } of places) {
      const b = SQUARE_BOXES[square]!;
      const { number, words } = texts[square]!;
      const marks = [...words, ...(number ? [number] : [])];
      for (let n = 1; n <= 6; n++) {
        const lorries = Array.from({ length: n }, (_, seat) => ({ seat, at }));
        [...lorryPositions({ lorries }).values()].forEach((p, k) => {
          const where = `${at.kind} ${square}, lorry ${k + 1} of ${n}`;
          const box = lorryBox(p);
          if (!inside(box, b, 0)) bad.push(`${where}: not whole inside the square`);
          for (const t of marks) if (overlapArea(box, boxOf(t)) > 0) bad.push(`${where}: on “${t.text}”`);
        });
      }
    }
    expect(bad).toEqual([]);
    // Those just landed on HOLIDAY and those on its square stand together, none on another.
    const mixed = Array.from({ length: 6 }, (_, seat) => ({
      seat,
      at:
        seat % 2
          ? ({ kind: 'holiday', stop: 0 } as const)
          : ({ kind: 'square', square: HOLIDAY.square } as const),
    }));
    const alone = Array.from({ length: 6 }, (_, seat) => ({ seat, at: mixed[0]!.at }));
    expect(lorryPositions({ lorries: mixed })).toEqual(lorryPositions({ lorries: alone }));
  });

  it('tells every kind of square apart by its words and its colour', () => {
    const words = SQUARE_KINDS.map((k) => SQUARE_STYLE[k].words.join(' '));
    const fills = SQUARE_KINDS.map((k) => SQUARE_STYLE[k].fill);
    expect(new Set(words).size).toBe(SQUARE_KINDS.length);
    expect(new Set(fills).size).toBe(SQUARE_KINDS.length);
    // And the picture writes each kind's words on its squares.
    for (const { index, words: drawn } of squareTexts())
      expect(drawn.map((w) => w.text)).toEqual([...SQUARE_STYLE[BOARD[index]!.kind].words]);
  });
});
