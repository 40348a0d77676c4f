/**
 * The labels a chooser asks a player to find ("Road 30-31", "Spot 12", the robber's "M") stay readable on a
 * phone held upright, where Discord shows a picture about 375 px wide: at least `PHONE_LEAST` px there. The whole
 * Catan picture (1280 px) showed the road labels' 18 px at ~5 px; the chooser's picture is the board alone.
 */
import { describe, expect, it } from 'vitest';
import type { CatanView } from '../../src/games/catan/types';
import { getGame } from '../../src/games/registry';
import { sceneFromCatanView } from '../../src/render/catan/fromCatanView';
import { CATAN_SIZE, drawCatan, renderCatan } from '../../src/render/catan/render';
import type { CatanScene } from '../../src/render/catan/scene';
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
    const labels = textsDrawn(() => drawCatan(scene)).filter((t) => names.has(t.text));
    expect(labels.length).toBeGreaterThanOrEqual(names.size);
    const width = pngWidth(await renderCatan(scene));
    const least = Math.min(...labels.map((t) => t.px));
    expect((least * PHONE_WIDTH) / width).toBeGreaterThanOrEqual(PHONE_LEAST);
  });

  it('the chooser’s picture is the board alone; the turn message’s keeps its panel', async () => {
    const scene = chooser('road', 60);
    expect(pngWidth(await renderCatan(scene))).toBeLessThan(CATAN_SIZE.width);
    const { selection: _, ...turn } = scene;
    expect(pngWidth(await renderCatan(turn))).toBe(CATAN_SIZE.width);
  });
});
