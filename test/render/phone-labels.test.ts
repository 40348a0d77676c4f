/**
 * The labels a chooser asks a player to find ("Road 30-31", "Spot 12", the robber's "M") stay readable on a
 * phone held upright, where Discord shows a picture about 375 px wide: at least `PHONE_LEAST` px there. The whole
 * Catan picture (1280 px) showed the road labels' 18 px at ~5 px, Wildcatters' its harbour names' 18 px: a
 * chooser's picture is the board alone.
 *
 * And the numbers a player reads every turn on the turn message's whole picture stay readable on a phone held
 * sideways, where Discord shows it 560–640 px wide: at least `NUMBER_LEAST` px at 640.
 */
import { describe, expect, it } from 'vitest';
import type { CatanView } from '../../src/games/catan/types';
import { getGame } from '../../src/games/registry';
import { sceneFromCatanView } from '../../src/render/catan/fromCatanView';
import { boardTransform, clearStaticCache, selectionLabels } from '../../src/render/catan/board';
import { CATAN_SIZE, drawCatan, renderCatan } from '../../src/render/catan/render';
import { sceneFromOilSpringsView } from '../../src/render/catan/fromOilSpringsView';
import { sceneFromMeritView } from '../../src/render/merit-oil/fromMeritView';
import { MERIT_LAYOUT } from '../../src/render/merit-oil/layout';
import { panelGeometry } from '../../src/render/merit-oil/panel';
import { drawMerit, MERIT_SIZE } from '../../src/render/merit-oil/render';
import type { MeritScene } from '../../src/render/merit-oil/scene';
import type { CatanScene } from '../../src/render/catan/scene';
import { HARBOURS, OIL_FIELDS } from '../../src/games/wildcatters/data';
import {
  asWildcattersView,
  sceneFromWildcattersView,
} from '../../src/render/wildcatters/fromWildcattersView';
import { WILD_SIZE } from '../../src/render/wildcatters/layout';
import { drawWildcatters, renderWildcatters } from '../../src/render/wildcatters/render';
import { legalSpotsFor, playBots } from '../../src/tools/play-bots';
import { textsDrawn, type DrawnText } from './texts-drawn';

/** A phone's width held upright, in CSS px (an iPhone's 375–393, most Androids' 360–412). */
const PHONE_WIDTH = 375;
/** The least text size, in CSS px on that phone, at which a label of a few characters is read without zooming. */
const PHONE_LEAST = 7.5;

const NAMES = ['Ana', 'Benedikt', 'Chidi', 'Dolores'];
const HEXES = 'ABCDEFGHIJKLMNOPQRS'.split('');

/** The width of a PNG, from its IHDR chunk. */
function pngWidth(png: Buffer): number {
  return png.readUInt32BE(16);
}

/**
 * The smallest of the `labels` a drawing fills (each at least once), in CSS px on the phone, where its picture
 * (`png`) is shown `PHONE_WIDTH` px wide.
 */
async function leastOnPhone(labels: ReadonlySet<string>, draw: () => void, png: Promise<Buffer>) {
  const drawn = textsDrawn(draw).filter((t) => labels.has(t.text));
  expect(new Set(drawn.map((t) => t.text)).size).toBe(labels.size);
  return (Math.min(...drawn.map((t) => t.px)) * PHONE_WIDTH) / pngWidth(await png);
}

/** A Catan chooser of `kind` for the seat to act, `actions` bot actions into a game. */
function chooser(kind: 'settlement' | 'road' | 'robber', actions: number): CatanScene {
  const game = getGame('catan')!;
  const { state } = playBots(game, 4, 'phone-labels', actions);
  const seat = game.status(state).toAct[0]!;
  const spots = kind === 'robber' ? HEXES : legalSpotsFor(game, state, seat, kind);
  expect(spots.length).toBeGreaterThan(0);
  return sceneFromCatanView(game.view(state, null) as CatanView, NAMES, { select: { kind, spots } });
}

