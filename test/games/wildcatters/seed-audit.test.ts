/**
 * An audit of the engine against the seed, sentence by sentence: black-box scenarios (through `W.apply`) for
 * the exact amounts and edges the other files leave out. Each test quotes the seed sentence it checks (and
 * names the house decision of docs/rules/wildcatters.md where the seed leaves a number open).
 */
import { describe, expect, it } from 'vitest';
import {
  act,
  afterPlacement,
  chooseArea,
  clearedBoard,
  finishTurn,
  fresh,
  putPumpJack,
  putRefinery,
  putRig,
  putTrain,
  refused,
  scored,
  setShares,
  setWorkers,
  shares,
  takeCard,
  transport,
  W,
} from './helpers';

describe('seed audit: set-up', () => {
  it('"Place the round marker on \'1\'": the game starts in round 1 of 7 (4 players) / 8 (2–3)', () => {
    // Seed: "Place the round marker on '1' on the compass of the main board." / "7 rounds in a 4-player game,
    // or 8 rounds in a 2-3 player game."
    for (const [n, rounds] of [
      [2, 8],
      [3, 8],
      [4, 7],
    ] as const) {
      const s = fresh(n);
      expect(s.round).toBe(1);
      expect(s.rounds).toBe(rounds);
      expect(afterPlacement(n).round).toBe(1);
    }
  });

  it('"collects their matching ... refinery chip": every colour starts with its own chip, usable once', () => {
    // Seed: "Each player then chooses a color and collects their matching drilling rigs, trains, oil tankers,
    // barrels, pump jacks, refineries, refinery chip, and summary card."
    const { s, me, others } = clearedBoard(4);
    for (const p of s.players) {
      expect(p.ownRefineryChip).toBe(true);
      expect(p.neutralRefineryChips).toBe(0);
    }
    const [o] = others;
    putRefinery(s, o, 'europe.port', [me, me]);
    chooseArea(s, 'texas');
    const colour = s.players[me]!.shares[o]!;
    act(s, me, { type: 'emptyRefinery', site: 'europe.port', with: 'ownChip' });
    // Design: 3 shares a barrel, of the refinery owner's colour.
    expect(s.players[me]!.shares[o]).toBe(colour + 6);
    expect(s.players[me]!.ownRefineryChip).toBe(false);
    s.refineries['europe.port']!.barrels.push(o);
    s.players[o]!.supply.barrels--;
    refused(s, me, { type: 'emptyRefinery', site: 'europe.port', with: 'ownChip' }, 'no-chip');
  });
});

