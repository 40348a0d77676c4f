import {
  DiscordAPIError,
  MessageFlags,
  Routes,
  type ChatInputCommandInteraction,
  type Client,
} from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { StandIn } from '../../src/playground';
import { connected } from './helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function setup(ackMs?: number) {
  const env = await connected(ackMs ? { timing: { interactionAckMs: ackMs } } : {});
  await env.client.application?.commands.set([{ name: 'ping', description: 'Ping' }]);
  return env;
}

/** Resolves with the next chat-input interaction the client receives. */
const nextCommand = (client: Client) =>
  new Promise<ChatInputCommandInteraction>((resolve) =>
    client.once('interactionCreate', (i) => {
      if (i.isChatInputCommand()) resolve(i);
    }),
  );

describe('interaction rules', () => {
  let env: { standIn: StandIn; client: Client; close(): Promise<void> } | null = null;
  afterEach(async () => {
    await env?.close();
    env = null;
  });

  it('an interaction not acknowledged in time expires: the late callback gets 404 / 10062', async () => {
    env = await setup(150);
    const received = nextCommand(env.client);
    const handle = env.standIn.driver.runCommand({ user: 'ana', channel: 'general', command: 'ping' });
    const interaction = await received;
    await sleep(250);
    const error = await interaction.reply('too late').then(
      () => null,
      (e: unknown) => e as DiscordAPIError,
    );
    expect([error?.status, error?.code]).toEqual([404, 10062]);
    expect(handle.responseType).toBeNull();
  });

  it('Discord’s real window is 3 seconds by default', async () => {
    env = await setup();
    const received = nextCommand(env.client);
    env.standIn.driver.runCommand({ user: 'ana', channel: 'general', command: 'ping' });
    const interaction = await received;
    await sleep(300);
    await interaction.reply('in time');
  });

  it('a second acknowledgement fails with 400 / 40060', async () => {
    env = await setup();
    const received = nextCommand(env.client);
    env.standIn.driver.runCommand({ user: 'ana', channel: 'general', command: 'ping' });
    const interaction = await received;
    await interaction.deferReply();
    const error = await env.client.rest
      .post(`/interactions/${interaction.id}/${interaction.token}/callback`, {
        body: { type: 4, data: { content: 'again' } },
        auth: false,
      })
      .then(
        () => null,
        (e: unknown) => e as DiscordAPIError,
      );
    expect([error?.status, error?.code]).toEqual([400, 40060]);
  });

  it('a callback type that does not fit the interaction is refused (autocomplete result for a command, update without a message)', async () => {
    env = await setup();
    const received = nextCommand(env.client);
    const handle = env.standIn.driver.runCommand({ user: 'ana', channel: 'general', command: 'ping' });
    const interaction = await received;
    const callback = (body: object) =>
      env?.client.rest
        .post(`/interactions/${interaction.id}/${interaction.token}/callback`, { body, auth: false })
        .then(
          () => null,
          (e: unknown) => e as DiscordAPIError,
        );
    expect((await callback({ type: 8, data: { choices: [] } }))?.status).toBe(400);
    expect((await callback({ type: 7, data: { content: 'x' } }))?.status).toBe(400);
    expect((await callback({ type: 6 }))?.status).toBe(400);
    expect(handle.responseType).toBeNull();
    expect(await callback({ type: 4, data: { content: 'ok' } })).toBeNull();
  });

  it('@original is fetched, edited and deleted through the %40original route; ephemerals stay with their user', async () => {
    env = await setup();
    const { driver } = env.standIn;
    const received = nextCommand(env.client);
    const handle = driver.runCommand({ user: 'ben', channel: 'general', command: 'ping' });
    const interaction = await received;
    await interaction.reply({ content: 'only for Ben', flags: MessageFlags.Ephemeral });
    const fetched = await interaction.fetchReply();
    expect(fetched.content).toBe('only for Ben');
    expect(fetched.flags.has(MessageFlags.Ephemeral)).toBe(true);
    expect(driver.visibleMessages('ben', 'general').map((m) => m.content)).toEqual(['only for Ben']);
    expect(driver.visibleMessages('ana', 'general')).toEqual([]);
    await interaction.editReply('edited');
    expect(handle.original()?.content).toBe('edited');
    // Only the interaction's token reaches an ephemeral: the bot's own token finds no such message.
    const byBot = await env.client.rest
      .patch(Routes.channelMessage(fetched.channelId, fetched.id), { body: { content: 'x' } })
      .then(
        () => null,
        (e: unknown) => [(e as DiscordAPIError).status, (e as DiscordAPIError).code],
      );
    expect(byBot).toEqual([404, 10008]);
    await interaction.deleteReply();
    expect(driver.visibleMessages('ben', 'general')).toEqual([]);
  });

  it('a command’s reply names the command with its subcommands in `interaction`, as Discord’s “Ben used /game join”', async () => {
    env = await setup();
    await env.client.application?.commands.set([
      {
        name: 'game',
        description: 'Games',
        options: [
          {
            type: 1,
            name: 'join',
            description: 'Join',
            options: [{ type: 3, name: 'as', description: 'As' }],
          },
        ],
      },
    ]);
    const received = nextCommand(env.client);
    const handle = env.standIn.driver.runCommand({
      user: 'ben',
      channel: 'general',
      command: 'game join',
      options: { as: 'host' },
    });
    await (await received).reply('Ben joined');
    const reply = handle.original();
    expect(reply?.interaction).toMatchObject({ id: handle.id, type: 2, name: 'game join' });
    expect(reply?.interaction?.user.username).toBe('ben');
    // interaction_metadata has no name, as in Discord's API.
    expect(reply?.interaction_metadata).not.toHaveProperty('name');
  });

  it('an invalid callback body gets 400 / 50035 with the failing field, and does not acknowledge', async () => {
    env = await setup();
    const received = nextCommand(env.client);
    const handle = env.standIn.driver.runCommand({ user: 'ana', channel: 'general', command: 'ping' });
    const interaction = await received;
    const error = await interaction.reply('x'.repeat(2001)).then(
      () => null,
      (e: unknown) => e as DiscordAPIError,
    );
    expect([error?.status, error?.code]).toEqual([400, 50035]);
    expect(error?.rawError).toMatchObject({
      errors: { data: { content: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH' }] } } },
    });
    expect(handle.responseType).toBeNull();
    await env.client.rest.post(`/interactions/${interaction.id}/${interaction.token}/callback`, {
      body: { type: 4, data: { content: 'fine now' } },
      auth: false,
    });
    expect((await handle.waitForReply()).content).toBe('fine now');
  });

  it('the first follow-up after a deferred reply resolves the thinking message; later ones are new messages', async () => {
    env = await setup();
    const { driver } = env.standIn;
    const received = nextCommand(env.client);
    const handle = driver.runCommand({ user: 'dev', channel: 'general', command: 'ping' });
    const interaction = await received;
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const first = await interaction.followUp({ content: 'done thinking' });
    const second = await interaction.followUp({ content: 'and one more' });
    expect(first.id).toBe(handle.original()?.id);
    expect(first.flags.has(MessageFlags.Ephemeral)).toBe(true);
    expect(second.id).not.toBe(first.id);
    expect(driver.visibleMessages('dev', 'general').map((m) => m.content)).toEqual([
      'done thinking',
      'and one more',
    ]);
    expect(driver.visibleMessages('ana', 'general').map((m) => m.content)).toEqual(['and one more']);
  });

  it('a modal is shown and submitted; its values reach the bot', async () => {
    env = await setup();
    const { client, standIn } = env;
    const received = nextCommand(client);
    const handle = standIn.driver.runCommand({ user: 'caro', channel: 'general', command: 'ping' });
    const interaction = await received;
    await interaction.showModal({
      custom_id: 'trade',
      title: 'Offer a trade',
      components: [
        {
          type: 1,
          components: [{ type: 4, custom_id: 'give', label: 'You give', style: 1, required: true }],
        },
      ],
    });
    const modal = await handle.waitForModal();
    expect(modal.title).toBe('Offer a trade');
    const submitted = new Promise<string>((resolve) =>
      client.once('interactionCreate', (i) => {
        if (i.isModalSubmit())
          void i.reply(`got ${i.fields.getTextInputValue('give')}`).then(() => resolve('ok'));
      }),
    );
    expect(() => standIn.driver.submitModal({ user: 'caro', from: handle, values: {} })).toThrow(/required/);
    const submit = standIn.driver.submitModal({ user: 'caro', from: handle, values: { give: '2 brick' } });
    await submitted;
    expect((await submit.waitForReply()).content).toBe('got 2 brick');
  });
  it('a text input’s pre-filled value must fit its own min and max length, and 4000 characters (400 / 50035)', async () => {
    env = await setup();
    const { client, standIn } = env;
    const received = nextCommand(client);
    const handle = standIn.driver.runCommand({ user: 'caro', channel: 'general', command: 'ping' });
    const interaction = await received;
    const input = (extra: Record<string, unknown>) => ({
      type: 9,
      data: {
        custom_id: 'deal',
        title: 'Offer a deal',
        components: [
          { type: 1, components: [{ type: 4, custom_id: 'price', label: 'Price', style: 1, ...extra }] },
        ],
      },
    });
    const refused = async (extra: Record<string, unknown>) => {
      const error = await client.rest
        .post(`/interactions/${interaction.id}/${interaction.token}/callback`, { body: input(extra) })
        .then(
          () => null,
          (e: unknown) => e as DiscordAPIError,
        );
      return [error?.status, error?.code];
    };
    // Longer than the field takes, shorter than it asks, longer than Discord takes at all: refused.
    expect(await refused({ max_length: 10, value: '12345678901' })).toEqual([400, 50035]);
    expect(await refused({ min_length: 3, value: '12' })).toEqual([400, 50035]);
    expect(await refused({ value: 'x'.repeat(4001) })).toEqual([400, 50035]);
    expect(handle.responseType).toBeNull();
    // Within them: the modal opens with it.
    await client.rest.post(`/interactions/${interaction.id}/${interaction.token}/callback`, {
      body: input({ min_length: 1, max_length: 10, value: '45k' }),
    });
    const modal = await handle.waitForModal();
    const [row] = modal.components as unknown as { components: { value?: string }[] }[];
    expect(row!.components[0]!.value).toBe('45k');
  });
  it('a token past its 15 minutes answers 401 / 50027 however long ago it died, forgotten or never issued', async () => {
    env = await setup();
    const { driver } = env.standIn;
    const received = nextCommand(env.client);
    driver.runCommand({ user: 'ana', channel: 'general', command: 'ping' });
    const interaction = await received;
    await interaction.reply({ content: 'only for Ana', flags: MessageFlags.Ephemeral });
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (e: unknown) => [(e as DiscordAPIError).status, (e as DiscordAPIError).code],
      );
    // Long dead: a later interaction makes the stand-in forget it (as it does any 20 minutes old).
    driver.advanceClock(25 * 60_000);
    const later = nextCommand(env.client);
    driver.runCommand({ user: 'ben', channel: 'general', command: 'ping' });
    await (await later).reply('still here');
    expect(await refusal(interaction.editReply('too late'))).toEqual([401, 50027]);
    expect(await refusal(interaction.followUp('too late'))).toEqual([401, 50027]);
    // A token Discord never issued is refused the same way; the application's id is still needed.
    const webhook = (id: string, token: string) =>
      refusal(
        env!.client.rest.patch(`/webhooks/${id}/${token}/messages/@original`, { body: {}, auth: false }),
      );
    expect(await webhook(env.client.application!.id, 'not-a-token')).toEqual([401, 50027]);
    expect(await webhook('1', 'not-a-token')).toEqual([404, 10015]);
  });
});
