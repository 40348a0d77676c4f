/** Chartering, insurance and tankers at sea: one test per seed sentence (quoted above each). */
import { describe, expect, it } from 'vitest';
import { meritOil } from '../../../src/games/merit-oil';
import { pounds } from '../../../src/games/merit-oil/words';
import { BILLS_OF_LADING, PORTS, insurancePayout, insurancePremium } from '../../../src/games/merit-oil/data';
import { arrivalChance } from '../../../src/games/merit-oil/bots';
import { seaRoute } from '../../../src/games/merit-oil/sea';
import { Rng } from '../../../src/games/rng';
import type { MeritState } from '../../../src/games/merit-oil';
import { act, at, billOnTop, giveWell, newGame, onTop, refused, roll, texts, turnOf } from './helpers';

const bill = (id: number) => BILLS_OF_LADING[id - 1]!;

/** Seat 0 owns Burgan well 1 with `tons` in store, before its roll on START. */
function kuwaitGame(tons: number): MeritState {
  const s = newGame(4, 'ship');
  giveWell(s, 0, 1, tons);
  at(s, 0, 0);
  return s;
}

describe('oil stores and the charter threshold', () => {
  // "In due course your well-head supplies of oil will accumulate and start moving by pipeline down to the
  // ports for shipment to the refineries of Europe and Australia."
  it('production accumulates in the stores of each area, shipped from its port', () => {
    const s = newGame(4, 'acc');
    const well = s.players[0]!.wells[0]!;
    at(s, 0, 1);
    roll(s, 1);
    const v = meritOil.view(s, 0).players[0]!;
    expect(v.wells[0]!.tons).toBeGreaterThan(0);
    expect(v.stores[v.wells[0]!.area]).toBe(well.tons);
    expect(v.wells[0]!.port).toBe(Object.entries(PORTS).find(([, p]) => p.area === v.wells[0]!.area)![0]);
  });

  // "If you own one or more wells in Kuwait (1-9), for example, you are in a position to charter tankers
  // ranging from 9,000 to 27,000 tons (the figures refer to cargo capacity). But since you do not know the size
  // of a ship in advance, you cannot charter any ship until your oil production amounts to 27,000 tons (either
  // from one well or from several combined). In Iran you need 9,000 tons; Lebanon 18,000 and Trinidad 9,000."
  it('no charter below the biggest tanker at the port: Kuwait 27,000 t (wells combined), Iran 9,000, Lebanon 18,000, Trinidad 9,000', () => {
    const s = kuwaitGame(18_000);
    refused(s, 0, { type: 'charter', port: 'mina-al-ahmadi' }, 'not-enough-oil');
    giveWell(s, 0, 7, 9_000); // Magwa: 18,000 + 9,000 combined
    act(s, 0, { type: 'charter', port: 'mina-al-ahmadi' });
    const sizes = BILLS_OF_LADING.filter((b) => b.port === 'mina-al-ahmadi').map((b) => b.tons);
    expect(Math.min(...sizes)).toBe(9_000);
    expect(Math.max(...sizes)).toBe(27_000);
    const cases: [number, keyof MeritState['bills'], number][] = [
      [16, 'bandar-mashur', 9_000],
      [13, 'tripoli', 18_000],
      [18, 'port-of-spain', 9_000],
    ];
    for (const [card, port, need] of cases) {
      const g = newGame(4, `t-${card}`);
      giveWell(g, 0, card, need - 1);
      at(g, 0, 0);
      refused(g, 0, { type: 'charter', port }, 'not-enough-oil');
      g.players[0]!.wells.find((w) => w.card === card)!.tons = need;
      act(g, 0, { type: 'charter', port });
    }
  });
});

