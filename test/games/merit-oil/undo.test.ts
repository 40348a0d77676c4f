/**
 * Undo in Merit's "Oil": a kept MEMO card is its holder's secret (the others see only how many), so playing one
 * shows it — even though it goes face down under the MEMO pile, which shows nothing new. Its play stands like a
 * card drawn from a pile: no Undo button, and `/oil undo` says what was revealed.
 */
import { describe, expect, it } from 'vitest';
import { meritOil, type MeritAction, type MeritState } from '../../../src/games/merit-oil';
import { actionWords, barrierOf, barrierText, type LoggedStep } from '../../../src/table/undo';
import { drewBetween, luckOf } from '../../../src/table/undo-random';
import { act, at, billOnTop, giveWell, newGame, offerRefinery } from './helpers';

/** Seat 0 holds the kept MEMO card `id` (taken from the pile, as a draw does). */
function holding(id: string): MeritState {
  const s = newGame(4, 'kept-undo');
  s.memo = s.memo.filter((c) => c !== id);
  s.players[0]!.kept.push(id);
  return s;
}

/** Seat 0, holding `id`, has chartered a tanker at Mina al-Ahmadi and is asked whether to insure it. */
function insuring(id: string): MeritState {
  const s = holding(id);
  giveWell(s, 0, 1, 27_000);
  at(s, 0, 0);
  billOnTop(s, 'mina-al-ahmadi', 1);
  act(s, 0, { type: 'charter', port: 'mina-al-ahmadi' });
  return s;
}

/** Seat 0, holding `id`, has rolled onto a test-drilling square and may drill. */
function drilling(id: string): MeritState {
  const s = holding(id);
  at(s, 0, 0);
  s.rolled = true;
  s.choice = 'drill';
  return s;
}

/** Seat 0 plays `action` on `s`; what undo makes of it: what it drew, and the refusal (null: it may be taken back). */
function undoOf(s: MeritState, action: MeritAction) {
  const luck = luckOf(meritOil, structuredClone(s));
  const events = act(s, 0, action);
  const drew = drewBetween(meritOil, luck, s);
  const step: LoggedStep = { seq: 9, seat: 0, userId: 'ana', action, events };
  const barrier = barrierOf(meritOil, step, { seat: 0, userId: 'ana' }, () => drew);
  return { drew, refusal: barrier && barrierText(barrier, ['Ana', 'Ben', 'Caro', 'Dan'], 0) };
}

describe('a kept card played stands (Undo)', () => {
  it("Lloyd's card insuring a cargo for nothing: no Undo, and the refusal says what was revealed", () => {
    const s = insuring('memo-6');
    const { drew, refusal } = undoOf(s, { type: 'insure', useCard: true });
    expect(s.players[0]!.kept).toEqual([]);
    expect(s.memo[0]).toBe('memo-6'); // face down under the MEMO pile: nothing new shown there
    expect(drew).toBe('the kept MEMO card played');
    expect(refusal).toMatch(
      /^You can't undo past the kept MEMO card played \(Ana insured the red tanker's cargo free with Lloyd's .*\): what was revealed stands\.$/,
    );
  });

  it("the Geologist's report drilling at the helicopter price: no Undo either", () => {
    const { drew, refusal } = undoOf(drilling('memo-5'), { type: 'drill', useCard: true });
    expect(drew).toBe('the kept MEMO card played');
    expect(refusal).toBe(
      "You can't undo past the kept MEMO card played (Ana played the Geologist's report and started a test well for £15,000): what was revealed stands.",
    );
  });

  it('the same moves without a kept card may still be taken back (nothing was revealed)', () => {
    expect(undoOf(insuring('memo-5'), { type: 'insure' })).toEqual({ drew: false, refusal: null });
    expect(undoOf(drilling('memo-6'), { type: 'drill' })).toEqual({ drew: false, refusal: null });
  });
});

/** Ben (seat 1), owing the bank during Ana's turn, offers her his block of refinery shares for £5,000. */
function benOffersAnaABlock(s: MeritState): void {
  offerRefinery(s, 1, 0, 5_000);
}

