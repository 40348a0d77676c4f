/**
 * The command box's language (no browser needed): what is being typed at the caret, and the options a finished
 * line sends, or why it cannot be sent.
 */
import { describe, expect, it } from 'vitest';
import { buildOptions, parseLine, type Lookup } from '../../src/playground/web/client/command-line';
import type { CommandInfo } from '../../src/playground/web/protocol';

const oil: CommandInfo = {
  id: '1',
  name: 'oil',
  description: 'Play oil games',
  options: [
    {
      type: 1,
      name: 'new',
      description: 'Open a lobby',
      options: [
        {
          type: 3,
          name: 'game',
          description: 'Which game',
          required: true,
          choices: [
            { name: 'Catan: Oil Springs', value: 'oil-springs' },
            { name: 'Catan', value: 'catan' },
          ],
        },
        { type: 4, name: 'seats', description: 'How many seats', min_value: 3, max_value: 4 },
        { type: 3, name: 'title', description: 'A name for the game' },
        { type: 5, name: 'private', description: 'Hide the lobby' },
        { type: 6, name: 'with', description: 'Invite someone' },
      ],
    },
    {
      type: 1,
      name: 'build',
      description: 'Build',
      options: [{ type: 3, name: 'spot', description: 'Where', required: true, autocomplete: true }],
    },
  ],
};

const lookup: Lookup = {
  userId: (text) => ({ ben: '102', '@ben': '102' })[text.toLowerCase()],
  channelId: () => undefined,
};

const build = (text: string) => buildOptions(parseLine(`${text} `, [oil]), lookup);

describe('what the person is typing', () => {
  it('a command name right after the slash', () => {
    expect(parseLine('/oi', [oil]).editing).toEqual({ kind: 'command', partial: 'oi' });
  });

  it('a subcommand after the command', () => {
    const line = parseLine('/oil ne', [oil]);
    expect(line.editing.kind).toBe('subcommand');
    expect(line.tokenStart).toBe(5);
  });

  it('an option name after a space, with the options not yet given', () => {
    const line = parseLine('/oil new game:catan ', [oil]);
    expect(line.editing.kind).toBe('optionName');
    if (line.editing.kind !== 'optionName') return;
    expect(line.editing.remaining.map((o) => o.name)).toEqual(['seats', 'title', 'private', 'with']);
  });

  it("an option's value after its colon", () => {
    const line = parseLine('/oil new game:oil', [oil]);
    expect(line.editing).toMatchObject({ kind: 'optionValue', partial: 'oil' });
    expect(line.tokenStart).toBe('/oil new game:'.length);
  });

  it('a free-text value runs over spaces until the next option', () => {
    const line = parseLine('/oil new title:Friday night game:catan', [oil]);
    expect(line.given.map((g) => [g.option.name, g.raw])).toEqual([
      ['title', 'Friday night'],
      ['game', 'catan'],
    ]);
  });
});

