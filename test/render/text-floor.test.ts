/**
 * Every text of every game's picture is drawn 18 px high or more at the PNG's own size: Discord shows a picture
 * about 400 px wide on a phone held upright, so 18 px there is ~5 px, the least a word stays readable at (the
 * brief: "pictures readable on a phone"). Measured on the whole picture (board, static layer, sprites, panel,
 * caption) of several scenes of each game, crowded late-game boards among them: each text's font size times
 * its canvas's scale, as it is filled.
 *
 * The only texts allowed smaller are the glyphs that are part of an icon, named below with the reason; a new
 * small text of any kind fails.
 */
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/registry';
import { MIN_TEXT_PX } from '../../src/render/kit';
import type { CatanView } from '../../src/games/catan/types';
import { sceneFromCatanView } from '../../src/render/catan/fromCatanView';
import { sceneFromOilSpringsView } from '../../src/render/catan/fromOilSpringsView';
import { drawCatan } from '../../src/render/catan/render';
import { lateBaseScene, lateOilSpringsScene, setupSelectionScene } from '../../src/render/catan/sampleScenes';
import { sceneFromMeritView } from '../../src/render/merit-oil/fromMeritView';
import { drawMerit } from '../../src/render/merit-oil/render';
import { crowdedMeritScene, lateMeritScene } from '../../src/render/merit-oil/sampleScenes';
import type { MeritScene } from '../../src/render/merit-oil/scene';
import {
  asWildcattersView,
  sceneFromWildcattersView,
} from '../../src/render/wildcatters/fromWildcattersView';
import { drawWildcatters } from '../../src/render/wildcatters/render';
import { fullBoardScene, midGameScene } from '../../src/render/wildcatters/sampleScenes';
import { legalSpotsFor, playBots } from '../../src/tools/play-bots';
import { textsDrawn, type DrawnText } from './texts-drawn';

/** The floor, in the picture's pixels: the kit's MIN_TEXT_PX, which the drawers keep to. */
const FLOOR = 18;

/**
 * Glyphs smaller than the floor that are part of an icon's drawing, not words to read: the icon reads by its
 * shape and colour, the letter in it as a mark (like a player's marker), and each is explained in words
 * elsewhere (the legend, the rules pages).
 */
const ICON_GLYPHS: Record<string, string> = {
  // None now: the warning triangle's "!" (kit/icons.ts warning) on Oil Springs' polluted hexes, track and a
  // question's badge was one (11-16 px); it is 20 px or more.
};

/** The texts under the floor, as "16.0 px “A”", but for the icons' glyphs. */
function under(texts: readonly DrawnText[]): string[] {
  const small = new Set<string>();
  for (const t of texts)
    if (t.px < FLOOR && !(t.text in ICON_GLYPHS)) small.add(`${t.px.toFixed(1)} px “${t.text}”`);
  return [...small].sort();
}

const NAMES = ['Ana', 'Benedikt', 'Chidi', 'Dolores', 'Emeka', 'Fumiko'];
/** Names as long as Discord allows (32 characters), which the panels fit to their rows. */
const LONG_NAMES = NAMES.map(() => 'Maximiliana Wolkenstein-Rodeneck');

/** The spectators' view of a game of `seats` bots from `seed`, `actions` actions in (or at its end). */
function botView(id: string, seats: number, seed: string, actions: number): unknown {
  const game = getGame(id)!;
  return game.view(playBots(game, seats, seed, actions).state, null);
}

/** Moments of each game: early, mid-game and its end (a crowded board), for 2 to 4 (Merit's: 6) seats. */
const MOMENTS = [40, 150, 100_000];

describe('Every picture’s texts', () => {
  it('keep to the kit’s least size, 18 px', () => {
    expect(MIN_TEXT_PX).toBe(FLOOR);
  });

  it('are 18 px or more in Catan’s pictures', () => {
    const texts = textsDrawn(() => {
      drawCatan(setupSelectionScene());
      // A crowded card: a question pending and all the special cards held.
      const late = lateBaseScene();
      drawCatan({
        ...late,
        longestRoad: 0,
        largestArmy: 0,
        players: late.players.map((p, i) => (i ? p : { ...p, pending: 'Discard 4 cards' })),
      });
      for (const seats of [3, 4])
        for (const n of MOMENTS)
          for (const names of [NAMES, LONG_NAMES])
            drawCatan(sceneFromCatanView(botView('catan', seats, `floor-${seats}`, n) as CatanView, names));
      // The roads to choose from, labelled on the board.
      const game = getGame('catan')!;
      const { state } = playBots(game, 3, 'floor-roads', 60);
      const seat = game.status(state).toAct[0]!;
      const spots = legalSpotsFor(game, state, seat, 'road');
      expect(spots.length).toBeGreaterThan(0);
      drawCatan(
        sceneFromCatanView(game.view(state, null) as CatanView, NAMES, { select: { kind: 'road', spots } }),
      );
    });
    expect(texts.length).toBeGreaterThan(300);
    expect(under(texts)).toEqual([]);
  });

  it('are 18 px or more in Oil Springs’ pictures', () => {
    const texts = textsDrawn(() => {
      drawCatan(lateOilSpringsScene());
      for (const seats of [3, 4])
        for (const n of MOMENTS)
          for (const names of [NAMES, LONG_NAMES])
            drawCatan(
              sceneFromOilSpringsView(botView('oil-springs', seats, `floor-${seats}`, n) as CatanView, names),
            );
    });
    expect(texts.some((t) => t.text === 'Disaster')).toBe(true);
    expect(under(texts)).toEqual([]);
  });

  it('are 18 px or more in Wildcatters’ pictures', () => {
    const texts = textsDrawn(() => {
      drawWildcatters(midGameScene());
      drawWildcatters(fullBoardScene(8));
      for (const seats of [2, 3, 4])
        for (const n of MOMENTS)
          for (const names of [NAMES, LONG_NAMES])
            drawWildcatters(
              sceneFromWildcattersView(
                asWildcattersView(botView('wildcatters', seats, `floor-${seats}`, n)),
                names,
              ),
            );
    });
    // The map's names (static layer), the area cards and the panel were all measured.
    for (const t of ['Valdez', 'Texas', 'open to all', 'Next chip (shares → VP)'])
      expect(
        texts.some((d) => d.text === t),
        t,
      ).toBe(true);
    expect(under(texts)).toEqual([]);
  });

  it('are 18 px or more in Merit’s “Oil” pictures', () => {
    const texts = textsDrawn(() => {
      drawMerit(lateMeritScene());
      drawMerit(crowdedMeritScene());
      for (const seats of [2, 4, 6])
        for (const n of MOMENTS)
          for (const names of [NAMES, LONG_NAMES])
            drawMerit(
              sceneFromMeritView(
                botView('merit-oil', seats, `floor-${seats}`, n) as Parameters<typeof sceneFromMeritView>[0],
                names,
              ) as MeritScene,
            );
    });
    expect(texts.length).toBeGreaterThan(300);
    expect(under(texts)).toEqual([]);
    // The game-over caption with a long winner's name, at 18 px or more (it shrank to 16 px), now whole: the
    // result is short ("Last round played: … wins with a fortune of £…").
    expect(texts.some((t) => /^[\w ]+: .+ wins with a fortune of £[\d,]+\.$/.test(t.text))).toBe(true);
  });
});
