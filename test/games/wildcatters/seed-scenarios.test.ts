/**
 * Black-box scenarios written from the rule texts (the seed, shared/rules/wildcatters.md, and the design
 * decisions of docs/rules/wildcatters.md), aimed at exact amounts and edge cases the other test files leave
 * out. Each test quotes the sentence it checks.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/games/rng';
import { DARK_CARDS, DISPLAY_SIZE, LIGHT_CARDS } from '../../../src/games/wildcatters/data';
import { card } from '../../../src/games/wildcatters/map';
import type { WildcattersAction, WildcattersState } from '../../../src/games/wildcatters/types';
import {
  act,
  afterPlacement,
  chooseArea,
  clearBoard,
  clearedBoard,
  finishTurn,
  fresh,
  giveWorkers,
  place,
  playToTurn,
  putPumpJack,
  putRefinery,
  putRig,
  putTanker,
  putTrain,
  quickTurn,
  refused,
  rideAlong,
  ridersInLine,
  riderScene,
  ridersWaiting,
  setShares,
  setWorkers,
  shares,
  tankersDown,
  transport,
  W,
} from './helpers';

function playUntilRound(s: WildcattersState, round: number): void {
  while (s.round < round && s.phase !== 'over') quickTurn(s);
}

/**
 * Play to the last turn of round 4, take a card, apply `edit`, then end the turn declining the chip: round 5
 * begins (with its repayment question, if anyone is asked).
 */
function intoRound5(s: WildcattersState, edit: () => void = () => {}): void {
  playToTurn(s, 4, s.seats - 1);
  act(s, s.current, { type: 'chooseCard', slot: 0 });
  edit();
  act(s, s.current, { type: 'endTurn' });
  if (s.round === 4 && s.step === 'chip') act(s, s.current, { type: 'pass' });
}

/**
 * 2 players, the game's last turn: the active player `me` takes a card and a loan, then holds exactly `shares`
 * shares (of colour 0) and `workers` workers and no own refinery chip, and ends the turn: final scoring runs.
 * `line(step)` is `me`'s VP for that step.
 */
function lastTurnWithALoan(holding: { shares: number; workers: number }): {
  s: WildcattersState;
  me: number;
  line: (step: string) => number | undefined;
} {
  const s = afterPlacement(2);
  playToTurn(s, 8, 1);
  const me = s.current;
  act(s, me, { type: 'chooseCard', slot: 0 });
  act(s, me, { type: 'takeLoan' });
  setShares(s, me, { 0: holding.shares });
  setWorkers(s, me, holding.workers);
  s.players[me]!.ownRefineryChip = false;
  finishTurn(s);
  return { s, me, line: (step) => s.finalScoring.find((l) => l.step === step)!.vp[me] };
}

/** After a drill, every asked player declines to piggy-back. */
function passPiggyBacks(s: WildcattersState): void {
  while (s.pending?.kind === 'piggyback') for (const o of W.status(s).toAct) act(s, o, { type: 'pass' });
}

/** Put light card `id` into `seat`'s hand, swapping it for the hand's first card wherever `id` lies. */
function handCard(s: WildcattersState, seat: number, id: string): void {
  const hand = s.players[seat]!.hand;
  if (hand.includes(id)) return;
  const out = hand[0]!;
  const holders: string[][] = [s.deck, s.discards, ...s.players.map((p) => p.hand)];
  const from = holders.find((h) => h.includes(id));
  if (from) from.splice(from.indexOf(id), 1, out);
  else {
    const slot = s.display.indexOf(id);
    s.display[slot] = out;
  }
  hand[0] = id;
}

describe('seed scenarios: set-up', () => {
  it('"Players collect shares (20 of their color, 5 of the player to their left)" with 2 and 3 players', () => {
    // Seed: "Players collect shares (20 of their color, 5 of the player to their left)". The left neighbour is
    // the next seat clockwise (turn order runs clockwise).
    for (const n of [2, 3]) {
      const s = fresh(n);
      s.players.forEach((p, seat) => {
        const expected = [0, 0, 0, 0];
        expected[seat] = 20;
        expected[(seat + 1) % n] = 5;
        expect(p.shares).toEqual(expected);
      });
    }
  });

  it('"in turn order, players discard one card and place one of their starting supplies": one piece each, round after round', () => {
    // Seed: "in turn order, players discard one card and place one of their starting supplies in the area
    // indicated on the card ... This continues until all players have placed their starting supplies".
    const s = W.setup(4, { startPlayer: 'random' }, 'order-7');
    const seen: number[] = [];
    while (s.phase === 'placement') {
      seen.push(s.current);
      act(s, s.current, W.legalActions(s, s.current)[0]!);
    }
    // 7 pieces each (3 rigs, 2 trains, 1 refinery, 1 tanker), in turn order, one at a time.
    expect(seen).toHaveLength(28);
    seen.forEach((seat, i) => expect(seat).toBe(s.order[i % 4]));
    expect(s.current).toBe(s.startSeat);
    expect(s.round).toBe(1);
  });

  it('"ensuring no continent has more than one refinery": a second starting refinery on a continent is refused', () => {
    // Seed: "place one of their starting supplies in the area indicated on the card, ensuring no continent
    // has more than one refinery."
    const s = tankersDown(fresh(4));
    const a = s.current;
    handCard(s, a, 'light.texas.1');
    act(s, a, place('light.texas.1', 'refinery', 'texas.refinery'));
    const b = s.current;
    handCard(s, b, 'light.alaska.1');
    refused(s, b, place('light.alaska.1', 'refinery', 'alaska.refinery'), 'illegal-spot');
    // Another continent is fine.
    handCard(s, b, 'light.arabia.1');
    act(s, b, place('light.arabia.1', 'refinery', 'arabia.refinery'));
    expect(s.refineries['arabia.refinery']).toEqual({ owner: b, barrels: [] });
  });

  it('"discard one card": each placement discards the card used, and a card not in hand is refused', () => {
    // Seed: "players discard one card and place one of their starting supplies in the area indicated on the card".
    const s = tankersDown(fresh(4));
    const a = s.current;
    const notMine = s.players[(a + 1) % 4]!.hand[0]!;
    const area = card(notMine).area;
    refused(s, a, place(notMine, 'rig', `${area}.1`), 'bad-card');
    const mine = s.players[a]!.hand[0]!;
    const d = s.discards.length;
    act(s, a, place(mine, 'rig', `${card(mine).area}.2`));
    expect(s.players[a]!.hand).not.toContain(mine);
    expect(s.discards).toHaveLength(d + 1);
    expect(s.discards).toContain(mine);
  });

  it('"place their tanker in one of the two Southern Africa harbors. Finally, deal…": the tankers go first, in turn order', () => {
    // Seed: "Players then collect 3 rigs, 2 trains, 1 refinery, and 1 tanker from their components and place
    // their tanker in one of the two Southern Africa harbors. Finally, deal each player 8 light-colored area
    // cards, and in turn order, players discard one card and place one of their starting supplies".
    const s = fresh(2);
    const [first, second] = [s.current, s.order[1]!];
    // Before their tanker, no player places a piece with a card (the tanker is down before the deal).
    const card0 = s.players[first]!.hand[0]!;
    refused(s, first, place(card0, 'rig', `${card(card0).area}.1`), 'wrong-step');
    expect(W.legalActions(s, first).every((a) => a.type === 'placeTanker')).toBe(true);
    act(s, first, { type: 'placeTanker', harbour: 'southernAfrica.east' });
    expect(s.current).toBe(second);
    act(s, second, { type: 'placeTanker', harbour: 'southernAfrica.west' });
    expect(s.tankers.map((t) => t.harbour).sort()).toEqual(['southernAfrica.east', 'southernAfrica.west']);
    // Both harbours are allowed; every hand still holds its 8 cards; now the card placements begin.
    for (const p of s.players) expect(p.hand).toHaveLength(8);
    expect(s.current).toBe(first);
    expect(W.legalActions(s, first).every((a) => a.type === 'place')).toBe(true);
    // A second tanker placement for the same player is not allowed (no tanker left to place).
    expect(W.apply(s, s.current, { type: 'placeTanker', harbour: 'southernAfrica.east' }).ok).toBe(false);
  });
});

describe('seed scenarios: rounds', () => {
  it('"If it\'s the final round, player order is determined": before that the order stays the same', () => {
    // Seed: "If it's the final round, player order is determined." (Only then.)
    const s = W.setup(4, { startPlayer: 'random' }, 'keep-order');
    while (s.phase === 'placement') act(s, s.current, W.legalActions(s, s.current)[0]!);
    const order = [...s.order];
    playUntilRound(s, 2);
    expect(s.order).toEqual(order);
    expect(s.current).toBe(order[0]);
    playUntilRound(s, 6);
    expect(s.order).toEqual(order);
  });

  it('"In subsequent rounds, players receive 10 workers": exactly +10 per round, every round', () => {
    // Seed: "The Beginning of Round is skipped in Round 1. In subsequent rounds, players receive 10 workers".
    const s = afterPlacement(2);
    for (let r = 2; r <= 8; r++) {
      while (s.round === r - 1 && s.turnIndex < 1) quickTurn(s);
      // The last turn of the round: take a card, note the workers after its bonus, end.
      const seat = s.current;
      act(s, seat, { type: 'chooseCard', slot: 0 });
      const before = s.players.map((p) => p.workers);
      finishTurn(s);
      expect(s.round).toBe(r);
      expect(s.players.map((p) => p.workers)).toEqual(before.map((w) => w + 10));
    }
  });

  it('"in Round 5, may repay loans at 18 shares per loan": two loans cost 36, one may be kept for 25 at the end', () => {
    // Seed: "in Round 5, may repay loans at 18 shares per loan (otherwise 25 shares at game end)".
    const s = afterPlacement(4);
    const debtor = s.current;
    act(s, debtor, { type: 'takeLoan' });
    act(s, debtor, { type: 'takeLoan' });
    act(s, debtor, { type: 'takeLoan' });
    expect(s.players[debtor]!.loans).toBe(3);
    intoRound5(s);
    expect(s.round).toBe(5);
    expect(s.pending).toEqual({ kind: 'repay', waiting: [debtor] });
    // More loans than held: refused.
    expect(W.apply(s, debtor, { type: 'repayLoans', loans: 4 }).ok).toBe(false);
    const before = shares(s, debtor);
    act(s, debtor, { type: 'repayLoans', loans: 2 });
    expect(shares(s, debtor)).toBe(before - 36);
    expect(s.players[debtor]!.loans).toBe(1);
  });

  it('loans cannot be repaid at 18 outside round 5', () => {
    // Seed: "in Round 5, may repay loans at 18 shares per loan (otherwise 25 shares at game end)".
    const s = afterPlacement(4);
    act(s, s.current, { type: 'takeLoan' });
    const r = W.apply(s, s.current, { type: 'repayLoans', loans: 1 });
    expect(r.ok).toBe(false);
    playUntilRound(s, 2);
    expect(W.apply(s, s.current, { type: 'repayLoans', loans: 1 }).ok).toBe(false);
  });
});

