/**
 * The rules audit: black-box scenarios for the sentences of shared/rules/wildcatters.md and of the rules page
 * (docs/rules/wildcatters.md) that no other wildcatters test pins — mostly designed edges: the 5th rig, a
 * second refresh, an empty display, the pieces left after the starting placement, lapsed questions, a refinery
 * card with no barrel to empty, the colour of a loan's shares. Each test quotes the sentence it checks.
 */
import { describe, expect, it } from 'vitest';
import {
  act,
  afterPlacement,
  chooseArea,
  clearedBoard,
  fresh,
  putRefinery,
  putRig,
  setWorkers,
  shares,
  W,
} from './helpers';
import type { WildcattersState } from '../../../src/games/wildcatters/types';

describe('building (rules page, "Your turn", step 3)', () => {
  // "Rigs: 4 workers for the 1st–3rd, 6 for the 4th ([design] counted over rigs and pump jacks of every colour
  // in the area, so the rig that makes an area drillable costs the premium; 5th and later cost 6 too)."
  // "[design] Each rig built gives 1 VP."
  it('the 5th and 6th rigs in an area cost 6 workers each, and give 1 VP each', () => {
    const { s, me, others } = clearedBoard(4);
    const [a, b, c] = others;
    putRig(s, a, 'texas.1');
    putRig(s, a, 'texas.1');
    putRig(s, b, 'texas.1');
    putRig(s, c, 'texas.2');
    chooseArea(s, 'texas');
    setWorkers(s, me, 12);
    const vp = s.players[me]!.vp;
    act(s, me, { type: 'buildRig', field: 'texas.2' });
    expect(s.players[me]!.workers).toBe(6);
    act(s, me, { type: 'buildRig', field: 'texas.2' });
    expect(s.players[me]!.workers).toBe(0);
    expect(s.players[me]!.vp).toBe(vp + 2);
  });
});

describe('the area card (rules page, "Your turn", step 1)', () => {
  // "you may clear the whole display and deal 8 new cards for 4 VP (you need 4 VP; [design] you may refresh
  // again, 4 VP each time)."
  it('two refreshes before the card cost 8 VP, each dealing a new display', () => {
    const s = afterPlacement(4);
    const me = s.current;
    const vp = s.players[me]!.vp;
    const first = [...s.display];
    act(s, me, { type: 'refreshDisplay' });
    const second = [...s.display];
    act(s, me, { type: 'refreshDisplay' });
    expect(s.players[me]!.vp).toBe(vp - 8);
    expect(s.display.filter((c) => c !== null)).toHaveLength(8);
    for (const id of s.display) {
      expect(first).not.toContain(id);
      expect(second).not.toContain(id);
    }
    act(s, me, { type: 'chooseCard', slot: 0 });
    expect(s.step).toBe('build');
  });

  // "The area card comes first and must be taken (... only when the display is empty may you end your turn
  // without one)."
  it('with the display empty and no card left anywhere, the turn ends without a card', () => {
    const s = afterPlacement(4);
    const me = s.current;
    const other = s.players[(me + 1) % 4]!;
    other.cards.push(...s.deck.splice(0), ...s.discards.splice(0));
    other.cards.push(...s.display.filter((c): c is string => c !== null));
    s.display = s.display.map(() => null);
    expect(W.legalActions(s, me).filter((a) => a.type === 'chooseCard')).toEqual([]);
    expect(W.legalActions(s, me)).toContainEqual({ type: 'endTurn' });
    const cards = s.players[me]!.cards.length;
    act(s, me, { type: 'endTurn' });
    if (s.step === 'chip' && s.current === me) act(s, me, { type: 'pass' });
    expect(s.current).not.toBe(me);
    expect(s.players[me]!.cards).toHaveLength(cards);
  });
});

describe('set-up (rules page, "Set-up")', () => {
  // "Pieces per colour [design] (first edition): 10 rigs, 11 pump jacks, 8 trains, 4 tankers, 5 refineries, 36
  // barrels" and "A card discarded here only names the area: its bonus is not paid".
  it('after the starting placement: the pieces left in supply, and workers, shares and VP as dealt', () => {
    for (const n of [2, 3, 4] as const) {
      const start = fresh(n);
      const s = afterPlacement(n);
      s.players.forEach((p, seat) => {
        // The first edition's pieces less the seed's 3 rigs, 2 trains, 1 refinery and 1 tanker on the board.
        expect(p.supply).toEqual({
          rigs: 7,
          pumpJacks: 11,
          trains: 6,
          tankers: 3,
          refineries: 4,
          barrels: 36,
        });
        // Six cards played and two discarded, no bonus paid.
        expect(p.workers).toBe(start.players[seat]!.workers);
        expect(p.shares).toEqual(start.players[seat]!.shares);
        expect(p.vp).toBe(10);
        expect(p.neutralRefineryChips).toBe(0);
        expect(p.cards).toEqual([]);
      });
    }
  });
});

