/**
 * Edge cases of the seed's sentences that the other merit-oil tests leave out (the rules audit of 2026-12-06):
 * each test quotes its sentence and plays it through the public engine (setup, apply, status, legal actions),
 * as a tester working from the seed and the rules page would.
 */
import { describe, expect, it } from 'vitest';
import { meritOil } from '../../../src/games/merit-oil';
import type { MeritState } from '../../../src/games/merit-oil';
import { act, at, newGame, offerRefinery, onTop, refused, roll } from './helpers';

/** `seat` holds `blocks` blocks of European Refineries Ltd, bought from the bank earlier. */
function withShares(s: MeritState, seat: number, blocks: number): void {
  s.players[seat]!.shares.refinery += blocks;
  s.bankShares.refinery -= blocks;
}

/**
 * Seat 0 throws 3 from START onto OIL NEWS 3 and draws the host governments' levy (£5,000 a well, two wells
 * each with three players): seats 1 and 2, with £1,000 each, owe the bank £9,000 apiece.
 */
function levyLeavesTwoDebtors(s: MeritState): void {
  s.players[1]!.cash = 1_000;
  s.players[2]!.cash = 1_000;
  onTop(s.oilNews, 'news-17');
  roll(s, 3);
  expect(s.players.map((p) => p.debt)).toEqual([0, 9_000, 9_000]);
}

describe('deals with a debtor', () => {
  // "If you are in a solvent position, you may offer to buy shares from him at a price you agree upon."
  it('only a solvent player buys a debtor’s shares: another debtor may not take them, even as a gift', () => {
    const s = newGame(3, 'edge-solvent');
    withShares(s, 1, 2);
    at(s, 0, 0);
    levyLeavesTwoDebtors(s);
    const gift = {
      type: 'offerDeal',
      to: 2,
      side: 'sell',
      goods: { kind: 'shares', company: 'refinery', blocks: 1 },
      price: 0,
    } as const;
    expect(refused(s, 1, gift, 'bad-deal')).toBe('{p2} owes the bank: only a solvent player may buy.');
    expect(meritOil.legalActions(s, 1)).not.toContainEqual(gift);
    // To the solvent player the same block goes, and pays the debt.
    offerRefinery(s, 1, 0, 20_000);
    act(s, 0, { type: 'acceptDeal', offer: s.offers[0]!.id });
    expect(s.players[1]!).toMatchObject({ debt: 0, cash: 11_000 });
    expect(s.players[0]!.shares.refinery).toBe(1);
  });

  it('a player who fell into debt cannot accept an offer made before it, though they may decline it', () => {
    const s = newGame(3, 'edge-solvent-accept');
    withShares(s, 0, 2);
    at(s, 0, 0);
    offerRefinery(s, 0, 2, 0); // before the throw: a block for nothing
    const offer = s.offers[0]!.id;
    levyLeavesTwoDebtors(s);
    expect(refused(s, 2, { type: 'acceptDeal', offer }, 'bad-deal')).toBe(
      'You owe the bank: only a solvent player may buy.',
    );
    expect(meritOil.legalActions(s, 2)).not.toContainEqual({ type: 'acceptDeal', offer });
    expect(meritOil.legalActions(s, 2)).toContainEqual({ type: 'declineDeal', offer });
    act(s, 2, { type: 'declineDeal', offer });
    expect(s.players[2]!.shares.refinery).toBe(0);
  });

  // Rules page (design): an offer made before a debt opened may still be answered while it is open.
  it('an offer between solvent players made before the throw may still be accepted while another owes the bank', () => {
    const s = newGame(3, 'edge-open-offer');
    withShares(s, 0, 2);
    at(s, 0, 0);
    offerRefinery(s, 0, 1, 20_000);
    s.players[1]!.cash = 30_000;
    s.players[2]!.cash = 1_000;
    onTop(s.oilNews, 'news-17');
    roll(s, 3);
    expect(s.players.map((p) => p.debt)).toEqual([0, 0, 9_000]);
    expect(meritOil.view(s, null).moment).toBe('insolvency');
    act(s, 1, { type: 'acceptDeal', offer: s.offers[0]!.id });
    expect(s.players[1]!).toMatchObject({ cash: 0, shares: { refinery: 1, shipping: 0 } });
    expect(s.players[2]!.debt).toBe(9_000); // the debtor still raises the money
    // A new deal between solvent players waits until the debt is settled.
    refused(
      s,
      0,
      {
        type: 'offerDeal',
        to: 1,
        side: 'sell',
        goods: { kind: 'shares', company: 'refinery', blocks: 1 },
        price: 0,
      },
      'bad-deal',
    );
  });
});
