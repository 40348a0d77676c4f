/**
 * Scenarios as an outside tester writes them from the seed (shared/seeds/003) alone: set a situation up through
 * the engine's contract (setup, legalActions, apply, view, status) and assert the exact outcome. Each test
 * quotes the seed sentence it checks; where the seed leaves a choice open, the test says which reading the
 * rules page made ([design]) and checks that one.
 */
import { describe, expect, it } from 'vitest';
import type { WildcattersAction, WildcattersState } from '../../../src/games/wildcatters/types';
import {
  act,
  afterPlacement,
  chooseArea,
  clearedBoard,
  finishTurn,
  fresh,
  playToTurn,
  putPumpJack,
  putRefinery,
  putRig,
  putTanker,
  putTrain,
  quickTurn,
  refused,
  setShares,
  setWorkers,
  shares,
  transport,
  W,
} from './helpers';

/** The types of the legal actions of `seat`, deduplicated and sorted. */
function legalTypes(s: WildcattersState, seat: number): string[] {
  return [...new Set(W.legalActions(s, seat).map((a) => a.type))].sort();
}

/** Everyone passes every open question (piggy-backs, bids, rides) until none is left. */
function allPass(s: WildcattersState): void {
  while (s.pending !== null) for (const o of W.status(s).toAct) act(s, o, { type: 'pass' });
}

describe('outside: set-up', () => {
  it('"place their tanker in one of the two Southern Africa harbors": those two are offered, no other harbour', () => {
    const s = fresh(3);
    const seat = s.current;
    expect(W.legalActions(s, seat)).toEqual([
      { type: 'placeTanker', harbour: 'southernAfrica.west' },
      { type: 'placeTanker', harbour: 'southernAfrica.east' },
    ]);
    refused(s, seat, { type: 'placeTanker', harbour: 'texas.harbour' }, 'illegal-spot');
  });
});