describe('chartering', () => {
  // "As soon as you reach this quantity, you should charter a tanker if there is one available. If there is
  // one, remove the top bill of lading from the pile of cards pertaining to the port of Mina al Ahmadi. As is
  // noted on the concession cards, this is the port of exit for the Burgan wells (Kuwait). Now place one of the
  // tankers in the black circle marked on the Persian Gulf (representing the ports of Mina al Ahmadi, Bandar
  // Mashur and Umm Said). (For wells in other areas the appropriate ports of exit are used, of course)."
  it('a charter takes the top bill of the port of exit and puts a free tanker in the Persian Gulf circle', () => {
    const s = kuwaitGame(27_000);
    billOnTop(s, 'mina-al-ahmadi', 4);
    act(s, 0, { type: 'charter', port: 'mina-al-ahmadi' });
    expect(s.tankers.red).toMatchObject({ owner: 0, bill: 4, at: 'persian-gulf' });
    expect(s.bills['mina-al-ahmadi']).not.toContain(4);
    expect(PORTS['umm-said'].stage).toBe('persian-gulf');
    expect(PORTS['bandar-mashur'].stage).toBe('persian-gulf');
    expect(PORTS.tripoli.stage).toBe('tripoli');
  });

  // "These tell you where to transport the oil, how much you are to transport, how much you must pay, and how
  // much you will be paid for the oil at the port of destination."
  it('the bill says where, how much, the freight and the sale price; the view shows them on the tanker', () => {
    const s = kuwaitGame(27_000);
    billOnTop(s, 'mina-al-ahmadi', 3);
    act(s, 0, { type: 'charter', port: 'mina-al-ahmadi' });
    const voyage = meritOil.view(s, null).tankers.find((t) => t.tanker === 'red')!.voyage!;
    expect(voyage).toMatchObject({ destination: 'rotterdam', tons: 27_000, freightPaid: bill(3).freight[0] });
    expect(voyage.saleToday).toBe(bill(3).sale[0]);
  });

  // "When placing a tanker in a black circle, mark the reduction of your supplies by moving one (or more)
  // derricks as many steps back as will equal your cargo. To know where your ships are going when you have
  // several on the high seas at the same time, attach a tab signal in the ships colour to the bill of lading.
  // In addition, you pay freight according to the prevailing rates. These are given in the OIL NEWS cards
  // (London Panel Board) and are marked on the score-board."
  it('the derricks move back by the cargo, each tanker keeps its own bill, and freight is paid at the quotation', () => {
    const s = kuwaitGame(36_000);
    giveWell(s, 0, 16, 9_000);
    s.freightLevel = 3;
    billOnTop(s, 'mina-al-ahmadi', 4); // 9,000 t
    billOnTop(s, 'bandar-mashur', 27); // 4,500 t
    const cash = s.players[0]!.cash;
    act(s, 0, { type: 'charter', port: 'mina-al-ahmadi' });
    act(s, 0, { type: 'declineInsurance' });
    act(s, 0, { type: 'charter', port: 'bandar-mashur' });
    act(s, 0, { type: 'declineInsurance' });
    expect(s.players[0]!.wells.find((w) => w.card === 1)!.tons).toBe(27_000);
    expect(s.players[0]!.wells.find((w) => w.card === 16)!.tons).toBe(4_500);
    expect(s.tankers.red!.bill).toBe(4);
    expect(s.tankers.blue!.bill).toBe(27);
    expect(s.players[0]!.cash).toBe(cash - bill(4).freight[2]! - bill(27).freight[2]!);
  });

  it('derricks move back whole holes: a Burgan well (9,000 t holes) is not left between two holes', () => {
    const s = kuwaitGame(9_000); // Burgan 1: one hole of 9,000 t
    giveWell(s, 0, 7, 22_500); // Magwa 7: five holes of 4,500 t, the fullest well
    billOnTop(s, 'mina-al-ahmadi', 1); // 27,000 t
    act(s, 0, { type: 'charter', port: 'mina-al-ahmadi' });
    const tons = (c: number) => s.players[0]!.wells.find((w) => w.card === c)!.tons;
    expect(tons(1) + tons(7)).toBe(31_500 - 27_000);
    expect(tons(1) % 9_000).toBe(0);
    expect(tons(7) % 4_500).toBe(0);
  });

  it('OIL NEWS moves the freight quotation', () => {
    const s = newGame(4);
    at(s, 0, 0);
    onTop(s.oilNews, 'news-1');
    roll(s, 3);
    expect(s.freightLevel).toBe(2);
  });

  // "You will be acting wisely if you insure your cargo. The premium is stated on the policy which you get
  // from the bank."
  it("insuring is asked after every charter, even without the cash for it: Lloyd's card in the hand is secret", () => {
    // Seat 0 keeps one MEMO card (others see that much): Lloyd's, or the Geologist's report.
    const asked = (lloyds: boolean) => {
      const s = kuwaitGame(27_000);
      const kept = lloyds ? 'memo-6' : 'memo-5';
      s.memo = s.memo.filter((id) => id !== kept);
      s.players[0]!.kept.push(kept);
      billOnTop(s, 'mina-al-ahmadi', 1);
      // The freight takes every pound: nothing is left for the premium.
      s.players[0]!.cash = bill(1).freight[s.freightLevel - 1]!;
      const events = act(s, 0, { type: 'charter', port: 'mina-al-ahmadi' });
      return { s, log: events.map((e) => e.text), view: meritOil.view(s, null) };
    };
    const without = asked(false);
    const holding = asked(true);
    // The same public log and spectator view whether or not the card is held.
    expect(holding.log).toEqual(without.log);
    expect(holding.view).toEqual(without.view);
    expect(without.view.moment).toBe('insure');
    expect(without.s.players[0]!.cash).toBe(0);
    // Without the card, sailing uninsured is the only answer; with it, the card insures for nothing.
    expect(meritOil.legalActions(without.s, 0)).toEqual([{ type: 'declineInsurance' }]);
    act(holding.s, 0, { type: 'insure', useCard: true });
    expect(holding.s.tankers.red!.insured).toBe(true);
  });

  it('insuring is offered after the charter and costs the premium on the policy', () => {
    const s = kuwaitGame(27_000);
    billOnTop(s, 'mina-al-ahmadi', 1);
    act(s, 0, { type: 'charter', port: 'mina-al-ahmadi' });
    expect(meritOil.view(s, null).moment).toBe('insure');
    refused(s, 0, { type: 'roll' }, 'wrong-moment');
    const cash = s.players[0]!.cash;
    act(s, 0, { type: 'insure' });
    expect(s.players[0]!.cash).toBe(cash - insurancePremium(27_000));
    expect(s.tankers.red!.insured).toBe(true);
  });

  // "Now you are all set to leave port."
  // "Keep an eye on the increase in your oil stores and try to charter a ship as soon as you can. The port of
  // exit for each oil-field is given on the concession card. Remember: do not charter until you have enough
  // oil to fill the biggest tanker arriving at your port of exit. Consult the concession card!"
  it('the port of exit is on the concession card, and a charter is listed as soon as the oil is there', () => {
    const s = kuwaitGame(27_000);
    const v = meritOil.view(s, 0).players[0]!;
    expect(v.wells.find((w) => w.card === 1)!.port).toBe('mina-al-ahmadi');
    expect(v.canCharterAt).toContain('mina-al-ahmadi');
    expect(meritOil.legalActions(s, 0)).toContainEqual({ type: 'charter', port: 'mina-al-ahmadi' });
  });

  // "You made the preparations for transport when your turn came to throw the dice, but before you actually
  // threw. The time has now come to make your throw."
  it('chartering comes before the throw, never after it', () => {
    const s = kuwaitGame(27_000);
    at(s, 0, 3);
    roll(s, 1); // test drilling: the turn waits on a choice
    expect(s.rolled).toBe(true);
    refused(s, 0, { type: 'charter', port: 'mina-al-ahmadi' }, 'wrong-moment');
  });

  // "A player is permitted to charter several tankers at the same time, provided of course that tankers are
  // available."
  it('several charters in one turn, while tankers are free', () => {
    const s = kuwaitGame(45_000);
    giveWell(s, 0, 2, 45_000);
    for (let i = 0; i < 4; i++) {
      s.players[0]!.cash = 300_000;
      act(s, 0, { type: 'charter', port: 'mina-al-ahmadi' });
      act(s, 0, { type: 'declineInsurance' });
    }
    expect(Object.values(s.tankers).every((v) => v?.owner === 0)).toBe(true);
    refused(s, 0, { type: 'charter', port: 'mina-al-ahmadi' }, 'no-tanker-free');
  });

  // "As soon as you reach this quantity, you should charter a tanker if there is one available." The seed sets
  // no cash condition; a payment beyond the cash in hand is a debt, and the insolvency rules settle it.
  it('a charter needs no cash: freight beyond it is a debt, settled before the roll, and the turn goes on', () => {
    const s = kuwaitGame(27_000);
    s.players[0]!.cash = 1_000;
    billOnTop(s, 'mina-al-ahmadi', 1);
    const freight = bill(1).freight[s.freightLevel - 1]!;
    expect(freight).toBeGreaterThan(1_000);
    expect(meritOil.legalActions(s, 0)).toContainEqual({ type: 'charter', port: 'mina-al-ahmadi' });
    const line = act(s, 0, { type: 'charter', port: 'mina-al-ahmadi' }).find((e) => e.kind === 'charter');
    expect(s.tankers.red?.bill).toBe(1);
    expect(s.players[0]!.cash).toBe(0);
    expect(s.players[0]!.debt).toBe(freight - 1_000);
    // The charter's line says the debt the freight left.
    expect(line?.text).toMatch(
      new RegExp(
        `; freight ${pounds(freight)} at quotation 1\\. \\{p0\\} now owes the bank ${pounds(freight - 1_000)}\\.$`,
      ),
    );
    expect(meritOil.status(s).toAct).toEqual([0]);
    refused(s, 0, { type: 'roll' }, 'wrong-moment');
    // With nothing but wells to sell, one goes; the debt paid, the insurance is asked (as after every charter),
    // then the turn goes on to the roll.
    const well = s.players[0]!.wells[0]!.card;
    act(s, 0, { type: 'sellWell', card: well });
    expect(s.players[0]!.debt).toBe(0);
    expect(s.players[0]!.wells.map((w) => w.card)).not.toContain(well);
    expect(meritOil.view(s, null).moment).toBe('insure');
    act(s, 0, { type: 'declineInsurance' });
    roll(s, 1);
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 1 });
  });
});

