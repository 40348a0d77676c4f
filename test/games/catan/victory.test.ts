import { describe, expect, it } from 'vitest';
import { catan } from '../../../src/games/catan';
import { VICTORY_POINT } from '../../../src/games/catan/data';
import { formatSeatsFor } from '../../../src/games/events';
import { devOnTop, emptyGame, give, giveDev, ok, place, refused } from './helpers';

describe('winning', () => {
  it('reaching 10 VP on your own turn wins at once', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['1', '4', '7'], cities: ['20', '30', '40'], roads: ['20-21', '21-22'] });
    expect(s.vp[0]).toBe(10 - 1);
    give(s, 0, { lumber: 1, brick: 1, wool: 1, grain: 1 });
    const events = ok(s, 0, { type: 'settlement', at: '22' });
    const st = catan.status(s);
    expect(st.over).toBe(true);
    expect(st.result).toMatchObject({ winners: [0], ending: 'victory' });
    expect(events.some((e) => e.kind === 'win')).toBe(true);
    expect(refused(s, 1, { type: 'roll' })).toBe('game-over');
    expect(catan.legalActions(s, 0)).toEqual([]);
    expect(catan.invariants!(s)).toEqual([]);
  });

  it('hidden Victory Point cards count toward the 10', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['1', '4'], cities: ['20', '30', '40'] });
    giveDev(s, 0, VICTORY_POINT);
    expect(catan.status(s).over).toBe(false);
    // Buying a second VP card brings the total to 10.
    devOnTop(s, VICTORY_POINT);
    give(s, 0, { ore: 1, wool: 1, grain: 1 });
    ok(s, 0, { type: 'buyDev' });
    expect(catan.status(s).result?.winners).toEqual([0]);
    expect(catan.status(s).scores[0]).toBe(10);
  });

  it('hidden Victory Point cards are revealed to everyone once the game is over', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['1', '4'], cities: ['20', '30', '40'] });
    giveDev(s, 0, VICTORY_POINT);
    expect(catan.view(s, 1).players[0]?.vp).toBe(8);
    devOnTop(s, VICTORY_POINT);
    give(s, 0, { ore: 1, wool: 1, grain: 1 });
    ok(s, 0, { type: 'buyDev' });
    expect(catan.view(s, 1).players[0]?.vp).toBe(10);
    expect(catan.view(s, null).players[0]?.vp).toBe(10);
  });

  it('the win says whose hidden Victory Point cards the final scores count, winner first', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['1', '4'], cities: ['20', '30', '40'] });
    place(s, 2, { settlements: ['48'] });
    giveDev(s, 0, VICTORY_POINT);
    giveDev(s, 2, VICTORY_POINT);
    giveDev(s, 2, VICTORY_POINT);
    devOnTop(s, VICTORY_POINT);
    give(s, 0, { ore: 1, wool: 1, grain: 1 });
    const events = ok(s, 0, { type: 'buyDev' });
    // The public saw seat 0 at 8 VP buy a card and win with 10, seat 2 jump from 1 to 3: the line says why.
    const reveal = events.find((e) => e.kind === 'reveal');
    expect(reveal).toMatchObject({
      text: 'Victory Point cards revealed: 2 by {p0}, 2 by {p2}.',
      final: true,
    });
    expect(reveal?.to).toBeUndefined();
    // Each player's "Since your last turn" reads it with them as "you": "…: you 2 cards." read as broken English.
    const names = ['Ana', 'Ben', 'Cat', 'Dan'];
    expect(formatSeatsFor(reveal!.text, names, 2)).toBe('Victory Point cards revealed: 2 by Ana, 2 by you.');
    expect(events.map((e) => e.kind).slice(-2)).toEqual(['win', 'reveal']);
  });

  it('a win without hidden Victory Point cards reveals nothing', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['1', '4', '7'], cities: ['20', '30', '40'], roads: ['20-21', '21-22'] });
    give(s, 0, { lumber: 1, brick: 1, wool: 1, grain: 1 });
    const events = ok(s, 0, { type: 'settlement', at: '22' });
    expect(catan.status(s).over).toBe(true);
    expect(events.some((e) => e.kind === 'reveal')).toBe(false);
  });

  it('a player who reaches 10 VP on another’s turn wins when their own turn comes', () => {
    const s = emptyGame();
    // Seat 2: 8 VP from buildings and a 6-long road; seat 0 holds Longest Road with 7.
    place(s, 2, {
      settlements: ['48', '52'],
      cities: ['20', '30', '35'],
      roads: ['48-49', '49-50', '50-51', '51-52', '52-53', '53-54'],
    });
    place(s, 0, { settlements: ['8'], roads: ['8-9', '9-10', '10-11', '11-12', '12-13', '13-14', '14-15'] });
    place(s, 1, { settlements: ['4'], roads: ['3-4', '3-11'] });
    expect(s.vp[2]).toBe(8);
    s.current = 1;
    give(s, 1, { lumber: 1, brick: 1, wool: 1, grain: 1 });
    ok(s, 1, { type: 'settlement', at: '11' }); // splits seat 0's road: Longest Road goes to seat 2
    expect(s.vp[2]).toBe(10);
    expect(catan.status(s).over).toBe(false);
    ok(s, 1, { type: 'endTurn' });
    expect(catan.status(s).result?.winners).toEqual([2]);
  });
});

describe('view', () => {
  it('shows a player their own cards; others see counts and played cards only', () => {
    const s = emptyGame();
    give(s, 1, { ore: 2, wool: 1 });
    giveDev(s, 1, VICTORY_POINT);
    s.devPlayed[1]![0] = 1; // a Knight played earlier (taken from the deck)
    s.devDeck.splice(s.devDeck.indexOf(0), 1);
    const mine = catan.view(s, 1);
    expect(mine.you).toMatchObject({
      seat: 1,
      hand: { ore: 2, wool: 1, lumber: 0 },
      devCards: { victoryPoint: 1 },
    });
    const theirs = catan.view(s, 0);
    expect(theirs.players[1]).toMatchObject({
      cards: 3,
      devCards: 1,
      knights: 1,
      played: { knight: 1 },
      vp: 0,
    });
    expect(JSON.stringify(theirs)).not.toContain('victoryPoint');
    const spectator = catan.view(s, null);
    expect(spectator.you).toBeNull();
    expect(JSON.stringify(spectator)).not.toContain('victoryPoint');
    expect(catan.invariants!(s)).toEqual([]);
  });

  it('lists the board for drawing: hexes, buildings, roads, harbors, robber, last action', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['9'], roads: ['9-10'] });
    give(s, 0, { lumber: 1, brick: 1 });
    ok(s, 0, { type: 'road', at: '10-11' });
    const v = catan.view(s, null);
    expect(v.hexes).toHaveLength(19);
    expect(v.robber).toBe('J');
    expect(v.buildings).toEqual([{ node: 8, at: '9', owner: 0, kind: 'settlement' }]);
    expect(v.roads.map((r) => r.at)).toEqual(['9-10', '10-11']);
    expect(v.harbors).toHaveLength(9);
    expect(v.last).toEqual({ seat: 0, kind: 'road', at: '10-11' });
    expect(v.players[0]).toMatchObject({
      roadLength: 2,
      piecesLeft: { settlements: 4, cities: 4, roads: 13 },
    });
  });
});