describe('outside: turn order and the steps of a turn', () => {
  it('"players take turns in order": every round but the last keeps the start player first, whatever the VP', () => {
    const s = W.setup(3, { startPlayer: 'random' }, 'outside-rounds');
    while (s.phase === 'placement') act(s, s.current, W.legalActions(s, s.current)[0]!);
    const first = [...s.order];
    expect(first[0]).toBe(s.startSeat);
    // The last seat in the order leads on VP: only the final round's order may change for it.
    s.players[first[2]!]!.vp += 20;
    s.players[first[2]!]!.vpBy.start! += 20;
    for (let round = 1; round < 8; round++) {
      const played: number[] = [];
      while (s.round === round) {
        played.push(s.current);
        quickTurn(s);
      }
      expect(played).toEqual(first);
    }
    expect(s.round).toBe(8);
    expect(s.order[2]).toBe(first[2]);
  });

  it('"1) Choose an Area Card" comes first: before it only a card, the refresh or a loan; building is refused', () => {
    const s = afterPlacement(4);
    const seat = s.current;
    expect(legalTypes(s, seat)).toEqual(['chooseCard', 'refreshDisplay', 'takeLoan']);
    expect(
      W.legalActions(s, seat)
        .filter((a) => a.type === 'chooseCard')
        .map((a) => (a as { slot: number }).slot),
    ).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    refused(s, seat, { type: 'buildTrain', railway: 'texas.1>texas.harbour' }, 'wrong-step');
    refused(s, seat, { type: 'endTurn' }, 'wrong-step');
  });

  it('"Select one of the 8 face-up area cards and place it in your player area", then "sliding them up and filling in missing spots"', () => {
    const s = afterPlacement(4);
    const seat = s.current;
    const before = [...s.display] as string[];
    const nextFromDeck = s.deck[s.deck.length - 1]!;
    act(s, seat, { type: 'chooseCard', slot: 3 });
    expect(W.view(s, null).players[seat]!.cards).toEqual([before[3]]);
    finishTurn(s);
    expect(s.display).toEqual([...before.slice(0, 3), ...before.slice(4), nextFromDeck]);
  });

  it('"You can clear and refresh the area cards for 4 VP" (design: paid): 8 old cards out, the deck\'s next 8 in', () => {
    const s = afterPlacement(4);
    const seat = s.current;
    const old = [...s.display] as string[];
    const next8 = s.deck.slice(-8).reverse();
    const discards = s.discards.length;
    act(s, seat, { type: 'refreshDisplay' });
    expect(s.players[seat]!.vp).toBe(6);
    expect(s.display).toEqual(next8);
    expect(s.discards.slice(discards)).toEqual(old);
    // Still step 1: a card must be taken.
    expect(legalTypes(s, seat)).toContain('chooseCard');
    refused(s, seat, { type: 'endTurn' }, 'wrong-step');
  });

  it('"2) Get Bonus ... shares of a specific color": exactly the card\'s shares of its colour, nothing else changes', () => {
    for (const area of ['persia', 'texas', 'siberia'] as const) {
      const s = afterPlacement(4);
      const seat = s.current;
      const before = structuredClone(s.players[seat]!);
      const id = chooseArea(s, area, 'shares');
      const bonus = W.design.LIGHT_CARDS.concat(W.design.DARK_CARDS).find((c) => c.id === id)!.bonus;
      if (bonus.kind !== 'shares') throw new Error('not a share card');
      const want = [...before.shares];
      want[bonus.colour]! += bonus.amount;
      const after = W.view(s, null).players[seat]!;
      expect(after.shares).toEqual(want);
      expect(after.workers).toBe(before.workers);
      expect(after.neutralRefineryChips).toBe(0);
      expect(after.cards).toEqual([id]);
    }
  });

  it('the steps in order: after an oil action (4) no building (3); after a tanker move (5) no oil action (4)', () => {
    const { s, me } = clearedBoard(4);
    putPumpJack(s, me, 'texas.1', 3);
    putRig(s, me, 'texas.2');
    s.drilled.texas = true;
    putTanker(s, me, 'texas.harbour');
    chooseArea(s, 'texas');
    setWorkers(s, me, 40);
    act(s, me, { type: 'develop', field: 'texas.2' });
    refused(s, me, { type: 'buildTrain', railway: 'alaska.1>alaska.harbour' }, 'wrong-step');
    refused(s, me, { type: 'buildRig', field: 'texas.2' }, 'wrong-step');
    act(s, me, { type: 'moveTanker', tanker: 0, harbour: 'europe.harbour' });
    refused(s, me, { type: 'develop', field: 'texas.1' }, 'wrong-step');
    expect(legalTypes(s, me)).not.toContain('develop');
    expect(legalTypes(s, me)).not.toContain('buildRig');
  });
});

describe('outside: building', () => {
  it('"Only one refinery can be built per round": a second is refused that round and allowed in the next', () => {
    const { s, me } = clearedBoard(4);
    chooseArea(s, 'texas');
    setWorkers(s, me, 40);
    act(s, me, { type: 'buildRefinery', site: 'texas.refinery' });
    refused(s, me, { type: 'buildRefinery', site: 'europe.port' }, 'one-refinery-per-round');
    finishTurn(s);
    playToTurn(s, 2, 0);
    expect(s.current).toBe(me);
    chooseArea(s, 'alaska');
    act(s, me, { type: 'buildRefinery', site: 'europe.port' });
    expect(Object.keys(s.refineries).sort()).toEqual(['europe.port', 'texas.refinery']);
  });

  it('"refineries (12 workers) ... earning end-game VPs": building one pays 12 workers and no VP at once', () => {
    const { s, me } = clearedBoard(4);
    chooseArea(s, 'texas');
    setWorkers(s, me, 12);
    const vp = s.players[me]!.vp;
    const workers = s.players[me]!.workers;
    act(s, me, { type: 'buildRefinery', site: 'texas.refinery' });
    expect(s.players[me]!.workers).toBe(workers - 12);
    expect(s.players[me]!.vp).toBe(vp);
  });

  it('"trains (2 workers), tankers (2 workers)" can go outside the chosen area; rigs cannot', () => {
    const { s, me } = clearedBoard(4);
    chooseArea(s, 'texas');
    setWorkers(s, me, 8);
    act(s, me, { type: 'buildTrain', railway: 'siberia.1>siberia.harbour' });
    act(s, me, { type: 'buildTanker', harbour: 'indonesia.harbour' });
    expect(s.players[me]!.workers).toBe(4);
    expect(s.trains['siberia.1>siberia.harbour']).toBe(me);
    expect(s.tankers).toEqual([{ owner: me, harbour: 'indonesia.harbour', used: false }]);
    refused(s, me, { type: 'buildRig', field: 'siberia.1' }, 'illegal-spot');
    act(s, me, { type: 'buildRig', field: 'australia.1' });
    expect(s.players[me]!.workers).toBe(0);
  });
});

