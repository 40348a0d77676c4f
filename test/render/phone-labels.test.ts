/**
 * The labels a chooser asks a player to find ("Road 30-31", "Spot 12", the robber's "M") stay readable on a
 * phone held upright, where Discord shows a picture about 375 px wide: at least `PHONE_LEAST` px there. The whole
 * Catan picture (1280 px) showed the road labels' 18 px at ~5 px, Wildcatters' its harbour names' 18 px: a
 * chooser's picture is the board alone.
 */
import { describe, expect, it } from 'vitest';
import type { CatanView } from '../../src/games/catan/types';
import { getGame } from '../../src/games/registry';
import { sceneFromCatanView } from '../../src/render/catan/fromCatanView';
import { CATAN_SIZE, drawCatan, renderCatan } from '../../src/render/catan/render';
import type { CatanScene } from '../../src/render/catan/scene';
import { HARBOURS, OIL_FIELDS } from '../../src/games/wildcatters/data';
import {
  asWildcattersView,
  sceneFromWildcattersView,
} from '../../src/render/wildcatters/fromWildcattersView';
import { WILD_SIZE } from '../../src/render/wildcatters/layout';
import { drawWildcatters, renderWildcatters } from '../../src/render/wildcatters/render';
import { legalSpotsFor, playBots } from '../../src/tools/render';
import { textsDrawn } from './texts-drawn';

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
