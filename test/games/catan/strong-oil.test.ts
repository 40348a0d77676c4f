/** The Oil Springs strong bot's own rule: it never uses oil that could start the disaster abandoning the island. */
import { describe, expect, it } from 'vitest';
import { oilSprings, type OilSpringsState } from '../../../src/games/oil-springs';
import { OIL } from '../../../src/games/oil-springs/oilState';
import { notRiskingCollapse } from '../../../src/games/oil-springs/strong';
import { Rng } from '../../../src/games/rng';

/** Play greedy bots until seat `seat` is in its main phase holding oil it may convert; null if never. */
function mainWithOil(seed: string): { state: OilSpringsState; seat: number } | null {
  const state = oilSprings.setup(4, oilSprings.optionsSchema.parse({}), seed);
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < 3000; i++) {
    const st = oilSprings.status(state);
    if (st.over) return null;
    const seat = st.toAct[0]!;
    if (
      state.phase === 'main' &&
      !state.trade &&
      seat === state.current &&
      oilSprings.legalActions(state, seat).some((a) => a.type === 'convertOil')
    )
      return { state, seat };
    if (!oilSprings.apply(state, seat, oilSprings.bots.greedy!(state, seat, rng)).ok) return null;
  }
  return null;
}

describe('Oil Springs strong bot', () => {
  it('never uses oil that could start the disaster abandoning the island', () => {
    let checked = 0;
    for (let g = 0; g < 6; g++) {
      const found = mainWithOil(`strong-collapse-${g}`);
      if (!found) continue;
      const { state, seat } = found;
      // One more removed number token abandons the island; one more oil used starts a disaster.
      state.ext.removedTokens = [2, 3, 11, 12];
      state.ext.marker = 4;
      state.hands[seat]![OIL] = Math.max(2, state.hands[seat]![OIL]!);
      const convert = oilSprings.legalActions(state, seat).find((a) => a.type === 'convertOil')!;
      expect(convert).toBeDefined();
      expect(notRiskingCollapse(state, seat, convert)).toBe(false);
      const a = oilSprings.bots.strong!(state, seat, Rng.fromSeed(`m${g}`));
      expect(['convertOil', 'metropolis']).not.toContain(a.type);
      // With the track low the same move is allowed again.
      state.ext.marker = 0;
      expect(notRiskingCollapse(state, seat, convert)).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(2);
  });
});
