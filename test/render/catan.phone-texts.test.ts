/**
 * The Catan and Oil Springs picture's small print read on a phone held upright, where Discord shows the 1280 px
 * picture about 400 px wide (PHONE_PICTURE_WIDTH): every text drawn, board and panel, is 6 phone px or more (its
 * font size times its canvas's scale, times 400 / 1280), the warning triangles' "!" too, and the players' figures
 * on the side panel (cards, dev cards, knights, longest road; Oil Springs' oil and sequestered oil) 10 phone px or
 * more. A playtester found those figures hard to read there: they were 29 px, 9.06 phone px, the size of the
 * legend's words.
 * Measured on sample scenes and bot games of 3 and 4 seats, early, mid-game and at the end, with names as long
 * as Discord allows.
 */
import { describe, expect, it } from 'vitest';
import { clearStaticCache } from '../../src/render/catan/board';
import { CATAN_LAYOUT } from '../../src/render/catan/layout';
import { panelGeometry } from '../../src/render/catan/panel';
import { drawCatan } from '../../src/render/catan/render';
import { lateBaseScene, lateOilSpringsScene, setupSelectionScene } from '../../src/render/catan/sampleScenes';
import type { CatanScene } from '../../src/render/catan/scene';
import { PHONE_PICTURE_WIDTH } from '../../src/render/kit/text';
import { withPathIcons } from '../../src/render/kit/icons';
import { textsDrawn, type DrawnText } from './texts-drawn';
import { catanScenes } from './views';

/** One of the picture's px in the phone's px. */
const PHONE_PX = PHONE_PICTURE_WIDTH / CATAN_LAYOUT.width;

/** The least size a text of the picture reads at there (CSS px), as Wildcatters' and Merit's words. */
const LEAST_PX = 6;
/** The least size of a player's figures there. */
const FIGURE_LEAST_PX = 10;

const LONG = 'Maximiliana Wolkenstein-Rodeneck';

/** The late Oil Springs board with a question open for its first player: a warning badge on their card. */
function discarding(): CatanScene {
  const scene = lateOilSpringsScene();
  return { ...scene, players: scene.players.map((p, i) => (i ? p : { ...p, pending: 'Discard 4' })) };
}

function scenes(): CatanScene[] {
  return [
    lateBaseScene(),
    lateOilSpringsScene(),
    discarding(),
    setupSelectionScene(),
    ...catanScenes('phone-texts', [40, 200, 100_000], ['Ana', 'Benedikt', 'Chidi', 'Dolores']),
    ...catanScenes('phone-texts', [200, 100_000], [LONG, LONG, LONG, LONG]),
  ];
}

/** Each scene with the texts its picture draws. */
const drawn: Array<{ scene: CatanScene; texts: DrawnText[] }> = scenes().map((scene) => ({
  scene,
  texts: textsDrawn(() => {
    clearStaticCache();
    drawCatan(scene);
  }),
}));

const middle = (t: DrawnText) => (t.box.y0 + t.box.y1) / 2;

/**
 * Each player card's figures, in the order drawn, after checking the card's first number is its score: cards,
 * dev cards, knights, longest road, and Oil Springs' oil and sequestered oil.
 */
function cardFigures(scene: CatanScene, texts: DrawnText[]): Array<{ figures: DrawnText[] }> {
  const panel = CATAN_LAYOUT.panel;
  return panelGeometry(scene, panel).cards.map((card, i) => {
    const [score, ...figures] = texts.filter(
      (t) => /^\d+$/.test(t.text) && t.box.x0 >= panel.x && t.box.y0 >= card.y && t.box.y1 <= card.y + card.h,
    );
    expect(score?.text).toBe(String(scene.players[i]!.vp));
    return { figures };
  });
}

/** A text's size on the phone, as "5.71 px “W”". */
const onPhone = (t: DrawnText) => `${(t.px * PHONE_PX).toFixed(2)} px “${t.text}”`;

