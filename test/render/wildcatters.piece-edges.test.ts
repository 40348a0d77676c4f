import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { hexLuminance, luminance } from '../../src/render/kit/colour';
import { describe, expect, it } from 'vitest';
import { PLAYER_STYLES, UI } from '../../src/render/kit';
import { CONTINENT_FILL, PICTURE_SCALE, REFINERY_HALF, SPOT_R } from '../../src/render/wildcatters/layout';
import {
  TANKER_SIZE,
  TRAIN_SIZE,
  drawDisk,
  drawRefinery,
  drawRig,
  drawTanker,
  drawTrain,
} from '../../src/render/wildcatters/pieces';

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * A piece drawn at the picture's scale on its ground, and where a line across its body runs (design units from
 * the piece's point): the pixels along it from its left end.
 */
interface Piece {
  kind: string;
  dy: number;
  draw: (c: SKRSContext2D, x: number, y: number, seat: number) => void;
}

/** The pieces that stand on land. */
const PIECES: Piece[] = [
  { kind: 'rig', dy: SPOT_R * 0.6, draw: (c, x, y, seat) => drawRig(c, x, y, SPOT_R, seat) },
  {
    kind: 'refinery',
    dy: REFINERY_HALF * 0.4,
    draw: (c, x, y, seat) => drawRefinery(c, x, y, REFINERY_HALF, seat),
  },
  { kind: 'disk', dy: 0, draw: (c, x, y, seat) => drawDisk(c, x, y, SPOT_R, seat) },
  { kind: 'train', dy: TRAIN_SIZE * 0.2, draw: (c, x, y, seat) => drawTrain(c, x, y, TRAIN_SIZE, seat) },
];

/** The piece that sails, on the sea's dark blue (its line across the hull, below the bridge). */
const TANKER: Piece = {
  kind: 'tanker',
  dy: TANKER_SIZE * 0.15,
  draw: (c, x, y, seat) => drawTanker(c, x, y, TANKER_SIZE, seat),
};

/** A tanker that has sailed this round, drawn faded (the same line across its hull). */
const USED_TANKER: Piece = {
  kind: 'used tanker',
  dy: TANKER.dy,
  draw: (c, x, y, seat) => drawTanker(c, x, y, TANKER_SIZE, seat, true),
};

/**
 * How wide (picture pixels) the band is where the piece meets its ground at the line's left end: the run of
 * pixels that stand 3:1 or more from the ground in luminance (the least contrast a shape needs to be seen),
 * from the first pixel that differs from the ground (its antialiased edge pixel left out).
 */
function edgeWidth(piece: Piece, seat: number, ground: string): number {
  const size = 80;
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = ground;
  ctx.fillRect(0, 0, size, size);
  ctx.setTransform(PICTURE_SCALE, 0, 0, PICTURE_SCALE, 0, 0);
  const at = size / 2 / PICTURE_SCALE;
  piece.draw(ctx, at, at, seat);
  const data = ctx.getImageData(0, 0, size, size).data;
  const row = Math.round((at + piece.dy) * PICTURE_SCALE);
  const g = hexLuminance(ground);
  const lum = (x: number) => {
    const i = (row * size + x) * 4;
    return luminance(data[i]!, data[i + 1]!, data[i + 2]!);
  };
  let x = 0;
  while (x < size && contrast(lum(x), g) < 1.05) x++;
  if (contrast(lum(x), g) < 3) x++;
  let width = 0;
  while (x + width < size / 2 && contrast(lum(x + width), g) >= 3) width++;
  return width;
}

describe('Wildcatters pieces', () => {
  // A playtest's board: a white refinery on Southern Africa read as an empty site, a white shape in a 2 px line.
  it('are told from every continent by an edge of 2.5 px or more, in every player colour', () => {
    const grounds = [...new Set(Object.values(CONTINENT_FILL).map((c) => c.fill))];
    const thin: string[] = [];
    for (const piece of PIECES)
      for (let seat = 0; seat < PLAYER_STYLES.length; seat++)
        for (const ground of grounds) {
          const w = edgeWidth(piece, seat, ground);
          if (w < 2.5) thin.push(`${PLAYER_STYLES[seat]!.name} ${piece.kind} on ${ground}: ${w} px`);
        }
    expect(thin).toEqual([]);
  });

  // A look at the picture: a blue tanker's hull barely showed on the sea, and the dark outline of every tanker
  // stood only 2.4:1 from the sea's blue.
  // Later: a used tanker's halo was faded with it (3.0:1 from the sea, where whole it is 6.2:1): an edge of 1–2 px.
  it('tankers, used or not, are told from the sea by an edge of 2.5 px or more, in every player colour', () => {
    const thin: string[] = [];
    for (const piece of [TANKER, USED_TANKER])
      for (let seat = 0; seat < PLAYER_STYLES.length; seat++) {
        const w = edgeWidth(piece, seat, UI.sea);
        if (w < 2.5) thin.push(`${PLAYER_STYLES[seat]!.name} ${piece.kind} on the sea: ${w} px`);
      }
    expect(thin).toEqual([]);
  });
});
