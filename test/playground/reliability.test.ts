import { GatewayDispatchEvents, Routes, type Client, type GatewayDispatchPayload } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { shardOfGuild, startStandIn, type StandIn } from '../../src/playground';
import { connected, makeClient } from './helpers';

describe('fault switches and recovery', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('a 429 with retry_after is waited out and retried by discord.js', async () => {
    const { standIn, client, close } = await connected();
    cleanups.push(close);
    const channelId = standIn.driver.channel('general').id;
    const limited = standIn.driver.addFault({
      method: 'POST',
      route: /^\/channels\/\d+\/messages$/,
      fault: { kind: 'rateLimit', retryAfterMs: 200 },
    });
    const rateLimits: number[] = [];
    client.rest.on('rateLimited', (info) => rateLimits.push(info.retryAfter));
    const started = Date.now();
    const message = (await client.rest.post(Routes.channelMessages(channelId), {
      body: { content: 'after the wait' },
    })) as { content: string };
    expect(message.content).toBe('after the wait');
    expect(limited.hits).toBe(1);
    expect(rateLimits.length).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(standIn.driver.visibleMessages('ana', 'general').map((m) => m.content)).toEqual([
      'after the wait',
    ]);
  });

  it('a 500 is retried by discord.js; a slow route still answers', async () => {
    const { standIn, client, close } = await connected();
    cleanups.push(close);
    const channelId = standIn.driver.channel('general').id;
    const failing = standIn.driver.addFault({
      route: '/channels/',
      fault: { kind: 'serverError' },
      times: 2,
    });
    const channel = (await client.rest.get(Routes.channel(channelId))) as { name: string };
    expect(channel.name).toBe('general');
    expect(failing.hits).toBe(2);
    standIn.driver.addFault({ route: '/channels/', fault: { kind: 'delay', delayMs: 150 } });
    const started = Date.now();
    await client.rest.get(Routes.channel(channelId));
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
  });

  it('a dropped gateway connection resumes (no new IDENTIFY) and no interaction is lost', async () => {
    const { standIn, client, close } = await connected();
    cleanups.push(close);
    await client.application?.commands.set([{ name: 'ping', description: 'Ping' }]);
    const seen: string[] = [];
    client.on('interactionCreate', (i) => {
      if (i.isChatInputCommand()) void i.reply(`pong ${seen.push(i.id)}`);
    });
    const resumed = new Promise<void>((resolve) => client.once('shardResume', () => resolve()));
    let identifies = 0;
    client.on('shardReady', () => (identifies += 1));
    expect(standIn.driver.dropGateway()).toBe(1);
    // Sent while the bot is disconnected: buffered and replayed on RESUME.
    const lost = standIn.driver.runCommand({ user: 'ana', channel: 'general', command: 'ping' });
    await resumed;
    const after = standIn.driver.runCommand({ user: 'ben', channel: 'general', command: 'ping' });
    expect((await lost.waitForReply()).content).toMatch(/^pong/);
    expect((await after.waitForReply()).content).toMatch(/^pong/);
    expect(seen).toEqual([lost.id, after.id]);
    expect(identifies).toBe(0);
  });

  it('a client that logs out ends its session: interactions are no longer delivered', async () => {
    const { standIn, client, close } = await connected();
    cleanups.push(close);
    await client.application?.commands.set([{ name: 'ping', description: 'Ping' }]);
    expect(standIn.driver.runCommand({ user: 'ana', channel: 'general', command: 'ping' }).delivered).toBe(
      true,
    );
    await client.destroy();
    await standIn.driver.waitUntil(
      [],
      () => (standIn.gateway.sessionCount === 0 ? true : undefined),
      {},
      'logout',
      10,
    );
    expect(standIn.driver.runCommand({ user: 'ana', channel: 'general', command: 'ping' }).delivered).toBe(
      false,
    );
  });

  it('two shards each receive only their own guilds and interactions', async () => {
    const standIn: StandIn = await startStandIn({
      recommendedShards: 2,
      world: {
        guilds: [
          { name: 'North', channels: ['north-general'] },
          { name: 'South', channels: ['south-general'] },
          { name: 'East', channels: ['east-general'] },
        ],
      },
    });
    const client: Client = makeClient(standIn, { shards: 'auto' });
    cleanups.push(async () => {
      await client.destroy();
      await standIn.close();
    });
    const guildsByShard = new Map<number, string[]>();
    const interactionsByShard = new Map<number, string[]>();
    client.on('raw', (packet: GatewayDispatchPayload, shardId: number) => {
      if (packet.t === GatewayDispatchEvents.GuildCreate)
        guildsByShard.set(shardId, [...(guildsByShard.get(shardId) ?? []), packet.d.name]);
      if (packet.t === GatewayDispatchEvents.InteractionCreate) {
        interactionsByShard.set(shardId, [
          ...(interactionsByShard.get(shardId) ?? []),
          packet.d.guild_id ?? '',
        ]);
      }
    });
    const ready = new Promise<void>((resolve) => client.once('clientReady', () => resolve()));
    await client.login(standIn.token);
    await ready;
    expect(client.options.shardCount).toBe(2);
    const expected = new Map<number, string[]>();
    for (const guild of standIn.driver.guilds()) {
      const shard = shardOfGuild(guild.id, 2);
      expected.set(shard, [...(expected.get(shard) ?? []), guild.name]);
    }
    expect(expected.size).toBe(2);
    expect(new Map([...guildsByShard].map(([k, v]) => [k, [...v].sort()]))).toEqual(
      new Map([...expected].map(([k, v]) => [k, [...v].sort()])),
    );
    await client.application?.commands.set([{ name: 'ping', description: 'Ping' }]);
    client.on('interactionCreate', (i) => {
      if (i.isChatInputCommand()) void i.reply('pong');
    });
    for (const channel of ['north-general', 'south-general', 'east-general']) {
      await standIn.driver.runCommand({ user: 'ana', channel, command: 'ping' }).waitForReply();
    }
    for (const [shard, guildIds] of interactionsByShard) {
      expect(guildIds.every((id) => shardOfGuild(id, 2) === shard)).toBe(true);
    }
    expect([...interactionsByShard.values()].flat().length).toBe(3);
  });
});