/**
 * Texas with four rigs (two mine, one each of the next two seats, Ben and Caro), its card taken, and my drill of
 * its upper field for my last 8 workers.
 */
function texasDrilled() {
  const { s, me, others } = clearedBoard(4);
  const [ben, caro] = others;
  putRig(s, me, 'texas.1');
  putRig(s, me, 'texas.2');
  putRig(s, ben, 'texas.1');
  putRig(s, caro, 'texas.2');
  chooseArea(s, 'texas');
  setWorkers(s, me, 8);
  act(s, me, { type: 'drill', field: 'texas.1' });
  return { s, me, ben, caro };
}

describe('outside: drilling and piggy-backing', () => {
  it('"replacing a rig with a pump jack and 3 barrels": the driller\'s second rig there stays a rig, and the driller is not asked', () => {
    const { s, me, ben, caro } = texasDrilled();
    expect(s.players[me]!.workers).toBe(0);
    const mine = [...s.fields['texas.1']!, ...s.fields['texas.2']!].filter((p) => p.owner === me);
    expect(mine.map((p) => [p.kind, p.barrels]).sort()).toEqual([
      ['pumpJack', 3],
      ['rig', 0],
    ]);
    expect(s.pending).toEqual({ kind: 'piggyback', region: 'texas', waiting: [ben, caro] });
    expect(W.status(s).toAct).toEqual([ben, caro]);
    expect(W.legalActions(s, me)).toEqual([]);
  });

  it('"other players can pay 3 shares to replace their rigs too": each asked one pays 3 shares for a pump jack with 3 barrels', () => {
    const { s, me, ben, caro } = texasDrilled();
    const benShares = shares(s, ben);
    const caroShares = shares(s, caro);
    act(s, ben, { type: 'piggyback', field: 'texas.1' });
    act(s, caro, { type: 'pass' });
    expect(shares(s, ben)).toBe(benShares - 3);
    expect(shares(s, caro)).toBe(caroShares);
    expect(s.fields['texas.1']!.find((p) => p.owner === ben)).toEqual({
      owner: ben,
      kind: 'pumpJack',
      barrels: 3,
    });
    expect(s.fields['texas.2']!.find((p) => p.owner === caro)).toEqual({
      owner: caro,
      kind: 'rig',
      barrels: 0,
    });
    // Then the disk: "Wildcatter disks are auctioned off, producing 1 barrel immediately".
    expect(s.pending?.kind).toBe('auction');
    allPass(s);
    expect(s.disks.texas).toEqual({ owner: me, barrels: 1 });
  });

  it('"8 workers if 4+ rigs in area": three rigs are not enough, whoever owns them; 7 workers are not enough', () => {
    const { s, me, others } = clearedBoard(4);
    putRig(s, me, 'texas.1');
    putRig(s, others[0], 'texas.1');
    putRig(s, others[1], 'texas.2');
    chooseArea(s, 'texas');
    setWorkers(s, me, 30);
    refused(s, me, { type: 'drill', field: 'texas.1' }, 'not-drillable');
    putRig(s, others[2], 'texas.2');
    setWorkers(s, me, 7);
    refused(s, me, { type: 'drill', field: 'texas.1' }, 'cannot-afford');
    setWorkers(s, me, 8);
    act(s, me, { type: 'drill', field: 'texas.1' });
  });
});

