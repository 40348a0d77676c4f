/** User-chosen names cannot format or ping in messages, and stay as typed in pictures and alt text. */
import { describe, expect, it } from 'vitest';
import { namesOf, plainNamesOf, safeName } from '../../src/discord/names';
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
