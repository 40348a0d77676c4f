/**
 * `npm start` without DISCORD_TOKEN: the local playground. One port (PORT, default 3000) serves the Discord
 * stand-in (REST, gateway, attachments) and the Discord-like page; the real bot connects to the stand-in through
 * discord.js exactly as it connects to Discord, and keeps its games in the same SQLite file as production.
 *
 *   const playground = await startPlayground({ port: 3000, databasePath: './data/derrick.sqlite' });
 *   console.log(playground.url); … await playground.close();
 */
import { startBot, type RunningBot } from '../discord/bot';
import type { ReminderOptions } from '../discord/reminders';
import type { RateLimitOptions } from '../discord/rate-limit';
import { logger } from '../log';
import { startStandIn, type StandIn } from './server';
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
  /** Per-user limits on commands and clicks; default: the bot's. */
  rateLimit?: RateLimitOptions;
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

export async function startPlayground(options: PlaygroundOptions): Promise<Playground> {
  const standIn = await startStandIn({
    port: options.port,
    host: options.host,
    world: playgroundWorld,
  }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(
        `port ${options.port} is already in use (another playground?): stop it, or set PORT in .env to another port`,
      );
    }
    throw error;
  });
  // Bring back the threads and messages of the last run before the bot connects and asks for the guild.
  const memory = new PlaygroundMemory(options.databasePath);
  memory.restore(standIn.store);
  const forget = memory.follow(standIn.store);
  const page = await createPageHandler(new DriverBackend(standIn.driver, standIn.url));
  standIn.addPageHandler((req, res) => page.handle(req, res));
  let bot: RunningBot;
  try {
    const guildIds = standIn.driver.guilds().map((g) => g.id);
    bot = await startBot({
      token: standIn.token,
      api: standIn.restUrl,
      databasePath: options.databasePath,
      registerCommandsIn: guildIds,
      ...(options.reminders ? { reminders: options.reminders } : {}),
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    });
  } catch (error) {
    page.close();
    forget();
    memory.close();
    await standIn.close();
    throw error;
  }
  const port = new URL(standIn.url).port;
  const url = `http://localhost:${port}`;
  if (options.announce !== false) {
    console.log(
      [
        '',
        `  Derrick playground: open ${url}`,
        '  Play every seat yourself (Ana, Ben, Caro, Dev), or open it in several browsers as different people.',
        `  Games are saved in ${options.databasePath}. Press Ctrl+C to stop.`,
        '',
      ].join('\n'),
    );
  }
  log.info({ url, databasePath: options.databasePath }, 'playground ready');

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      page.close();
      await bot.stop();
      forget();
      memory.close();
      await standIn.close();
    })();
    return closing;
  };
  return { url, standIn, bot, close, stop: close };
}