describe('Catan’s chooser on a phone held upright', () => {
  it.each([
    ['settlement', 0],
    ['road', 60],
    ['robber', 60],
  ] as const)('%s: every label naming a place is readable', async (kind, actions) => {
    const scene = chooser(kind, actions);
    const names = new Set(scene.selection!.spots.map((s) => s.name));
    const onPhone = await leastOnPhone(names, () => drawCatan(scene), renderCatan(scene));
    expect(onPhone).toBeGreaterThanOrEqual(PHONE_LEAST);
  });

  // A newcomer's set-up: Discord shows a private reply's picture ~310 px wide on a phone, inside its embed, where
  // the settlement spots' 22 px of the 820 came out 8 px, their digits 6 px tall. At least 3% of the picture's
  // width (28 px of 820): 9.3 px there, 11.25 px at 375, and digits (~0.7 of the size) over 2% of the width.
  it.each(['catan', 'oil-springs'])(
    '%s settlement: the spot labels’ text is at least 3 per cent of the picture’s width, none meeting another',
    async (id) => {
      const game = getGame(id)!;
      const { state } = playBots(game, 4, 'phone-labels', 0);
      const spots = legalSpotsFor(game, state, game.status(state).toAct[0]!, 'settlement');
      const view = game.view(state, null) as CatanView;
      const select = { select: { kind: 'settlement' as const, spots } };
      const scene =
        id === 'catan'
          ? sceneFromCatanView(view, NAMES, select)
          : sceneFromOilSpringsView(view, NAMES, select);
      const width = pngWidth(await renderCatan(scene));
      const drawn = textsDrawn(() => drawCatan(scene)).filter((t) => spots.includes(t.text));
      expect(new Set(drawn.map((t) => t.text)).size).toBe(spots.length);
      expect(Math.min(...drawn.map((t) => t.px)) / width).toBeGreaterThanOrEqual(0.03);
      const canvas = drawCatan(scene);
      const labels = selectionLabels(canvas.getContext('2d'), scene, boardTransform(scene));
      const meet = (a: (typeof labels)[number], b: (typeof labels)[number]) =>
        Math.abs(a.x - b.x) < (a.w + b.w) / 2 && Math.abs(a.y - b.y) < (a.h + b.h) / 2;
      expect(labels.filter((a, i) => labels.some((b, j) => j > i && meet(a, b)))).toEqual([]);
    },
  );

  it('the chooser’s picture is the board alone; the turn message’s keeps its panel', async () => {
    const scene = chooser('road', 60);
    expect(pngWidth(await renderCatan(scene))).toBeLessThan(CATAN_SIZE.width);
    const { selection: _, ...turn } = scene;
    expect(pngWidth(await renderCatan(turn))).toBe(CATAN_SIZE.width);
  });
});

describe('Wildcatters’ chooser on a phone held upright', () => {
  const game = getGame('wildcatters')!;
  const { state } = playBots(game, 4, 'phone-labels', 60);
  const view = asWildcattersView(game.view(state, null));
  const spots = OIL_FIELDS.slice(0, 6).map((f) => f.id);
  const scene = sceneFromWildcattersView(view, NAMES, {
    select: { kind: 'field', spots, prompt: 'Ana: choose a field' },
  });

  it('the harbours’ names, which the railway menus name (“Texas upper field → Houston”), are readable', async () => {
    const harbours = new Set(HARBOURS.map((h) => h.name));
    const onPhone = await leastOnPhone(harbours, () => drawWildcatters(scene), renderWildcatters(scene));
    expect(onPhone).toBeGreaterThanOrEqual(PHONE_LEAST);
  });

  it('the chooser’s picture is the map and the area cards alone; the turn message’s keeps its panel', async () => {
    expect(pngWidth(await renderWildcatters(scene))).toBeLessThan(WILD_SIZE.width);
    const { selection: _, ...turn } = scene;
    expect(pngWidth(await renderWildcatters(turn))).toBe(WILD_SIZE.width);
  });
});

