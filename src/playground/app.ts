/**
 * `npm start` without DISCORD_TOKEN: the local playground. One port (PORT, default 3000) serves the Discord
 * stand-in (REST, gateway, attachments) and the Discord-like page; the real bot connects to the stand-in through
 * discord.js exactly as it connects to Discord, and keeps its games in the same SQLite file as production.
 *
 *   const playground = await startPlayground({ port: 3000, databasePath: './data/derrick.sqlite' });
 *   console.log(playground.url); … await playground.close();
 *
 * With SHARDS set (`startShardedPlayground`), the stand-in and the page stay in this process and
 * discord.js's ShardingManager runs the bot as one child process per shard, connected to the stand-in.
 */
import { REST, Routes } from 'discord.js';
import { startBot, type RunningBot } from '../discord/bot';
import type { ReminderOptions } from '../discord/reminders';
import type { ClockLoopOptions } from '../discord/clocks';
import type { RateLimitOptions } from '../discord/rate-limit';
import { logger } from '../log';
import type { ShardingSetting } from '../sharding';
import { startShards, type RunningShards } from '../sharding-manager';
import { startStandIn, type StandIn } from './server';
import type { SessionStartOptions } from './session-starts';
import type { WorldSpec } from './world';
import { DriverBackend } from './web/driver-backend';
import { PlaygroundMemory } from './web/memory';
import { createPageHandler } from './web/server';
import { playgroundWorld } from './web/people';

const log = logger.child({ module: 'playground' });

export interface PlaygroundOptions {
  /** The page's port; 0 picks a free one (tests). */
  port: number;
  databasePath: string;
  /** Interface to listen on (default 127.0.0.1: the playground is for this computer). */
  host?: string;
  /** Print the page's address to stdout (default true; tests turn it off). */
  announce?: boolean;
  /** Turn reminders (REMINDER_HOURS); default: the bot's default. */
  reminders?: ReminderOptions;
  /** The clock loop (LOBBY_DAYS: when a lobby nobody starts closes); default: the bot's default. */
  clocks?: ClockLoopOptions;
  /** Per-user limits on commands and clicks; default: the bot's. */
  rateLimit?: RateLimitOptions;
  /** Shard count GET /gateway/bot recommends (default 1; with SHARDS=N, N). */
  recommendedShards?: number;
  /** The stand-in's world (default: the playground's one server); tests give several. */
  world?: WorldSpec;
  /** The stand-in's session start limit (default Discord's: max_concurrency 1). */
  sessionStarts?: SessionStartOptions;
  /** HEALTH_PORT and HEALTH_HOST: the bot's `/healthz` and `/metrics` (src/health.ts); default none. */
  health?: { port: number; host?: string };
}

export interface Playground {
  /** The page: http://localhost:<port> */
  url: string;
  standIn: StandIn;
  bot: RunningBot;
  close(): Promise<void>;
  /** Same as close (what `npm start`'s shutdown calls). */
  stop(): Promise<void>;
}

/** The stand-in with the page mounted and last run's threads and messages restored; `close` undoes it all. */
async function standInWithPage(
  options: PlaygroundOptions,
): Promise<{ standIn: StandIn; close(): Promise<void> }> {
  const standIn = await startStandIn({
    port: options.port,
    host: options.host,
    world: options.world ?? playgroundWorld,
    ...(options.recommendedShards ? { recommendedShards: options.recommendedShards } : {}),
    ...(options.sessionStarts ? { sessionStarts: options.sessionStarts } : {}),
  }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(
        `port ${options.port} is already in use (another playground?): stop it, or set PORT in .env to another port`,
      );
    }
    throw error;
  });
  // Bring back the threads and messages of the last run before the bot connects and asks for the guild.
  let memory: PlaygroundMemory;
  try {
    memory = new PlaygroundMemory(options.databasePath);
  } catch (error) {
    await standIn.close();
    throw error;
  }
  memory.restore(standIn.store);
  const forget = memory.follow(standIn.store);
  const page = await createPageHandler(new DriverBackend(standIn.driver, standIn.url));
  standIn.addPageHandler((req, res) => page.handle(req, res));
  return {
    standIn,
    async close() {
      page.close();
      forget();
      memory.close();
      await standIn.close();
    },
  };
}

