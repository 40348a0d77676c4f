import { describe, expect, it } from 'vitest';
import { catan } from '../../../src/games/catan';
import { emptyGame, forceRoll, give, handOf, ok, place, refused } from './helpers';

function readyToRoll() {
  const s = emptyGame();
  s.rolled = false;
  s.phase = 'roll';
  return s;
}

describe('dice and production', () => {
  it('a roll produces for every settlement (1) and city (2) on hexes showing the number', () => {
    const s = readyToRoll();
    // L = mountains 8: corners 26, 27, 38, 37, 36, 25. M = forest 8: corners 30, 31, 41, 40, 39, 29.
    place(s, 1, { settlements: ['26'] });
    place(s, 2, { cities: ['37'] });
    place(s, 3, { settlements: ['30'] });
    forceRoll(s, 8);
    const events = ok(s, 0, { type: 'roll' });
    expect(s.lastRoll![0]! + s.lastRoll![1]!).toBe(8);
    expect(handOf(s, 1)).toEqual({ ore: 1 });
    expect(handOf(s, 2)).toEqual({ ore: 2 });
    expect(handOf(s, 3)).toEqual({ lumber: 1 });
    // Closed with a full stop like every other log line (a playtest read "Ana +1 grain; Ben +2 ore" without one).
    expect(events.find((e) => e.kind === 'income')!.text).toBe('{p1} +1 ore; {p2} +2 ore; {p3} +1 lumber.');
    expect(s.phase).toBe('main');
    expect(catan.invariants!(s)).toEqual([]);
  });

  it('the robber hex produces nothing', () => {
    const s = readyToRoll();
    place(s, 1, { settlements: ['26'] });
    s.robber = 11; // L
    forceRoll(s, 8);
    ok(s, 0, { type: 'roll' });
    expect(handOf(s, 1)).toEqual({});
  });

  it('a roll of the robber hex number says whom the robber blocks there', () => {
    // A playtest read "Ben rolled 8 (5+3). Nobody produces anything." with a settlement on the robber's 8.
    const s = readyToRoll();
    place(s, 1, { settlements: ['26'] });
    place(s, 2, { settlements: ['38'] });
    place(s, 3, { settlements: ['30'] });
    s.robber = 11; // L mountains 8, with seats 1 and 2 on it; M forest 8 (seat 3) still produces
    forceRoll(s, 8);
    const events = ok(s, 0, { type: 'roll' }).map((e) => e.text);
    expect(events.slice(1)).toEqual(['The robber on L mountains 8 blocks {p1} and {p2}.', '{p3} +1 lumber.']);
    // Alone on the number: the block, then nobody produces.
    const t = readyToRoll();
    place(t, 1, { settlements: ['26'] });
    t.robber = 11;
    forceRoll(t, 8);
    expect(
      ok(t, 0, { type: 'roll' })
        .map((e) => e.text)
        .slice(1),
    ).toEqual(['The robber on L mountains 8 blocks {p1}.', 'Nobody produced anything.']);
    // The robber on an 8 nobody builds on adds nothing.
    const u = readyToRoll();
    place(u, 1, { settlements: ['26'] });
    u.robber = 12; // M forest 8, empty
    forceRoll(u, 8);
    expect(
      ok(u, 0, { type: 'roll' })
        .map((e) => e.text)
        .slice(1),
    ).toEqual(['{p1} +1 ore.']);
  });

  it('bank shortage: when the bank cannot pay everyone a resource, nobody gets it', () => {
    const s = readyToRoll();
    place(s, 1, { settlements: ['26'] });
    place(s, 2, { cities: ['37'] });
    place(s, 3, { settlements: ['30'] });
    give(s, 0, { ore: 17 }); // bank keeps 2 ore, 3 are owed
    forceRoll(s, 8);
    const events = ok(s, 0, { type: 'roll' });
    expect(handOf(s, 1)).toEqual({});
    expect(handOf(s, 2)).toEqual({});
    expect(handOf(s, 3)).toEqual({ lumber: 1 }); // other resources are unaffected
    expect(events.some((e) => e.kind === 'shortage')).toBe(true);
  });

  it('bank shortage: a roll that gives nobody anything says so once, by the shortage', () => {
    // "The bank ran short of ore: nobody got any." already tells it; "Nobody produced anything." after it
    // contradicted the buildings that did produce.
    const s = readyToRoll();
    place(s, 1, { settlements: ['26'] });
    place(s, 2, { cities: ['37'] });
    give(s, 0, { ore: 17 }); // bank keeps 2 ore, 3 are owed
    forceRoll(s, 8);
    const events = ok(s, 0, { type: 'roll' }).map((e) => e.text);
    expect(events.slice(1)).toEqual(['The bank ran short of ore: nobody got any.']);
  });

  it('bank shortage: a single player owed the resource takes what is left', () => {
    const s = readyToRoll();
    place(s, 2, { cities: ['37'] });
    give(s, 0, { ore: 18 });
    forceRoll(s, 8);
    ok(s, 0, { type: 'roll' });
    expect(handOf(s, 2)).toEqual({ ore: 1 });
    expect(s.bank[4]).toBe(0);
  });

  it('bank shortage: with none of a resource left, those owed it are told they got none', () => {
    // A playtest read "The bank ran short of ore: Ana took the last 0." when the bank held no ore at all.
    const emptyOre = (owed: Record<number, { settlements?: string[]; cities?: string[] }>) => {
      const s = readyToRoll();
      for (const [seat, pieces] of Object.entries(owed)) place(s, Number(seat), pieces);
      give(s, 0, { ore: 19 });
      forceRoll(s, 8);
      return { s, said: ok(s, 0, { type: 'roll' }).map((e) => e.text) };
    };
    const one = emptyOre({ 2: { cities: ['37'] } });
    expect(one.said.slice(1)).toEqual(['The bank has no ore left: {p2} got none.']);
    expect(handOf(one.s, 2)).toEqual({});
    // Two owed it, none left: the same words, nobody.
    const two = emptyOre({ 1: { settlements: ['26'] }, 2: { cities: ['37'] } });
    expect(two.said.slice(1)).toEqual(['The bank has no ore left: nobody got any.']);
  });

  it('you may not roll twice, nor build before rolling', () => {
    const s = readyToRoll();
    give(s, 0, { lumber: 1, brick: 1 });
    place(s, 0, { settlements: ['9'] });
    expect(refused(s, 0, { type: 'road', at: '9-10' })).toBe('roll-first');
    forceRoll(s, 6);
    ok(s, 0, { type: 'roll' });
    expect(refused(s, 0, { type: 'roll' })).toBe('already-rolled');
  });
});

