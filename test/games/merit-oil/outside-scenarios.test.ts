/**
 * Scenarios as an outside tester writes them from the seed (shared/seeds/002…) and the rules page alone: each
 * plays whole turns through the public contract (setup, legalActions, apply, view, status), every seat's turn in
 * its order rather than skipped, and asserts the exact outcome: money, shares, oil, who acts next, what is legal.
 * The state is touched only to rig what a table would shuffle or throw (the die, the top card of a pile) and to
 * set up the situation (wells, stores, cash) before the first action.
 */
import { describe, expect, it } from 'vitest';
import { meritOil } from '../../../src/games/merit-oil';
import type { MeritAction, MeritState } from '../../../src/games/merit-oil';
import {
  act,
  bareGame,
  billOnTop,
  giveWell,
  lastBillLeft,
  newGame,
  onTop,
  refused,
  rigDie,
  withShares,
} from './helpers';

const view = (s: MeritState) => meritOil.view(s, null);
const toAct = (s: MeritState) => meritOil.status(s).toAct;
const legal = (s: MeritState, seat: number) => meritOil.legalActions(s, seat);
const legalTypes = (s: MeritState, seat: number) => [...new Set(legal(s, seat).map((a) => a.type))];
const cash = (s: MeritState) => view(s).players.map((p) => p.cash);

/** The seat the game waits on throws `n`: it must be the one asked, and the throw must be legal. */
function throwDie(s: MeritState, n: number): void {
  const seat = s.current;
  expect(toAct(s)).toEqual([seat]);
  expect(legal(s, seat)).toContainEqual({ type: 'roll' });
  rigDie(s, n);
  act(s, seat, { type: 'roll' });
}

/** `seat` does `a`, which must be among its legal actions. */
function play(s: MeritState, seat: number, a: MeritAction): void {
  expect(legal(s, seat)).toContainEqual(a);
  act(s, seat, a);
}

/** A game whose players own only the wells the test gives them. */
const bare = (seats: number, seed: string) => bareGame(seats, seed);

type Offer = Extract<MeritAction, { type: 'offerDeal' }>;
/** An offer to `to`: selling or buying `goods` for `price`. */
const deal = (to: number, side: Offer['side'], goods: Offer['goods'], price: number): Offer => ({
  type: 'offerDeal',
  to,
  side,
  goods,
  price,
});

/** Put `seat`'s lorry on loop square `square` (set-up, before the first action). */
function parkOn(s: MeritState, seat: number, square: number): void {
  s.players[seat]!.lorry = { where: 'loop', square };
}

describe('set-up, seen from the table', () => {
  // "Each player receives starting capital consisting of notes to the value of £300,000 and oil wells … the
  // players draw lots to determine who gets cards 13 to 18 … Place a derrick in the zero column … The chief piece
  // used in play is the tanker-lorry. Each player gets one lorry and places it on the game board square marked
  // START." "Place a derrick alongside "1" in the column headed FREIGHT QUOTATION."
  it('five players: £300,000, one of wells 13–18 each at zero, every lorry on START, quotation 1; seat 1 may only throw', () => {
    const s = newGame(5, 'outside-setup');
    const v = view(s);
    expect(v.players.map((p) => p.cash)).toEqual([300_000, 300_000, 300_000, 300_000, 300_000]);
    const wells = v.players.flatMap((p) => p.wells.map((w) => w.card));
    expect(wells).toHaveLength(5);
    expect(wells.every((c) => c >= 13 && c <= 18)).toBe(true);
    expect(new Set(wells).size).toBe(5);
    expect(v.players.every((p) => p.wells.length === 1 && p.wells[0]!.tons === 0)).toBe(true);
    expect(v.players.every((p) => p.lorry.where === 'loop' && p.square === 'start')).toBe(true);
    expect(v.freightLevel).toBe(1);
    // 12 concessions plus the one of 13–18 left undealt; 36 bills in five piles; no tanker at sea.
    expect(v.piles.concessions).toBe(13);
    expect(v.piles.bills).toEqual({
      'mina-al-ahmadi': 12,
      tripoli: 8,
      'umm-said': 5,
      'bandar-mashur': 6,
      'port-of-spain': 5,
    });
    expect(v.tankers.every((t) => t.voyage === null)).toBe(true);
    // Nothing to charter or trade yet: the first player's only move is the throw; nobody else may act.
    expect(toAct(s)).toEqual([0]);
    expect(legal(s, 0)).toEqual([{ type: 'roll' }]);
    for (let seat = 1; seat < 5; seat++) expect(legal(s, seat)).toEqual([]);
  });
});

