/** Deals between players and insolvency: one test per seed sentence (quoted above each). */
import { describe, expect, it } from 'vitest';
import { meritOil } from '../../../src/games/merit-oil';
import { DECLINED_MEMORY_ROUNDS, INSOLVENCY } from '../../../src/games/merit-oil/data';
import type { MeritState } from '../../../src/games/merit-oil';
import { Rng } from '../../../src/games/rng';
import { endTurn } from '../../../src/games/merit-oil/turn';
import { GREEDY, shareReturn } from '../../../src/games/merit-oil/bots';
import { stillSecret } from '../../../src/games/events';
import type { GameEvent } from '../../../src/games/types';
import {
  act,
  at,
  billOnTop,
  giveWell,
  newGame,
  offerRefinery,
  onTop,
  refused,
  roll,
  texts,
  turnOf,
  withShares,
} from './helpers';

/** Seat 0 rolls onto a MEMO square and draws "pay £30,000". */
function payThirtyThousand(s: MeritState): void {
  at(s, 0, 0);
  onTop(s.memo, 'memo-12');
  roll(s, 1);
}

describe('deals between players', () => {
  // "During the course of play you will soon discover that there is even more leeway for realism and variety.
  // You can carry on a number of transactions which are not mentioned in the rules (so as not to make them more
  // complicated than necessary). We give you here just a few examples:-"
  it('a player offers shares at a price; the other accepts out of turn; shares and money change hands', () => {
    const s = newGame(4, 'deal');
    withShares(s, 0, 3);
    act(s, 0, {
      type: 'offerDeal',
      to: 2,
      side: 'sell',
      goods: { kind: 'shares', company: 'refinery', blocks: 2 },
      price: 35_000,
    });
    // The game waits on the answer; the offerer may still act (withdraw, offer again, go on) but is not asked.
    expect(meritOil.status(s)).toMatchObject({ toAct: [2], mayAct: [0] });
    const offer = s.offers[0]!.id;
    refused(s, 1, { type: 'acceptDeal', offer }, 'no-such-offer');
    act(s, 2, { type: 'acceptDeal', offer });
    expect(s.players[0]!.shares.refinery).toBe(1);
    expect(s.players[2]!.shares.refinery).toBe(2);
    expect(s.players[0]!.cash).toBe(335_000);
    expect(s.players[2]!.cash).toBe(265_000);
  });

  it('a decline or a withdrawal names the offer’s terms: with several open, which one', () => {
    // Ana offers Ben a block for £20,000 and asks £30,000 of him for 4,500 t of Iran oil; the decline and the
    // withdrawal said only "Ben declined Ana's offer." and "Ana withdrew an offer to Ben."
    const s = newGame(4, 'closed-words');
    withShares(s, 0, 1);
    giveWell(s, 0, 16, 9_000);
    giveWell(s, 1, 17, 0);
    offerRefinery(s, 0, 1, 20_000);
    act(s, 0, {
      type: 'offerDeal',
      to: 1,
      side: 'sell',
      goods: { kind: 'stores', area: 'iran', tons: 4_500 },
      price: 30_000,
    });
    const [block, oil] = s.offers;
    expect(act(s, 1, { type: 'declineDeal', offer: oil!.id }).map((e) => e.text)).toEqual([
      "{p1} declined {p0}'s offer: 4,500 t of Iran oil in store for £30,000.",
    ]);
    expect(act(s, 0, { type: 'withdrawDeal', offer: block!.id }).map((e) => e.text)).toEqual([
      '{p0} withdrew an offer to {p1}: 1 block of European Refineries Ltd for £20,000.',
    ]);
    // An offer to buy reads as it was made, the price first; a company's "Co." ends the sentence once.
    s.players[1]!.shares.shipping = 2;
    s.bankShares.shipping -= 2;
    act(s, 0, {
      type: 'offerDeal',
      to: 1,
      side: 'buy',
      goods: { kind: 'shares', company: 'shipping', blocks: 2 },
      price: 25_000,
    });
    expect(act(s, 1, { type: 'declineDeal', offer: s.offers[0]!.id }).map((e) => e.text)).toEqual([
      "{p1} declined {p0}'s offer: £25,000 for 2 blocks of Anglo Tanker Shipping Co.",
    ]);
  });

  it('an offer says beside its price what the goods count for today, so the answer needs no sums', () => {
    // A playtest was offered "£70,000 for 5 blocks of European Refineries Ltd." with £20,000 a block on the panel.
    // A spectator playtest read "(£31,500 in a fortune, at £7 a ton)" as a sum: the figure is what the goods are worth.
    const s = newGame(4, 'offer-worth');
    withShares(s, 1, 5);
    giveWell(s, 0, 16, 9_000);
    giveWell(s, 1, 17, 0);
    expect(
      act(s, 0, {
        type: 'offerDeal',
        to: 1,
        side: 'buy',
        goods: { kind: 'shares', company: 'refinery', blocks: 5 },
        price: 70_000,
      }).map((e) => e.text),
    ).toEqual([
      "{p0} offered {p1} £70,000 for 5 blocks of European Refineries Ltd (worth £100,000 at today's price).",
    ]);
    expect(
      act(s, 0, {
        type: 'offerDeal',
        to: 1,
        side: 'sell',
        goods: { kind: 'stores', area: 'iran', tons: 4_500 },
        price: 30_000,
      }).map((e) => e.text),
    ).toEqual(['{p0} offered {p1} 4,500 t of Iran oil in store for £30,000 (worth £31,500 at £7 a ton).']);
  });

  it('an offer at the very figure its goods count for says so, rather than repeat the figure', () => {
    for (const [goods, price, words] of [
      [{ kind: 'stores', area: 'iran', tons: 4_500 }, 31_500, 'its worth at £7 a ton'],
      [{ kind: 'shares', company: 'refinery', blocks: 5 }, 100_000, "today's price"],
    ] as const) {
      const s = newGame(4, 'offer-worth');
      withShares(s, 1, 5);
      giveWell(s, 0, 16, 9_000);
      giveWell(s, 1, 17, 0);
      const side = goods.kind === 'stores' ? 'sell' : 'buy';
      const [line] = act(s, 0, { type: 'offerDeal', to: 1, side, goods, price }).map((e) => e.text);
      expect(line).toMatch(new RegExp(`\\(${words}\\)\\.$`));
      expect(line).not.toMatch(/£[\d,]+ at /);
    }
  });

  it('an offer still open when the turn ends lapses with it, told to the table, whoever made it', () => {
    // Ana has rolled with nothing left to choose; Ben owes the bank, and Caro offers to buy his block. Ben sells
    // it to the bank instead: the debt paid, Ana's turn ends by itself, and Caro's offer with it.
    const s = newGame(4, 'lapse-other');
    at(s, 0, 0);
    s.rolled = true;
    withShares(s, 1, 1);
    s.players[1]!.debt = 5_000;
    s.players[1]!.cash = 0;
    offerRefinery(s, 2, 1, 12_000, 'buy');
    const events = act(s, 1, { type: 'sellShares', company: 'refinery', blocks: 1 });
    expect(s.current).toBe(1);
    expect(s.offers).toEqual([]);
    expect(events.map((e) => e.text)).toContain(
      "{p2}'s offer to {p1} lapsed with the turn: £12,000 for 1 block of European Refineries Ltd.",
    );
  });

  it('an offer may be declined or withdrawn, and lapses when the offerer’s turn ends', () => {
    const s = newGame(4, 'lapse');
    withShares(s, 0, 3);
    const offer = (to: number) => offerRefinery(s, 0, to, 20_000);
    offer(1);
    act(s, 1, { type: 'declineDeal', offer: s.offers[0]!.id });
    expect(s.offers).toEqual([]);
    offer(2);
    act(s, 0, { type: 'withdrawDeal', offer: s.offers[0]!.id });
    expect(s.offers).toEqual([]);
    offer(3);
    const id = s.offers[0]!.id;
    at(s, 0, 0);
    roll(s, 2); // the turn waits: the offer is open
    expect(s.current).toBe(0);
    // Told to the table: Dev's buttons for it did nothing, and nothing said why.
    expect(act(s, 0, { type: 'endTurn' }).map((e) => e.text)).toEqual([
      "{p0}'s offer to {p3} lapsed with the turn: 1 block of European Refineries Ltd for £20,000.",
    ]);
    expect(s.offers).toEqual([]);
    refused(s, 3, { type: 'acceptDeal', offer: id }, 'no-such-offer');
  });

  // "You have 18,000 tons of oil stores at Burgan; you need 27,000 tons in order to charter a tanker. One of
  // the players may have a surplus of oil stores, there is nothing to prevent him selling it to you, providing
  // it is in the same area. You buy 9,000 tons at the best price you can get by bargaining, which gives you
  // enough oil to charter a tanker."
  it('oil stores are sold only within the same area, and can make up a charter', () => {
    const s = newGame(4, 'stores');
    giveWell(s, 0, 1, 18_000);
    giveWell(s, 1, 2, 27_000);
    at(s, 0, 0);
    refused(s, 0, { type: 'charter', port: 'mina-al-ahmadi' }, 'not-enough-oil');
    const other = s.players[1]!.wells[0]!.card; // a starting well outside Kuwait
    expect(other).toBeGreaterThanOrEqual(13);
    refused(
      s,
      0,
      {
        type: 'offerDeal',
        to: 2,
        side: 'buy',
        goods: { kind: 'stores', area: 'kuwait', tons: 9_000 },
        price: 50_000,
      },
      'bad-deal',
    );
    act(s, 0, {
      type: 'offerDeal',
      to: 1,
      side: 'buy',
      goods: { kind: 'stores', area: 'kuwait', tons: 9_000 },
      price: 50_000,
    });
    act(s, 1, { type: 'acceptDeal', offer: s.offers[0]!.id });
    expect(s.players[0]!.wells.find((w) => w.card === 1)!.tons).toBe(27_000);
    expect(s.players[1]!.wells.find((w) => w.card === 2)!.tons).toBe(18_000);
    act(s, 0, { type: 'charter', port: 'mina-al-ahmadi' });
  });

  it('"Offer a deal" lists oil between Burgan wells as 9,000 t, the smallest parcel whole holes can move', () => {
    // Burgan's holes are 9,000 t: the listed 4,500 t parcel never fitted, so two Burgan holders were never
    // offered a Kuwait oil deal in the menu (only by writing one).
    const s = newGame(4, 'listed-parcel');
    giveWell(s, 0, 1, 18_000);
    giveWell(s, 1, 2, 27_000);
    at(s, 0, 0);
    const kuwait = meritOil
      .legalActions(s, 0)
      .filter((a) => a.type === 'offerDeal' && a.goods.kind === 'stores' && a.goods.area === 'kuwait');
    expect(kuwait).toEqual([
      {
        type: 'offerDeal',
        from: 0,
        to: 1,
        side: 'sell',
        goods: { kind: 'stores', area: 'kuwait', tons: 9_000 },
        price: 63_000,
      },
      {
        type: 'offerDeal',
        from: 0,
        to: 1,
        side: 'buy',
        goods: { kind: 'stores', area: 'kuwait', tons: 9_000 },
        price: 63_000,
      },
    ]);
    // Between Magwa wells (holes of 4,500 t) the listed parcel stays 4,500 t.
    giveWell(s, 0, 7, 9_000);
    giveWell(s, 2, 8, 9_000);
    expect(
      meritOil
        .legalActions(s, 0)
        .filter((a) => a.type === 'offerDeal' && a.to === 2 && a.goods.kind === 'stores')
        .map((a) => a.type === 'offerDeal' && a.goods.kind === 'stores' && a.goods.tons),
    ).toEqual([4_500, 4_500]);
  });

  it('a refused deal says its own reason: who has no well there, no oil, no room or too few blocks', () => {
    const s = newGame(4, 'why-not');
    giveWell(s, 0, 1, 9_000); // {p0}: Burgan, Kuwait
    at(s, 0, 0);
    const stores = (to: number, side: 'buy' | 'sell', tons: number) => ({
      type: 'offerDeal',
      to,
      side,
      goods: { kind: 'stores', area: 'kuwait', tons },
      price: 10_000,
    });
    // {p2} has only a starting well, outside Kuwait.
    // Said to the player who offers: the others by name, they themselves as "you". A rule's refusal explains the
    // rule; it never adds "Nothing changed." (docs/glossary.md, "refusal").
    expect(refused(s, 0, stores(2, 'buy', 4_500), 'bad-deal')).toBe('{p2} has no well in Kuwait.');
    expect(refused(s, 0, stores(2, 'sell', 4_500), 'bad-deal')).toBe(
      '{p2} has no well in Kuwait to take the oil.',
    );
    giveWell(s, 1, 2, 0);
    expect(refused(s, 0, stores(1, 'buy', 4_500), 'bad-deal')).toBe('{p1} has no oil in store in Kuwait.');
    expect(refused(s, 0, stores(1, 'sell', 18_000), 'bad-deal')).toBe(
      'You have only 9,000 t in store in Kuwait.',
    );
    const shares = { type: 'offerDeal', to: 1, side: 'sell', price: 10_000 };
    const refinery = (n: number) => ({
      ...shares,
      goods: { kind: 'shares', company: 'refinery', blocks: n },
    });
    expect(refused(s, 0, refinery(1), 'no-shares')).toBe('You hold no European Refineries Ltd shares.');
    withShares(s, 0, 1);
    expect(refused(s, 0, refinery(2), 'no-shares')).toBe('You hold only 1 block of European Refineries Ltd.');
    for (const to of [1, 2, 3]) {
      act(s, 0, {
        type: 'offerDeal',
        to,
        side: 'sell',
        goods: { kind: 'shares', company: 'refinery', blocks: 1 },
        price: 10_000,
      });
    }
    expect(refused(s, 0, refinery(1), 'bad-deal')).toBe(
      'You may have 3 offers open at once and make 6 in a turn.',
    );
  });
});

