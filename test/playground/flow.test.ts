import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  ChannelType,
  MessageFlags,
  SlashCommandBuilder,
  type Interaction,
} from 'discord.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InteractionResponseType } from 'discord-api-types/v10';
import type { StandIn } from '../../src/playground';
import type { Client } from 'discord.js';
import { connected } from './helpers';
import { TINY_PNG } from './png';

const commands = [
  new SlashCommandBuilder()
    .setName('oil')
    .setDescription('Play oil games')
    .addSubcommand((s) =>
      s
        .setName('new')
        .setDescription('Open a lobby')
        .addStringOption((o) =>
          o
            .setName('game')
            .setDescription('Which game')
            .setRequired(true)
            .addChoices({ name: 'Oil Springs', value: 'oil-springs' }, { name: 'Catan', value: 'catan' }),
        )
        .addIntegerOption((o) => o.setName('seats').setDescription('Seats').setMinValue(2).setMaxValue(4)),
    )
    .addSubcommand((s) =>
      s
        .setName('place')
        .setDescription('Place a piece')
        .addStringOption((o) =>
          o.setName('spot').setDescription('Where').setRequired(true).setAutocomplete(true),
        ),
    )
    .toJSON(),
];

/** A tiny bot written against plain discord.js, exercising what Derrick will do. */
function runBot(client: Client): void {
  client.on('interactionCreate', (interaction: Interaction) => {
    void (async () => {
      if (interaction.isAutocomplete()) {
        const typed = interaction.options.getFocused();
        await interaction.respond(
          ['A1', 'A2', 'B1']
            .filter((s) => s.startsWith(typed.toUpperCase()))
            .map((s) => ({ name: s, value: s })),
        );
        return;
      }
      if (interaction.isChatInputCommand() && interaction.options.getSubcommand() === 'new') {
        await interaction.deferReply();
        const game = interaction.options.getString('game', true);
        const seats = interaction.options.getInteger('seats') ?? 4;
        await interaction.editReply({
          content: `Lobby for ${game} with ${seats} seats`,
          embeds: [{ title: 'Board', image: { url: 'attachment://board.png' } }],
          files: [new AttachmentBuilder(TINY_PNG, { name: 'board.png', description: 'An empty board' })],
          components: [
            new ActionRowBuilder<ButtonBuilder>().addComponents(
              new ButtonBuilder().setCustomId('join').setLabel('Join').setStyle(ButtonStyle.Primary),
              new ButtonBuilder().setCustomId('start').setLabel('Start').setStyle(ButtonStyle.Success),
            ),
          ],
        });
        return;
      }
      if (interaction.isButton() && interaction.customId === 'join') {
        await interaction.update({ content: `${interaction.user.username} joined`, components: [] });
        await interaction.followUp({ content: 'Welcome to the table' });
        await interaction.followUp({ content: 'Your secret hand: 3 oil', flags: MessageFlags.Ephemeral });
        const thread = await interaction.message.startThread({ name: 'Oil Springs #1' });
        await thread.send({
          content: `Game on, <@${interaction.user.id}>!`,
          allowedMentions: { users: [interaction.user.id] },
        });
        const channel = interaction.channel;
        const side =
          channel?.type === ChannelType.GuildText
            ? await channel.threads.create({ name: 'Side chat', type: ChannelType.PrivateThread })
            : null;
        await side?.send('private thread');
      }
    })().catch((error: unknown) => {
      client.emit('error', error instanceof Error ? error : new Error(String(error)));
    });
  });
}