describe('rolling a 7', () => {
  it('everyone over 7 cards discards half, rounded down, all at once; the turn waits for all of them', () => {
    const s = readyToRoll();
    give(s, 1, { ore: 9 });
    give(s, 2, { wool: 8 });
    give(s, 3, { grain: 7 });
    forceRoll(s, 7);
    const told = ok(s, 0, { type: 'roll' })
      .filter((e) => e.kind === 'discard')
      .map((e) => e.text);
    expect(told).toEqual(['{p1} must discard 4 of 9 cards.', '{p2} must discard 4 of 8 cards.']);
    expect(s.phase).toBe('discard');
    expect(catan.status(s).toAct).toEqual([1, 2]);
    expect(s.discardOwed).toEqual([0, 4, 4, 0]);
    expect(refused(s, 0, { type: 'robber', hex: 'A' })).toBe('wrong-phase');
    expect(refused(s, 1, { type: 'discard', cards: { ore: 3 } })).toBe('wrong-count');
    expect(refused(s, 1, { type: 'discard', cards: { wool: 4 } })).toBe('not-held');
    // Which card is short and how many are held (a playtest's "You do not hold 4 wool." left that to look up).
    expect(catan.apply(s, 1, { type: 'discard', cards: { ore: 2, wool: 2 } })).toMatchObject({
      ok: false,
      error: 'You do not hold the cards you discard: you discard 2 wool and hold 0.',
    });
    ok(s, 2, { type: 'discard', cards: { wool: 4 } });
    expect(catan.status(s).toAct).toEqual([1]);
    expect(refused(s, 2, { type: 'discard', cards: { wool: 4 } })).toBe('nothing-owed');
    ok(s, 1, { type: 'discard', cards: { ore: 4 } });
    expect(s.phase).toBe('robber');
    expect(catan.status(s).toAct).toEqual([0]);
    expect(handOf(s, 3)).toEqual({ grain: 7 });
    expect(catan.invariants!(s)).toEqual([]);
  });

  it('with nobody over 7 cards a 7 goes straight to the robber', () => {
    const s = readyToRoll();
    give(s, 1, { ore: 7 });
    forceRoll(s, 7);
    ok(s, 0, { type: 'roll' });
    expect(s.phase).toBe('robber');
    expect(catan.status(s).toAct).toEqual([0]);
    expect(handOf(s, 1)).toEqual({ ore: 7 });
  });

  it('the roller must move the robber to a different hex; the desert is allowed', () => {
    const s = readyToRoll();
    forceRoll(s, 7);
    ok(s, 0, { type: 'roll' });
    expect(refused(s, 0, { type: 'robber', hex: 'J' })).toBe('illegal-spot');
    ok(s, 0, { type: 'robber', hex: 'A' });
    expect(s.phase).toBe('main');
    s.robber = 0;
    s.phase = 'robber';
    ok(s, 0, { type: 'robber', hex: 'J' });
  });

  it('the roller chooses the victim among players with a building on the hex and steals one random card', () => {
    const s = readyToRoll();
    place(s, 1, { settlements: ['2'] }); // on A
    place(s, 2, { settlements: ['10'] }); // on A
    give(s, 1, { ore: 1 });
    give(s, 2, { wool: 2 });
    forceRoll(s, 7);
    ok(s, 0, { type: 'roll' });
    expect(catan.robberVictims(s, 0, 'A')).toEqual([1, 2]);
    expect(refused(s, 0, { type: 'robber', hex: 'A' })).toBe('bad-victim');
    expect(refused(s, 0, { type: 'robber', hex: 'A', victim: 3 })).toBe('bad-victim');
    const events = ok(s, 0, { type: 'robber', hex: 'A', victim: 2 });
    expect(handOf(s, 0)).toEqual({ wool: 1 });
    // The stolen card is named only to thief and victim.
    const publicText = events
      .filter((e) => !e.to)
      .map((e) => e.text)
      .join(' ');
    expect(publicText).not.toContain('wool');
    const secret = events.find((e) => e.to);
    expect(secret?.to).toEqual([0, 2]);
    expect(secret?.text).toContain('wool');
  });

  it('robbing a player with no cards steals nothing', () => {
    const s = readyToRoll();
    place(s, 1, { settlements: ['2'] });
    forceRoll(s, 7);
    ok(s, 0, { type: 'roll' });
    const events = ok(s, 0, { type: 'robber', hex: 'A', victim: 1 });
    expect(events.map((e) => e.text)).toContain('{p1} had no cards to steal.');
  });

  it('a hex with only your own buildings needs no victim', () => {
    const s = readyToRoll();
    place(s, 0, { settlements: ['2'] });
    forceRoll(s, 7);
    ok(s, 0, { type: 'roll' });
    expect(refused(s, 0, { type: 'robber', hex: 'A', victim: 0 })).toBe('bad-victim');
    ok(s, 0, { type: 'robber', hex: 'A' });
  });
});

describe('turns', () => {
  it('ending the turn passes play clockwise', () => {
    const s = emptyGame();
    ok(s, 0, { type: 'endTurn' });
    expect(s.current).toBe(1);
    expect(s.phase).toBe('roll');
    expect(s.turn).toBe(2);
    expect(refused(s, 0, { type: 'roll' })).toBe('not-your-turn');
  });

  it('bad input is refused with a message and changes nothing', () => {
    const s = emptyGame();
    expect(refused(s, 0, { type: 'road', at: 'nowhere' })).toBe('bad-spot');
    expect(refused(s, 0, { type: 'settlement', at: '99' })).toBe('bad-spot');
    expect(refused(s, 9, { type: 'endTurn' })).toBe('bad-seat');
    expect(catan.apply(s, 0, null as never).ok).toBe(false);
    expect(catan.apply(s, 0, { type: 'fly' } as never).ok).toBe(false);
    expect(refused(s, 0, { type: 'maritime', give: 'gold', get: 'ore' })).toBe('bad-resource');
  });
});