describe('a charter and its voyage, turn by turn', () => {
  // "You made the preparations for transport when your turn came to throw the dice, but before you actually
  // threw. The time has now come to make your throw. First move your tanker-lorry … Then move your ship the
  // correct number of stages along the shortest route to port of destination."
  it('a tanker chartered before the throw sails on that very throw, after the lorry', () => {
    const s = bare(2, 'outside-charter');
    giveWell(s, 0, 13, 18_000); // Kirkuk: Iraq, by pipeline to Tripoli
    billOnTop(s, 'tripoli', 17); // Fawley, 18,000 t, 8 stages, £17,500 freight at 1
    parkOn(s, 0, 8);
    parkOn(s, 1, 8);
    expect(legal(s, 0)).toContainEqual({ type: 'charter', port: 'tripoli' });
    play(s, 0, { type: 'charter', port: 'tripoli' });
    let v = view(s);
    expect(v.players[0]!.cash).toBe(300_000 - 17_500);
    expect(v.players[0]!.stores.iraq).toBe(0);
    const red = v.tankers.find((t) => t.voyage)!;
    expect(red.voyage).toMatchObject({ owner: 0, bill: 17, tons: 18_000, at: 'tripoli', insured: false });
    expect(red.voyage!.route).toHaveLength(8);
    // Insuring is asked before anything else: no throw yet.
    expect(v.moment).toBe('insure');
    expect(legalTypes(s, 0)).toEqual(['insure', 'declineInsurance']);
    refused(s, 0, { type: 'roll' }, 'wrong-moment');
    play(s, 0, { type: 'declineInsurance' });
    throwDie(s, 2); // lorry 8 → 10, the Kwinana excursion; then the tanker two stages
    v = view(s);
    expect(v.players[0]!.trip).toBe('kwinana');
    expect(v.tankers.find((t) => t.tanker === red.tanker)!.voyage!.route).toHaveLength(6);
    expect(toAct(s)).toEqual([1]);
    // The other player's throw moves only the other player's lorry: the red tanker stays where it is.
    throwDie(s, 2); // seat 1: 8 → 10, the Kwinana excursion
    expect(view(s).tankers.find((t) => t.tanker === red.tanker)!.voyage!.route).toHaveLength(6);
  });

  // "When the tanker reaches it port of destination, unload the cargo and receive payment … After you sell the
  // cargo, return the insurance policy and bill of lading. The latter is placed to one side and removed from the
  // game. The Tanker is then free for chartering afresh." "A player is permitted to charter several tankers."
  it('two tankers of one player arriving on one throw both sell in full; both bills leave the game, both tankers are free', () => {
    const s = bare(2, 'outside-two');
    giveWell(s, 0, 13, 22_500);
    giveWell(s, 0, 10, 22_500); // two Kirkuk wells: 45,000 t at Tripoli
    parkOn(s, 0, 12);
    parkOn(s, 1, 8);
    billOnTop(s, 'tripoli', 16); // Genoa 9,000 t, 3 stages, £3,000 / £88,000
    play(s, 0, { type: 'charter', port: 'tripoli' });
    play(s, 0, { type: 'declineInsurance' });
    // 36,000 t left: a second charter is legal (18,000 t needed), and takes the second free tanker.
    billOnTop(s, 'tripoli', 15); // Genoa 18,000 t, 3 stages, £6,500 / £176,500
    play(s, 0, { type: 'charter', port: 'tripoli' });
    play(s, 0, { type: 'insure' }); // £350 a 1,000 t: £6,300
    let v = view(s);
    expect(v.players[0]!.stores.iraq).toBe(45_000 - 27_000);
    expect(v.players[0]!.cash).toBe(300_000 - 3_000 - 6_500 - 6_300);
    expect(v.tankers.filter((t) => t.voyage?.owner === 0)).toHaveLength(2);
    throwDie(s, 3); // lorry 12 → 15 TEST DRILLING; both tankers three stages: Genoa
    v = view(s);
    expect(v.players[0]!.cash).toBe(300_000 - 3_000 - 6_500 - 6_300 + 88_000 + 176_500);
    expect(v.tankers.every((t) => t.voyage === null)).toBe(true);
    expect(v.piles.billsUsed).toBe(2);
    expect(v.piles.bills.tripoli).toBe(6);
    expect([...s.billsUsed].sort((x, y) => x - y)).toEqual([15, 16]);
    // TEST DRILLING is a real choice: the player is asked (drill or end the turn), the other waits.
    expect(toAct(s)).toEqual([0]);
    expect(legalTypes(s, 0)).toEqual(['drill', 'endTurn']);
    play(s, 0, { type: 'endTurn' });
    expect(toAct(s)).toEqual([1]);
  });
});

