/**
 * `npm start`. With DISCORD_TOKEN: the bot on Discord. Without: the local playground (a Discord stand-in with
 * a web page, and the same bot connected to it through discord.js). SIGINT/SIGTERM finish in-flight actions
 * and close the database before exiting.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config';
import { logger } from './log';

interface Running {
  stop(): Promise<void>;
}

async function runDiscord(config: Config & { discordToken: string }): Promise<Running> {
  const { startBot } = await import('./discord/bot');
  const bot = await startBot({ token: config.discordToken, databasePath: config.databasePath });
  console.log(`Derrick is online as ${bot.client.user?.tag ?? 'the bot'}. Press Ctrl+C to stop.`);
  return bot;
}

async function runPlayground(config: Config): Promise<Running | null> {
  const appPath = fileURLToPath(new URL('./playground/app.ts', import.meta.url));
  if (!existsSync(appPath)) {
    console.log(
      [
        'No DISCORD_TOKEN is set, so Derrick would start the local playground: a Discord-like web page at',
        `http://localhost:${config.port} where you can play every seat yourself, no Discord account needed.`,
        'The playground is not built yet in this checkout (src/playground/app.ts is missing).',
        'To run on Discord instead, put DISCORD_TOKEN (and DISCORD_APP_ID) in .env — see docs/run-on-your-server.md.',
      ].join('\n'),
    );
    return null;
  }
  // Imported by a computed path so this file compiles before the playground exists.
  const appModule: string = './playground/app';
  const app = (await import(appModule)) as {
    startPlayground(options: { port: number; databasePath: string }): Promise<Running & { url?: string }>;
  };
  const running = await app.startPlayground({ port: config.port, databasePath: config.databasePath });
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
  const running = config.discordToken
    ? await runDiscord({ ...config, discordToken: config.discordToken })
    : await runPlayground(config);
  if (!running) return;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight actions');
    try {
      await running.stop();
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
  const message = error instanceof Error ? error.message : String(error);
  if (/TokenInvalid|invalid token/i.test(message)) {
    console.error(
      'Discord refused the token: check DISCORD_TOKEN in .env (Developer Portal → Bot → Reset Token).',
    );
  } else {
    console.error(`Derrick could not start: ${message}`);
  }
  logger.error({ err: error }, 'start failed');
  process.exit(1);
});
