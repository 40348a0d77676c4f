/**
 * The rules audit: black-box scenarios for the sentences of shared/rules/merit-oil.md and of the rules page
 * (docs/rules/merit-oil.md) that no other merit-oil test pins — mostly the designed edges: insolvency and
 * bankruptcy, the end of the game, the deal limits, the kept Emir's card, the Suez Canal closing on a tanker.
 * Each test quotes the sentence it checks.
 */
import { describe, expect, it } from 'vitest';
import { meritOil } from '../../../src/games/merit-oil';
import type { MeritAction, MeritState } from '../../../src/games/merit-oil';
import {
  FULL_GAME_ROUND_CAP,
  type GameLength,
  MAX_OFFERS_PER_TURN,
  MAX_OPEN_OFFERS,
  WAIVE_PAYMENT_FROM,
} from '../../../src/games/merit-oil/data';
import { seaRoute } from '../../../src/games/merit-oil/sea';
import {
  act,
  bareGame,
  at,
  charterWith,
  giveWell,
  onTop,
  refused,
  roll,
  turnOf,
  withShares,
} from './helpers';

/** A game where nobody owns a well (the starting wells go back to the pile): the test gives the wells. */
const bare = (seats = 4, seed = 'rules-audit', length: GameLength = 'standard'): MeritState =>
  bareGame(seats, seed, length);

/** Seat 0, with `cash`, lands on MEMO 1 and draws Concession dispute: pay £30,000. */
function owe30000(s: MeritState, cash: number): void {
  s.players[0]!.cash = cash;
  at(s, 0, 0);
  onTop(s.memo, 'memo-12');
  roll(s, 1);
}

/** The invariants broken, but for the money ledger (the tests set cash by hand). */
const unbalanced = (s: MeritState) => meritOil.invariants!(s).filter((v) => !v.startsWith('money:'));

const tonsOf = (s: MeritState, seat: number, card: number) =>
  s.players[seat]!.wells.find((w) => w.card === card)?.tons;

