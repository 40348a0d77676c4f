/** "Since your last turn": the events after a seat's latest action that it may read. */
import { describe, expect, it } from 'vitest';
import { concerns, digestFor, newsSince, readableBy } from '../../src/table/digest';
import type { ActionRecord } from '../../src/store';
import type { GameEvent } from '../../src/games/types';
import { digestText } from '../../src/discord/digest';
import { emptyGame, give, ok, place } from '../games/catan/helpers';

/** An action `seat`'s player made (a user); `byBot`: one a bot or the game made for the seat (no user). */
function action(seq: number, seat: number, events: GameEvent[], byBot = false): ActionRecord {
  return { seq, seat, userId: byBot ? null : `u${seat}`, action: {}, events, createdAt: seq };
}

const history = [
  action(1, 0, [{ text: '{p0} built a well' }]),
  action(2, 1, [{ text: '{p1} rolled 8: {p0} gets 1 oil' }]),
  action(3, 2, [
    { text: '{p2} stole a card from {p0}', kind: 'steal' },
    { text: '{p2} stole Oil from {p0}', kind: 'steal', to: [0, 2], fillsIn: true },
    { text: 'You drew a Drill card', to: [2] },
  ]),
];

describe('since your last turn', () => {
  it('holds what happened after the seat’s latest action, oldest first', () => {
    const d = digestFor(history, 0);
    expect(d.sinceSeq).toBe(1);
    expect(d.events.map((e) => e.text)).toEqual([
      '{p1} rolled 8: {p0} gets 1 oil',
      '{p2} stole a card from {p0}',
      '{p2} stole Oil from {p0}',
    ]);
  });

  it('private events only for the seats they are addressed to', () => {
    expect(digestFor(history, 1).events.map((e) => e.text)).toEqual(['{p2} stole a card from {p0}']);
    expect(readableBy({ text: 'x', to: [2] }, 1)).toBe(false);
    expect(readableBy({ text: 'x', to: [] }, 1)).toBe(true);
  });

  it('a seat that has not acted yet sees everything since the start it may read', () => {
    const d = digestFor(history, 3);
    expect(d.sinceSeq).toBe(0);
    expect(d.events).toHaveLength(3);
  });

  it('says "from you" of what a public line says was taken from its reader: an oil steal, a Monopoly', () => {
    const played = [
      action(1, 0, []),
      action(2, 1, [
        { text: '{p1} moved the robber to J spring 5.' },
        { text: '{p1} stole 1 oil from {p0}.' },
        { text: '{p1} played Monopoly on oil and took 2: 1 from {p2}, 1 from {p0}.' },
      ]),
    ];
    expect(digestText(played, 0, ['Ana', 'Ben', 'Caro']).split('\n').slice(-2)).toEqual([
      '• **Ben stole 1 oil from you.**',
      '• **Ben played Monopoly on oil and took 2: 1 from Caro, 1 from you.**',
    ]);
    // Others read the names.
    expect(digestText([action(1, 2, []), ...played.slice(1)], 2, ['Ana', 'Ben', 'Caro'])).toContain(
      '• Ben stole 1 oil from Ana.',
    );
  });

  it('tells a robbery once to its victim: the private line names the card the public one hides', () => {
    // A playtest's victim read "Caro stole a card from you." and then "Caro stole 1 ore from you.".
    const s = emptyGame();
    place(s, 1, { settlements: ['2'] });
    give(s, 1, { ore: 1 });
    s.phase = 'robber';
    const robbed = [action(1, 1, []), action(2, 0, ok(s, 0, { type: 'robber', hex: 'A', victim: 1 }))];
    const names = ['Ana', 'Ben'];
    const lines = digestText(robbed, 1, names).split('\n');
    expect(lines.filter((l) => l.includes('stole'))).toEqual(['• **Ana stole 1 ore from you.**']);
    // A public line that says what the private one does not stays: a development card bought, then which.
    const bought = [
      action(1, 1, []),
      // Bought by a bot for Ana, so news to her.
      action(
        2,
        0,
        [
          { text: '{p0} bought a development card.', kind: 'buyDev' },
          { text: '{p0} drew a Knight.', kind: 'buyDev', to: [0], inHand: true },
        ],
        true,
      ),
    ];
    expect(digestText(bought, 0, names).split('\n').slice(1)).toEqual([
      '• **You bought a development card.** (played for you)',
      '• **You drew a Knight.** (played for you)',
    ]);
  });

  it('is empty right after the seat acted', () => {
    expect(digestFor(history, 2).events).toEqual([]);
    expect(digestText(history, 2, ['Ana', 'Ben', 'Caro'])).toBe('');
  });

  it('a move a bot or the game made for the seat (its clock ran out, a lapse) is news to its player', () => {
    const played = [
      ...history,
      action(
        4,
        0,
        [{ text: '{p0} rolled 6' }, { text: '{p1} gets 1 ore' }, { text: '{p0} built a road' }],
        true,
      ),
      action(5, 1, [{ text: '{p1} rolled 9' }]),
    ];
    const d = digestFor(played, 0);
    expect(d.sinceSeq).toBe(1);
    const before = digestFor(history, 0).events.map((e) => e.text);
    expect(d.events.map((e) => e.text)).toEqual([
      ...before,
      '{p0} rolled 6',
      '{p1} gets 1 ore',
      '{p0} built a road',
      '{p1} rolled 9',
    ]);
    // In words, the moves made for Ana say so (she did not make them); what they did to others does not.
    expect(digestText(played, 0, ['Ana', 'Ben', 'Caro']).split('\n').slice(-4)).toEqual([
      '• **You rolled 6** (played for you)',
      '• Ben gets 1 ore',
      '• **You built a road** (played for you)',
      '• Ben rolled 9',
    ]);
    // A seat whose every move so far was made for it reads everything since the start.
    expect(digestFor([action(1, 0, [{ text: '{p0} rolled 6' }], true)], 0).events).toHaveLength(1);
  });

  it('speaks to its reader in lines that open with has, is or was, as the receipt of their own move does', () => {
    const played = [
      action(1, 0, []),
      action(2, 1, [
        { text: '{p0} has answered the auction (sealed).' },
        { text: '{p0} was called to a conference at Head Office.' },
        { text: '{p0} is the first to sequester 3 oil.' },
        // "You" would not agree with the later verb, or "their" could mean the reader: the name stays.
        { text: '{p0} is not asked (holds 0 cards).' },
        { text: '{p0} has sequestered more than {p1} and takes the token.' },
        { text: '{p1} has answered the auction (sealed).' },
      ]),
    ];
    expect(digestText(played, 0, ['Ana', 'Ben']).split('\n').slice(1)).toEqual([
      '• **You have answered the auction (sealed).**',
      '• **You were called to a conference at Head Office.**',
      '• **You are the first to sequester 3 oil.**',
      '• **Ana is not asked (holds 0 cards).**',
      '• **Ana has sequestered more than Ben and takes the token.**',
      '• Ben has answered the auction (sealed).',
    ]);
  });

  it('the events naming the seat are the ones about it', () => {
    expect(concerns({ text: '{p1} rolled 8: {p0} gets 1 oil' }, 0)).toBe(true);
    expect(concerns({ text: '{p1} rolled 8: {p0} gets 1 oil' }, 2)).toBe(false);
  });

  it('in words: names for seats, what concerns the player in bold, older lines counted', () => {
    expect(digestText(history, 0, ['Ana', 'Ben', 'Caro']).split('\n')).toEqual([
      '**Since your last turn**',
      '• **Ben rolled 8: Ana gets 1 oil**',
      // The public "Caro stole a card from you" is left out: the private line, to Ana and Caro, written for its
      // reader, tells the same robbery with the card named (`fillsIn`).
      '• **Caro stole Oil from you**',
    ]);
    const long = [
      action(1, 0, []),
      ...Array.from({ length: 14 }, (_, i) => action(i + 2, 1, [{ text: `step ${i}` }])),
    ];
    const lines = digestText(long, 0, ['Ana', 'Ben']).split('\n');
    expect(lines[1]).toBe('…4 earlier (see /oil log)');
    expect(lines.at(-1)).toBe('• step 13');
    expect(lines).toHaveLength(12);
    // An earlier line of a kind the game keeps (Catan's Largest Army changing hands) is told all the same.
    const army = [
      action(1, 0, []),
      action(2, 1, [{ text: '{p1} took Largest Army (3 knights).', kind: 'largestArmy' }]),
      ...Array.from({ length: 14 }, (_, i) => action(i + 3, 1, [{ text: `step ${i}` }])),
    ];
    const kept = digestText(army, 0, ['Ana', 'Ben'], new Set(['largestArmy'])).split('\n');
    expect(kept.slice(0, 3)).toEqual([
      '**Since your last turn**',
      '…4 earlier (see /oil log)',
      '• Ben took Largest Army (3 knights).',
    ]);
    expect(kept.at(-1)).toBe('• step 13');
  });

  it('the reader’s own lines say "You" where the verb agrees; elsewhere their name stays', () => {
    const told = (text: string) =>
      digestText([action(1, 0, []), action(2, 1, [{ text }])], 0, ['Ana', 'Ben']).split('\n')[1];
    // Past tenses agree with "You": a turn played for Ana (a bot, her clock), a lapse, a MEMO in the second person.
    expect(told('{p0} took the Texas card: +8 workers.')).toBe('• **You took the Texas card: +8 workers.**');
    expect(told('{p0} rolled 8 (5+3).')).toBe('• **You rolled 8 (5+3).**');
    expect(told('{p0} declined {p1}’s offer.')).toBe('• **You declined Ben’s offer.**');
    expect(told('{p0} drew MEMO: Overwork. Your doctor orders a rest.')).toBe(
      '• **You drew MEMO: Overwork. Your doctor orders a rest.**',
    );
    // "their" and "They" in her own line are hers.
    expect(told('{p0} kept their loans.')).toBe('• **You kept your loans.**');
    expect(told('{p0} ended the turn’s actions. They may buy the Asia chip.')).toBe(
      '• **You ended the turn’s actions. You may buy the Asia chip.**',
    );
    // Not where "You" would not agree, or she is named again before a verb.
    for (const text of [
      '{p0} is not asked (holds 0 cards).',
      '{p0} wins with 10 victory points!',
      '{p0} drew MEMO: Engine breakdown. — {p0} has no tanker at sea.',
      '{p1} rolled 8: {p0} gets 1 oil',
    ])
      expect(told(text)).toBe(`• **${text.replace(/\{p0\}/g, 'Ana').replace(/\{p1\}/g, 'Ben')}**`);
  });
});