describe('the squares, every seat playing its turn', () => {
  // "Three of the game board corners are marked EXCHANGE. Your arrival at any of them entitles you to buy
  // shares in Refineries and/or a Shipping Company."
  it('EXCHANGE: Refinery and Shipping blocks bought at one stop, then the turn passes', () => {
    const s = bare(2, 'outside-exchange');
    parkOn(s, 0, 12);
    parkOn(s, 1, 0);
    s.players[0]!.cash = 50_000;
    throwDie(s, 4); // 16: EXCHANGE
    expect(view(s).choice).toBe('exchange');
    // £50,000 at £20,000 a block: up to two blocks of either company, not three.
    const buys = legal(s, 0).filter((a) => a.type === 'buyShares');
    expect(buys).toEqual([
      { type: 'buyShares', company: 'refinery', blocks: 1 },
      { type: 'buyShares', company: 'refinery', blocks: 2 },
      { type: 'buyShares', company: 'shipping', blocks: 1 },
      { type: 'buyShares', company: 'shipping', blocks: 2 },
    ]);
    refused(s, 0, { type: 'buyShares', company: 'refinery', blocks: 3 }, 'cannot-afford');
    play(s, 0, { type: 'buyShares', company: 'refinery', blocks: 1 });
    expect(toAct(s)).toEqual([0]);
    play(s, 0, { type: 'buyShares', company: 'shipping', blocks: 1 });
    // £10,000 left buys no block: the stop is over and the turn passes by itself.
    const v = view(s);
    expect(v.players[0]!.cash).toBe(10_000);
    expect(v.players[0]!.shares).toEqual({ refinery: 1, shipping: 1 });
    expect(v.shares.refinery.bankBlocks).toBe(24);
    expect(v.shares.shipping.bankBlocks).toBe(24);
    expect(v.players[0]!.fortune.total).toBe(10_000 + 20_000 + 20_000);
    expect(toAct(s)).toEqual([1]);
  });

  // "The dividends they pay are announced in the OIL NEWS cards." OIL NEWS: "the instructions on OIL NEWS
  // cards are to be observed by all players."
  it('an OIL NEWS dividend drawn by one player pays every holder by the block, the drawer too', () => {
    const s = bare(3, 'outside-dividend');
    withShares(s, 0, 1);
    withShares(s, 2, 3);
    parkOn(s, 0, 0);
    onTop(s.oilNews, 'news-10'); // Refinery record year: £5,000 a block
    throwDie(s, 3); // OIL NEWS 3
    expect(cash(s)).toEqual([305_000, 300_000, 315_000]);
    expect(toAct(s)).toEqual([1]);
  });

  // "As soon as you reach or pass one of these squares, mark one week's production for ALL your wells. With
  // regard to Kuwait wells … one hole; Iraq wells, 10 to 14, two holes; and Qatar, Iran and Trinidad wells,
  // one hole."
  it('a throw from START to PRODUCTION 6 passes PRODUCTION 2 too: two weeks for every well, by its holes', () => {
    const s = bare(2, 'outside-production');
    giveWell(s, 0, 1); // Burgan: 9,000 t a hole
    giveWell(s, 0, 8); // Magwa: 4,500 t a hole
    giveWell(s, 0, 12); // Bai Hassan (Iraq): 2,250 t a hole, two a week
    giveWell(s, 0, 16); // Agha Jari (Iran): 4,500 t
    giveWell(s, 1, 18); // the other player's Trinidad well marks nothing
    throwDie(s, 6);
    const v = view(s);
    const tonsOf = (card: number) => v.players[0]!.wells.find((w) => w.card === card)!.tons;
    expect([tonsOf(1), tonsOf(8), tonsOf(12), tonsOf(16)]).toEqual([18_000, 9_000, 9_000, 9_000]);
    expect(v.players[0]!.stores).toMatchObject({ kuwait: 27_000, iraq: 9_000, iran: 9_000 });
    expect(v.players[1]!.wells[0]!.tons).toBe(0);
    // 27,000 t in Kuwait: the charter is legal on the next turn of this player, before their throw.
    expect(toAct(s)).toEqual([1]);
    expect(legal(s, 1)).toEqual([{ type: 'roll' }]);
  });

  // HOLIDAY: "on your next turn, and on all succeeding turns until you reach the square marked END OF HOLIDAY,
  // you can move your tanker-lorry only one stop at a time along the air route … Your holiday trip ends
  // immediately after a PRODUCTION square, but you are not permitted to make a production marking."
  it('HOLIDAY, the other seat playing between: two stops, END OF HOLIDAY unmarked, then a walk marks again', () => {
    const s = bare(2, 'outside-holiday');
    giveWell(s, 0, 15); // Dukhan (Qatar): 4,500 t a week
    parkOn(s, 0, 5);
    parkOn(s, 1, 8);
    throwDie(s, 2); // 5 → 7 HOLIDAY, passing PRODUCTION 6: a week marked
    expect(view(s).players[0]!.wells[0]!.tons).toBe(4_500);
    expect(view(s).players[0]!.trip).toBe('holiday');
    // Seat 1 plays between: its own excursion (to 10, to Kwinana, back to 12), then HELICOPTER 13, declined.
    throwDie(s, 2); // seat 1: 8 → 10
    throwDie(s, 6); // seat 0 flies one stop whatever the die: Beirut
    expect(view(s).players[0]!.lorry).toEqual({ where: 'air', stop: 0 });
    throwDie(s, 5); // seat 1: to Kwinana
    throwDie(s, 6); // seat 0: Nice
    expect(view(s).players[0]!.lorry).toEqual({ where: 'air', stop: 1 });
    throwDie(s, 5); // seat 1: back to 12
    throwDie(s, 1); // seat 0 lands on END OF HOLIDAY 19, after PRODUCTION 18, unmarked
    let v = view(s);
    expect(v.players[0]!.lorry).toEqual({ where: 'loop', square: 19 });
    expect(v.players[0]!.square).toBe('endOfHoliday');
    expect(v.players[0]!.wells[0]!.tons).toBe(4_500);
    throwDie(s, 1); // seat 1: HELICOPTER 13
    play(s, 1, { type: 'endTurn' });
    throwDie(s, 6); // 19 → 25, PRODUCTION: marked
    v = view(s);
    expect(v.players[0]!.lorry).toEqual({ where: 'loop', square: 25 });
    expect(v.players[0]!.wells[0]!.tons).toBe(9_000);
  });

  // "This square represents the modern technical equipment used in oil-prospecting. When you reach it you may
  // move onto the next but one square to start drilling. The cost is reduced from £50,000 to £15,000."
  // Test drilling: "When your next turn comes round, move the lorry down as many sections as shown by your die
  // throw … If you have to abandon drilling because there is no oil, all you do is move your lorry back to START."
  it('HELICOPTER with £16,000: flies for £15,000, drills on the next turn, a dry hole sends it to START', () => {
    const s = bare(2, 'outside-heli');
    s.players[0]!.cash = 16_000;
    parkOn(s, 0, 9);
    parkOn(s, 1, 8);
    throwDie(s, 4); // 13 HELICOPTER
    expect(legalTypes(s, 0)).toEqual(['helicopter', 'endTurn']);
    play(s, 0, { type: 'helicopter' });
    expect(cash(s)[0]).toBe(1_000);
    expect(view(s).players[0]!.lorry).toEqual({ where: 'drilling', section: -1 });
    expect(toAct(s)).toEqual([1]);
    throwDie(s, 2); // seat 1: Kwinana
    throwDie(s, 4); // section 4: salt water, dry
    expect(view(s).players[0]!.lorry).toEqual({ where: 'loop', square: 0 });
    expect(cash(s)[0]).toBe(1_000);
    expect(view(s).players[0]!.wells).toEqual([]);
    expect(toAct(s)).toEqual([1]);
  });

  // "If you strike oil-producing rock, you receive a concession card (the one at the top of the pile) and move
  // your lorry back to Start on the game board. Place a derrick on the zero column." "The drilling process may
  // incur additional expense for you."
  it('a test well: £50,000, then £20,000 of lost circulation, then oil: the top concession at zero, back to START', () => {
    const s = bare(2, 'outside-drill');
    parkOn(s, 0, 0);
    parkOn(s, 1, 8);
    throwDie(s, 4); // TEST DRILLING 4
    expect(legalTypes(s, 0)).toEqual(['drill', 'endTurn']);
    play(s, 0, { type: 'drill' });
    expect(cash(s)[0]).toBe(250_000);
    throwDie(s, 2); // seat 1 → Kwinana
    throwDie(s, 5); // section 5: lost circulation, £20,000
    expect(cash(s)[0]).toBe(230_000);
    expect(view(s).players[0]!.lorry).toEqual({ where: 'drilling', section: 4 });
    throwDie(s, 1); // seat 1 → Kwinana, one step
    const top = s.concessions.at(-1)!;
    const pile = view(s).piles.concessions;
    throwDie(s, 1); // section 6: the shallow pay sand, oil
    const v = view(s);
    expect(v.players[0]!.wells.map((w) => [w.card, w.tons])).toEqual([[top, 0]]);
    expect(v.piles.concessions).toBe(pile - 1);
    expect(v.players[0]!.lorry).toEqual({ where: 'loop', square: 0 });
    expect(v.players[0]!.cash).toBe(230_000);
    expect(toAct(s)).toEqual([1]);
  });
});