describe('seed scenarios: a turn', () => {
  it('"You can clear and refresh the area cards for 4 VP": only before choosing, 8 new cards from the deck', () => {
    // Seed: "1) Choose an Area Card: Select one of the 8 face-up area cards ... You can clear and refresh the area
    // cards for 4 VP."
    const s = afterPlacement(4);
    const seat = s.current;
    const top8 = s.deck.slice(-8).reverse();
    act(s, seat, { type: 'refreshDisplay' });
    expect(new Set(s.display)).toEqual(new Set(top8));
    expect(s.players[seat]!.vp).toBe(6);
    act(s, seat, { type: 'chooseCard', slot: 0 });
    refused(s, seat, { type: 'refreshDisplay' }, 'wrong-step');
    expect(s.players[seat]!.vp).toBe(6);
  });

  it('"shares of a specific color": the card pays exactly its amount in the colour shown', () => {
    // Seed: "2) Get Bonus: Gain the bonus depicted on the chosen card (workers, shares of a specific color ...)".
    const s = afterPlacement(4);
    const seat = s.current;
    const before = [...s.players[seat]!.shares];
    const id = chooseArea(s, 'indonesia', 'shares');
    const c = card(id);
    if (c.bonus.kind !== 'shares') throw new Error('not a share card');
    const expected = [...before];
    expected[c.bonus.colour]! += c.bonus.amount;
    expect(s.players[seat]!.shares).toEqual(expected);
  });

  it('"4 workers for 1st-3rd, 6 for 4th": the other colours’ rigs and pump jacks in the area count (design)', () => {
    // Seed: "build rigs (4 workers for 1st-3rd, 6 for 4th)". Design: counted over rigs and pump jacks of every
    // colour in the area.
    const { s, me, others } = clearedBoard(4);
    const [a, b, c] = others;
    putRig(s, a, 'texas.1');
    putRig(s, b, 'texas.1');
    putPumpJack(s, c, 'texas.2', 3);
    chooseArea(s, 'texas');
    s.players[me]!.workers = 30;
    act(s, me, { type: 'buildRig', field: 'texas.2' });
    expect(s.players[me]!.workers).toBe(24);
  });

  it('"4 workers for 1st-3rd, 6 for 4th" on a white continent', () => {
    // Seed: "build rigs (4 workers for 1st-3rd, 6 for 4th) ... Rigs and refineries can only be built in the
    // chosen area or a white continent."
    const { s, me } = clearedBoard(4);
    chooseArea(s, 'texas');
    s.players[me]!.workers = 30;
    const paid: number[] = [];
    for (let i = 0; i < 4; i++) {
      const w = s.players[me]!.workers;
      act(s, me, { type: 'buildRig', field: 'australia.1' });
      paid.push(w - s.players[me]!.workers);
    }
    expect(paid).toEqual([4, 4, 4, 6]);
  });

  it('"Rigs and refineries can only be built in the chosen area": trains and tankers are not so limited', () => {
    // Seed: "Use workers to build rigs ..., trains (2 workers), tankers (2 workers), or refineries (12 workers).
    // Rigs and refineries can only be built in the chosen area or a white continent."
    const { s, me } = clearedBoard(4);
    chooseArea(s, 'texas');
    s.players[me]!.workers = 10;
    act(s, me, { type: 'buildTrain', railway: 'siberia.1>siberia.harbour' });
    act(s, me, { type: 'buildTanker', harbour: 'indonesia.harbour' });
    expect(s.players[me]!.workers).toBe(6);
    expect(s.trains['siberia.1>siberia.harbour']).toBe(me);
    expect(s.tankers).toEqual([{ owner: me, harbour: 'indonesia.harbour', used: false }]);
  });

  it('a refinery built in the game may stand on a continent that already has one (the one-per-continent rule is for set-up)', () => {
    // Seed: set-up "ensuring no continent has more than one refinery"; building: "refineries (12 workers) ...
    // Only one refinery can be built per round".
    const { s, me, others } = clearedBoard(4);
    const [o] = others;
    putRefinery(s, o, 'texas.refinery');
    chooseArea(s, 'alaska');
    s.players[me]!.workers = 12;
    act(s, me, { type: 'buildRefinery', site: 'alaska.refinery' });
    expect(s.players[me]!.workers).toBe(0);
    expect(s.refineries['alaska.refinery']).toEqual({ owner: me, barrels: [] });
  });

  it('"Only one refinery can be built per round": the next round allows another', () => {
    // Seed: "Only one refinery can be built per round".
    const { s, me } = clearedBoard(2);
    chooseArea(s, 'texas');
    giveWorkers(s, me, 30);
    act(s, me, { type: 'buildRefinery', site: 'europe.inland' });
    finishTurn(s);
    quickTurn(s);
    expect(s.round).toBe(2);
    expect(s.current).toBe(me);
    chooseArea(s, 'texas');
    act(s, me, { type: 'buildRefinery', site: 'texas.refinery' });
    expect(s.refineries['texas.refinery']!.owner).toBe(me);
  });

  it('building without enough workers is refused and changes nothing', () => {
    // Seed: "Use workers to build rigs (4 workers ...), trains (2 workers), tankers (2 workers), or refineries
    // (12 workers)."
    const { s, me } = clearedBoard(4);
    chooseArea(s, 'texas');
    s.players[me]!.workers = 11;
    refused(s, me, { type: 'buildRefinery', site: 'texas.refinery' }, 'cannot-afford');
    s.players[me]!.workers = 3;
    refused(s, me, { type: 'buildRig', field: 'texas.1' }, 'cannot-afford');
    s.players[me]!.workers = 1;
    refused(s, me, { type: 'buildTrain', railway: 'texas.1>texas.harbour' }, 'cannot-afford');
    refused(s, me, { type: 'buildTanker', harbour: 'texas.harbour' }, 'cannot-afford');
  });

  it('the seven steps run in order: nothing before the card, no building after the oil actions', () => {
    // Seed: "players take turns in order, performing 7 steps: 1) Choose an Area Card ... 3) Build ... 4) Oil Actions".
    const { s, me } = clearedBoard(4);
    refused(s, me, { type: 'buildTrain', railway: 'texas.1>texas.harbour' }, 'wrong-step');
    refused(s, me, { type: 'endTurn' }, 'wrong-step');
    putRig(s, me, 'arabia.1');
    s.drilled.arabia = true;
    chooseArea(s, 'texas');
    act(s, me, { type: 'develop', field: 'arabia.1' });
    refused(s, me, { type: 'buildTrain', railway: 'texas.1>texas.harbour' }, 'wrong-step');
  });
});

