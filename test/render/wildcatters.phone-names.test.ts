/**
 * The Wildcatters map's area and white continent names read on a phone held upright, where Discord shows the
 * picture about 400 px wide: each is PHONE_NAME_PX (8 px) or more there, as drawn, and no other text of the
 * map (a count, a harbour's name, a "+4") covers it, on a full board, the mid-game sample and late real boards.
 * They were 22 and 18 units, 5.7–6.3 px on the phone. The map's smaller words, each harbour's name, each
 * wrapping lane's "to …" and each white continent's "open to all", are 7 px or more there, every one drawn
 * whole inside the map, and no other text of the map covers them (they were 5.7 px).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { AREA_LIST, CONTINENT_LIST, HARBOURS } from '../../src/games/wildcatters/data';
import { clearStaticCache } from '../../src/render/wildcatters/board';
import { displayRegions } from '../../src/render/wildcatters/cards';
import { FRAME, PICTURE_SCALE, PHONE_NAME_PX, WRAP_STUBS } from '../../src/render/wildcatters/layout';
import { drawWildcatters } from '../../src/render/wildcatters/render';
import { fullBoardScene, midGameScene } from '../../src/render/wildcatters/sampleScenes';
import type { WildcattersScene } from '../../src/render/wildcatters/scene';
import { PHONE_PICTURE_WIDTH } from '../../src/render/kit/text';
import { textsDrawn, type DrawnText } from './texts-drawn';
import { wildcattersLateScene } from './views';

/** The words a tile's name is drawn in (a long one on two lines). */
const TILE_WORDS = new Set(
  [...AREA_LIST.map((a) => a.name), ...CONTINENT_LIST.filter((c) => c.white).map((c) => c.name)].flatMap(
    (n) => [n, ...n.split(' ')],
  ),
);

/** The map's smaller words, and how many times each stands on the map. */
const LABELS = new Map<string, number>([
  ...HARBOURS.map((h): [string, number] => [h.name, 1]),
  ...WRAP_STUBS.map((s): [string, number] => [`to ${s.label}`, 1]),
  ['open to all', CONTINENT_LIST.filter((c) => c.white).length],
]);

/** The least size they read at on a phone held upright (CSS px). */
const LABEL_PX = 7;

/** The map's frame in the picture's pixels. */
const MAP_PX = {
  x0: FRAME.map.x * PICTURE_SCALE,
  y0: FRAME.map.y * PICTURE_SCALE,
  x1: (FRAME.map.x + FRAME.map.w) * PICTURE_SCALE,
  y1: (FRAME.map.y + FRAME.map.h) * PICTURE_SCALE,
};

const onMap = (t: DrawnText) =>
  t.box.x0 >= MAP_PX.x0 && t.box.y0 >= MAP_PX.y0 && t.box.x1 <= MAP_PX.x1 && t.box.y1 <= MAP_PX.y1;

const overlap = (a: DrawnText['box'], b: DrawnText['box']) =>
  a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** Every text drawn on the map of `scene`'s picture (its static layer drawn afresh), and the picture's width. */
function mapTexts(scene: WildcattersScene): { texts: DrawnText[]; width: number } {
  displayRegions.enabled = false;
  let width = 0;
  const texts = textsDrawn(() => {
    clearStaticCache();
    width = drawWildcatters(scene).width;
  });
  // A text drawn twice at one place (the static layer drawn for the picture and for a cache) counts once.
  const seen = new Set<string>();
  const once = texts.filter(onMap).filter((t) => {
    const key = `${t.text}@${t.box.x0},${t.box.y0}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { texts: once, width };
}

/** Which texts of `texts` lie on one of `words` drawn there, as "“other” on “word”". */
function covering(texts: DrawnText[], words: { has(text: string): boolean }): string[] {
  return texts
    .filter((t) => words.has(t.text))
    .flatMap((n) =>
      texts.filter((o) => o !== n && overlap(o.box, n.box)).map((o) => `“${o.text}” on “${n.text}”`),
    );
}

/** The texts of `texts` under `px` on a phone, where the `width` px picture is shown 400 px wide. */
function smallerThan(texts: DrawnText[], width: number, px: number): string[] {
  return texts
    .map((t) => ({ text: t.text, phone: (t.px * PHONE_PICTURE_WIDTH) / width }))
    .filter((t) => t.phone < px)
    .map((t) => `${t.text}: ${t.phone.toFixed(1)} px`);
}

afterEach(() => {
  displayRegions.enabled = true;
});

const scenes: [string, () => WildcattersScene][] = [
  ['a full board', () => fullBoardScene(8)],
  ['the mid-game sample', () => midGameScene()],
  ['a late real board', () => wildcattersLateScene('phone-names')],
  ['another late real board', () => wildcattersLateScene('phone-names-2', 10)],
];

describe('Wildcatters tile names on a phone', () => {
  it.each(scenes)('are 8 px or more on a phone, every one drawn, on %s', (_name, make) => {
    const { texts, width } = mapTexts(make());
    const names = texts.filter((t) => TILE_WORDS.has(t.text));
    // Every area and white continent is named (Southern Africa on two lines).
    const named = new Set(names.map((t) => t.text));
    for (const a of AREA_LIST) expect(named.has(a.name), a.name).toBe(true);
    for (const c of CONTINENT_LIST.filter((x) => x.white))
      expect(
        c.name.split(' ').every((w) => named.has(w) || named.has(c.name)),
        c.name,
      ).toBe(true);
    expect(smallerThan(names, width, PHONE_NAME_PX)).toEqual([]);
  });

  it.each(scenes)('are covered by no other text of the map on %s', (_name, make) => {
    expect(covering(mapTexts(make()).texts, TILE_WORDS)).toEqual([]);
  });
});

describe('Wildcatters harbour names, lane labels and “open to all” notes on a phone', () => {
  it.each(scenes)('are 7 px or more on a phone, each drawn whole on the map, on %s', (_name, make) => {
    const { texts, width } = mapTexts(make());
    const labels = texts.filter((t) => LABELS.has(t.text));
    const drawn = [...LABELS.keys()].map(
      (text) => `${text} ×${labels.filter((t) => t.text === text).length}`,
    );
    expect(drawn).toEqual([...LABELS].map(([text, n]) => `${text} ×${n}`));
    expect(smallerThan(labels, width, LABEL_PX)).toEqual([]);
  });

  it.each(scenes)('are covered by no other text of the map on %s', (_name, make) => {
    expect(covering(mapTexts(make()).texts, LABELS)).toEqual([]);
  });
});
