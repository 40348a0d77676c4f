/**
 * The strong bot (src/games/catan/strong.ts): legal moves only, deterministic for a given rng, pure, never
 * reads another seat's secrets, and takes a winning move when one exists. Its win rate is a bench figure
 * (bench/strong.bench.ts), not a test.
 */
import { describe, expect, it } from 'vitest';
import { catan, type CatanAction, type CatanState } from '../../../src/games/catan';
import { GRAIN } from '../../../src/games/catan/data';
import { determinize } from '../../../src/games/catan/strongSense';
import { oilSprings } from '../../../src/games/oil-springs';
import { Rng } from '../../../src/games/rng';
import type { Rules } from '../../../src/games/catan/ruleBook';
import type { GameModule } from '../../../src/games/types';
import { emptyGame, give, place } from './helpers';

/** Both games as one type, so one helper drives either (their states differ only in `ext`). */
type CatanLike = GameModule<CatanState<unknown>, CatanAction, unknown, unknown> & { rules: Rules };
const CATAN = catan as unknown as CatanLike;
const OIL = oilSprings as unknown as CatanLike;

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** Freezes `x` and everything it holds, so that any write to it throws (test files are strict mode). */
function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/** An action as text with its keys sorted and zero amounts dropped (a discard's bundle lists only cards). */
function actionKey(a: unknown): string {
  const norm = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(norm);
    if (typeof x !== 'object' || x === null) return x;
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(x).sort()) {
      const v = (x as Record<string, unknown>)[k];
      if (v !== 0) out[k] = norm(v);
    }
    return out;
  };
  return JSON.stringify(norm(a));
}

/**
 * Play one 4-seat game, the strong bot in seat `strongSeat` and greedy elsewhere (stopping after `maxActions`),
 * checking every strong move is among the legal actions and accepted; returns copies of the states the
 * strong bot decided in.
 */
function playAgainstGreedy(
  mod: CatanLike,
  seed: string,
  strongSeat: number,
  maxActions: number,
): { decisions: CatanState<unknown>[]; strongMoves: number } {
  const state = mod.setup(4, mod.optionsSchema.parse({}), seed);
  const rng = Rng.fromSeed(`bots:${seed}`);
  const decisions: CatanState<unknown>[] = [];
  let strongMoves = 0;
  for (let i = 0; i < maxActions; i++) {
    const st = mod.status(state);
    if (st.over) break;
    const seat = st.toAct[0]!;
    const strong = seat === strongSeat;
    const legal = mod.legalActions(state, seat).map(actionKey);
    if (strong && legal.length > 1) decisions.push(json(state));
    const action = mod.bots[strong ? 'strong' : 'greedy']!(state, seat, rng);
    if (strong) {
      // A discard is open-ended (legalActions lists a few examples): the engine's acceptance below decides.
      if (action.type !== 'discard') expect(legal, `move ${i}`).toContain(actionKey(action));
      strongMoves++;
    }
    const r = mod.apply(state, seat, action);
    expect(r.ok, `move ${i}: ${JSON.stringify(action)}`).toBe(true);
  }
  return { decisions, strongMoves };
}

/**
 * The same position with everything the strong seat may not see changed: the other seats' resource cards
 * re-dealt among them (each keeps its count), their development cards swapped with the deck's (counts kept)
 * and the deck reordered, and the game's rng (the future dice) replaced.
 */
