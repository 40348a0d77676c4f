/**
 * Edge cases of the seed's sentences that the other merit-oil tests leave out (the rules audit of 2026-12-06):
 * each test quotes its sentence and plays it through the public engine (setup, apply, status, legal actions),
 * as a tester working from the seed and the rules page would.
 */
import { describe, expect, it } from 'vitest';
import { meritOil } from '../../../src/games/merit-oil';
import type { MeritState } from '../../../src/games/merit-oil';
import { BILLS_OF_LADING, BOARD } from '../../../src/games/merit-oil/data';
import {
  act,
  at,
  charterWith,
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

const bill = (id: number) => BILLS_OF_LADING[id - 1]!;

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

describe('the squares', () => {
  // "You must take a card when you reach any of the squares marked MEMO." (OIL NEWS: "The same rules apply".)
  // Design: "reach" is landing, as for HOLIDAY and HELICOPTER; PRODUCTION alone says "reach or pass".
  it('a throw that passes MEMO and OIL NEWS draws no card; landing on MEMO draws one', () => {
    const s = newGame(4, 'edge-pass-memo');
    const memo = [...s.memo];
    const news = [...s.oilNews];
    at(s, 0, 0);
    roll(s, 4); // passes MEMO 1, PRODUCTION 2 (marked) and OIL NEWS 3; lands on TEST DRILLING 4
    expect([1, 2, 3, 4].map((q) => BOARD[q]!.kind)).toEqual([
      'memo',
      'production',
      'oilNews',
      'testDrilling',
    ]);
    expect(s.drawn).toEqual([]);
    expect(s.memo).toEqual(memo);
    expect(s.oilNews).toEqual(news);
    expect(s.players[0]!.wells[0]!.tons).toBeGreaterThan(0);
    act(s, 0, { type: 'endTurn' });
    at(s, 1, 0);
    roll(s, 1);
    expect(s.drawn[0]).toMatchObject({ deck: 'memo', id: memo[memo.length - 1], seat: 1 });
  });

  // Conference: "Landing on this square means that you have received orders to attend a conference"; Kwinana:
  // "From this square proceed on your next turn to Kwinana". A lorry that passes either walks on.
  it('a throw that passes the Kwinana excursion or the head-office conference starts no trip', () => {
    const s = newGame(4, 'edge-pass-trips');
    expect([BOARD[10]!.kind, BOARD[27]!.kind]).toEqual(['kwinana', 'conference']);
    onTop(s.memo, 'memo-2'); // a bonus: moves nobody
    onTop(s.oilNews, 'news-9'); // a dividend: moves nobody
    at(s, 0, 9);
    roll(s, 2); // 10, then MEMO 11
    expect(s.players[0]!.trip).toBeNull();
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 11 });
    at(s, 1, 26);
    roll(s, 2); // 27, then OIL NEWS 28
    expect(s.players[1]!.trip).toBeNull();
    expect(s.players[1]!.lorry).toEqual({ where: 'loop', square: 28 });
  });

  // "When your next turn comes around you emerge on the upper edge of the game board." The flight back from
  // England passes no square: PRODUCTION 2, flown over, is not marked (design: OIL NEWS 3 is where it lands).
  it('the flight back from England to OIL NEWS 3 marks no production on the way', () => {
    const s = newGame(4, 'edge-england');
    turnOf(s, 0);
    s.players[0]!.lorry = { where: 'england' };
    const before = s.players[0]!.wells.map((w) => w.tons);
    const events = roll(s, 6);
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 3 });
    expect(s.players[0]!.wells.map((w) => w.tons)).toEqual(before);
    expect(texts(events)[1]).toBe('{p0} flew back from England to OIL NEWS (square 3).');
  });
});

describe('a card that walks the lorry past other squares', () => {
  // Seed: PRODUCTION "As soon as you reach or pass"; HOLIDAY "If you reach this square, you have to stop";
  // HELICOPTER "When you reach it"; MEMO "when you reach". Design (rules page): Wildcat advances "squares passed
  // count", and "reach" alone is landing.
  it('Wildcat from MEMO 5 marks PRODUCTION 6 and 12, passes HOLIDAY, HELICOPTER and MEMO 14, and stops on 15', () => {
    const s = newGame(4, 'edge-wildcat-far');
    const well = s.players[0]!.wells[0]!;
    const memo = s.memo.length;
    at(s, 0, 4);
    onTop(s.memo, 'memo-10');
    const events = roll(s, 1);
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 15 });
    expect(s.players[0]!.trip).toBeNull();
    expect(well.tons).toBe(9_000); // two weeks of 4,500 t
    expect(s.drawn.map((d) => d.id)).toEqual(['memo-10']);
    expect(s.memo).toHaveLength(memo);
    expect(s.choice).toBe('drill');
    expect(texts(events)).toContain(
      '{p0} moved on, passed PRODUCTION (square 6), marking 4,500 t, passed PRODUCTION (square 12), marking 4,500 t, and landed on TEST DRILLING (square 15).',
    );
  });
});

