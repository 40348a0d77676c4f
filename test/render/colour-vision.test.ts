/**
 * Colours that tell things apart stay apart for colour-blind players: each set, as seen with normal vision,
 * protanopia, deuteranopia and tritanopia (Machado 2009), keeps every pair at least `APART` (CIEDE2000) from
 * each other. Merit's tankers are named by their colour alone ("the red tanker"), so their colours must carry
 * them.
 */
import { describe, expect, it } from 'vitest';
import { PLAYER_STYLES } from '../../src/render/kit/palette';
import { TANKER_COLOURS } from '../../src/render/merit-oil/layout';
import { closestPair, deltaE2000, seenLab } from './colour-vision';

/**
 * The least CIEDE2000 difference between two colours that must be told apart: about 10 is plainly different
 * side by side; 12 leaves room for a small piece on a busy board.
 */
const APART = 12;

describe('the simulation', () => {
  it('gives CIEDE2000 as Sharma, Wu and Dalal’s test pairs do', () => {
    expect(deltaE2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 3);
    expect(deltaE2000([50, 2.5, 0], [73, 25, -18])).toBeCloseTo(27.1492, 3);
  });

  it('makes the classic confusions: red and green alike to a deuteranope, not to normal vision', () => {
    const apart = (a: string, b: string, v: Parameters<typeof seenLab>[1]) =>
      deltaE2000(seenLab(a, v), seenLab(b, v));
    expect(apart('#E53935', '#43A047', 'normal')).toBeGreaterThan(40);
    expect(apart('#E53935', '#43A047', 'deuteranopia')).toBeLessThan(8);
  });
});

describe('colours told apart for colour-blind players', () => {
  it('the player colours (each seat also has its marker shape)', () => {
    const colours = Object.fromEntries(PLAYER_STYLES.map((s) => [s.name, s.fill]));
    expect(closestPair(colours).distance, closestPair(colours).pair).toBeGreaterThanOrEqual(APART);
  });

  // A simulation of a late Merit game: to a deuteranope the red and the green tanker were one colour (5 apart),
  // on the map, on their routes and among the free tankers, while the turn messages name them by colour.
  it('Merit’s four tankers', () => {
    const { distance, pair } = closestPair(TANKER_COLOURS);
    expect(distance, pair).toBeGreaterThanOrEqual(APART);
  });
});