describe('questions to other players (rules page, "Oil actions" and "Playing at a distance")', () => {
  // "Whoever lets a question lapse (a piggy-back, a bid, a ride-along, a repayment) passes". A player's own
  // turn steps never lapse into a move.
  it('a lapsed piggy-back and lapsed sealed bids are passes; the driller then takes the disk for free', () => {
    const { s, me, others } = clearedBoard(4);
    const [a, b] = others;
    putRig(s, me, 'texas.1');
    putRig(s, me, 'texas.1');
    putRig(s, a, 'texas.1');
    putRig(s, b, 'texas.2');
    chooseArea(s, 'texas');
    expect(W.lapse!(s, me)).toBeNull();
    act(s, me, { type: 'drill', field: 'texas.1' });
    expect(s.pending?.kind).toBe('piggyback');
    const asked = W.status(s).toAct;
    expect([...asked].sort()).toEqual([a, b].sort());
    for (const o of asked) {
      expect(W.lapse!(s, o)).toEqual({ type: 'pass' });
      act(s, o, W.lapse!(s, o)!);
    }
    expect(s.pending?.kind).toBe('auction');
    for (const o of W.status(s).toAct) act(s, o, W.lapse!(s, o)!);
    expect(s.pending).toBeNull();
    expect(s.disks.texas).toEqual({ owner: me, barrels: 1 });
    // The piggy-back passed: the others' rigs are still rigs.
    expect(s.fields['texas.1']!.filter((p) => p.owner === a).map((p) => p.kind)).toEqual(['rig']);
  });
});

describe('barrels (rules page, "Oil actions")', () => {
  // Seed: "replacing a rig with a pump jack and 3 barrels"; "[design] A new pump jack gets up to 3 barrels, and
  // a disk its 1, from your supply: as many as it still holds".
  it('a pump jack developed with 2 barrels left in supply holds 2', () => {
    const { s, me } = clearedBoard(4);
    putRig(s, me, 'arabia.1');
    s.drilled.arabia = true;
    chooseArea(s, 'texas');
    s.players[me]!.supply.barrels = 2; // the others on the bank for loans, or in refineries
    const events = act(s, me, { type: 'develop', field: 'arabia.1' });
    expect(s.fields['arabia.1']!.find((p) => p.owner === me)).toEqual({
      owner: me,
      kind: 'pumpJack',
      barrels: 2,
    });
    expect(s.players[me]!.supply.barrels).toBe(0);
    expect(events[0]!.text).toContain('a pump jack with 2 barrels');
  });
});

describe('final scoring (rules page, "Final scoring")', () => {
  /** The last turn of the final round ended with `edit` made first; seat 0 holds the Alaska refinery card. */
  function lastTurnEnded(edit: (s: WildcattersState) => void): { s: WildcattersState; texts: string[] } {
    const { s } = clearedBoard(4);
    s.round = s.rounds;
    s.turnIndex = s.order.length - 1;
    s.current = s.order[s.turnIndex]!;
    s.players[0]!.cards.push('dark.alaska.6');
    s.deck = s.deck.filter((c) => c !== 'dark.alaska.6');
    s.discards = s.discards.filter((c) => c !== 'dark.alaska.6');
    s.display = s.display.map((c) => (c === 'dark.alaska.6' ? null : c));
    edit(s);
    chooseArea(s, 'texas');
    const texts = act(s, s.current, { type: 'endTurn' }).map((e) => e.text);
    if (s.step === 'chip' && s.pending === null)
      texts.push(...act(s, s.current, { type: 'pass' }).map((e) => e.text));
    return { s, texts };
  }

  // "1. for every refinery area card you hold, you may empty a partial refinery: any refinery holding 1 to 4
  // barrels, whoever's barrels they are, as in a turn's step 6"; "A card is not asked when no refinery holds a
  // barrel."
  it('a refinery card whose holder has no barrel in any refinery may empty another’s', () => {
    const { s } = lastTurnEnded((s) => putRefinery(s, 1, 'texas.refinery', [1, 2]));
    expect(s.pending).toMatchObject({ kind: 'finalEmpty', waiting: [0], card: 'dark.alaska.6' });
    act(s, 0, { type: 'finalEmpty', site: 'texas.refinery' });
    expect(s.refineries['texas.refinery']!.barrels).toEqual([]);
    expect(s.finalScoring[0]!.text).toBe('Final scoring 1, refinery cards: {p0} emptied the Texas refinery.');
  });

  it('a refinery card is not asked when no refinery holds a barrel', () => {
    const { s, texts } = lastTurnEnded((s) => putRefinery(s, 1, 'texas.refinery', []));
    expect(s.phase).toBe('over');
    expect(texts).toContain('Final scoring 1, refinery cards: no refinery holds a barrel to empty.');
  });

  // "(A game saved before this rule, rules version 3 or before, keeps the former automatic choice: the refinery
  // holding most of the holder's barrels.)"
  it('under rules 3, a refinery card whose holder has no barrel in any refinery empties nothing', () => {
    const { s, texts } = lastTurnEnded((s) => {
      W.upgrade!(s, 3);
      putRefinery(s, 1, 'texas.refinery', [1, 2]);
    });
    expect(s.phase).toBe('over');
    expect(s.refineries['texas.refinery']!.barrels).toEqual([1, 2]);
    expect(texts).toContain('Final scoring 1, refinery cards: no refinery emptied.');
  });
});

describe('loans (rules page, "Loans")', () => {
  // "take 10 shares [design] of your colour and put one of your barrels on the bank."
  it('a loan pays 10 shares of the borrower’s own colour, no other', () => {
    const { s, me } = clearedBoard(4);
    chooseArea(s, 'texas');
    const before = [...s.players[me]!.shares];
    const total = shares(s, me);
    act(s, me, { type: 'takeLoan' });
    expect(s.players[me]!.shares).toEqual(before.map((n, colour) => (colour === me ? n + 10 : n)));
    expect(shares(s, me)).toBe(total + 10);
  });
});
