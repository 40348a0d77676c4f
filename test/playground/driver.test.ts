import { ChannelType, DiscordAPIError, type Client, type Interaction } from 'discord.js';
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { afterEach, describe, expect, it } from 'vitest';
import { commandFromTree, type StandIn } from '../../src/playground';
import { connected } from './helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('driver and the rest of the bot-facing surface', () => {
  let env: { standIn: StandIn; client: Client; close(): Promise<void> } | null = null;
  afterEach(async () => {
    await env?.close();
    env = null;
  });

  const withBot = async (handler: (i: Interaction) => Promise<void>, options = {}) => {
    env = await connected(options);
    await env.client.application?.commands.set([{ name: 'menu', description: 'Show a menu' }]);
    env.client.on('interactionCreate', (i) => void handler(i).catch(() => undefined));
    return env;
  };

  it('a select menu choice reaches the bot with its values; invalid choices are refused by the driver', async () => {
    const { standIn } = await withBot(async (i) => {
      if (i.isChatInputCommand()) {
        await i.reply({
          content: 'Pick resources',
          components: [
            {
              type: 1,
              components: [
                {
                  type: 3,
                  custom_id: 'pick',
                  min_values: 1,
                  max_values: 2,
                  options: ['brick', 'ore', 'wool'].map((v) => ({ label: v, value: v })),
                },
              ],
            },
          ],
        });
      }
      if (i.isStringSelectMenu())
        await i.update({ content: `You picked ${i.values.join(' and ')}`, components: [] });
    });
    const reply = await standIn.driver
      .runCommand({ user: 'dev', channel: 'general', command: 'menu' })
      .waitForReply();
    expect(() =>
      standIn.driver.chooseInSelect({ user: 'dev', message: reply, customId: 'pick', values: ['gold'] }),
    ).toThrow(/not an option/);
    expect(() =>
      standIn.driver.chooseInSelect({
        user: 'dev',
        message: reply,
        customId: 'pick',
        values: ['brick', 'ore', 'wool'],
      }),
    ).toThrow(/1–2 values/);
    const choice = standIn.driver.chooseInSelect({
      user: 'dev',
      message: reply,
      customId: 'pick',
      values: ['brick', 'ore'],
    });
    expect((await choice.waitForReply()).content).toBe('You picked brick and ore');
  });

  it('a disabled button or a message the user cannot see cannot be clicked', async () => {
    const { standIn } = await withBot(async (i) => {
      if (i.isChatInputCommand()) {
        await i.reply({
          content: 'secret',
          flags: 64,
          components: [
            { type: 1, components: [{ type: 2, style: 1, custom_id: 'off', label: 'Off', disabled: true }] },
          ],
        });
      }
    });
    const reply = await standIn.driver
      .runCommand({ user: 'ana', channel: 'general', command: 'menu' })
      .waitForReply();
    expect(() => standIn.driver.clickButton({ user: 'ana', message: reply.id, customId: 'off' })).toThrow(
      /disabled/,
    );
    expect(() => standIn.driver.clickButton({ user: 'ben', message: reply.id, customId: 'off' })).toThrow(
      /cannot see/,
    );
    standIn.driver.dismissEphemeral('ana', reply.id);
    expect(standIn.driver.visibleMessages('ana', 'general')).toEqual([]);
  });

  it('interaction tokens expire: follow-ups after the token lifetime get 401 / 50027', async () => {
    let interaction: Interaction | null = null;
    const { standIn } = await withBot(
      async (i) => {
        interaction = i;
        if (i.isChatInputCommand()) await i.deferReply();
      },
      { timing: { interactionTokenMs: 200 } },
    );
    const handle = standIn.driver.runCommand({ user: 'ana', channel: 'general', command: 'menu' });
    await handle.waitForAck();
    await sleep(250);
    const late = interaction as unknown as { editReply(s: string): Promise<unknown> };
    const error = await late.editReply('too late').then(
      () => null,
      (e: unknown) => e as DiscordAPIError,
    );
    expect([error?.status, error?.code]).toEqual([401, 50027]);
  });

  it('threads: archive reaches discord.js as THREAD_UPDATE; a second thread on one message gets 160004', async () => {
    const { standIn, client } = await withBot(async () => undefined);
    const general = client.channels.cache.find(
      (c) => c.type === ChannelType.GuildText && c.name === 'general',
    );
    if (general?.type !== ChannelType.GuildText) throw new Error('no #general');
    const message = await general.send('Lobby');
    const thread = await message.startThread({ name: 'Game 1' });
    const updated = new Promise<boolean>((resolve) =>
      client.once('threadUpdate', (_old, now) => resolve(now.archived ?? false)),
    );
    await thread.setArchived(true);
    expect(await updated).toBe(true);
    expect(standIn.driver.channels().find((c) => c.id === thread.id)).toMatchObject({
      thread_metadata: { archived: true },
    });
    const error = await message.startThread({ name: 'Again' }).then(
      () => null,
      (e: unknown) => e as DiscordAPIError,
    );
    expect([error?.status, error?.code]).toEqual([400, 160004]);
    await thread.send('wakes it up');
    expect(standIn.driver.channels().find((c) => c.id === thread.id)).toMatchObject({
      thread_metadata: { archived: false },
    });
    const edited = await message.edit('Lobby (full)');
    expect(edited.content).toBe('Lobby (full)');
    await message.delete();
    expect(standIn.driver.visibleMessages('ana', 'general')).toEqual([]);
  });

  it('private threads are seen by their members (added by mention or by the bot) and by Manage Threads only', async () => {
    const { standIn, client } = await withBot(async () => undefined);
    const { driver } = standIn;
    const general = client.channels.cache.find(
      (c) => c.type === ChannelType.GuildText && c.name === 'general',
    );
    if (general?.type !== ChannelType.GuildText) throw new Error('no #general');
    const thread = await general.threads.create({ name: 'Hidden hands', type: ChannelType.PrivateThread });
    await thread.send(`Welcome <@${driver.user('ben').id}>`);
    await thread.members.add(driver.user('dev').id);
    const sees = (user: string) => driver.visibleMessages(user, thread.id).length;
    expect([sees('ana'), sees('ben'), sees('caro'), sees('dev')]).toEqual([1, 1, 0, 1]);
    expect(driver.channels(undefined, 'caro').some((c) => c.id === thread.id)).toBe(false);
    expect(driver.channels(undefined, 'ben').some((c) => c.id === thread.id)).toBe(true);
  });

  it('gateway heartbeats are acknowledged', async () => {
    env = await connected({ heartbeatIntervalMs: 100 });
    const { client } = env;
    // discord.js measures ping from HEARTBEAT -> HEARTBEAT_ACK; it stays -1 until an ACK arrives.
    const deadline = Date.now() + 2000;
    while (client.ws.ping < 0 && Date.now() < deadline) await sleep(20);
    expect(client.ws.ping).toBeGreaterThanOrEqual(0);
    expect(client.isReady()).toBe(true);
  });

  it('submits a modal by its custom id (as the page does) and flattens option trees', async () => {
    const { standIn } = await withBot(async (i) => {
      if (i.isChatInputCommand()) {
        await i.showModal({
          custom_id: 'note',
          title: 'Note',
          components: [{ type: 1, components: [{ type: 4, custom_id: 'text', label: 'Text', style: 2 }] }],
        });
      }
      if (i.isModalSubmit()) await i.reply(`noted: ${i.fields.getTextInputValue('text')}`);
    });
    await standIn.driver.runCommand({ user: 'ben', channel: 'general', command: 'menu' }).waitForModal();
    expect(standIn.driver.pendingModal('ben')?.custom_id).toBe('note');
    expect(standIn.driver.pendingModal('ana')).toBeNull();
    const submit = standIn.driver.submitModal({ user: 'ben', from: 'note', values: { text: 'hello' } });
    expect((await submit.waitForReply()).content).toBe('noted: hello');
    expect(standIn.driver.pendingModal('ben')).toBeNull();
    expect(
      commandFromTree('oil', [
        {
          name: 'place',
          type: ApplicationCommandOptionType.Subcommand,
          options: [{ name: 'spot', type: ApplicationCommandOptionType.String, value: 'A', focused: true }],
        },
      ]),
    ).toEqual({ command: 'oil place', options: { spot: 'A' }, focused: 'spot' });
  });
});
