/**
 * The seed audit: black-box scenarios for the seed's sentences (shared/seeds/002_0dabc9002819b434.txt) whose
 * exact amounts or edge cases no other merit-oil test checks. Each test quotes the sentence it checks; a
 * designed value it relies on is named as such (docs/rules/merit-oil.md).
 */
import { describe, expect, it } from 'vitest';
import { meritOil } from '../../../src/games/merit-oil';
import type { MeritState } from '../../../src/games/merit-oil';
import { BOARD, STARTING_WELLS } from '../../../src/games/merit-oil/data';
import {
  act,
  bareGame,
  at,
  charterWith,
  giveWell,
  newGame,
  onTop,
  refused,
  rigDie,
  roll,
  turnOf,
} from './helpers';

/** A game where nobody owns a well (the starting wells go back to the pile): the test gives the wells. */
const bare = (seats = 4, seed = 'audit'): MeritState => bareGame(seats, seed);

const tonsOf = (s: MeritState, seat: number, card: number) =>
  s.players[seat]!.wells.find((w) => w.card === card)!.tons;

describe('set-up', () => {
  // "Oil can be played by two to six persons" … "the players draw lots to determine who gets cards 13 to 18.
  // The others are not used at this stage." … "Shuffle the remaining concession cards and lay them face down".
  it('2 to 6 players; wells only from 13–18, each dealt once; the pile holds 1–12 and the undealt rest', () => {
    expect(meritOil.players).toEqual({ min: 2, max: 6 });
    for (const n of [2, 3, 4, 5, 6]) {
      const s = newGame(n, `audit-lots-${n}`);
      const dealt = s.players.flatMap((p) => p.wells.map((w) => w.card));
      expect(new Set(dealt).size).toBe(dealt.length);
      for (const c of dealt) expect(STARTING_WELLS).toContain(c);
      // Design: floor(6 / n) each, so nobody starts with more wells than another.
      for (const p of s.players) expect(p.wells).toHaveLength(Math.floor(6 / n));
      const pile = [...s.concessions].sort((a, b) => a - b);
      const undealt = STARTING_WELLS.filter((c) => !dealt.includes(c));
      expect(pile).toEqual([...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], ...undealt].sort((a, b) => a - b));
    }
  });
});

describe('the throw', () => {
  // "Every turn entitles you to a throw of the die which tells you how many squares you can move your lorry."
  it('a turn cannot end before its throw; the throw is 1–6 and moves the lorry that many squares', () => {
    const s = newGame(4, 'audit-throw');
    at(s, 0, 20);
    refused(s, 0, { type: 'endTurn' }, 'wrong-moment');
    act(s, 0, { type: 'roll' });
    const n = s.lastRoll!;
    expect(n).toBeGreaterThanOrEqual(1);
    expect(n).toBeLessThanOrEqual(6);
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 20 + n });
  });
});

describe('MEMO and OIL NEWS', () => {
  // "Take the top card from the MEMO pile and follow its instructions. Unless you are ordered to keep the card,
  // return it - face down! - to the bottom of the pile. … The instructions apply to you personally."
  it('MEMO Bonus: £20,000 to the drawer alone, and the card goes to the bottom of the pile', () => {
    const s = bare(4, 'audit-memo');
    onTop(s.memo, 'memo-2');
    const size = s.memo.length;
    at(s, 0, 0);
    roll(s, 1);
    expect(BOARD[1]!.kind).toBe('memo');
    expect(s.players.map((p) => p.cash)).toEqual([320_000, 300_000, 300_000, 300_000]);
    expect(s.memo).toHaveLength(size);
    expect(s.memo[0]).toBe('memo-2');
    expect(s.players[0]!.kept).toEqual([]);
  });

  // "The same rules apply as for MEMO cards, except that the instructions on OIL NEWS cards are to be observed
  // by all players."
  it('OIL NEWS levy: every player pays £5,000 a well (three wells each with two players); card to the bottom', () => {
    const s = newGame(2, 'audit-news');
    onTop(s.oilNews, 'news-17');
    at(s, 0, 0);
    roll(s, 3); // OIL NEWS 3
    expect(s.players.map((p) => p.wells.length)).toEqual([3, 3]);
    expect(s.players.map((p) => p.cash)).toEqual([285_000, 285_000]);
    expect(s.oilNews[0]).toBe('news-17');
  });
});

