/**
 * The main continents' grounds are told apart by more than colour: to a deuteranope North and South America's
 * land was one colour (1.1 apart, CIEDE2000 after Machado 2009), to a tritanope North America and Asia nearly
 * so (3.8). Each continent whose ground colour comes closer than APART to another's, for any vision, must wear
 * a texture of its own, read from the pixels: on the map's tiles and on the area cards' bands, so a card
 * names its land by texture too, as does the panel's chip of each continent (the picture's key).
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  AREA_LIST,
  CONTINENT_LIST,
  MAIN_CONTINENTS,
  type ContinentId,
} from '../../src/games/wildcatters/data';
import { clearStaticCache, staticLayer } from '../../src/render/wildcatters/board';
import { cardParts } from '../../src/render/wildcatters/cards';
import { chipNameBox, panelGeometry } from '../../src/render/wildcatters/panel';
import { drawWildcatters } from '../../src/render/wildcatters/render';
import { CONTINENT_FILL, PICTURE_SCALE, TILES, cardBox, type Box } from '../../src/render/wildcatters/layout';
import { midGameScene } from '../../src/render/wildcatters/sampleScenes';
import { deltaE2000, seenLab, VISIONS } from './colour-vision';
import { hexToRgb, type RGB } from './pixels';

/** As in colour-vision.test.ts: closer than this, two colours cannot carry a difference alone. */
const APART = 12;

/** Neighbours a texture's ink runs on to: right (a line across), down, down-right (\) and down-left (/). */
const STEPS = { across: [1, 0], down: [0, 1], backslash: [1, 1], slash: [-1, 1] } as const;

/**
 * The texture of a continent's ground inside `box` (picture pixels): 'plain', the direction its ink runs in
 * ('across', 'down', 'backslash', 'slash') when nearly all of it runs on so, or 'dots'. A pixel is ground when
 * it is the land's fill, ink when it lies between the fill and the land's edge colour (the texture is the edge
 * colour, faint); anything else (names, fields, pieces) is left out, and so is ink beside it.
 */
function textureIn(canvas: Canvas, box: Box, id: ContinentId): string {
  const x0 = Math.round(box.x);
  const y0 = Math.round(box.y);
  const w = Math.round(box.w);
  const h = Math.round(box.h);
  const data = canvas.getContext('2d').getImageData(x0, y0, w, h).data;
  const fill = hexToRgb(CONTINENT_FILL[id].fill);
  const edge = hexToRgb(CONTINENT_FILL[id].edge);
  const kind = (x: number, y: number): 'ground' | 'ink' | 'other' => {
    if (x < 0 || y < 0 || x >= w || y >= h) return 'other';
    const i = (y * w + x) * 4;
    const p: RGB = [data[i]!, data[i + 1]!, data[i + 2]!];
    const d = p.map((c, k) => c - fill[k]!);
    const e = edge.map((c, k) => c - fill[k]!);
    if (Math.max(...d.map(Math.abs)) <= 2) return 'ground';
    // Where along the fill-to-edge line the pixel lies, and how far off it.
    const t = (d[0]! * e[0]! + d[1]! * e[1]! + d[2]! * e[2]!) / (e[0]! ** 2 + e[1]! ** 2 + e[2]! ** 2);
    const off = Math.max(...d.map((c, k) => Math.abs(c - t * e[k]!)));
    return t > 0.1 && t < 0.7 && off <= 4 ? 'ink' : 'other';
  };
  let ground = 0;
  let ink = 0;
  const runs = { across: 0, down: 0, backslash: 0, slash: 0 };
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const k = kind(x, y);
      if (k === 'ground') ground++;
      if (k !== 'ink') continue;
      const around = Object.values(STEPS).flatMap(([dx, dy]) => [kind(x + dx, y + dy), kind(x - dx, y - dy)]);
      if (around.includes('other')) continue;
      ink++;
      for (const [name, [dx, dy]] of Object.entries(STEPS))
        if (kind(x + dx, y + dy) === 'ink') runs[name as keyof typeof runs]++;
    }
  if (ink < 0.02 * (ground + ink)) return 'plain';
  const [best, n] = Object.entries(runs).sort((a, b) => b[1] - a[1])[0]!;
  return n > 0.8 * ink ? best : 'dots';
}

/** Pairs of main continents whose ground colours, for some vision, are closer than APART. */
function closePairs(): [ContinentId, ContinentId][] {
  const pairs: [ContinentId, ContinentId][] = [];
  for (let i = 0; i < MAIN_CONTINENTS.length; i++)
    for (let j = i + 1; j < MAIN_CONTINENTS.length; j++) {
      const [a, b] = [MAIN_CONTINENTS[i]!, MAIN_CONTINENTS[j]!];
      const [fa, fb] = [CONTINENT_FILL[a].fill, CONTINENT_FILL[b].fill];
      if (VISIONS.some((v) => deltaE2000(seenLab(fa, v), seenLab(fb, v)) < APART)) pairs.push([a, b]);
    }
  return pairs;
}

