/**
 * The Catan board's static layer cache (src/render/catan/board.ts): bounded, and a layer drawn over an evicted
 * layer's canvas is the very layer a new canvas would get.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { STATIC_CACHE_SIZE, clearStaticCache, drawPieces, staticLayer } from '../../src/render/catan/board';
import { catanRowHints } from '../../src/render/catan/fromCatanView';
import { drawCatan } from '../../src/render/catan/render';
import { lateBaseScene, lateOilSpringsScene } from '../../src/render/catan/sampleScenes';
import type { CatanScene } from '../../src/render/catan/scene';
import { ensureFonts } from '../../src/render/kit';
import { seaNumbersDrawn, textsDrawn } from './texts-drawn';

ensureFonts();

/** The scene with its first `n` numbered hexes polluted (tokens gone): a static layer of its own for each n. */
function polluted(scene: CatanScene, n: number): CatanScene {
  let left = n;
  return {
    ...scene,
    hexes: scene.hexes.map((h) => {
      if (left === 0 || h.number === null) return h;
      left--;
      return { ...h, number: null, polluted: true };
    }),
  };
}

afterEach(() => clearStaticCache());

describe('static layer cache', () => {
  it('keeps at most STATIC_CACHE_SIZE layers: a layer still cached comes back, the oldest is drawn again', () => {
    const scenes = Array.from({ length: STATIC_CACHE_SIZE + 1 }, (_, n) =>
      polluted(lateOilSpringsScene(), n),
    );
    const first = staticLayer(scenes[0]!);
    const firstPixels = Buffer.from(first.data());
    for (const s of scenes.slice(1, STATIC_CACHE_SIZE)) staticLayer(s);
    // Still cached (and now the most recently used).
    expect(staticLayer(scenes[0]!)).toBe(first);
    // One layer more than the cache holds: the least recently used one (scenes[1]) goes, its canvas reused.
    const second = staticLayer(scenes[1]!);
    const last = staticLayer(scenes[STATIC_CACHE_SIZE]!);
    expect(last).not.toBe(first);
    expect(staticLayer(scenes[0]!)).toBe(first);
    expect(Buffer.from(first.data()).equals(firstPixels)).toBe(true);
    expect(new Set([first, second, last]).size).toBe(3);
  });

  it('draws a layer over a reused canvas exactly as on a new one', () => {
    const b = lateBaseScene();
    const fresh = Buffer.from(staticLayer(b).data());
    clearStaticCache();
    // Fill the cache with other layers, so b's layer is drawn over the canvas of one of them.
    const others = Array.from({ length: STATIC_CACHE_SIZE }, (_, n) => polluted(lateOilSpringsScene(), n));
    const canvases = new Set(others.map((s) => staticLayer(s)));
    const reused = staticLayer(b);
    expect(canvases.has(reused)).toBe(true);
    expect(Buffer.from(reused.data()).equals(fresh)).toBe(true);
  });

  it('draws whole pictures the same with layers reused as with a cold cache', () => {
    const scenes = Array.from({ length: STATIC_CACHE_SIZE + 2 }, (_, n) =>
      polluted(lateOilSpringsScene(), n),
    );
    const cold = scenes.map((s) => {
      clearStaticCache();
      return Buffer.from(drawCatan(s).data());
    });
    clearStaticCache();
    // Twice round: the second time every layer is drawn over a canvas another one used.
    for (let round = 0; round < 2; round++)
      scenes.forEach((s, i) => expect(Buffer.from(drawCatan(s).data()).equals(cold[i]!)).toBe(true));
  });

  it('holds a normal picture’s intersection numbers, drawn once a layer, and a chooser’s layer has none', () => {
    // The numbers depend on the board alone and lie off every piece (test/render/catan.board-text.test.ts):
    // drawn in the static layer rather than over the pieces each picture, the picture is the same.
    const scene: CatanScene = { ...lateBaseScene(), rowHints: catanRowHints() };
    expect(seaNumbersDrawn(scene).length).toBe(scene.rowHints!.length);
    // The pieces draw none (no number token either).
    const numbers = new Set(scene.rowHints!.map((h) => h.name));
    const ctx = createCanvas(1280, 800).getContext('2d');
    expect(textsDrawn(() => drawPieces(ctx, scene)).filter((t) => numbers.has(t.text))).toEqual([]);
    // A chooser marks its spots instead: its layer is another one, without the numbers.
    const chooser: CatanScene = { ...scene, selection: { kind: 'road', prompt: 'Pick', spots: [] } };
    expect(staticLayer(chooser)).not.toBe(staticLayer(scene));
    expect(seaNumbersDrawn(chooser)).toEqual([]);
  });
});
