/**
 * An edit whose answer was lost is counted as landed only when the message, fetched anew, shows it; Discord's
 * refusal, or a fetch that fails too, counts it as failed, so its lines are told below rather than lost
 * (src/discord/edit-landed.ts).
 */
import { EmbedBuilder, HTTPError, type Message } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { editLanded, showsEdit } from '../../src/discord/edit-landed';
import { discordRefusal } from './discord-refusal';

/** A finishing edit: no buttons, the record's title and lines. */
const finishing = {
  content: '',
  embeds: [new EmbedBuilder().setTitle('Steps — Ana: done').setDescription('Ana steps\nAna passes')],
  components: [],
};

/** A message as Discord has it: its text, one embed, and `rows` rows of buttons. */
function message(title: string, description: string, rows = 0) {
  return {
    content: '',
    embeds: [{ toJSON: () => ({ title, description }) }],
    components: Array.from({ length: rows }, () => ({})),
  } as unknown as Message;
}

/** Messages whose fetch answers `found`, counting the fetches. */
function messages(found: Message | Error) {
  const fetched = { count: 0 };
  return {
    fetched,
    fetch: async () => {
      fetched.count++;
      if (found instanceof Error) throw found;
      return found;
    },
  } as unknown as Parameters<typeof editLanded>[0] & { fetched: { count: number } };
}

const lost = new HTTPError(502, 'Bad Gateway', 'PATCH', '/channels/1/messages/2', {
  body: undefined,
  files: undefined,
});

describe('showsEdit', () => {
  it('a message with the edit’s title, lines and no buttons shows it', () => {
    expect(showsEdit(message('Steps — Ana: done', 'Ana steps\nAna passes'), finishing)).toBe(true);
  });

  it('the live message, with its buttons or its own lines, does not', () => {
    expect(showsEdit(message('Steps — Ana: done', 'Ana steps\nAna passes', 1), finishing)).toBe(false);
    expect(showsEdit(message('Steps — Ana to act', 'Ana steps'), finishing)).toBe(false);
  });
});

describe('editLanded', () => {
  it('an edit Discord refused did not land, and nothing is fetched for it', async () => {
    const at = messages(message('Steps — Ana: done', 'Ana steps\nAna passes'));
    const refused = discordRefusal(50013, { status: 403, message: 'Missing Permissions' });
    expect(await editLanded(at, '2', finishing, refused)).toBe(false);
    expect(at.fetched.count).toBe(0);
  });

  it('an edit whose answer was lost landed when the message shows it', async () => {
    expect(
      await editLanded(messages(message('Steps — Ana: done', 'Ana steps\nAna passes')), '2', finishing, lost),
    ).toBe(true);
    expect(
      await editLanded(messages(message('Steps — Ana to act', 'Ana steps', 1)), '2', finishing, lost),
    ).toBe(false);
  });

  it('a fetch that fails too counts the edit as failed: its lines are told below, not lost', async () => {
    expect(await editLanded(messages(new Error('timeout')), '2', finishing, lost)).toBe(false);
  });
});
