/**
 * `npm start`. With DISCORD_TOKEN: the bot on Discord. Without: the local playground (a Discord stand-in with
 * a web page, and the same bot connected to it through discord.js). With SHARDS=auto|N: discord.js's
 * ShardingManager runs the bot as one child process per shard (src/shard.ts; SHARD_LIST: only those shards),
 * on Discord or on the playground's stand-in, which then stays in this process. SIGINT/SIGTERM finish
 * in-flight actions and close the database and the port before exiting.
 *
 * Who gets the signal: npm runs a script with `sh -c` and passes a SIGINT or SIGTERM sent to it on to that shell
 * only. The shell does not pass it on: on SIGTERM it dies and leaves us running, orphaned; on SIGINT it waits for
 * us, forever. So the `start` script is `exec node dist/index.mjs`: the shell becomes this process, which then
 * gets npm's signal itself, and no `tsx` runner sits in between either (it passes signals on, but SIGKILLs a
 * child that does not confirm within 30 ms, which a busy process may not).
 *
 * `dist/index.mjs` is this file bundled with the bot by `prestart` (src/tools/build.ts, about a second): plain
 * JavaScript on plain node, ~35 MB less memory than compiling TypeScript in the process with tsx. Its Node
 * flags are src/memory/node-flags.ts's; src/memory/allocator.ts is imported first, before any native module.
 */
import './memory/allocator';
import { errorText } from './error-text';
import { ConfigError, loadConfig, type Config } from './config';
import { logger } from './log';
import type { ShardingSetting } from './sharding';

interface Running {
  stop(): Promise<void>;
}

/** LOBBY_DAYS as the clock loop's options: how long a lobby nobody changes or starts stays open (0 = ever). */
function clockOptions(config: Config): { lobbyExpiryMs: number } {
  return { lobbyExpiryMs: Math.round(config.lobbyDays * 86_400_000) };
}

/** REMINDER_HOURS as the bot's reminder timer options (0 = off). */
function reminderOptions(config: Config): { afterMs: number } {
  return { afterMs: Math.round(config.reminderHours * 3_600_000) };
}

async function runDiscord(config: Config & { discordToken: string }): Promise<Running> {
  const { startBot } = await import('./discord/bot');
  const bot = await startBot({
    token: config.discordToken,
    databasePath: config.databasePath,
    reminders: reminderOptions(config),
    clocks: clockOptions(config),
    ...(config.restProxy ? { restProxy: config.restProxy } : {}),
    ...(config.health ? { health: config.health } : {}),
    // Another process serves the database now: end, for the machine's supervisor to start this one again.
    onLockLost: () => process.exit(1),
  });
  console.log(`Derrick is online as ${bot.client.user?.tag ?? 'the bot'}. Press Ctrl+C to stop.`);
  return bot;
}

async function runPlayground(config: Config): Promise<Running> {
  console.log('No DISCORD_TOKEN set: starting the local playground (set it in .env to run on Discord).');
  const { startPlayground } = await import('./playground/app');
  return startPlayground({
    port: config.port,
    databasePath: config.databasePath,
    reminders: reminderOptions(config),
    clocks: clockOptions(config),
    ...(config.health ? { health: config.health } : {}),
  });
}

/** SHARDS set: a child process per shard (on Discord, or on the playground's stand-in without a token). */
async function runShards(config: Config & { shards: ShardingSetting }): Promise<Running> {
  if (!config.discordToken) {
    console.log('No DISCORD_TOKEN set: starting the local playground with shards.');
    const { startShardedPlayground } = await import('./playground/app');
    return startShardedPlayground({
      port: config.port,
      databasePath: config.databasePath,
      reminders: reminderOptions(config),
      clocks: clockOptions(config),
      shards: config.shards,
      ...(config.health ? { health: config.health } : {}),
    });
  }
  const { startShards } = await import('./sharding-manager');
  const running = await startShards({
    total: config.shards.total,
    ...(config.shards.list ? { list: config.shards.list } : {}),
    token: config.discordToken,
    ...(config.restProxy ? { restProxy: config.restProxy } : {}),
    ...(config.health ? { health: config.health } : {}),
  });
  console.log(
    `Derrick is online: ${running.manager.shards.size} of ${running.totalShards} shards. Press Ctrl+C to stop.`,
  );
  return running;
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const running = config.shards
    ? await runShards({ ...config, shards: config.shards })
    : config.discordToken
      ? await runDiscord({ ...config, discordToken: config.discordToken })
      : await runPlayground(config);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight actions');
    try {
      await running.stop();
      logger.info({ signal }, 'stopped cleanly');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  const message = errorText(error);
  if (/TokenInvalid|invalid token/i.test(message)) {
    console.error(
      'Discord refused the token: check DISCORD_TOKEN in .env (Developer Portal → Bot → Reset Token).',
    );
  } else if (/EADDRINUSE/.test(message)) {
    console.error(
      `Derrick could not start: port ${process.env.PORT ?? 3000} is in use. Set another PORT in .env.`,
    );
  } else {
    console.error(`Derrick could not start: ${message}`);
  }
  logger.error({ err: error }, 'start failed');
  process.exit(1);
});
