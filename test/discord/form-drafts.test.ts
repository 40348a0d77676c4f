/** What a player typed into a refused form, kept for them alone in that game until a move is made from it. */
import { describe, expect, it } from 'vitest';
import { FormDrafts, MAX_DRAFTS } from '../../src/discord/form-drafts';

describe('form drafts', () => {
  it('keeps a refused draft per game, player and form, and forgets it once sent', () => {
    const drafts = new FormDrafts();
    const typed = { to: 'Ben', side: 'buy', goods: '1 shipping', price: 'lots' };
    drafts.refused(3, 'ana', 'deal', typed);
    expect(drafts.draft(3, 'ana', 'deal')).toEqual(typed);
    // Nobody else's, in no other game, for no other form.
    expect(drafts.draft(3, 'ben', 'deal')).toBeUndefined();
    expect(drafts.draft(4, 'ana', 'deal')).toBeUndefined();
    expect(drafts.draft(3, 'ana', 'trade')).toBeUndefined();
    // A copy: the caller's object changing later changes nothing.
    typed.price = '10k';
    expect(drafts.draft(3, 'ana', 'deal')?.price).toBe('lots');
    // Refused again: the newer words.
    drafts.refused(3, 'ana', 'deal', { ...typed, price: '10000' });
    expect(drafts.draft(3, 'ana', 'deal')?.price).toBe('10000');
    drafts.sent(3, 'ana', 'deal');
    expect(drafts.draft(3, 'ana', 'deal')).toBeUndefined();
  });

  it('reuses a draft only in the scope it was typed in (this turn, the offer answered)', () => {
    const drafts = new FormDrafts();
    drafts.refused(3, 'ana', 'discard', { cards: '2 brik' }, 'turn 7');
    expect(drafts.draft(3, 'ana', 'discard', 'turn 7')).toEqual({ cards: '2 brik' });
    // The next 7, a later turn: the form opens as new.
    expect(drafts.draft(3, 'ana', 'discard', 'turn 9')).toBeUndefined();
    expect(drafts.draft(3, 'ana', 'discard')).toBeUndefined();
    // Refused in the new scope: that one is kept instead.
    drafts.refused(3, 'ana', 'discard', { cards: '1 ore' }, 'turn 9');
    expect(drafts.draft(3, 'ana', 'discard', 'turn 9')).toEqual({ cards: '1 ore' });
    expect(drafts.draft(3, 'ana', 'discard', 'turn 7')).toBeUndefined();
  });

  it('keeps at most MAX_DRAFTS, the oldest going first', () => {
    const drafts = new FormDrafts();
    for (let i = 0; i <= MAX_DRAFTS; i++) drafts.refused(i, 'ana', 'deal', { price: String(i) });
    expect(drafts.size).toBe(MAX_DRAFTS);
    expect(drafts.draft(0, 'ana', 'deal')).toBeUndefined();
    expect(drafts.draft(MAX_DRAFTS, 'ana', 'deal')?.price).toBe(String(MAX_DRAFTS));
  });
  it('remembers how each form was last opened, for a submission of that version only, until a move is sent', () => {
    const drafts = new FormDrafts();
    const opening = {
      version: 7,
      scope: 'turn 3',
      keepsTyped: true,
      fields: [{ id: 'give', label: 'You give' }],
    };
    drafts.opened(3, 'ana', 'trade', opening);
    expect(drafts.opening(3, 'ana', 'trade', 7)).toEqual(opening);
    // Another version's form (opened before this one, or since), another player, game or form: not this one.
    expect(drafts.opening(3, 'ana', 'trade', 6)).toBeUndefined();
    expect(drafts.opening(3, 'ben', 'trade', 7)).toBeUndefined();
    expect(drafts.opening(4, 'ana', 'trade', 7)).toBeUndefined();
    expect(drafts.opening(3, 'ana', 'counter', 7)).toBeUndefined();
    drafts.sent(3, 'ana', 'trade');
    expect(drafts.opening(3, 'ana', 'trade', 7)).toBeUndefined();
    for (let i = 0; i <= MAX_DRAFTS; i++) drafts.opened(i, 'ana', 'deal', { ...opening, version: i });
    expect(drafts.opening(0, 'ana', 'deal', 0)).toBeUndefined();
    expect(drafts.opening(MAX_DRAFTS, 'ana', 'deal', MAX_DRAFTS)?.version).toBe(MAX_DRAFTS);
  });
});
