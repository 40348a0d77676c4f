/**
 * No piece hides a word of the board: every text of the static layer (each hex's name, its number token, the
 * harbors' ratios) stays readable whatever stands at the hex's corners and edges. The
 * picture is drawn twice, with its pieces and without them (no roads, buildings, robber nor highlight); the
 * pixels of each text's glyphs, and a few pixels around them (the name's backing), must be the same in both.
 *
 * The boards: the sample scenes, bot games of both games played to their end, and the worst case, a building
 * of one kind on every intersection and a road on every path, with the robber and the last action's halo.
 */
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/registry';
import type { CatanView } from '../../src/games/catan/types';
import { createCanvas } from '@napi-rs/canvas';
import {
  HARBOR_R,
  boardTransform,
  boxesMeet,
  labelBox,
  selectionLabels,
  clearStaticCache,
  harborCenter,
  NUMBER_TOKEN,
  springDrop,
  staticLayer,
} from '../../src/render/catan/board';
import { drawIcon } from '../../src/render/kit';
import { CATAN_LAYOUT } from '../../src/render/catan/layout';
import { catanRowHints, catanSpot, sceneFromCatanView } from '../../src/render/catan/fromCatanView';
import { EDGE_NAMES } from '../../src/games/catan/board';
import { sceneFromOilSpringsView } from '../../src/render/catan/fromOilSpringsView';
import { drawCatan, pixelOf } from '../../src/render/catan/render';
import { corner, edge, lateBaseScene, lateOilSpringsScene } from '../../src/render/catan/sampleScenes';
import type { BoardPoint, BuildingKind, CatanScene } from '../../src/render/catan/scene';
import { playBots } from '../../src/tools/play-bots';
import { seaNumbersDrawn, textsDrawn, type DrawnText } from './texts-drawn';

/** Pixels around a text's glyphs that must stay clear too (its backing, its outline). */
const MARGIN = 3;

/** The static layer's texts of a scene, drawn afresh. */
function boardTexts(scene: CatanScene): DrawnText[] {
  clearStaticCache();
  return textsDrawn(() => staticLayer(scene));
}

/** The board's pixels (the panel right of it is not the board's). */
function boardPixels(scene: CatanScene): Uint8ClampedArray {
  const canvas = drawCatan(scene);
  return canvas.getContext('2d').getImageData(0, 0, BOARD_W, canvas.height).data;
}
const BOARD_W = CATAN_LAYOUT.panel.x;

/** How many pixels around a text's glyphs differ between two drawings of the board (`boardPixels`). */
function pixelsChanged(t: DrawnText, a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let n = 0;
  for (let y = Math.floor(t.box.y0 - MARGIN); y < Math.ceil(t.box.y1 + MARGIN); y++)
    for (let x = Math.floor(t.box.x0 - MARGIN); x < Math.ceil(t.box.x1 + MARGIN); x++) {
      const i = (y * BOARD_W + x) * 4;
      if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) n++;
    }
  return n;
}

/** The board without its pieces, by the board's hexes and harbors (many scenes share one). */
const emptyBoards = new Map<string, Uint8ClampedArray>();

/** The texts of the board that pieces cover in `scene`, as "“G” at 412,530 (14 px)". */
function coveredTexts(scene: CatanScene): string[] {
  const texts = boardTexts(scene);
  const key = JSON.stringify([scene.hexes, scene.harbors, scene.rowHints]);
  let empty = emptyBoards.get(key);
  if (!empty) {
    empty = boardPixels({ ...scene, roads: [], buildings: [], robber: null, highlight: undefined });
    emptyBoards.set(key, empty);
  }
  const full = boardPixels(scene);
  const out: string[] = [];
  for (const t of texts) {
    const covered = pixelsChanged(t, full, empty);
    if (covered) out.push(`“${t.text}” at ${Math.round(t.box.x0)},${Math.round(t.box.y0)} (${covered} px)`);
  }
  return out;
}

/** Every intersection and every path of the board, once. */
function pointsAndPaths(scene: CatanScene): {
  points: BoardPoint[];
  paths: Array<{ a: BoardPoint; b: BoardPoint }>;
} {
  const key = (p: BoardPoint) => `${p.x.toFixed(3)},${p.y.toFixed(3)}`;
  const points = new Map<string, BoardPoint>();
  const paths = new Map<string, { a: BoardPoint; b: BoardPoint }>();
  for (const h of scene.hexes)
    for (let i = 0; i < 6; i++) {
      const p = corner(scene.hexes, h.name, i);
      points.set(key(p), p);
      const e = edge(scene.hexes, h.name, i);
      paths.set([key(e.a), key(e.b)].sort().join('|'), e);
    }
  return { points: [...points.values()], paths: [...paths.values()] };
}

