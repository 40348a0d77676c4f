/**
 * The Catan and Oil Springs side panel reads on a phone held upright, where Discord shows the 1280 px picture
 * about 400 px wide: every text on it is 9 px or more there, words and figures alike — the header (turn, whose
 * turn, the end), the scores and their goal ("/12"), the cards' figures and badges, the legend, the bank and the
 * Oil Springs box. They were 5.5-7 px: "Catan: Oil Springs · Turn 6" and "rolled by Ana" beside it, the
 * legend's "cards", "dev", "knights", "longest road", "oil", "sequestered", "metropolis", the "/12" after each
 * score, "Bank", "Disaster track", "of 15"; then the badges ("Longest Road", "Largest Army", "Champion", a
 * question's "Discard 4"), the Disaster Track's steps and the lost tokens' numbers (5.6-6.3 px) and the cards'
 * and the bank's figures (7.7-8.9 px).
 */
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/registry';
import { PHONE_PICTURE_WIDTH, PHONE_LEAST_TEXT, phoneFloorPx } from '../../src/render/kit';
import type { CatanView } from '../../src/games/catan/types';
import { sceneFromCatanView } from '../../src/render/catan/fromCatanView';
import { sceneFromOilSpringsView } from '../../src/render/catan/fromOilSpringsView';
import { CATAN_LAYOUT } from '../../src/render/catan/layout';
import { PHONE_TEXT_PX } from '../../src/render/catan/panel';
import type { CatanScene } from '../../src/render/catan/scene';
import { playBots } from '../../src/tools/play-bots';
import { drawCatanWhole, textsDrawn } from './texts-drawn';
import { catanScenes } from './views';

const NAMES = ['Ana', 'Benedikt', 'Chidi', 'Dolores'];
const LONG_NAMES = NAMES.map(() => 'Maximiliana Wolkenstein-Rodeneck');

function scenes(): CatanScene[] {
  return [NAMES, LONG_NAMES].flatMap((names) =>
    catanScenes('panel', [0, 40, 150, 100_000], names).flatMap(withBadges),
  );
}

/**
 * The scene, and the scene with badges: the first player holding every special card with a question open
 * ("Discard 4"), the second the Longest Road and the Largest Army (each in a word), in Oil Springs the first the
 * Champion token alone, and two-figure lost tokens.
 */
function withBadges(scene: CatanScene): CatanScene[] {
  const [first, second] = scene.players;
  if (!first || !second) return [scene];
  const oil = scene.oilSprings;
  return [
    scene,
    {
      ...scene,
      largestArmy: first.seat,
      longestRoad: first.seat,
      ...(oil ? { oilSprings: { ...oil, champion: first.seat } } : {}),
      players: scene.players.map((p, i) => (i ? p : { ...p, pending: 'Discard 4' })),
    },
    {
      ...scene,
      longestRoad: second.seat,
      largestArmy: second.seat,
      ...(oil ? { oilSprings: { ...oil, champion: first.seat, removedTokens: [10, 12, 8, 11] } } : {}),
    },
  ];
}

/** Every text drawn on the panel, with its size where the picture is 400 px wide. */
function panelTexts(scene: CatanScene): { text: string; phonePx: number }[] {
  return textsDrawn(() => drawCatanWhole(scene))
    .filter((t) => t.box.x0 >= CATAN_LAYOUT.panel.x)
    .map((t) => ({ text: t.text, phonePx: (t.px * PHONE_PICTURE_WIDTH) / CATAN_LAYOUT.width }));
}

describe('Catan and Oil Springs side panel', () => {
  it('writes every text, words and figures, at 9 px or more on a phone held upright', () => {
    const small = new Set<string>();
    const seen = new Set<string>();
    for (const scene of scenes())
      for (const t of panelTexts(scene)) {
        seen.add(t.text.replace(/\d+/g, 'N'));
        if (t.phonePx < PHONE_LEAST_TEXT) small.add(`${t.phonePx.toFixed(1)} px “${t.text}”`);
      }
    expect([...small].sort()).toEqual([]);
    // The texts the games drew: the turn, the goal, the figures, the badges, the legend, the bank, the Oil Springs
    // box (its track's steps and lost tokens among the figures), the end.
    for (const word of [
      'Turn N',
      '/N',
      'N',
      'Discard N',
      'Longest Road',
      'Road',
      'Army',
      'Champion',
      'knights',
      'longest road',
      'metropolis',
      'Bank',
      'Oil supply',
      'Game over',
    ])
      expect(seen).toContain(word);
  });

  it('names a player of up to eight letters whole before every phase, in either game', () => {
    // "Bene… · Discards after a 7" cut Benedikt in a 3-player Oil Springs picture.
    for (const [id, from] of [
      ['catan', sceneFromCatanView],
      ['oil-springs', sceneFromOilSpringsView],
    ] as const) {
      const game = getGame(id)!;
      for (const seats of [3, 4]) {
        const view = game.view(playBots(game, seats, `header-${seats}`, 40).state, null) as CatanView;
        const names = NAMES.map((n, i) => (i === view.current ? 'Benedikt' : n));
        for (const phase of ['setup', 'roll', 'discard', 'robber', 'main', 'roadBuilding'] as const) {
          const texts = panelTexts(from({ ...view, phase }, names)).map((t) => t.text);
          expect(
            texts.some((t) => t.startsWith('Benedikt · ')),
            `${id}, ${seats} seats, ${phase}: ${texts.find((t) => t.includes(' · '))}`,
          ).toBe(true);
        }
      }
    }
  });

  it('names a special card held alone in full, as the scores and the rules pages spell it, within its card, at 3 and 4 seats in either game', () => {
    // The badge said "Longest road" and "Largest army" where the game-over scores, the turn lines and the rules
    // pages say "Longest Road" and "Largest Army".
    const right = CATAN_LAYOUT.panel.x + CATAN_LAYOUT.panel.w - 14;
    for (const scene of catanScenes('badges', [150], NAMES)) {
      const calm = scene.players.map((p) => ({ ...p, pending: undefined }));
      for (const [i, p] of calm.entries()) {
        const other = calm[(i + 1) % calm.length]!.seat;
        const held: CatanScene = {
          ...scene,
          players: calm,
          longestRoad: p.seat,
          largestArmy: other,
          ...(scene.oilSprings ? { oilSprings: { ...scene.oilSprings, champion: null } } : {}),
        };
        const badges = textsDrawn(() => drawCatanWhole(held)).filter((t) =>
          /^(Longest|Largest) /.test(t.text),
        );
        const where = `${calm.length} seats, ${scene.oilSprings ? 'Oil Springs' : 'Catan'}, seat ${p.seat}`;
        expect(badges.map((t) => t.text).sort(), where).toEqual(['Largest Army', 'Longest Road']);
        for (const t of badges) expect(t.box.x1, `${where}: ${t.text}`).toBeLessThanOrEqual(right);
      }
    }
  });

  it('draws its least text at the phone floor of a 1280 px picture', () => {
    expect(PHONE_TEXT_PX).toBe(phoneFloorPx(CATAN_LAYOUT.width));
    expect((PHONE_TEXT_PX * PHONE_PICTURE_WIDTH) / CATAN_LAYOUT.width).toBeGreaterThanOrEqual(
      PHONE_LEAST_TEXT,
    );
  });
});
