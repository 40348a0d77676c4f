/**
 * A flood that washed a player's building away moves VP as Longest Road and Largest Army do: their "Since your
 * last turn" and the turn record keep its lines past the line cap, as they keep those.
 */
import { describe, expect, it } from 'vitest';
import type { ActionRecord } from '../../src/store';
import type { GameEvent } from '../../src/games/types';
import { digestText, DIGEST_LINES } from '../../src/discord/digest';
import { presenterFor } from '../../src/discord/presenters';
import { act, newGame, oweDisaster, place, rigDice, toMain } from '../games/oil-springs/helpers';

const NAMES = ['Ana', 'Ben', 'Caro', 'Dev'];

describe('an Oil Springs flood in a long record', () => {
  it("Ben's digest keeps the line that his settlement was washed away, though more lines came after it", () => {
    // Measured with greedy bots (40 seeded games): 6 of 26 players who lost a building to another's flood found
    // no line of it in their digest, cut by the 10-line cap behind "…N earlier (see /oil log)".
    const s = toMain(newGame(), 2);
    place(s, '1', 1, 1); // Ben's coastal settlement
    oweDisaster(s, 2);
    rigDice(s, 7);
    const record = (seq: number, seat: number, events: GameEvent[]): ActionRecord => ({
      seq,
      seat,
      userId: `u${seat}`,
      action: {},
      events,
      createdAt: seq,
    });
    const flood = act(s, 2, { type: 'endTurn' });
    expect(flood.some((e) => e.kind === 'flood' && /washed away \{p1\}'s settlement/.test(e.text))).toBe(
      true,
    );
    const later = Array.from({ length: DIGEST_LINES + 2 }, (_, k) => ({
      text: `{p3} traded ${k + 1} times.`,
    }));
    const history = [record(1, 1, []), record(2, 2, flood), record(3, 3, later)];
    const digest = digestText(history, 1, NAMES, presenterFor('oil-springs').keptEvents);
    expect(digest).toMatch(/…\d+ earlier/);
    expect(digest).toMatch(/The flood washed away your settlement on 1/);
  });
});