describe('seed audit: consolidation chips', () => {
  it('"Arrange the consolidation chips in ascending order on each of the four area spaces": 12, 15, 18, 21', () => {
    // Seed: "Arrange the consolidation chips in ascending order on each of the four area spaces" and "You can buy
    // the consolidation chip for the active area by paying the depicted shares." Design: one stack per main
    // continent, prices 12/15/18/21.
    const s = afterPlacement(4);
    const paid: number[] = [];
    for (let k = 0; k < 4; k++) {
      const seat = s.current;
      setShares(s, seat, { 0: 10, 1: 10, 2: 10 });
      chooseArea(s, k % 2 === 0 ? 'alaska' : 'texas');
      act(s, seat, { type: 'endTurn' });
      expect(s.step).toBe('chip');
      const before = shares(s, seat);
      act(s, seat, { type: 'buyChip' });
      // The last purchase ends round 1: round 2 begins at once and pays 1 share per chip owned.
      const roundIncome = s.round === 2 ? 1 : 0;
      paid.push(before - shares(s, seat) + roundIncome);
      expect(s.players[seat]!.consolidationChips).toEqual([{ continent: 'northAmerica', index: k }]);
    }
    expect(paid).toEqual([12, 15, 18, 21]);
    expect(s.chipsTaken.northAmerica).toBe(4);
    // Each continent has its own stack: South America's still starts at 12.
    expect(s.round).toBe(2);
    const seat = s.current;
    setShares(s, seat, { 0: 10, 1: 10 });
    chooseArea(s, 'venezuela');
    act(s, seat, { type: 'endTurn' });
    act(s, seat, { type: 'buyChip' });
    expect(shares(s, seat)).toBe(20 - 12);
    expect(s.players[seat]!.consolidationChips).toContainEqual({ continent: 'southAmerica', index: 0 });
  });

  it('"gain 1 share per consolidation chip owned" (design: of one\'s own colour), from round 2 on', () => {
    // Seed: "In subsequent rounds, players receive 10 workers, ..., gain 1 share per consolidation chip owned".
    const s = afterPlacement(2);
    const seat = s.order[1]!;
    s.players[seat]!.consolidationChips.push(
      { continent: 'asia', index: 0 },
      { continent: 'middleEast', index: 0 },
    );
    s.chipsTaken.asia = 1;
    s.chipsTaken.middleEast = 1;
    const before = [...s.players[seat]!.shares];
    // Worker cards only, so no card adds shares.
    for (const area of ['alaska', 'texas'] as const) {
      chooseArea(s, area, 'workers');
      finishTurn(s);
    }
    expect(s.round).toBe(2);
    expect(s.players[seat]!.shares).toEqual(before.map((n, c) => (c === seat ? n + 2 : n)));
  });

  it('the round’s start says what it paid and dropped: the chips’ shares by player, the display card discarded', () => {
    // A playtest's "Round 3 of 7: everyone +10 workers." left a share from a chip, and a card gone from the
    // display, unexplained.
    const s = afterPlacement(2);
    const seat = s.order[1]!;
    s.players[seat]!.consolidationChips.push(
      { continent: 'asia', index: 0 },
      { continent: 'middleEast', index: 0 },
    );
    chooseArea(s, 'alaska', 'workers');
    finishTurn(s);
    chooseArea(s, 'texas', 'workers');
    const last = s.current;
    const events = act(s, last, { type: 'endTurn' });
    if (s.step === 'chip' && s.current === last) events.push(...act(s, last, { type: 'pass' }));
    expect(s.round).toBe(2);
    expect(events.find((e) => e.kind === 'round')?.text).toMatch(
      new RegExp(
        `^Round 2 of 8: everyone \\+10 workers; consolidation chips pay \\{p${seat}\\} \\+2 shares; the [A-Z][a-z]+ card leaves the display\\.$`,
      ),
    );
  });
});

