/**
 * A chooser whose few spots lie in a part of the board shows that part, larger (`chooserView`): a phone shows
 * the chooser ~310–400 px wide, where the whole board's road labels came out ~7 px. The set-up's first
 * settlement, with spots all over the island, keeps the whole board.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { CatanView } from '../../src/games/catan/types';
import { getGame } from '../../src/games/registry';
import { boardTransform, selectionLabels } from '../../src/render/catan/board';
import { sceneFromCatanView } from '../../src/render/catan/fromCatanView';
import { sceneFromOilSpringsView } from '../../src/render/catan/fromOilSpringsView';
import { CATAN_LAYOUT } from '../../src/render/catan/layout';
import { CATAN_CHOOSER_SIZE, drawCatan } from '../../src/render/catan/render';
import type { CatanScene } from '../../src/render/catan/scene';
import { legalSpotsFor, playBots } from '../../src/tools/play-bots';
import { textsDrawn } from './texts-drawn';

const NAMES = ['Ana', 'Benedikt', 'Chidi', 'Dolores'];

/** The chooser of `kind` for the seat to act, `actions` bot actions into a game of `id`. */
function chooser(
  id: 'catan' | 'oil-springs',
  kind: 'settlement' | 'road' | 'city',
  seed: string,
  actions: number,
) {
  const game = getGame(id)!;
  const { state } = playBots(game, 4, seed, actions);
  const seat = game.status(state).toAct[0]!;
  const spots = legalSpotsFor(game, state, seat, kind);
  const opts = { select: { kind, spots } };
  const scene =
    id === 'catan'
      ? sceneFromCatanView(game.view(state, seat) as CatanView, NAMES, opts)
      : sceneFromOilSpringsView(game.view(state, seat) as CatanView, NAMES, opts);
  return { scene, spots };
}

/** How much larger than the whole board the chooser draws it. */
function zoom(scene: CatanScene): number {
  return boardTransform(scene).unit / boardTransform({ hexes: scene.hexes }).unit;
}

describe('a chooser with a few spots close together', () => {
  it.each([
    ['catan', 'road', 's1', 1], // the set-up's road from the settlement just placed
    ['catan', 'road', 's2', 1],
    ['catan', 'city', 's1', 90],
    ['oil-springs', 'road', 's3', 1],
  ] as const)('%s %s (%s, %i actions) is shown close up, its labels large', (id, kind, seed, actions) => {
    const { scene, spots } = chooser(id, kind, seed, actions);
    expect(spots.length).toBeGreaterThan(0);
    expect(spots.length).toBeLessThanOrEqual(6);
    // At least 1.25 times the whole board's scale (`CHOOSER_VIEW`).
    expect(zoom(scene)).toBeGreaterThanOrEqual(1.25);
    // Every label the menu names is drawn, at least 3% of the picture's width high (2.1% on the whole board:
    // 17 px of 820, 6.6 px where a phone shows it 310 px wide).
    const names = new Set(scene.selection!.spots.map((s) => s.name));
    const drawn = textsDrawn(() => drawCatan(scene)).filter((t) => names.has(t.text));
    expect(new Set(drawn.map((t) => t.text))).toEqual(names);
    for (const t of drawn) expect(t.px / CATAN_CHOOSER_SIZE.width).toBeGreaterThanOrEqual(0.03);
    // Each whole in the board's part of the picture (not cut off by its edge, nor under the caption).
    const ctx = createCanvas(1, 1).getContext('2d');
    const box = CATAN_LAYOUT.board;
    for (const l of selectionLabels(ctx, scene, boardTransform(scene))) {
      expect(l.x - l.w / 2).toBeGreaterThanOrEqual(box.x);
      expect(l.x + l.w / 2).toBeLessThanOrEqual(box.x + box.w);
      expect(l.y - l.h / 2).toBeGreaterThanOrEqual(box.y);
      expect(l.y + l.h / 2).toBeLessThanOrEqual(box.y + box.h);
    }
    // With the spots and a hex's width round them: the player sees which hexes they lie by.
    const t = boardTransform(scene);
    for (const s of scene.selection!.spots) {
      const x = t.ox + t.unit * s.at.x;
      const y = t.oy + t.unit * s.at.y;
      expect(Math.min(x - box.x, box.x + box.w - x, y - box.y, box.y + box.h - y)).toBeGreaterThan(t.unit);
    }
  });

  it('depends on the spots alone: the same spots give the same view whoever looks', () => {
    const game = getGame('catan')!;
    const { state } = playBots(game, 4, 's1', 90);
    const seat = game.status(state).toAct[0]!;
    const select = { kind: 'city' as const, spots: legalSpotsFor(game, state, seat, 'city') };
    const mine = sceneFromCatanView(game.view(state, seat) as CatanView, NAMES, { select });
    const anyone = sceneFromCatanView(game.view(state, null) as CatanView, NAMES, { select });
    expect(boardTransform(mine)).toEqual(boardTransform(anyone));
  });
});

describe('a chooser with spots all over the board', () => {
  it.each([
    ['catan', 's1'],
    ['catan', 's2'],
    ['oil-springs', 's3'],
  ] as const)('%s set-up settlement (%s) shows the whole board', (id, seed) => {
    const { scene } = chooser(id, 'settlement', seed, 0);
    expect(boardTransform(scene)).toEqual(boardTransform({ hexes: scene.hexes }));
  });
});
