/**
 * The Catan and Oil Springs side panel reads on a phone held upright, where Discord shows the 1280 px picture
 * about 400 px wide: the header (turn, whose turn, the end), the scores and their goal ("/12"), the legend, the
 * bank's and the Oil Springs box's words are 9 px or more there. They were 5.5-7 px: "Catan: Oil Springs · Turn
 * 6" and "rolled by Ana" beside it, the legend's "cards", "dev", "knights", "longest road", "oil",
 * "sequestered", "metropolis", the "/12" after each score, "Bank", "Disaster track", "of 15".
 */
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/registry';
import type { CatanView } from '../../src/games/catan/types';
import { sceneFromCatanView } from '../../src/render/catan/fromCatanView';
import { sceneFromOilSpringsView } from '../../src/render/catan/fromOilSpringsView';
import { CATAN_LAYOUT } from '../../src/render/catan/layout';
import { drawCatan } from '../../src/render/catan/render';
import type { CatanScene } from '../../src/render/catan/scene';
import { playBots } from '../../src/tools/render';
import { textsDrawn } from './texts-drawn';

/** A phone's width held upright, where Discord shows a landscape picture about 400 px wide (CSS px). */
const PHONE_WIDTH = 400;
/** The least size of a panel's word there (CSS px). */
const PHONE_LEAST = 9;

const NAMES = ['Ana', 'Benedikt', 'Chidi', 'Dolores'];
const LONG_NAMES = NAMES.map(() => 'Maximiliana Wolkenstein-Rodeneck');

function scenes(): CatanScene[] {
  const out: CatanScene[] = [];
  for (const [id, from] of [
    ['catan', sceneFromCatanView],
    ['oil-springs', sceneFromOilSpringsView],
  ] as const) {
    const game = getGame(id)!;
    for (const seats of [3, 4])
      for (const n of [0, 40, 150, 100_000]) {
        const view = game.view(playBots(game, seats, `panel-${seats}`, n).state, null) as CatanView;
        for (const names of [NAMES, LONG_NAMES]) out.push(from(view, names));
      }
  }
  return out;
}

/** Every text drawn on the panel, with its size where the picture is 400 px wide. */
function panelTexts(scene: CatanScene): { text: string; phonePx: number }[] {
  return textsDrawn(() => drawCatan(scene))
    .filter((t) => t.box.x0 >= CATAN_LAYOUT.panel.x)
    .map((t) => ({ text: t.text, phonePx: (t.px * PHONE_WIDTH) / CATAN_LAYOUT.width }));
}

/**
 * Not held to it yet: the special cards' badges and a question's red badge, in a card's third row (18 px, 5.6
 * px on the phone: the row has no room for 29 px). Figures are not words: the counts beside their icons (7.8-9
 * px), the Disaster Track's steps and the lost tokens' numbers.
 */
const BADGES = new Set(['Longest road', 'Largest army', 'Champion', 'Road', 'Army']);
const isWord = (text: string) => /[A-Za-z/]/.test(text) && !BADGES.has(text) && !/^Discard/.test(text);

describe('Catan and Oil Springs side panel', () => {
  it('writes its words at 9 px or more on a phone held upright', () => {
    const small = new Set<string>();
    const seen = new Set<string>();
    for (const scene of scenes())
      for (const t of panelTexts(scene)) {
        if (!isWord(t.text)) continue;
        seen.add(t.text.replace(/\d+/g, 'N'));
        if (t.phonePx < PHONE_LEAST) small.add(`${t.phonePx.toFixed(1)} px “${t.text}”`);
      }
    expect([...small].sort()).toEqual([]);
    // The words the games drew: the turn, the goal, the legend, the bank, the Oil Springs box, the end.
    for (const word of [
      'Turn N',
      '/N',
      'knights',
      'longest road',
      'metropolis',
      'Bank',
      'Oil supply',
      'Game over',
    ])
      expect(seen).toContain(word);
  });
});
