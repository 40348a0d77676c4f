/**
 * The stand-in's session start limit: IDENTIFYs bucketed by shard_id % max_concurrency (one per bucket per
 * 5 s, else op 9 Invalid Session), session starts counted down in GET /gateway/bot (none left: 4004), and
 * "sharding required" (4011) for a shard holding too many guilds. The identify clock is injected.
 */
import { GatewayCloseCodes, GatewayOpcodes, type RESTGetAPIGatewayBotResult } from 'discord-api-types/v10';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  SessionStarts,
  shardOfGuild,
  startStandIn,
  type SessionStartOptions,
  type StandIn,
  type WorldSpec,
} from '../../src/playground';
import { makeClient } from './helpers';

interface Frame {
  op: number;
  t?: string | null;
  d?: unknown;
}

/** A raw gateway connection: IDENTIFY as `shard`, then the first answer (READY, op 9 or a close code). */
async function identifyAs(
  standIn: StandIn,
  shard: [number, number],
): Promise<{ answer: string; ws: WebSocket }> {
  const ws = new WebSocket(`${standIn.gatewayUrl}?v=10&encoding=json`);
  const answer = new Promise<string>((resolve) => {
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as Frame;
      if (frame.op === GatewayOpcodes.Dispatch && frame.t === 'READY') resolve('ready');
      if (frame.op === GatewayOpcodes.InvalidSession) resolve(`invalid session (${String(frame.d)})`);
    });
    ws.on('close', (code) => resolve(`closed ${code}`));
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(
    JSON.stringify({
      op: GatewayOpcodes.Identify,
      d: { token: standIn.token, intents: 1, properties: { os: 'linux', browser: 't', device: 't' }, shard },
    }),
  );
  return { answer: await answer, ws };
}

async function gatewayBot(standIn: StandIn): Promise<RESTGetAPIGatewayBotResult> {
  const response = await fetch(`${standIn.restUrl}/v10/gateway/bot`, {
    headers: { authorization: `Bot ${standIn.token}` },
  });
  return (await response.json()) as RESTGetAPIGatewayBotResult;
}

let standIn: StandIn | undefined;
const sockets: WebSocket[] = [];
afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.terminate();
  await standIn?.close();
  standIn = undefined;
});

/** A stand-in whose session starts run on a manual clock `time.now`. */
async function standInWith(sessionStarts: SessionStartOptions, world?: WorldSpec) {
  const time = { now: 1_000_000 };
  standIn = await startStandIn({
    sessionStarts: { ...sessionStarts, now: () => time.now },
    ...(world ? { world } : {}),
  });
  const identify = async (shard: [number, number]) => {
    const { answer, ws } = await identifyAs(standIn!, shard);
    sockets.push(ws);
    return answer;
  };
  return { standIn, time, identify };
}

describe('session start limit (unit)', () => {
  it('shards share an identify bucket when shard_id % max_concurrency is equal', () => {
    const starts = new SessionStarts({ maxConcurrency: 4 });
    expect([0, 1, 4, 5, 7].map((s) => starts.bucketOf(s))).toEqual([0, 1, 0, 1, 3]);
  });

  it('refuses a max_concurrency that is not a whole number of at least 1', () => {
    expect(() => new SessionStarts({ maxConcurrency: 0 })).toThrow(RangeError);
    expect(() => new SessionStarts({ total: 1.5 })).toThrow(RangeError);
  });
});