describe('seed scenarios: oil actions', () => {
  /** Four rigs in Texas: one of `me` and two of the next seat on texas.1, one of the seat after on texas.2. */
  function texas4(): ReturnType<typeof clearedBoard<4>> {
    const scene = clearedBoard(4);
    const { s, me, others } = scene;
    const [a, b] = others;
    putRig(s, me, 'texas.1');
    putRig(s, a, 'texas.1');
    putRig(s, a, 'texas.1');
    putRig(s, b, 'texas.2');
    return scene;
  }

  it('"8 workers if 4+ rigs in area": rigs of any colours count, 7 workers are not enough', () => {
    // Seed: "Drill for oil (8 workers if 4+ rigs in area, replacing a rig with a pump jack and 3 barrels".
    const { s, me } = texas4();
    chooseArea(s, 'texas');
    s.players[me]!.workers = 7;
    refused(s, me, { type: 'drill', field: 'texas.1' }, 'cannot-afford');
    s.players[me]!.workers = 8;
    act(s, me, { type: 'drill', field: 'texas.1' });
    expect(s.players[me]!.workers).toBe(0);
    expect(s.fields['texas.1']!.find((p) => p.owner === me)).toEqual({
      owner: me,
      kind: 'pumpJack',
      barrels: 3,
    });
  });

  it('drilling happens in the chosen area (design), not in another area with 4 rigs', () => {
    // Seed: "Drill for oil (8 workers if 4+ rigs in area". Design: in the chosen area or on a white continent.
    const { s, me } = texas4();
    chooseArea(s, 'alaska');
    s.players[me]!.workers = 20;
    expect(W.apply(s, me, { type: 'drill', field: 'texas.1' }).ok).toBe(false);
  });

  it('"other players can pay 3 shares to replace their rigs too": exactly 3 shares, only those with a rig there are asked', () => {
    // Seed: "other players can pay 3 shares to replace their rigs too".
    const { s, me, others } = texas4();
    const [a, b] = others;
    chooseArea(s, 'texas');
    act(s, me, { type: 'drill', field: 'texas.1' });
    expect(s.pending?.kind).toBe('piggyback');
    expect(W.status(s).toAct).toEqual([a, b].sort());
    const before = shares(s, a);
    const w = s.players[a]!.workers;
    act(s, a, { type: 'piggyback', field: 'texas.1' });
    expect(shares(s, a)).toBe(before - 3);
    expect(s.players[a]!.workers).toBe(w);
    // Only one of a's two rigs turns.
    const mine = s.fields['texas.1']!.filter((p) => p.owner === a);
    expect(mine.map((p) => p.kind).sort()).toEqual(['pumpJack', 'rig']);
  });

  it('the wildcatter disk auction (design): highest sealed bid wins and pays exactly its bid; the disk holds 1 barrel', () => {
    // Seed: "Wildcatter disks are auctioned off, producing 1 barrel immediately and earning end-game VPs."
    const { s, me, others } = texas4();
    const [a, b, c] = others;
    chooseArea(s, 'texas');
    act(s, me, { type: 'drill', field: 'texas.1' });
    passPiggyBacks(s);
    expect(s.pending?.kind).toBe('auction');
    const before = shares(s, c);
    const drillerBefore = shares(s, me);
    act(s, me, { type: 'bid', shares: 4 });
    act(s, a, { type: 'bid', shares: 6 });
    act(s, b, { type: 'pass' });
    act(s, c, { type: 'bid', shares: 7 });
    expect(s.disks.texas).toEqual({ owner: c, barrels: 1 });
    expect(shares(s, c)).toBe(before - 7);
    expect(shares(s, me)).toBe(drillerBefore);
  });

  it('the auction tie-break (design): tied non-drillers, the one nearest the driller clockwise wins', () => {
    // Design: "ties go to the driller, then to the tied player nearest the driller clockwise".
    const { s, me, others } = texas4();
    const [a, b, c] = others;
    chooseArea(s, 'texas');
    act(s, me, { type: 'drill', field: 'texas.1' });
    passPiggyBacks(s);
    act(s, me, { type: 'bid', shares: 2 });
    act(s, c, { type: 'bid', shares: 5 });
    act(s, a, { type: 'pass' });
    const told = act(s, b, { type: 'bid', shares: 5 }).at(-1)?.text;
    expect(s.disks.texas?.owner).toBe(b);
    // The result says how the tie was broken (a playtest's "Ben 9 shares, … Caro 9 shares. Ben wins" left Caro
    // asking why not her).
    expect(told).toMatch(
      new RegExp(
        `\\{p${b}\\} won .* for 5 shares: tied with \\{p${c}\\}, the bidder nearest the driller clockwise won\\.$`,
      ),
    );
  });

  it('the auction (design): if all pass, the driller takes the disk for free', () => {
    // Design: "if all pass, the driller takes the disk for free".
    const { s, me } = texas4();
    chooseArea(s, 'texas');
    act(s, me, { type: 'drill', field: 'texas.1' });
    passPiggyBacks(s);
    const before = shares(s, me);
    const events = [0, 1, 2, 3].flatMap((o) => act(s, o, { type: 'pass' }));
    expect(s.disks.texas).toEqual({ owner: me, barrels: 1 });
    expect(shares(s, me)).toBe(before);
    expect(events.at(-1)?.text).toBe(
      `Everyone passed, so {p${me}}, who drilled, took the wildcatter disk of Texas (1 barrel) for free.`,
    );
  });

  it('the auction’s result says each bid as a bid: "Ben bid 5 shares", never a name then a number', () => {
    // A playtest: "Bids: Greedy bot 2 1 share, Greedy bot 5 shares, Ana passed." (a name ending in a number).
    const { s, me, others } = texas4();
    chooseArea(s, 'texas');
    act(s, me, { type: 'drill', field: 'texas.1' });
    passPiggyBacks(s);
    const [a, b, c] = others;
    act(s, a, { type: 'bid', shares: 1 });
    act(s, b, { type: 'bid', shares: 5 });
    act(s, c, { type: 'pass' });
    const text = act(s, me, { type: 'pass' }).at(-1)?.text ?? '';
    expect(text).toMatch(
      new RegExp(`^Bids: .*\\{p${a}\\} bid 1 share, .*\\{p${b}\\} bid 5 shares.* \\{p${b}\\} won`),
    );
    expect(text).toContain(`{p${c}} passed`);
  });

  it('a bid above one’s shares is refused', () => {
    // Design: bids are in shares, paid by the winner.
    const { s, me, others } = texas4();
    const [o] = others;
    chooseArea(s, 'texas');
    act(s, me, { type: 'drill', field: 'texas.1' });
    passPiggyBacks(s);
    expect(W.apply(s, o, { type: 'bid', shares: shares(s, o) + 1 }).ok).toBe(false);
  });

  it('drilling a white continent: no wildcatter disk (design), the others may still piggy-back', () => {
    // Seed: "other players can pay 3 shares to replace their rigs too". Design: white continents have no disk.
    const { s, me, others } = clearedBoard(4);
    const [o] = others;
    putRig(s, me, 'europe.1');
    putRig(s, me, 'europe.1');
    putRig(s, me, 'europe.1');
    putRig(s, o, 'europe.1');
    chooseArea(s, 'texas');
    act(s, me, { type: 'drill', field: 'europe.1' });
    expect(s.pending).toEqual({ kind: 'piggyback', region: 'europe', waiting: [o] });
    act(s, o, { type: 'pass' });
    expect(s.pending).toBeNull();
  });

  it('"Develop oil fields ... for 3 workers": not in an area never drilled (design)', () => {
    // Seed: "Develop oil fields (replace rigs with pump jacks and 3 barrels for 3 workers)." Design: only in a
    // drilled area or white continent.
    const { s, me } = clearedBoard(4);
    putRig(s, me, 'persia.1');
    chooseArea(s, 'persia');
    expect(W.apply(s, me, { type: 'develop', field: 'persia.1' }).ok).toBe(false);
    s.drilled.persia = true;
    s.players[me]!.workers = 2;
    refused(s, me, { type: 'develop', field: 'persia.1' }, 'cannot-afford');
    s.players[me]!.workers = 3;
    act(s, me, { type: 'develop', field: 'persia.1' });
    expect(s.players[me]!.workers).toBe(0);
  });

  it('"4 workers per barrel": own train and own tanker cost no fees; 3 barrels cost 12 workers', () => {
    // Seed: "Transport oil ... (4 workers per barrel ...). Pay 1 share per barrel to train/tanker owners."
    const { s, me, others } = clearedBoard(4);
    const [o] = others;
    putPumpJack(s, me, 'siberia.1', 3);
    putTrain(s, me, 'siberia.1>siberia.harbour');
    putTanker(s, me, 'siberia.harbour');
    putRefinery(s, o, 'alaska.refinery');
    chooseArea(s, 'texas');
    s.players[me]!.workers = 12;
    const sh = shares(s, me);
    act(s, me, transport('siberia.1', 'alaska.refinery', 3));
    expect(s.players[me]!.workers).toBe(0);
    expect(shares(s, me)).toBe(sh);
    expect(s.refineries['alaska.refinery']!.barrels).toEqual([me, me, me]);
    expect(s.fields['siberia.1']![0]).toEqual({ owner: me, kind: 'pumpJack', barrels: 0 });
  });

  it('transport: barrels beyond the refinery’s room (5) are refused', () => {
    // Seed: "Any refinery with 5 barrels is emptied" (a refinery holds 5).
    const { s, me, others } = clearedBoard(4);
    const [o] = others;
    putPumpJack(s, me, 'texas.1', 3);
    putTrain(s, me, 'texas.1>texas.refinery');
    putRefinery(s, o, 'texas.refinery', [o, o, o]);
    chooseArea(s, 'alaska');
    refused(s, me, transport('texas.1', 'texas.refinery', 3), 'refinery-full');
    act(s, me, transport('texas.1', 'texas.refinery', 2));
    expect(s.refineries['texas.refinery']!.barrels).toHaveLength(5);
  });

  it('riders pay the train and the tanker owner 1 share a barrel each, and no workers', () => {
    // Seed: "(4 workers per barrel; other players can transport for free). Pay 1 share per barrel to
    // train/tanker owners."
    const { s, me, rider, rail, ship } = ridersWaiting();
    const w = s.players[rider]!.workers;
    const rs = shares(s, rider);
    const railS = shares(s, rail);
    const shipS = shares(s, ship);
    act(s, rider, rideAlong('arabia.2', 2));
    expect(s.players[rider]!.workers).toBe(w);
    expect(shares(s, rider)).toBe(rs - 4);
    expect(shares(s, rail)).toBe(railS + 2);
    expect(shares(s, ship)).toBe(shipS + 2);
    expect(s.refineries['australia.refinery']!.barrels).toEqual([me, rider, rider]);
  });

  it('the transport, the ride-along question and the ride say what each pays and to whom: workers, then fees (never "free")', () => {
    // Rules page: "You pay 1 share a barrel to the owner of the train and 1 to the owner of the tanker (nothing
    // to yourself)"; "riders pay the same share fees to the train and tanker owners".
    const { s, me, rider, rail, ship, events } = ridersWaiting();
    const [p, r, t, k] = [me, rider, rail, ship].map((x) => `{p${x}}`);
    expect(events.map((e) => e.text)).toEqual([
      // "by rail and sea" before the brackets, where the Undo button's label is cut ("Undo: shipped 1 barrel to the
      // Australia refinery by rail" said the oil had not crossed the sea).
      `${p} shipped 1 barrel to the Australia refinery by rail and sea (Arabia lower field → Ras Tanura) on ${k}'s tanker from Ras Tanura (Arabia): 4 workers, 1 share to ${t} and 1 to ${k}, +2 VP.`,
      `${r} may ride along to the Australia refinery with oil from the Arabia lower field: no workers, 1 share a barrel to ${t} for the train and 1 to ${k} for the tanker.`,
    ]);
    expect(events.map((e) => e.text).join(' ')).not.toMatch(/free/);
    expect(act(s, rider, rideAlong('arabia.2', 2)).at(-1)?.text).toBe(
      `${r} rode along with 2 barrels to the Australia refinery: no workers, 2 shares to ${t} and 2 to ${k}, +4 VP.`,
    );
  });

  it('a rider carried fewer barrels than asked is told why: the refinery full, or the fees beyond their shares', () => {
    // A playtest: "Greedy bot 2 asked to ride along with 3 barrels." then "… rode along with 2 barrels", no reason
    // given; and a rider the refinery had no room left for was not mentioned at all.
    const room = (fill: number, rideShares?: number) => {
      const { s, rider, ship } = ridersWaiting();
      s.refineries['australia.refinery']!.barrels.push(...Array.from({ length: fill }, () => ship));
      if (rideShares !== undefined) setShares(s, rider, { [rider]: rideShares });
      return act(s, rider, rideAlong('arabia.2', 3)).at(-1)?.text;
    };
    expect(room(2)).toMatch(
      /^\{p\d\} rode along with 2 barrels of the 3 asked \(the Australia refinery had room for no more\) to the Australia refinery: /,
    );
    expect(room(4)).toMatch(/^\{p\d\} could not ride along: the Australia refinery was full\.$/);
    // Two shares a barrel in fees (train and tanker), five shares: two barrels.
    expect(room(0, 5)).toMatch(
      /^\{p\d\} rode along with 2 barrels of the 3 asked \(the fees of 2 barrels were all their shares could pay\) to /,
    );
  });

  it('a rider is offered only the barrels that can be carried: the refinery’s room left and the fees their shares pay', () => {
    // A playtest: the chooser offered 3 barrels with room for 2 left, and the ride then said "2 barrels of the 3
    // asked". Rules page: "asked at once whether to ride along, up to the refinery's room".
    const offered = (fill: number, rideShares?: number) => {
      const { s, rider, ship } = ridersWaiting();
      s.refineries['australia.refinery']!.barrels.push(...Array.from({ length: fill }, () => ship));
      if (rideShares !== undefined) setShares(s, rider, { [rider]: rideShares });
      return W.legalActions(s, rider).flatMap((a) => (a.type === 'rideAlong' ? [a.barrels] : []));
    };
    // The rider has 3 barrels there; the refinery holds my 1 of 5.
    expect(offered(0)).toEqual([1, 2, 3]);
    expect(offered(2)).toEqual([1, 2]);
    expect(offered(3)).toEqual([1]);
    // Two shares a barrel in fees (train and tanker): five shares pay two barrels, three pay one.
    expect(offered(0, 5)).toEqual([1, 2]);
    expect(offered(0, 3)).toEqual([1]);
  });

  it('a rider is offered only the room the riders loaded before them leave, once they have answered', () => {
    // A playtest: Caro was offered "1 barrel … +0 VP: no room after the riders before you" (Greedy bot, loaded
    // before her, had asked for the refinery's whole room), a ride that could only carry nothing; and 2 and 3
    // barrels with room for 1 left. Rules page: riders are "loaded clockwise from you when all have answered".
    const { s, first, second } = ridersInLine();
    const offered = (seat: number) =>
      W.legalActions(s, seat).flatMap((a) => (a.type === 'rideAlong' ? [a.barrels] : []));
    // Room for 4; before anyone answers each may ask for up to 3 (the barrels they have).
    expect([offered(first), offered(second)]).toEqual([
      [1, 2, 3],
      [1, 2, 3],
    ]);
    // A rider loaded after takes nothing from those loaded before: the second's answer leaves the first's offer.
    const before = structuredClone(s);
    act(before, second, rideAlong('arabia.2', 3));
    expect(W.legalActions(before, first).flatMap((a) => (a.type === 'rideAlong' ? [a.barrels] : []))).toEqual(
      [1, 2, 3],
    );
    // The first asks for 3: the second has room for 1 left.
    act(s, first, rideAlong('arabia.2', 3));
    expect(offered(second)).toEqual([1]);
  });

  it('a rider loaded after others who asked for all the room is offered no ride, only to pass', () => {
    const { s, first, second } = ridersInLine(1);
    // Room for 3: the first rider asks for all of it.
    act(s, first, rideAlong('arabia.2', 3));
    expect(W.legalActions(s, second)).toEqual([{ type: 'pass' }, { type: 'takeLoan' }]);
  });

  it('on one’s own train and tanker the transport says "no fee"; riders are told they pay their owner for both', () => {
    const { s, me, rider, events } = ridersWaiting('mine');
    const [p, r] = [`{p${me}}`, `{p${rider}}`];
    expect(events[0]?.text).toMatch(
      /their own tanker from Ras Tanura \(Arabia\): 4 workers, no fee, \+2 VP\.$/,
    );
    expect(events[1]?.text).toBe(
      `${r} may ride along to the Australia refinery with oil from the Arabia lower field: no workers, 2 shares a barrel to ${p} for the train and the tanker.`,
    );
    expect(act(s, rider, rideAlong('arabia.2', 1)).at(-1)?.text).toBe(
      `${r} rode along with 1 barrel to the Australia refinery: no workers, 2 shares to ${p}, +2 VP.`,
    );
  });

  it('a rider asked alone who owns the train and the tanker is told "no fee", not a fee to themselves', () => {
    // A playtest: a bot shipped from Venezuela on Ana's train and tanker, and Ana was asked to ride along for
    // "2 shares a barrel to Ana for the train and the tanker (nothing to oneself)".
    const { s, rider, events } = ridersWaiting('rider');
    const r = `{p${rider}}`;
    expect(events[1]?.text).toBe(
      `${r} may ride along to the Australia refinery with oil from the Arabia lower field: no workers, no fee (${r} owns the train and the tanker).`,
    );
    expect(act(s, rider, rideAlong('arabia.2', 1)).at(-1)?.text).toBe(
      `${r} rode along with 1 barrel to the Australia refinery: no workers, no fee, +2 VP.`,
    );
  });

  it('a rider asked alone who owns the train or the tanker is told only the other owner’s fee, and why', () => {
    // A playtest: Ana, asked alone, read "1 share a barrel to Ben for the train and 1 to Ana for the tanker
    // (nothing to oneself)", a fee to herself.
    for (const owns of ['tanker', 'train'] as const) {
      const { s, me, others, rider } = riderScene((_, [rider, other]) => ({
        rail: owns === 'train' ? rider : other,
        ship: owns === 'tanker' ? rider : other,
        refinery: other,
      }));
      const other = others[1];
      const events = act(s, me, transport('arabia.2', 'australia.refinery', 1));
      const [r, o] = [`{p${rider}}`, `{p${other}}`];
      const paid = owns === 'tanker' ? 'train' : 'tanker';
      expect(events[1]?.text).toBe(
        `${r} may ride along to the Australia refinery with oil from the Arabia lower field: no workers, ` +
          `1 share a barrel to ${o} for the ${paid} (${r} owns the ${owns}).`,
      );
      expect(act(s, rider, rideAlong('arabia.2', 1)).at(-1)?.text).toBe(
        `${r} rode along with 1 barrel to the Australia refinery: no workers, 1 share to ${o}, +2 VP.`,
      );
    }
  });

  it('players with oil on the field who are not asked to ride along are told why: the refinery full, or no shares', () => {
    // Ben has barrels on the field Ana ships from; filling the refinery (or too few shares) passed him over unsaid.
    const scene = () => {
      const { s, me, rider } = riderScene((_, [, caro, dev]) => ({ rail: dev, ship: dev, refinery: caro }));
      return { s, me, ben: `{p${rider}}`, benSeat: rider };
    };
    const full = scene();
    full.s.refineries['australia.refinery']!.barrels = [full.me, full.me];
    full.s.players[full.me]!.supply.barrels -= 2;
    const events = act(full.s, full.me, transport('arabia.2', 'australia.refinery', 3));
    expect(full.s.pending).toBeNull();
    expect(events.at(-1)?.text).toBe(
      `The Australia refinery is full: ${full.ben} cannot ride along with oil from the Arabia lower field.`,
    );
    const poor = scene();
    setShares(poor.s, poor.benSeat, { [poor.benSeat]: 1 });
    // Every barrel of Ben's on the field or the bank: no loan could pay the fees either.
    poor.s.players[poor.benSeat]!.supply.barrels = 0;
    const told = act(poor.s, poor.me, transport('arabia.2', 'australia.refinery', 1));
    expect(poor.s.pending).toBeNull();
    expect(told.at(-1)?.text).toBe(
      `${poor.ben} has oil from the Arabia lower field but too few shares for a barrel's fees and no barrel to ` +
        'take a loan with: not asked to ride along.',
    );
  });

  it('a rider short of shares who has a barrel to take a loan with is asked to ride along, as for a piggy-back', () => {
    // Seed: "other players can transport for free", "Players can take a loan (10 shares) by placing a barrel ...
    // on the bank". The piggy-back question asks one short of shares who holds a barrel (rules version 2); the
    // ride-along left them out. Rules version 3 asks them: a loan first pays the fees.
    const scene = () => {
      const { s, me, rider } = riderScene((_, [, caro, dev]) => ({ rail: dev, ship: dev, refinery: caro }));
      setShares(s, rider, { [rider]: 1 });
      expect(s.players[rider]!.supply.barrels).toBeGreaterThan(0);
      return { s, me, rider };
    };
    const { s, me, rider } = scene();
    const events = act(s, me, transport('arabia.2', 'australia.refinery', 1));
    expect(s.pending).toMatchObject({ kind: 'rideAlong', waiting: [rider] });
    expect(events.map((e) => e.kind)).toEqual(['transport', 'ask']);
    // Two shares a barrel in fees, one held: only the pass and the loan, then the ride once the loan is taken.
    expect(W.legalActions(s, rider)).toEqual([{ type: 'pass' }, { type: 'takeLoan' }]);
    act(s, rider, { type: 'takeLoan' });
    expect(
      W.legalActions(s, rider)
        .filter((a) => a.type === 'rideAlong')
        .map((a) => a.barrels),
    ).toEqual([1, 2, 3]);
    expect(act(s, rider, rideAlong('arabia.2', 3)).at(-1)?.text).toBe(
      `{p${rider}} rode along with 3 barrels to the Australia refinery: no workers, 6 shares to {p${(rider + 2) % 4}}, +6 VP.`,
    );
    // A game saved under rules version 2 asks only those whose shares pay, as it did, and says so as it did.
    const old = scene();
    const upgraded = W.upgrade!(old.s, 2);
    expect(upgraded.rideSharesOnly).toBe(true);
    const told = act(upgraded, old.me, transport('arabia.2', 'australia.refinery', 1));
    expect(upgraded.pending).toBeNull();
    expect(told.at(-1)?.text).toBe(
      `{p${old.rider}} has oil from the Arabia lower field but too few shares for a barrel's fees: not asked to ride along.`,
    );
    expect(W.upgrade!(scene().s, 3).rideSharesOnly).toBeUndefined();
  });

  it('a transport says the VP its delivery earns: a VP a barrel, and one more a barrel that crossed the sea', () => {
    // A playtest: Ana shipped 2 barrels by rail to her refinery and her VP rose 16 → 18, the log saying only
    // "…: 8 workers, no fee." (a rig's and a drill's VP are told: "(+1 VP)", "+2 VP").
    // By rail alone: 2 barrels, 2 VP.
    const rail = clearedBoard(4);
    putPumpJack(rail.s, rail.me, 'persia.2', 3);
    putTrain(rail.s, rail.me, 'persia.2>persia.refinery');
    putRefinery(rail.s, rail.me, 'persia.refinery');
    chooseArea(rail.s, 'persia');
    const was = rail.s.players[rail.me]!.vp;
    expect(act(rail.s, rail.me, transport('persia.2', 'persia.refinery', 2))[0]?.text).toMatch(
      /by rail \(Persia lower field → Persia refinery\): 8 workers, no fee, \+2 VP\.$/,
    );
    expect(rail.s.players[rail.me]!.vp - was).toBe(2);
    // By rail and sea: a barrel, 2 VP, to the carrier and to a rider alike.
    const { s, rider, events } = ridersWaiting('mine');
    expect(events[0]?.text).toMatch(/: 4 workers, no fee, \+2 VP\.$/);
    const before = s.players[rider]!.vp;
    expect(act(s, rider, rideAlong('arabia.2', 1)).at(-1)?.text).toMatch(/, \+2 VP\.$/);
    expect(s.players[rider]!.vp - before).toBe(2);
  });

  it('"first move is free, subsequent moves cost 1 worker": counted per turn over all one’s tankers', () => {
    // Seed: "5) Move Unused Tankers: Move any unused tankers to any harbor (first move is free, subsequent moves
    // cost 1 worker)."
    const { s, me } = clearedBoard(2);
    const t1 = putTanker(s, me, 'texas.harbour');
    const t2 = putTanker(s, me, 'alaska.harbour');
    chooseArea(s, 'texas');
    const w = s.players[me]!.workers;
    act(s, me, { type: 'moveTanker', tanker: t1, harbour: 'europe.harbour' });
    act(s, me, { type: 'moveTanker', tanker: t2, harbour: 'persia.harbour' });
    expect(s.players[me]!.workers).toBe(w - 1);
    finishTurn(s);
    quickTurn(s);
    // Next turn: the first move is free again.
    act(s, me, { type: 'chooseCard', slot: 0 });
    const w2 = s.players[me]!.workers;
    act(s, me, { type: 'moveTanker', tanker: t1, harbour: 'australia.harbour' });
    expect(s.players[me]!.workers).toBe(w2);
    s.players[me]!.workers = 0;
    refused(s, me, { type: 'moveTanker', tanker: t2, harbour: 'texas.harbour' }, 'cannot-afford');
  });
});

