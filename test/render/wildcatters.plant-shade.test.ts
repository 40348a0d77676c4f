/**
 * A refinery's building stands apart from its owner's barrels in the cells beside it: drawn in its owner's own
 * colour, building and barrels ran together into one block of colour, the building lost among them. Its walls
 * are a darker shade of that colour (the hue and the marker still say whose it is): measured on the pixels of a
 * building and a barrel of each seat's colour, drawn as the map draws them.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { PLAYERS } from '../../src/games/wildcatters/data';
import { PLAYER_STYLES, playerStyle } from '../../src/render/kit';
import { PLANT_HALF, PLANT_V, SLOT, SLOT_H } from '../../src/render/wildcatters/layout';
import { drawBarrel, drawRefinery } from '../../src/render/wildcatters/pieces';
import { colorDistance, contrastRatio, hexToRgb, type RGB } from './pixels';

/** The least luminance contrast between a building's walls and its owner's barrel. */
const LEAST_CONTRAST = 1.8;

/**
 * The commonest colour of a piece of `seat`'s drawn alone, 4 px a unit, on a grey ground, less its outline and its
 * marker's ink (the seat's outline colour, white and black): its fill.
 */
function fillOf(seat: number, draw: (c: SKRSContext2D) => void): RGB {
  const skip = [playerStyle(seat).outline, '#FFFFFF', '#1A1A1A', '#808080'].map(hexToRgb);
  const size = 200;
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#808080';
  ctx.fillRect(0, 0, size, size);
  ctx.setTransform(4, 0, 0, 4, 0, 0);
  draw(ctx);
  const d = ctx.getImageData(0, 0, size, size).data;
  const counts = new Map<number, number>();
  for (let i = 0; i < d.length; i += 4) {
    const k = (d[i]! << 16) | (d[i + 1]! << 8) | d[i + 2]!;
    const p: RGB = [d[i]!, d[i + 1]!, d[i + 2]!];
    if (skip.every((q) => colorDistance(p, q) > 8)) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const [k] = [...counts].reduce((a, b) => (b[1] > a[1] ? b : a));
  return [(k >> 16) & 255, (k >> 8) & 255, k & 255];
}

const building = (seat: number) => fillOf(seat, (c) => drawRefinery(c, 25, 25, PLANT_HALF, seat, PLANT_V));
const barrel = (seat: number) => fillOf(seat, (c) => drawBarrel(c, 25, 25, SLOT, SLOT_H, seat));

describe('Wildcatters’ refinery buildings', () => {
  const seats = Array.from({ length: PLAYERS.max }, (_, i) => i);

  it(`stand ${LEAST_CONTRAST}:1 or more from their owner's barrels, in every seat's colour`, () => {
    const merged: string[] = [];
    for (const seat of seats) {
      const [wall, cell] = [building(seat), barrel(seat)];
      // The barrel is its owner's colour.
      expect(colorDistance(cell, hexToRgb(playerStyle(seat).fill))).toBeLessThanOrEqual(2);
      const c = contrastRatio(wall, cell);
      // Measured: 1.9 (blue) to 2.7:1 (white); 1.0:1 in the owner's own colour.
      if (c < LEAST_CONTRAST) merged.push(`${PLAYER_STYLES[seat]!.name}: ${c.toFixed(2)}:1`);
    }
    expect(merged).toEqual([]);
  });

  it('keep their owner’s hue: nearer its colour than any other seat’s', () => {
    const astray: string[] = [];
    for (const seat of seats) {
      const wall = building(seat);
      // Compared by the colour's direction (a shade keeps its channels' proportions), not its brightness.
      const norm = (p: RGB) => {
        const s = p[0] + p[1] + p[2] || 1;
        return p.map((c) => c / s);
      };
      const dist = (other: number) => {
        const [a, b] = [norm(wall), norm(hexToRgb(playerStyle(other).fill))];
        return Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
      };
      const nearest = seats.reduce((best, o) => (dist(o) < dist(best) ? o : best), seats[0]!);
      if (nearest !== seat)
        astray.push(`${PLAYER_STYLES[seat]!.name} reads as ${PLAYER_STYLES[nearest]!.name}`);
    }
    expect(astray).toEqual([]);
  });
});
