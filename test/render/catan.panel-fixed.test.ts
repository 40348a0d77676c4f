/**
 * The Catan and Oil Springs panel's fixed part (PANEL_FIXED in src/render/catan/panel.ts: the legend and the Oil
 * Springs box's frame and words, kept and copied): a picture drawn from the kept part has the pixels of one drawn
 * without it, for base Catan and Oil Springs with four and three players by turns (each its own legend rows and
 * places), and a kept part is used again rather than drawn again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PANEL_FIXED } from '../../src/render/catan/panel';
import { drawCatan } from '../../src/render/catan/render';
import { lateBaseScene, lateOilSpringsScene } from '../../src/render/catan/sampleScenes';
import type { CatanScene } from '../../src/render/catan/scene';
import { ensureFonts } from '../../src/render/kit';
import { drawCatanWhole } from './texts-drawn';

ensureFonts();

afterEach(() => {
  PANEL_FIXED.enabled = true;
  PANEL_FIXED.clear();
});

/** The scene without its last player (three at the table: the cards taller, the legend elsewhere). */
function threePlayers(scene: CatanScene): CatanScene {
  return { ...scene, players: scene.players.slice(0, 3) };
}

/** The scene's picture drawn with the kept parts (`kept`) or without them. */
function pixels(scene: CatanScene, kept: boolean): Buffer {
  return Buffer.from((kept ? drawCatan(scene) : drawCatanWhole(scene)).data());
}

describe('Catan panel fixed part', () => {
  const scenes: Array<[string, CatanScene]> = [
    ['oil springs, 4 players', lateOilSpringsScene()],
    ['oil springs, 3 players', threePlayers(lateOilSpringsScene())],
    ['catan, 4 players', lateBaseScene()],
    ['catan, 3 players', threePlayers(lateBaseScene())],
  ];

  it('keeps a part of its own for each board and number of players', () => {
    const keys = new Set<string>();
    for (const [, scene] of scenes) {
      pixels(scene, true);
      keys.add(PANEL_FIXED.keys().at(-1)!);
    }
    expect(keys.size).toBe(4);
  });

  it('gives the pixels of the panel drawn whole, drawn from a kept part of another board or of its own', () => {
    const fresh = scenes.map(([, scene]) => pixels(scene, false));
    // Twice round, each after the others: the first round draws each part, the second copies it.
    for (let round = 0; round < 2; round++)
      scenes.forEach(([what, scene], i) => {
        const drawnBefore = PANEL_FIXED.drawn;
        const kept = pixels(scene, true);
        expect(PANEL_FIXED.drawn - drawnBefore, what).toBe(round === 0 ? 1 : 0);
        expect(kept.equals(fresh[i]!), `${what}, round ${round}`).toBe(true);
      });
  });

  it('keeps the figures drawn over the Oil Springs box: a moved Disaster Track and a lost token', () => {
    const base = lateOilSpringsScene();
    const oil = base.oilSprings!;
    const moved: CatanScene = {
      ...base,
      oilSprings: {
        ...oil,
        disasterTrack: (oil.disasterTrack + 1) % (oil.trackLength + 1),
        supply: oil.supply + 3,
        removedTokens: [...oil.removedTokens, 8],
      },
    };
    pixels(base, true);
    const before = PANEL_FIXED.drawn;
    const kept = pixels(moved, true);
    expect(PANEL_FIXED.drawn).toBe(before);
    expect(kept.equals(pixels(moved, false))).toBe(true);
    expect(kept.equals(pixels(base, false))).toBe(false);
  });
});
