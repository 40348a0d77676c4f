/**
 * Wildcatters pieces in a seat's colour, each with the seat's marker glyph so colour is never the only cue:
 * rig (a derrick), pump jack (a nodding beam), wildcatter disk, train, tanker, refinery and barrel.
 */
import { hexLuminance } from '../kit/colour';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawText, markerPath, playerStyle, roundRectPath, type PlayerStyle } from '../kit';
import {
  COUNT_HALF_W,
  COUNT_R,
  COUNT_TEXT,
  MARK_TEXT,
  REFINERY_HALF,
  SPOT_R,
  type Box,
  type Pt,
} from './layout';

const NEUTRAL = { fill: '#9AA3AD', outline: '#2A2F35', ink: '#1A1A1A' } as const;

function glyph(ctx: SKRSContext2D, style: PlayerStyle, x: number, y: number, r: number): void {
  markerPath(ctx, style.marker, x, y, r);
  ctx.fillStyle = style.ink;
  ctx.fill();
}

/**
 * How far a piece's dark outline reaches inside it past its stroke (design units): the edge a piece is told from
 * its ground by, whatever their colours. With the stroke's inner half alone, 1 unit, the edge of a white rig
 * or refinery on a white continent was a 2 px line round a white shape on white, read as an empty site; at 1.5
 * units, a dark edge of 3.5 units (1 phone px where the picture is 400 px wide) blurred there with a white pump
 * jack into an oil patch's grey (2–5 px of it 3:1 from the patch: wildcatters.phone-pieces.test.ts); now 4.5 units
 * or more (a pump jack's beam 3.5), all inside the piece (its box is as before).
 * Tankers sail on the dark sea, where the outline does not part them from it: a light halo does (TANKER_HALO).
 */
export const EDGE_INSIDE = 2.5;

/**
 * Fill the current path in a seat's colour and outline it dark, the outline reaching `inside` further in (a
 * thin part, a pump jack's beam or a tanker's bridge, takes less).
 */
function fillOutline(
  ctx: SKRSContext2D,
  style: { fill: string; outline: string },
  w: number,
  inside = EDGE_INSIDE,
): void {
  ctx.fillStyle = style.fill;
  ctx.fill();
  ctx.lineJoin = 'round';
  ctx.strokeStyle = style.outline;
  if (inside > 0) {
    // Inside the path alone: the stroke's outer half stays as wide as the piece's box allows.
    ctx.save();
    ctx.clip();
    ctx.lineWidth = w + 2 * inside;
    ctx.stroke();
    ctx.restore();
  }
  ctx.lineWidth = w;
  ctx.stroke();
}

/** A drilling rig: a tall derrick standing on (x, y+s); `s` ≈ half its height. */
export function drawRig(ctx: SKRSContext2D, x: number, y: number, s: number, seat: number): void {
  const st = playerStyle(seat);
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(x - s * 0.78, y + s);
  ctx.lineTo(x - s * 0.16, y - s);
  ctx.lineTo(x + s * 0.16, y - s);
  ctx.lineTo(x + s * 0.78, y + s);
  ctx.closePath();
  fillOutline(ctx, st, Math.max(2, s * 0.16));
  glyph(ctx, st, x, y + s * 0.42, s * 0.42);
  ctx.restore();
}