describe('deals: the seed’s two examples', () => {
  // "You have 18,000 tons of oil stores at Burgan; you need 27,000 tons in order to charter a tanker. One of the
  // players may have a surplus of oil stores, there is nothing to prevent him selling it to you, providing it is
  // in the same area. You buy 9,000 tons at the best price you can get by bargaining, which gives you enough oil
  // to charter a tanker."
  it('9,000 t from another player’s Kuwait well makes 18,000 t at Burgan a charter; Qatar oil may not', () => {
    const s = bare(2, 'outside-oil-deal');
    giveWell(s, 0, 1, 18_000); // Burgan
    giveWell(s, 1, 7, 13_500); // Magwa: Kuwait too, another field
    giveWell(s, 1, 15, 18_000); // Dukhan: Qatar, the same Gulf circle but another area
    expect(view(s).players[0]!.canCharterAt).toEqual([]);
    expect(legal(s, 0)).not.toContainEqual({ type: 'charter', port: 'mina-al-ahmadi' });
    refused(s, 0, deal(1, 'buy', { kind: 'stores', area: 'qatar', tons: 9_000 }, 50_000), 'bad-deal');
    act(s, 0, deal(1, 'buy', { kind: 'stores', area: 'kuwait', tons: 9_000 }, 55_000));
    // The game waits on the answer.
    expect(toAct(s)).toEqual([1]);
    const offer = view(s).offers[0]!;
    play(s, 1, { type: 'acceptDeal', offer: offer.id });
    const v = view(s);
    expect(v.players[0]!.stores.kuwait).toBe(27_000);
    expect(v.players[1]!.stores.kuwait).toBe(4_500);
    expect(v.players[1]!.stores.qatar).toBe(18_000);
    expect(cash(s)).toEqual([245_000, 355_000]);
    expect(v.players[0]!.canCharterAt).toEqual(['mina-al-ahmadi']);
    expect(toAct(s)).toEqual([0]);
    play(s, 0, { type: 'charter', port: 'mina-al-ahmadi' });
    expect(view(s).players[0]!.stores.kuwait).toBe(
      27_000 - view(s).tankers.find((t) => t.voyage)!.voyage!.tons,
    );
  });

  // "One of you fellow players may be on the verge of ruin after receiving orders to make a substantial payment
  // beyond the cash he has in hand. However, he may hold several blocks of shares. If you are in a solvent
  // position, you may offer to buy shares from him at a price you agree upon … he is spared the loss of a well."
  it('a MEMO bill beyond the cash: a solvent player buys two blocks below price, the debt is paid, the well kept', () => {
    const s = bare(2, 'outside-ruin');
    giveWell(s, 0, 16, 4_500);
    withShares(s, 0, 3);
    s.players[0]!.cash = 5_000;
    parkOn(s, 0, 0);
    parkOn(s, 1, 8);
    onTop(s.memo, 'memo-12'); // Concession dispute: pay £30,000
    throwDie(s, 1); // MEMO 1
    let v = view(s);
    expect(v.moment).toBe('insolvency');
    expect(v.players[0]!.cash).toBe(0);
    expect(v.players[0]!.debt).toBe(25_000);
    expect(toAct(s)).toEqual([0]);
    // The solvent player may act although not asked: offer to buy.
    expect(meritOil.status(s).mayAct).toEqual([1]);
    // The debtor may not sell a well while holding shares.
    refused(s, 0, { type: 'sellWell', card: 16 }, 'sell-shares-first');
    act(s, 1, deal(0, 'buy', { kind: 'shares', company: 'refinery', blocks: 2 }, 34_000));
    expect(toAct(s)).toEqual([0]);
    play(s, 0, { type: 'acceptDeal', offer: view(s).offers[0]!.id });
    v = view(s);
    expect(v.players[0]!.debt).toBe(0);
    expect(v.players[0]!.cash).toBe(9_000);
    expect(v.players[0]!.shares.refinery).toBe(1);
    expect(v.players[1]!.shares.refinery).toBe(2);
    expect(v.players[1]!.cash).toBe(266_000);
    expect(v.players[0]!.wells.map((w) => w.card)).toEqual([16]);
    // The debt settled, the turn (MEMO 1: no choice) is over.
    expect(toAct(s)).toEqual([1]);
  });
});