/**
 * A design box in the picture's pixels, `inset` pixels in from its sides (clear of its edge line); `scale`: in
 * the pixels of the picture shown that much smaller.
 */
const inPixels = (b: Box, inset: number, scale = 1): Box => ({
  x: b.x * PICTURE_SCALE * scale + inset,
  y: b.y * PICTURE_SCALE * scale + inset,
  w: b.w * PICTURE_SCALE * scale - 2 * inset,
  h: b.h * PICTURE_SCALE * scale - 2 * inset,
});

/** `canvas` scaled down to `width` px wide, as a phone shows the picture (libvips' default, Lanczos). */
async function shownAt(canvas: Canvas, width: number): Promise<Canvas> {
  const { data, info } = await sharp(canvas.toBuffer('image/png'))
    .resize(width)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const out = createCanvas(info.width, info.height);
  const ctx = out.getContext('2d');
  const image = ctx.createImageData(info.width, info.height);
  image.data.set(data);
  ctx.putImageData(image, 0, 0);
  return out;
}

describe('Wildcatters: each continent’s ground tells it apart without its colour', () => {
  it('the close colours are the ones colour-blind players confuse (North and South America among them)', () => {
    expect(closePairs()).toContainEqual(['northAmerica', 'southAmerica']);
  });

  it('on the map, each tile of a continent wears its texture, and close continents wear different ones', () => {
    clearStaticCache();
    const layer = staticLayer();
    const texture = new Map<ContinentId, string>();
    for (const c of CONTINENT_LIST.filter((x) => !x.white))
      for (const area of c.areas) {
        const seen = textureIn(layer, inPixels(TILES[area], 6), c.id);
        expect(seen, `${area} beside ${c.areas[0]}`).toBe(texture.get(c.id) ?? seen);
        texture.set(c.id, seen);
      }
    for (const [a, b] of closePairs())
      expect(texture.get(a), `${a} and ${b}: ${texture.get(a)}`).not.toBe(texture.get(b));
  });

  it.each([640, 360])(
    'shown %i px wide on a phone, each tile still wears its texture, close continents different ones',
    async (width) => {
      // The 1-px lines and 2-px dots blended into a tint at phone size: North America and Asia read as one
      // tan, North and South America alike to a deuteranope.
      clearStaticCache();
      const layer = staticLayer();
      const scale = width / layer.width;
      const shown = await shownAt(layer, width);
      const texture = new Map<ContinentId, string>();
      for (const c of CONTINENT_LIST.filter((x) => !x.white))
        for (const area of c.areas) {
          const seen = textureIn(shown, inPixels(TILES[area], 3, scale), c.id);
          expect(seen, `${area} beside ${c.areas[0]}`).toBe(texture.get(c.id) ?? seen);
          texture.set(c.id, seen);
        }
      for (const [a, b] of closePairs())
        expect(texture.get(a), `${a} and ${b}: ${texture.get(a)}`).not.toBe(texture.get(b));
    },
  );

  it('an area card’s band wears its continent’s texture, as on the map', () => {
    clearStaticCache();
    const layer = staticLayer();
    const scene = midGameScene();
    const picture = drawWildcatters(scene);
    const cards = scene.display.flatMap((card, slot) => (card ? [{ card, slot }] : []));
    expect(cards.length).toBeGreaterThan(0);
    for (const { card, slot } of cards) {
      const continent = AREA_LIST.find((a) => a.id === card.area)!.continent;
      const box = cardBox(slot);
      // 2 px in, past the band's edge line (2 units, 1.8 px): the name fills most of the band between.
      const band = inPixels(cardParts(box).band, 2);
      const onMap = textureIn(layer, inPixels(TILES[card.area], 6), continent);
      expect(textureIn(picture, band, continent), `card ${slot + 1} (${card.area})`).toBe(onMap);
    }
  });

  it('the panel’s chip of each continent wears its texture, as on the map', () => {
    clearStaticCache();
    const layer = staticLayer();
    const scene = midGameScene();
    const picture = drawWildcatters(scene);
    const chips = panelGeometry(scene).chips!;
    MAIN_CONTINENTS.forEach((id, i) => {
      const area = CONTINENT_LIST.find((c) => c.id === id)!.areas[0]!;
      const onMap = textureIn(layer, inPixels(TILES[area], 6), id);
      expect(textureIn(picture, inPixels(chipNameBox(chips, i), 3), id), id).toBe(onMap);
    });
  });
});
