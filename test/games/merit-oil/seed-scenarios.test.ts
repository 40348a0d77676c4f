/**
 * Black-box scenarios written from the rule texts alone (the seed first, then shared/rules/merit-oil.md, then
 * the designed values of docs/rules/merit-oil.md): each test names the sentence it checks and quotes it. They
 * aim at exact amounts and the edge cases the other merit-oil tests leave out.
 */
import { describe, expect, it } from 'vitest';
import { meritOil } from '../../../src/games/merit-oil';
import type { MeritState } from '../../../src/games/merit-oil';
import { AREA_NAMES, BILLS_OF_LADING, BOARD, CONCESSIONS } from '../../../src/games/merit-oil/data';
import { seaRoute } from '../../../src/games/merit-oil/sea';
import { finish } from '../../../src/games/merit-oil/turn';
import {
  act,
  bareGame,
  at,
  billOnTop,
  charterWith,
  giveWell,
  lastBillLeft,
  newGame,
  onTop,
  refused,
  roll,
  turnOf,
} from './helpers';

const bill = (id: number) => BILLS_OF_LADING[id - 1]!;
const tonsOf = (s: MeritState, seat: number, card: number) =>
  s.players[seat]!.wells.find((w) => w.card === card)!.tons;

/** A game where seat 0 owns only the wells given (the starting wells go back to the pile). */
const bare = (seats = 4, seed = 'bb'): MeritState => bareGame(seats, seed);

/**
 * Seat 0 holds Kirkuk (card 13, 18,000 t at Tripoli) and, before its throw, charters a tanker there with bill 17
 * (to Fawley, 8 stages), uninsured.
 */
function tankerToFawley(s: MeritState): void {
  giveWell(s, 0, 13, 18_000);
  at(s, 0, 0);
  charterWith(s, 0, 'tripoli', 17);
}

describe('test drilling', () => {
  // "If you wish, and if you can afford to do so, you may drill a test well. ... pay the stipulated cost of
  // £50,000."
  it('a player with exactly £50,000 can afford a test well and is left with nothing', () => {
    const s = newGame(4, 'bb-exact');
    s.players[0]!.cash = 50_000;
    at(s, 0, 0);
    roll(s, 4);
    expect(BOARD[4]!.kind).toBe('testDrilling');
    act(s, 0, { type: 'drill' });
    expect(s.players[0]!.cash).toBe(0);
    expect(s.players[0]!.lorry).toEqual({ where: 'drilling', section: -1 });
  });

  // "When your next turn comes round, move the lorry down as many sections as shown by your die throw."
  // Design: the section landed on applies (sections passed do not).
  it('the lorry moves down by the die and only the section landed on costs money', () => {
    const s = newGame(4, 'bb-down');
    s.players[0]!.lorry = { where: 'drilling', section: -1 };
    turnOf(s, 0);
    const cash = s.players[0]!.cash;
    roll(s, 3); // sections 1 (sands), 2 (£10,000), 3 (£5,000): lands on 3
    expect(s.players[0]!.lorry).toEqual({ where: 'drilling', section: 2 });
    expect(s.players[0]!.cash).toBe(cash - 5_000);
    turnOf(s, 0);
    roll(s, 3); // on to section 6: shallow pay sand, oil
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 0 });
    expect(s.players[0]!.cash).toBe(cash - 5_000);
  });

  // Design: "a roll past the bottom stops on the last section" (the main reservoir: oil).
  it('a roll past the bottom of the track stops on the last section and strikes oil', () => {
    const s = newGame(4, 'bb-bottom');
    const top = s.concessions.at(-1)!;
    const wells = s.players[0]!.wells.length;
    s.players[0]!.lorry = { where: 'drilling', section: 8 }; // the fishing job, section 9
    turnOf(s, 0);
    const events = roll(s, 6);
    expect(s.players[0]!.wells).toHaveLength(wells + 1);
    expect(s.players[0]!.wells.at(-1)).toEqual({ card: top, tons: 0 });
    // The concession's area by its name: "Burgan (Kuwait)", not the area's id.
    const c = CONCESSIONS[top - 1]!;
    expect(events.map((e) => e.text)).toContainEqual(
      expect.stringContaining(`Concession ${top}: ${c.field} (${AREA_NAMES[c.area]}), worth`),
    );
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 0 });
  });

  // Design: "If no card is left you get nothing."
  it('a strike with the concession pile empty gives nothing, and the lorry still goes back to START', () => {
    const s = newGame(4, 'bb-empty');
    s.players[1]!.wells.push(...s.concessions.map((c) => ({ card: c, tons: 0 })));
    s.concessions = [];
    const wells = s.players[0]!.wells.length;
    s.players[0]!.lorry = { where: 'drilling', section: -1 };
    turnOf(s, 0);
    roll(s, 6);
    expect(s.players[0]!.wells).toHaveLength(wells);
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 0 });
    expect(meritOil.invariants!(s)).toEqual([]);
  });

  // "When your next turn comes round move both the tanker-lorry and the tanker as many squares or stages as
  // shown by the dice throw." A lorry on the drilling track still throws the die for its tankers.
  it('a tanker sails by the same throw while its owner drills', () => {
    const s = bare(4, 'bb-drillsail');
    tankerToFawley(s);
    s.players[0]!.lorry = { where: 'drilling', section: -1 };
    roll(s, 1); // section 1: sands
    expect(s.players[0]!.lorry).toEqual({ where: 'drilling', section: 0 });
    expect(s.tankers.red!.at).toBe(seaRoute('tripoli', 'fawley')![0]); // one stage
  });
});