describe('the greedy bot and the blind bill', () => {
  it('charters when its cash covers the dearest freight left in the pile, and waits when it does not', () => {
    const greedy = meritOil.bots.greedy!;
    const s = kuwaitGame(27_000);
    const worst = meritOil.view(s, 0).piles.freightUpTo['mina-al-ahmadi'];
    expect(worst).toBeGreaterThan(0);
    s.players[0]!.cash = worst;
    expect(greedy(s, 0, Rng.fromSeed('g'))).toEqual({ type: 'charter', port: 'mina-al-ahmadi' });
    s.players[0]!.cash = worst - 1;
    expect(greedy(s, 0, Rng.fromSeed('g'))).not.toMatchObject({ type: 'charter' });
    // The rule itself would let it: the freight it cannot pay would be a debt.
    expect(meritOil.legalActions(s, 0)).toContainEqual({ type: 'charter', port: 'mina-al-ahmadi' });
  });

  it('charters when its cash and its shares at the bank’s 80 % cover the dearest freight: a debt then costs no well', () => {
    // It sat five rounds on a charter that paid, with £62,250 in hand, £660,000 in shares and a worst freight of
    // £63,000: its EXCHANGE purchases had spent its cash down to twice its reserve.
    const greedy = meritOil.bots.greedy!;
    const s = kuwaitGame(27_000);
    const worst = meritOil.view(s, 0).piles.freightUpTo['mina-al-ahmadi'];
    s.players[0]!.cash = worst - 16_000;
    s.players[0]!.shares.refinery = 1; // £20,000 today, £16,000 from the bank
    s.bankShares.refinery -= 1;
    expect(s.sharePrice.refinery).toBe(20_000);
    expect(greedy(s, 0, Rng.fromSeed('g'))).toEqual({ type: 'charter', port: 'mina-al-ahmadi' });
    s.players[0]!.cash = worst - 16_001;
    expect(greedy(s, 0, Rng.fromSeed('g'))).not.toMatchObject({ type: 'charter' });
  });

  // Oil at sea when the game ends counts for nothing; oil in store counts £7 a ton. A tanker sails only on its
  // owner's rolls, so in the last rounds a cargo may not arrive in time.
  it('skips a charter near the end whose cargo cannot pay: freight and oil lost at sea', () => {
    const greedy = meritOil.bots.greedy!;
    const s = kuwaitGame(27_000);
    const last = s.roundLimit!;
    s.round = last; // one roll left: no Kuwait bill (8–13 stages) arrives
    expect(meritOil.legalActions(s, 0)).toContainEqual({ type: 'charter', port: 'mina-al-ahmadi' });
    expect(greedy(s, 0, Rng.fromSeed('g'))).not.toMatchObject({ type: 'charter' });
    s.round = last - 1; // two rolls: 8 stages arrive 15 times in 36, 13 never; not worth the oil in store
    expect(greedy(s, 0, Rng.fromSeed('g'))).not.toMatchObject({ type: 'charter' });
    s.round = last - 12; // thirteen rolls: every cargo arrives
    expect(greedy(s, 0, Rng.fromSeed('g'))).toEqual({ type: 'charter', port: 'mina-al-ahmadi' });
  });

  it('charters near the end when the chance of arriving pays: Tripoli to Genoa, 3 stages', () => {
    const greedy = meritOil.bots.greedy!;
    const s = newGame(4, 'ship');
    giveWell(s, 0, 10, 18_000);
    at(s, 0, 0);
    // Bill 15: Genoa, 18,000 t, freight £6,500, sale £176,500; the premium £6,300; in store £126,000.
    s.bills.tripoli = [15];
    s.round = s.roundLimit! - 1; // two rolls arrive 35 times in 36: £171,597 expected against £138,800
    expect(greedy(s, 0, Rng.fromSeed('g'))).toEqual({ type: 'charter', port: 'tripoli' });
    s.round = s.roundLimit!; // one roll arrives 4 times in 6: £117,667, less than the oil kept
    expect(greedy(s, 0, Rng.fromSeed('g'))).not.toMatchObject({ type: 'charter' });
  });

  it('the chance that the die brings a tanker in: stages against rolls left', () => {
    expect(arrivalChance(3, 1)).toBeCloseTo(4 / 6, 12);
    expect(arrivalChance(3, 2)).toBeCloseTo(35 / 36, 12);
    expect(arrivalChance(8, 2)).toBeCloseTo(15 / 36, 12);
    expect(arrivalChance(13, 2)).toBe(0);
    expect(arrivalChance(2, 2)).toBe(1);
    expect(arrivalChance(18, 3)).toBeCloseTo(1 / 216, 12);
  });
});

