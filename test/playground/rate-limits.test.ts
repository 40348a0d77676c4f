import { ChannelType, type Client } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { DISCORD_LIKE_RATE_LIMITS, type StandIn, type StandInOptions } from '../../src/playground';
import { connected } from './helpers';

const MESSAGES = '/channels/{channel_id}/messages';

describe('rate limits as Discord sets them: per-route buckets, the global limit, 429 and X-RateLimit-*', () => {
  let env: { standIn: StandIn; client: Client; close(): Promise<void> } | null = null;
  afterEach(async () => {
    await env?.close();
    env = null;
  });
  const start = async (options: StandInOptions) => {
    env = await connected(options);
    return env;
  };
  /** A raw request with the bot's token, as a client without discord.js would send it. */
  const raw = (standIn: StandIn, method: string, path: string, body?: object) =>
    fetch(`${standIn.restUrl}/v10${path}`, {
      method,
      headers: { authorization: `Bot ${standIn.token}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  it('a route bucket counts per channel, reports itself in the headers, and answers 429 with retry_after when spent', async () => {
    const { standIn } = await start({
      rateLimits: { routes: [{ method: 'POST', route: MESSAGES, limit: 2, windowMs: 2000 }] },
    });
    const general = standIn.driver.channel('general').id;
    const post = (channel: string) => raw(standIn, 'POST', `/channels/${channel}/messages`, { content: 'x' });
    const first = await post(general);
    const second = await post(general);
    const third = await post(general);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 429]);
    expect(first.headers.get('x-ratelimit-limit')).toBe('2');
    expect([first.headers.get('x-ratelimit-remaining'), second.headers.get('x-ratelimit-remaining')]).toEqual(
      ['1', '0'],
    );
    const bucket = first.headers.get('x-ratelimit-bucket');
    expect(bucket).toMatch(/^[0-9a-f]{16}$/);
    expect(second.headers.get('x-ratelimit-bucket')).toBe(bucket);
    const resetAfter = Number(first.headers.get('x-ratelimit-reset-after'));
    expect(resetAfter).toBeGreaterThan(1.5);
    expect(resetAfter).toBeLessThanOrEqual(2);
    expect(Number(first.headers.get('x-ratelimit-reset')) * 1000).toBeGreaterThan(Date.now());
    const limited = (await third.json()) as { message: string; retry_after: number; global: boolean };
    expect(limited.message).toBe('You are being rate limited.');
    expect(limited.global).toBe(false);
    expect(limited.retry_after).toBeGreaterThan(1);
    expect(limited.retry_after).toBeLessThanOrEqual(2);
    expect(third.headers.get('retry-after')).toBe('2');
    expect(third.headers.get('x-ratelimit-scope')).toBe('user');
    expect(third.headers.get('x-ratelimit-remaining')).toBe('0');
    // The refused request changed nothing; another channel has its own counter under the same bucket.
    expect(standIn.driver.visibleMessages('ana', 'general')).toHaveLength(2);
    const other = await post(standIn.driver.channel('catan').id);
    expect(other.status).toBe(200);
    expect(other.headers.get('x-ratelimit-bucket')).toBe(bucket);
    expect(other.headers.get('x-ratelimit-remaining')).toBe('1');
  });

  it('the global limit counts every bot request across routes and answers 429 with global: true', async () => {
    const { standIn } = await start({ rateLimits: { global: { limit: 3, windowMs: 1000 } } });
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the login's own requests age out
    const statuses: number[] = [];
    let last: Response | null = null;
    for (const path of [
      '/users/@me',
      `/channels/${standIn.driver.channel('general').id}`,
      '/users/@me',
      '/gateway/bot',
    ]) {
      last = await raw(standIn, 'GET', path);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await last?.json()).toMatchObject({ message: 'You are being rate limited.', global: true });
    expect(last?.headers.get('x-ratelimit-global')).toBe('true');
    expect(last?.headers.get('x-ratelimit-scope')).toBe('global');
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('through discord.js a burst is queued and slowed by the bucket, and every message arrives, in order', async () => {
    const { standIn, client } = await start({
      rateLimits: { routes: [{ method: 'POST', route: MESSAGES, limit: 2, windowMs: 400 }] },
    });
    const general = client.channels.cache.find(
      (c) => c.type === ChannelType.GuildText && c.name === 'general',
    );
    if (general?.type !== ChannelType.GuildText) throw new Error('no #general');
    const waits: number[] = [];
    client.rest.on('rateLimited', (info) => waits.push(info.timeToReset));
    const started = Date.now();
    const sent = await Promise.all(Array.from({ length: 6 }, (_, i) => general.send(`move ${i + 1}`)));
    const elapsed = Date.now() - started;
    expect(sent).toHaveLength(6);
    expect(standIn.driver.visibleMessages('ana', 'general').map((m) => m.content)).toEqual(
      Array.from({ length: 6 }, (_, i) => `move ${i + 1}`),
    );
    // 2 now, 2 after one window, 2 after two windows.
    expect(elapsed).toBeGreaterThanOrEqual(700);
    expect(waits.length).toBeGreaterThan(0);
  });

  it('interaction callbacks and follow-ups (token routes) are outside the global limit', async () => {
    const { standIn, client } = await start({ rateLimits: { global: { limit: 2, windowMs: 1000 } } });
    await client.application?.commands.set([{ name: 'go', description: 'Go' }]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const limited: string[] = [];
    client.rest.on('rateLimited', (info) => limited.push(info.route));
    client.on('interactionCreate', (i) => {
      if (!i.isChatInputCommand()) return;
      void (async () => {
        await i.reply('one');
        for (const text of ['two', 'three', 'four']) await i.followUp(text);
      })();
    });
    const handle = standIn.driver.runCommand({ user: 'ana', channel: 'general', command: 'go' });
    await handle.waitForFollowUp(3);
    expect(standIn.driver.visibleMessages('ana', 'general').map((m) => m.content)).toEqual([
      'one',
      'two',
      'three',
      'four',
    ]);
    expect(limited).toEqual([]);
  });

  it('webhook (follow-up) buckets are counted per interaction token', async () => {
    const { standIn, client } = await start({
      rateLimits: {
        routes: [
          { method: 'POST', route: '/webhooks/{webhook_id}/{webhook_token}', limit: 1, windowMs: 2000 },
        ],
      },
    });
    await client.application?.commands.set([{ name: 'go', description: 'Go' }]);
    client.on('interactionCreate', (i) => {
      if (i.isChatInputCommand()) void i.reply('started');
    });
    const first = standIn.driver.runCommand({ user: 'ana', channel: 'general', command: 'go' });
    const second = standIn.driver.runCommand({ user: 'ben', channel: 'general', command: 'go' });
    await first.waitForReply();
    await second.waitForReply();
    const followUp = (token: string) =>
      fetch(`${standIn.restUrl}/v10/webhooks/${standIn.driver.botUser.id}/${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'more' }),
      });
    const statuses = [
      (await followUp(first.record.token)).status,
      (await followUp(first.record.token)).status,
      (await followUp(second.record.token)).status,
    ];
    expect(statuses).toEqual([200, 429, 200]);
  });

  it('DISCORD_LIKE_RATE_LIMITS: a sixth message within 5 seconds in one channel is a 429; another channel is free', async () => {
    const { standIn } = await start({ rateLimits: DISCORD_LIKE_RATE_LIMITS });
    const post = (channel: string) =>
      raw(standIn, 'POST', `/channels/${standIn.driver.channel(channel).id}/messages`, { content: 'x' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post('general')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await post('catan')).status).toBe(200);
  });
});