describe('debt, the bank and the end', () => {
  // Design (rules page, Insolvency): with no shares, a well is sold to the bank at half its card value, its
  // stores with it; with nothing left, bankruptcy. With two players, one bankrupt ends the game.
  it('a drilling cost beyond the cash with no shares: the well goes to the bank at half value; then play goes on', () => {
    const s = bare(2, 'outside-well-sale');
    giveWell(s, 0, 18, 9_000); // Forest Reserve, £90,000
    s.players[0]!.cash = 5_000;
    s.players[0]!.lorry = { where: 'drilling', section: 4 }; // on section 5: the next throw of 2 is section 7
    parkOn(s, 1, 8);
    throwDie(s, 2); // high-pressure gas: £30,000
    let v = view(s);
    expect(v.players[0]!.debt).toBe(25_000);
    expect(legal(s, 0)).toEqual([{ type: 'sellWell', card: 18 }]);
    play(s, 0, { type: 'sellWell', card: 18 });
    v = view(s);
    expect(v.players[0]!.wells).toEqual([]);
    expect(v.players[0]!.debt).toBe(0);
    expect(v.players[0]!.cash).toBe(45_000 - 25_000);
    expect(toAct(s)).toEqual([1]);
  });

  it('with two players, a bankruptcy ends the game at once and the survivor wins with their fortune', () => {
    const s = bare(2, 'outside-bankrupt');
    giveWell(s, 1, 16, 4_500);
    s.players[0]!.cash = 5_000;
    parkOn(s, 0, 0);
    onTop(s.memo, 'memo-12'); // pay £30,000 with £5,000, no shares, no wells
    throwDie(s, 1);
    const st = meritOil.status(s);
    expect(st.over).toBe(true);
    expect(st.result!.winners).toEqual([1]);
    expect(view(s).players[0]!.bankrupt).toBe(true);
    expect(st.scores).toEqual([0, 300_000 + 90_000 + 31_500]);
  });

  // "The game ends when all the bills of lading are used up … The player who has amassed the biggest fortune in
  // oil wells, stores, shares and cash is declared the winner."
  it('the last bill sold on seat 0’s throw ends the game at the end of that turn; seat 1 plays no more', () => {
    const s = bare(2, 'outside-last-bill');
    giveWell(s, 0, 13, 18_000);
    giveWell(s, 1, 1, 45_000); // Burgan, full: £180,000 + £315,000 in store
    lastBillLeft(s, 'tripoli', 16);
    parkOn(s, 0, 12);
    play(s, 0, { type: 'charter', port: 'tripoli' }); // 9,000 t of 18,000 for Genoa, £3,000
    play(s, 0, { type: 'declineInsurance' });
    // Seat 1's Burgan oil cannot sail: no bill is left at Mina al Ahmadi.
    expect(legal(s, 1)).toEqual([]);
    throwDie(s, 3); // 12 → 15 TEST DRILLING; the tanker reaches Genoa: £88,000
    expect(meritOil.status(s).over).toBe(false);
    // The turn is not over while its choice is open; ending it ends the game.
    play(s, 0, { type: 'endTurn' });
    const st = meritOil.status(s);
    expect(st.over).toBe(true);
    const f0 = 300_000 - 3_000 + 88_000 + 90_000 + 9_000 * 7;
    const f1 = 300_000 + 180_000 + 45_000 * 7;
    expect(st.scores).toEqual([f0, f1]);
    expect(st.result!.winners).toEqual([1]);
  });
});

