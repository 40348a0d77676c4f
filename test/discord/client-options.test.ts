/**
 * The bot's discord.js caches are bounded (client-options.ts): users, members and each channel's messages
 * stop at their limits, the bot's own user and member are kept over them, and the managers the bot never
 * reads keep nothing. Offline: a Client is built with the options and fed the payloads discord.js would add.
 */
import { Client, GatewayIntentBits, type Collection } from 'discord.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CACHE_LIMITS,
  clientCacheOptions,
  REST_GLOBAL_PER_SEC,
  REST_HANDLER_SWEEP_MS,
} from '../../src/discord/client-options';

interface Adds {
  _add(data: object): unknown;
  cache: Collection<string, unknown>;
}

const BOT_ID = '900000000000000001';
const GUILD_ID = '800000000000000001';
const CHANNEL_ID = '700000000000000001';

let client: Client | null = null;
afterEach(async () => {
  await client?.destroy();
  client = null;
  vi.useRealTimers();
});

function newClient(): Client {
  client = new Client({ intents: [GatewayIntentBits.Guilds], ...clientCacheOptions() });
  return client;
}

const userData = (i: number) => ({ id: String(100_000 + i), username: `user${i}`, discriminator: '0' });

/** A guild with one text channel, added as a GUILD_CREATE would add it. */
function addGuild(c: Client) {
  const guilds = c.guilds as unknown as Adds;
  guilds._add({
    id: GUILD_ID,
    name: 'Bounded',
    owner_id: '1',
    roles: [{ id: GUILD_ID, name: '@everyone', permissions: '0', position: 0, color: 0 }],
    channels: [{ id: CHANNEL_ID, type: 0, name: 'general', guild_id: GUILD_ID, position: 0 }],
    members: [],
    emojis: [{ id: '600000000000000001', name: 'oil', animated: false }],
  });
  return c.guilds.cache.get(GUILD_ID)!;
}

describe('bounded client caches', () => {
  it('the user cache stops at its limit', () => {
    const c = newClient();
    const users = c.users as unknown as Adds;
    for (let i = 0; i < CACHE_LIMITS.users + 100; i++) users._add(userData(i));
    expect(c.users.cache.size).toBe(CACHE_LIMITS.users);
    // The newest are kept.
    expect(c.users.cache.has(userData(CACHE_LIMITS.users + 99).id)).toBe(true);
  });

  it('the bot’s own user is kept over the user limit', () => {
    const c = newClient();
    const users = c.users as unknown as Adds;
    users._add({ id: BOT_ID, username: 'Derrick', discriminator: '0', bot: true });
    // As after login: the client knows who it is.
    (c as unknown as { user: { id: string } }).user = { id: BOT_ID };
    for (let i = 0; i < CACHE_LIMITS.users * 2; i++) users._add(userData(i));
    expect(c.users.cache.has(BOT_ID)).toBe(true);
    expect(c.users.cache.size).toBeLessThanOrEqual(CACHE_LIMITS.users);
  });

  it('a guild’s member cache stops at its limit and keeps the bot’s member', () => {
    const c = newClient();
    (c as unknown as { user: { id: string } }).user = { id: BOT_ID };
    const guild = addGuild(c);
    const members = guild.members as unknown as Adds;
    members._add({ user: { id: BOT_ID, username: 'Derrick', discriminator: '0' }, roles: [] });
    for (let i = 0; i < CACHE_LIMITS.membersPerGuild + 50; i++)
      members._add({ user: userData(i), roles: [] });
    expect(guild.members.cache.size).toBe(CACHE_LIMITS.membersPerGuild);
    expect(guild.members.cache.has(BOT_ID)).toBe(true);
  });

  it('a channel’s message cache stops at its limit (none kept)', () => {
    const c = newClient();
    const guild = addGuild(c);
    const channel = guild.channels.cache.get(CHANNEL_ID)!;
    if (!channel.isTextBased()) throw new Error('not a text channel');
    const messages = channel.messages as unknown as Adds;
    for (let i = 0; i < 50; i++) {
      messages._add({
        id: String(500_000 + i),
        channel_id: CHANNEL_ID,
        author: userData(1),
        content: `message ${i}`,
        timestamp: new Date().toISOString(),
        embeds: [],
        attachments: [],
        components: [],
        type: 0,
      });
    }
    expect(channel.messages.cache.size).toBe(CACHE_LIMITS.messagesPerChannel);
  });

  it('what the bot never reads is not cached (emojis)', () => {
    const guild = addGuild(newClient());
    expect(guild.emojis.cache.size).toBe(0);
  });

  it('guilds and their channels stay whole (discord.js needs them)', () => {
    const guild = addGuild(newClient());
    expect(guild.channels.cache.has(CHANNEL_ID)).toBe(true);
    expect(guild.roles.cache.size).toBe(1);
  });

  it('the REST client drops idle rate-limit queues (one per interaction token) every two minutes', () => {
    vi.useFakeTimers();
    const c = newClient();
    const rest = c.rest as unknown as {
      handlers: Map<string, unknown>;
      createHandler(hash: string, majorParameter: string): unknown;
    };
    for (let i = 0; i < 100; i++) rest.createHandler('Global(POST:/webhooks/:id/:token)', `1${i}/token${i}`);
    expect(rest.handlers.size).toBe(100);
    vi.advanceTimersByTime(REST_HANDLER_SWEEP_MS - 1000);
    expect(rest.handlers.size).toBe(100);
    vi.advanceTimersByTime(1000);
    expect(rest.handlers.size).toBe(0);
  });

  it('the REST base is the one given (the stand-in’s), else Discord’s', () => {
    expect(clientCacheOptions('http://127.0.0.1:4000/api').rest?.api).toBe('http://127.0.0.1:4000/api');
    expect(clientCacheOptions().rest?.api).toBeUndefined();
  });

  it('the REST client has no global limit of its own: it would hold the interaction-token requests Discord does not count', () => {
    const c = newClient();
    expect(c.rest.options.globalRequestsPerSecond).toBe(REST_GLOBAL_PER_SEC);
    expect(REST_GLOBAL_PER_SEC).toBe(Number.POSITIVE_INFINITY);
  });
});