describe('test drilling', () => {
  // "If you wish, and if you can afford to do so, you may drill a test well. … pay the stipulated cost of
  // £50,000."
  it('£49,999 cannot pay for a test well: the drill is refused, and waiving leaves the lorry on the square', () => {
    const s = newGame(4, 'audit-short');
    s.players[0]!.cash = 49_999;
    at(s, 0, 0);
    roll(s, 4);
    expect(BOARD[4]!.kind).toBe('testDrilling');
    refused(s, 0, { type: 'drill' }, 'cannot-afford');
    act(s, 0, { type: 'endTurn' });
    expect(s.players[0]!.cash).toBe(49_999);
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 4 });
    expect(s.current).toBe(1);
  });

  // "If you have to abandon drilling because there is no oil, all you do is move your lorry back to "Start" on
  // the game board." Design: the section landed on applies (section 4, salt water, is dry).
  it('a dry hole costs nothing more: no card, no payment, the lorry back on START', () => {
    const s = newGame(4, 'audit-dry');
    s.players[0]!.lorry = { where: 'drilling', section: -1 };
    turnOf(s, 0);
    const cash = s.players[0]!.cash;
    const pile = [...s.concessions];
    const wells = s.players[0]!.wells.length;
    roll(s, 4);
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 0 });
    expect(s.players[0]!.cash).toBe(cash);
    expect(s.concessions).toEqual(pile);
    expect(s.players[0]!.wells).toHaveLength(wells);
  });

  // HELICOPTER: "The cost is reduced from £50,000 to £15,000" and then the seed's drilling: "If you strike
  // oil-producing rock, you receive a concession card (the one at the top of the pile) and move your lorry
  // back to "Start" on the game board. Place a derrick on the zero column".
  it('a helicopter well struck on the next throw has cost £15,000 in all and gives the top card at zero', () => {
    const s = newGame(4, 'audit-heli');
    at(s, 0, 12);
    const cash = s.players[0]!.cash;
    roll(s, 1);
    act(s, 0, { type: 'helicopter' });
    expect(s.players[0]!.cash).toBe(cash - 15_000);
    const top = s.concessions.at(-1)!;
    turnOf(s, 0);
    roll(s, 6); // section 6, shallow pay sand: oil (sections passed cost nothing)
    expect(s.players[0]!.cash).toBe(cash - 15_000);
    expect(s.players[0]!.wells.at(-1)).toEqual({ card: top, tons: 0 });
    expect(s.concessions).not.toContain(top);
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 0 });
  });
});

describe('PRODUCTION', () => {
  // "With regard to Kuwait wells, numbered 1 to 9, this normally means moving the derrick one hole; Iraq
  // wells, 10 to 14, two holes". Design: Burgan holes are 9,000 t, Magwa and Ahmadi 4,500 t, Iraq 2,250 t.
  it('every Kuwait field moves one hole (Burgan, Magwa, Ahmadi); Bai Hassan (12) moves two', () => {
    const s = bare(4, 'audit-kuwait');
    for (const c of [1, 7, 9, 12]) giveWell(s, 0, c, 0);
    at(s, 0, 1);
    roll(s, 1);
    expect([1, 7, 9, 12].map((c) => tonsOf(s, 0, c))).toEqual([9_000, 4_500, 4_500, 4_500]);
    const holes = Object.fromEntries(meritOil.view(s, 0).players[0]!.wells.map((w) => [w.card, w.holes]));
    expect(holes).toEqual({ 1: 1, 7: 1, 9: 1, 12: 2 });
  });
});

describe('the holiday', () => {
  // "As soon as you reach or pass one of these squares, mark one week's production" and, of HOLIDAY, "If you
  // reach this square, you have to stop and leave for Europe by air."
  it('a throw that passes PRODUCTION and lands on HOLIDAY marks the week, then stops there for the flight', () => {
    const s = bare(4, 'audit-holiday');
    giveWell(s, 0, 16, 0);
    at(s, 0, 1);
    const memo = [...s.memo];
    const news = [...s.oilNews];
    roll(s, 6); // 2 PRODUCTION, 3 OIL NEWS, 4 drilling, 5 MEMO, 6 PRODUCTION, 7 HOLIDAY
    expect(BOARD[7]!.kind).toBe('holiday');
    expect(tonsOf(s, 0, 16)).toBe(9_000); // two weeks: 2 and 6
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 7 });
    expect(s.players[0]!.trip).toBe('holiday');
    expect(s.memo).toEqual(memo);
    expect(s.oilNews).toEqual(news);
    expect(s.current).toBe(1);
  });
});

