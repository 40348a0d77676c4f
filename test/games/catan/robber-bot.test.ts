/**
 * The greedy bot's robber: it robs a player who holds a card to steal, not one with nothing to give, also on a
 * hex scoring somewhat less, unless none where a card is to be stolen comes near the best.
 */
import { describe, expect, it } from 'vitest';
import { board, catan, type CatanAction, type CatanState } from '../../../src/games/catan';
import { PIPS } from '../../../src/games/catan/data';
import { Rng } from '../../../src/games/rng';

const ME = 0;
const EMPTY_HANDED = 1;
const HOLDER = 2;

/** A fresh board at the robber's move for seat 0, with no building on it and every hand empty. */
function bareRobberMoment(): CatanState<null> {
  const state = catan.setup(4, catan.optionsSchema.parse({}), 'robber-bot');
  state.phase = 'robber';
  state.current = ME;
  state.nodeOwner.fill(-1);
  state.nodeLevel.fill(0);
  for (const hand of state.hands) hand.fill(0);
  state.hands[HOLDER]![0] = 3;
  return state;
}

/** The most pips a production hex next to `node` gives (0 beside the desert and the sea). */
const pipsAt = (state: CatanState<null>, node: number) =>
  Math.max(...board.NODE_HEXES[node]!.map((h) => PIPS[state.numbers[h]!] ?? 0));

/** A node whose best hex gives `pips`, none of whose hexes is the robber's. */
function nodeWith(state: CatanState<null>, pips: number, not: number[] = []): number {
  const node = state.nodeOwner.findIndex(
    (_, n) => !not.includes(n) && pipsAt(state, n) === pips && !board.NODE_HEXES[n]!.includes(state.robber),
  );
  expect(node, `a node beside a ${pips}-pip hex`).toBeGreaterThanOrEqual(0);
  return node;
}

/** A node whose best hex gives `pips`, sharing no hex with `other` (none of its hexes the robber's). */
function nodeApart(state: CatanState<null>, pips: number, other: number): number {
  const near = board.NODE_HEXES[other]!;
  const sharing = [...state.nodeOwner.keys()].filter((n) =>
    board.NODE_HEXES[n]!.some((h) => near.includes(h)),
  );
  return nodeWith(state, pips, sharing);
}

/**
 * The empty-handed player's city by a 6 or 8, and the holder's settlement apart from it by a hex of `pips`, at
 * those `vp`.
 */
function cityAndSettlement(pips: number, vp: number[]): CatanState<null> {
  const state = bareRobberMoment();
  const city = nodeWith(state, 5);
  state.nodeOwner[city] = EMPTY_HANDED;
  state.nodeLevel[city] = 2;
  const settlement = nodeApart(state, pips, city);
  state.nodeOwner[settlement] = HOLDER;
  state.nodeLevel[settlement] = 1;
  state.vp = vp;
  return state;
}

function robbed(state: CatanState<null>): number | undefined {
  const action = catan.bots.greedy!(state, ME, Rng.fromSeed('robber-bot')) as CatanAction;
  expect(action.type).toBe('robber');
  return (action as { victim?: number }).victim;
}