describe('outside: transport and fees', () => {
  it('"4 workers per barrel ... Pay 1 share per barrel to train/tanker owners": 2 barrels by Ben\'s train and Caro\'s tanker', () => {
    const { s, me, others } = clearedBoard(4);
    const [ben, caro, dev] = others;
    putPumpJack(s, me, 'venezuela.1', 3);
    putTrain(s, ben, 'venezuela.1>venezuela.harbour');
    putTanker(s, caro, 'venezuela.harbour');
    putRefinery(s, dev, 'europe.port');
    chooseArea(s, 'texas');
    setWorkers(s, me, 8);
    const before = [me, ben, caro, dev].map((o) => shares(s, o));
    act(s, me, transport('venezuela.1', 'europe.port', 2));
    expect(s.players[me]!.workers).toBe(0);
    expect([me, ben, caro, dev].map((o) => shares(s, o))).toEqual([
      before[0]! - 4,
      before[1]! + 2,
      before[2]! + 2,
      before[3]!,
    ]);
    expect(s.refineries['europe.port']!.barrels).toEqual([me, me]);
    expect(s.fields['venezuela.1']![0]!.barrels).toBe(1);
    // "Oil refined at a refinery counts as delivered to the continent where that refinery stands" [review + seed];
    // [design] a VP a barrel, one more a barrel that crossed the sea.
    const mine = W.view(s, null).players[me]!;
    expect(mine.deliveredTo).toEqual({ europe: 2 });
    expect(mine.vpBy.deliveries).toBe(2);
    expect(mine.vpBy.overseas).toBe(2);
  });

  it('"first move is free, subsequent moves cost 1 worker" and only "unused tankers" move', () => {
    const { s, me } = clearedBoard(4);
    putPumpJack(s, me, 'venezuela.1', 3);
    putTrain(s, me, 'venezuela.1>venezuela.harbour');
    putRefinery(s, me, 'europe.port');
    putTanker(s, me, 'venezuela.harbour');
    putTanker(s, me, 'texas.harbour');
    chooseArea(s, 'texas');
    setWorkers(s, me, 5);
    act(s, me, transport('venezuela.1', 'europe.port', 1));
    expect(s.players[me]!.workers).toBe(1);
    // The tanker that carried now lies in Rotterdam, used; the other is free to move.
    refused(s, me, { type: 'moveTanker', tanker: 0, harbour: 'texas.harbour' }, 'illegal-spot');
    act(s, me, { type: 'moveTanker', tanker: 1, harbour: 'arabia.harbour' });
    expect(s.players[me]!.workers).toBe(1);
    act(s, me, { type: 'moveTanker', tanker: 1, harbour: 'persia.harbour' });
    expect(s.players[me]!.workers).toBe(0);
    refused(s, me, { type: 'moveTanker', tanker: 1, harbour: 'alaska.harbour' }, 'cannot-afford');
  });
});