describe('Catan’s and Oil Springs’ pictures on a phone', () => {
  it('measure both games at 3 and 4 seats, late boards and long names among them', () => {
    expect(drawn.filter((d) => d.scene.oilSprings).length).toBeGreaterThanOrEqual(6);
    expect(drawn.filter((d) => !d.scene.oilSprings).length).toBeGreaterThanOrEqual(6);
    expect(new Set(drawn.map((d) => d.scene.players.length))).toEqual(new Set([3, 4]));
    expect(drawn.some((d) => d.scene.result)).toBe(true);
    expect(drawn.some((d) => d.texts.some((t) => t.text.startsWith('Maximiliana')))).toBe(true);
  });

  it('write every text 6 phone px or more', () => {
    const small = new Set<string>();
    for (const { texts } of drawn)
      for (const t of texts) if (t.px * PHONE_PX < LEAST_PX) small.add(onPhone(t));
    expect([...small].sort()).toEqual([]);
  });

  it('write the warning triangles’ “!” 6 phone px or more: a polluted hex’s, the Disaster Track’s last step’s and a question’s badge', () => {
    // They were 3.5 px (a polluted hex's), 4.2 px (a badge's) and 4.9 px (the track's), read by their shape alone.
    // Drawn with the icons' paths, where each "!" is written on the picture itself (a sprite's is written once).
    const scene = discarding();
    const marks = textsDrawn(() => {
      clearStaticCache();
      withPathIcons(() => drawCatan(scene));
    }).filter((t) => t.text === '!');
    const panel = CATAN_LAYOUT.panel;
    const polluted = scene.hexes.filter((h) => h.polluted).length;
    expect(polluted).toBeGreaterThan(0);
    expect(marks.filter((t) => t.box.x1 < panel.x)).toHaveLength(polluted);
    // The track's last step and the badge.
    expect(marks.filter((t) => t.box.x0 >= panel.x)).toHaveLength(2);
    for (const t of marks) expect(t.px * PHONE_PX, onPhone(t)).toBeGreaterThanOrEqual(LEAST_PX);
  });

  it('write every player’s figures 10 phone px or more: Catan’s in a row, Oil Springs’ sequestered oil under its oil', () => {
    const small = new Set<string>();
    for (const { scene, texts } of drawn)
      for (const { figures } of cardFigures(scene, texts)) {
        expect(figures).toHaveLength(scene.oilSprings ? 6 : 4);
        for (const t of figures) if (t.px * PHONE_PX < FIGURE_LEAST_PX) small.add(onPhone(t));
        const row = figures.slice(0, 4 + (scene.oilSprings ? 1 : 0));
        // In one row: their middles within a few px of each other.
        const mids = row.map(middle);
        expect(Math.max(...mids) - Math.min(...mids)).toBeLessThan(3);
        if (!scene.oilSprings) continue;
        // The sequestered oil in the card's third row, in the oil's column.
        const [oil, sequestered] = [figures[4]!, figures[5]!];
        expect(middle(sequestered) - middle(oil)).toBeGreaterThan(25);
        expect(Math.abs(sequestered.box.x0 - oil.box.x0)).toBeLessThan(3);
      }
    expect([...small].sort()).toEqual([]);
  });

  it('fill three base Catan players’ panel: larger figures and names, the legend close over the bank', () => {
    // Their cards were 128 px high, their figures 11.25 phone px, and ~110 px were left empty under the legend.
    const three = drawn.filter((d) => !d.scene.oilSprings && d.scene.players.length === 3);
    expect(three.length).toBeGreaterThanOrEqual(3);
    const panel = CATAN_LAYOUT.panel;
    for (const { scene, texts } of three) {
      for (const { figures } of cardFigures(scene, texts))
        for (const t of figures) expect(t.px * PHONE_PX, onPhone(t)).toBeGreaterThanOrEqual(13);
      const ana = texts.find((t) => t.text === 'Ana' && t.box.x0 >= panel.x);
      if (ana) expect(ana.px * PHONE_PX, onPhone(ana)).toBeGreaterThanOrEqual(11);
      const last = panelGeometry(scene, panel).cards.at(-1)!;
      const bank = texts.find((t) => t.text === 'Bank')!;
      // The legend's two rows (76 px) and the bank's word's place in its box lie between.
      expect(bank.box.y0 - (last.y + last.h)).toBeLessThanOrEqual(110);
    }
    expect(three.some((d) => d.texts.some((t) => t.text === 'Ana'))).toBe(true);
  });

  it('leave 15 phone px or more from one figure’s digits to the next’s in a card’s row, in either game', () => {
    // Oil Springs' six figures in a row were 12.6 phone px apart (28 px icons, a few px between the columns).
    let least = Infinity;
    for (const { scene, texts } of drawn)
      for (const { figures } of cardFigures(scene, texts)) {
        const row = figures.slice(0, 4 + (scene.oilSprings ? 1 : 0));
        for (let i = 1; i < row.length; i++)
          least = Math.min(least, (row[i]!.box.x0 - row[i - 1]!.box.x1) * PHONE_PX);
      }
    expect(least).toBeGreaterThanOrEqual(15);
  });
});
