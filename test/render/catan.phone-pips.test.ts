/**
 * A number token's probability pips where a phone shows the Catan and Oil Springs picture 400 px wide
 * (PHONE_PICTURE_WIDTH): 2.5 px across there or more and a pixel apart (they were 1.06 px across, 0.31 px
 * apart: a grey smear; then 2.0 px across, still specks). Sizes are measured on the whole picture's pixels and given in the phone's px. (The Oil Springs box's
 * lost tokens, whose numbers a red stroke crossed, are test/render/panel-clashes's: nothing lies on a text.)
 */
import { describe, expect, it } from 'vitest';
import { boardTransform } from '../../src/render/catan/board';
import { CATAN_LAYOUT } from '../../src/render/catan/layout';
import { drawCatan, pixelOf } from '../../src/render/catan/render';
import { lateBaseScene, lateOilSpringsScene } from '../../src/render/catan/sampleScenes';
import type { CatanScene } from '../../src/render/catan/scene';
import { PHONE_PICTURE_WIDTH, UI } from '../../src/render/kit';
import { PIPS } from '../../src/games/catan/data';
import { hexToRgb, type RGB } from './pixels';

/** One of the picture's px in the phone's px. */
const PHONE_PX = PHONE_PICTURE_WIDTH / CATAN_LAYOUT.width;

interface Picture {
  at(x: number, y: number): RGB;
}

function picture(scene: CatanScene): Picture {
  const c = drawCatan(scene);
  const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  return {
    at: (x, y) => {
      const i = (y * c.width + x) * 4;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    },
  };
}

function dist2(a: RGB, b: RGB): number {
  return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;
}

interface Blob {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  px: Array<[number, number]>;
}

/** The 4-connected blobs of the pixels `inside` a box that `is` takes. */
function blobs(
  box: { x0: number; x1: number; y0: number; y1: number },
  is: (x: number, y: number) => boolean,
): Blob[] {
  const seen = new Set<string>();
  const out: Blob[] = [];
  for (let y = box.y0; y <= box.y1; y++)
    for (let x = box.x0; x <= box.x1; x++) {
      if (seen.has(`${x},${y}`) || !is(x, y)) continue;
      const b: Blob = { x0: x, x1: x, y0: y, y1: y, px: [] };
      const todo: Array<[number, number]> = [[x, y]];
      seen.add(`${x},${y}`);
      while (todo.length) {
        const [px, py] = todo.pop()!;
        b.px.push([px, py]);
        b.x0 = Math.min(b.x0, px);
        b.x1 = Math.max(b.x1, px);
        b.y0 = Math.min(b.y0, py);
        b.y1 = Math.max(b.y1, py);
        for (const [nx, ny] of [
          [px + 1, py],
          [px - 1, py],
          [px, py + 1],
          [px, py - 1],
        ] as const) {
          if (nx < box.x0 || nx > box.x1 || ny < box.y0 || ny > box.y1) continue;
          if (seen.has(`${nx},${ny}`) || !is(nx, ny)) continue;
          seen.add(`${nx},${ny}`);
          todo.push([nx, ny]);
        }
      }
      out.push(b);
    }
  return out;
}

/** A blob's width in the phone's px, as a disc of its area. */
function across(b: Blob): number {
  return 2 * Math.sqrt(b.px.length / Math.PI) * PHONE_PX;
}

/** The least distance between two blobs' pixels, in the picture's px, less one: the clear pixels between them. */
function gap(a: Blob, b: Blob): number {
  let least = Infinity;
  for (const [ax, ay] of a.px)
    for (const [bx, by] of b.px) least = Math.min(least, Math.hypot(ax - bx, ay - by));
  return least - 1;
}

/**
 * Each number token's pips on the board of `scene`: the token's face is the cream blob around its hex's middle,
 * its ink the pixels nearer its number's colour than the face's, a pip an ink blob under a quarter of the face's
 * height (the number's figures are taller).
 */
function tokenPips(scene: CatanScene): Array<{ hex: string; n: number; pips: Blob[] }> {
  const pic = picture(scene);
  const R = boardTransform(scene).unit;
  const face = hexToRgb(UI.token);
  return scene.hexes
    .filter((h) => h.number !== null && !h.polluted)
    .map((h) => {
      const n = h.number!;
      const ink = hexToRgb(n === 6 || n === 8 ? UI.tokenRed : UI.tokenInk);
      const c = pixelOf(scene, h.center);
      const around = {
        x0: Math.round(c.x - R * 0.6),
        x1: Math.round(c.x + R * 0.6),
        y0: Math.round(c.y - R * 0.3),
        y1: Math.round(c.y + R * 0.7),
      };
      const cream = blobs(around, (x, y) => dist2(pic.at(x, y), face) < 20 ** 2).sort(
        (a, b) => b.px.length - a.px.length,
      )[0]!;
      // Inside the face's disc, short of its edge (the rim's smoothed edge is darker than the face too).
      const mid = { x: (cream.x0 + cream.x1) / 2, y: (cream.y0 + cream.y1) / 2 };
      const radius = (cream.x1 - cream.x0 + 1) / 2 - 1;
      const isInk = (x: number, y: number) => {
        if (Math.hypot(x - mid.x, y - mid.y) > radius) return false;
        const p = pic.at(x, y);
        return dist2(p, ink) < dist2(p, face);
      };
      const inked = blobs({ x0: cream.x0, x1: cream.x1, y0: cream.y0, y1: cream.y1 }, isInk);
      const height = cream.y1 - cream.y0 + 1;
      return { hex: h.name, n, pips: inked.filter((b) => b.y1 - b.y0 + 1 < height / 4) };
    });
}

describe('number tokens on a phone', () => {
  for (const [game, scene] of [
    ['Catan', lateBaseScene()],
    ['Oil Springs', lateOilSpringsScene()],
  ] as const)
    it(`draws each of ${game}’s tokens’ pips apart, 2.5 phone px across or more, 0.9 phone px or more from the next`, () => {
      const tokens = tokenPips(scene);
      expect(tokens.length).toBeGreaterThanOrEqual(15);
      let least = Infinity;
      let closest = Infinity;
      const merged: string[] = [];
      for (const t of tokens) {
        if (t.pips.length !== PIPS[t.n]) merged.push(`${t.hex} ${t.n}: ${t.pips.length} dots`);
        for (const p of t.pips) least = Math.min(least, across(p));
        for (let i = 1; i < t.pips.length; i++)
          for (let j = 0; j < i; j++) closest = Math.min(closest, gap(t.pips[i]!, t.pips[j]!) * PHONE_PX);
      }
      // Measured: 2.6 phone px across (a disc of a dot's area), 0.94 phone px of clear pixels between two (they
      // were 1.06 across, 0.31 apart: one clear pixel of the picture; then 2.0 across, 1.0 apart).
      // As many dots as pips on every token: none ran into the next.
      expect(merged).toEqual([]);
      expect(least).toBeGreaterThanOrEqual(2.5);
      expect(closest).toBeGreaterThanOrEqual(0.9);
    });
});