describe('chartering', () => {
  // "Now place one of the tankers in the black circle marked on the Persian Gulf (representing the ports of
  // Mina al Ahmadi, Bandar Mashur and Umm Said). (For wells in other areas the appropriate ports of exit are
  // used, of course)." "A player is permitted to charter several tankers at the same time, provided of course
  // that tankers are available."
  it('the three Gulf ports start in the Gulf circle, Tripoli at Tripoli; a fifth charter finds no tanker', () => {
    const s = bare(4, 'audit-circle');
    giveWell(s, 0, 1, 27_000); // Kuwait
    giveWell(s, 0, 15, 18_000); // Qatar (design: 18,000 t)
    giveWell(s, 0, 16, 9_000); // Iran
    giveWell(s, 0, 13, 18_000); // Iraq
    giveWell(s, 0, 18, 9_000); // Trinidad
    at(s, 0, 0);
    for (const port of ['mina-al-ahmadi', 'umm-said', 'bandar-mashur', 'tripoli'] as const) {
      act(s, 0, { type: 'charter', port });
      act(s, 0, { type: 'declineInsurance' });
    }
    expect([s.tankers.red!.at, s.tankers.blue!.at, s.tankers.green!.at, s.tankers.yellow!.at]).toEqual([
      'persian-gulf',
      'persian-gulf',
      'persian-gulf',
      'tripoli',
    ]);
    expect(Object.values(s.tankers).every((v) => v!.owner === 0)).toBe(true);
    refused(s, 0, { type: 'charter', port: 'port-of-spain' }, 'no-tanker-free');
  });

  it('Trinidad oil leaves from Port of Spain', () => {
    const s = bare(4, 'audit-spain');
    giveWell(s, 0, 18, 9_000);
    at(s, 0, 0);
    act(s, 0, { type: 'charter', port: 'port-of-spain' });
    expect(s.tankers.red!.at).toBe('port-of-spain');
  });

  // "When placing a tanker in a black circle, mark the reduction of your supplies by moving one (or more)
  // derricks as many steps back as will equal your cargo." "In addition, you pay freight according to the
  // prevailing rates."
  it('an 18,000 t cargo from two Kirkuk wells moves their derricks back 8 holes of 2,250 t in all', () => {
    const s = bare(4, 'audit-derricks');
    giveWell(s, 0, 13, 11_250); // 5 holes each
    giveWell(s, 0, 14, 11_250);
    at(s, 0, 0);
    charterWith(s, 0, 'tripoli', 17); // Fawley, 18,000 t, 8 stages: £17,500 at quotation 1
    const holes = meritOil.view(s, 0).players[0]!.wells.map((w) => w.holes);
    expect(holes.reduce((a, b) => a + b, 0)).toBe(10 - 8);
    for (const c of [13, 14]) expect(tonsOf(s, 0, c) % 2_250).toBe(0);
    expect(tonsOf(s, 0, 13) + tonsOf(s, 0, 14)).toBe(4_500);
    expect(s.players[0]!.cash).toBe(300_000 - 17_500);
  });

  // "you pay freight according to the prevailing rates. These are given in the OIL NEWS cards (London Panel
  // Board) and are marked on the score-board." Design: level 2 is 1.5 × level 1, rounded to £500.
  it('after an OIL NEWS rise to quotation 2, an 18,000 t Gulf–Genoa cargo pays £26,000 freight', () => {
    const s = bare(4, 'audit-level2');
    onTop(s.oilNews, 'news-1');
    at(s, 0, 0);
    roll(s, 3);
    expect(s.freightLevel).toBe(2);
    giveWell(s, 0, 1, 27_000);
    turnOf(s, 0);
    const cash = s.players[0]!.cash;
    charterWith(s, 0, 'mina-al-ahmadi', 8); // Genoa, 18,000 t, 8 stages
    expect(s.players[0]!.cash).toBe(cash - 26_000);
    expect(tonsOf(s, 0, 1)).toBe(9_000);
  });

  // "As soon as you reach this quantity, you should charter a tanker if there is one available." Design: advice,
  // like "You will be acting wisely if you insure": the throw is not refused.
  it('a player with enough oil may still throw without chartering', () => {
    const s = bare(4, 'audit-advice');
    giveWell(s, 0, 1, 27_000);
    at(s, 0, 20);
    expect(meritOil.view(s, 0).players[0]!.canCharterAt).toEqual(['mina-al-ahmadi']);
    act(s, 0, { type: 'roll' });
    expect(Object.values(s.tankers).every((v) => v === null)).toBe(true);
  });
});

