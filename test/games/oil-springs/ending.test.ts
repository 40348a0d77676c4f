import { describe, expect, it } from 'vitest';
import { KNIGHT, VICTORY_POINT } from '../../../src/games/catan/data';
import { stillSecret } from '../../../src/games/events';
import type { GameEvent } from '../../../src/games/types';
import { oilSprings } from '../../../src/games/oil-springs';
import type { OilSpringsViewExt } from '../../../src/games/oil-springs/view';
import {
  act,
  devOnTop,
  fourTokensRemoved,
  give,
  giveDev,
  newGame,
  oweDisaster,
  place,
  refused,
  rigDice,
  setSequestered,
  toMain,
} from './helpers';

/** Seat 0 at 12 VP: three metropolises (9), two inland settlements (2) and one coastal settlement (1). */
function twelve() {
  const s = toMain(newGame(), 0);
  place(s, '20', 0, 3);
  place(s, '24', 0, 3);
  place(s, '43', 0, 3);
  place(s, '22', 0, 1);
  place(s, '31', 0, 1);
  place(s, '1', 0, 1); // coastal
  expect(s.vp[0]).toBe(12);
  return s;
}

describe('end of the game', () => {
  it('12 VP wins at the end of your own turn, not before', () => {
    const s = twelve();
    give(s, 0, { ore: 1 });
    give(s, 1, { wool: 1 }); // someone who may hold brick, so the offer stays open
    act(s, 0, { type: 'offer', give: { ore: 1 }, get: { brick: 1 } });
    act(s, 0, { type: 'withdraw' });
    expect(oilSprings.status(s).over).toBe(false);
    act(s, 0, { type: 'endTurn' });
    const st = oilSprings.status(s);
    expect(st.over).toBe(true);
    expect(st.result).toMatchObject({ winners: [0], ending: 'victory' });
  });

  it('10 VP is not enough in Oil Springs', () => {
    const s = toMain(newGame(), 0);
    place(s, '20', 0, 3);
    place(s, '24', 0, 3);
    place(s, '43', 0, 3);
    place(s, '22', 0, 1);
    expect(s.vp[0]).toBe(10);
    act(s, 0, { type: 'endTurn' });
    expect(oilSprings.status(s).over).toBe(false);
  });

  it('a player reaching 12 VP whose own disaster drops them back below 12 does not win', () => {
    const s = twelve();
    oweDisaster(s, 0);
    rigDice(s, 7); // the flood washes away the coastal settlement on 1
    act(s, 0, { type: 'endTurn' });
    expect(s.vp[0]).toBe(11);
    const st = oilSprings.status(s);
    expect(st.over).toBe(false);
    expect(s.current).toBe(1);
  });

  it('12 VP still wins after an own disaster that costs no VP', () => {
    const s = twelve();
    oweDisaster(s, 0);
    rigDice(s, 12); // pollution of D: no VP lost
    act(s, 0, { type: 'endTurn' });
    expect(oilSprings.status(s).result).toMatchObject({ winners: [0], ending: 'victory' });
  });

  it('the 5th token ends the game mid-turn-sequence: collapse, no winner, the Champion honoured', () => {
    const s = toMain(newGame(), 1);
    fourTokensRemoved(s);
    setSequestered(s, [0, 0, 3, 0], 2);
    oweDisaster(s, 1);
    rigDice(s, 2); // B, the only 2
    const events = act(s, 1, { type: 'endTurn' });
    const st = oilSprings.status(s);
    expect(st.over).toBe(true);
    expect(st.toAct).toEqual([]);
    expect(st.result?.ending).toBe('collapse');
    expect(st.result?.winners).toEqual([]);
    expect(st.result?.summary).toMatch(/\{p2\}, Champion of the Environment, is honoured/);
    expect(s.current).toBe(1); // the turn never passed
    expect(events.map((e) => e.kind)).toContain('collapse');
    expect((oilSprings.view(s, null).ext as OilSpringsViewExt).collapsed).toBe(true);
    expect(refused(s, 2, { type: 'roll' })).toBe('game-over');
  });

  it('a collapse with nobody holding the Champion token says so', () => {
    const s = toMain(newGame(), 0);
    fourTokensRemoved(s);
    oweDisaster(s, 0);
    rigDice(s, 12);
    act(s, 0, { type: 'endTurn' });
    expect(oilSprings.status(s).result).toMatchObject({ ending: 'collapse', winners: [] });
    expect(oilSprings.status(s).result?.summary).toMatch(/Nobody held the Champion/);
  });

  it('a collapse says whose hidden Victory Point cards the final scores count', () => {
    const s = toMain(newGame(), 0);
    fourTokensRemoved(s);
    giveDev(s, 3, VICTORY_POINT);
    giveDev(s, 3, VICTORY_POINT);
    giveDev(s, 1, VICTORY_POINT);
    oweDisaster(s, 0);
    rigDice(s, 12);
    const events = act(s, 0, { type: 'endTurn' });
    expect(oilSprings.status(s).result).toMatchObject({ ending: 'collapse', winners: [] });
    expect(events.find((e) => e.kind === 'reveal')).toMatchObject({
      text: 'Victory Point cards revealed: 1 by {p1}, 2 by {p3}.',
      final: true,
    });
  });

  it('a development card bought stays among "only you know" until that very card is told', () => {
    // As in Catan: of two Knights bought, the one played leaves; a Victory Point card leaves with the reveal.
    const s = toMain(newGame(), 0);
    fourTokensRemoved(s);
    const events: GameEvent[] = [];
    for (const card of [KNIGHT, KNIGHT, VICTORY_POINT]) {
      devOnTop(s, card);
      give(s, 0, { wool: 1, grain: 1, ore: 1 });
      events.push(...act(s, 0, { type: 'buyDev' }));
    }
    s.devNew[0]!.fill(0); // a later turn
    const mine = () => stillSecret(events, 0).map((e) => e.text);
    expect(mine()).toEqual(['{p0} drew a Knight.', '{p0} drew a Knight.', '{p0} drew a Victory Point card.']);
    events.push(...act(s, 0, { type: 'knight' }));
    expect(mine()).toEqual(['{p0} drew a Knight.', '{p0} drew a Victory Point card.']);
    s.phase = 'main';
    oweDisaster(s, 0);
    rigDice(s, 12);
    events.push(...act(s, 0, { type: 'endTurn' }));
    expect(oilSprings.status(s).result).toMatchObject({ ending: 'collapse' });
    expect(mine()).toEqual(['{p0} drew a Knight.']);
  });

  it('a collapse beats a 12-VP player: the island is abandoned first', () => {
    const s = twelve();
    fourTokensRemoved(s);
    oweDisaster(s, 0);
    rigDice(s, 2);
    act(s, 0, { type: 'endTurn' });
    expect(oilSprings.status(s).result).toMatchObject({ ending: 'collapse', winners: [] });
  });
});
