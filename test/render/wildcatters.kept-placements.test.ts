/**
 * Wildcatters' trains placed once per tile and set of pieces (src/render/wildcatters/placement.ts,
 * `tilePlacements`): a kept placement is the one a fresh search gives, a picture drawn again searches nothing,
 * and a move that changes one tile's pieces searches that tile again, not the others.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { mapPieces } from '../../src/render/wildcatters/board';
import { TILES } from '../../src/render/wildcatters/layout';
import { placeTrains, tilePlacements } from '../../src/render/wildcatters/placement';
import type { WildcattersScene } from '../../src/render/wildcatters/scene';
import { wildcattersLateScene, wildcattersMoments } from './views';

/** Each train's place in `scene`, as the map draws it. */
function trainPlaces(scene: WildcattersScene): string[] {
  return mapPieces(scene)
    .filter((p) => p.what.startsWith('train '))
    .map((p) => `${p.what} ${p.at.x},${p.at.y}`);
}

beforeEach(() => tilePlacements.clear());

describe('Wildcatters trains placed once per tile', () => {
  it('stand where a fresh search puts them, at every moment of two games', () => {
    const kept: string[][] = [];
    const fresh: string[][] = [];
    const scenes = [...wildcattersMoments(4, 'kept-a'), ...wildcattersMoments(3, 'kept-b')].filter(
      (_, i) => i % 3 === 0,
    );
    expect(scenes.some((s) => s.trains.length >= 8)).toBe(true);
    // Kept: every moment placed with what earlier moments left in the cache.
    for (const scene of scenes) kept.push(trainPlaces(scene));
    for (const scene of scenes) {
      tilePlacements.clear();
      fresh.push(trainPlaces(scene));
    }
    expect(kept).toEqual(fresh);
  });

  it('searches nothing when a picture is drawn again', () => {
    const scene = wildcattersLateScene('bench-render');
    const first = trainPlaces(scene);
    const searched = tilePlacements.searches;
    expect(searched).toBeGreaterThan(0);
    expect(trainPlaces(scene)).toEqual(first);
    expect(tilePlacements.searches).toBe(searched);
  });

  it('searches again only the tile whose pieces changed', () => {
    const scene = wildcattersLateScene('bench-render');
    const pieces = mapPieces(scene).map((p) => p.box);
    const railways = scene.trains.map((t) => t.railway);
    placeTrains(railways, pieces);
    const searched = tilePlacements.searches;
    // A piece more on Texas (a box in its middle): Texas's trains are placed again, no other tile's.
    const t = TILES.texas;
    const changed = [...pieces, { x: t.x + t.w / 2, y: t.y + t.h / 2, w: 4, h: 4 }];
    placeTrains(railways, changed);
    expect(tilePlacements.searches).toBe(searched + 1);
  });
});
