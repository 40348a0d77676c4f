/**
 * One shard's process, spawned by discord.js's ShardingManager (src/sharding-manager.ts). The manager gives
 * it `SHARDS` (this shard's id: note the name is discord.js's, not our SHARDS=auto|N setting, which only the
 * manager's process reads), `SHARD_COUNT` and `DISCORD_TOKEN`; DERRICK_API_URL points it at the playground's
 * stand-in instead of Discord, REST_PROXY at the REST proxy all the shards share. It runs the whole bot for
 * the guilds of its shard: the instance lock covers exactly this shard, and its reminders, clocks and
 * catch-up only see those guilds' games.
 * It answers the manager's health questions (src/health-shards.ts). SIGTERM/SIGINT finish in-flight actions
 * before exiting, and so does the manager's death (the IPC channel closing): see `stopWithManager`.
 */
import './memory/allocator';
import { errorText } from './error-text';
import { loadConfig } from './config';
import { type Logger, logger, setLogLevel } from './log';
import { API_URL_ENV, shardsFromEnv } from './sharding';
import { answerHealthAsks } from './health-shards';
import type { RunningBot } from './discord/bot';

async function main(): Promise<void> {
  const { shards, shardCount } = shardsFromEnv(process.env);
  // Our own SHARDS/SHARD_LIST settings are the manager's business; here SHARDS is discord.js's shard id.
  const { SHARDS: _ids, SHARD_LIST: _list, ...env } = process.env;
  const config = loadConfig(env);
  if (env.LOG_LEVEL !== undefined) setLogLevel(config.logLevel);
  const token = config.discordToken;
  if (!token) throw new Error('the ShardingManager gave no DISCORD_TOKEN');
  const log = logger.child({ shards });
  outliveTheManagersChannel(log);
  const { startBot } = await import('./discord/bot');
  // The manager's HEALTH_PORT answers for every shard of the machine: it asks each one over IPC. Until the bot
  // has started (connected, and its threads caught up) this shard says so.
  const self: { bot?: RunningBot } = {};
  answerHealthAsks(async () =>
    self.bot
      ? { health: await self.bot.health(), metrics: await self.bot.metrics.registry.getMetricsAsJSON() }
      : { health: { status: 'failing', checks: { start: { ok: false, detail: 'starting' } } }, metrics: [] },
  );
  const bot = await startBot({
    token,
    ...(env[API_URL_ENV] ? { api: env[API_URL_ENV] } : {}),
    // The manager's REST proxy (or REST_PROXY, shared by several machines): one REST budget for all shards.
    ...(config.restProxy ? { restProxy: config.restProxy } : {}),
    databasePath: config.databasePath,
    reminders: { afterMs: Math.round(config.reminderHours * 3_600_000) },
    clocks: { lobbyExpiryMs: Math.round(config.lobbyDays * 86_400_000) },
    shards,
    shardCount,
    logger: log,
    // The manager answers HEALTH_PORT for this machine (the setting reaches every shard with its environment).
    processFigures: config.health !== undefined,
    // Another process serves this shard now: end, and the manager spawns this one again (later and later while it
    // is refused), to take the shard back once that one is gone.
    onLockLost: () => process.exit(1),
  });
  self.bot = bot;
  log.info({ shardCount }, 'shard online');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shard shutting down: finishing in-flight actions');
    try {
      await bot.stop();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shard shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  stopWithManager(() => void shutdown('manager gone'));
}

/**
 * Stop this shard as on SIGTERM when its manager is gone (killed, crashed): its REST proxy and health endpoint went
 * with it, so this shard's bot-token requests fail, and the manager started again spawns every shard anew, which
 * must find this shard's instance lock free. Left running, this process kept the lock (heartbeat fresh, pid
 * alive) and the new one out (test/e2e/shards-orphans.test.ts).
 */
function stopWithManager(stop: () => void): void {
  process.once('disconnect', stop);
  // Gone while this shard started: the channel closed before the listener was there.
  if (process.connected === false) stop();
}

/**
 * discord.js's ShardClientUtil tells the manager of gateway events with `process.send` and no callback: once the
 * channel is closed (the manager gone, or this shard stopping), Node reports each of those as an 'error' on the
 * process (EPIPE for one under way as it closed), which with no listener ends it there, in the middle of its
 * start or its stop.
 */
function outliveTheManagersChannel(log: Pick<Logger, 'debug' | 'error'>): void {
  process.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'ERR_IPC_CHANNEL_CLOSED' || error.code === 'EPIPE')
      log.debug('no manager to tell of a gateway event');
    else log.error({ err: error }, 'shard process error');
  });
}

main().catch((error: unknown) => {
  const message = errorText(error);
  console.error(`Derrick shard could not start: ${message}`);
  logger.error({ err: error }, 'shard start failed');
  process.exit(1);
});
