/**
 * Sharding end to end: a stand-in with 2 shards (max_concurrency 2), and two bots on one SQLite file, one
 * per shard, each started as a ShardingManager child starts it (`shards: [id], shardCount: 2`). A guild on
 * each shard plays a game at the same time; shard 1 is stopped and restarted while shard 0's game keeps
 * moving, and shard 1's game goes on after its restart with nothing lost. Reminders are per shard: a shard
 * that is down leaves its games alone, the other one never reminds them.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIMessage } from 'discord-api-types/v10';
import { RESTEvents } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBot } from '../../src/discord/bot';
import { registerGame } from '../../src/games/registry';
import { SESSION_START_DEFAULTS, guildIdOnShard, startStandIn, type StandIn } from '../../src/playground';
import { InstanceLockError } from '../../src/store';
import { race } from '../fixtures/race';
import {
  answerOf,
  buttons,
  joinAndStart,
  Player,
  selects,
  settle,
  threadIdIn,
  type Harness,
} from './harness';
import { shardWorld } from './shard-world';

registerGame(race);

const HOUR = 3_600_000;
const TICK_MS = 40;
const SHARDS = 2;

/** A guild on each shard (Discord puts a guild on shard (id >> 22) % count). */
const GUILDS = [guildIdOnShard(0, SHARDS, 60n), guildIdOnShard(1, SHARDS, 60n)] as const;

/** The bots' clock runs `offset` ahead of the real one (reminders); the identify window's, `identifySkip`. */
let offset = 0;
const botNow = () => Date.now() + offset;
let identifySkip = 0;
const dir = mkdtempSync(join(tmpdir(), 'derrick-shards-'));
const dbPath = join(dir, 'derrick.sqlite');
let standIn: StandIn;

/** Channels each shard's bot posted a message in (REST POST …/messages), as discord.js reports them. */
const postedIn: [Set<string>, Set<string>] = [new Set(), new Set()];

/** One shard's bot, started as the ShardingManager's child would start it. */
async function bootShard(shard: 0 | 1) {
  const bot = await startBot({
    token: standIn.token,
    api: standIn.restUrl,
    databasePath: dbPath,
    registerCommandsIn: [GUILDS[shard]],
    shards: [shard],
    shardCount: SHARDS,
    rateLimit: { capacity: 100_000 },
    reminders: { afterMs: HOUR, everyMs: TICK_MS, now: botNow },
    // Moves are stamped on the same clock, so a move made "2 h later" starts a fresh wait.
    clocks: { now: botNow },
  });
  bot.client.rest.on(RESTEvents.Response, (request) => {
    const m = /\/channels\/(\d+)\/messages$/.exec(request.path);
    if (request.method.toUpperCase() === 'POST' && m) postedIn[shard].add(m[1]!);
  });
  return bot;
}

/** A harness per shard: the shared stand-in and database, that shard's bot. */
async function shardHarness(shard: 0 | 1): Promise<Harness> {
  const h: Harness = {
    standIn,
    bot: await bootShard(shard),
    dbPath,
    guildId: GUILDS[shard],
    async restart(meanwhile) {
      await h.bot.stop();
      await meanwhile?.();
      identifySkip += SESSION_START_DEFAULTS.identifyWindowMs;
      h.bot = await bootShard(shard);
    },
    close: () => h.bot.stop(),
  };
  return h;
}

const shards: Harness[] = [];
/** Per shard: its game's thread, and Ana and Ben as players there. */
const games: { thread: string; ana: Player; ben: Player }[] = [];

function generalOf(h: Harness): string {
  return h.standIn.driver.channels(h.guildId).find((c) => c.name === 'general')!.id;
}

/** The newest turn message of the shard's game (the one with "My hand"). */
function latestTurn(shard: number): APIMessage {
  const { ana, thread } = games[shard]!;
  const turn = ana.turnMessage(thread);
  if (!turn) throw new Error(`no turn message in shard ${shard}'s game`);
  return turn;
}

/** `who` chooses "safe" in the shard's race (the choose button, then the select). */
async function chooseSafe(shard: number, who: Player): Promise<void> {
  const h = shards[shard]!;
  const turn = latestTurn(shard);
  const choose = who.click(turn, buttons(turn).find((b) => b.customId.includes('.act.choose'))!.customId);
  await settle(h, choose);
  const picker = answerOf(choose);
  if (!picker) throw new Error(`no choice offered to ${who.user} in shard ${shard}'s game`);
  const select = selects(picker)[0]!;
  const safe = select.options.find((o) => `${o.label} ${o.value}`.toLowerCase().includes('safe'));
  if (!safe) throw new Error(`no "safe" option in ${JSON.stringify(select.options)}`);
  await settle(h, who.select(picker, select.customId, [safe.value]));
}

/** The shard's game as its bot's desk has it: version and positions. */
function gameOf(shard: number): { version: number; positions: number[] } {
  const desk = shards[shard]!.bot.app.desk;
  const game = desk.byChannel(games[shard]!.thread)!;
  const state = desk.snapshot(game.record.id)!.record.state as { positions: number[] };
  return { version: game.record.version, positions: state.positions };
}

function reminders(shard: number): APIMessage[] {
  const { ana, thread } = games[shard]!;
  return ana.sees(thread).filter((m) => (m.content ?? '').startsWith('⏰'));
}

