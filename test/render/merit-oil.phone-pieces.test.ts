/**
 * What a player finds on Merit's "Oil" board where a phone shows the picture 400 px wide (PHONE_PICTURE_WIDTH):
 * their lorry, on a loop square or at a stop off the loop (at 15 px half-length a lorry was 8 px long there, some
 * 32 phone px², a speck beside the squares' words), the caption saying what just happened, the loop squares'
 * numbers the moves name them by, and the map's words: the places' names, the inset's caption, the tankers' cargo
 * labels and the word CLOSED over a closed Suez Canal. Sizes are measured on the whole picture (the pixels a lone piece changes, or the size a text
 * is written at), in the phone's px.
 */
import { describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { drawStatic } from '../../src/render/merit-oil/board';
import { mapNames } from '../../src/render/merit-oil/geometry';
import { drawMerit } from '../../src/render/merit-oil/render';
import { MERIT_LAYOUT } from '../../src/render/merit-oil/layout';
import { crowdedMeritScene, lateMeritScene } from '../../src/render/merit-oil/sampleScenes';
import type { LorryPlace, MeritScene } from '../../src/render/merit-oil/scene';
import { PHONE_PICTURE_WIDTH } from '../../src/render/kit/text';
import { textsDrawn } from './texts-drawn';

/** One of the picture's px in the phone's px. */
const PHONE_PX = PHONE_PICTURE_WIDTH / MERIT_LAYOUT.width;

function pixels(scene: MeritScene): Uint8ClampedArray {
  const c = drawMerit(scene);
  return c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
}

/** The pixels that differ between two drawings of the same size: how many, and the box they span. */
function changed(a: Uint8ClampedArray, b: Uint8ClampedArray): { n: number; w: number; h: number } {
  const W = MERIT_LAYOUT.width;
  let n = 0;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < a.length; i += 4)
    if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) {
      n++;
      const x = (i / 4) % W;
      const y = Math.floor(i / 4 / W);
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    }
  return { n, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}

describe('Merit’s “Oil” board on a phone', () => {
  // The late scene without lorries, tankers, the caption's turn or the player to act (no ring): a lorry is all
  // that changes.
  const empty: MeritScene = {
    ...lateMeritScene(),
    lorries: [],
    tankers: [],
    turn: { seat: null, doing: '' },
  };
  const bare = pixels(empty);

  /** A lone lorry of each of four seats at `at`: the least length, height and area it shows on the phone. */
  function shown(at: LorryPlace): { long: number; tall: number; area: number } {
    const sizes = [0, 1, 2, 3].map((seat) => changed(pixels({ ...empty, lorries: [{ seat, at }] }), bare));
    return {
      long: Math.min(...sizes.map((s) => s.w * PHONE_PX)),
      tall: Math.min(...sizes.map((s) => s.h * PHONE_PX)),
      area: Math.min(...sizes.map((s) => s.n * PHONE_PX ** 2)),
    };
  }

  it.each([
    ['on a loop square (START)', { kind: 'square', square: 0 }],
    ['on a loop square (MEMO 14, on the right edge)', { kind: 'square', square: 14 }],
    ['on a loop square (NEWS 22, on the bottom edge)', { kind: 'square', square: 22 }],
    ['at Nice', { kind: 'holiday', stop: 2 }],
    ['on the Kwinana trip', { kind: 'kwinana' }],
  ] as const)('draws a lone lorry %s 10 phone px long or more, 45 phone px² or more', (_, at) => {
    const s = shown(at);
    // Measured: 10.5–11.5 px long, 6 px tall or more, 53–88 phone px² (Kwinana's with its leader line); at 15 px
    // 8–9 px long, 4.5–5 px tall, 32–60 phone px².
    expect(s.long).toBeGreaterThanOrEqual(10);
    expect(s.tall).toBeGreaterThanOrEqual(5.5);
    expect(s.area).toBeGreaterThanOrEqual(45);
  });

  it.each([
    ['Beirut', { kind: 'holiday', stop: 1 }],
    ['the head office in England (the inset)', { kind: 'england' }],
  ] as const)('draws a lone lorry at %s, where names crowd it, no smaller than at 15 px', (_, at) => {
    const s = shown(at);
    // Measured: Beirut 7.5 px long (a size 12 lorry: larger ones stand nearer Tripoli or the Gulf, or on the air
    // route), London 9.5 (size 16: larger, it stood on Wales); at 15 px 7.5 and 9.
    expect(s.long).toBeGreaterThanOrEqual(7.5);
    expect(s.area).toBeGreaterThanOrEqual(30);
  });

  it.each([
    ['“Top”, above section 1', 0],
    ['a “↓” section (the narrowest cell)', 1],
    ['a cost section', 3],
  ] as const)(
    'draws a lone lorry on the Test Drilling track, at %s, 9.5 phone px long or more',
    (_, section) => {
      const s = shown({ kind: 'drilling', section });
      // Measured: 9.75 px long, 5.5 px tall (a size 18 lorry); at 15 px, the header's size, 8.25 and 4.75, a speck
      // under the cell's word a playtester found hard to read.
      expect(s.long).toBeGreaterThanOrEqual(9.5);
      expect(s.tall).toBeGreaterThanOrEqual(5.25);
    },
  );

  it('writes a short caption (“Dolores rolled 2”) 8 phone px tall or more', () => {
    const scene = { ...lateMeritScene(), caption: 'Dolores rolled 2' };
    const caption = textsDrawn(() => drawMerit(scene)).find((t) => t.text === 'Dolores rolled 2');
    // 32 px, 8 px there (24 px, 6 px, before).
    expect(caption!.px * PHONE_PX).toBeGreaterThanOrEqual(8);
  });

  it('writes every loop square’s number 7 phone px or more (the moves name a square by it), as its word', () => {
    const canvas = createCanvas(MERIT_LAYOUT.panel.x, MERIT_LAYOUT.height);
    const texts = textsDrawn(() => drawStatic(canvas.getContext('2d')));
    for (let i = 0; i < 32; i++) {
      const number = texts.find((t) => t.text === String(i));
      // 28 px, 7 px there (24 px, 6 px, before; 18 px, 4.5 px, before that).
      expect(number!.px * PHONE_PX, `square ${i}`).toBeGreaterThanOrEqual(7);
    }
  });

  it('writes every name of the map and the inset’s caption 6 phone px or more', () => {
    const canvas = createCanvas(MERIT_LAYOUT.panel.x, MERIT_LAYOUT.height);
    const texts = textsDrawn(() => drawStatic(canvas.getContext('2d')));
    for (const text of [...mapNames().map((n) => n.text), 'NW Europe, enlarged']) {
      const drawn = texts.find((t) => t.text === text);
      // 24 px, 6 px there (18 px, 4.5 px, before).
      expect(drawn!.px * PHONE_PX, text).toBeGreaterThanOrEqual(6);
    }
  });

  it('writes the tankers’ cargo labels and CLOSED over a closed Suez Canal 6 phone px or more', () => {
    const scene = { ...crowdedMeritScene(), suezOpen: false };
    const texts = textsDrawn(() => drawMerit(scene));
    const words = texts.filter((t) => t.text === 'CLOSED' || /^\d+(\.\d)?k/.test(t.text));
    expect(words.map((t) => t.text)).toContain('CLOSED');
    expect(words.length).toBeGreaterThan(scene.tankers.length);
    // 24 px, 6 px there (18 px, 4.5 px, before).
    for (const t of words) expect(t.px * PHONE_PX, t.text).toBeGreaterThanOrEqual(6);
  });
});