describe('outside: end of turn and refineries', () => {
  it('"Any refinery with 5 barrels is emptied, and the owners gain shares": 3 shares a barrel to each barrel\'s owner (design)', () => {
    const { s, me, others } = clearedBoard(4);
    const [ben, caro] = others;
    putRefinery(s, caro, 'texas.refinery', [ben, ben, ben, me]);
    putPumpJack(s, me, 'texas.2', 3);
    putTrain(s, me, 'texas.2>texas.refinery');
    chooseArea(s, 'texas');
    const benShares = s.players[ben]!.shares[caro]!;
    const myShares = s.players[me]!.shares[caro]!;
    act(s, me, transport('texas.2', 'texas.refinery', 1));
    allPass(s);
    expect(s.refineries['texas.refinery']!.barrels).toHaveLength(5);
    act(s, me, { type: 'endTurn' });
    expect(s.refineries['texas.refinery']!.barrels).toEqual([]);
    expect(s.players[ben]!.shares[caro]).toBe(benShares + 9);
    expect(s.players[me]!.shares[caro]).toBe(myShares + 6);
    // The barrels go back to their owners' supplies.
    expect(s.players[ben]!.supply.barrels).toBe(36);
    expect(s.players[me]!.supply.barrels).toBe(36 - 2);
  });

  it('"Use an area card or refinery chip to empty a partial refinery": the own chip empties it, each barrel to its owner with shares', () => {
    const { s, me, others } = clearedBoard(4);
    const [ben] = others;
    putRefinery(s, ben, 'persia.refinery', [me, ben]);
    putRefinery(s, ben, 'europe.port', [ben]);
    chooseArea(s, 'texas');
    const mine = s.players[me]!.supply.barrels;
    act(s, me, { type: 'emptyRefinery', site: 'persia.refinery', with: 'ownChip' });
    expect(s.refineries['persia.refinery']!.barrels).toEqual([]);
    expect(s.players[me]!.ownRefineryChip).toBe(false);
    expect(s.players[me]!.supply.barrels).toBe(mine + 1);
    refused(s, me, { type: 'emptyRefinery', site: 'europe.port', with: 'ownChip' }, 'no-chip');
  });
});

describe('outside: round 5 and loans', () => {
  it('"in Round 5, may repay loans at 18 shares": asked only at round 5\'s start; 1 of 2 repaid, the other costs 25 at the end', () => {
    const s = afterPlacement(4);
    const debtor = s.current;
    act(s, debtor, { type: 'takeLoan' });
    act(s, debtor, { type: 'takeLoan' });
    expect(shares(s, debtor)).toBe(45);
    expect(s.players[debtor]!.supply.barrels).toBe(34);
    const askedInRound: number[] = [];
    while (s.phase !== 'over') {
      if (s.pending?.kind === 'repay') {
        askedInRound.push(s.round);
        act(s, debtor, { type: 'repayLoans', loans: 1 });
        expect(s.players[debtor]!.loans).toBe(1);
        expect(s.players[debtor]!.supply.barrels).toBe(35);
      }
      const seat = s.current;
      act(s, seat, { type: 'chooseCard', slot: 0 });
      if (s.round === 7 && s.turnIndex === 3) {
        // The last turn: the debtor keeps exactly 25 shares and 0 workers before final scoring.
        setShares(s, debtor, { [debtor]: 25 });
        setWorkers(s, debtor, 0);
      }
      act(s, seat, { type: 'endTurn' });
      if (s.step === 'chip' && s.current === seat && s.pending === null) act(s, seat, { type: 'pass' });
      while (s.pending !== null && s.pending.kind !== 'repay')
        for (const o of W.status(s).toAct) act(s, o, { type: 'pass' });
    }
    expect(askedInRound).toEqual([5]);
    const line = (k: string) => s.finalScoring.find((l) => l.step === k)!;
    expect(line('loans').vp[debtor]).toBe(0);
    expect(shares(s, debtor)).toBe(0);
    expect(s.players[debtor]!.loans).toBe(0);
  });

  it('"Players can take a loan (10 shares) by placing a barrel": during another\'s question too (piggy-back)', () => {
    const { s, me, others } = clearedBoard(4);
    const [ben] = others;
    for (const o of [me, me, ben, ben]) putRig(s, o, o === me ? 'texas.1' : 'texas.2');
    setShares(s, ben, { [ben]: 2 });
    chooseArea(s, 'texas');
    setWorkers(s, me, 8);
    act(s, me, { type: 'drill', field: 'texas.1' });
    expect(W.status(s).toAct).toEqual([ben]);
    refused(s, ben, { type: 'piggyback', field: 'texas.2' }, 'cannot-afford');
    act(s, ben, { type: 'takeLoan' });
    expect(shares(s, ben)).toBe(12);
    act(s, ben, { type: 'piggyback', field: 'texas.2' });
    expect(shares(s, ben)).toBe(9);
    expect(s.players[ben]!.loans).toBe(1);
  });
});

