/** Rounds: their number, the beginning of a round from round 2, loans repaid in round 5, the final round's order. */
import { describe, expect, it } from 'vitest';
import type { WildcattersState } from '../../../src/games/wildcatters/types';
import { seatRef } from '../../../src/games/events';
import { act, afterPlacement, shares, W } from './helpers';

/** The active player takes slot 0 and ends the turn without buying a chip. */
function quickTurn(s: WildcattersState): void {
  const seat = s.current;
  act(s, seat, { type: 'chooseCard', slot: 0 });
  act(s, seat, { type: 'endTurn' });
  if (s.step === 'chip' && s.current === seat && s.pending === null) act(s, seat, { type: 'pass' });
  while (s.pending !== null) for (const o of W.status(s).toAct) act(s, o, { type: 'pass' });
}

function playRound(s: WildcattersState): void {
  const round = s.round;
  while (s.round === round && s.phase !== 'over') quickTurn(s);
}

describe('wildcatters rounds', () => {
  it('the beginning of round is skipped in round 1', () => {
    // Seed: "The Beginning of Round is skipped in Round 1."
    const s = afterPlacement();
    expect(s.round).toBe(1);
    expect(s.players.map((p) => p.workers)).toEqual([20, 20, 20, 20]);
  });

  it('in later rounds players receive 10 workers and the round marker advances', () => {
    // Seed: "In subsequent rounds, players receive 10 workers, advance the round marker".
    const t = afterPlacement();
    for (let i = 0; i < 3; i++) quickTurn(t);
    const w = t.players.map((p) => p.workers);
    const seat = t.current;
    act(t, seat, { type: 'chooseCard', slot: 0 });
    const after = t.players[seat]!.workers;
    act(t, seat, { type: 'endTurn' });
    if (t.step === 'chip') act(t, seat, { type: 'pass' });
    expect(t.round).toBe(2);
    t.players.forEach((p, o) => expect(p.workers).toBe((o === seat ? after : w[o]!) + 10));
    expect(t.round).toBe(2);
  });

  it('at the beginning of a round the top area card is discarded, the rest slide and the display is refilled', () => {
    // Seed: "replenish area cards (discard top card, slide, and replenish)".
    const s = afterPlacement();
    for (let i = 0; i < 3; i++) quickTurn(s);
    const seat = s.current;
    act(s, seat, { type: 'chooseCard', slot: 7 });
    const [first, ...rest] = s.display.slice(0, 7);
    const next = [s.deck[s.deck.length - 1], s.deck[s.deck.length - 2]];
    act(s, seat, { type: 'endTurn' });
    if (s.step === 'chip') act(s, seat, { type: 'pass' });
    expect(s.round).toBe(2);
    expect(s.discards[s.discards.length - 1]).toBe(first);
    expect(s.display).toEqual([...rest, ...next]);
  });

  it('at the beginning of a round players gain 1 share per consolidation chip owned', () => {
    // Seed: "gain 1 share per consolidation chip owned".
    const s = afterPlacement();
    s.players[2]!.consolidationChips.push(
      { continent: 'asia', index: 0 },
      { continent: 'northAmerica', index: 0 },
    );
    s.chipsTaken.asia = 1;
    s.chipsTaken.northAmerica = 1;
    for (let i = 0; i < 3; i++) quickTurn(s);
    const before = shares(s, 2);
    quickTurn(s);
    expect(s.round).toBe(2);
    expect(shares(s, 2)).toBe(before + 2);
  });

  it('in round 5 players may repay loans at 18 shares per loan', () => {
    // Seed: "in Round 5, may repay loans at 18 shares per loan (otherwise 25 shares at game end)".
    const s = afterPlacement();
    act(s, s.current, { type: 'takeLoan' });
    const debtor = s.current;
    for (let r = 1; r < 4; r++) playRound(s);
    expect(s.round).toBe(4);
    while (s.round === 4) quickTurnKeepingRepay(s);
    expect(s.round).toBe(5);
    expect(s.pending).toEqual({ kind: 'repay', waiting: [debtor] });
    expect(W.status(s).toAct).toEqual([debtor]);
    const before = shares(s, debtor);
    expect(act(s, debtor, { type: 'repayLoans', loans: 1 }).map((e) => e.text)).toEqual([
      `${seatRef(debtor)} repaid 1 loan for 18 shares: its barrel came back from the bank.`,
    ]);
    expect(shares(s, debtor)).toBe(before - 18);
    expect(s.players[debtor]!.loans).toBe(0);
    expect(s.pending).toBeNull();
  });

  it('if it is the final round, player order is determined (design: fewest VP first)', () => {
    // Seed: "If it's the final round, player order is determined."
    const s = afterPlacement(3);
    for (let r = 1; r < 7; r++) playRound(s);
    expect(s.round).toBe(7);
    s.players[0]!.vp = 30;
    s.players[1]!.vp = 12;
    s.players[2]!.vp = 20;
    for (const p of s.players) p.vpBy = { start: p.vp };
    while (s.round === 7) quickTurn(s);
    expect(s.round).toBe(8);
    expect(s.order).toEqual([1, 2, 0]);
    expect(s.current).toBe(1);
  });

  it('the game concludes at the end of the 7th round with 4 players and the 8th with 2-3', () => {
    // Seed: "This is either the 7th round in a 4-player game or the 8th round in a 2-3 player game. Once the last
    // turn of the final round has been completed by all players, the game proceeds directly to final scoring."
    for (const [n, rounds] of [
      [4, 7],
      [2, 8],
    ] as const) {
      const s = afterPlacement(n);
      let turns = 0;
      while (s.phase !== 'over') {
        quickTurn(s);
        turns++;
      }
      expect(turns).toBe(n * rounds);
      expect(s.round).toBe(rounds);
      expect(s.finalScoring.map((l) => l.step)).toEqual([...W.design.FINAL_SCORING_STEPS]);
      expect(W.status(s).over).toBe(true);
    }
  });
});

/** As quickTurn, but leaves a round-5 repayment question open. */
function quickTurnKeepingRepay(s: WildcattersState): void {
  const seat = s.current;
  act(s, seat, { type: 'chooseCard', slot: 0 });
  act(s, seat, { type: 'endTurn' });
  if (s.step === 'chip' && s.current === seat) act(s, seat, { type: 'pass' });
}
