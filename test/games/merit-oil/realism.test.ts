/** The seed's closing promises about realism, checked on the data the engine plays with. */
import { describe, expect, it } from 'vitest';
import {
  BILLS_OF_LADING,
  CONCESSIONS,
  DESTINATION_NAMES,
  DESTINATION_REFINERIES,
  PORTS,
  ROUTE_STAGES,
  weeklyTons,
} from '../../../src/games/merit-oil/data';

describe('realism', () => {
  // "The game is as realistic as we have been able to make it. For example, the production capacities at
  // different wells are approximately the quantities which are actually being obtained from these wells. All
  // the names are authentic."
  it('wells are real 1960s fields with a real well’s output, and ports and refineries are real places', () => {
    const realFields = [
      'Burgan',
      'Magwa',
      'Ahmadi',
      'Kirkuk',
      'Bai Hassan',
      'Dukhan',
      'Agha Jari',
      'Forest Reserve',
    ];
    for (const c of CONCESSIONS) {
      expect(realFields).toContain(c.field);
      // A flowing Middle East well of the day gave about 3,000–12,000 barrels a day: 2,800–11,000 t a week.
      expect(weeklyTons(c)).toBeGreaterThanOrEqual(2_800);
      expect(weeklyTons(c)).toBeLessThanOrEqual(11_000);
    }
    expect(Object.values(PORTS).map((p) => p.name)).toEqual([
      'Mina al Ahmadi',
      'Tripoli',
      'Umm Said',
      'Bandar Mashur',
      'Port of Spain',
    ]);
    // Each destination with its refinery on record; players read the place alone ("Milford Haven", not
    // "Milford Haven (Esso, 1960)" in every arrival line).
    for (const [d, name] of Object.entries(DESTINATION_NAMES)) {
      expect(name).not.toMatch(/[(),]/);
      expect(DESTINATION_REFINERIES[d as keyof typeof DESTINATION_REFINERIES]).toMatch(/\w/);
    }
  });

  // "In addition, the freight charges and oil prices, though rounded off for the sake of convenience, largely
  // conform to actual figures. All essential data in the game are based on facts, though some license has been
  // taken for the purposes of the game."
  it('freight and prices are rounded sums near the real ones of the day', () => {
    for (const b of BILLS_OF_LADING) {
      expect(b.freight.every((f) => f % 500 === 0)).toBe(true);
      expect(b.sale.every((s) => s % 500 === 0)).toBe(true);
      // Delivered crude at the slack level 1: £8–11 a ton (about $2.80–3.80 a barrel).
      expect(b.sale[0]! / b.tons).toBeGreaterThanOrEqual(8);
      expect(b.sale[0]! / b.tons).toBeLessThanOrEqual(11);
    }
    // Gulf to the Thames by Suez at level 1: about 30 shillings a ton, the 1961 AFRA rate.
    const gulfThames = BILLS_OF_LADING.find(
      (b) => b.port === 'mina-al-ahmadi' && b.destination === 'isle-of-grain',
    )!;
    expect(ROUTE_STAGES['mina-al-ahmadi']['isle-of-grain']).toBe(13);
    const shillingsPerTon = (gulfThames.freight[0]! / gulfThames.tons) * 20;
    expect(shillingsPerTon).toBeGreaterThan(28);
    expect(shillingsPerTon).toBeLessThan(34);
  });
});