describe('insolvency (rules page, "Insolvency [design: the order]")', () => {
  // "sell shares to other players at an agreed price (deals, above), or to the bank at 80 % of today's price
  // (rounded to £500)".
  it('the bank buys a debtor’s block at 80 % of today’s price: £28,000 when it stands at £35,000', () => {
    const s = bare(4, 'ra-80');
    giveWell(s, 0, 16, 0);
    withShares(s, 0, 1);
    s.sharePrice.refinery = 35_000;
    owe30000(s, 0);
    expect(s.players[0]!.debt).toBe(30_000);
    act(s, 0, { type: 'sellShares', company: 'refinery', blocks: 1 });
    expect(s.players[0]!.debt).toBe(2_000);
    expect(s.bankShares.refinery).toBe(25);
  });

  // "only when you hold no shares, sell a well (your choice which) to the bank at half its card value; its
  // stores go with it and the card goes to the bottom of the concession pile".
  it('the debtor chooses the well; half its value pays the debt; its stores go with it, the others stay', () => {
    const s = bare(4, 'ra-well');
    giveWell(s, 0, 13, 9_000); // Kirkuk, £90,000
    giveWell(s, 0, 16, 4_500); // Agha Jari, £90,000
    owe30000(s, 0);
    act(s, 0, { type: 'sellWell', card: 16 }); // the second well, not the first
    expect(s.players[0]!.wells.map((w) => w.card)).toEqual([13]);
    expect(tonsOf(s, 0, 13)).toBe(9_000);
    expect(s.players[0]!.debt).toBe(0);
    expect(s.players[0]!.cash).toBe(45_000 - 30_000);
    expect(s.concessions[0]).toBe(16);
    expect(unbalanced(s)).toEqual([]); // the 4,500 t left the game with the well
  });

  // "While someone is insolvent (below), the debtor may offer shares to any player".
  it('the debtor offers shares to another player; accepted, the price pays the debt', () => {
    const s = bare(4, 'ra-debtor-offers');
    giveWell(s, 0, 16, 0);
    withShares(s, 0, 2);
    owe30000(s, 10_000);
    expect(s.players[0]!.debt).toBe(20_000);
    const offer: MeritAction = {
      type: 'offerDeal',
      to: 3,
      side: 'sell',
      goods: { kind: 'shares', company: 'refinery', blocks: 2 },
      price: 36_000,
    };
    act(s, 0, offer);
    // Not the debtor buying: "only a debtor's shares or oil in store change hands".
    refused(s, 0, { ...offer, side: 'buy' }, 'bad-deal');
    act(s, 3, { type: 'acceptDeal', offer: s.offers[0]!.id });
    expect(s.players[0]!.debt).toBe(0);
    expect(s.players[0]!.cash).toBe(16_000);
    expect(s.players[3]!.shares.refinery).toBe(2);
    expect(s.players[3]!.cash).toBe(300_000 - 36_000);
    expect(s.players[0]!.wells).toHaveLength(1);
  });

  // "with nothing left to sell, you are bankrupt: the bank writes off the debt, your cargoes at sea are lost, and
  // you are out of the game (your fortune is nil)." "[design] ... so do the kept cards of a player who goes
  // bankrupt" (face down to the bottom of the MEMO pile).
  it('bankruptcy: the cargo at sea is lost with its bill, the kept card goes under the MEMO pile, fortune nil', () => {
    const s = bare(4, 'ra-bankrupt');
    giveWell(s, 0, 13, 18_000);
    at(s, 0, 0);
    charterWith(s, 0, 'tripoli', 17); // Fawley, 8 stages: still at sea
    s.concessions.unshift(13); // the well is gone (sold earlier): nothing left to sell
    s.players[0]!.wells = [];
    s.players[0]!.kept = ['memo-5'];
    s.memo = s.memo.filter((id) => id !== 'memo-5');
    owe30000(s, 0);
    const p = s.players[0]!;
    expect(p.bankrupt).toBe(true);
    expect(p.debt).toBe(0);
    expect(s.tankers.red).toBeNull();
    expect(s.billsUsed).toContain(17);
    expect(p.kept).toEqual([]);
    expect(s.memo[0]).toBe('memo-5');
    expect(meritOil.view(s, null).players[0]!.fortune.total).toBe(0);
    expect(meritOil.status(s).scores[0]).toBe(0);
    expect(meritOil.status(s).over).toBe(false);
    expect(unbalanced(s)).toEqual([]);
  });
});

describe('the end (rules page, "The end")', () => {
  // "The game ends at the end of the turn in which the last bill of lading is used, or after the agreed number
  // of rounds, or when only one player is left in business."
  it('with two players, one bankrupt leaves one in business: the game ends and the survivor wins', () => {
    const s = bare(2, 'ra-last');
    giveWell(s, 1, 16, 0);
    owe30000(s, 0); // seat 0: no wells, no shares, no cash
    expect(s.players[0]!.bankrupt).toBe(true);
    const st = meritOil.status(s);
    expect(st.over).toBe(true);
    expect(st.result!.ending).toBe('lastStanding');
    expect(st.result!.winners).toEqual([1]);
    expect(st.result!.summary).toMatch(
      /^One player left in business: \{p1\} wins with a fortune of £[\d,]+\.$/,
    );
  });

  // "`full`: until every bill is used, [design] stopped after 90 rounds at the latest."
  it('a full-length game stops after round 90 with bills left', () => {
    expect(FULL_GAME_ROUND_CAP).toBe(90);
    const s = bare(2, 'ra-full', 'full');
    expect(s.roundLimit).toBeNull();
    s.round = 89;
    for (const seat of [0, 1]) {
      at(s, seat, 0);
      roll(s, 2);
    }
    expect(meritOil.status(s).over).toBe(false);
    expect(s.round).toBe(90);
    for (const seat of [0, 1]) {
      at(s, seat, 0);
      roll(s, 2);
    }
    const st = meritOil.status(s);
    expect(st.over).toBe(true);
    expect(st.result!.ending).toBe('limit');
    expect(Object.values(s.bills).some((pile) => pile.length > 0)).toBe(true);
  });

  // "Oil still at sea when the game ends is in none of these, so it counts for nothing."
  it('a cargo at sea when the game ends adds nothing to its owner’s fortune', () => {
    const s = bare(2, 'ra-at-sea', 'short');
    giveWell(s, 0, 13, 18_000);
    giveWell(s, 1, 14, 18_000);
    s.round = s.roundLimit!;
    at(s, 0, 0);
    charterWith(s, 0, 'tripoli', 17); // 18,000 t to Fawley, 8 stages; £17,500 freight
    onTop(s.oilNews, 'news-9'); // OIL NEWS 3: a refinery dividend nobody holds shares for
    roll(s, 3);
    expect(s.tankers.red).not.toBeNull();
    at(s, 1, 0);
    onTop(s.oilNews, 'news-9');
    roll(s, 3);
    const st = meritOil.status(s);
    expect(st.over).toBe(true);
    // Both passed PRODUCTION 2 (+4,500 t, £31,500). Seat 0: the well, that week's oil and its cash less the
    // freight; the 18,000 t aboard count for nothing. Seat 1 kept its 18,000 t in store (£126,000).
    expect(st.scores).toEqual([90_000 + 31_500 + 300_000 - 17_500, 90_000 + 126_000 + 31_500 + 300_000]);
    expect(st.result!.winners).toEqual([1]);
  });
});

