/**
 * Which clicks may edit the message they came from (src/discord/message-editors.ts): one acknowledged silently
 * on a public message, for 14 of the 15 minutes its token lives; not one answered with a reply of its own
 * (its `@original` is that reply), not one on an ephemeral message. The newest click on a message is kept, at
 * most MAX_EDITORS messages' worth, the oldest dropped first. An edit goes through the click when it can, else
 * with the bot's token (`editMessage`).
 */
import { describe, expect, it } from 'vitest';
import { DiscordAPIError, MessageFlags, type MessageManager, type RepliableInteraction } from 'discord.js';
import { EDITOR_LIFETIME_MS, MAX_EDITORS, MessageEditors } from '../../src/discord/message-editors';
import { ackReply, ackUpdate } from '../../src/discord/respond';
import { discordRefusal } from './discord-refusal';

const T0 = 1_800_000_000_000;

function click(messageId: string, options: { ephemeral?: boolean; at?: number; component?: boolean } = {}) {
  const edits: unknown[] = [];
  const fake = {
    deferred: false,
    replied: false,
    createdTimestamp: options.at ?? T0,
    isMessageComponent: () => options.component ?? true,
    message: {
      id: messageId,
      flags: { has: (f: number) => !!options.ephemeral && f === MessageFlags.Ephemeral },
    },
    async deferUpdate() {
      fake.deferred = true;
    },
    async deferReply() {
      fake.deferred = true;
    },
    webhook: {
      async editMessage(message: string, body: unknown) {
        edits.push({ message, body });
        return { id: messageId };
      },
    },
  };
  return { fake: fake as unknown as RepliableInteraction & { webhook: unknown }, edits };
}

describe('MessageEditors', () => {
  it('keeps a click acknowledged silently on a public message, and edits that message through it', async () => {
    const editors = new MessageEditors(() => T0 + 1000);
    const { fake, edits } = click('m1');
    await ackUpdate(fake as never);
    editors.note(fake);
    expect(editors.of('m1')).toBe(fake.webhook);
    expect(await editors.edit('m1', { components: [] })).toEqual({ id: 'm1' });
    expect(edits).toEqual([{ message: '@original', body: { components: [] } }]);
    expect(await editors.edit('m2', { components: [] })).toBeNull();
  });

  it('not a click answered with a reply of its own, one on an ephemeral message, one not acknowledged, or a command', async () => {
    const editors = new MessageEditors(() => T0);
    const replied = click('a');
    await ackReply(replied.fake);
    const ephemeral = click('b', { ephemeral: true });
    await ackUpdate(ephemeral.fake as never);
    const unacknowledged = click('c');
    const command = click('d', { component: false });
    await ackReply(command.fake);
    for (const { fake } of [replied, ephemeral, unacknowledged, command]) editors.note(fake);
    expect(editors.size).toBe(0);
  });

  it('a click’s token is used for 14 minutes, then forgotten', async () => {
    let now = T0;
    const editors = new MessageEditors(() => now);
    const { fake } = click('m1');
    await ackUpdate(fake as never);
    editors.note(fake);
    now = T0 + EDITOR_LIFETIME_MS - 1;
    expect(editors.of('m1')).toBe(fake.webhook);
    now = T0 + EDITOR_LIFETIME_MS;
    expect(editors.of('m1')).toBeNull();
    expect(editors.size).toBe(0);
    // One already too old is not kept at all.
    editors.note(fake);
    expect(editors.size).toBe(0);
  });

  it('the newest click on a message is kept; past MAX_EDITORS messages, the oldest go first', async () => {
    const editors = new MessageEditors(() => T0);
    const first = click('m0');
    const second = click('m0', { at: T0 + 5 });
    await ackUpdate(first.fake as never);
    await ackUpdate(second.fake as never);
    editors.note(first.fake);
    editors.note(second.fake);
    expect(editors.of('m0')).toBe(second.fake.webhook);
    for (let i = 1; i <= MAX_EDITORS; i++) {
      const { fake } = click(`m${i}`);
      await ackUpdate(fake as never);
      editors.note(fake);
    }
    expect(editors.size).toBe(MAX_EDITORS);
    expect(editors.of('m0')).toBeNull();
    expect(editors.of(`m${MAX_EDITORS}`)).not.toBeNull();
    editors.forget(`m${MAX_EDITORS}`);
    expect(editors.of(`m${MAX_EDITORS}`)).toBeNull();
  });
});

describe('MessageEditors.editMessage', () => {
  /** A click on `m1` noted by `editors`, whose token Discord answers with `refused` (an edit, when null). */
  async function noted(editors: MessageEditors, refused: DiscordAPIError | null) {
    const { fake, edits } = click('m1');
    if (refused)
      (fake.webhook as unknown as { editMessage: () => Promise<never> }).editMessage = async () => {
        throw refused;
      };
    await ackUpdate(fake as never);
    editors.note(fake);
    return edits;
  }

  /** The bot's own edits of the channel's messages. */
  function botEdits() {
    const edits: unknown[] = [];
    const messages = {
      async edit(id: string, body: unknown) {
        edits.push({ id, body });
        return { id };
      },
    } as unknown as Pick<MessageManager, 'edit'>;
    return { messages, edits };
  }

  it('through the click when there is one, else with the bot’s token', async () => {
    const editors = new MessageEditors(() => T0);
    const clicked = await noted(editors, null);
    const bot = botEdits();
    await editors.editMessage(bot.messages, 'm1', { components: [] }, () => {});
    await editors.editMessage(bot.messages, 'm2', { components: [] }, () => {});
    expect(clicked).toEqual([{ message: '@original', body: { components: [] } }]);
    expect(bot.edits).toEqual([{ id: 'm2', body: { components: [] } }]);
  });

  it('a click whose token Discord refuses is forgotten and told, and the bot’s token edits', async () => {
    const editors = new MessageEditors(() => T0);
    await noted(editors, discordRefusal(50027)); // Invalid Webhook Token
    const bot = botEdits();
    const told: unknown[] = [];
    expect(await editors.editMessage(bot.messages, 'm1', { components: [] }, (e) => told.push(e))).toEqual({
      id: 'm1',
    });
    expect(told).toHaveLength(1);
    expect(bot.edits).toHaveLength(1);
    expect(editors.of('m1')).toBeNull();
  });

  it('a message gone, or its thread archived, holds for any edit: it throws, and the bot does not try', async () => {
    for (const code of [10008, 50083]) {
      const editors = new MessageEditors(() => T0);
      await noted(editors, discordRefusal(code));
      const bot = botEdits();
      await expect(editors.editMessage(bot.messages, 'm1', { components: [] }, () => {})).rejects.toThrow(
        'refused',
      );
      expect(bot.edits).toEqual([]);
    }
  });
});
