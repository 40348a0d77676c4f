/** Final scoring in the seed's nine steps, and the winner with the design tie-break. */
import { describe, expect, it } from 'vitest';
import { decideWinner, majorityVp } from '../../../src/games/wildcatters/scoring';
import { afterPlacement, putRefinery, scored } from './helpers';

const D = {
  chipVp: [3, 4, 5, 6],
};

describe('wildcatters final scoring', () => {
  it('the nine steps run in the seed order, each shown as its own event', () => {
    // Seed: "The steps are: 1) ... 9) Gain victory points for having the most oil delivered to each continent."
    const { s, events } = scored(() => {});
    expect(s.finalScoring.map((l) => l.step)).toEqual([
      'refineryCardsEmpty',
      'chips',
      'areaCards',
      'wildcatterDisks',
      'refineries',
      'loans',
      'sharesToWorkers',
      'workers',
      'continentMajorities',
    ]);
    expect(events.filter((e) => e.kind?.startsWith('final.'))).toHaveLength(9);
    expect(s.phase).toBe('over');
  });

  it('a step nobody scores in says so, not "+0" for every player', () => {
    const { events } = scored((s) => {
      s.players[1]!.neutralRefineryChips = 2;
      s.neutralRefineryChips -= 2;
    });
    const text = (step: number) => events.find((e) => e.text.startsWith(`Final scoring ${step},`))?.text;
    expect(text(2)).toBe('Final scoring 2, chips: {p0} +0 VP, {p1} +2 VP, {p2} +0 VP, {p3} +0 VP.');
    expect(text(4)).toBe('Final scoring 4, wildcatter disks: nobody scores.');
    expect(text(9)).toBe('Final scoring 9, continent majorities: nobody scores.');
  });

  it('1) under rules 3 and before, each refinery area card empties the refinery holding most of its holder’s barrels', () => {
    // Seed: "1) For every refinery area card, you may empty a refinery." A game saved under rules version 3 or before
    // keeps the automatic choice (`finalEmptyAuto`); from version 4 the holders are asked first (final-empty.test).
    const { s, events } = scored((s) => {
      s.finalEmptyAuto = true;
      putRefinery(s, 1, 'texas.refinery', [0, 0, 1]);
      s.players[0]!.cards.push('dark.alaska.6');
      s.deck = s.deck.filter((c) => c !== 'dark.alaska.6');
      s.discards = s.discards.filter((c) => c !== 'dark.alaska.6');
      s.display = s.display.map((c) => (c === 'dark.alaska.6' ? null : c));
    });
    expect(s.refineries['texas.refinery']!.barrels).toEqual([]);
    // The step's line comes first, then what the emptying paid (it came before its heading).
    expect(events.slice(0, 2).map((e) => e.text)).toEqual([
      'Final scoring 1, refinery cards: {p0} emptied the Texas refinery.',
      'The Texas refinery ({p1}) emptied 3 barrels: {p0} +6 shares, {p1} +3 shares.',
    ]);
    // The two barrels paid 3 shares each = 6 shares → 2 workers in step 7.
    expect(s.players[0]!.workers).toBe(2);
  });

  it('2) score consolidation and refinery chips on hand', () => {
    // Seed: "2) Score consolidation and refinery chips on hand."
    const { step } = scored((s) => {
      s.players[0]!.consolidationChips.push({ continent: 'asia', index: 2 });
      s.chipsTaken.asia = 1;
      s.players[1]!.neutralRefineryChips = 2;
      s.neutralRefineryChips -= 2;
      s.players[2]!.ownRefineryChip = true;
    });
    expect(step('chips')).toEqual([D.chipVp[2], 2, 1, 0]);
  });

  it('3) gain victory points for your area cards', () => {
    // Seed: "3) Gain victory points for your area cards." Design: by main continent, 0/1/3/6/10/15.
    const { step } = scored((s) => {
      const take = (seat: number, ids: string[]) => {
        for (const id of ids) {
          s.players[seat]!.cards.push(id);
          s.deck = s.deck.filter((c) => c !== id);
          s.discards = s.discards.filter((c) => c !== id);
          s.display = s.display.map((c) => (c === id ? null : c));
        }
      };
      take(0, ['dark.alaska.1', 'dark.texas.1', 'dark.texas.2', 'dark.siberia.1']);
      take(1, ['dark.persia.1', 'dark.persia.2']);
    });
    expect(step('areaCards')).toEqual([6 + 1, 3, 0, 0]);
  });

  it('4) gain victory points for your wildcatter disks', () => {
    // Seed: "4) Gain victory points for your wildcatter disks."
    const { step } = scored((s) => {
      s.disks.texas = { owner: 1, barrels: 0 };
      s.disks.arabia = { owner: 1, barrels: 0 };
      s.disks.siberia = { owner: 3, barrels: 0 };
    });
    expect(step('wildcatterDisks')).toEqual([0, 5, 0, 2]);
  });

  it('5) gain victory points for your refineries', () => {
    // Seed: "5) Gain victory points for your refineries."
    const { step } = scored((s) => {
      putRefinery(s, 2, 'texas.refinery');
      putRefinery(s, 2, 'europe.port');
      putRefinery(s, 0, 'siberia.refinery');
    });
    expect(step('refineries')).toEqual([2, 0, 5, 0]);
  });

  it('6) pay off any outstanding loans, 25 shares per loan', () => {
    // Seed: "6) Pay off any outstanding loans (25 shares per loan)."
    const { s } = scored((s) => {
      const p = s.players[1]!;
      p.loans = 1;
      p.supply.barrels--;
      p.shares = [30, 0, 0, 0];
    });
    // 30 − 25 = 5 shares left → 1 worker in step 7.
    expect(s.players[1]!.workers).toBe(1);
    expect(s.players[1]!.loans).toBe(0);
  });

  it('6) the loans line says what each borrower paid, not only the VP lost', () => {
    // It read "{p1} +0" for a player who paid 25 shares: the shares paid were nowhere.
    const { step, events } = scored((s) => {
      const p = s.players[1]!;
      p.loans = 1;
      p.supply.barrels--;
      p.shares = [30, 0, 0, 0];
      // 3 loans = 75 shares: 10 shares, then 22 workers (65 shares at 3 a worker) of which 4 are held,
      // the other 18 paid at 5 a VP: 4 VP.
      const q = s.players[3]!;
      q.loans = 3;
      q.supply.barrels -= 3;
      q.shares = [0, 4, 6, 0];
      q.workers = 4;
    });
    expect(step('loans')).toEqual([0, 0, 0, -4]);
    expect(events.find((e) => e.kind === 'final.loans')?.text).toBe(
      'Final scoring 6, loans at 25 shares each: {p1} paid 25 shares for 1 loan; ' +
        '{p3} paid 10 shares, 4 workers and 4 VP for 3 loans.',
    );
    expect(scored(() => {}).events.find((e) => e.kind === 'final.loans')?.text).toBe(
      'Final scoring 6, loans at 25 shares each: nobody has a loan.',
    );
  });

  it('7) trade shares to workers at a 3:1 ratio', () => {
    // Seed: "7) Trade shares to workers at a 3:1 ratio."
    const { s } = scored((s) => {
      s.players[3]!.shares = [4, 4, 3, 0];
    });
    expect(s.players[3]!.workers).toBe(3);
    expect(s.players[3]!.shares).toEqual([0, 0, 0, 0]);
  });

  it('7) the line counts one worker as one, not "1 workers"', () => {
    const { events } = scored((s) => {
      s.players[1]!.shares = [3, 1, 0, 0];
      s.players[3]!.shares = [4, 4, 3, 0];
    });
    expect(events.find((e) => e.kind === 'final.sharesToWorkers')?.text).toBe(
      'Final scoring 7, shares to workers: {p0} +0 workers, {p1} +1 worker, {p2} +0 workers, {p3} +3 workers.',
    );
  });

  it('7) says so when nobody holds 3 shares to trade, not "+0 workers" for every player', () => {
    const { events } = scored((s) => {
      for (const p of s.players) p.shares = p.shares.map(() => 0);
      s.players[2]!.shares[0] = 2;
    });
    expect(events.find((e) => e.kind === 'final.sharesToWorkers')?.text).toBe(
      'Final scoring 7, shares to workers: nobody holds 3 shares to trade.',
    );
  });

  it('8) gain victory points for the number of workers you have', () => {
    // Seed: "8) Gain victory points for the number of workers you have." Design: 1 VP per 5.
    const { step } = scored((s) => {
      s.players[0]!.workers = 14;
      s.players[1]!.workers = 15;
    });
    expect(step('workers')).toEqual([2, 3, 0, 0]);
  });

  it('9) gain victory points for having the most oil delivered to each continent', () => {
    // Seed: "9) Gain victory points for having the most oil delivered to each continent."
    expect(majorityVp([3, 1, 0, 0], [6, 3])).toEqual([6, 3, 0, 0]);
    expect(majorityVp([2, 2, 1, 0], [6, 3])).toEqual([4, 4, 0, 0]);
    expect(majorityVp([0, 0, 0, 0], [6, 3])).toEqual([0, 0, 0, 0]);
    const { step } = scored((s) => {
      s.players[0]!.deliveredTo = { europe: 2, asia: 1 };
      s.players[1]!.deliveredTo = { asia: 4 };
    });
    expect(step('continentMajorities')).toEqual([4 + 3, 6, 0, 0]);
  });

  it('the player with the highest total wins; ties go to most workers, then most barrels delivered', () => {
    // Seed: "The player with the highest total victory points after all these steps is declared the ... winner."
    const s = afterPlacement();
    s.players.forEach((p, i) => {
      p.vp = [20, 25, 25, 10][i]!;
      p.workers = [0, 3, 3, 0][i]!;
      p.delivered = [0, 1, 2, 0][i]!;
    });
    expect(decideWinner(s).winners).toEqual([2]);
    s.players[2]!.delivered = 1;
    expect(decideWinner(s).winners).toEqual([1, 2]);
  });

  it('says how a tie on VP was broken (workers, then barrels delivered), and why a shared victory stands', () => {
    // Rules page: "Tie-break: most workers after step 8, then most barrels delivered in all; still tied, the
    // victory is shared."
    const s = afterPlacement();
    const set = (vp: number[], workers: number[], delivered: number[]) =>
      s.players.forEach((p, i) => {
        p.vp = vp[i]!;
        p.workers = workers[i]!;
        p.delivered = delivered[i]!;
      });
    set([88, 88, 70, 10], [5, 3, 9, 0], [4, 9, 1, 0]);
    expect(decideWinner(s).summary).toBe('{p0} wins with 88 VP (tie with {p1} broken by workers: 5 to 3).');
    set([88, 88, 70, 88], [5, 5, 9, 2], [14, 9, 1, 20]);
    expect(decideWinner(s).summary).toBe(
      '{p0} wins with 88 VP (tie with {p3} broken by workers: 5 to 2; with {p1} on workers too, 5 each, broken by barrels delivered: 14 to 9).',
    );
    set([88, 88, 88, 10], [5, 5, 3, 0], [14, 14, 1, 0]);
    expect(decideWinner(s).summary).toBe(
      '{p0} and {p1} share the victory with 88 VP, 5 workers and 14 barrels delivered each (tie with {p2} broken by workers: 5 to 3).',
    );
    set([88, 80, 70, 10], [0, 9, 9, 9], [0, 9, 9, 9]);
    expect(decideWinner(s).summary).toBe('{p0} wins with 88 VP.');
  });
});