/** `base` with a `kind` on every intersection, a road on every path, the robber on `robber`. */
function crowded(base: CatanScene, kind: BuildingKind, robber: string, halo: boolean): CatanScene {
  const { points, paths } = pointsAndPaths(base);
  return {
    ...base,
    buildings: points.map((at, i) => ({ at, kind, owner: i % 4 })),
    roads: paths.map((p, i) => ({ ...p, owner: (i + 1) % 4 })),
    robber,
    highlight: halo ? { text: 'Ana built', points, roads: paths } : undefined,
  };
}

/** The scenes at the end of bot games, by game, seats and seed: several tests look at the same games. */
const botScenes = new Map<string, CatanScene>();

/** The spectators' scene at the end of a bot game of `id` (played once per file, then shared). */
function botScene(id: 'catan' | 'oil-springs', seats: number, seed: string): CatanScene {
  const key = `${id}/${seats}/${seed}`;
  let scene = botScenes.get(key);
  if (!scene) {
    const game = getGame(id)!;
    const view = game.view(playBots(game, seats, seed, 100_000).state, null) as CatanView;
    const names = ['Ana', 'Benedikt', 'Chidi', 'Dolores'];
    scene = id === 'catan' ? sceneFromCatanView(view, names) : sceneFromOilSpringsView(view, names);
    botScenes.set(key, scene);
  }
  return structuredClone(scene);
}