describe('PRODUCTION', () => {
  // "As soon as you reach or pass one of these squares, mark one week's production for ALL your wells."
  it('a roll that passes one PRODUCTION square and reaches another marks two weeks', () => {
    const s = bare(4, 'bb-two');
    giveWell(s, 0, 16, 0); // Iran: 4,500 t a week
    giveWell(s, 0, 10, 0); // Iraq: two holes of 2,250 t a week
    at(s, 0, 1);
    const memo = [...s.memo];
    const news = [...s.oilNews];
    roll(s, 5); // 2 PRODUCTION, 3 OIL NEWS, 4 drilling, 5 MEMO, 6 PRODUCTION
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 6 });
    expect(tonsOf(s, 0, 16)).toBe(9_000);
    expect(tonsOf(s, 0, 10)).toBe(9_000);
    // Passing MEMO and OIL NEWS draws nothing ("when you reach").
    expect(s.memo).toEqual(memo);
    expect(s.oilNews).toEqual(news);
    expect(s.players[0]!.trip).toBeNull();
  });

  // "mark one week's production for ALL your wells" — yours, not the other players'.
  it('only the player who reaches PRODUCTION marks it', () => {
    const s = bare(4, 'bb-mine');
    giveWell(s, 0, 15, 0);
    giveWell(s, 1, 16, 0);
    at(s, 0, 0);
    roll(s, 2);
    expect(tonsOf(s, 0, 15)).toBe(4_500);
    expect(tonsOf(s, 1, 16)).toBe(0);
  });

  // "As soon as your stores are filled, stop marking your production."
  it('a store one hole short of full fills to the brim and no further', () => {
    const s = bare(4, 'bb-brim');
    giveWell(s, 0, 13, 20_250); // Kirkuk: 10 holes of 2,250 t = 22,500 t; nine are full
    giveWell(s, 0, 16, 18_000); // Agha Jari: 5 holes of 4,500 t; four are full
    at(s, 0, 0);
    roll(s, 2);
    expect(tonsOf(s, 0, 13)).toBe(22_500);
    expect(tonsOf(s, 0, 16)).toBe(22_500);
    at(s, 0, 0);
    roll(s, 2);
    expect(tonsOf(s, 0, 13)).toBe(22_500);
    expect(tonsOf(s, 0, 16)).toBe(22_500);
    expect(meritOil.invariants!(s)).toEqual([]);
  });
});

