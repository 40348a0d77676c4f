/**
 * The private answer to a move made in a form (src/discord/components/forms.ts): what was done in the move's
 * own words, with clean punctuation, not the form's button ("Done: Choose other cards to discard….").
 */
import { describe, expect, it } from 'vitest';
import { formReceipt } from '../../src/discord/components/forms';
import { asSentence } from '../../src/discord/mover-words';

describe('a form move’s receipt', () => {
  it('says what the move did, in its first public line', () => {
    expect(formReceipt(['Ana offers Ben 2 brick for 1 ore.', 'Ben rolled 6'], 'Counter-offer')).toBe(
      'Done: Ana offers Ben 2 brick for 1 ore.',
    );
    expect(formReceipt(['Ana bid $40,000'], 'Bid another amount')).toBe('Done: Ana bid $40,000.');
  });

  it('falls back on the form’s button, without doubled punctuation', () => {
    expect(formReceipt([], 'Choose other cards to discard…')).toBe('Done: Choose other cards to discard.');
    expect(formReceipt([], 'Counter-offer')).toBe('Done: Counter-offer.');
  });

  it('keeps a sentence’s own question or exclamation mark', () => {
    expect(asSentence('Ana wins!')).toBe('Ana wins!');
    expect(asSentence('Ana offered..')).toBe('Ana offered.');
  });
});