describe('The board’s texts under the pieces', () => {
  it('are measured: every hex’s name and number and the harbors’ ratios', () => {
    const scene = lateOilSpringsScene();
    const texts = boardTexts(scene).map((t) => t.text);
    for (const h of scene.hexes) expect(texts, h.name).toContain(h.name);
    for (const t of ['10', '8', '2:1', '3:1']) expect(texts, t).toContain(t);
  });

  it('stay readable in the sample scenes', () => {
    for (const scene of [lateBaseScene(), lateOilSpringsScene()]) expect(coveredTexts(scene)).toEqual([]);
  });

  it('stay readable at the end of bot games of Catan and Oil Springs', () => {
    for (const id of ['catan', 'oil-springs'] as const)
      for (const seats of [3, 4])
        for (const seed of ['a', 'b', 'c'])
          expect(coveredTexts(botScene(id, seats, `${id}-${seed}`))).toEqual([]);
  });

  it('stay readable with a building on every intersection and a road on every path', () => {
    const base = lateOilSpringsScene();
    for (const kind of ['settlement', 'city'] as const)
      expect(coveredTexts(crowded(base, kind, 'A', false)), kind).toEqual([]);
    // The biggest piece, with the robber on each hex in turn.
    for (const robber of base.hexes.map((h) => h.name))
      expect(coveredTexts(crowded(base, 'metropolis', robber, false)), `robber on ${robber}`).toEqual([]);
  });

  it('stay readable under the last action’s halo', () => {
    const base = lateBaseScene();
    for (const kind of ['settlement', 'city', 'metropolis'] as const)
      expect(coveredTexts(crowded(base, kind, 'A', true)), kind).toEqual([]);
  });

  it('are not crowded by the intersection numbers in the sea: those keep off the harbor tokens', () => {
    // A "54" sat on the 2:1 wool harbor's token.
    for (const id of ['catan', 'oil-springs'] as const) {
      const scene = botScene(id, 4, `${id}-a`);
      const hints = new Set((scene.rowHints ?? []).map((h) => h.name));
      expect(hints.size).toBeGreaterThan(10);
      const drawn = seaNumbersDrawn(scene);
      expect(drawn.length).toBe(scene.rowHints?.length);
      const r = HARBOR_R * boardTransform(scene).unit + 1.5 + MARGIN;
      const crowded: string[] = [];
      for (const d of drawn)
        for (const h of scene.harbors) {
          const c = pixelOf(scene, harborCenter(h));
          const dx = Math.max(d.box.x0 - c.x, 0, c.x - d.box.x1);
          const dy = Math.max(d.box.y0 - c.y, 0, c.y - d.box.y1);
          if (Math.hypot(dx, dy) < r)
            crowded.push(`“${d.text}” by the ${h.ratio}:1 ${h.resource ?? 'any'} harbor`);
        }
      expect(crowded, id).toEqual([]);
    }
  });

  it('leave the robber beside the number token, covering no road or building at its hex’s corners', () => {
    // The robber is drawn over the pieces: the pixels it changes on an empty board must not be pixels the
    // pieces change (it stood on the road of its hex's west side and on a building at its south-west corner).
    const base = lateOilSpringsScene();
    const without = { ...base, robber: null, highlight: undefined };
    const changed = (a: Uint8ClampedArray, b: Uint8ClampedArray, i: number) =>
      a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2];
    const empty = boardPixels({ ...without, roads: [], buildings: [] });
    // The pixels the robber changes on each hex, drawn once for the three kinds of building below.
    const robberPixels = base.hexes.map((h) => {
      const robber = boardPixels({ ...without, roads: [], buildings: [], robber: h.name });
      const at: number[] = [];
      for (let i = 0; i < robber.length; i += 4) if (changed(robber, empty, i)) at.push(i);
      return { name: h.name, at };
    });
    // Nor on its number token (with its rim): moved 0.02 hex radii east and 6% smaller beside the wider roads.
    const R = boardTransform(base).unit;
    const onToken: string[] = [];
    for (const { name, at } of robberPixels) {
      const h = base.hexes.find((x) => x.name === name)!;
      if (h.number === null) continue;
      const c = pixelOf(base, h.center);
      const token = { x: c.x, y: c.y + R * NUMBER_TOKEN.dy, r: R * (NUMBER_TOKEN.r + 0.01) };
      const n = at.filter((i) => {
        const [x, y] = [((i / 4) % BOARD_W) + 0.5, Math.floor(i / 4 / BOARD_W) + 0.5];
        return Math.hypot(x - token.x, y - token.y) < token.r;
      }).length;
      if (n) onToken.push(`${name}: ${n} px`);
    }
    expect(onToken).toEqual([]);
    for (const kind of ['settlement', 'city', 'metropolis'] as const) {
      const full = crowded(base, kind, 'A', false);
      const pieces = boardPixels({ ...full, robber: null });
      const hidden: string[] = [];
      for (const { name, at } of robberPixels) {
        const n = at.filter((i) => changed(pieces, empty, i)).length;
        if (n) hidden.push(`${name}: ${n} px`);
      }
      expect(hidden, kind).toEqual([]);
    }
  });

  it('leave the intersection numbers in the sea clear of the coast’s buildings and the new one’s halo', () => {
    // The pixels around each number must be ones no piece paints. A "1" stood on a building at its intersection,
    // or on the halo of one just built there, light on yellow. The numbers are in the static layer, under the
    // pieces: so too the picture is the one drawn with the numbers over the pieces (as until the twenty-fourth
    // session), pixel for pixel.
    const base = { ...lateBaseScene(), rowHints: catanRowHints(), robber: null };
    const drawn = seaNumbersDrawn(base);
    expect(drawn.length).toBe(base.rowHints.length);
    const noHints = { ...base, rowHints: [] };
    const empty = boardPixels({ ...noHints, roads: [], buildings: [], highlight: undefined });
    for (const kind of ['settlement', 'city', 'metropolis'] as const)
      for (const halo of [false, true]) {
        const pieces = boardPixels(crowded(noHints, kind, 'A', halo));
        const crowdedHints: string[] = [];
        for (const d of drawn) {
          const n = pixelsChanged(d, pieces, empty);
          if (n) crowdedHints.push(`“${d.text}”: ${n} px`);
        }
        expect(crowdedHints, `${kind}${halo ? ' with halos' : ''}`).toEqual([]);
      }
  });

  it('stay readable while a player picks a city or a metropolis to upgrade', () => {
    // The upgrade's labels are drawn over the board: the pixels of every static text must be the same with
    // and without them. A label above a city on a hex's lower right corner hid the hex's name ("J" under "34").
    const base = lateOilSpringsScene();
    const { points } = pointsAndPaths(base);
    for (const kind of ['city', 'metropolis'] as const) {
      const scene = crowded(base, kind === 'city' ? 'settlement' : 'city', 'A', false);
      const spots = points.map((at, i) => ({ name: String(i + 1), at }));
      const texts = boardTexts(scene);
      const labelled = boardPixels({ ...scene, selection: { kind, prompt: 'Pick', spots } });
      const plain = boardPixels({ ...scene, selection: { kind, prompt: 'Pick', spots: [] } });
      const hidden = texts.filter((t) => pixelsChanged(t, labelled, plain) > 0);
      expect(
        hidden.map((t) => t.text),
        kind,
      ).toEqual([]);
    }
  });

  it('leave every hex’s name readable while a player picks a road', () => {
    // Every path labelled: a label in the middle of a north-south path lay over the name of the hex to its
    // west. (The board's other texts under the labels: 'The road chooser’s labels' below.)
    const base = { ...lateOilSpringsScene(), roads: [], buildings: [] };
    const spots = EDGE_NAMES.map((n) => catanSpot('road', n)!);
    const names = new Set(base.hexes.map((h) => h.name));
    const texts = boardTexts(base).filter((t) => names.has(t.text));
    expect(texts.length).toBe(base.hexes.length);
    const labelled = boardPixels({ ...base, selection: { kind: 'road', prompt: 'Pick', spots } });
    const plain = boardPixels({ ...base, selection: { kind: 'road', prompt: 'Pick', spots: [] } });
    const hidden = texts.filter((t) => pixelsChanged(t, labelled, plain) > 0);
    expect(hidden.map((t) => t.text)).toEqual([]);
  });
});