describe('the holiday', () => {
  // "on your next turn, and on all succeeding turns until you reach the square marked "END OF HOLIDAY", you
  // can move your tanker- lorry only one stop at a time along the air route" — and "move both the tanker-lorry
  // and the tanker as many squares or stages as shown by the dice throw": the tanker still sails the full die.
  it('on holiday the lorry flies one stop, but the tanker sails the whole throw', () => {
    const s = bare(4, 'bb-hol');
    tankerToFawley(s);
    s.players[0]!.lorry = { where: 'loop', square: 6 };
    s.players[0]!.trip = 'holiday';
    roll(s, 5);
    expect(s.players[0]!.lorry).toEqual({ where: 'air', stop: 0 });
    expect(s.tankers.red!.at).toBe(seaRoute('tripoli', 'fawley')![4]); // five stages
  });
});

describe('HELICOPTER', () => {
  // "When you reach it you may move onto the next but one square to start drilling. The cost is reduced from
  // £50,000 to £15,000"
  it('with exactly £15,000 the helicopter flight is affordable; flying over MEMO draws nothing', () => {
    const s = newGame(4, 'bb-heli');
    s.players[0]!.cash = 15_000;
    at(s, 0, 12);
    roll(s, 1);
    expect(s.choice).toBe('helicopter');
    const memo = [...s.memo];
    act(s, 0, { type: 'helicopter' });
    expect(s.players[0]!.cash).toBe(0);
    expect(s.players[0]!.lorry).toEqual({ where: 'drilling', section: -1 });
    expect(s.memo).toEqual(memo);
  });

  // "When you reach it" — passing HELICOPTER gives no flight.
  it('passing HELICOPTER without stopping on it offers no cheap drilling', () => {
    const s = newGame(4, 'bb-heli-pass');
    at(s, 0, 12);
    onTop(s.memo, 'memo-15');
    roll(s, 2); // 13, 14 MEMO
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 14 });
    expect(s.choice).not.toBe('helicopter');
  });

  // "if you either do not wish ... you may waive your right to drill. In that case you remain at HELICOPTER
  // until your next turn comes around." The next walk onto a test-drilling square costs the full £50,000.
  it('after waiving, the next turn walks on, and drilling on the square itself costs £50,000', () => {
    const s = newGame(4, 'bb-heli-waive');
    at(s, 0, 12);
    roll(s, 1);
    act(s, 0, { type: 'endTurn' });
    turnOf(s, 0);
    const cash = s.players[0]!.cash;
    roll(s, 2); // 14, 15 TEST DRILLING
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 15 });
    act(s, 0, { type: 'drill' });
    expect(s.players[0]!.cash).toBe(cash - 50_000);
  });
});

describe('EXCHANGE', () => {
  // "Your arrival at any of them entitles you to buy shares" — arrival, not passing; START is the fourth
  // corner and no EXCHANGE.
  it('passing an EXCHANGE corner, or stopping on START, gives no purchase', () => {
    const s = newGame(4, 'bb-xpass');
    at(s, 0, 7);
    onTop(s.oilNews, 'news-9');
    roll(s, 2); // 8 EXCHANGE, 9 OIL NEWS
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 9 });
    expect(s.choice).not.toBe('exchange');
    at(s, 0, 31);
    roll(s, 1); // START
    expect(s.choice).not.toBe('exchange');
    expect(BOARD[0]!.kind).toBe('start');
  });

  // Design: "as many blocks as the bank has and you can pay for", at today's price.
  it('shares are bought at today’s price, no more than the bank holds or the buyer can pay for', () => {
    const s = newGame(4, 'bb-xbuy');
    s.sharePrice.refinery = 25_000;
    s.players[0]!.cash = 100_000;
    at(s, 0, 22);
    roll(s, 2); // 24 EXCHANGE
    expect(s.choice).toBe('exchange');
    refused(s, 0, { type: 'buyShares', company: 'refinery', blocks: 5 }, 'cannot-afford');
    act(s, 0, { type: 'buyShares', company: 'refinery', blocks: 4 });
    expect(s.players[0]!.cash).toBe(0);
    expect(s.bankShares.refinery).toBe(21);
    const rich = newGame(4, 'bb-xbank');
    rich.players[0]!.cash = 1_000_000;
    at(rich, 0, 14);
    roll(rich, 2); // 16 EXCHANGE
    refused(rich, 0, { type: 'buyShares', company: 'shipping', blocks: 26 }, 'no-shares');
    act(rich, 0, { type: 'buyShares', company: 'shipping', blocks: 25 });
    expect(rich.bankShares.shipping).toBe(0);
    expect(rich.players[0]!.cash).toBe(1_000_000 - 500_000);
  });
});

