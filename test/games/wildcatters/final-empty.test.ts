/**
 * Final scoring step 1 as the seed gives it: "1) For every refinery area card, you may empty a refinery." From
 * rules version 4, after the last turn of the final round, each holder of refinery area cards is asked, one card
 * at a time in the final round's order, which partial refinery to empty, or none; then the nine steps run. A game
 * saved under rules 3 or before keeps the automatic choice (the refinery holding most of the holder's barrels).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/games/rng';
import type { WildcattersAction, WildcattersState } from '../../../src/games/wildcatters/types';
import { act, chooseArea, clearedBoard, putRefinery, refused, shares, W } from './helpers';

/**
 * The last turn of the final round on a cleared board (4 seats), the final round's order [2, 0, 3, 1] (seat 1
 * plays last), its area card taken: `end()` ends it.
 */
function lastTurn(): { s: WildcattersState; end: () => string[] } {
  const { s } = clearedBoard(4);
  s.round = s.rounds;
  s.order = [2, 0, 3, 1];
  s.turnIndex = 3;
  s.current = 1;
  chooseArea(s, 'texas');
  const end = () => {
    const texts = act(s, 1, { type: 'endTurn' }).map((e) => e.text);
    if (s.step === 'chip') texts.push(...act(s, 1, { type: 'pass' }).map((e) => e.text));
    return texts;
  };
  return { s, end };
}

/** Give `seat` the refinery area card `id`, taken from wherever it lies. */
function give(s: WildcattersState, seat: number, id: string): void {
  s.deck = s.deck.filter((c) => c !== id);
  s.discards = s.discards.filter((c) => c !== id);
  s.display = s.display.map((c) => (c === id ? null : c));
  s.players[seat]!.cards.push(id);
}

const step1 = (s: WildcattersState) => s.finalScoring.find((l) => l.step === 'refineryCardsEmpty')!;
const stepText = (s: WildcattersState, texts: string[]) =>
  texts.find((t) => t.startsWith('Final scoring 1,')) ?? step1(s).text;
const emptyAt = (site: string): WildcattersAction => ({ type: 'finalEmpty', site });