describe('The road chooser’s labels', () => {
  /**
   * The static texts a label on every path changes, as "“OIL” at 412,530 (14 px)": on the board as it is, and
   * with a settlement at the lower end of every north-south path (whose label then sits high on it).
   */
  function textsUnderRoadLabels(board: CatanScene): string[] {
    const spots = EDGE_NAMES.map((n) => catanSpot('road', n)!);
    const lowerEnds = spots.filter((s) => s.a!.x === s.b!.x).map((s) => (s.a!.y > s.b!.y ? s.a! : s.b!));
    // A chooser's static layer: without the intersection numbers, which its labels replace.
    const texts = boardTexts({ ...board, selection: { kind: 'road', prompt: 'Pick', spots: [] } });
    const out: string[] = [];
    for (const base of [
      board,
      { ...board, buildings: lowerEnds.map((at) => ({ at, kind: 'settlement' as const, owner: 0 })) },
    ]) {
      const labelled = boardPixels({ ...base, selection: { kind: 'road', prompt: 'Pick', spots } });
      const plain = boardPixels({ ...base, selection: { kind: 'road', prompt: 'Pick', spots: [] } });
      for (const t of texts) {
        const n = pixelsChanged(t, labelled, plain);
        if (n) out.push(`“${t.text}” at ${Math.round(t.box.x0)},${Math.round(t.box.y0)} (${n} px)`);
      }
    }
    return out;
  }

  it('leave every spring’s and every polluted hex’s name and every polluted hex’s warning readable', () => {
    // A label on a slanting path at a spring's upper right lay over the spring's word "OIL" (where the hex's name
    // is now), and touched the "!" of a polluted hex's warning.
    const base = { ...lateOilSpringsScene(), roads: [], buildings: [] };
    const names = new Set(base.hexes.map((h) => h.name));
    for (const oilSpring of [true, false]) {
      const scene = { ...base, hexes: base.hexes.map((h) => ({ ...h, oilSpring, polluted: !oilSpring })) };
      const texts = boardTexts(scene);
      expect(texts.filter((t) => names.has(t.text)).length).toBe(base.hexes.length);
      if (!oilSpring) expect(texts.filter((t) => t.text === '!').length).toBe(base.hexes.length);
      expect(textsUnderRoadLabels(scene), oilSpring ? 'springs' : 'polluted').toEqual([]);
    }
  });

  it('leave every harbor’s ratio readable, 2:1 and 3:1 at every slot', () => {
    // A label on a slanting coast path touched the harbor token out to sea from it.
    // The game's harbor slots, and the sample scenes' own.
    for (const board of [botScene('catan', 4, 'catan-a'), lateOilSpringsScene()]) {
      const base = { ...board, roads: [], buildings: [] };
      for (const [ratio, resource] of [
        [3, null],
        [2, 'wool'],
      ] as const) {
        const scene = { ...base, harbors: base.harbors.map((h) => ({ ...h, ratio, resource })) };
        expect(textsUnderRoadLabels(scene), `${ratio}:1`).toEqual([]);
      }
    }
  });

  it('leave every text of the bot games’ boards readable', () => {
    for (const id of ['catan', 'oil-springs'] as const) {
      const scene = botScene(id, 4, `${id}-a`);
      expect(textsUnderRoadLabels({ ...scene, roads: [], buildings: [] }), id).toEqual([]);
    }
  });
});