describe('chartering', () => {
  // "you cannot charter any ship until your oil production amounts to 27,000 tons (either from one well or
  // from several combined). In Iran you need 9,000 tons"
  it('Iran: two wells of 4,500 t each together reach the 9,000 t threshold', () => {
    const s = bare(4, 'bb-iran');
    giveWell(s, 0, 16, 4_500);
    at(s, 0, 0);
    refused(s, 0, { type: 'charter', port: 'bandar-mashur' }, 'not-enough-oil');
    giveWell(s, 0, 17, 4_500);
    billOnTop(s, 'bandar-mashur', 26); // 9,000 t to the Isle of Grain
    act(s, 0, { type: 'charter', port: 'bandar-mashur' });
    expect(tonsOf(s, 0, 16) + tonsOf(s, 0, 17)).toBe(0);
  });

  // "The port of exit for each oil-field is given on the concession card." Three ports share the Gulf circle,
  // but Qatar oil cannot fill a Mina al Ahmadi tanker.
  it('oil counts only at its own port of exit, even where ports share the Persian Gulf circle', () => {
    const s = bare(4, 'bb-gulf');
    giveWell(s, 0, 15, 22_500); // Qatar, Umm Said
    giveWell(s, 0, 16, 22_500); // Iran, Bandar Mashur
    at(s, 0, 0);
    refused(s, 0, { type: 'charter', port: 'mina-al-ahmadi' }, 'not-enough-oil');
    refused(s, 0, { type: 'charter', port: 'tripoli' }, 'not-enough-oil');
    refused(s, 0, { type: 'charter', port: 'port-of-spain' }, 'not-enough-oil');
    expect(meritOil.view(s, 0).players[0]!.canCharterAt.sort()).toEqual(['bandar-mashur', 'umm-said']);
  });

  // Design: Qatar's threshold is 18,000 t (Umm Said's biggest tanker).
  it('Qatar (designed): 18,000 t in store to charter at Umm Said', () => {
    const s = bare(4, 'bb-qatar');
    giveWell(s, 0, 15, 13_500);
    at(s, 0, 0);
    refused(s, 0, { type: 'charter', port: 'umm-said' }, 'not-enough-oil');
    s.players[0]!.wells[0]!.tons = 18_000;
    act(s, 0, { type: 'charter', port: 'umm-said' });
    expect(s.tankers.red!.at).toBe('persian-gulf');
  });

  // "remove the top bill of lading from the pile of cards pertaining to the port" — none left, no charter.
  it('a port whose pile of bills is used up charters nothing', () => {
    const s = bare(4, 'bb-nobill');
    giveWell(s, 0, 18, 22_500);
    s.billsUsed.push(...s.bills['port-of-spain']);
    s.bills['port-of-spain'] = [];
    at(s, 0, 0);
    refused(s, 0, { type: 'charter', port: 'port-of-spain' }, 'no-bills-left');
  });

  // "you pay freight according to the prevailing rates. These are given in the OIL NEWS cards (London Panel
  // Board) and are marked on the score-board." "You will be acting wisely if you insure your cargo. The
  // premium is stated on the policy" (design: £350 per 1,000 t).
  it('freight at quotation 5 and the premium on a 27,000 t cargo, to the pound', () => {
    const s = bare(4, 'bb-freight');
    giveWell(s, 0, 1, 27_000);
    s.freightLevel = 5;
    at(s, 0, 0);
    billOnTop(s, 'mina-al-ahmadi', 10); // 27,000 t to Kwinana, 8 stages
    act(s, 0, { type: 'charter', port: 'mina-al-ahmadi' });
    expect(bill(10).freight[4]).toBe(103_500); // 27,000 × 8 × £0.12 × 4 = £103,680, to £500
    expect(s.players[0]!.cash).toBe(300_000 - 103_500);
    act(s, 0, { type: 'insure' });
    expect(s.players[0]!.cash).toBe(300_000 - 103_500 - 9_450);
    expect(s.tankers.red!.insured).toBe(true);
    expect(tonsOf(s, 0, 1)).toBe(0);
  });
});