describe('the voyage and the sale', () => {
  // "You will be acting wisely if you insure your cargo. The premium is stated on the policy" … "When the tanker
  // reaches it port of destination, unload the cargo and receive payment for it from the bank at the prevailing
  // rate of exchange." … "After you sell the cargo, return the insurance policy and bill of lading. The latter is
  // placed to one side and removed from the game. The Tanker is then free for chartering afresh."
  it('Tripoli–Genoa, 18,000 t, insured: −£6,500 freight, −£6,300 premium, +£176,500 on arrival three stages on', () => {
    const s = bare(4, 'audit-sale');
    giveWell(s, 0, 13, 18_000);
    at(s, 0, 0);
    charterWith(s, 0, 'tripoli', 15, 'insure');
    expect(s.players[0]!.cash).toBe(300_000 - 6_500 - 6_300);
    expect(s.tankers.red!.insured).toBe(true);
    onTop(s.oilNews, 'news-9'); // the lorry's OIL NEWS 3: a dividend nobody holds shares for
    roll(s, 3);
    expect(s.players[0]!.cash).toBe(300_000 - 6_500 - 6_300 + 176_500);
    expect(s.tankers.red).toBeNull();
    expect(s.billsUsed).toContain(15);
    expect(Object.values(s.bills).some((pile) => pile.includes(15))).toBe(false);
  });
});

