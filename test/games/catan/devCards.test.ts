import { describe, expect, it } from 'vitest';
import { catan, type CatanState } from '../../../src/games/catan';
import {
  KNIGHT,
  MONOPOLY,
  ROAD_BUILDING,
  VICTORY_POINT,
  YEAR_OF_PLENTY,
} from '../../../src/games/catan/data';
import { devOnTop, emptyGame, give, giveDev, handOf, ok, place, refused } from './helpers';
import { stillSecret } from '../../../src/games/events';
import { baseRules, declareWinner } from '../../../src/games/catan';
import { compileRuleBook } from '../../../src/games/catan/ruleBook';
import type { GameEvent } from '../../../src/games/types';

describe('development cards', () => {
  it('buying costs ore, wool and grain and draws the top card, named only to the buyer', () => {
    const s = emptyGame();
    give(s, 0, { ore: 1, wool: 1, grain: 1 });
    const top = s.devDeck[s.devDeck.length - 1]!;
    const events = ok(s, 0, { type: 'buyDev' });
    expect(s.devHand[0]![top]).toBe(1);
    expect(s.devDeck).toHaveLength(24);
    expect(handOf(s, 0)).toEqual({});
    expect(events.find((e) => e.to)?.to).toEqual([0]);
    expect(refused(s, 0, { type: 'buyDev' })).toBe('cannot-afford');
  });

  it('none can be bought once the deck is empty', () => {
    const s = emptyGame();
    while (s.devDeck.length) giveDev(s, 1, s.devDeck[s.devDeck.length - 1]!);
    give(s, 0, { ore: 1, wool: 1, grain: 1 });
    expect(refused(s, 0, { type: 'buyDev' })).toBe('deck-empty');
  });

  it('a card bought this turn cannot be played until a later turn', () => {
    const s = emptyGame();
    devOnTop(s, KNIGHT);
    give(s, 0, { ore: 1, wool: 1, grain: 1 });
    ok(s, 0, { type: 'buyDev' });
    expect(refused(s, 0, { type: 'knight' })).toBe('card-too-new');
    ok(s, 0, { type: 'endTurn' });
    for (const seat of [1, 2, 3]) {
      ok(s, seat, { type: 'roll' });
      s.phase = 'main'; // skip any robber move a rolled 7 would ask for
      ok(s, seat, { type: 'endTurn' });
    }
    expect(s.current).toBe(0);
    ok(s, 0, { type: 'knight' });
  });

  it('only one development card may be played per turn', () => {
    const s = emptyGame();
    giveDev(s, 0, YEAR_OF_PLENTY);
    giveDev(s, 0, MONOPOLY);
    ok(s, 0, { type: 'yearOfPlenty', take: ['ore', 'ore'] });
    expect(refused(s, 0, { type: 'monopoly', resource: 'ore' })).toBe('one-card-per-turn');
  });

  it('a Knight may be played before rolling; the robber moves and steals without discards', () => {
    const s = emptyGame();
    s.phase = 'roll';
    s.rolled = false;
    giveDev(s, 0, KNIGHT);
    place(s, 1, { settlements: ['2'] });
    give(s, 1, { ore: 1 });
    give(s, 2, { wool: 9 });
    ok(s, 0, { type: 'knight' });
    expect(s.phase).toBe('robber');
    ok(s, 0, { type: 'robber', hex: 'A', victim: 1 });
    expect(handOf(s, 0)).toEqual({ ore: 1 });
    expect(handOf(s, 2)).toEqual({ wool: 9 });
    expect(s.phase).toBe('roll');
    expect(s.devPlayed[0]![KNIGHT]).toBe(1);
    ok(s, 0, { type: 'roll' });
  });

  /** Seat 0's turn, before the roll. */
  function beforeRoll(): CatanState<null> {
    const s = emptyGame();
    s.phase = 'roll';
    s.rolled = false;
    return s;
  }

  it('any one development card may be played before the roll: Monopoly', () => {
    const s = beforeRoll();
    giveDev(s, 0, MONOPOLY);
    give(s, 1, { ore: 2 });
    expect(catan.legalActions(s, 0)).toContainEqual({ type: 'monopoly', resource: 'ore' });
    ok(s, 0, { type: 'monopoly', resource: 'ore' });
    expect(handOf(s, 0)).toEqual({ ore: 2 });
    expect(s.phase).toBe('roll');
    ok(s, 0, { type: 'roll' });
  });

  it('any one development card may be played before the roll: Year of Plenty', () => {
    const s = beforeRoll();
    giveDev(s, 0, YEAR_OF_PLENTY);
    expect(catan.legalActions(s, 0)).toContainEqual({ type: 'yearOfPlenty', take: ['brick', 'ore'] });
    ok(s, 0, { type: 'yearOfPlenty', take: ['brick', 'ore'] });
    expect(handOf(s, 0)).toEqual({ brick: 1, ore: 1 });
    expect(s.phase).toBe('roll');
    expect(refused(s, 0, { type: 'road', at: '9-10' })).toBe('roll-first');
  });

  it('any one development card may be played before the roll: Road Building, then the roll is still due', () => {
    const s = beforeRoll();
    place(s, 0, { settlements: ['9'] });
    giveDev(s, 0, ROAD_BUILDING);
    expect(catan.legalActions(s, 0).map((a) => a.type)).toContain('roadBuilding');
    ok(s, 0, { type: 'roadBuilding' });
    expect(s.phase).toBe('roadBuilding');
    expect(refused(s, 0, { type: 'roll' })).toBe('wrong-phase');
    ok(s, 0, { type: 'road', at: '9-10' });
    ok(s, 0, { type: 'road', at: '10-11' });
    expect(s.phase).toBe('roll');
    expect(s.roadsLeft[0]).toBe(13);
    ok(s, 0, { type: 'roll' });
  });

  it('still one development card per turn: a card played before the roll is the turn’s card', () => {
    const s = beforeRoll();
    giveDev(s, 0, YEAR_OF_PLENTY);
    giveDev(s, 0, MONOPOLY);
    ok(s, 0, { type: 'yearOfPlenty', take: ['ore', 'ore'] });
    expect(catan.legalActions(s, 0).map((a) => a.type)).toEqual(['roll']);
    expect(refused(s, 0, { type: 'monopoly', resource: 'ore' })).toBe('one-card-per-turn');
    ok(s, 0, { type: 'roll' });
    s.phase = 'main'; // past any robber move a rolled 7 would ask for
    expect(refused(s, 0, { type: 'monopoly', resource: 'ore' })).toBe('one-card-per-turn');
  });

  it('before the roll, a Victory Point card is still never played and buying or building waits for the roll', () => {
    const s = beforeRoll();
    giveDev(s, 0, VICTORY_POINT);
    give(s, 0, { ore: 1, wool: 1, grain: 1 });
    expect(catan.legalActions(s, 0).map((a) => a.type)).toEqual(['roll']);
    expect(refused(s, 0, { type: 'buyDev' })).toBe('roll-first');
  });

  it('Victory Point cards are hidden, count toward the holder’s total, and are never played', () => {
    const s = emptyGame();
    giveDev(s, 0, VICTORY_POINT);
    expect(catan.view(s, 1).players[0]!.vp).toBe(0);
    expect(catan.view(s, 1).players[0]!.devCards).toBe(1);
    expect(catan.view(s, 0).you!.totalVp).toBe(1);
    expect(catan.legalActions(s, 0).some((a) => a.type === 'endTurn')).toBe(true);
    expect(catan.view(s, 1).you!.devCards).toEqual({});
  });

  it('Road Building places two free roads', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['9'] });
    giveDev(s, 0, ROAD_BUILDING);
    ok(s, 0, { type: 'roadBuilding' });
    expect(s.phase).toBe('roadBuilding');
    expect(refused(s, 0, { type: 'endTurn' })).toBe('wrong-phase');
    ok(s, 0, { type: 'road', at: '9-10' });
    ok(s, 0, { type: 'road', at: '10-11' });
    expect(s.phase).toBe('main');
    expect(s.roadsLeft[0]).toBe(13);
  });

  it('Road Building places only one road when only one piece is left', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['9'] });
    s.roadsLeft[0] = 1;
    giveDev(s, 0, ROAD_BUILDING);
    ok(s, 0, { type: 'roadBuilding' });
    expect(s.freeRoads).toBe(1);
    ok(s, 0, { type: 'road', at: '9-10' });
    expect(s.phase).toBe('main');
  });

  it('Road Building whose second road has no free path left ends after the first, and the log says so', () => {
    // A playtest: "Ana played Road Building." and one free road, then back to building, the second road gone
    // without a word (the turn message had said "Place free road (2 left)").
    const s = emptyGame();
    place(s, 0, { settlements: ['41'], roads: ['31-41'] });
    place(s, 1, { roads: ['30-31', '31-32', '40-41', '42-43', '42-50'] });
    giveDev(s, 0, ROAD_BUILDING);
    ok(s, 0, { type: 'roadBuilding' });
    expect(s.freeRoads).toBe(2);
    const events = ok(s, 0, { type: 'road', at: '41-42' }).map((e) => e.text);
    expect(s.phase).toBe('main');
    expect(s.roadsLeft[0]).toBe(13);
    expect(events).toEqual([
      '{p0} built a free road on 41-42 (N mountains 3 · Q hills 5).',
      "No free path is left for {p0}'s second free road.",
    ]);
  });

  it('Year of Plenty takes any two resources from the bank', () => {
    const s = emptyGame();
    giveDev(s, 0, YEAR_OF_PLENTY);
    expect(refused(s, 0, { type: 'yearOfPlenty', take: ['ore'] })).toBe('bad-take');
    expect(refused(s, 0, { type: 'yearOfPlenty', take: ['ore', 'gold'] })).toBe('bad-take');
    ok(s, 0, { type: 'yearOfPlenty', take: ['ore', 'brick'] });
    expect(handOf(s, 0)).toEqual({ brick: 1, ore: 1 });
  });

  it('Year of Plenty cannot take what the bank does not have', () => {
    const s = emptyGame();
    giveDev(s, 0, YEAR_OF_PLENTY);
    give(s, 1, { ore: 18 });
    expect(refused(s, 0, { type: 'yearOfPlenty', take: ['ore', 'ore'] })).toBe('bank-short');
    ok(s, 0, { type: 'yearOfPlenty', take: ['ore', 'wool'] });
  });

  it('Monopoly takes every card of the named resource from every other player', () => {
    const s = emptyGame();
    giveDev(s, 0, MONOPOLY);
    give(s, 1, { ore: 2, wool: 1 });
    give(s, 2, { ore: 3 });
    give(s, 0, { ore: 1 });
    ok(s, 0, { type: 'monopoly', resource: 'ore' });
    expect(handOf(s, 0)).toEqual({ ore: 6 });
    expect(handOf(s, 1)).toEqual({ wool: 1 });
    expect(handOf(s, 2)).toEqual({});
  });

  it('Monopoly says from whom it took how many (public: everyone sees the cards move), or that nobody had any', () => {
    // A playtest read "Greedy bot 2 played Monopoly on ore and took 2." and could not tell who lost them.
    const s = emptyGame();
    giveDev(s, 1, MONOPOLY);
    s.current = 1;
    give(s, 0, { ore: 1 });
    give(s, 2, { ore: 2 });
    give(s, 3, { grain: 4 });
    expect(ok(s, 1, { type: 'monopoly', resource: 'ore' }).map((e) => e.text)).toEqual([
      '{p1} played Monopoly on ore and took 3: 2 from {p2}, 1 from {p0}.',
    ]);
    s.devPlayedThisTurn = false;
    giveDev(s, 1, MONOPOLY);
    expect(ok(s, 1, { type: 'monopoly', resource: 'wool' }).map((e) => e.text)).toEqual([
      '{p1} played Monopoly on wool and took none: nobody had wool.',
    ]);
  });

  it('Largest Army: nobody has it below 3 Knights; the third Knight takes it (2 VP)', () => {
    const s = emptyGame();
    for (let k = 0; k < 3; k++) {
      giveDev(s, 0, KNIGHT);
      s.devPlayedThisTurn = false;
      const events = ok(s, 0, { type: 'knight' });
      ok(s, 0, { type: 'robber', hex: k % 2 ? 'J' : 'A' });
      expect(s.largestArmy).toBe(k === 2 ? 0 : -1);
      if (k === 2) expect(events.map((e) => e.text)).toContain('{p0} took Largest Army (3 knights).');
    }
    expect(s.vp[0]).toBe(2);
    expect(catan.view(s, null).players[0]).toMatchObject({ knights: 3, largestArmy: true });
    expect(catan.invariants!(s)).toEqual([]);
  });

  it('Victory Point cards have no play action', () => {
    const s = emptyGame();
    giveDev(s, 0, VICTORY_POINT);
    expect(catan.legalActions(s, 0).map((a) => a.type)).not.toContain('victoryPoint');
    expect(catan.apply(s, 0, { type: 'victoryPoint' } as never)).toMatchObject({
      ok: false,
      code: 'unknown-action',
    });
  });

  it('Largest Army: the first to 3 Knights takes it; another takes it only with strictly more', () => {
    const s = emptyGame();
    s.devPlayed[0]![KNIGHT] = 2;
    s.devPlayed[1]![KNIGHT] = 3;
    giveDev(s, 0, KNIGHT);
    s.largestArmy = 1;
    s.vp[1] = 2;
    ok(s, 0, { type: 'knight' });
    ok(s, 0, { type: 'robber', hex: 'A' });
    expect(s.largestArmy).toBe(1); // 3 vs 3: no change
    s.devPlayedThisTurn = false;
    giveDev(s, 0, KNIGHT);
    // Taken over: the line names whom it is taken from, who loses 2 VP.
    expect(ok(s, 0, { type: 'knight' }).map((e) => e.text)).toContain(
      '{p0} took Largest Army from {p1} (4 knights).',
    );
    expect(s.largestArmy).toBe(0);
    expect(s.vp[0]).toBe(2);
    expect(s.vp[1]).toBe(0);
  });

  it('a drawn card stays among "only you know" until that very card is played: one Knight of two leaves', () => {
    // A playtest: "You drew a Knight" stayed in My hand after the Knight was played for all to see.
    const s = emptyGame();
    const events: GameEvent[] = [];
    const buy = (kind: number) => {
      devOnTop(s, kind);
      give(s, 0, { ore: 1, wool: 1, grain: 1 });
      events.push(...ok(s, 0, { type: 'buyDev' }));
    };
    buy(KNIGHT);
    buy(KNIGHT);
    buy(MONOPOLY);
    buy(VICTORY_POINT);
    s.devNew[0]!.fill(0); // a later turn: the cards may be played
    const drawn = () => stillSecret(events, 0).map((e) => e.text);
    expect(drawn()).toEqual([
      '{p0} drew a Knight.',
      '{p0} drew a Knight.',
      '{p0} drew a Monopoly.',
      '{p0} drew a Victory Point card.',
    ]);
    events.push(...ok(s, 0, { type: 'knight' }));
    expect(drawn()).toEqual([
      '{p0} drew a Knight.',
      '{p0} drew a Monopoly.',
      '{p0} drew a Victory Point card.',
    ]);
    // Another seat's Knight tells nothing of seat 0's.
    giveDev(s, 1, KNIGHT);
    s.devPlayedThisTurn = false;
    s.current = 1;
    s.phase = 'main';
    events.push(...ok(s, 1, { type: 'knight' }));
    expect(drawn()).toHaveLength(3);
    s.current = 0;
    s.phase = 'main';
    s.devPlayedThisTurn = false;
    events.push(...ok(s, 0, { type: 'monopoly', resource: 'ore' }));
    expect(drawn()).toEqual(['{p0} drew a Knight.', '{p0} drew a Victory Point card.']);
    // A Victory Point card is told when the game ends.
    declareWinner(compileRuleBook(baseRules()), s, 0, events);
    expect(drawn()).toEqual(['{p0} drew a Knight.']);
    // The key a played card reveals says only what the public line does: whose card, its kind, how many so far.
    expect(events.filter((e) => e.reveals).map((e) => e.reveals)).toEqual([
      'p0:knight#1',
      'p1:knight#1',
      'p0:monopoly#1',
    ]);
  });
});
