/**
 * Issue 16 (engine speed, round 2): the values the engine now builds once and shares — frozen events and
 * last actions, one-seat `toAct` arrays, the kept buffers of the listing and of an action's events, the
 * integer remainder of `Rng` — give exactly what the old code built fresh each time.
 */
import { describe, expect, it } from 'vitest';
import { catan } from '../../../src/games/catan';
import { KeptList } from '../../../src/games/catan/kept';
import { LastActions, LastActionsAt, lastAction } from '../../../src/games/catan/lastAction';
import { Listing, collectLegal } from '../../../src/games/catan/legal';
import { compileRuleBook, type Rules } from '../../../src/games/catan/ruleBook';
import type { CatanAction } from '../../../src/games/catan/types';
import { EventCache } from '../../../src/games/events';
import { Rng, intBelow, nextU32, seedRng, type RngState } from '../../../src/games/rng';
import type { GameEvent } from '../../../src/games/types';

/** `intBelow` as it was: the limit from a floating-point remainder. */
function oldIntBelow(s: RngState, n: number): number {
  if (n === 1) {
    nextU32(s);
    return 0;
  }
  const limit = 4294967296 - (4294967296 % n);
  let x = nextU32(s);
  while (x >= limit) x = nextU32(s);
  return x % n;
}

describe('Rng draws below n with an integer remainder', () => {
  it('draws exactly what the floating-point rule drew, for small, odd, power-of-two and huge n', () => {
    const ns = [
      1,
      2,
      3,
      5,
      6,
      7,
      36,
      64,
      1000,
      2 ** 31 - 1,
      2 ** 31,
      2 ** 31 + 1,
      3_000_000_001,
      2 ** 32 - 1,
      2 ** 32,
    ];
    for (const n of ns) {
      const a = seedRng(`int-${n}`);
      const b = seedRng(`int-${n}`);
      for (let i = 0; i < 500; i++) expect(intBelow(a, n)).toBe(oldIntBelow(b, n));
      expect(a).toEqual(b);
    }
  });
  it('rejects the draws above the largest multiple of n (n near 2^32 rejects often, and still agrees)', () => {
    // For n = 3,000,000,001 the limit is n itself: about 30 % of draws are rejected.
    const n = 3_000_000_001;
    const s = seedRng('reject');
    const t = seedRng('reject');
    let rejected = 0;
    for (let i = 0; i < 200; i++) {
      const before = t.slice() as RngState;
      const x = nextU32(before);
      if (x >= n) rejected++;
      expect(intBelow(s, n)).toBe(oldIntBelow(t, n));
    }
    expect(rejected).toBeGreaterThan(20);
  });
});

const ROLLED = /^\{p\d\} rolled \d+ \(\d\+\d\)\.$/;
const ENDED = /^\{p\d\} ended the turn\. \{p\d\} to play\.$/;

describe('frequent events are built once and frozen', () => {
  it('gives the same frozen { text, kind } object for a key, with the text made from the key', () => {
    const cache = new EventCache('roll', (key) => `roll ${key}`);
    const e = cache.get(7);
    expect(e).toEqual({ text: 'roll 7', kind: 'roll' });
    expect(JSON.stringify(e)).toBe('{"text":"roll 7","kind":"roll"}');
    expect(cache.get(7)).toBe(e);
    expect(Object.isFrozen(e)).toBe(true);
    expect(() => {
      (e as { text: string }).text = 'changed';
    }).toThrow();
  });
  it("a game's roll and end-of-turn events read as before and cannot be changed by a reader", () => {
    const state = catan.setup(4, catan.optionsSchema.parse({}), 'frozen-events');
    const rng = Rng.fromSeed('frozen-events-bots');
    const seen: GameEvent[] = [];
    for (let i = 0; i < 400; i++) {
      const st = catan.status(state);
      if (st.over) break;
      const seat = st.toAct[0]!;
      const r = catan.apply(state, seat, catan.bots.random!(state, seat, rng));
      if (!r.ok) throw new Error(r.error);
      for (const e of r.events) if (ROLLED.test(e.text) || ENDED.test(e.text)) seen.push(e);
    }
    expect(seen.filter((e) => ROLLED.test(e.text) && e.kind === 'roll').length).toBeGreaterThan(20);
    expect(seen.filter((e) => ENDED.test(e.text) && e.kind === 'turn').length).toBeGreaterThan(20);
    for (const e of seen) expect(Object.isFrozen(e)).toBe(true);
  });
});