describe('seed audit: the turn', () => {
  it('"or a refinery chip for emptying a refinery": a chip from the bank, spent in step 6 back to it', () => {
    // Seed: "2) Get Bonus: Gain the bonus depicted on the chosen card (workers, shares of a specific color, or a
    // refinery chip for emptying a refinery)." and "6) ... Use an area card or refinery chip to empty a partial
    // refinery."
    const { s, me, others } = clearedBoard(4);
    putRefinery(s, others[1], 'australia.refinery', [others[0], others[0], others[0]]);
    const bank = s.neutralRefineryChips;
    chooseArea(s, 'arabia', 'refineryChip');
    expect(s.players[me]!.neutralRefineryChips).toBe(1);
    expect(s.neutralRefineryChips).toBe(bank - 1);
    const theirs = s.players[others[0]]!.shares[others[1]]!;
    act(s, me, { type: 'emptyRefinery', site: 'australia.refinery', with: 'chip' });
    expect(s.players[me]!.neutralRefineryChips).toBe(0);
    expect(s.neutralRefineryChips).toBe(bank);
    expect(s.refineries['australia.refinery']!.barrels).toEqual([]);
    expect(s.players[others[0]]!.shares[others[1]]).toBe(theirs + 9);
  });

  it('the refinery area card (design: 4 workers) empties a partial refinery in the turn it is taken, once', () => {
    // Seed: "6) Empty Partial Refineries: Use an area card or refinery chip to empty a partial refinery."
    const { s, me, others } = clearedBoard(4);
    putRefinery(s, others[0], 'texas.refinery', [me]);
    putRefinery(s, others[1], 'europe.inland', [me, me]);
    const w = s.players[me]!.workers;
    const id = 'dark.siberia.6';
    expect(W.design.DARK_CARDS.find((c) => c.id === id)).toMatchObject({
      refinery: true,
      bonus: { kind: 'workers', amount: 4 },
    });
    takeCard(s, id);
    expect(s.players[me]!.workers).toBe(w + 4);
    act(s, me, { type: 'emptyRefinery', site: 'texas.refinery', with: 'card', card: id });
    expect(s.refineries['texas.refinery']!.barrels).toEqual([]);
    refused(s, me, { type: 'emptyRefinery', site: 'europe.inland', with: 'card', card: id }, 'bad-card');
  });

  it('"Rigs and refineries can only be built in the chosen area or a white continent" (refineries, 12 workers)', () => {
    // Seed: "refineries (12 workers). Rigs and refineries can only be built in the chosen area or a white
    // continent."
    const { s, me } = clearedBoard(4);
    chooseArea(s, 'texas');
    setWorkers(s, me, 30);
    refused(s, me, { type: 'buildRefinery', site: 'alaska.refinery' }, 'illegal-spot');
    refused(s, me, { type: 'buildRefinery', site: 'venezuela.refinery' }, 'illegal-spot');
    act(s, me, { type: 'buildRefinery', site: 'europe.inland' });
    expect(s.players[me]!.workers).toBe(18);
    expect(s.refineries['europe.inland']).toEqual({ owner: me, barrels: [] });
  });

  it('"Only one refinery can be built per round": per player (design), also the chosen area after a white one', () => {
    // Seed: "Only one refinery can be built per round, earning end-game VPs."
    const { s, me, others } = clearedBoard(4);
    chooseArea(s, 'texas');
    setWorkers(s, me, 40);
    act(s, me, { type: 'buildRefinery', site: 'australia.refinery' });
    refused(s, me, { type: 'buildRefinery', site: 'texas.refinery' }, 'one-refinery-per-round');
    finishTurn(s);
    expect(s.current).toBe(others[0]);
    chooseArea(s, 'texas');
    setWorkers(s, others[0], 12);
    act(s, others[0], { type: 'buildRefinery', site: 'texas.refinery' });
    expect(s.refineries['texas.refinery']!.owner).toBe(others[0]);
  });

  it('"4 workers for 1st-3rd, 6 for 4th": four rigs in an empty area cost 4 + 4 + 4 + 6 = 18 workers', () => {
    // Seed: "Use workers to build rigs (4 workers for 1st-3rd, 6 for 4th)".
    const { s, me } = clearedBoard(4);
    chooseArea(s, 'argentina');
    setWorkers(s, me, 18);
    const costs: number[] = [];
    for (const f of ['argentina.1', 'argentina.1', 'argentina.2', 'argentina.2']) {
      const w = s.players[me]!.workers;
      act(s, me, { type: 'buildRig', field: f });
      costs.push(w - s.players[me]!.workers);
    }
    expect(costs).toEqual([4, 4, 4, 6]);
    expect(s.players[me]!.workers).toBe(0);
  });

  it('"Move any unused tankers to any harbor": a tanker built this turn (2 workers) sails anywhere, first move free', () => {
    // Seed: "tankers (2 workers)" and "5) Move Unused Tankers: Move any unused tankers to any harbor (first move
    // is free, subsequent moves cost 1 worker)."
    const { s, me } = clearedBoard(4);
    chooseArea(s, 'alaska');
    setWorkers(s, me, 3);
    act(s, me, { type: 'buildTanker', harbour: 'alaska.harbour' });
    expect(s.players[me]!.workers).toBe(1);
    const t = s.tankers.length - 1;
    // The log says which tanker moved (from where: a player may have several) and what each move cost, in plain
    // English: "for free", "for 1 worker". A playtest read four lines of "Caro moved a tanker to …", not which.
    expect(act(s, me, { type: 'moveTanker', tanker: t, harbour: 'australia.harbour' })[0]?.text).toBe(
      `{p${me}} moved a tanker from Valdez (Alaska) to Fremantle (Australia) for free.`,
    );
    expect(s.tankers[t]!.harbour).toBe('australia.harbour');
    expect(s.players[me]!.workers).toBe(1);
    // Subsequent moves cost 1 worker, the same tanker's too (one move already reaches any harbour, but the seed
    // counts moves, not tankers).
    expect(act(s, me, { type: 'moveTanker', tanker: t, harbour: 'southernAfrica.west' })[0]?.text).toBe(
      `{p${me}} moved a tanker from Fremantle (Australia) to Luanda (Southern Africa, west) for 1 worker.`,
    );
    expect(s.players[me]!.workers).toBe(0);
    refused(s, me, { type: 'moveTanker', tanker: t, harbour: 'europe.harbour' }, 'cannot-afford');
  });
});