describe('the designed cards, as the rules page states them', () => {
  // Seed: MEMO "instructions apply to you personally". Page: "1 Royalties | pay £10,000 a Kuwait well";
  // "16 Survey fees | pay £5,000 a well".
  it('Royalties count only the drawer’s Kuwait wells; Survey fees count every well', () => {
    const s = bare(4, 'audit-royalties');
    for (const c of [1, 7, 13]) giveWell(s, 0, c, 0);
    giveWell(s, 1, 2, 0);
    onTop(s.memo, 'memo-1');
    at(s, 0, 0);
    roll(s, 1);
    expect(s.players[0]!.cash).toBe(300_000 - 20_000);
    expect(s.players[1]!.cash).toBe(300_000);
    onTop(s.memo, 'memo-16');
    at(s, 0, 0);
    roll(s, 1);
    expect(s.players[0]!.cash).toBe(300_000 - 20_000 - 15_000);
  });

  // Page: "3 Well fire | your well with the largest stores loses them"; "11 Extra production | mark a week for
  // all your wells".
  it('a well fire empties only the fullest well; extra production marks a week (Kuwait 1 hole, Iraq 2)', () => {
    const s = bare(4, 'audit-fire');
    giveWell(s, 0, 16, 9_000);
    giveWell(s, 0, 13, 13_500);
    onTop(s.memo, 'memo-3');
    at(s, 0, 0);
    roll(s, 1);
    expect([tonsOf(s, 0, 16), tonsOf(s, 0, 13)]).toEqual([9_000, 0]);
    giveWell(s, 0, 1, 0);
    onTop(s.memo, 'memo-11');
    at(s, 0, 0);
    roll(s, 1);
    expect([tonsOf(s, 0, 16), tonsOf(s, 0, 13), tonsOf(s, 0, 1)]).toEqual([13_500, 4_500, 9_000]);
  });

  // Seed: "As soon as your stores are filled, stop marking your production." A playtest read "Finn drew a MEMO
  // card: 'Extra production …'" and then nothing: whose stores were full went untold, where a PRODUCTION square
  // says "nothing marked (stores full)".
  it('extra production and a demand boom tell who marked nothing because their stores are full', () => {
    const s = bare(4, 'audit-full');
    giveWell(s, 0, 16, 22_500); // Agha Jari: a full store
    giveWell(s, 1, 17, 4_500);
    onTop(s.memo, 'memo-11');
    at(s, 0, 0);
    const memo = roll(s, 1).map((e) => e.text);
    expect(memo).toContain('{p0} marked nothing (stores full).');
    expect(tonsOf(s, 0, 16)).toBe(22_500);
    turnOf(s, 1);
    onTop(s.oilNews, 'news-16');
    at(s, 1, 1);
    const boom = roll(s, 2).map((e) => e.text); // passes PRODUCTION 2, lands on OIL NEWS 3
    expect(boom).toContain('{p0} marked nothing (stores full).');
    expect(boom).toContain('{p1} marked 4,500 t.');
    // Players without a well are not named: the card marks "all their wells", and they have none.
    expect(boom.filter((t) => t.includes('{p2}') || t.includes('{p3}'))).toEqual([]);
  });

  // Seed: "First move your tanker-lorry as you usually do and follow the instructions on any MEMO or OIL NEWS
  // card … The move your ship". Page: "8 Engine breakdown | your tanker longest at sea falls back 2 stages".
  it('an engine breakdown drawn by the lorry pulls the tanker back 2 stages before it sails the throw', () => {
    const s = bare(4, 'audit-breakdown');
    giveWell(s, 0, 13, 18_000);
    at(s, 0, 16);
    charterWith(s, 0, 'tripoli', 17); // Fawley: 8 stages
    roll(s, 3); // lorry to END OF HOLIDAY 19; tanker 3 stages out
    const route = meritOil.view(s, 0).tankers[0]!.voyage!;
    expect(route.route).toHaveLength(5);
    turnOf(s, 0);
    s.players[0]!.lorry = { where: 'loop', square: 5 };
    onTop(s.memo, 'memo-8');
    roll(s, 6); // lands on MEMO 11: back to 1 stage out, then 6 on: 7 of 8, not yet at Fawley
    expect(s.tankers.red).not.toBeNull();
    expect(meritOil.view(s, 0).tankers[0]!.voyage!.route).toEqual(['fawley']);
  });

  it('an engine breakdown says how far the tanker fell back: "1 stage", "2 stages"; one still in port stays there', () => {
    const breakdown = (sailed: number) => {
      const s = bare(4, 'audit-breakdown');
      giveWell(s, 0, 13, 18_000);
      at(s, 0, 16);
      charterWith(s, 0, 'tripoli', 17); // Fawley: 8 stages
      if (sailed > 0) {
        roll(s, sailed); // the tanker sails the throw
        turnOf(s, 0);
      }
      s.players[0]!.lorry = { where: 'loop', square: 5 };
      onTop(s.memo, 'memo-8');
      rigDie(s, 6); // lands on MEMO 11
      const events = act(s, 0, { type: 'roll' });
      return events.find((e) => e.kind === 'tankerDelay')?.text;
    };
    expect(breakdown(1)).toBe("{p0}'s red tanker fell back 1 stage.");
    expect(breakdown(3)).toBe("{p0}'s red tanker fell back 2 stages.");
    expect(breakdown(0)).toBe("{p0}'s red tanker was still in port: nothing happened.");
  });

  // Seed: OIL NEWS "instructions … are to be observed by all players". Page: "16 Demand boom | everyone marks a
  // week"; "18 Pipeline sabotaged | every Iraq well loses its stores".
  it('a demand boom marks a week for every player; the sabotaged pipeline empties every Iraq well, no other', () => {
    const s = bare(2, 'audit-boom');
    giveWell(s, 0, 16, 0);
    giveWell(s, 1, 13, 0);
    giveWell(s, 1, 17, 0);
    onTop(s.oilNews, 'news-16');
    at(s, 0, 0);
    roll(s, 3); // passes PRODUCTION 2 (seat 0 only), lands on OIL NEWS 3
    expect([tonsOf(s, 0, 16), tonsOf(s, 1, 13), tonsOf(s, 1, 17)]).toEqual([9_000, 4_500, 4_500]);
    giveWell(s, 0, 14, 6_750);
    onTop(s.oilNews, 'news-18');
    at(s, 0, 3);
    const lost = roll(s, 6) // 4 … 9 (OIL NEWS), passing PRODUCTION 6
      .filter((e) => e.kind === 'storesLost')
      .map((e) => e.text);
    expect([tonsOf(s, 0, 14), tonsOf(s, 1, 13)]).toEqual([0, 0]);
    // Each loss names its field, as the well fire's line does ("… at well 1 (Burgan).").
    expect(lost).toHaveLength(2);
    expect(lost[0]).toMatch(/^\{p0\} lost [\d,]+ t at well 14 \(Kirkuk\)\.$/);
    expect(lost[1]).toBe('{p1} lost 4,500 t at well 13 (Kirkuk).');
    expect([tonsOf(s, 0, 16), tonsOf(s, 1, 17)]).toEqual([13_500, 4_500]);
  });

  // Page: "13 Refinery shares up | +£5,000 a block"; "14 Shipping shares down | −£5,000 a block"; "moves prices
  // by £5,000 within £5,000–£40,000".
  it('share prices move by £5,000 and stop at £40,000 and £5,000', () => {
    const s = bare(4, 'audit-prices');
    /** Seat 0 lands on OIL NEWS (square 3) with `card` on top of the pile. */
    const news = (card: string) => {
      onTop(s.oilNews, card);
      at(s, 0, 0);
      roll(s, 3);
    };
    news('news-13');
    expect(s.sharePrice.refinery).toBe(25_000);
    s.sharePrice.refinery = 40_000;
    news('news-13');
    expect(s.sharePrice.refinery).toBe(40_000);
    news('news-14');
    expect(s.sharePrice.shipping).toBe(15_000);
    s.sharePrice.shipping = 5_000;
    news('news-14');
    expect(s.sharePrice.shipping).toBe(5_000);
  });
});
