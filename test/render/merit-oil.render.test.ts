import { describe, expect, it } from 'vitest';
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { UI, playerStyle } from '../../src/render/kit';
import { LORRY_HALO_COLOUR, drawStatic, staticLayer } from '../../src/render/merit-oil/board';
import { getGame } from '../../src/games/registry';
import type { MeritView } from '../../src/games/merit-oil/types';
import { sceneFromMeritView } from '../../src/render/merit-oil/fromMeritView';
import { playBots } from '../../src/tools/play-bots';
import {
  LORRY,
  PANEL_LORRY,
  MAP_NAME_SIZE,
  SQUARE_NUMBER_SIZE,
  SQUARE_WORD_SIZE,
  TANKER,
  airRoute,
  boxGap,
  closedSuezBox,
  hullBox,
  insetCaptionBox,
  labelDistance,
  lorryBox,
  mapMarks,
  mapNames,
  overlapArea,
  squareNumberBox,
  stagePx,
  stopPoints,
  nameBox,
  closedSuezWordBox,
  TURN_RING,
  turnRingBox,
} from '../../src/render/merit-oil/geometry';
import { LABEL_LEADING, tankerLabels } from '../../src/render/merit-oil/labels';
import {
  CLEARLY_NEARER,
  NAME_CLEARANCE,
  lorryPositions,
  tankerPositions,
  tankerPx,
} from '../../src/render/merit-oil/placement';
import {
  INSET,
  MAP_BOX,
  MERIT_LAYOUT,
  SQUARE_BOXES,
  TANKER_COLOURS,
  inInset,
  insetPx,
  mapPx,
  worldPx,
  type Box,
} from '../../src/render/merit-oil/layout';
import {
  DRILL_ROOM,
  DRILL_WORD_SIZE,
  drillingLorries,
  panelGeometry,
} from '../../src/render/merit-oil/panel';
import { CARD_TEXT_SIZE, shortMoney, wellLayout } from '../../src/render/merit-oil/cards';
import { MERIT_SIZE, drawMerit, renderMerit } from '../../src/render/merit-oil/render';
import { crowdedMeritScene, lateMeritScene } from '../../src/render/merit-oil/sampleScenes';
import type { LorryPlace, MeritScene } from '../../src/render/merit-oil/scene';
import { KWINANA_TOWN, LONDON, STAGE_AT } from '../../src/render/merit-oil/geo';
import {
  BOARD,
  CONCESSIONS,
  DESTINATION_NAMES,
  HOLIDAY,
  SEA_STAGES,
  type SeaStage,
} from '../../src/games/merit-oil/data';

/** Nice's stop on the air route, as a picture's place counts them (from 1). */
const NICE = HOLIDAY.stops.indexOf('Nice') + 1;
import { decodePng, near, pixel } from './pixels';
import { meritMoments } from './views';
import { textsDrawn } from './texts-drawn';
/** How far from its stop a lorry off the loop may stand (px): a lorry further off reads as standing elsewhere. */
const LORRY_REACH = 100;

/** Every text `draw` writes on a fresh picture-sized canvas, with its size after any fitting. */
function textsOf(draw: (canvas: Canvas) => void): { text: string; size: number; x: number; y: number }[] {
  const canvas = createCanvas(MERIT_SIZE.width, MERIT_SIZE.height);
  const ctx = canvas.getContext('2d');
  const out: { text: string; size: number; x: number; y: number }[] = [];
  const fill = ctx.fillText.bind(ctx);
  ctx.fillText = (text: string, x: number, y: number, maxWidth?: number) => {
    out.push({ text, size: Number(/(\d+(?:\.\d+)?)px/.exec(ctx.font)?.[1] ?? 0), x, y });
    fill(text, x, y, maxWidth);
  };
  draw(canvas);
  return out;
}

/** Every text `drawMerit` draws for `scene` (the static layer's aside), with its size after any fitting. */
function drawnTexts(scene: MeritScene): { text: string; size: number; x: number; y: number }[] {
  return textsOf((canvas) => drawMerit(scene, canvas));
}

/** A point on a lorry's tank, clear of its marker (a lorry of size `p.s`, the board's by default). */
function tankPoint(p: { x: number; y: number; s?: number }) {
  const s = p.s ?? LORRY;
  return { x: p.x - 0.75 * s, y: p.y - 0.1 * s };
}

/** A point on a tanker's hull, clear of the owner's marker. */
function hullPoint(p: { x: number; y: number }) {
  return { x: p.x + 0.8 * TANKER, y: p.y + 0.05 * TANKER };
}

function inside(p: { x: number; y: number }, b: { x: number; y: number; w: number; h: number }) {
  return p.x >= b.x && p.x <= b.x + b.w && p.y >= b.y && p.y <= b.y + b.h;
}

/**
 * Every name of the map and every place mark (ports, refineries, the stops), with what it is; a port's own
 * circle is left out for the tankers waiting at it (`at`), which queue hanging from it.
 */
function placeBoxes(at?: SeaStage): { text: string; box: { x: number; y: number; w: number; h: number } }[] {
  return [
    ...mapNames().map((n) => ({
      text: n.text,
      box: nameBox(n),
    })),
    ...mapMarks()
      .filter((m) => m.stage === null || m.stage !== at)
      .map((m) => ({
        text: `the mark of ${m.stage ?? 'a stop'} at ${Math.round(m.box.x)},${Math.round(m.box.y)}`,
        box: m.box,
      })),
  ];
}

/** The map's names, each with the box the picture keeps clear (`nameBox`). */
function nameBoxes(): { text: string; box: Box }[] {
  return mapNames().map((n) => ({
    text: n.text,
    box: nameBox(n),
  }));
}

function offLoopStops(): { at: LorryPlace; p: { x: number; y: number } }[] {
  return [
    ...airRoute()
      .slice(1, -1)
      .map((p, i) => ({ at: { kind: 'holiday', stop: i + 1 } as LorryPlace, p })),
    { at: { kind: 'england' }, p: mapPx(LONDON) },
    { at: { kind: 'kwinana' }, p: mapPx(KWINANA_TOWN) },
  ];
}

/**
 * The crowded-scene tests place hundreds of scenes' lorries and labels each (15–30 s on this 2-core machine
 * alone, up to 42 s beside the rest of the suite), more than the suite's 30 s a test.
 */
const CROWDED_TIMEOUT_MS = 120_000;

