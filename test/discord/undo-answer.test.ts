/**
 * The private answer to Undo speaks to the player who took the move back ("You took back: … of your colour"),
 * never of them in the third person ("… of Ana's colour", "with their own refinery chip"), in every game.
 */
import { describe, expect, it } from 'vitest';
import { undoAnswer } from '../../src/discord/components/undo';
import type { WildcattersAction } from '../../src/games/wildcatters/types';
import { actionWords } from '../../src/table/undo';
import { act, chooseArea, clearedBoard, putRefinery } from '../games/wildcatters/helpers';

const NAMES = ['Ana', 'Ben', 'Caro', 'Dev'];

/** The answer to `seat` undoing `action`, whose events `events` were: the Undo button's words, said to them. */
function answer(seat: number, action: WildcattersAction, events: { text: string }[]): string {
  return undoAnswer(actionWords({ seq: 1, seat, userId: null, action, events }), NAMES, seat);
}

describe('the private answer to Undo', () => {
  it('says the move in the Undo button’s words, to its player: "You took back: …"', () => {
    expect(undoAnswer('built a road on B7', NAMES, 1)).toBe('You took back: built a road on B7.');
    expect(undoAnswer(null, NAMES, 1)).toBe('You took back your last move.');
    // Other players keep their names.
    expect(undoAnswer('moved the robber to J oil spring 5 and stole 1 oil from {p2}', NAMES, 1)).toBe(
      'You took back: moved the robber to J oil spring 5 and stole 1 oil from Caro.',
    );
  });

  it('Wildcatters: the player’s own colour, refinery and refinery chip are "your", not their name or "their"', () => {
    // A playtest: "You took back: emptied the Texas refinery (Ana) with their own refinery chip …", said to Ana.
    const { s, me, others } = clearedBoard(4);
    putRefinery(s, me, 'texas.refinery', [me, me, others[0]]);
    chooseArea(s, 'alaska');
    const empty: WildcattersAction = { type: 'emptyRefinery', site: 'texas.refinery', with: 'ownChip' };
    const text = answer(me, empty, act(s, me, empty));
    expect(text).toMatch(
      /^You took back: emptied the Texas refinery \(yours\) with your own refinery chip \(giving up its 1 VP at the end\): 3 barrels, you \+\d+ shares, \w+ \+\d+ shares\.$/,
    );
    expect(text).toContain(`${NAMES[others[0]]} +`);
    expect(text).not.toMatch(new RegExp(`${NAMES[me]}|their`));
    // A card paying shares of the player's own colour ("their own colour"), or words naming their seat.
    const bonus = (text: string) => answer(me, { type: 'chooseCard', slot: 0 }, [{ text }]);
    expect(bonus(`{p${me}} took the Arabia card: +6 shares of their own colour.`)).toBe(
      'You took back: took the Arabia card: +6 shares of your own colour.',
    );
    expect(bonus(`{p${me}} took the Arabia card: +6 shares of {p${me}}'s colour.`)).toBe(
      'You took back: took the Arabia card: +6 shares of your colour.',
    );
  });
});