describe('the bills of lading used up', () => {
  // "The game ends when all the bills of lading are used up." Design (rules page, The end): a bill is used once
  // its cargo is sold or lost (the seed: after the sale it "is placed to one side and removed from the game"),
  // so the game goes on while the last cargo is at sea, and ends at the end of the turn it arrives in.
  it('the last bill drawn does not end the game: its cargo sails on over the others’ turns and ends it on arrival', () => {
    const s = bare(2, 'outside-used-up');
    giveWell(s, 0, 13, 18_000);
    giveWell(s, 1, 16, 9_000); // Iran oil enough for Bandar Mashur, whose pile is empty
    lastBillLeft(s, 'tripoli', 17); // Fawley, 8 stages
    parkOn(s, 0, 8);
    parkOn(s, 1, 8);
    play(s, 0, { type: 'charter', port: 'tripoli' });
    play(s, 0, { type: 'declineInsurance' });
    expect(Object.values(view(s).piles.bills)).toEqual([0, 0, 0, 0, 0]);
    throwDie(s, 2); // 8 → 10; the tanker two stages on, six to go
    expect(meritOil.status(s).over).toBe(false);
    // The other player plays on, and cannot charter: no bill is left at any port.
    expect(view(s).players[1]!.canCharterAt).toEqual([]);
    expect(legal(s, 1)).toEqual([{ type: 'roll' }]);
    throwDie(s, 2); // seat 1: 8 → 10
    throwDie(s, 5); // seat 0 goes to Kwinana; the tanker five stages on, one to go
    expect(meritOil.status(s).over).toBe(false);
    throwDie(s, 5); // seat 1 goes to Kwinana
    const before = cash(s)[0]!;
    throwDie(s, 1); // seat 0 returns to PRODUCTION 12; the tanker reaches Fawley: the last bill is used
    const st = meritOil.status(s);
    expect(st.over).toBe(true);
    expect(st.result!.ending).toBe('bills');
    expect(cash(s)[0]).toBe(before + 176_500);
  });
});

