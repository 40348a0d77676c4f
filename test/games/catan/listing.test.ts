/**
 * The legal-action listing and `toAct` read the phase table (phases.ts). Over every state of seeded bot
 * games of both engines, they match the listing as it was before (`legacyListing.ts`): the same actions in
 * the same order for every seat, and the same seats to act.
 */
import { describe, expect, it } from 'vitest';
import { catan } from '../../../src/games/catan';
import { compileRuleBook, type Rules } from '../../../src/games/catan/ruleBook';
import { collectLegal } from '../../../src/games/catan/legal';
import { mayAct, momentOf, momentRules } from '../../../src/games/catan/phases';
import type { CatanAction, CatanState } from '../../../src/games/catan/types';
import { oilSprings } from '../../../src/games/oil-springs';
import { Rng } from '../../../src/games/rng';
import * as legacy from './legacyListing';

const ENGINES = [
  { name: 'catan', mod: catan, extra: (() => {}) as legacy.LegacyExtra },
  { name: 'oil-springs', mod: oilSprings, extra: legacy.legalOilActions },
] as const;
const LINEUPS = [
  ['random', 'random', 'random', 'random'],
  ['greedy', 'random', 'greedy', 'random'],
  ['greedy', 'greedy', 'greedy'],
];
const GAMES = 6;

describe('the listing reads the phase table', () => {
  for (const { name, mod, extra } of ENGINES) {
    it(`${name}: the same legal actions, in the same order, and the same seats to act as before`, () => {
      const book = compileRuleBook(mod.rules as unknown as Rules);
      const seen = new Set<string>();
      let states = 0;
      for (let g = 0; g < GAMES; g++) {
        const bots = LINEUPS[g % LINEUPS.length]!;
        const seed = `listing:${name}:${g}`;
        const state = mod.setup(bots.length, mod.optionsSchema.parse({}), seed) as CatanState;
        const rng = Rng.fromSeed(`bots:${seed}`);
        for (let i = 0; i < 5000; i++) {
          const st = mod.status(state as never);
          expect(st.toAct).toEqual(legacy.toAct(book, state));
          seen.add(momentOf(state) ?? 'over');
          for (let s = 0; s < state.seats; s++) {
            const old: CatanAction[] = [];
            legacy.collectLegal(book, state, s, old, true, extra);
            const listed = mod.legalActions(state as never, s) as { type: string }[];
            expect(listed).toEqual(old);
            // Every listed type is one the moment accepts from this seat (phases.ts).
            for (const a of listed) {
              const actor = momentRules(book.moments, state).actors.get(a.type);
              expect(actor !== undefined && mayAct(actor, state, s)).toBe(true);
            }
            const oldNoOffers: CatanAction[] = [];
            legacy.collectLegal(book, state, s, oldNoOffers, false, extra);
            const noOffers: CatanAction[] = [];
            collectLegal(book, state, s, noOffers, false);
            expect(noOffers).toEqual(oldNoOffers);
          }
          states++;
          if (st.over) break;
          const seat = st.toAct[0]!;
          const action = mod.bots[bots[seat]!]!(state as never, seat, rng);
          const r = mod.apply(state as never, seat, action as never);
          expect(r.ok).toBe(true);
        }
      }
      expect(states).toBeGreaterThan(1000);
      expect([...seen].sort()).toEqual(
        ['discard', 'main', 'over', 'roadBuilding', 'robber', 'roll', 'setup', 'trade'].sort(),
      );
    });
  }
});