describe('seed scenarios: end of turn', () => {
  it('"Any refinery with 5 barrels is emptied": one with 4 stays; the emptied barrels go back to their owners', () => {
    // Seed: "7) End Turn: Any refinery with 5 barrels is emptied, and the owners gain shares."
    const { s, me, others } = clearedBoard(4);
    const [o] = others;
    putRefinery(s, o, 'texas.refinery', [me, me, me, me]);
    putRefinery(s, me, 'persia.refinery', [o, o, o, o, o]);
    chooseArea(s, 'alaska');
    const barrels = s.players[o]!.supply.barrels;
    const colour = s.players[o]!.shares[me]!;
    act(s, me, { type: 'endTurn' });
    expect(s.refineries['texas.refinery']!.barrels).toEqual([me, me, me, me]);
    expect(s.refineries['persia.refinery']!.barrels).toEqual([]);
    expect(s.players[o]!.supply.barrels).toBe(barrels + 5);
    // Design: 3 shares a barrel in the refinery owner's colour.
    expect(s.players[o]!.shares[me]).toBe(colour + 15);
  });

  it('"You can buy the consolidation chip for the active area": the next buyer pays the next price (design 15)', () => {
    // Seed: "You can buy the consolidation chip for the active area by paying the depicted shares." Design: chips
    // are bought in order, 12 then 15.
    const s = afterPlacement(4);
    const a = s.current;
    chooseArea(s, 'alaska');
    act(s, a, { type: 'endTurn' });
    act(s, a, { type: 'buyChip' });
    const b = s.current;
    chooseArea(s, 'texas');
    act(s, b, { type: 'endTurn' });
    expect(s.step).toBe('chip');
    const before = shares(s, b);
    act(s, b, { type: 'buyChip' });
    expect(shares(s, b)).toBe(before - 15);
    expect(s.players[b]!.consolidationChips).toEqual([{ continent: 'northAmerica', index: 1 }]);
    expect(s.chipsTaken.northAmerica).toBe(2);
  });

  it('consolidation chips (design): one per stack per player, and shares of a single colour are not enough', () => {
    // Design: "One chip per stack per player"; 12 shares (2+ colours).
    const s = afterPlacement(2);
    const a = s.current;
    s.players[a]!.consolidationChips.push({ continent: 'asia', index: 0 });
    s.chipsTaken.asia = 1;
    chooseArea(s, 'siberia');
    act(s, a, { type: 'endTurn' });
    expect(s.current).not.toBe(a);
    const b = s.current;
    setShares(s, b, { [b]: 40 });
    chooseArea(s, 'indonesia');
    refused(s, b, { type: 'buyChip' }, 'wrong-step');
    act(s, b, { type: 'endTurn' });
    // Not asked: the turn passes on.
    expect(s.current).not.toBe(b);
    expect(s.players[b]!.consolidationChips).toEqual([]);
  });

  it('"the owners gain shares" when a refinery that holds 4 is filled to 5 in the turn', () => {
    // Seed: "7) End Turn: Any refinery with 5 barrels is emptied, and the owners gain shares."
    const { s, me, others } = clearedBoard(4);
    const o = others[1];
    putPumpJack(s, me, 'texas.1', 3);
    putTrain(s, me, 'texas.1>texas.refinery');
    putRefinery(s, o, 'texas.refinery', [o, o, o, o]);
    chooseArea(s, 'alaska');
    act(s, me, transport('texas.1', 'texas.refinery', 1));
    const mine = s.players[me]!.shares[o]!;
    const theirs = s.players[o]!.shares[o]!;
    act(s, me, { type: 'endTurn' });
    expect(s.refineries['texas.refinery']!.barrels).toEqual([]);
    expect(s.players[me]!.shares[o]).toBe(mine + 3);
    expect(s.players[o]!.shares[o]).toBe(theirs + 12);
  });
});

describe('seed scenarios: loans', () => {
  it('"take a loan (10 shares) by placing a barrel": no barrel in supply, no loan; none during the starting placement (design)', () => {
    // Seed: "Players can take a loan (10 shares) by placing a barrel on their color on the bank".
    const f = fresh(4);
    expect(W.apply(f, f.current, { type: 'takeLoan' }).ok).toBe(false);
    const s = afterPlacement(4);
    const me = s.current;
    s.players[me]!.supply.barrels = 0;
    refused(s, me, { type: 'takeLoan' }, 'no-barrel-for-loan');
  });
});

describe('seed scenarios: the end', () => {
  it('"Once the last turn of the final round has been completed by all players, the game proceeds directly to final scoring"', () => {
    // Seed: "Once the last turn of the final round has been completed by all players, the game proceeds directly
    // to final scoring."
    const s = afterPlacement(2);
    playToTurn(s, 8, 1);
    expect(W.status(s).over).toBe(false);
    expect(s.finalScoring).toEqual([]);
    quickTurn(s);
    expect(W.status(s).over).toBe(true);
    expect(s.finalScoring).toHaveLength(9);
    const vps = s.players.map((p) => p.vp);
    const best = Math.max(...vps);
    for (const w of W.status(s).result!.winners) expect(vps[w]).toBe(best);
  });

  it('final scoring steps 6–8 in order: loans (25) before shares→workers (3:1), workers→VP (design 1 per 5)', () => {
    // Seed: "6) Pay off any outstanding loans (25 shares per loan). 7) Trade shares to workers at a 3:1 ratio.
    // 8) Gain victory points for the number of workers you have."
    // The numbers: 41 shares, 1 loan, 7 workers. 41 − 25 = 16 → 5 workers (1 lost) → 12 workers → 2 VP.
    const { s, me, line } = lastTurnWithALoan({ shares: 41, workers: 7 });
    expect(s.phase).toBe('over');
    expect(line('loans')).toBe(0);
    expect(line('workers')).toBe(2);
    expect(s.players[me]!.loans).toBe(0);
    expect(s.players[me]!.shares).toEqual([0, 0, 0, 0]);
    expect(s.players[me]!.workers).toBe(12);
  });
});