function withOtherSecrets(s: CatanState<unknown>, seat: number, seed: string): CatanState<unknown> {
  const t = json(s);
  const rng = Rng.fromSeed(seed);
  const others = [...Array(t.seats).keys()].filter((o) => o !== seat);
  const cardKinds = [0, 1, 2, 3, 4]; // the five base resources are cards in both games
  const pool: number[] = [];
  for (const o of others)
    for (const r of cardKinds) {
      for (let k = 0; k < t.hands[o]![r]!; k++) pool.push(r);
      t.hands[o]![r] = 0;
    }
  for (let i = pool.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  for (const o of others) {
    const count = s.hands[o]!.slice(0, 5).reduce((a, b) => a + b, 0);
    for (let k = 0; k < count; k++) t.hands[o]![pool.pop()!]!++;
  }
  const devPool = [...t.devDeck];
  for (const o of others)
    t.devHand[o]!.forEach((n, k) => {
      for (let i = 0; i < n; i++) devPool.push(k);
    });
  for (let i = devPool.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [devPool[i], devPool[j]] = [devPool[j]!, devPool[i]!];
  }
  for (const o of others) {
    const held = t.devHand[o]!.reduce((a, b) => a + b, 0);
    t.devHand[o] = [0, 0, 0, 0, 0];
    t.devNew[o] = [0, 0, 0, 0, 0];
    const fresh = s.devNew[o]!.reduce((a, b) => a + b, 0);
    for (let i = 0; i < held; i++) {
      const k = devPool.pop()!;
      t.devHand[o]![k]!++;
      if (i < fresh) t.devNew[o]![k]!++;
    }
  }
  t.devDeck = devPool;
  t.rng = [rng.int(2 ** 32), rng.int(2 ** 32), rng.int(2 ** 32), rng.int(2 ** 32)];
  return t;
}

describe('strong bot', () => {
  it('plays only legal moves in Catan (a game against three greedy bots)', () => {
    const { strongMoves } = playAgainstGreedy(CATAN, 'strong-legal', 1, 3000);
    expect(strongMoves).toBeGreaterThan(20);
  });

  it('plays only legal moves in Oil Springs, oil actions included', () => {
    const { strongMoves } = playAgainstGreedy(OIL, 'strong-legal-oil', 2, 3000);
    expect(strongMoves).toBeGreaterThan(20);
  });

  it('makes at most one domestic offer a turn (so a table is not kept answering)', () => {
    const state = CATAN.setup(4, CATAN.optionsSchema.parse({}), 'strong-offers');
    const rng = Rng.fromSeed('strong-offers');
    const offersByTurn = new Map<number, number>();
    for (let i = 0; i < 4000 && !CATAN.status(state).over; i++) {
      const seat = CATAN.status(state).toAct[0]!;
      const action = CATAN.bots[seat === 0 ? 'strong' : 'greedy']!(state, seat, rng);
      if (seat === 0 && action.type === 'offer')
        offersByTurn.set(state.turn, (offersByTurn.get(state.turn) ?? 0) + 1);
      expect(CATAN.apply(state, seat, action).ok).toBe(true);
    }
    expect(offersByTurn.size).toBeGreaterThan(0);
    expect(Math.max(...offersByTurn.values())).toBe(1);
  });

  it('is deterministic and pure: the same state and rng give the same move, and the state is untouched', () => {
    const { decisions } = playAgainstGreedy(CATAN, 'strong-det', 0, 400);
    expect(decisions.length).toBeGreaterThan(5);
    for (const s of decisions.slice(0, 12)) {
      const before = JSON.stringify(s);
      const a = CATAN.bots.strong!(s, 0, Rng.fromSeed('same'));
      expect(JSON.stringify(s)).toBe(before);
      const b = CATAN.bots.strong!(json(s), 0, Rng.fromSeed('same'));
      expect(b).toEqual(a);
    }
  });

  it('leaves the real state untouched when it remembers refused offers (a search copy shares that list)', () => {
    // cloneState shares `refusedOffers` with the real state (it is replaced, never changed in place): a deeply
    // frozen real state makes any write through a shared part throw, and the remembered offers stay as they were.
    const state = CATAN.setup(4, CATAN.optionsSchema.parse({}), 'strong-offers');
    const rng = Rng.fromSeed('strong-offers');
    let checked = 0;
    for (let i = 0; i < 4000 && checked < 6 && !CATAN.status(state).over; i++) {
      const seat = CATAN.status(state).toAct[0]!;
      if (seat === 0 && state.refusedOffers?.length && state.phase === 'main' && !state.trade) {
        const frozen = deepFreeze(json(state));
        const before = JSON.stringify(frozen);
        expect(() => CATAN.bots.strong!(frozen, 0, Rng.fromSeed(`frozen-${i}`))).not.toThrow();
        expect(JSON.stringify(frozen)).toBe(before);
        checked++;
      }
      const action = CATAN.bots[seat === 0 ? 'strong' : 'greedy']!(state, seat, rng);
      expect(CATAN.apply(state, seat, action).ok).toBe(true);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("never reads another seat's secrets: changing only their hidden cards, the deck and the dice changes nothing", () => {
    for (const [mod, seed] of [
      [CATAN, 'strong-secrets'],
      [OIL, 'strong-secrets-oil'],
    ] as const) {
      const { decisions } = playAgainstGreedy(mod, seed, 3, 500);
      const sample = decisions.filter((_, i) => i % 3 === 0).slice(0, 10);
      expect(sample.length).toBeGreaterThan(4);
      let secretsDiffered = 0;
      for (const [i, s] of sample.entries()) {
        const t = withOtherSecrets(s, 3, `secrets-${i}`);
        if (
          JSON.stringify(t.hands) !== JSON.stringify(s.hands) ||
          JSON.stringify(t.devDeck) !== JSON.stringify(s.devDeck)
        )
          secretsDiffered++;
        expect(mod.view(t, 3)).toEqual(mod.view(s, 3)); // the seat sees the same game
        // The sample the bot thinks about is the same, and so is its move.
        expect(determinize(mod.rules, t, 3, Rng.fromSeed(`d${i}`))).toEqual(
          determinize(mod.rules, s, 3, Rng.fromSeed(`d${i}`)),
        );
        expect(mod.bots.strong!(t, 3, Rng.fromSeed(`m${i}`))).toEqual(
          mod.bots.strong!(s, 3, Rng.fromSeed(`m${i}`)),
        );
      }
      expect(secretsDiffered).toBeGreaterThan(2);
    }
  });

  it("a sample keeps the seat's own cards and every public count", () => {
    const { decisions } = playAgainstGreedy(CATAN, 'strong-sample', 2, 300);
    const s = decisions[decisions.length - 1]!;
    const d = determinize(CATAN.rules, s, 2, Rng.fromSeed('x'));
    expect(d.hands[2]).toEqual(s.hands[2]);
    expect(d.devHand[2]).toEqual(s.devHand[2]);
    for (let o = 0; o < 4; o++) {
      expect(d.hands[o]!.reduce((a, b) => a + b, 0)).toBe(s.hands[o]!.reduce((a, b) => a + b, 0));
      expect(d.devHand[o]!.reduce((a, b) => a + b, 0)).toBe(s.devHand[o]!.reduce((a, b) => a + b, 0));
    }
    expect(d.devDeck.length).toBe(s.devDeck.length);
    expect(CATAN.view(d, 2)).toEqual(CATAN.view(s, 2));
    expect(CATAN.invariants!(d)).toEqual([]);
  });

  it('confirms an offer another player accepted: its samples give them the cards their answer showed', () => {
    // Ana (the bot) offers 1 ore for 1 grain; Ben, holding 5 cards, accepts. The accept shows he holds a grain,
    // but the samples used to deal his five cards at random: most had no grain, and the bot withdrew.
    const seeds = Array.from({ length: 12 }, (_, i) => `accepted-${i}`);
    for (const seed of seeds) {
      const s = emptyGame();
      give(s, 0, { ore: 1, wool: 1 });
      give(s, 1, { grain: 1, lumber: 2, brick: 2 });
      give(s, 2, { lumber: 1, wool: 2 });
      give(s, 3, { brick: 1, ore: 2 });
      for (const [seat, action] of [
        [0, { type: 'offer', give: { ore: 1 }, get: { grain: 1 } }],
        [1, { type: 'accept' }],
        [2, { type: 'decline' }],
        [3, { type: 'decline' }],
      ] as const) {
        const r = catan.apply(s, seat, action as CatanAction);
        if (!r.ok) throw new Error(`${seat} ${action.type}: ${r.error}`);
      }
      const d = determinize(CATAN.rules, s, 0, Rng.fromSeed(seed));
      expect(d.hands[1]![GRAIN]).toBeGreaterThanOrEqual(1);
      expect(CATAN.bots.strong!(s, 0, Rng.fromSeed(seed)), seed).toEqual({ type: 'confirm', with: 1 });
    }
  });

  it('takes a winning move when one exists (a city for the tenth point)', () => {
    const s = emptyGame();
    // 9 VP: three settlements and three cities; cards for a city and a road, a settlement spot two roads away.
    place(s, 0, { settlements: ['1', '4', '7'], cities: ['20', '30', '40'], roads: ['20-21'] });
    give(s, 0, { grain: 2, ore: 3, lumber: 1, brick: 1 });
    const a = CATAN.bots.strong!(s, 0, Rng.fromSeed('win'));
    expect(a.type).toBe('city');
    const r = catan.apply(s, 0, a);
    expect(r.ok).toBe(true);
    expect(catan.status(s).result?.winners).toEqual([0]);
  });
});