function announce(options: PlaygroundOptions, url: string, shards?: string): void {
  if (options.announce === false) return;
  console.log(
    [
      '',
      `  Derrick playground: open ${url}${shards ? ` (${shards})` : ''}`,
      '  Play every seat yourself (Ana, Ben, Caro, Dev), or open it in several browsers as different people.',
      `  Games are saved in ${options.databasePath}. Press Ctrl+C to stop.`,
      '',
    ].join('\n'),
  );
}

export async function startPlayground(options: PlaygroundOptions): Promise<Playground> {
  const site = await standInWithPage(options);
  const { standIn } = site;
  let bot: RunningBot;
  try {
    const guildIds = standIn.driver.guilds().map((g) => g.id);
    bot = await startBot({
      token: standIn.token,
      api: standIn.restUrl,
      databasePath: options.databasePath,
      registerCommandsIn: guildIds,
      ...(options.reminders ? { reminders: options.reminders } : {}),
      ...(options.clocks ? { clocks: options.clocks } : {}),
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
      ...(options.health ? { health: options.health } : {}),
    });
  } catch (error) {
    await site.close();
    throw error;
  }
  const url = `http://localhost:${new URL(standIn.url).port}`;
  announce(options, url);
  log.info({ url, databasePath: options.databasePath }, 'playground ready');

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      await bot.stop();
      await site.close();
    })();
    return closing;
  };
  return { url, standIn, bot, close, stop: close };
}

export interface ShardedPlayground {
  url: string;
  standIn: StandIn;
  shards: RunningShards;
  close(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The playground with SHARDS set: the stand-in (recommending `shards.total` shards when it is a number) and
 * the page here, the bot in one child process per shard (SHARD_LIST: only those). The commands are
 * registered from here, once, since no child sees every guild.
 */
export async function startShardedPlayground(
  options: PlaygroundOptions & {
    shards: ShardingSetting;
    /** Node flags of the shard processes (default this process's). */
    execArgv?: string[];
    /** The file each shard process runs (default the shard entry beside the manager's code). */
    entry?: string;
    /** Wait between two shard spawns (default discord.js's 5.5 s). */
    spawnDelayMs?: number;
  },
): Promise<ShardedPlayground> {
  const total = options.shards.total;
  const site = await standInWithPage({
    ...options,
    ...(total === 'auto' ? {} : { recommendedShards: total }),
  });
  const { standIn } = site;
  let shards: RunningShards;
  try {
    await registerPlaygroundCommands(standIn);
    const env: Record<string, string> = { DATABASE_PATH: options.databasePath };
    if (options.reminders) env.REMINDER_HOURS = String(options.reminders.afterMs / 3_600_000);
    if (options.clocks?.lobbyExpiryMs !== undefined)
      env.LOBBY_DAYS = String(options.clocks.lobbyExpiryMs / 86_400_000);
    shards = await startShards({
      total,
      ...(options.shards.list ? { list: options.shards.list } : {}),
      token: standIn.token,
      api: standIn.restUrl,
      env,
      ...(options.execArgv ? { execArgv: options.execArgv } : {}),
      ...(options.entry ? { entry: options.entry } : {}),
      ...(options.spawnDelayMs !== undefined ? { spawnDelayMs: options.spawnDelayMs } : {}),
      ...(options.health ? { health: options.health } : {}),
    });
  } catch (error) {
    await site.close();
    throw error;
  }
  const url = `http://localhost:${new URL(standIn.url).port}`;
  announce(options, url, `${shards.manager.shards.size} of ${shards.totalShards} shards`);
  log.info({ url, shards: shards.totalShards }, 'sharded playground ready');
  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      await shards.stop();
      await site.close();
    })();
    return closing;
  };
  return { url, standIn, shards, close, stop: close };
}

/** Register /oil in every guild of the stand-in through its REST API (what each bot does when alone). */
async function registerPlaygroundCommands(standIn: StandIn): Promise<void> {
  const { commandBodies } = await import('../commands');
  const rest = new REST({ api: standIn.restUrl }).setToken(standIn.token);
  for (const guild of standIn.driver.guilds())
    await rest.put(Routes.applicationGuildCommands(standIn.store.applicationId, guild.id), {
      body: commandBodies(),
    });
}