describe('greedy robber', () => {
  it('robs a player holding a card rather than block a little more where the only victim has none', () => {
    const state = bareRobberMoment();
    // The empty-handed player's settlement sits by a 6 or 8 (5 pips), the holder's by a 5 or 9 (4 pips), both 2 VP:
    // blocking the first is worth more, but robbing there takes nothing.
    state.nodeOwner[nodeWith(state, 5)] = EMPTY_HANDED;
    state.nodeOwner[nodeWith(state, 4)] = HOLDER;
    for (const n of state.nodeOwner.keys()) if (state.nodeOwner[n]! >= 0) state.nodeLevel[n] = 1;
    state.vp = [2, 2, 2, 2];
    expect(robbed(state)).toBe(HOLDER);
  });

  it('picks the victim with a card on the hex, however many VP the empty-handed one has', () => {
    const state = bareRobberMoment();
    const hex = board.HEX_NODES.findIndex(
      (nodes, h) => h !== state.robber && (PIPS[state.numbers[h]!] ?? 0) > 0 && nodes.length === 6,
    );
    const [a, , b] = board.HEX_NODES[hex]!;
    state.nodeOwner[a!] = EMPTY_HANDED;
    state.nodeOwner[b!] = HOLDER;
    state.nodeLevel[a!] = 1;
    state.nodeLevel[b!] = 1;
    state.vp = [2, 8, 2, 2];
    expect(robbed(state)).toBe(HOLDER);
  });

  it('goes where a card is to be stolen when that hex scores near the best, whose only opponent holds none', () => {
    // The empty-handed player's city by a 6 or 8 blocks 2 x 5 pips; the holder's settlement by another 6 or 8
    // blocks half that, with a card to steal.
    expect(robbed(cityAndSettlement(5, [2, 2, 2, 2]))).toBe(HOLDER);
  });

  it('robs a player with no card when no hex with a card to steal comes near what blocking them is worth', () => {
    // The leader's city by a 6 or 8 against a settlement by a 2 or 12, its owner holding cards.
    expect(robbed(cityAndSettlement(1, [2, 8, 2, 2]))).toBe(EMPTY_HANDED);
  });

  describe("when every hex it may go to blocks more of its own production than of the others'", () => {
    /** A bare land hex of `pips` (none of whose hexes is the robber's), apart from the hexes in `not`. */
    function hexOf(state: CatanState<null>, pips: number, not: number[] = []): number {
      const hex = board.HEX_NODES.findIndex(
        (nodes, h) =>
          h !== state.robber &&
          PIPS[state.numbers[h]!] === pips &&
          !nodes.some((n) => not.some((o) => o === h || board.NODE_HEXES[n]!.includes(o))),
      );
      expect(hex, `a hex of ${pips} pips`).toBeGreaterThanOrEqual(0);
      return hex;
    }

    /** The bot's cities on every node: robbing anywhere costs it production. */
    function citiesEverywhere(): CatanState<null> {
      const state = bareRobberMoment();
      state.nodeOwner.fill(ME);
      state.nodeLevel.fill(2);
      state.vp = [9, 1, 0, 0];
      return state;
    }

    /** On `hex`, a building of the bot's at `mine` (1 or 2) and `other`'s settlement (none: -1); no one else. */
    function place(state: CatanState<null>, hex: number, mine: number, other: number): void {
      const [a, b, ...rest] = board.HEX_NODES[hex]!;
      for (const n of [b!, ...rest]) state.nodeOwner[n] = -1;
      state.nodeLevel[a!] = mine;
      if (other < 0) return;
      state.nodeOwner[b!] = other;
      state.nodeLevel[b!] = 1;
    }

    /**
     * Cities of the bot's everywhere, but for a 6 or 8 where its settlement stands by the empty-handed player's
     * (1 VP: scores -4) and a hex of `stealBlocks` pips where its city stands by the holder's settlement (a 4 or
     * 10: scores -12 + 3 + 4 = -5).
     */
    function ownBoard(stealBlocks: number): CatanState<null> {
      const state = citiesEverywhere();
      const empty = hexOf(state, 5);
      place(state, empty, 1, EMPTY_HANDED);
      place(state, hexOf(state, stealBlocks, [empty]), 2, HOLDER);
      return state;
    }

    it('still goes where a card is to be stolen when that hex costs it nearly as little as the least bad', () => {
      // Half of -4 is -2, above even the best: read as a bar, "near enough" could never be met below zero, so it
      // went to the 6 or 8 and robbed nobody of anything. Within half its size of the best is -6 here.
      expect(robbed(ownBoard(3))).toBe(HOLDER);
    });

    it('also when the least bad hex has no other player on it: robbing there takes nothing either', () => {
      // Only the bot's city by a 2 or 12 (-4); the holder's settlement by a 4 or 10 beside the bot's city (-5).
      const state = citiesEverywhere();
      const alone = hexOf(state, 1);
      place(state, alone, 2, -1);
      place(state, hexOf(state, 3, [alone]), 2, HOLDER);
      expect(robbed(state)).toBe(HOLDER);
    });

    it('goes to the least bad hex when the one with a card to steal costs it much more', () => {
      // The holder by a 6 or 8 beside the bot's city: -20 + 5 + 4 = -11, below -6.
      expect(robbed(ownBoard(5))).toBe(EMPTY_HANDED);
    });
  });
});
