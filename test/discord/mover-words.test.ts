/**
 * A move's private receipt speaks to its player (src/discord/mover-words.ts): a playtest's Ben read "Done:
 * Ben has answered the auction (sealed)." about himself.
 */
import { describe, expect, it } from 'vitest';
import { formReceipt } from '../../src/discord/components/forms';
import { moverLine, moverLines } from '../../src/discord/mover-words';
import { debtPaid } from '../../src/games/merit-oil/words';

const NAMES = ['Ana', 'Ben', 'Caro'];

describe('a move’s public lines as its player reads them', () => {
  it('say "You" where the verb agrees, and make has / is / was agree', () => {
    expect(moverLine('{p1} has answered the auction (sealed).', 1, NAMES)).toBe(
      'You have answered the auction (sealed).',
    );
    expect(moverLine('{p0} offered 2 brick for 1 ore.', 0, NAMES)).toBe('You offered 2 brick for 1 ore.');
    // A Merit offer, its worth in brackets.
    expect(
      moverLine(
        '{p0} offered {p2} £31,500 for 4,500 t of Kuwait oil in store (its worth at £7 a ton).',
        0,
        NAMES,
      ),
    ).toBe('You offered Caro £31,500 for 4,500 t of Kuwait oil in store (its worth at £7 a ton).');
    expect(moverLine('{p2} is the first to sequester 3 oil.', 2, NAMES)).toBe(
      'You are the first to sequester 3 oil.',
    );
    expect(
      moverLine(
        '{p2} sequestered more oil than {p0} and took the Champion of the Environment token.',
        2,
        NAMES,
      ),
    ).toBe('You sequestered more oil than Ana and took the Champion of the Environment token.');
    expect(moverLine('{p1} was called to a conference at Head Office.', 1, NAMES)).toBe(
      'You were called to a conference at Head Office.',
    );
    // A Merit debtor's sale: "You paid it against the debt and still owes the bank …" read wrong.
    expect(moverLine(debtPaid(1, 20_000, 4_000)[0]!.text, 1, NAMES)).toBe(
      'You paid it against the debt: £4,000 still owed to the bank.',
    );
    expect(moverLine('{p1} could not ride along: the tanker is full.', 1, NAMES)).toBe(
      'You could not ride along: the tanker is full.',
    );
    // "Their own" is the subject's: a double-tapped Confirm on Wildcatters' chip read "Already done: Ben
    // bought … (3 of their own colour, …)".
    expect(
      moverLine(
        "{p1} bought the Middle East consolidation chip for 12 shares: 9 of their own shares (orange), 3 of {p0}'s shares (blue).",
        1,
        NAMES,
      ),
    ).toBe(
      "You bought the Middle East consolidation chip for 12 shares: 9 of your own shares (orange), 3 of Ana's shares (blue).",
    );
    expect(
      moverLine(
        '{p0} shipped 2 barrels to the Texas refinery by rail and sea on their own tanker.',
        0,
        NAMES,
      ),
    ).toBe('You shipped 2 barrels to the Texas refinery by rail and sea on your own tanker.');
  });

  it('say "You" after every irregular past the engines open a line with: "withdrew" too', () => {
    // A playtest's typed withdrawal answered "Done: Ana withdrew the offer." to Ana.
    expect(moverLine('{p0} withdrew the offer.', 0, NAMES)).toBe('You withdrew the offer.');
    expect(moverLine('{p0} withdrew the offer, which {p1} accepted.', 0, NAMES)).toBe(
      'You withdrew the offer, which Ben accepted.',
    );
  });

  it('say "your" and "You" for the "their" and "They" that are the mover’s (Wildcatters’ receipts)', () => {
    // A playtest read its own chip offer as "Ana ended the turn's actions. They may buy …", its loan as "a
    // barrel of theirs".
    const said = (text: string, seat = 0) => moverLine(text, seat, NAMES);
    expect(
      said(
        "{p0} ended the turn's actions. They may buy the Middle East consolidation chip for 12 shares (2+ colours, 3 VP).",
      ),
    ).toBe(
      "You ended the turn's actions. You may buy the Middle East consolidation chip for 12 shares (2+ colours, 3 VP).",
    );
    expect(said('{p0} took a loan: +10 shares, a barrel of theirs on the bank (loans: 1).')).toBe(
      'You took a loan: +10 shares, a barrel of yours on the bank (loans: 1).',
    );
    expect(said('{p0} kept their loans.')).toBe('You kept your loans.');
    expect(said('{p0} repaid 2 loans for 36 shares: their barrels came back from the bank.')).toBe(
      'You repaid 2 loans for 36 shares: your barrels came back from the bank.',
    );
    expect(
      said(
        '{p0} has 1 loan and 13 shares: too few to repay one at 18 shares, so their loan costs 25 shares at the end.',
      ),
    ).toBe(
      'You have 1 loan and 13 shares: too few to repay one at 18 shares, so your loan costs 25 shares at the end.',
    );
    // A card's own words, quoted, keep theirs.
    expect(
      said('{p3} drew an OIL NEWS card: “Pipeline sabotaged. All Iraq wells lose their stores.”', 3),
    ).toBe('You drew an OIL NEWS card: “Pipeline sabotaged. All Iraq wells lose their stores.”');
    // Named again in a tally or as another's refinery's owner: "you", "(yours)".
    const emptied =
      '{p2} emptied the Texas refinery ({p0}) with their Alaska refinery card (its one use before final scoring): 2 barrels, {p0} +3 shares, {p2} +3 shares.';
    expect(said(emptied, 2)).toBe(
      'You emptied the Texas refinery (Ana) with your Alaska refinery card (its one use before final scoring): 2 barrels, Ana +3 shares, you +3 shares.',
    );
    expect(said(emptied, 0)).toBe(
      'Caro emptied the Texas refinery (yours) with their Alaska refinery card (its one use before final scoring): 2 barrels, you +3 shares, Caro +3 shares.',
    );
    expect(said('The Texas refinery ({p1}) emptied 5 barrels: {p1} +15 shares; {p1} +2 VP.', 1)).toBe(
      'The Texas refinery (yours) emptied 5 barrels: you +15 shares; you +2 VP.',
    );
    expect(
      said('{p1} may ride along to the Texas refinery: no workers, 1 share a barrel to {p0} for the train.'),
    ).toBe('Ben may ride along to the Texas refinery: no workers, 1 share a barrel to you for the train.');
  });

  it('keep names where "You" would not agree or could be misread, and for the other players', () => {
    for (const text of [
      '{p0} gets 1 oil.',
      '{p0} wins with 10 victory points!',
      '{p0} has sequestered more than {p1} and takes the Champion of the Environment token.',
      '{p0} is not asked (holds 0 cards).',
      '{p0} drew MEMO: Engine breakdown. — {p0} has no tanker at sea.',
      '{p1} rolled 8: {p0} gets 1 oil',
      '{p1} and {p0} may ride along to the Texas refinery.',
    ])
      expect(moverLine(text, 0, NAMES)).toBe(text.replace(/\{p0\}/g, 'Ana').replace(/\{p1\}/g, 'Ben'));
    expect(moverLine('{p0}’s offer stands.', 0, NAMES)).toBe('Your offer stands.');
    expect(moverLine('{p1} has answered the auction (sealed).', 0, NAMES)).toBe(
      'Ben has answered the auction (sealed).',
    );
  });

  it('say "you" where the reader is the subject of a later clause in the past (My hand’s "Since your last turn")', () => {
    // A playtest: Wildcatters' final scoring kept the reader's name ("Caro paid 51 shares …") where the other
    // steps said "you +8 VP". A "their" in the line could be the reader's or another's: there names stay.
    const loans =
      'Final scoring 6, loans at 25 shares each: {p0} paid 24 shares and 1 worker for 1 loan; {p2} paid 51 shares for 2 loans.';
    const cases: [string, number, string][] = [
      [loans, 2, 'Ana paid 24 shares and 1 worker for 1 loan; you paid 51 shares for 2 loans.'],
      [loans, 0, 'you paid 24 shares and 1 worker for 1 loan; Caro paid 51 shares for 2 loans.'],
      [
        'Final scoring 1, refinery cards: {p1} emptied the Europe port refinery; {p0} had no barrel left to empty.',
        0,
        'Ben emptied the Europe port refinery; you had no barrel left to empty.',
      ],
      [
        'Bids: {p0} passed, {p1} bid 3 shares, {p2} passed. {p1} won the wildcatter disk of Persia (1 barrel).',
        2,
        'Bids: Ana passed, Ben bid 3 shares, you passed. Ben won the wildcatter disk of Persia (1 barrel).',
      ],
      // A playtest: the bidder's own digest kept "Ana bid 7 shares" ("bid" was no known past tense) and "Ana wins".
      [
        'Bids: {p0} bid 7 shares, {p1} passed. {p0} won the wildcatter disk of Texas (1 barrel) for 7 shares.',
        0,
        'Bids: you bid 7 shares, Ben passed. You won the wildcatter disk of Texas (1 barrel) for 7 shares.',
      ],
      [
        'Bids: {p0} bid 7 shares, {p1} bid 2 shares. {p0} won the wildcatter disk of Texas (1 barrel) for 7 shares.',
        1,
        'Bids: Ana bid 7 shares, you bid 2 shares. Ana won the wildcatter disk of Texas (1 barrel) for 7 shares.',
      ],
      [
        'Everyone passed, so {p0}, who drilled, took the wildcatter disk of Texas (1 barrel) for free.',
        0,
        'Everyone passed, so you, who drilled, took the wildcatter disk of Texas (1 barrel) for free.',
      ],
      [
        'The bank has no shares left: {p1} bought none at the EXCHANGE.',
        1,
        'you bought none at the EXCHANGE.',
      ],
      [
        '{p1} took the Texas card: +6 of their own shares (blue); {p0} paid 3 shares for the train.',
        0,
        'Ben took the Texas card: +6 of their own shares (blue); Ana paid 3 shares for the train.',
      ],
    ];
    for (const [text, seat, said] of cases)
      expect(moverLine(text, seat, NAMES).endsWith(said), text).toBe(true);
  });

  it('leave out what only some players may read, and make the form’s receipt', () => {
    const events = [
      { text: '{p1} drew 1 ore.', to: [1] },
      { text: '{p1} has answered the auction (sealed).', kind: 'bid' },
      { text: 'Bids: Ana 2, Ben 3.' },
    ];
    expect(moverLines(events, 1, NAMES)).toEqual([
      'You have answered the auction (sealed).',
      'Bids: Ana 2, Ben 3.',
    ]);
    expect(formReceipt(moverLines(events, 1, NAMES), 'Bid another amount')).toBe(
      'Done: You have answered the auction (sealed).',
    );
  });
});
