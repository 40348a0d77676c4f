/**
 * One REST budget: two shard bots (each its own discord.js Client, started as a ShardingManager child starts
 * it) send a burst of bot-token requests that together exceed Discord's 50 a second. Through one REST proxy
 * (src/rest-proxy.ts) the stand-in, which enforces the global limit as Discord does, answers no 429 and sees at
 * most 50 in any second; without the proxy, each bot paces only itself (at most 50 in any second: a lone bot's
 * burst gets no 429) and the same burst from two is answered with global 429s. Interaction-token requests skip the proxy (not under the bot's global limit), a request the
 * proxy passes on is sent again whole after a 429, and one its client gave up on is not sent at all.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiscordAPIError, Routes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBot, type RunningBot } from '../../src/discord/bot';
import { SESSION_START_DEFAULTS, guildIdOnShard, startStandIn, type StandIn } from '../../src/playground';
import { DISCORD_GLOBAL_PER_SEC } from '../../src/rest-budget';
import { startRestProxy, type RestProxy } from '../../src/rest-proxy';
import { TINY_PNG } from '../playground/png';
import { metricsAt, sampleIn } from './health-probe';
import { shardWorld } from './shard-world';

const SHARDS = 2;
const GUILDS = [guildIdOnShard(0, SHARDS, 62n), guildIdOnShard(1, SHARDS, 62n)] as const;
const CHANNELS = ['general', 'north', 'south', 'east'];
/** Messages each bot posts in each of its guild's channels: 2 bots × 4 channels × 15 = 120 requests. */
const PER_CHANNEL = 15;
const BURST = SHARDS * CHANNELS.length * PER_CHANNEL;

const dir = mkdtempSync(join(tmpdir(), 'derrick-rest-proxy-'));
let standIn: StandIn;
let proxy: RestProxy;
/** The identify window's clock runs ahead by this much, so bots started again need not wait 5 s. */
let identifySkip = 0;
let bots: RunningBot[] = [];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function channelIds(shard: number): string[] {
  return standIn.driver.channels(GUILDS[shard]).map((c) => c.id);
}

/** A bot per shard on one database, as the ShardingManager's children run; through `restProxy` if given. */
async function bootBots(restProxy?: string): Promise<RunningBot[]> {
  identifySkip += SESSION_START_DEFAULTS.identifyWindowMs;
  return Promise.all(
    GUILDS.map((guild, shard) =>
      startBot({
        token: standIn.token,
        api: standIn.restUrl,
        ...(restProxy ? { restProxy } : {}),
        databasePath: join(dir, 'derrick.sqlite'),
        registerCommandsIn: [guild],
        shards: [shard],
        shardCount: SHARDS,
        reminders: { afterMs: 0 },
      }),
    ),
  );
}

/**
 * Every bot posts PER_CHANNEL messages in each channel of its guild, all at once (each channel's own bucket:
 * only the global limit holds them back). Resolves when discord.js has them all answered; the stand-in's
 * counters start afresh just before.
 */
async function burst(tag: string): Promise<number> {
  await pause(1100); // the logins' requests leave the stand-in's second
  standIn.rateLimits.resetStats();
  const started = Date.now();
  await Promise.all(
    bots.flatMap((bot, shard) =>
      channelIds(shard).flatMap((channel) =>
        Array.from({ length: PER_CHANNEL }, (_, i) =>
          bot.client.rest.post(Routes.channelMessages(channel), { body: { content: `${tag} ${i}` } }),
        ),
      ),
    ),
  );
  const elapsed = Date.now() - started;
  // The figures of docs/scaling.md ("One REST budget"): REST_PROXY_FIGURES=1 npx vitest run <this file>.
  if (process.env.REST_PROXY_FIGURES)
    console.log(`${tag}: ${elapsed} ms, stand-in saw ${JSON.stringify(standIn.rateLimits.counts)}`);
  return elapsed;
}

/** Messages with `tag` in each channel of both guilds. */
function postedWith(tag: string): number[] {
  return [0, 1].flatMap((shard) =>
    channelIds(shard).map(
      (channel) =>
        standIn.driver.visibleMessages('ana', channel).filter((m) => m.content.startsWith(`${tag} `)).length,
    ),
  );
}

beforeAll(async () => {
  standIn = await startStandIn({
    world: shardWorld(GUILDS, CHANNELS),
    recommendedShards: SHARDS,
    sessionStarts: { maxConcurrency: SHARDS, now: () => Date.now() + identifySkip },
  });
  proxy = await startRestProxy({ api: standIn.restUrl });
}, 30_000);