describe('The robber chooser’s labels', () => {
  it('leave every spring’s drop and every number token in sight', () => {
    // The hex's label sat in the middle of the icons' row: a spring read "IL", its drop and "O" under it.
    const base = { ...lateOilSpringsScene(), roads: [], buildings: [], robber: null };
    const scene = { ...base, hexes: base.hexes.map((h) => ({ ...h, oilSpring: true, polluted: false })) };
    const spots = scene.hexes.map((h) => catanSpot('robber', h.name)!);
    const R = boardTransform(scene).unit;
    const mask = createCanvas(BOARD_W, 800);
    for (const h of scene.hexes) {
      const drop = springDrop(pixelOf(scene, h.center), R);
      drawIcon(mask.getContext('2d'), 'oil', drop.x, drop.y, drop.size);
    }
    const alpha = mask.getContext('2d').getImageData(0, 0, BOARD_W, 800).data;
    const labelled = boardPixels({ ...scene, selection: { kind: 'robber', prompt: 'Pick', spots } });
    const plain = boardPixels({ ...scene, selection: { kind: 'robber', prompt: 'Pick', spots: [] } });
    let onDrops = 0;
    for (let i = 0; i < alpha.length; i += 4)
      if (alpha[i + 3]! > 0 && (labelled[i] !== plain[i] || labelled[i + 1] !== plain[i + 1])) onDrops++;
    expect(onDrops).toBe(0);
    const numbers = new Set(scene.hexes.map((h) => String(h.number)));
    const tokens = boardTexts(scene).filter((t) => numbers.has(t.text));
    expect(tokens.length).toBe(scene.hexes.filter((h) => h.number !== null).length);
    expect(tokens.filter((t) => pixelsChanged(t, labelled, plain) > 0).map((t) => t.text)).toEqual([]);
  });
});

