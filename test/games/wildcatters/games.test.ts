/**
 * Whole games: seeded bot games keep the invariants after every action and replay equal from seed and log;
 * greedy beats random; apply never throws and changes nothing on refusal; every listed action applies; the
 * view hides the hand, the deck order and sealed bids.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/games/rng';
import { runSim } from '../../../src/tools/simCore';
import type { WildcattersAction, WildcattersState } from '../../../src/games/wildcatters/types';
import { W, fresh, ridersWaiting, tankersDown } from './helpers';

/** Bot states along one random game (every `every` actions). */
function statesOf(seed: string, seats: number, every: number): WildcattersState[] {
  const s = W.setup(seats, { startPlayer: 'random' }, seed);
  const rng = Rng.fromSeed(seed);
  const out: WildcattersState[] = [];
  for (let i = 0; i < 2000 && !W.status(s).over; i++) {
    if (i % every === 0) out.push(structuredClone(s));
    const seat = W.status(s).toAct[0]!;
    const r = W.apply(s, seat, W.bots.random!(s, seat, rng));
    if (!r.ok) throw new Error(r.error);
  }
  return out;
}

const JUNK: unknown[] = [
  null,
  42,
  'drill',
  {},
  { type: 'nope' },
  { type: 'chooseCard', slot: 99 },
  { type: 'chooseCard', slot: -1 },
  { type: 'chooseCard', slot: 0.5 },
  { type: 'buildRig', field: 'atlantis.1' },
  { type: 'buildRig' },
  { type: 'transport', source: { kind: 'disk', area: 'mars' }, site: 'texas.refinery', barrels: 1 },
  { type: 'transport', source: null, site: 'texas.refinery', barrels: 1 },
  { type: 'transport', source: { kind: 'field', field: 'texas.1' }, site: 'x', barrels: NaN },
  { type: 'bid', shares: -3 },
  { type: 'bid', shares: 1e9 },
  { type: 'moveTanker', tanker: 99, harbour: 'texas.harbour' },
  { type: 'emptyRefinery', site: 'texas.refinery', with: 'magic' },
  { type: 'repayLoans', loans: 0 },
  { type: 'place', card: 'light.texas.1', piece: 'castle', at: 'texas.1' },
  { type: 'rideAlong', source: { kind: 'field', field: 'texas.1' }, barrels: 0 },
];

describe('wildcatters whole games', () => {
  it('20 seeded games (2–4 players, both bots): complete in the right rounds, invariants hold, replays equal', () => {
    for (const players of [2, 3, 4]) {
      const { report, problems } = runSim({
        game: W,
        games: players === 4 ? 8 : 6,
        seed: `check-${players}`,
        players,
        check: true,
      });
      expect(problems).toEqual([]);
      expect(report.completed).toBe(report.games);
      expect(report.invariantViolations).toBe(0);
      expect(report.replayMismatches).toBe(0);
      expect(report.results.botRejections).toBe(0);
    }
  });

  it('the random bot takes a loan now and then, not at every other question', () => {
    // Drawn as often as a whole kind of action, a loan came up at half the questions put to the random bot
    // (ride along, or a loan), and the question stayed open: about 17 loans a player a game.
    const { s, rider } = ridersWaiting();
    expect(W.status(s).toAct).toContain(rider);
    let loans = 0;
    const draws = 400;
    for (let i = 0; i < draws; i++)
      if (W.bots.random!(structuredClone(s), rider, Rng.fromSeed(`loan-${i}`)).type === 'takeLoan') loans++;
    expect(loans).toBeGreaterThan(0);
    expect(loans / draws).toBeLessThan(0.15);
  });

  it('greedy beats random: at least 60 % of 20 one-greedy-vs-three-random games', () => {
    const { report } = runSim({
      game: W,
      games: 20,
      seed: 'duel',
      bots: ['greedy', 'random', 'random', 'random'],
    });
    expect(report.results.winsByBot.greedy ?? 0).toBeGreaterThanOrEqual(12);
  });

  it('apply never throws: junk is refused with a rule error and changes nothing; every listed action applies', () => {
    for (const s of statesOf('fuzz', 4, 15)) {
      const st = W.status(s);
      for (const seat of [0, 1, 2, 3, 7, -1]) {
        for (const a of JUNK) {
          const copy = structuredClone(s);
          const before = JSON.stringify(copy);
          const r = W.apply(copy, seat, a as WildcattersAction);
          expect(r.ok).toBe(false);
          if (!r.ok) expect(typeof r.code).toBe('string');
          expect(JSON.stringify(copy)).toBe(before);
        }
      }
      for (const seat of st.toAct) {
        for (const a of W.legalActions(s, seat)) {
          expect(W.actionSchema.safeParse(a).success).toBe(true);
          const copy = structuredClone(s);
          const r = W.apply(copy, seat, a);
          expect(r.ok).toBe(true);
          if (r.ok) expect(W.invariants!(r.state)).toEqual([]);
        }
      }
      // Seats not asked have no actions.
      for (let seat = 0; seat < 4; seat++)
        if (!st.toAct.includes(seat)) expect(W.legalActions(s, seat)).toEqual([]);
    }
  });

  it('the spectator view is public information only: no hand, no deck order, no sealed bid', () => {
    const s = tankersDown(fresh(4));
    const v = W.view(s, null);
    expect(v.you).toBeNull();
    expect(v.players.map((p) => p.handSize)).toEqual([8, 8, 8, 8]);
    const text = JSON.stringify(v);
    for (const p of s.players) for (const c of p.hand) expect(text).not.toContain(c);
    for (const c of s.deck) expect(text).not.toContain(c);
    expect(W.view(s, 2).you?.hand).toEqual(s.players[2]!.hand);
    // Changing only hidden information leaves the public view unchanged.
    const t = structuredClone(s);
    t.deck.reverse();
    [t.players[0]!.hand, t.players[1]!.hand] = [t.players[1]!.hand, t.players[0]!.hand];
    expect(JSON.stringify(W.view(t, null))).toBe(text);
  });
});

describe('wildcatters invariants catch broken states', () => {
  it('shares, workers and barrels from nowhere, pieces over their counts, VP out of step, a game over early', () => {
    const s = fresh(4);
    expect(W.invariants!(s)).toEqual([]);
    const t = structuredClone(s);
    t.players[0]!.shares[0]! += 1;
    t.players[1]!.workers += 1;
    t.players[2]!.supply.barrels += 1;
    t.players[3]!.supply.rigs += 1;
    t.players[3]!.vp += 1;
    t.phase = 'over';
    const out = W.invariants!(t).join('\n');
    expect(out).toMatch(/^shares /m);
    expect(out).toMatch(/^workers /m);
    expect(out).toMatch(/seat 2: barrels 37 ≠ 36/);
    expect(out).toMatch(/seat 3: rigs 11 ≠ 10/);
    expect(out).toMatch(/seat 3: vp 11 ≠ sum by source 10/);
    expect(out).toMatch(/game over in round 1/);
  });
});