describe('final scoring step 1: each refinery card may empty a partial refinery of its holder’s choice', () => {
  it('asks one card at a time in the final round’s order, any partial refinery or none, then scores', () => {
    const { s, end } = lastTurn();
    give(s, 0, 'dark.alaska.6');
    give(s, 3, 'dark.texas.6');
    give(s, 3, 'dark.arabia.6');
    putRefinery(s, 2, 'texas.refinery', [0, 0, 3]);
    putRefinery(s, 1, 'alaska.refinery', [3]);
    putRefinery(s, 0, 'arabia.refinery', []);
    const texts = end();
    // Seat 0 comes before seat 3 in the final round's order (2, 0, 3, 1); seat 2 holds no refinery card.
    expect(s.phase).toBe('turns');
    expect(s.pending).toEqual({
      kind: 'finalEmpty',
      waiting: [0],
      card: 'dark.alaska.6',
      queue: [
        { seat: 3, card: 'dark.texas.6' },
        { seat: 3, card: 'dark.arabia.6' },
      ],
    });
    expect(texts.at(-1)).toBe(
      '{p0} may empty a partial refinery with their Alaska refinery card at final scoring, or none.',
    );
    expect(W.status(s).toAct).toEqual([0]);
    // Any refinery holding a barrel, not only those holding the holder's barrels; the empty one is not offered.
    expect(W.legalActions(s, 0)).toEqual([
      { type: 'pass' },
      emptyAt('alaska.refinery'),
      emptyAt('texas.refinery'),
      { type: 'takeLoan' },
    ]);
    expect(W.legalActions(s, 3)).toEqual([]);
    expect(W.invariants!(s)).toEqual([]);

    // Seat 0 empties the Alaska refinery, which holds none of their barrels (the old rule chose Texas for them).
    const ana = shares(s, 0);
    const ben = shares(s, 3);
    expect(act(s, 0, emptyAt('alaska.refinery')).map((e) => e.text)).toEqual([
      '{p0} emptied the Alaska refinery ({p1}) with their Alaska refinery card (final scoring 1): 1 barrel, {p3} +3 shares.',
      '{p3} may empty a partial refinery with their Texas refinery card at final scoring, or none.',
    ]);
    expect(s.refineries['alaska.refinery']!.barrels).toEqual([]);
    expect(shares(s, 0)).toBe(ana);
    expect(shares(s, 3)).toBe(ben + 3);
    expect(W.legalActions(s, 3).filter((a) => a.type === 'finalEmpty')).toEqual([emptyAt('texas.refinery')]);

    // Seat 3's first card empties none; the second empties Texas, and then the nine steps run.
    expect(act(s, 3, { type: 'pass' }).map((e) => e.text)).toEqual([
      '{p3} kept their Texas refinery card, emptying no refinery.',
      '{p3} may empty a partial refinery with their Arabia refinery card at final scoring, or none.',
    ]);
    expect(s.phase).toBe('turns');
    const last = act(s, 3, emptyAt('texas.refinery')).map((e) => e.text);
    expect(last[0]).toBe(
      '{p3} emptied the Texas refinery ({p2}) with their Arabia refinery card (final scoring 1): 3 barrels, {p0} +6 shares, {p3} +3 shares.',
    );
    expect(s.phase).toBe('over');
    expect(s.pending).toBeNull();
    expect(stepText(s, last)).toBe(
      'Final scoring 1, refinery cards: {p0} emptied the Alaska refinery; {p3} emptied the Texas refinery and kept 1 card.',
    );
    expect(W.invariants!(s)).toEqual([]);
  });

  it('choosing none keeps the refinery as it is, and the line says the card was kept', () => {
    const { s, end } = lastTurn();
    give(s, 2, 'dark.texas.6');
    putRefinery(s, 0, 'texas.refinery', [2, 2]);
    end();
    expect(s.pending?.kind).toBe('finalEmpty');
    act(s, 2, { type: 'pass' });
    expect(s.phase).toBe('over');
    expect(s.refineries['texas.refinery']!.barrels).toEqual([2, 2]);
    expect(step1(s).text).toBe('Final scoring 1, refinery cards: {p2} kept their card.');
  });

  it('two cards of one holder kept say "both"; a lapse keeps the card', () => {
    const { s, end } = lastTurn();
    give(s, 2, 'dark.texas.6');
    give(s, 2, 'dark.alaska.6');
    putRefinery(s, 0, 'texas.refinery', [0]);
    end();
    expect(W.lapse!(s, 2)).toEqual({ type: 'pass' });
    expect(W.lapse!(s, 0)).toBeNull();
    act(s, 2, { type: 'pass' });
    act(s, 2, { type: 'pass' });
    expect(step1(s).text).toBe('Final scoring 1, refinery cards: {p2} kept both cards.');
  });

  it('asks nothing when no refinery holds a barrel, or nobody holds a refinery card', () => {
    const none = lastTurn();
    give(none.s, 0, 'dark.texas.6');
    putRefinery(none.s, 0, 'texas.refinery', []);
    const texts = none.end();
    expect(none.s.phase).toBe('over');
    expect(texts.some((t) => t.includes('may empty a partial refinery'))).toBe(false);
    expect(step1(none.s).text).toBe('Final scoring 1, refinery cards: no refinery holds a barrel to empty.');

    const nobody = lastTurn();
    putRefinery(nobody.s, 0, 'texas.refinery', [0, 1]);
    nobody.end();
    expect(nobody.s.phase).toBe('over');
    expect(step1(nobody.s).text).toBe('Final scoring 1, refinery cards: nobody holds a refinery card.');
  });

  it('cards left when the emptyings leave no partial refinery are not asked, and the line says why', () => {
    const { s, end } = lastTurn();
    give(s, 0, 'dark.texas.6');
    give(s, 1, 'dark.alaska.6');
    putRefinery(s, 2, 'texas.refinery', [1, 0]);
    end();
    act(s, 0, emptyAt('texas.refinery'));
    expect(s.phase).toBe('over');
    expect(step1(s).text).toBe(
      'Final scoring 1, refinery cards: {p0} emptied the Texas refinery; {p1} had no barrel left to empty.',
    );
  });

  it('refuses an empty or unbuilt refinery, and another player’s answer', () => {
    const { s, end } = lastTurn();
    give(s, 0, 'dark.texas.6');
    putRefinery(s, 2, 'texas.refinery', [1]);
    putRefinery(s, 1, 'alaska.refinery', []);
    end();
    refused(s, 0, emptyAt('alaska.refinery'), 'no-barrels');
    refused(s, 0, emptyAt('persia.refinery'), 'bad-spot');
    // A name no site has, even one every object answers to, is no refinery (it threw before).
    for (const site of ['constructor', '__proto__', 'nowhere']) refused(s, 0, emptyAt(site), 'bad-spot');
    refused(s, 1, emptyAt('texas.refinery'), 'not-asked');
    refused(s, 1, { type: 'pass' }, 'not-asked');
    refused(s, 0, { type: 'endTurn' }, 'wrong-step');
  });

  it('a game saved under rules 3 keeps the automatic choice, with no question', () => {
    const { s, end } = lastTurn();
    give(s, 0, 'dark.texas.6');
    putRefinery(s, 2, 'texas.refinery', [1, 1, 1]);
    putRefinery(s, 1, 'alaska.refinery', [0]);
    const old = W.upgrade!(s, 3);
    expect(old.finalEmptyAuto).toBe(true);
    end();
    expect(s.phase).toBe('over');
    // The old design: the refinery holding most of the holder's barrels.
    expect(s.refineries['alaska.refinery']!.barrels).toEqual([]);
    expect(s.refineries['texas.refinery']!.barrels).toEqual([1, 1, 1]);
    expect(step1(s).text).toBe('Final scoring 1, refinery cards: {p0} emptied the Alaska refinery.');
    expect(W.invariants!(s)).toEqual([]);
    expect(W.upgrade!(lastTurn().s, 4).finalEmptyAuto).toBeUndefined();
  });

  it('the invariants catch a card asked out of the final round’s order', () => {
    const { s, end } = lastTurn();
    give(s, 0, 'dark.texas.6');
    give(s, 3, 'dark.alaska.6');
    putRefinery(s, 2, 'texas.refinery', [1]);
    end();
    expect(W.invariants!(s)).toEqual([]);
    s.pending = {
      kind: 'finalEmpty',
      waiting: [3],
      card: 'dark.alaska.6',
      queue: [{ seat: 0, card: 'dark.texas.6' }],
    };
    expect(W.invariants!(s).some((t) => t.startsWith('refinery cards asked'))).toBe(true);
  });
});

