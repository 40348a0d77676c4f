/** The Wildcatters design data is consistent: map, deck, tables and set-up agree with the seed and each other. */
import { describe, expect, it } from 'vitest';
import {
  AREAS,
  AREA_CARD_VP_BY_CONTINENT_COUNT,
  AREA_CARD_VP_BEYOND_TABLE,
  AREA_LIST,
  AUCTION,
  BARRELS_PER_PUMP_JACK,
  CONSOLIDATION_CHIPS,
  CONTINENT_LIST,
  CONTINENTS,
  DARK_CARDS,
  DELIVERY_VP_PER_BARREL,
  DEVELOP_COST,
  DISPLAY_REFRESH_VP_COST,
  DISPLAY_SIZE,
  DRILL_COST,
  DRILL_MIN_RIGS,
  DRILL_VP,
  FINAL_SCORING_STEPS,
  FINAL_SHARES_PER_WORKER,
  FINAL_WORKERS_PER_VP,
  HARBOURS,
  LIGHT_CARDS,
  LOAN_EARLY_REPAY_SHARES,
  LOAN_FINAL_REPAY_SHARES,
  LOAN_SHARES,
  MAIN_CONTINENTS,
  MAJORITY_MAIN_VP,
  MAJORITY_WHITE_VP,
  NEUTRAL_REFINERY_CHIPS,
  OIL_FIELDS,
  PIECES_PER_COLOUR,
  PIGGYBACK_SHARES,
  RAILWAYS,
  REFINERY_COST,
  REFINERY_FULL_OWNER_VP,
  REFINERY_SHARES_PER_BARREL,
  REFINERY_SITES,
  REFINERY_VP_BY_COUNT,
  RIG_COST_BY_ORDINAL_IN_AREA,
  RIG_VP,
  ROUNDS_BY_PLAYERS,
  ROUND_START_DISCARDS,
  SEA_LANES,
  SHARE_COLOURS,
  START_CARDS_DISCARDED_UNUSED,
  START_LIGHT_CARDS_DEALT,
  START_SHARES_LEFT_NEIGHBOUR,
  START_SHARES_OWN,
  START_TANKER_HARBOURS,
  START_VP,
  START_WORKERS_BY_PLAYERS,
  STARTING_PIECES,
  TRANSPORT_COST_PER_BARREL,
  WHITE_CONTINENTS,
  WILDCATTER_DISKS,
  WILDCATTER_DISK_VP_BY_COUNT,
  type AreaCard,
  type ContinentId,
  type Region,
} from '../../../src/games/wildcatters/data';

const PLAYER_COUNTS = [2, 3, 4] as const;

function continentOf(r: Region): ContinentId {
  if (r.kind === 'white') return r.continent;
  const a = AREA_LIST.find((x) => x.id === r.area);
  if (!a) throw new Error(`unknown area ${r.area}`);
  return a.continent;
}
const sameRegion = (a: Region, b: Region) => JSON.stringify(a) === JSON.stringify(b);
const regionOfArea = (area: string) => (r: Region) => r.kind === 'area' && r.area === area;
const regionOfWhite = (c: string) => (r: Region) => r.kind === 'white' && r.continent === c;

/** Worker-equivalents in VP at the final rates (seed 3 shares = 1 worker; design 5 workers = 1 VP). */
const workersToVp = (w: number) => w / FINAL_WORKERS_PER_VP;
const sharesToVp = (s: number) => workersToVp(s / FINAL_SHARES_PER_WORKER);

function isMonotone(t: readonly number[]): boolean {
  return t.every((v, i) => i === 0 || v >= (t[i - 1] ?? 0));
}
function marginals(t: readonly number[]): number[] {
  return t.slice(1).map((v, i) => v - (t[i] ?? 0));
}

