/**
 * Nothing runs into a text of a picture's panel: no two texts overlap, and no drawing (a marker, an icon, a
 * bar) lies on a text, in each game's late and crowded pictures (five and six Merit players, names as long as
 * Discord allows, a game's end). A playtest read Merit's "17 Agha Jari ●●●●● 1 Burgan" with the first well's
 * derrick touching the second's label: Merit's well labels also keep 5 px beside them free.
 */
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/registry';
import type { CatanView } from '../../src/games/catan/types';
import { sceneFromCatanView } from '../../src/render/catan/fromCatanView';
import { sceneFromOilSpringsView } from '../../src/render/catan/fromOilSpringsView';
import { CATAN_LAYOUT } from '../../src/render/catan/layout';
import { drawCatan } from '../../src/render/catan/render';
import type { CatanScene } from '../../src/render/catan/scene';
import { lateBaseScene, lateOilSpringsScene } from '../../src/render/catan/sampleScenes';
import type { MeritView } from '../../src/games/merit-oil/types';
import { sceneFromMeritView } from '../../src/render/merit-oil/fromMeritView';
import { MERIT_LAYOUT } from '../../src/render/merit-oil/layout';
import { drawMerit } from '../../src/render/merit-oil/render';
import { crowdedMeritScene, lateMeritScene } from '../../src/render/merit-oil/sampleScenes';
import {
  asWildcattersView,
  sceneFromWildcattersView,
} from '../../src/render/wildcatters/fromWildcattersView';
import { FRAME, PICTURE_SCALE } from '../../src/render/wildcatters/layout';
import { drawWildcatters } from '../../src/render/wildcatters/render';
import { fullBoardScene, midGameScene } from '../../src/render/wildcatters/sampleScenes';
import { playBots } from '../../src/tools/play-bots';
import { CHIP_NAMES } from '../../src/render/wildcatters/panel';
import { panelClashes } from './panel-clashes';

const NAMES = ['Ana', 'Benedikt', 'Chidi', 'Dolores', 'Emeka', 'Fumiko'];
/** Names as long as Discord allows (32 characters). */
const LONG_NAMES = NAMES.map(() => 'Maximiliana Wolkenstein-Rodeneck');
/** Moments of each game: mid-game and its end (a crowded board). */
const MOMENTS = [150, 100_000];

/** The spectators' view of a game of `seats` bots from `seed`, `actions` actions in (or at its end). */
function botView(id: string, seats: number, seed: string, actions: number): unknown {
  const game = getGame(id)!;
  return game.view(playBots(game, seats, seed, actions).state, null);
}

/** Wildcatters' panel in the picture's pixels (its layout is in design units). */
const WILD_PANEL = {
  x: FRAME.panel.x * PICTURE_SCALE,
  y: FRAME.panel.y * PICTURE_SCALE,
  w: FRAME.panel.w * PICTURE_SCALE,
  h: FRAME.panel.h * PICTURE_SCALE,
};

/** A Merit well's label on its player's card: "17 Agha Jari", "18 For…". */
const WELL_LABEL = /^\d{1,2} \S/;

describe('A panel’s texts', () => {
  it('are clear of other texts and drawings in Merit’s “Oil”, its well labels by 5 px', () => {
    const clashes: string[] = [];
    const check = (what: string, draw: () => ReturnType<typeof drawMerit>) =>
      clashes.push(
        ...panelClashes(draw, MERIT_LAYOUT.panel, (t) => WELL_LABEL.test(t)).map((c) => `${what}: ${c}`),
      );
    check('late', () => drawMerit(lateMeritScene()));
    check('crowded', () => drawMerit(crowdedMeritScene()));
    // Seed 7's end with four players is the playtest's picture (`npm run render -- --game merit-oil --seed 7`).
    for (const seats of [4, 5, 6])
      for (const seed of ['7', 'panels'])
        for (const n of MOMENTS)
          for (const names of [NAMES, LONG_NAMES]) {
            const scene = sceneFromMeritView(botView('merit-oil', seats, seed, n) as MeritView, names);
            check(`${seats} seats, seed ${seed}, ${n}`, () => drawMerit(scene));
          }
    // The test drilling track's words fill their cells: the 5 px are not asked of them.
    expect(clashes).toEqual([]);
  });

  it('are clear of other texts and drawings in Catan’s and Oil Springs’ pictures', () => {
    const clashes: string[] = [];
    const check = (what: string, draw: () => ReturnType<typeof drawCatan>) =>
      clashes.push(...panelClashes(draw, CATAN_LAYOUT.panel).map((c) => `${what}: ${c}`));
    check('late', () => drawCatan(lateBaseScene()));
    check('late Oil Springs', () => drawCatan(lateOilSpringsScene()));
    for (const seats of [3, 4])
      for (const n of MOMENTS)
        for (const names of [NAMES, LONG_NAMES]) {
          const base = sceneFromCatanView(botView('catan', seats, 'panels', n) as CatanView, names);
          check(`Catan, ${seats} seats, ${n}`, () => drawCatan(base));
          const oil = sceneFromOilSpringsView(botView('oil-springs', seats, '7', n) as CatanView, names);
          check(`Oil Springs, ${seats} seats, ${n}`, () => drawCatan(oil));
          // The last player holding every special card, a question open: the badges' row full.
          for (const [game, scene] of [
            ['Catan', base],
            ['Oil Springs', oil],
          ] as const) {
            const last = scene.players.at(-1)!;
            const badged: CatanScene = {
              ...scene,
              longestRoad: last.seat,
              largestArmy: last.seat,
              ...(scene.oilSprings ? { oilSprings: { ...scene.oilSprings, champion: last.seat } } : {}),
              players: scene.players.map((p) => (p === last ? { ...p, pending: 'Discard 4' } : p)),
            };
            check(`${game}, ${seats} seats, ${n}, badges`, () => drawCatan(badged));
          }
        }
    // Oil Springs' number tokens taken off the board by pollution were struck through, a red line over the
    // number, which left "6" and "9" unreadable where a phone shows the picture 400 px wide: a red ring says it.
    expect(clashes).toEqual([]);
  });

  it('are clear of other texts and drawings in Wildcatters’ pictures', () => {
    const clashes: string[] = [];
    const check = (what: string, draw: () => ReturnType<typeof drawWildcatters>) =>
      clashes.push(...panelClashes(draw, WILD_PANEL).map((c) => `${what}: ${c}`));
    check('mid-game', () => drawWildcatters(midGameScene()));
    check('full board', () => drawWildcatters(fullBoardScene(8)));
    for (const seats of [2, 4])
      for (const n of MOMENTS)
        for (const names of [NAMES, LONG_NAMES]) {
          const scene = sceneFromWildcattersView(
            asWildcattersView(botView('wildcatters', seats, '7', n)),
            names,
          );
          check(`${seats} seats, ${n}`, () => drawWildcatters(scene));
        }
    // A continent's chip in the consolidation table wears that continent's texture behind its name (Asia's
    // stripes, the Americas' dots), as on the map: a ground, not a drawing on the name.
    const chip = new Set(Object.values(CHIP_NAMES));
    const onChip = (c: string) => chip.has(/: a drawing in “(.+)” at /.exec(c)?.[1] ?? '');
    expect(clashes.filter((c) => !onChip(c))).toEqual([]);
  });
});
