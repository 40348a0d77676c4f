/** User-chosen names cannot format or ping in messages, and stay as typed in pictures and alt text. */
import { describe, expect, it } from 'vitest';
import { clipAtClause, namesOf, plainNamesOf, safeName } from '../../src/discord/names';
import { presenterFor } from '../../src/discord/presenters';
import { turnPayload } from '../../src/discord/turn';
import { catan } from '../../src/games/catan';
import { snapOf } from './snap';

describe('names in messages', () => {
  it('are markdown-escaped and cannot mention anyone', () => {
    expect(safeName('**Ana**')).toBe('\\*\\*Ana\\*\\*');
    expect(safeName('@everyone')).toBe('@\u200beveryone');
    expect(safeName('_x_ `y`')).not.toMatch(/(^|[^\\])[_`]/);
  });

  it('in the turn message, but not in the picture’s alt text', () => {
    const snap = snapOf(catan, catan.setup(4, catan.optionsSchema.parse({}), 'names'));
    snap.seats[0]!.name = '**Ana**';
    expect(namesOf(snap)[0]).toBe('\\*\\*Ana\\*\\*');
    expect(plainNamesOf(snap)[0]).toBe('**Ana**');
    const presenter = presenterFor('catan');
    const payload = turnPayload({ snap, presenter, events: [], picture: Buffer.from([0]) });
    expect(JSON.stringify(payload.embeds)).not.toContain('"**Ana**');
    expect(presenter.altText(snap)).toContain('**Ana**');
  });
});

describe('clipAtClause: a long label cut where a clause ends', () => {
  it('cuts before the last clause that starts within the limit, keeping at least half of it', () => {
    const charter =
      'Undo: chartered the blue tanker at Tripoli: bill 16, 9,000 t for Genoa (Italian refinery, Suez closed)';
    expect(clipAtClause(charter, 80)).toBe(
      'Undo: chartered the blue tanker at Tripoli: bill 16, 9,000 t for Genoa',
    );
    const chip = 'Undo: may buy the South America consolidation chip for 15 shares (2+ colours, 4 VP)';
    expect(clipAtClause(chip, 80)).toBe('Undo: may buy the South America consolidation chip for 15 shares');
  });

  it('cuts after the last whole word when no clause ends late enough, and leaves a short text as it is', () => {
    const ended =
      "Undo: ended the turn's actions and may buy the South America consolidation chip for 15 shares (2+ colours)";
    expect(clipAtClause(ended, 80)).toBe(
      "Undo: ended the turn's actions and may buy the South America consolidation…",
    );
    expect(clipAtClause(ended, 80).length).toBeLessThanOrEqual(80);
    expect(clipAtClause('Undo: built a road', 80)).toBe('Undo: built a road');
    const long = `Undo: ${'x'.repeat(100)}`;
    expect(clipAtClause(long, 80)).toHaveLength(80);
    expect(clipAtClause(long, 80).endsWith('…')).toBe(true);
  });
});
