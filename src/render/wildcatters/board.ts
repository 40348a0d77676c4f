/**
 * The world map: a static layer (sea, sea lanes, land tiles, railways, names, oil fields, harbours), drawn once
 * and cached, and the pieces on top of it (empty refinery sites, rigs, pump jacks, disks, trains, tankers,
 * refineries with their fill), the active area's frame and the selection marks.
 */
import { Path2D, createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import {
  CONTINENT_LIST,
  HARBOURS,
  OIL_FIELDS,
  RAILWAYS,
  REFINERY_CAPACITY,
  REFINERY_SITES,
  SEA_LANES,
  type Harbour,
  type OilField,
} from '../../games/wildcatters/data';
import { continentOf, fieldRegion } from '../../games/wildcatters/map';
import { UI, drawText, roundRectPath } from '../kit';
import {
  CONTINENT_FILL,
  DESIGN_SIZE,
  DISK_AT,
  HARBOUR_AT,
  LANE_BEND,
  MARK_TEXT,
  PICTURE_SCALE,
  PLANT_HALF,
  PLANT_V,
  REFINERY_AT,
  REFINERY_HALF,
  SLOT,
  SLOT_H,
  SPOT_R,
  TILES,
  TILE_STYLE,
  WILD_SIZE,
  WRAP_STUBS,
  diskCountAt,
  jackAt,
  jackCountAt,
  laneKey,
  RAIL_WIDTH,
  fieldPatch,
  railwayPath,
  refineryPlantAt,
  refineryRow,
  refinerySiteAt,
  refinerySlot,
  spotAt,
  type Box,
  type Pt,
} from './layout';
import {
  DISK_RING_OUT,
  DISK_RING_WIDTH,
  drawBarrel,
  drawCount,
  drawDisk,
  drawPumpJack,
  drawRefinery,
  drawRefinerySite,
  drawRig,
  drawSpot,
  drawTanker,
  drawTrain,
  TANKER_SIZE,
  TRAIN_SIZE,
  barrelBox,
  countBox,
  diskBox,
  jackBox,
  refineryBox,
  rigBox,
  squareBox,
  tankerBox,
  trainBox,
} from './pieces';
import { placeTrains, tankerAt, tankerPlaces } from './placement';
import { drawGround } from './grounds';
import { drawMapNames } from './names';
import type { WildcattersScene } from './scene';
import { pieceSprite, pieceSprites } from './sprites';

let staticCache: Canvas | null = null;

/** Drop the cached static layer (tests and the cold-render bench). */
export function clearStaticCache(): void {
  staticCache = null;
}

/** The map without pieces: the same for every game, so drawn once per process. */
export function staticLayer(): Canvas {
  if (staticCache) return staticCache;
  const c = createCanvas(WILD_SIZE.width, WILD_SIZE.height);
  const ctx = c.getContext('2d');
  // The scaled design ends 0.14 px above the picture's last row: paint that row too, so every pixel is opaque.
  ctx.fillStyle = UI.sea;
  ctx.fillRect(0, 0, WILD_SIZE.width, WILD_SIZE.height);
  ctx.scale(PICTURE_SCALE, PICTURE_SCALE);
  drawSea(ctx);
  drawLanes(ctx);
  drawTiles(ctx);
  drawPatchFloors(ctx);
  drawRailways(ctx);
  // The names over the lanes and railways (on halos), under the harbours, whose rings touch no letter.
  drawMapNames(ctx);
  drawFields(ctx);
  drawHarbours(ctx);
  staticCache = c;
  return c;
}

/**
 * The sea, plain: a faint graticule (white at 7 %) made it read as a chart at full size, but could not be seen
 * on a phone and cost the late boards ~3 KiB of PNG, near the 150 KiB cap.
 */
function drawSea(ctx: SKRSContext2D): void {
  ctx.fillStyle = UI.sea;
  ctx.fillRect(0, 0, DESIGN_SIZE.width, DESIGN_SIZE.height);
}

function laneStroke(ctx: SKRSContext2D): void {
  ctx.lineCap = 'round';
  ctx.setLineDash([10, 7]);
  ctx.lineWidth = 3;
  ctx.strokeStyle = 'rgba(220,238,255,0.75)';
  ctx.stroke();
  ctx.setLineDash([]);
}

function drawLanes(ctx: SKRSContext2D): void {
  ctx.save();
  for (const [a, b] of SEA_LANES) {
    const key = laneKey(a, b);
    const stubs = WRAP_STUBS.filter((s) => s.lane === key);
    if (stubs.length) {
      for (const s of stubs) {
        const from = HARBOUR_AT[s.from]!;
        ctx.beginPath();
        ctx.moveTo(from.x, from.y);
        ctx.lineTo(s.to.x, s.to.y);
        laneStroke(ctx);
      }
      continue;
    }
    const p = HARBOUR_AT[a]!;
    const q = HARBOUR_AT[b]!;
    const bend = LANE_BEND[key];
    ctx.beginPath();
    ctx.moveTo(p.x, p.y);
    if (bend) ctx.quadraticCurveTo(bend.x, bend.y, q.x, q.y);
    else ctx.lineTo(q.x, q.y);
    laneStroke(ctx);
  }
  ctx.restore();
}

function drawTiles(ctx: SKRSContext2D): void {
  for (const c of CONTINENT_LIST) {
    const keys = c.white ? [c.id] : c.areas;
    for (const k of keys) {
      const t = TILES[k as keyof typeof TILES];
      // A hard drop shadow (no blur: flat colours keep the PNG small and quick to encode).
      roundRectPath(ctx, t.x + 2, t.y + 4, t.w, t.h, TILE_STYLE.radius);
      ctx.fillStyle = UI.seaDeep;
      ctx.fill();
      drawGround(ctx, c.id, t, TILE_STYLE);
    }
  }
}

/**
 * Each railway, a solid dark line from its field's oil patch (not under it: drawPatchFloors) through its bends
 * to its harbour or to its refinery's gauge (not into it: the gauge's empty cells are a light tint over the land,
 * and a line to the gauge's middle showed through them), clear of every other field's patch (RAIL_BEND). Its
 * dashed sleepers (a 9-px dash every 9 px across it) were diagonal runs the PNG paid ~5 KiB for on a late board,
 * and blurred into the line on a phone; the line is wider and darker instead, so it still reads there.
 */
function drawRailways(ctx: SKRSContext2D): void {
  for (const r of RAILWAYS) {
    ctx.save();
    // Everywhere but its own field's patch and its refinery's gauge (the evenodd rule: the picture less the
    // two, which never meet).
    const patch = fieldPatch(r.field);
    const outside = new Path2D();
    outside.rect(0, 0, DESIGN_SIZE.width, DESIGN_SIZE.height);
    outside.roundRect(patch.x, patch.y, patch.w, patch.h, patch.r);
    if (r.to.kind === 'refinery') {
      const g = refineryRow(r.to.id);
      outside.rect(g.x, g.y, g.w, g.h);
    }
    ctx.clip(outside, 'evenodd');
    strokeRailway(ctx, r.id);
    ctx.restore();
  }
}

/** A railway's line, first point to last (clipped by the caller). */
function strokeRailway(ctx: SKRSContext2D, id: string): void {
  const [a, ...rest] = railwayPath(id);
  ctx.beginPath();
  ctx.moveTo(a!.x, a!.y);
  for (const p of rest) ctx.lineTo(p.x, p.y);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.lineWidth = RAIL_WIDTH;
  ctx.strokeStyle = 'rgba(60,45,30,0.7)';
  ctx.stroke();
}

/** The field's oil patch as the current path. */
function patchPath(ctx: SKRSContext2D, f: OilField): void {
  const p = fieldPatch(f.id);
  roundRectPath(ctx, p.x, p.y, p.w, p.h, p.r);
}

/**
 * Under each oil patch, its land's plain colour: the ground's texture (grounds.ts) stops at the patch's edge,
 * and so does each railway at its own field's patch (drawRailways). Seen through the patch's shade, the texture
 * and the railways to the middle spot put more colours under every rig, pump jack and count on the field, and
 * its pieces' sprites no longer repeated pixel for pixel: flat patches made the late boards 3.4–3.8 KiB smaller
 * (seeds 'bench-render', 'smaller-pictures' and 1–6: 139.3 KiB on average, 135.5), as Wildcatters' were near
 * their 142 KiB cap. The land round a patch wears its texture still.
 */
function drawPatchFloors(ctx: SKRSContext2D): void {
  for (const f of OIL_FIELDS) {
    patchPath(ctx, f);
    ctx.fillStyle = CONTINENT_FILL[continentOf(fieldRegion(f.id))].fill;
    ctx.fill();
  }
}

function drawFields(ctx: SKRSContext2D): void {
  for (const f of OIL_FIELDS) {
    // The field: a dark oil patch under its spots.
    patchPath(ctx, f);
    ctx.fillStyle = 'rgba(35,28,22,0.30)';
    ctx.fill();
    for (let i = 0; i < f.rigSpots; i++) {
      const p = spotAt(f.id, i);
      drawSpot(ctx, p.x, p.y, SPOT_R);
    }
  }
  for (const p of Object.values(DISK_AT)) {
    ctx.beginPath();
    ctx.arc(p.x, p.y, SPOT_R + DISK_RING_OUT, 0, Math.PI * 2);
    ctx.setLineDash([3, 3]);
    ctx.lineWidth = DISK_RING_WIDTH;
    ctx.strokeStyle = 'rgba(40,30,20,0.6)';
    ctx.stroke();
    ctx.setLineDash([]);
  }
}

function drawHarbours(ctx: SKRSContext2D, harbours: readonly Harbour[] = HARBOURS): void {
  for (const h of harbours) {
    const p = HARBOUR_AT[h.id]!;
    // A quay: a white ring with a dark centre, on the coast.
    ctx.beginPath();
    ctx.arc(p.x, p.y, 9, 0, Math.PI * 2);
    ctx.fillStyle = '#FFFFFF';
    ctx.fill();
    ctx.lineWidth = 3;
    ctx.strokeStyle = '#0F2A40';
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(p.x, p.y, 3.5, 0, Math.PI * 2);
    ctx.fillStyle = '#0F2A40';
    ctx.fill();
  }
}

/**
 * The pieces and marks of one moment, over the static layer; returns the pieces as drawn, for the rings that
 * stand round them (marks.ts), so the trains are placed once a picture.
 */
export function drawMapPieces(ctx: SKRSContext2D, scene: WildcattersScene): MapPiece[] {
  // The active area's frame is left off the since picture, where the highlight colour means "changed".
  if (scene.activeArea && !scene.marks) {
    const t = TILES[scene.activeArea];
    roundRectPath(ctx, t.x - 3, t.y - 3, t.w + 6, t.h + 6, 20);
    ctx.lineWidth = 6;
    ctx.strokeStyle = UI.highlight;
    ctx.stroke();
    // The frame runs along the coast, where the area's harbours stand: their quays go again over it (the
    // frame cut Abadan's ring in half).
    const area = scene.activeArea;
    drawHarbours(
      ctx,
      HARBOURS.filter((h) => h.region.kind === 'area' && h.region.area === area),
    );
  }
  const pieces = mapPieces(scene);
  drawPieces(ctx, pieces);
  return pieces;
}

/**
 * Draw `pieces` in order on `ctx` (the picture's transform), each run of sprites copied under one identity
 * transform: a sprite copied on its own saves, sets and restores the transform, ~400 of a late board's ~870
 * calls into the canvas.
 */
function drawPieces(ctx: SKRSContext2D, pieces: readonly MapPiece[]): void {
  let unscaled = false;
  for (const piece of pieces) {
    const copies = piece instanceof SpritePiece && pieceSprites.enabled;
    if (copies !== unscaled) {
      if (copies) ctx.setTransform(1, 0, 0, 1, 0, 0);
      else ctx.setTransform(PICTURE_SCALE, 0, 0, PICTURE_SCALE, 0, 0);
      unscaled = copies;
    }
    if (copies) piece.copy(ctx);
    else piece.draw(ctx);
  }
  if (unscaled) ctx.setTransform(PICTURE_SCALE, 0, 0, PICTURE_SCALE, 0, 0);
}

/** A piece as the map draws it: what it is (for a test's message), where, the box it covers and its drawing. */
export interface MapPiece {
  what: string;
  at: Pt;
  box: Box;
  draw(ctx: SKRSContext2D): void;
}

/**
 * A piece drawn from its sprite (sprites.ts: one bitmap copy instead of its paths), covering its sprite's
 * square (`half` round its point, strokes in) unless a tighter `box` is known.
 */
class SpritePiece implements MapPiece {
  constructor(
    readonly what: string,
    /** The sprite's name: what is drawn (kind, seat, state). */
    readonly name: string,
    readonly at: Pt,
    readonly half: number,
    readonly paint: (c: SKRSContext2D, x: number, y: number) => void,
    readonly box: Box = squareBox(at, half),
  ) {}

  draw(ctx: SKRSContext2D): void {
    if (pieceSprites.enabled) pieceSprites.copy(ctx, ...this.sprite());
    else this.paint(ctx, this.at.x, this.at.y);
  }

  /** Copy the sprite onto `ctx`, whose transform is the identity (drawPieces sets it once for a run of them). */
  copy(ctx: SKRSContext2D): void {
    pieceSprites.copyUnscaled(ctx, ...this.sprite());
  }

  private sprite() {
    return pieceSprite(this.name, this.at.x, this.at.y, this.half, this.paint);
  }
}

function sprite(
  what: string,
  name: string,
  p: Pt,
  half: number,
  draw: (c: SKRSContext2D, x: number, y: number) => void,
  box?: Box,
): MapPiece {
  return new SpritePiece(what, name, p, half, draw, box);
}

/** Slot `i` of a refinery site's row of barrels, holding `owner`'s barrel (or empty: null). */
export function barrelPiece(site: string, i: number, owner: number | null): MapPiece {
  const at = refinerySlot(site, i);
  return sprite(
    `barrel ${site}/${i}`,
    `barrel${owner ?? '-'}`,
    at,
    SLOT_H / 2 + 2,
    (c, x, y) => drawBarrel(c, x, y, SLOT, SLOT_H, owner),
    barrelBox(at, SLOT, SLOT_H),
  );
}

/**
 * An empty refinery site (its dashed outline and R), drawn only while no refinery stands there: under a built
 * refinery, the outline's dashes and pale ground showed above the roof and beside the chimney, a built site
 * looking open too.
 */
function sitePiece(site: string, at: Pt): MapPiece {
  return sprite(
    `site ${site}`,
    'site',
    at,
    REFINERY_HALF + 2,
    (c, x, y) => drawRefinerySite(c, x, y, REFINERY_HALF),
    squareBox(at, REFINERY_HALF + 1),
  );
}

/**
 * The railways' last stretch into an empty refinery site's gauge, drawn under its outline: the map's railways
 * stop at the gauge's edge (drawRailways), as a built refinery's empty cells would show them through, so an empty
 * site's lines are drawn on to it with the pieces. It covers what the gauge does, where no train stands.
 */
function siteRailsPiece(site: string): MapPiece {
  const g = refineryRow(site);
  const ids = RAILWAYS.filter((r) => r.to.kind === 'refinery' && r.to.id === site).map((r) => r.id);
  return {
    what: `railways into site ${site}`,
    at: refinerySiteAt(site),
    box: g,
    draw: (ctx) => {
      ctx.save();
      ctx.beginPath();
      ctx.rect(g.x, g.y, g.w, g.h);
      ctx.clip();
      for (const id of ids) strokeRailway(ctx, id);
      ctx.restore();
    },
  };
}

/** Half the square a rig, a pump jack or a disk sprite is drawn in. */
const PIECE_HALF = SPOT_R + 2;

/** A count (barrels waiting) centred on `p`. */
function count(what: string, n: number, p: Pt): MapPiece {
  return { what, at: p, box: countBox(p), draw: (ctx) => drawCount(ctx, n, p.x, p.y) };
}

/** The "+N" of a queue's last place: the tankers waiting there that the queue has no room to show. */
function moreTankers(what: string, n: number, p: Pt): MapPiece {
  const box = tankerBox(p);
  return {
    what,
    at: p,
    box,
    draw: (ctx) => {
      roundRectPath(ctx, box.x + 1, box.y + 1, box.w - 2, box.h - 2, 6);
      ctx.fillStyle = '#0F2A40';
      ctx.fill();
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = '#FFFFFF';
      ctx.stroke();
      drawText(ctx, `+${n}`, p.x, box.y + box.h / 2 + 1, {
        size: MARK_TEXT,
        weight: 800,
        color: '#FFFFFF',
        align: 'center',
        baseline: 'middle',
      });
    },
  };
}

/**
 * The pieces of one moment in drawing order, each where it stands (drawMapPieces draws them, tests measure):
 * the empty refinery sites, the trains (placed clear of the other pieces, see placement.ts), the fields'
 * pieces, the disks, the refineries with their barrels, and the tankers in their queues.
 */
export function mapPieces(scene: WildcattersScene): MapPiece[] {
  const built = new Set(scene.refineries.map((r) => r.site));
  const sites = REFINERY_SITES.filter((s) => !built.has(s.id)).flatMap((s) => [
    siteRailsPiece(s.id),
    sitePiece(s.id, refinerySiteAt(s.id)),
  ]);
  const out: MapPiece[] = [];
  for (const f of scene.fields) {
    f.pieces.forEach((piece, i) => {
      const p = spotAt(f.id, i);
      if (piece.kind === 'rig')
        out.push(
          sprite(
            `rig ${f.id}/${i}`,
            `rig${piece.owner}`,
            p,
            PIECE_HALF,
            (c, x, y) => drawRig(c, x, y, SPOT_R, piece.owner),
            rigBox(p, SPOT_R),
          ),
        );
      else {
        out.push(
          sprite(
            `pump jack ${f.id}/${i}`,
            `jack${piece.owner}`,
            jackAt(p),
            PIECE_HALF,
            (c, x, y) => drawPumpJack(c, x, y, SPOT_R, piece.owner),
            jackBox(jackAt(p), SPOT_R),
          ),
        );
        if (piece.barrels) out.push(count(`barrels ${f.id}/${i}`, piece.barrels, jackCountAt(p)));
      }
    });
  }
  for (const d of scene.disks) {
    const p = DISK_AT[d.area];
    if (!p) continue;
    out.push(
      sprite(
        `disk ${d.area}`,
        `disk${d.owner ?? '-'}`,
        p,
        PIECE_HALF,
        (c, x, y) => drawDisk(c, x, y, SPOT_R, d.owner),
        diskBox(p, SPOT_R),
      ),
    );
    if (d.barrels) out.push(count(`barrels ${d.area} disk`, d.barrels, diskCountAt(p)));
  }
  for (const r of scene.refineries) {
    if (!REFINERY_AT[r.site]) continue;
    // The building in its gauge's middle cell, the barrels round it.
    const p = refineryPlantAt(r.site);
    out.push(
      sprite(
        `refinery ${r.site}`,
        `refinery${r.owner}`,
        p,
        PLANT_V + 2,
        (c, x, y) => drawRefinery(c, x, y, PLANT_HALF, r.owner, PLANT_V),
        refineryBox(p, PLANT_HALF, PLANT_V),
      ),
    );
    for (let i = 0; i < REFINERY_CAPACITY; i++) out.push(barrelPiece(r.site, i, r.barrels[i] ?? null));
  }
  const spots = placeTrains(
    scene.trains.map((t) => t.railway),
    out.map((piece) => piece.box),
  );
  const trains = scene.trains.map((tr) => {
    const p = spots.get(tr.railway)!;
    return sprite(
      `train ${tr.railway}`,
      `train${tr.owner}`,
      p,
      TRAIN_SIZE + 2,
      (c, x, y) => drawTrain(c, x, y, TRAIN_SIZE, tr.owner),
      trainBox(p),
    );
  });
  const waiting = new Map<string, number>();
  for (const t of scene.tankers) waiting.set(t.harbour, (waiting.get(t.harbour) ?? 0) + 1);
  const perHarbour = new Map<string, number>();
  for (const t of scene.tankers) {
    const i = perHarbour.get(t.harbour) ?? 0;
    perHarbour.set(t.harbour, i + 1);
    const room = tankerPlaces(t.harbour).length;
    const n = waiting.get(t.harbour)!;
    // A queue longer than its places: the last place counts the tankers from there on.
    if (n > room && i >= room - 1) {
      if (i === room - 1)
        out.push(moreTankers(`tankers ${t.harbour}/${i}+${n - i}`, n - i, tankerAt(t.harbour, i)));
      continue;
    }
    const p = tankerAt(t.harbour, i);
    out.push(
      sprite(
        `tanker ${t.harbour}/${i}`,
        `tanker${t.owner}${t.used ? 'used' : ''}`,
        p,
        TANKER_SIZE + 2,
        (c, x, y) => drawTanker(c, x, y, TANKER_SIZE, t.owner, t.used),
        tankerBox(p),
      ),
    );
  }
  return [...sites, ...trains, ...out];
}