afterAll(async () => {
  for (const bot of bots) await bot.stop();
  await proxy?.close();
  await standIn?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('one REST budget for two shard bots', () => {
  it('through one proxy, a burst of 120 bot-token requests from two shards: no 429 and at most 50 in any second at the stand-in', async () => {
    bots = await bootBots(proxy.url);
    expect(proxy.counts.botToken).toBeGreaterThan(0); // the logins went through it already
    const before = proxy.counts.botToken;
    const elapsed = await burst('proxied');
    const seen = standIn.rateLimits.counts;
    expect(seen.botRequests).toBe(BURST);
    expect(seen.globalLimited).toBe(0);
    expect(seen.routeLimited).toBe(0);
    expect(seen.peakBotPerSecond).toBeLessThanOrEqual(DISCORD_GLOBAL_PER_SEC);
    expect(proxy.counts.botToken - before).toBe(BURST);
    // 120 at 50 a second: the third 50 cannot start before two seconds have passed.
    expect(elapsed).toBeGreaterThanOrEqual(2000);
    expect(postedWith('proxied')).toEqual(Array.from({ length: 8 }, () => PER_CHANNEL));
  }, 30_000);

  it('the proxy answers its supervisor: /healthz, and /metrics with what it passed on and what it held back', async () => {
    const base = proxy.url.replace(/\/api$/, '');
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const text = await metricsAt(base);
    // The burst's 120 and the logins' requests, all answered 200 (a post, and the gateway and command calls).
    expect(sampleIn(text, 'derrick_proxy_requests_total', 'token="bot",status="200"')).toBeGreaterThanOrEqual(
      BURST,
    );
    // Whether the burst above was held back depends on how fast this machine answered it (a loaded CI run
    // answered so slowly that none had to wait): the holds themselves are timed in rest-proxy-config.test.ts.
    // Here: both figures are served, and agree (a wait counted has a time, and a time has a wait).
    const held = sampleIn(text, 'derrick_bot_token_held_total');
    const heldSeconds = sampleIn(text, 'derrick_bot_token_held_seconds_total');
    expect(held).toBeGreaterThanOrEqual(0);
    expect(heldSeconds).toBeGreaterThanOrEqual(0);
    expect(held! > 0).toBe(heldSeconds! > 0);
  });

  it('an interaction’s reply and follow-ups skip the proxy: they are not under the bot’s global limit', async () => {
    const general = channelIds(0)[0]!;
    const reply = await standIn.driver
      .runCommand({ user: 'ana', channel: general, command: 'oil help' })
      .waitForReply({ timeoutMs: 10_000 });
    expect(reply.id).toBeTruthy();
    expect(proxy.counts.interactionToken).toBe(0);
  }, 20_000);

  it('Discord’s refusal reaches the shard through the proxy as the same error, code and all', async () => {
    const unknown = bots[0]!.client.rest.get(Routes.channel('1234567890123456789'));
    await expect(unknown).rejects.toBeInstanceOf(DiscordAPIError);
    await expect(unknown).rejects.toMatchObject({ status: 404, code: 10003 });
  }, 20_000);

  it('a board picture (a multipart upload) passes through the proxy byte for byte', async () => {
    const channel = channelIds(0)[3]!;
    const before = proxy.counts.botToken;
    const sent = (await bots[0]!.client.rest.post(Routes.channelMessages(channel), {
      body: { content: 'a board' },
      files: [{ name: 'board.png', data: TINY_PNG, contentType: 'image/png' }],
    })) as { attachments: { id: string; filename: string }[] };
    expect(proxy.counts.botToken - before).toBe(1);
    const attachment = standIn.store.attachments.get(sent.attachments[0]!.id);
    expect(attachment?.filename).toBe('board.png');
    expect(Buffer.compare(attachment!.data, TINY_PNG)).toBe(0);
  }, 20_000);

  it('token routes that do reach the proxy skip its global limit: three follow-ups at once with a budget of 1 a second', async () => {
    const slow = await startRestProxy({ api: standIn.restUrl, globalPerSec: 1 });
    try {
      const general = channelIds(1)[0]!;
      const command = standIn.driver.runCommand({ user: 'ana', channel: general, command: 'oil help' });
      await command.waitForReply({ timeoutMs: 10_000 });
      const followUp = (i: number) =>
        fetch(`${slow.url}/v10/webhooks/${standIn.driver.botUser.id}/${command.record.token}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ content: `follow-up ${i}` }),
        });
      const started = Date.now();
      const statuses = await Promise.all([1, 2, 3].map(async (i) => (await followUp(i)).status));
      expect(statuses).toEqual([200, 200, 200]);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(slow.counts).toEqual({ botToken: 0, interactionToken: 3 });
    } finally {
      await slow.close();
    }
  }, 20_000);

  it('a request the proxy passes on is sent again whole after a 429 (its body is not a spent stream)', async () => {
    const general = channelIds(1)[0]!;
    const fault = standIn.faults.add({
      method: 'POST',
      route: `/channels/${general}/messages`,
      fault: { kind: 'rateLimit', retryAfterMs: 200 },
    });
    await bots[1]!.client.rest.post(Routes.channelMessages(general), { body: { content: 'after a 429' } });
    expect(fault.hits).toBe(1);
    const last = standIn.driver.visibleMessages('ana', general).at(-1);
    expect(last?.content).toBe('after a 429');
  }, 20_000);

  it('a request its client gave up on while it queued in the proxy is not sent (its client sends it again)', async () => {
    const slow = await startRestProxy({ api: standIn.restUrl, globalPerSec: 1 });
    try {
      const channel = channelIds(0)[2]!;
      const post = (content: string, signal?: AbortSignal) =>
        fetch(`${slow.url}/v10/channels/${channel}/messages`, {
          method: 'POST',
          headers: { authorization: `Bot ${standIn.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ content }),
          ...(signal ? { signal } : {}),
        });
      expect((await post('first')).status).toBe(200);
      // The budget of 1 a second is spent: this one queues, and its client gives up after 200 ms.
      await expect(post('given up', AbortSignal.timeout(200))).rejects.toThrow();
      expect((await post('third')).status).toBe(200);
      const contents = standIn.driver.visibleMessages('ana', channel).map((m) => m.content);
      expect(contents.slice(-2)).toEqual(['first', 'third']);
      expect(contents).not.toContain('given up');
    } finally {
      await slow.close();
    }
  }, 20_000);

  it('with the proxy stopped, the shards send around it at their share: no 429, at most 50 in any second; through it again once it is back', async () => {
    const port = Number(new URL(proxy.url).port);
    await proxy.close();
    const figure = async (bot: RunningBot, name: string) =>
      sampleIn(await bot.metrics.registry.metrics(), name);
    const elapsed = await burst('around');
    const seen = standIn.rateLimits.counts;
    expect(seen.botRequests).toBe(BURST);
    expect(seen.globalLimited).toBe(0);
    expect(seen.peakBotPerSecond).toBeLessThanOrEqual(DISCORD_GLOBAL_PER_SEC);
    expect(postedWith('around')).toEqual(Array.from({ length: 8 }, () => PER_CHANNEL));
    // One shard of two: 25 a second each, so each one's 60 took more than two seconds.
    expect(elapsed).toBeGreaterThanOrEqual(2000);
    for (const bot of bots) {
      expect(bot.restBudget.held.sends).toBeGreaterThan(0);
      expect(await figure(bot, 'derrick_rest_proxy_reachable')).toBe(0);
      // Its 60 of the burst (and any request of its own it made meanwhile).
      expect(await figure(bot, 'derrick_rest_proxy_bypassed_total')).toBeGreaterThanOrEqual(BURST / SHARDS);
    }
    // Back on the same address: each bot finds it by its /healthz (every 5 s) and sends through it again.
    proxy = await startRestProxy({ api: standIn.restUrl, port });
    await expect
      .poll(async () => Promise.all(bots.map((bot) => figure(bot, 'derrick_rest_proxy_reachable'))), {
        timeout: 15_000,
        interval: 200,
      })
      .toEqual([1, 1]);
    const before = proxy.counts.botToken;
    await burst('back');
    expect(proxy.counts.botToken - before).toBe(BURST);
    expect(standIn.rateLimits.counts.globalLimited).toBe(0);
    expect(postedWith('back')).toEqual(Array.from({ length: 8 }, () => PER_CHANNEL));
  }, 60_000);

  it('without the proxy, each bot paces only itself: the same burst is answered with global 429s', async () => {
    for (const bot of bots) await bot.stop();
    bots = await bootBots();
    const before = proxy.counts.botToken;
    await burst('direct');
    const seen = standIn.rateLimits.counts;
    expect(seen.globalLimited).toBeGreaterThan(0);
    expect(seen.peakBotPerSecond).toBeGreaterThan(DISCORD_GLOBAL_PER_SEC);
    expect(proxy.counts.botToken).toBe(before);
    // discord.js waits the 429s out and sends again: everything arrives, later.
    expect(postedWith('direct')).toEqual(Array.from({ length: 8 }, () => PER_CHANNEL));
  }, 30_000);

  it('a lone bot without the proxy paces its own bot-token requests: 60 at once, no 429, at most 50 in any second', async () => {
    for (const bot of bots) await bot.stop();
    const [alone, other] = await bootBots();
    await other!.stop();
    bots = [alone!];
    const elapsed = await burst('alone');
    const seen = standIn.rateLimits.counts;
    expect(seen.botRequests).toBe(CHANNELS.length * PER_CHANNEL);
    expect(seen.globalLimited).toBe(0);
    expect(seen.peakBotPerSecond).toBeLessThanOrEqual(DISCORD_GLOBAL_PER_SEC);
    // The 51st waited for the first to have been answered a second before (src/rest-budget.ts).
    expect(elapsed).toBeGreaterThanOrEqual(1000);
    // Each channel's posts go one after another: the four channels' next posts waited for the 51st place.
    expect(alone!.restBudget.held.sends).toBeGreaterThan(0);
    expect(alone!.restBudget.held.ms).toBeGreaterThanOrEqual(1000);
    // The same holds in its figures, for its operators (src/health.ts).
    const held = await alone!.metrics.registry.getSingleMetricAsString('derrick_bot_token_held_total');
    expect(held).toContain(`derrick_bot_token_held_total ${alone!.restBudget.held.sends}`);
    expect(postedWith('alone')).toEqual([PER_CHANNEL, PER_CHANNEL, PER_CHANNEL, PER_CHANNEL, 0, 0, 0, 0]);
  }, 30_000);
});