/** Reminders recorded in the database for the shard's game (claimed, whether posted or not). */
function remindersRecorded(shard: number): number {
  const db = new Database(dbPath, { readonly: true });
  try {
    const row = db
      .prepare<[string], { n: number | null }>(
        'SELECT SUM(r.count) AS n FROM reminders r JOIN games g ON g.id = r.game_id WHERE g.channel_id = ?',
      )
      .get(games[shard]!.thread);
    return row?.n ?? 0;
  } finally {
    db.close();
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  standIn = await startStandIn({
    world: shardWorld(GUILDS),
    recommendedShards: SHARDS,
    sessionStarts: { maxConcurrency: 2, now: () => Date.now() + identifySkip },
  });
  shards.push(...(await Promise.all([shardHarness(0), shardHarness(1)])));
  for (const h of shards) games.push({ thread: '', ana: new Player(h, 'ana'), ben: new Player(h, 'ben') });
}, 60_000);

afterAll(async () => {
  for (const h of shards) await h.close();
  await standIn?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('two shards on one database', () => {
  it('each shard’s bot receives only the guild of its shard', () => {
    expect(shards.map((h) => [...h.bot.client.guilds.cache.keys()])).toEqual([[GUILDS[0]], [GUILDS[1]]]);
    expect(shards.map((h) => h.bot.client.ws.shards.map((s) => s.id))).toEqual([[0], [1]]);
  });

  it('a second bot for a shard already served is refused; the other shard was not', async () => {
    const again = startBot({
      token: standIn.token,
      api: standIn.restUrl,
      databasePath: dbPath,
      shards: [1],
      shardCount: SHARDS,
    });
    await expect(again).rejects.toBeInstanceOf(InstanceLockError);
    await expect(again).rejects.toThrow(`is already using ${dbPath} for shard 1: stop it first.`);
  });

  it('games in guilds on both shards are opened, started and played at the same time', async () => {
    await Promise.all(
      shards.map(async (h, shard) => {
        const g = games[shard]!;
        g.thread = threadIdIn(await g.ana.run(generalOf(h), 'oil new', { game: 'test-race' }));
        const lobby = await standIn.driver.waitForMessage(
          (m) => (m.embeds?.[0]?.title ?? '').includes('lobby'),
          { channel: g.thread },
        );
        await joinAndStart(h, g.thread, lobby, g.ana, [g.ben]);
        await chooseSafe(shard, g.ana);
      }),
    );
    expect(gameOf(0)).toEqual({ version: 1, positions: [0, 0] });
    expect(gameOf(1)).toEqual({ version: 1, positions: [0, 0] });
    // Each bot posted only in its own guild's channels.
    expect(postedIn[0].has(games[0]!.thread)).toBe(true);
    expect(postedIn[0].has(games[1]!.thread)).toBe(false);
    expect(postedIn[1].has(games[1]!.thread)).toBe(true);
    expect(postedIn[1].has(games[0]!.thread)).toBe(false);
  });

  it('with shard 1 down, shard 0’s game keeps moving and is reminded; shard 1’s game is left alone', async () => {
    const before = gameOf(1);
    await shards[1]!.bot.stop();
    expect(standIn.gateway.hasSessionFor(GUILDS[1])).toBe(false);
    expect(standIn.gateway.hasSessionFor(GUILDS[0])).toBe(true);
    // Both games have waited on Ben for 2 h: only shard 0 is up to remind.
    offset = 2 * HOUR;
    await standIn.driver.waitForMessage(() => reminders(0).length >= 1, {
      channel: games[0]!.thread,
      timeoutMs: 5000,
    });
    await pause(10 * TICK_MS);
    expect(reminders(0)).toHaveLength(1);
    expect(reminders(1)).toHaveLength(0);
    // Not even claimed: shard 0 never looked at it (a claim would use up shard 1's reminder).
    expect([remindersRecorded(0), remindersRecorded(1)]).toEqual([1, 0]);
    expect(postedIn[0].has(games[1]!.thread)).toBe(false);
    // Ben moves in shard 0's game: the round resolves and the game goes on.
    await chooseSafe(0, games[0]!.ben);
    expect(gameOf(0)).toEqual({ version: 2, positions: [1, 1] });
    // Shard 1's game is as it was left.
    const db = shards[0]!.bot.app.desk;
    const row = db.byChannel(games[1]!.thread)!.record;
    expect(row.version).toBe(before.version);
  });

  it('shard 1 restarts: its game is reminded by shard 1 itself and continues with nothing lost', async () => {
    const before = gameOf(0);
    postedIn[1].clear();
    identifySkip += SESSION_START_DEFAULTS.identifyWindowMs;
    shards[1]!.bot = await bootShard(1);
    expect(gameOf(1)).toEqual({ version: 1, positions: [0, 0] });
    await standIn.driver.waitForMessage(() => reminders(1).length >= 1, {
      channel: games[1]!.thread,
      timeoutMs: 5000,
    });
    // discord.js reports the request once the stand-in's answer is back, a moment after the message exists.
    await expect.poll(() => postedIn[1].has(games[1]!.thread), { timeout: 5000 }).toBe(true);
    expect(postedIn[1].has(games[0]!.thread)).toBe(false);
    // Ana's choice, made before the restart, is still there: Ben's choice resolves the round.
    await chooseSafe(1, games[1]!.ben);
    expect(gameOf(1)).toEqual({ version: 2, positions: [1, 1] });
    // Shard 0 was not disturbed: same game, still one reminder.
    expect(gameOf(0)).toEqual(before);
    expect(reminders(0)).toHaveLength(1);
    // Both keep playing at once after the restart.
    await Promise.all([chooseSafe(0, games[0]!.ana), chooseSafe(1, games[1]!.ana)]);
    expect([gameOf(0).version, gameOf(1).version]).toEqual([3, 3]);
  });
});