describe('deals (rules page, "Deals between players")', () => {
  // "[design] ... At most 3 offers of yours may be open at once and you may make 6 in a turn".
  it('a fourth open offer is refused; withdrawn offers still count towards six a turn', () => {
    expect([MAX_OPEN_OFFERS, MAX_OFFERS_PER_TURN]).toEqual([3, 6]);
    const s = bare(4, 'ra-offers');
    withShares(s, 0, 1);
    at(s, 0, 0);
    const offer = (to: number, price: number): MeritAction => ({
      type: 'offerDeal',
      to,
      side: 'sell',
      goods: { kind: 'shares', company: 'refinery', blocks: 1 },
      price,
    });
    act(s, 0, offer(1, 20_000));
    act(s, 0, offer(2, 20_000));
    act(s, 0, offer(3, 20_000));
    refused(s, 0, offer(1, 21_000), 'bad-deal');
    // Withdraw and offer again: three more, the sixth of the turn.
    for (const price of [21_000, 22_000, 23_000]) {
      act(s, 0, { type: 'withdrawDeal', offer: s.offers[0]!.id });
      act(s, 0, offer(1, price));
    }
    expect(s.offers).toHaveLength(3);
    act(s, 0, { type: 'withdrawDeal', offer: s.offers[0]!.id });
    expect(s.offers).toHaveLength(2);
    const text = refused(s, 0, offer(1, 24_000), 'bad-deal');
    expect(text).toBe('You may have 3 offers open at once and make 6 in a turn.');
  });
});

describe('kept MEMO cards (rules page)', () => {
  // "The Emir's friendship: cancels one payment a card orders. [design] It plays itself on the first such
  // payment of £20,000 or more, or one you could not pay in cash".
  it('the Emir’s card lets a small affordable payment be paid, and cancels one the player cannot pay', () => {
    expect(WAIVE_PAYMENT_FROM).toBe(20_000);
    const s = bare(4, 'ra-emir');
    giveWell(s, 0, 16, 0);
    s.players[0]!.kept = ['memo-14'];
    s.memo = s.memo.filter((id) => id !== 'memo-14');
    // Survey fees: £5,000 a well — one well, cash to pay it: paid, the card kept.
    onTop(s.memo, 'memo-16');
    at(s, 0, 0);
    roll(s, 1);
    expect(s.players[0]!.cash).toBe(295_000);
    expect(s.players[0]!.kept).toEqual(['memo-14']);
    // The same £5,000 with £4,000 in hand: cancelled, no debt, the card to the bottom of the pile.
    s.players[0]!.cash = 4_000;
    onTop(s.memo, 'memo-16');
    at(s, 0, 0);
    roll(s, 1);
    expect(s.players[0]!.cash).toBe(4_000);
    expect(s.players[0]!.debt).toBe(0);
    expect(s.players[0]!.kept).toEqual([]);
    expect(s.memo[0]).toBe('memo-14');
  });
});