describe('identify rate limit', () => {
  it('max_concurrency defaults to 1: a second IDENTIFY within 5 s gets Invalid Session, after 5 s it starts', async () => {
    const { time, identify } = await standInWith({});
    expect(await identify([0, 2])).toBe('ready');
    expect(await identify([1, 2])).toBe('invalid session (false)');
    time.now += 4_999;
    expect(await identify([1, 2])).toBe('invalid session (false)');
    time.now += 1;
    expect(await identify([1, 2])).toBe('ready');
  });

  it('with max_concurrency 2, shards 0 and 1 identify at once; shard 2 shares shard 0’s bucket', async () => {
    const { time, identify } = await standInWith({ maxConcurrency: 2 });
    expect(await identify([0, 4])).toBe('ready');
    expect(await identify([1, 4])).toBe('ready');
    expect(await identify([2, 4])).toBe('invalid session (false)');
    expect(await identify([3, 4])).toBe('invalid session (false)');
    time.now += 5_000;
    expect(await identify([2, 4])).toBe('ready');
    expect(await identify([3, 4])).toBe('ready');
  });

  it('discord.js waits out the bucket itself: two shards in one client with max_concurrency 2 both start', async () => {
    const { standIn: s } = await standInWith({ maxConcurrency: 2 });
    const client = makeClient(s, { shards: [0, 1], shardCount: 2 });
    const ready = new Promise<void>((resolve) => client.once('clientReady', () => resolve()));
    await client.login(s.token);
    await ready;
    expect(client.ws.shards.size).toBe(2);
    expect((await gatewayBot(s)).session_start_limit.remaining).toBe(998);
    await client.destroy();
  });
});

describe('session starts per day', () => {
  it('GET /gateway/bot counts remaining down per session started and reports max_concurrency', async () => {
    const { time, identify, standIn: s } = await standInWith({ maxConcurrency: 16, total: 5 });
    const before = await gatewayBot(s);
    expect(before.session_start_limit).toEqual({
      total: 5,
      remaining: 5,
      reset_after: 86_400_000,
      max_concurrency: 16,
    });
    expect(await identify([0, 2])).toBe('ready');
    expect(await identify([1, 2])).toBe('ready');
    time.now += 60_000;
    const after = (await gatewayBot(s)).session_start_limit;
    expect(after.remaining).toBe(3);
    expect(after.reset_after).toBe(86_400_000 - 60_000);
  });

  it('with no session starts left, IDENTIFY closes with 4004 and the other sessions end; the next day it starts', async () => {
    const { time, identify, standIn: s } = await standInWith({ maxConcurrency: 16, total: 2 });
    expect(await identify([0, 3])).toBe('ready');
    expect(await identify([1, 3])).toBe('ready');
    const first = sockets[0]!;
    const firstClosed = new Promise<number>((resolve) => first.once('close', (code) => resolve(code)));
    expect(await identify([2, 3])).toBe(`closed ${GatewayCloseCodes.AuthenticationFailed}`);
    expect(await firstClosed).toBe(GatewayCloseCodes.AuthenticationFailed);
    expect((await gatewayBot(s)).session_start_limit.remaining).toBe(0);
    time.now += 86_400_000;
    expect((await gatewayBot(s)).session_start_limit.remaining).toBe(2);
    expect(await identify([2, 3])).toBe('ready');
  });

  it('discord.js refuses to log in more shards than session starts remain', async () => {
    const { standIn: s } = await standInWith({ maxConcurrency: 16, total: 1 });
    const client = makeClient(s, { shards: [0, 1], shardCount: 2 });
    await expect(client.login(s.token)).rejects.toThrow(/Not enough sessions remaining/);
    await client.destroy();
  });
});

describe('sharding required', () => {
  const world: WorldSpec = {
    guilds: [
      { name: 'One', channels: ['general'] },
      { name: 'Two', channels: ['general'] },
    ],
  };

  it('a shard over the guilds-per-shard limit is closed with 4011; split in two shards it starts', async () => {
    const { identify, standIn: s } = await standInWith({ maxConcurrency: 16, guildsPerShard: 1 }, world);
    const ids = s.driver.guilds().map((g) => g.id);
    expect(new Set(ids.map((id) => shardOfGuild(id, 2))).size).toBe(2);
    expect(await identify([0, 1])).toBe(`closed ${GatewayCloseCodes.ShardingRequired}`);
    expect(await identify([0, 2])).toBe('ready');
    expect(await identify([1, 2])).toBe('ready');
  });
});