describe('tankers at sea', () => {
  // "Always remember to move the lorry first." "The price which affects you is that in force on the day of
  // your arrival" — an OIL NEWS card the lorry draws moves the quotation before the tanker arrives.
  it('an OIL NEWS freight rise drawn by the lorry counts for the tanker arriving on the same throw', () => {
    const s = bare(4, 'bb-sameday');
    giveWell(s, 0, 13, 18_000);
    at(s, 0, 0);
    charterWith(s, 0, 'tripoli', 16); // Genoa, 3 stages, 9,000 t
    const cash = s.players[0]!.cash;
    onTop(s.oilNews, 'news-1'); // freight +1
    roll(s, 3); // OIL NEWS 3; the tanker arrives at Genoa
    expect(s.freightLevel).toBe(2);
    expect(s.tankers.red).toBeNull();
    expect(s.players[0]!.cash).toBe(cash + bill(16).sale[1]!);
  });

  // "When your next turn comes round move both the tanker-lorry and the tanker" — a player's throw moves that
  // player's tankers, all of them, and nobody else's.
  it('a throw moves every tanker of the thrower and no one else’s', () => {
    const s = bare(4, 'bb-mine-ships');
    giveWell(s, 0, 13, 18_000);
    giveWell(s, 0, 18, 9_000);
    giveWell(s, 1, 16, 9_000);
    at(s, 1, 0);
    charterWith(s, 1, 'bandar-mashur', 26);
    at(s, 0, 0);
    charterWith(s, 0, 'tripoli', 17); // Fawley
    charterWith(s, 0, 'port-of-spain', 32); // Fawley
    roll(s, 2);
    expect(s.tankers.red!.owner).toBe(1);
    expect(s.tankers.red!.at).toBe('persian-gulf');
    expect(s.tankers.blue!.at).toBe(seaRoute('tripoli', 'fawley')![1]); // two stages
    expect(s.tankers.green!.at).toBe(seaRoute('port-of-spain', 'fawley')![1]);
  });

  // "The Tanker is then free for chartering afresh." "return the insurance policy and bill of lading. The
  // latter is placed to one side and removed from the game."
  it('a tanker freed by a sale is chartered again on the next turn; the used bill never returns', () => {
    const s = bare(2, 'bb-again');
    giveWell(s, 0, 13, 22_500);
    giveWell(s, 0, 14, 22_500);
    giveWell(s, 0, 1, 45_000);
    giveWell(s, 0, 2, 45_000);
    giveWell(s, 0, 3, 45_000);
    at(s, 0, 0);
    billOnTop(s, 'tripoli', 16); // Genoa, 3 stages
    for (const port of ['tripoli', 'mina-al-ahmadi', 'mina-al-ahmadi', 'mina-al-ahmadi'] as const) {
      act(s, 0, { type: 'charter', port });
      act(s, 0, { type: 'insure' });
    }
    expect(s.tankers.red!.bill).toBe(16);
    const premiumBack = s.players[0]!.cash;
    onTop(s.oilNews, 'news-9');
    roll(s, 3);
    expect(s.tankers.red).toBeNull();
    expect(s.players[0]!.cash).toBe(premiumBack + bill(16).sale[0]!); // no premium refunded
    at(s, 0, 3);
    act(s, 0, { type: 'charter', port: 'tripoli' });
    expect(s.tankers.red!.owner).toBe(0);
    expect(s.tankers.red!.bill).not.toBe(16);
    expect(s.bills.tripoli).not.toContain(16);
    expect(s.billsUsed).toContain(16);
  });
});

