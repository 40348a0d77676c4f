/**
 * The Catan and Oil Springs side panel says what each figure on a player card counts, and whose turn it is with
 * as much of a long name as the header holds. Oil Springs' legend named the dev cards, longest road, knights and
 * metropolis but not the cards' two drops (oil and sequestered oil) nor the cards; a 32-character name was cut to
 * "Maximilia… · Trade & build" for the phase after it.
 */
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/registry';
import type { CatanView } from '../../src/games/catan/types';
import { sceneFromCatanView } from '../../src/render/catan/fromCatanView';
import { sceneFromOilSpringsView } from '../../src/render/catan/fromOilSpringsView';
import { CATAN_LAYOUT } from '../../src/render/catan/layout';
import { PHONE_TEXT_PX, oilBoxGeometry, panelGeometry } from '../../src/render/catan/panel';
import type { CatanScene } from '../../src/render/catan/scene';
import { playBots } from '../../src/tools/play-bots';
import { drawCatanWhole, textsDrawn } from './texts-drawn';
import { catanScenes } from './views';

const LONG = 'Maximiliana Wolkenstein-Rodeneck';
const panel = CATAN_LAYOUT.panel;

/** The texts drawn between the last player card and the Oil Springs box (or the panel's foot): the legend's. */
function legendTexts(scene: CatanScene) {
  const g = panelGeometry(scene, panel);
  const top = g.cards.at(-1)!.y + g.cards.at(-1)!.h;
  const bottom = scene.oilSprings ? oilBoxGeometry(panel, scene.oilSprings).box.y : panel.y + panel.h;
  return textsDrawn(() => drawCatanWhole(scene)).filter(
    // The bank's word and figures aside (base Catan's bank is below the legend).
    (t) => t.box.x0 >= panel.x && t.box.y0 >= top && t.box.y1 <= bottom && !/^(Bank|\d+)$/.test(t.text),
  );
}

describe('The panel’s legend', () => {
  const scenes = [
    ...catanScenes('legend', [150], ['Ana', 'Benedikt', 'Chidi', 'Dolores']),
    ...catanScenes('legend', [100_000], [LONG, LONG, LONG, LONG]),
  ];

  it('names every figure of a card, Oil Springs’ oil and sequestered oil too, at 3 and 4 seats, at the phone floor and on the panel', () => {
    // Four Oil Springs players' cards left the legend two rows: it named neither the cards nor the two drops.
    const seen = new Set<string>();
    for (const scene of scenes) {
      const where = `${scene.oilSprings ? 'Oil Springs' : 'Catan'}, ${scene.players.length} seats`;
      const texts = legendTexts(scene);
      for (const t of texts) {
        expect(t.px, `${where}: ${t.text}`).toBeGreaterThanOrEqual(PHONE_TEXT_PX);
        expect(t.squeeze, `${where}: ${t.text}`).toBe(1);
        expect(t.box.x1, `${where}: ${t.text}`).toBeLessThanOrEqual(panel.x + panel.w - 14);
      }
      const labels = texts.map((t) => t.text).sort();
      expect(labels, where).toEqual(
        scene.oilSprings
          ? ['cards', 'dev', 'knights', 'longest road', 'metropolis', 'oil', 'sequestered']
          : ['cards', 'dev', 'knights', 'longest road'],
      );
      // The cards keep the height their three rows are packed in (101 px) beside the legend: at 91 px the
      // Longest Road badge lay on the figures.
      for (const card of panelGeometry(scene, panel).cards) expect(card.h, where).toBeGreaterThanOrEqual(101);
      labels.forEach((l) => seen.add(l));
    }
    for (const seats of [3, 4])
      for (const oil of [true, false])
        expect(scenes.filter((s) => !!s.oilSprings === oil && s.players.length === seats)).not.toHaveLength(
          0,
        );
    expect(seen).toContain('sequestered');
  });
});

/** The scene of a `seats`-player game of `id` 40 actions in, in `phase`, every player named LONG. */
function longNamed(id: 'catan' | 'oil-springs', seats: number, phase: CatanView['phase']): CatanScene {
  const game = getGame(id)!;
  const view = game.view(playBots(game, seats, `header-${seats}`, 40).state, null) as CatanView;
  const from = id === 'catan' ? sceneFromCatanView : sceneFromOilSpringsView;
  return from(
    { ...view, phase },
    Array.from({ length: seats }, () => LONG),
  );
}

describe('The panel’s header', () => {
  it('gives a 32-character name its line to itself, the phase beside the turn, at 3 and 4 seats in either game', () => {
    const phases: Record<string, string[]> = {
      main: ['Trade & build', 'Build'],
      roadBuilding: ['Road building', 'Roads'],
      discard: ['Discards (7)', 'Discard'],
      robber: ['Robber move', 'Robber'],
      roll: ['Roll'],
    };
    for (const id of ['catan', 'oil-springs'] as const)
      for (const seats of [3, 4])
        for (const [phase, words] of Object.entries(phases)) {
          const scene = longNamed(id, seats, phase as CatanView['phase']);
          const where = `${id}, ${seats} seats, ${phase}`;
          const texts = textsDrawn(() => drawCatanWhole(scene)).filter(
            (t) => t.box.x0 >= panel.x && t.box.y1 <= panel.y + 14 + 84,
          );
          const who = texts.find((t) => t.text.startsWith('Maximilia'));
          // The old header's "Maximilia… · Trade & build": the name cut after 9 letters for the phase.
          expect(who?.text, where).toMatch(/^Maximiliana Wolkenstein/);
          expect(who!.px, where).toBeGreaterThanOrEqual(PHONE_TEXT_PX);
          expect(who!.box.x1, where).toBeLessThanOrEqual(panel.x + panel.w - 14);
          // The phase on the turn's line, right of "Turn N" and left of the roll.
          const turn = texts.find((t) => /^Turn \d+$/.test(t.text))!;
          const beside = texts.find((t) => words.some((w) => t.text === `· ${w}`));
          expect(beside, `${where}: ${texts.map((t) => t.text).join(' | ')}`).toBeDefined();
          expect(beside!.box.x0, where).toBeGreaterThan(turn.box.x1);
          expect(Math.abs(beside!.box.y1 - turn.box.y1), where).toBeLessThan(2);
          expect(beside!.px, where).toBeGreaterThanOrEqual(PHONE_TEXT_PX);
        }
  });
});