/** A pump jack: a beam on a post with a horse head, on a base; `s` ≈ half its width. */
export function drawPumpJack(ctx: SKRSContext2D, x: number, y: number, s: number, seat: number): void {
  const st = playerStyle(seat);
  ctx.save();
  // The base plate and post.
  ctx.beginPath();
  ctx.moveTo(x - s, y + s * 0.85);
  ctx.lineTo(x + s, y + s * 0.85);
  ctx.lineTo(x + s * 0.35, y - s * 0.2);
  ctx.lineTo(x - s * 0.35, y - s * 0.2);
  ctx.closePath();
  fillOutline(ctx, st, Math.max(2, s * 0.14));
  // The beam with its head.
  ctx.beginPath();
  ctx.moveTo(x - s * 1.05, y - s * 0.5);
  ctx.lineTo(x + s * 0.6, y - s * 0.78);
  ctx.lineTo(x + s * 1.05, y - s * 0.35);
  ctx.lineTo(x + s * 0.72, y - s * 0.22);
  ctx.lineTo(x + s * 0.55, y - s * 0.45);
  ctx.lineTo(x - s * 1.0, y - s * 0.2);
  ctx.closePath();
  // The beam is thin: its outline reaches 1.5 units in.
  fillOutline(ctx, st, Math.max(2, s * 0.12), 1.5);
  glyph(ctx, st, x, y + s * 0.38, s * 0.36);
  ctx.restore();
}

/**
 * A count (barrels waiting) over a piece: a white number COUNT_TEXT high on a black halo, centred on (x, y), in
 * the box countBox gives. It was a black badge with a gold ring, its number 11 px in the picture; then a
 * number at the 18 px floor, 13 px high: too small on a phone. A badge round the number would be wider than
 * the room between two spots.
 */
export function drawCount(ctx: SKRSContext2D, n: number, x: number, y: number): void {
  // 'middle' sets the digits 2 units high: their ink runs from y − 11 to y + 11.
  drawText(ctx, String(n), x, y + 2, {
    size: COUNT_TEXT,
    weight: 800,
    color: '#FFFFFF',
    align: 'center',
    baseline: 'middle',
    outline: '#111111',
    outlineWidth: 5,
  });
}

/**
 * A wildcatter disk: neutral grey with a W until won, then in the winner's colour with their marker inside a
 * ring. The neutral disk's W is MARK_TEXT at the map's size (r = SPOT_R), as wide as the disk's inside: at
 * r × 1.05 inside the ring it was 4.3 px on a phone, read as a speck.
 */
export function drawDisk(ctx: SKRSContext2D, x: number, y: number, r: number, owner: number | null): void {
  ctx.save();
  const st = owner === null ? null : playerStyle(owner);
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  fillOutline(ctx, st ?? NEUTRAL, Math.max(2, r * 0.16));
  if (st) {
    ctx.beginPath();
    ctx.arc(x, y, r * 0.72, 0, Math.PI * 2);
    ctx.lineWidth = Math.max(1.5, r * 0.1);
    ctx.strokeStyle = st.ink;
    ctx.stroke();
    glyph(ctx, st, x, y, r * 0.45);
  } else
    drawText(ctx, 'W', x, y + 1, {
      size: (MARK_TEXT * r) / SPOT_R,
      weight: 800,
      color: NEUTRAL.ink,
      align: 'center',
      baseline: 'middle',
    });
  ctx.restore();
}

/** The size the map draws its trains and tankers at (`s` of drawTrain and drawTanker). */
export const TRAIN_SIZE = 13;
export const TANKER_SIZE = 14;

/** A square of half-side `half` round `p`. */
export function squareBox(p: Pt, half: number): Box {
  return { x: p.x - half, y: p.y - half, w: 2 * half, h: 2 * half };
}

/** What a rig drawn at `p` with size `s` covers (derrick and outline). */
export function rigBox(p: Pt, s: number): Box {
  return { x: p.x - s * 0.78 - s * 0.16, y: p.y - s * 1.16, w: 2 * s * 0.94, h: 2 * s * 1.16 };
}

/** What a pump jack drawn at `p` with size `s` covers: beam tip to horse head, beam top to base plate. */
export function jackBox(p: Pt, s: number): Box {
  return { x: p.x - s * 1.12, y: p.y - s * 0.9, w: 2 * s * 1.12, h: s * 1.84 };
}

/** What a disk of radius `r` at `p` covers, outline included. */
export function diskBox(p: Pt, r: number): Box {
  return squareBox(p, r * 1.1);
}

/** How far outside a disk of radius `r` the dashed ring marking its spot runs (board.ts), and the ring's width. */
export const DISK_RING_OUT = 2;
export const DISK_RING_WIDTH = 2;