describe('what a finished line sends', () => {
  it('nests options under the subcommand, typed as registered', () => {
    expect(build('/oil new game:oil-springs seats:4 private:yes with:Ben')).toEqual({
      ok: true,
      options: [
        {
          name: 'new',
          type: 1,
          options: [
            { name: 'game', type: 3, value: 'oil-springs' },
            { name: 'seats', type: 4, value: 4 },
            { name: 'private', type: 5, value: true },
            { name: 'with', type: 6, value: '102' },
          ],
        },
      ],
    });
  });

  it('takes a member’s name with a space whole as a person’s value, "@" or not, and while it is typed', () => {
    const members = ['Ana Smith', 'Ana', 'Ben'];
    const people: Lookup = {
      ...lookup,
      userId: (t) => (t.toLowerCase() === '@ana smith' ? '101' : undefined),
    };
    const line = parseLine('/oil new game:catan with:@Ana Smith private:yes ', [oil], members);
    expect(line.given.map((g) => [g.option.name, g.raw])).toEqual([
      ['game', 'catan'],
      ['with', '@Ana Smith'],
      ['private', 'yes'],
    ]);
    expect(line.stray).toEqual([]);
    const built = buildOptions(line, people);
    expect(built.ok && built.options[0]?.options?.[1]).toEqual({ name: 'with', type: 6, value: '101' });
    expect(parseLine('/oil new with:Ana S', [oil], members).editing).toMatchObject({
      kind: 'optionValue',
      partial: 'Ana S',
    });
    // A name nobody has still ends at the space: "Ann Smith" is "Ann" and a stray word.
    expect(parseLine('/oil new with:Ann Smith ', [oil], members).stray).toEqual(['Smith']);
  });

  it('accepts a choice by its shown name and sends its value', () => {
    const built = build('/oil new game:Catan');
    expect(built.ok && built.options[0]?.options?.[0]?.value).toBe('catan');
  });

  it('takes a choice’s whole name as Discord shows it, spaces and all, while it is typed too', () => {
    const line = parseLine('/oil new game:Catan: Oil Springs seats:3 ', [oil]);
    expect(line.stray).toEqual([]);
    const built = buildOptions(line, lookup);
    expect(built.ok && built.options[0]?.options?.map((o) => o.value)).toEqual(['oil-springs', 3]);
    expect(parseLine('/oil new game:Catan: O', [oil]).editing).toMatchObject({
      kind: 'optionValue',
      partial: 'Catan: O',
    });
  });

  it('sends the value of an autocomplete choice the box shows by its name', () => {
    // The bot offered "Build a road at 21:0" (value "21:0"), and the person picked it.
    const picked = [{ option: 'spot', name: 'Build a road at 21:0', value: '21:0' }];
    const line = parseLine('/oil build spot:Build a road at 21:0 ', [oil], [], picked);
    expect(line.stray).toEqual([]);
    expect(buildOptions(line, lookup)).toEqual({
      ok: true,
      options: [{ name: 'build', type: 1, options: [{ name: 'spot', type: 3, value: '21:0' }] }],
    });
    // Text typed without picking is sent as typed, as on Discord; a value the box showed is sent as it was too.
    expect(build('/oil build spot:21:0')).toEqual(buildOptions(line, lookup));
    expect(build('/oil build spot:Build a road')).toMatchObject({ ok: false });
  });

  it('takes a choice from part of its value or name when only one holds it, as Discord’s menu narrows them', () => {
    const built = build('/oil new game:springs');
    expect(built.ok && built.options[0]?.options?.[0]?.value).toBe('oil-springs');
    expect(build('/oil new game:cat')).toEqual({
      ok: false,
      error: 'game: "cat" could be oil-springs or catan.',
    });
  });

  it('says which required option is missing', () => {
    expect(build('/oil new seats:3')).toEqual({ ok: false, error: 'Missing game: (Which game)' });
  });

  it('says what is wrong with a value', () => {
    expect(build('/oil new game:chess')).toEqual({
      ok: false,
      error: 'game: must be one of oil-springs, catan.',
    });
    expect(build('/oil new game:catan seats:5')).toEqual({ ok: false, error: 'seats: must be at most 4.' });
    expect(build('/oil new game:catan seats:3.5')).toEqual({
      ok: false,
      error: 'seats: must be a whole number.',
    });
    expect(build('/oil new game:catan with:Zed')).toEqual({
      ok: false,
      error: 'with: nobody here is called "Zed".',
    });
  });

  it('asks for a subcommand, and refuses unknown commands and stray words', () => {
    expect(build('/oil')).toEqual({ ok: false, error: 'Choose what /oil should do: new, build.' });
    expect(build('/chess')).toEqual({ ok: false, error: 'There is no command /chess.' });
    expect(build('/oil new game:catan please').ok).toBe(false);
  });

  it('marks the focused option for autocomplete and skips the required check', () => {
    const line = parseLine('/oil build spot:12', [oil]);
    expect(buildOptions(line, lookup, 'spot')).toEqual({
      ok: true,
      options: [{ name: 'build', type: 1, options: [{ name: 'spot', type: 3, value: '12', focused: true }] }],
    });
  });
});