describe("Merit's Oil picture", () => {
  it('is a landscape PNG at least 1000 px wide and under 500 KB, even with six players', async () => {
    for (const scene of [lateMeritScene(), crowdedMeritScene()]) {
      const png = await renderMerit(scene);
      const img = await decodePng(png);
      expect([img.width, img.height]).toEqual([MERIT_SIZE.width, MERIT_SIZE.height]);
      expect(img.width).toBeGreaterThanOrEqual(1000);
      expect(img.width).toBeGreaterThan(img.height);
      expect(png.length).toBeLessThan(500_000);
      expect(near(img.at(MERIT_SIZE.width - 3, MERIT_SIZE.height - 3), UI.panel, 4)).toBe(true);
    }
  });

  it('puts every sea stage of the design inside the world map', () => {
    for (const s of SEA_STAGES) {
      expect(STAGE_AT[s], s).toBeDefined();
      expect(inside(stagePx(s), MAP_BOX), s).toBe(true);
    }
  });

  it('draws a lorry on its loop square in its owner’s colour, and not once it has moved', () => {
    const scene = lateMeritScene();
    const p = lorryPositions(scene).get(0);
    if (!p) throw new Error('seat 0 has no lorry on the board');
    expect(inside(p, SQUARE_BOXES[12]!)).toBe(true);
    const at = tankPoint(p);
    expect(near(pixel(drawMerit(scene), at.x, at.y), playerStyle(0).fill, 30)).toBe(true);
    const moved: MeritScene = {
      ...scene,
      lorries: scene.lorries.map((l) => (l.seat === 0 ? { ...l, at: { kind: 'square', square: 20 } } : l)),
    };
    const canvas = drawMerit(moved);
    expect(near(pixel(canvas, at.x, at.y), playerStyle(0).fill, 30)).toBe(false);
    const now = lorryPositions(moved).get(0)!;
    expect(inside(now, SQUARE_BOXES[20]!)).toBe(true);
    const there = tankPoint(now);
    expect(near(pixel(canvas, there.x, there.y), playerStyle(0).fill, 30)).toBe(true);
  });

  it('draws lorries on holiday, in England and at Kwinana off the loop, on the map', () => {
    const scene = crowdedMeritScene();
    const positions = lorryPositions(scene);
    const canvas = drawMerit(scene);
    for (const seat of [0, 1]) {
      const p = positions.get(seat);
      if (!p) throw new Error(`seat ${seat} is not drawn`);
      expect(inside(p, MAP_BOX)).toBe(true);
      const at = tankPoint(p);
      expect(near(pixel(canvas, at.x, at.y), playerStyle(seat).fill, 30)).toBe(true);
    }
    const holiday = lorryPositions(lateMeritScene()).get(3);
    if (!holiday) throw new Error('the lorry on holiday is not drawn');
    expect(inside(holiday, MAP_BOX)).toBe(true);
  });

  it('draws north-west Europe at least twice as large in an inset, and nothing else under it', () => {
    const inBox = (p: { x: number; y: number }) => inside(p, INSET.box);
    for (const s of SEA_STAGES) expect(inBox(stagePx(s)), s).toBe(inInset(STAGE_AT[s]));
    const inset = SEA_STAGES.filter((s) => inInset(STAGE_AT[s]));
    expect([...inset].sort()).toEqual(
      [
        'antwerp',
        'english-channel',
        'fawley',
        'isle-of-grain',
        'milford-haven',
        'rotterdam',
        'western-approaches',
      ].sort(),
    );
    expect(inside(INSET.box, MAP_BOX)).toBe(true);
    expect(inside({ x: INSET.box.x + INSET.box.w, y: INSET.box.y + INSET.box.h }, MAP_BOX)).toBe(true);
    expect(inInset(LONDON)).toBe(true);
    expect(inInset(KWINANA_TOWN)).toBe(false);
    for (const stop of airRoute()) expect(inBox(stop)).toBe(false);
    // Drawn at the world map's scale, Antwerp and Grain stood 23 px apart (their markers are 12 px wide).
    const refineries = inset.filter((s) => s !== 'english-channel' && s !== 'western-approaches');
    const apart = (a: { x: number; y: number }, b: { x: number; y: number }) =>
      Math.hypot(a.x - b.x, a.y - b.y);
    for (const a of refineries) {
      for (const b of refineries)
        if (a < b) expect(apart(stagePx(a), stagePx(b)), `${a}–${b}`).toBeGreaterThan(35);
      expect(apart(stagePx(a), mapPx(LONDON)), a).toBeGreaterThan(25);
      expect(apart(stagePx(a), stagePx('english-channel')), a).toBeGreaterThan(50);
    }
    expect(INSET.scale).toBeGreaterThanOrEqual(2);
    expect(apart(insetPx(LONDON), mapPx(LONDON))).toBe(0);
    expect(apart(worldPx(LONDON), mapPx(LONDON))).toBeGreaterThan(0);
  });

  it('draws every tanker in the English Channel and the Western Approaches in the inset, in its colour', () => {
    const scene = lateMeritScene();
    const t0 = scene.tankers[0]!;
    const at = (tanker: keyof typeof TANKER_COLOURS, owner: number, stage: SeaStage) => ({
      ...t0,
      tanker,
      owner,
      stage,
    });
    const busy: MeritScene = {
      ...scene,
      tankers: [
        at('red', 0, 'english-channel'),
        at('blue', 1, 'english-channel'),
        at('green', 2, 'english-channel'),
        at('yellow', 3, 'western-approaches'),
      ],
    };
    const canvas = drawMerit(busy);
    const positions = tankerPositions(busy);
    for (const t of busy.tankers) {
      const p = positions.get(t.tanker)!;
      const h = hullPoint(p);
      expect(inside(h, INSET.box), t.tanker).toBe(true);
      expect(near(pixel(canvas, h.x, h.y), TANKER_COLOURS[t.tanker], 30), t.tanker).toBe(true);
    }
  });

  it('puts a tanker’s cargo label where it covers no name of the map, on every stage a tanker can wait at', () => {
    // Tankers sell on arrival, so none waits at a refinery.
    const names = mapNames().map((n) => nameBox(n));
    const late = lateMeritScene();
    const waits = SEA_STAGES.filter((s) => !(s in DESTINATION_NAMES));
    expect(waits.length).toBeGreaterThan(35);
    for (const stage of waits) {
      const [label] = tankerLabels({ tankers: [{ ...late.tankers[0]!, stage }] });
      expect(
        names.filter((n) => overlapArea(n, label!.box) > 0),
        stage,
      ).toEqual([]);
      const { x, y, w, h } = label!.box;
      expect(inside({ x, y }, MAP_BOX) && inside({ x: x + w, y: y + h }, MAP_BOX), stage).toBe(true);
    }
  });

  it(
    'keeps every cargo label off the map’s names and on its own side of the inset’s frame, in crowded scenes',
    () => {
      // With every spot taken, "4.5k→Milford Haven" of a tanker at Tripoli was drawn over "Beirut", and a Channel
      // tanker's "18k→Kwinana" fell across the inset's frame, under it.
      const names = nameBoxes();
      const t0 = lateMeritScene().tankers[0]!;
      const colours = Object.keys(TANKER_COLOURS) as (keyof typeof TANKER_COLOURS)[];
      const waits = SEA_STAGES.filter((st) => !(st in DESTINATION_NAMES));
      const near = (a: SeaStage, b: SeaStage) =>
        Math.hypot(stagePx(a).x - stagePx(b).x, stagePx(a).y - stagePx(b).y) < 110;
      const scenes: Pick<MeritScene, 'lorries' | 'tankers' | 'suezOpen'>[] = [];
      const dests = ['milford-haven', 'kwinana', 'rotterdam'] as SeaStage[];
      for (const a of waits)
        for (const b of waits.filter((st) => st > a && near(st, a)))
          for (const [m, n] of [
            [1, 1],
            [3, 1],
            [2, 2],
            [3, 2],
          ] as const)
            for (const [di, destination] of dests.entries())
              scenes.push({
                lorries: offLoopStops()
                  .slice(0, 4)
                  .map(({ at }, seat) => ({ seat, at })),
                tankers: colours.slice(0, m + n).map((tanker, i) => ({
                  ...t0,
                  tanker,
                  stage: i < m ? a : b,
                  tons: di === 0 ? 4_500 : 18_000,
                  destination,
                })),
                suezOpen: di !== 1,
              });
      for (const seats of [3, 6])
        for (const scene of meritMoments(seats, `labels-${seats}`)) scenes.push(scene);
      expect(scenes.length).toBeGreaterThan(500);
      const bad = new Set<string>();
      for (const scene of scenes) {
        const tp = tankerPositions(scene);
        for (const label of tankerLabels(scene, tp)) {
          const t = scene.tankers.find((x) => x.tanker === label.tanker)!;
          const where = `“${label.text}” (${t.stage})`;
          for (const q of names) if (overlapArea(q.box, label.box) > 0) bad.add(`${where} on “${q.text}”`);
          const inInsetNow = inside(tp.get(t.tanker)!, INSET.box);
          // The glyphs: the label's line less the room above and below them.
          const { x, y, w, h } = label.box;
          const glyphs = { x, y: y + LABEL_LEADING, w, h: h - 2 * LABEL_LEADING };
          const onInset = overlapArea(glyphs, INSET.box);
          // Three tankers in the Channel and one in the Western Approaches had two labels across the frame, two and
          // two one.
          if (inInsetNow ? onInset < glyphs.w * glyphs.h - 0.01 : onInset > 0)
            bad.add(`${where} across the inset’s frame`);
        }
      }
      expect([...bad]).toEqual([]);
    },
    CROWDED_TIMEOUT_MS,
  );

  it('stands four tankers in the inset apart, each cargo label next to its own ship, inside the frame, on nothing', () => {
    // Two in the Channel and two in the Western Approaches left a label across the frame; one and three overlapped
    // two labels; four in the Channel put two labels across the frame.
    const words = [...nameBoxes(), { text: 'the inset’s caption', box: insetCaptionBox() }];
    const t0 = lateMeritScene().tankers[0]!;
    const colours = Object.keys(TANKER_COLOURS) as (keyof typeof TANKER_COLOURS)[];
    const bad: string[] = [];
    for (const [channel, west] of [
      [1, 3],
      [2, 2],
      [3, 1],
      [4, 0],
      [0, 4],
      [2, 1],
      [1, 2],
      [3, 0],
      [0, 3],
    ] as const)
      for (const [destination, tons] of [
        ['milford-haven', 4_500],
        ['kwinana', 18_000],
        ['isle-of-grain', 27_000],
      ] as const)
        for (const lorries of [[], [{ seat: 0, at: { kind: 'england' } as LorryPlace }]]) {
          const scene = {
            lorries,
            tankers: colours.slice(0, channel + west).map((tanker, i) => ({
              ...t0,
              tanker,
              stage: (i < channel ? 'english-channel' : 'western-approaches') as SeaStage,
              destination: destination as SeaStage,
              tons,
            })),
            suezOpen: true,
          };
          const tp = tankerPositions(scene);
          const labels = tankerLabels(scene, tp);
          const hulls = [...tp].map(([tanker, p]) => ({ tanker, box: hullBox(p) }));
          const lorryBoxes = [...lorryPositions(scene).values()].map((p) => lorryBox(p));
          const where = `${channel} in the Channel, ${west} in the Western Approaches (${tons})`;
          for (const [i, a] of hulls.entries()) {
            if (overlapArea(a.box, INSET.box) < a.box.w * a.box.h - 0.01)
              bad.push(`${where}: ${a.tanker} off the inset`);
            for (const b of hulls.slice(i + 1))
              if (overlapArea(a.box, b.box) > 0) bad.push(`${where}: ${a.tanker} on ${b.tanker}`);
            for (const q of words)
              if (overlapArea(a.box, q.box) > 0) bad.push(`${where}: ${a.tanker} on “${q.text}”`);
            for (const l of lorryBoxes)
              if (overlapArea(a.box, l) > 0) bad.push(`${where}: ${a.tanker} on a lorry`);
          }
          for (const label of labels) {
            const at = `${where}: ${label.tanker}’s “${label.text}”`;
            const { x, y, w, h } = label.box;
            const glyphs = { x, y: y + LABEL_LEADING, w, h: h - 2 * LABEL_LEADING };
            if (overlapArea(glyphs, INSET.box) < glyphs.w * glyphs.h - 0.01)
              bad.push(`${at} across the frame`);
            for (const q of words) if (overlapArea(label.box, q.box) > 0) bad.push(`${at} on “${q.text}”`);
            for (const o of labels)
              if (o !== label && overlapArea(o.box, label.box) > 0) bad.push(`${at} on ${o.tanker}’s label`);
            for (const l of lorryBoxes) if (overlapArea(label.box, l) > 0) bad.push(`${at} on a lorry`);
            const own = hullBox(tp.get(label.tanker)!);
            if (boxGap(label.box, own) > 12)
              bad.push(`${at} ${Math.round(boxGap(label.box, own))} px off its ship`);
            for (const o of hulls)
              if (o.tanker !== label.tanker) {
                if (overlapArea(o.box, label.box) > 0) bad.push(`${at} on the ${o.tanker} tanker`);
                if (labelDistance(label.box, o.box) <= labelDistance(label.box, own))
                  bad.push(`${at} beside the ${o.tanker} tanker`);
              }
          }
        }
    expect(bad).toEqual([]);
  });

  it('stands one to four tankers on every stage where tankers wait clear of every name and mark of the map', () => {
    // Off Barbados the tanker stood on "Port of Spain", in the Maldives on "Rome", in the West Australian Basin on
    // "Kwinana trip"; two in the Gulf of Oman on "Persian Gulf"; three in the Gulf of Oman and the Arabian Sea on
    // "Rome", in the Channel on "Fawley", in the West Australian Basin on "Kwinana".
    const waits = SEA_STAGES.filter((s) => !(s in DESTINATION_NAMES));
    for (const stage of waits)
      for (const n of [1, 2, 3, 4])
        for (let k = 0; k < n; k++) {
          const hull = hullBox(tankerPx(stage, k, n));
          const covered = placeBoxes(stage)
            .filter((q) => overlapArea(q.box, hull) > 0)
            .map((q) => q.text);
          expect(covered, `${stage}: tanker ${k + 1} of ${n}`).toEqual([]);
          // In the inset within its frame; elsewhere on the map and off the inset.
          const inset = inInset(STAGE_AT[stage]);
          expect(overlapArea(hull, INSET.box), `${stage}: ${k + 1} of ${n}`).toBeCloseTo(
            inset ? hull.w * hull.h : 0,
          );
          expect(overlapArea(hull, MAP_BOX), `${stage}: ${k + 1} of ${n}`).toBeCloseTo(hull.w * hull.h);
        }
  });

  it('queues a tanker at Port of Spain below its port, off the name beside it, with or without a ship off Freetown', () => {
    // The port's name runs east of its circle: the queue's usual place covered "Port of Spain", and the one
    // place that covered nothing stood 156 px east, by Freetown's stage; with a tanker there, back on the name.
    const t0 = lateMeritScene().tankers[0]!;
    const port = stagePx('port-of-spain');
    const names = placeBoxes('port-of-spain');
    const yellow = { ...t0, tanker: 'yellow' as const, stage: 'port-of-spain' as SeaStage };
    const red = { ...t0, tanker: 'red' as const, stage: 'off-freetown' as SeaStage };
    for (const tankers of [[yellow], [red, yellow]]) {
      const p = tankerPositions({ lorries: [], tankers, suezOpen: true }).get('yellow')!;
      expect(Math.hypot(p.x - port.x, p.y - port.y)).toBeLessThan(40);
      expect(names.filter((n) => overlapArea(n.box, hullBox(p)) > 0).map((n) => n.text)).toEqual([]);
    }
  });

  it('covers no name or mark of the map with a tanker in any moment of bot games (2–6 players)', () => {
    const things = new Map(SEA_STAGES.map((st) => [st, placeBoxes(st)]));
    const hits = new Set<string>();
    let stacked = 0;
    for (const seats of [2, 3, 4, 5, 6])
      for (const seed of ['m1', 'm2', 'm3', 'm4'])
        for (const scene of meritMoments(seats, seed)) {
          const stages = scene.tankers.map((t) => t.stage);
          if (stages.some((st) => stages.filter((x) => x === st).length >= 3)) stacked++;
          for (const t of scene.tankers) {
            const hull = hullBox(tankerPositions(scene).get(t.tanker)!);
            for (const q of things.get(t.stage)!)
              if (overlapArea(q.box, hull) > 0) hits.add(`${t.tanker} on “${q.text}”`);
          }
        }
    // The games do stack three tankers on a stage (in the Gulf of Oman, the Arabian Sea …) now and then.
    expect(stacked).toBeGreaterThan(20);
    expect([...hits]).toEqual([]);
  });

  it('draws the tankers’ routes ahead under the map’s words and the air stops’ rings: none changes a pixel', () => {
    // A tanker in the Channel (seed look41b, 150 actions) drew its dashed route to Rotterdam across the F of
    // “Fawley”, and routes crossed “Grain” and other names; a route to Genoa ran through Rome's ring. (Since
    // the board of rules version 3 that seed has a tanker in the Channel after 100 actions.)
    const game = getGame('merit-oil')!;
    const look41b = sceneFromMeritView(
      game.view(playBots(game, 4, 'look41b', 100).state, null) as MeritView,
      ['Ana', 'Benedikt', 'Chidi', 'Dolores'],
    );
    expect(look41b.tankers.some((t) => t.stage === 'english-channel' && t.route.length > 0)).toBe(true);
    const scenes = [look41b, lateMeritScene(), crowdedMeritScene()];
    let k = 0;
    for (const scene of meritMoments(4, 'routes'))
      if (k++ % 8 === 0 && scene.tankers.length) scenes.push(scene);
    const words = [...nameBoxes(), { text: 'the inset’s caption', box: insetCaptionBox() }];
    const base = staticLayer().getContext('2d');
    const bad = new Set<string>();
    for (const scene of scenes) {
      expect(scene.marks).toBeUndefined();
      const ctx = drawMerit(scene).getContext('2d');
      // The ring round the player to act at London may cross “London” (as the lorries' own test allows).
      const atLondon = scene.lorries.some((l) => l.at.kind === 'england');
      for (const { text, box } of words) {
        if (atLondon && text === 'London') continue;
        // Inside the box, 3 px in: a piece's edge (a lorry's halo, a label's outline) may stand next to it.
        const [x, y] = [Math.ceil(box.x + 3), Math.ceil(box.y + 3)];
        const [w, h] = [Math.floor(box.w - 6), Math.floor(box.h - 6)];
        const now = ctx.getImageData(x, y, w, h).data;
        const was = base.getImageData(x, y, w, h).data;
        if (now.some((v, i) => v !== was[i])) bad.add(`“${text}”`);
      }
      // The stops' rings, with no lorry about (London's may stand on its own).
      const bare = drawMerit({ ...scene, lorries: [] }).getContext('2d');
      for (const { name, p } of stopPoints()) {
        const [x, y] = [Math.round(p.x - 9), Math.round(p.y - 9)];
        const now = bare.getImageData(x, y, 18, 18).data;
        const was = base.getImageData(x, y, 18, 18).data;
        if (now.some((v, i) => v !== was[i])) bad.add(`${name}'s ring`);
      }
    }
    expect(scenes.length).toBeGreaterThan(10);
    expect([...bad]).toEqual([]);
  });

  it('prints the map’s names at 24 px or more (32 on the world map), each beside its own mark, clear of every other name, mark and the inset’s caption', () => {
    // At 15 px the names came out under 4 px tall on a phone (Discord shows the 1600 px picture ~400 px wide).
    expect(MAP_NAME_SIZE).toBeGreaterThanOrEqual(24);
    const named = mapNames().map((n) => ({
      text: n.text,
      box: nameBox(n),
      mark: n.mark,
    }));
    const marks = [...mapMarks().map((m) => m.box), ...named.map((n) => n.mark)];
    const centre = (b: { x: number; y: number; w: number; h: number }) => ({
      x: b.x + b.w / 2,
      y: b.y + b.h / 2,
    });
    const same = (a: (typeof marks)[number], b: (typeof marks)[number]) =>
      Math.hypot(centre(a).x - centre(b).x, centre(a).y - centre(b).y) < 1;
    const gap = (a: (typeof marks)[number], b: (typeof marks)[number]) =>
      Math.hypot(
        Math.max(0, Math.max(a.x, b.x) - Math.min(a.x + a.w, b.x + b.w)),
        Math.max(0, Math.max(a.y, b.y) - Math.min(a.y + a.h, b.y + b.h)),
      );
    const bad: string[] = [];
    for (const a of named) {
      for (const b of named)
        if (a !== b && overlapArea(a.box, b.box) > 0) bad.push(`“${a.text}” on “${b.text}”`);
      for (const m of marks)
        if (overlapArea(a.box, m) > 0)
          bad.push(`“${a.text}” on the mark at ${Math.round(m.x)},${Math.round(m.y)}`);
      if (overlapArea(a.box, insetCaptionBox()) > 0) bad.push(`“${a.text}” on the inset’s caption`);
      // Read as the name of the nearest mark: its own, by a pixel at least.
      const own = gap(a.box, a.mark);
      for (const m of marks)
        if (!same(m, a.mark) && gap(a.box, m) < own + 1)
          bad.push(`“${a.text}” as near the mark at ${Math.round(m.x)},${Math.round(m.y)} as its own`);
      const area = a.box.w * a.box.h - 0.01; // square pixels, less rounding
      if (overlapArea(a.box, MAP_BOX) < area) bad.push(`“${a.text}” off the map`);
      const c = centre(a.mark);
      const onInset = overlapArea(a.box, INSET.box);
      if (inside(c, INSET.box) ? onInset < area : onInset > 0)
        bad.push(`“${a.text}” across the inset’s frame`);
    }
    expect(bad).toEqual([]);
  });

  it('stands one to six lorries at every stop off the loop clear of every name and mark of the map, nearest their own stop', () => {
    // Two lorries at Nice stood on “Lavéra”; the ring round the player to act crossed “Rome”. At London, in the
    // crowded inset, they may stand on London's own ring, and the ring round the player to act cross its name.
    const names = [
      ...mapNames().map((n) => ({
        text: n.text,
        box: nameBox(n),
      })),
      { text: 'the inset’s caption', box: insetCaptionBox() },
    ];
    const marks = mapMarks().map((m) => m.box);
    const places = offLoopStops();
    const bad: string[] = [];
    for (const { at, p: stop } of places)
      for (let n = 1; n <= 6; n++) {
        const lorries = Array.from({ length: n }, (_, seat) => ({ seat, at }));
        const positions = lorryPositions({ lorries });
        expect(positions.size).toBe(n);
        for (const [seat, p] of positions) {
          const where = `${JSON.stringify(at)}, lorry ${seat + 1} of ${n}`;
          const body = lorryBox(p);
          const london = at.kind === 'england';
          for (const q of names)
            if (!(london && q.text === 'London') && overlapArea(q.box, turnRingBox(p)) > 0)
              bad.push(`${where} on “${q.text}”`);
          for (const m of marks)
            if (!(london && inside(stop, m)) && overlapArea(m, body) > 0)
              bad.push(`${where} on the mark at ${Math.round(m.x)},${Math.round(m.y)}`);
          const area = body.w * body.h - 0.01; // square pixels, less rounding
          if (overlapArea(body, MAP_BOX) < area) bad.push(`${where} off the map`);
          const onInset = overlapArea(body, INSET.box);
          if (at.kind === 'england' ? onInset < area : onInset > 0)
            bad.push(`${where} across the inset’s frame`);
          const d = Math.hypot(p.x - stop.x, p.y - stop.y);
          for (const o of places)
            if (o.p !== stop && Math.hypot(p.x - o.p.x, p.y - o.p.y) <= d)
              bad.push(`${where} nearer another stop`);
        }
      }
    expect(bad).toEqual([]);
  });

  it('keeps six players’ names apart on their narrow cards: a cut name keeps its short last word', () => {
    // In a six-player playtest "Greedy bot", "Greedy bot 2" and "Greedy bot 3" all read "Greedy …".
    const names = ['Greedy bot', 'Ana', 'Random bot', 'Greedy bot 2', 'Random bot 2', 'Greedy bot 3'];
    const scene = crowdedMeritScene();
    scene.players = scene.players.map((p, i) => ({ ...p, name: names[i]! }));
    // Each card's name is drawn just before its fortune ("£640k"); on the cards (the Test Drilling track's costs,
    // "£10k", read as money too).
    const boxes = panelGeometry(scene.players.length).cards;
    const drawn = textsDrawn(() => drawMerit(scene))
      .filter((t) => boxes.some((b) => t.box.x0 >= b.x && t.box.x1 <= b.x + b.w && t.box.y0 >= b.y))
      .map((t) => t.text);
    const cards = drawn.flatMap((t, i) => (/^£[\d.]+[km]$/.test(drawn[i + 1] ?? '') ? [t] : []));
    expect(cards).toHaveLength(names.length);
    // Cut with an ellipsis ("Random…"), or a numbered one to its first word and number ("Greedy 2").
    cards.forEach((t, i) => {
      const [head, tail = ''] = t.split('…');
      const words = names[i]!.split(' ');
      const short = words.length > 2 && t === `${words[0]} ${words.at(-1)}`;
      expect(short || (names[i]!.startsWith(head!) && names[i]!.endsWith(tail)), `${t} for ${names[i]}`).toBe(
        true,
      );
    });
    expect(new Set(cards).size).toBe(names.length);
  });

  it('keeps what the player to act is doing whole beside their name: the name gives way', () => {
    // "Random bot 2: drill by HELICOPTER for £15,00…" cut the price.
    for (const name of ['Random bot 2', 'Bartholomew-Alexander Featherstonehaugh']) {
      const scene = crowdedMeritScene();
      const seat = scene.turn.seat!;
      scene.players = scene.players.map((p) => (p.seat === seat ? { ...p, name } : p));
      scene.turn = { seat, doing: 'drill by HELICOPTER for £15,000 or stay' };
      const line = textsDrawn(() => drawMerit(scene))
        .map((t) => t.text)
        .find((t) => t.includes(': drill by'));
      expect(line, name).toMatch(/^\S.*: drill by HELICOPTER for £15,000 or stay$/);
    }
  });

  it('stands lorries at every stop off the loop close to it, one to four nearer it than any other place’s name or well clear of it', () => {
    // A lorry at Nice stood 10 px beside “Rome” (and 25 px from Nice's ring) and read as standing at Rome.
    const names = mapNames().map((n) => ({
      text: n.text,
      box: nameBox(n),
    }));
    const rings = mapMarks().filter((m) => m.stage === null);
    const bad: string[] = [];
    for (const { at, p: stop } of offLoopStops()) {
      const ring = rings.find((m) => inside(stop, m.box))!.box;
      const own = mapNames().find((n) => n.mark.x === ring.x && n.mark.y === ring.y)!.text;
      // The Kwinana trip's lorries stand at the port they are named for.
      const others = names.filter((q) => q.text !== own && !(at.kind === 'kwinana' && q.text === 'Kwinana'));
      for (let n = 1; n <= 6; n++) {
        const lorries = Array.from({ length: n }, (_, seat) => ({ seat, at }));
        for (const [seat, p] of lorryPositions({ lorries })) {
          // Close to it, however many (six at Rome once stood in a column 159 px long, into Libya).
          const d = Math.hypot(p.x - stop.x, p.y - stop.y);
          if (d > LORRY_REACH) bad.push(`${own}, lorry ${seat + 1} of ${n}: ${Math.round(d)} px off`);
          // A lone one clearly nearer its stop than the next (one at Rome stood as near Athens).
          const next = Math.min(
            ...offLoopStops()
              .filter((o) => Math.hypot(o.p.x - stop.x, o.p.y - stop.y) > 1)
              .map((o) => Math.hypot(p.x - o.p.x, p.y - o.p.y)),
          );
          if (n === 1 && d >= 0.75 * next)
            bad.push(`${own}, a lone lorry ${Math.round(d)} px off, the next stop ${Math.round(next)}`);
          if (n > 4) continue;
          const body = lorryBox(p);
          const mine = boxGap(body, ring);
          for (const q of others) {
            const gap = boxGap(body, q.box);
            if (gap <= mine && gap < NAME_CLEARANCE)
              bad.push(
                `${own}, lorry ${seat + 1} of ${n}: ${Math.round(gap)} px from “${q.text}”, ${Math.round(mine)} px from its stop`,
              );
          }
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('stands four or five lorries at Nice or Beirut, and a lone one at Beirut, round their stop, off the dashed air route, none on another', () => {
    // A playtest: five at Nice stood in rows east of it, over the dashed lines to Beirut and to END OF HOLIDAY,
    // and read as lorries in flight; five at Beirut stood over the line from the HOLIDAY square, and so did a lone
    // one, beside Beirut's ring.
    const route = airRoute();
    const fromRoute = (b: Box) => {
      let d = Infinity;
      for (let i = 1; i < route.length; i++) {
        const [a, z] = [route[i - 1]!, route[i]!];
        const steps = Math.ceil(Math.hypot(z.x - a.x, z.y - a.y));
        for (let k = 0; k <= steps; k++) {
          const p = { x: a.x + ((z.x - a.x) * k) / steps, y: a.y + ((z.y - a.y) * k) / steps };
          d = Math.min(
            d,
            Math.hypot(Math.max(b.x - p.x, 0, p.x - b.x - b.w), Math.max(b.y - p.y, 0, p.y - b.y - b.h)),
          );
        }
      }
      return d;
    };
    // The lorry drawn, without the 2 px of halo `lorryBox` adds round it (the smallest lorries' halos touch).
    const body = (p: Parameters<typeof lorryBox>[0]) => {
      const b = lorryBox(p);
      return { x: b.x + 2, y: b.y + 2, w: b.w - 4, h: b.h - 4 };
    };
    const bad: string[] = [];
    for (const [name, stop] of [
      ['Nice', NICE],
      ['Beirut', 1],
    ] as const)
      // (A lone lorry at Nice keeps its place, touching the line to END OF HOLIDAY: off it, plainly at Nice, it
      // finds room only 80 px away at the smallest size.)
      for (const n of stop === NICE ? [4, 5] : [1, 4, 5]) {
        const at = { kind: 'holiday', stop } as LorryPlace;
        const c = route[stop]!;
        const positions = [
          ...lorryPositions({ lorries: Array.from({ length: n }, (_, seat) => ({ seat, at })) }),
        ];
        expect(positions).toHaveLength(n);
        for (const [seat, p] of positions) {
          const where = `${name}, lorry ${seat + 1} of ${n}`;
          const d = Math.hypot(p.x - c.x, p.y - c.y);
          if (d > LORRY_REACH) bad.push(`${where}: ${Math.round(d)} px off ${name}`);
          const gap = fromRoute(lorryBox(p));
          if (gap < 3) bad.push(`${where}: ${gap.toFixed(1)} px from the air route`);
          for (const [other, q] of positions)
            if (other > seat && overlapArea(body(p), body(q)) > 0)
              bad.push(`${where} overlaps lorry ${other + 1}`);
        }
      }
    expect(bad).toEqual([]);
  });

  it('stands five or six lorries at Nice well clear of every other place’s name, within reach of Nice', () => {
    // Five or six at Nice, between “Lavéra”, “Rome” and the inset, stood 8 px from “Rome” and 9 from “Lavéra”.
    const nice = offLoopStops().find((s) => s.at.kind === 'holiday' && s.at.stop === NICE)!;
    const others = mapNames()
      .filter((n) => n.text !== 'Nice')
      .map((n) => ({
        text: n.text,
        box: nameBox(n),
      }));
    const bad: string[] = [];
    for (const n of [5, 6]) {
      const lorries = Array.from({ length: n }, (_, seat) => ({ seat, at: nice.at }));
      const positions = lorryPositions({ lorries });
      expect(positions.size).toBe(n);
      for (const [seat, p] of positions) {
        const d = Math.hypot(p.x - nice.p.x, p.y - nice.p.y);
        if (d > LORRY_REACH) bad.push(`lorry ${seat + 1} of ${n}: ${Math.round(d)} px off Nice`);
        for (const q of others) {
          const gap = boxGap(lorryBox(p), q.box);
          if (gap < NAME_CLEARANCE)
            bad.push(`lorry ${seat + 1} of ${n}: ${gap.toFixed(1)} px from “${q.text}”`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('stands one to four lorries at Beirut and on the Kwinana trip 14 px or more clear of every other place’s name', () => {
    // Lorries at Athens (a stop of the four-stop route) stood 5–10 px from “Tripoli” (nearer Athens' ring than
    // the name, but read as at Tripoli), with room well clear of it below Athens. (Round Nice and London every place near enough is that close to a
    // name: there one or two lorries, and four at London, stand nearer their own stop than the name instead.)
    const names = mapNames().map((n) => ({
      text: n.text,
      box: nameBox(n),
    }));
    const own: Record<string, readonly string[]> = {
      Beirut: ['Beirut'],
      Kwinana: ['Kwinana trip', 'Kwinana'],
    };
    const stops = offLoopStops().filter(
      (s) => s.at.kind === 'kwinana' || (s.at.kind === 'holiday' && s.at.stop !== NICE),
    );
    expect(stops).toHaveLength(2);
    const bad: string[] = [];
    stops.forEach(({ at }, i) => {
      const stop = Object.keys(own)[i]!;
      for (let n = 1; n <= 4; n++) {
        const lorries = Array.from({ length: n }, (_, seat) => ({ seat, at }));
        for (const [seat, p] of lorryPositions({ lorries }))
          for (const q of names) {
            if (own[stop]!.includes(q.text)) continue;
            const gap = boxGap(lorryBox(p), q.box);
            if (gap < NAME_CLEARANCE)
              bad.push(`${stop}, lorry ${seat + 1} of ${n}: ${gap.toFixed(1)} px from “${q.text}”`);
          }
      }
    });
    expect(bad).toEqual([]);
  });

  it('stands one to three lorries at Beirut nearer Beirut’s stop than any other stop or port, a lone one clearly', () => {
    // A lone lorry stood 36 px below Beirut, beside the Persian Gulf's circle, and read as standing at the Gulf;
    // of two, the eastern one stood nearer the Gulf's circle than Beirut's ring. Measured from each mark's centre
    // to the lorry's nearest edge (what the eye sees first): a lone lorry less than `CLEARLY_NEARER` of the way.
    const beirut = airRoute()[1]!;
    const toBox = (p: { x: number; y: number }, b: Box) =>
      Math.hypot(Math.max(b.x - p.x, 0, p.x - b.x - b.w), Math.max(b.y - p.y, 0, p.y - b.y - b.h));
    const elsewhere = mapMarks()
      .map((m) => ({
        what: m.stage ?? 'a stop',
        p: { x: m.box.x + m.box.w / 2, y: m.box.y + m.box.h / 2 },
      }))
      .filter(({ p }) => Math.hypot(p.x - beirut.x, p.y - beirut.y) > 1);
    expect(elsewhere.map((e) => e.what)).toEqual(expect.arrayContaining(['persian-gulf', 'tripoli']));
    const bad: string[] = [];
    for (let n = 1; n <= 3; n++) {
      const by = n === 1 ? CLEARLY_NEARER : 1;
      const lorries = Array.from({ length: n }, (_, seat) => ({
        seat,
        at: { kind: 'holiday', stop: 1 } as LorryPlace,
      }));
      for (const [seat, p] of lorryPositions({ lorries })) {
        const b = lorryBox(p);
        const own = toBox(beirut, b);
        for (const e of elsewhere) {
          const d = toBox(e.p, b);
          if (d * by <= own)
            bad.push(
              `lorry ${seat + 1} of ${n}: ${own.toFixed(1)} px from Beirut, ${d.toFixed(1)} from ${e.what}`,
            );
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('hides no piece under another: no lorry on a tanker or another lorry, no tanker on another', () => {
    // Lorries at an air stop stood on the tankers waiting near it; a stack of tankers on one stage stood on the
    // ships of the next (in the eastern and central Mediterranean, the Western Approaches and the Channel).
    type Box = { x: number; y: number; w: number; h: number };
    const t0 = lateMeritScene().tankers[0]!;
    const colours = Object.keys(TANKER_COLOURS) as (keyof typeof TANKER_COLOURS)[];
    const waits = SEA_STAGES.filter((st) => !(st in DESTINATION_NAMES));
    const near = (a: { x: number; y: number }, b: { x: number; y: number }, d: number) =>
      Math.hypot(a.x - b.x, a.y - b.y) < d;
    const scenes: Pick<MeritScene, 'lorries' | 'tankers' | 'suezOpen'>[] = [];
    // Every stop off the loop with one to three lorries, and one or two tankers on each stage near it.
    const stops = offLoopStops();
    for (const { at, p } of stops)
      for (const stage of waits.filter((st) => near(stagePx(st), p, 150)))
        for (const ships of [1, 2])
          for (const n of [1, 2, 3])
            scenes.push({
              lorries: Array.from({ length: n }, (_, seat) => ({ seat, at })),
              tankers: colours.slice(0, ships).map((tanker) => ({ ...t0, tanker, stage })),
              suezOpen: ships === 1,
            });
    // Every two stages near each other, with one to three tankers on the one and one or two on the other.
    for (const a of waits)
      for (const b of waits.filter((st) => st > a && near(stagePx(st), stagePx(a), 110)))
        for (const [m, n] of [
          [1, 1],
          [2, 1],
          [3, 1],
          [1, 2],
          [3, 2],
        ] as const)
          scenes.push({
            lorries: [],
            tankers: colours.slice(0, m + n).map((tanker, i) => ({ ...t0, tanker, stage: i < m ? a : b })),
            suezOpen: true,
          });
    // And the moments of bot games.
    for (const seats of [3, 6])
      for (const scene of meritMoments(seats, `pieces-${seats}`)) scenes.push(scene);
    expect(scenes.length).toBeGreaterThan(500);
    const shrunk = (b: Box): Box => ({ x: b.x + 0.25, y: b.y + 0.25, w: b.w - 0.5, h: b.h - 0.5 });
    const bad = new Set<string>();
    for (const scene of scenes) {
      const pieces: { what: string; box: Box }[] = [
        ...[...tankerPositions(scene)].map(([t, p]) => ({ what: `${t} tanker`, box: hullBox(p) })),
        ...[...lorryPositions(scene)].map(([seat, p]) => ({ what: `lorry ${seat}`, box: lorryBox(p) })),
      ];
      const where = (what: string) => {
        const t = scene.tankers.find((x) => what === `${x.tanker} tanker`);
        const l = scene.lorries.find((x) => what === `lorry ${x.seat}`);
        return t ? `${what} (${t.stage})` : `${what} (${JSON.stringify(l?.at)})`;
      };
      for (const [i, a] of pieces.entries())
        for (const b of pieces.slice(i + 1))
          // Boxes that touch, or meet within half a pixel, hide nothing (lorries in a row touch).
          if (overlapArea(shrunk(a.box), shrunk(b.box)) > 0) bad.add(`${where(a.what)} on ${where(b.what)}`);
    }
    expect([...bad]).toEqual([]);
  });

  it(
    'keeps a stop’s lorries close to it, smaller where the tankers crowd round it, in crowded scenes',
    () => {
      // Three lorries at Athens with tankers in the eastern Mediterranean stood far south, in Egypt.
      const t0 = lateMeritScene().tankers[0]!;
      const colours = Object.keys(TANKER_COLOURS) as (keyof typeof TANKER_COLOURS)[];
      const waits = SEA_STAGES.filter((st) => !(st in DESTINATION_NAMES));
      const bad: string[] = [];
      let worst = 0;
      for (const { at, p } of offLoopStops())
        for (const stage of [
          null,
          ...waits.filter((st) => Math.hypot(stagePx(st).x - p.x, stagePx(st).y - p.y) < 150),
        ])
          for (const ships of [1, 2, 3])
            for (const n of [1, 2, 3, 4]) {
              const scene = {
                lorries: Array.from({ length: n }, (_, seat) => ({ seat, at })),
                tankers: stage ? colours.slice(0, ships).map((tanker) => ({ ...t0, tanker, stage })) : [],
                suezOpen: true,
              };
              for (const [seat, q] of lorryPositions(scene)) {
                const d = Math.hypot(q.x - p.x, q.y - p.y);
                worst = Math.max(worst, d);
                if (d > LORRY_REACH)
                  bad.push(
                    `${JSON.stringify(at)} lorry ${seat + 1} of ${n}, ${ships} tankers at ${stage}: ${Math.round(d)} px`,
                  );
              }
            }
      expect([...new Set(bad)], `worst ${Math.round(worst)} px`).toEqual([]);
    },
    CROWDED_TIMEOUT_MS,
  );

  it('keeps every cargo label next to its own ship, off the names and the other labels, with lorries crowding Nice', () => {
    // Tankers kept out of the lorries' room at Nice stood far off; the labels of a stack west of Rome went a line
    // below their ships, beside the next one's (a "27k→Genoa" under the blue tanker was the green's).
    const names = nameBoxes();
    const t0 = lateMeritScene().tankers[0]!;
    const colours = Object.keys(TANKER_COLOURS) as (keyof typeof TANKER_COLOURS)[];
    const bad: string[] = [];
    for (const stage of ['central-mediterranean', 'eastern-mediterranean'] as SeaStage[])
      for (const ships of [2, 3])
        for (const n of [3, 4])
          for (const [destination, tons] of [
            ['genoa', 27_000],
            ['milford-haven', 4_500],
          ] as const) {
            const scene = {
              lorries: Array.from({ length: n }, (_, seat) => ({
                seat,
                at: { kind: 'holiday', stop: NICE } as LorryPlace,
              })),
              tankers: colours
                .slice(0, ships)
                .map((tanker) => ({ ...t0, tanker, stage, destination: destination as SeaStage, tons })),
              suezOpen: true,
            };
            const tp = tankerPositions(scene);
            const labels = tankerLabels(scene, tp);
            for (const label of labels) {
              const where = `${ships} at ${stage}, ${n} lorries: ${label.tanker}’s “${label.text}”`;
              const own = hullBox(tp.get(label.tanker)!);
              if (boxGap(label.box, own) > 12)
                bad.push(`${where} ${Math.round(boxGap(label.box, own))} px off its ship`);
              for (const [other, q] of tp)
                if (
                  other !== label.tanker &&
                  labelDistance(label.box, hullBox(q)) <= labelDistance(label.box, own)
                )
                  bad.push(`${where} beside the ${other} tanker`);
              for (const q of names)
                if (overlapArea(q.box, label.box) > 0) bad.push(`${where} on “${q.text}”`);
              for (const o of labels)
                if (o !== label && overlapArea(o.box, label.box) > 0)
                  bad.push(`${where} on ${o.tanker}’s label`);
            }
          }
    expect(bad).toEqual([]);
  });

  it('parks one or two lorries on the head-office trip at London, off Wales and Ireland (the inset west of England)', () => {
    // A lone lorry at London stood on Wales, beside Milford Haven, and read as standing there.
    const west = mapPx({ lon: -2.6, lat: 52 }).x;
    for (const n of [1, 2]) {
      const lorries = Array.from({ length: n }, (_, seat) => ({
        seat,
        at: { kind: 'england' } as LorryPlace,
      }));
      for (const [seat, p] of lorryPositions({ lorries })) {
        expect(lorryBox(p).x, `lorry ${seat + 1} of ${n}`).toBeGreaterThanOrEqual(west);
        const london = mapPx(LONDON);
        const milford = stagePx('milford-haven');
        expect(Math.hypot(p.x - london.x, p.y - london.y)).toBeLessThan(
          Math.hypot(p.x - milford.x, p.y - milford.y),
        );
      }
    }
  });

  it('keeps a loop square’s number readable under one to six lorries, each lorry whole, inside the square, apart', () => {
    // Three lorries on PRODUCTION (12) stood over its number.
    const bad: string[] = [];
    for (const sq of BOARD)
      for (let n = 1; n <= 6; n++) {
        const lorries = Array.from({ length: n }, (_, seat) => ({
          seat,
          at: { kind: 'square', square: sq.index } as LorryPlace,
        }));
        const b = SQUARE_BOXES[sq.index]!;
        const boxes = [...lorryPositions({ lorries }).values()].map((p) => lorryBox(p));
        expect(boxes).toHaveLength(n);
        boxes.forEach((box, k) => {
          const where = `square ${sq.index}, lorry ${k + 1} of ${n}`;
          if (overlapArea(box, squareNumberBox(sq.index)) > 0) bad.push(`${where} on the number`);
          if (overlapArea(box, b) < box.w * box.h - 0.01) bad.push(`${where} off the square`);
          for (const other of boxes.slice(k + 1))
            if (overlapArea(box, other) > 0) bad.push(`${where} on another lorry`);
        });
      }
    expect(bad).toEqual([]);
    // In the picture: the number's pixels are the static layer's (nothing drawn over them).
    const scene = {
      ...crowdedMeritScene(),
      lorries: [0, 1, 2].map((seat) => ({ seat, at: { kind: 'square', square: 12 } as LorryPlace })),
    };
    const canvas = drawMerit(scene);
    const board = staticLayer();
    const box = squareNumberBox(12);
    for (let x = Math.ceil(box.x); x < box.x + box.w; x += 2)
      for (let y = Math.ceil(box.y); y < box.y + box.h; y += 2)
        expect(pixel(canvas, x, y), `${x},${y}`).toEqual(pixel(board, x, y));
  });

  it('draws the cross over a closed Suez Canal clear of every name of the map', () => {
    const cross = closedSuezBox();
    const covered = mapNames().filter((n) => overlapArea(nameBox(n), cross) > 0);
    expect(covered.map((n) => n.text)).toEqual([]);
  });

  it('keeps a cargo label off the cross and the word over a closed Suez Canal, on every stage', () => {
    // A tanker chartered at Tripoli printed "9k→Genoa" over "CLOSED".
    const marks = [closedSuezBox(), closedSuezWordBox()];
    const late = lateMeritScene();
    for (const stage of SEA_STAGES.filter((s) => !(s in DESTINATION_NAMES))) {
      const [label] = tankerLabels({ tankers: [{ ...late.tankers[0]!, stage }], suezOpen: false });
      expect(
        marks.map((b) => overlapArea(b, label!.box)),
        stage,
      ).toEqual([0, 0]);
    }
  });

  it('keeps the cargo labels of tankers close together apart: in the Gulf and the Red Sea, and in the inset', () => {
    const t0 = lateMeritScene().tankers[0]!;
    const at = (tanker: keyof typeof TANKER_COLOURS, stage: SeaStage) => ({ ...t0, tanker, stage });
    for (const tankers of [
      [at('red', 'red-sea'), at('yellow', 'persian-gulf'), at('blue', 'suez-canal')],
      // At 18 px the red and yellow "27k" fit side by side above the yellow hull, between the frame and the red
      // hull, only flush with the frame (with under a pixel to spare): the 4-pixel grid of places missed it, and
      // they overlapped by 2 px.
      [
        at('red', 'english-channel'),
        at('blue', 'english-channel'),
        at('green', 'english-channel'),
        at('yellow', 'western-approaches'),
      ],
    ]) {
      const labels = tankerLabels({ tankers });
      expect(labels).toHaveLength(tankers.length);
      for (const a of labels)
        for (const b of labels)
          if (a !== b) expect(overlapArea(a.box, b.box), `${a.tanker}–${b.tanker}`).toBe(0);
    }
  });

  it('flies the air route north-west from the Gulf to Europe: Beirut, then Nice, east to west', () => {
    // The stops stood at fixed fractions of a line from HOLIDAY down to END OF HOLIDAY: "Rome" off the Horn of
    // Africa, "Nice" near Madagascar.
    const stops = airRoute().slice(1, -1);
    expect(stops).toHaveLength(HOLIDAY.stops.length);
    const gulf = stagePx('persian-gulf');
    const suez = stagePx('suez-canal');
    for (const [i, p] of stops.entries()) {
      expect(p.x, `stop ${i}`).toBeLessThan(gulf.x);
      expect(p.y, `stop ${i}`).toBeLessThan(suez.y);
      if (i > 0) expect(p.x, `stop ${i}`).toBeLessThan(stops[i - 1]!.x);
    }
    // Each near its city: Nice within a stop's ring and a half; Beirut inland of Tripoli's port, which stands on
    // the same pixels as the city.
    const cities = [
      { lon: 35.5, lat: 33.9 },
      { lon: 7.3, lat: 43.7 },
    ];
    cities.forEach((c, i) => {
      const city = mapPx(c);
      const off = Math.hypot(stops[i]!.x - city.x, stops[i]!.y - city.y);
      expect(off, `stop ${i}`).toBeLessThan(i === 0 ? 30 : 16);
    });
  });

  it('draws the lorries on the head-office trip beside London, in the inset', () => {
    const scene = crowdedMeritScene();
    const p = lorryPositions(scene).get(0)!;
    expect(inside(p, INSET.box)).toBe(true);
    const at = tankPoint(p);
    expect(near(pixel(drawMerit(scene), at.x, at.y), playerStyle(0).fill, 30)).toBe(true);
  });

  it('draws lorries on the Test Drilling track in the panel, on their section', () => {
    const scene = lateMeritScene();
    expect(lorryPositions(scene).has(2)).toBe(false);
    const g = panelGeometry(scene.players.length);
    const cell = g.drilling[3]!;
    const canvas = drawMerit(scene);
    const at = tankPoint({
      x: cell.x + cell.w / 2,
      y: cell.y + (DRILL_ROOM.top + DRILL_ROOM.bottom) / 2,
      s: PANEL_LORRY,
    });
    expect(near(pixel(canvas, at.x, at.y), playerStyle(2).fill, 30)).toBe(true);
    const deeper = drawMerit({
      ...scene,
      lorries: scene.lorries.map((l) => (l.seat === 2 ? { ...l, at: { kind: 'drilling', section: 5 } } : l)),
    });
    expect(near(pixel(deeper, at.x, at.y), playerStyle(2).fill, 30)).toBe(false);
  });

  it('stands two to four lorries on one drilling section one above the other, each whole in the cell under its word', () => {
    // Two on one section stood 16 px apart, 17 px tall: the lower one hid half of the upper one.
    const six = lateMeritScene();
    six.players = [0, 1, 2, 3].map((seat) => ({ ...six.players[seat]!, seat }));
    const bad: string[] = [];
    for (const section of [1, 3, 8])
      for (let n = 2; n <= 4; n++) {
        const scene: MeritScene = {
          ...six,
          lorries: six.players.map((p) => ({
            seat: p.seat,
            at: p.seat < n ? { kind: 'drilling', section } : { kind: 'square', square: 12 },
          })),
          turn: { ...six.turn, seat: null },
        };
        const cell = panelGeometry(scene.players.length).drilling[section]!;
        const placed = drillingLorries(scene, panelGeometry(scene.players.length).drilling);
        // What each lorry's drawing covers: the tank's top (its outline) to the wheels' foot, cab to tail.
        const drawn = [...placed].map(([seat, q]) => ({
          seat,
          q,
          box: { x: q.x - q.size - 1, y: q.y - 0.55 * q.size - 1, w: 2 * q.size + 2, h: 1.13 * q.size + 1 },
        }));
        const canvas = drawMerit(scene);
        for (const { seat, q, box } of drawn) {
          const where = `section ${section}, lorry ${seat + 1} of ${n}`;
          if (box.x < cell.x || box.x + box.w > cell.x + cell.w) bad.push(`${where} wider than its cell`);
          if (box.y < cell.y + DRILL_ROOM.top - 1 || box.y + box.h > cell.y + cell.h - 1.5)
            bad.push(`${where} out of the room under the word`);
          for (const o of drawn)
            if (o.seat > seat && overlapArea(o.box, box) > 0) bad.push(`${where} under lorry ${o.seat + 1}`);
          // Its tank shows its colour (four to a section are drawn too small to look at a pixel of).
          const tank = { x: q.x - 0.81 * q.size + 0.5, y: q.y - 0.1 * q.size };
          if (n <= 3 && !near(pixel(canvas, tank.x, tank.y), playerStyle(seat).fill, 30))
            bad.push(`${where}: its colour is not seen`);
        }
      }
    expect(bad).toEqual([]);
  });

  it('edges every lorry on the map in dark, whatever its colour (a white one at Nice, on the white air route, was hard to see)', () => {
    // A playtest: a lone white lorry at Nice, drawn small on the white dashed air route, was hard to see.
    const six = lateMeritScene();
    six.players = [0, 1, 2, 3, 4, 5].map((seat) => ({ ...six.players[seat % 4]!, seat }));
    for (let seat = 0; seat < 6; seat++) {
      const scene: MeritScene = {
        ...six,
        lorries: six.players.map((p) => ({
          seat: p.seat,
          at: p.seat === seat ? { kind: 'holiday', stop: NICE } : { kind: 'square', square: 12 },
        })),
        turn: { ...six.turn, seat: (seat + 1) % 6 },
      };
      const p = lorryPositions(scene).get(seat)!;
      const canvas = drawMerit(scene);
      const s = p.s;
      // Just outside the lorry's own outline, 1 or 2 px out (where the halo's edge falls between pixels): left of
      // the tank, above it, below the middle wheel.
      const out = (d: number) => [
        pixel(canvas, p.x - s - d, p.y - 0.1 * s),
        pixel(canvas, p.x - 0.3 * s, p.y - 0.55 * s - d),
        pixel(canvas, p.x + 0.1 * s, p.y + 0.58 * s + d),
      ];
      const [one, two] = [out(1), out(2)];
      expect(
        one.map((c, i) => near(c, LORRY_HALO_COLOUR, 30) || near(two[i]!, LORRY_HALO_COLOUR, 30)),
        `${playerStyle(seat).name} lorry at Nice`,
      ).toEqual([true, true, true]);
    }
  });

  it('rings the lorry of the player to act on the Test Drilling track too, as on the map; no other lorry there', () => {
    // A playtest: the ring said whose move it was on the map and the loop, but not on the drilling track.
    const scene = lateMeritScene(); // seat 2 drills (section 3); seat 1 is to act
    const ringAt = (s: MeritScene, seat: number) => {
      const p = drillingLorries(s, panelGeometry(s.players.length).drilling).get(seat)!;
      const r = (TURN_RING * p.size) / LORRY;
      const canvas = drawMerit(s);
      // The ring's left and right: clear of the lorry (half as wide as the ring), over the sections.
      return [pixel(canvas, p.x - r, p.y), pixel(canvas, p.x + r, p.y)].map((c) => near(c, UI.highlight, 40));
    };
    expect(ringAt(scene, 2)).toEqual([false, false]);
    const toAct = { ...scene, turn: { ...scene.turn, seat: 2 } };
    expect(ringAt(toAct, 2)).toEqual([true, true]);
    // Another lorry on the track, not to act, has none.
    const two = {
      ...toAct,
      lorries: [
        ...toAct.lorries.filter((l) => l.seat !== 0),
        { seat: 0, at: { kind: 'drilling' as const, section: 8 } },
      ],
    };
    expect(ringAt(two, 2)).toEqual([true, true]);
    expect(ringAt(two, 0)).toEqual([false, false]);
  });

  it('draws each tanker at sea on its stage in the tanker’s colour, and a free tanker not at all', () => {
    const scene = lateMeritScene();
    const canvas = drawMerit(scene);
    const positions = tankerPositions(scene);
    for (const t of scene.tankers) {
      const p = positions.get(t.tanker);
      if (!p) throw new Error(`${t.tanker} is not drawn`);
      const s = stagePx(t.stage);
      expect(Math.abs(p.x - s.x)).toBeLessThan(1);
      const h = hullPoint(p);
      expect(near(pixel(canvas, h.x, h.y), TANKER_COLOURS[t.tanker], 30), t.tanker).toBe(true);
    }
    const red = positions.get('red')!;
    const freed = drawMerit({ ...scene, tankers: scene.tankers.filter((t) => t.tanker !== 'red') });
    const h = hullPoint(red);
    expect(near(pixel(freed, h.x, h.y), TANKER_COLOURS.red, 30)).toBe(false);
  });

  it('writes the current freight quotation level and multiple, and the canal, on the freight line', () => {
    const scene = lateMeritScene();
    const line = panelGeometry(scene.players.length).freight;
    const written = (s: MeritScene) =>
      textsDrawn(() => drawMerit(s))
        .filter((t) => t.box.y0 >= line.y && t.box.y1 <= line.y + line.h && t.box.x0 >= line.x)
        .map((t) => t.text);
    expect(written({ ...scene, freightLevel: 2, suezOpen: true })).toEqual(['Freight 2 ×1.5', 'Suez open']);
    expect(written({ ...scene, freightLevel: 4, suezOpen: false })).toEqual(['Freight 4 ×3', 'Suez closed']);
  });

  it('marks a closed Suez Canal with a red cross', () => {
    const scene = lateMeritScene();
    const s = stagePx('suez-canal');
    const at = { x: s.x + 7, y: s.y + 7 };
    expect(near(pixel(drawMerit({ ...scene, suezOpen: false }), at.x, at.y), UI.danger, 30)).toBe(true);
    expect(near(pixel(drawMerit(scene), at.x, at.y), UI.danger, 30)).toBe(false);
  });

  it('shows each well’s store on its chip: the bar’s holes gold up to the oil in store, a full store edged in red', () => {
    const scene = lateMeritScene();
    const card = panelGeometry(scene.players.length).cards[3]!; // Dolores: well 15 (2 holes of 5) first
    const chip = wellLayout(scene, 3, card).rows[0]!;
    expect(chip.well.card).toBe(15);
    // The bar's holes: five across the chip, 6 px in from each side, above its foot.
    const step = (chip.w - 12) / chip.well.capacity;
    const hole = (canvas: Canvas, i: number) =>
      pixel(canvas, chip.x + 6 + (i + 0.5) * step, chip.y + chip.h - 9);
    const picture = (holes: number) =>
      drawMerit({ ...scene, wells: scene.wells.map((w) => (w.card === 15 ? { ...w, holes } : w)) });
    const two = picture(2);
    expect(near(hole(two, 0), UI.gold, 40)).toBe(true);
    expect(near(hole(two, 1), UI.gold, 40)).toBe(true);
    expect(near(hole(two, 2), UI.gold, 40)).toBe(false);
    // One hole of oil tells from none at a glance.
    expect(near(hole(picture(1), 0), UI.gold, 40)).toBe(true);
    expect(near(hole(picture(0), 0), UI.gold, 40)).toBe(false);
    // A full store (production stops) edges its chip in red; a store with room does not.
    const edge = (canvas: Canvas) => pixel(canvas, chip.x, chip.y + chip.h / 2);
    expect(near(edge(picture(5)), '#FF6B6B', 40)).toBe(true);
    expect(near(edge(two), '#FF6B6B', 40)).toBe(false);
  });

  it('shows every well a player owns: a chip each with its number, or counted in the card’s “+N”, 2–6 players', () => {
    // A card had room for a fixed number of rows (four on a four-player card): a fifth well and on vanished
    // without a sign. Now what does not fit is counted in a "+N" chip, and My hand and the Scores lines say them.
    const bad: string[] = [];
    let counted = 0;
    for (const seats of [2, 3, 4, 5, 6]) {
      const scene: MeritScene = meritMoments(seats, `all-wells-${seats}`).next().value!;
      const card = panelGeometry(seats).cards[0]!;
      for (let n = 1; n <= CONCESSIONS.length; n++) {
        // Seat 0 owns n wells, the others none (its card is the one in question), bought in no order.
        const wells = CONCESSIONS.slice(0, n).map((_, i) => ({
          card: ((i * 7) % CONCESSIONS.length) + 1,
          owner: 0,
          holes: 1,
          capacity: CONCESSIONS[(i * 7) % CONCESSIONS.length]!.holes,
          tons: 0,
        }));
        for (const tag of [undefined, 'bot', 'owes £12k']) {
          const s = {
            ...scene,
            wells,
            players: scene.players.map((p) => (p.seat === 0 ? { ...p, tag } : p)),
          };
          const texts = drawnTexts(s).filter((t) => inside(t, card));
          const where = `${seats} players, ${n} wells, tag ${tag ?? 'none'}`;
          const numbers = texts.filter((t) => /^\d+$/.test(t.text)).map((t) => Number(t.text));
          const more = texts.find((t) => t.text.startsWith('+'));
          const m = more && /^\+(\d+)$/.exec(more.text);
          if (more && !m) bad.push(`${where}: “${more.text}”`);
          const missing = wells.map((w) => w.card).filter((c) => !numbers.includes(c));
          if (Number(m?.[1] ?? 0) !== missing.length)
            bad.push(`${where}: ${missing.length} not drawn, “${more?.text ?? 'nothing'}” says`);
          if (m) counted++;
          if (tag && !texts.some((t) => t.text === tag)) bad.push(`${where}: no tag`);
          for (const t of texts) if (t.size < CARD_TEXT_SIZE) bad.push(`${where}: ${t.size}px “${t.text}”`);
          // Every chip, the "+N" and the tag inside the card, under its name (and a narrow card's fortune), apart.
          const { rows, more: plus, tag: tagBox } = wellLayout(s, 0, card);
          const boxes = [...rows, ...(plus ? [plus] : []), ...(tagBox ? [tagBox] : [])];
          if (rows.length + (plus?.wells.length ?? 0) !== n) bad.push(`${where}: ${rows.length} chips`);
          boxes.forEach((b, i) => {
            if (overlapArea(b, { ...card, y: card.y + 42, h: card.h - 44 }) < b.w * b.h - 0.01)
              bad.push(`${where}: a chip off the card at ${Math.round(b.x)},${Math.round(b.y)}`);
            for (const o of boxes.slice(i + 1))
              if (overlapArea(b, o) > 0) bad.push(`${where}: chips overlap`);
          });
        }
      }
    }
    expect(bad).toEqual([]);
    expect(counted).toBeGreaterThan(20);
  });

  it('shows five wells whole on a five- or six-player card, two-digit numbers and a £1.xxm fortune beside them', () => {
    // A narrow card showed three chips and "+2": 56 px chips, 6 px apart, fit three on a 218 px row.
    for (const seats of [5, 6]) {
      const scene: MeritScene = meritMoments(seats, `five-wells-${seats}`).next().value!;
      const card = panelGeometry(seats).cards[0]!;
      const wells = [14, 15, 16, 17, 18].map((c) => ({ card: c, owner: 0, holes: 2, capacity: 10, tons: 0 }));
      const s = {
        ...scene,
        wells,
        players: scene.players.map((p) => (p.seat === 0 ? { ...p, fortune: 1_880_000, tag: undefined } : p)),
      };
      const { rows, more } = wellLayout(s, 0, card);
      expect(more).toBeNull();
      expect(rows.map((r) => r.well.card)).toEqual([14, 15, 16, 17, 18]);
      const numbers = drawnTexts(s).filter((t) => inside(t, card) && /^1[4-8]$/.test(t.text));
      expect(numbers.map((t) => t.size)).toEqual([36, 36, 36, 36, 36]);
    }
  });

  it('writes the panel and the cargo labels large enough to read on a phone: panel 18 px at least (a quarter there)', () => {
    // Discord shows the 1600 px picture about 400 px wide on a phone: the facts line of a six-player card came
    // out at 9 px (2 px there), the wells' names and the bills at 14–16 px. (The facts line is gone: the score
    // lines say it; merit-oil.panel.test.ts holds the panel's texts to 36 px as each part is enlarged.)
    const scenes = [lateMeritScene(), crowdedMeritScene()];
    for (const seats of [2, 4, 5, 6])
      [...meritMoments(seats, `legible-${seats}`)].forEach((scene, i) => i % 60 === 0 && scenes.push(scene));
    const small = new Set<string>();
    let chips = 0;
    for (const scene of scenes) {
      const drill = panelGeometry(scene.players.length).drilling;
      for (const t of drawnTexts(scene)) {
        // On the map: the tankers' cargo labels ("18k→Rotterdam"), where each tanker is bound.
        if (t.x < MERIT_LAYOUT.panel.x && t.text.includes('→') && t.size < 18)
          small.add(`${t.size}px “${t.text}”`);
        if (t.x < MERIT_LAYOUT.panel.x) continue;
        const inTrack = drill.some((b) => inside({ x: t.x, y: t.y }, b));
        if (t.size < (inTrack ? DRILL_WORD_SIZE : 18)) small.add(`${t.size}px “${t.text}”`);
        if (/^\d+$/.test(t.text) && !inTrack) chips++;
        // The share prices, kept whole at that size.
        if (t.text.startsWith('Ref ') && t.text.endsWith('…')) small.add(`cut: “${t.text}”`);
      }
    }
    expect(scenes.length).toBeGreaterThan(10);
    expect(chips).toBeGreaterThan(40);
    expect(DRILL_WORD_SIZE).toBeGreaterThanOrEqual(18);
    expect([...small]).toEqual([]);
  });

  it('writes the board’s names, square words and square numbers at 18 px at least (a quarter of it on a phone)', () => {
    // Place names were 15 px, the squares' numbers 12 px: 3–4 px tall at a phone's width.
    const texts = textsOf((canvas) => drawStatic(canvas.getContext('2d')));
    // The 32 squares' numbers, their words, and every name of the map.
    for (let i = 0; i < 32; i++)
      expect(
        texts.some((t) => t.text === String(i)),
        `square ${i}`,
      ).toBe(true);
    for (const n of mapNames())
      expect(
        texts.some((t) => t.text === n.text),
        n.text,
      ).toBe(true);
    // The inset's caption too (it was 13 px).
    expect(texts.some((t) => t.text === 'NW Europe, enlarged')).toBe(true);
    const small = texts.filter((t) => t.size < 18);
    expect(small.map((t) => `${t.size}px “${t.text}”`)).toEqual([]);
    expect(SQUARE_NUMBER_SIZE).toBeGreaterThanOrEqual(18);
    expect(SQUARE_WORD_SIZE).toBeGreaterThanOrEqual(18);
  });

  it('writes sums short enough for a phone', () => {
    expect(shortMoney(300_000)).toBe('£300k');
    expect(shortMoney(41_000)).toBe('£41k');
    expect(shortMoney(12_500)).toBe('£12.5k');
    expect(shortMoney(1_250_000)).toBe('£1.25m');
    expect(shortMoney(-5_000)).toBe('−£5k');
  });
});