describe('a bankruptcy stands (Undo)', () => {
  // Ben owes the bank £30,000 during Ana's turn, with one block of shares, no well and a kept MEMO card. He
  // offers the block to Ana for £5,000; her acceptance leaves him nothing to raise the rest: he is bankrupt, his
  // kept card goes back under the pile, and Ana plays on. The refusal named "the kept MEMO card played".
  function ruined(): { s: MeritState; offer: number } {
    const s = newGame(4, 'bankrupt-undo');
    const ben = s.players[1]!;
    s.concessions.unshift(...ben.wells.map((w) => w.card));
    ben.wells = [];
    ben.shares.refinery = 1;
    s.bankShares.refinery -= 1;
    ben.cash = 0;
    ben.debt = 30_000;
    s.memo = s.memo.filter((c) => c !== 'memo-5');
    ben.kept.push('memo-5');
    benOffersAnaABlock(s);
    return { s, offer: s.offers[0]!.id };
  }

  it('the move that bankrupts a player is named by the bankruptcy, not by the kept card it returned', () => {
    const { s, offer } = ruined();
    const { refusal } = undoOf(s, { type: 'acceptDeal', offer });
    expect(s.players[1]!.bankrupt).toBe(true);
    expect(s.players[1]!.kept).toEqual([]);
    expect(meritOil.status(s).toAct).toEqual([0]); // Ana plays on, and may ask to take her move back
    expect(refusal).toBe(
      "You can't undo past Ben's bankruptcy (Ana bought 1 block of European Refineries Ltd from Ben for £5,000).",
    );
  });

  it('stands without a kept card too: the player is out of the game', () => {
    const { s, offer } = ruined();
    s.memo.push(...s.players[1]!.kept);
    s.players[1]!.kept = [];
    const { drew, refusal } = undoOf(s, { type: 'acceptDeal', offer });
    expect(s.players[1]!.bankrupt).toBe(true);
    expect(drew).toBe(false);
    expect(refusal).toMatch(/^You can't undo past Ben's bankruptcy \(/);
  });
});

describe('an accepted deal stands (Undo)', () => {
  it("a solvent player's acceptance of a debtor's shares, which settles the debt: named by who accepted it", () => {
    // Ben owes the bank £3,000 during Ana's turn and offers her a block of refinery shares for £5,000; she
    // accepts, the debt is paid, and Ana plays on: she may not take the deal back alone.
    const s = newGame(4, 'deal-undo');
    const ben = s.players[1]!;
    ben.shares.refinery = 1;
    s.bankShares.refinery -= 1;
    ben.cash = 0;
    ben.debt = 3_000;
    benOffersAnaABlock(s);
    const { drew, refusal } = undoOf(s, { type: 'acceptDeal', offer: s.offers[0]!.id });
    expect(ben.debt).toBe(0);
    expect(ben.bankrupt).toBe(false);
    expect(drew).toBe(false);
    expect(refusal).toBe(
      "You can't undo past the deal Ana accepted (Ana bought 1 block of European Refineries Ltd from Ben for £5,000).",
    );
  });

  it("an offer made or withdrawn before any answer is its maker's own: the hook leaves them to the table", () => {
    for (const type of ['withdrawDeal', 'offerDeal'] as const)
      expect(meritOil.undoBarrier!({ type } as MeritAction, [], 0)).toBeNull();
  });
});

describe('a declined offer stands (Undo)', () => {
  // Ana has rolled, with nothing left to choose, and offers Ben her block of refinery shares: her turn waits on
  // his answer. His decline ends her turn and hands it to him, so he may act (and ask for Undo) at once; the
  // decline told Ana his answer, so it stands, named as his.
  it("a decline that ends the maker's turn: the player who declined, now to act, may not take it back", () => {
    const s = newGame(4, 'decline-undo');
    at(s, 0, 0);
    s.rolled = true;
    s.players[0]!.shares.refinery = 1;
    s.bankShares.refinery -= 1;
    offerRefinery(s, 0, 1, 20_000);
    const action: MeritAction = { type: 'declineDeal', offer: s.offers[0]!.id };
    const events = act(s, 1, action);
    expect(s.current).toBe(1);
    expect(meritOil.status(s).toAct).toEqual([1]);
    const step: LoggedStep = { seq: 9, seat: 1, userId: 'ben', action, events };
    const barrier = barrierOf(meritOil, step, { seat: 1, userId: 'ben' }, () => false);
    expect(barrier && barrierText(barrier, ['Ana', 'Ben', 'Caro', 'Dan'], 1)).toBe(
      "You can't undo past Ben's answer (Ben declined Ana's offer: 1 block of European Refineries Ltd for £20,000).",
    );
  });
});

describe('the Undo label', () => {
  // Merit's labels read "Undo: insures the green tanker's cargo…", "Undo: buys 1 block…" where the other games'
  // read "Undo: took a loan…": the label is the move's first public line, now in the past tense like theirs.
  it('names the move in the past tense: insured, sailed uninsured, bought, offered, declined', () => {
    const words = (s: MeritState, seat: number, action: MeritAction) => {
      const events = act(s, seat, action);
      return actionWords({ seq: 1, seat, userId: 'u', action, events });
    };
    expect(words(insuring('memo-5'), 0, { type: 'insure' })).toMatch(
      /^insured the red tanker's cargo: premium /,
    );
    expect(words(insuring('memo-5'), 0, { type: 'declineInsurance' })).toBe(
      'sailed the red tanker uninsured',
    );
    const s = newGame(4, 'undo-words');
    at(s, 0, 0);
    s.rolled = true;
    s.choice = 'exchange';
    expect(words(s, 0, { type: 'buyShares', company: 'refinery', blocks: 1 })).toBe(
      'bought 1 block of European Refineries Ltd for £20,000',
    );
    const offer = { type: 'offerDeal', to: 1, side: 'buy', price: 5_000 } as const;
    s.players[1]!.shares.refinery = 1;
    expect(words(s, 0, { ...offer, goods: { kind: 'shares', company: 'refinery', blocks: 1 } })).toBe(
      // (The button clips the yardstick at its bracket: "Undo: offered Ben £5,000 for 1 block of European …")
      "offered {p1} £5,000 for 1 block of European Refineries Ltd (worth £20,000 at today's price)",
    );
    expect(words(s, 1, { type: 'declineDeal', offer: s.offers[0]!.id })).toBe(
      "declined {p0}'s offer: £5,000 for 1 block of European Refineries Ltd",
    );
  });
});
