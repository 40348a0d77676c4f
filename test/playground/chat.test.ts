/**
 * Chat in the playground: `POST /bridge/say` posts a person's plain message in a channel or thread, as they
 * would type one in Discord's client. Every tab gets it on its event stream, a discord.js client that asked
 * for GuildMessages receives MESSAGE_CREATE, and Discord's limits hold: blank or over 2000 characters is
 * refused in words and posts nothing.
 */
import { Client, GatewayIntentBits, type Message } from 'discord.js';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn } from '../../src/playground';
import { createBridge, type Bridge } from '../../src/playground/web/bridge';
import { DriverBackend } from '../../src/playground/web/driver-backend';
import type { PageEvent } from '../../src/playground/web/protocol';

let standIn: StandIn;
let bridge: Bridge;
let server: Server;
let url: string;
let client: Client;

beforeAll(async () => {
  standIn = await startStandIn();
  bridge = createBridge(new DriverBackend(standIn.driver, standIn.url));
  server = createServer((req, res) => {
    void bridge.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  client = new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages],
    rest: { api: standIn.restUrl },
  });
  const ready = new Promise<void>((resolve) => client.once('clientReady', () => resolve()));
  await client.login(standIn.token);
  await ready;
});

afterAll(async () => {
  await client?.destroy();
  bridge?.close();
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await standIn?.close();
});

const id = (name: string): string => standIn.driver.user(name).id;
const channelId = (name: string): string => standIn.driver.channel(name).id;

async function say(
  user: string,
  channel: string,
  content: string,
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${url}/bridge/say`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: id(user), channelId: channelId(channel), content }),
  });
  return { status: res.status, body: await res.json() };
}

/** `user`'s tab's event stream: `ready` once it is open, `event` the first message event in `channel`. */
async function nextMessageFor(
  user: string,
  channel: string,
): Promise<{ ready: Promise<void>; event: Promise<PageEvent> }> {
  const controller = new AbortController();
  const res = await fetch(`${url}/bridge/events?user=${id(user)}`, { signal: controller.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let hello: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (hello = resolve));
  const event = (async (): Promise<PageEvent> => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the event stream ended');
      buffer += decoder.decode(value, { stream: true });
      for (const line of buffer.split('\n')) {
        if (!line.startsWith('data: ')) continue;
        const parsed = JSON.parse(line.slice('data: '.length)) as PageEvent;
        if (parsed.type === 'hello') hello();
        if (parsed.type === 'message' && parsed.channelId === channelId(channel)) {
          controller.abort();
          return parsed;
        }
      }
      buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
    }
  })();
  return { ready, event };
}

describe('chat in the playground', () => {
  it("posts a person's plain message: the other tabs get it live and a client with GuildMessages receives it", async () => {
    const ben = await nextMessageFor('ben', 'general');
    await ben.ready;
    const received = new Promise<Message>((resolve) => client.once('messageCreate', resolve));

    const answer = await say('ana', 'general', '  Anyone up for Oil Springs?  ');
    expect(answer).toEqual({ status: 200, body: { ok: true } });

    const event = await ben.event;
    if (event.type !== 'message') throw new Error('not a message event');
    expect(event.message.ephemeral).toBe(false);
    expect(event.message.message.content).toBe('Anyone up for Oil Springs?');
    expect(event.message.message.author.id).toBe(id('ana'));
    const message = await received;
    expect(message.content).toBe('Anyone up for Oil Springs?');
    expect(message.author.id).toBe(id('ana'));
    const seen = standIn.driver.visibleMessages('caro', 'general').map((m) => m.content);
    expect(seen).toContain('Anyone up for Oil Springs?');
  });

  it("keeps Discord's limits: 2000 characters pass, 2001 and blank are refused in words and post nothing", async () => {
    const count = (): number => standIn.driver.visibleMessages('ana', 'catan').length;
    const before = count();
    expect(await say('ben', 'catan', 'x'.repeat(2000))).toEqual({ status: 200, body: { ok: true } });
    expect(count()).toBe(before + 1);

    const long = await say('ben', 'catan', 'y'.repeat(2001));
    expect(long.status).toBe(400);
    expect(long.body).toEqual({
      error: 'content: A message can be at most 2000 characters long (this one has 2001)',
    });
    const blank = await say('ben', 'catan', '   \n ');
    expect(blank).toEqual({ status: 400, body: { error: 'content: Cannot send an empty message' } });
    expect(count()).toBe(before + 1);
  });

  it('refuses what Discord would: a forum takes posts only, an unknown person nothing', async () => {
    const forum = await say('ben', 'forum-games', 'hello');
    expect(forum).toEqual({
      status: 200,
      body: { ok: false, error: '#forum-games is a forum: write in one of its posts' },
    });
    const res = await fetch(`${url}/bridge/say`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'nobody', channelId: channelId('general'), content: 'hi' }),
    });
    expect(res.status).toBe(400);
  });

  it('the driver refuses a blank or too long message as well', () => {
    expect(() => standIn.driver.postMessage({ user: 'ana', channel: 'general', content: ' ' })).toThrow(
      'Cannot send an empty message',
    );
    expect(() =>
      standIn.driver.postMessage({ user: 'ana', channel: 'general', content: 'z'.repeat(2001) }),
    ).toThrow('at most 2000 characters');
  });
});
