import { ChannelType, DiscordAPIError, PermissionFlagsBits as P, Routes, type Client } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { PERMISSIONS_INTEGER } from '../../src/discord/permissions';
import type { StandIn, StandInOptions } from '../../src/playground';
import { connected } from './helpers';

describe('deleting channels and threads, and the bot leaving a guild', () => {
  let env: { standIn: StandIn; client: Client; close(): Promise<void> } | null = null;
  afterEach(async () => {
    await env?.close();
    env = null;
  });

  const refusal = async (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: unknown) => (e instanceof DiscordAPIError ? [e.status, e.code] : e),
    );
  const start = async (options: StandInOptions = {}) => {
    env = await connected(options);
    return env;
  };
  const newThread = async (client: Client, parentId: string, name = 'Game') =>
    (await client.rest.post(Routes.threads(parentId), {
      body: { name, type: ChannelType.PublicThread },
    })) as {
      id: string;
    };

  it('the bot may not delete even its own thread without Manage Threads, nor a channel without Manage Channels', async () => {
    const { standIn, client } = await start();
    const general = standIn.driver.channel('general').id;
    const thread = await newThread(client, general);
    expect(await refusal(client.rest.delete(Routes.channel(thread.id)))).toEqual([403, 50013]);
    expect(await refusal(client.rest.delete(Routes.channel(general)))).toEqual([403, 50013]);
    expect(standIn.driver.channel(thread.id).name).toBe('Game');
  });

  it('with Manage Threads the bot deletes a thread: THREAD_DELETE, then posting there is 404/10003', async () => {
    const { standIn, client } = await start({
      world: { guilds: [{ name: 'G', botPermissions: PERMISSIONS_INTEGER | P.ManageThreads }] },
    });
    const thread = await newThread(client, standIn.driver.channel('general').id);
    await client.rest.post(Routes.channelMessages(thread.id), { body: { content: 'Turn 1' } });
    const deleted = new Promise<string>((resolve) => client.once('threadDelete', (t) => resolve(t.id)));
    const answer = (await client.rest.delete(Routes.channel(thread.id))) as { id: string; type: number };
    expect(answer).toMatchObject({ id: thread.id, type: ChannelType.PublicThread });
    expect(await deleted).toBe(thread.id);
    expect(
      await refusal(client.rest.post(Routes.channelMessages(thread.id), { body: { content: 'Turn 2' } })),
    ).toEqual([404, 10003]);
    expect(() => standIn.driver.channel(thread.id)).toThrow(/no channel/);
  });

  it('an admin deletes a game thread or a whole channel (with its threads); a player may not', async () => {
    const { standIn, client } = await start();
    const catan = standIn.driver.channel('catan').id;
    const thread = await newThread(client, catan);
    const other = await newThread(client, standIn.driver.channel('general').id, 'Other');
    expect(() => standIn.driver.deleteChannel({ user: 'ben', channel: thread.id })).toThrow(/Manage Threads/);
    const threadGone = new Promise<string>((resolve) => client.once('threadDelete', (t) => resolve(t.id)));
    standIn.driver.deleteChannel({ user: 'ana', channel: other.id });
    expect(await threadGone).toBe(other.id);

    expect(() => standIn.driver.deleteChannel({ user: 'ben', channel: 'catan' })).toThrow(/Manage Channels/);
    const channelGone = new Promise<string>((resolve) => client.once('channelDelete', (c) => resolve(c.id)));
    standIn.driver.deleteChannel({ user: 'ana', channel: 'catan' });
    expect(await channelGone).toBe(catan);
    expect(client.channels.cache.has(catan)).toBe(false);
    expect(standIn.driver.channels().map((c) => c.name)).not.toContain('catan');
    expect(
      await refusal(client.rest.post(Routes.channelMessages(thread.id), { body: { content: 'x' } })),
    ).toEqual([404, 10003]);
    expect(await refusal(client.rest.get(Routes.channel(catan)))).toEqual([404, 10003]);
  });

  it('the bot removed from the guild: GUILD_DELETE, then 10004 for the guild and 50001 for its channels', async () => {
    const { standIn, client } = await start();
    await client.application?.commands.set([{ name: 'go', description: 'Go' }]);
    const guildId = standIn.driver.guilds()[0]!.id;
    const general = standIn.driver.channel('general').id;
    const thread = await newThread(client, general);
    const packets: string[] = [];
    client.on('raw', (p: { t: string | null }) => {
      if (p.t) packets.push(p.t);
    });
    const gone = new Promise<string>((resolve) => client.once('guildDelete', (g) => resolve(g.id)));
    standIn.driver.removeBot();
    expect(await gone).toBe(guildId);
    expect(client.guilds.cache.has(guildId)).toBe(false);
    expect(await refusal(client.rest.get(Routes.guild(guildId)))).toEqual([404, 10004]);
    expect(await refusal(client.rest.get(Routes.channel(general)))).toEqual([403, 50001]);
    expect(
      await refusal(client.rest.post(Routes.channelMessages(general), { body: { content: 'still here?' } })),
    ).toEqual([403, 50001]);
    // Nothing of that guild reaches the bot any more, and its commands cannot be used there.
    standIn.driver.setThreadState({ user: 'ana', channel: thread.id, archived: true });
    expect(() => standIn.driver.runCommand({ user: 'ana', channel: 'general', command: 'go' })).toThrow(
      /not in Derrick Playground/,
    );
    expect(() => standIn.driver.removeBot()).toThrow(/not in this guild/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(packets).toEqual(['GUILD_DELETE']);
  });
});