describe('seed scenarios: rounds, oil and refineries, further edges', () => {
  it('final round order: VP ties keep the round order, not the seat numbers (start player seat 2)', () => {
    // Seed: "If it's the final round, player order is determined." Design: fewest VP first, ties keep the order.
    const s = W.setup(4, { startPlayer: 'random' }, 'tie-5');
    expect(s.startSeat).toBe(2);
    while (s.phase === 'placement') act(s, s.current, W.legalActions(s, s.current)[0]!);
    expect(s.order).toEqual([2, 3, 0, 1]);
    playUntilRound(s, 6);
    while (s.round === 6 && s.turnIndex < 3) quickTurn(s);
    s.players.forEach((p) => {
      p.vp = 12;
      p.vpBy = { start: 12 };
    });
    s.players[0]!.vp = 20;
    s.players[0]!.vpBy = { start: 20 };
    quickTurn(s);
    expect(s.round).toBe(7);
    const v = s.players.map((p) => p.vp);
    const prev = [2, 3, 0, 1];
    const expected = [...prev].sort((x, y) => v[x]! - v[y]! || prev.indexOf(x) - prev.indexOf(y));
    expect(s.order).toEqual(expected);
  });

  it('an area is drilled once (design): a later player with rigs there develops instead', () => {
    // Seed: "Drill for oil (8 workers if 4+ rigs in area ...). Develop oil fields (replace rigs with pump jacks and
    // 3 barrels for 3 workers)." Design: "an area is drilled once (later rigs there are developed)".
    const { s, me, others } = clearedBoard(2);
    const [o] = others;
    for (const f of ['texas.1', 'texas.1', 'texas.2', 'texas.2']) putRig(s, me, f);
    putRig(s, o, 'texas.1');
    s.drilled.texas = true;
    chooseArea(s, 'texas');
    giveWorkers(s, me, 20);
    expect(W.apply(s, me, { type: 'drill', field: 'texas.2' }).ok).toBe(false);
    const w = s.players[me]!.workers;
    act(s, me, { type: 'develop', field: 'texas.2' });
    expect(s.players[me]!.workers).toBe(w - 3);
    expect(s.pending).toBeNull();
  });

  it('ride along: more asked than room, loaded clockwise from the active player', () => {
    // Seed: "other players can transport for free". Design: "up to the refinery's room, loaded clockwise from you".
    const { s, me, others } = clearedBoard(4);
    const [r1, r2] = others;
    putPumpJack(s, me, 'persia.1', 3);
    putPumpJack(s, r1, 'persia.1', 3);
    putPumpJack(s, r2, 'persia.1', 3);
    putTrain(s, me, 'persia.1>persia.refinery');
    putRefinery(s, me, 'persia.refinery');
    chooseArea(s, 'alaska');
    act(s, me, transport('persia.1', 'persia.refinery', 1));
    expect(W.status(s).toAct).toEqual([r1, r2].sort());
    // The farther one answers first; the nearer one clockwise still loads first.
    act(s, r2, rideAlong('persia.1', 3));
    act(s, r1, rideAlong('persia.1', 3));
    expect(s.refineries['persia.refinery']!.barrels).toEqual([me, r1, r1, r1, r2]);
    expect(s.fields['persia.1']!.find((p) => p.owner === r2)!.barrels).toBe(2);
  });

  it('transport: a tanker that carried oil this turn cannot carry again', () => {
    // Seed: "5) Move Unused Tankers" (a tanker used for a transport is used for the turn).
    const { s, me } = clearedBoard(4);
    putPumpJack(s, me, 'texas.1', 3);
    putPumpJack(s, me, 'venezuela.1', 3);
    putTrain(s, me, 'texas.1>texas.harbour');
    putTrain(s, me, 'venezuela.1>venezuela.harbour');
    putTanker(s, me, 'texas.harbour');
    putRefinery(s, me, 'europe.port');
    chooseArea(s, 'alaska');
    act(s, me, transport('texas.1', 'europe.port', 1));
    // The only tanker now lies used in Rotterdam: nothing can sail from Maracaibo.
    refused(s, me, transport('venezuela.1', 'europe.port', 1), 'no-route');
  });

  it('transport: more barrels than on the field are refused', () => {
    // Seed: "Transport oil from pump jacks/wildcatter disks to refineries".
    const { s, me } = clearedBoard(4);
    putPumpJack(s, me, 'texas.1', 2);
    putTrain(s, me, 'texas.1>texas.refinery');
    putRefinery(s, me, 'texas.refinery');
    chooseArea(s, 'alaska');
    refused(s, me, transport('texas.1', 'texas.refinery', 3), 'no-barrels');
    s.players[me]!.workers = 7;
    refused(s, me, transport('texas.1', 'texas.refinery', 2), 'cannot-afford');
  });

  it('step 6: a refinery area card empties once in the turns; a neutral chip is spent', () => {
    // Seed: "6) Empty Partial Refineries: Use an area card or refinery chip to empty a partial refinery."
    const { s, me, others } = clearedBoard(4);
    const [o] = others;
    putRefinery(s, o, 'texas.refinery', [me]);
    putRefinery(s, o, 'europe.inland', [o]);
    putRefinery(s, me, 'arabia.refinery', [o, o]);
    const rc = 'dark.siberia.6';
    expect(card(rc).refinery).toBe(true);
    // Take the refinery card from the display as this turn's card.
    const pool = [s.deck, s.discards];
    const from = pool.find((h) => h.includes(rc));
    if (from) from.splice(from.indexOf(rc), 1, s.display[0]!);
    s.display[0] = rc;
    act(s, me, { type: 'chooseCard', slot: 0 });
    act(s, me, { type: 'emptyRefinery', site: 'texas.refinery', with: 'card', card: rc });
    expect(s.refineries['texas.refinery']!.barrels).toEqual([]);
    expect(W.apply(s, me, { type: 'emptyRefinery', site: 'europe.inland', with: 'card', card: rc }).ok).toBe(
      false,
    );
    s.players[me]!.neutralRefineryChips = 1;
    s.neutralRefineryChips -= 1;
    act(s, me, { type: 'emptyRefinery', site: 'arabia.refinery', with: 'chip' });
    expect(s.players[me]!.neutralRefineryChips).toBe(0);
    expect(s.refineries['arabia.refinery']!.barrels).toEqual([]);
    refused(s, me, { type: 'emptyRefinery', site: 'europe.inland', with: 'chip' }, 'no-chip');
  });

  it('final scoring 1) "For every refinery area card, you may empty a refinery": also a card used in a turn', () => {
    // Seed: "1) For every refinery area card, you may empty a refinery." (data.ts: "in turn step 6 and again in
    // final scoring step 1").
    const s = afterPlacement(2);
    playToTurn(s, 8, 1);
    clearBoard(s);
    const me = s.current;
    const o = (me + 1) % 2;
    putRefinery(s, o, 'texas.refinery', [me, me]);
    act(s, me, { type: 'chooseCard', slot: 0 });
    const rc = 'dark.siberia.6';
    for (const h of [s.deck, s.discards, ...s.players.map((p) => p.cards)])
      if (h.includes(rc)) h.splice(h.indexOf(rc), 1);
    s.display = s.display.map((c) => (c === rc ? null : c));
    s.players[me]!.cards.push(rc);
    s.players[me]!.usedRefineryCards.push(rc);
    act(s, me, { type: 'endTurn' });
    if (s.step === 'chip' && s.pending === null) act(s, me, { type: 'pass' });
    // The card used in a turn is asked again at final scoring (rules version 4: the holder chooses); the
    // other cards held empty none.
    let asked = false;
    while (s.pending?.kind === 'finalEmpty') {
      const { waiting, card } = s.pending;
      asked ||= card === rc && waiting[0] === me;
      act(s, waiting[0]!, card === rc ? { type: 'finalEmpty', site: 'texas.refinery' } : { type: 'pass' });
    }
    expect(asked).toBe(true);
    expect(s.phase).toBe('over');
    expect(s.refineries['texas.refinery']!.barrels).toEqual([]);
  });

  it('final scoring 6): a loan not covered by shares is paid in workers, then VP (design)', () => {
    // Seed: "6) Pay off any outstanding loans (25 shares per loan)." Design: what you cannot pay in shares you pay
    // in workers at 3 shares a worker, then in VP at 5 workers a VP.
    const { line } = lastTurnWithALoan({ shares: 10, workers: 0 });
    // 25 − 10 = 15 shares = 5 workers = 1 VP.
    expect(line('loans')).toBe(-1);
    expect(line('sharesToWorkers')).toBe(0);
    expect(line('workers')).toBe(0);
  });

  it('consolidation chips: exactly 12 shares in two colours suffice; the third chip needs three colours (design)', () => {
    // Seed: "You can buy the consolidation chip for the active area by paying the depicted shares." Design: 12
    // (2+ colours), 15 (2+), 18 (3+), 21 (3+).
    const s = afterPlacement(4);
    const a = s.current;
    setShares(s, a, { [a]: 11, [(a + 1) % 4]: 1 });
    chooseArea(s, 'arabia');
    act(s, a, { type: 'endTurn' });
    act(s, a, { type: 'buyChip' });
    expect(shares(s, a)).toBe(0);
    const b = s.current;
    s.chipsTaken.middleEast = 2;
    // b holds two colours only (25 shares): the 18-share chip needs a third.
    chooseArea(s, 'persia');
    act(s, b, { type: 'endTurn' });
    expect(s.current).not.toBe(b);
  });

  it('round 5: a player with a loan but fewer than 18 shares cannot repay (and is not asked)', () => {
    // Seed: "in Round 5, may repay loans at 18 shares per loan". The engine asks only those who can pay 18.
    const s = afterPlacement(2);
    const me = s.current;
    act(s, me, { type: 'takeLoan' });
    intoRound5(s, () => setShares(s, me, { [me]: 17 }));
    expect(s.round).toBe(5);
    expect(s.pending).toBeNull();
    expect(W.apply(s, me, { type: 'repayLoans', loans: 1 }).ok).toBe(false);
    expect(s.players[me]!.loans).toBe(1);
  });

  it('round 5: a borrower too short of shares to repay is told so, beside those asked', () => {
    // Seed: "in Round 5, may repay loans at 18 shares per loan (otherwise 25 shares at game end)". A playtest's
    // borrower with 12 shares was left out of the question with no word.
    const s = afterPlacement(3);
    const [a, b, c] = [s.current, (s.current + 1) % 3, (s.current + 2) % 3];
    act(s, a, { type: 'takeLoan' });
    act(s, a, { type: 'takeLoan' });
    s.players[c]!.loans = 1;
    s.players[c]!.supply.barrels--;
    playToTurn(s, 4, s.seats - 1);
    act(s, s.current, { type: 'chooseCard', slot: 0 });
    setShares(s, a, { [a]: 12 });
    setShares(s, b, { [b]: 30 });
    setShares(s, c, { [c]: 40 });
    const events = act(s, s.current, { type: 'endTurn' });
    if (s.round === 4 && s.step === 'chip') events.push(...act(s, s.current, { type: 'pass' }));
    expect(s.round).toBe(5);
    expect(s.pending).toEqual({ kind: 'repay', waiting: [c] });
    const texts = events.map((e) => e.text);
    expect(texts).toContain(`{p${c}} may repay loans at 18 shares a loan.`);
    // Round 5 has begun with +10 workers only: a's 12 shares are still 12.
    expect(texts).toContain(
      `{p${a}} has 2 loans and 12 shares: too few to repay one at 18 shares, so their loans cost 25 shares each at the end.`,
    );
    // b has no loan: not named.
    expect(texts.join(' ')).not.toContain(`{p${b}} has`);
  });

  it('round 5: one loan too many to repay reads as one, and two borrowers short share the line', () => {
    const start = (): { s: WildcattersState; a: number; c: number } => {
      const s = afterPlacement(3);
      const [a, c] = [s.current, (s.current + 2) % 3];
      act(s, a, { type: 'takeLoan' });
      playToTurn(s, 4, s.seats - 1);
      act(s, s.current, { type: 'chooseCard', slot: 0 });
      return { s, a, c };
    };
    const texts = (s: WildcattersState): string[] => {
      const events = act(s, s.current, { type: 'endTurn' });
      if (s.round === 4 && s.step === 'chip') events.push(...act(s, s.current, { type: 'pass' }));
      expect(s.round).toBe(5);
      return events.map((e) => e.text);
    };
    const one = start();
    setShares(one.s, one.a, { [one.a]: 5 });
    expect(texts(one.s)).toContain(
      `{p${one.a}} has 1 loan and 5 shares: too few to repay one at 18 shares, so their loan costs 25 shares at the end.`,
    );
    const two = start();
    two.s.players[two.c]!.loans = 2;
    two.s.players[two.c]!.supply.barrels -= 2;
    setShares(two.s, two.a, { [two.a]: 5 });
    setShares(two.s, two.c, { [two.c]: 1 });
    expect(texts(two.s)).toContain(
      `{p${two.a}} has 1 loan and 5 shares; {p${two.c}} has 2 loans and 1 share: too few to repay one at 18 ` +
        'shares, so these loans cost 25 shares each at the end.',
    );
  });

  it('the display refills from the discards when the deck runs out (design)', () => {
    // Seed: "Finally, refresh the area cards by sliding them up and filling in missing spots."
    const s = afterPlacement(4);
    s.discards.push(...s.deck.splice(0, s.deck.length - 1));
    act(s, s.current, { type: 'chooseCard', slot: 0 });
    finishTurn(s);
    act(s, s.current, { type: 'chooseCard', slot: 0 });
    finishTurn(s);
    expect(s.display.filter((c) => c !== null)).toHaveLength(8);
  });
});

/**
 * Play a 4-player game to the last turn of round 7, take a card, then set up the board with `edit` (a clean
 * board, no shares, workers, chips or cards) and end the turn: final scoring runs through apply, each refinery
 * card asked in step 1 answered with `answer` (by default none emptied).
 */
function endWith(
  edit: (s: WildcattersState) => void,
  answer: (s: WildcattersState) => WildcattersAction = () => ({ type: 'pass' }),
): {
  s: WildcattersState;
  step: (k: string) => number[];
} {
  const s = afterPlacement(4);
  playToTurn(s, 7, 3);
  act(s, s.current, { type: 'chooseCard', slot: 0 });
  clearBoard(s);
  for (const p of s.players) {
    s.flows.sharesOut += p.shares.reduce((a, b) => a + b, 0);
    p.shares = [0, 0, 0, 0];
    s.flows.workersOut += p.workers;
    p.workers = 0;
    p.ownRefineryChip = false;
    s.neutralRefineryChips += p.neutralRefineryChips;
    p.neutralRefineryChips = 0;
    s.discards.push(...p.cards);
    p.cards = [];
    s.chipsTaken = {};
    p.consolidationChips = [];
    p.deliveredTo = {};
    p.delivered = 0;
  }
  edit(s);
  const me = s.current;
  act(s, me, { type: 'endTurn' });
  if (s.phase !== 'over' && s.step === 'chip') act(s, me, { type: 'pass' });
  while (s.pending?.kind === 'finalEmpty') act(s, s.pending.waiting[0]!, answer(s));
  expect(s.phase).toBe('over');
  return { s, step: (k) => s.finalScoring.find((l) => l.step === k)!.vp };
}

/** Move card `id` from wherever it lies to `seat`'s taken cards. */
function takeCard(s: WildcattersState, seat: number, id: string): void {
  for (const h of [s.deck, s.discards, ...s.players.map((p) => p.cards)])
    if (h.includes(id)) h.splice(h.indexOf(id), 1);
  s.display = s.display.map((c) => (c === id ? null : c));
  s.players[seat]!.cards.push(id);
}

describe('seed scenarios: final scoring through play', () => {
  it('3) area cards beyond the table (design: 6 cards of a continent 20 VP, 7 cards 25)', () => {
    // Seed: "3) Gain victory points for your area cards." Design: 1 → 1, ..., 5 → 15, then +5 a card.
    const { step } = endWith((s) => {
      for (const id of [
        'dark.alaska.1',
        'dark.alaska.2',
        'dark.alaska.3',
        'dark.texas.1',
        'dark.texas.2',
        'dark.texas.3',
      ])
        takeCard(s, 0, id);
      for (const id of [
        'dark.arabia.1',
        'dark.arabia.2',
        'dark.arabia.3',
        'dark.persia.1',
        'dark.persia.2',
        'dark.persia.3',
        'dark.persia.4',
      ])
        takeCard(s, 1, id);
      takeCard(s, 2, 'dark.siberia.1');
      takeCard(s, 2, 'dark.venezuela.1');
    });
    expect(step('areaCards')).toEqual([20, 25, 2, 0]);
  });

  it('1) two refinery area cards empty two refineries, as their holder chooses', () => {
    // Seed: "1) For every refinery area card, you may empty a refinery."
    const chosen = ['siberia.refinery', 'persia.refinery'];
    const { s } = endWith(
      (s) => {
        takeCard(s, 0, 'dark.alaska.6');
        takeCard(s, 0, 'dark.texas.6');
        putRefinery(s, 1, 'texas.refinery', [0, 1]);
        putRefinery(s, 2, 'persia.refinery', [0, 0, 2]);
        putRefinery(s, 3, 'siberia.refinery', [3]);
      },
      () => ({ type: 'finalEmpty', site: chosen.shift()! }),
    );
    expect(chosen).toEqual([]);
    // Any partial refinery, one without the holder's barrels too (rules version 4).
    expect(s.refineries['siberia.refinery']!.barrels).toEqual([]);
    expect(s.refineries['persia.refinery']!.barrels).toEqual([]);
    expect(s.refineries['texas.refinery']!.barrels).toEqual([0, 1]);
    // Seat 0: 2 barrels × 3 shares = 6 shares → 2 workers; seat 2 and seat 3: 3 shares → 1 worker each.
    expect(s.players.map((p) => p.workers)).toEqual([2, 0, 1, 1]);
  });

  it('4)–5) disks and refineries at the top of their tables (design: 8 disks 30 VP, 5 refineries 20)', () => {
    // Seed: "4) Gain victory points for your wildcatter disks. 5) Gain victory points for your refineries."
    const { step } = endWith((s) => {
      for (const a of W.design.AREAS) s.disks[a] = { owner: 2, barrels: 0 };
      for (const site of [
        'texas.refinery',
        'alaska.refinery',
        'europe.port',
        'europe.inland',
        'australia.refinery',
      ])
        putRefinery(s, 3, site);
      putRefinery(s, 1, 'persia.refinery');
    });
    expect(step('wildcatterDisks')).toEqual([0, 0, 30, 0]);
    expect(step('refineries')).toEqual([0, 2, 0, 20]);
  });

  it('9) majorities: a three-way tie for first shares first and second (design, rounded down); white continent 4/2', () => {
    // Seed: "9) Gain victory points for having the most oil delivered to each continent."
    const { step } = endWith((s) => {
      s.players[0]!.deliveredTo = { asia: 2, australia: 1 };
      s.players[1]!.deliveredTo = { asia: 2, australia: 3 };
      s.players[2]!.deliveredTo = { asia: 2 };
      s.players[3]!.deliveredTo = { asia: 1 };
    });
    // Asia: (6 + 3) / 3 = 3 each, the fourth nothing. Australia: 4 for seat 1, 2 for seat 0.
    expect(step('continentMajorities')).toEqual([3 + 2, 3 + 4, 3, 0]);
  });

  it('the winner has the most VP after all nine steps', () => {
    // Seed: "The player who has accumulated the highest total number of victory points after all scoring is
    // complete is declared the winner."
    const { s } = endWith((s) => {
      s.players[3]!.workers = 100;
      s.flows.workersIn += 100;
    });
    const vps = s.players.map((p) => p.vp);
    const best = Math.max(...vps);
    expect(W.status(s).result!.winners).toEqual([0, 1, 2, 3].filter((i) => vps[i] === best));
    expect(W.status(s).scores).toEqual(vps);
  });
});