describe('The road chooser around a building', () => {
  it('leaves a building at the lower end of a north-south harbor path in sight, and the harbor token whole', () => {
    // The label of such a path sat low on it, inland, and hid the settlement there (low is off the harbor's
    // ratio); raised as on other paths it lay over the hex's "OIL" or the harbor token. The game's harbor slots
    // and the sample scenes', every hex a spring (its "OIL" is checked with the other texts above).
    for (const board of [botScene('oil-springs', 4, 'oil-springs-a'), lateBaseScene()]) {
      const base = {
        ...board,
        roads: [],
        buildings: [],
        robber: null,
        hexes: board.hexes.map((h) => ({ ...h, oilSpring: true, polluted: false })),
      };
      const harbors = base.harbors.map((h) => ({
        h,
        mid: { x: (h.a.x + h.b.x) / 2, y: (h.a.y + h.b.y) / 2 },
      }));
      const near = (p: BoardPoint, q: BoardPoint) => Math.hypot(p.x - q.x, p.y - q.y) < 1e-6;
      const found: string[] = [];
      const hidden: string[] = [];
      for (const name of EDGE_NAMES) {
        const spot = catanSpot('road', name)!;
        if (Math.abs(spot.a!.x - spot.b!.x) > 1e-6) continue;
        const harbor = harbors.find((x) => near(x.mid, spot.at))?.h;
        if (!harbor) continue;
        found.push(name);
        const lower = spot.a!.y > spot.b!.y ? spot.a! : spot.b!;
        const scene = { ...base, buildings: [{ at: lower, kind: 'settlement' as const, owner: 1 }] };
        const labelled = boardPixels({
          ...scene,
          selection: { kind: 'road', prompt: 'Pick', spots: [spot] },
        });
        // The settlement's pixels: those it changes on the board without it; covered: those the marked path
        // (its dashes and its label) changes.
        const plain = boardPixels({ ...scene, selection: { kind: 'road', prompt: 'Pick', spots: [] } });
        const bare = boardPixels({ ...base, selection: { kind: 'road', prompt: 'Pick', spots: [] } });
        const same = (a: Uint8ClampedArray, b: Uint8ClampedArray, i: number) =>
          a[i] === b[i] && a[i + 1] === b[i + 1] && a[i + 2] === b[i + 2];
        const c = pixelOf(scene, lower);
        let piece = 0;
        let covered = 0;
        for (let y = Math.round(c.y - 30); y < c.y + 30; y++)
          for (let x = Math.round(c.x - 30); x < c.x + 30; x++) {
            const i = (y * BOARD_W + x) * 4;
            if (same(plain, bare, i)) continue;
            piece++;
            if (!same(labelled, plain, i)) covered++;
          }
        expect(piece).toBeGreaterThan(200);
        // The dashes reach into the settlement's outline a little; the label must stay off it.
        if (covered > piece / 5)
          hidden.push(`settlement at the lower end of ${name}: ${covered} of ${piece} px`);
        const t = pixelOf(scene, harborCenter(harbor));
        const r = HARBOR_R * boardTransform(scene).unit + 2;
        let token = 0;
        for (let y = Math.floor(t.y - r); y <= t.y + r; y++)
          for (let x = Math.floor(t.x - r); x <= t.x + r; x++) {
            if (Math.hypot(x - t.x, y - t.y) > r) continue;
            if (!same(labelled, plain, (y * BOARD_W + x) * 4)) token++;
          }
        if (token) hidden.push(`harbor token by ${name}: ${token} px`);
      }
      expect(found.length).toBeGreaterThanOrEqual(3);
      expect(hidden).toEqual([]);
    }
  });

  it('keeps a north-south path’s label, high on it, off the oil drop of a spring beside it', () => {
    // With a settlement at the path's lower end only, the label sits high on the path and a little east: the
    // label of "14-24" (the set-up's road from a settlement on 24) touched the drop of the spring G east of it.
    // Each such path, its settlement and the paths from it marked, with a spring east of it, then west of it.
    const base = { ...lateOilSpringsScene(), roads: [], buildings: [], robber: null };
    const R = boardTransform(base).unit;
    const touched: string[] = [];
    let seen = 0;
    for (const name of EDGE_NAMES) {
      const path = catanSpot('road', name)!;
      if (Math.abs(path.a!.x - path.b!.x) > 1e-6) continue;
      const lower = name.split('-').find((n) => catanSpot('settlement', n)!.at.y > path.at.y)!;
      const spots = EDGE_NAMES.filter((n) => n.split('-').includes(lower)).map((n) => catanSpot('road', n)!);
      for (const side of [1, -1]) {
        const spring = base.hexes.find(
          (h) =>
            Math.abs(h.center.y - path.at.y) < 1e-6 && Math.abs(h.center.x - path.at.x - side * 0.866) < 0.01,
        );
        if (!spring) continue;
        seen++;
        const scene: CatanScene = {
          ...base,
          hexes: base.hexes.map((h) => ({ ...h, oilSpring: h === spring, polluted: false })),
          buildings: [{ at: catanSpot('settlement', lower)!.at, kind: 'settlement', owner: 1 }],
        };
        // The drop's pixels: the icon drawn alone where the hex has it.
        const mask = createCanvas(BOARD_W, 800);
        const drop = springDrop(pixelOf(scene, spring.center), R);
        drawIcon(mask.getContext('2d'), 'oil', drop.x, drop.y, drop.size);
        const alpha = mask.getContext('2d').getImageData(0, 0, BOARD_W, 800).data;
        const labelled = boardPixels({ ...scene, selection: { kind: 'road', prompt: 'Pick', spots } });
        const plain = boardPixels({ ...scene, selection: { kind: 'road', prompt: 'Pick', spots: [] } });
        // The icon is drawn in a box of its size centred on the drop: only the pixels within twice that are read.
        let n = 0;
        for (let y = Math.max(0, Math.floor(drop.y - drop.size)); y < Math.min(800, drop.y + drop.size); y++)
          for (
            let x = Math.max(0, Math.floor(drop.x - drop.size));
            x < Math.min(BOARD_W, drop.x + drop.size);
            x++
          ) {
            const i = (y * BOARD_W + x) * 4;
            if (alpha[i + 3]! > 0 && (labelled[i] !== plain[i] || labelled[i + 1] !== plain[i + 1])) n++;
          }
        if (n) touched.push(`${name} on the drop of ${spring.name}: ${n} px`);
      }
    }
    expect(seen).toBeGreaterThan(20);
    expect(touched).toEqual([]);
  });

  it('slides a slanting path’s label along it, off the building it starts from', () => {
    // In the middle of its path a slanting path's label lay with one end over the settlement the road starts
    // from, and the labels of the two slanting paths from it hid its roof between them (a playtest's set-up).
    // Each settlement's spot and its paths, on the game's boards, in set-up (one building) and later (the
    // bot game's buildings around it too).
    const ctx = createCanvas(8, 8).getContext('2d');
    const late = botScene('catan', 4, 'catan-a');
    const hidden: string[] = [];
    let seen = 0;
    for (const board of [{ ...late, buildings: [] }, late, { ...lateOilSpringsScene(), buildings: [] }]) {
      const t = boardTransform(board);
      const R = t.unit;
      for (const node of ['12', '24', '30', '45', '14', '41', '20', '35']) {
        const paths = EDGE_NAMES.filter((n) => n.split('-').includes(node));
        const at = catanSpot('settlement', node)!.at;
        // A spot the game allows: free, and none of its neighbours built on.
        const built = (p: BoardPoint) =>
          board.buildings.some((b) => Math.hypot(b.at.x - p.x, b.at.y - p.y) < 1e-6);
        if (
          built(at) ||
          paths.some((n) => built(catanSpot('road', n)!.a!) || built(catanSpot('road', n)!.b!))
        )
          continue;
        const scene: CatanScene = {
          ...board,
          buildings: [...board.buildings, { at, kind: 'settlement', owner: 1 }],
          selection: {
            kind: 'road',
            prompt: 'Pick',
            spots: paths.map((n) => catanSpot('road', n)!),
          },
        };
        const c = pixelOf(scene, at);
        const piece = { x0: c.x - R * 0.2, x1: c.x + R * 0.2, y0: c.y - R * 0.24, y1: c.y + R * 0.16 };
        for (const l of selectionLabels(ctx, scene, t)) {
          seen++;
          if (boxesMeet(labelBox(l), piece)) hidden.push(`${l.name} over the settlement on ${node}`);
        }
      }
    }
    expect(seen).toBeGreaterThan(40);
    expect(hidden).toEqual([]);
  });

  it('leaves the building the roads start from in sight', () => {
    // In the set-up a settlement and the paths from it: the north-south path's label, low on it, sat on the
    // settlement at its lower end, and the dashed paths ran over it (with the slanting paths' labels beside
    // it, 99 % of the settlement was gone). At least a third of it must show.
    const base = { ...lateOilSpringsScene(), roads: [], buildings: [], robber: null };
    const hidden: string[] = [];
    for (const node of ['24', '30', '45', '14', '41']) {
      const at = catanSpot('settlement', node)!.at;
      const scene = { ...base, buildings: [{ at, kind: 'settlement' as const, owner: 1 }] };
      const paths = EDGE_NAMES.filter((n) => n.split('-').includes(node));
      const spots = paths.map((n) => catanSpot('road', n)!);
      const labelled = boardPixels({ ...scene, selection: { kind: 'road', prompt: 'Pick', spots } });
      const plain = boardPixels({ ...scene, selection: { kind: 'road', prompt: 'Pick', spots: [] } });
      // The settlement's pixels: those it changes on the board without it.
      const bare = boardPixels({ ...base, selection: { kind: 'road', prompt: 'Pick', spots: [] } });
      const c = pixelOf(scene, at);
      let piece = 0;
      let covered = 0;
      for (let y = Math.round(c.y - 30); y < c.y + 30; y++)
        for (let x = Math.round(c.x - 30); x < c.x + 30; x++) {
          const i = (y * BOARD_W + x) * 4;
          const same = (a: Uint8ClampedArray, b: Uint8ClampedArray) =>
            a[i] === b[i] && a[i + 1] === b[i + 1] && a[i + 2] === b[i + 2];
          if (same(plain, bare)) continue;
          piece++;
          if (!same(labelled, plain)) covered++;
        }
      expect(piece).toBeGreaterThan(200);
      if (covered > (piece * 2) / 3)
        hidden.push(`${node}: ${covered} of ${piece} px under ${paths.join(', ')}`);
    }
    expect(hidden).toEqual([]);
  });
});
