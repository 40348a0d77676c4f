/**
 * Mentions in a chat line (no browser needed): what the "@" pop-up offers for what was typed after it, and the
 * line as Discord's client sends it, each "@name" of a member made the mention "<@id>" that pings them.
 */
import { describe, expect, it } from 'vitest';
import type { PageMessage } from '../../src/playground/web/protocol';
import { membersMatching, mentionAt, peopleOf, withMentions } from '../../src/playground/web/client/mentions';

const members = [
  { id: '101', name: 'Ana Smith' },
  { id: '102', name: 'Ben' },
  { id: '103', name: 'Ana' },
  { id: '104', name: 'Caro Sm' },
];

describe('withMentions: a chat line as Discord’s client sends it', () => {
  it('turns "@name" of a known person into their mention, wherever it stands', () => {
    expect(withMentions('@Ana your turn, and @ben.', members)).toBe('<@103> your turn, and <@102>.');
    expect(withMentions('gg (@ben)', members)).toBe('gg (<@102>)');
  });

  it('takes a name with a space whole, the longest name first', () => {
    expect(withMentions('@Ana Smith your turn', members)).toBe('<@101> your turn');
    expect(withMentions('gg @ana smith!', members)).toBe('gg <@101>!');
    // "@Ana Smithers" is not Ana Smith: the name must end where a word ends.
    expect(withMentions('@Ana Smithers', members)).toBe('<@103> Smithers');
  });

  it('leaves an "@" that names nobody, an address and a mention already written as typed', () => {
    expect(withMentions('@everyone look, mail ana@home', members)).toBe('@everyone look, mail ana@home');
    expect(withMentions('hi <@101>', members)).toBe('hi <@101>');
  });

  it('takes a name with characters a pattern would read otherwise literally', () => {
    expect(withMentions('@D.J. (x) hi', [{ id: '7', name: 'D.J. (x)' }])).toBe('<@7> hi');
    expect(withMentions('@DxJx hi', [{ id: '7', name: 'D.J.' }])).toBe('@DxJx hi');
  });
});

describe('mentionAt: the mention being typed before the caret', () => {
  it('finds the "@" and what follows it, spaces included', () => {
    expect(mentionAt('hi @Ana S')).toEqual({ start: 3, query: 'Ana S' });
    expect(mentionAt('@')).toEqual({ start: 0, query: '' });
    expect(mentionAt('(@be')).toEqual({ start: 1, query: 'be' });
  });

  it('is no mention in an address, without an "@", after a space right after it, or too far back', () => {
    expect(mentionAt('mail ana@ho')).toBeUndefined();
    expect(mentionAt('hello')).toBeUndefined();
    expect(mentionAt('@ hi')).toBeUndefined();
    expect(mentionAt(`@${'x'.repeat(33)}`)).toBeUndefined();
  });
});

describe('membersMatching: whom the pop-up offers', () => {
  it('offers the names that begin with the query, then those with a word that does, alphabetically', () => {
    expect(membersMatching(members, 'ana').map((m) => m.name)).toEqual(['Ana', 'Ana Smith']);
    expect(membersMatching(members, 'Ana S').map((m) => m.name)).toEqual(['Ana Smith']);
    expect(membersMatching(members, 'sm').map((m) => m.name)).toEqual(['Ana Smith', 'Caro Sm']);
    expect(membersMatching(members, '').map((m) => m.name)).toEqual(['Ana', 'Ana Smith', 'Ben', 'Caro Sm']);
    expect(membersMatching(members, 'Ana Smith your turn')).toEqual([]);
  });
});

/** A public message of the open channel, by `author` (the bot when a bot), with what else it carries. */
function said(author: string, extra: Record<string, unknown> = {}): PageMessage {
  const message = {
    id: '1',
    channel_id: '9',
    type: 0,
    author: { id: author, username: author, bot: author === 'bot', global_name: null },
    content: '',
    mentions: [],
    embeds: [],
    ...extra,
  };
  return { message, ephemeral: false } as unknown as PageMessage;
}

describe('the people of the open channel, offered first', () => {
  it('are the speakers, the command users and the people named, the most recent first', () => {
    const lobby = said('bot', {
      interaction: { name: 'oil new', user: { id: '101', username: 'ana' } },
      embeds: [{ title: 'Oil Springs lobby', description: 'Seats: <@101>, <@104>' }],
    });
    const chat = said('102', { content: 'gl all' });
    const turn = said('bot', { content: '<@104> to act', mentions: [{ id: '104', username: 'caro' }] });
    expect(peopleOf([lobby, chat, turn])).toEqual(['104', '102', '101']);
    expect(peopleOf([])).toEqual([]);
  });

  it('come before everyone else in the pop-up, in that order, still matching what was typed', () => {
    expect(membersMatching(members, '', ['104', '102']).map((m) => m.name)).toEqual([
      'Caro Sm',
      'Ben',
      'Ana',
      'Ana Smith',
    ]);
    // A name beginning with the query still comes before one with a later word beginning with it.
    expect(membersMatching(members, 'sm', ['104']).map((m) => m.name)).toEqual(['Caro Sm', 'Ana Smith']);
    expect(membersMatching(members, 'a', ['101']).map((m) => m.name)).toEqual(['Ana Smith', 'Ana']);
    // Nobody present: alphabetical, as before.
    expect(membersMatching(members, '').map((m) => m.name)).toEqual(['Ana', 'Ana Smith', 'Ben', 'Caro Sm']);
  });
});