describe('a discord.js bot through the stand-in', () => {
  let standIn: StandIn;
  let client: Client;
  let close: () => Promise<void>;
  const errors: Error[] = [];

  beforeEach(async () => {
    ({ standIn, client, close } = await connected());
    client.on('error', (e) => errors.push(e));
    runBot(client);
    const guild = client.guilds.cache.first();
    await client.application?.commands.set(commands);
    await guild?.commands.set(commands);
  });
  afterEach(async () => {
    await close();
    errors.length = 0;
  });

  it('registers global and guild commands with bulk overwrite, keeping ids on re-registration', async () => {
    const first = await client.application?.commands.fetch();
    expect(first?.map((c) => c.name)).toEqual(['oil']);
    const again = await client.application?.commands.set(commands);
    expect(again?.first()?.id).toBe(first?.first()?.id);
    expect(standIn.driver.commands().map((c) => c.name)).toEqual(['oil']);
  });

  it('slash command -> defer -> edit with a PNG -> button click -> update -> follow-ups, ephemeral, threads', async () => {
    const { driver } = standIn;
    const command = driver.runCommand({
      user: 'Ana',
      channel: 'general',
      command: 'oil new',
      options: { game: 'oil-springs', seats: 3 },
    });
    expect(command.delivered).toBe(true);
    expect(await command.waitForAck()).toBe(InteractionResponseType.DeferredChannelMessageWithSource);
    const reply = await command.waitForReply();
    expect(reply.content).toBe('Lobby for oil-springs with 3 seats');
    expect(reply.edited_timestamp).toBeNull(); // resolving the "thinking" message is not an edit
    const [image] = reply.attachments;
    expect(image).toMatchObject({
      filename: 'board.png',
      description: 'An empty board',
      width: 1,
      height: 1,
      content_type: 'image/png',
    });
    // As on Discord, `attachment://board.png` in the embed now points at the uploaded file.
    expect(reply.embeds[0]?.image).toMatchObject({ url: image?.url, width: 1, height: 1 });
    const served = await fetch(image?.url ?? '');
    expect([served.headers.get('content-type'), served.headers.get('cache-control')]).toEqual([
      'image/png',
      'public, max-age=31536000, immutable',
    ]);
    const fetched = Buffer.from(await served.arrayBuffer());
    expect(fetched.equals(TINY_PNG)).toBe(true);

    const click = driver.clickButton({ user: 'Ben', message: reply.id, customId: 'join' });
    expect(await click.waitForAck()).toBe(InteractionResponseType.UpdateMessage);
    await click.waitForFollowUp(2);
    const thread = await driver.waitForMessage((m) => m.content.startsWith('Game on'));
    expect(thread.mentions.map((u) => u.username)).toEqual(['ben']);
    await driver.waitForMessage((m) => m.content === 'private thread');

    const updated = driver.visibleMessages('Ana', 'general').find((m) => m.id === reply.id);
    expect(updated?.content).toBe('ben joined');
    expect(updated?.edited_timestamp).not.toBeNull();
    expect(updated?.components).toEqual([]);
    expect(updated?.thread?.name).toBe('Oil Springs #1');
    const benSees = driver.visibleMessages('Ben', 'general').map((m) => m.content);
    const anaSees = driver.visibleMessages('Ana', 'general').map((m) => m.content);
    expect(benSees).toEqual(expect.arrayContaining(['Welcome to the table', 'Your secret hand: 3 oil']));
    expect(anaSees).toContain('Welcome to the table');
    expect(anaSees).not.toContain('Your secret hand: 3 oil');
    const threads = driver
      .channels()
      .filter((c) => c.type === ChannelType.PublicThread || c.type === ChannelType.PrivateThread);
    expect(threads.map((t) => t.name).sort()).toEqual(['Oil Springs #1', 'Side chat']);
    expect(client.channels.cache.get(reply.id)?.isThread()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('autocomplete returns the bot choices for the focused option', async () => {
    const choices = await standIn.driver.autocomplete({
      user: 'Caro',
      channel: 'catan',
      command: 'oil place',
      options: { spot: 'a' },
      focused: 'spot',
    });
    expect(choices.map((c) => c.value)).toEqual(['A1', 'A2']);
  });

  it('the driver refuses what Discord’s client would not send', () => {
    const { driver } = standIn;
    expect(() =>
      driver.runCommand({ user: 'Ana', channel: 'general', command: 'oil new', options: {} }),
    ).toThrow(/required/);
    expect(() =>
      driver.runCommand({ user: 'Ana', channel: 'general', command: 'oil new', options: { game: 'chess' } }),
    ).toThrow(/choice/);
    expect(() =>
      driver.runCommand({
        user: 'Ana',
        channel: 'general',
        command: 'oil new',
        options: { game: 'catan', seats: 9 },
      }),
    ).toThrow(/range/);
    expect(() =>
      driver.runCommand({ user: 'Zed', channel: 'general', command: 'oil new', options: { game: 'catan' } }),
    ).toThrow(/no user/);
  });

  it('an edit keeps the attachments it lists, and changes a kept one’s alt text as Discord does since 2026-06', async () => {
    const general = standIn.driver.channels().find((c) => c.name === 'general')!;
    const channel = await client.channels.fetch(general.id);
    if (!channel?.isSendable()) throw new Error('general is not sendable');
    const sent = await channel.send({
      embeds: [{ title: 'Board', image: { url: 'attachment://board.png' } }],
      files: [new AttachmentBuilder(TINY_PNG, { name: 'board.png', description: 'Ana to roll' })],
    });
    const picture = sent.attachments.first()!;
    const stored = () => standIn.driver.visibleMessages('Ana', 'general').find((m) => m.id === sent.id)!;
    await channel.messages.edit(sent.id, {
      attachments: [{ id: picture.id, description: 'Before the roll: Ana to roll' } as { id: string }],
    });
    expect(stored().attachments).toHaveLength(1);
    expect(stored().attachments[0]).toMatchObject({ id: picture.id, url: picture.url });
    expect(stored().attachments[0]?.description).toBe('Before the roll: Ana to roll');
    // Listed without a description: kept as it is; not listed: gone.
    await channel.messages.edit(sent.id, { content: 'done', attachments: [{ id: picture.id }] });
    expect(stored().attachments[0]?.description).toBe('Before the roll: Ana to roll');
    await channel.messages.edit(sent.id, { attachments: [] });
    expect(stored().attachments).toEqual([]);
  });
});