describe('outside: the end', () => {
  it('"the game proceeds directly to final scoring": nobody acts after it, and every move is refused', () => {
    const s = afterPlacement(2);
    while (s.phase !== 'over') quickTurn(s);
    expect(W.status(s).toAct).toEqual([]);
    expect(W.status(s).over).toBe(true);
    for (const seat of [0, 1]) {
      expect(W.legalActions(s, seat)).toEqual([]);
      for (const a of [{ type: 'takeLoan' }, { type: 'chooseCard', slot: 0 }] as WildcattersAction[])
        refused(s, seat, a, 'game-over');
    }
  });

  it('"1) For every refinery area card, you may empty a refinery" comes before "7) Trade shares": the shares it pays trade too', () => {
    const s = afterPlacement(2);
    playToTurn(s, 8, 1);
    const me = s.current;
    const other = 1 - me;
    act(s, me, { type: 'chooseCard', slot: 0 });
    // Clear what else would score, then: my refinery card, and 2 of my barrels in the other's refinery.
    for (const p of s.players) {
      p.ownRefineryChip = false;
      p.neutralRefineryChips = 0;
      const refineryCards = p.cards.filter((c) => c.startsWith('dark.') && c.endsWith('.6'));
      p.cards = p.cards.filter((c) => !refineryCards.includes(c));
      s.discards.push(...refineryCards);
    }
    setShares(s, me, {});
    setWorkers(s, me, 0);
    for (const site of Object.keys(s.refineries)) {
      const r = s.refineries[site]!;
      for (const o of r.barrels) s.players[o]!.supply.barrels++;
      r.barrels = [];
    }
    const site = Object.keys(s.refineries).find((k) => s.refineries[k]!.owner === other)!;
    s.refineries[site]!.barrels = [me, me];
    s.players[me]!.supply.barrels -= 2;
    const id = 'dark.texas.6';
    for (const pile of [s.deck, s.discards]) if (pile.includes(id)) pile.splice(pile.indexOf(id), 1);
    s.display = s.display.map((c) => (c === id ? null : c));
    s.players[me]!.cards.push(id);
    act(s, me, { type: 'endTurn' });
    if (s.step === 'chip' && s.pending === null) act(s, me, { type: 'pass' });
    expect(s.pending?.kind).toBe('finalEmpty');
    expect(W.status(s).toAct).toEqual([me]);
    act(s, me, { type: 'finalEmpty', site });
    expect(s.phase).toBe('over');
    expect(s.refineries[site]!.barrels).toEqual([]);
    // 2 barrels × 3 shares = 6 shares → 2 workers at 3:1; 2 workers score no VP (design: 1 per 5).
    expect(shares(s, me)).toBe(0);
    expect(s.players[me]!.workers).toBe(2);
  });

  it('"7) Trade shares to workers at a 3:1 ratio. 8) ... workers": 14 shares and 1 worker make 5 workers, 1 VP (design 5:1)', () => {
    const s = afterPlacement(2);
    playToTurn(s, 8, 1);
    const me = s.current;
    act(s, me, { type: 'chooseCard', slot: 0 });
    setShares(s, me, { 0: 14 });
    setWorkers(s, me, 1);
    s.players[me]!.ownRefineryChip = false;
    act(s, me, { type: 'endTurn' });
    if (s.step === 'chip' && s.pending === null) act(s, me, { type: 'pass' });
    allPass(s);
    expect(s.phase).toBe('over');
    const line = (k: string) => s.finalScoring.find((l) => l.step === k)!.vp[me];
    expect(line('sharesToWorkers')).toBe(0);
    expect(s.players[me]!.workers).toBe(5);
    expect(line('workers')).toBe(1);
  });
});
