/**
 * The chooser picture's alt text names numbered spots as runs: Catan's set-up menu listed all 54 ("Spot 1, Spot 2,
 * … Spot 54"), which a screen reader reads out one by one.
 */
import { describe, expect, it } from 'vitest';
import { choosingAltText, numberedSpotsWords } from '../../src/discord/components/act';
import { descend, menuPicksPlaces } from '../../src/discord/chooser';
import { presenterFor } from '../../src/discord/presenters';
import { catan } from '../../src/games/catan';
import { snapOf } from './snap';

const spot = (n: number) => ({ label: `Spot ${n}` });
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

describe('numbered spots in the chooser’s alt text', () => {
  it('runs of three or more as "a to b", shorter ones named, in number order', () => {
    const numbers = [...range(20, 54), 15, ...range(1, 12)];
    const alt = choosingAltText(numbers.map(String), numbers.map(spot));
    expect(alt).toBe('The board with the 48 places you can choose marked: Spots 1 to 12, 15, 20 to 54');
    expect(numberedSpotsWords(['Spot 7', 'Spot 3', 'Spot 4', 'Spot 9', 'Spot 10', 'Spot 11'])).toBe(
      'Spots 3, 4, 7, 9 to 11',
    );
    expect(numberedSpotsWords(['Spot 5'])).toBe('Spot 5');
  });

  it('other labels are read as they are', () => {
    const roads = [{ label: 'Road 1-2' }, { label: 'Road 2-3' }];
    expect(choosingAltText(['1-2', '2-3'], roads)).toBe(
      'The board with the 2 places you can choose marked: Road 1-2, Road 2-3',
    );
    // One label of another kind among spots: all as they are.
    expect(numberedSpotsWords(['Spot 1', 'Spot 2', 'Spot 3', 'Settlement 4'])).toBeNull();
  });

  it('Catan’s first settlement: every free spot, in a few words', () => {
    const snap = snapOf(catan, catan.setup(4, catan.optionsSchema.parse({}), 'alt-spots'));
    const seat = snap.status.toAct[0]!;
    const choices = presenterFor('catan')
      .choices(snap, seat)
      .filter((c) => c.group === 'settlement');
    expect(choices).toHaveLength(54);
    const d = descend(choices, []);
    if (d.kind !== 'options') throw new Error('no menu');
    const alt = choosingAltText(
      choices.map((c) => c.spot!),
      d.options,
      menuPicksPlaces(d.open, d.level),
    );
    expect(alt).toBe('The board with the 54 places you can choose marked: Spots 1 to 54');
  });
});
