import { AttachmentBuilder, ChannelType, MessageFlags, type Client, type Interaction } from 'discord.js';
import { InteractionResponseType } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriverMessageEvent, StandIn } from '../../src/playground';
import { connected } from './helpers';
import { TINY_PNG } from './png';

/** The remaining REST surface discord.js uses, each through plain discord.js calls. */
describe('REST surface through discord.js', () => {
  let standIn: StandIn;
  let client: Client;
  let close: () => Promise<void>;
  let handler: (i: Interaction) => Promise<void> = async () => undefined;

  beforeAll(async () => {
    ({ standIn, client, close } = await connected());
    await client.application?.commands.set([{ name: 'go', description: 'Go' }]);
    client.on('interactionCreate', (i) => void handler(i).catch(() => undefined));
  });
  afterAll(async () => close());

  it('reply with a file (multipart callback) and with_response returns the created message', async () => {
    let responseMessageId: string | undefined;
    handler = async (i) => {
      if (!i.isChatInputCommand()) return;
      const response = await i.reply({
        content: 'board',
        files: [new AttachmentBuilder(TINY_PNG, { name: 'board.png', description: 'Alt text' })],
        withResponse: true,
      });
      responseMessageId = response.resource?.message?.id;
    };
    const handle = standIn.driver.runCommand({ user: 'ana', channel: 'general', command: 'go' });
    const reply = await handle.waitForReply();
    expect(reply.attachments[0]).toMatchObject({ filename: 'board.png', description: 'Alt text' });
    await standIn.driver.waitUntil([], () => responseMessageId, {}, 'the with_response answer', 10);
    expect(responseMessageId).toBe(reply.id);
  });

  it('deferUpdate (type 6) then editReply edits the message the button is on; follow-ups edit by id', async () => {
    handler = async (i) => {
      if (i.isChatInputCommand()) {
        await i.reply({
          content: 'turn 1',
          components: [{ type: 1, components: [{ type: 2, style: 1, custom_id: 'next', label: 'Next' }] }],
        });
      }
      if (i.isButton()) {
        await i.deferUpdate();
        await i.editReply({ content: 'turn 2' });
        const note = await i.followUp({ content: 'draft', flags: MessageFlags.Ephemeral });
        await i.webhook.editMessage(note, { content: 'final note' });
      }
    };
    const reply = await standIn.driver
      .runCommand({ user: 'ben', channel: 'general', command: 'go' })
      .waitForReply();
    const click = standIn.driver.clickButton({ user: 'ben', message: reply, customId: 'next' });
    expect(await click.waitForAck()).toBe(InteractionResponseType.DeferredMessageUpdate);
    await standIn.driver.waitForMessage((m) => m.content === 'final note', { user: 'ben' });
    expect(standIn.driver.visibleMessages('ben', 'general').find((m) => m.id === reply.id)?.content).toBe(
      'turn 2',
    );
    expect(click.original()?.id).toBe(reply.id);
  });

  it('lists and fetches channel messages, members and users', async () => {
    const general = client.channels.cache.find(
      (c) => c.type === ChannelType.GuildText && c.name === 'general',
    );
    if (general?.type !== ChannelType.GuildText) throw new Error('no #general');
    await general.send('one');
    await general.send('two');
    const listed = await general.messages.fetch({ limit: 2 });
    expect(listed.map((m) => m.content)).toEqual(['two', 'one']);
    const single = await general.messages.fetch({ message: listed.first()?.id ?? '', force: true });
    expect(single.content).toBe('two');
    const anaId = standIn.driver.user('ana').id;
    const member = await general.guild.members.fetch({ user: anaId, force: true });
    expect(member.permissions.has('Administrator')).toBe(true);
    const user = await client.users.fetch(anaId, { force: true });
    expect(user.globalName).toBe('Ana');
  });

  it('the driver event feed reports messages with their one viewer for ephemerals', async () => {
    const events: DriverMessageEvent[] = [];
    standIn.driver.events.on('messageCreate', (e) => events.push(e));
    handler = async (i) => {
      if (i.isChatInputCommand()) {
        await i.reply({ content: 'psst', flags: MessageFlags.Ephemeral });
        await i.followUp('public news');
      }
    };
    await standIn.driver.runCommand({ user: 'caro', channel: 'general', command: 'go' }).waitForFollowUp(1);
    expect(events.map((e) => [e.message.content, e.visibleTo])).toEqual([
      ['psst', standIn.driver.user('caro').id],
      ['public news', null],
    ]);
  });
});