describe('the seed numbers', () => {
  it('rounds: 7 with 4 players, 8 with 2–3', () => {
    expect(ROUNDS_BY_PLAYERS).toEqual({ 2: 8, 3: 8, 4: 7 });
  });

  it('set-up: 20 own shares and 5 of the left neighbour, VP at 10, 3 rigs 2 trains 1 refinery 1 tanker', () => {
    expect([START_SHARES_OWN, START_SHARES_LEFT_NEIGHBOUR, START_VP]).toEqual([20, 5, 10]);
    expect(STARTING_PIECES).toEqual({ rigs: 3, trains: 2, refineries: 1, tankers: 1 });
  });

  it('8 light cards are dealt; 6 placements (the tanker starts in Southern Africa) leave the last two discarded', () => {
    const placements = STARTING_PIECES.rigs + STARTING_PIECES.trains + STARTING_PIECES.refineries;
    expect(START_LIGHT_CARDS_DEALT - placements).toBe(START_CARDS_DISCARDED_UNUSED);
    expect(START_CARDS_DISCARDED_UNUSED).toBe(2);
  });

  it('building, drilling, developing and transport cost what the seed says', () => {
    expect(RIG_COST_BY_ORDINAL_IN_AREA).toEqual([4, 4, 4, 6]);
    expect([REFINERY_COST, DRILL_COST, DRILL_MIN_RIGS, DEVELOP_COST]).toEqual([12, 8, 4, 3]);
    expect([PIGGYBACK_SHARES, BARRELS_PER_PUMP_JACK, TRANSPORT_COST_PER_BARREL]).toEqual([3, 3, 4]);
    expect([DISPLAY_SIZE, DISPLAY_REFRESH_VP_COST]).toEqual([8, 4]);
  });

  it('loans: 10 shares, repaid 18 in round 5 or 25 at the end', () => {
    expect([LOAN_SHARES, LOAN_EARLY_REPAY_SHARES, LOAN_FINAL_REPAY_SHARES]).toEqual([10, 18, 25]);
  });

  it('final scoring has the seed’s nine steps in order', () => {
    expect(FINAL_SCORING_STEPS).toHaveLength(9);
    expect(FINAL_SCORING_STEPS[0]).toBe('refineryCardsEmpty');
    expect(FINAL_SCORING_STEPS.indexOf('loans')).toBeLessThan(FINAL_SCORING_STEPS.indexOf('sharesToWorkers'));
    expect(FINAL_SCORING_STEPS.indexOf('sharesToWorkers')).toBeLessThan(
      FINAL_SCORING_STEPS.indexOf('workers'),
    );
    expect(FINAL_SCORING_STEPS[8]).toBe('continentMajorities');
    expect(FINAL_SHARES_PER_WORKER).toBe(3);
  });
});

describe('workers per seat', () => {
  it('stay in the seed’s ranges: 20 each with 4, 15–18 with 3, 18–20 with 2', () => {
    expect(START_WORKERS_BY_PLAYERS[4]).toEqual([20, 20, 20, 20]);
    const ranges = { 2: [18, 20], 3: [15, 18] } as const;
    for (const n of [2, 3] as const) {
      const seats = START_WORKERS_BY_PLAYERS[n];
      expect(seats).toHaveLength(n);
      for (const w of seats) {
        expect(w).toBeGreaterThanOrEqual(ranges[n][0]);
        expect(w).toBeLessThanOrEqual(ranges[n][1]);
      }
    }
  });

  it('later seats never get fewer workers', () => {
    for (const n of PLAYER_COUNTS) expect(isMonotone(START_WORKERS_BY_PLAYERS[n])).toBe(true);
  });
});