describe('insolvency', () => {
  /** Seat 0, with £10,000 in cash, draws a MEMO bill of £30,000 on its roll and owes the bank £20,000. */
  const owesTwentyThousand = (s: MeritState) => {
    s.players[0]!.cash = 10_000;
    payThirtyThousand(s);
    expect(s.players[0]!.debt).toBe(20_000);
  };

  // "One of you fellow players may be on the verge of ruin after receiving orders to make a substantial
  // payment beyond the cash he has in hand. However, he may hold several blocks of shares. If you are in a
  // solvent position, you may offer to buy shares from him at a price you agree upon. You will be doing a good
  // piece of business and lending a helping hand at the same time. The other fellow will naturally have to take
  // a loss on his shares, but he is spared the loss of a well, which is far harder to bear for most players,
  // especially in the early stages of a game."
  it('a solvent player buys a debtor’s shares below price; the debt is paid and the well is kept', () => {
    const s = newGame(4, 'ruin');
    withShares(s, 0, 3);
    owesTwentyThousand(s);
    expect(meritOil.view(s, null).moment).toBe('insolvency');
    // The debtor is asked; every solvent player may offer to buy (the table lets them act unasked).
    expect(meritOil.status(s)).toMatchObject({ toAct: [0], mayAct: [1, 2, 3] });
    refused(s, 1, { type: 'roll' }, 'wrong-moment');
    // A solvent player's own goods wait: only a debtor sells during a debt.
    withShares(s, 1, 1);
    const block = { kind: 'shares', company: 'refinery', blocks: 1 };
    expect(
      refused(s, 1, { type: 'offerDeal', to: 0, side: 'sell', goods: block, price: 1_000 }, 'bad-deal'),
    ).toBe('While a debt is open, only a debtor’s shares or oil in store change hands.');
    act(s, 2, {
      type: 'offerDeal',
      to: 0,
      side: 'buy',
      goods: { kind: 'shares', company: 'refinery', blocks: 2 },
      price: 30_000,
    });
    const wells = s.players[0]!.wells.length;
    // Left unanswered, the offer lapses as a decline: the debtor's answer is never their own move.
    expect(meritOil.lapse!(s, 0)).toEqual({ type: 'declineDeal', offer: s.offers[0]!.id });
    act(s, 0, { type: 'acceptDeal', offer: s.offers[0]!.id });
    expect(s.players[0]!.debt).toBe(0);
    expect(s.players[0]!.cash).toBe(10_000);
    expect(s.players[0]!.wells).toHaveLength(wells);
    expect(s.players[2]!.shares.refinery).toBe(2);
    expect(s.current).toBe(1); // play goes on
  });

  // "You have 18,000 tons of oil stores at Burgan … there is nothing to prevent him selling it to you,
  // providing it is in the same area." A debtor is a player like any: their oil in store may raise the money, as
  // their shares may (a well sold to the bank takes its stores with it, for nothing).
  it('a debtor sells oil in store to a player with a well in the same area; the debt is paid, the well kept', () => {
    const s = newGame(4, 'ruin-oil');
    giveWell(s, 0, 1, 18_000);
    giveWell(s, 2, 2, 0);
    giveWell(s, 3, 3, 0);
    owesTwentyThousand(s);
    const oil = { kind: 'stores', area: 'kuwait', tons: 9_000 } as const;
    // The debtor offers, and a solvent player bids: both are open at once.
    act(s, 0, { type: 'offerDeal', to: 2, side: 'sell', goods: oil, price: 63_000 });
    act(s, 3, { type: 'offerDeal', to: 0, side: 'buy', goods: oil, price: 40_000 });
    expect(s.offers).toHaveLength(2);
    act(s, 2, { type: 'acceptDeal', offer: s.offers[0]!.id });
    expect(s.players[0]!.debt).toBe(0);
    expect(s.players[0]!.cash).toBe(63_000 - 20_000);
    expect(s.players[0]!.wells.find((w) => w.card === 1)!.tons).toBe(9_000);
    expect(s.players[2]!.wells.find((w) => w.card === 2)!.tons).toBe(9_000);
    expect(s.current).toBe(1); // play goes on; Dev's bid lapsed with the turn
    expect(s.offers).toEqual([]);
  });

  // A playtest read "Ana paid £10,000 of £30,000 and now owes the bank £20,000.", then "Caro bought 9,000 t of
  // Kuwait oil in store from Ana for £63,000." and the next player's turn: nothing said the sale paid the debt,
  // nor, after a sale to the bank that fell short, what was still owed.
  it('a sale that raises money says what it paid the bank and what is still owed', () => {
    const s = newGame(4, 'ruin-words');
    giveWell(s, 0, 1, 18_000);
    giveWell(s, 2, 2, 0);
    withShares(s, 0, 1);
    owesTwentyThousand(s);
    expect(texts(act(s, 0, { type: 'sellShares', company: 'refinery', blocks: 1 }))).toEqual([
      '{p0} sold 1 block of European Refineries Ltd to the bank for £16,000.',
      '{p0} paid it against the debt: £4,000 still owed to the bank.',
    ]);
    act(s, 0, {
      type: 'offerDeal',
      to: 2,
      side: 'sell',
      goods: { kind: 'stores', area: 'kuwait', tons: 9_000 },
      price: 63_000,
    });
    expect(texts(act(s, 2, { type: 'acceptDeal', offer: s.offers[0]!.id })).slice(0, 2)).toEqual([
      '{p2} bought 9,000 t of Kuwait oil in store from {p0} for £63,000.',
      '{p0} paid the bank the £4,000 owed.',
    ]);
  });

  it('otherwise, in order: shares to the bank at a discount, then a well at a fraction of its value, then bankruptcy', () => {
    const s = newGame(4, 'order');
    withShares(s, 0, 1);
    s.players[0]!.cash = 0;
    payThirtyThousand(s);
    const well = s.players[0]!.wells[0]!.card;
    refused(s, 0, { type: 'sellWell', card: well }, 'sell-shares-first');
    act(s, 0, { type: 'sellShares', company: 'refinery', blocks: 1 });
    expect(s.players[0]!.debt).toBe(30_000 - 20_000 * INSOLVENCY.shareSaleFraction);
    act(s, 0, { type: 'sellWell', card: well });
    expect(s.players[0]!.wells).toHaveLength(0);
    expect(s.concessions[0]).toBe(well); // back to the bottom of the pile
    expect(s.players[0]!.debt).toBe(0);
    expect(s.players[0]!.cash).toBe(90_000 * INSOLVENCY.wellSaleFraction - 14_000);
  });

  it('a card payment beyond the cash says what was paid and what is owed', () => {
    // "Ana paid £25,000 and now owes the bank £25,000" was read of a player with no cash, who paid nothing.
    const line = (cash: number) => {
      const s = newGame(4, `pay-words-${cash}`);
      withShares(s, 0, 1);
      s.players[0]!.cash = cash;
      at(s, 0, 0);
      onTop(s.memo, 'memo-4'); // pay £25,000
      return roll(s, 1).find((e) => e.kind === 'pay')?.text;
    };
    expect(line(0)).toBe('{p0} had no cash to pay £25,000: £25,000 now owed to the bank.');
    expect(line(20_000)).toBe('{p0} paid £20,000 of £25,000: £5,000 now owed to the bank.');
    expect(line(30_000)).toBe('{p0} paid £25,000.');
  });

  it('a well sold to the bank says the oil in store that went with it', () => {
    const s = newGame(4, 'well-stores');
    s.players[0]!.cash = 0;
    s.players[0]!.wells[0]!.tons = 4_500;
    payThirtyThousand(s);
    const well = s.players[0]!.wells[0]!.card;
    const events = act(s, 0, { type: 'sellWell', card: well });
    expect(events.map((e) => e.text)).toContainEqual(
      expect.stringMatching(
        /^\{p0\} sold well \d+ \(.+\) to the bank for £45,000, with its 4,500 t in store\.$/,
      ),
    );
    expect(s.oil.lost).toBeGreaterThanOrEqual(4_500);
  });

  it('a debtor with nothing left to sell is bankrupt and out; the game goes on without them', () => {
    const s = newGame(4, 'bankrupt');
    s.players[0]!.cash = 0;
    s.concessions.unshift(...s.players[0]!.wells.map((w) => w.card));
    s.players[0]!.wells = [];
    at(s, 0, 0);
    onTop(s.memo, 'memo-12');
    roll(s, 1);
    expect(s.players[0]!.bankrupt).toBe(true);
    expect(s.players[0]!.debt).toBe(0);
    expect(s.current).toBe(1);
    at(s, 3, 0);
    s.current = 3;
    roll(s, 2);
    expect(s.current).toBe(1); // seat 0 is skipped
  });
});