/** What a disk spot of radius `r` at `p` covers: its dashed ring, empty or round its disk. */
export function diskSpotBox(p: Pt, r: number): Box {
  return squareBox(p, r + DISK_RING_OUT + DISK_RING_WIDTH / 2);
}

/** What a refinery drawn at `p` with half-width `s` (height unit `v`) covers: chimney top to floor, outline included. */
export function refineryBox(p: Pt, s: number, v = s): Box {
  return { x: p.x - s * 1.08, y: p.y - v - s * 0.08, w: 2 * s * 1.08, h: 1.8 * v + s * 0.16 };
}

/** What a barrel (or its empty slot) `w` by `h` at `p` covers, outline included. */
export function barrelBox(p: Pt, w: number, h: number): Box {
  return { x: p.x - w / 2 - 1, y: p.y - h / 2 - 1, w: w + 2, h: h + 2 };
}

/** What a count centred on `p` covers, halo included. */
export function countBox(p: Pt): Box {
  return { x: p.x - COUNT_HALF_W, y: p.y - COUNT_R, w: 2 * COUNT_HALF_W, h: 2 * COUNT_R };
}

/** What a map train at `p` covers: cab to cow-catcher, cab roof to wheels, outline included. */
export function trainBox(p: Pt): Box {
  const s = TRAIN_SIZE;
  return { x: p.x - s - 1, y: p.y - s * 0.6 - 1, w: 2 * s + 2, h: s * 1.28 + 1 };
}

/** What a map tanker at `p` covers: stern to bow, bridge to keel, halo included. */
export function tankerBox(p: Pt): Box {
  const s = TANKER_SIZE;
  return { x: p.x - s - 1, y: p.y - s * 0.55 - 1, w: 2 * s + 2, h: s * 1.05 + 2 };
}

/** A train: a locomotive seen from the side, `s` ≈ half its length. */
export function drawTrain(ctx: SKRSContext2D, x: number, y: number, s: number, seat: number): void {
  const st = playerStyle(seat);
  ctx.save();
  ctx.beginPath();
  // Cab at the back (left), boiler forward, cow-catcher at the front.
  ctx.moveTo(x - s, y + s * 0.45);
  ctx.lineTo(x - s, y - s * 0.6);
  ctx.lineTo(x - s * 0.35, y - s * 0.6);
  ctx.lineTo(x - s * 0.35, y - s * 0.2);
  ctx.lineTo(x + s * 0.75, y - s * 0.2);
  ctx.lineTo(x + s, y + s * 0.45);
  ctx.closePath();
  fillOutline(ctx, st, Math.max(2, s * 0.13));
  for (const wx of [-0.6, 0.05, 0.6]) {
    ctx.beginPath();
    ctx.arc(x + wx * s, y + s * 0.5, s * 0.18, 0, Math.PI * 2);
    ctx.fillStyle = '#1A1A1A';
    ctx.fill();
  }
  glyph(ctx, st, x + s * 0.22, y + s * 0.12, s * 0.28);
  ctx.restore();
}

/**
 * The light ring round a tanker (design units), outside its dark outline: on the sea's dark blue neither the
 * outline nor the blue seat's fill shows the hull's shape (2.4–2.8:1 and 1.3:1 against the sea), the ring does.
 */
export const TANKER_HALO = 3;
const HALO_COLOUR = '#F4F4F4';

/**
 * A tanker drawn at size `s`: half its hull's length, and its unit up and down (its hull a little flatter than
 * at s: the hull and its halo stay in the box its outline filled, tankerBox, that the queues are laid out by).
 */
function tankerHull(s: number): { b: number; v: number } {
  return { b: s + 1 - TANKER_HALO, v: s + 2 - 2 * TANKER_HALO };
}

