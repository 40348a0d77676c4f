/**
 * My hand's "Since your last turn" tells a player's same move made again and again as one line, as the turn
 * message does (`foldTallies`, the game's `tallyText`): twelve of Merit's blocks bought one at a time filled it with
 * twelve lines. A line of moves all played for the reader keeps "(played for you)"; a move played for them is
 * never folded with one that was not.
 */
import { describe, expect, it } from 'vitest';
import { digestText } from '../../src/discord/digest';
import { meritOil } from '../../src/games/merit-oil';
import type { GameEvent } from '../../src/games/types';
import type { ActionRecord } from '../../src/store';
import { act, at, newGame, onTop, roll, withShares } from '../games/merit-oil/helpers';
import { NAMES } from './snap';

const tallyText = meritOil.tallyText!.bind(meritOil);

/** An action `seat`'s player made (a user); `byBot`: one a bot or the game made for the seat (no user). */
function action(seq: number, seat: number, events: GameEvent[], byBot = false): ActionRecord {
  return { seq, seat, userId: byBot ? null : `u${seat}`, action: {}, events, createdAt: seq };
}

/** The events of Ana (seat 0) at an EXCHANGE buying `n` blocks of European Refineries one at a time. */
function purchases(n: number): GameEvent[][] {
  const s = newGame(4, 'digest-folds');
  at(s, 0, 4);
  roll(s, 4);
  expect(s.choice).toBe('exchange');
  return Array.from({ length: n }, () => act(s, 0, { type: 'buyShares', company: 'refinery', blocks: 1 }));
}

/** The digest's lines below its heading. */
const lines = (history: ActionRecord[], seat: number) =>
  digestText(history, seat, NAMES, undefined, tallyText).split('\n').slice(1);

describe('My hand folds a player’s same move again', () => {
  it('twelve blocks Ana bought: one line in Ben’s digest, the blocks and pounds added up', () => {
    const history = [action(1, 1, []), ...purchases(12).map((events, i) => action(i + 2, 0, events))];
    expect(lines(history, 1)).toEqual(['• Ana bought 12 blocks of European Refineries Ltd for £240,000.']);
  });

  it('twelve blocks a bot bought for Ana: one line, still marked played for her', () => {
    const history = [action(1, 0, []), ...purchases(12).map((events, i) => action(i + 2, 0, events, true))];
    expect(lines(history, 0)).toEqual([
      '• **You bought 12 blocks of European Refineries Ltd for £240,000.** (played for you)',
    ]);
  });

  it('a purchase played for Ana is never folded with one that was not', () => {
    // The same purchase told twice, once by a move made for Ana and once not (here, made under Ben's seat):
    // two lines, the mark on the first alone.
    const [first, second] = purchases(2);
    const history = [action(1, 0, []), action(2, 0, first!, true), action(3, 1, second!)];
    expect(lines(history, 0)).toEqual([
      '• **You bought 1 block of European Refineries Ltd for £20,000.** (played for you)',
      '• **You bought 1 block of European Refineries Ltd for £20,000.**',
    ]);
    // Two made for her fold, and keep it.
    const both = [action(1, 0, []), action(2, 0, first!, true), action(3, 0, second!, true)];
    expect(lines(both, 0)).toEqual([
      '• **You bought 2 blocks of European Refineries Ltd for £40,000.** (played for you)',
    ]);
  });

  it('blocks a bot sold to the bank for a debtor: one line, in words that agree with “You”', () => {
    const s = newGame(4, 'digest-sales');
    withShares(s, 0, 3);
    s.players[0]!.cash = 0;
    at(s, 0, 0);
    onTop(s.memo, 'memo-12'); // pay £30,000
    roll(s, 1);
    s.players[0]!.debt = 60_000;
    const sales = [1, 2, 3].map(() => act(s, 0, { type: 'sellShares', company: 'refinery', blocks: 1 }));
    const history = [action(1, 0, []), ...sales.map((events, i) => action(i + 2, 0, events, true))];
    expect(lines(history, 0)).toEqual([
      '• **You sold 3 blocks of European Refineries Ltd to the bank for £48,000 and paid it against the debt: ' +
        '£12,000 still owed to the bank.** (played for you)',
    ]);
    expect(lines(history, 1)).toEqual([
      '• Ana sold 3 blocks of European Refineries Ltd to the bank for £48,000 and paid it against the debt: ' +
        '£12,000 still owed to the bank.',
    ]);
  });
});