describe('kept MEMO cards', () => {
  it("the Emir's friendship cancels a big card payment by itself", () => {
    const s = newGame(4, 'emir');
    s.players[0]!.kept = ['memo-14'];
    s.memo = s.memo.filter((id) => id !== 'memo-14');
    at(s, 0, 0);
    onTop(s.memo, 'memo-12');
    roll(s, 1);
    expect(s.players[0]!.cash).toBe(300_000);
    expect(s.players[0]!.kept).toEqual([]);
    expect(s.memo[0]).toBe('memo-14');
  });

  it("the Geologist's report drills for £15,000; Lloyd's insures one cargo free", () => {
    const s = newGame(4, 'kept');
    s.players[0]!.kept = ['memo-5', 'memo-6'];
    s.memo = s.memo.filter((id) => id !== 'memo-5' && id !== 'memo-6');
    giveWell(s, 0, 13, 18_000);
    at(s, 0, 0);
    billOnTop(s, 'tripoli', 17); // Fawley: 8 stages, not there in one roll
    act(s, 0, { type: 'charter', port: 'tripoli' });
    const cash = s.players[0]!.cash;
    act(s, 0, { type: 'insure', useCard: true });
    expect(s.players[0]!.cash).toBe(cash);
    expect(s.tankers.red!.insured).toBe(true);
    roll(s, 4);
    act(s, 0, { type: 'drill', useCard: true });
    expect(s.players[0]!.cash).toBe(cash - 15_000);
    expect(s.players[0]!.kept).toEqual([]);
  });

  it('a kept card stays among "only you know" until that very card is played', () => {
    // A playtest: "Your MEMO card: …" stayed in My hand after the card was played for all to see.
    const s = newGame(4, 'kept-secret');
    const events: GameEvent[] = [];
    for (const id of ['memo-5', 'memo-6']) {
      at(s, 0, 0);
      onTop(s.memo, id);
      events.push(...roll(s, 1));
    }
    expect(s.players[0]!.kept).toEqual(['memo-5', 'memo-6']);
    const mine = () => stillSecret(events, 0).map((e) => e.text.split('.')[0]);
    expect(mine()).toEqual([
      "Your MEMO card: Geologist's report",
      "Your MEMO card: Lloyd's offer special terms",
    ]);
    giveWell(s, 0, 13, 18_000);
    at(s, 0, 0);
    billOnTop(s, 'tripoli', 17);
    events.push(...act(s, 0, { type: 'charter', port: 'tripoli' }));
    events.push(...act(s, 0, { type: 'insure', useCard: true }));
    expect(mine()).toEqual(["Your MEMO card: Geologist's report"]);
    events.push(...roll(s, 4));
    events.push(...act(s, 0, { type: 'drill', useCard: true }));
    expect(mine()).toEqual([]);
  });
});