describe('the end of the game', () => {
  // "The game ends when all the bills of lading are used up" (design: a bill lost at sea is used too).
  it('the last bill lost with its ship ends the game as well', () => {
    const s = bare(4, 'bb-lost-last');
    giveWell(s, 0, 13, 18_000);
    lastBillLeft(s, 'tripoli', 17);
    at(s, 0, 0);
    act(s, 0, { type: 'charter', port: 'tripoli' });
    act(s, 0, { type: 'declineInsurance' });
    onTop(s.memo, 'memo-9'); // fire aboard
    roll(s, 1);
    expect(s.tankers.red).toBeNull();
    expect(meritOil.status(s).over).toBe(true);
  });

  // "The player who has amassed the biggest fortune in oil wells, stores, shares and cash is declared the
  // winner." Shares count at today's price; stores of several areas at £7,000 per 1,000 t.
  it('fortune: shares at today’s price, stores of every area at £7 a ton, wells at card value', () => {
    const s = bare(2, 'bb-fortune');
    giveWell(s, 0, 1, 27_000); // £180,000, 27,000 t
    giveWell(s, 0, 16, 4_500); // £90,000, 4,500 t
    s.players[0]!.shares = { refinery: 1, shipping: 3 };
    s.bankShares.refinery -= 1;
    s.bankShares.shipping -= 3;
    s.sharePrice = { refinery: 25_000, shipping: 15_000 };
    s.players[0]!.cash = 12_345;
    const f = meritOil.view(s, 1).players[0]!.fortune;
    expect(f).toEqual({
      wells: 270_000,
      stores: 220_500,
      shares: 70_000,
      cash: 12_345,
      total: 270_000 + 220_500 + 70_000 + 12_345,
    });
  });
});

describe('the excursions', () => {
  // "From this square proceed on your nest turn to Kwinana (one step), after which you return to the square
  // two steps below on the right side of the game board." The square below is PRODUCTION 12 (design): the
  // return marks one week there, and the MEMO square in between is not reached.
  it('Kwinana: the return lands on PRODUCTION 12 and marks one week; the tanker sails the whole throw meanwhile', () => {
    const s = bare(4, 'bb-kwinana');
    tankerToFawley(s);
    giveWell(s, 0, 16, 0);
    s.players[0]!.lorry = { where: 'loop', square: 10 };
    s.players[0]!.trip = 'kwinana';
    roll(s, 4);
    expect(s.players[0]!.lorry).toEqual({ where: 'kwinana' });
    expect(s.tankers.red!.at).toBe(seaRoute('tripoli', 'fawley')![3]); // four stages
    expect(tonsOf(s, 0, 16)).toBe(0);
    turnOf(s, 0);
    const memo = [...s.memo];
    roll(s, 1);
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 12 });
    expect(tonsOf(s, 0, 16)).toBe(4_500);
    expect(s.memo).toEqual(memo);
    expect(s.tankers.red!.at).toBe(seaRoute('tripoli', 'fawley')![4]);
  });

  // "when your next turn comes around, take the airline to England. In so doing you only move one step." The
  // tanker still sails the throw.
  it('conference: one step to England whatever the die, while the tanker sails the throw', () => {
    const s = bare(4, 'bb-conf');
    giveWell(s, 0, 18, 9_000);
    at(s, 0, 0);
    charterWith(s, 0, 'port-of-spain', 32); // Fawley, 8 stages
    s.players[0]!.lorry = { where: 'loop', square: 27 };
    s.players[0]!.trip = 'conference';
    roll(s, 6);
    expect(s.players[0]!.lorry).toEqual({ where: 'england' });
    expect(s.tankers.red!.at).toBe(seaRoute('port-of-spain', 'fawley')![5]);
  });
});

describe('cards that move the lorry (design)', () => {
  // Design: "advance to the next TEST DRILLING" — squares passed count, so PRODUCTION 2 is marked on the way,
  // and the drilling square offers a test well.
  it('MEMO Wildcat from MEMO 1: passes PRODUCTION 2 (marked) and stops on TEST DRILLING 4', () => {
    const s = bare(4, 'bb-wildcat');
    giveWell(s, 0, 15, 0);
    at(s, 0, 0);
    onTop(s.memo, 'memo-10');
    roll(s, 1);
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 4 });
    expect(tonsOf(s, 0, 15)).toBe(4_500);
    expect(s.choice).toBe('drill');
    expect(s.memo[0]).toBe('memo-10');
  });

  // Design: "advance to HOLIDAY" — the seed's "If you reach this square, you have to stop and leave for
  // Europe by air".
  it('MEMO Overwork sends the lorry to HOLIDAY and the next turn flies', () => {
    const s = bare(4, 'bb-overwork');
    at(s, 0, 4);
    onTop(s.memo, 'memo-13');
    roll(s, 1); // MEMO 5, then on past PRODUCTION 6
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 7 });
    expect(s.players[0]!.trip).toBe('holiday');
    turnOf(s, 0);
    roll(s, 6);
    expect(s.players[0]!.lorry).toEqual({ where: 'air', stop: 0 });
  });
});