/** A phone's width held sideways, in CSS px: Discord shows a picture 560–640 px wide there. */
const LANDSCAPE_WIDTH = 640;
/** The least size, in CSS px there, of a number a player reads every turn. */
const NUMBER_LEAST = 9;

/** The spectators' view of a game of `seats` bots from `seed`, `actions` actions in (or at its end). */
function botView(id: string, seats: number, actions: number): unknown {
  const game = getGame(id)!;
  return game.view(playBots(game, seats, 'phone-numbers', actions).state, null);
}

/** The smallest of `texts` (at least one), in CSS px on a phone held sideways, on a picture `width` px wide. */
function leastSideways(texts: readonly DrawnText[], width: number): number {
  expect(texts.length).toBeGreaterThan(0);
  return (Math.min(...texts.map((t) => t.px)) * LANDSCAPE_WIDTH) / width;
}

/** A number alone ("12", "×1.5") or a trade's ratio ("2:1"). */
const NUMBER = /^×?\d[\d.,]*(:1)?$/;
const MOMENTS = [60, 100_000];

describe('The numbers a player reads every turn, on a phone held sideways', () => {
  it('Catan’s and Oil Springs’: the hexes’ numbers, the harbours’ ratios, the panel’s counts', () => {
    for (const [id, scene] of [
      ['catan', sceneFromCatanView],
      ['oil-springs', sceneFromOilSpringsView],
    ] as const) {
      const texts = textsDrawn(() => {
        for (const n of MOMENTS) {
          // The harbours are on the static layer, drawn once and kept: drawn again here, to be measured.
          clearStaticCache();
          drawCatan(scene(botView(id, 4, n) as CatanView, NAMES));
        }
      }).filter((t) => NUMBER.test(t.text));
      expect(texts.some((t) => t.text === '2:1')).toBe(true);
      expect(leastSideways(texts, CATAN_SIZE.width), id).toBeGreaterThanOrEqual(NUMBER_LEAST);
    }
  });

  it('Wildcatters’: the counts on the map, the area cards and the panel', () => {
    const texts = textsDrawn(() => {
      for (const n of MOMENTS)
        drawWildcatters(sceneFromWildcattersView(asWildcattersView(botView('wildcatters', 4, n)), NAMES));
    }).filter((t) => NUMBER.test(t.text));
    expect(leastSideways(texts, WILD_SIZE.width)).toBeGreaterThanOrEqual(NUMBER_LEAST);
  });

  it('Merit’s: the freight’s level and multiple and the concessions left (wells left to strike)', () => {
    // On its 1600 px picture the multiples ("×1.5") were 19 px, the counts 20–22: 7.6–8.8 px at 640.
    for (const seats of [2, 4, 6]) {
      const drilling = panelGeometry(seats).drilling[0]!.y;
      const texts = textsDrawn(() => {
        for (const n of MOMENTS)
          drawMerit(
            sceneFromMeritView(
              botView('merit-oil', seats, n) as Parameters<typeof sceneFromMeritView>[0],
              NAMES,
            ) as MeritScene,
          );
      }).filter(
        (t) =>
          (NUMBER.test(t.text) || /^Freight \d|^\d+ wells? left$/.test(t.text)) &&
          t.box.x0 >= MERIT_LAYOUT.panel.x &&
          t.box.y1 <= drilling,
      );
      expect(leastSideways(texts, MERIT_SIZE.width), `${seats} players`).toBeGreaterThanOrEqual(NUMBER_LEAST);
      // The freight's level and multiple and the concessions left, in each picture (the five ports' bills of
      // lading are in the turn message's Scores: the panel had no room for them at a phone's size).
      expect(texts.filter((t) => /^Freight \d ×/.test(t.text))).toHaveLength(MOMENTS.length);
      expect(texts.length).toBe((1 + 1) * MOMENTS.length);
    }
  });
});