describe('the voyage', () => {
  // "When the tanker reaches it port of destination, unload the cargo and receive payment for it from the bank".
  // Design: a throw of more stages than are left brings the tanker in; the stages over are not used.
  it('a throw of more stages than are left brings the tanker in and sells the cargo', () => {
    const s = newGame(4, 'edge-overshoot');
    giveWell(s, 0, 13, 18_000);
    at(s, 0, 0);
    charterWith(s, 0, 'tripoli', 15); // to Genoa, 3 stages
    expect(bill(15)).toMatchObject({ destination: 'genoa', tons: 18_000 });
    const cash = s.players[0]!.cash;
    const events = roll(s, 6);
    expect(s.players[0]!.cash).toBe(cash + 176_500);
    expect(s.tankers.red).toBeNull();
    expect(s.billsUsed).toContain(15);
    expect(texts(events)).toContain(
      "{p0}'s red tanker reached Genoa: 18,000 t sold for £176,500 at quotation 1.",
    );
  });
});

describe('a debt and a cargo on one throw', () => {
  // "First move your tanker-lorry as you usually do and follow the instructions on any MEMO or OIL NEWS card
  // … The move your ship": a payment the lorry's card orders beyond the cash is a debt, and the cargo sold on
  // the same throw pays it (rules page: money a debtor raises goes to the bank first); no sale is forced.
  it('a MEMO bill beyond the cash is paid by the cargo that arrives on the same throw, and the log says so', () => {
    const s = newGame(4, 'edge-debt-cargo');
    giveWell(s, 0, 13, 18_000);
    at(s, 0, 30);
    charterWith(s, 0, 'tripoli', 15); // to Genoa, 3 stages; freight £6,500
    s.players[0]!.cash = 10_000;
    onTop(s.memo, 'memo-12'); // Concession dispute: pay £30,000
    const events = texts(roll(s, 3)); // 31, START, MEMO 1
    // The log says the debt it told of is paid, as after a sale to raise it ('paid the bank the … owed').
    expect(events.slice(-3)).toEqual([
      '{p0} paid £10,000 of £30,000: £20,000 now owed to the bank.',
      "{p0}'s red tanker reached Genoa: 18,000 t sold for £176,500 at quotation 1.",
      '{p0} paid the bank the £20,000 owed.',
    ]);
    expect(s.players[0]!).toMatchObject({ debt: 0, cash: 10_000 - 30_000 + 176_500 });
    expect(meritOil.view(s, null).moment).not.toBe('insolvency');
    expect(s.current).toBe(1); // nothing left to choose: the turn ended by itself
  });
});

describe('the fortune', () => {
  // "the value of stores is assessed at £7,000 for every 1,000 tons of oil": to the pound, not rounded.
  it('an Iraq hole of 2,250 t counts £15,750, and the score is the whole fortune', () => {
    const s = newGame(2, 'edge-fortune');
    for (const p of s.players) p.wells = [];
    giveWell(s, 0, 13, 2_250);
    giveWell(s, 1, 12, 6_750);
    withShares(s, 1, 1);
    const [a, b] = meritOil.status(s).scores!;
    expect(a).toBe(300_000 + 90_000 + 15_750);
    expect(b).toBe(300_000 + 90_000 + 47_250 + 20_000);
  });
});

describe('the designed cards', () => {
  // Page: "3 Well fire | your well with the largest stores loses them"; "Of wells equally full, the well fire
  // takes the one you have held longest (of your starting wells, the lowest number)".
  it('a well fire between equally full wells takes the one held longest, not the lowest card number', () => {
    const s = newGame(2, 'edge-fire-tie');
    const [first, second, third] = s.players[0]!.wells.map((w) => w.card);
    expect(first! < second! && second! < third!).toBe(true);
    giveWell(s, 0, 1, 9_000); // struck later: Burgan, card 1, as full as the two below
    s.players[0]!.wells.find((w) => w.card === second)!.tons = 9_000;
    s.players[0]!.wells.find((w) => w.card === third)!.tons = 9_000;
    s.oil.produced += 18_000;
    onTop(s.memo, 'memo-3');
    at(s, 0, 0);
    const events = roll(s, 1);
    expect(s.players[0]!.wells.map((w) => [w.card, w.tons])).toEqual([
      [first, 0],
      [second, 0],
      [third, 9_000],
      [1, 9_000],
    ]);
    expect(texts(events).some((t) => t.includes(`lost 9,000 t at well ${second} `))).toBe(true);
  });
});