describe('OIL NEWS for everyone (design cards)', () => {
  // "the instructions on OIL NEWS cards are to be observed by all players": the gale sinks every player's
  // tanker at Cape Finisterre or in the Western Approaches; an insured cargo is paid for.
  it('a gale sinks every tanker there, whoever owns it; insured cargoes are paid', () => {
    const s = bare(4, 'bb-gale');
    giveWell(s, 1, 18, 9_000);
    giveWell(s, 2, 13, 18_000);
    at(s, 1, 0);
    charterWith(s, 1, 'port-of-spain', 32, 'insure'); // 9,000 t
    at(s, 2, 0);
    charterWith(s, 2, 'tripoli', 14); // 9,000 t to Lavéra
    s.tankers.red!.at = 'cape-finisterre';
    s.tankers.blue!.at = 'western-mediterranean'; // not in the gale
    const cash1 = s.players[1]!.cash;
    at(s, 0, 0);
    onTop(s.oilNews, 'news-15');
    roll(s, 3);
    expect(s.tankers.red).toBeNull();
    expect(s.players[1]!.cash).toBe(cash1 + 63_000);
    expect(s.billsUsed).toContain(32);
    expect(s.tankers.blue).not.toBeNull();
  });

  // Design: the freight quotation stays within levels 1–5.
  it('the freight quotation never rises above 5 or falls below 1', () => {
    const s = bare(4, 'bb-levels');
    s.freightLevel = 5;
    at(s, 0, 0);
    onTop(s.oilNews, 'news-7'); // canal closed, +2
    roll(s, 3);
    expect(s.freightLevel).toBe(5);
    expect(s.suezOpen).toBe(false);
    s.freightLevel = 1;
    at(s, 0, 0);
    onTop(s.oilNews, 'news-8'); // reopened, −2
    roll(s, 3);
    expect(s.freightLevel).toBe(1);
    expect(s.suezOpen).toBe(true);
  });

  // Design: with the canal closed, tankers from the Gulf take the Cape route (the shortest route left).
  it('with the Suez Canal closed a Gulf tanker sails for the Cape', () => {
    const s = bare(4, 'bb-cape');
    giveWell(s, 0, 1, 27_000);
    s.suezOpen = false;
    at(s, 0, 0);
    charterWith(s, 0, 'mina-al-ahmadi', 1); // Isle of Grain
    roll(s, 3);
    expect(s.tankers.red!.at).toBe('somali-basin');
  });
});

describe('chartering again', () => {
  // "do not charter until you have enough oil to fill the biggest tanker arriving at your port of exit" — a
  // second charter the same turn needs the threshold again, after the derricks moved back.
  it('a second Kuwait charter needs 27,000 t left after the first cargo', () => {
    const s = bare(4, 'bb-second');
    giveWell(s, 0, 1, 45_000);
    at(s, 0, 0);
    charterWith(s, 0, 'mina-al-ahmadi', 4); // 9,000 t
    expect(tonsOf(s, 0, 1)).toBe(36_000);
    charterWith(s, 0, 'mina-al-ahmadi', 2); // 18,000 t
    expect(tonsOf(s, 0, 1)).toBe(18_000);
    refused(s, 0, { type: 'charter', port: 'mina-al-ahmadi' }, 'not-enough-oil');
  });

  // "You made the preparations for transport when your turn came to throw the dice, but before you actually
  // threw." A lorry away from the board (drilling, on holiday) does not stop its owner chartering.
  it('a player on the drilling track or on holiday may still charter before the throw', () => {
    const s = bare(4, 'bb-away');
    giveWell(s, 0, 16, 9_000);
    giveWell(s, 0, 17, 9_000);
    at(s, 0, 0);
    s.players[0]!.lorry = { where: 'drilling', section: 2 };
    act(s, 0, { type: 'charter', port: 'bandar-mashur' });
    act(s, 0, { type: 'declineInsurance' });
    turnOf(s, 0);
    s.players[0]!.lorry = { where: 'air', stop: 1 };
    s.players[0]!.trip = null;
    act(s, 0, { type: 'charter', port: 'bandar-mashur' });
  });
});