describe('who acts next', () => {
  // OIL NEWS "instructions … are to be observed by all players": a levy drawn by one player may put another in
  // debt. Design (rules page, Insolvency): "Before play goes on, every debtor raises the money".
  it('a levy puts another player in debt: only the debtor is asked, then play goes on to the next seat', () => {
    const s = newGame(3, 'outside-levy'); // two starting wells each
    withShares(s, 2, 2);
    s.players[2]!.cash = 4_000;
    parkOn(s, 0, 0);
    onTop(s.oilNews, 'news-17'); // everyone pays £5,000 a well
    throwDie(s, 3);
    expect(cash(s)).toEqual([290_000, 290_000, 0]);
    expect(view(s).players[2]!.debt).toBe(6_000);
    expect(toAct(s)).toEqual([2]);
    expect(legal(s, 0).filter((a) => a.type === 'roll' || a.type === 'endTurn')).toEqual([]);
    refused(s, 1, { type: 'roll' }, 'wrong-moment');
    // Design: the bank buys a block at 80 % of today's price (£16,000 of £20,000); what is over pays into cash.
    play(s, 2, { type: 'sellShares', company: 'refinery', blocks: 1 });
    const v = view(s);
    expect(v.players[2]!.debt).toBe(0);
    expect(v.players[2]!.cash).toBe(16_000 - 6_000);
    expect(v.players[2]!.shares.refinery).toBe(1);
    expect(v.shares.refinery.bankBlocks).toBe(24);
    // Seat 0's turn (OIL NEWS: no choice) is over: seat 1 is next, not seat 0 again nor the debtor.
    expect(toAct(s)).toEqual([1]);
    expect(v.current).toBe(1);
  });

  // Design (rules page, The end): "a game with one player left in business ends there"; otherwise a bankrupt
  // seat is passed over.
  it('a player bankrupted by another’s OIL NEWS card is passed over from then on', () => {
    const s = bare(3, 'outside-skip');
    giveWell(s, 0, 16);
    giveWell(s, 1, 17);
    giveWell(s, 2, 18);
    s.players[1]!.cash = 0;
    parkOn(s, 0, 0);
    parkOn(s, 2, 8);
    onTop(s.oilNews, 'news-17');
    throwDie(s, 3); // seat 1 owes £5,000 with no cash and no shares: it must sell its only well
    expect(legal(s, 1)).toEqual([{ type: 'sellWell', card: 17 }]);
    play(s, 1, { type: 'sellWell', card: 17 }); // £45,000 pays £5,000: £40,000 left, no well
    expect(cash(s)[1]).toBe(40_000);
    expect(toAct(s)).toEqual([1]);
    // Seat 1 plays on with cash alone (nothing bankrupts a player who owes nothing).
    parkOn(s, 1, 12);
    onTop(s.memo, 'memo-12'); // MEMO 14: pay £30,000
    throwDie(s, 2);
    expect(cash(s)[1]).toBe(10_000);
    expect(toAct(s)).toEqual([2]);
    throwDie(s, 2); // seat 2: Kwinana excursion
    parkOn(s, 0, 8);
    throwDie(s, 2); // seat 0: Kwinana excursion
    parkOn(s, 1, 12);
    onTop(s.memo, 'memo-12');
    throwDie(s, 2); // seat 1: £30,000 with £10,000, nothing to sell: bankrupt
    expect(view(s).players[1]!.bankrupt).toBe(true);
    expect(meritOil.status(s).over).toBe(false);
    expect(toAct(s)).toEqual([2]);
    throwDie(s, 3); // seat 2 goes to Kwinana
    throwDie(s, 3); // seat 0 goes to Kwinana
    expect(toAct(s)).toEqual([2]);
    expect(meritOil.status(s).scores[1]).toBe(0);
  });

  // Design (rules page, A turn): "A turn with nothing left to choose after the roll ends by itself (it waits for
  // you only while a deal offer of yours is open: once it is answered, the turn ends)."
  it('an offer made before the throw holds the turn open until it is answered; the answer ends the turn', () => {
    const s = newGame(2, 'outside-offer');
    withShares(s, 0, 1);
    parkOn(s, 0, 8);
    parkOn(s, 1, 8);
    act(s, 0, deal(1, 'sell', { kind: 'shares', company: 'refinery', blocks: 1 }, 22_000));
    // Before the throw the game waits on the answer; the maker may still act (throw, withdraw).
    expect(toAct(s)).toEqual([1]);
    expect(meritOil.status(s).mayAct).toEqual([0]);
    rigDie(s, 2);
    act(s, 0, { type: 'roll' }); // 8 → 10, Kwinana excursion: no choice
    expect(toAct(s)).toEqual([1]);
    expect(view(s).current).toBe(0);
    play(s, 1, { type: 'acceptDeal', offer: view(s).offers[0]!.id });
    expect(cash(s)).toEqual([322_000, 278_000]);
    expect(view(s).players.map((p) => p.shares.refinery)).toEqual([0, 1]);
    expect(view(s).current).toBe(1);
    expect(toAct(s)).toEqual([1]);
  });

  // "The game ends … at a time previously agreed upon by the players" (the `length` option: short, 20 rounds).
  it('a short game ends after the last seat’s turn of round 20, not before', () => {
    const s = newGame(2, 'outside-rounds', 'short');
    s.round = 20;
    parkOn(s, 0, 8);
    parkOn(s, 1, 8);
    throwDie(s, 2);
    expect(meritOil.status(s).over).toBe(false);
    expect(toAct(s)).toEqual([1]);
    throwDie(s, 2);
    const st = meritOil.status(s);
    expect(st.over).toBe(true);
    expect(st.toAct).toEqual([]);
    expect(legal(s, 0)).toEqual([]);
    refused(s, 0, { type: 'roll' }, 'game-over');
    // Equal fortunes (both untouched but for the same wells' worth): the win is shared.
    expect(st.scores[0]).toBe(st.scores[1]);
    expect(st.result!.winners).toEqual([0, 1]);
  });
});