describe('a bankrupt player’s kept cards', () => {
  it('leave "only you know" with the bankruptcy; its public line says how many went back, not which', () => {
    // "Your MEMO card: …" stayed in a bankrupt player's My hand after the card had gone back under the pile.
    const s = newGame(4, 'kept-bankrupt');
    const events: GameEvent[] = [];
    for (const id of ['memo-5', 'memo-6']) {
      at(s, 0, 0);
      onTop(s.memo, id);
      events.push(...roll(s, 1));
    }
    const other: GameEvent = {
      kind: 'memo',
      text: 'Your MEMO card: x',
      to: [1],
      until: ['memo-9', '{p1}:bankrupt'],
    };
    events.push(other);
    expect(stillSecret(events, 0)).toHaveLength(2);
    for (const p of s.players) {
      s.concessions.push(...p.wells.map((w) => w.card));
      p.wells = [];
    }
    s.players[0]!.cash = 0;
    at(s, 0, 0);
    onTop(s.memo, 'memo-12'); // a £30,000 bill she cannot pay, with nothing to sell
    const told = roll(s, 1);
    events.push(...told);
    expect(s.players[0]!.bankrupt).toBe(true);
    expect(stillSecret(events, 0)).toEqual([]);
    expect(stillSecret(events, 1)).toEqual([other]);
    const line = told.find((e) => e.kind === 'bankrupt')!;
    expect(line.text).toMatch(/Their 2 kept MEMO cards went back under the pile\.$/);
    expect(
      told
        .filter((e) => !e.to)
        .map((e) => e.text)
        .join(' '),
    ).not.toMatch(/Geologist|Lloyd/);
  });
});