describe('tankers at sea', () => {
  // "First move your tanker-lorry as you usually do and follow the instructions on any MEMO or OIL NEWS card
  // you may hold. The move your ship the correct number of stages along the shortest route to port of
  // destination."
  it('after the lorry, the tanker moves the same number of stages along the shortest route', () => {
    const s = kuwaitGame(27_000);
    billOnTop(s, 'mina-al-ahmadi', 1); // to the Isle of Grain
    act(s, 0, { type: 'charter', port: 'mina-al-ahmadi' });
    act(s, 0, { type: 'declineInsurance' });
    roll(s, 2);
    const route = seaRoute('persian-gulf', 'isle-of-grain')!;
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 2 });
    expect(s.tankers.red!.at).toBe(route[1]);
  });

  // "When your next turn comes round move both the tanker-lorry and the tanker as many squares or stages as
  // shown by the dice throw. Always remember to move the lorry first."
  it('the lorry moves first: a MEMO fire aboard sinks the tanker before it can arrive', () => {
    const s = newGame(4, 'first');
    giveWell(s, 0, 13, 18_000);
    at(s, 0, 0);
    billOnTop(s, 'tripoli', 16); // Genoa, 3 stages
    act(s, 0, { type: 'charter', port: 'tripoli' });
    act(s, 0, { type: 'declineInsurance' });
    onTop(s.memo, 'memo-9'); // Fire aboard
    roll(s, 1); // lorry to MEMO 1 first; the tanker would have sailed one stage
    expect(s.tankers.red).toBeNull();
    expect(s.oil.sold).toBe(0);
    expect(s.oil.lost).toBe(9_000);
  });

  it('the charter line names the destination by its place alone ("for Kwinana", not its refinery and year)', () => {
    const s = newGame(4, 'charter-words');
    giveWell(s, 0, 1, 27_000);
    at(s, 0, 3);
    billOnTop(s, 'mina-al-ahmadi', 10); // Kwinana, 27,000 t
    const text = texts(act(s, 0, { type: 'charter', port: 'mina-al-ahmadi' })).join(' ');
    expect(text).toContain(' for Kwinana; freight ');
    expect(text).not.toMatch(/BP|1955|Western Australia/);
  });

  // "When the tanker reaches it port of destination, unload the cargo and receive payment for it from the bank
  // at the prevailing rate of exchange. This is quoted in relation to different freight rates listed on the
  // bill of lading."
  // "After you sell the cargo, return the insurance policy and bill of lading. The latter is placed to one
  // side and removed from the game. The Tanker is then free for chartering afresh."
  it('arrival sells at the price listed for the current quotation; bill out of the game, tanker free', () => {
    const s = newGame(4, 'arrive');
    giveWell(s, 0, 13, 18_000);
    at(s, 0, 3);
    billOnTop(s, 'tripoli', 16); // Genoa, 3 stages
    act(s, 0, { type: 'charter', port: 'tripoli' });
    act(s, 0, { type: 'insure' });
    const cash = s.players[0]!.cash;
    onTop(s.memo, 'memo-15'); // the lorry draws £10,000 on its way
    roll(s, 2); // MEMO 5; the tanker sails 2 of 3
    expect(s.tankers.red!.at).toBe('central-mediterranean');
    turnOf(s, 0);
    at(s, 0, 0);
    const events = roll(s, 2);
    expect(s.tankers.red).toBeNull();
    expect(s.players[0]!.cash).toBe(cash + 10_000 + bill(16).sale[0]!);
    // The owner first, as people say it: "Ana's red tanker reached …", not "The red tanker of Ana reached …".
    // The place alone: "reached Genoa:", not "reached Genoa (Italian refineries):".
    expect(events.find((e) => e.kind === 'arrive')?.text).toMatch(/^\{p0\}'s red tanker reached Genoa: /);
    expect(s.billsUsed).toEqual([16]);
    expect(s.bills.tripoli).not.toContain(16);
  });

  // "The price which affects you is that in force on the day of your arrival at port of destination. You
  // should be prepared for prices changes taking effect while your cargo is in transit."
  it('the sale is priced on the day of arrival: a quotation changed in transit counts', () => {
    const s = newGame(4, 'transit');
    giveWell(s, 0, 13, 18_000);
    at(s, 0, 0);
    billOnTop(s, 'tripoli', 16);
    act(s, 0, { type: 'charter', port: 'tripoli' });
    act(s, 0, { type: 'declineInsurance' });
    s.freightLevel = 4; // OIL NEWS while at sea
    const cash = s.players[0]!.cash;
    roll(s, 4); // OIL NEWS 4 is test drilling; the tanker arrives after 3 stages
    expect(s.players[0]!.cash).toBe(cash + bill(16).sale[3]!);
  });

  it('a lost insured cargo is paid for; an uninsured one is not', () => {
    for (const insured of [true, false]) {
      const s = newGame(4, `loss-${insured}`);
      giveWell(s, 0, 13, 18_000);
      at(s, 0, 0);
      billOnTop(s, 'tripoli', 15); // 18,000 t
      act(s, 0, { type: 'charter', port: 'tripoli' });
      act(s, 0, insured ? { type: 'insure' } : { type: 'declineInsurance' });
      onTop(s.memo, 'memo-9');
      const cash = s.players[0]!.cash;
      const events = roll(s, 1);
      expect(s.players[0]!.cash).toBe(cash + (insured ? insurancePayout(18_000) : 0));
      expect(events.find((e) => e.kind === 'tankerLost')?.text).toMatch(
        /^Fire aboard: \{p0\}'s red tanker was lost with 18,000 t/,
      );
    }
  });
});