describe('last-action values are built once per seat and spot, and frozen', () => {
  it('{ seat, kind } in that key order, the same object each time', () => {
    const rolled = new LastActions('roll');
    expect(JSON.stringify(rolled.of(2))).toBe('{"seat":2,"kind":"roll"}');
    expect(rolled.of(2)).toBe(rolled.of(2));
    expect(Object.isFrozen(rolled.of(2))).toBe(true);
    expect(lastAction(1, 'knight')).toEqual({ seat: 1, kind: 'knight' });
    expect(lastAction(1, 'knight')).toBe(lastAction(1, 'knight'));
  });
  it('{ seat, kind, edge | node | hex } in that key order, per seat and spot', () => {
    const roads = new LastActionsAt('road', 'edge');
    expect(JSON.stringify(roads.at(3, 71))).toBe('{"seat":3,"kind":"road","edge":71}');
    expect(roads.at(3, 71)).toBe(roads.at(3, 71));
    expect(roads.at(2, 71)).not.toBe(roads.at(3, 71));
    expect(new LastActionsAt('robber', 'hex').at(0, 9)).toEqual({ seat: 0, kind: 'robber', hex: 9 });
  });
  it('seats beyond the kept ones get a fresh, ordinary object', () => {
    expect(new LastActions('roll').of(9)).toEqual({ seat: 9, kind: 'roll' });
    expect(Object.isFrozen(new LastActions('roll').of(9))).toBe(false);
    expect(new LastActionsAt('city', 'node').at(8, 3)).toEqual({ seat: 8, kind: 'city', node: 3 });
  });
  it('a state holding one still clones into an ordinary object', () => {
    const state = catan.setup(3, catan.optionsSchema.parse({}), 'last-clone');
    state.last = new LastActions('roll').of(1);
    const copy = structuredClone(state);
    expect(copy.last).toEqual({ seat: 1, kind: 'roll' });
    expect(Object.isFrozen(copy.last)).toBe(false);
  });
});

describe('a kept list gives exactly its first n entries', () => {
  it('copies 0, 1, 2 and more entries into a fresh array, ignoring stale ones past n', () => {
    const list = new KeptList<number>();
    for (const n of [5, 0, 1, 2, 3, 1]) {
      list.start();
      for (let i = 0; i < n; i++) list.push(10 * n + i);
      const copy = list.copy();
      expect(copy).toEqual(Array.from({ length: n }, (_, i) => 10 * n + i));
      list.start();
      list.push(-1);
      expect(copy).toEqual(Array.from({ length: n }, (_, i) => 10 * n + i));
    }
  });
});

describe("an action's events are its own", () => {
  it('the events one action returned do not change when the next action is applied', () => {
    const state = catan.setup(4, catan.optionsSchema.parse({}), 'own-events');
    const rng = Rng.fromSeed('own-events-bots');
    const kept: { events: readonly GameEvent[]; json: string }[] = [];
    for (let i = 0; i < 300; i++) {
      const st = catan.status(state);
      if (st.over) break;
      const seat = st.toAct[0]!;
      const r = catan.apply(state, seat, catan.bots.random!(state, seat, rng));
      if (!r.ok) throw new Error(r.error);
      kept.push({ events: r.events, json: JSON.stringify(r.events) });
    }
    expect(kept.length).toBe(300);
    for (const k of kept) expect(JSON.stringify(k.events)).toBe(k.json);
    expect(new Set(kept.map((k) => k.events)).size).toBe(kept.length);
  });
});

describe('the one seat to act is a shared frozen array', () => {
  it('status().toAct is [current], frozen, the same array for the same seat', () => {
    const state = catan.setup(4, catan.optionsSchema.parse({}), 'to-act');
    const a = catan.status(state).toAct;
    expect(a).toEqual([state.current]);
    expect(Object.isFrozen(a)).toBe(true);
    expect(catan.status(state).toAct).toBe(a);
  });
});

describe("the random bot's kept listing", () => {
  it('lists what a fresh array lists, in every state of seeded games (offers left out)', () => {
    const book = compileRuleBook(catan.rules as unknown as Rules);
    const listing = new Listing();
    let states = 0;
    for (let g = 0; g < 3; g++) {
      const state = catan.setup(4, catan.optionsSchema.parse({}), `kept-listing-${g}`);
      const rng = Rng.fromSeed(`kept-listing-bots-${g}`);
      for (let i = 0; i < 2000; i++) {
        const st = catan.status(state);
        if (st.over) break;
        for (let s = 0; s < 4; s++) {
          const fresh: CatanAction[] = [];
          collectLegal(book, state, s, fresh, false);
          listing.start();
          collectLegal(book, state, s, listing, false);
          expect(listing.copy()).toEqual(fresh);
        }
        states++;
        const seat = st.toAct[0]!;
        const r = catan.apply(state, seat, catan.bots.random!(state, seat, rng));
        if (!r.ok) throw new Error(r.error);
      }
    }
    expect(states).toBeGreaterThan(500);
  });
});
