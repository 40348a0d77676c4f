/**
 * SHARDS=auto is resolved through the REST proxy like every other bot-token request: the manager asks the proxy
 * (its own, or REST_PROXY) for GET /gateway/bot, never the REST base or discord.com directly.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startShards } from '../src/sharding-manager';

interface Fake {
  url: string;
  seen: string[];
  agents: string[];
  server: Server;
}

/** A REST server that records each request's method and path and answers GET /gateway/bot with `shards`. */
async function fakeRest(shards: unknown): Promise<Fake> {
  const seen: string[] = [];
  const agents: string[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    seen.push(`${request.method} ${request.url} ${request.headers.authorization ?? ''}`);
    agents.push(request.headers['user-agent'] ?? '');
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ url: 'ws://127.0.0.1:1', shards, session_start_limit: {} }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api`, seen, agents, server };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

describe('SHARDS=auto asks through the REST proxy', () => {
  it('with REST_PROXY, GET /gateway/bot goes to the proxy with the bot token, and nothing to the REST base', async () => {
    const api = await fakeRest(2);
    // The proxy's answer is no count at all: the manager refuses to start before spawning anything.
    const proxy = await fakeRest(0);
    servers.push(api.server, proxy.server);
    await expect(
      startShards({ total: 'auto', token: 'tok', api: api.url, restProxy: proxy.url, spawnDelayMs: 0 }),
    ).rejects.toThrow('GET /gateway/bot gave no shard count');
    expect(proxy.seen).toEqual(['GET /api/v10/gateway/bot Bot tok']);
    expect(api.seen).toEqual([]);
  });

  it('with its own proxy, the request reaches the REST base through it (sent by @discordjs/rest)', async () => {
    const api = await fakeRest('many');
    servers.push(api.server);
    await expect(startShards({ total: 'auto', token: 'tok', api: api.url, spawnDelayMs: 0 })).rejects.toThrow(
      'GET /gateway/bot gave no shard count',
    );
    expect(api.seen).toEqual(['GET /api/v10/gateway/bot Bot tok']);
    // The proxy's REST sends it (discord.js's user agent), not the manager's own fetch.
    expect(api.agents).toHaveLength(1);
    expect(api.agents[0]).toMatch(/^DiscordBot /);
  });
});