describe('seed audit: oil actions', () => {
  /** Four rigs in Texas: two of `me` on texas.1, one of the next seat on texas.1, one of the seat after on texas.2. */
  function texas4() {
    const scene = clearedBoard(4);
    const { s, me, others } = scene;
    putRig(s, me, 'texas.1');
    putRig(s, me, 'texas.1');
    putRig(s, others[0], 'texas.1');
    putRig(s, others[1], 'texas.2');
    chooseArea(s, 'texas');
    return scene;
  }

  it('"Wildcatter disks are auctioned off": the driller wins a tie (design) and pays the bid', () => {
    // Seed: "Wildcatter disks are auctioned off, producing 1 barrel immediately". Design: "ties go to the driller".
    const { s, me, others } = texas4();
    act(s, me, { type: 'drill', field: 'texas.1' });
    while (s.pending?.kind === 'piggyback') for (const o of W.status(s).toAct) act(s, o, { type: 'pass' });
    expect(s.pending?.kind).toBe('auction');
    const before = shares(s, me);
    act(s, others[0], { type: 'bid', shares: 5 });
    act(s, others[1], { type: 'bid', shares: 5 });
    act(s, others[2], { type: 'bid', shares: 4 });
    const told = act(s, me, { type: 'bid', shares: 5 }).at(-1)?.text;
    expect(s.disks.texas).toEqual({ owner: me, barrels: 1 });
    expect(told).toMatch(
      new RegExp(`for 5 shares: tied with \\{p${others[0]}\\} and \\{p${others[1]}\\}, the driller won\\.$`),
    );
    expect(shares(s, me)).toBe(before - 5);
  });

  it('"other players can pay 3 shares": an asked player may first take a loan (10 shares) to pay', () => {
    // Seed: "other players can pay 3 shares to replace their rigs too" and "Players can take a loan (10 shares)
    // by placing a barrel on their color on the bank". Design: loans whenever the game waits for you.
    const { s, me, others } = texas4();
    const o = others[0];
    setShares(s, o, {});
    act(s, me, { type: 'drill', field: 'texas.1' });
    expect(W.status(s).toAct).toContain(o);
    refused(s, o, { type: 'piggyback', field: 'texas.1' }, 'cannot-afford');
    const barrels = s.players[o]!.supply.barrels;
    act(s, o, { type: 'takeLoan' });
    expect(s.players[o]!.shares[o]).toBe(10);
    expect(s.players[o]!.supply.barrels).toBe(barrels - 1);
    act(s, o, { type: 'piggyback', field: 'texas.1' });
    expect(shares(s, o)).toBe(7);
    expect(s.fields['texas.1']!.find((p) => p.owner === o)).toEqual({
      owner: o,
      kind: 'pumpJack',
      barrels: 3,
    });
    expect(s.players[o]!.supply.barrels).toBe(barrels - 4);
  });

  it('"Transport oil from pump jacks/wildcatter disks": the disk barrel costs 4 workers, then the disk is dry', () => {
    // Seed: "Transport oil from pump jacks/wildcatter disks to refineries (4 workers per barrel ...)."
    const { s, me, others } = texas4();
    putTrain(s, me, 'texas.1>texas.refinery');
    putRefinery(s, others[2], 'texas.refinery');
    act(s, me, { type: 'drill', field: 'texas.1' });
    while (s.pending !== null) for (const o of W.status(s).toAct) act(s, o, { type: 'pass' });
    expect(s.disks.texas).toEqual({ owner: me, barrels: 1 });
    setWorkers(s, me, 4);
    act(s, me, {
      type: 'transport',
      source: { kind: 'disk', area: 'texas' },
      site: 'texas.refinery',
      barrels: 1,
    });
    expect(s.players[me]!.workers).toBe(0);
    expect(s.disks.texas).toEqual({ owner: me, barrels: 0 });
    expect(s.refineries['texas.refinery']!.barrels).toEqual([me]);
    setWorkers(s, me, 4);
    refused(
      s,
      me,
      { type: 'transport', source: { kind: 'disk', area: 'texas' }, site: 'texas.refinery', barrels: 1 },
      'no-barrels',
    );
  });

  it('"Develop oil fields (... for 3 workers)": in a drilled white continent, with another area\'s card (design)', () => {
    // Seed: "Develop oil fields (replace rigs with pump jacks and 3 barrels for 3 workers)."
    const { s, me, others } = clearedBoard(4);
    for (let k = 0; k < 3; k++) putRig(s, others[0], 'australia.1');
    putRig(s, me, 'australia.1');
    s.drilled.australia = true;
    chooseArea(s, 'persia');
    setWorkers(s, me, 3);
    act(s, me, { type: 'develop', field: 'australia.1' });
    expect(s.players[me]!.workers).toBe(0);
    expect(s.fields['australia.1']!.find((p) => p.owner === me)).toEqual({
      owner: me,
      kind: 'pumpJack',
      barrels: 3,
    });
  });

  it('"Pay 1 share per barrel to train/tanker owners": 2 barrels by another\'s train cost 8 workers and 2 shares', () => {
    // Seed: "Transport oil ... (4 workers per barrel ...). Pay 1 share per barrel to train/tanker owners."
    const { s, me, others } = clearedBoard(4);
    putPumpJack(s, me, 'persia.1', 3);
    putTrain(s, others[0], 'persia.1>persia.refinery');
    putRefinery(s, others[1], 'persia.refinery');
    chooseArea(s, 'alaska');
    setWorkers(s, me, 8);
    const mine = shares(s, me);
    const train = shares(s, others[0]);
    act(s, me, transport('persia.1', 'persia.refinery', 2));
    expect(s.players[me]!.workers).toBe(0);
    expect(shares(s, me)).toBe(mine - 2);
    expect(shares(s, others[0])).toBe(train + 2);
    expect(s.refineries['persia.refinery']!.barrels).toEqual([me, me]);
  });
});