describe('the world map', () => {
  it('has four main continents of two areas each and three white continents', () => {
    expect(MAIN_CONTINENTS).toHaveLength(4);
    expect(WHITE_CONTINENTS).toHaveLength(3);
    expect(AREAS).toHaveLength(8);
    for (const c of CONTINENT_LIST) {
      expect(c.areas).toHaveLength(c.white ? 0 : 2);
      for (const a of c.areas) expect(AREA_LIST.find((x) => x.id === a)?.continent).toBe(c.id);
    }
    expect(CONTINENT_LIST.map((c) => c.id)).toEqual([...CONTINENTS]);
    expect(AREA_LIST.map((a) => a.id)).toEqual([...AREAS]);
  });

  it('ids are unique across fields, harbours, refinery sites and railways', () => {
    const ids = [...OIL_FIELDS, ...HARBOURS, ...REFINERY_SITES, ...RAILWAYS].map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('each area has oil fields with room for a drill, and exactly one wildcatter spot', () => {
    for (const a of AREAS) {
      const fields = OIL_FIELDS.filter((f) => regionOfArea(a)(f.region));
      expect(fields.length).toBeGreaterThan(0);
      expect(fields.reduce((s, f) => s + f.rigSpots, 0)).toBeGreaterThanOrEqual(DRILL_MIN_RIGS);
      expect(fields.filter((f) => f.wildcatterSpot)).toHaveLength(1);
    }
  });

  it('each white continent has a field that can be drilled, and no wildcatter spot', () => {
    for (const c of WHITE_CONTINENTS) {
      const fields = OIL_FIELDS.filter((f) => regionOfWhite(c)(f.region));
      expect(fields.reduce((s, f) => s + f.rigSpots, 0)).toBeGreaterThanOrEqual(DRILL_MIN_RIGS);
      expect(fields.some((f) => f.wildcatterSpot)).toBe(false);
    }
  });

  it('has rig spots for every rig of four colours', () => {
    const spots = OIL_FIELDS.reduce((s, f) => s + f.rigSpots, 0);
    expect(spots).toBeGreaterThanOrEqual(4 * PIECES_PER_COLOUR.rigs);
  });

  it('Southern Africa has two harbours, and the starting tankers go there', () => {
    const sa = HARBOURS.filter((h) => regionOfWhite('southernAfrica')(h.region));
    expect(sa).toHaveLength(2);
    expect([...START_TANKER_HARBOURS].sort()).toEqual(sa.map((h) => h.id).sort());
    for (const c of CONTINENTS) {
      if (c === 'southernAfrica') continue;
      expect(HARBOURS.filter((h) => continentOf(h.region) === c).length).toBeGreaterThan(0);
    }
  });

  it('every railway joins a field to a harbour or refinery site on the same continent (rails do not cross the sea)', () => {
    for (const r of RAILWAYS) {
      const field = OIL_FIELDS.find((f) => f.id === r.field);
      expect(field, r.id).toBeDefined();
      const target =
        r.to.kind === 'harbour'
          ? HARBOURS.find((h) => h.id === r.to.id)
          : REFINERY_SITES.find((s) => s.id === r.to.id);
      expect(target, r.id).toBeDefined();
      if (field && target) expect(continentOf(target.region)).toBe(continentOf(field.region));
    }
    const lines = RAILWAYS.map((r) => `${r.field}>${r.to.id}`);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('every field has a railway to a harbour, so its oil can go to sea', () => {
    for (const f of OIL_FIELDS) {
      expect(
        RAILWAYS.some((r) => r.field === f.id && r.to.kind === 'harbour'),
        f.id,
      ).toBe(true);
    }
  });

  it('every refinery site is fed: a port site stands at a harbour of its region, an inland one has a railway', () => {
    for (const s of REFINERY_SITES) {
      if (s.harbour !== null) {
        const h = HARBOURS.find((x) => x.id === s.harbour);
        expect(h, s.id).toBeDefined();
        if (h) expect(sameRegion(h.region, s.region)).toBe(true);
      } else {
        expect(
          RAILWAYS.some((r) => r.to.kind === 'refinery' && r.to.id === s.id),
          s.id,
        ).toBe(true);
      }
    }
  });

  it('every continent has a refinery site; each main continent two, one per area (start: one per continent)', () => {
    for (const c of CONTINENTS) {
      expect(REFINERY_SITES.some((s) => continentOf(s.region) === c)).toBe(true);
    }
    for (const a of AREAS) expect(REFINERY_SITES.filter((s) => regionOfArea(a)(s.region))).toHaveLength(1);
    // Starting refineries go to card areas (main continents), one per continent: room for 4 players.
    expect(MAIN_CONTINENTS.length).toBeGreaterThanOrEqual(4 * STARTING_PIECES.refineries);
  });

  it('has railways for every starting train of four players', () => {
    expect(RAILWAYS.length).toBeGreaterThanOrEqual(4 * STARTING_PIECES.trains);
  });

  it('sea lanes join known harbours, no harbour is a dead end, and the whole map is connected', () => {
    const harbourIds = new Set(HARBOURS.map((h) => h.id));
    for (const [a, b] of SEA_LANES) {
      expect(harbourIds.has(a) && harbourIds.has(b) && a !== b, `${a}-${b}`).toBe(true);
    }
    for (const h of harbourIds)
      expect(SEA_LANES.filter((l) => l.includes(h)).length).toBeGreaterThanOrEqual(2);

    // One graph of every place: fields, harbours and refinery sites, joined by railways, sea lanes and ports.
    const adj = new Map<string, string[]>();
    const link = (a: string, b: string) => {
      adj.set(a, [...(adj.get(a) ?? []), b]);
      adj.set(b, [...(adj.get(b) ?? []), a]);
    };
    for (const r of RAILWAYS) link(r.field, r.to.id);
    for (const [a, b] of SEA_LANES) link(a, b);
    for (const s of REFINERY_SITES) if (s.harbour) link(s.id, s.harbour);
    const all = [...OIL_FIELDS, ...HARBOURS, ...REFINERY_SITES].map((x) => x.id);
    const seen = new Set<string>([all[0] ?? '']);
    const queue = [all[0] ?? ''];
    for (let q = queue.shift(); q !== undefined; q = queue.shift()) {
      for (const n of adj.get(q) ?? []) {
        if (!seen.has(n)) {
          seen.add(n);
          queue.push(n);
        }
      }
    }
    expect(all.filter((id) => !seen.has(id))).toEqual([]);
  });
});

describe('the area deck', () => {
  const all: readonly AreaCard[] = [...LIGHT_CARDS, ...DARK_CARDS];

  it('holds 40 light and 48 dark cards, the same number for every area, with unique ids', () => {
    expect(LIGHT_CARDS).toHaveLength(40);
    expect(DARK_CARDS).toHaveLength(48);
    for (const a of AREAS) {
      expect(LIGHT_CARDS.filter((c) => c.area === a)).toHaveLength(5);
      expect(DARK_CARDS.filter((c) => c.area === a)).toHaveLength(6);
    }
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    expect(LIGHT_CARDS.every((c) => c.shade === 'light') && DARK_CARDS.every((c) => c.shade === 'dark')).toBe(
      true,
    );
  });

  it('every bonus is of a known kind: positive workers, positive shares of a real colour, or a refinery chip', () => {
    for (const c of all) {
      const b = c.bonus;
      switch (b.kind) {
        case 'workers':
          expect(b.amount).toBeGreaterThan(0);
          break;
        case 'shares':
          expect(b.amount).toBeGreaterThan(0);
          expect(b.colour).toBeGreaterThanOrEqual(0);
          expect(b.colour).toBeLessThan(SHARE_COLOURS);
          break;
        case 'refineryChip':
          break;
        default:
          throw new Error(`unknown bonus ${JSON.stringify(b satisfies never)}`);
      }
    }
  });

  it('each share colour is given out equally often and in equal amounts', () => {
    const byColour = [0, 0, 0, 0];
    for (const c of all) if (c.bonus.kind === 'shares') byColour[c.bonus.colour]! += c.bonus.amount;
    expect(new Set(byColour).size).toBe(1);
  });

  it('the refinery area cards are dark, one per area', () => {
    const refinery = all.filter((c) => c.refinery);
    expect(refinery.every((c) => c.shade === 'dark')).toBe(true);
    expect(refinery.map((c) => c.area).sort()).toEqual([...AREAS].sort());
  });

  it('the neutral refinery chips are exactly those the cards give', () => {
    expect(all.filter((c) => c.bonus.kind === 'refineryChip')).toHaveLength(NEUTRAL_REFINERY_CHIPS);
  });

  it('dark bonuses are larger than light ones', () => {
    const amounts = (cards: readonly AreaCard[], kind: 'workers' | 'shares') =>
      cards.flatMap((c) => (c.bonus.kind === kind && !c.refinery ? [c.bonus.amount] : []));
    for (const kind of ['workers', 'shares'] as const) {
      expect(Math.min(...amounts(DARK_CARDS, kind))).toBeGreaterThan(Math.max(...amounts(LIGHT_CARDS, kind)));
    }
  });

  it('the set-up deal fits the light cards, and the deck lasts the game with room for a paid refresh', () => {
    for (const n of PLAYER_COUNTS) {
      const dealt = n * START_LIGHT_CARDS_DEALT;
      expect(dealt).toBeLessThanOrEqual(LIGHT_CARDS.length);
      const deck = LIGHT_CARDS.length - dealt + DARK_CARDS.length;
      const rounds = ROUNDS_BY_PLAYERS[n];
      const used = DISPLAY_SIZE + n * rounds + (rounds - 1) * ROUND_START_DISCARDS;
      expect(deck - used, `${n} players`).toBeGreaterThanOrEqual(DISPLAY_SIZE);
    }
  });

  it('a paid refresh costs more VP than the best single bonus is worth, so it is for steering, not profit', () => {
    const best = Math.max(...DARK_CARDS.map((c) => (c.bonus.kind === 'workers' ? c.bonus.amount : 0)));
    expect(workersToVp(best)).toBeLessThan(DISPLAY_REFRESH_VP_COST);
  });
});

describe('consolidation chips', () => {
  it('rise in price and value, four to a stack, colours within the bank’s four', () => {
    expect(CONSOLIDATION_CHIPS.length).toBeGreaterThanOrEqual(4);
    expect(isMonotone(CONSOLIDATION_CHIPS.map((c) => c.price))).toBe(true);
    expect(isMonotone(CONSOLIDATION_CHIPS.map((c) => c.vp))).toBe(true);
    for (const c of CONSOLIDATION_CHIPS) expect(c.minColours).toBeLessThanOrEqual(SHARE_COLOURS);
  });

  it('the first chip is affordable from the starting shares (two colours)', () => {
    const first = CONSOLIDATION_CHIPS[0];
    expect(
      first && first.price <= START_SHARES_OWN + START_SHARES_LEFT_NEIGHBOUR && first.minColours <= 2,
    ).toBe(true);
  });

  it('each chip is worth more VP than its price at the final rate, but the dearest costs more than a loan brings', () => {
    for (const c of CONSOLIDATION_CHIPS) expect(c.vp).toBeGreaterThan(sharesToVp(c.price));
    expect(Math.max(...CONSOLIDATION_CHIPS.map((c) => c.price))).toBeGreaterThan(2 * LOAN_SHARES);
  });
});

describe('scoring tables', () => {
  it('area cards, disks and refineries score monotone, with marginal VP that never shrinks', () => {
    for (const t of [AREA_CARD_VP_BY_CONTINENT_COUNT, WILDCATTER_DISK_VP_BY_COUNT, REFINERY_VP_BY_COUNT]) {
      expect(t[0]).toBe(0);
      expect(isMonotone(t)).toBe(true);
      expect(isMonotone(marginals(t))).toBe(true);
    }
    expect(AREA_CARD_VP_BEYOND_TABLE).toBe(marginals(AREA_CARD_VP_BY_CONTINENT_COUNT).at(-1));
  });

  it('the disk table covers every disk, and the refinery table every refinery piece', () => {
    expect(WILDCATTER_DISKS).toBe(AREAS.length);
    expect(WILDCATTER_DISK_VP_BY_COUNT).toHaveLength(WILDCATTER_DISKS + 1);
    expect(REFINERY_VP_BY_COUNT).toHaveLength(PIECES_PER_COLOUR.refineries + 1);
  });

  it('majorities pay first more than second, main continents at least what white ones pay', () => {
    for (const [first, second] of [MAJORITY_MAIN_VP, MAJORITY_WHITE_VP]) {
      expect(first).toBeGreaterThan(second);
      expect(second).toBeGreaterThan(0);
    }
    expect(MAJORITY_MAIN_VP[0]).toBeGreaterThanOrEqual(MAJORITY_WHITE_VP[0]);
  });

  it('the auction is sealed, in shares, triggered by the first drill, ties to the driller', () => {
    expect(AUCTION).toMatchObject({
      trigger: 'firstDrillInArea',
      currency: 'shares',
      tieBreak: 'drillerThenClockwise',
    });
    expect(AUCTION.minBid).toBeGreaterThan(0);
  });
});

describe('balance, by a small calculation (workers valued at the final rate: 5 workers = 1 VP)', () => {
  const deliveryReturn = (barrels: number) =>
    barrels * (DELIVERY_VP_PER_BARREL + sharesToVp(REFINERY_SHARES_PER_BARREL));

  it('building a rig, developing it and delivering its oil beats hoarding the workers', () => {
    const cost =
      RIG_COST_BY_ORDINAL_IN_AREA[0]! + DEVELOP_COST + BARRELS_PER_PUMP_JACK * TRANSPORT_COST_PER_BARREL;
    const gain = RIG_VP + deliveryReturn(BARRELS_PER_PUMP_JACK);
    expect(gain).toBeGreaterThan(workersToVp(cost));
  });

  it('drilling (with the premium 4th rig) and delivering beats hoarding too', () => {
    const cost =
      RIG_COST_BY_ORDINAL_IN_AREA[3]! + DRILL_COST + BARRELS_PER_PUMP_JACK * TRANSPORT_COST_PER_BARREL;
    const gain = RIG_VP + DRILL_VP + deliveryReturn(BARRELS_PER_PUMP_JACK);
    expect(gain).toBeGreaterThan(workersToVp(cost));
  });

  it('drilling costs more than developing, and a piggy-back is cheaper than developing (it comes only on another’s drill)', () => {
    expect(DRILL_COST).toBeGreaterThan(DEVELOP_COST);
    expect(PIGGYBACK_SHARES).toBeLessThan(DEVELOP_COST * FINAL_SHARES_PER_WORKER);
  });

  it('never building refineries is not dominant: from the second on, one pays back its workers in table VP', () => {
    const m = marginals(REFINERY_VP_BY_COUNT);
    for (const extra of m.slice(1)) expect(extra).toBeGreaterThanOrEqual(workersToVp(REFINERY_COST));
    // …and a refinery others fill pays its owner too.
    expect(REFINERY_FULL_OWNER_VP).toBeGreaterThan(0);
  });

  it('loans forever are not dominant: each costs a VP at the end, less if repaid in round 5', () => {
    const finalCost = sharesToVp(LOAN_FINAL_REPAY_SHARES - LOAN_SHARES);
    const earlyCost = sharesToVp(LOAN_EARLY_REPAY_SHARES - LOAN_SHARES);
    expect(finalCost).toBeCloseTo(1);
    expect(earlyCost).toBeGreaterThan(0);
    expect(earlyCost).toBeLessThan(finalCost);
  });
});