describe('the greedy bot in business', () => {
  it('buys the oil it lacks for a charter in whole holes of the seller’s wells', () => {
    const s = newGame(4, 'bot-parcel');
    at(s, 0, 0);
    giveWell(s, 0, 7, 22_500); // Magwa: 4,500 t short of the 27,000 t Mina al-Ahmadi needs
    giveWell(s, 1, 1, 9_000); // Burgan: its derrick moves back 9,000 t at a time
    const offers: unknown[] = [];
    for (let i = 0; i < 20; i++) {
      const a = meritOil.bots.greedy!(s, 0, Rng.fromSeed(`bot-parcel-${i}`));
      if (a.type !== 'offerDeal') break;
      offers.push(a);
      act(s, 0, a);
    }
    // 4,500 t cannot leave a Burgan well; the smallest parcel that can, and still makes up the shortfall.
    expect(offers).toContainEqual(
      expect.objectContaining({ to: 1, side: 'buy', goods: { kind: 'stores', area: 'kuwait', tons: 9_000 } }),
    );
  });

  it('bids for another player’s oil only with the cash to keep its reserve, as for shares', () => {
    // Its bids for oil in store ignored the reserve it keeps in every other purchase: it offered £45,000 for
    // Ben's 9,000 t with £45,000 in hand, and would have had nothing left for the freight.
    const s = newGame(4, 'bot-oil-reserve');
    at(s, 0, 0);
    giveWell(s, 0, 7, 22_500); // Magwa, Kuwait: room for more, and 4,500 t short of a charter
    giveWell(s, 1, 1, 9_000); // Burgan, Kuwait: the only oil in store about, 9,000 t for £45,000
    const greedy = () => meritOil.bots.greedy!(s, 0, Rng.fromSeed('bot-oil-reserve'));
    s.players[0]!.cash = GREEDY.reserve + 45_000 - 1;
    expect(greedy()).not.toMatchObject({ type: 'offerDeal', side: 'buy' }); // it may still sell Ben oil
    s.players[0]!.cash = GREEDY.reserve + 45_000;
    expect(greedy()).toMatchObject({
      type: 'offerDeal',
      to: 1,
      side: 'buy',
      goods: { kind: 'stores', area: 'kuwait', tons: 9_000 },
      price: 45_000,
    });
  });

  it('puts no offer to a player who declined one of its offers, for DECLINED_MEMORY_ROUNDS rounds', () => {
    const s = newGame(4, 'bot-declined');
    at(s, 0, 0);
    withShares(s, 1, 4); // the only goods about: the bot bids for them under their price
    const greedy = (i: number) => meritOil.bots.greedy!(s, 0, Rng.fromSeed(`bot-declined-${i}`));
    const toBen = { type: 'offerDeal', to: 1, side: 'buy', goods: { kind: 'shares', company: 'refinery' } };
    const first = greedy(0);
    expect(first).toMatchObject(toBen);
    act(s, 0, first);
    act(s, 1, { type: 'declineDeal', offer: s.offers[0]!.id });
    const declinedIn = s.round;
    expect(s.declined).toEqual([expect.objectContaining({ from: 0, to: 1, side: 'buy', round: declinedIn })]);
    // On its turns of this round and the next DECLINED_MEMORY_ROUNDS − 1, it asks nobody (it rolls).
    for (let r = 0; r < DECLINED_MEMORY_ROUNDS; r++) {
      turnOf(s, 0);
      s.offersThisTurn.fill(0);
      expect(greedy(r + 1)).toEqual({ type: 'roll' });
      for (let seat = 0; seat < 4; seat++) endTurn(s, []);
    }
    // DECLINED_MEMORY_ROUNDS rounds on, the decline is forgotten, and the offer comes again.
    expect(s.round).toBe(declinedIn + DECLINED_MEMORY_ROUNDS);
    expect(s.declined).toEqual([]);
    turnOf(s, 0);
    s.offersThisTurn.fill(0);
    expect(greedy(9)).toMatchObject(toBen);
  });

  it('in debt with no shares, sells the well whose sale costs its fortune least: an empty one before a full one', () => {
    // It sold the lowest-valued well, the first of equals: a full Agha Jari store (22,500 t, £157,500 in a fortune)
    // went to the bank with the well while an empty well of the same value stood beside it.
    const s = newGame(4, 'bot-well-sale');
    giveWell(s, 0, s.players[0]!.wells[0]!.card === 17 ? 16 : 17, 22_500); // Agha Jari, £90,000 as the other
    s.players[0]!.wells.reverse(); // the full well first
    expect(s.players[0]!.wells.map((w) => w.tons)).toEqual([22_500, 0]);
    s.players[0]!.cash = 0;
    payThirtyThousand(s);
    expect(s.players[0]!.debt).toBe(30_000);
    const empty = s.players[0]!.wells.find((w) => w.tons === 0)!.card;
    expect(meritOil.bots.greedy!(s, 0, Rng.fromSeed('bot-well-sale'))).toEqual({
      type: 'sellWell',
      card: empty,
    });
  });

  it('in debt with oil in store, offers the oil at £7 a ton to a player who can take it before selling to the bank', () => {
    // It sold a block to the bank at 80 % of its price, or a well at half its value with its stores, while a
    // player with a well in the same area could have bought the oil at its worth in a fortune (rules: a debtor may
    // sell oil in store to other players).
    const s = newGame(4, 'bot-debt-oil');
    for (const p of s.players) p.wells = [];
    giveWell(s, 0, 7, 22_500); // Magwa, Kuwait: 4,500 t holes
    giveWell(s, 1, 1); // Burgan, Kuwait, empty: 9,000 t holes
    withShares(s, 0, 1);
    s.players[0]!.cash = 0;
    payThirtyThousand(s);
    expect(s.players[0]!.debt).toBe(30_000);
    const bot = (i: number) => meritOil.bots.greedy!(s, 0, Rng.fromSeed(`bot-debt-oil-${i}`));
    // The smallest parcel of whole holes that pays the debt: 9,000 t (one Burgan hole) for £63,000.
    const offer = bot(0);
    const sale = {
      to: 1,
      side: 'sell',
      goods: { kind: 'stores', area: 'kuwait', tons: 9_000 },
      price: 63_000,
    };
    expect(offer).toEqual({ type: 'offerDeal', from: 0, ...sale });
    act(s, 0, offer);
    act(s, 1, { type: 'declineDeal', offer: s.offers[0]!.id });
    // Turned down, and nobody else can take Kuwait oil: Ben is not asked again, and the block is next.
    expect(bot(1)).toMatchObject({ type: 'offerDeal', goods: { kind: 'shares', company: 'refinery' } });
  });

  it('in debt with shares, offers them to a player at 90 % of their price before selling to the bank at 80 %', () => {
    // It sold its blocks to the bank at 80 % of their price, while the seed has a solvent player "offer to buy
    // shares from him at a price you agree upon" (rules: a debtor may sell shares to other players).
    const s = newGame(4, 'bot-debt-shares');
    withShares(s, 0, 3);
    s.players[0]!.cash = 0;
    payThirtyThousand(s);
    expect(s.players[0]!.debt).toBe(30_000);
    s.players[2]!.cash = 10_000; // Caro can pay for no block at £18,000
    const bot = (i: number) => meritOil.bots.greedy!(s, 0, Rng.fromSeed(`bot-debt-shares-${i}`));
    // The fewest blocks that pay the debt at £18,000 each (90 % of £20,000): 2, to Ben or Dev (by lot).
    const asked: number[] = [];
    for (let i = 0; i < 2; i++) {
      const offer = bot(i);
      expect(offer).toMatchObject({
        type: 'offerDeal',
        from: 0,
        side: 'sell',
        goods: { kind: 'shares', company: 'refinery', blocks: 2 },
        price: 36_000,
      });
      if (offer.type !== 'offerDeal') return;
      expect([1, 3]).toContain(offer.to);
      expect(asked).not.toContain(offer.to);
      asked.push(offer.to);
      act(s, 0, offer);
      act(s, offer.to, { type: 'declineDeal', offer: s.offers[0]!.id });
    }
    // Both turned it down: a block goes to the bank at £16,000.
    expect(bot(2)).toEqual({ type: 'sellShares', company: 'refinery', blocks: 1 });
  });

  /**
   * A game where the greedy Ana, £30,000 in debt with one Refinery block, has offered it for £18,000 (90 % of its
   * price) to another player: the game, the buyer's seat, and the greedy buyer's answer.
   */
  function blockOffered(seed: string) {
    const s = newGame(4, seed);
    withShares(s, 0, 1);
    s.players[0]!.cash = 0;
    payThirtyThousand(s);
    const offer = meritOil.bots.greedy!(s, 0, Rng.fromSeed(seed));
    expect(offer).toMatchObject({ type: 'offerDeal', goods: { blocks: 1 }, price: 18_000 });
    if (offer.type !== 'offerDeal') throw new Error('no offer');
    act(s, 0, offer);
    const answer = () => meritOil.bots.greedy!(s, offer.to, Rng.fromSeed('answer'));
    return { s, to: offer.to, answer };
  }

  it('in debt, a player who takes its shares pays the debt with them', () => {
    const { s, to, answer } = blockOffered('bot-debt-shares-sold');
    // The greedy buyer takes it: below today's price.
    expect(answer()).toEqual({ type: 'acceptDeal', offer: s.offers[0]!.id });
    act(s, to, answer());
    expect(s.players[0]!).toMatchObject({ debt: 12_000, shares: { refinery: 0 } });
  });

  it('takes a debtor’s bargain only with the cash to keep its reserve, as everywhere else', () => {
    // It bought a debtor's block below price whatever it left in hand, where it keeps GREEDY.reserve for drilling
    // and freight in every other purchase.
    const { s, to, answer } = blockOffered('bot-debt-reserve');
    const id = s.offers[0]!.id;
    s.players[to]!.cash = GREEDY.reserve + 18_000 - 1;
    expect(answer()).toEqual({ type: 'declineDeal', offer: id });
    s.players[to]!.cash = GREEDY.reserve + 18_000;
    expect(answer()).toEqual({ type: 'acceptDeal', offer: id });
  });

  it('buys its shares at an EXCHANGE in one purchase, keeping twice its reserve', () => {
    const s = newGame(4, 'bot-exchange');
    at(s, 0, 4);
    roll(s, 4);
    expect(s.choice).toBe('exchange');
    const a = meritOil.bots.greedy!(s, 0, Rng.fromSeed('bot-exchange'));
    // £300,000 less twice the £60,000 reserve buys 9 blocks at £20,000.
    expect(a).toMatchObject({ type: 'buyShares', blocks: 9 });
    act(s, 0, a);
    expect(meritOil.bots.greedy!(s, 0, Rng.fromSeed('bot-exchange-2'))).toEqual({ type: 'endTurn' });
  });
});