describe('seed audit: final scoring', () => {
  it('"6) Pay off any outstanding loans (25 shares per loan)": two loans take 50 shares before 7) 3:1', () => {
    // Seed: "6) Pay off any outstanding loans (25 shares per loan). 7) Trade shares to workers at a 3:1 ratio.
    // 8) Gain victory points for the number of workers you have."
    const { s, step } = scored((s) => {
      const p = s.players[2]!;
      p.loans = 2;
      p.supply.barrels -= 2;
      p.shares = [40, 20, 0, 2];
      p.workers = 1;
    });
    // 62 − 50 = 12 shares → 4 workers, + 1 = 5 workers → 1 VP.
    expect(s.players[2]!.loans).toBe(0);
    expect(s.players[2]!.workers).toBe(5);
    expect(step('loans')[2]).toBe(0);
    expect(step('workers')).toEqual([0, 0, 1, 0]);
  });

  it('"2) Score consolidation and refinery chips on hand": the chips\' VP plus 1 per unused refinery chip (design)', () => {
    // Seed: "2) Score consolidation and refinery chips on hand."
    const { step } = scored((s) => {
      const p = s.players[0]!;
      p.consolidationChips = [
        { continent: 'asia', index: 2 },
        { continent: 'northAmerica', index: 0 },
      ];
      p.ownRefineryChip = true;
      p.neutralRefineryChips = 1;
      s.neutralRefineryChips--;
    });
    expect(step('chips')).toEqual([5 + 3 + 2, 0, 0, 0]);
  });
});

describe('seed audit: who is asked (the rules page says the same)', () => {
  it('"other players can pay 3 shares to replace their rigs too": one with no pump jack left is not asked', () => {
    // Seed: "other players can pay 3 shares to replace their rigs too". A rig becomes a pump jack: without one
    // in supply (design: 11 a colour) there is nothing to replace it with.
    const { s, me, others } = clearedBoard(4);
    putRig(s, me, 'alaska.1');
    putRig(s, me, 'alaska.1');
    putRig(s, others[0], 'alaska.2');
    putRig(s, others[1], 'alaska.2');
    s.players[others[1]]!.supply.pumpJacks = 0;
    chooseArea(s, 'alaska');
    act(s, me, { type: 'drill', field: 'alaska.1' });
    expect(s.pending).toEqual({ kind: 'piggyback', region: 'alaska', waiting: [others[0]] });
  });

  it('"other players can transport for free": a rider who cannot pay one barrel\'s fees is not asked', () => {
    // Seed: "other players can transport for free ... Pay 1 share per barrel to train/tanker owners." Design:
    // riders pay the share fees, so only those who can pay a barrel's, in shares or with a loan, are asked.
    const { s, me, others } = clearedBoard(4);
    putPumpJack(s, me, 'persia.1', 3);
    putPumpJack(s, others[0], 'persia.1', 3);
    putPumpJack(s, others[1], 'persia.1', 3);
    putTrain(s, me, 'persia.1>persia.refinery');
    putRefinery(s, others[2], 'persia.refinery');
    setShares(s, others[1], {});
    // No barrel in supply to take a loan with (a loan would pay the fees: rules version 3 asks them).
    s.players[others[1]]!.supply.barrels = 0;
    chooseArea(s, 'alaska');
    act(s, me, transport('persia.1', 'persia.refinery', 1));
    expect(s.pending?.kind).toBe('rideAlong');
    expect(W.status(s).toAct).toEqual([others[0]]);
  });
});