describe('seed scenarios: refresh, drilling pieces, routes, loans, 3 players', () => {
  it('refreshing with exactly 4 VP is allowed and leaves 0', () => {
    // Seed: "You can clear and refresh the area cards for 4 VP."
    const s = afterPlacement(4);
    const me = s.current;
    s.players[me]!.vp = 4;
    s.players[me]!.vpBy = { start: 4 };
    act(s, me, { type: 'refreshDisplay' });
    expect(s.players[me]!.vp).toBe(0);
  });

  it('drilling: the rig goes back to supply, a pump jack and 3 barrels come out of it', () => {
    // Seed: "Drill for oil (... replacing a rig with a pump jack and 3 barrels".
    const { s, me } = clearedBoard(2);
    for (const f of ['texas.1', 'texas.1', 'texas.2', 'texas.2']) putRig(s, me, f);
    chooseArea(s, 'texas');
    const sup = { ...s.players[me]!.supply };
    act(s, me, { type: 'drill', field: 'texas.2' });
    while (s.pending !== null) for (const o of W.status(s).toAct) act(s, o, { type: 'pass' });
    const after = s.players[me]!.supply;
    expect(after.rigs).toBe(sup.rigs + 1);
    expect(after.pumpJacks).toBe(sup.pumpJacks - 1);
    // 3 barrels on the pump jack, 1 on the disk (all passed: the driller takes it).
    expect(after.barrels).toBe(sup.barrels - 3 - 1);
  });

  it('a piggy-back without 3 shares is refused', () => {
    // Seed: "other players can pay 3 shares to replace their rigs too".
    const { s, me, others } = clearedBoard(2);
    const [o] = others;
    for (const f of ['texas.1', 'texas.1', 'texas.2']) putRig(s, me, f);
    putRig(s, o, 'texas.2');
    setShares(s, o, { [o]: 2 });
    chooseArea(s, 'texas');
    act(s, me, { type: 'drill', field: 'texas.1' });
    expect(s.pending?.kind).toBe('piggyback');
    refused(s, o, { type: 'piggyback', field: 'texas.2' }, 'cannot-afford');
  });

  it('a player who could only pass (under 3 shares, no barrel for a loan) is not asked to piggy-back, and is told why', () => {
    // Seed: "other players can pay 3 shares to replace their rigs too". A playtest's Ben, with 2 shares and every
    // barrel on his pump jacks, was asked all the same and could only pass. One with a barrel may take a loan
    // first (loans at any time), so is still asked.
    const scene = (seats: 2 | 4) => {
      const { s, me, others } = clearedBoard(seats);
      for (const f of ['texas.1', 'texas.1', 'texas.1']) putRig(s, me, f);
      for (const o of others) putRig(s, o, 'texas.2');
      const broke = others[0];
      setShares(s, broke, { [broke]: 2 });
      putPumpJack(s, broke, 'alaska.1', s.players[broke]!.supply.barrels);
      chooseArea(s, 'texas');
      return { s, me, others, broke };
    };
    const four = scene(4);
    const [, poorWithBarrel, rich] = four.others;
    setShares(four.s, poorWithBarrel!, { [poorWithBarrel!]: 2 });
    const events = act(four.s, four.me, { type: 'drill', field: 'texas.1' });
    expect(four.s.pending).toEqual({ kind: 'piggyback', region: 'texas', waiting: [poorWithBarrel, rich] });
    expect(events.map((e) => e.kind)).toEqual(['drill', 'ask', 'noPiggyback']);
    expect(events[2]!.text).toBe(
      `{p${four.broke}} has a rig in Texas but fewer than 3 shares and no barrel to take a loan with: ` +
        'not asked to piggy-back.',
    );
    // Nobody else to ask: the auction follows at once, after the line.
    const two = scene(2);
    const alone = act(two.s, two.me, { type: 'drill', field: 'texas.1' });
    expect(alone.map((e) => e.kind)).toEqual(['drill', 'noPiggyback', 'auction']);
    expect(two.s.pending?.kind).toBe('auction');
    // A game saved under rules version 1 asks everyone, as it did.
    const old = scene(2);
    const upgraded = W.upgrade!(old.s, 1);
    expect(upgraded.piggybackAsksAll).toBe(true);
    act(upgraded, old.me, { type: 'drill', field: 'texas.1' });
    expect(upgraded.pending).toEqual({ kind: 'piggyback', region: 'texas', waiting: [old.broke] });
    expect(W.upgrade!(scene(2).s, 2).piggybackAsksAll).toBeUndefined();
  });

  it('rail-only to the area’s port refinery: only the train owner is paid, no overseas VP', () => {
    // Seed: "Pay 1 share per barrel to train/tanker owners." Design: a line to a harbour that is the refinery's own.
    const { s, me, others } = clearedBoard(4);
    const [rail] = others;
    putPumpJack(s, me, 'arabia.1', 3);
    putTrain(s, rail, 'arabia.1>arabia.harbour');
    putRefinery(s, me, 'arabia.refinery');
    chooseArea(s, 'texas');
    const sh = shares(s, me);
    const vp = s.players[me]!.vp;
    act(s, me, transport('arabia.1', 'arabia.refinery', 2));
    expect(shares(s, me)).toBe(sh - 2);
    expect(s.players[me]!.vp).toBe(vp + 2);
    expect(s.players[me]!.deliveredTo.middleEast).toBe(2);
  });

  it('transport needs a train on the line', () => {
    // Seed: "Pay 1 share per barrel to train/tanker owners." Design: the route is a line with a train.
    const { s, me } = clearedBoard(4);
    putPumpJack(s, me, 'arabia.1', 3);
    putRefinery(s, me, 'arabia.refinery');
    chooseArea(s, 'texas');
    refused(s, me, transport('arabia.1', 'arabia.refinery', 1), 'no-route');
  });

  it('a loan repaid in round 5 gives the barrel back', () => {
    // Seed: "Players can take a loan (10 shares) by placing a barrel on their color on the bank, repayable for 18
    // shares in Round 5".
    const s = afterPlacement(2);
    const me = s.current;
    act(s, me, { type: 'takeLoan' });
    const barrels = s.players[me]!.supply.barrels;
    while (s.round < 5) {
      act(s, s.current, { type: 'chooseCard', slot: 0 });
      act(s, s.current, { type: 'endTurn' });
      if (s.step === 'chip' && s.pending === null) act(s, s.current, { type: 'pass' });
    }
    expect(s.pending).toEqual({ kind: 'repay', waiting: [me] });
    act(s, me, { type: 'repayLoans', loans: 1 });
    expect(s.players[me]!.supply.barrels).toBe(barrels + 1);
  });

  it('3 players: the deck holds the 16 light cards not dealt and all 48 dark ones; 8 rounds of 3 turns', () => {
    // Seed: "The remaining light and dark area cards are shuffled together to form the area deck"; "8 rounds in a
    // 2-3 player game".
    const s = afterPlacement(3);
    const inPlay = [...s.deck, ...s.display.filter((c) => c !== null)];
    expect(inPlay).toHaveLength(16 + 48);
    let turns = 0;
    while (s.phase !== 'over') {
      quickTurn(s);
      turns++;
    }
    expect(turns).toBe(24);
  });
});

describe('seed scenarios: riding along and in-game VP', () => {
  it('riders’ barrels count as delivered: 1 VP each, +1 overseas, and to the refinery’s continent (design)', () => {
    // Seed: "Oil refined at a refinery counts as delivered to the continent where that refinery stands" (shared
    // rules); design: 1 VP a barrel delivered to its owner, +1 if it crossed the sea.
    const { s, rider } = ridersWaiting('mine');
    const vp = s.players[rider]!.vp;
    act(s, rider, rideAlong('arabia.2', 2));
    expect(s.players[rider]!.vp).toBe(vp + 4);
    expect(s.players[rider]!.deliveredTo.australia).toBe(2);
    expect(s.players[rider]!.delivered).toBe(2);
  });

  it('a wildcatter disk’s owner may ride along from the disk on the same field', () => {
    // Seed: "Transport oil from pump jacks/wildcatter disks to refinerie (... other players can transport for free)".
    const { s, me, others } = clearedBoard(4);
    const rider = others[1];
    s.disks.texas = { owner: rider, barrels: 1 };
    s.players[rider]!.supply.barrels--;
    putPumpJack(s, me, 'texas.1', 3);
    putTrain(s, me, 'texas.1>texas.refinery');
    putRefinery(s, me, 'texas.refinery');
    chooseArea(s, 'alaska');
    act(s, me, transport('texas.1', 'texas.refinery', 1));
    expect(W.status(s).toAct).toEqual([rider]);
    act(s, rider, { type: 'rideAlong', source: { kind: 'disk', area: 'texas' }, barrels: 1 });
    expect(s.refineries['texas.refinery']!.barrels).toEqual([me, rider]);
    expect(s.disks.texas).toEqual({ owner: rider, barrels: 0 });
  });

  it('nobody is asked to ride along when the transport filled the refinery', () => {
    // Seed: a refinery holds 5 barrels ("Any refinery with 5 barrels is emptied").
    const { s, me, others } = clearedBoard(4);
    const [o] = others;
    putPumpJack(s, me, 'texas.1', 3);
    putPumpJack(s, o, 'texas.1', 3);
    putTrain(s, me, 'texas.1>texas.refinery');
    putRefinery(s, me, 'texas.refinery', [me, me]);
    chooseArea(s, 'alaska');
    act(s, me, transport('texas.1', 'texas.refinery', 3));
    expect(s.pending).toBeNull();
  });

  it('design VP: a rig built gives 1 VP, the driller 2 VP, a piggy-back none', () => {
    // Seed: "Victory points are earned throughout the game by drilling for oil, building rigs and refineries".
    const { s, me, others } = clearedBoard(4);
    const [o] = others;
    for (const f of ['texas.1', 'texas.1', 'texas.2']) putRig(s, me, f);
    putRig(s, o, 'texas.2');
    chooseArea(s, 'texas');
    giveWorkers(s, me, 20);
    const vp = s.players[me]!.vp;
    act(s, me, { type: 'buildRig', field: 'australia.1' });
    expect(s.players[me]!.vp).toBe(vp + 1);
    const ovp = s.players[o]!.vp;
    act(s, me, { type: 'drill', field: 'texas.1' });
    expect(s.players[me]!.vp).toBe(vp + 3);
    act(s, o, { type: 'piggyback', field: 'texas.2' });
    expect(s.players[o]!.vp).toBe(ovp);
  });
});

describe('seed scenarios: tankers, fees, secrets, chips', () => {
  it('a tanker used in one turn is unused again in the next player’s turn', () => {
    // Seed: "5) Move Unused Tankers" — used refers to this turn's transport.
    const { s, me, others } = clearedBoard(2);
    const [o] = others;
    putPumpJack(s, me, 'texas.1', 3);
    putPumpJack(s, o, 'alaska.1', 3);
    putTrain(s, me, 'texas.1>texas.harbour');
    putTrain(s, o, 'alaska.1>alaska.harbour');
    const t = putTanker(s, me, 'texas.harbour');
    putRefinery(s, me, 'alaska.refinery');
    putRefinery(s, o, 'europe.port');
    chooseArea(s, 'texas');
    act(s, me, transport('texas.1', 'alaska.refinery', 1));
    expect(s.tankers[t]).toMatchObject({ harbour: 'alaska.harbour', used: true });
    finishTurn(s);
    expect(s.current).toBe(o);
    chooseArea(s, 'texas');
    const mine = shares(s, me);
    act(s, o, transport('alaska.1', 'europe.port', 2, t));
    expect(s.tankers[t]!.harbour).toBe('europe.harbour');
    expect(shares(s, me)).toBe(mine + 2);
  });

  it('a transport whose fees the player cannot pay in shares is refused', () => {
    // Seed: "Pay 1 share per barrel to train/tanker owners."
    const { s, me, others } = clearedBoard(4);
    const [rail] = others;
    putPumpJack(s, me, 'texas.1', 3);
    putTrain(s, rail, 'texas.1>texas.refinery');
    putRefinery(s, me, 'texas.refinery');
    chooseArea(s, 'alaska');
    setShares(s, me, { [me]: 1 });
    refused(s, me, transport('texas.1', 'texas.refinery', 2), 'cannot-afford');
    act(s, me, transport('texas.1', 'texas.refinery', 1));
  });

  it('a rider who owns the train pays only the tanker owner', () => {
    // Seed: "Pay 1 share per barrel to train/tanker owners." Design: nothing to yourself.
    const { s, me, others } = clearedBoard(4);
    const [rider, ship] = others;
    putPumpJack(s, me, 'venezuela.1', 3);
    putPumpJack(s, rider, 'venezuela.1', 3);
    putTrain(s, rider, 'venezuela.1>venezuela.harbour');
    putTanker(s, ship, 'venezuela.harbour');
    putRefinery(s, ship, 'europe.port');
    chooseArea(s, 'texas');
    const riderBefore = shares(s, rider);
    act(s, me, transport('venezuela.1', 'europe.port', 1));
    expect(shares(s, rider)).toBe(riderBefore + 1);
    const shipBefore = shares(s, ship);
    act(s, rider, rideAlong('venezuela.1', 3));
    expect(shares(s, rider)).toBe(riderBefore + 1 - 3);
    expect(shares(s, ship)).toBe(shipBefore + 3);
  });

  it('what is hidden: another player’s starting hand and sealed bid', () => {
    // Rules page: "Hidden: ... the light cards in a hand during the starting placement (their number is shown),
    // and a sealed auction bid until the auction closes".
    const s = tankersDown(fresh(4));
    const v = W.view(s, 1);
    expect(v.you?.hand).toEqual(s.players[1]!.hand);
    expect(JSON.stringify(v)).not.toContain(s.players[0]!.hand[0]!);
    expect(v.players[0]!.handSize).toBe(8);
  });

  it('a refinery-chip bonus with the neutral chips all gone gives nothing', () => {
    // Seed: "Gain the bonus depicted on the chosen card (... or a refinery chip for emptying a refinery)". Design:
    // 16 neutral chips; none left, no chip.
    const s = afterPlacement(4);
    const me = s.current;
    const held = s.players.reduce((a, p) => a + p.neutralRefineryChips, 0);
    expect(s.neutralRefineryChips + held).toBe(16);
    s.players[(me + 1) % 4]!.neutralRefineryChips += s.neutralRefineryChips;
    s.neutralRefineryChips = 0;
    chooseArea(s, 'alaska', 'refineryChip');
    expect(s.players[me]!.neutralRefineryChips).toBe(0);
  });
});