/**
 * A tanker: a hull with a bridge at the stern, `s` ≈ half its length with its halo; a used one is drawn faded
 * (paler), its halo not.
 * Its outline lies inside its shape, thin (the halo parts it from the sea; the outline parts a white hull from
 * the halo), the light halo outside it.
 */
export function drawTanker(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  s: number,
  seat: number,
  used = false,
): void {
  const st = playerStyle(seat);
  const { b, v } = tankerHull(s);
  const hull = (): void => {
    ctx.beginPath();
    ctx.moveTo(x - b, y - v * 0.1);
    ctx.lineTo(x + b, y - v * 0.1);
    ctx.lineTo(x + b * 0.7, y + v * 0.5);
    ctx.lineTo(x - b * 0.85, y + v * 0.5);
    ctx.closePath();
  };
  const bridge = (): void => {
    ctx.beginPath();
    ctx.rect(x - b * 0.85, y - v * 0.55, b * 0.4, v * 0.45);
  };
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.strokeStyle = HALO_COLOUR;
  ctx.fillStyle = HALO_COLOUR;
  ctx.lineWidth = 2 * TANKER_HALO;
  for (const part of [hull, bridge]) {
    part();
    ctx.stroke();
    // A used tanker fades towards its halo, which stays whole: faded with the tanker, the halo stood 3.0:1 from
    // the sea (6.2:1 whole), an edge of 1–2 px, and the hull showed the sea through it.
    if (used) ctx.fill();
  }
  if (used) ctx.globalAlpha = 0.55;
  hull();
  fillInside(ctx, st, b * 0.1);
  bridge();
  fillInside(ctx, st, b * 0.08);
  glyph(ctx, st, x + b * 0.15, y + v * 0.2, v * 0.28);
  ctx.restore();
}

/** Fill the current path in a seat's colour and outline it dark `w` wide, all inside the path. */
function fillInside(ctx: SKRSContext2D, style: { fill: string; outline: string }, w: number): void {
  ctx.fillStyle = style.fill;
  ctx.fill();
  ctx.save();
  ctx.clip();
  ctx.strokeStyle = style.outline;
  ctx.lineWidth = 2 * w;
  ctx.stroke();
  ctx.restore();
}

/** How much of its owner's colour a refinery's building keeps (each channel): a darker shade of it. */
export const PLANT_SHADE = 0.62;

const plantStyles = new Map<number, PlayerStyle>();

/**
 * A refinery building's colours: its owner's colour darkened (PLANT_SHADE), its outline and marker shape its
 * owner's, the marker in white or black, whichever stands further from the shade. In the owner's own colour, the
 * building and the owner's barrels in the cells beside it ran together into one block of colour.
 */