describe('the greedy bot chooses its shares', () => {
  it('by what the OIL NEWS deck pays a pound: Refinery over a cheaper Shipping, Shipping at its floor', () => {
    // It bought the cheaper company: Shipping, whose price only the deck's "Shipping shares down" moves, and
    // ended its games holding 9 Shipping blocks to 2 Refinery.
    const s = newGame(4, 'bot-exchange-company');
    s.sharePrice.shipping = 15_000;
    at(s, 0, 4);
    roll(s, 4);
    expect(s.choice).toBe('exchange');
    expect(meritOil.bots.greedy!(s, 0, Rng.fromSeed('company'))).toMatchObject({
      type: 'buyShares',
      company: 'refinery',
    });
    expect(shareReturn(s, 'refinery')).toBeGreaterThan(shareReturn(s, 'shipping'));
    // At its £5,000 floor a Shipping block falls no more and pays the same dividends: the best buy.
    s.sharePrice.shipping = 5_000;
    expect(meritOil.bots.greedy!(s, 0, Rng.fromSeed('company'))).toMatchObject({
      type: 'buyShares',
      company: 'shipping',
    });
  });
});

describe('the random bot at an EXCHANGE', () => {
  it('buys or ends the turn at even odds, a purchase of any size: not block after block, a log line each', () => {
    // A playtest's log showed "bought 1 block …" five times in a row: each size was an action of its own, so
    // a pick among them all bought again until the cash ran out.
    const visits = 200;
    let purchases = 0;
    let blocks = 0;
    let longRuns = 0;
    for (let v = 0; v < visits; v++) {
      const s = newGame(4, 'bot-exchange');
      at(s, 0, 4);
      roll(s, 4);
      let here = 0;
      for (let i = 0; s.current === 0 && s.choice === 'exchange'; i++) {
        const a = meritOil.bots.random!(s, 0, Rng.fromSeed(`random-exchange-${v}-${i}`));
        if (a.type === 'buyShares') {
          here++;
          blocks += a.blocks;
        }
        act(s, 0, a);
      }
      purchases += here;
      if (here >= 3) longRuns++;
    }
    // Even odds: one purchase a visit on average, of 4.4 blocks; 13 % of visits with three or more. It was 3.5
    // purchases a visit, and three or more in three visits of four.
    expect(purchases / visits).toBeGreaterThan(0.6);
    expect(purchases / visits).toBeLessThan(1.4);
    expect(blocks / purchases).toBeGreaterThan(3);
    expect(longRuns / visits).toBeLessThan(0.2);
  });
});