describe('the news of "Only you know" (newsSince)', () => {
  /** An action by `seat` after which `toAct` (and `mayAct`) are to act. */
  const step = (seq: number, seat: number, toAct: number[], mayAct: number[] = []): ActionRecord => ({
    ...action(seq, seat, []),
    after: { toAct, mayAct },
  });
  /** A turn of `seat` (it rolls, builds and ends it), handing over to `next`. */
  const turn = (seq: number, seat: number, next: number) => [
    step(seq, seat, [seat]),
    step(seq + 1, seat, [next]),
  ];

  // Seat 1 steals from seat 0 at 6, in a turn where it also offers a trade that seat 0 answers.
  const history = [
    ...turn(1, 0, 1), // seat 1's turn comes at 2
    step(3, 1, [1]), // it rolls
    step(4, 1, [0], [1]), // it offers; it may confirm while seat 0 answers
    step(5, 0, [1]), // seat 0 answers: one action, not a turn of seat 0's
    step(6, 1, [1]), // seat 1 steals from seat 0
    step(7, 1, [0]), // seat 1 ends its turn: seat 0's comes at 7
  ];

  it('starts where the turn before the seat’s latest began: a trade answered is not a turn', () => {
    // Seat 0, robbed at 6, in its turn: the news is since its turn before (from the start: the steal is in).
    expect(newsSince(history, 0)).toBe(0);
    const round = [...history, ...turn(8, 0, 1), ...turn(10, 1, 0)];
    // Seat 0's next turn (at 11): since its turn at 7, after the steal: the steal is no longer news.
    expect(newsSince(round, 0)).toBe(6);
    // Seat 1, the thief, in its next turn (came at 9): since its turn of the steal (came at 2).
    expect(newsSince([...history, ...turn(8, 0, 1)], 1)).toBe(1);
    // One more of its turns: the steal goes.
    expect(newsSince([...round, ...turn(12, 0, 1)], 1)).toBe(8);
  });

  it('is everything for a log older than the seats-after record, or before the seat’s second turn', () => {
    expect(newsSince([action(1, 0, []), ...turn(2, 0, 1), ...turn(4, 1, 0), ...turn(6, 0, 1)], 0)).toBe(0);
    expect(newsSince(turn(1, 0, 1), 1)).toBe(0);
  });
});