describe('the Geologist’s report (rules page, "Kept MEMO cards")', () => {
  // "Geologist's report: drill once for £15,000 from a test-drilling square" and "[design] A kept card, once
  // played, goes face down to the bottom of the MEMO pile".
  it('with £20,000, short of the £50,000, the report drills for £15,000 and goes under the MEMO pile', () => {
    const s = bare(4, 'ra-geologist');
    s.players[0]!.cash = 20_000;
    s.players[0]!.kept = ['memo-5'];
    s.memo = s.memo.filter((id) => id !== 'memo-5');
    at(s, 0, 0);
    roll(s, 4); // TEST DRILLING 4
    refused(s, 0, { type: 'drill' }, 'cannot-afford');
    act(s, 0, { type: 'drill', useCard: true });
    expect(s.players[0]!.cash).toBe(5_000);
    expect(s.players[0]!.lorry).toEqual({ where: 'drilling', section: -1 });
    expect(s.players[0]!.kept).toEqual([]);
    expect(s.memo[0]).toBe('memo-5');
  });
});

describe('the Suez Canal (rules page, "At sea")', () => {
  // "If OIL NEWS closes the Suez Canal, tankers take the Cape; one in the canal finishes its transit."
  it('closed while one tanker is in the canal and another in the Red Sea: the first sails on, the second turns', () => {
    const s = bare(4, 'ra-suez');
    giveWell(s, 0, 1, 27_000);
    giveWell(s, 0, 2, 27_000);
    at(s, 0, 0);
    charterWith(s, 0, 'mina-al-ahmadi', 1); // red: Isle of Grain
    charterWith(s, 0, 'mina-al-ahmadi', 3); // blue: Rotterdam
    const route = seaRoute('persian-gulf', 'isle-of-grain')!;
    const canal = route.indexOf('suez-canal');
    s.tankers.red!.wake = ['persian-gulf', ...route.slice(0, canal + 1)];
    s.tankers.red!.at = 'suez-canal';
    s.tankers.blue!.wake = ['persian-gulf', ...route.slice(0, canal)];
    s.tankers.blue!.at = 'red-sea';
    onTop(s.oilNews, 'news-7'); // Suez Canal closed
    roll(s, 3); // the lorry draws it on OIL NEWS 3, then the tankers sail 3 stages
    expect(s.suezOpen).toBe(false);
    expect(s.tankers.red!.at).toBe('western-mediterranean');
    expect(s.tankers.blue!.at).toBe('somali-basin');
    expect(s.tankers.blue!.wake.slice(-3)).toEqual(['gulf-of-aden', 'arabian-sea', 'somali-basin']);
  });
});

describe('the head-office conference (rules page, "The squares")', () => {
  // "on the turn after you land on the upper edge, on OIL NEWS 3 [design], and that square applies."
  it('the return from England lands on OIL NEWS 3 and draws its card', () => {
    const s = bare(4, 'ra-conference');
    withShares(s, 0, 2);
    turnOf(s, 0);
    s.players[0]!.lorry = { where: 'england' }; // flown there on the turn before
    s.players[0]!.trip = null;
    onTop(s.oilNews, 'news-9'); // refinery dividend: £2,500 a block
    roll(s, 5);
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 3 });
    expect(s.players[0]!.cash).toBe(305_000);
    expect(s.oilNews[0]).toBe('news-9');
  });
});

describe('the derricks of a charter (rules page, "Tankers and bills of lading")', () => {
  // "Your derricks move back whole holes by the cargo [design: the wells with the biggest holes (Burgan) first,
  // then the fullest]".
  it('a 27,000 t Kuwait cargo empties the Burgan well first, then takes the rest from the fullest well', () => {
    const s = bare(4, 'ra-derricks');
    giveWell(s, 0, 9, 9_000); // Ahmadi: holes of 4,500 t
    giveWell(s, 0, 1, 18_000); // Burgan: holes of 9,000 t
    giveWell(s, 0, 7, 27_000); // Magwa: holes of 4,500 t, the fullest
    at(s, 0, 0);
    charterWith(s, 0, 'mina-al-ahmadi', 1); // 27,000 t to the Isle of Grain
    expect([1, 7, 9].map((c) => tonsOf(s, 0, c))).toEqual([0, 18_000, 9_000]);
  });
});