describe('the winner', () => {
  // "The player who has amassed the biggest fortune ... is declared the winner." Design: ties share the win.
  it('equal fortunes share the win', () => {
    const s = bare(2, 'bb-tie');
    s.round = s.roundLimit!;
    at(s, 0, 7);
    roll(s, 1); // EXCHANGE 8: no purchase
    if (s.current === 0) act(s, 0, { type: 'endTurn' });
    at(s, 1, 7);
    roll(s, 1);
    if (s.current === 1 && !meritOil.status(s).over) act(s, 1, { type: 'endTurn' });
    const st = meritOil.status(s);
    expect(st.over).toBe(true);
    expect(st.scores).toEqual([300_000, 300_000]);
    expect(st.result!.winners).toEqual([0, 1]);
  });

  it('three equal fortunes are named as a list: "{p0}, {p1} and {p2} share the win"', () => {
    const s = bare(3, 'bb-tie-3');
    finish(s, 'limit', []);
    expect(s.result!.winners).toEqual([0, 1, 2]);
    expect(s.result!.summary).toMatch(/^Last round played: \{p0\}, \{p1\} and \{p2\} share the win with/);
  });
});

describe('deals in oil stores', () => {
  // "You have 18,000 tons of oil stores at Burgan; you need 27,000 tons in order to charter a tanker. One of
  // the players may have a surplus of oil stores, there is nothing to prevent him selling it to you, providing
  // it is in the same area. You buy 9,000 tons". Stores are derricks in the holes of the marking board ("Place
  // a derrick in the zero column", "moving one (or more) derricks as many steps back as will equal your
  // cargo"): a sale moves both players' derricks by whole holes, never leaving one between two holes.
  it('stores change hands in whole holes of both players’ wells', () => {
    const s = bare(4, 'bb-dealholes');
    giveWell(s, 0, 1, 27_000); // Burgan: holes of 9,000 t
    giveWell(s, 1, 7, 0); // Magwa: holes of 4,500 t
    giveWell(s, 2, 2, 9_000); // Burgan
    at(s, 0, 0);
    const sell = (to: number, tons: number) => ({
      type: 'offerDeal' as const,
      to,
      side: 'sell' as const,
      goods: { kind: 'stores' as const, area: 'kuwait' as const, tons },
      price: 30_000,
    });
    // Half a Burgan hole out, or none at all: refused, with the parcel that would do.
    expect(refused(s, 0, sell(1, 4_500), 'bad-deal')).toMatch(/whole holes.*: try 9,000 t\.$/);
    expect(refused(s, 0, sell(1, 1_000), 'bad-deal')).toMatch(/: try 9,000 t\.$/);
    expect(refused(s, 0, sell(1, 13_500), 'bad-deal')).toMatch(/: try 9,000 t or 18,000 t\.$/);
    act(s, 0, sell(1, 9_000));
    act(s, 1, { type: 'acceptDeal', offer: s.offers[0]!.id });
    expect(tonsOf(s, 0, 1)).toBe(18_000);
    expect(tonsOf(s, 1, 7)).toBe(9_000);
    // Into a Burgan well: 4,500 t would leave its derrick between two holes.
    turnOf(s, 1);
    const sellMagwa = { ...sell(2, 4_500) };
    refused(s, 1, sellMagwa, 'bad-deal');
    act(s, 1, sell(2, 9_000));
    act(s, 2, { type: 'acceptDeal', offer: s.offers[0]!.id });
    expect(tonsOf(s, 2, 2)).toBe(18_000);
    expect(tonsOf(s, 1, 7)).toBe(0);
    for (const p of s.players)
      for (const w of meritOil.view(s, null).players[s.players.indexOf(p)]!.wells)
        expect(w.tons).toBe(w.holes * (w.capacityTons / w.capacityHoles));
  });
});
