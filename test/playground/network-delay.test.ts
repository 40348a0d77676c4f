import { ChannelType, Routes, type Client } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StandIn } from '../../src/playground';
import { connected } from './helpers';

describe('network delay: every REST answer and gateway payload waits, in order', () => {
  let standIn: StandIn;
  let client: Client;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ standIn, client, close } = await connected());
    await client.application?.commands.set([{ name: 'ping', description: 'Ping' }]);
  });
  afterAll(async () => close());

  it('a REST answer takes at least the delay; switched off it is quick again', async () => {
    const general = standIn.driver.channel('general').id;
    standIn.networkDelay.set({ ms: 200, jitterMs: 50 });
    let started = Date.now();
    await client.rest.get(Routes.channel(general));
    const slow = Date.now() - started;
    expect(slow).toBeGreaterThanOrEqual(200);
    standIn.networkDelay.set(null);
    started = Date.now();
    await client.rest.get(Routes.channel(general));
    expect(Date.now() - started).toBeLessThan(200);
  });

  it('a gateway event reaches the bot only after the delay', async () => {
    standIn.networkDelay.set({ ms: 200 });
    let receivedAt = 0;
    const received = new Promise<void>((resolve) =>
      client.once('interactionCreate', (i) => {
        receivedAt = Date.now();
        if (i.isChatInputCommand()) void i.reply('pong');
        resolve();
      }),
    );
    const sentAt = Date.now();
    const handle = standIn.driver.runCommand({ user: 'ana', channel: 'general', command: 'ping' });
    await received;
    expect(receivedAt - sentAt).toBeGreaterThanOrEqual(195);
    // The reply's REST call is delayed as well, and still lands inside the 3-second window.
    expect((await handle.waitForReply()).content).toBe('pong');
    standIn.networkDelay.set(null);
  });

  it('with jitter, gateway payloads still arrive in sequence order (as on one WebSocket)', async () => {
    const thread = (await client.rest.post(Routes.threads(standIn.driver.channel('general').id), {
      body: { name: 'Jitter', type: ChannelType.PublicThread },
    })) as { id: string };
    const sequence: number[] = [];
    client.on('raw', (p: { t: string | null; s: number | null }) => {
      if (p.t === 'THREAD_UPDATE' && p.s !== null) sequence.push(p.s);
    });
    standIn.networkDelay.set({ ms: 5, jitterMs: 80 });
    for (let i = 0; i < 20; i += 1) {
      standIn.driver.setThreadState({ user: 'ana', channel: thread.id, locked: i % 2 === 0 });
    }
    await standIn.driver.waitUntil(
      [],
      () => (sequence.length === 20 ? true : undefined),
      {},
      '20 updates',
      10,
    );
    standIn.networkDelay.set(null);
    expect(sequence).toEqual([...sequence].sort((a, b) => a - b));
    expect(new Set(sequence).size).toBe(20);
  });
});