export function plantStyle(seat: number): PlayerStyle {
  const known = plantStyles.get(seat);
  if (known) return known;
  const st = playerStyle(seat);
  const n = parseInt(st.fill.slice(1), 16);
  const fill = `#${[16, 8, 0]
    .map((k) =>
      Math.round(((n >> k) & 255) * PLANT_SHADE)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
  const l = hexLuminance(fill);
  // White stands (1.05) / (l + 0.05) from the shade, black (l + 0.05) / (luminance('#1A1A1A') + 0.05).
  const ink = 1.05 / (l + 0.05) >= (l + 0.05) / (hexLuminance('#1A1A1A') + 0.05) ? '#FFFFFF' : '#1A1A1A';
  const style = { ...st, fill, ink };
  plantStyles.set(seat, style);
  return style;
}

/**
 * A refinery: a plant with a chimney round (x, y), half-width `s` and height unit `v` (chimney top y − v, floor
 * y + 0.8 v), in a darker shade of its owner's colour (plantStyle): the map's stands in its gauge's middle cell,
 * taller than wide (PLANT_HALF × PLANT_V), among its owner's barrels.
 */
export function drawRefinery(ctx: SKRSContext2D, x: number, y: number, s: number, seat: number, v = s): void {
  const st = plantStyle(seat);
  ctx.save();
  refineryPath(ctx, x, y, s, v);
  fillOutline(ctx, st, Math.max(2, s * 0.12));
  // The marker on the body (its walls from y − 0.15 v to the floor y + 0.8 v), as large as its width allows.
  glyph(ctx, st, x - s * 0.05, y + v * 0.36, Math.min(s * 0.5, v * 0.36));
  ctx.restore();
}

/** A refinery's outline (drawRefinery's, an area card's icon's) as the current path; `v` as drawRefinery's. */
export function refineryPath(ctx: SKRSContext2D, x: number, y: number, s: number, v = s): void {
  ctx.beginPath();
  ctx.moveTo(x - s, y + v * 0.8);
  ctx.lineTo(x - s, y - v * 0.15);
  ctx.lineTo(x - s * 0.5, y - v * 0.45);
  ctx.lineTo(x - s * 0.5, y - v * 0.15);
  ctx.lineTo(x, y - v * 0.45);
  ctx.lineTo(x, y - v * 0.15);
  ctx.lineTo(x + s * 0.45, y - v * 0.15);
  ctx.lineTo(x + s * 0.45, y - v);
  ctx.lineTo(x + s * 0.8, y - v);
  ctx.lineTo(x + s * 0.8, y - v * 0.15);
  ctx.lineTo(x + s, y - v * 0.15);
  ctx.lineTo(x + s, y + v * 0.8);
  ctx.closePath();
}

/** An empty refinery site: a dashed outline where a refinery may be built. */
export function drawRefinerySite(ctx: SKRSContext2D, x: number, y: number, s: number): void {
  ctx.save();
  roundRectPath(ctx, x - s, y - s * 0.85, s * 2, s * 1.7, 4);
  ctx.fillStyle = 'rgba(255,255,255,0.35)';
  ctx.fill();
  ctx.setLineDash([4, 3]);
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#3A3A3A';
  ctx.stroke();
  ctx.setLineDash([]);
  // MARK_TEXT at the map's size (s = REFINERY_HALF): 6 px on a phone (at s × 1.1, 5.7 px).
  drawText(ctx, 'R', x, y + 1, {
    size: (MARK_TEXT * s) / REFINERY_HALF,
    weight: 800,
    color: '#3A3A3A',
    align: 'center',
    baseline: 'middle',
  });
  ctx.restore();
}

/**
 * An empty barrel slot's look: a faint light tint and a thin soft outline, the land showing through, so an empty
 * cell reads as room left, not as a thing. Filled a fifth darker than the land and outlined #4A4A4A, empty cells
 * were grey squares as heavy as the barrels beside them, read as "something".
 */
const EMPTY_SLOT = {
  fill: 'rgba(255,255,255,0.12)',
  outline: 'rgba(0,0,0,0.42)',
  width: 1.5,
} as const;

/**
 * A barrel slot of a refinery, `w` by `h` centred on (x, y): empty (EMPTY_SLOT) or a barrel in its owner's
 * colour and marker. A refinery's slots touch, a gauge whose outlines part its cells: corners barely round.
 */
export function drawBarrel(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  owner: number | null,
): void {
  ctx.save();
  roundRectPath(ctx, x - w / 2, y - h / 2, w, h, 2);
  if (owner === null) {
    ctx.fillStyle = EMPTY_SLOT.fill;
    ctx.fill();
    ctx.lineWidth = EMPTY_SLOT.width;
    ctx.strokeStyle = EMPTY_SLOT.outline;
    ctx.stroke();
  } else {
    const st = playerStyle(owner);
    fillOutline(ctx, st, 1.5, 0);
    glyph(ctx, st, x, y, Math.min(w, h) * 0.32);
  }
  ctx.restore();
}

/** An empty rig spot: a small ring. */
export function drawSpot(ctx: SKRSContext2D, x: number, y: number, r: number): void {
  ctx.beginPath();
  ctx.arc(x, y, r * 0.55, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(40,30,20,0.22)';
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = 'rgba(40,30,20,0.55)';
  ctx.stroke();
}
