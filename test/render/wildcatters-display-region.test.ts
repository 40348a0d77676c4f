/**
 * Wildcatters' area card display comes from a bitmap kept per display (src/render/wildcatters/cards.ts,
 * src/render/kit/regions.ts): a picture drawn with it is the picture drawn directly, byte for byte, from a cold
 * cache and from a warm one; a changed display draws its own cards; the cache stays within its bound, and its key
 * holds the display's cards and nothing else.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { displayRegions } from '../../src/render/wildcatters/cards';
import { drawWildcatters } from '../../src/render/wildcatters/render';
import { emptyScene, fullBoardScene, midGameScene } from '../../src/render/wildcatters/sampleScenes';
import type { WildcattersScene } from '../../src/render/wildcatters/scene';
import { wildcattersLateScene } from './views';

const lateScene = wildcattersLateScene;

/** The picture's pixels drawn directly (no display bitmap). */
function direct(scene: WildcattersScene): Buffer {
  displayRegions.enabled = false;
  try {
    return Buffer.from(drawWildcatters(scene).data());
  } finally {
    displayRegions.enabled = true;
  }
}

afterEach(() => {
  displayRegions.enabled = true;
});

describe('Wildcatters area card display from a kept bitmap', () => {
  const scenes: [string, () => WildcattersScene][] = [
    ['a late real board', () => lateScene('bench-render')],
    ['another late real board', () => lateScene('display', 10)],
    ['an early real board', () => lateScene('display-early', 150)],
    ['the mid-game sample', () => midGameScene()],
    ['the empty sample', () => emptyScene()],
    ['the full board sample', () => fullBoardScene()],
  ];

  it.each(scenes)('is the picture drawn directly, byte for byte, cold and warm, on %s', (_name, make) => {
    const scene = make();
    const want = direct(scene);
    displayRegions.clear();
    const before = displayRegions.drawn;
    const cold = Buffer.from(drawWildcatters(scene).data());
    expect(displayRegions.drawn).toBe(before + 1);
    const warm = Buffer.from(drawWildcatters(scene).data());
    expect(displayRegions.drawn).toBe(before + 1); // the second picture copied the bitmap
    expect(cold.equals(want)).toBe(true);
    expect(warm.equals(want)).toBe(true);
  });

  it('is the picture drawn directly with a card chooser ringing cards', () => {
    const base = lateScene('bench-render');
    const cards = base.display.filter((c) => c !== null).slice(0, 2);
    const scene: WildcattersScene = {
      ...base,
      selection: { kind: 'card', spots: cards.map((c) => c.id), prompt: 'Choose an area card' },
    };
    const want = direct(scene);
    displayRegions.clear();
    drawWildcatters(scene);
    expect(Buffer.from(drawWildcatters(scene).data()).equals(want)).toBe(true);
  });

  it('draws a changed display anew: a card taken shows as an empty slot', () => {
    const scene = lateScene('bench-render');
    displayRegions.clear();
    const full = Buffer.from(drawWildcatters(scene).data());
    const taken: WildcattersScene = { ...scene, display: [null, ...scene.display.slice(1)] };
    const after = Buffer.from(drawWildcatters(taken).data());
    expect(after.equals(full)).toBe(false);
    expect(after.equals(direct(taken))).toBe(true);
    expect(displayRegions.drawn).toBeGreaterThanOrEqual(2);
  });

  it(`keeps at most ${displayRegions.kept} displays, keyed by the display's cards alone`, () => {
    displayRegions.clear();
    const seen: WildcattersScene[] = [];
    for (const seed of ['region-a', 'region-b', 'region-c', 'region-d']) {
      const scene = lateScene(seed, 20);
      seen.push(scene);
      drawWildcatters(scene);
      expect(displayRegions.size).toBeLessThanOrEqual(displayRegions.kept);
    }
    const last = seen.at(-1)!;
    expect(displayRegions.keys().at(-1)).toBe(JSON.stringify(last.display));
    // The players, caption and pieces are not in the key: a scene differing only there copies the bitmap.
    const drawn = displayRegions.drawn;
    drawWildcatters({ ...last, caption: 'something else', players: last.players.slice(0, 2) });
    expect(displayRegions.drawn).toBe(drawn);
  });
});