describe('the bots at final scoring step 1', () => {
  function asked() {
    const { s, end } = lastTurn();
    give(s, 0, 'dark.texas.6');
    putRefinery(s, 2, 'texas.refinery', [0, 0, 1]);
    putRefinery(s, 1, 'alaska.refinery', [0, 3]);
    putRefinery(s, 3, 'arabia.refinery', [1, 2, 3, 0]);
    end();
    return s;
  }

  it('greedy empties the refinery paying it most over the others', () => {
    // Texas: 2 of its barrels to 1 of others'; Alaska 1 to 1; Arabia 1 to 3.
    expect(W.bots.greedy!(asked(), 0, Rng.fromSeed('g'))).toEqual(emptyAt('texas.refinery'));
  });

  it('greedy empties none when every emptying pays the others as much or more', () => {
    const s = asked();
    s.refineries['texas.refinery']!.barrels = [0, 1];
    s.players[0]!.supply.barrels++;
    expect(W.invariants!(s)).toEqual([]);
    expect(W.bots.greedy!(s, 0, Rng.fromSeed('g'))).toEqual({ type: 'pass' });
  });

  it('random plays the question to the end', () => {
    const s = asked();
    const rng = Rng.fromSeed('r');
    for (let i = 0; i < 20 && s.phase !== 'over'; i++) {
      const seat = W.status(s).toAct[0]!;
      act(s, seat, W.bots.random!(s, seat, rng));
      expect(W.invariants!(s)).toEqual([]);
    }
    expect(s.phase).toBe('over');
  });
});
