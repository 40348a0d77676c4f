/** Merit's "Oil" set-up, one test per sentence of the seed about it (the sentence is quoted above each). */
import { describe, expect, it } from 'vitest';
import { meritOil } from '../../../src/games/merit-oil';
import {
  BILLS_OF_LADING,
  DESTINATIONS,
  SHARES,
  SHIPPING_PORTS,
  STARTING_CASH,
  TANKERS,
} from '../../../src/games/merit-oil/data';
import { checkInvariants } from '../../../src/games/merit-oil/invariants';
import { newGame } from './helpers';

describe('set-up', () => {
  // "Oil can be played by two to six persons; a seventh person may act as banker."
  it('two to six players; the bot is the banker', () => {
    expect(meritOil.players).toEqual({ min: 2, max: 6 });
    for (let n = 2; n <= 6; n++) expect(newGame(n).players).toHaveLength(n);
  });

  // "1. To find sources of oil worth exploiting by means of prospecting and drilling test wells."
  // "2. To obtain oil from the wells and transport it to refineries in Europe and Australia."
  it('the aims: wells to find by drilling, and oil to ship to refineries in Europe and Australia', () => {
    const s = newGame(4);
    expect(s.concessions.length).toBeGreaterThan(0); // wells still to be found
    const europeOrAustralia = new Set<string>(DESTINATIONS);
    for (const b of BILLS_OF_LADING) expect(europeOrAustralia.has(b.destination)).toBe(true);
    expect(BILLS_OF_LADING.some((b) => b.destination === 'kwinana')).toBe(true);
  });

  // "In the absence of a banker, appoint one of the players to take care of the bank and another to make
  // markings on the board. Otherwise a banker can be given both these duties."
  it('the game keeps the bank and the markings: every pound and ton is accounted for', () => {
    const s = newGame(4);
    expect(checkInvariants(s)).toEqual([]);
    s.players[0]!.cash += 1; // money from nowhere is caught
    expect(checkInvariants(s).join()).toMatch(/money/);
  });

  // "Each player receives starting capital consisting of notes to the value of £300,000 and oil wells. The
  // wells are represented by concession cards; the players draw lots to determine who gets cards 13 to 18.
  // The others are not used at this stage."
  it('£300,000 each and wells 13–18 by lot; cards 1–12 are not dealt', () => {
    for (const n of [2, 3, 4, 6]) {
      const s = newGame(n, `lots-${n}`);
      const dealt = s.players.flatMap((p) => p.wells.map((w) => w.card));
      for (const p of s.players) {
        expect(p.cash).toBe(STARTING_CASH);
        expect(p.wells).toHaveLength(Math.floor(6 / n));
      }
      for (const c of dealt) expect(c).toBeGreaterThanOrEqual(13);
    }
    // By lot: different seeds deal the cards differently.
    const deals = new Set<string>();
    for (let i = 0; i < 20; i++)
      deals.add(JSON.stringify(newGame(6, `lot-${i}`).players.map((p) => p.wells[0]!.card)));
    expect(deals.size).toBeGreaterThan(1);
  });

  // "Place a derrick in the zero column, next to the number of each well on the marking board, to mark the
  // wells which are in operation at the outset."
  it('each starting well’s derrick is in the zero column', () => {
    for (const p of newGame(3).players) for (const w of p.wells) expect(w.tons).toBe(0);
  });

  // "Shuffle the remaining concession cards and lay them face down on the board square marked "Concessions"."
  it('the remaining concession cards are shuffled face down: the view shows only how many', () => {
    const a = newGame(4, 'c1');
    const b = newGame(4, 'c2');
    expect(a.concessions).toHaveLength(18 - 4);
    expect([...a.concessions].sort((x, y) => x - y)).toEqual([...b.concessions].sort((x, y) => x - y));
    expect(a.concessions.join()).not.toBe(b.concessions.join());
    const v = meritOil.view(a, null);
    expect(v.piles.concessions).toBe(14);
    expect(JSON.stringify(v)).not.toContain('"concessions":[');
  });

  // "Shuffle OIL NEWS cards and MEMO cards separately and lay them face down on the appropriate game board
  // squares."
  it('OIL NEWS and MEMO are shuffled separately and lie face down', () => {
    const a = newGame(4, 'd1');
    const b = newGame(4, 'd2');
    expect(a.memo.every((id) => id.startsWith('memo-'))).toBe(true);
    expect(a.oilNews.every((id) => id.startsWith('news-'))).toBe(true);
    expect(a.memo.join()).not.toBe(b.memo.join());
    expect(a.oilNews.join()).not.toBe(b.oilNews.join());
    const v = meritOil.view(a, 0);
    expect(v.piles.memo).toBe(a.memo.length);
    expect(JSON.stringify(v)).not.toContain(a.memo.at(-1)!);
  });

  // "Split the 36 bills of lading into five piles, one for each oil shipping port (Mina al Ahmadi, Tripoli,
  // Umm Said, Bandar Mashur and Port of Spain)."
  it('36 bills of lading in five piles, one per shipping port', () => {
    const s = newGame(4);
    expect(Object.keys(s.bills).sort()).toEqual([...SHIPPING_PORTS].sort());
    let total = 0;
    for (const port of SHIPPING_PORTS) {
      for (const id of s.bills[port]) expect(BILLS_OF_LADING[id - 1]!.port).toBe(port);
      total += s.bills[port].length;
    }
    expect(total).toBe(36);
  });

  // "Shuffle each pile and place it face down (that is, with name of port on the top) nearest to the player
  // who is taking care of the bank."
  it('each pile is shuffled and face down: only its size is public', () => {
    const orders = new Set<string>();
    for (let i = 0; i < 10; i++) orders.add(newGame(4, `b-${i}`).bills['mina-al-ahmadi'].join());
    expect(orders.size).toBeGreaterThan(1);
    const v = meritOil.view(newGame(4), null);
    expect(v.piles.bills['mina-al-ahmadi']).toBe(12);
  });

  // "The bank is also the depository of the Refinery and Shipping Company share blocks and the insurance
  // policies."
  it('the bank holds every share block at the start; nobody holds a policy', () => {
    const s = newGame(4);
    expect(s.bankShares).toEqual({ refinery: SHARES.refinery.blocks, shipping: SHARES.shipping.blocks });
    for (const p of s.players) expect(p.shares).toEqual({ refinery: 0, shipping: 0 });
    for (const t of TANKERS) expect(s.tankers[t]).toBeNull();
  });

  // "The four tankers are held in safe-keeping by the score-board marker. Place a derrick alongside "1" in the
  // column headed "FREIGHT QUOTATION""
  it('four tankers wait with the marker; the freight quotation starts at 1', () => {
    const s = newGame(4);
    expect(Object.keys(s.tankers)).toHaveLength(4);
    const v = meritOil.view(s, null);
    expect(v.tankers.every((t) => t.voyage === null)).toBe(true);
    expect(v.freightLevel).toBe(1);
  });

  // "The chief piece used in play is the tanker-lorry. Each player gets one lorry and places it on the game
  // board square marked "START"."
  it('every lorry starts on START', () => {
    for (const p of newGame(5).players) expect(p.lorry).toEqual({ where: 'loop', square: 0 });
  });
});