describe('seed scenarios: placement exception, fields, payments', () => {
  /**
   * Four players, tankers down; the first places the Texas refinery, and the second holds only North American
   * cards: no card of theirs can place their refinery (North America holds one).
   */
  function refineryNoCardPlaces(): { s: WildcattersState; b: number } {
    const s = tankersDown(fresh(4));
    const a = s.current;
    handCard(s, a, 'light.texas.1');
    act(s, a, place('light.texas.1', 'refinery', 'texas.refinery'));
    const b = s.current;
    const na = ['light.alaska.1', 'light.alaska.2', 'light.alaska.3', 'light.alaska.4', 'light.alaska.5'];
    na.push('light.texas.2', 'light.texas.3', 'light.texas.4');
    setHand(s, b, na);
    expect([...s.players[b]!.hand].sort()).toEqual([...na].sort());
    return { s, b };
  }

  it('starting placement (design): a refinery no card can place may go anywhere it fits, with any card', () => {
    // Seed: "ensuring no continent has more than one refinery". Design: "If no card in your hand can place one of
    // your remaining pieces ..., that piece may go anywhere it fits, with any card."
    const { s, b } = refineryNoCardPlaces();
    // Anywhere it fits — still never a second refinery on North America (seed).
    refused(s, b, place('light.alaska.1', 'refinery', 'alaska.refinery'), 'illegal-spot');
    act(s, b, place('light.alaska.1', 'refinery', 'arabia.refinery'));
    expect(s.refineries['arabia.refinery']!.owner).toBe(b);
  });

  it('the public line of a piece placed outside its card’s area says why (the design fallback)', () => {
    // Played: "Dev discarded the Arabia card and placed the Texas refinery." read as a mistake or a cheat.
    const { s, b } = refineryNoCardPlaces();
    const [line] = act(s, b, place('light.alaska.1', 'refinery', 'arabia.refinery')).map((e) => e.text);
    expect(line).toBe(
      `{p${b}} discarded the Alaska card and placed the Arabia refinery: no card in their hand could place it in its own area, so it may go anywhere it fits.`,
    );
  });

  it('drilling needs one of your rigs on the field you name', () => {
    // Seed: "Drill for oil (8 workers if 4+ rigs in area, replacing a rig with a pump jack". Design: one of them
    // yours on the field you name.
    const { s, me, others } = clearedBoard(4);
    const [o] = others;
    putRig(s, me, 'texas.1');
    putRig(s, me, 'texas.1');
    putRig(s, o, 'texas.2');
    putRig(s, o, 'texas.2');
    chooseArea(s, 'texas');
    expect(W.apply(s, me, { type: 'drill', field: 'texas.2' }).ok).toBe(false);
    act(s, me, { type: 'drill', field: 'texas.1' });
  });

  it('transport: barrels of two of your pump jacks on one field go together', () => {
    // Seed: "Transport oil from pump jacks/wildcatter disks to refineries (4 workers per barrel ...)".
    const { s, me } = clearedBoard(4);
    putPumpJack(s, me, 'texas.1', 3);
    putPumpJack(s, me, 'texas.1', 3);
    putTrain(s, me, 'texas.1>texas.refinery');
    putRefinery(s, me, 'texas.refinery');
    chooseArea(s, 'alaska');
    setWorkers(s, me, 20);
    act(s, me, transport('texas.1', 'texas.refinery', 5));
    expect(s.players[me]!.workers).toBe(0);
    const left = s.fields['texas.1']!.map((p) => p.barrels).reduce((x, y) => x + y, 0);
    expect(left).toBe(1);
  });

  it('riding along is for barrels on the same field only', () => {
    // Seed: "other players can transport for free" (design: on the same transport, from the same field).
    const { s, me, others } = clearedBoard(4);
    const [o] = others;
    putPumpJack(s, me, 'texas.1', 3);
    putPumpJack(s, o, 'texas.2', 3);
    putTrain(s, me, 'texas.1>texas.refinery');
    putRefinery(s, me, 'texas.refinery');
    chooseArea(s, 'alaska');
    act(s, me, transport('texas.1', 'texas.refinery', 1));
    expect(s.pending).toBeNull();
  });

  it('"Any refinery with 5 barrels is emptied": two full refineries both empty', () => {
    // Seed: "7) End Turn: Any refinery with 5 barrels is emptied, and the owners gain shares."
    const { s, me, others } = clearedBoard(4);
    const [o] = others;
    putRefinery(s, o, 'texas.refinery', [me, me, me, me, me]);
    putRefinery(s, me, 'europe.port', [o, o, o, o, o]);
    chooseArea(s, 'siberia');
    const mine = shares(s, me);
    const theirs = shares(s, o);
    act(s, me, { type: 'endTurn' });
    expect(s.refineries['texas.refinery']!.barrels).toEqual([]);
    expect(s.refineries['europe.port']!.barrels).toEqual([]);
    expect(shares(s, me)).toBe(mine + 15);
    expect(shares(s, o)).toBe(theirs + 15);
  });

  it('the first consolidation chip from 20 + 5 shares: one of each colour, the rest from the largest pile', () => {
    // Seed: "You can buy the consolidation chip for the active area by paying the depicted shares." Design: one
    // share of each needed colour first, then from the largest piles.
    const s = afterPlacement(4);
    const a = s.current;
    chooseArea(s, 'siberia');
    act(s, a, { type: 'endTurn' });
    act(s, a, { type: 'buyChip' });
    const expected = [0, 0, 0, 0];
    expected[a] = 9;
    expected[(a + 1) % 4] = 4;
    expect(s.players[a]!.shares).toEqual(expected);
  });
});

describe('seed scenarios: placement pieces and who acts', () => {
  it('"in the area indicated on the card": trains and the refinery too; no white continent while a card fits', () => {
    // Seed: "place one of their starting supplies in the area indicated on the card".
    const s = tankersDown(fresh(4));
    const a = s.current;
    handCard(s, a, 'light.texas.1');
    refused(s, a, place('light.texas.1', 'train', 'alaska.1>alaska.harbour'), 'illegal-spot');
    refused(s, a, place('light.texas.1', 'refinery', 'alaska.refinery'), 'illegal-spot');
    refused(s, a, place('light.texas.1', 'refinery', 'europe.port'), 'illegal-spot');
    refused(s, a, place('light.texas.1', 'rig', 'australia.1'), 'illegal-spot');
    act(s, a, place('light.texas.1', 'train', 'texas.2>texas.refinery'));
    expect(s.trains['texas.2>texas.refinery']).toBe(a);
  });

  it('"players take turns in order": only the active player may act, and the others have no legal action', () => {
    // Seed: "During the General Action Phase, players take turns in order, performing 7 steps".
    const s = afterPlacement(4);
    const me = s.current;
    expect(W.status(s).toAct).toEqual([me]);
    for (let o = 0; o < 4; o++) if (o !== me) expect(W.legalActions(s, o)).toEqual([]);
    refused(s, (me + 1) % 4, { type: 'chooseCard', slot: 0 }, 'not-your-turn');
    const slots = W.legalActions(s, me)
      .filter((x) => x.type === 'chooseCard')
      .map((x) => (x.type === 'chooseCard' ? x.slot : -1));
    expect(slots).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(W.legalActions(s, me).some((x) => x.type === 'refreshDisplay')).toBe(true);
  });
});

describe('seed scenarios: the sealed auction in the open', () => {
  it('a bid is sealed until the auction closes, cannot be changed, and all bids are told when it closes', () => {
    // Rules page: "a sealed auction bid until the auction closes (whether a player has bid is shown; all bids
    // are shown when it closes)".
    const { s, me, others } = clearedBoard(4);
    const [a, b, c] = others;
    for (const f of ['texas.1', 'texas.1', 'texas.2', 'texas.2']) putRig(s, me, f);
    chooseArea(s, 'texas');
    act(s, me, { type: 'drill', field: 'texas.1' });
    expect(s.pending?.kind).toBe('auction');
    const bidEvents = act(s, a, { type: 'bid', shares: 11 });
    // The public events of a bid do not tell the amount.
    for (const e of bidEvents) if (e.to === undefined) expect(e.text).not.toContain('11');
    refused(s, a, { type: 'bid', shares: 12 }, 'not-asked');
    const v = W.view(s, b);
    if (v.pending?.kind !== 'auction') throw new Error('no auction');
    expect(v.pending.answered[a]).toBe(true);
    expect(v.pending.waiting).not.toContain(a);
    expect(JSON.stringify(v.pending)).not.toContain('11');
    expect(v.you?.bid).toBeNull();
    act(s, me, { type: 'bid', shares: 3 });
    act(s, b, { type: 'bid', shares: 7 });
    const events = act(s, c, { type: 'pass' });
    const text = events.map((e) => e.text).join(' ');
    for (const n of ['11', '3', '7']) expect(text).toContain(n);
    expect(s.disks.texas?.owner).toBe(a);
  });

  it('transport: a named tanker must lie at the harbour the line leads to', () => {
    // Seed: "Transport oil ... Pay 1 share per barrel to train/tanker owners." Design: a line to a harbour, then
    // an unused tanker there.
    const { s, me } = clearedBoard(4);
    putPumpJack(s, me, 'texas.1', 3);
    putTrain(s, me, 'texas.1>texas.harbour');
    const far = putTanker(s, me, 'persia.harbour');
    putRefinery(s, me, 'europe.port');
    chooseArea(s, 'alaska');
    refused(s, me, transport('texas.1', 'europe.port', 1, far), 'no-route');
  });
});

/** Rule checks on one action of a bot game; returns the broken rules. */
function brokenRules(
  before: WildcattersState,
  s: WildcattersState,
  seat: number,
  a: WildcattersAction,
): string[] {
  const out: string[] = [];
  const tot = (sh: number[]) => sh.reduce((x, y) => x + y, 0);
  const workersPaid = before.players[seat]!.workers - s.players[seat]!.workers;
  const sharesPaid = tot(before.players[seat]!.shares) - tot(s.players[seat]!.shares);
  const cost: Partial<Record<WildcattersAction['type'], number>> = {
    buildTrain: 2,
    buildTanker: 2,
    buildRefinery: 12,
    drill: 8,
    develop: 3,
  };
  if (cost[a.type] !== undefined && workersPaid !== cost[a.type]) out.push(`${a.type} cost ${workersPaid}`);
  if (a.type === 'buildRig') {
    const region = a.field.split('.')[0]!;
    const n = Object.entries(before.fields)
      .filter(([f]) => f.split('.')[0] === region)
      .reduce((x, [, ps]) => x + ps.length, 0);
    if (workersPaid !== (n >= 3 ? 6 : 4)) out.push(`rig cost ${workersPaid} with ${n} there`);
  }
  if (a.type === 'transport' && workersPaid !== 4 * a.barrels) out.push(`transport cost ${workersPaid}`);
  if (a.type === 'rideAlong' && workersPaid !== 0) out.push('ride cost workers');
  if (a.type === 'piggyback' && sharesPaid !== 3) out.push(`piggy-back cost ${sharesPaid}`);
  if (a.type === 'takeLoan' && sharesPaid !== -10) out.push('loan');
  if (a.type === 'repayLoans' && sharesPaid !== 18 * a.loans) out.push('repay');
  if (a.type === 'moveTanker' && workersPaid !== (before.tankerMovesThisTurn === 0 ? 0 : 1))
    out.push('tanker move');
  if (a.type === 'chooseCard') {
    if (before.display.some((c) => c === null)) out.push('display not full');
    const c = card(before.display[a.slot]!);
    if (c.bonus.kind === 'workers' && -workersPaid !== c.bonus.amount) out.push('worker bonus');
  }
  if (s.round !== before.round && s.phase !== 'over') {
    if (s.round !== before.round + 1) out.push('round skipped');
    s.players.forEach((p, o) => {
      if (p.workers - before.players[o]!.workers !== 10) out.push('not +10 workers');
    });
    if (s.round < s.rounds && JSON.stringify(s.order) !== JSON.stringify(before.order))
      out.push('order changed');
  }
  if (before.current !== s.current && s.phase === 'turns' && before.phase === 'turns')
    for (const r of Object.values(s.refineries))
      if (r.barrels.length >= 5) out.push('full refinery after a turn');
  return out;
}

describe('seed scenarios: rules along whole bot games', () => {
  it('costs, bonuses, +10 workers a round, one turn per player per round, full refineries emptied (12 games)', () => {
    // Seed: the costs of step 3 and 4, "players receive 10 workers", "players take turns in order", "Any refinery
    // with 5 barrels is emptied", "7 rounds in a 4-player game, or 8 rounds in a 2-3 player game".
    const broken = new Set<string>();
    for (let g = 0; g < 12; g++) {
      const seats = 2 + (g % 3);
      const seed = `rules-${g}`;
      const s = W.setup(seats, { startPlayer: 'random' }, seed);
      const rng = Rng.fromSeed(seed);
      const bot = g % 2 ? W.bots.greedy! : W.bots.random!;
      const turns = new Map<string, number>();
      for (let i = 0; i < 5000 && !W.status(s).over; i++) {
        const seat = W.status(s).toAct[0]!;
        const a = bot(s, seat, rng);
        const before = structuredClone(s);
        act(s, seat, a);
        for (const b of brokenRules(before, s, seat, a)) broken.add(b);
        if (a.type === 'chooseCard')
          turns.set(`${before.round}:${seat}`, (turns.get(`${before.round}:${seat}`) ?? 0) + 1);
      }
      expect(W.status(s).over).toBe(true);
      expect(s.round).toBe(seats === 4 ? 7 : 8);
      expect(turns.size).toBe(seats * s.rounds);
      for (const n of turns.values()) expect(n).toBe(1);
    }
    expect([...broken]).toEqual([]);
  });
});

