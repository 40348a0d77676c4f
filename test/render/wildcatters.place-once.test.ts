/**
 * A Wildcatters picture places its trains once: the last move's ring round a train and the since picture's
 * rings stand where drawMapPieces drew the pieces, without placing them again (placing a tile's trains is a
 * search over their lines' places).
 */
import { describe, expect, it, vi } from 'vitest';
import * as placement from '../../src/render/wildcatters/placement';
import { drawWildcatters } from '../../src/render/wildcatters/render';
import { midGameScene } from '../../src/render/wildcatters/sampleScenes';
import type { WildcattersScene } from '../../src/render/wildcatters/scene';

vi.mock('../../src/render/wildcatters/placement', async (original) => {
  const real = await original<typeof placement>();
  return { ...real, placeTrains: vi.fn(real.placeTrains) };
});

const placeTrains = vi.mocked(placement.placeTrains);

/** How many times drawing `scene` placed its trains. */
function placings(scene: WildcattersScene): number {
  placeTrains.mockClear();
  drawWildcatters(scene);
  return placeTrains.mock.calls.length;
}

describe('A Wildcatters picture', () => {
  const base = midGameScene();

  it('places its trains once when its last move built a train (the ring stands round the train drawn)', () => {
    // Before: the ring placed the pieces again, twice a picture.
    expect(placings({ ...base, last: { kind: 'railway', id: 'texas.1>texas.harbour' } })).toBe(1);
  });

  it('places its trains once on the since picture, ringing a new train and a tanker', () => {
    const marks = {
      text: 'Ringed',
      fields: [],
      trains: [base.trains[0]!.railway],
      tankers: [{ harbour: base.tankers[0]!.harbour, index: 0 }],
      refineries: [],
      disks: [],
      shares: [],
    };
    expect(placings({ ...base, marks })).toBe(1);
  });
});
