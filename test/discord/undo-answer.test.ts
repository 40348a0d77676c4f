/**
 * The private answer to Undo speaks to the player who took the move back ("You took back: … of your colour"),
 * never of them in the third person ("… of Ana's colour", "with their own refinery chip"), in every game.
 */
import { describe, expect, it } from 'vitest';
import { undoAnswer } from '../../src/discord/components/undo';
import type { WildcattersAction } from '../../src/games/wildcatters/types';
import { getGame } from '../../src/games/registry';
import { Rng } from '../../src/games/rng';
import { actionWords, barrierOf } from '../../src/table/undo';
import { drewBetween, luckOf } from '../../src/table/undo-random';
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
      /^You took back: emptied your Texas refinery with your own refinery chip \(giving up its 1 VP at the end\): 3 barrels, you \+\d+ shares, \w+ \+\d+ shares\.$/,
    );
    expect(text).toContain(`${NAMES[others[0]]} +`);
    expect(text).not.toMatch(new RegExp(`${NAMES[me]}|their`));
    // A card paying shares of the player's own colour ("their own shares"), or words naming their seat.
    const bonus = (text: string) => answer(me, { type: 'chooseCard', slot: 0 }, [{ text }]);
    expect(bonus(`{p${me}} took the Arabia card: +6 of their own shares (blue).`)).toBe(
      'You took back: took the Arabia card: +6 of your own shares (blue).',
    );
    expect(bonus(`{p${me}} took the Arabia card: +6 of {p${me}}'s shares (blue).`)).toBe(
      'You took back: took the Arabia card: +6 of your shares (blue).',
    );
  });

  it('Wildcatters: a loan’s barrel on the bank is "yours", not "theirs" (a playtest)', () => {
    const { s, me } = clearedBoard(4);
    const loan: WildcattersAction = { type: 'takeLoan' };
    const text = answer(me, loan, act(s, me, loan));
    expect(text).toMatch(
      /^You took back: took a loan: \+\d+ shares, a barrel of yours on the bank \(loans: 1\)\.$/,
    );
  });
});

/**
 * What "their" (or "theirs") may say in an undoable move's words, each about the move's actor (the sentence's subject, left
 * out), so undoAnswer's "your" is right: Wildcatters' card bonus, refinery chip and card, own tanker and kept
 * loans, a rider's shares, the hand of a starting piece placed anywhere; Merit's helicopter. A new "their" fails the walk below until someone checks whose it
 * is: if another player's, undoAnswer must not turn it into "your".
 */
const THEIR_ABOUT_THE_ACTOR = [
  /^their own colour\b/,
  /^their own shares\b/,
  /^their own refinery chip\b/,
  /^their [A-Z][\w ]* refinery with\b/,
  /^their [A-Z][a-z]+ refinery card\b/,
  /^their own tanker\b/,
  /^their hand could place\b/,
  /^their loans\b/,
  /^their shares could pay\b/,
  /^their next turn\b/,
  /^theirs on the bank\b/,
];

describe('the words of every undoable move', () => {
  it('say "their" only about the move’s actor (2–4 player bot games of every game)', () => {
    const strange: string[] = [];
    const undoable = new Map<string, number>();
    const their = new Map<string, number>();
    for (const id of ['wildcatters', 'merit-oil', 'catan', 'oil-springs'])
      for (const seats of [2, 3, 4])
        for (const seed of ['their-1', 'their-2']) {
          const game = getGame(id)!;
          const rng = Rng.fromSeed(`${seed}:bots`);
          const bots = Object.values(game.bots);
          let state: unknown = game.setup(seats, game.optionsSchema.parse({}), seed);
          for (let i = 0; i < 4000 && !game.status(state).over; i++) {
            const seat = game.status(state).toAct[0]!;
            const action = bots[(i + seat) % bots.length]!(state, seat, rng);
            const luck = luckOf(game, state);
            const r = game.apply(state, seat, action);
            if (!r.ok) throw new Error(`${id} ${seed}: ${r.error}`);
            const after = (state = r.state);
            const step = { seq: i + 1, seat, userId: 'u', action, events: r.events };
            if (barrierOf(game, step, { seat, userId: 'u' }, () => drewBetween(game, luck, after))) continue;
            undoable.set(id, (undoable.get(id) ?? 0) + 1);
            const words = actionWords(step) ?? '';
            for (const m of words.matchAll(/\btheirs?\b/g)) {
              their.set(id, (their.get(id) ?? 0) + 1);
              const rest = words.slice(m.index);
              if (!THEIR_ABOUT_THE_ACTOR.some((re) => re.test(rest))) strange.push(`${id}: ${words}`);
            }
          }
        }
    expect(strange).toEqual([]);
    // The walk reaches every game's undoable moves, and the words that say "their" today.
    for (const id of ['wildcatters', 'merit-oil', 'catan', 'oil-springs'])
      expect(undoable.get(id) ?? 0, id).toBeGreaterThan(50);
    expect(their.get('wildcatters') ?? 0).toBeGreaterThan(10);
    expect(their.get('merit-oil') ?? 0).toBeGreaterThan(0);
  });
});