describe('seed scenarios: the winner and final step 1 through play', () => {
  it('tie-break (design): equal VP, the most workers after step 8 wins', () => {
    // Seed: "The player with the highest total victory points after all these steps is declared the most
    // successful oil pioneer". Design: ties go to most workers after step 8, then most barrels delivered.
    const { s } = endWith((s) => {
      s.players.forEach((p) => {
        p.vp = 10;
        p.vpBy = { start: 10 };
      });
      s.players[1]!.workers = 5;
      s.players[2]!.workers = 9;
      s.flows.workersIn += 14;
    });
    expect(s.players.map((p) => p.vp)).toEqual([10, 11, 11, 10]);
    expect(W.status(s).result!.winners).toEqual([2]);
  });

  it('tie-break (design): equal VP and workers, the most barrels delivered wins; still tied, shared', () => {
    // Design: "Tie-break: most workers after step 8, then most barrels delivered in all; still tied, the victory
    // is shared."
    const { s } = endWith((s) => {
      s.players.forEach((p) => {
        p.vp = 10;
        p.vpBy = { start: 10 };
      });
      s.players[0]!.delivered = 2;
      s.players[3]!.delivered = 2;
      s.players[1]!.delivered = 1;
    });
    expect(W.status(s).result!.winners).toEqual([0, 3]);
  });

  it('final step 1 under rules 3 and before (design): the refinery card empties the partial refinery holding most of your barrels', () => {
    // Seed: "1) For every refinery area card, you may empty a refinery." A game saved under rules version 3 or
    // before keeps the automatic choice (`finalEmptyAuto`).
    const { s } = endWith((s) => {
      W.upgrade!(s, 3);
      takeCard(s, 1, 'dark.argentina.6');
      putRefinery(s, 0, 'texas.refinery', [1, 0, 0]);
      putRefinery(s, 2, 'persia.refinery', [1, 1, 1]);
    });
    expect(s.refineries['persia.refinery']!.barrels).toEqual([]);
    expect(s.refineries['texas.refinery']!.barrels).toEqual([1, 0, 0]);
    // 9 shares → 3 workers for seat 1.
    expect(s.players[1]!.workers).toBe(3);
  });
});

describe('seed scenarios: short deck, pieces, tanker moves', () => {
  it('a refresh with fewer than 8 cards in the deck still lays out 8 (design: discards reshuffled)', () => {
    // Seed: "You can clear and refresh the area cards for 4 VP." Design: "If the deck runs out, the discards are
    // shuffled into a new deck."
    const s = afterPlacement(4);
    s.discards.push(...s.deck.splice(0, s.deck.length - 3));
    act(s, s.current, { type: 'refreshDisplay' });
    expect(s.display.filter((c) => c !== null)).toHaveLength(8);
    expect(new Set(s.display).size).toBe(8);
  });

  it('with deck and discards exhausted, an empty display slot is not offered and cannot be chosen', () => {
    // Seed: "Select one of the 8 face-up area cards".
    const s = afterPlacement(4);
    const me = s.current;
    const other = s.players[(me + 1) % 4]!;
    other.cards.push(...s.deck.splice(0), ...s.discards.splice(0));
    act(s, me, { type: 'chooseCard', slot: 0 });
    finishTurn(s);
    // Seven cards are left to show (the engine shortens the display rather than keep an empty slot).
    expect(s.display.filter((c) => c !== null)).toHaveLength(7);
    const empty = 7;
    const next = s.current;
    const offered = W.legalActions(s, next).flatMap((x) => (x.type === 'chooseCard' ? [x.slot] : []));
    expect(offered).toEqual([0, 1, 2, 3, 4, 5, 6].filter((i) => s.display[i] !== null));
    expect(W.apply(s, next, { type: 'chooseCard', slot: empty }).ok).toBe(false);
  });

  it('no rigs left in supply (design: 10 a colour), no rig built', () => {
    // Rules page: "Pieces per colour [design] (first edition): 10 rigs".
    const { s, me } = clearedBoard(4);
    chooseArea(s, 'texas');
    s.players[me]!.supply.rigs = 0;
    refused(s, me, { type: 'buildRig', field: 'texas.1' }, 'no-pieces');
  });

  it('a rig needs a free spot: a main field holds 3 (design)', () => {
    // Rules page: "Each area has two oil fields of 3 rig spots".
    const { s, me, others } = clearedBoard(4);
    const [a, b] = others;
    putRig(s, me, 'texas.1');
    putRig(s, a, 'texas.1');
    putRig(s, b, 'texas.1');
    chooseArea(s, 'texas');
    expect(W.apply(s, me, { type: 'buildRig', field: 'texas.1' }).ok).toBe(false);
  });
});

describe('seed scenarios: the beginning of round 5 in order', () => {
  it('the chip share comes before the repayment: 17 shares and a chip repay one loan at 18', () => {
    // Seed: "gain 1 share per consolidation chip owned, and in Round 5, may repay loans at 18 shares per loan".
    const s = afterPlacement(2);
    const me = s.current;
    act(s, me, { type: 'takeLoan' });
    intoRound5(s, () => {
      setShares(s, me, { [me]: 17 });
      s.players[me]!.consolidationChips = [{ continent: 'asia', index: 0 }];
      s.chipsTaken = { ...s.chipsTaken, asia: Math.max(1, s.chipsTaken.asia ?? 0) };
    });
    expect(s.round).toBe(5);
    expect(shares(s, me)).toBe(18);
    expect(s.pending).toEqual({ kind: 'repay', waiting: [me] });
    act(s, me, { type: 'repayLoans', loans: 1 });
    expect(shares(s, me)).toBe(0);
    expect(s.players[me]!.loans).toBe(0);
  });

  it('asks everyone with loans in one sentence: "Ana and Ben may each repay loans at 18 shares a loan"', () => {
    // A playtest read "Ana, Random bot may repay loans at 18 shares each."
    const s = afterPlacement(2);
    const [a, b] = [s.order[0]!, s.order[1]!];
    act(s, a, { type: 'takeLoan' });
    playToTurn(s, 1, 1);
    act(s, b, { type: 'takeLoan' });
    playToTurn(s, 4, 1);
    act(s, s.current, { type: 'chooseCard', slot: 0 });
    setShares(s, a, { [a]: 20 });
    setShares(s, b, { [b]: 20 });
    const events = act(s, s.current, { type: 'endTurn' });
    if (s.round === 4 && s.step === 'chip') events.push(...act(s, s.current, { type: 'pass' }));
    expect(s.pending).toEqual({ kind: 'repay', waiting: [a, b] });
    expect(events.at(-1)?.text).toBe(`{p${a}} and {p${b}} may each repay loans at 18 shares a loan.`);
  });

  it('a consolidation stack bought out: nobody is asked', () => {
    // Seed: "Arrange the consolidation chips in ascending order on each of the four area spaces"; "You can buy the
    // consolidation chip for the active area". Design: four chips a stack.
    const s = afterPlacement(4);
    s.chipsTaken.asia = 4;
    const me = s.current;
    chooseArea(s, 'siberia');
    act(s, me, { type: 'endTurn' });
    expect(s.current).not.toBe(me);
  });
});

describe('seed scenarios: steps 4 to 6 in order', () => {
  it('no transport after moving a tanker (step 5), no tanker move after emptying a refinery (step 6)', () => {
    // Seed: "4) Oil Actions ... 5) Move Unused Tankers ... 6) Empty Partial Refineries ... 7) End Turn".
    const { s, me } = clearedBoard(4);
    putPumpJack(s, me, 'texas.1', 3);
    putTrain(s, me, 'texas.1>texas.refinery');
    putRefinery(s, me, 'texas.refinery', [me]);
    const t = putTanker(s, me, 'europe.harbour');
    chooseArea(s, 'alaska');
    act(s, me, { type: 'moveTanker', tanker: t, harbour: 'texas.harbour' });
    refused(s, me, transport('texas.1', 'texas.refinery', 1), 'wrong-step');
    act(s, me, { type: 'emptyRefinery', site: 'texas.refinery', with: 'ownChip' });
    refused(s, me, { type: 'moveTanker', tanker: t, harbour: 'alaska.harbour' }, 'wrong-step');
  });
});

describe('seed scenarios: the set-up in the seed’s sequence', () => {
  it('tankers first ("place their tanker in one of the two Southern Africa harbors"), then six card placements each', () => {
    // Seed: "Players then collect 3 rigs, 2 trains, 1 refinery, and 1 tanker ... and place their tanker in one of
    // the two Southern Africa harbors. Finally, deal each player 8 light-colored area cards, and in turn order,
    // players discard one card and place one of their starting supplies ... discarded their last two cards."
    const s = fresh(3);
    for (const seat of s.order) {
      expect(s.current).toBe(seat);
      act(s, seat, {
        type: 'placeTanker',
        harbour: seat % 2 ? 'southernAfrica.east' : 'southernAfrica.west',
      });
    }
    for (let k = 0; k < 6; k++)
      for (const seat of s.order) {
        expect(s.current).toBe(seat);
        const a = W.legalActions(s, seat).find((x) => x.type === 'place');
        if (!a) throw new Error('no card placement offered');
        act(s, seat, a);
      }
    expect(s.phase).toBe('turns');
    for (const p of s.players) expect(p.hand).toEqual([]);
    expect(s.tankers).toHaveLength(3);
  });

  it('"place their tanker ... Finally, deal each player 8 light-colored area cards": no hand is seen before every tanker is down', () => {
    // Seed: the tankers go to Southern Africa before the deal, so no player chooses a harbour knowing their cards.
    const s = fresh(4);
    const hidden = (seat: number) => {
      const v = W.view(s, seat);
      expect(v.you?.hand).toEqual([]);
      expect(v.players.map((p) => p.handSize)).toEqual([0, 0, 0, 0]);
      for (const p of s.players) for (const c of p.hand) expect(JSON.stringify(v)).not.toContain(c);
    };
    for (const seat of s.order.slice(0, 3)) {
      for (let o = 0; o < 4; o++) hidden(o);
      act(s, seat, { type: 'placeTanker', harbour: 'southernAfrica.west' });
    }
    hidden(s.order[3]!);
    act(s, s.order[3]!, { type: 'placeTanker', harbour: 'southernAfrica.east' });
    // Every tanker down: each sees their 8 cards, and everyone how many each holds.
    for (let o = 0; o < 4; o++) {
      const v = W.view(s, o);
      expect(v.you?.hand).toEqual(s.players[o]!.hand);
      expect(v.you?.hand).toHaveLength(8);
      expect(v.players.map((p) => p.handSize)).toEqual([8, 8, 8, 8]);
    }
  });

  it('"Finally, deal each player 8 light-colored area cards": the last tanker down says the deal, publicly', () => {
    // Seed: the deal follows the tankers. The hands appear with the last tanker, so its move tells everyone.
    const s = fresh(3);
    const said: string[][] = [];
    for (const seat of s.order) {
      const events = act(s, seat, { type: 'placeTanker', harbour: 'southernAfrica.east' });
      said.push(events.filter((e) => e.kind === 'deal' && !e.to).map((e) => e.text));
    }
    expect(said).toEqual([
      [],
      [],
      ['Every tanker is in Southern Africa: each player is dealt 8 light area cards.'],
    ]);
  });

  it('"The remaining light and dark area cards are shuffled together to form the area deck": no deck is counted before', () => {
    // Seed: the area deck is formed last, after every starting supply is placed. Before then there is no deck, so
    // no view gives its size (the picture drew "Deck 64" through a 3-player starting placement).
    const s = fresh(3);
    const deckSizes = () => [null, 0, 1, 2].map((o) => W.view(s, o).deckSize);
    expect(deckSizes()).toEqual([null, null, null, null]);
    for (const seat of s.order) act(s, seat, { type: 'placeTanker', harbour: 'southernAfrica.west' });
    expect(deckSizes()).toEqual([null, null, null, null]);
    while (s.phase === 'placement') {
      const a = W.legalActions(s, s.current).find((x) => x.type === 'place');
      if (!a) throw new Error('no card placement offered');
      act(s, s.current, a);
    }
    // The light cards less 3 × 8 dealt, with the dark cards, less the 8 laid face up.
    const left = LIGHT_CARDS.length - 3 * 8 + DARK_CARDS.length - DISPLAY_SIZE;
    expect(deckSizes()).toEqual(Array(4).fill(left));
    expect(s.deck).toHaveLength(left);
  });
});

/** Make `seat`'s hand exactly `ids` (light cards), swapping with wherever they lie. */
function setHand(s: WildcattersState, seat: number, ids: string[]): void {
  const hand = s.players[seat]!.hand;
  for (const id of ids) {
    if (hand.includes(id)) continue;
    const out = hand.find((c) => !ids.includes(c))!;
    for (const h of [s.deck, s.discards, ...s.players.map((p) => p.hand)])
      if (h !== hand && h.includes(id)) h.splice(h.indexOf(id), 1, out);
    hand.splice(hand.indexOf(out), 1, id);
  }
}

describe('seed scenarios: the placement exception keeps one refinery a continent', () => {
  it('two refineries placed "anywhere" cannot share a white continent', () => {
    // Seed: "ensuring no continent has more than one refinery". Design: a piece no card can place may go anywhere
    // it fits.
    const s = tankersDown(fresh(4));
    const [p0, p1, p2, p3] = s.order as [number, number, number, number];
    setHand(s, p0, ['light.texas.1']);
    act(s, p0, place('light.texas.1', 'refinery', 'texas.refinery'));
    setHand(s, p1, ['light.arabia.1']);
    act(s, p1, place('light.arabia.1', 'refinery', 'arabia.refinery'));
    const na = ['alaska', 'texas'].flatMap((a) => [1, 2, 3, 4, 5].map((k) => `light.${a}.${k}`));
    const me = ['arabia', 'persia'].flatMap((a) => [1, 2, 3, 4, 5].map((k) => `light.${a}.${k}`));
    const pool = [...na, ...me].filter((c) => c !== 'light.texas.1' && c !== 'light.arabia.1');
    setHand(s, p2, pool.slice(0, 8));
    act(s, p2, place(pool[0]!, 'refinery', 'europe.port'));
    setHand(s, p3, pool.slice(8, 16));
    refused(s, p3, place(pool[8]!, 'refinery', 'europe.inland'), 'illegal-spot');
    act(s, p3, place(pool[8]!, 'refinery', 'australia.refinery'));
  });
});
