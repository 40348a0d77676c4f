/**
 * Every player's pieces on the Wildcatters map read on a phone held upright, where Discord shows the picture
 * about 400 px wide (PHONE_PICTURE_WIDTH): drawn at that scale on each land's colour and on its oil patch (the
 * land under the patch's shade), each rig, pump jack, disk, train and refinery of each colour shows a shape of
 * LEAST_PX phone pixels or more that stand 3:1 or more from the ground in luminance (what a colour-blind player
 * sees as well), in the colours of its four seats. A white pump jack on an oil patch showed 2–5 such pixels:
 * its dark outline, 1.5 units inside the piece (its beam's 0.5), blurred with the white into the patch's grey.
 */
import { luminance } from '../../src/render/kit/colour';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { PLAYERS } from '../../src/games/wildcatters/data';
import { PHONE_PICTURE_WIDTH, PLAYER_STYLES } from '../../src/render/kit';
import { CONTINENT_FILL, DESIGN_SIZE, REFINERY_HALF, SPOT_R } from '../../src/render/wildcatters/layout';
import * as pieces from '../../src/render/wildcatters/pieces';

/** One design unit in the phone's px. */
const PHONE_UNIT = PHONE_PICTURE_WIDTH / DESIGN_SIZE.width;

/** The least pixels of a piece's shape there that stand 3:1 from its ground. */
const LEAST_PX = 8;

/** The oil patch's shade over the land (board.ts drawFields). */
const PATCH_SHADE = 'rgba(35,28,22,0.30)';

const PIECES: Record<string, (c: SKRSContext2D, x: number, y: number, seat: number) => void> = {
  rig: (c, x, y, seat) => pieces.drawRig(c, x, y, SPOT_R, seat),
  'pump jack': (c, x, y, seat) => pieces.drawPumpJack(c, x, y, SPOT_R, seat),
  disk: (c, x, y, seat) => pieces.drawDisk(c, x, y, SPOT_R, seat),
  train: (c, x, y, seat) => pieces.drawTrain(c, x, y, pieces.TRAIN_SIZE, seat),
  refinery: (c, x, y, seat) => pieces.drawRefinery(c, x, y, REFINERY_HALF, seat),
};

/** The phone pixels of `piece` drawn alone on `ground` (and the patch's shade) that stand 3:1 from it. */
function shown(draw: (typeof PIECES)[string], seat: number, ground: string, patch: boolean): number {
  const size = 40;
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = ground;
  ctx.fillRect(0, 0, size, size);
  if (patch) {
    ctx.fillStyle = PATCH_SHADE;
    ctx.fillRect(0, 0, size, size);
  }
  const g = ctx.getImageData(0, 0, 1, 1).data;
  const bg = luminance(g[0]!, g[1]!, g[2]!);
  ctx.setTransform(PHONE_UNIT, 0, 0, PHONE_UNIT, 0, 0);
  draw(ctx, size / 2 / PHONE_UNIT, size / 2 / PHONE_UNIT, seat);
  const d = ctx.getImageData(0, 0, size, size).data;
  let n = 0;
  for (let i = 0; i < d.length; i += 4) {
    const l = luminance(d[i]!, d[i + 1]!, d[i + 2]!);
    if ((Math.max(l, bg) + 0.05) / (Math.min(l, bg) + 0.05) >= 3) n++;
  }
  return n;
}

describe('Wildcatters’ pieces on a phone', () => {
  it(`show ${LEAST_PX} phone px or more of shape 3:1 from every land and oil patch, in every colour`, () => {
    const grounds = [...new Set(Object.values(CONTINENT_FILL).map((c) => c.fill))];
    const faint: string[] = [];
    for (const [kind, draw] of Object.entries(PIECES))
      // The colours of Wildcatters' seats (2–4 players).
      for (let seat = 0; seat < PLAYERS.max; seat++)
        for (const ground of grounds)
          for (const patch of [false, true]) {
            const n = shown(draw, seat, ground, patch);
            // Measured: 9 px or more (a white pump jack on Asia's patch, 10 a white rig there, 13 or more all
            // else); with the outline 1.5 units inside (a jack's beam 0.5) the white jack showed 2 and 5.
            if (n < LEAST_PX)
              faint.push(
                `${PLAYER_STYLES[seat]!.name} ${kind} on ${ground}${patch ? "'s patch" : ''}: ${n} px`,
              );
          }
    expect(faint).toEqual([]);
  });
});
