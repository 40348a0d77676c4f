/**
 * The round's start names every display card it discards with a verb that agrees: one card "leaves the display",
 * two "leave" it. The game discards one a round (ROUND_START_DISCARDS); two are as a variant might have. (Not by
 * mocking the constant: the suite's shared module graph may have loaded it already.)
 */
import { expect, it } from 'vitest';
import type { GameEvent } from '../../../src/games/types';
import { beginRound, leaveTheDisplay } from '../../../src/games/wildcatters/turn';
import { afterPlacement } from './helpers';

it('one display card discarded at the round’s start "leaves the display"', () => {
  const s = afterPlacement(2);
  const events: GameEvent[] = [];
  beginRound(s, events);
  expect(events.find((e) => e.kind === 'round')?.text).toMatch(
    /; the [A-Z][A-Za-z ]+ card leaves the display\.$/,
  );
});

it('two display cards "leave the display"', () => {
  expect(leaveTheDisplay(['the Texas card', 'the Alaska card'])).toBe(
    'the Texas card and the Alaska card leave the display',
  );
  expect(leaveTheDisplay(['the Texas card'])).toBe('the Texas card leaves the display');
});

it('the final round’s order says why: fewest VP first, each player’s VP named', () => {
  // A playtest read "final round order Random bot, Ben, Ana, Greedy bot", the order changed with no reason given.
  const s = afterPlacement(3);
  s.round = s.rounds - 1;
  s.order = [0, 1, 2];
  s.players[0]!.vp = 30;
  s.players[1]!.vp = 12;
  s.players[2]!.vp = 20;
  const events: GameEvent[] = [];
  beginRound(s, events);
  expect(events.find((e) => e.kind === 'round')?.text).toMatch(
    /; final round order, fewest VP first: \{p1\} \(12 VP\), \{p2\} \(20 VP\), \{p0\} \(30 VP\)\.$/,
  );
});
